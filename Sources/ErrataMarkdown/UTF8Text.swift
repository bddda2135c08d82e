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
