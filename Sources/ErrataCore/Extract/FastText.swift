import Foundation

/// Text tests that extraction runs on every line of every page, written over UTF-8 bytes and
/// Unicode scalars instead of Foundation's `NSString` bridge (which copies to UTF-16 on each call)
/// or `Character` iteration (which runs grapheme breaking).
///
/// Each keeps the meaning of the Foundation call it replaces: ``trimmingWhitespace()`` trims what
/// `trimmingCharacters(in: .whitespaces)` trims, ``containsASCII(_:)`` finds what `contains(_:)`
/// finds for an ASCII needle.
enum FastText {
    /// `CharacterSet.whitespaces`; ASCII is decided without it (space and tab).
    @inline(__always)
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value == 0x20 || scalar.value == 0x09 }
        return whitespaces.contains(scalar)
    }

    /// `CharacterSet.whitespacesAndNewlines`; ASCII is decided without it (space, tab, LF–CR).
    @inline(__always)
    static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) }
        return whitespacesAndNewlines.contains(scalar)
    }

    private static let whitespaces = CharacterSet.whitespaces
    private static let whitespacesAndNewlines = CharacterSet.whitespacesAndNewlines

    /// Whether `haystack` holds the ASCII bytes of `needle`.
    static func contains(_ haystack: Substring.UTF8View, _ needle: StaticString) -> Bool {
        let count = needle.utf8CodeUnitCount
        if count == 0 { return true }
        return needle.withUTF8Buffer { pattern in
            let first = pattern[0]
            if let found = haystack.withContiguousStorageIfAvailable({ bytes -> Bool in
                search(bytes, pattern, first: first)
            }) {
                return found
            }
            return Array(haystack).withUnsafeBufferPointer { search($0, pattern, first: first) }
        }
    }

    private static func search(
        _ bytes: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>, first: UInt8
    ) -> Bool {
        let count = pattern.count
        guard bytes.count >= count else { return false }
        var index = 0
        let last = bytes.count - count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < count, bytes[index + matched] == pattern[matched] { matched += 1 }
                if matched == count { return true }
            }
            index += 1
        }
        return false
    }

    /// Whether every byte of the text is ASCII.
    @inline(__always)
    static func isASCII(_ utf8: Substring.UTF8View) -> Bool {
        if let result = utf8.withContiguousStorageIfAvailable({ bytes in bytes.allSatisfy { $0 < 0x80 } }) {
            return result
        }
        return utf8.allSatisfy { $0 < 0x80 }
    }

    /// Whether the text has one character per UTF-8 byte: ASCII without `\r` (`\r\n` is one
    /// character of two bytes). Such text can be scanned byte by byte with character columns.
    static func hasOneCharacterPerByte(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }
}

extension StringProtocol {
    /// Whether every byte of the text is ASCII.
    var isASCII: Bool { FastText.isASCII(Substring(self).utf8) }

    /// The text without leading and trailing `CharacterSet.whitespaces`.
    func trimmingWhitespace() -> Substring {
        trimmingScalars(where: FastText.isWhitespace)
    }

    /// The text without leading and trailing `CharacterSet.whitespacesAndNewlines`.
    func trimmingWhitespaceAndNewlines() -> Substring {
        trimmingScalars(where: FastText.isWhitespaceOrNewline)
    }

    /// The text without the leading and trailing scalars that `predicate` accepts.
    func trimmingScalars(where predicate: (Unicode.Scalar) -> Bool) -> Substring {
        let text = Substring(self)
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, predicate(scalars[start]) { start = scalars.index(after: start) }
        while end > start {
            let before = scalars.index(before: end)
            guard predicate(scalars[before]) else { break }
            end = before
        }
        return Substring(scalars[start..<end])
    }

    /// Whether the text holds the ASCII `needle`, compared byte for byte.
    func containsASCII(_ needle: StaticString) -> Bool {
        FastText.contains(Substring(self).utf8, needle)
    }
}
