import Foundation

/// Makes documentation text safe inside generated Swift: string literals and comments.
///
/// Nothing from a guide can end a literal or a comment early, start an interpolation, or hide
/// code behind bidirectional control characters.
enum SwiftLiteral {
    /// A Swift string literal (with its quotes) that reads back as exactly `text`.
    static func string(_ text: String) -> String {
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
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
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
                let body = commentText(String(line)).trimmingCharacters(in: .whitespaces)
                return body.isEmpty ? "\(indent)///" : "\(indent)/// \(body)"
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
