import ErrataMarkdown
import Foundation

/// Text tests that the stages run on every line of every page, written over UTF-8 bytes and
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

    /// Whether the bytes `haystack` hold the ASCII bytes of `needle`.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        firstOffset(of: needle, in: haystack) != nil
    }

    /// Whether `haystack` holds the ASCII bytes of `needle`.
    static func contains(_ haystack: Substring.UTF8View, _ needle: StaticString) -> Bool {
        firstOffset(of: needle, in: haystack) != nil
    }

    /// Where the ASCII bytes of `needle` first start in `haystack` (0 for an empty needle).
    static func firstOffset(of needle: StaticString, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard needle.utf8CodeUnitCount > 0 else { return 0 }
        return needle.withUTF8Buffer { search(haystack, $0, first: $0[0]) }
    }

    /// Where the ASCII bytes of `needle` first start in `haystack`, as a byte offset.
    static func firstOffset(of needle: StaticString, in haystack: Substring.UTF8View) -> Int? {
        haystack.withContiguousStorageIfAvailable { firstOffset(of: needle, in: $0) }
            ?? Array(haystack).withUnsafeBufferPointer { firstOffset(of: needle, in: $0) }
    }

    /// Whether `haystack` holds the bytes of `needle` as a run.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        return haystack.withUnsafeBufferPointer { bytes in
            needle.withUnsafeBufferPointer { search(bytes, $0, first: first) != nil }
        }
    }

    /// The first (or last) range of `needle` in `text`, matched byte for byte: Foundation's
    /// `range(of:)` finds the same in text of one normalization, through a copy to `NSString`.
    static func range(of needle: String, in text: Substring, backwards: Bool = false) -> Range<String.Index>? {
        guard let first = needle.utf8.first else { return nil }
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in
            needle.withUTF8Bytes { pattern in
                backwards ? lastSearch(bytes, pattern) : search(bytes, pattern, first: first)
            }
        }
        switch found {
        case nil:
            // A bridged string has no contiguous bytes; Foundation searches it, as literally.
            return text.range(of: needle, options: backwards ? [.literal, .backwards] : .literal)
        case .some(nil):
            return nil
        case .some(let offset?):
            let start = text.utf8.index(text.startIndex, offsetBy: offset)
            return start..<text.utf8.index(start, offsetBy: needle.utf8.count)
        }
    }

    /// The offset in `bytes` where `pattern` last starts.
    private static func lastSearch(_ bytes: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        var start = bytes.count - pattern.count
        while start >= 0 {
            var matched = 0
            while matched < pattern.count, bytes[start + matched] == pattern[matched] { matched += 1 }
            if matched == pattern.count { return start }
            start -= 1
        }
        return nil
    }

    /// The offset in `bytes` where `pattern`, whose first byte is `first`, first starts.
    private static func search(
        _ bytes: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>, first: UInt8
    ) -> Int? {
        let count = pattern.count
        guard bytes.count >= count, let base = bytes.baseAddress else { return nil }
        let last = bytes.count - count
        var index = 0
        // memchr finds each candidate first byte; the rest of the needle is compared there.
        while index <= last, let hit = memchr(base + index, Int32(first), last - index + 1) {
            let start = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            var matched = 1
            while matched < count, bytes[start + matched] == pattern[matched] { matched += 1 }
            if matched == count { return start }
            index = start + 1
        }
        return nil
    }

    /// Whether two strings are the same bytes: text compared as written, without the
    /// normalization a String's `==` goes through outside ASCII.
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        return a.withUTF8Bytes { first in
            b.withUTF8Bytes { second in
                first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0
            }
        }
    }

    /// Whether `bytes` hold `byte` (memchr).
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, byte: UInt8) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, Int32(byte), bytes.count) != nil
    }

    /// Whether `utf8` holds `==` or `!=`: every `=` found with memchr, then the byte before it.
    static func containsEqualityOperator(_ utf8: Substring.UTF8View) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable(containsEqualityOperator)
        return found ?? (contains(utf8, "==") || contains(utf8, "!="))
    }

    /// ``containsEqualityOperator(_:)`` on bytes.
    static func containsEqualityOperator(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= 2 else { return false }
        var index = 1
        while index < bytes.count, let hit = memchr(base + index, 0x3D, bytes.count - index) {
            let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            if bytes[at - 1] == UInt8(ascii: "=") || bytes[at - 1] == UInt8(ascii: "!") { return true }
            index = at + 1
        }
        return false
    }

    /// Whether every byte of the text is ASCII.
    @inline(__always)
    static func isASCII(_ utf8: Substring.UTF8View) -> Bool {
        if let result = utf8.withContiguousStorageIfAvailable(isASCII) {
            return result
        }
        return utf8.allSatisfy { $0 < 0x80 }
    }

    /// ``isASCII(_:)`` on bytes, eight at a time: a word passes when no byte has its high bit set.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
                    return false
                }
                index += 8
            }
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// Whether the text has one character per UTF-8 byte: ASCII without `\r` (`\r\n` is one
    /// character of two bytes). Such text can be scanned byte by byte with character columns.
    static func hasOneCharacterPerByte(_ text: String) -> Bool {
        hasOneCharacterPerByte(Substring(text).utf8)
    }

    /// ``hasOneCharacterPerByte(_:)`` for a substring's bytes.
    static func hasOneCharacterPerByte(_ utf8: Substring.UTF8View) -> Bool {
        if let result = utf8.withContiguousStorageIfAvailable(hasOneCharacterPerByte) { return result }
        return utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// ``hasOneCharacterPerByte(_:)`` on bytes (``MarkdownDocument/hasOneCharacterPerByte(_:)``).
    static func hasOneCharacterPerByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        MarkdownDocument.hasOneCharacterPerByte(bytes)
    }

    /// Where the characters of `text` start, as UTF-8 offsets, followed by the text's UTF-8
    /// count: character `i` is the bytes `starts[i]..<starts[i + 1]`.
    ///
    /// The same characters as `Array(text)` (the standard library's grapheme breaking), without
    /// making a `Character` for each.
    ///
    /// Between two solo scalars (``Graphemes/isSolo(_:)``: ASCII but `\r`, Latin, Greek,
    /// Cyrillic, Hebrew and Arabic letters, symbols and emoji, Hangul syllables, kana, CJK
    /// ideographs and punctuation, fullwidth forms) there is always a character boundary, as no
    /// grapheme rule joins them: those are passed on the bytes, and the standard library breaks
    /// the rest.
    static func characterStarts(_ text: String) -> [Int] {
        if let starts = text.utf8.withContiguousStorageIfAvailable({ characterStarts(text, bytes: $0) }) {
            return starts
        }
        return characterStartsByIndex(text)
    }

    /// ``characterStarts(_:)`` for a text whose UTF-8 `bytes` are at hand.
    private static func characterStarts(_ text: String, bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        let utf8 = text.utf8
        let count = bytes.count
        var starts: [Int] = []
        starts.reserveCapacity(count + 1)
        var offset = 0
        while offset < count {
            starts.append(offset)
            let (scalar, length) = UTF8Scalars.decode(bytes, at: offset)
            if endsCharacter(scalar, in: bytes, at: offset, length: length) {
                offset += length
                continue
            }
            let index = utf8.index(utf8.startIndex, offsetBy: offset)
            offset += utf8.distance(from: index, to: text.index(after: index))
        }
        starts.append(offset)
        return starts
    }

    /// Whether the character that starts with `scalar` (at `offset` of valid UTF-8 `bytes`, `length`
    /// bytes long) ends with that scalar, as far as the bytes tell: when it is the last scalar, or
    /// a solo one followed by a solo one (see ``Graphemes/isSolo(_:)``: every plain scalar is, and
    /// Latin, Cyrillic, Hebrew, Arabic, symbols and emoji). Otherwise the standard library's
    /// grapheme breaking says where the character ends.
    @inline(__always)
    static func endsCharacter(_ scalar: UInt32, in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, length: Int)
        -> Bool
    {
        let next = offset + length
        return next == bytes.count || (isSolo(scalar) && isSolo(UTF8Scalars.decode(bytes, at: next).value))
    }

    /// ``characterStarts(_:)`` by the standard library's indices alone, two ASCII bytes in a row
    /// (other than `\r\n`) passed on the bytes: for text that is not contiguous UTF-8, and the
    /// reference the byte reading is tested against.
    static func characterStartsByIndex(_ text: String) -> [Int] {
        let utf8 = text.utf8
        let count = utf8.count
        var starts: [Int] = []
        starts.reserveCapacity(count + 1)
        var index = text.startIndex
        var offset = 0
        while offset < count {
            starts.append(offset)
            let byte = utf8[index]
            if byte < 0x80, offset + 1 < count {
                let nextIndex = utf8.index(after: index)
                let next = utf8[nextIndex]
                if next < 0x80, byte != 0x0D || next != 0x0A {
                    index = nextIndex
                    offset += 1
                    continue
                }
            }
            let next = text.index(after: index)
            offset += utf8.distance(from: index, to: next)
            index = next
        }
        starts.append(offset)
        return starts
    }

    /// ``Graphemes/isSolo(_:)``, with the plain scalars (most of Korean, Japanese and Chinese
    /// text) answered inline first: the full test is a call to another module.
    @inline(__always)
    static func isSolo(_ scalar: UInt32) -> Bool {
        isPlain(scalar) || Graphemes.isSolo(scalar)
    }

    /// Scalars that no grapheme rule joins to a neighbour of the same kinds: ASCII other than
    /// `\r`, Hangul syllables, hiragana and katakana letters and marks that are not combining,
    /// CJK ideographs, CJK punctuation before the combining tone marks, fullwidth ASCII forms.
    /// Between two of them there is always a character boundary.
    @inline(__always)
    static func isPlain(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00...0x0C, 0x0E...0x7F: true
        case 0xAC00...0xD7A3: true
        case 0x3041...0x3096, 0x309D...0x309F, 0x30A1...0x30FE: true
        case 0x4E00...0x9FFF, 0x3400...0x4DBF: true
        case 0x3000...0x3029: true
        case 0xFF01...0xFF5E: true
        default: false
        }
    }

    /// The code of a character given as its UTF-8 bytes, as ``ObjCTokenization`` and
    /// ``CodeText`` read it: its ASCII value for a one-byte character, `\n` for `\r\n` (as
    /// `Character.asciiValue` gives), and `other` for anything else.
    @inline(__always)
    static func asciiValue(_ bytes: [UInt8], from start: Int, to end: Int, other: UInt8) -> UInt8 {
        switch end - start {
        case 1: return bytes[start]
        case 2 where bytes[start] == 0x0D && bytes[start + 1] == 0x0A: return 0x0A
        default: return other
        }
    }
}

