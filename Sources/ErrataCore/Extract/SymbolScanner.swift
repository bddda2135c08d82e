import Foundation

/// Finds error symbols such as `TCGB_ERROR_BANNED_MEMBER` in text, with the number written beside them.
///
/// A symbol is an upper-case identifier of at least two `_`-joined parts (`[A-Z][A-Z0-9]*(_[A-Z0-9]+)+`).
/// Markdown escapes inside it (`TCGB\_ERROR`) are read through. A number in parentheses right
/// after it, with or without a space and in ASCII or full-width digits, is its code:
/// `SYMBOL(123)`, `SYMBOL (123)`, `**SYMBOL(123)**`, `SYMBOL（123）`.
enum SymbolScanner {
    /// One symbol found on a line.
    struct Match: Hashable {
        /// The symbol, without escapes.
        var symbol: String
        /// The code written beside it, if any.
        var code: Int?
        /// The offset of the symbol's first character on the line, in characters.
        var characterOffset: Int
        /// Whether the symbol is preceded by `==`, `!=` or `case` (a comparison in code).
        var isCompared: Bool
    }

    /// Every symbol on `line`.
    static func matches(in line: Substring) -> [Match] {
        // Fast path, on bytes: a symbol needs `X_Y` (or `X\_Y`) with upper-case letters or digits around `_`.
        guard mayHoldSymbol(line.utf8) else { return [] }
        let characters = Array(line)
        var result: [Match] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard isUpper(character), index == 0 || !isIdentifierCharacter(characters[index - 1]) else {
                index += 1
                continue
            }
            let start = index
            var symbol = ""
            var parts = 1
            var partLength = 0
            var end = index
            var valid = true
            while end < characters.count {
                let current = characters[end]
                if isUpper(current) || isDigit(current) {
                    symbol.append(current)
                    partLength += 1
                    end += 1
                } else if current == "_"
                    || (current == "\\" && end + 1 < characters.count && characters[end + 1] == "_")
                {
                    if partLength == 0 {
                        valid = false
                        break
                    }
                    symbol.append("_")
                    parts += 1
                    partLength = 0
                    end += current == "\\" ? 2 : 1
                } else {
                    break
                }
            }
            // A lower-case letter right after means a camel-case word, not a symbol.
            if end < characters.count, characters[end].isLetter, !isUpper(characters[end]) {
                valid = false
            }
            if end < characters.count, characters[end] == "_" {
                valid = false
            }
            if valid, parts >= 2, partLength > 0 {
                let code = number(after: end, in: characters)
                result.append(
                    Match(
                        symbol: symbol,
                        code: code,
                        characterOffset: start,
                        isCompared: isComparison(before: start, in: characters)
                    )
                )
            }
            index = max(end, index + 1)
            while index < characters.count, isIdentifierCharacter(characters[index]) {
                index += 1
            }
        }
        return result
    }

    /// Whether the bytes hold `_` between upper-case letters or digits (`\_` counts as `_`).
    private static func mayHoldSymbol(_ utf8: Substring.UTF8View) -> Bool {
        func isUpperOrDigit(_ byte: UInt8) -> Bool { (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) }
        var beforeBefore: UInt8 = 0
        var before: UInt8 = 0
        var sawUnderscore = false
        for byte in utf8 {
            if sawUnderscore, isUpperOrDigit(byte) { return true }
            sawUnderscore =
                byte == UInt8(ascii: "_")
                && (isUpperOrDigit(before) || (before == UInt8(ascii: "\\") && isUpperOrDigit(beforeBefore)))
            beforeBefore = before
            before = byte
        }
        return false
    }

    /// Whether the whole of `text` is one symbol (escapes allowed), and which.
    static func wholeSymbol(_ text: String) -> Match? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let found = matches(in: Substring(trimmed))
        guard found.count == 1, let match = found.first, match.characterOffset == 0 else { return nil }
        // The match must cover the text, apart from a `(123)` code after it.
        var rest = Substring(trimmed.replacingOccurrences(of: "\\_", with: "_")).dropFirst(match.symbol.count)
        rest = rest.drop(while: { $0 == " " })
        if rest.isEmpty { return match }
        guard match.code != nil, rest.first == "(" || rest.first == "（" else { return nil }
        guard let close = rest.firstIndex(where: { $0 == ")" || $0 == "）" }) else { return nil }
        return rest[rest.index(after: close)...].allSatisfy(\.isWhitespace) ? match : nil
    }

    /// Parses `(123)` after a symbol, allowing one space before it and `**` around it.
    private static func number(after end: Int, in characters: [Character]) -> Int? {
        var index = end
        while index < characters.count, characters[index] == "*" || characters[index] == "`" { index += 1 }
        if index < characters.count, characters[index] == " " { index += 1 }
        guard index < characters.count, characters[index] == "(" || characters[index] == "（" else { return nil }
        index += 1
        var digits = ""
        if index < characters.count, characters[index] == "-" {
            digits.append("-")
            index += 1
        }
        while index < characters.count, let value = characters[index].wholeNumberValue, characters[index].isNumber {
            digits.append(Character(String(value)))
            index += 1
        }
        guard index < characters.count, characters[index] == ")" || characters[index] == "）" else { return nil }
        return Int(digits)
    }

    private static func isComparison(before start: Int, in characters: [Character]) -> Bool {
        var index = start - 1
        while index >= 0, characters[index] == " " || characters[index] == "(" { index -= 1 }
        guard index >= 1 else { return false }
        let pair = String(characters[(index - 1)...index])
        if pair == "==" || pair == "!=" { return true }
        if index >= 3, String(characters[(index - 3)...index]) == "case" { return true }
        return false
    }

    private static func isUpper(_ character: Character) -> Bool {
        character.isASCII && character.isUppercase
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        (character.isASCII && (character.isLetter || character.isNumber)) || character == "_"
    }
}

/// Reads whole numbers written with any decimal digits (ASCII, full-width, Arabic-Indic…).
enum NumberText {
    /// The integer `text` holds, ignoring surrounding spaces and `**`, or `nil`.
    static func integer(_ text: String) -> Int? {
        var body = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        while body.hasPrefix("*"), body.hasSuffix("*"), body.count >= 2 {
            body = body.dropFirst().dropLast()
        }
        guard !body.isEmpty, body.count <= 18 else { return nil }
        var digits = ""
        for (offset, character) in body.enumerated() {
            if offset == 0, character == "-" || character == "−" {
                digits.append("-")
            } else if character.isNumber, let value = character.wholeNumberValue, value < 10 {
                digits.append(Character(String(value)))
            } else {
                return nil
            }
        }
        return Int(digits)
    }
}
