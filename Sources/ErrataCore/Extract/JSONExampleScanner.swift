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
    /// of `text` where its name is first written; `nil` if it is not JSON.
    static func keysAndLines(ofJSON text: String) -> (keys: [String], lines: [Int])? {
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
        return (keys, lines)
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
            if depth == 0, let (keys, keyLines) = keysAndLines(ofJSON: text) {
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
                    if seen.insert(path).inserted { keys.append(path) }
                    collect(object[key]!, prefix: path)
                }
            } else if let array = value as? [Any] {
                for element in array {
                    collect(element, prefix: prefix)
                }
            }
        }
    }
}
