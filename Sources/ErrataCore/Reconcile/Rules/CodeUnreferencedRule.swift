/// `code-unreferenced`: a code that a page's error table lists but the product's error-code
/// reference page does not.
///
/// Where a product has an error-code reference page (see ``ReferencePages``), the catalog is that
/// page: a code only other pages list (a guide's own table, another SDK's quoted) is left out of
/// the enum and the bundles, and reported here once, at the first row that lists it.
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

    public func findings(in context: ReconcileContext) -> [Finding] {
        guard !context.referencePaths.isEmpty else { return [] }
        let reference = context.referencePaths.sorted()
        var findings: [Finding] = []
        // Another SDK's codes, quoted on a page (symbols in another namespace), are left out
        // without a finding: catalog.json and `errata explain` say so.
        for concept in context.concepts where !context.isReferenced(concept) && !context.isForeign(concept) {
            let row = concept.definitions[0]
            guard row.definition.group == nil else { continue }
            let page =
                reference.first { $0.hasPrefix(row.language + "/") || $0.contains("/" + row.language + "/") }
                ?? reference[0]
            findings.append(
                Finding(
                    rule: Self.id,
                    severity: Self.defaultSeverity,
                    message:
                        "\(row.definition.label(number: context.codeText(row.definition.code))) is listed here but not on "
                        + "the error-code reference page \(page); it is left out of the enum",
                    product: context.product.id,
                    fact: row.definition.symbol,
                    language: row.language,
                    section: context.section(of: row.definition.location),
                    location: row.definition.location,
                    resolution: "add it to \(page) if it is one of the product's errors"
                )
            )
        }
        return findings
    }
}
