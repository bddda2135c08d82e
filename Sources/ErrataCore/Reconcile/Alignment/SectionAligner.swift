import Foundation

/// Matches every language's sections to the source language's, so facts can be compared section by section.
///
/// A section is named everywhere by the source language's heading path (its canonical path).
/// - The source language's own sections are canonical.
/// - Another language's headings are matched in order: first by the same explicit ID
///   (`## 로그인 {#login}` and `## Login {#login}`), then by the same title (many guides keep
///   English headings; a title repeated under several parents, such as `Fixed` under each
///   release, only under its parent's match), then by the same numbering (`2-1.`) under matched parents, then
///   the pages' first headings as their titles (at one level, sharing a word), then by
///   position between matched headings (translated titles; as a diff where a section was added
///   or dropped), then by the facts they hold (API selectors, error symbols, parameter keys),
///   and again by position between all of those, then a run of headings a translation
///   moved a level up or down, then a section moved elsewhere (under a wrapper one side
///   added or dropped) that holds most of a source section's facts, taken back from a heading
///   paired by position that shares none of them, and last a heading most of whose subsections
///   are the subsections of one source heading left over. An unmatched heading keeps its own
///   titles below its nearest matched ancestor, whose canonical path it takes.
/// - A page that lost its headings (fewer than a quarter of the source's, unless two or more and
///   all of them the source's: a translation cut short) is aligned line by line: a fact found in
///   exactly one source section anchors its line there; anchors that would run backwards are
///   dropped, and every line takes the section of the anchor before it.
/// - Pages are matched by name. A language none of whose pages has a source page's name (a
///   one-page guide named differently in each language) is matched to the source's first page; in
///   a language whose pages are matched by name, a page the source language lacks stays its own.
struct SectionAligner {
    /// One page's sections, by line.
    struct PageSections: Sendable {
        /// Heading lines with their canonical path, sorted by line.
        var starts: [(line: Int, path: SectionPath)]
        /// Whether the page's headings were aligned by facts alone (it has none of its own).
        var alignedByFacts: Bool
        /// For each start, the number of its path among the source language's sections (see
        /// ``Alignment/sectionIDs``), or -1 for a path the source language does not have. Set by
        /// ``SectionAligner/align(_:)``; empty until then.
        var sectionIDs: [Int] = []

        /// The number of the section of the start at `index` (see ``sectionIDs``), or `nil` when it
        /// is not known (sections not set by ``SectionAligner/align(_:)``, or not a source section).
        func sectionID(at index: Int) -> Int? {
            index < sectionIDs.count && sectionIDs[index] >= 0 ? sectionIDs[index] : nil
        }

        /// The canonical section of a line.
        func section(at line: Int) -> SectionPath {
            let start = startIndex(at: line)
            return start < 0 ? [] : starts[start].path
        }

