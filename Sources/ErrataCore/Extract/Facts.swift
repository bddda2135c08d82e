/// Where in the table of contents a fact stands: the path of headings above it.
public typealias SectionPath = [String]

/// An error code as a guide's error table defines it.
public struct CodeDefinition: Sendable, Hashable, Codable {
    // Stored first, out of the public initializer's order, so that the memberwise initializer
    // exists beside it and makes the value in place: an initializer written out copies it (see
    // `MarkdownNode`).
    /// Where the row is.
    public var location: SourceLocation
    /// The documented symbol, e.g. `XYZ_ERROR_ACCOUNT_LOCKED`, with Markdown escapes removed.
    public var symbol: String
    /// The number.
    public var code: Int
    /// The category (blank cells take the one above), if the table has one.
    public var category: String?
    /// The description in the document's language; line breaks written `<br/>` are `\n`.
    public var description: String?
    /// The headings above the table.
    public var section: SectionPath
    /// Whether the table writes the code in hexadecimal (`0x1F`).
    public var hexadecimal: Bool
    /// Every spelling the row's cell gives for this one code, in the cell's order, when it gives
    /// more than one (`NOT_INITIALIZED<br/>XYZ_ERROR_NOT_INITIALIZED`: one platform's spelling and
    /// another's); ``symbol`` is the shortest, the name without a platform's prefix.
    public var spellings: [String] = []
    /// The platforms the row says the code exists on (a Platform column), as ``Platform`` ids.
    public var platforms: [String] = []
    /// How a column per platform spells the code (`| Code | Android | iOS |` with `NOT_READY |
    /// XYZErrorNotReady`), by ``Platform`` id.
    public var platformSpellings: [String: String] = [:]
    /// The group of codes the row belongs to, from a group column (`MatchResult`): each group is
    /// an enum of its own, with numbers of its own; `nil` for the product's error codes.
    public var group: String?
    /// Whether the row gives no symbol (`| 50001 | Not supported |` in a table of error codes):
    /// ``symbol`` is then the code's decimal text, which no symbol can be, and names nothing.
    public var isUnnamed = false
    /// Where the description is, when not on the definition's line: the row of a table that
    /// describes the cases of an error enum declared in code.
    public var descriptionLocation: SourceLocation?
    /// The row's message column, in a table that gives a description beside it
    /// (`| Code | Message | Description |`): text an API returns, kept in every language, or, where
    /// the languages translate it, the code's message (the catalog decides which).
    public var message: String?
    /// The text of the row's first column, before its symbol, where the header names nothing errata
    /// knows (`| Store | Code | Name |`), or names platforms and the cell none errata knows
    /// (`| Platform | … |` with `Game Center`): what the code may belong to (`Google Play`), when
    /// the table lists another system's codes (see ``CatalogBuilder``).
    public var owner: String?
    /// The type the row writes its symbol as a member of (`GKError` of `GKError.cancelled`), if any.
    public var qualifier: String?
    /// Whether it is a case of an enum a code block declares, not a table's row.
    public var isDeclaredInCode = false
    /// Whether its number is the HTTP status its row gives (`| INVALID_REQUEST | 400 | … |` under
    /// `HTTP status`): a REST API's codes named by strings, many of which share a status.
    public var numberIsHTTPStatus = false
    /// Whether the row's description says what causes the code (a table headed `| 코드 | 원인 | 조치 |`),
    /// not what its message says.
    public var describesCause = false
    /// The row's cells that answer yes or no (`| … | Retryable |` with `Yes`, `아니요`), in the
    /// table's order: what an app decides by (whether to retry), compared across languages.
    public var flags: [TableFlag] = []
    /// The row's number written again in the other notation, in a cell of its own (`| 3002 | 0xBBA |`);
    /// `nil` where the row writes it once.
    public var restated: RestatedNumber?
    /// The HTTP status the row gives in a column of its own beside its code (`| TL-2006 |
    /// MARKET_CLOSED | 409 | … |` under `HTTP`); `nil` where it gives none.
    public var httpStatus: RestatedNumber?
}

/// A number a table's row writes a second time, in the other notation (see ``CodeDefinition/restated``).
public struct RestatedNumber: Sendable, Hashable, Codable {
    /// The cell's text (`0xBBA`, `409`).
    public var text: String
    /// Its value.
    public var value: Int
    /// Where the cell is.
    public var location: SourceLocation
}

/// A table cell that answers yes or no, beside an error code (see ``CodeDefinition/flags``).
public struct TableFlag: Sendable, Hashable, Codable {
    /// The column's header, as the page writes it (`再試行`).
    public var header: String
    /// The cell's text (`いいえ`).
    public var text: String
    /// Whether it says yes.
    public var isYes: Bool
    /// Where the cell is.
    public var location: SourceLocation
}

extension CodeDefinition {
    /// Creates a definition.
    public init(
        symbol: String,
        code: Int,
        category: String?,
        description: String?,
        location: SourceLocation,
        section: SectionPath,
        hexadecimal: Bool = false
    ) {
        self.init(
            location: location, symbol: symbol, code: code, category: category, description: description,
            section: section, hexadecimal: hexadecimal)
    }
}

