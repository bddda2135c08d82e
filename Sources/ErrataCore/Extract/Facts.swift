/// Where in the table of contents a fact stands: the path of headings above it.
public typealias SectionPath = [String]

/// An error code as a guide's error table defines it.
public struct CodeDefinition: Sendable, Hashable, Codable {
    /// The documented symbol, e.g. `TCGB_ERROR_BANNED_MEMBER`, with Markdown escapes removed.
    public var symbol: String
    /// The number.
    public var code: Int
    /// The category (blank cells take the one above), if the table has one.
    public var category: String?
    /// The description in the document's language; line breaks written `<br/>` are `\n`.
    public var description: String?
    /// Where the row is.
    public var location: SourceLocation
    /// The headings above the table.
    public var section: SectionPath

    /// Creates a definition.
    public init(
        symbol: String,
        code: Int,
        category: String?,
        description: String?,
        location: SourceLocation,
        section: SectionPath
    ) {
        self.symbol = symbol
        self.code = code
        self.category = category
        self.description = description
        self.location = location
        self.section = section
    }
}

/// An error symbol used outside the error tables: in prose (`SYMBOL(123)`) or sample code.
public struct CodeMention: Sendable, Hashable, Codable {
    /// Where the mention stands.
    public enum Context: String, Sendable, Hashable, Codable {
        /// Running text, lists, headings.
        case prose
        /// A code block, or a line of code in a page that lost its code fences.
        case sample
    }

    /// The symbol.
    public var symbol: String
    /// The number written beside it, if any.
    public var code: Int?
    /// Prose or sample code.
    public var context: Context
    /// Where.
    public var location: SourceLocation
    /// The headings above it.
    public var section: SectionPath

    /// Creates a mention.
    public init(symbol: String, code: Int?, context: Context, location: SourceLocation, section: SectionPath) {
        self.symbol = symbol
        self.code = code
        self.context = context
        self.location = location
        self.section = section
    }
}

/// Everything extracted from one page.
public struct DocumentFacts: Sendable {
    /// The language's folder name.
    public var language: String
    /// The page, relative to the language folder, without `.md`.
    public var page: String
    /// The file, relative to the project root.
    public var path: String
    /// Error codes from tables.
    public var definitions: [CodeDefinition]
    /// Error symbols in prose and samples.
    public var mentions: [CodeMention]

    /// Creates the facts of a page.
    public init(language: String, page: String, path: String, definitions: [CodeDefinition], mentions: [CodeMention]) {
        self.language = language
        self.page = page
        self.path = path
        self.definitions = definitions
        self.mentions = mentions
    }
}