        /// The index in ``starts`` of the heading a line falls under, or -1 for a line before the
        /// first heading (the section `[]`).
        func startIndex(at line: Int) -> Int {
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle].line <= line { low = middle + 1 } else { high = middle }
            }
            return low - 1
        }
    }

    /// The result: each page's canonical sections, and which source sections each page has.
    struct Alignment: Sendable {
        /// By page path.
        var pages: [String: PageSections]
        /// For each page path: its headings that match no source section.
        var unmatched: [String: [SectionHeading]]
        /// For each page path: its runs of headings matched to source headings at another level
        /// (see ``LevelChange``), each run in page order.
        var levelChanges: [String: [[LevelChange]]] = [:]
        /// The source language's headings, by page (page name → headings).
        var sourceHeadings: [String: [SectionHeading]]
        /// Each source section's number: the source language's headings are laid out in one
        /// order (its pages by name, each page's headings in order), and a path is numbered by
        /// the position of its first heading there. Rules and placements compare and look up
        /// these numbers rather than hash paths.
        var sectionIDs: [SectionKey: Int] = [:]
        /// For each position in that order, the number of the heading's path.
        var headingSectionIDs: [Int] = []
        /// For each source page, by name, the position of its first heading in that order.
        var sourcePageOffsets: [String: Int] = [:]
        /// For each page path: the numbers of the source sections it has a heading for.
        var matchedIDs: [String: Set<Int>] = [:]
        /// The languages (other than the source) with a page that has a source page's name: their
        /// pages are matched to the source's by name.
        var languagesMatchedByName: Set<String> = []

        /// Whether a page of another language is one the source language lacks: no source page has
        /// its name, and its language's pages are matched by name. Such a page is left unaligned
        /// (its headings keep their own paths).
        func lacksSourcePage(_ page: DocumentFacts) -> Bool {
            sourceHeadings[page.page] == nil && languagesMatchedByName.contains(page.language)
        }

        /// The canonical section of a line of a page.
        func section(path: String, line: Int) -> SectionPath {
            pages[path]?.section(at: line) ?? []
        }

        /// The numbers of a source page's headings' sections (see ``sectionIDs``), in the order of
        /// ``sourceHeadings``.
        func sectionIDs(ofSourcePage name: String) -> ArraySlice<Int> {
            guard let offset = sourcePageOffsets[name], let count = sourceHeadings[name]?.count else { return [] }
            return headingSectionIDs[offset..<(offset + count)]
        }
    }

    /// A heading matched to a source heading at another level: a translation that moved a run of
    /// headings up or down (`####` for `###`).
    struct LevelChange: Sendable {
        var heading: SectionHeading
        var source: SectionHeading
    }

    let sourceLanguage: String
    /// The languages (folder names) written in Latin script, whose translated titles are often
    /// all ASCII (`Ajuda FastAPI` for `Help FastAPI`): see ``pairGaps(_:to:match:used:keys:stamps:)``.
    var latinScriptLanguages: Set<String> = []

    func align(_ facts: [DocumentFacts]) -> Alignment {
        let sourceLanguage = self.sourceLanguage
        var alignment = Alignment(pages: [:], unmatched: [:], sourceHeadings: [:])
        // With several pages, the same heading can stand in each; the page name keeps them apart.
        let sourcePageCount = Set(facts.filter { $0.language == sourceLanguage }.map(\.page)).count
        let facts = sourcePageCount > 1 ? facts.map(Self.qualified) : facts
        let sources = Dictionary(
            facts.filter { $0.language == sourceLanguage }.map { ($0.page, $0) },
            uniquingKeysWith: { first, _ in first }
        )
        let firstSource = sources.values.min { $0.path < $1.path }
        // The languages whose pages are matched to the source's by name: a page of theirs that no
        // source page has the name of is a page the source lacks, not one to match to its first.
        let matchedByName = Set(
            facts.filter { $0.language != sourceLanguage && sources[$0.page] != nil }.map(\.language))
        // What every page aligned to a source page looks up in it, worked out once per source page.
        let sourcePages = sources.keys.sorted()
        let indexed = sourcePages.parallelMap { name in SourceIndex(sources[name]!, aligner: self) }
        let indices = Dictionary(uniqueKeysWithValues: zip(sourcePages, indexed))
        // Each page is aligned on its own, so pages are aligned side by side.
        var aligned = facts.parallelMap { page -> AlignedPage in
            guard page.language != sourceLanguage,
                let source = sources[page.page] ?? (matchedByName.contains(page.language) ? nil : firstSource)
            else {
                let headings = page.headings
                let sections = PageSections(
                    starts: headings.indices.map { (headings[$0].location.line, headings[$0].path) },
                    alignedByFacts: false)
                return AlignedPage(
                    sections: sections, source: page.page, targets: Array(headings.indices),
                    matched: headings.indices.map { ($0, headings[$0].path) }, unmatched: nil)
            }
            let enoughHeadings = page.headings.count * 4 >= source.headings.count && !page.headings.isEmpty
            if enoughHeadings {
                return alignByHeadings(page, to: source, index: indices[source.page]!)
            }
            // A few headings, every one the source's: a translation that stops early (an older
            // edition, cut short), not one that lost its headings.
            if page.headings.count >= 2 {
                let byHeadings = alignByHeadings(page, to: source, index: indices[source.page]!)
                if byHeadings.targets.allSatisfy({ $0 >= 0 }) { return byHeadings }
            }
            return AlignedPage(
                sections: alignByFacts(page, to: source), source: nil, targets: [], matched: [], unmatched: [])
        }
        // A translation that keeps another's titles (the English page copied into the Chinese
        // guide) is aligned again through that one's matches (see `twinSeeds`).
        let seeds = Self.twinSeeds(facts, aligned: aligned, sourceLanguage: sourceLanguage)
        let sourceNames = aligned.map(\.source)
        let seededPages = seeds.keys.sorted()
        let reseeded = seededPages.parallelMap { index -> AlignedPage in
            let name = sourceNames[index]!
            return alignByHeadings(facts[index], to: sources[name]!, index: indices[name]!, seeded: seeds[index])
        }
        for (index, result) in zip(seededPages, reseeded) { aligned[index] = result }
        for (page, result) in zip(facts, aligned) {
            if let unmatched = result.unmatched { alignment.unmatched[page.path] = unmatched }
            if !result.levelChanges.isEmpty { alignment.levelChanges[page.path] = result.levelChanges }
            if page.language == sourceLanguage { alignment.sourceHeadings[page.page] = page.headings }
        }
        alignment.languagesMatchedByName = matchedByName
        Self.numberSections(&alignment)
        for (page, result) in zip(facts, aligned) {
            var sections = result.sections
            let numbers = Self.sectionIDs(of: result, in: alignment)
            sections.sectionIDs = numbers.starts
            alignment.pages[page.path] = sections
            alignment.matchedIDs[page.path] = numbers.matched
        }
        return alignment
    }

    /// One page aligned, before the source sections are numbered.
    struct AlignedPage: Sendable {
        var sections: PageSections
        /// The name of the source page its headings were matched to, if they were matched heading
        /// by heading (a source page is its own).
        var source: String?
        /// For each start of ``sections``, the index of the source page's heading it was matched
        /// to, or -1.
        var targets: [Int]
        /// The source page's headings the page has: their indices and paths.
        var matched: [(target: Int, path: SectionPath)]
        /// The page's headings that match no source section (`nil` for a source page).
        var unmatched: [SectionHeading]?
        /// The runs of headings matched at another level (see ``Alignment/levelChanges``).
        var levelChanges: [[LevelChange]] = []
        /// The page's headings' normalized titles (see ``SectionAligner/normalized(_:)``), when
        /// matched heading by heading.
        var titles: [String] = []
    }

    /// Numbers the source sections (see ``Alignment/sectionIDs``): the source pages by name, each
    /// page's headings in order, a path by the position of its first heading.
    private static func numberSections(_ alignment: inout Alignment) {
        var position = 0
        // Room for every heading at once: growing would hash every path again at each step.
        let headings = alignment.sourceHeadings.values.reduce(0) { $0 + $1.count }
        alignment.sectionIDs.reserveCapacity(alignment.sectionIDs.count + headings)
        alignment.headingSectionIDs.reserveCapacity(alignment.headingSectionIDs.count + headings)
        for name in alignment.sourceHeadings.keys.sorted() {
            alignment.sourcePageOffsets[name] = position
            for heading in alignment.sourceHeadings[name]! {
                // One lookup: a path met first is given this position where the lookup stands.
                let id = alignment.sectionIDs.number(of: SectionKey(heading.path), next: position)
                alignment.headingSectionIDs.append(id)
                position += 1
            }
        }
    }

    /// The section numbers of an aligned page's starts, and of the source sections it has: taken
    /// from the source headings they were matched to where these are the ones numbered (their
    /// paths are the same), else found by path.
    private static func sectionIDs(
        of page: AlignedPage, in alignment: Alignment
    ) -> (starts: [Int], matched: Set<Int>) {
        let offset = page.source.flatMap { alignment.sourcePageOffsets[$0] }
        let headings = page.source.flatMap { alignment.sourceHeadings[$0] } ?? []
        func number(target: Int, path: SectionPath) -> Int? {
            if let offset, target >= 0, target < headings.count, headings[target].path == path {
                return alignment.headingSectionIDs[offset + target]
            }
            return alignment.sectionIDs[SectionKey(path)]
        }
        let starts = page.sections.starts.enumerated().map { index, start in
            number(target: index < page.targets.count ? page.targets[index] : -1, path: start.path) ?? -1
        }
        var matched = Set<Int>(minimumCapacity: page.matched.count)
        for (target, path) in page.matched {
            // A path the source sections do not have matches none of them.
            if let id = number(target: target, path: path) { matched.insert(id) }
        }
        return (starts, matched)
    }

    /// The page with every heading path starting with the page's name.
    private static func qualified(_ page: DocumentFacts) -> DocumentFacts {
        var page = page
        let name = page.page
        // Changed in place: a heading copied out retains each of its strings.
        for index in page.headings.indices {
            page.headings[index].path.insert(name, at: 0)
        }
        return page
    }
}