extension CodeDefinition {
    /// How a report names the row's code: `SYMBOL (3001)`, or the number alone for a row without a
    /// symbol; `number` is the code as the product writes it.
    func label(number: String) -> String {
        isUnnamed ? number : "\(symbol) (\(number))"
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
    /// Whether it is written as a member of a type or namespace (`BillingResponse.ITEM_OWNED`):
    /// another library's constant, unless it has the product's error prefix.
    public var isMember = false
    /// Whether it is a mixed-case name written with a number (`XYZPushErrorTokenFailed (4)`): a
    /// code only where a table gives that spelling, never one of its own.
    public var isMixedCase = false
    /// The name as the page writes it, when that is a platform's spelling of ``symbol`` (an enum
    /// case declared in code that restates a table's code: `XYZErrorCodeTimeout` for `XYZ_TIMEOUT`).
    public var spelling: String?
    /// Whether a JSON sample gives it beside a code (`"resultCode": 0, "resultMessage": "XYZ_OK"`):
    /// the product's own response, never another product's code quoted.
    public var isJSONField = false
    /// Whether its line says something was removed or deprecated (`Removed XYZ_LEGACY (7).`).
    public var saysRemoved = false

    /// Creates a mention.
    public init(
        symbol: String, code: Int?, context: Context, location: SourceLocation, section: SectionPath,
        isMember: Bool = false, isMixedCase: Bool = false
    ) {
        self.symbol = symbol
        self.code = code
        self.context = context
        self.location = location
        self.section = section
        self.isMember = isMember
        self.isMixedCase = isMixedCase
    }
}

/// A heading of a page, real or written as `####3.1.1` (which CommonMark reads as text).
public struct SectionHeading: Sendable, Hashable, Codable {
    // Stored first, out of the public initializer's order, so that the memberwise initializer
    // exists beside it and makes the value in place: an initializer written out copies it (see
    // `MarkdownNode`).
    /// Where it is.
    public var location: SourceLocation
    /// The heading's text.
    public var title: String
    /// 1 to 6.
    public var level: Int
    /// The headings above it and itself.
    public var path: SectionPath
    /// True for a line such as `####3.1.1` that does not render as a heading.
    public var isPseudo: Bool
    /// The heading's explicit ID, `login` for `## 로그인 {#login}` (Docusaurus, Hugo, kramdown,
    /// Pandoc), which translations keep: the title is read without it.
    public var anchor: String?
}

extension SectionHeading {
    /// Creates a heading.
    public init(
        title: String, level: Int, path: SectionPath, location: SourceLocation, isPseudo: Bool, anchor: String? = nil
    ) {
        self.init(location: location, title: title, level: level, path: path, isPseudo: isPseudo, anchor: anchor)
    }
}

/// An Objective-C API a page states: a declaration, a selector named in the text, or a message sent in a sample.
public struct APIFact: Sendable, Hashable, Codable {
    /// How the page states it.
    public enum Kind: String, Sendable, Hashable, Codable, Comparable {
        /// `+ (void)signInWithProvider:(NSString *)type …;`
        case declaration
        /// `[XYZClient signInWithProvider:viewController:completion:]` in running text.
        case reference
        /// A message sent in sample code.
        case send

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rank < rhs.rank }
        private var rank: Int {
            switch self {
            case .declaration: return 0
            case .reference: return 1
            case .send: return 2
            }
        }
    }

    // Stored first, out of the public initializer's order, so that the memberwise initializer
    // exists beside it and makes the value in place: an initializer written out copies it (see
    // `MarkdownNode`).
    /// Where.
    public var location: SourceLocation
    /// The selector, e.g. `signInWithProvider:viewController:completion:`.
    public var selector: String
    /// The receiver, for references and sends (`XYZClient`), if it is a plain name.
    public var receiver: String?
    /// Declaration, reference or send.
    public var kind: Kind
    /// The parsed declaration, for declarations.
    public var declaration: ObjCMethodDeclaration?
    /// The headings above it.
    public var section: SectionPath
}

extension APIFact {
    /// Creates an API fact.
    public init(
        selector: String,
        receiver: String?,
        kind: Kind,
        declaration: ObjCMethodDeclaration?,
        location: SourceLocation,
        section: SectionPath
    ) {
        self.init(
            location: location, selector: selector, receiver: receiver, kind: kind, declaration: declaration,
            section: section)
    }
}

/// One row of a parameter or field table: a key with its type, length or allowed values.
public struct ParameterFact: Sendable, Hashable, Codable {
    // Stored first, out of the public initializer's order, so that the memberwise initializer
    // exists beside it and makes the value in place: an initializer written out copies it (see
    // `MarkdownNode`).
    /// Where the row is.
    public var location: SourceLocation
    /// The key, field or parameter name as written.
    public var key: String
    /// A type such as `String`, `bigint` or `BOOL`, if the row gives one.
    public var type: String?
    /// A maximum length, if the row gives one.
    public var maxLength: Int?
    /// Allowed values, if the row lists them (`mail, phone` or `"north"<br/>"south"`).
    public var values: [String]
    /// The localized description or purpose.
    public var description: String?
    /// The headings above the table.
    public var section: SectionPath
    /// The table's first row line, which identifies the table within the page.
    public var tableLine: Int
    /// Whether the row says the parameter is required (`Y`, `필수`, `mandatory`) or optional
    /// (`N`, `선택`, `optional`), if its table has such a column.
    public var required: Bool?
    /// Where a request sends the parameter, if its table has a column that says (`Path`, `Query`).
    public var place: ParameterPlace?
    /// The row's cells that are a number alone, other than its key, description, type and length
    /// (a default value, `2500000`), as written without thousands separators.
    public var numbers: [String] = []
    /// The default its description names in code (``Defaults to `86400` ``), if it names one.
    public var statedDefault: String?
    /// The numbers its description writes in code (``maximum `2419200` ``), examples aside.
    public var describedNumbers: [String] = []
    /// The values its description enumerates in code (`` One of `pending`, `settled`, `failed` ``),
    /// examples aside.
    public var describedValues: [String] = []
}

