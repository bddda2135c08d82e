/// `table-unreadable`: a row of an error table that gives no symbol errata can read.
///
/// errata reads a row as an error code when one of its cells is an error symbol (`AUTH_FAILED`,
/// or a name of capitals, digits and `_` in the symbols' column beside a code). A row of an error
/// table without one (`| timeout | 5 | … |`, a code alone, a symbol cell with other text in it)
/// defines no code: the enum and the bundles leave it out. Rather than drop it without a word,
/// errata reports it at its first cell, with the cells it holds.
public struct TableUnreadableRule: ContextRule {
    public static let id = "table-unreadable"
    public static let summary = "A row of an error table gives no symbol errata can read, so it defines no code."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.syntax
    public static let help = """
        A row of an error table (a table where some row holds an error symbol) gives no symbol errata \
        can read: a lower-case name, a code alone, a symbol cell with other text in it. The row defines \
        no code, so the enum and the bundles leave it out. Write the row's symbol as the other rows do.
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
                | busy | 102 | The server is busy. |
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
                | DEMO_ERROR_BUSY | 102 | The server is busy. |
                """#
            )
        ),
        // A table of names without codes (button actions) is no error table.
        RuleExample(
            (
                "en",
                #"""
                ## Buttons

                | Type | Action |
                | --- | --- |
                | Show the banner (SHOW_BANNER) | ActionType.SHOW_BANNER |
                | Reply (REPLY) | ActionType.REPLY |
                """#
            )
        ),
    ]

    /// The most characters of the row's cells the message quotes.
    static let quotedLength = 120

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext) -> [Finding] {
        var findings: [Finding] = []
        let otherSystems = Self.otherSystemsTables(context)
        for page in context.facts {
            for fact in page.unreadableRows
            where !otherSystems.contains(TablePlace(path: fact.location.path, section: fact.section)) {
                let cells = fact.cells.joined(separator: " | ").clipped(to: Self.quotedLength)
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: "this row of an error table gives no error symbol errata can read "
                            + "(NAME_NAME, or capitals, digits and '_' in the symbols' column), so it defines no "
                            + "code: | \(cells) |",
                        product: context.product.id,
                        fact: "row:" + fact.cells.joined(separator: "|"),
                        language: page.language,
                        section: context.section(of: fact.location),
                        location: fact.location
                    )
                )
            }
        }
        return findings
    }

    /// The tables whose codes are all another system's (see ``CatalogBuilder/otherSystemsCodes(_:)``):
    /// a row errata cannot read there (`| APNs | BadDeviceToken | 400 |` beside FCM's) is none of
    /// the product's either.
    private static func otherSystemsTables(_ context: ReconcileContext) -> Set<TablePlace> {
        guard context.facts.contains(where: { !$0.unreadableRows.isEmpty }) else { return [] }
        let others = Set(CatalogBuilder.otherSystemsCodes(context).map(\.0))
        guard !others.isEmpty else { return [] }
        var ownCodes: [TablePlace: Bool] = [:]
        for (index, concept) in context.concepts.enumerated() {
            for row in concept.definitions {
                let table = TablePlace(row.definition)
                ownCodes[table] = ownCodes[table, default: false] || !others.contains(index)
            }
        }
        return Set(ownCodes.compactMap { $0.value ? nil : $0.key })
    }
}
