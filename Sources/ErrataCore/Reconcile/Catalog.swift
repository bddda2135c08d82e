/// The reconciled facts of one product: what errata decided is true, with where every value came from.
///
/// This is what `catalog.json` holds, and what every emitter reads.
public struct Catalog: Sendable, Hashable, Codable {
    /// The product's id.
    public var product: String
    /// The product's display name.
    public var name: String
    /// The language the guide is written in first (a folder name).
    public var sourceLanguage: String
    /// The languages, in order of precedence.
    public var languages: [CatalogLanguage]
    /// Every error code, sorted by number, then symbol.
    public var codes: [CatalogCode]
    /// Every Objective-C API declared or named in the text, sorted by selector.
    public var apis: [CatalogAPI] = []
    /// Every parameter or field, sorted by section, then key.
    public var parameters: [CatalogParameter] = []
    /// Tables of numbers that were read and left out of the codes, and why: states and values
    /// (``SetAsideTableFact``).
    public var setAside: [SetAsideTableFact]?
    /// Codes some page gives that the catalog leaves out, and why (a code only pages other than
    /// the error-code reference page list).
    public var leftOut: [LeftOutCode]?
    /// 16 when the guides' tables write the codes in hexadecimal (`0x1F`), as the outputs then
    /// do; absent for decimal.
    public var codeRadix: Int?
    /// The platform the generated enum is for (a ``Platform`` id): the config's `swift.platform`,
    /// else the platform whose pages declare Objective-C APIs; absent for every platform.
    public var platform: String?

    /// Creates a catalog.
    public init(
        product: String, name: String, sourceLanguage: String, languages: [CatalogLanguage], codes: [CatalogCode]
    ) {
        self.product = product
        self.name = name
        self.sourceLanguage = sourceLanguage
        self.languages = languages
        self.codes = codes
    }
}

extension Catalog {
    /// A code as the guides write it: `4012`, or `0x1F` (see ``codeRadix``).
    public func codeText(_ code: Int) -> String {
        CodeNotation.text(code, hexadecimal: codeRadix == 16)
    }

    /// The codes by the symbols that name them, hashed once: for reports that look up the code
    /// of each of many findings, where scanning the codes for each would grow with their product.
    struct CodesBySymbol {
        private let codes: [CatalogCode]
        private var bySymbol: [String: Int] = [:]
        private var byAlias: [String: Int] = [:]

        /// Indexes the catalog's codes.
        init(_ catalog: Catalog) {
            codes = catalog.codes
            bySymbol.reserveCapacity(codes.count)
            for index in codes.indices {
                if bySymbol[codes[index].symbol] == nil { bySymbol[codes[index].symbol] = index }
                for name in codes[index].names where byAlias[name] == nil { byAlias[name] = index }
            }
        }

        /// The first code (in catalog order) with `symbol` as its symbol, else the first with it
        /// as another of its ``CatalogCode/names``.
        func code(named symbol: String) -> CatalogCode? {
            (bySymbol[symbol] ?? byAlias[symbol]).map { codes[$0] }
        }
    }
}

/// A code a page gives that the catalog leaves out, and why.
public struct LeftOutCode: Sendable, Hashable, Codable {
    /// The symbol.
    public var symbol: String
    /// The number.
    public var code: Int
    /// Why it is left out, in a sentence.
    public var reason: String
    /// Where the source language (or the first language that gives it) writes it.
    public var location: SourceLocation

    /// Creates a left-out code.
    public init(symbol: String, code: Int, reason: String, location: SourceLocation) {
        self.symbol = symbol
        self.code = code
        self.reason = reason
        self.location = location
    }

    private enum CodingKeys: String, CodingKey {
        case symbol, code, reason, location
    }

    /// The synthesized form, with a code named by a string written as that string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(symbol, forKey: .symbol)
        try container.encode(NamedCode.Encoded(code: code), forKey: .code)
        try container.encode(reason, forKey: .reason)
        try container.encode(location, forKey: .location)
    }
}

/// A language of the catalog.
public struct CatalogLanguage: Sendable, Hashable, Codable {
    /// The folder name in the docs.
    public var folder: String
    /// The bundle (`.lproj`) name.
    public var bundle: String

    /// Creates a catalog language.
    public init(folder: String, bundle: String) {
        self.folder = folder
        self.bundle = bundle
    }
}

