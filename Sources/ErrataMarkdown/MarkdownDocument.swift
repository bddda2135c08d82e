/// A parsed Markdown document: its tree and its source lines.
public struct MarkdownDocument: Sendable {
    /// The root node (kind ``MarkdownNodeKind/document``).
    public var root: MarkdownNode
    /// The source split into lines, without line ends; `lines[0]` is line 1.
    public var lines: [Substring]

    /// Creates a document.
    public init(root: MarkdownNode, lines: [Substring]) {
        self.root = root
        self.lines = lines
    }

    /// The text of a 1-based line, or an empty string past the end.
    public func line(_ number: Int) -> Substring {
        guard number >= 1, number <= lines.count else { return "" }
        return lines[number - 1]
    }

    /// Converts a UTF-8 byte column on a line to a 1-based character column.
    ///
    /// - Parameters:
    ///   - line: The 1-based line.
    ///   - byteColumn: The 1-based column in UTF-8 bytes, as cmark reports it.
    /// - Returns: The 1-based column in characters (grapheme clusters).
    public func characterColumn(line: Int, byteColumn: Int) -> Int {
        let offset = max(byteColumn - 1, 0)
        var bytes = 0
        var characters = 0
        for character in self.line(line) {
            if bytes >= offset { break }
            bytes += character.utf8.count
            characters += 1
        }
        return characters + 1
    }

    /// Splits text into lines on `\n`, keeping empty lines, without a phantom last line.
    static func splitLines(_ source: String) -> [Substring] {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        if source.hasSuffix("\n") { lines.removeLast() }
        return lines
    }
}
