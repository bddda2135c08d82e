/// `untranslated`: text left in another language's script, such as Korean sentences and table
/// headers in the Chinese guide.
///
/// Latin script (product names, identifiers, code) is never reported, nor is code. One finding per
/// line, with the text.
public struct UntranslatedRule: ContextRule {
    public static let id = "untranslated"
    public static let summary = "Text is left in another language's script."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.untranslated
    public static let help = """
        Text in a script the page's language does not use (Korean sentences left in the Chinese guide). \
        Code, link targets and Latin script never count. Translate the text.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## 설치

                앱을 설치합니다.
                """#
            ),
            (
                "en",
                #"""
                ## Install

                Install the app. 앱을 설치합니다.
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## 설치

                앱을 설치합니다.
                """#
            ),
            (
                "en",
                #"""
                ## Install

                Install the app.
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext) -> [Finding] {
        var findings: [Finding] = []
        for page in context.facts {
            var lines: [Int: [ForeignTextFact]] = [:]
            for run in page.foreignText { lines[run.location.line, default: []].append(run) }
            for line in lines.keys.sorted() {
                let runs = lines[line]!
                let text = runs.map(\.text).joined(separator: " … ")
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: "\(runs[0].script) text in the \(page.language) guide: \(text)",
                        product: context.product.id,
                        fact: "text:" + text,
                        language: page.language,
                        section: context.section(of: runs[0].location),
                        location: runs[0].location
                    )
                )
            }
        }
        return findings
    }
}