extension FastText {
    /// `bytes` with every occurrence of `pattern` (not empty), from left to right and not
    /// overlapping, replaced with the byte `replacement`: `replacingOccurrences` for ASCII patterns
    /// in text where each byte or scalar is a character of its own.
    static func replacing(_ pattern: [UInt8], with replacement: UInt8, in bytes: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == pattern[0], bytes.endIndex - index >= pattern.count,
                bytes[index..<(index + pattern.count)].elementsEqual(pattern)
            {
                result.append(replacement)
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }
}

extension FastText {
    /// `A`–`Z` or `a`–`z`: the ASCII scalars whose `isAlphabetic` property is true.
    @inline(__always)
    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// `A`–`Z`.
    @inline(__always)
    static func isASCIIUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

    /// `a`–`z`.
    @inline(__always)
    static func isASCIILowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

    /// How many of the text's bytes are ASCII letters.
    static func asciiLetterCount(_ text: Substring) -> Int {
        text.utf8.withContiguousStorageIfAvailable(asciiLetterCount)
            ?? text.utf8.reduce(0) { $0 + (isASCIILetter($1) ? 1 : 0) }
    }

    /// ``asciiLetterCount(_:)`` on bytes, eight at a time: it runs over every line of a page left
    /// in English in a guide of a language not written in Latin script.
    static func asciiLetterCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var letters = 0
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highBits = 0x80 &* ones
            while index + 8 <= bytes.count {
                // `| 0x20` lowers `A`–`Z` to `a`–`z` and leaves no other byte there. Each byte's low
                // seven bits, plus 0x1F, reach the high bit when they are at least `a` (0x61);
                // 0xFA less them keeps it when they are at most `z` (0x7A). Neither carries into
                // the next byte; a byte with its own high bit set (not ASCII) is left out.
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) | (0x20 &* ones)
                let low = word & (0x7F &* ones)
                let atLeastA = low &+ (0x1F &* ones)
                let atMostZ = (0xFA &* ones) &- low
                letters &+= (atLeastA & atMostZ & ~word & highBits).nonzeroBitCount
                index += 8
            }
        }
        while index < bytes.count {
            if isASCIILetter(bytes[index]) { letters += 1 }
            index += 1
        }
        return letters
    }

    /// `byte` with `A`–`Z` lowered to `a`–`z`, as `lowercased()` lowers ASCII; any other byte as it is.
    @inline(__always)
    static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// `0`–`9`: the ASCII scalars with a numeric type.
    @inline(__always)
    static func isASCIIDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    /// `0`–`9`, `a`–`f`, `A`–`F`.
    @inline(__always)
    static func isASCIIHexDigit(_ byte: UInt8) -> Bool {
        isASCIIDigit(byte) || (0x61...0x66).contains(byte | 0x20)
    }

    /// An ASCII letter or digit.
    @inline(__always)
    static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || isASCIIDigit(byte)
    }
}