/// Where a request sends a parameter.
public enum ParameterPlace: String, Sendable, Hashable, Codable {
    case path, query, header, body
}

/// A parameter an endpoint written on the page carries in its address (`{appKey}` in
/// `/apps/{appKey}/users`, `pageSize` in `?pageSize=25`; see ``EndpointText``).
public struct EndpointParameterFact: Sendable, Hashable, Codable {
    /// The parameter's name.
    public var name: String
    /// Where the address is written.
    public var location: SourceLocation
    /// The headings above it.
    public var section: SectionPath
}

/// A number the text gives a name every language keeps (`Python 3.9`, `iOS 14.0`, `HTTP 429`; see
/// ``NamedNumbers``).
public struct NamedNumberFact: Sendable, Hashable, Codable {
    public var name: String
    /// Digits and dots (`3.9`, `1200`).
    public var number: String
    public var location: SourceLocation
}

/// A number a line of prose gives on its own (`초당 50회`, `up to 15 seconds`; see ``Quantities``).
public struct QuantityFact: Sendable, Hashable, Codable {
    /// The value in its kind's unit (seconds for a duration, bytes for a size).
    public var value: String
    /// What the number counts: `plain`, `duration`, `size` or `percent`.
    public var kind: String
    /// The number and its unit as written.
    public var text: String
    /// Whether a table's cell writes it, not a line of prose.
    public var inTable: Bool
    public var location: SourceLocation
}

/// An identifier a line of prose or a table's row names (`PAYMENT_DEFERRED`, `` `getUserId()` ``; see
/// ``IdentifierText``).
public struct IdentifierFact: Sendable, Hashable, Codable {
    /// How the line writes it.
    public enum Form: String, Sendable, Hashable, Codable {
        /// A code span's whole text.
        case span
        /// A word outside code spans that only an identifier is (`client_id`, `getUserId`).
        case word
        /// A word of capitals outside code spans (`REFUNDABLE`): read only to tell that a language
        /// writes it, since an acronym looks the same.
        case capitals
    }

    public var text: String
    public var form: Form
    /// Whether a rule may report it: not in an error table's row (the code rules compare those).
    public var isReported: Bool
    /// The key of the parameter table's row it stands in, if it does (the parameter rules compare
    /// the rows they pair by key).
    public var parameterKey: String?
    public var location: SourceLocation
}

/// An endpoint written with its HTTP method (`GET /settlements`, `POST https://api.example.com/v1/orders`).
public struct EndpointFact: Sendable, Hashable, Codable {
    /// The method, upper case.
    public var method: String
    /// The address's path: without a scheme and host, a query or a closing `/` (`/v1/orders/{id}`).
    public var path: String
    public var location: SourceLocation

    /// The method and the path, as a page writes them: `GET /v1/orders/{id}`.
    public var text: String { method + " " + path }
}

/// The HTTP method of an endpoint a section writes.
public struct RequestMethodFact: Sendable, Hashable, Codable {
    /// The method, upper case.
    public var method: String
    /// The headings above it.
    public var section: SectionPath

    /// Whether a request of the method sends no body: its parameters go in the address.
    public var sendsNoBody: Bool { ["GET", "DELETE", "HEAD", "OPTIONS"].contains(method) }
}

extension ParameterFact {
    /// Creates a parameter fact.
    public init(
        key: String,
        type: String?,
        maxLength: Int?,
        values: [String],
        description: String?,
        location: SourceLocation,
        section: SectionPath,
        tableLine: Int,
        required: Bool? = nil,
        place: ParameterPlace? = nil
    ) {
        self.init(
            location: location, key: key, type: type, maxLength: maxLength, values: values, description: description,
            section: section, tableLine: tableLine, required: required, place: place)
    }
}

/// A JSON example in a code block or in the text, with the keys it uses.
public struct JSONExampleFact: Sendable, Hashable, Codable {
    /// The object keys, top level first, in the order written; nested keys as `outer.inner`.
    public var keys: [String]
    /// The line where each key's name is first written (empty when not known).
    public var keyLines: [Int]
    /// The kind of each key's first value (empty when not known).
    public var valueKinds: [JSONValueKind] = []
    /// Each key's first value when it is a number or a truth value, as JSON writes it (`3600`,
    /// `true`), or a string in ASCII, quoted (`"KRW"`); empty for another value (empty when not known).
    public var values: [String] = []
    /// Where the example starts.
    public var location: SourceLocation
    /// The headings above it.
    public var section: SectionPath
    /// The versions it writes (`"io.example.sdk": "3.3.0"` in a manifest), in order (see
    /// ``PinnedValues``; its addresses are left out: an example's own data, a user's avatar, is
    /// localized).
    public var versions: [String] = []
    /// Whether the line that introduces it names a response (`Response 200 OK:`, `응답 예시`): it
    /// shows what comes back, not what the table beside it says a request sends.
    public var isResponse = false

    /// Where `key` is written, or where the example starts when that is not known.
    public func location(ofKey key: String) -> SourceLocation {
        guard let index = keys.firstIndex(of: key), index < keyLines.count else { return location }
        return SourceLocation(path: location.path, line: keyLines[index], column: 1)
    }

    /// Creates a JSON example fact.
    public init(keys: [String], keyLines: [Int] = [], location: SourceLocation, section: SectionPath) {
        self.keys = keys
        self.keyLines = keyLines
        self.location = location
        self.section = section
    }
}

