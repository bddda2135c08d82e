/// `section-order`: a translation's page that has the source's sections in another order (an
/// older edition the source has since rearranged, or a translator's).
///
/// The sections matched to the source's are taken in the page's order, each parent's among
/// themselves; the longest run of them in the source's order stays, and the others moved. A moved
/// section's subsections move with it and are not named again. One finding per page, at the first section moved: the page's outline, and
/// what a reader finds where, differ from the source's.
public struct SectionOrderRule: ContextRule {
    public static let id = "section-order"
    public static let summary = "A translation orders the source's sections otherwise (an older edition)."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.divergence
    public static let help = """
        A translation's page has the same sections as the source language's in another order: most often \
        an older edition the source has since rearranged. Readers of that language find the sections where \
        the source no longer has them, and later changes are harder to carry over. Put the sections in the \
        source's order.
        """
    /// The source page of the examples.
    private static let sourcePage = #"""
        # 다운로드

        ## 객체 다운로드

        ```kotlin
        Storage.download(key)
        ```

        ## CDN 다운로드

        ```kotlin
        Storage.cdnDownload(key)
        ```

        ## 서명된 URL 발급

        ```kotlin
        Storage.signUrl(key)
        ```
        """#

    public static let triggeringExamples = [
        RuleExample(
            (
                "ko",
                sourcePage
            ),
            (
                "en",
                #"""
                # Download

                ## Downloading an Object

                ```kotlin
                Storage.download(key)
                ```

                ## Issuing a Signed URL

                ```kotlin
                Storage.signUrl(key)
                ```

                ## CDN Download

                ```kotlin
                Storage.cdnDownload(key)
                ```
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "ko",
                sourcePage
            ),
            (
                "en",
                #"""
                # Download

                ## Downloading an Object

                ```kotlin
                Storage.download(key)
                ```

                ## CDN Download

                ```kotlin
                Storage.cdnDownload(key)
                ```

                ## Issuing a Signed URL

                ```kotlin
                Storage.signUrl(key)
                ```
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
            // A page of another edition is one finding of section-missing's, its order one of its differences.
            guard let sections = context.alignment.pages[page.path], !sections.alignedByFacts,
                let sourceHeadings = context.alignment.sourceHeadings[page.page],
                !SectionMissingRule.isMostlyUnaligned(
                    page, sourceSections: Set(context.alignment.sectionIDs(ofSourcePage: page.page)).count,
                    in: context)
            else { continue }
            // The page's headings matched to the source's sections, each section once, in page order;
            // a section's number is its place in the source's order.
            var matched: [(heading: Int, id: Int)] = []
            var seen = Set<Int>()
            for index in page.headings.indices {
                guard let id = sections.sectionID(at: index), seen.insert(id).inserted else { continue }
                matched.append((index, id))
            }
            guard matched.count >= 2 else { continue }
            // Siblings are compared among themselves (a section's subsections move with it): of each
            // parent's sections, the longest run in the source's order kept its place.
            let parents = SectionAligner.parentIndices(page.headings)
            var siblings: [Int: [Int]] = [:]
            for (position, entry) in matched.enumerated() {
                siblings[parents[entry.heading] ?? -1, default: []].append(position)
            }
            var kept = Set<Int>()
            var moved: [Int] = []
            for positions in siblings.values {
                let run = Set(SectionAligner.longestOrderedRun(positions.map { matched[$0].id }, strictly: true))
                for (offset, position) in positions.enumerated() {
                    if run.contains(offset) { kept.insert(position) } else { moved.append(position) }
                }
            }
            moved.sort()
            guard let first = moved.first else { continue }
            let heading = page.headings[matched[first].heading]
            // Where the page has the first moved section (before the next sibling that kept its
            // place, else after the last one before it), and where the source has it (after its
            // previous sibling there).
            let keptHeadings = (siblings[parents[matched[first].heading] ?? -1] ?? []).filter(kept.contains).map {
                matched[$0].heading
            }
            let here =
                keptHeadings.first { $0 > matched[first].heading }.map { "before '\(page.headings[$0].title)'" }
                ?? keptHeadings.last { $0 < matched[first].heading }.map { "after '\(page.headings[$0].title)'" }
                ?? "first"
            let sourceIDs = context.alignment.sectionIDs(ofSourcePage: page.page)
            guard let offset = sourceIDs.firstIndex(of: matched[first].id).map({ $0 - sourceIDs.startIndex }),
                offset < sourceHeadings.count
            else { continue }
            let sourceHeading = sourceHeadings[offset]
            let there =
                sourceHeadings[..<offset].last { $0.level <= sourceHeading.level }.map { "after '\($0.title)'" }
                ?? "first"
            let more = moved.count - 1
            findings.append(
                Finding(
                    rule: Self.id,
                    severity: Self.defaultSeverity,
                    message:
                        "\(page.language)'s '\(heading.title)' stands \(here); \(source) has it ('\(sourceHeading.title)') "
                        + "\(there)"
                        + (more == 0
                            ? "" : ", and \(more) more \(more == 1 ? "section stands" : "sections stand") elsewhere"),
                    product: context.product.id,
                    fact: "order:" + sourceHeading.path.joined(separator: " › "),
                    language: page.language,
                    section: sourceHeading.path,
                    location: heading.location,
                    related: [
                        RelatedLocation(
                            language: source, location: sourceHeading.location, message: "\(source) has it here")
                    ]
                ))
        }
        return findings
    }
}
