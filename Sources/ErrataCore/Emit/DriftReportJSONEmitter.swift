import Foundation

/// Writes `report/drift.json`: the drift report for tools, with every finding and a summary per language.
///
/// The shape (keys sorted, two-space indentation, slashes not escaped, one newline at the end):
///
/// ```json
/// {
///   "fallbacks" : [ { "code" : 3602, "language" : "en", "symbol" : "…", "usedLanguage" : "ko" } ],
///   "findings" : [ { "accepted" : false, "fact" : "…", "language" : "en", "location" : { … }, … } ],
///   "languages" : [ { "bundle" : "ko", "folder" : "ko" } ],
///   "name" : "Gamebase",
///   "product" : "gamebase",
///   "sourceLanguage" : "ko",
///   "summary" : [ { "codesConflicting" : 0, "codesListed" : 12, "codesMissing" : 1, … } ]
/// }
/// ```
///
/// Arrays keep a defined order: languages and summaries in the catalog's language order,
/// findings in the order the reconciler sorted them, fallbacks by code (catalog order), then
/// language. Nothing depends on time, locale or the environment.
public struct DriftReportJSONEmitter: ProductEmitter {
    /// The report's path inside the product's output folder.
    public static let path = "report/drift.json"

    /// Creates the emitter.
    public init() {}

    /// The JSON report for one product.
    ///
    /// - Parameter product: The reconciled product.
    /// - Returns: One file, ``path``.
    /// - Throws: An `EncodingError` if the report cannot be encoded (it always can).
    public func emit(_ product: ReconciledProduct) throws -> [OutputFile] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(Report(product))
        data.append(UInt8(ascii: "\n"))
        return [OutputFile(path: Self.path, contents: data)]
    }
}

// MARK: - Summary

/// What the drift report counts for one language. Shared by the JSON and Markdown reports.
struct DriftSummary: Sendable, Hashable {
    /// The language's folder name.
    var language: String
    /// Catalog codes that this language's error tables list (under any of their symbols).
    var codesListed: Int
    /// Codes missing from this language's error tables: distinct facts of its `code-missing` findings.
    var codesMissing: Int
    /// Codes this language states differently: distinct facts of its `code-conflict` findings.
    var codesConflicting: Int
    /// Symbols used in this language's prose or samples that no table defines: distinct facts of
    /// its `code-unlisted` findings.
    var unlistedSymbols: Int
    /// Codes whose message in this language's bundle is taken from another language.
    var fallbackMessages: Int
    /// Facts this language states: codes its tables list, APIs it documents, parameter rows it has.
    var factsPresent: Int = 0
    /// Facts other languages state and this one lacks: distinct facts of its `*-missing` findings.
    var factsMissing: Int = 0
    /// Facts this language states differently: distinct facts of its conflict and sample findings.
    var factsConflicting: Int = 0
    /// Lines of text left in another language's script.
    var untranslated: Int = 0

    /// One summary per language of the catalog, in the catalog's language order.
    ///
    /// - Parameter product: The reconciled product.
    /// - Returns: The summaries.
    static func summaries(for product: ReconciledProduct) -> [DriftSummary] {
        let catalog = product.catalog
        return catalog.languages.map(\.folder).map { language in
            func facts(_ rule: String) -> Int {
                Set(product.findings.filter { $0.rule == rule && $0.language == language }.map(\.fact)).count
            }
            func facts(_ rules: [String]) -> Int {
                Set(product.findings.filter { rules.contains($0.rule) && $0.language == language }.map(\.fact)).count
            }
            let codesListed = catalog.codes.filter { $0.listingLanguages.contains(language) }.count
            var summary = DriftSummary(
                language: language,
                codesListed: codesListed,
                codesMissing: facts(CodeMissingRule.id),
                codesConflicting: facts(CodeConflictRule.id),
                unlistedSymbols: facts(CodeUnlistedRule.id),
                fallbackMessages: catalog.codes.filter { $0.messages[language]?.isFallback(for: language) ?? false }
                    .count
            )
            summary.factsPresent =
                codesListed + catalog.apis.filter { $0.languages.contains(language) }.count
                + catalog.parameters.filter { $0.sources.contains { $0.language == language } }.count
            summary.factsMissing = facts([
                CodeMissingRule.id, APIMissingRule.id, ParamMissingRule.id, SectionMissingRule.id,
            ])
            summary.factsConflicting = facts([
                CodeConflictRule.id, APIConflictRule.id, ParamConflictRule.id, SampleDriftRule.id,
                LinkConflictRule.id, ExampleMismatchRule.id,
            ])
            summary.untranslated =
                product.findings.filter { $0.rule == UntranslatedRule.id && $0.language == language }
                .count
            return summary
        }
    }
}

