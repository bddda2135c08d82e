import Foundation

/// Writes `report/drift.json`: the drift report for tools, with every finding and a summary per language.
///
/// The shape (keys sorted, two-space indentation, slashes not escaped, one newline at the end):
///
/// ```json
/// {
///   "fallbacks" : [ { "code" : 4602, "language" : "en", "symbol" : "…", "usedLanguage" : "ko" } ],
///   "findings" : [ { "accepted" : false, "fact" : "…", "language" : "en", "location" : { … }, … } ],
///   "languages" : [ { "bundle" : "ko", "folder" : "ko" } ],
///   "name" : "Demo",
///   "product" : "shop",
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
    public func emit(_ product: ReconciledProduct) throws -> [OutputFile] {
        [OutputFile(path: Self.path) { JSONValue.write(Self.report(product), to: &$0) }]
    }

    /// The report as a JSON value; its findings are made as they are written, in runs side by side.
    static func report(_ product: ReconciledProduct) -> JSONValue {
        let catalog = product.catalog
        let findings = product.findings
        return .object([
            "product": .string(catalog.product),
            "name": .string(catalog.name),
            "sourceLanguage": .string(catalog.sourceLanguage),
            "languages": .array(
                catalog.languages.map { .object(["folder": .string($0.folder), "bundle": .string($0.bundle)]) }),
            "summary": .array(DriftSummary.summaries(for: product).map(summary)),
            "findings": .array(count: findings.count, indent: 1) { finding(findings[$0]) },
            "fallbacks": .array(
                DriftFallback.all(in: catalog).map {
                    .ordered([
                        "code": JSONValue.code($0.code), "language": .string($0.language), "symbol": .string($0.symbol),
                        "usedLanguage": .string($0.usedLanguage),
                    ])
                }),
        ])
    }

    /// The counts for one language.
    private static func summary(_ summary: DriftSummary) -> JSONValue {
        .object([
            "language": .string(summary.language),
            "codesListed": .number(summary.codesListed),
            "codesMissing": .number(summary.codesMissing),
            "codesConflicting": .number(summary.codesConflicting),
            "unlistedSymbols": .number(summary.unlistedSymbols),
            "fallbackMessages": .number(summary.fallbackMessages),
            "factsPresent": .number(summary.factsPresent),
            "factsMissing": .number(summary.factsMissing),
            "factsConflicting": .number(summary.factsConflicting),
            "untranslated": .number(summary.untranslated),
            "untranslatedPages": .number(summary.untranslatedPages),
        ])
    }

    /// One finding. `resolution` is written as `null` when absent, so every entry has the same keys.
    private static func finding(_ finding: Finding) -> JSONValue {
        .ordered([
            "accepted": .bool(finding.accepted),
            "fact": .string(finding.fact),
            "language": .string(finding.language),
            "location": JSONReporter.location(finding.location),
            "message": .string(finding.message),
            "related": .array(finding.related.map(JSONReporter.related)),
            "resolution": .optional(finding.resolution),
            "rule": .string(finding.rule),
            "section": .array(finding.section.map(JSONValue.string)),
            "severity": .string(finding.severity.rawValue),
        ])
    }
}

// MARK: - Summary

/// What the drift report counts for one language. Shared by the JSON and Markdown reports.
struct DriftSummary: Sendable, Hashable {
    /// The language's folder name.
    var language: String
    /// Catalog codes that this language's error tables list (under any of their symbols).
    var codesListed: Int
    /// Catalog codes that other languages' error tables list and this language's do not.
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
    /// Pages left untranslated altogether: its `untranslated-page` findings.
    var untranslatedPages: Int = 0

    /// One summary per language of the catalog, in the catalog's language order.
    ///
    /// - Parameter product: The reconciled product.
    /// - Returns: The summaries.
    static func summaries(for product: ReconciledProduct) -> [DriftSummary] {
        let catalog = product.catalog
        func rules(of kinds: Set<RuleKind>) -> Set<String> {
            Set(RuleRegistry.ids.filter { RuleRegistry.kind(of: $0).map(kinds.contains) ?? false })
        }
        let missingRules = rules(of: [.missing])
        let conflictRules = rules(of: [.conflict, .divergence])
        // The distinct facts and the counts of each language's findings, in one pass over them.
        struct Tally {
            var codesConflicting: Set<String> = []
            var unlistedSymbols: Set<String> = []
            var factsMissing: Set<String> = []
            var factsConflicting: Set<String> = []
            var untranslated = 0
            var untranslatedPages = 0
        }
        let languages = catalog.languages.map(\.folder)
        var tallies = [Tally](repeating: Tally(), count: languages.count)
        var indexOfLanguage: [String: Int] = [:]
        for (index, language) in languages.enumerated() where indexOfLanguage[language] == nil {
            indexOfLanguage[language] = index
        }
        for finding in product.findings {
            guard let index = indexOfLanguage[finding.language] else { continue }
            let rule = finding.rule
            switch rule {
            case CodeConflictRule.id: tallies[index].codesConflicting.insert(finding.fact)
            case CodeUnlistedRule.id: tallies[index].unlistedSymbols.insert(finding.fact)
            case UntranslatedRule.id: tallies[index].untranslated += 1
            case UntranslatedPageRule.id: tallies[index].untranslatedPages += 1
            default: break
            }
            if missingRules.contains(rule) { tallies[index].factsMissing.insert(finding.fact) }
            if conflictRules.contains(rule) { tallies[index].factsConflicting.insert(finding.fact) }
        }
        return languages.map { language in
            let tally = tallies[indexOfLanguage[language]!]
            let codesListed = catalog.codes.filter { $0.listingLanguages.contains(language) }.count
            // Counted from the catalog: `code-missing` reports the codes of a table a language lacks once.
            let codesMissing = catalog.codes.filter { $0.listed && !$0.listingLanguages.contains(language) }.count
            var summary = DriftSummary(
                language: language,
                codesListed: codesListed,
                codesMissing: codesMissing,
                codesConflicting: tally.codesConflicting.count,
                unlistedSymbols: tally.unlistedSymbols.count,
                fallbackMessages: catalog.codes.filter { $0.messages[language]?.isFallback(for: language) ?? false }
                    .count
            )
            summary.factsPresent =
                codesListed + catalog.apis.filter { $0.languages.contains(language) }.count
                + catalog.parameters.filter { $0.sources.contains { $0.language == language } }.count
            summary.factsMissing = tally.factsMissing.count
            summary.factsConflicting = tally.factsConflicting.count
            summary.untranslated = tally.untranslated
            summary.untranslatedPages = tally.untranslatedPages
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
