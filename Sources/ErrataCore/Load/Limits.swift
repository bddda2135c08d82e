public import ErrataMarkdown

/// How large and how complex a page may be: the `limits` section of `errata.yml`.
///
/// A page over a limit is refused early, before anything is written, with an ``InputError``
/// naming the file (and the line, for all but the size), so that no document can make errata
/// run out of memory or stack, or take time that grows faster than the document:
///
/// ```yaml
/// limits:
///   max-file-bytes: 16777216   # a page's size in bytes (default 16 MiB)
///   max-nesting: 256           # block quotes, lists, emphasis, links inside one another (default 256)
///   max-inline-markup: 5000    # emphasis and link markers in one paragraph or table row (default 5000)
///   max-table-columns: 256     # cells on one line, split at '|' (default 256)
/// ```
///
/// The last three are ``MarkdownLimits``; see there why each exists.
public struct Limits: Sendable, Hashable {
    /// The largest page errata reads, in bytes.
    public var maxFileBytes: Int
    /// The deepest nesting of Markdown containers in a page.
    public var maxNesting: Int
    /// The most emphasis markers and link ends (`*`, `_`, `~`, `]`) in one paragraph or table row.
    public var maxInlineMarkup: Int
    /// The most cells on one line, split at `|` as a table row.
    public var maxTableColumns: Int

    /// Creates limits; each defaults to errata's default.
    public init(
        maxFileBytes: Int = 16 << 20,
        maxNesting: Int = MarkdownLimits.default.maximumNesting,
        maxInlineMarkup: Int = MarkdownLimits.default.maximumInlineMarkup,
        maxTableColumns: Int = MarkdownLimits.default.maximumTableColumns
    ) {
        self.maxFileBytes = maxFileBytes
        self.maxNesting = maxNesting
        self.maxInlineMarkup = maxInlineMarkup
        self.maxTableColumns = maxTableColumns
    }

    /// The limits errata applies when the config sets none: 16 MiB (about a hundred times the
    /// largest guide errata was written for), 256 levels, 5,000 markers, 256 columns.
    public static let `default` = Limits()

    /// The highest value each limit may be set to in `errata.yml`: 1 GiB, and
    /// ``MarkdownLimits/ceilings``.
    public static let ceilings = Limits(
        maxFileBytes: 1 << 30,
        maxNesting: MarkdownLimits.ceilings.maximumNesting,
        maxInlineMarkup: MarkdownLimits.ceilings.maximumInlineMarkup,
        maxTableColumns: MarkdownLimits.ceilings.maximumTableColumns
    )

    /// The largest config file errata reads: 1 MiB. A config has no `limits` of its own.
    public static let maxConfigBytes = 1 << 20

    /// The limits the Markdown parser checks.
    public var markdown: MarkdownLimits {
        MarkdownLimits(
            maximumNesting: maxNesting, maximumInlineMarkup: maxInlineMarkup, maximumTableColumns: maxTableColumns)
    }
}
