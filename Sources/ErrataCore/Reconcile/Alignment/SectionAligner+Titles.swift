import Foundation

// Heading titles as alignment compares them: normalized, and their numbering.
extension SectionAligner {
    /// A heading title for comparison: lower case, letters and digits only.
    static func normalized(_ title: String) -> String {
        // ASCII, Korean, Japanese and Chinese titles scalar by scalar, each scalar a character of
        // its own, then titles with Latin-1, Latin Extended-A and Cyrillic letters (ASCII with
        // `\r` and other scripts by Characters).
        FastText.plainLowercasedLettersAndNumbers(title) ?? LatinLetters.lowercasedLettersAndNumbers(title)
            ?? normalizedByCharacters(title)
    }

    /// ``normalized(_:)`` on Characters: for any title, and the reference the byte paths are tested against.
    static func normalizedByCharacters(_ title: String) -> String {
        String(title.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The numbering a heading starts with, such as `2-1` or `3.1.1`, if any.
    static func numbering(_ title: String) -> String? {
        // Most titles start with an ASCII letter or an ASCII numbering: read on bytes. A run
        // followed by another ASCII byte ends where its characters do.
        let utf8 = title.utf8
        let end = utf8.firstIndex { !(FastText.isASCIIDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-")) }
        if end.map({ utf8[$0] < 0x80 }) ?? true {
            let run = utf8[..<(end ?? utf8.endIndex)]
            guard let first = run.firstIndex(where: FastText.isASCIIDigit),
                let last = run.lastIndex(where: FastText.isASCIIDigit)
            else { return nil }
            return String(title[first...last])
        }
        let prefix = title.prefix { $0.isNumber || $0 == "." || $0 == "-" }
        let trimmed = prefix.trimmingCharacters(in: CharacterSet(charactersIn: ".-"))
        return trimmed.isEmpty || !trimmed.contains(where: \.isNumber) ? nil : trimmed
    }
}
