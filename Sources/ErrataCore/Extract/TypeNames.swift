import Foundation

/// Type names common in API documentation, for reading parameter tables and checking their types.
enum TypeNames {
    /// Database, JSON and Objective-C type names.
    static let known = [
        "bigint", "binary", "bool", "boolean", "char", "date", "datetime", "decimal", "double", "float", "int",
        "integer", "json", "long", "nchar", "number", "nvarchar", "object", "smallint", "string", "text",
        "timestamp", "tinyint", "varchar", "array", "NSString", "NSNumber", "NSInteger", "NSUInteger", "NSArray",
        "NSDictionary", "NSDate", "NSData", "BOOL", "CGFloat", "id",
    ]

    /// Fixed-width integers (C++, Unreal, Go) and the names of ``synonyms``: known too.
    private static let lowercased = Set(known.map { $0.lowercased() }).union(synonyms.keys).union(
        ["int8", "int16", "uint8", "uint16", "uint32", "uint64"])
    private static let longest = lowercased.map(\.utf8.count).max() ?? 0

    /// Names that guides in other languages or of other platforms give the same type
    /// (lowercased): `Int64` for `long`, `Boolean` for `bool`, `List` for `Array`.
    private static let synonyms: [String: String] = [
        "int64": "long", "bigint": "long", "long long": "long", "int32": "int", "integer": "int",
        "float64": "double", "boolean": "bool", "str": "string", "list": "array", "dictionary": "map", "dict": "map",
    ]

    /// Whether two type names name one type: the same but for case and a trailing `*`, synonyms
    /// (``synonyms``), or two arrays one of which does not say of what (`List` and `Array[Object]`,
    /// `List<long>` and `Int64[]`).
    static func sameType(_ a: String, _ b: String) -> Bool {
        let (first, second) = (canonical(a), canonical(b))
        if first == second { return true }
        guard first.hasPrefix("array"), second.hasPrefix("array") else { return false }
        return first == "array" || second == "array"
    }

    /// A type name as ``sameType(_:_:)`` compares it: lowercased, without a trailing `*`, its
    /// synonym's name, and an array of anything as `array<element>` (`array` when it does not say).
    static func canonical(_ name: String) -> String {
        var text = String(name.trimmingWhitespace()).lowercased()
        while text.hasSuffix("*") { text = String(text.dropLast().trimmingWhitespace()) }
        if text.hasSuffix("[]") { return "array<" + canonical(String(text.dropLast(2))) + ">" }
        for (open, close) in [("<", ">"), ("[", "]")] {
            if let start = text.firstIndex(of: Character(open)), text.hasSuffix(close) {
                let head = canonical(String(text[..<start]))
                let inner = String(text[text.index(after: start)..<text.index(before: text.endIndex)])
                return head == "array" ? "array<" + canonical(inner) + ">" : head + open + inner + close
            }
        }
        return synonyms[text] ?? text
    }

    /// Whether `name` (ignoring case, a trailing `*` and a length such as `(20)`) is a well-known type.
    static func isKnown(_ name: String) -> Bool {
        // Most cells asked about are descriptions: an ASCII one longer than every type name
        // before its `(` (padding and `*` aside) is turned down on its bytes.
        let beforeParenthesis = name.utf8.prefix { $0 != UInt8(ascii: "(") }
        if beforeParenthesis.allSatisfy({ $0 < 0x80 }) {
            let length = beforeParenthesis.reduce(0) {
                $0 + ((0x09...0x0D).contains($1) || $1 == 0x20 || $1 == UInt8(ascii: "*") ? 0 : 1)
            }
            if length > longest { return false }
        }
        var base = name.trimmingWhitespace()
        if let open = base.firstIndex(of: "(") { base = base[..<open] }
        while base.hasSuffix("*") || base.hasSuffix(" ") { base = base.dropLast() }
        return lowercased.contains(base.lowercased())
    }
}
