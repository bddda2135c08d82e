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
/// translation, or one of another edition), or that would get five findings or more with a quarter
/// of the sections of both sides unaligned, rather than one per section; and a language that lacks
/// at least ten of the source's pages, rather than one per page (a translation that stops short of
/// the guide, as sites that show the source's page in its place keep them). Runs of
/// sections missing one after the other at one level, on either side, are one finding. A heading
/// that only stands over its parent's introduction, which the other side has under the parent
/// itself, is not reported. A translation whose file holds another page (the titles of a page of
/// another name in another language, and more of that name's images and code than its own's) is
/// one finding, and no rule compares its facts with its own name's source page (see
/// ``MisplacedPages``).
public struct SectionMissingRule: ContextRule {
    public static let id = "section-missing"
    public static let summary = "A section is in some languages but not in others."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.missing
    public static let help = """
        A section some languages have and another lacks, once headings are matched across languages (by \
        explicit ID, title, numbering, position and the facts they hold). A page the source has and a \
        translation lacks, or a translation that holds fewer than half of its source page's sections, is one \
        finding, and so is a page that differs in many places with a quarter of its sections unaligned (another \
        edition), and a page whose file holds another page. Translate the section, or remove it from the guides \
        that should not have it.
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

    /// How many pages a language must lack for one finding to stand for them all (fewer are each
    /// reported where they would be).
    public static let manyMissingPages = 10

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext) -> [Finding] {
        var findings = Self.missingPages(in: context)
        let source = context.product.sourceLanguage
        let firstSourcePage = context.alignment.sourceHeadings.keys.min()
        for page in context.facts where page.language != source {
            if let misplaced = context.misplacedPages[page.path] {
                let holds = misplaced.holds
                let sourceSections = context.alignment.sourceHeadings[page.page]?.count ?? 0
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: "\(page.language)'s page '\(page.page)' holds another page: its headings are "
                            + "\(holds.language)'s '\(holds.page)' (\(misplaced.shared) of its \(misplaced.titles) titles), "
                            + "not \(source)'s '\(page.page)' (\(sourceSections == 1 ? "1 section" : "\(sourceSections) sections"))",
                        product: context.product.id,
                        fact: MisplacedPages.fact(misplaced),
                        language: page.language,
                        location: SourceLocation(path: page.path, line: 1, column: 1),
                        related: holds.headings.first.map {
                            [
                                RelatedLocation(
                                    language: holds.language, location: $0.location,
                                    message: "\(holds.language)'s '\(holds.page)' starts here")
                            ]
                        } ?? []
                    )
                )
                continue
            }
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
                let has = "\(page.language) has \(page.headings.count) of \(source)'s \(sourceHeadings.count) headings"
                let hasFacts =
                    !(page.definitions.isEmpty && page.mentions.isEmpty && page.apis.isEmpty && page.parameters.isEmpty
                    && page.examples.isEmpty && page.links.isEmpty && page.images.isEmpty && page.verbatims.isEmpty
                    && page.codeSpans.isEmpty && page.samples.isEmpty)
                // A page of its title and little else (a page not written yet) has nothing to match.
                let message =
                    hasFacts
                    ? has + "; its facts were matched to \(source)'s sections by the facts they share"
                    : page.lineCount <= page.headings.count * 3 + 2
                        ? has
                            + " and nothing below \(page.headings.count == 1 ? "it" : "them"): the page is not written yet"
                        : has + ", and no facts to match its text to \(source)'s sections by"
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: message,
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
            // A code block never closed shows the rest of the page as code, headings included:
            // `markdown-syntax` reports that, and the sections it hides are not missing.
            let swallowed = page.hasUnclosedFence
            if !swallowed, matched.count * 2 < sourceSections, sourceSections - matched.count >= Self.manyMissing,
                !page.headings.isEmpty
            {
                findings.append(
                    Self.mostlyUnmatchedPage(
                        page, matched: matched.count, sourceSections: sourceSections,
                        sourceHeadings: sourceHeadings, in: context))
                continue
            }
            var pageFindings = Self.sectionFindings(
                page, sourceHeadings: sourceHeadings, sectionIDs: sectionIDs, matched: matched,
                reportsMissing: !swallowed, in: context)
            // Headings a code block closed late shows as code are the block's fault, which
            // `markdown-syntax` reports: as many sections missing (or paired wrongly around them)
            // as it hides are explained by it.
            if page.headingsHiddenInCode > 0, pageFindings.count <= page.headingsHiddenInCode { pageFindings = [] }
            // Many findings on a page a quarter of whose sections (of both sides) are unaligned: a page
            // of another edition, one finding rather than one for each difference.
            if !swallowed, pageFindings.count >= Self.manyMissing,
                Self.isMostlyUnaligned(page, sourceSections: sourceSections, in: context)
            {
                findings.append(
                    Self.mostlyUnmatchedPage(
                        page, matched: matched.count, sourceSections: sourceSections,
                        sourceHeadings: sourceHeadings, in: context))
                continue
            }
            findings += pageFindings
        }
        return findings
    }

    /// A source section missing on a page, or a heading of the page the source lacks: its index
    /// among its page's headings, and where the gap it stands in starts (the index of the last
    /// source heading before it that the page has, or -1).
    private struct Orphan {
        var index: Int
        var gap: Int
        /// How many headings below it are missing with it.
        var below = 0
        /// The headings below it that are missing with it (their indices), for a source section.
        var lackedBelow: [Int] = []
        /// How many of its children the page has all the same (under another parent).
        var kept = 0
    }

    /// The findings for one page's sections: each source section the page lacks, and each heading
    /// of the page the source lacks, once with the sections below it (which are missing with it).
    /// Where a gap between two sections both have holds as many of each, they are sections that
    /// could not be aligned (a title translated beyond recognition, a date or version that differs):
    /// one finding for each such pair rather than one per side.
    private static func sectionFindings(
        _ page: DocumentFacts, sourceHeadings: [SectionHeading], sectionIDs: ArraySlice<Int>, matched: Set<Int>,
        reportsMissing: Bool, in context: ReconcileContext
    ) -> [Finding] {
        let source = context.product.sourceLanguage
        let ids = Array(sectionIDs)
        // The source headings the page lacks, each with the sections below it that it lacks too.
        let sourceParents = SectionAligner.parentIndices(sourceHeadings)
        var missing: [Orphan] = []
        var rootOf: [Int: Int] = [:]
        var lastMatched = -1
        var firstIndexOfID: [Int: Int] = [:]
        for (index, id) in ids.enumerated() {
            if firstIndexOfID[id] == nil { firstIndexOfID[id] = index }
            if matched.contains(id) {
                lastMatched = index
                if let parent = sourceParents[index], let root = rootOf[parent], missing[root].index == parent {
                    missing[root].kept += 1
                }
                continue
            }
            if let parent = sourceParents[index], let root = rootOf[parent] {
                rootOf[index] = root
                missing[root].below += 1
                missing[root].lackedBelow.append(index)
                continue
            }
            rootOf[index] = missing.count
            missing.append(Orphan(index: index, gap: lastMatched))
        }
        // The page's headings the source lacks, likewise, each in the gap after the last source
        // heading the page has before it.
        let unmatched = context.alignment.unmatched[page.path] ?? []
        let unmatchedLines = Set(unmatched.map(\.location.line))
        let headings = page.headings
        let pageParents = SectionAligner.parentIndices(headings)
        let sections = context.alignment.pages[page.path]
        var own: [Orphan] = []
        var ownRoot: [Int: Int] = [:]
        var lastGap = -1
        for index in headings.indices {
            guard unmatchedLines.contains(headings[index].location.line) else {
                if let id = sections?.sectionID(at: index), let sourceIndex = firstIndexOfID[id] {
                    lastGap = sourceIndex
                }
                continue
            }
            if let parent = pageParents[index], let root = ownRoot[parent] {
                ownRoot[index] = root
                own[root].below += 1
                continue
            }
            ownRoot[index] = own.count
            own.append(Orphan(index: index, gap: lastGap))
        }
        // A heading over what the other side has as its parent's introduction lacks nothing.
        var pageIndexOfID: [Int: Int] = [:]
        for index in headings.indices {
            if let id = sections?.sectionID(at: index), pageIndexOfID[id] == nil { pageIndexOfID[id] = index }
        }
        missing.removeAll { orphan in
            orphan.below == 0 && orphan.index > 0
                && Self.standsOverIntroduction(
                    orphan.index, of: sourceHeadings,
                    otherParent: pageIndexOfID[ids[orphan.index - 1]].map { ($0, headings) })
        }
        own.removeAll { orphan in
            orphan.below == 0 && orphan.index > 0
                && Self.standsOverIntroduction(
                    orphan.index, of: headings,
                    otherParent: sections?.sectionID(at: orphan.index - 1).flatMap { firstIndexOfID[$0] }.map {
                        ($0, sourceHeadings)
                    })
        }
        let placed = Dictionary(unmatched.map { ($0.location.line, $0) }, uniquingKeysWith: { first, _ in first })
        // Gaps where both sides have as many: paired in order.
        let missingByGap = Dictionary(grouping: missing.indices, by: { missing[$0].gap })
        let ownByGap = Dictionary(grouping: own.indices, by: { own[$0].gap })
        var pairedMissing = Set<Int>()
        var pairedOwn = Set<Int>()
        var pairs: [(their: Int, my: Int)] = []
        var findings: [Finding] = []
        for (gap, theirs) in missingByGap.sorted(by: { $0.key < $1.key }) {
            guard let mine = ownByGap[gap], mine.count == theirs.count else { continue }
            // Only headings that could be one section: a level apart at most, and not two titles
            // both kept in ASCII that differ with no date or version to tell (two sections).
            let plausible = zip(theirs, mine).allSatisfy { their, my in
                let target = sourceHeadings[missing[their].index]
                let heading = headings[own[my].index]
                return abs(target.level - heading.level) <= 1
                    && (!(target.title.isASCII && heading.title.isASCII)
                        || SectionAligner.stamp(target.title) != nil || SectionAligner.stamp(heading.title) != nil)
            }
            guard plausible else { continue }
            for (their, my) in zip(theirs, mine) {
                pairedMissing.insert(their)
                pairedOwn.insert(my)
                pairs.append((their, my))
            }
        }
        // Sections below a pair that could not be aligned (the releases under a version whose date
        // differs) are that pair's difference, not one more each.
        let pairedSource = Set(pairs.map { missing[$0.their].index })
        let pairedPage = Set(pairs.map { own[$0.my].index })
        func underPair(_ index: Int, parents: [Int?], paired: Set<Int>) -> Bool {
            var parent = parents[index]
            while let current = parent {
                if paired.contains(current) { return true }
                parent = parents[current]
            }
            return false
        }
        for (their, my) in pairs
        where
            !(underPair(missing[their].index, parents: sourceParents, paired: pairedSource)
            && underPair(own[my].index, parents: pageParents, paired: pairedPage))
        {
            let target = sourceHeadings[missing[their].index]
            let heading = placed[headings[own[my].index].location.line] ?? headings[own[my].index]
            let below =
                missing[their].below + own[my].below == 0
                ? ""
                : ", with \(missing[their].below) \(missing[their].below == 1 ? "section" : "sections") below in \(source) "
                    + "and \(own[my].below) in \(page.language)"
            // One release dated (or numbered) two ways: which of the two differs is the finding.
            var message =
                "\(source)'s '\(target.title)' and \(page.language)'s '\(heading.title)' could not be aligned"
            if let theirs = SectionAligner.stamp(target.title), let mine = SectionAligner.stamp(heading.title) {
                if !mine.versions.isEmpty, mine.versions == theirs.versions, !mine.dates.isEmpty, !theirs.dates.isEmpty
                {
                    message =
                        "\(page.language)'s '\(heading.title)' dates release \(mine.versions.joined(separator: ", ")) "
                        + "\(mine.dates.joined(separator: ", ")) where \(source)'s '\(target.title)' dates it "
                        + "\(theirs.dates.joined(separator: ", ")): one of the dates is wrong, and the two sections are "
                        + "not compared until they agree"
                } else if !mine.dates.isEmpty, mine.dates == theirs.dates, !mine.versions.isEmpty,
                    !theirs.versions.isEmpty
                {
                    message =
                        "\(page.language)'s '\(heading.title)' numbers the release of \(mine.dates.joined(separator: ", ")) "
                        + "\(mine.versions.joined(separator: ", ")) where \(source)'s '\(target.title)' numbers it "
                        + "\(theirs.versions.joined(separator: ", ")): one of the versions is wrong, and the two sections "
                        + "are not compared until they agree"
                }
            }
            findings.append(
                Finding(
                    rule: id,
                    severity: defaultSeverity,
                    message: message + " (\(source): \(target.path.joined(separator: " › "))\(below))",
                    product: context.product.id,
                    fact: target.path.joined(separator: " › "),
                    language: page.language,
                    section: target.path,
                    location: heading.location,
                    related: [
                        RelatedLocation(
                            language: source, location: target.location, message: "\(source) has it here")
                    ]
                )
            )
        }
        // A run of sections missing one after the other at one level (a translation that stops
        // before the latest releases) is one finding.
        var runs: [[Orphan]] = []
        for (number, orphan) in missing.enumerated() where !pairedMissing.contains(number) {
            if let last = runs.last?.last, last.gap == orphan.gap,
                sourceHeadings[last.index].level == sourceHeadings[orphan.index].level,
                orphan.index == last.index + last.below + 1
            {
                runs[runs.count - 1].append(orphan)
            } else {
                runs.append([orphan])
            }
        }
        for run in runs where reportsMissing {
            let orphan = run[0]
            let heading = sourceHeadings[orphan.index]
            // Where the section would stand: before the section after it that the page has, else
            // after the one before it, else at the page's start.
            let previous =
                context.placement(ofSection: ids[orphan.index], in: page.language, page: page.path)
                ?? (orphan.gap >= 0
                    ? context.placement(ofSection: ids[orphan.gap], in: page.language)
                    : SourceLocation(path: page.path, line: 1, column: 1))
            let below = run.reduce(0) { $0 + $1.below }
            let message: String
            var related = [
                RelatedLocation(language: source, location: heading.location, message: "\(source) has it here")
            ]
            if run.count == 1, orphan.kept > 0, below > 0 {
                // A wrapper the page does without, its sections kept elsewhere: what it lacks of
                // them is named, as the gaps they are.
                let lacked = orphan.lackedBelow.prefix(Self.namedSections).map { sourceHeadings[$0] }
                message =
                    "\(page.language) has no section '\(heading.title)' "
                    + "(\(source): \(heading.path.joined(separator: " › "))), though it has \(orphan.kept) of the "
                    + "sections below it; it lacks "
                    + lacked.map { "'\($0.title)'" }.joined(separator: ", ")
                    + (below > lacked.count ? " and \(below - lacked.count) more" : "")
                related += lacked.map {
                    RelatedLocation(language: source, location: $0.location, message: "\(source) has it here")
                }
            } else if run.count == 1 {
                message =
                    "\(page.language) has no section '\(heading.title)' "
                    + "(\(source): \(heading.path.joined(separator: " › "))\(subsections(below)))"
            } else {
                let last = sourceHeadings[run[run.count - 1].index]
                message =
                    "\(page.language) has none of \(source)'s \(run.count) sections from '\(heading.title)' "
                    + "to '\(last.title)' (\(source): \(heading.path.joined(separator: " › "))"
                    + "\(below == 0 ? "" : ", with \(below) more below them"))"
            }
            findings.append(
                Finding(
                    rule: id,
                    severity: defaultSeverity,
                    message: message,
                    product: context.product.id,
                    fact: heading.path.joined(separator: " › "),
                    language: page.language,
                    section: heading.path,
                    location: previous,
                    related: related
                )
            )
        }
        // Likewise a run of the page's own headings one after the other at one level (sections
        // of another edition) is one finding.
        var ownRuns: [[Orphan]] = []
        for (number, orphan) in own.enumerated() where !pairedOwn.contains(number) {
            if let last = ownRuns.last?.last, last.gap == orphan.gap,
                headings[last.index].level == headings[orphan.index].level,
                orphan.index == last.index + last.below + 1
            {
                ownRuns[ownRuns.count - 1].append(orphan)
            } else {
                ownRuns.append([orphan])
            }
        }
        for run in ownRuns {
            let orphan = run[0]
            let heading = placed[headings[orphan.index].location.line] ?? headings[orphan.index]
            let below = run.reduce(0) { $0 + $1.below }
            let message: String
            if run.count == 1 {
                message =
                    "\(source) has no section matching \(page.language)'s '\(heading.title)'"
                    + (below == 0 ? "" : " (\(subsections(below, prefix: "")))")
            } else {
                let last = headings[run[run.count - 1].index]
                message =
                    "\(source) has none of \(page.language)'s \(run.count) sections from '\(heading.title)' "
                    + "to '\(last.title)'" + (below == 0 ? "" : " (with \(below) more below them)")
            }
            findings.append(
                Finding(
                    rule: id,
                    severity: defaultSeverity,
                    message: message,
                    product: context.product.id,
                    fact: heading.path.joined(separator: " › "),
                    language: source,
                    section: heading.path,
                    location: heading.location,
                    related: []
                )
            )
        }
        return findings
    }

    /// Whether the heading at `index` only stands over its parent's introduction, which the other
    /// side has directly under the parent (`### What is it?` over the sentence the other side has
    /// under `## Rich messages`): it is the first heading below its parent (the heading before
    /// it), with no text between them and no heading of its own below; the other side's parent
    /// (`otherParent`: its index among its page's headings) has text of its own before its next
    /// heading, no more than about twice the lines of the heading's section.
    private static func standsOverIntroduction(
        _ index: Int, of headings: [SectionHeading], otherParent: (index: Int, headings: [SectionHeading])?
    ) -> Bool {
        guard let other = otherParent, index + 1 < headings.count, other.index + 1 < other.headings.count,
            headings[index - 1].level < headings[index].level, headings[index + 1].level <= headings[index].level
        else { return false }
        let parentLines = headings[index].location.line - headings[index - 1].location.line
        let ownLines = headings[index + 1].location.line - headings[index].location.line
        let otherLines = other.headings[other.index + 1].location.line - other.headings[other.index].location.line
        return parentLines <= 2 && otherLines > 2 && ownLines <= otherLines * 2 + 2
    }

    /// The most sections below a missing heading a finding names.
    static let namedSections = 3

    /// Whether a quarter of the sections of a page and of its source page's `sourceSections`
    /// (together) are not aligned: a page of another edition, whose differences are one thing.
    static func isMostlyUnaligned(_ page: DocumentFacts, sourceSections: Int, in context: ReconcileContext) -> Bool {
        guard !page.headings.isEmpty else { return false }
        let matched = context.alignment.matchedIDs[page.path]?.count ?? 0
        let unaligned = sourceSections - matched + (context.alignment.unmatched[page.path]?.count ?? 0)
        return unaligned * 4 >= sourceSections + page.headings.count
    }

    /// `, with 2 sections below it` for the sections missing with a heading.
    private static func subsections(_ count: Int, prefix: String = ", ") -> String {
        guard count > 0 else { return "" }
        let sections = count == 1 ? "1 section" : "\(count) sections"
        return prefix + "with \(sections) below it"
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
    /// is aligned to the source's first page, and lacks none); one for them all when it lacks at
    /// least ``manyMissingPages``.
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
            // A language that lacks many pages (a translation begun, or kept to the pages most
            // read, the others shown in the source language): one finding for them all, whatever
            // share of the guide they are.
            if missing.count >= manyMissingPages {
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
