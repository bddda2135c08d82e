/// Sample code with comments and string literals blanked out, so that translated comments and
/// messages do not count as differences between languages. Lines and columns are kept.
enum CodeText {
    /// `code` with `// …`, `/* … */`, `"…"` and `'…'` replaced by spaces (newlines are kept).
    static func blankingCommentsAndStrings(_ code: String) -> String {
        var result = ""
        result.reserveCapacity(code.utf8.count)
        var state = State.code
        var previous: Character = " "
        for character in code {
            switch state {
            case .code:
                if character == "/" && previous == "/" {
                    result.removeLast()
                    result.append("  ")
                    state = .lineComment
                } else if character == "*" && previous == "/" {
                    result.removeLast()
                    result.append("  ")
                    state = .blockComment
                } else if character == "\"" {
                    result.append(" ")
                    state = .string
                } else if character == "'" {
                    result.append(" ")
                    state = .character
                } else {
                    result.append(character)
                }
            case .lineComment:
                if character == "\n" {
                    result.append("\n")
                    state = .code
                } else {
                    result.append(" ")
                }
            case .blockComment:
                result.append(character == "\n" ? "\n" : " ")
                if character == "/" && previous == "*" { state = .code }
            case .string, .character:
                if character == "\n" {
                    result.append("\n")
                    state = .code
                } else {
                    result.append(" ")
                    if previous != "\\" && character == (state == .string ? "\"" : "'") { state = .code }
                }
            }
            previous = (previous == "\\" && character == "\\") ? " " : character
        }
        return result
    }

    private enum State {
        case code, lineComment, blockComment, string, character
    }

    /// Constants passed in code: identifiers such as `kTCGBAuthFacebook` (a `k` then an upper-case letter).
    static func constants(in code: String) -> [String] {
        var found: [String] = []
        var current = ""
        func flush() {
            if current.count > 2, current.hasPrefix("k"), current.dropFirst().first?.isUppercase == true {
                found.append(current)
            }
            current = ""
        }
        for character in code {
            if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return found
    }
}
