/// `section-missing`: a section some languages have and another lacks.
///
/// Sections are matched to the source language's (see `SectionAligner`). A source section with no
/// match in a language is reported there, at the heading it belongs after; a language's section
/// with no match in the source language is reported too. A page that lost all its headings gets
/// one finding saying so, and its facts are still compared, aligned by the facts it shares.
public struct SectionMissingRule: ContextRule {
    public static let id = "section-missing"
    public static let summary = "A section is in some languages but not in others."
    public static let defaultSeverity = Diagnostic.Severity.warning

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext) -> [Finding] {
        var findings: [Finding] = []
        let source = context.product.sourceLanguage
        let firstSourcePage = context.alignment.sourceHeadings.keys.min()
        for page in context.facts where page.language != source {
            guard
                let sourcePage = context.alignment.sourceHeadings[page.page] != nil ? page.page : firstSourcePage,
                let sourceHeadings = context.alignment.sourceHeadings[sourcePage],
                !sourceHeadings.isEmpty,
                let sections = context.alignment.pages[page.path]
            else { continue }
            if sections.alignedByFacts {
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message:
                            "\(page.language) has \(page.headings.count) of \(source)'s \(sourceHeadings.count) headings; "
                            + "its facts were matched to \(source)'s sections by the facts they share",
                        product: context.product.id,
                        fact: "headings",
                        language: page.language,
                        location: SourceLocation(path: page.path, line: 1, column: 1),
                        related: [
                            RelatedLocation(
                                language: source, location: sourceHeadings[0].location,
                                message: "\(source)'s first heading")
                        ]
                    )
                )
                continue
            }
            // Sections are compared and placed by their numbers.
            let matched = context.alignment.matchedIDs[page.path] ?? []
            let sectionIDs = context.alignment.sectionIDs(ofSourcePage: sourcePage)
            var previous = SourceLocation(path: page.path, line: 1, column: 1)
            for (heading, id) in zip(sourceHeadings, sectionIDs) {
                if matched.contains(id) {
                    previous = context.placement(ofSection: id, in: page.language)
                    continue
                }
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message:
                            "\(page.language) has no section '\(heading.title)' (\(source): \(heading.path.joined(separator: " › ")))",
                        product: context.product.id,
                        fact: heading.path.joined(separator: " › "),
                        language: page.language,
                        section: heading.path,
                        location: previous,
                        related: [
                            RelatedLocation(
                                language: source, location: heading.location, message: "\(source) has it here")
                        ]
                    )
                )
            }
            for heading in context.alignment.unmatched[page.path] ?? [] {
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: "\(source) has no section matching \(page.language)'s '\(heading.title)'",
                        product: context.product.id,
                        fact: heading.path.joined(separator: " › "),
                        language: source,
                        section: heading.path,
                        location: heading.location,
                        related: []
                    )
                )
            }
        }
        return findings
    }
}
