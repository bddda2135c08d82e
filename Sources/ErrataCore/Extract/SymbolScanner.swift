import ErrataMarkdown
import Foundation

/// Finds error symbols such as `XYZ_ERROR_ACCOUNT_LOCKED` in text, with the number written beside them.
///
/// A symbol is an upper-case identifier of at least two `_`-joined parts (`[A-Z][A-Z0-9]*(_[A-Z0-9]+)+`).
/// Markdown escapes inside it (`XYZ\_ERROR`) are read through. A number in parentheses right
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
        /// Whether the symbol is written as a member of a type or namespace (`Type.SYMBOL`,
        /// `Type::SYMBOL`).
        var isMember = false
    }

    /// Every symbol on `line`.
    ///
    /// Reads UTF-8 bytes (a symbol is ASCII); characters are counted only to give each match its
    /// offset, from one match to the next, so a line is read a bounded number of times.
    static func matches(in line: Substring) -> [Match] {
        // Fast path, on bytes: a symbol needs `X_Y` (or `X\_Y`) with upper-case letters or digits around `_`.
        guard mayHoldSymbol(line.utf8) else { return [] }
        // The line's own bytes where it is contiguous (a copy otherwise).
        if let found = line.utf8.withContiguousStorageIfAvailable({ matches(in: line, bytes: $0) }) { return found }
        return Array(line.utf8).withUnsafeBufferPointer { matches(in: line, bytes: $0) }
    }

    /// ``matches(in:)`` on the line's UTF-8 `bytes`.
    private static func matches(in line: Substring, bytes: UnsafeBufferPointer<UInt8>) -> [Match] {
        let utf8 = line.utf8
        let isASCII = FastText.isASCII(bytes)
        func stringIndex(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        // Characters before byte `countedBytes`, carried from one match to the next.
        var countedBytes = 0
        var countedCharacters = 0
        func characterOffset(_ byteOffset: Int) -> Int {
            if isASCII { return byteOffset }
            countedCharacters += line[stringIndex(countedBytes)..<stringIndex(byteOffset)].count
            countedBytes = byteOffset
            return countedCharacters
        }
        var result: [Match] = []
        func add(_ symbol: String, start: Int, end: Int) {
            result.append(
                Match(
                    symbol: symbol,
                    code: number(afterByte: end, in: bytes) ?? number(after: stringIndex(end), in: line),
                    characterOffset: characterOffset(start),
                    isCompared: isComparison(before: start, in: bytes),
                    isMember: isMember(at: start, in: bytes)
                )
            )
        }
        forEachSymbol(in: bytes, letterAt: { line[stringIndex($0)...].first?.isLetter == true }, add)
        return result
    }

    /// The symbols of `text`, in order, found in one pass over its bytes whatever its lines: the
    /// symbols ``matches(in:)`` finds line by line (a symbol never spans a line break, and a line
    /// break stands where a line's start or end would), without their offsets, codes and
    /// comparisons. For sample code, whose symbols are all that is kept.
    static func symbols(in text: String) -> [String] {
        let utf8 = text.utf8
        func symbols(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
            guard mayHoldSymbol(bytes) else { return [] }
            var result: [String] = []
            func add(_ symbol: String, start: Int, end: Int) { result.append(symbol) }
            forEachSymbol(
                in: bytes, letterAt: { text[utf8.index(utf8.startIndex, offsetBy: $0)...].first?.isLetter == true }, add
            )
            return result
        }
        // The string's own bytes where they are contiguous (a copy otherwise).
        return utf8.withContiguousStorageIfAvailable(symbols) ?? Array(utf8).withUnsafeBufferPointer(symbols)
    }

    /// Every mixed-case name on `line` written with a number (`XYZPushErrorTokenFailed (4)`,
    /// `TokenFailed(4)`): a platform's spelling of an error code where a table gives that spelling,
    /// else most likely anything but (a call with an argument). A name is letters and digits from a
    /// letter, six at least, with an upper-case letter after its first and a lower-case one.
    static func mixedCaseMatches(in line: Substring) -> [Match] {
        let utf8 = line.utf8
        func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> [Match] {
            var result: [Match] = []
            // From each opening parenthesis (`(`, or `（` as EF BC 88) back to the name before it,
            // over one space and the `*` and backticks around the name, as the number is read after it.
            for open in bytes.indices {
                let isOpen =
                    bytes[open] == UInt8(ascii: "(")
                    || (bytes[open] == 0xEF && open + 2 < bytes.count && bytes[open + 1] == 0xBC
                        && bytes[open + 2] == 0x88)
                guard isOpen, open > 0 else { continue }
                var end = open
                if bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
                while end > 0, bytes[end - 1] == UInt8(ascii: "*") || bytes[end - 1] == UInt8(ascii: "`") { end -= 1 }
                var start = end
                var hasLower = false
                while start > 0, isIdentifierByte(bytes[start - 1]), bytes[start - 1] != UInt8(ascii: "_") {
                    start -= 1
                    if FastText.isASCIILowercase(bytes[start]) { hasLower = true }
                }
                // An upper-case letter after the first; the name starts with a letter, after no name
                // part or escape, and ends where a name does.
                guard end - start >= 6, hasLower, isUpper(bytes[start]) || FastText.isASCIILowercase(bytes[start]),
                    bytes[(start + 1)..<end].contains(where: isUpper),
                    start == 0 || !(isIdentifierByte(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: "\\")),
                    end == bytes.count || !(bytes[end] == UInt8(ascii: "_") || bytes[end] >= 0x80),
                    let code = number(afterByte: end, in: bytes)
                        ?? number(after: utf8.index(utf8.startIndex, offsetBy: end), in: line)
                else { continue }
                let symbol = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                let offset = line[..<utf8.index(utf8.startIndex, offsetBy: start)].count
                result.append(
                    Match(
                        symbol: symbol, code: code, characterOffset: offset, isCompared: false,
                        isMember: isMember(at: start, in: bytes)))
            }
            return result
        }
        return utf8.withContiguousStorageIfAvailable(matches) ?? Array(utf8).withUnsafeBufferPointer(matches)
    }

    /// Whether a line's bytes may hold a name written with a number: a `(` or a full-width `（`.
    static func mayHoldNumberedName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        FastText.contains(bytes, byte: UInt8(ascii: "(")) || FastText.contains(bytes, "（")
    }

    /// Calls `body` with each symbol in `bytes`, its first byte and the byte past its end.
    ///
    /// - Parameter letterAt: Whether the character starting at a byte outside ASCII is a letter
    ///   (after a symbol, it makes the symbol part of a word).
    @inline(__always)
    private static func forEachSymbol(
        in bytes: UnsafeBufferPointer<UInt8>, letterAt: (Int) -> Bool, _ body: (String, Int, Int) -> Void
    ) {
        var index = 0
        while index < bytes.count {
            guard isUpper(bytes[index]), index == 0 || !isIdentifierByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            let start = index
            // The symbol is the bytes from `start` to `end`, less the `\` of each `\_` (the only
            // `\` the scan steps over): made into a string only for a match.
            var escaped = false
            var parts = 1
            var partLength = 0
            var end = index
            var valid = true
            while end < bytes.count {
                let current = bytes[end]
                if isUpper(current) || isDigit(current) {
                    partLength += 1
                    end += 1
                } else if current == UInt8(ascii: "_")
                    || (current == UInt8(ascii: "\\") && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "_"))
                {
                    if partLength == 0 {
                        valid = false
                        break
                    }
                    parts += 1
                    partLength = 0
                    if current == UInt8(ascii: "\\") { escaped = true }
                    end += current == UInt8(ascii: "\\") ? 2 : 1
                } else {
                    break
                }
            }
            if end < bytes.count {
                let next = bytes[end]
                // A lower-case letter right after means a camel-case word, not a symbol.
                if next >= 0x80 {
                    if letterAt(end) { valid = false }
                } else if (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z")) || next == UInt8(ascii: "_") {
                    valid = false
                }
            }
            if valid, parts >= 2, partLength > 0 {
                let range = UnsafeBufferPointer(rebasing: bytes[start..<end])
                let symbol =
                    escaped
                    ? String(decoding: range.filter { $0 != UInt8(ascii: "\\") }, as: UTF8.self)
                    : String(decoding: range, as: UTF8.self)
                body(symbol, start, end)
            }
            index = max(end, index + 1)
            while index < bytes.count, isIdentifierByte(bytes[index]) {
                index += 1
            }
        }
    }

    /// Whether the bytes hold `_` between upper-case letters or digits (`\_` counts as `_`).
    static func mayHoldSymbol(_ utf8: Substring.UTF8View) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable(mayHoldSymbol) { return found }
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

    /// ``mayHoldSymbol(_:)`` on the line's contiguous UTF-8 `bytes`: jumps from `_` to `_` with
    /// memchr, looking only around each one.
    static func mayHoldSymbol(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= 3 else { return false }
        var from = 1
        while from < bytes.count - 1 {
            guard let hit = memchr(base + from, Int32(UInt8(ascii: "_")), bytes.count - 1 - from) else {
                return false
            }
            let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            let before = bytes[index - 1]
            if isUpperOrDigit(bytes[index + 1]),
                isUpperOrDigit(before)
                    || (before == UInt8(ascii: "\\") && index >= 2 && isUpperOrDigit(bytes[index - 2]))
            {
                return true
            }
            from = index + 1
        }
        return false
    }

    /// An upper-case ASCII letter or digit: what stands on either side of a symbol's `_`.
    @inline(__always)
    private static func isUpperOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
    }

    /// Whether the whole of `text` is one symbol (escapes allowed), and which.
    static func wholeSymbol(_ text: String) -> Match? {
        let trimmed = text.trimmingWhitespace()
        let found = matches(in: trimmed)
        guard found.count == 1, let match = found.first, match.characterOffset == 0 else { return nil }
        // ASCII without `\r` or escapes (the usual cell): a character per byte, read on bytes.
        let utf8 = trimmed.utf8
        if FastText.hasOneCharacterPerByte(utf8), !trimmed.containsASCII("\\") {
            let rest = utf8.dropFirst(match.symbol.utf8.count).drop { $0 == UInt8(ascii: " ") }
            if rest.isEmpty { return match }
            // `（` and `）` are not ASCII.
            guard match.code != nil, rest.first == UInt8(ascii: "("),
                let close = rest.firstIndex(of: UInt8(ascii: ")"))
            else { return nil }
            // Character.isWhitespace, for ASCII: tab, line feed to carriage return, space.
            return rest[rest.index(after: close)...].allSatisfy { $0 == 0x20 || (0x09...0x0D).contains($0) }
                ? match : nil
        }
        return wholeSymbolByCharacters(trimmed, match: match)
    }

    /// The rest of ``wholeSymbol(_:)`` on Characters, for `trimmed` text whose one match starts it:
    /// for any text, and the reference the byte reading is tested against.
    static func wholeSymbolByCharacters(_ trimmed: Substring, match: Match) -> Match? {
        // The match must cover the text, apart from a `(123)` code after it.
        let unescaped =
            trimmed.utf8.contains(UInt8(ascii: "\\"))
            ? Substring(trimmed.replacingOccurrences(of: "\\_", with: "_")) : trimmed
        var rest = unescaped.dropFirst(match.symbol.count)
        rest = rest.drop(while: { $0 == " " })
        if rest.isEmpty { return match }
        guard match.code != nil, rest.first == "(" || rest.first == "（" else { return nil }
        guard let close = rest.firstIndex(where: { $0 == ")" || $0 == "）" }) else { return nil }
        return rest[rest.index(after: close)...].allSatisfy(\.isWhitespace) ? match : nil
    }

    /// ``number(after:in:)`` on the line's UTF-8 `bytes`, from byte `start`, while they are ASCII:
    /// `.some` with its answer, or `nil` when a byte outside ASCII must be read as a scalar
    /// (a full-width parenthesis or digit), which ``number(after:in:)`` then does.
    private static func number(afterByte start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int?? {
        var index = start
        // The byte at `index`, 0 at the end; a byte outside ASCII ends the reading on bytes.
        var current: UInt8 { index < bytes.count ? bytes[index] : 0 }
        while current == UInt8(ascii: "*") || current == UInt8(ascii: "`") { index += 1 }
        if current == UInt8(ascii: " ") { index += 1 }
        guard current < 0x80 else { return nil }
        guard current == UInt8(ascii: "(") else { return .some(nil) }
        index += 1
        let first = index
        // `(0x1F)`: hexadecimal, as a table may give it.
        if current == UInt8(ascii: "0"), index + 1 < bytes.count, bytes[index + 1] | 0x20 == UInt8(ascii: "x") {
            index += 2
            while FastText.isASCIIHexDigit(current) { index += 1 }
            guard current < 0x80 else { return nil }
            guard current == UInt8(ascii: ")") else { return .some(nil) }
            return .some(NumberText.hexadecimal(UnsafeBufferPointer(rebasing: bytes[(first + 2)..<index])))
        }
        if current == UInt8(ascii: "-") { index += 1 }
        while current >= UInt8(ascii: "0") && current <= UInt8(ascii: "9") { index += 1 }
        guard current < 0x80 else { return nil }
        guard current == UInt8(ascii: ")") else { return .some(nil) }
        return .some(Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self)))
    }

    /// Parses `(123)` after a symbol, allowing one space before it and `**` around it.
    private static func number(after start: String.Index, in line: Substring) -> Int? {
        let scalars = line.unicodeScalars
        var index = start
        func current() -> Unicode.Scalar? { index < scalars.endIndex ? scalars[index] : nil }
        func advance() { index = scalars.index(after: index) }
        while let scalar = current(), scalar == "*" || scalar == "`" { advance() }
        if current() == " " { advance() }
        guard let open = current(), open == "(" || open == "（" else { return nil }
        advance()
        if current() == "0" {
            let zero = index
            advance()
            if let x = current(), x == "x" || x == "X" {
                advance()
                var hex = ""
                while let scalar = current(), scalar.isASCII, scalar.properties.isASCIIHexDigit {
                    hex.unicodeScalars.append(scalar)
                    advance()
                }
                guard let close = current(), close == ")" || close == "）" else { return nil }
                return NumberText.hexadecimal(Substring(hex))
            }
            index = zero
        }
        var digits = ""
        if current() == "-" {
            digits.append("-")
            advance()
        }
        while let scalar = current() {
            if scalar.value >= 0x30 && scalar.value <= 0x39 {
                digits.unicodeScalars.append(scalar)
            } else if scalar.value >= 0x80, Character(scalar).isNumber, let value = Character(scalar).wholeNumberValue {
                digits.append(Character(String(value)))
            } else {
                break
            }
            advance()
        }
        guard let close = current(), close == ")" || close == "）" else { return nil }
        return Int(digits)
    }

    private static func isComparison(before start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = start - 1
        while index >= 0, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "(") { index -= 1 }
        guard index >= 1 else { return false }
        if bytes[index] == UInt8(ascii: "="),
            bytes[index - 1] == UInt8(ascii: "=") || bytes[index - 1] == UInt8(ascii: "!")
        {
            return true
        }
        if index >= 3, bytes[(index - 3)...index].elementsEqual("case".utf8) { return true }
        return false
    }

    /// Whether the symbol at `start` follows an identifier and `.` or `::`.
    private static func isMember(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard start >= 2 else { return false }
        if bytes[start - 1] == UInt8(ascii: ".") { return isIdentifierByte(bytes[start - 2]) }
        return start >= 3 && bytes[start - 1] == UInt8(ascii: ":") && bytes[start - 2] == UInt8(ascii: ":")
            && isIdentifierByte(bytes[start - 3])
    }

    private static func isUpper(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isUpper(byte) || isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "_")
    }
}