/// A link in the text.
public struct LinkFact: Sendable, Hashable, Codable {
    /// The link's text.
    public var label: String
    /// Where it points.
    public var destination: String
    /// Where it is.
    public var location: SourceLocation
    /// The headings above it.
    public var section: SectionPath

    /// Creates a link fact.
    public init(label: String, destination: String, location: SourceLocation, section: SectionPath) {
        self.label = label
        self.destination = destination
        self.location = location
        self.section = section
    }
}

/// An image on the page: translations most often keep its source, so it tells where a
/// section stands when the headings are translated.
public struct ImageFact: Sendable, Hashable, Codable {
    /// The image's source, as written.
    public var source: String
    /// The 1-based line it is on.
    public var line: Int
    /// The 1-based character column of its `!`, or 0 when not known.
    public var column: Int
    /// Its alt text, trimmed: the line's text runs leave it out (most often it names a screenshot of
    /// the source language's product), and ``UntranslatedRule`` compares it across translations.
    public var alt: String

    /// Creates an image fact.
    public init(source: String, line: Int, column: Int = 0, alt: String = "") {
        self.source = source
        self.line = line
        self.column = column
        self.alt = alt
    }
}

/// Text a translation keeps as it is: a code block, a line of prose written in ASCII of five
/// words or more (a quoted log or error message, a command), or a code span (kept apart, in
/// ``DocumentFacts/codeSpans``). Its hash finds the same text on another language's page (see
/// ``VerbatimText``).
public struct VerbatimFact: Sendable, Hashable, Codable {
    /// The hash of the text.
    public var hash: UInt64
    /// The 1-based line it starts on.
    public var line: Int
    /// Whether the text is unlikely to recur by chance elsewhere: any code block or line of prose;
    /// a code span shaped as a name of code (`DEMO_WORD_BLOCKED`, `requestPurchase`, `Query()`) or
    /// a command, not a word (`default`, `None`).
    public var isDistinctive: Bool

    /// Creates a verbatim fact.
    public init(hash: UInt64, line: Int, isDistinctive: Bool = true) {
        self.hash = hash
        self.line = line
        self.isDistinctive = isDistinctive
    }
}

/// A line of prose wholly in ASCII, a sentence (five words or more, four of them in lower case),
/// on a page in a language with letters of its own: text left as another language's edition
/// writes it, where a page in a Latin-script language holds the same line (see
/// ``VerbatimText/proseHash(_:)``).
public struct LatinProseFact: Sendable, Hashable, Codable {
    /// The line's hash, as ``VerbatimFact/hash`` gives a line of prose.
    public var hash: UInt64
    /// The line, as a run of Latin text.
    public var run: ForeignTextFact
}

/// A run of text in a script the page's language does not use (Korean in a Chinese guide).
public struct ForeignTextFact: Sendable, Hashable, Codable {
    /// The text of the run, trimmed.
    public var text: String
    /// The script it is in, e.g. `Hangul`.
    public var script: String
    /// Where the run starts.
    public var location: SourceLocation
    /// The headings above it.
    public var section: SectionPath
    /// The language code (`zh`, `ja`) the address names when the run is the text of a link to a
    /// language's edition of a page on another site (`[请求体](https://example.com/zh/body/)`):
    /// the page's title in that language, perhaps quoted on purpose.
    public var titledEdition: String?
    /// Whether the run stands between double quotation marks (`"…"`, `“…”`): a quotation on the
    /// source's page (an article's title), where a translation's may be a label left as it was.
    public var isQuoted: Bool

    /// Creates a foreign-text fact.
    public init(
        text: String, script: String, location: SourceLocation, section: SectionPath, titledEdition: String? = nil,
        isQuoted: Bool = false
    ) {
        self.text = text
        self.script = script
        self.location = location
        self.section = section
        self.titledEdition = titledEdition
        self.isQuoted = isQuoted
    }
}

/// What a sample code block does, with comments and string literals set aside.
public struct SampleFact: Sendable, Hashable, Codable {
    /// Selectors of the messages it sends, in order.
    public var selectors: [String]
    /// Error symbols it compares against.
    public var symbols: [String]
    /// Constants it passes (`kXYZProviderMail`, `YES`, numbers are left out).
    public var constants: [String]
    /// Methods it calls on a receiver in languages other than Objective-C (`fetchToken` of
    /// `Demo.fetchToken(context)`), in order.
    public var calls: [String] = []
    /// Functions and methods it declares in languages other than Objective-C (`sendMessage` of
    /// `sendMessage(roomId: string): Promise<void>;`), in order.
    public var declares: [String] = []
    /// The signatures of those functions, their names and parameter lists
    /// (`sendMessage(roomId: string, text: string)`), in order.
    public var signatures: [String] = []
    /// The versions and addresses it writes (`3.3.0`, `api.example.com/v3/orders`), in order, and
    /// where each is.
    public var pinned: [String] = []
    public var pinnedLocations: [SourceLocation] = []
    /// Where the block starts.
    public var location: SourceLocation
    /// The headings above it.
    public var section: SectionPath

    /// Creates a sample fact.
    public init(
        selectors: [String], symbols: [String], constants: [String], location: SourceLocation, section: SectionPath
    ) {
        self.selectors = selectors
        self.symbols = symbols
        self.constants = constants
        self.location = location
        self.section = section
    }
}

/// An error symbol a table writes with characters code cannot hold: invisible ones (a zero-width
/// space) or full-width forms (`＿`). It is read as if they were not there.
public struct DisguisedSymbolFact: Sendable, Hashable, Codable {
    /// The symbol as read.
    public var symbol: String
    /// The characters set aside to read it, as Unicode scalar values.
    public var scalars: [UInt32]
    /// Where: its cell.
    public var location: SourceLocation
    /// The headings above it.
    public var section: SectionPath