/// One error code, as decided, with its sources.
public struct CatalogCode: Sendable, Hashable, Codable {
    /// The symbol that won.
    public var symbol: String
    /// The number that won.
    public var code: Int
    /// The category, from the first language (by precedence) that gives one.
    public var category: String?
    /// The category in each language (folder name) whose table gives one.
    public var categories: [String: String]?
    /// Whether some language's error table lists the code (as opposed to prose only).
    public var listed: Bool
    /// How the number was decided.
    public var codeDecision: Decision
    /// How the symbol was decided.
    public var symbolDecision: Decision
    /// The message in each language (folder name), falling back to another language where one lacks it.
    public var messages: [String: Message]
    /// Every place a language states this code, tables first.
    public var sources: [Source]
    /// Values that lost but are kept so that apps built against them still work.
    public var aliases: [Alias]
    /// Every spelling the tables give this code (``symbol``, the name without a platform's
    /// prefix, and each platform's: `XYZ_ERROR_NOT_INITIALIZED`), when they give more than one.
    public var spellings: [String]?
    /// The platforms the code exists on, each with its symbol there; absent when the guides do not
    /// say which platforms a code is on.
    public var platforms: [String: String]?
    /// The group of codes it belongs to (a group column's name, `MatchResult`), which is an enum of
    /// its own; absent for the product's error codes.
    public var group: String?
    /// Whether no table gives the code a symbol: ``symbol`` is then its decimal text, a key and no
    /// name, and `catalog.json` gives `null` for it (see ``CodeDefinition/isUnnamed``).
    public var isUnnamed = false
    /// Whether every table numbers it by the HTTP status its row gives (see
    /// ``CodeDefinition/numberIsHTTPStatus``): codes named by strings, which may share a number.
    public var numberIsHTTPStatus = false

    /// Creates a catalog code.
    public init(
        symbol: String,
        code: Int,
        category: String?,
        listed: Bool,
        codeDecision: Decision,
        symbolDecision: Decision,
        messages: [String: Message],
        sources: [Source],
        aliases: [Alias]
    ) {
        self.symbol = symbol
        self.code = code
        self.category = category
        self.listed = listed
        self.codeDecision = codeDecision
        self.symbolDecision = symbolDecision
        self.messages = messages
        self.sources = sources
        self.aliases = aliases
    }

    /// Whether, of two codes with one number in one enum, `self` is the one the enum keeps: the one
    /// more languages' tables list, then one a table lists over one only prose gives, then the first
    /// by symbol (see `code-duplicate`).
    func precedes(inEnum other: CatalogCode) -> Bool {
        let (mine, theirs) = (listingLanguages.count, other.listingLanguages.count)
        if mine != theirs { return mine > theirs }
        if listed != other.listed { return listed }
        return symbol < other.symbol
    }

    /// The languages whose error tables list the code.
    public var listingLanguages: [String] {
        var seen: [String] = []
        for source in sources where source.context == .table && !seen.contains(source.language) {
            seen.append(source.language)
        }
        return seen
    }
}

/// How a disputed value was decided.
public struct Decision: Sendable, Hashable, Codable {
    /// The policy step that decided.
    public enum Rule: String, Sendable, Hashable, Codable {
        /// Every language agrees.
        case unanimous
        /// An accepted resolution in the config.
        case resolution
        /// More languages give this value than any other.
        case majority
        /// Languages are tied; the one with the highest precedence (the source language first) wins.
        case precedence
    }

    /// The policy step.
    public var rule: Rule
    /// Why, in a sentence.
    public var reason: String

    /// Creates a decision.
    public init(rule: Rule, reason: String) {
        self.rule = rule
        self.reason = reason
    }
}

/// A message in one language.
public struct Message: Sendable, Hashable, Codable {
    /// The text, as the guide writes it (`<br/>` as a line break).
    public var text: String
    /// The language the text is in: the message's own, or the one it fell back to.
    public var language: String
    /// Where the text stands.
    public var location: SourceLocation

    /// Whether this message was taken from another language.
    public func isFallback(for language: String) -> Bool { self.language != language }

    /// Creates a message.
    public init(text: String, language: String, location: SourceLocation) {
        self.text = text
        self.language = language
        self.location = location
    }
}

extension CatalogCode {
    /// How a report names the code: `SYMBOL (3001)`, or the number alone for a code without a
    /// symbol; `number` is the code as the product writes it.
    func label(number: String) -> String {
        isUnnamed ? number : "\(symbol) (\(number))"
    }

