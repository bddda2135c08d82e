import Foundation

/// Writes `Resources/<Enum>.xcstrings`: the messages as a String Catalog, for Xcode users.
///
/// Beside the `.strings` files, with the same keys (the documented symbols of ``EnumPlan``'s
/// cases, deprecated aliases included). The shape follows what Xcode 15 and later writes:
///
/// ```json
/// {
///   "sourceLanguage" : "ko",
///   "strings" : {
///     "TCGB_ERROR_BANNED_MEMBER" : {
///       "comment" : "Auth · code 7 · documented in ko, ja, zh",
///       "extractionState" : "manual",
///       "localizations" : {
///         "en" : {
///           "stringUnit" : {
///             "state" : "needs_review",
///             "value" : "Named member has been banned."
///           }
///         },
///         …
/// ```
///
/// - `sourceLanguage` and the localization keys are bundle (`.lproj`) names from the config.
/// - A language's `stringUnit` is `translated`, or `needs_review` when a finding in that
///   language is about the code (its fact is the code's symbol or one of its aliases' symbols,
///   whatever the rule).
/// - A language without a message of its own (one its bundle takes from another language)
///   has no localization: Xcode then shows it as untranslated.
/// - A code with no message in any language has no entry (the `.strings` files leave it out too).
///
/// Written byte for byte as Xcode writes it, so that opening the catalog in Xcode does not
/// rewrite it: keys sorted as Xcode sorts them (see ``JSONValue/KeyOrder/xcode``), two-space indentation,
/// `"key" : value`, one newline at the end. Nothing depends on time, locale or dictionary order.
public struct StringCatalogEmitter: ProductEmitter {
    /// The `state` of a localization whose language states the code as the catalog decided it.
    public static let translated = "translated"
    /// The `state` of a localization whose language drifted on the code.
    public static let needsReview = "needs_review"

    /// Creates the emitter.
    public init() {}

    /// The String Catalog for one product, or nothing when the product documents no codes.
    ///
    /// - Parameter product: The reconciled product.
    /// - Returns: `Resources/<Enum>.xcstrings`, or no file.
    public func emit(_ product: ReconciledProduct) throws -> [OutputFile] {
        try product.enumViews.flatMap { try emitEnum($0) }
    }

    /// The files of one of the product's enums.
    private func emitEnum(_ product: ReconciledProduct) throws -> [OutputFile] {
        let catalog = product.catalog
        guard !catalog.codes.isEmpty else { return [] }
        let table = product.config.swift.enumName
        let text = JSONValue.render(document(product), keys: .xcode)
        return [OutputFile(path: "Resources/\(table).xcstrings", text: text)]
    }

    /// The catalog as a JSON value.
    func document(_ product: ReconciledProduct) -> JSONValue {
        let catalog = product.catalog
        let plan = EnumPlan(catalog: catalog, typeName: product.config.swift.enumName)
        // (fact, language) pairs that some finding is about, whatever its rule.
        var drifted: Set<[String]> = []
        for finding in product.findings {
            drifted.insert([finding.fact, finding.language])
        }
        var strings: [String: JSONValue] = [:]
        for item in plan.cases where strings[item.symbol] == nil {
            let entry = item.entry
            let facts = [entry.symbol] + entry.aliases.map(\.symbol)
            var localizations: [String: JSONValue] = [:]
            for language in catalog.languages {
                guard let message = entry.messages[language.folder], !message.isFallback(for: language.folder)
                else { continue }
                let drift = facts.contains { drifted.contains([$0, language.folder]) }
                localizations[language.bundle] = .object([
                    "stringUnit": .object([
                        "state": .string(drift ? Self.needsReview : Self.translated),
                        "value": .string(message.text),
                    ])
                ])
            }
            // The `.strings` files have no line for a code no language gives a message for.
            guard !localizations.isEmpty else { continue }
            strings[item.symbol] = .object([
                "comment": .string(Self.comment(for: item, catalog: catalog)),
                "extractionState": .string("manual"),
                "localizations": .object(localizations),
            ])
        }
        let source = product.config.language(catalog.sourceLanguage)?.bundle ?? catalog.sourceLanguage
        return .object([
            "sourceLanguage": .string(source),
            "strings": .object(strings),
            "version": .string("1.0"),
        ])
    }

    /// "Auth · code 7 · documented in ko, ja, zh": the category (when known), the number, and
    /// the languages whose error tables write the key's symbol (or, for a code no table lists,
    /// whose text uses it).
    static func comment(for item: EnumPlan.Case, catalog: Catalog) -> String {
        var parts: [String] = []
        if let category = item.entry.category { parts.append(category) }
        parts.append("code \(catalog.codeText(item.code))")
        let sources = item.entry.sources.filter { $0.symbol == item.symbol }
        let tables = sources.filter { $0.context == .table }
        let stating = Set((tables.isEmpty ? sources : tables).map(\.language))
        let languages = catalog.languages.map(\.folder).filter { stating.contains($0) }
        if !languages.isEmpty {
            let note = tables.isEmpty ? " (text only)" : ""
            parts.append("documented in \(languages.joined(separator: ", "))\(note)")
        }
        return parts.joined(separator: " · ")
    }
}