    /// Creates a disguised symbol.
    public init(symbol: String, scalars: [UInt32], location: SourceLocation, section: SectionPath) {
        self.symbol = symbol
        self.scalars = scalars
        self.location = location
        self.section = section
    }
}

/// A row of an error table errata cannot read: it gives no symbol errata reads as one (a code
/// with a name shaped otherwise, or cells of text), so it defines no error code.
public struct UnreadableRowFact: Sendable, Hashable, Codable {
    /// The row's cells that hold text, as read.
    public var cells: [String]
    /// Where: the row's first cell with text.
    public var location: SourceLocation
    /// The headings above it.
    public var section: SectionPath

    /// Creates an unreadable row.
    public init(cells: [String], location: SourceLocation, section: SectionPath) {
        self.cells = cells
        self.location = location
        self.section = section
    }
}

/// A table that pairs names with numbers but does not list the product's errors: a table of
/// states (`ACTIVE | 0`) or values, told by its header and the headings above it. Its rows define
/// no error code; where it was and why is kept for `catalog.json` and `errata explain`.
public struct SetAsideTableFact: Sendable, Hashable, Codable {
    /// Why the table is not an error table, in a sentence.
    public var reason: String
    /// The symbols or names its rows give, in order.
    public var names: [String]
    /// The numbers its rows give, in order.
    public var codes: [Int]
    /// Where: the table's first row.
    public var location: SourceLocation
    /// The headings above it.
    public var section: SectionPath
    /// For a table that maps another system's codes to the product's, what each row maps.
    public var mappings: [Mapping]?
    /// Its rows that give one name and one number (`| 6 | COPYRIGHT | … |`), compared across
    /// languages; not written to the catalog, which lists the names and numbers.
    public var values: [NamedValue] = []

    /// A row's name and number, and where the row is.
    public struct NamedValue: Sendable, Hashable, Codable {
        public var name: String
        public var code: Int
        public var location: SourceLocation
    }

    private enum CodingKeys: String, CodingKey {
        case reason, names, codes, location, section, mappings
    }

    /// A row of a mapping table: another system's code and the product's code it becomes.
    public struct Mapping: Sendable, Hashable, Codable {
        /// The other system's name and number (`ITEM_UNAVAILABLE`, `4`).
        public var name: String
        public var code: Int
        /// The product's code the row names (`2002`, `PRODUCT_NOT_FOUND`).
        public var target: Int
        public var targetName: String
        /// Where the product's code is written.
        public var location: SourceLocation

        /// How a report names the other system's code: `ITEM_UNAVAILABLE (4)`, or the number alone
        /// for a row that gives no name.
        var label: String { name == String(code) ? name : "\(name) (\(code))" }
    }

    /// Creates a set-aside table.
    public init(reason: String, names: [String], codes: [Int], location: SourceLocation, section: SectionPath) {
        self.reason = reason
        self.names = names
        self.codes = codes
        self.location = location
        self.section = section
    }
}

/// A construct that does not render as its author meant.
public struct SyntaxIssueFact: Sendable, Hashable, Codable {
    /// What is wrong and how to fix it.
    public var message: String
    /// Where.
    public var location: SourceLocation
    /// The headings above it.
    public var section: SectionPath
    /// What kind of construct it is: renderers differ on some (see ``MarkdownRenderer``).
    public var kind: SyntaxIssueKind

    /// Creates a syntax issue.
    public init(message: String, location: SourceLocation, section: SectionPath, kind: SyntaxIssueKind = .other) {
        self.message = message
        self.location = location
        self.section = section
        self.kind = kind
    }
}

/// An MkDocs admonition (`!!! tip "Title"`) whose text is indented under it: which paragraphs
/// Python-Markdown shows inside it.
public struct AdmonitionFact: Sendable, Hashable, Codable {
    /// Its marker line.
    public var location: SourceLocation
    /// The first line of each block of its text (blank lines part them).
    public var blocks: [Int]
    /// The first line of each block at the margin after it, up to the next heading or admonition.
    public var blocksAfter: [Int]
}

/// A `**` between spaces meant as the opener or closer of a pair (see ``SyntaxIssueKind/unmatchedEmphasis(pairedOnLine:spaced:)``).
public enum SpacedMarker: Sendable, Hashable, Codable {
    case opener
    case closer
}