/// Reads whole numbers written with any decimal digits (ASCII, full-width, Arabic-Indic…).
enum NumberText {
    /// Whether a table cell writes its number in hexadecimal (`0x1F`, `**0X1f**`, `SYMBOL(0x1F)`):
    /// it holds `0x` and a hexadecimal digit, not inside a word (`ERROR_10X_LIMIT`).
    static func writesHexadecimal(_ cell: String) -> Bool {
        // The three bytes before this one: the one before a `0`, the `0`, the `x`.
        var beforeZero: UInt8 = 0x20
        var previous: UInt8 = 0x20
        var current: UInt8 = 0x20
        for byte in cell.utf8 {
            if previous == UInt8(ascii: "0"), current | 0x20 == UInt8(ascii: "x"), FastText.isASCIIHexDigit(byte),
                !(FastText.isASCIILetter(beforeZero) || FastText.isASCIIDigit(beforeZero)
                    || beforeZero == UInt8(ascii: "_"))
            {
                return true
            }
            beforeZero = previous
            previous = current
            current = byte
        }
        return false
    }

    /// The integer `text` holds, ignoring surrounding spaces and `**`, or `nil`: decimal digits
    /// with a leading `-` or not, or hexadecimal after `0x`.
    static func integer(_ text: String) -> Int? {
        // Digits alone, with a leading `-` or not (most codes in tables): read as they stand.
        if let value = text.utf8.withContiguousStorageIfAvailable(plainInteger), let value { return value }
        // A first byte that trimming keeps and no number starts with (an ASCII letter, most
        // cells) says so before the text is trimmed.
        if let raw = text.utf8.first, raw < 0x80, raw != 0x20, !(0x09...0x0D).contains(raw),
            raw != UInt8(ascii: "*"), raw != UInt8(ascii: "-"), !FastText.isASCIIDigit(raw)
        {
            return nil
        }
        let body = text.trimmingWhitespaceAndNewlines()
        // Fast path: most cells are not numbers, and say so in their first byte.
        guard let leading = body.utf8.first,
            leading >= 0x80 || leading == UInt8(ascii: "*") || leading == UInt8(ascii: "-")
                || (leading >= UInt8(ascii: "0") && leading <= UInt8(ascii: "9"))
        else { return nil }
        // Plain ASCII digits (most numbers in tables), with a leading `-`: read as they are.
        if body.utf8.count <= 18,
            body.utf8.enumerated().allSatisfy({ offset, byte in
                FastText.isASCIIDigit(byte) || (offset == 0 && byte == UInt8(ascii: "-"))
            })
        {
            return Int(body)
        }
        // A cell that starts with a letter outside ASCII (a Korean, Japanese or Chinese
        // description) is not a number, decided on its first character.
        // `Character.isNumber` is its first scalar's numeric type, read here from the bytes without
        // breaking the text into characters; a `−` (U+2212) goes on to be read.
        if leading >= 0x80 {
            let first = body.utf8.withContiguousStorageIfAvailable { UTF8Scalars.decode($0, at: 0).value }
            if let first, first != 0x2212, let scalar = Unicode.Scalar(first), scalar.properties.numericType == nil {
                return nil
            }
            if first == nil, let character = body.first, character != "−", !character.isNumber { return nil }
        }
        return integerByCharacters(body)
    }

