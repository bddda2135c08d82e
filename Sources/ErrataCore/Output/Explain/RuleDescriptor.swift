/// What a report says about a rule: its id, what it catches, its default severity and how to act.
///
/// Every drift rule in ``RuleRegistry`` has one, made from the rule itself; `errata check` adds
/// its own rules for what it checks beyond drift (``staleBaseline``, ``staleResolution``,
/// ``minimumCoverage``). SARIF lists them all under `tool.driver.rules`.
public struct RuleDescriptor: Sendable, Hashable {
    /// The stable id, e.g. `code-conflict`.
    public var id: String
    /// One sentence saying what the rule catches.
    public var summary: String
    /// A longer description: the summary and what errata does about it.
    public var fullDescription: String
    /// What to do about a finding, as Markdown.
    public var help: String
    /// The severity unless the config says otherwise.
    public var defaultSeverity: Diagnostic.Severity
    /// What kind of drift the rule reports; `nil` for the rules of `errata check` itself.
    public var kind: RuleKind?
    /// Whether a finding of this rule can fail `errata check` (stale entries only warn).
    public var failsCheck: Bool

    /// Creates a rule descriptor.
    public init(
        id: String,
        summary: String,
        fullDescription: String,
        help: String,
        defaultSeverity: Diagnostic.Severity,
        kind: RuleKind? = nil,
        failsCheck: Bool = true
    ) {
        self.id = id
        self.summary = summary
        self.fullDescription = fullDescription
        self.help = help
        self.defaultSeverity = defaultSeverity
        self.kind = kind
        self.failsCheck = failsCheck
    }

    /// The descriptor of a drift rule.
    ///
    /// - Parameter rule: The rule.
    public init(_ rule: any DriftRule) {
        let type = type(of: rule)
        self.init(
            id: type.id,
            summary: type.summary,
            fullDescription: type.help,
            help: type.help + "\n\n" + """
                If the difference is known and decided, record the decision under the product's `resolutions` in \
                `errata.yml`, with a `reason`: the finding is then accepted and no longer fails `errata check`. To \
                change how serious this rule is, set `rules: { \(type.id): warning }` (or `error`, `note`, or `off` \
                to turn it off) in `errata.yml`.
                """,
            defaultSeverity: type.defaultSeverity,
            kind: type.kind
        )
    }

    /// A descriptor for a rule id no descriptor is known for (a finding of a rule added elsewhere).
    ///
    /// - Parameter id: The rule id.
    /// - Returns: A descriptor whose texts name the id.
    public static func unknown(_ id: String) -> RuleDescriptor {
        RuleDescriptor(
            id: id,
            summary: "Findings of the rule '\(id)'.",
            fullDescription: "Findings of the rule '\(id)'.",
            help: "See the finding's message and related locations.",
            defaultSeverity: .warning
        )
    }

    // MARK: - The rules of `errata check`

    /// `stale-baseline`: a baseline entry that no current finding matches any more.
    public static let staleBaseline = RuleDescriptor(
        id: "stale-baseline",
        summary: "A baseline entry matches no current finding.",
        fullDescription: "A baseline entry matches no current finding: the drift it recorded was fixed or changed. "
            + "Stale entries never fail errata check.",
        help: """
            The baseline (written by `errata check --write-baseline FILE`) lists findings that CI ignores. \
            This entry no longer matches any finding, so the drift it recorded was fixed, or now reads \
            differently. Rewrite the baseline with `errata check --write-baseline FILE` to drop it.
            """,
        defaultSeverity: .warning,
        failsCheck: false
    )

    /// `stale-resolution`: a resolution in `errata.yml` that names no code or fact.
    public static let staleResolution = RuleDescriptor(
        id: "stale-resolution",
        summary: "A resolution in errata.yml names no code or fact of its product.",
        fullDescription: "A resolution in errata.yml names a fact (a symbol or number) that no language of its "
            + "product states any more. Stale resolutions never fail errata check.",
        help: """
            The resolution's `fact` is neither a symbol nor a number any guide of the product gives: the code \
            was renamed or removed, or the fact is misspelt. Correct the `fact`, or delete the resolution.
            """,
        defaultSeverity: .warning,
        failsCheck: false
    )

    /// `min-coverage`: a language whose guide states less of the catalog than `--min-coverage` asks.
    public static let minimumCoverage = RuleDescriptor(
        id: "min-coverage",
        summary: "A language states a smaller share of the catalog's facts than --min-coverage requires.",
        fullDescription: "Coverage is, per product and language, the share of the catalog's listed facts "
            + "(error codes in some language's error table) that the language's own guide states.",
        help: """
            The translation has fallen behind: the language's guide lacks facts that other languages state. \
            The `code-missing` findings of that language list them. Add the missing rows, or lower \
            `--min-coverage`.
            """,
        defaultSeverity: .error
    )

    /// The descriptors `errata check` adds to the drift rules.
    public static let checkRules: [RuleDescriptor] = [staleBaseline, staleResolution, minimumCoverage]

    /// Every rule a report may name: the drift rules in ``RuleRegistry`` order, then ``checkRules``.
    public static var all: [RuleDescriptor] {
        RuleRegistry.all.map(RuleDescriptor.init) + checkRules
    }

    /// The descriptor of a rule id, or a generic one for an id nothing describes.
    ///
    /// - Parameter id: The rule id.
    /// - Returns: The descriptor.
    public static func descriptor(for id: String) -> RuleDescriptor {
        all.first { $0.id == id } ?? unknown(id)
    }
}
