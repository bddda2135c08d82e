import ErrataMarkdown

/// The letters of the Latin-1 Supplement and Latin Extended-A blocks and the basic Cyrillic
/// letters (U+00C0–U+017F, U+0400–U+045F), as titles are normalized:
/// read scalar by scalar on bytes, where the standard library's Characters take a grapheme
/// break at every step (French, Spanish, Portuguese, Polish, Turkish, Russian titles).
///
/// Each entry is worked out once from the standard library's own answers for the scalar on its
/// own, so the two readings agree by construction; scalars these blocks hold that are not
/// letters or numbers (`×`, `÷`) are dropped as the Characters' filter drops them. No grapheme
/// rule joins two of these scalars, nor one of them to an ASCII or plain scalar (see
/// ``FastText/isPlain(_:)``); a combining mark or any other scalar sends the text to Characters.
enum LatinLetters {
    /// What a scalar of the blocks is.
    struct Entry: Sendable {
        /// Its lowercase letter; ``dropped`` for a scalar that is no letter or number,
        /// ``unsupported`` for one whose lowercase is not one scalar (`İ`).
        var lower: UInt32
    }

    static let dropped: UInt32 = 0
    static let unsupported: UInt32 = .max

    private static let latin: [Entry] = (0xC0..<0x180).map(entry)
    private static let cyrillic: [Entry] = (0x400..<0x460).map(entry)

    /// The entry of `scalar`, or `nil` outside the blocks.
    @inline(__always)
    static func entry(of scalar: UInt32) -> Entry? {
        switch scalar {
        case 0xC0..<0x180: latin[Int(scalar - 0xC0)]
        case 0x400..<0x460: cyrillic[Int(scalar - 0x400)]
        default: nil
        }
    }

    private static func entry(_ value: UInt32) -> Entry {
        guard let scalar = Unicode.Scalar(value) else { return Entry(lower: unsupported) }
        let character = Character(scalar)
        guard character.isLetter || character.isNumber else { return Entry(lower: dropped) }
        let lowered = String(character).lowercased().unicodeScalars
        guard lowered.count == 1, let lower = lowered.first else { return Entry(lower: unsupported) }
        return Entry(lower: lower.value)
    }

    /// `String(text.lowercased().filter { $0.isLetter || $0.isNumber })` for text of ASCII (but
    /// `\r`), plain scalars and the letters of the blocks; `nil` for any other text.
    static func lowercasedLettersAndNumbers(_ text: String) -> String? {
        map(text) { scalar in
            if let entry = entry(of: scalar) { return entry.lower }
            guard FastText.isPlain(scalar) else { return unsupported }
            return FastText.isPlainLetterOrNumber(scalar) ? FastText.plainLowercased(scalar) : dropped
        }
    }

    /// `text` with each scalar but ASCII mapped by `transform` (to ``dropped`` to leave it out, or
    /// ``unsupported`` to give up), ASCII letters lowercased and other ASCII left out; `nil` when
    /// a scalar is unsupported or `text` holds `\r`.
    private static func map(_ text: String, _ transform: (UInt32) -> UInt32) -> String? {
        let result = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte < 0x80 {
                    guard byte != 0x0D else { return nil }
                    if FastText.isASCIIAlphanumeric(byte) {
                        output.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
                    }
                    offset += 1
                    continue
                }
                let (scalar, length) = UTF8Scalars.decode(bytes, at: offset)
                let mapped = transform(scalar)
                guard mapped != unsupported else { return nil }
                // Encoded by hand (`UTF8.encode` hands back a collection, appended generically).
                // Every mapped value is a scalar of the text or a letter of these blocks.
                if mapped != dropped { UTF8Scalars.append(mapped, to: &output) }
                offset += length
            }
            return String(decoding: output, as: UTF8.self)
        }
        return result ?? nil
    }
}
