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

    private static let lowercased = Set(known.map { $0.lowercased() })
    private static let longest = known.map(\.utf8.count).max() ?? 0

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