/// The constructs ``SyntaxIssueFact`` reports, as far as renderers read them differently.
public enum SyntaxIssueKind: Sendable, Hashable, Codable {
    /// `####Title`: hashes with no space after them.
    case unspacedHeading
    /// `###### ![Figure 1](…)`: a heading holding an image alone.
    case imageHeading
    /// `4.Text`: a number and its `.` with no space after them, between numbered steps.
    case unspacedListItem
    /// Stars CommonMark does not read as emphasis; `pairedOnLine` when the line holds an even
    /// number of `**` runs, which a renderer pairing them in turn reads as emphasis. `spaced` when
    /// the issue is a `**` between spaces that was to pair with those stars (`to ** File**`: no
    /// renderer reads it as a marker): `.opener` before them, `.closer` after them.
    case unmatchedEmphasis(pairedOnLine: Bool, spaced: SpacedMarker? = nil)
    /// A code fence never closed, and its fence; `shortOpener`, the line above it that opens code
    /// with two backticks (`` ``java ``, no fence), which the fence was meant to close.
    case unclosedFence(fence: String, shortOpener: Int? = nil)
    /// A code fence never closed around code alone, at the end of the page: CommonMark ends the
    /// block with the page, Python-Markdown does not read it as code.
    case fenceOpenAtEnd(fence: String)
    /// A code fence closed only after a line that opens another (see `PageLayout`): the block's
    /// lines, and the lines of the headings among them (shown as code, so their sections are not missing).
    case lateFence(lines: ClosedRange<Int>, hiddenHeadings: [Int], hidesTable: Bool)
    /// A table row with fewer cells than its header: reported where the source language's row has
    /// them (a translation lost a cell), as trailing cells may be left out on purpose.
    case shortRow(cells: Int, columns: Int)
    /// An MkDocs admonition (`!!! note`) whose text is not indented under it: an extension of
    /// Python-Markdown's, shown as text by other renderers.
    case emptyAdmonition
    /// An admonition whose title Python-Markdown does not read: written in other quotes than
    /// ASCII double ones (`!!! tip 「Note」`: no admonition at all), or without quotes
    /// (`!!! tip 참고`: a class, the box titled with its type).
    case admonitionTitle
    /// A container (`::: warning`, VitePress's and Docusaurus's) never closed with `:::`.
    case unclosedContainer
    /// A template tag (`{% hint %}`, GitBook's, Jekyll's) the page does not close: reported when
    /// some page closes a tag of that name (it is a block).
    case unclosedTag(name: String)
    /// A template tag's end (`{% endhint %}`) that closes no tag of its name.
    case unopenedTag(name: String)
    /// An MDX component (`<Warning>`) the page does not close: reported when some page closes
    /// one of that name.
    case unclosedComponent(name: String)
    /// Anything else.
    case other
}

/// Everything extracted from one page.
///
/// A page's facts are handed from stage to stage and read by every rule, often as a copy (a `for`
/// over a product's pages, a page looked up in a dictionary). Its lists and strings are kept in
/// one shared box, so that a copy retains one reference rather than one for each; a change to
/// a copy that shares its box copies the box first, as an array does, so the facts are still a
/// value.
public struct DocumentFacts: Sendable {
    /// The fields, shared by copies until one of them changes.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var language: String
        @exclusivity(unchecked) var page: String
        @exclusivity(unchecked) var path: String
        @exclusivity(unchecked) var lineCount: Int = 0
        @exclusivity(unchecked) var definitions: [CodeDefinition]
        @exclusivity(unchecked) var mentions: [CodeMention]
        @exclusivity(unchecked) var headings: [SectionHeading] = []
        @exclusivity(unchecked) var apis: [APIFact] = []
        @exclusivity(unchecked) var parameters: [ParameterFact] = []
        @exclusivity(unchecked) var parameterLabels: [Int] = []
        @exclusivity(unchecked) var examples: [JSONExampleFact] = []
        @exclusivity(unchecked) var endpointParameters: [EndpointParameterFact] = []
        @exclusivity(unchecked) var requestMethods: [RequestMethodFact] = []
        @exclusivity(unchecked) var endpoints: [EndpointFact] = []
        @exclusivity(unchecked) var namedNumbers: [NamedNumberFact] = []
        @exclusivity(unchecked) var quantities: [QuantityFact] = []
        @exclusivity(unchecked) var identifiers: [IdentifierFact] = []
        @exclusivity(unchecked) var links: [LinkFact] = []
        @exclusivity(unchecked) var htmlAnchors: [String] = []
        @exclusivity(unchecked) var images: [ImageFact] = []
        @exclusivity(unchecked) var verbatims: [VerbatimFact] = []
        @exclusivity(unchecked) var codeSpans: [VerbatimFact] = []
        @exclusivity(unchecked) var rowKeys: [VerbatimFact] = []
        @exclusivity(unchecked) var foreignText: [ForeignTextFact] = []
        @exclusivity(unchecked) var latinProse: [LatinProseFact] = []
        @exclusivity(unchecked) var untranslatedLetters: Int = 0
        @exclusivity(unchecked) var nativeTextSections: [Int] = []
        @exclusivity(unchecked) var samples: [SampleFact] = []
        @exclusivity(unchecked) var syntaxIssues: [SyntaxIssueFact] = []
        @exclusivity(unchecked) var closedTags: [String] = []
        @exclusivity(unchecked) var admonitions: [AdmonitionFact] = []
        @exclusivity(unchecked) var disguisedSymbols: [DisguisedSymbolFact] = []
        @exclusivity(unchecked) var unreadableRows: [UnreadableRowFact] = []
        @exclusivity(unchecked) var setAsideTables: [SetAsideTableFact] = []
        @exclusivity(unchecked) var corruptions: [SyntaxIssueFact] = []
        @exclusivity(unchecked) var suppressions: [SuppressionComment] = []

        init(language: String, page: String, path: String, definitions: [CodeDefinition], mentions: [CodeMention]) {
            self.language = language
            self.page = page
            self.path = path
            self.definitions = definitions
            self.mentions = mentions
        }

