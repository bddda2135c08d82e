internal import CErrataSupport

/// Strings made from UTF-8 bytes, checked once by a validator that reads sixteen bytes at a time
/// (see `errata_utf8.h`).
///
/// The standard library's `String(validating:as:)` reads text that is not all ASCII byte by byte,
/// about nine instructions a byte: on a doc set in Korean, Chinese and Japanese that was 3 % of a
/// check. Bytes found valid here become a string without a second check.
public enum UTF8Text {
    /// The string of `bytes`, or `nil` if they are not well-formed UTF-8: what
    /// `String(validating: bytes, as: UTF8.self)` returns.
    public static func string(validating bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return "" }
        if #available(macOS 26, *) {
            guard errata_utf8_valid(base, bytes.count) != 0 else { return nil }
            return String(copying: UTF8Span(unchecked: Span(_unsafeElements: bytes)))
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The string of `bytes`, each ill-formed sequence replaced by U+FFFD: what
    /// `String(decoding: bytes, as: UTF8.self)` returns.
    public static func string(repairing bytes: UnsafeBufferPointer<UInt8>) -> String {
        string(validating: bytes) ?? String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    /// Calls `body` with the string's UTF-8 bytes, read in place (a small string's from a copy on
    /// the stack); a string that is not contiguous UTF-8 (bridged) is made so first.
    ///
    /// `withUTF8` is mutating: called on a copy of a string the caller holds, it retains and then
    /// releases the string's storage (atomic operations), which this does not.
    @inlinable
    package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
