/// `code-unreferenced`: a code that a page's error table lists but the product's error-code
/// reference page does not.
///
/// Where a product has an error-code reference page (see ``ReferencePages``), the catalog is that
/// page: a code only other pages list (a guide's own table, another SDK's quoted) is left out of
/// the enum and the bundles, and reported here once per table, at its first row, naming its codes.
public struct CodeUnreferencedRule: ContextRule {
    public static let id = "code-unreferenced"
    public static let summary = "A page's error table lists a code that the error-code reference page does not."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.missing
    public static let help = """
        The product has an error-code reference page (found by its name or title, or named under \
        `catalog: {pages: [...]}` in `errata.yml`), and the catalog is that page. A code that only another \
        page's error table lists is left out of the enum and the bundles. Add it to the reference page if \
        it is one of the product's errors; otherwise the row may be a quoted table of another SDK, which \
        needs no change.
        """
    public static let triggeringExamples = [
        RuleExample(
            pages: (
                "en", "error-code",
                #"""
                # Error codes

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 101 | Timed out. |
                """#
            ),
            (
                "en", "login",
                #"""
                # Login

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_LOCKED | 102 | The account is locked. |
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            pages: (
                "en", "error-code",
                #"""
                # Error codes

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 101 | Timed out. |
                | DEMO_ERROR_LOCKED | 102 | The account is locked. |
                """#
            ),
            (
                "en", "login",
                #"""
                # Login

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_LOCKED | 102 | Sign-in fails for a locked account. |
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    /// How many codes a finding names before it says how many more there are.
    static let namedCodes = 8

    public func findings(in context: ReconcileContext) -> [Finding] {
        guard !context.referencePaths.isEmpty else { return [] }
        let reference = context.referencePaths.sorted()
        // The rows of each table (a page's section) that the reference page lacks, in first-row order.
        var rows: [TablePlace: [CodeDefinition]] = [:]
        var tables: [(table: TablePlace, language: String)] = []
        // Where the reference page numbers codes of its own, names numbered by HTTP statuses (a push
        // provider's `UNREGISTERED | 404`) are another system's, not codes to add to it.
        let referenceNumbersOwn = context.concepts.contains {
            context.isReferenced($0) && !$0.definitions[0].definition.numberIsHTTPStatus
        }
        // Another SDK's codes, quoted on a page (symbols in another namespace), are left out
        // without a finding: catalog.json and `errata explain` say so.
        for concept in context.concepts where !context.isReferenced(concept) && !context.isForeign(concept) {
            let row = concept.definitions[0]
            // A success value (`SUCCESS`, 0, above an API's result codes) is no error to list.
            guard row.definition.group == nil, !row.definition.isUnnamed || row.definition.code != 0,
                row.definition.isUnnamed
                    || !SuccessValues.reportsSuccess(words: SuccessValues.words(row.definition.symbol), shared: 0)
            else { continue }
            if referenceNumbersOwn, concept.definitions.allSatisfy(\.definition.numberIsHTTPStatus) { continue }
            // A table the reference page says quotes other systems' codes needs no change.
            if context.otherSystemSections[row.definition.location.path]?.contains(where: {
                row.definition.section.starts(with: $0)
            }) == true {
                continue
            }
            let table = TablePlace(row.definition)
            if rows[table] == nil { tables.append((table, row.language)) }
            rows[table, default: []].append(row.definition)
        }
        return tables.map { table, language in
            // One finding per table: one row for a guide to add to the reference page, or a table of
            // the guide's own to consider as a whole.
            let definitions = rows[table]!.sorted { $0.location < $1.location }
            let first = definitions[0]
            let page =
                context.facts.first { $0.language == language && context.referencePaths.contains($0.path) }?.path
                ?? reference[0]
            let labels = definitions.map { $0.label(number: context.codeText($0.code)) }
            var message: String
            if labels.count == 1 {
                message = "\(labels[0]) is listed here but not on the error-code reference page \(page)"
            } else {
                message =
                    "this table's \(labels.count) codes are not on the error-code reference page \(page): "
                    + labels.listed(naming: Self.namedCodes)
            }
            message += labels.count == 1 ? "; it is left out of the enum" : "; they are left out of the enum"
            return Finding(
                rule: Self.id,
                severity: Self.defaultSeverity,
                message: message,
                product: context.product.id,
                fact: first.symbol,
                language: language,
                section: context.section(of: first.location),
                location: first.location,
                resolution: "add \(labels.count == 1 ? "it" : "them") to \(page) if "
                    + "\(labels.count == 1 ? "it is one" : "they are") of the product's errors"
            )
        }
    }
}
