public import ErrataMarkdown

/// A page and its Markdown tree, as the parse stage hands it to extraction.
public struct ParsedDocument: Sendable {
    /// The page as loaded.
    public var source: SourceDocument
    /// The tree, with source lines.
    public var markdown: MarkdownDocument
    /// Front matter written as keys and values that is not valid YAML, if the page has such.
    var frontMatterProblem: FrontMatter.Problem?

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
            column: position.column > 0 ? characterColumn(line: position.line, byteColumn: position.column) : 0
        )
    }

    /// ``MarkdownDocument/characterColumn(line:byteColumn:)``, answered on the bytes when those
    /// before the column are plain scalars (``FastText/isPlain(_:)``: ASCII but `\r`, Hangul
    /// syllables, kana, CJK ideographs and punctuation, fullwidth forms) and the column starts a
    /// scalar: each such scalar is a character of its own, so the column is one past their count.
    func characterColumn(line: Int, byteColumn: Int) -> Int {
        let offset = byteColumn - 1
        if offset > 0, line >= 1, line <= markdown.lineCount {
            // The line's bytes read in place.
            let counted = markdown.withLineBytes { lines -> Int? in
                let bytes = lines[line]
                guard offset <= bytes.count, offset == bytes.count || bytes[offset] & 0xC0 != 0x80 else { return nil }
                return FastText.plainCharacterCount(UnsafeBufferPointer(rebasing: bytes[..<offset])).map { $0 + 1 }
            }
            if let counted { return counted }
        }
        return markdown.characterColumn(line: line, byteColumn: byteColumn)
    }

    /// A location in this document from a line and a 0-based character offset on it.
    public func location(line: Int, characterOffset: Int) -> SourceLocation {
        SourceLocation(path: source.path, line: line, column: characterOffset + 1)
    }
}

/// The parse stage: Markdown text to trees.
public struct DocumentParser: Sendable {
    /// How much of each paragraph's inline content the trees keep.
    public var paragraphs: MarkdownParser.ParagraphDetail

    /// Creates a parser.
    ///
    /// - Parameter paragraphs: How much of each paragraph's inline content the trees keep. By
    ///   default, what ``FactExtractor`` reads: links and unmatched emphasis markers (see
    ///   ``MarkdownParser/ParagraphDetail/linksAndMarkers``); `.all` keeps every node.
    public init(paragraphs: MarkdownParser.ParagraphDetail = .linksAndMarkers) {
        self.paragraphs = paragraphs
    }

    /// Parses one page. Containers nested deeper than the default `max-nesting` are left out
    /// of the tree (their content is kept); the pipeline uses ``parse(_:limits:)``, which refuses them.
    public func parse(_ document: SourceDocument) -> ParsedDocument {
        let frontMatter = FrontMatter.read(document.text)
        var parsed = ParsedDocument(
            source: document,
            markdown: MarkdownParser.parse(document.text, paragraphs: paragraphs, frontMatterLines: frontMatter.lines)
        )
        parsed.frontMatterProblem = frontMatter.problem
        return parsed
    }

    /// Parses one page, refusing one over `limits` (nesting, inline markup, table columns).
    ///
    /// - Throws: ``InputError`` naming the page and the line where the page goes over a limit.
    public func parse(_ document: SourceDocument, limits: Limits) throws -> ParsedDocument {
        do {
            // Front matter (YAML between `---` fences at the top) is metadata: cmark reads it as blank lines.
            let frontMatter = FrontMatter.read(document.text)
            let markdown = try MarkdownParser.parse(
                document.text, limits: limits.markdown, paragraphs: paragraphs, frontMatterLines: frontMatter.lines)
            var parsed = ParsedDocument(source: document, markdown: markdown)
            parsed.frontMatterProblem = frontMatter.problem
            return parsed
        } catch let error as MarkdownLimitError {
            var column = 0
            if error.position.column > 0 {
                let line =
                    document.text.split(separator: "\n", omittingEmptySubsequences: false)
                    .dropFirst(error.position.line - 1).first ?? ""
                column = String(decoding: line.utf8.prefix(error.position.column - 1), as: UTF8.self).count + 1
            }
            let message: String
            switch error.kind {
            case .nesting:
                message =
                    "the Markdown nests more than \(error.limit) levels deep here (block quotes, lists, emphasis or "
                    + "links inside one another); errata refuses it (limits.max-nesting in errata.yml)"
            case .inlineMarkup:
                message =
                    "the paragraph or table row that reaches this line holds more than \(error.limit) emphasis markers and "
                    + "link ends (*, _, ~, ]); errata refuses it, as it would take the Markdown parser too "
                    + "long (limits.max-inline-markup in errata.yml)"
            case .tableColumns:
                message =
                    "this line holds more than \(error.limit) table cells (split at '|'); errata refuses it, as it would "
                    + "take the Markdown parser too long (limits.max-table-columns in errata.yml)"
            }
            throw InputError(
                message, at: SourceLocation(path: document.path, line: error.position.line, column: column))
        }
    }
}
