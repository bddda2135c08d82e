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
///     "XYZ_ERROR_ACCOUNT_LOCKED" : {
///       "comment" : "Auth · code 12 · documented in ko, ja, zh",
///       "extractionState" : "manual",
///       "localizations" : {
///         "en" : {
///           "stringUnit" : {
///             "state" : "needs_review",
///             "value" : "The account is locked."
///           }
///         },
///         …
/// ```
///
/// - `sourceLanguage` and the localization keys are bundle (`.lproj`) names from the config.
/// - A language's `stringUnit` is `translated`, or `needs_review` when a finding in that
///   language is about the code (its fact is one of the code's ``CatalogCode/names``,
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

    /// The file of one of the product's enums.
    private func emitEnum(_ product: ReconciledProduct) throws -> [OutputFile] {
        guard !product.catalog.codes.isEmpty else { return [] }
        let table = product.config.swift.enumName
        return [OutputFile(path: "Resources/\(table).xcstrings") { write(product, to: &$0) }]
    }

    /// The catalog as a JSON value, for tests: what ``write(_:to:)`` writes.
    func document(_ product: ReconciledProduct) -> JSONValue {
        let strings = Strings(product)
        var entries: [String: JSONValue] = [:]
        for symbol in strings.symbols { entries[symbol] = strings.entry(symbol) }
        return .object([
            "sourceLanguage": .string(strings.source),
            "strings": .object(entries),
            "version": .string("1.0"),
        ])
    }

    /// Writes the catalog's text, each string's entry made as it is written.
    func write(_ product: ReconciledProduct, to out: inout some TextOutputStream) {
        let strings = Strings(product)
        // The three keys in Xcode's order, which is also their order by bytes.
        out.write("{\n  \"sourceLanguage\" : ")
        JSONValue.appendQuoted(strings.source, to: &out)
        out.write(",\n  \"strings\" : ")
        JSONValue.writeObject(keys: strings.symbols, indent: 1, order: .xcode, to: &out) { strings.entry($0)! }
        out.write(",\n  \"version\" : \"1.0\"\n}\n")
    }

    /// The catalog's entries, worked out one at a time.
    private struct Strings {
        let product: ReconciledProduct
        let source: String
        /// The keys: each case's symbol that some language gives a message of its own for.
        private(set) var symbols: [String] = []
        private var cases: [String: EnumPlan.Case] = [:]
        /// (fact, language) pairs that some finding is about, whatever its rule.
        private var drifted: Set<FactInLanguage> = []

        private struct FactInLanguage: Hashable {
            var fact: String
            var language: String
        }

        init(_ product: ReconciledProduct) {
            self.product = product
            let catalog = product.catalog
            source = product.config.bundle(of: catalog.sourceLanguage)
            for finding in product.findings {
                drifted.insert(FactInLanguage(fact: finding.fact, language: finding.language))
            }
            let plan = EnumPlan(catalog: catalog, typeName: product.config.swift.enumName)
            for item in plan.cases where cases[item.symbol] == nil {
                // The `.strings` files have no line for a code no language gives a message for.
                let stated = catalog.languages.contains { language in
                    item.entry.messages[language.folder].map { !$0.isFallback(for: language.folder) } ?? false
                }
                guard stated else { continue }
                cases[item.symbol] = item
                symbols.append(item.symbol)
            }
        }

        /// The entry of one key.
        func entry(_ symbol: String) -> JSONValue? {
            guard let item = cases[symbol] else { return nil }
            let catalog = product.catalog
            let entry = item.entry
            var localizations: [String: JSONValue] = [:]
            for language in catalog.languages {
                guard let message = entry.messages[language.folder], !message.isFallback(for: language.folder)
                else { continue }
                let drift = entry.names.contains {
                    drifted.contains(FactInLanguage(fact: $0, language: language.folder))
                }
                localizations[language.bundle] = .ordered([
                    "stringUnit": .ordered([
                        "state": .string(drift ? StringCatalogEmitter.needsReview : StringCatalogEmitter.translated),
                        "value": .string(message.text),
                    ])
                ])
            }
            return .ordered([
                "comment": .string(StringCatalogEmitter.comment(for: item, catalog: catalog)),
                "extractionState": .string("manual"),
                "localizations": .object(localizations),
            ])
        }
    }

    /// "Auth · code 12 · documented in ko, ja, zh": the category (when known), the number, and
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