/// Text made only of plain scalars (see ``FastText/isPlain(_:)``: ASCII but `\r`, Hangul
/// syllables, kana, CJK ideographs and punctuation, fullwidth ASCII forms), where each scalar is
/// a character of its own and the Character-level calls of headings and labels can be answered
/// scalar by scalar.
extension FastText {
    /// Whether every scalar of valid UTF-8 `bytes` is plain.
    static func isAllPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        plainCharacterCount(bytes) != nil
    }

    /// The number of characters of valid UTF-8 `bytes` when all their scalars are plain (a
    /// character each: no grapheme rule joins two plain scalars), else `nil`.
    static func plainCharacterCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var offset = 0
        var count = 0
        while offset < bytes.count {
            let (scalar, length) = UTF8Scalars.decode(bytes, at: offset)
            guard isPlain(scalar) else { return nil }
            offset += length
            count += 1
        }
        return count
    }

    /// `text.count`, counted on the bytes when every scalar is plain (most cells and lines).
    static func characterCount(_ text: String) -> Int {
        let counted = text.utf8.withContiguousStorageIfAvailable(plainCharacterCount)
        if let counted, let counted { return counted }
        return text.count
    }

    /// For a plain scalar: whether its character is a letter or a number (`Character.isLetter`
    /// or `Character.isNumber`).
    @inline(__always)
    static func isPlainLetterOrNumber(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case 0x00...0x7F: false
        // CJK punctuation and brackets, the katakana middle dot, fullwidth punctuation.
        case 0x3000...0x3004, 0x3008...0x3020, 0x30FB, 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40,
            0xFF5B...0xFF5E:
            false
        default: true
        }
    }

    /// For a plain scalar: its lowercase mapping, a plain scalar too (`A`–`Z` and fullwidth
    /// `Ａ`–`Ｚ` are the only plain scalars with one).
    @inline(__always)
    static func plainLowercased(_ scalar: UInt32) -> UInt32 {
        switch scalar {
        case 0x41...0x5A, 0xFF21...0xFF3A: scalar + 0x20
        default: scalar
        }
    }

    /// `text.lowercased()`, or `nil` when a scalar of `text` is not plain. Text without capitals
    /// is handed back as it is, without a copy.
    static func plainLowercased(_ text: String) -> String? {
        plainMapped(text, lettersAndNumbersOnly: false)
    }

    /// `String(text.lowercased().filter { $0.isLetter || $0.isNumber })`, or `nil` when a scalar
    /// of `text` is not plain.
    static func plainLowercasedLettersAndNumbers(_ text: String) -> String? {
        plainMapped(text, lettersAndNumbersOnly: true)
    }

    /// The plain scalars of `text` (its letters and numbers only, if asked), lowercased; `nil`
    /// when a scalar is not plain. In one pass: the bytes are copied only from the first one
    /// that changes.
    private static func plainMapped(_ text: String, lettersAndNumbersOnly: Bool) -> String? {
        let result = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var mapped: [UInt8]?
            // The bytes before `offset`, in an array with room for the rest (growing it would copy
            // it again).
            func copied(upTo offset: Int) -> [UInt8] {
                var copy: [UInt8] = []
                copy.reserveCapacity(bytes.count + 4)
                copy += bytes[..<offset]
                return copy
            }
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte < 0x80 {
                    guard byte != 0x0D else { return nil }
                    let keep = !lettersAndNumbersOnly || isASCIIAlphanumeric(byte)
                    let isCapital = byte >= 0x41 && byte <= 0x5A
                    if !keep || isCapital {
                        if mapped == nil { mapped = copied(upTo: offset) }
                        if keep { mapped?.append(byte + 0x20) }
                    } else {
                        mapped?.append(byte)
                    }
                    offset += 1
                    continue
                }
                let (scalar, length) = UTF8Scalars.decode(bytes, at: offset)
                guard isPlain(scalar) else { return nil }
                let keep = !lettersAndNumbersOnly || isPlainLetterOrNumber(scalar)
                let lower = plainLowercased(scalar)
                if !keep || lower != scalar {
                    if mapped == nil { mapped = copied(upTo: offset) }
                    if keep { UTF8Scalars.append(lower, to: &mapped!) }
                } else {
                    mapped?.append(contentsOf: bytes[offset..<(offset + length)])
                }
                offset += length
            }
            return mapped.map { String(decoding: $0, as: UTF8.self) } ?? text
        }
        return result ?? nil
    }
}

