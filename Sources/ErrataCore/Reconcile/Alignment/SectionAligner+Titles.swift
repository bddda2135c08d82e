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
        // Most titles start with a letter: an ASCII first byte other than a digit, `.` or `-`
        // starts a character that is none of them (what follows can only join onto it).
        if let first = title.utf8.first, first < 0x80, !(0x30...0x39).contains(first), first != UInt8(ascii: "."),
            first != UInt8(ascii: "-")
        {
            return nil
        }
        // The same for a title that starts with a letter outside ASCII (Korean, Japanese and
        // Chinese headings), decided on its first character.
        guard let first = title.first, first.isNumber || first == "." || first == "-" else { return nil }
        // A run of ASCII digits, `.` and `-` that ends the title or is followed by another ASCII
        // byte is a run of whole characters (nothing joins onto its last one), read on bytes.
        let utf8 = title.utf8
        let end = utf8.firstIndex {
            !((0x30...0x39).contains($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-"))
        }
        if end.map({ utf8[$0] < 0x80 }) ?? true {
            let run = utf8[..<(end ?? utf8.endIndex)]
            guard let low = run.firstIndex(where: { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "-") }),
                let high = run.lastIndex(where: { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "-") }),
                run[low...high].contains(where: { (0x30...0x39).contains($0) })
            else { return nil }
            return String(Substring(run[low...high]))
        }
        return numberingByCharacters(title)
    }

    /// ``numbering(_:)`` on Characters: for any title, and the reference the byte check is tested against.
    static func numberingByCharacters(_ title: String) -> String? {
        let prefix = title.prefix { $0.isNumber || $0 == "." || $0 == "-" }
        let trimmed = prefix.trimmingCharacters(in: CharacterSet(charactersIn: ".-"))
        return trimmed.isEmpty || !trimmed.contains(where: \.isNumber) ? nil : trimmed
    }
}
