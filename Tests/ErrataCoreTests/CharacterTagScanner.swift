@testable import ErrataMarkdown

/// Splits HTML into text and tags on `Character`s: the oracle `TagScanner`, which reads the
/// UTF-8 bytes, is tested against. It differs by design only where a letter outside ASCII follows
/// `<` or `</` (HTML's tag names are ASCII).
final class CharacterTagScanner {
    private let characters: [Character]
    private var index = 0
    private var line = 0

    /// Every token of `html`.
    static func tokens(_ html: String) -> [HTMLToken] {
        let scanner = CharacterTagScanner(html)
        return Array(AnyIterator(scanner.next))
    }

    init(_ html: String) {
        characters = Array(html)
    }

    func next() -> HTMLToken? {
        guard index < characters.count else { return nil }
        if characters[index] == "<" {
            if let tag = readTag() { return tag }
            advance()
            return .text("<")
        }
        var text = ""
        while index < characters.count, characters[index] != "<" {
            text.append(characters[index])
            advance()
        }
        return .text(text)
    }

    private func advance() {
        if characters[index] == "\n" { line += 1 }
        index += 1
    }

    private func readTag() -> HTMLToken? {
        let start = index
        let startLine = line
        // Comments.
        if index + 3 < characters.count, String(characters[index..<(index + 4)]) == "<!--" {
            while index < characters.count {
                if characters[index] == ">", index >= 2, characters[index - 1] == "-", characters[index - 2] == "-" {
                    advance()
                    return .text("")
                }
                advance()
            }
            return .text("")
        }
        advance()
        var closing = false
        if index < characters.count, characters[index] == "/" {
            closing = true
            advance()
        }
        var name = ""
        while index < characters.count, characters[index].isLetter || characters[index].isNumber {
            name.append(characters[index])
            advance()
        }
        guard !name.isEmpty else {
            index = start
            line = startLine
            return nil
        }
        var body = ""
        var quote: Character?
        while index < characters.count {
            let character = characters[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ">" {
                advance()
                return .tag(
                    name: name.lowercased(), closing: closing, attributes: TagScanner.attributes(body),
                    line: startLine)
            }
            body.append(character)
            advance()
        }
        return .tag(name: name.lowercased(), closing: closing, attributes: TagScanner.attributes(body), line: startLine)
    }
}
