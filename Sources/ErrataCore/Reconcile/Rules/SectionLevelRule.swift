/// `section-level`: headings a translation moved a level up or down (`#### Conclusion` where the
/// source language has `### Burger conclusion`).
///
/// The section aligner pairs such a run of headings when, between two headings it matched, both
/// languages have as many left over, each at the source's level plus one same offset (see
/// `SectionAligner`); their facts are then compared as the same sections. The run is reported
/// once, at its first heading: the outline, the table of contents and the anchors built from
/// it differ between the languages.
public struct SectionLevelRule: ContextRule {
    public static let id = "section-level"
    public static let summary = "A heading stands at another level than in the source language (#### for ###)."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.divergence
    public static let help = """
        A translation moved headings a level up or down (`####` where the source has `###`). The table of \
        contents and anchors then differ between languages. Not reported on a page `section-missing` reports as \
        a whole (a partial translation, or one of another edition). Put the heading at the source's level.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                # Guide

                ## Setup

                ### First steps

                Text.

                ### Next steps

                Text.

                ## Usage

                Text.
                """#
            ),
            (
                "fr",
                #"""
                # Guide

                ## Setup

                ### Premiers pas

                Texte.

                #### Étapes suivantes

                Texte.

                ## Usage

                Texte.
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                # Guide

                ## Setup

                ### First steps

                Text.

                ### Next steps

                Text.

                ## Usage

                Text.
                """#
            ),
            (
                "fr",
                #"""
                # Guide

                ## Setup

                ### Premiers pas

                Texte.

                ### Étapes suivantes

                Texte.

                ## Usage

                Texte.
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext) -> [Finding] {
        let source = context.product.sourceLanguage
        var findings: [Finding] = []
        for page in context.facts where page.language != source {
            // A section a code block closed late merged with the next (its heading shown as code)
            // is matched by what the two hold together: its level says nothing.
            let hidden = page.headingLinesHiddenInCode
            let headingLines = page.headings.map(\.location.line)
            func mergesHiddenSection(_ heading: SectionHeading) -> Bool {
                guard !hidden.isEmpty else { return false }
                let end = headingLines.first { $0 > heading.location.line } ?? Int.max
                return hidden.contains { $0 > heading.location.line && $0 < end }
            }
            for run in context.alignment.levelChanges[page.path] ?? [] {
                guard let first = run.first, !mergesHiddenSection(first.heading) else { continue }
                let offset = first.heading.level - first.source.level
                let direction = offset > 0 ? "lower" : "higher"
                let levels = abs(offset) == 1 ? "one level" : "\(abs(offset)) levels"
                let others =
                    run.count == 1
                    ? ""
                    : run.count == 2
                        ? ", and so is the heading after it" : ", and so are the \(run.count - 1) headings after it"
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: "\(page.language)'s '\(first.heading.title)' is \(levels) \(direction) than "
                            + "\(source)'s '\(first.source.title)' (\(String(repeating: "#", count: first.heading.level)) "
                            + "for \(String(repeating: "#", count: first.source.level)))\(others)",
                        product: context.product.id,
                        fact: first.source.path.joined(separator: " › "),
                        language: page.language,
                        section: first.source.path,
                        location: first.heading.location,
                        related: [
                            RelatedLocation(
                                language: source, location: first.source.location,
                                message: "\(source) has it at level \(first.source.level)")
                        ]
                    )
                )
            }
        }
        return findings
    }

    /// `findings` without this rule's on a page `section-missing` reports as a whole (a partial
    /// translation, or one of another edition): its headings' levels are among its differences.
    static func withoutLevelsOnOtherEditions(_ findings: [Finding]) -> [Finding] {
        let whole = Set(
            findings.filter { $0.rule == SectionMissingRule.id && $0.fact.hasPrefix("page ") }.map(\.location.path))
        guard !whole.isEmpty else { return findings }
        return findings.filter { $0.rule != id || !whole.contains($0.location.path) }
    }
}
