/// Reads codes a page lists as bullet items rather than table rows, number first:
/// `- **3090** `GUILD_LEGACY_TOKEN`: 설명`, `* 3091 — GUILD_V1_ENDPOINT: description`.
///
/// Only a list of two such items at least, in a section a heading of which names errors or codes
/// (`### 지원 종료된 오류 코드`), defines codes: elsewhere a numbered item is anything.
enum ListCodeReader {
    /// An item's code, symbol and text, and where in the line its symbol starts (in characters).
    struct Item {
        var code: Int
        var symbol: String
        var description: String?
        var characterOffset: Int
    }

    /// Whether a line may be such an item, told on its bytes: a bullet, then a number (bold or in a
    /// code span or not). Most lines, bullets of text among them, are not.
    static func mayBeItem(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: " ") else { return false }
        switch bytes[index] {
        case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"): index += 2
        default: return false
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "*"), UInt8(ascii: "`"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                index += 1
            default: return FastText.isASCIIDigit(bytes[index])
            }
        }
        return false
    }

    /// The code a list item's line gives number first, if it does.
    static func item(_ line: Substring) -> Item? {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        guard let marker = rest.first, "-*+".contains(marker), rest.dropFirst().first == " " else { return nil }
        rest = rest.dropFirst(2).drop { $0 == " " }
        // The number, bold or in a code span or not.
        let marks = rest.prefix { $0 == "*" || $0 == "`" || $0 == "_" }
        rest = rest.dropFirst(marks.count)
        let digits = rest.prefix { $0 == "-" || $0.isASCII && $0.isNumber }
        guard let code = Int(digits), digits.contains(where: \.isNumber), rest.dropFirst(digits.count).hasPrefix(marks)
        else { return nil }
        rest = rest.dropFirst(digits.count + marks.count)
        rest = rest.drop { " :|-–—".contains($0) }
        // The symbol, in a code span or an upper-case name of two words at least.
        let quoted = rest.first == "`"
        if quoted { rest = rest.dropFirst() }
        let symbol = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard ErrorTableReader.isName(String(symbol)),
            quoted ? rest.dropFirst(symbol.count).first == "`" : symbol.contains("_") && symbol == symbol.uppercased()
        else { return nil }
        let offset = line.distance(from: line.startIndex, to: symbol.startIndex)
        rest = rest.dropFirst(symbol.count + (quoted ? 1 : 0))
        let description = rest.drop { " :|-–—".contains($0) }.trimmingCharacters(in: .whitespaces)
        return Item(
            code: code, symbol: String(symbol), description: description.isEmpty ? nil : description,
            characterOffset: offset)
    }
}
