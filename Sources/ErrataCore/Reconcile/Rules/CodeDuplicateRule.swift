/// `code-duplicate`: two symbols claim one number in one enum.
///
/// An enum's raw values are unique, so the generated enum keeps one of them: the one more
/// languages list, then one a table lists rather than only prose, then the first by symbol. The other stays in `catalog.json`
/// and is reported here, at the row that lists it.
public struct CodeDuplicateRule: DriftRule {
    public static let id = "code-duplicate"
    public static let summary = "Two symbols claim one number in one enum; the enum keeps one of them."
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let kind = RuleKind.conflict
    public static let help = """
        Two different symbols are given the same number in one group of codes, so the generated enum can \
        hold only one of them (the one more languages list, then one a table lists, then the first by \
        symbol); the other is left out of the enum and kept in catalog.json. Give one of them its right number, or, if they are two groups \
        of codes with numbers of their own, name the group in a column of the table (`Group`).
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
                | DEMO_ERROR_BUSY | 101 | The server is busy. |
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                ## Result codes

                | Group | Result | Code | Description |
                | --- | --- | --- | --- |
                | MatchResult | DEMO_SUCCESS | 0 | A match was made. |
                | ConnectResult | DEMO_SUCCESS | 0 | Connected. |
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext, catalog: Catalog) -> [Finding] {
        var findings: [Finding] = []
        for (kept, others) in Self.duplicates(in: catalog) {
            // Codes named by strings share the HTTP status that numbers them by design.
            for other in others where !(kept.numberIsHTTPStatus && other.numberIsHTTPStatus) {
                guard let row = other.sources.first(where: { $0.context == .table }) ?? other.sources.first else {
                    continue
                }
                let enumName = other.group.map { "the group \($0)" } ?? "the enum"
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message:
                            "\(other.symbol) and \(kept.symbol) both have the number \(catalog.codeText(other.code)) "
                            + "in \(enumName); it keeps \(kept.symbol)",
                        product: context.product.id,
                        fact: other.symbol,
                        language: row.language,
                        section: context.section(of: row.location),
                        location: row.location,
                        related: kept.sources.first.map {
                            [
                                RelatedLocation(
                                    language: $0.language, location: $0.location,
                                    message: "\(kept.symbol) is listed here")
                            ]
                        } ?? [],
                        resolution: "\(other.symbol) is left out of the enum and kept in catalog.json"
                    )
                )
            }
        }
        return findings
    }

    /// For each number two codes of one group claim: the code the enum keeps and the others, in
    /// catalog order, ranked by ``CatalogCode/precedes(inEnum:)``.
    static func duplicates(in catalog: Catalog) -> [(kept: CatalogCode, others: [CatalogCode])] {
        var byNumber: [GroupedNumber: [CatalogCode]] = [:]
        var order: [GroupedNumber] = []
        for code in catalog.codes {
            let key = GroupedNumber(group: code.group, code: code.code)
            if byNumber[key] == nil { order.append(key) }
            byNumber[key, default: []].append(code)
        }
        // Codes that report success are left out of the enum (see `separatingSuccessValues`):
        // two of them with one number (`SUCCESS` and `DEMO_SUCCESS`, 0) take no place in it. Their
        // group's shared words are worked out only for a number two codes claim (few).
        var sharedWords: [String?: Int] = [:]
        func reportsSuccess(_ code: CatalogCode) -> Bool {
            guard !code.isUnnamed else { return false }
            if sharedWords[code.group] == nil {
                sharedWords[code.group] = SuccessValues.sharedWords(
                    catalog.codes.filter { $0.group == code.group && !$0.isUnnamed }.map {
                        SuccessValues.words($0.symbol)
                    })
            }
            return SuccessValues.reportsSuccess(
                words: SuccessValues.words(code.symbol), shared: sharedWords[code.group]!)
        }
        return order.compactMap { key in
            guard byNumber[key]!.count > 1 else { return nil }
            let codes = byNumber[key]!.filter { !reportsSuccess($0) }
            guard codes.count > 1 else { return nil }
            let ranked = codes.sorted { $0.precedes(inEnum: $1) }
            return (ranked[0], Array(ranked.dropFirst()))
        }
    }

    private struct GroupedNumber: Hashable {
        var group: String?
        var code: Int
    }
}
