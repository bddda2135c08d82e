/// Numbers a line of text gives a name (`Python 3.9`, `iOS 14.0`, `Node.js 18`, `HTTP 429`,
/// `API level 24`): names every language keeps as they are, so the same name given another number
/// in a translation is a value the translation kept from an older edition, or mistyped.
enum NamedNumbers {
    /// A name and its number, with the 0-based character offset of the name on the line.
    struct Match: Equatable {
        var name: String
        /// Digits and dots, group separators left out (`1,200` is `1200`).
        var number: String
        var offset: Int
    }

    /// The named numbers of a line: a Latin word with a capital or a dot in it (`Python`, `iOS`,
    /// `Node.js`), or a lower-case word after one (`API level`), then one space, then a number
    /// that no letter follows (`18` in `Node.js 18 이상`; not `5G`). A word of one letter names
    /// nothing (`A 1`).
    static func read<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> [Match] where Bytes.Index == Int {
        // Most lines hold no capital followed, a word later, by a space and a digit.
        guard mayHold(bytes) else { return [] }
        var matches: [Match] = []
        // The words before the current place: their starts and ends, the last two.
        var previous: (start: Int, end: Int)?
        var last: (start: Int, end: Int)?
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if isWordByte(byte) && !FastText.isASCIIDigit(byte) {
                let start = index
                while index < bytes.endIndex, isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
                    index += 1
                }
                var end = index
                while end > start, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
                previous = last
                last = (start, end)
                // The next word follows after one space, or the number does.
                guard index + 1 < bytes.endIndex, bytes[index] == UInt8(ascii: " "),
                    FastText.isASCIIDigit(bytes[index + 1])
                else {
                    if index < bytes.endIndex, bytes[index] != UInt8(ascii: " ") { previous = nil }
                    continue
                }
                var numberEnd = index + 1
                var number: [UInt8] = []
                while numberEnd < bytes.endIndex {
                    let digit = bytes[numberEnd]
                    if FastText.isASCIIDigit(digit) {
                        number.append(digit)
                    } else if digit == UInt8(ascii: "."), numberEnd + 1 < bytes.endIndex,
                        FastText.isASCIIDigit(bytes[numberEnd + 1])
                    {
                        number.append(digit)
                    } else if digit == UInt8(ascii: ","), numberEnd + 3 < bytes.endIndex,
                        (1...3).allSatisfy({ FastText.isASCIIDigit(bytes[numberEnd + $0]) }),
                        numberEnd + 4 >= bytes.endIndex || !FastText.isASCIIDigit(bytes[numberEnd + 4])
                    {
                        // A group separator (`1,200`), not a list (`3, 4`).
                    } else {
                        break
                    }
                    numberEnd += 1
                }
                if numberEnd < bytes.endIndex, FastText.isASCIILetter(bytes[numberEnd]) { continue }
                if let name = Self.name(bytes, last: last!, previous: previous) {
                    matches.append(
                        Match(
                            name: name.text, number: String(decoding: number, as: UTF8.self),
                            // Characters before it, counted only for a match (most lines have none).
                            offset: bytes[bytes.startIndex..<name.start].count { $0 & 0xC0 != 0x80 }))
                }
                continue
            }
            if byte != UInt8(ascii: " ") {
                previous = nil
                last = nil
            }
            index += 1
        }
        return matches
    }

    /// The name that ends with the word `last`: the word, where it has a capital or a dot inside;
    /// or the word before it and it, where the word is lower-case ASCII and the one before names.
    private static func name<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, last: (start: Int, end: Int), previous: (start: Int, end: Int)?
    ) -> (text: String, start: Int)? where Bytes.Index == Int {
        let word = bytes[last.start..<last.end]
        guard word.count >= 2, word.allSatisfy({ $0 < 0x80 }) else { return nil }
        if names(word) { return (String(decoding: word, as: UTF8.self), last.start) }
        guard word.allSatisfy(FastText.isASCIILowercase), let previous,
            names(bytes[previous.start..<previous.end])
        else { return nil }
        return (String(decoding: bytes[previous.start..<last.end], as: UTF8.self), previous.start)
    }

    /// Whether an ASCII word is written as a name: two characters or more, with a capital or a
    /// dot between letters, and a letter.
    private static func names(_ word: some Collection<UInt8>) -> Bool {
        word.count >= 2 && word.allSatisfy({ $0 < 0x80 }) && word.contains(where: FastText.isASCIILetter)
            && (word.contains(where: FastText.isASCIIUppercase)
                || word.dropFirst().dropLast().contains(UInt8(ascii: ".")))
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        FastText.isASCIIAlphanumeric(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// Whether a line may hold a named number: a capital, and after it a space then a digit.
    private static func mayHold<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Bool
    where Bytes.Index == Int {
        guard let capital = bytes.firstIndex(where: { FastText.isASCIIUppercase($0) || $0 == UInt8(ascii: ".") })
        else { return false }
        var index = capital
        while index + 1 < bytes.endIndex {
            if bytes[index] == UInt8(ascii: " "), FastText.isASCIIDigit(bytes[index + 1]) { return true }
            index += 1
        }
        return false
    }
}
