/// Text from documents made safe for line-oriented output (terminal, logs, Markdown): every
/// character that could rewrite a terminal, split a line or reorder text is written as a visible
/// escape in Swift's notation, `\u{1B}` (upper-case hexadecimal, no leading zeros).
///
/// Escaped: the C0 controls (U+0000–U+001F, line breaks included) but tab, which only moves to
/// the next tab stop, DEL (U+007F), the C1
/// controls (U+0080–U+009F), the line and paragraph separators (U+2028, U+2029) and the
/// bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). A caller
/// that writes line breaks its own way (as `<br>`, or `%0A`) keeps them. A backslash is not
/// escaped: `\u{1B}` in a report may also be text the document holds as it is.
public enum VisibleText {
    /// `text` with its control, separator and bidirectional characters escaped, but those `kept` says to keep.
    ///
    /// - Parameters:
    ///   - text: Any text, e.g. a finding's message.
    ///   - kept: The characters, among those escaped, that the caller writes itself (line breaks).
    /// - Returns: The text, unchanged when it holds none of them (most text).
    public static func escaped(_ text: String, keeping kept: (Unicode.Scalar) -> Bool = { _ in false }) -> String {
        guard holdsEscaped(text) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar), !kept(scalar) {
                result.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether ``escaped(_:keeping:)`` writes `scalar` as an escape.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x08, 0x0A...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Appends `scalar` to `text`, as its escape when ``needsEscape(_:)`` takes it: for callers
    /// that write some characters their own way and the rest as ``escaped(_:keeping:)`` does.
    public static func append(_ scalar: Unicode.Scalar, to text: inout String) {
        if needsEscape(scalar) {
            text += escape(scalar)
        } else {
            text.unicodeScalars.append(scalar)
        }
    }

    /// `\u{1B}`: the escape of one scalar.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// Whether `text` holds a scalar ``needsEscape(_:)`` takes. Most text holds none, and is then
    /// handed back without a copy: Swift literals escape every such scalar and a few more (tab,
    /// U+200E, U+200F, U+061C, U+FEFF), so text plain for them (read on its bytes, `…` and `→`
    /// included) holds none; only the rare other text is read by scalars.
    static func holdsEscaped(_ text: String) -> Bool {
        !SwiftLiteral.isPlain(text, except: { _ in false }) && text.unicodeScalars.contains(where: needsEscape)
    }
}