/// A message a language's bundle takes from another language, because its own guide lacks it.
struct DriftFallback: Sendable, Hashable {
    /// The code's decided symbol.
    var symbol: String
    /// The code's decided number.
    var code: Int
    /// The language whose bundle uses the message (a folder name).
    var language: String
    /// The language the message is written in (a folder name).
    var usedLanguage: String

    /// Every fallback in the catalog, by code (catalog order), then language (catalog order).
    ///
    /// - Parameter catalog: The reconciled catalog.
    /// - Returns: The fallbacks.
    static func all(in catalog: Catalog) -> [DriftFallback] {
        var fallbacks: [DriftFallback] = []
        for code in catalog.codes {
            for language in catalog.languages.map(\.folder) {
                guard let message = code.messages[language], message.isFallback(for: language) else { continue }
                let fallback = DriftFallback(
                    symbol: code.symbol,
                    code: code.code,
                    language: language,
                    usedLanguage: message.language
                )
                fallbacks.append(fallback)
            }
        }
        return fallbacks
    }
}

// MARK: - JSON shape

/// The whole report.
private struct Report: Encodable {
    var product: String
    var name: String
    var sourceLanguage: String
    var languages: [Language]
    var summary: [Summary]
    var findings: [FindingEntry]
    var fallbacks: [Fallback]

    init(_ reconciled: ReconciledProduct) {
        let catalog = reconciled.catalog
        product = catalog.product
        name = catalog.name
        sourceLanguage = catalog.sourceLanguage
        languages = catalog.languages.map { Language(folder: $0.folder, bundle: $0.bundle) }
        summary = DriftSummary.summaries(for: reconciled).map(Summary.init)
        findings = reconciled.findings.map(FindingEntry.init)
        fallbacks = DriftFallback.all(in: catalog).map(Fallback.init)
    }
}

/// A language: its docs folder and its bundle name.
private struct Language: Encodable {
    var folder: String
    var bundle: String
}

/// The counts for one language.
private struct Summary: Encodable {
    var language: String
    var codesListed: Int
    var codesMissing: Int
    var codesConflicting: Int
    var unlistedSymbols: Int
    var fallbackMessages: Int
    var factsPresent: Int
    var factsMissing: Int
    var factsConflicting: Int
    var untranslated: Int

    init(_ summary: DriftSummary) {
        factsPresent = summary.factsPresent
        factsMissing = summary.factsMissing
        factsConflicting = summary.factsConflicting
        untranslated = summary.untranslated
        language = summary.language
        codesListed = summary.codesListed
        codesMissing = summary.codesMissing
        codesConflicting = summary.codesConflicting
        unlistedSymbols = summary.unlistedSymbols
        fallbackMessages = summary.fallbackMessages
    }
}

/// A place in a file.
private struct Location: Encodable {
    var path: String
    var line: Int
    var column: Int

    init(_ location: SourceLocation) {
        path = location.path
        line = location.line
        column = location.column
    }
}

/// The same fact in another language.
private struct Related: Encodable {
    var language: String
    var location: Location
    var message: String

    init(_ related: RelatedLocation) {
        language = related.language
        location = Location(related.location)
        message = related.message
    }
}

/// One finding. `resolution` is written as `null` when absent, so every entry has the same keys.
private struct FindingEntry: Encodable {
    var rule: String
    var severity: String
    var message: String
    var fact: String
    var language: String
    var section: [String]
    var location: Location
    var related: [Related]
    var resolution: String?
    var accepted: Bool

    private enum CodingKeys: String, CodingKey {
        case rule, severity, message, fact, language, section, location, related, resolution, accepted
    }

    init(_ finding: Finding) {
        rule = finding.rule
        severity = finding.severity.rawValue
        message = finding.message
        fact = finding.fact
        language = finding.language
        section = finding.section
        location = Location(finding.location)
        related = finding.related.map(Related.init)
        resolution = finding.resolution
        accepted = finding.accepted
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encode(fact, forKey: .fact)
        try container.encode(language, forKey: .language)
        try container.encode(section, forKey: .section)
        try container.encode(location, forKey: .location)
        try container.encode(related, forKey: .related)
        try container.encode(resolution, forKey: .resolution)
        try container.encode(accepted, forKey: .accepted)
    }
}

/// A message taken from another language.
private struct Fallback: Encodable {
    var symbol: String
    var code: Int
    var language: String
    var usedLanguage: String

    init(_ fallback: DriftFallback) {
        symbol = fallback.symbol
        code = fallback.code
        language = fallback.language
        usedLanguage = fallback.usedLanguage
    }
}
