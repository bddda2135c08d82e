/// A section path as a dictionary key: equal as the paths are (`String`'s `==`, canonical
/// equivalence), and hashed to the value `[String]` hashes the path to, faster for the text most
/// titles are written in.
///
/// `String`'s hash feeds a string's NFC form to the hasher, and to know that form for text that is
/// not ASCII the standard library checks every scalar first: about 1,200 instructions for a Korean
/// title of twenty characters, and section paths are looked up in every rule that groups facts by
/// section. Text whose scalars are all of those that are in NFC whatever stands beside them
/// (Latin, Cyrillic, Hangul syllables, kana, CJK ideographs, punctuation: see
/// ``TextHashing/isNFCByItself(_:)``) is its own NFC form: its bytes are fed to the hasher as the
/// standard library would feed them; other text is hashed by `String` itself. `TextHashingTests`
/// checks that both give `String`'s hash, and that paths equal under canonical equivalence are
/// equal keys with equal hashes.
struct SectionKey: Hashable, Sendable {
    /// The path.
    let path: SectionPath

    init(_ path: SectionPath) {
        self.path = path
    }

    func hash(into hasher: inout Hasher) {
        // As `Array` hashes itself: its count, then each element.
        hasher.combine(path.count)
        // Each title read through the array's buffer rather than copied out by its subscript, which
        // would retain and release each long title.
        path.withUnsafeBufferPointer { titles in
            for index in titles.indices {
                TextHashing.hash(titles[index], into: &hasher)
            }
        }
    }

    static func == (lhs: SectionKey, rhs: SectionKey) -> Bool {
        lhs.path == rhs.path
    }
}

/// A string as a dictionary key, hashed as ``SectionKey`` hashes each of a path's titles: `String`'s
/// hash and equality, faster for most titles.
struct TextKey: Hashable, Sendable {
    /// The text.
    let text: String

    init(_ text: String) {
        self.text = text
    }

    func hash(into hasher: inout Hasher) {
        TextHashing.hash(text, into: &hasher)
    }

    static func == (lhs: TextKey, rhs: TextKey) -> Bool {
        lhs.text == rhs.text
    }
}

/// `String`'s hash, without the standard library's check of each scalar for text that is in NFC
/// by its scalars alone (see ``SectionKey``).
enum TextHashing {
    /// Feeds `text` to `hasher` as `String.hash(into:)` does: its NFC form's UTF-8 bytes, then a
    /// terminating 0xFF.
    static func hash(_ text: String, into hasher: inout Hasher) {
        let fed = text.withUTF8Bytes { bytes -> Bool in
            guard isNFCByScalars(bytes) else { return false }
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            hasher.combine(0xFF as UInt8)
            return true
        }
        if !fed { hasher.combine(text) }
    }

    /// Whether every scalar of the UTF-8 `bytes` is one that is in NFC whatever stands around it
    /// (``isNFCByItself(_:)``): such text is its own NFC form. Other text answers `false`, also
    /// when it is in NFC: it is then hashed the standard way.
    static func isNFCByScalars(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let scalar: UInt32
            let length: Int
            if lead & 0xE0 == 0xC0, index + 1 < count, bytes[index + 1] & 0xC0 == 0x80 {
                scalar = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                length = 2
            } else if lead & 0xF0 == 0xE0, index + 2 < count, bytes[index + 1] & 0xC0 == 0x80,
                bytes[index + 2] & 0xC0 == 0x80
            {
                scalar =
                    UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                length = 3
            } else {
                return false
            }
            guard isNFCByItself(scalar) else { return false }
            index += length
        }
        return true
    }

    /// Scalars that are in NFC whatever stands beside them: each is its own NFC form, has
    /// canonical combining class 0 and composes with nothing before it. Latin letters with and
    /// without accents (Latin-1 Supplement, Latin Extended-A and B), Cyrillic letters (not its
    /// combining marks), general punctuation (not the spaces U+2000 and U+2001, which NFC
    /// replaces), CJK punctuation before the combining tone marks, hiragana and katakana other
    /// than the combining sound marks, CJK ideographs (not the compatibility ones, which NFC
    /// replaces), Hangul syllables and fullwidth ASCII forms. `TextHashingTests` checks each of
    /// them against Foundation's NFC, alone and after other letters.
    @inline(__always)
    static func isNFCByItself(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00...0x7F: true
        case 0xAC00...0xD7A3: true
        case 0x4E00...0x9FFF, 0x3400...0x4DBF: true
        case 0x3041...0x3096, 0x309D...0x309F, 0x30A1...0x30FE: true
        case 0x3000...0x3029: true
        case 0xFF01...0xFF5E: true
        case 0xA0...0x24F: true
        case 0x400...0x482, 0x48A...0x52F: true
        case 0x2010...0x2027, 0x2030...0x205E: true
        default: false
        }
    }
}
