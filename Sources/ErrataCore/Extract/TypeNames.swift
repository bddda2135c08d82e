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
        let trimmed = name.trimmingWhitespace()
        // ASCII (type names) on bytes: each byte is a character, but in `\r\n`, which holds
        // none of `(`, `*` and space.
        let onBytes = trimmed.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard FastText.isASCII(bytes) else { return nil }
            var end = bytes.firstIndex(of: UInt8(ascii: "(")) ?? bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "*") || bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            let base = bytes[..<end].map(FastText.asciiLowercased)
            return lowercased.contains(String(decoding: base, as: UTF8.self))
        }
        if let onBytes, let onBytes { return onBytes }
        return isKnownByCharacters(name)
    }

    /// ``isKnown(_:)`` on Characters: for any name, and the reference the byte reading is tested against.
    static func isKnownByCharacters(_ name: String) -> Bool {
        var base = name.trimmingWhitespace()
        if let open = base.firstIndex(of: "(") { base = base[..<open] }
        while base.hasSuffix("*") || base.hasSuffix(" ") { base = base.dropLast() }
        return lowercased.contains(base.lowercased())
    }
}
