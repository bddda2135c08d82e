/// Text a translation keeps as it is (see ``VerbatimFact``), hashed alike on every page: a quoted
/// error message or log, a command, a code block. Two sections that hold the same such text are
/// one section, wherever each guide put it.
enum VerbatimText {
    /// The hash of a line of prose kept as it is: all ASCII, five words or more with 24 letters or
    /// more, hashed without its quote and list markers and with its spaces collapsed; `nil` for
    /// any other line (and for a heading).
    static func proseHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard bytes.count >= 24 else { return nil }
        var start = 0
        // Quote and list markers: `>`, `-`, `*`, `+`, `1.`, `1)`, and the spaces around them.
        while start < bytes.count {
            let byte = bytes[start]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+")
            {
                start += 1
                continue
            }
            var digits = start
            while digits < bytes.count, FastText.isASCIIDigit(bytes[digits]) { digits += 1 }
            if digits > start, digits < bytes.count,
                bytes[digits] == UInt8(ascii: ".") || bytes[digits] == UInt8(ascii: ")")
            {
                start = digits + 1
                continue
            }
            break
        }
        guard start < bytes.count, bytes[start] != UInt8(ascii: "#") else { return nil }
        var hash = Hash()
        var words = 0
        var letters = 0
        var inWord = false
        for byte in bytes[start...] {
            guard byte < 0x80 else { return nil }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                if inWord { words += 1 }
                inWord = false
                continue
            }
            if !inWord, words > 0 { hash.add(UInt8(ascii: " ")) }
            inWord = true
            hash.add(byte)
            if FastText.isASCIILetter(byte) { letters += 1 }
        }
        if inWord { words += 1 }
        return words >= 5 && letters >= 24 ? hash.value : nil
    }

    /// The hash of a code block's lines written in ASCII, each trimmed, but comments (which
    /// translations translate) and blank lines; `nil` when these hold fewer than 24 letters,
    /// too little to tell one block from another.
    static func codeHash(_ text: String) -> UInt64? {
        var hash = Hash()
        var letters = 0
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            guard let first = trimmed.first, trimmed.allSatisfy({ $0 < 0x80 }) else { continue }
            let second = trimmed.dropFirst().first
            let isComment =
                (first == UInt8(ascii: "/") && (second == UInt8(ascii: "/") || second == UInt8(ascii: "*")))
                || first == UInt8(ascii: "*")
                || (first == UInt8(ascii: "#") && (second == nil || second == UInt8(ascii: " ")))
                || (first == UInt8(ascii: "-") && second == UInt8(ascii: "-"))
                || (first == UInt8(ascii: "<") && second == UInt8(ascii: "!"))
            guard !isComment else { continue }
            var end = trimmed.endIndex
            while end > trimmed.startIndex,
                [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(
                    trimmed[trimmed.index(before: end)])
            {
                end = trimmed.index(before: end)
            }
            for byte in trimmed[..<end] {
                hash.add(byte)
                if FastText.isASCIILetter(byte) { letters += 1 }
            }
            hash.add(UInt8(ascii: "\n"))
        }
        return letters >= 24 ? hash.value : nil
    }

    /// FNV-1a, 64 bits: the same on every run and platform (Swift's `Hasher` is seeded per process).
    private struct Hash {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ byte: UInt8) {
            value ^= UInt64(byte)
            value &*= 0x100_0000_01b3
        }
    }
}