    /// Every name the code goes by: its symbol, its aliases', and its spellings, per platform too. A
    /// finding whose fact is one of them is about the code.
    public var names: Set<String> {
        var names = Set([symbol] + aliases.map(\.symbol))
        names.formUnion(spellings ?? [])
        if let platforms { names.formUnion(platforms.values) }
        return names
    }

    private enum CodingKeys: String, CodingKey {
        case symbol, code, category, categories, listed, codeDecision, symbolDecision, messages, sources, aliases
        case spellings, platforms, group
        case isUnnamed = "unnamed"
        case numberIsHTTPStatus
    }

    /// The synthesized form, but an unnamed code's symbol, and its symbol on each platform, are
    /// `null`, and it says `"unnamed": true`; a code numbered by an HTTP status says `"numberIsHTTPStatus": true`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if isUnnamed {
            try container.encodeNil(forKey: .symbol)
            try container.encode(true, forKey: .isUnnamed)
            try container.encodeIfPresent(platforms?.mapValues { _ in String?.none }, forKey: .platforms)
        } else {
            try container.encode(symbol, forKey: .symbol)
            try container.encodeIfPresent(platforms, forKey: .platforms)
        }
        try container.encode(NamedCode.Encoded(code: code), forKey: .code)
        try container.encodeIfPresent(category, forKey: .category)
        try container.encodeIfPresent(categories, forKey: .categories)
        try container.encode(listed, forKey: .listed)
        try container.encode(codeDecision, forKey: .codeDecision)
        try container.encode(symbolDecision, forKey: .symbolDecision)
        try container.encode(messages, forKey: .messages)
        try container.encode(sources, forKey: .sources)
        try container.encode(aliases, forKey: .aliases)
        try container.encodeIfPresent(spellings, forKey: .spellings)
        try container.encodeIfPresent(group, forKey: .group)
        if numberIsHTTPStatus { try container.encode(true, forKey: .numberIsHTTPStatus) }
    }
}

/// One place a language states an error code.
public struct Source: Sendable, Hashable, Codable {
    /// Where in the page.
    public enum Context: String, Sendable, Hashable, Codable {
        case table
        case prose
        case sample
    }

    // Stored first, out of the public initializer's order, so that the memberwise initializer
    // exists beside it and makes the value in place: an initializer written out copies it (see
    // `MarkdownNode`).
    /// Where.
    public var location: SourceLocation
    /// The language's folder name.
    public var language: String
    /// The symbol written there.
    public var symbol: String
    /// The number written there, if any.
    public var code: Int?
    /// The category, for table rows.
    public var category: String?
    /// Table, prose or sample code.
    public var context: Context
    /// Whether the row gives no symbol: ``symbol`` is then the code's decimal text, and
    /// `catalog.json` gives `null` for it.
    public var isUnnamed = false

    private enum CodingKeys: String, CodingKey {
        case location, language, symbol, code, category, context
    }

    /// The synthesized form, with a `null` symbol for a row that gives none.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(location, forKey: .location)
        try container.encode(language, forKey: .language)
        if isUnnamed { try container.encodeNil(forKey: .symbol) } else { try container.encode(symbol, forKey: .symbol) }
        try container.encodeIfPresent(code.map { NamedCode.Encoded(code: $0) }, forKey: .code)
        try container.encodeIfPresent(category, forKey: .category)
        try container.encode(context, forKey: .context)
    }
}

extension Source {
    /// Creates a source.
    public init(
        language: String, symbol: String, code: Int?, category: String?, context: Context, location: SourceLocation
    ) {
        self.init(
            location: location, language: language, symbol: symbol, code: code, category: category, context: context)
    }
}

/// A symbol or number that lost to another but is still documented somewhere.
public struct Alias: Sendable, Hashable, Codable {
    /// The symbol.
    public var symbol: String
    /// The number, if it differs from the decided one (then the generated enum gets a deprecated case).
    public var code: Int
    /// The languages that document it.
    public var languages: [String]
    /// Whether the generated code keeps it as a deprecated case (only when its number is free).
    public var deprecatedCase: Bool

    /// Creates an alias.
    public init(symbol: String, code: Int, languages: [String], deprecatedCase: Bool) {
        self.symbol = symbol
        self.code = code
        self.languages = languages
        self.deprecatedCase = deprecatedCase
    }

