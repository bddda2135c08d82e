/// `markdown-syntax`: constructs that do not render as their author meant.
///
/// Examples: `####3.1.1` (no space after the hashes, so CommonMark shows it as text; errata still
/// uses it as a section boundary), and `**[TCGBGamebase userID]**로`, whose closing `**` follows
/// punctuation and precedes a letter, so it is not emphasis and the asterisks show. Stars written
/// to be seen are not reported: escaped (`\*\*`), between spaces, between ASCII letters or digits
/// (`2**20`), inside brackets or quotes (`(**)`), or four and more (`abc****xyz`). One finding per
/// line.
public struct MarkdownSyntaxRule: ContextRule {
    public static let id = "markdown-syntax"
    public static let summary = "Markdown that does not render as its author meant."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.syntax
    public static let help = """
        Markdown that does not render as its author meant under CommonMark: `####Title` without a space \
        shows as text, and `**…**` that cannot open or close emphasis shows its stars. Add the space, or \
        move the stars so that they open and close emphasis.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                ####Install

                Text.
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                #### Install

                Text.
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext) -> [Finding] {
        var findings: [Finding] = []
        for page in context.facts {
            var seen: Set<Int> = []
            // Room for every message at once: growing would hash every message (mostly not ASCII,
            // so normalized first) again at each step.
            var occurrences: [String: Int] = Dictionary(minimumCapacity: page.syntaxIssues.count)
            for issue in page.syntaxIssues where seen.insert(issue.location.line).inserted {
                // The message is hashed once: counted and read in one access.
                let occurrence = Self.increment(&occurrences[issue.message, default: 0])
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: issue.message,
                        product: context.product.id,
                        fact: "syntax:\(issue.message)#\(occurrence)",
                        language: page.language,
                        section: context.section(of: issue.location),
                        location: issue.location
                    )
                )
            }
        }
        return findings
    }

    /// Adds one to `count` and returns it.
    private static func increment(_ count: inout Int) -> Int {
        count += 1
        return count
    }
}
