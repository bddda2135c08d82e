/// `page-corrupt`: a page broken as a whole, by merge-conflict markers left in its text or its
/// content written out more than once.
///
/// Reported once, at the place it starts. errata builds no other finding on such a page: each
/// would only repeat the breakage (every section twice, every line of the other side).
public struct PageCorruptRule: ContextRule {
    public static let id = "page-corrupt"
    public static let summary =
        "A page holds merge-conflict markers or its content twice; nothing else is checked there."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.syntax
    public static let help = """
        The page holds merge-conflict markers (`<<<<<<<`, `=======`, `>>>>>>>`) outside code, or its \
        content is written out more than once (its first heading and the headings after it start again, or most \
        of them from a later one): \
        a merge that kept both sides. Readers see both. errata reports it once and builds no other finding \
        on the page until it is fixed. Resolve the conflict and keep one copy.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                # Release notes

                <<<<<<< HEAD
                Fixed a crash on login.
                =======
                Fixed a crash at startup.
                >>>>>>> release
                """#
            )
        ),
        RuleExample(
            (
                "en",
                #"""
                # Release notes
                ## 2.1.0
                ## 2.0.0
                # Release notes
                ## 2.1.0
                ## 2.0.0
                """#
            )
        ),
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                # Release notes

                ```diff
                <<<<<<< HEAD
                =======
                >>>>>>> release
                ```

                ## 2.1.0
                ### Fixes
                ## 2.0.0
                ### Fixes
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext) -> [Finding] {
        var findings: [Finding] = []
        for page in context.facts {
            for corruption in page.corruptions {
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: corruption.message,
                        product: context.product.id,
                        fact: "page " + page.page,
                        language: page.language,
                        section: context.section(of: corruption.location),
                        location: corruption.location
                    )
                )
            }
        }
        return findings
    }

    /// The findings without those of other rules on a corrupt page.
    static func withoutFindingsOnCorruptPages(_ findings: [Finding], facts: [DocumentFacts]) -> [Finding] {
        let corrupt = Set(facts.filter { !$0.corruptions.isEmpty }.map(\.path))
        guard !corrupt.isEmpty else { return findings }
        return findings.filter { $0.rule == id || !corrupt.contains($0.location.path) }
    }
}
