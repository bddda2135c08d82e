public import ErrataMarkdown

/// A page and its Markdown tree, as the parse stage hands it to extraction.
public struct ParsedDocument: Sendable {
    /// The page as loaded.
    public var source: SourceDocument
    /// The tree, with source lines.
    public var markdown: MarkdownDocument

    /// Creates a parsed document.
    public init(source: SourceDocument, markdown: MarkdownDocument) {
        self.source = source
        self.markdown = markdown
    }

    /// A location in this document from a cmark position (byte column), with the column in characters.
    public func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(
            path: source.path,
            line: position.line,
            column: position.column > 0
                ? markdown.characterColumn(line: position.line, byteColumn: position.column) : 0
        )
    }

    /// A location in this document from a line and a 0-based character offset on it.
    public func location(line: Int, characterOffset: Int) -> SourceLocation {
        SourceLocation(path: source.path, line: line, column: characterOffset + 1)
    }
}

/// The parse stage: Markdown text to trees.
public struct DocumentParser: Sendable {
    /// Creates a parser.
    public init() {}

    /// Parses one page.
    public func parse(_ document: SourceDocument) -> ParsedDocument {
        ParsedDocument(source: document, markdown: MarkdownParser.parse(document.text))
    }
}