    private enum CodingKeys: String, CodingKey {
        case symbol, code, languages, deprecatedCase
    }

    /// The synthesized form, with a code named by a string written as that string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(symbol, forKey: .symbol)
        try container.encode(NamedCode.Encoded(code: code), forKey: .code)
        try container.encode(languages, forKey: .languages)
        try container.encode(deprecatedCase, forKey: .deprecatedCase)
    }
}

/// An Objective-C API the guides document, with where each language documents it.
public struct CatalogAPI: Sendable, Hashable, Codable {
    /// The selector, e.g. `signInWithProvider:viewController:completion:`.
    public var selector: String
    /// The receivers the guides send it to (`XYZClient`), sorted.
    public var receivers: [String]
    /// The declaration most languages give, as written in the source language where it agrees.
    public var declaration: ObjCMethodDeclaration?
    /// The declaration in one line, e.g. `+ (void)signInWithProvider:(NSString *)type …;`.
    public var signature: String?
    /// The canonical section it is documented in.
    public var section: SectionPath
    /// Every declaration and prose reference, by language.
    public var sources: [APISource]

    /// Creates a catalog API.
    public init(
        selector: String,
        receivers: [String],
        declaration: ObjCMethodDeclaration?,
        signature: String?,
        section: SectionPath,
        sources: [APISource]
    ) {
        self.selector = selector
        self.receivers = receivers
        self.declaration = declaration
        self.signature = signature
        self.section = section
        self.sources = sources
    }

    /// The languages that document it, in the order of its sources.
    public var languages: [String] {
        var seen: [String] = []
        for source in sources where !seen.contains(source.language) { seen.append(source.language) }
        return seen
    }
}

/// One place a language documents an API.
public struct APISource: Sendable, Hashable, Codable {
    // Stored first, out of the public initializer's order, so that the memberwise initializer
    // exists beside it and makes the value in place: an initializer written out copies it (see
    // `MarkdownNode`).
    /// Where.
    public var location: SourceLocation
    /// The language's folder name.
    public var language: String
    /// Declaration or prose reference.
    public var kind: APIFact.Kind
    /// The receiver written there, if a plain name.
    public var receiver: String?
    /// The declaration in one line, for declarations.
    public var signature: String?
}

extension APISource {
    /// Creates an API source.
    public init(language: String, kind: APIFact.Kind, receiver: String?, signature: String?, location: SourceLocation) {
        self.init(location: location, language: language, kind: kind, receiver: receiver, signature: signature)
    }
}

/// A documented parameter or field, per canonical section, with each language's row.
public struct CatalogParameter: Sendable, Hashable, Codable {
    /// The key, field or parameter name.
    public var key: String
    /// The canonical section of its table.
    public var section: SectionPath
    /// The type most languages give.
    public var type: String?
    /// The maximum length most languages give.
    public var maxLength: Int?
    /// The allowed values most languages give.
    public var values: [String]
    /// The description in each language.
    public var descriptions: [String: String]
    /// Each language's row.
    public var sources: [ParameterSource]
    /// Whether most languages that say give it as required; absent where none says.
    public var required: Bool?

    /// Creates a catalog parameter.
    public init(
        key: String,
        section: SectionPath,
        type: String?,
        maxLength: Int?,
        values: [String],
        descriptions: [String: String],
        sources: [ParameterSource]
    ) {
        self.key = key
        self.section = section
        self.type = type
        self.maxLength = maxLength
        self.values = values
        self.descriptions = descriptions
        self.sources = sources
    }
}

/// One language's row for a parameter.
public struct ParameterSource: Sendable, Hashable, Codable {
    // Stored first, out of the public initializer's order, so that the memberwise initializer
    // exists beside it and makes the value in place: an initializer written out copies it (see
    // `MarkdownNode`).
    /// Where.
    public var location: SourceLocation
    /// The language's folder name.
    public var language: String
    /// The type it gives.
    public var type: String?
    /// The maximum length it gives.
    public var maxLength: Int?
    /// The values it lists.
    public var values: [String]
    /// Whether it gives the parameter as required, or optional, if it says.
    public var required: Bool?
}

extension ParameterSource {
    /// Creates a parameter source.
    public init(
        language: String, type: String?, maxLength: Int?, values: [String], location: SourceLocation,
        required: Bool? = nil
    ) {
        self.init(
            location: location, language: language, type: type, maxLength: maxLength, values: values,
            required: required)
    }
}
