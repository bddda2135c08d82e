import Foundation

/// A JSON value, and the writer of the large JSON files errata makes: the reports of
/// `errata check` (`json`, `sarif`), `report/drift.json` and the String Catalog. (`catalog.json`
/// and baseline files, whose shape is their types' `Codable` conformance, go through
/// `JSONEncoder` with the same options, so they have the same layout.)
///
/// The layout is the one `JSONEncoder` gives with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]` on Linux, which the files were first written with, and the one
/// Xcode gives String Catalogs:
/// - objects and arrays over several lines, two spaces per level, `"key" : value`;
/// - an empty object as `{`, a blank line and `}`; an empty array as `[`, a blank line, `]`;
/// - strings with `"` and `\` escaped, `\n`, `\r`, `\t`, `\b`, `\f` for those controls and
///   `\u00xx` for the other controls below U+0020; `/` and every other character as it is;
/// - keys sorted, by their UTF-8 bytes or as Xcode sorts them (see ``KeyOrder``).
///
/// Written directly, without `Encodable`: `JSONEncoder` took longer to encode a report of
/// 8,000 findings than errata took to find them, and held the whole document as a tree of
/// boxed values besides its text. The writer works on the values the callers build and
/// copies strings that need no escaping in one go; the long arrays of a document (a report's
/// findings) are made an element at a time as they are written (``array(count:indent:minimumChunk:_:)``),
/// so that neither the values nor the text are ever held whole.
enum JSONValue: Hashable, Sendable {
    /// A string.
    case string(String)
    /// An integer.
    case number(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array, in its order.
    case array([JSONValue])
    /// An object; its keys are sorted when written.
    case object([String: JSONValue])
    /// An array whose elements are made as it is written (see ``array(count:indent:minimumChunk:_:)``).
    case elements(Elements)
    /// An object whose members are given in the order they are written, which must be the
    /// document's key order: for the many small objects of a large document (a finding, a code,
    /// a location), made without a dictionary and written without sorting their keys.
    case ordered(Members)

    /// An object's members in the order they are written; written as a dictionary literal,
    /// `["code" : .number(7), "symbol" : .string(symbol)]`, keeping its order.
    struct Members: Hashable, Sendable, ExpressibleByDictionaryLiteral {
        var keys: [String] = []
        var values: [JSONValue] = []

        init(dictionaryLiteral elements: (String, JSONValue)...) {
            keys.reserveCapacity(elements.count)
            values.reserveCapacity(elements.count)
            for (key, value) in elements { append(key, value) }
        }

        /// Adds a member after the others; its key must come after theirs.
        mutating func append(_ key: String, _ value: JSONValue) {
            keys.append(key)
            values.append(value)
        }
    }

    /// The elements of a long array, made when written: a window of them at a time, in runs side
    /// by side, each window's text written out and let go before the next is made.
    struct Elements: Hashable, Sendable {
        var count: Int
        var minimumChunk: Int
        var element: @Sendable (Int) -> JSONValue

        /// Elements this many at a time at most are made before they are written.
        static let window = 4096

        static func == (left: Elements, right: Elements) -> Bool {
            left.count == right.count && (0..<left.count).allSatisfy { left.element($0) == right.element($0) }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(count)
        }
    }

    /// How an object's keys are sorted.
    enum KeyOrder: Sendable {
        /// By their UTF-8 bytes, as `JSONEncoder`'s `.sortedKeys` sorts them on Linux
        /// (`B` before `a`, `a10` before `a2`).
        case utf8
        /// As `JSONSerialization` sorts them on Apple platforms, and Xcode writes String
        /// Catalogs: runs of digits by their value, letters without regard to case, keys equal
        /// that way in a fixed order. No locale is involved.
        case xcode

        func precedes(_ a: String, _ b: String) -> Bool {
            switch self {
            case .utf8:
                a.utf8.lexicographicallyPrecedes(b.utf8)
            case .xcode:
                Self.xcodePrecedesByBytes(a, b)
                    ?? (a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: nil)
                        == .orderedAscending)
            }
        }

        /// Xcode's order of two keys decided on their bytes, where that is plain: both ASCII
        /// where they differ, ASCII letters compared as lowercase, runs of digits without leading
        /// zeros compared by value. `nil` when Foundation must decide: a key that is not ASCII
        /// there, a run of digits with a leading zero, or keys equal without regard to case.
        /// A String Catalog's keys are symbols, which almost always are plain, and Foundation's
        /// comparison of two strings costs as much as writing an entry.
        static func xcodePrecedesByBytes(_ a: String, _ b: String) -> Bool? {
            var a = a
            var b = b
            return a.withUTF8 { x in b.withUTF8 { y in xcodePrecedesByBytes(x, y) } }
        }

        private static func xcodePrecedesByBytes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>)
            -> Bool?
        {
            func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            func lowercased(_ byte: UInt8) -> UInt8 {
                byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte
            }
            var i = 0
            var j = 0
            while i < x.count, j < y.count {
                let p = x[i]
                let q = y[j]
                if p >= 0x80 || q >= 0x80 { return nil }
                if isDigit(p), isDigit(q) {
                    var runEndX = i
                    while runEndX < x.count, isDigit(x[runEndX]) { runEndX += 1 }
                    var runEndY = j
                    while runEndY < y.count, isDigit(y[runEndY]) { runEndY += 1 }
                    let lengthX = runEndX - i
                    let lengthY = runEndY - j
                    if (p == UInt8(ascii: "0") && lengthX > 1) || (q == UInt8(ascii: "0") && lengthY > 1) { return nil }
                    if lengthX != lengthY { return lengthX < lengthY }
                    for offset in 0..<lengthX where x[i + offset] != y[j + offset] {
                        return x[i + offset] < y[j + offset]
                    }
                    i = runEndX
                    j = runEndY
                    continue
                }
                let foldedP = lowercased(p)
                let foldedQ = lowercased(q)
                if foldedP != foldedQ { return foldedP < foldedQ }
                i += 1
                j += 1
            }
            // One is a prefix of the other: the shorter comes first, if what follows is ASCII.
            if i == x.count, j == y.count { return nil }
            let rest = i < x.count ? UnsafeBufferPointer(rebasing: x[i...]) : UnsafeBufferPointer(rebasing: y[j...])
            guard rest.allSatisfy({ $0 < 0x80 }) else { return nil }
            return i == x.count
        }
    }

    /// `value` or `null`.
    static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// The document's text, ending with one newline.
    static func render(_ value: JSONValue, keys: KeyOrder = .utf8) -> String {
        var out = ""
        value.write(to: &out, indent: 0, keys: keys)
        out += "\n"
        return out
    }

    /// An array of `count` elements, `element(index)` each, made as it is written, in runs side by
    /// side (keys in UTF-8 order): for the long arrays of a document, the findings of a report.
    /// `indent` is the array's depth, which the text of the runs is made for.
    static func array(
        count: Int, indent: Int, minimumChunk: Int = 256, _ element: @escaping @Sendable (Int) -> JSONValue
    ) -> JSONValue {
        guard count > 0 else { return .array([]) }
        return .elements(Elements(count: count, minimumChunk: minimumChunk, element: element))
    }

    /// Writes an object `indent` levels deep whose values are made one at a time as they are
    /// written, `value(key)` for each of `keys` (sorted by `order`): for an object too large to
    /// hold as values, the String Catalog's strings.
    static func writeObject<Stream: TextOutputStream>(
        keys: [String], indent: Int, order: KeyOrder, to out: inout Stream, value: (String) -> JSONValue
    ) {
        guard !keys.isEmpty else {
            out.write("{\n\n")
            appendIndent(indent, to: &out)
            out.write("}")
            return
        }
        out.write("{\n")
        let sorted = keys.sorted(by: order.precedes)
        for (index, key) in sorted.enumerated() {
            appendIndent(indent + 1, to: &out)
            appendQuoted(key, to: &out)
            out.write(" : ")
            value(key).write(to: &out, indent: indent + 1, keys: order)
            out.write(index == sorted.count - 1 ? "\n" : ",\n")
        }
        appendIndent(indent, to: &out)
        out.write("}")
    }

    /// Writes the document's text, ending with one newline, to `out` (a report printed as it is
    /// written, without holding it whole).
    static func write(_ value: JSONValue, to out: inout some TextOutputStream, keys: KeyOrder = .utf8) {
        value.write(to: &out, indent: 0, keys: keys)
        out.write("\n")
    }

    /// Appends the value's text to `out`, its nested lines indented `indent` levels.
    func write(to out: inout some TextOutputStream, indent: Int, keys: KeyOrder = .utf8) {
        switch self {
        case .string(let text):
            Self.appendQuoted(text, to: &out)
        case .number(let number):
            out.write(String(number))
        case .bool(let flag):
            out.write(flag ? "true" : "false")
        case .null:
            out.write("null")
        case .elements(let elements):
            out.write("[\n")
            let elementIndent = String(repeating: "  ", count: indent + 1)
            let count = elements.count
            var start = 0
            while start < count {
                let window = Array(start..<Swift.min(count, start + Elements.window))
                let runs = window.parallelChunks(minimumChunk: elements.minimumChunk) { run in
                    var text = ByteText()
                    for index in run {
                        text.write(elementIndent)
                        elements.element(index).write(to: &text, indent: indent + 1)
                        text.write(index == count - 1 ? "\n" : ",\n")
                    }
                    return text
                }
                for run in runs { out.write(run.text) }
                start += window.count
            }
            Self.appendIndent(indent, to: &out)
            out.write("]")
        case .array(let values):
            guard !values.isEmpty else {
                out.write("[\n\n")
                Self.appendIndent(indent, to: &out)
                out.write("]")
                return
            }
            out.write("[\n")
            for (index, value) in values.enumerated() {
                Self.appendIndent(indent + 1, to: &out)
                value.write(to: &out, indent: indent + 1, keys: keys)
                out.write(index == values.count - 1 ? "\n" : ",\n")
            }
            Self.appendIndent(indent, to: &out)
            out.write("]")
        case .ordered(let members):
            guard !members.keys.isEmpty else {
                out.write("{\n\n")
                Self.appendIndent(indent, to: &out)
                out.write("}")
                return
            }
            assert(
                zip(members.keys, members.keys.dropFirst()).allSatisfy { keys.precedes($0, $1) },
                "members out of order: \(members.keys)")
            out.write("{\n")
            let last = members.keys.count - 1
            for index in 0...last {
                Self.appendIndent(indent + 1, to: &out)
                Self.appendQuoted(members.keys[index], to: &out)
                out.write(" : ")
                members.values[index].write(to: &out, indent: indent + 1, keys: keys)
                out.write(index == last ? "\n" : ",\n")
            }
            Self.appendIndent(indent, to: &out)
            out.write("}")
        case .object(let members):
            guard !members.isEmpty else {
                out.write("{\n\n")
                Self.appendIndent(indent, to: &out)
                out.write("}")
                return
            }
            out.write("{\n")
            let sorted = members.keys.sorted(by: keys.precedes)
            for (index, key) in sorted.enumerated() {
                Self.appendIndent(indent + 1, to: &out)
                Self.appendQuoted(key, to: &out)
                out.write(" : ")
                members[key]!.write(to: &out, indent: indent + 1, keys: keys)
                out.write(index == sorted.count - 1 ? "\n" : ",\n")
            }
            Self.appendIndent(indent, to: &out)
            out.write("}")
        }
    }

    private static func appendIndent(_ levels: Int, to out: inout some TextOutputStream) {
        if levels < indents.count {
            out.write(indents[levels])
        } else {
            for _ in 0..<levels { out.write("  ") }
        }
    }

    /// The indentation of the first levels, each written in one piece.
    private static let indents = (0..<16).map { String(repeating: "  ", count: $0) }

    /// A JSON string literal that reads back as exactly `text`.
    static func quoted(_ text: String) -> String {
        var out = ""
        appendQuoted(text, to: &out)
        return out
    }

    /// Appends ``quoted(_:)`` of `text` to `out`.
    static func appendQuoted(_ text: String, to out: inout some TextOutputStream) {
        out.write("\"")
        // Every character that is escaped is a byte below 0x20, `"` or `\`, none of which occurs
        // inside another character's UTF-8: text without them is copied as it is.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
        else {
            out.write(text)
            out.write("\"")
            return
        }
        // The escaped characters are single bytes, so the text between them is written in runs.
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                out.write(String(Substring(utf8[runStart..<index])))
                switch byte {
                case UInt8(ascii: "\""): out.write("\\\"")
                case UInt8(ascii: "\\"): out.write("\\\\")
                case 0x0A: out.write("\\n")
                case 0x0D: out.write("\\r")
                case 0x09: out.write("\\t")
                case 0x08: out.write("\\b")
                case 0x0C: out.write("\\f")
                default:
                    let hex = String(byte, radix: 16)
                    out.write("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                }
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        out.write(String(Substring(utf8[runStart..<index])))
        out.write("\"")
    }
}

extension JSONValue {
    /// An error code: a number, or the string that names it (see ``NamedCode``).
    static func code(_ code: Int) -> JSONValue {
        NamedCode.name(of: code).map(JSONValue.string) ?? .number(code)
    }
}