        /// A box of its own with the same fields.
        func copy() -> Storage {
            let copy = Storage(
                language: language, page: page, path: path, definitions: definitions, mentions: mentions)
            copy.lineCount = lineCount
            copy.headings = headings
            copy.apis = apis
            copy.parameters = parameters
            copy.parameterLabels = parameterLabels
            copy.examples = examples
            copy.endpointParameters = endpointParameters
            copy.requestMethods = requestMethods
            copy.endpoints = endpoints
            copy.namedNumbers = namedNumbers
            copy.quantities = quantities
            copy.identifiers = identifiers
            copy.links = links
            copy.htmlAnchors = htmlAnchors
            copy.images = images
            copy.verbatims = verbatims
            copy.codeSpans = codeSpans
            copy.rowKeys = rowKeys
            copy.foreignText = foreignText
            copy.latinProse = latinProse
            copy.untranslatedLetters = untranslatedLetters
            copy.nativeTextSections = nativeTextSections
            copy.samples = samples
            copy.syntaxIssues = syntaxIssues
            copy.closedTags = closedTags
            copy.admonitions = admonitions
            copy.disguisedSymbols = disguisedSymbols
            copy.unreadableRows = unreadableRows
            copy.setAsideTables = setAsideTables
            copy.corruptions = corruptions
            copy.suppressions = suppressions
            return copy
        }
    }

    private var storage: Storage

    /// The box, made this value's own first if another shares it.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// The language's folder name.
    public var language: String {
        _read { yield storage.language }
        _modify { yield &uniqueStorage.language }
    }
    /// The page, relative to the language folder, without `.md`.
    public var page: String {
        _read { yield storage.page }
        _modify { yield &uniqueStorage.page }
    }
    /// The file, relative to the project root.
    public var path: String {
        _read { yield storage.path }
        _modify { yield &uniqueStorage.path }
    }
    /// The number of lines in the page.
    public var lineCount: Int {
        _read { yield storage.lineCount }
        _modify { yield &uniqueStorage.lineCount }
    }
    /// Error codes from tables.
    public var definitions: [CodeDefinition] {
        _read { yield storage.definitions }
        _modify { yield &uniqueStorage.definitions }
    }
    /// Error symbols in prose and samples.
    public var mentions: [CodeMention] {
        _read { yield storage.mentions }
        _modify { yield &uniqueStorage.mentions }
    }
    /// Headings, in order.
    public var headings: [SectionHeading] {
        _read { yield storage.headings }
        _modify { yield &uniqueStorage.headings }
    }
    /// Objective-C declarations, references and sends.
    public var apis: [APIFact] {
        _read { yield storage.apis }
        _modify { yield &uniqueStorage.apis }
    }
    /// Parameter and field table rows.
    public var parameters: [ParameterFact] {
        _read { yield storage.parameters }
        _modify { yield &uniqueStorage.parameters }
    }
    /// The lines of parameter tables' rows whose key cell holds words rather than a key (`재시도`
    /// beside `Content-Type`): a translation may write such a label in ASCII (`Retries`), which is
    /// then read as a key the source lacks.
    public var parameterLabels: [Int] {
        _read { yield storage.parameterLabels }
        _modify { yield &uniqueStorage.parameterLabels }
    }
    /// JSON examples.
    public var examples: [JSONExampleFact] {
        _read { yield storage.examples }
        _modify { yield &uniqueStorage.examples }
    }
    /// The parameters the endpoints written on the page carry in their addresses.
    public var endpointParameters: [EndpointParameterFact] {
        _read { yield storage.endpointParameters }
        _modify { yield &uniqueStorage.endpointParameters }
    }
    /// The HTTP methods of the endpoints written on the page (`GET /settlements`).
    public var requestMethods: [RequestMethodFact] {
        _read { yield storage.requestMethods }
        _modify { yield &uniqueStorage.requestMethods }
    }

    /// The endpoints the page writes with their methods, in order.
    public var endpoints: [EndpointFact] {
        _read { yield storage.endpoints }
        _modify { yield &uniqueStorage.endpoints }
    }
    /// The numbers the page's text and tables give names (`Python 3.9`; see ``NamedNumberFact``).
    public var namedNumbers: [NamedNumberFact] {
        _read { yield storage.namedNumbers }
        _modify { yield &uniqueStorage.namedNumbers }
    }
    /// The numbers the page's prose gives on their own (see ``QuantityFact``).
    public var quantities: [QuantityFact] {
        _read { yield storage.quantities }
        _modify { yield &uniqueStorage.quantities }
    }
    /// The identifiers the page's prose and tables name (see ``IdentifierFact``).
    public var identifiers: [IdentifierFact] {
        _read { yield storage.identifiers }
        _modify { yield &uniqueStorage.identifiers }
    }
    /// Links.
    public var links: [LinkFact] {
        _read { yield storage.links }
        _modify { yield &uniqueStorage.links }
    }
    /// The ids HTML elements give on the page (`<a id="retry"></a>`, `<a name="retry">`): a link's
    /// fragment may name one as well as a heading.
    public var htmlAnchors: [String] {
        _read { yield storage.htmlAnchors }
        _modify { yield &uniqueStorage.htmlAnchors }
    }
    /// Images.
    public var images: [ImageFact] {
        _read { yield storage.images }
        _modify { yield &uniqueStorage.images }
    }
    /// Text kept as it is in every language: code blocks and lines of prose in ASCII.
    public var verbatims: [VerbatimFact] {
        _read { yield storage.verbatims }
        _modify { yield &uniqueStorage.verbatims }
    }
    /// The code spans of its text outside code blocks (`` `dict` ``), which every language keeps
    /// as they are: each span's hash (see ``VerbatimText/codeSpans(_:line:into:)``) and line.
    public var codeSpans: [VerbatimFact] {
        _read { yield storage.codeSpans }
        _modify { yield &uniqueStorage.codeSpans }
    }
    /// The first cell of each table row that a translation keeps as it is (`2.7`, `v3`, `/v1/users`:
    /// ASCII without spaces, a digit or sign in it): each cell's hash and line, to find a row's
    /// original in the source language's table.
    public var rowKeys: [VerbatimFact] {
        _read { yield storage.rowKeys }
        _modify { yield &uniqueStorage.rowKeys }
    }
    /// Text in a script the language does not use.
    public var foreignText: [ForeignTextFact] {
        _read { yield storage.foreignText }
        _modify { yield &uniqueStorage.foreignText }
    }
    /// Lines of prose wholly in Latin script, sentences, on a page in a language with letters of
    /// its own (see ``LatinProseFact``).
    public var latinProse: [LatinProseFact] {
        _read { yield storage.latinProse }
        _modify { yield &uniqueStorage.latinProse }
    }
    /// For a page in a language with letters of its own (Hangul, kana, Han, Cyrillic, Greek,
    /// Hebrew, Arabic, Thai, Devanagari) none of whose text is in them: the Latin
    /// letters of its text outside code (a page copied from another language and left
    /// untranslated); 0 for every other page.
    public var untranslatedLetters: Int {
        _read { yield storage.untranslatedLetters }
        _modify { yield &uniqueStorage.untranslatedLetters }
    }
    /// For a page in a language with letters of its own: the lines of the headings (0 for the text
    /// before the first) whose sections hold a letter of them below the heading, outside code, in
    /// page order. A section of a translation left out of it holds no text of the language.
    public var nativeTextSections: [Int] {
        _read { yield storage.nativeTextSections }
        _modify { yield &uniqueStorage.nativeTextSections }
    }
    /// Sample code blocks.
    public var samples: [SampleFact] {
        _read { yield storage.samples }
        _modify { yield &uniqueStorage.samples }
    }
    /// Constructs that do not render as meant.
    public var syntaxIssues: [SyntaxIssueFact] {
        _read { yield storage.syntaxIssues }
        _modify { yield &uniqueStorage.syntaxIssues }
    }
    /// MkDocs' admonitions with their text indented under them, in page order.
    public var admonitions: [AdmonitionFact] {
        _read { yield storage.admonitions }
        _modify { yield &uniqueStorage.admonitions }
    }
    /// The names of the template tags the page closes (`hint` of GitBook's `{% endhint %}`), and
    /// `:::` if it closes a container, and `<Name>` for each MDX component it closes: a tag any page
    /// closes is a block, and one opened and not closed swallows the page.
    public var closedTags: [String] {
        _read { yield storage.closedTags }
        _modify { yield &uniqueStorage.closedTags }
    }
    /// How many headings the page's code blocks closed late show as code (see
    /// ``SyntaxIssueKind/lateFence(lines:hiddenHeadings:hidesTable:)``).
    public var headingsHiddenInCode: Int {
        syntaxIssues.reduce(0) {
            if case .lateFence(_, let hidden, _) = $1.kind { return $0 + hidden.count }
            return $0
        }
    }
    /// The lines of the page's code blocks closed late that show a heading as code: what follows
    /// such a block up to the next heading stands, as rendered, in the section before it.
    public var linesHidingHeadings: [ClosedRange<Int>] {
        syntaxIssues.compactMap {
            if case .lateFence(let lines, let hidden, _) = $0.kind, !hidden.isEmpty { return lines }
            return nil
        }
    }
    /// The lines of the headings the page's code blocks closed late show as code: each begins a
    /// section the author wrote, which the page shows inside the section before it.
    public var headingLinesHiddenInCode: [Int] {
        syntaxIssues.flatMap {
            if case .lateFence(_, let hidden, _) = $0.kind { return hidden }
            return []
        }
    }
    /// Whether a code block on the page is never closed: the rest of the page shows as code,
    /// headings and tables included, so what it hides is not missing.
    public var hasUnclosedFence: Bool {
        syntaxIssues.contains {
            if case .unclosedFence = $0.kind { return true }
            return false
        }
    }
    /// Whether a code block on the page shows a table as code: one never closed, or one closed
    /// late over a table's lines. What the table lists is not missing.
    public var hidesTableInCode: Bool {
        syntaxIssues.contains {
            switch $0.kind {
            case .unclosedFence: return true
            case .lateFence(_, _, let hidesTable): return hidesTable
            default: return false
            }
        }
    }
    /// Error symbols of tables written with invisible or full-width characters.
    public var disguisedSymbols: [DisguisedSymbolFact] {
        _read { yield storage.disguisedSymbols }
        _modify { yield &uniqueStorage.disguisedSymbols }
    }

    /// Rows of error tables errata cannot read.
    public var unreadableRows: [UnreadableRowFact] {
        _read { yield storage.unreadableRows }
        _modify { yield &uniqueStorage.unreadableRows }
    }

    /// What breaks the page as a whole (merge markers, its content written twice), each with what
    /// to do, where it starts.
    public var corruptions: [SyntaxIssueFact] {
        _read { yield storage.corruptions }
        _modify { yield &uniqueStorage.corruptions }
    }

    /// The page's errata comments that turn rules off (`<!-- errata-disable… -->`), in page order.
    public var suppressions: [SuppressionComment] {
        _read { yield storage.suppressions }
        _modify { yield &uniqueStorage.suppressions }
    }

    /// Tables of codes that are not the product's errors (states, values), read and set aside.
    public var setAsideTables: [SetAsideTableFact] {
        _read { yield storage.setAsideTables }
        _modify { yield &uniqueStorage.setAsideTables }
    }

    /// Creates the facts of a page.
    public init(language: String, page: String, path: String, definitions: [CodeDefinition], mentions: [CodeMention]) {
        storage = Storage(language: language, page: page, path: path, definitions: definitions, mentions: mentions)
    }
}
