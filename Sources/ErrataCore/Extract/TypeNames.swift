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

    /// Whether `name` (ignoring case, a trailing `*` and a length such as `(20)`) is a well-known type.
    static func isKnown(_ name: String) -> Bool {
        var base = name.trimmingWhitespace()
        if let open = base.firstIndex(of: "(") { base = base[..<open] }
        while base.hasSuffix("*") || base.hasSuffix(" ") { base = base.dropLast() }
        return lowercased.contains(base.lowercased())
    }
}
