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
    /// What kind of drift it reports; reports colour and count findings by it.
    static var kind: RuleKind { get }
    /// What the rule catches, why it matters and how to act on a finding, as Markdown.
    static var help: String { get }
    /// Guides on which the rule reports at least one finding (tested, and shown by `errata rules`).
    static var triggeringExamples: [RuleExample] { get }
    /// Guides on which the rule reports nothing, each close to a triggering one.
    static var nonTriggeringExamples: [RuleExample] { get }

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

/// What kind of drift a rule reports.
public enum RuleKind: String, Sendable, CaseIterable {
    /// A value (a number, symbol, type, list of values, link target) differs between languages.
    case conflict
    /// A fact some languages state and another lacks.
    case missing
    /// Content that drifted apart with no single value to compare: samples, examples, heading levels.
    case divergence
    /// A name that is used but not defined, or is a near miss of a defined one.
    case reference
    /// Text left in a language or script the page is not written in.
    case untranslated
    /// Markdown or characters that do not read as their author meant.
    case syntax

    /// One line saying what the kind means, for `errata rules`.
    public var summary: String {
        switch self {
        case .conflict: "a value differs between languages"
        case .missing: "a fact some languages state and another lacks"
        case .divergence: "content that drifted apart: samples, examples, heading levels"
        case .reference: "a name used but not defined, or a near miss of one"
        case .untranslated: "text left in another language"
        case .syntax: "Markdown or characters that do not read as meant"
        }
    }
}

/// A guide in several languages on which a rule does or does not report: the rule's documentation
/// and its test.
public struct RuleExample: Sendable {
    /// One language's page.
    public struct Page: Sendable {
        /// The language folder, e.g. `ko`.
        public var language: String
        /// The page's name in the language folder, without `.md`.
        public var name = "page"
        /// The page's Markdown.
        public var markdown: String
    }

    /// The pages, the source language's first; the others in precedence order.
    public var pages: [Page]

    /// Creates an example from `(language, markdown)` pairs, the source language first.
    public init(_ pages: (String, String)...) {
        self.pages = pages.map { Page(language: $0.0, markdown: $0.1) }
    }

    /// Creates an example of several pages from `(language, page name, markdown)` triples, the
    /// source language's first.
    public init(pages: (String, String, String)...) {
        self.pages = pages.map { Page(language: $0.0, name: $0.1, markdown: $0.2) }
    }
}

/// Every drift rule errata runs, in a fixed order.
public enum RuleRegistry {
    /// All rules.
    public static let all: [any DriftRule] = [
        CodeConflictRule(),
        CodeMissingRule(),
        CodeUnlistedRule(),
        CodeUnreferencedRule(),
        MessageMismatchRule(),
        MessageSwappedRule(),
        CodeDuplicateRule(),
        SymbolTypoRule(),
        SymbolCharactersRule(),
        TableUnreadableRule(),
        APIMissingRule(),
        APIConflictRule(),
        ParamMissingRule(),
        ParamConflictRule(),
        NumberConflictRule(),
        QuantityConflictRule(),
        IdentifierConflictRule(),
        SectionMissingRule(),
        SectionLevelRule(),
        SectionOrderRule(),
        UntranslatedRule(),
        UntranslatedPageRule(),
        LinkConflictRule(),
        LinkBrokenRule(),
        MarkdownSyntaxRule(),
        PageCorruptRule(),
        ExampleMismatchRule(),
        SampleDriftRule(),
        EndpointConflictRule(),
    ]

    /// The ids of all rules.
    public static var ids: [String] { all.map { type(of: $0).id } }

    /// The kind of the rule `id`, or `nil` for an id no drift rule has.
    public static func kind(of id: String) -> RuleKind? { kinds[id] }

    private static let kinds = Dictionary(uniqueKeysWithValues: all.map { (type(of: $0).id, type(of: $0).kind) })
}
