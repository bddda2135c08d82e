import ErrataMarkdown
import Foundation

/// Finds JSON examples, in code blocks or written into the text with `<br>` line breaks, and
/// lists the keys they use. JSON is parsed with Foundation's `JSONSerialization`.
enum JSONExampleScanner {
    /// The keys of `text` if it is a JSON object or an array of objects; `nil` if it is not JSON.
    static func keys(ofJSON text: String) -> [String]? {
        keysAndLines(ofJSON: text)?.keys
    }

    /// The keys of `text` if it is a JSON object or an array of objects, each with the 0-based line
    /// of `text` where its name is first written, the kind of its first value and that value as
    /// ``JSONExampleFact/values`` gives it; `nil` if it is not JSON.
    static func keysAndLines(ofJSON text: String) -> (
        keys: [String], lines: [Int], kinds: [JSONValueKind], values: [String]
    )? {
        // Fast path: JSON starts with `{` or `[` after white space; most code does not.
        // (A byte outside ASCII may be white space too: the exact test below decides.)
        let leading = text.utf8.first { $0 != 0x20 && !(0x09...0x0D).contains($0) } ?? 0
        guard leading == UInt8(ascii: "{") || leading == UInt8(ascii: "[") || leading >= 0x80 else { return nil }
        let trimmed = String(text.trimmingWhitespaceAndNewlines())
        guard let first = trimmed.first, first == "{" || first == "[" else { return nil }
        // What JSON allows after its first bracket: a key or `}` in an object, a value or `]` in
        // an array. Most code that starts with one is not JSON (`{!> include.py !}`, `[section]`),
        // and is told so here, before Foundation's parser throws.
        let second = trimmed.utf8.dropFirst().first { $0 != 0x20 && !(0x09...0x0D).contains($0) }
        let allowed = first == "{" ? Self.afterBrace : Self.afterBracket
        guard let second, allowed.contains(second) || second >= 0x80 else { return nil }
        guard let data = trimmed.data(using: .utf8),
            let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        else { return nil }
        let positions = Self.quotedPositions(in: trimmed)
        var collector = KeyCollector(positions: positions)
        collector.collect(value, prefix: "")
        let keys = collector.keys
        guard !keys.isEmpty else { return nil }
        // The lines the trimming took off the start, then the line feeds before each key's name.
        let skipped = text.utf8.prefix { $0 == 0x20 || (0x09...0x0D).contains($0) }.count { $0 == 0x0A }
        let feeds = trimmed.utf8.indices.filter { trimmed.utf8[$0] == 0x0A }.map {
            trimmed.utf8.distance(from: trimmed.utf8.startIndex, to: $0)
        }
        let lines = keys.map { path -> Int in
            let name = path.lastIndex(of: ".").map { path[path.index(after: $0)...] } ?? path[...]
            guard let offset = positions[name] else { return skipped }
            return skipped + feeds.count { $0 < offset }
        }
        return (keys, lines, collector.kinds, collector.values)
    }

