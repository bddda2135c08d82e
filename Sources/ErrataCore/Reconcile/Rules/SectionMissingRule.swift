/// `section-missing`: a section some languages have and another lacks.
///
/// Sections are matched to the source language's (see `SectionAligner`). A source section with no
/// match in a language is reported there, at the heading it belongs after; a language's section
/// with no match in the source language is reported too. A page that lost all its headings gets
/// one finding saying so, and its facts are still compared, aligned by the facts it shares. A
/// source page a language lacks altogether (where its other pages are matched to the source's by
/// name) gets one finding, at the path the page would have, rather than none; and so does a page
/// of such a language that the source language lacks, rather than one per heading; and so does a
/// page that has fewer than half of its source page's sections and lacks at least five (a partial
/// translation, or one of another edition), rather than one per section, and a language that
/// lacks more than half of the source's pages and at least ten, rather than one per page.
public struct SectionMissingRule: ContextRule {
    public static let id = "section-missing"
    public static let summary = "A section is in some languages but not in others."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.missing
    public static let help = """
        A section some languages have and another lacks, once headings are matched across languages (by \
        explicit ID, title, numbering, position and the facts they hold). A page the source has and a \
        translation lacks, or a translation that holds fewer than half of its source page's sections, is one \
        finding. Translate the section, or remove it from the guides that should not have it.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## Install {#install}

                설치합니다.

                ## Upgrade {#upgrade}

                업그레이드합니다.
                """#
            ),
            (
                "en",
                #"""
                ## Install {#install}

                Install it.
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## Install {#install}

                설치합니다.

                ## Upgrade {#upgrade}

                업그레이드합니다.
                """#
            ),
            (
                "en",
                #"""
                ## Install {#install}

                Install it.

                ## Upgrade {#upgrade}

                Upgrade it.
                """#
            )
        )
    ]

    /// How many sections a page that has fewer than half of its source page's must lack for one
    /// finding to stand for them all (fewer are each reported where they belong).
    public static let manyMissing = 5

    /// How many pages a language that has fewer than half of the source's must lack for one
    /// finding to stand for them all (fewer are each reported where they would be).
    public static let manyMissingPages = 10

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext) -> [Finding] {
        var findings = Self.missingPages(in: context)
        let source = context.product.sourceLanguage
        let firstSourcePage = context.alignment.sourceHeadings.keys.min()
        for page in context.facts where page.language != source {
            if context.alignment.lacksSourcePage(page) {
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: "\(source) has no page '\(page.page)' matching \(page.language)'s "
                            + "(\(page.headings.count == 1 ? "1 section" : "\(page.headings.count) sections"))",
                        product: context.product.id,
                        fact: "page " + page.page,
                        language: source,
                        location: SourceLocation(path: page.path, line: 1, column: 1),
                        related: []
                    )
                )
                continue
            }
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
            let sourceSections = Set(sectionIDs).count
            if matched.count * 2 < sourceSections, sourceSections - matched.count >= Self.manyMissing,
                !page.headings.isEmpty
            {
                findings.append(
                    Self.mostlyUnmatchedPage(
                        page, matched: matched.count, sourceSections: sourceSections,
                        sourceHeadings: sourceHeadings, in: context))
                continue
            }
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

    /// The one finding for a page that has fewer than half of its source page's sections, and
    /// lacks at least ``manyMissing`` (a partial translation, or one of another edition), rather
    /// than one for each section it lacks and each heading of its own.
    private static func mostlyUnmatchedPage(
        _ page: DocumentFacts, matched: Int, sourceSections: Int, sourceHeadings: [SectionHeading],
        in context: ReconcileContext
    ) -> Finding {
        let source = context.product.sourceLanguage
        let own = context.alignment.unmatched[page.path]?.count ?? 0
        let has = matched == 0 ? "none" : "\(matched)"
        let sections = sourceSections == 1 ? "section" : "sections"
        let ownHeadings = own == 0 ? "" : ", \(own == 1 ? "1 heading" : "\(own) headings") of its own"
        return Finding(
            rule: id,
            severity: defaultSeverity,
            message: "\(page.language) has \(has) of \(source)'s \(sourceSections) \(sections) of '\(page.page)' "
                + "(\(sourceSections - matched) missing\(ownHeadings)): a partial translation, or one of another edition",
            product: context.product.id,
            fact: "page " + page.page,
            language: page.language,
            location: page.headings[0].location,
            related: [
                RelatedLocation(
                    language: source, location: sourceHeadings[0].location, message: "\(source)'s first heading")
            ]
        )
    }

    /// A finding for each source page a language has no page of the same name for, in a language
    /// that has pages matched to the source's by name (a language whose pages all have other names
    /// is aligned to the source's first page, and lacks none); one for them all when it lacks more
    /// than half of the source's pages, and at least ``manyMissingPages``.
    static func missingPages(in context: ReconcileContext) -> [Finding] {
        let source = context.product.sourceLanguage
        let sourcePages = context.pages(of: source)
        let sourceNames = Set(sourcePages.map(\.page))
        var findings: [Finding] = []
        for language in context.order where context.alignment.languagesMatchedByName.contains(language) {
            let pages = context.pages(of: language)
            let names = Set(pages.map(\.page))
            // The language's folder and extension (`md`, or `ko.md` for pages marked with a suffix),
            // from a page matched by name.
            guard let matched = pages.first(where: { sourceNames.contains($0.page) }),
                let (folder, fileExtension) = Self.file(of: matched)
            else { continue }
            let missing = sourcePages.filter { !names.contains($0.page) }
            // A language that lacks most pages (a translation begun, or kept to a few pages): one
            // finding for them all.
            if missing.count * 2 > sourcePages.count, missing.count >= manyMissingPages {
                let named = missing.prefix(5).map { "'\($0.page)'" }.joined(separator: ", ")
                let more = missing.count > 5 ? " and \(missing.count - 5) more" : ""
                findings.append(
                    Finding(
                        rule: id,
                        severity: defaultSeverity,
                        message: "\(language) has \(sourcePages.count - missing.count) of \(source)'s "
                            + "\(sourcePages.count) pages (\(missing.count) missing: \(named)\(more))",
                        product: context.product.id,
                        fact: "pages",
                        language: language,
                        location: SourceLocation(
                            path: folder + "/" + missing[0].page + "." + fileExtension, line: 0, column: 0),
                        related: [
                            RelatedLocation(
                                language: source, location: SourceLocation(path: missing[0].path, line: 1, column: 1),
                                message: "\(source)'s first page \(language) lacks")
                        ]
                    )
                )
                continue
            }
            for page in missing {
                let headings = context.alignment.sourceHeadings[page.page] ?? []
                let sections = headings.count == 1 ? "1 section" : "\(headings.count) sections"
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: "\(language) has no page '\(page.page)' (\(source): \(page.path), \(sections))",
                        product: context.product.id,
                        fact: "page " + page.page,
                        language: language,
                        location: SourceLocation(
                            path: folder + "/" + page.page + "." + fileExtension, line: 0, column: 0),
                        related: [
                            RelatedLocation(
                                language: source, location: SourceLocation(path: page.path, line: 1, column: 1),
                                message: "\(source) has it here")
                        ]
                    )
                )
            }
        }
        return findings
    }

    /// The language folder a page is in and its file's extension (`md`, `markdown`): its path
    /// split around `/<page>.`.
    private static func file(of page: DocumentFacts) -> (folder: String, fileExtension: String)? {
        guard let range = page.path.range(of: "/" + page.page + ".", options: .backwards) else { return nil }
        return (String(page.path[..<range.lowerBound]), String(page.path[range.upperBound...]))
    }
}
