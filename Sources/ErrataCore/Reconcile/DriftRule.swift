/// A rule that finds one kind of drift between languages.
///
/// Each rule lives in its own file under `Reconcile/Rules/`, with its id, a description and
/// examples, and is listed by hand in ``RuleRegistry/all``.
public protocol DriftRule: Sendable {
    /// The stable id, e.g. `code-conflict`.
    static var id: String { get }
    /// One line saying what the rule catches.
    static var summary: String { get }
    /// The severity unless the config says otherwise.
    static var defaultSeverity: Diagnostic.Severity { get }

    /// The findings in one product.
    func findings(in context: ReconcileContext, catalog: Catalog) -> [Finding]

    /// For a rule that does not read the catalog (a ``ContextRule``), its findings from the
    /// context alone; `nil` for the others. The reconciler asks this rather than casting each
    /// rule to ``ContextRule``: a first cast to a protocol searches every conformance in the
    /// program (about a millisecond of every run for errata's rules).
    var findingsWithoutCatalog: ((ReconcileContext) -> [Finding])? { get }
}

extension DriftRule {
    public var findingsWithoutCatalog: ((ReconcileContext) -> [Finding])? { nil }
}

/// A rule that reads only the facts and their alignment, not the catalog: the reconciler runs it
/// while the catalog is being built.
public protocol ContextRule: DriftRule {
    /// The findings in one product, from its facts alone.
    func findings(in context: ReconcileContext) -> [Finding]
}

extension ContextRule {
    public func findings(in context: ReconcileContext, catalog: Catalog) -> [Finding] {
        findings(in: context)
    }

    public var findingsWithoutCatalog: ((ReconcileContext) -> [Finding])? {
        { findings(in: $0) }
    }
}

/// Every drift rule errata runs, in a fixed order.
public enum RuleRegistry {
    /// All rules.
    public static let all: [any DriftRule] = [
        CodeConflictRule(),
        CodeMissingRule(),
        CodeUnlistedRule(),
        SymbolTypoRule(),
        SymbolCharactersRule(),
        TableUnreadableRule(),
        APIMissingRule(),
        APIConflictRule(),
        ParamMissingRule(),
        ParamConflictRule(),
        SectionMissingRule(),
        SectionLevelRule(),
        UntranslatedRule(),
        UntranslatedPageRule(),
        LinkConflictRule(),
        MarkdownSyntaxRule(),
        ExampleMismatchRule(),
        SampleDriftRule(),
    ]

    /// The ids of all rules.
    public static var ids: [String] { all.map { type(of: $0).id } }
}
