/// How much a document may ask of the parser: what ``MarkdownParser/parse(_:limits:)`` refuses.
///
/// Each limit bounds a cost that would otherwise grow faster than the document:
/// - Nesting: every walk over the tree, and freeing it, takes stack in proportion to its depth.
/// - Inline markup: libcmark-gfm 0.29.0.gfm.6 (the version Debian 12 ships) takes time that grows
///   with the cube of the emphasis and link markers in one paragraph (`*a* [b](c)` a few
///   thousand times over takes minutes).
/// - Table columns: the same library takes time that grows with the square of the cells in one
///   table row (or in a line that looks like a table's delimiter row).
///
/// Under the limits the parser's time grows linearly with the document.
public struct MarkdownLimits: Sendable, Hashable {
    /// How many containers (block quotes, lists, items, emphasis, links, table rows and cells…)
    /// may stand inside one another, the document not counted.
    public var maximumNesting: Int
    /// How many emphasis markers and link ends (`*`, `_`, `~`, `]`, unescaped; `_` inside a word
    /// not counted) one paragraph, or one table row, may hold. An unclosed `[` costs nothing and
    /// is not counted.
    public var maximumInlineMarkup: Int
    /// How many cells one line may hold as a table row: split at unescaped `|`, without a
    /// leading and a trailing one.
    public var maximumTableColumns: Int

    /// Creates limits.
    public init(
        maximumNesting: Int = MarkdownLimits.default.maximumNesting,
        maximumInlineMarkup: Int = MarkdownLimits.default.maximumInlineMarkup,
        maximumTableColumns: Int = MarkdownLimits.default.maximumTableColumns
    ) {
        self.maximumNesting = maximumNesting
        self.maximumInlineMarkup = maximumInlineMarkup
        self.maximumTableColumns = maximumTableColumns
    }

    private init(nesting: Int, inlineMarkup: Int, tableColumns: Int) {
        maximumNesting = nesting
        maximumInlineMarkup = inlineMarkup
        maximumTableColumns = tableColumns
    }

    /// The defaults: 256 levels, 5,000 markers, 256 columns. Guides written by people stay far
    /// below them (the seed guides: 9 levels, 99 markers, 4 columns); a document at every limit
    /// at once parses in about a second per megabyte.
    public static let `default` = MarkdownLimits(nesting: 256, inlineMarkup: 5000, tableColumns: 256)

    /// The highest value each limit may take: deeper trees are not safe to walk on a 1 MiB stack,
    /// and more markup or columns take seconds per paragraph or row.
    public static let ceilings = MarkdownLimits(nesting: 1000, inlineMarkup: 50_000, tableColumns: 10_000)

    /// These limits, each brought within 1 and its ceiling.
    public var clamped: MarkdownLimits {
        MarkdownLimits(
            nesting: min(max(maximumNesting, 1), Self.ceilings.maximumNesting),
            inlineMarkup: min(max(maximumInlineMarkup, 1), Self.ceilings.maximumInlineMarkup),
            tableColumns: min(max(maximumTableColumns, 1), Self.ceilings.maximumTableColumns)
        )
    }
}

/// A document over one of its ``MarkdownLimits``.
public struct MarkdownLimitError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which limit.
    public enum Kind: String, Sendable, Hashable {
        /// ``MarkdownLimits/maximumNesting``.
        case nesting
        /// ``MarkdownLimits/maximumInlineMarkup``.
        case inlineMarkup
        /// ``MarkdownLimits/maximumTableColumns``.
        case tableColumns
    }

    /// Which limit the document is over.
    public var kind: Kind
    /// Where: the first container too deep, or the line where the count went over the limit
    /// (column 0 when cmark gives none).
    public var position: SourcePosition
    /// The limit.
    public var limit: Int

    /// Creates the error.
    public init(kind: Kind, position: SourcePosition, limit: Int) {
        self.kind = kind
        self.position = position
        self.limit = limit
    }

    public var description: String {
        switch kind {
        case .nesting:
            return "Markdown containers nest more than \(limit) levels deep at line \(position.line)"
        case .inlineMarkup:
            return "more than \(limit) emphasis and link markers in one paragraph, at line \(position.line)"
        case .tableColumns:
            return "more than \(limit) table cells on line \(position.line)"
        }
    }
}