extension Character {
    /// Whether the character is the single scalar `scalar`, compared without normalizing.
    ///
    /// The same as `self == Character(scalar)` when no other scalar decomposes to `scalar` on
    /// its own: true of the ASCII marks but `;` (U+037E), `` ` `` (U+1FEF) and `K` (U+212A),
    /// and of the CJK punctuation the table readers look for. Not for letters such as `Å`.
    @inline(__always)
    func isScalar(_ scalar: Unicode.Scalar) -> Bool {
        var scalars = unicodeScalars.makeIterator()
        return scalars.next() == scalar && scalars.next() == nil
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
        // Text that starts and ends with a scalar `predicate` keeps (most) is handed back whole,
        // decided on the scalars decoded from its first and last bytes.
        let keptWhole = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !bytes.isEmpty else { return false }
            var lead = bytes.count - 1
            while lead > 0, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
            guard let first = Unicode.Scalar(UTF8Scalars.decode(bytes, at: 0).value),
                let last = Unicode.Scalar(UTF8Scalars.decode(bytes, at: lead).value)
            else { return false }
            return !predicate(first) && !predicate(last)
        }
        if keptWhole == true { return text }
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

    /// `firstIndex(of:)` for an ASCII character that no other character is canonically equivalent
    /// to (`#`, `?`, `/`, `:`), on bytes: one with ASCII bytes on both sides (or none) is a
    /// character of its own. Beside a byte outside ASCII (a combining mark), the characters decide.
    func firstIndex(ofASCII character: Unicode.Scalar) -> Index? {
        let utf8 = Substring(self).utf8
        guard let found = utf8.firstIndex(of: UInt8(character.value)) else { return nil }
        let after = utf8.index(after: found)
        if found == utf8.startIndex || utf8[utf8.index(before: found)] < 0x80,
            after == utf8.endIndex || utf8[after] < 0x80
        {
            return found
        }
        return firstIndex(of: Character(character))
    }

