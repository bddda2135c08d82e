import Foundation

/// Makes documentation text safe inside generated Swift: string literals and comments.
///
/// Nothing from a guide can end a literal or a comment early, start an interpolation, or hide
/// code behind bidirectional control characters.
enum SwiftLiteral {
    /// A Swift string literal (with its quotes) that reads back as exactly `text`.
    static func string(_ text: String) -> String {
        if isPlain(text, except: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) { return "\"" + text + "\"" }
        return stringByScalars(text)
    }

    /// ``string(_:)``, a scalar at a time.
    static func stringByScalars(_ text: String) -> String {
        quotedByScalars(text) { "\\u{\(String($0.value, radix: 16, uppercase: true))}" }
    }

    /// `text` in double quotes, a scalar at a time: a backslash, a quote, line feed, carriage
    /// return and tab as `\\`, `\"`, `\n`, `\r`, `\t`, and each scalar ``needsEscape(_:)`` flags as
    /// `escape` writes it (Swift literals and `.strings` files spell that escape differently).
    static func quotedByScalars(_ text: String, escape: (Unicode.Scalar) -> String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if needsEscape(scalar) {
                    result += escape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Documentation text made safe for one `///` comment line: no line breaks, no control or
    /// bidirectional characters, and no `*/`.
    static func commentText(_ text: String) -> String {
        if isPlain(text, except: { _ in false }), !holdsCommentEnd(text) { return text }
        return commentTextByScalars(text)
    }

    /// ``commentText(_:)``, a scalar at a time.
    static func commentTextByScalars(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                result += " "
            } else if needsEscape(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result.replacingOccurrences(of: "*/", with: "* /")
    }

    /// Documentation text as `///` lines, one per line of the text.
    static func docLines(_ text: String, indent: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" })
            .map { line in
                var body = commentText(String(line))
                // Most lines have no space at either end to trim.
                if let first = body.unicodeScalars.first, let last = body.unicodeScalars.last,
                    FastText.isWhitespace(first) || FastText.isWhitespace(last)
                {
                    body = body.trimmingCharacters(in: .whitespaces)
                }
                return body.isEmpty ? "\(indent)///" : "\(indent)/// \(body)"
            }
    }

    /// Whether `text` holds `*/`.
    private static func holdsCommentEnd(_ text: String) -> Bool {
        var afterStar = false
        for byte in text.utf8 {
            if afterStar, byte == UInt8(ascii: "/") { return true }
            afterStar = byte == UInt8(ascii: "*")
        }
        return false
    }

    /// Whether `text` holds no scalar ``needsEscape(_:)`` takes and no byte `except` takes (an
    /// ASCII byte that the caller writes its own way), so that it can be written as it is. Read
    /// by bytes: a scalar that needs escaping is a byte below 0x20, 0x7F, or starts with 0xC2
    /// (U+0080–U+009F), 0xD8 (U+061C), 0xE2 (the separators and bidirectional controls) or 0xEF
    /// (U+FEFF); the bytes after those lead bytes tell the few scalars apart.
    static func isPlain(_ text: String, except: (UInt8) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                if byte < 0x80 {
                    if byte < 0x20 || byte == 0x7F || except(byte) { return false }
                    index += 1
                    continue
                }
                let second = index + 1 < count ? bytes[index + 1] : 0
                let third = index + 2 < count ? bytes[index + 2] : 0
                switch byte {
                case 0xC2 where second <= 0x9F: return false
                case 0xD8 where second == 0x9C: return false
                case 0xE2 where second == 0x80 && (third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third)):
                    return false
                case 0xE2 where second == 0x81 && (0xA6...0xA9).contains(third): return false
                case 0xEF where second == 0xBB && third == 0xBF: return false
                default: index += 1
                }
            }
            return true
        }
    }

    /// Control characters, line and paragraph separators and bidirectional controls.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029: return true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: return true
        case 0xFEFF: return true
        default: return false
        }
    }
}
