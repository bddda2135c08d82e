/// A section path as a dictionary key: equal as the paths are (`String`'s `==`, canonical
/// equivalence), and hashed to the value `[String]` hashes the path to, faster for the text most
/// titles are written in.
///
/// `String`'s hash feeds a string's NFC form to the hasher, and to know that form for text that is
/// not ASCII the standard library checks every scalar first: about 1,200 instructions for a Korean
/// title of twenty characters, and section paths are looked up in every rule that groups facts by
/// section. Text whose scalars are all ASCII, Hangul syllables, kana, CJK ideographs or CJK and
/// fullwidth punctuation (``TextHashing/isNFCByScalars(_:)``) is in NFC already: its own bytes are
/// fed to the hasher, as the standard library would feed them; other text is hashed by `String`
/// itself. `TextHashingTests` checks that both give `String`'s hash, and that paths equal under
/// canonical equivalence are equal keys with equal hashes.
struct SectionKey: Hashable, Sendable {
    /// The path.
    let path: SectionPath

    init(_ path: SectionPath) {
        self.path = path
    }

    func hash(into hasher: inout Hasher) {
        // As `Array` hashes itself: its count, then each element.
        hasher.combine(path.count)
        for index in path.indices {
            TextHashing.hash(path[index], into: &hasher)
        }
    }

    static func == (lhs: SectionKey, rhs: SectionKey) -> Bool {
        lhs.path == rhs.path
    }
}

/// `String`'s hash, without the standard library's check of each scalar for text that is in NFC
/// by its scalars alone (see ``SectionKey``).
enum TextHashing {
    /// Feeds `text` to `hasher` as `String.hash(into:)` does: its NFC form's UTF-8 bytes, then a
    /// terminating 0xFF.
    static func hash(_ text: String, into hasher: inout Hasher) {
        var text = text
        let fed = text.withUTF8 { bytes -> Bool in
            guard isNFCByScalars(bytes) else { return false }
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            return true
        }
        if fed {
            hasher.combine(0xFF as UInt8)
        } else {
            hasher.combine(text)
        }
    }

    /// Whether every scalar of the UTF-8 `bytes` is one that is in NFC whatever stands around it:
    /// ASCII, Hangul syllables, hiragana and katakana other than the combining sound marks, CJK
    /// ideographs (not the compatibility ones, which NFC replaces), CJK punctuation before the
    /// combining tone marks, and fullwidth ASCII forms. None of them composes with a neighbour of
    /// these kinds, so such text is its own NFC form. Other text answers `false`, also when it is
    /// in NFC (Latin letters with accents, Cyrillic, …): it is then hashed the standard way.
    static func isNFCByScalars(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // Every scalar of these kinds takes three bytes (U+3000 to U+D7A3, U+FF01 to U+FF5E).
            guard lead & 0xF0 == 0xE0, index + 2 < count else { return false }
            let scalar =
                UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            guard bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80, isNFCByItself(scalar) else {
                return false
            }
            index += 3
        }
        return true
    }

    @inline(__always)
    private static func isNFCByItself(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xAC00...0xD7A3: true
        case 0x4E00...0x9FFF, 0x3400...0x4DBF: true
        case 0x3041...0x3096, 0x309D...0x309F, 0x30A1...0x30FE: true
        case 0x3000...0x3029: true
        case 0xFF01...0xFF5E: true
        default: false
        }
    }
}