    /// `split(separator:omittingEmptySubsequences:)` for a separator as ``firstIndex(ofASCII:)``
    /// takes, on bytes when the text is all ASCII (a link's path, mostly).
    func split(ascii separator: Unicode.Scalar, omittingEmptySubsequences: Bool = true) -> [Substring] {
        let text = Substring(self)
        guard text.isASCII else {
            return text.split(separator: Character(separator), omittingEmptySubsequences: omittingEmptySubsequences)
        }
        return text.utf8.split(
            separator: UInt8(separator.value), omittingEmptySubsequences: omittingEmptySubsequences
        ).map { Substring($0) }
    }

    /// `range(of:)` for an ASCII `needle`, on bytes when the text is all ASCII.
    func firstRange(ofASCII needle: StaticString) -> Range<Index>? {
        let text = Substring(self)
        guard text.isASCII, needle.utf8CodeUnitCount > 0 else { return text.range(of: String(describing: needle)) }
        let utf8 = text.utf8
        guard let offset = FastText.firstOffset(of: needle, in: utf8) else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: needle.utf8CodeUnitCount)
    }

    /// Whether the text holds the ASCII `needle`, compared byte for byte.
    func containsASCII(_ needle: StaticString) -> Bool {
        // On the text's own bytes: a `Substring` made of a `String` retains it.
        let found = utf8.withContiguousStorageIfAvailable { FastText.contains($0, needle) }
        return found ?? FastText.contains(Substring(self).utf8, needle)
    }

    /// `hasPrefix(prefix)` for an ASCII `prefix`, on bytes where they decide: the text's first
    /// bytes are the prefix's, and the character the prefix's last byte belongs to ends there (the
    /// byte after it is ASCII, but the `\n` of a `\r\n`, or there is none); or an ASCII byte
    /// differs. Where a byte outside ASCII stands (a combining mark that would join the prefix's
    /// last character, or a character canonically equivalent to an ASCII one, such as U+1FEF to
    /// `` ` ``), `hasPrefix` decides.
    func hasASCIIPrefix(_ prefix: StaticString) -> Bool {
        let utf8 = Substring(self).utf8
        let count = prefix.utf8CodeUnitCount
        var index = utf8.startIndex
        for offset in 0..<count {
            guard index < utf8.endIndex else { return false }
            let byte = utf8[index]
            if byte != prefix.utf8Start[offset] { return byte >= 0x80 ? hasPrefix(String(describing: prefix)) : false }
            index = utf8.index(after: index)
        }
        guard index < utf8.endIndex else { return true }
        let next = utf8[index]
        if next < 0x80, next != 0x0A || count == 0 || prefix.utf8Start[count - 1] != 0x0D { return true }
        return hasPrefix(String(describing: prefix))
    }
}