    /// The value of `bytes` when they are ASCII digits alone, after a `-` or not, at most 18
    /// bytes in all (as ``integer(_:)`` reads them); `nil` for anything else.
    private static func plainInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count <= 18, let first = bytes.first else { return nil }
        let negative = first == UInt8(ascii: "-")
        let digits = negative ? UnsafeBufferPointer(rebasing: bytes.dropFirst()) : bytes
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard FastText.isASCIIDigit(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }

    /// ``integer(_:)`` read on Characters, for trimmed text: the reading its fast paths stand in
    /// for, and the reference they are tested against.
    static func integerByCharacters(_ trimmed: Substring) -> Int? {
        var body = trimmed
        while body.hasPrefix("*"), body.hasSuffix("*"), body.count >= 2 {
            body = body.dropFirst().dropLast()
        }
        guard !body.isEmpty, body.utf8.count <= 18 * 4, body.count <= 18 else { return nil }
        if body.hasPrefix("0x") || body.hasPrefix("0X") { return hexadecimal(body.dropFirst(2)) }
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

    /// The value of 1 to 15 hexadecimal digits (`1F`, `7fffFFFF`: a code written `0x1F`), or `nil`.
    static func hexadecimal(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        hexadecimal(Substring(decoding: digits, as: UTF8.self))
    }

    /// A number as people type it to name a code: decimal (`4012`, `-1`) or hexadecimal (`0x1F`).
    static func literal(_ text: some StringProtocol) -> Int? {
        if let value = Int(text) { return value }
        guard text.hasPrefix("0x") || text.hasPrefix("0X") else { return nil }
        return hexadecimal(Substring(text.dropFirst(2)))
    }

    /// ``hexadecimal(_:)-(UnsafeBufferPointer<UInt8>)`` of text.
    static func hexadecimal(_ digits: Substring) -> Int? {
        guard (1...15).contains(digits.utf8.count),
            digits.utf8.allSatisfy(FastText.isASCIIHexDigit)
        else { return nil }
        return Int(digits, radix: 16)
    }
}