    /// The bytes JSON allows after an object's `{` (a key, or `}`) and after an array's `[` (a
    /// value, or `]`), white space aside.
    private static let afterBrace: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "}")]
    private static let afterBracket = Set("{[\"]-0123456789tfn".utf8)

    /// A JSON example written in running text.
    struct ProseExample {
        var line: Int
        var keys: [String]
        var keyLines: [Int]
    }

    /// JSON objects written in running text: a line starting with `{` up to the line that balances it.
    ///
    /// - Parameters:
    ///   - numbers: The 1-based numbers of the prose lines, in order (an example runs over prose
    ///     lines only; numbers rather than the lines' text: a page has many).
    ///   - lines: The page's lines.
    /// - Returns: Each example's first line, keys, and the line each key is first written on.
    static func examples(inProse numbers: [Int], of lines: SourceLines) -> [ProseExample] {
        var found: [ProseExample] = []
        func line(_ index: Int) -> Substring { lines.line(numbers[index]) }
        // Cheap test first, on the lines' bytes: only a line that starts with `{` (or a tag
        // before it, and a `{` after, as removing tags adds none) can start an example.
        let mayStart = lines.withLineBytes { bytes in
            numbers.map { number in
                let line = bytes[number]
                let first = line.first { $0 != 0x20 && $0 != 0x09 }
                return first == UInt8(ascii: "{") || (first == UInt8(ascii: "<") && line.contains(UInt8(ascii: "{")))
            }
        }
        var index = 0
        while index < numbers.count {
            guard mayStart[index] else {
                index += 1
                continue
            }
            let start = stripTags(line(index)).trimmingWhitespace()
            guard start.hasPrefix("{") else {
                index += 1
                continue
            }
            var text = ""
            var depth = 0
            var end = index
            var inString = false
            var escaped = false
            scan: while end < numbers.count, end < index + 200 {
                let body = stripTags(line(end))
                text += body + "\n"
                for character in body {
                    if escaped {
                        escaped = false
                    } else if inString {
                        if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                    } else if character == "\"" {
                        inString = true
                    } else if character == "{" || character == "[" {
                        depth += 1
                    } else if character == "}" || character == "]" {
                        depth -= 1
                    }
                }
                if depth <= 0 { break scan }
                end += 1
            }
            if depth == 0, let (keys, keyLines, _, _) = keysAndLines(ofJSON: text) {
                found.append(
                    ProseExample(
                        line: numbers[index], keys: keys, keyLines: keyLines.map { numbers[min(index + $0, end)] }))
                index = end + 1
            } else {
                index += 1
            }
        }
        return found
    }

    /// A symbol a JSON sample gives beside a code, in one object: `"resultCode": 103,
    /// "resultMessage": "XYZ_NOT_FOUND"` (a response's header), `{"code": 4003, "name": "XYZ_…"}`.
    struct NamedCode: Sendable, Hashable {
        /// The 1-based line of the text the symbol is written on.
        var line: Int
        var symbol: String
        var code: Int
    }

    /// The symbols samples give beside a code in one JSON object. Read on the text's tokens, not
    /// parsed: response samples are most often abridged (`...`) or follow a status line, and are
    /// no JSON a parser takes.
    static func namedCodes(in text: String) -> [NamedCode] {
        // Every key of a code ends in `code` or `CODE`, and it is quoted.
        guard text.containsASCII("ode\"") || text.containsASCII("ODE\"") else { return [] }
        let bytes = Array(text.utf8)
        struct Object {
            var code: Int?
            var names: [(line: Int, symbol: String)] = []
        }
        var found: [NamedCode] = []
        func close(_ object: Object) {
            guard let code = object.code else { return }
            found += object.names.map { NamedCode(line: $0.line, symbol: $0.symbol, code: code) }
        }
        // The outermost entry holds what stands outside any braces.
        var objects = [Object()]
        var key: FieldKey?
        var line = 1
        var index = 0
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                line += 1
                index += 1
                continue
            case _ where isSpace(byte), UInt8(ascii: ","):
                index += 1
                continue
            case UInt8(ascii: "{"):
                objects.append(Object())
            case UInt8(ascii: "}"):
                if objects.count > 1 { close(objects.removeLast()) }
            case UInt8(ascii: "\""):
                // A string ends at its closing quote, or at the line's end where it is left open.
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                let string = bytes[(index + 1)..<min(end, bytes.count)]
                var next = end + 1
                while next < bytes.count, isSpace(bytes[next]) { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: ":") {
                    key = FieldKey(string)
                    index = next + 1
                    continue
                }
                if key == .name, Self.isSymbol(string) {
                    objects[objects.count - 1].names.append((line, String(decoding: string, as: UTF8.self)))
                }
                index = min(end + 1, bytes.count)
                key = nil
                continue
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                var end = index + 1
                while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
                let ends = end == bytes.count || !(bytes[end] == UInt8(ascii: ".") || bytes[end] >= 0x41)
                if key == .code, ends, objects[objects.count - 1].code == nil,
                    let code = Int(String(decoding: bytes[index..<end], as: UTF8.self))
                {
                    objects[objects.count - 1].code = code
                }
                index = end
                key = nil
                continue
            default:
                break
            }
            key = nil
            index += 1
        }
        while let object = objects.popLast() { close(object) }
        return found.sorted { $0.line < $1.line }
    }

    /// What a JSON key names, for ``namedCodes(in:)``: a code, a name given beside it, or neither.
    private enum FieldKey {
        case code, name

        /// The keys of a result or error code (not of an HTTP status, a country or a product).
        private static let codeKeys: Set<String> = [
            "code", "resultcode", "errorcode", "errcode", "rescode", "retcode", "returncode", "reasoncode",
        ]
        /// The keys of the name or message written beside it.
        private static let nameKeys: Set<String> = [
            "message", "msg", "resultmessage", "resultmsg", "errormessage", "errormsg", "errmsg", "name",
            "errorname", "error", "reason",
        ]

        init?(_ bytes: ArraySlice<UInt8>) {
            guard bytes.count <= 16 else { return nil }
            let folded = String(
                decoding: bytes.filter { $0 != UInt8(ascii: "_") && $0 != UInt8(ascii: "-") }.map {
                    (0x41...0x5A).contains($0) ? $0 + 0x20 : $0
                }, as: UTF8.self)
            if Self.codeKeys.contains(folded) {
                self = .code
            } else if Self.nameKeys.contains(folded) {
                self = .name
            } else {
                return nil
            }
        }
    }

    /// Whether a string value is written as an error symbol: capitals, digits and `_`, a capital
    /// first and a `_` inside (`XYZ_NOT_FOUND`), not a message (`Not found`).
    private static func isSymbol(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, (0x41...0x5A).contains(first), bytes.count >= 3,
            bytes.contains(UInt8(ascii: "_"))
        else { return false }
        return bytes.allSatisfy {
            (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "_")
        }
    }

    /// The text with `<br>`, `<br/>` and `<br />` removed.
    static func stripTags(_ text: Substring) -> String {
        guard text.containsASCII("<b") || text.containsASCII("<B") else { return String(text) }
        // Text of plain scalars (each a character of its own: nothing joins onto a tag's `>`) on
        // bytes, tag after tag as Foundation replaces them.
        let stripped = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard FastText.isAllPlain(bytes) else { return nil }
            var result = Array(bytes)
            for tag in breakTags {
                result = FastText.replacing(Array(tag.utf8), with: UInt8(ascii: " "), in: result[...])
            }
            return String(decoding: result, as: UTF8.self)
        }
        if let stripped = stripped ?? nil { return stripped }
        return stripTagsByFoundation(text)
    }

    /// The line-break tags, in the order they are replaced.
    private static let breakTags = ["<br/>", "<br />", "<br>", "<BR>", "<BR/>"]

    /// ``stripTags(_:)`` with Foundation: for any text, and the reference the byte path is tested against.
    static func stripTagsByFoundation(_ text: Substring) -> String {
        var result = String(text)
        for tag in breakTags {
            result = result.replacingOccurrences(of: tag, with: " ")
        }
        return result
    }

    /// Where each quoted text of `source` is first written: for every `"` of the source (opening
    /// or closing a string), the text up to the next `"`, and the offset of the first `"` before it.
    /// The first place `"key"` stands in the source is `positions[key]`, for any key without a `"`
    /// (a key with one is never written so in valid JSON: its quote is escaped).
    ///
    /// One pass over the bytes, where searching the source once per key took time in proportion
    /// to the keys times the source.
    static func quotedPositions(in source: String) -> [Substring: Int] {
        var positions: [Substring: Int] = [:]
        let utf8 = source.utf8
        var quote = utf8.firstIndex(of: UInt8(ascii: "\""))
        while let open = quote {
            let start = utf8.index(after: open)
            guard let close = utf8[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            let text = Substring(utf8[start..<close])
            if positions[text] == nil { positions[text] = utf8.distance(from: utf8.startIndex, to: open) }
            quote = close
        }
        return positions
    }

    /// Gathers an object's key paths in the order they are written (JSONSerialization loses
    /// order, so the source decides), each path once.
    private struct KeyCollector {
        /// See ``JSONExampleScanner/quotedPositions(in:)``.
        let positions: [Substring: Int]
        private(set) var keys: [String] = []
        /// The kind of each key's first value.
        private(set) var kinds: [JSONValueKind] = []
        /// Each key's first value, as ``JSONExampleFact/values`` gives it.
        private(set) var values: [String] = []
        private var seen: Set<String> = []

        init(positions: [Substring: Int]) {
            self.positions = positions
        }

        mutating func collect(_ value: Any, prefix: String) {
            if let object = value as? [String: Any] {
                // By where each key is first written; two keys of which one is not written as it is
                // (it holds escapes) go by name.
                let sorted = object.keys.map { ($0, positions[Substring($0)]) }.sorted { lhs, rhs in
                    switch (lhs.1, rhs.1) {
                    case let (l?, r?): return l < r
                    default: return lhs.0 < rhs.0
                    }
                }
                for (key, _) in sorted {
                    let path = prefix.isEmpty ? key : prefix + "." + key
                    if seen.insert(path).inserted {
                        keys.append(path)
                        kinds.append(JSONValueKind(object[key]!))
                        values.append(Self.text(of: object[key]!, kind: kinds[kinds.count - 1]))
                    }
                    collect(object[key]!, prefix: path)
                }
            } else if let array = value as? [Any] {
                for element in array {
                    collect(element, prefix: prefix)
                }
            }
        }

        /// A number or a truth value as JSON writes it, a string in ASCII quoted, anything else empty.
        private static func text(of value: Any, kind: JSONValueKind) -> String {
            switch kind {
            case .number: return (value as? NSNumber)?.stringValue ?? ""
            case .boolean: return (value as? NSNumber)?.boolValue == true ? "true" : "false"
            case .string:
                guard let string = value as? String, string.utf8.allSatisfy({ $0 < 0x80 }) else { return "" }
                return "\"" + string + "\""
            case .other: return ""
            }
        }
    }
}

/// What a JSON value is, as far as a translation may change it: a string, a number, a boolean, or
/// something else (null, an object, an array).
public enum JSONValueKind: String, Sendable, Hashable, Codable {
    case string, number, boolean, other

    /// The kind of a value `JSONSerialization` read.
    init(_ value: Any) {
        if value is String {
            self = .string
        } else if let number = value as? NSNumber {
            // Foundation reads `true` as a number of its own type, on every platform.
            self = type(of: number) == Self.booleanType ? .boolean : .number
        } else {
            self = .other
        }
    }

    private static let booleanType = type(of: NSNumber(value: true))
}
