import Foundation

/// Reads the `"KEY" = "VALUE";` lines of a generated `.strings` file, in file order.
///
/// Deliberately simple (one entry per line, as errata writes them), so that duplicate keys,
/// which a property-list parser would silently merge, stay visible.
enum StringsTable {
    /// One `"key" = "value";` line.
    struct Entry: Equatable {
        /// The key, unescaped.
        var key: String
        /// The value, unescaped.
        var value: String
    }

    /// The entries of `text`; comments and blank lines are skipped.
    static func entries(_ text: String) -> [Entry] {
        text.split(separator: "\n").compactMap { line -> Entry? in
            guard line.hasPrefix("\""), line.hasSuffix("\";") else { return nil }
            let body = line.dropFirst().dropLast(2)
            guard let separator = body.range(of: "\" = \"") else { return nil }
            return Entry(
                key: unescape(body[..<separator.lowerBound]),
                value: unescape(body[separator.upperBound...])
            )
        }
    }

    /// The entries of `text` as a dictionary (a later duplicate wins, as in Foundation).
    static func dictionary(_ text: String) -> [String: String] {
        Dictionary(entries(text).map { ($0.key, $0.value) }) { _, later in later }
    }

    private static func unescape(_ text: Substring) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
