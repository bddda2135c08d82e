/// `markdown-syntax`: constructs that do not render as their author meant.
///
/// Examples: `####3.1.1` (no space after the hashes, so CommonMark shows it as text; errata still
/// uses it as a section boundary), and `**[XYZClient userID]**로`, whose closing `**` follows
/// punctuation and precedes a letter, so it is not emphasis and the asterisks show. Stars written
/// to be seen are not reported: escaped (`\*\*`), between spaces, between ASCII letters or digits
/// (`2**20`), inside brackets or quotes (`(**)`), or four and more (`abc****xyz`). One finding per
/// line.
///
/// What is reported depends on the site's renderer (config `renderer`): Python-Markdown reads
/// `####Title` as a heading and pairs each `**` with the next one on the line (but for one between
/// spaces, which it shows as it is), so under it only a line's odd `**` and unclosed fences are
/// reported.
public struct MarkdownSyntaxRule: ContextRule {
    public static let id = "markdown-syntax"
    public static let summary = "Markdown that does not render as its author meant."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.syntax
    public static let help = """
        Markdown that does not render as its author meant: under CommonMark and GFM, `####Title` without a \
        space shows as text, and `**…**` that cannot open or close emphasis shows its stars; under every \
        renderer, a code fence never closed swallows the page after it. Add the space, or move the stars so \
        that they open and close emphasis. Set `renderer: python-markdown` for an MkDocs site: Python-Markdown \
        reads `####Title` as a heading and pairs `**` in turn, so only an odd `**` is reported there.
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
            for issue in page.syntaxIssues
            where Self.shows(issue, under: context.product.renderer) && seen.insert(issue.location.line).inserted {
                // The message is hashed once: counted and read in one access.
                let occurrence = Self.increment(&occurrences[issue.message, default: 0])
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.severity(of: issue, under: context.product.renderer),
                        message: Self.message(of: issue, under: context.product.renderer),
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

    /// Whether `issue` shows on a page the renderer renders.
    static func shows(_ issue: SyntaxIssueFact, under renderer: MarkdownRenderer) -> Bool {
        guard renderer == .pythonMarkdown else { return true }
        switch issue.kind {
        case .unspacedHeading: return false
        case .unmatchedEmphasis(let paired): return !paired
        case .unclosedFence, .fenceOpenAtEnd, .lateFence, .other: return true
        }
    }

    /// How serious the issue is on a page the renderer renders: a block the page ends inside
    /// shows as meant under CommonMark, a note there.
    static func severity(of issue: SyntaxIssueFact, under renderer: MarkdownRenderer) -> Diagnostic.Severity {
        if case .fenceOpenAtEnd = issue.kind, renderer != .pythonMarkdown { return .note }
        return defaultSeverity
    }

    /// What the issue does on a page the renderer renders.
    static func message(of issue: SyntaxIssueFact, under renderer: MarkdownRenderer) -> String {
        switch (renderer, issue.kind) {
        case (.pythonMarkdown, .unclosedFence(let fence)), (.pythonMarkdown, .fenceOpenAtEnd(let fence)):
            "the code block opened here with '\(fence)' is never closed: Python-Markdown shows '\(fence)' as text "
                + "and the code after it as paragraphs; close it with '\(fence)'"
        case (.pythonMarkdown, .unmatchedEmphasis):
            "this line's last '**' has no other '**' to pair with and shows on the page; remove it or add its pair"
        default: issue.message
        }
    }

    /// Adds one to `count` and returns it.
    private static func increment(_ count: inout Int) -> Int {
        count += 1
        return count
    }
}
