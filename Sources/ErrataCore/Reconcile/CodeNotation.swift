/// How error codes are written in messages and outputs: as the guides write them, in decimal
/// (`4012`), for a product whose tables write them in hexadecimal as `0x1F`, and a code named by
/// a string (`E1001`, `PN-2003`) as that string.
enum CodeNotation {
    /// Whether a product's codes are to be written in hexadecimal: more of its tables' rows write
    /// them so than in decimal.
    static func isHexadecimal(_ definitions: some Sequence<CodeDefinition>) -> Bool {
        var balance = 0
        for definition in definitions { balance += definition.hexadecimal ? 1 : -1 }
        return balance > 0
    }

    /// How the tables write each number, where they write it otherwise than the product does (a
    /// table of encoder errors `0x0A01`… in a product of decimal codes, HTTP statuses `200`… in a
    /// product of hexadecimal ones): `true` for hexadecimal, by most of the number's rows.
    static func exceptions(_ definitions: some Sequence<CodeDefinition>, productHexadecimal: Bool) -> [Int: Bool] {
        var balance: [Int: Int] = [:]
        for definition in definitions { balance[definition.code, default: 0] += definition.hexadecimal ? 1 : -1 }
        var result: [Int: Bool] = [:]
        for (code, votes) in balance where votes != 0 && (votes > 0) != productHexadecimal { result[code] = votes > 0 }
        return result
    }

    /// `code` as a product writes it: `4012`, or in hexadecimal `0x1F` (upper-case digits, an even
    /// count of them: `0x0A`, `0x8007000E`). A negative code is written in decimal either way.
    static func text(_ code: Int, hexadecimal: Bool) -> String {
        guard hexadecimal, code >= 0, !NamedCode.isNamed(code) else { return NamedCode.text(code) }
        let digits = String(code, radix: 16, uppercase: true)
        return "0x" + (digits.utf8.count % 2 == 1 ? "0" : "") + digits
    }
}
