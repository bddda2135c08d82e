/// Codes a product names by strings (`E1001`, `PN-2003`) rather than numbers.
///
/// Such a code is carried as an `Int` above every number a guide writes, so that every stage
/// compares, orders and keys codes one way; ``CodeNotation`` writes it back as its string.
enum NamedCode {
    // Base 40 over `-`, `.`, digits, capitals and `_` (in their ASCII order, so that codes sort as
    // their names do), 0 padding the name to 11 characters: 40^11 < 2^62.
    private static let namedBase = 1 << 62
    private static let alphabet = Array("-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_".utf8)
    private static let nameLength = 11
    private static let radix = alphabet.count + 1

    /// The code a text names by a string: one to four capitals, a `-` or `_` or nothing, and three
    /// to seven digits, eleven characters at most (`E1001`, `PN-2003`, `IAM_3001`); `nil` for any
    /// other text (`INVALID_KEY` is a symbol, `4012` a number).
    static func code(_ text: some StringProtocol) -> Int? {
        let bytes = Array(text.utf8)
        guard (4...nameLength).contains(bytes.count) else { return nil }
        var index = 0
        while index < bytes.count, FastText.isASCIIUppercase(bytes[index]) { index += 1 }
        guard (1...4).contains(index), index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "_") { index += 1 }
        let digits = bytes.count - index
        guard (3...7).contains(digits), bytes[index...].allSatisfy(FastText.isASCIIDigit) else { return nil }
        var value = 0
        for position in 0..<nameLength {
            value *= radix
            if position < bytes.count { value += alphabet.firstIndex(of: bytes[position])! + 1 }
        }
        return namedBase + value
    }

    /// The code a query or a config value writes: a number (`4012`, `0x1F`) or a string naming one.
    static func literal(_ text: some StringProtocol) -> Int? {
        NumberText.literal(text) ?? code(text)
    }

    /// Whether `code` is one a string names (see ``code(_:)``).
    static func isNamed(_ code: Int) -> Bool { code >= namedBase }

    /// The string that names `code`, if a string does.
    static func name(of code: Int) -> String? {
        guard isNamed(code) else { return nil }
        var value = code - namedBase
        var bytes: [UInt8] = []
        for _ in 0..<nameLength {
            let digit = value % radix
            if digit > 0 { bytes.append(alphabet[digit - 1]) }
            value /= radix
        }
        return String(decoding: bytes.reversed(), as: UTF8.self)
    }

    /// `code` as a key or a name: the string that names it, else its decimal digits.
    static func text(_ code: Int) -> String {
        name(of: code) ?? String(code)
    }

    /// `code` in a Swift identifier (after `code`, or to tell two cases apart): `12`, `Minus2`, `PN2003`.
    static func identifierText(_ code: Int) -> String {
        if let name = name(of: code) { return name.filter { $0.isLetter || $0.isNumber } }
        return code < 0 ? "Minus\(-code)" : "\(code)"
    }

    /// A code encoded as JSON writes it (a number, or the string that names it).
    struct Encoded: Encodable {
        var code: Int

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if let name = NamedCode.name(of: code) { try container.encode(name) } else { try container.encode(code) }
        }
    }
}
