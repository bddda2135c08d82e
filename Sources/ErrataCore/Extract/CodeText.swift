/// Sample code with comments and string literals blanked out, so that translated comments and
/// messages do not count as differences between languages. Lines and columns are kept.
enum CodeText {
    /// `code` with `// …`, `/* … */`, `"…"` and `'…'` replaced by spaces (newlines are kept).
    static func blankingCommentsAndStrings(_ code: String) -> String {
        // ASCII code (most samples) has a character per byte: the same pass, on bytes.
        if FastText.hasOneCharacterPerByte(code) {
            return blankingASCII(Array(code.utf8))
        }
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

    /// ``blankingCommentsAndStrings(_:)`` for ASCII text without `\r`, byte by byte.
    private static func blankingASCII(_ bytes: [UInt8]) -> String {
        let space = UInt8(ascii: " ")
        let newline = UInt8(ascii: "\n")
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let backslash = UInt8(ascii: "\\")
        var result = bytes
        var state = State.code
        var previous = space
        for (index, byte) in bytes.enumerated() {
            switch state {
            case .code:
                if byte == slash && previous == slash {
                    result[index - 1] = space
                    result[index] = space
                    state = .lineComment
                } else if byte == star && previous == slash {
                    result[index - 1] = space
                    result[index] = space
                    state = .blockComment
                } else if byte == UInt8(ascii: "\"") {
                    result[index] = space
                    state = .string
                } else if byte == UInt8(ascii: "'") {
                    result[index] = space
                    state = .character
                }
            case .lineComment:
                if byte == newline {
                    state = .code
                } else {
                    result[index] = space
                }
            case .blockComment:
                if byte != newline { result[index] = space }
                if byte == slash && previous == star { state = .code }
            case .string, .character:
                if byte == newline {
                    state = .code
                } else {
                    result[index] = space
                    if previous != backslash && byte == UInt8(ascii: state == .string ? "\"" : "'") { state = .code }
                }
            }
            previous = (previous == backslash && byte == backslash) ? space : byte
        }
        return String(decoding: result, as: UTF8.self)
    }

    private enum State {
        case code, lineComment, blockComment, string, character
    }

    /// Constants passed in code: identifiers such as `kTCGBAuthFacebook` (a `k` then an upper-case letter).
    ///
    /// Works on UTF-8 bytes: identifiers are ASCII, and this runs on every line of sample code.
    static func constants(in code: String) -> [String] {
        var found: [String] = []
        let bytes = Array(code.utf8)
        var start = -1
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F
        }
        for index in 0...bytes.count {
            let inside = index < bytes.count && isIdentifier(bytes[index])
            if inside {
                if start < 0 { start = index }
                continue
            }
            if start >= 0, index - start > 2, bytes[start] == UInt8(ascii: "k"),
                bytes[start + 1] >= 0x41, bytes[start + 1] <= 0x5A,
                start == 0 || bytes[start - 1] < 0x80
            {
                found.append(String(decoding: bytes[start..<index], as: UTF8.self))
            }
            start = -1
        }
        return found
    }
}
