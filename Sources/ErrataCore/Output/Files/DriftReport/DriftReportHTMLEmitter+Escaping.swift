extension DriftReportHTMLEmitter {
    /// A path with every byte but unreserved characters and `/` percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        // Most paths need nothing encoded: they are returned as they are.
        guard !path.utf8.allSatisfy(isUnreserved) else { return path }
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count * 3)
        for byte in path.utf8 {
            if isUnreserved(byte) {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether ``percentEncoded(_:)`` keeps a byte as it is: letters, digits, `-._~` and `/`.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"), UInt8(ascii: "/"):
            true
        default:
            false
        }
    }

    /// Text safe in HTML content and in quoted attribute values: `&`, `<`, `>`, `"` and `'` escaped,
    /// and the control and bidirectional characters written as ``VisibleText`` escapes (`\u{1B}`),
    /// line breaks kept.
    ///
    /// - Parameter text: Any text, e.g. from a guide.
    /// - Returns: The escaped text.
    static func escaped(_ text: String) -> String {
        let text = VisibleText.escaped(text, keeping: { $0 == "\n" || $0 == "\r" })
        // On UTF-8 bytes, not characters: the five are ASCII, and a byte below 0x80 is a whole
        // scalar, so a quote followed by a combining mark (one character) is still escaped. The
        // text between them is copied in runs; text with none of them is returned as it is.
        let utf8 = text.utf8
        guard utf8.contains(where: isSpecial) else { return text }
        var out = ""
        out.reserveCapacity(utf8.count + 16)
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            if isSpecial(byte) {
                out += Substring(utf8[runStart..<index])
                switch byte {
                case UInt8(ascii: "&"): out += "&amp;"
                case UInt8(ascii: "<"): out += "&lt;"
                case UInt8(ascii: ">"): out += "&gt;"
                case UInt8(ascii: "\""): out += "&quot;"
                default: out += "&#39;"
                }
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        out += Substring(utf8[runStart..<index])
        return out
    }

    /// Whether a byte is one of the characters ``escaped(_:)`` replaces.
    private static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }

    /// ``escaped(_:)`` scalar by scalar: the reference the byte version is tested against.
    static func escapedByScalars(_ text: String) -> String {
        var out = ""
        for scalar in VisibleText.escaped(text, keeping: { $0 == "\n" || $0 == "\r" }).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
