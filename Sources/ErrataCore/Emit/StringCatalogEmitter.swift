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
/// rewrite it: keys sorted as Xcode sorts them (see ``XcodeJSON``), two-space indentation,
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
        let catalog = product.catalog
        guard !catalog.codes.isEmpty else { return [] }
        let table = product.config.swift.enumName
        let text = XcodeJSON.render(document(product))
        return [OutputFile(path: "Resources/\(table).xcstrings", text: text)]
    }

    /// The catalog as a JSON value.
    func document(_ product: ReconciledProduct) -> XcodeJSON {
        let catalog = product.catalog
        let plan = EnumPlan(catalog: catalog)
        // (fact, language) pairs that some finding is about, whatever its rule.
        var drifted: Set<[String]> = []
        for finding in product.findings {
            drifted.insert([finding.fact, finding.language])
        }
        var strings: [String: XcodeJSON] = [:]
        for item in plan.cases where strings[item.symbol] == nil {
            let entry = item.entry
            let facts = [entry.symbol] + entry.aliases.map(\.symbol)
            var localizations: [String: XcodeJSON] = [:]
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
        parts.append("code \(item.code)")
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

/// A JSON value written the way Xcode writes String Catalogs.
///
/// `JSONEncoder` and `JSONSerialization` put no space before the colon and, on Linux, sort
/// keys differently; this writer does exactly what Xcode does:
/// - objects over several lines, two spaces per level, `"key" : value`, keys sorted as
///   `JSONSerialization` sorts them on Apple platforms (numbers in keys by value, letters
///   without regard to case);
/// - an empty object as `{`, a blank line and `}`; arrays like objects, `[` … `]`;
/// - strings with `"` and `\` escaped, `\n`, `\r`, `\t`, `\b`, `\f` for those controls and
///   `\u00XX` for the others; `/` and every other character as it is.
enum XcodeJSON: Hashable, Sendable {
    /// A string.
    case string(String)
    /// An integer.
    case number(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// An array, in its order.
    case array([XcodeJSON])
    /// An object; its keys are sorted when written.
    case object([String: XcodeJSON])

    /// The document's text, ending with one newline.
    static func render(_ value: XcodeJSON) -> String {
        var out = ""
        value.write(to: &out, indent: "")
        return out + "\n"
    }

    private func write(to out: inout String, indent: String) {
        switch self {
        case .string(let text):
            out += Self.quoted(text)
        case .number(let number):
            out += String(number)
        case .bool(let flag):
            out += flag ? "true" : "false"
        case .array(let values):
            guard !values.isEmpty else {
                out += "[\n\n\(indent)]"
                return
            }
            out += "[\n"
            for (index, value) in values.enumerated() {
                out += indent + "  "
                value.write(to: &out, indent: indent + "  ")
                out += index == values.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{\n\n\(indent)}"
                return
            }
            out += "{\n"
            let keys = members.keys.sorted(by: Self.precedes)
            for (index, key) in keys.enumerated() {
                out += indent + "  " + Self.quoted(key) + " : "
                members[key]!.write(to: &out, indent: indent + "  ")
                out += index == keys.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    /// A JSON string literal that reads back as exactly `text`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Whether key `a` sorts before key `b`, as `JSONSerialization` sorts keys on Apple platforms
    /// (and swift-corelibs-foundation, which copies it): runs of digits by their value, letters
    /// without regard to case, and keys equal that way in a fixed order. No locale is involved.
    static func precedes(_ a: String, _ b: String) -> Bool {
        a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: nil)
            == .orderedAscending
    }
}
