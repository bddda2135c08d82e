/// `code-unlisted`: an error symbol used in prose or sample code that no error table defines.
///
/// Example: the guides tell readers to check `XYZ_ERROR_NETWORK_UNREACHABLE(210)`, and the English
/// sample compares `error.code == XYZ_ERROR_UPLOAD_TIMEOUT`, but no error table lists either.
/// Symbols count when they share the prefix of the documented symbols (`XYZ_ERROR_`), or carry a
/// number numbered as the tables' codes are (sign, count of digits, first digit): a symbol quoted
/// with a number outside that numbering is another library's code; one only release notes name,
/// under a heading that says it was removed (`### Removed`), is history. Reported once per symbol
/// and language, at its first use, with the other uses as related locations.
public struct CodeUnlistedRule: DriftRule {
    public static let id = "code-unlisted"
    public static let summary = "An error symbol is used in prose or samples but no error table defines it."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.reference
    public static let help = """
        An error symbol is used in prose or a sample, with a number or with the prefix the documented \
        symbols share, but no error table defines it. An app that handles it finds no case in the enum. Add \
        the code to the error table, or correct the symbol.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                ## Error codes

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 101 | Timed out. |

                When the call fails with **DEMO_ERROR_OFFLINE (120)**, try again later.
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                ## Error codes

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 101 | Timed out. |

                When the call fails with **DEMO_ERROR_TIMEOUT (101)**, try again later.
                """#
            )
        )
    ]

    /// How many further uses a finding lists as related locations.
    static let relatedLimit = 10

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext, catalog: Catalog) -> [Finding] {
        var findings: [Finding] = []
        // The codes no table lists, by symbol (the first of each), looked up once per unlisted
        // symbol rather than searched for among all the codes.
        var unlistedCodes: [String: CatalogCode] = [:]
        for code in catalog.codes where !code.listed && unlistedCodes[code.symbol] == nil {
            unlistedCodes[code.symbol] = code
        }
        // One finding per symbol, at the first language (by precedence) that uses it; the other
        // languages' first uses beside it.
        for (symbol, mentions) in context.unlisted {
            let code = unlistedCodes[symbol]
            let languages = context.order.filter { language in mentions.contains { $0.language == language } }
            // A code only release notes name, as removed, is one the product no longer has.
            guard let language = languages.first, !mentions.allSatisfy({ ReleaseNotes.tellsRemoval($0.mention) })
            else { continue }
            // By index: a copy of a mention retains each of its strings.
            let uses = mentions.indices.filter { mentions[$0].language == language }
            let first = mentions[uses[0]].mention
            var message = first.symbol == symbol ? "\(symbol)" : "\(symbol) (written \(first.symbol))"
            message += " is used in \(first.context == .sample ? "sample code" : "the text")"
            if uses.count > 1 { message += " (\(uses.count) times)" }
            message += " but no error table defines it"
            // A response sample naming a code the tables name otherwise (`"resultCode": 0,
            // "resultMessage": "XYZ_OK"` where 0 is `XYZ_SUCCESS`): the table's name is shown.
            if first.isJSONField, let number = first.code,
                let named = context.concepts.lazy.flatMap(\.definitions).first(where: {
                    $0.language == language && $0.definition.code == number && !$0.definition.isUnnamed
                })
            {
                message += ": \(language)'s table names \(context.codeText(number)) \(named.definition.symbol)"
            }
            if languages.count > 1 { message += "; also used in \(languages.dropFirst().joined(separator: ", "))" }
            let elsewhere = languages.dropFirst().compactMap { other in
                mentions.first { $0.language == other }.map {
                    RelatedLocation(language: other, location: $0.mention.location, message: "\(other) uses it here")
                }
            }
            findings.append(
                Finding(
                    rule: Self.id,
                    severity: Self.defaultSeverity,
                    message: message,
                    product: context.product.id,
                    fact: symbol,
                    language: language,
                    section: context.section(of: first.location),
                    location: first.location,
                    related: elsewhere
                        + uses.dropFirst().prefix(Self.relatedLimit).map {
                            RelatedLocation(
                                language: language, location: mentions[$0].mention.location, message: "also used here")
                        },
                    resolution: code.map {
                        "kept in the catalog as \(context.codeText($0.code)), the number the text gives"
                    }
                )
            )
        }
        return findings
    }
}
