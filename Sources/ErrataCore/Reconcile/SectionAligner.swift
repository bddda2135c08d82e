import Foundation

/// Matches every language's sections to the source language's, so facts can be compared section by section.
///
/// A section is named everywhere by the source language's heading path (its canonical path).
/// - The source language's own sections are canonical.
/// - Another language's headings are matched in order: first by the same explicit ID
///   (`## 로그인 {#login}` and `## Login {#login}`), then by the same title (many guides keep
///   English headings), then by the same numbering (`2-1.`) under matched parents, then by
///   position between matched headings (translated titles; as a diff where a section was added
///   or dropped), then by the facts they hold (API selectors, error symbols, parameter keys),
///   and again by position between all of those, and last a run of headings a translation
///   moved a level up or down. An unmatched heading keeps its own titles
///   below its nearest matched ancestor, whose canonical path it takes.
/// - A page that lost its headings is aligned line by line: a fact found in exactly one source
///   section anchors its line there; anchors that would run backwards are dropped, and every
///   line takes the section of the anchor before it.
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
    /// all ASCII (`Ajuda FastAPI` for `Help FastAPI`): see ``pairGaps(_:to:match:used:keys:)``.
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
        let aligned = facts.parallelMap { page -> AlignedPage in
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
            return AlignedPage(
                sections: alignByFacts(page, to: source), source: nil, targets: [], matched: [], unmatched: [])
        }
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
    private struct AlignedPage: Sendable {
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

    // MARK: - By headings

    /// A source page's headings as alignment looks them up.
    private struct SourceIndex: Sendable {
        /// Heading indices by normalized title (titles in every script: hashed as ``TextKey``s).
        var byTitle: [TextKey: [Int]] = [:]
        /// The first heading index with each explicit ID.
        var byAnchor: [String: Int] = [:]
        /// Heading indices, in order, by level and numbering (`2` and `3.1`).
        var byNumbering: [NumberingKey: [Int]] = [:]
        /// Each heading's parent heading index, if any.
        var parents: [Int?]
        /// The fact keys inside each heading's section.
        var keys: [Set<AnchorKey>]
        /// Heading indices, in order, by a fact key inside their section.
        var byKey: [AnchorKey: [Int]] = [:]
        /// What weighing pairs of headings reads of the page, once one of its translations needs it.
        let gapKeys = SourceGapKeys()

        init(_ source: DocumentFacts, aligner: SectionAligner) {
            // Room for a title and a numbering per heading at once (titles are costly to hash again).
            byTitle.reserveCapacity(source.headings.count)
            byNumbering.reserveCapacity(source.headings.count)
            // Headings are read in place, by index: a copy of one retains each of its strings.
            let targets = source.headings
            for index in targets.indices {
                if let anchor = targets[index].anchor, byAnchor[anchor] == nil { byAnchor[anchor] = index }
                let title = targets[index].title
                byTitle[TextKey(SectionAligner.normalized(title)), default: []].append(index)
                if let number = SectionAligner.numbering(title) {
                    byNumbering[NumberingKey(level: targets[index].level, numbering: number), default: []].append(index)
                }
            }
            parents = SectionAligner.parentIndices(source.headings)
            keys = aligner.sectionKeys(source, headings: source.headings)
            // Room for every key at once: growing would hash every key again at each step.
            byKey.reserveCapacity(keys.reduce(0) { $0 + $1.count })
            for (index, set) in keys.enumerated() {
                for key in set { byKey[key, default: []].append(index) }
            }
        }
    }

    /// A heading's level and numbering.
    private struct NumberingKey: Hashable, Sendable {
        var level: Int
        var numbering: String
    }

    private func alignByHeadings(
        _ page: DocumentFacts,
        to source: DocumentFacts,
        index sourceIndex: SourceIndex
    ) -> AlignedPage {
        let targets = source.headings
        // The page's headings are read in place, by index: a copy of one retains each of its strings.
        let headings = page.headings
        var match = [Int?](repeating: nil, count: headings.count)
        var used = Set<Int>()
        // 1. The same explicit ID, which translations keep.
        if !sourceIndex.byAnchor.isEmpty {
            for index in headings.indices {
                if let anchor = headings[index].anchor, let target = sourceIndex.byAnchor[anchor],
                    !used.contains(target)
                {
                    match[index] = target
                    used.insert(target)
                }
            }
        }
        // 2. Same title, in order, at the same level. A title at another level matches only when
        //    the page and its source have it once each (a heading moved up or down a level that
        //    kept its title): `#### Conclusion` is not the source's `## Conclusion` when the page
        //    has a `## Conclusion` of its own.
        let byTitle = sourceIndex.byTitle
        var pageTitleCounts: [TextKey: Int]?
        var last = -1
        for index in headings.indices {
            if let matched = match[index] {
                last = matched
                continue
            }
            let title = TextKey(Self.normalized(headings[index].title))
            let all = byTitle[title] ?? []
            let level = headings[index].level
            var candidates = all.filter { !used.contains($0) && targets[$0].level == level }
            if candidates.isEmpty, all.count == 1, !used.contains(all[0]) {
                if pageTitleCounts == nil {
                    pageTitleCounts = [:]
                    for other in headings.indices {
                        pageTitleCounts![TextKey(Self.normalized(headings[other].title)), default: 0] += 1
                    }
                }
                if pageTitleCounts![title] == 1 { candidates = all }
            }
            if let next = candidates.first(where: { $0 > last }) ?? candidates.first {
                match[index] = next
                used.insert(next)
                last = next
            }
        }
        // 3. Same numbering under a matched parent: the first such source heading.
        let pageParents = Self.parentIndices(headings)
        for index in headings.indices where match[index] == nil {
            guard let number = Self.numbering(headings[index].title) else { continue }
            let parentTarget = pageParents[index].flatMap { match[$0] }
            let sameNumbering =
                sourceIndex.byNumbering[NumberingKey(level: headings[index].level, numbering: number)] ?? []
            let candidate = sameNumbering.first { target in
                !used.contains(target) && sourceIndex.parents[target] == parentTarget
            }
            if let candidate {
                match[index] = candidate
                used.insert(candidate)
            }
        }
        // 4. Translated titles: between two matched headings, the unmatched headings on both sides
        //    are paired (see `pairGaps`).
        var gapKeys = PairedGapKeys(source: sourceIndex.gapKeys)
        pairGaps(page, to: source, match: &match, used: &used, keys: &gapKeys)
        // 5. The facts a section holds (worked out only when some heading is still unmatched).
        let unmatchedLeft = match.contains { $0 == nil }
        let targetKeys = sourceIndex.keys
        let pageKeys = unmatchedLeft ? sectionKeys(page, headings: page.headings, of: match.map { $0 == nil }) : []
        var matchedByFacts = false
        for index in page.headings.indices where match[index] == nil {
            let keys = pageKeys[index]
            guard !keys.isEmpty else { continue }
            // Only source sections sharing a key can score: they are found through the key index,
            // with the number of keys they share, and tried in order (the first best one wins).
            var sharedCounts: [Int: Int] = [:]
            for key in keys {
                for target in sourceIndex.byKey[key] ?? [] { sharedCounts[target, default: 0] += 1 }
            }
            var best: (target: Int, score: Double)?
            for (target, shared) in sharedCounts.sorted(by: { $0.key < $1.key }) where !used.contains(target) {
                // |keys ∪ target's keys| = |keys| + |target's keys| - |shared|.
                let score = Double(shared) / Double(keys.count + targetKeys[target].count - shared)
                if score >= 0.3, score > (best?.score ?? 0) { best = (target, score) }
            }
            if let best {
                match[index] = best.target
                used.insert(best.target)
                matchedByFacts = true
            }
        }
        // 6. Headings matched by their facts split the gaps: the headings between them are paired again.
        if matchedByFacts { pairGaps(page, to: source, match: &match, used: &used, keys: &gapKeys) }
        // 7. A run of headings moved a level up or down (see `pairLevelShifts`).
        let levelChanges = pairLevelShifts(page, to: source, match: &match, used: &used)
        var starts: [(line: Int, path: SectionPath)] = []
        var unmatched: [SectionHeading] = []
        for index in headings.indices {
            if let target = match[index] {
                starts.append((headings[index].location.line, targets[target].path))
                continue
            }
            let heading = headings[index]
            // A heading the source lacks stands under its nearest matched ancestor's section: the
            // source's path for that one, then the page's own titles below it.
            var ancestor = pageParents[index]
            while let above = ancestor, match[above] == nil { ancestor = pageParents[above] }
            var placed = heading
            if let above = ancestor, let target = match[above],
                heading.path.count >= page.headings[above].path.count
            {
                placed.path = targets[target].path + heading.path.dropFirst(page.headings[above].path.count)
            }
            starts.append((heading.location.line, placed.path))
            unmatched.append(placed)
        }
        return AlignedPage(
            sections: PageSections(starts: starts, alignedByFacts: false), source: source.page,
            targets: match.map { $0 ?? -1 }, matched: used.map { ($0, targets[$0].path) },
            unmatched: unmatched, levelChanges: levelChanges)
    }

    /// Pairs the headings left unmatched between two matched ones (or the page's ends) when both
    /// sides have as many, each at the source's level plus one same offset (a translation that
    /// moved `### Concurrent burgers` and the headings after it to `####`), and their titles may be
    /// translations of each other (see ``pairGaps(_:to:match:used:keys:)``). Returns each run
    /// paired so.
    private func pairLevelShifts(
        _ page: DocumentFacts, to source: DocumentFacts, match: inout [Int?], used: inout Set<Int>
    ) -> [[LevelChange]] {
        let targets = source.headings
        let latin = latinScriptLanguages.contains(page.language) && latinScriptLanguages.contains(source.language)
        var runs: [[LevelChange]] = []
        for gap in Self.unmatchedGaps(match, targetCount: targets.count) {
            let pageGap = Array(gap.page)
            let targetGap = gap.targets.filter { !used.contains($0) }
            guard let first = pageGap.first, let firstTarget = targetGap.first, pageGap.count == targetGap.count
            else { continue }
            let offset = page.headings[first].level - targets[firstTarget].level
            let shifted = zip(pageGap, targetGap).allSatisfy { mine, theirs in
                page.headings[mine].level - targets[theirs].level == offset
                    && (latin || !(page.headings[mine].title.isASCII && targets[theirs].title.isASCII))
            }
            guard offset != 0, shifted else { continue }
            for (mine, theirs) in zip(pageGap, targetGap) {
                match[mine] = theirs
                used.insert(theirs)
            }
            runs.append(zip(pageGap, targetGap).map { LevelChange(heading: page.headings[$0], source: targets[$1]) })
        }
        return runs
    }

    /// Pairs the unmatched headings between two matched ones (or the page's ends), whose titles are
    /// translated.
    ///
    /// When both sides have as many headings, at the same levels in the same order, they are taken
    /// pairwise. Otherwise (a section added or dropped in translation) they are paired as a diff
    /// pairs lines: the most pairs of headings at the same level, in order, and among those the
    /// pairs whose sections share the most facts, images and link targets; the headings left over
    /// are the sections one side lacks. Two titles both written in ASCII are never paired so (a
    /// title kept in English matches by title, step 2: two that differ are two sections), unless
    /// both languages are written in Latin script (a Portuguese title translated from English is
    /// often all ASCII). A gap is paired so only when the pairs cover at least half of its larger
    /// side (or three quarters of its smaller side and a third of its larger: a translation of an
    /// older edition), and when it is small enough for the table it takes (at most
    /// ``maximumGapCells`` pairs of headings to weigh): beyond, its headings stay unmatched.
    private func pairGaps(
        _ page: DocumentFacts, to source: DocumentFacts, match: inout [Int?], used: inout Set<Int>,
        keys: inout PairedGapKeys
    ) {
        let targets = source.headings
        for gap in Self.unmatchedGaps(match, targetCount: targets.count) {
            let pageGap = Array(gap.page)
            let targetGap = gap.targets.filter { !used.contains($0) }
            let pairs: [(page: Int, target: Int)]
            if pageGap.count == targetGap.count,
                zip(pageGap, targetGap).allSatisfy({ page.headings[$0].level == targets[$1].level })
            {
                pairs = zip(pageGap, targetGap).map { ($0, $1) }
            } else {
                pairs = diffPairs(pageGap, targetGap, page: page, source: source, keys: &keys)
            }
            for (pageHeading, target) in pairs {
                match[pageHeading] = target
                used.insert(target)
            }
        }
    }

    /// The runs of a page's unmatched headings between two matched ones (or the page's ends), each
    /// with the source headings between those two's targets (none when the targets run backwards).
    /// Pairing a run's headings leaves the matched ones around the later runs as they are, so the
    /// runs are worked out once, before any is paired.
    private static func unmatchedGaps(_ match: [Int?], targetCount: Int) -> [(page: Range<Int>, targets: Range<Int>)] {
        var gaps: [(page: Range<Int>, targets: Range<Int>)] = []
        var pageIndex = 0
        var low = 0
        while pageIndex < match.count {
            if let target = match[pageIndex] {
                low = target + 1
                pageIndex += 1
                continue
            }
            let gapEnd = match.indices[pageIndex...].first { match[$0] != nil } ?? match.count
            let high = gapEnd < match.count ? match[gapEnd]! : targetCount
            gaps.append((pageIndex..<gapEnd, low..<max(low, high)))
            pageIndex = gapEnd
        }
        return gaps
    }

    /// The most pairs of headings of one gap that ``pairGaps(_:to:match:used:keys:)`` weighs (the
    /// table of a gap of 1,024 headings on each side).
    static let maximumGapCells = 1 << 20

    /// The keys each section of a page holds, the words each title keeps and the sections' shapes,
    /// for weighing pairs of headings. Each key and word is a number (the same on a page and its
    /// source page: see ``SourceGapKeys``), and each section's numbers are sorted, so that two
    /// sections' shared keys are counted in one pass over both, with no hashing.
    private struct GapKeys {
        var keys: [[Int32]]
        /// The numbers of each heading's title words (see ``SectionAligner/titleWords(_:)``).
        var titles: [[Int32]]
        var shapes: [SectionShape]

        /// A page's keys and title words as numbers: one that `shared` numbers takes its number
        /// there, any other its number in `own`, where one met first is given the next number past
        /// both. A source page is numbered with nothing shared; each translation shares its numbers.
        init(_ page: DocumentFacts, shared: GapNumbers = GapNumbers(), own: inout GapNumbers) {
            keys = Self.numbered(SectionAligner.landmarkKeys(page), shared: shared.keys, own: &own.keys)
            titles = Self.numbered(
                page.headings.map { SectionAligner.titleWords($0.title) }, shared: shared.words, own: &own.words)
            shapes = SectionShape.shapes(page)
        }

        /// Each list's members as numbers (see ``init(_:shared:own:)``), sorted.
        private static func numbered<Key: Hashable, List: Sequence<Key>>(
            _ lists: [List], shared: [Key: Int32], own: inout [Key: Int32]
        ) -> [[Int32]] {
            lists.map { list in
                list.map { key in
                    shared[key] ?? own.number(of: key, next: Int32(truncatingIfNeeded: shared.count + own.count))
                }.sorted()
            }
        }

        /// How many numbers two sorted lists of distinct numbers share.
        static func sharedCount(_ a: [Int32], _ b: [Int32]) -> Int {
            var i = 0
            var j = 0
            var shared = 0
            while i < a.count, j < b.count {
                if a[i] == b[j] {
                    shared += 1
                    i += 1
                    j += 1
                } else if a[i] < b[j] {
                    i += 1
                } else {
                    j += 1
                }
            }
            return shared
        }
    }

    /// The numbers given to fact keys and title words (see ``GapKeys``).
    private struct GapNumbers {
        var keys: [AnchorKey: Int32] = [:]
        var words: [String: Int32] = [:]
    }

    /// A page's ``GapKeys`` and its source page's, worked out when a gap is first paired as a diff.
    private struct PairedGapKeys {
        let source: SourceGapKeys
        private var paired: (page: GapKeys, source: GapKeys)?

        init(source: SourceGapKeys) {
            self.source = source
        }

        /// The keys of `page` and of its source page `facts` (the page ``source`` was made for).
        mutating func keys(page: DocumentFacts, source facts: DocumentFacts) -> (page: GapKeys, source: GapKeys) {
            if let paired { return paired }
            let numbered = source.numbered(facts)
            var own = GapNumbers()
            let keys = (GapKeys(page, shared: numbered.numbers, own: &own), numbered.keys)
            paired = keys
            return keys
        }
    }

    /// A source page's ``GapKeys`` and the numbers its keys and title words were given: worked out
    /// once per source page, when a gap of one of its translations is first paired as a diff, and
    /// shared by every translation (which are aligned side by side, hence the lock).
    private final class SourceGapKeys: @unchecked Sendable {
        struct Numbered {
            var numbers: GapNumbers
            var keys: GapKeys
        }

        private let lock = NSLock()
        private var value: Numbered?

        /// The source page's keys (`source` is the page this was made for), numbered.
        func numbered(_ source: DocumentFacts) -> Numbered {
            lock.withLock {
                if let value { return value }
                var numbers = GapNumbers()
                let keys = GapKeys(source, own: &numbers)
                let numbered = Numbered(numbers: numbers, keys: keys)
                value = numbered
                return numbered
            }
        }
    }

    /// The words of a title that a translation keeps as they are: its runs of ASCII letters, digits
    /// and `_` (two or more, with a letter), lower-cased, each once. A developer guide's headings
    /// name the same APIs and products in every language (`` `Query`のインポート `` and ``Import
    /// `Query` ``, `Docker 部署` and `Docker`); a translated title in a Latin script keeps such names
    /// among its own words.
    static func titleWords(_ title: String) -> [String] {
        var words: [String] = []
        title.withUTF8Bytes { bytes in
            var index = 0
            while index < bytes.count {
                guard Self.isWordByte(bytes[index]) else {
                    index += 1
                    continue
                }
                let start = index
                var hasLetter = false
                while index < bytes.count, Self.isWordByte(bytes[index]) {
                    if FastText.isASCIILetter(bytes[index]) { hasLetter = true }
                    index += 1
                }
                guard index - start >= 2, hasLetter else { continue }
                // Lower-cased as it is copied (a word of up to 15 bytes is a string without storage).
                let word = String(unsafeUninitializedCapacity: index - start) { buffer in
                    for offset in 0..<(index - start) {
                        buffer[offset] = FastText.asciiLowercased(bytes[start + offset])
                    }
                    return index - start
                }
                if !words.contains(word) { words.append(word) }
            }
        }
        return words
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        FastText.isASCIIAlphanumeric(byte) || byte == UInt8(ascii: "_")
    }

    /// What a section's text looks like, whatever its language: how many lines it has of its own
    /// (up to the next heading) and how many images it shows. A translation keeps both closely
    /// (a paragraph stays a line, a list item a line); a section added in translation rarely has
    /// its neighbour's. (Lines are counted as they are, not as a share of the page: a page that
    /// lacks a long section would make every other section's share larger.)
    struct SectionShape: Equatable, Sendable {
        var lines: Int
        var images: Int

        /// Each heading's section's shape, in the order of the page's headings.
        static func shapes(_ page: DocumentFacts) -> [SectionShape] {
            let lines = page.headings.map(\.location.line)
            let pageLines = max(page.lineCount, lines.last ?? 0)
            var shapes = lines.indices.map { index in
                // The last section is counted as if a blank line and a heading followed it, as
                // they follow the others.
                let end = index + 1 < lines.count ? lines[index + 1] : pageLines + 2
                return SectionShape(lines: max(end - lines[index], 1), images: 0)
            }
            for image in page.images {
                let heading = SectionAligner.heading(before: image.line, lines: lines)
                if heading >= 0 { shapes[heading].images += 1 }
            }
            return shapes
        }

        /// How alike two shapes are, from 0 to 1: the fewer lines over the more, and the same for
        /// the images (one more on each side, so that two sections without images are alike).
        func likeness(to other: SectionShape) -> Double {
            let lines = Double(min(lines, other.lines)) / Double(max(lines, other.lines))
            let images = Double(min(images, other.images) + 1) / Double(max(images, other.images) + 1)
            return (lines + images) / 2
        }
    }

    /// ``pairGaps(_:to:match:used:keys:)`` for a gap whose sides differ: pairs as a diff pairs lines.
    private func diffPairs(
        _ pageGap: [Int], _ targetGap: [Int], page: DocumentFacts, source: DocumentFacts,
        keys: inout PairedGapKeys
    ) -> [(page: Int, target: Int)] {
        let rows = pageGap.count
        let columns = targetGap.count
        guard rows > 0, columns > 0, rows * columns <= Self.maximumGapCells else { return [] }
        let (pageKeys, sourceKeys) = keys.keys(page: page, source: source)
        // Two titles both in ASCII are not one translated into the other (a guide that keeps a
        // heading in English keeps its title, which step 2 matched): they are different sections.
        // Between two languages written in Latin script, they may be.
        let latin = latinScriptLanguages.contains(page.language) && latinScriptLanguages.contains(source.language)
        let asciiTitles = (
            page: pageGap.map { !latin && page.headings[$0].title.isASCII },
            target: targetGap.map { !latin && source.headings[$0].title.isASCII }
        )
        // A pair at the same level weighs 1, up to ½ more for the keys its sections share, up to
        // a quarter more for the words their titles share (the names a translation keeps), and up
        // to a tenth more for how alike the sections' shapes are (so that a pair's bonus never
        // outweighs a pair: keys and words count before shapes, which place a section added with
        // no keys of its own); headings at different levels are never paired. `best[i][j]` is the
        // best weight of the first i and j headings.
        let width = columns + 1
        var best = [Double](repeating: 0, count: (rows + 1) * width)
        func weight(_ row: Int, _ column: Int) -> Double? {
            let pageHeading = pageGap[row]
            let target = targetGap[column]
            guard page.headings[pageHeading].level == source.headings[target].level,
                !(asciiTitles.page[row] && asciiTitles.target[column])
            else { return nil }
            var bonus = 0.1 * pageKeys.shapes[pageHeading].likeness(to: sourceKeys.shapes[target])
            let (myWords, theirWords) = (pageKeys.titles[pageHeading], sourceKeys.titles[target])
            if !myWords.isEmpty, !theirWords.isEmpty {
                let shared = GapKeys.sharedCount(myWords, theirWords)
                bonus += 0.25 * Double(shared) / Double(myWords.count + theirWords.count - shared)
            }
            let mine = pageKeys.keys[pageHeading]
            let theirs = sourceKeys.keys[target]
            guard !mine.isEmpty, !theirs.isEmpty else { return 1 + bonus }
            let shared = GapKeys.sharedCount(mine, theirs)
            return 1 + 0.5 * Double(shared) / Double(mine.count + theirs.count - shared) + bonus
        }
        for row in 1...rows {
            for column in 1...columns {
                var value = max(best[(row - 1) * width + column], best[row * width + column - 1])
                if let pair = weight(row - 1, column - 1) {
                    value = max(value, best[(row - 1) * width + column - 1] + pair)
                }
                best[row * width + column] = value
            }
        }
        // Back from the end, a heading left over wherever the best weight allows it, so that among
        // equal pairings the pairs come as early as they can: what a translation lacks is more
        // often what was added at the end of a section since it was made.
        var pairs: [(page: Int, target: Int)] = []
        var row = rows
        var column = columns
        while row > 0, column > 0 {
            let value = best[row * width + column]
            if value == best[(row - 1) * width + column] {
                row -= 1
            } else if value == best[row * width + column - 1] {
                column -= 1
            } else {
                pairs.append((pageGap[row - 1], targetGap[column - 1]))
                row -= 1
                column -= 1
            }
        }
        // Pairs that leave most of both sides over are guesses: kept when they cover half the
        // larger side, or three quarters of the smaller and a third of the larger (a translation
        // of an older edition, which lacks the sections added since).
        let (smaller, larger) = (min(rows, columns), max(rows, columns))
        guard pairs.count * 2 >= larger || (pairs.count * 4 >= smaller * 3 && pairs.count * 3 >= larger) else {
            return []
        }
        return pairs.reversed()
    }

    /// For each heading of a page, the keys its section holds: its facts (as ``anchors(_:)``), the
    /// sources of its images and the targets of its links to other pages or sites (without the
    /// part after `#`, which names a heading in the page's own language).
    static func landmarkKeys(_ page: DocumentFacts) -> [Set<AnchorKey>] {
        var keys = [Set<AnchorKey>](repeating: [], count: page.headings.count)
        let lines = page.headings.map(\.location.line)
        func add(_ key: AnchorKey, line: Int) {
            let heading = heading(before: line, lines: lines)
            if heading >= 0 { keys[heading].insert(key) }
        }
        for anchor in anchors(page) { add(anchor.key, line: anchor.line) }
        for image in page.images where !image.source.isEmpty {
            add(AnchorKey(kind: .landmark, name: image.source), line: image.line)
        }
        // Read in place, by index: a copy of a link retains each of its strings.
        let links = page.links
        for index in links.indices {
            let target = links[index].destination.prefix { $0 != "#" }
            if !target.isEmpty {
                add(AnchorKey(kind: .landmark, name: String(target)), line: links[index].location.line)
            }
        }
        return keys
    }

    /// The index of the last of the sorted heading lines `lines` at or before `line`, or -1 when
    /// the line comes before every heading.
    static func heading(before line: Int, lines: [Int]) -> Int {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] <= line { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    /// Each heading's parent: the nearest heading before it with a lower level, if any.
    ///
    /// One pass with a stack of the headings that can still be a parent (their levels rising),
    /// so a long page of same-level headings costs no more than a short one.
    static func parentIndices(_ headings: [SectionHeading]) -> [Int?] {
        var parents: [Int?] = []
        parents.reserveCapacity(headings.count)
        var open: [Int] = []
        for index in headings.indices {
            let level = headings[index].level
            while let last = open.last, headings[last].level >= level { open.removeLast() }
            parents.append(open.last)
            open.append(index)
        }
        return parents
    }

    /// The fact keys (selectors, symbols, parameter keys) inside each heading's section; with
    /// `wanted`, only inside the sections of the headings it marks (the others' are left empty).
    private func sectionKeys(
        _ page: DocumentFacts, headings: [SectionHeading], of wanted: [Bool]? = nil
    ) -> [Set<AnchorKey>] {
        // Each section's keys are gathered first and made a set at its size: a set grown key by
        // key hashes all its keys again each time it doubles.
        var keys = [[AnchorKey]](repeating: [], count: headings.count)
        let lines = headings.map(\.location.line)
        for anchor in Self.anchors(page) {
            let line = anchor.line
            // The last heading at or before the line.
            var low = 0
            var high = lines.count
            while low < high {
                let middle = (low + high) / 2
                if lines[middle] <= line { low = middle + 1 } else { high = middle }
            }
            if low > 0, wanted?[low - 1] ?? true { keys[low - 1].append(anchor.key) }
        }
        return keys.map { keys in
            var set = Set<AnchorKey>(minimumCapacity: keys.count)
            for key in keys { set.insert(key) }
            return set
        }
    }

    // MARK: - By facts

    func alignByFacts(_ page: DocumentFacts, to source: DocumentFacts) -> PageSections {
        // A source section is known by the index of the first source heading with its path (its
        // rank in the page), and the part before the first heading (the section `[]`) by -1:
        // sections are compared and looked up as these numbers, each path hashed once.
        var firstWithPath: [SectionKey: Int] = Dictionary(minimumCapacity: source.headings.count)
        let sectionOfHeading = source.headings.indices.map { index in
            firstWithPath.number(of: SectionKey(source.headings[index].path), next: index)
        }
        let sourceSections = PageSections(
            starts: source.headings.map { ($0.location.line, $0.path) },
            alignedByFacts: false
        )
        func path(of section: Int) -> SectionPath { section < 0 ? [] : source.headings[section].path }
        // Every source section each key appears in, in order of appearance: a key that lives in
        // exactly one anchors its lines there. Each key is hashed once per fact.
        let sourceAnchors = Self.anchors(source)
        var homes: [AnchorKey: [Int]] = [:]
        homes.reserveCapacity(sourceAnchors.count)
        func add(_ section: Int, to list: inout [Int]) {
            if !list.contains(section) { list.append(section) }
        }
        for anchor in sourceAnchors {
            let start = sourceSections.startIndex(at: anchor.line)
            add(start < 0 ? -1 : sectionOfHeading[start], to: &homes[anchor.key, default: []])
        }
        let pageAnchors = Self.anchors(page).sorted(by: { $0.line < $1.line })
        let pageHomes = pageAnchors.map { homes[$0.key] ?? [] }
        var anchors: [(line: Int, section: Int, rank: Int)] = []
        for (anchor, home) in zip(pageAnchors, pageHomes) where home.count == 1 {
            anchors.append((anchor.line, home[0], max(home[0], 0)))
        }
        var placed = Self.longestNonDecreasing(anchors.map(\.rank)).map { anchors[$0] }
        // Keys found in several source sections go to the first of them that keeps the order.
        var merged: [(line: Int, section: Int, rank: Int)] = []
        var next = 0
        var lastRank = 0
        for (anchor, candidates) in zip(pageAnchors, pageHomes) {
            let line = anchor.line
            while next < placed.count, placed[next].line <= line {
                merged.append(placed[next])
                lastRank = placed[next].rank
                next += 1
            }
            guard candidates.count > 1 else { continue }
            let upper = next < placed.count ? placed[next].rank : Int.max
            // The part before the first heading has no rank: it is never a candidate.
            let ranks = candidates.filter { $0 >= 0 && $0 >= lastRank && $0 <= upper }.sorted()
            if let choice = ranks.first {
                merged.append((line, choice, choice))
                lastRank = choice
            }
        }
        merged += placed[next...]
        placed = merged
        var starts: [(line: Int, path: SectionPath)] = []
        var lastSection: Int?
        for anchor in placed where lastSection != anchor.section {
            starts.append((anchor.line, path(of: anchor.section)))
            lastSection = anchor.section
        }
        // Lines before the first anchor belong to its section.
        if !starts.isEmpty { starts[0].line = 1 }
        return PageSections(starts: starts, alignedByFacts: true)
    }

    /// Indices of a longest non-decreasing subsequence, in O(n log n).
    static func longestNonDecreasing(_ values: [Int]) -> [Int] {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] <= value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var current = tails.last ?? -1
        while current >= 0 {
            result.append(current)
            current = previous[current]
        }
        return result.reversed()
    }

    /// A fact that identifies a place across languages: what it is, and its name.
    struct AnchorKey: Hashable, Sendable {
        enum Kind: UInt8, Hashable, Sendable {
            case api, code, parameter, sample
            /// An image's source or a link's target: weighed only to pair translated headings
            /// (``SectionAligner/landmarkKeys(_:)``).
            case landmark
        }
        var kind: Kind
        var name: String
    }

    /// A fact that identifies a place across languages, and its line. (A struct, not a tuple:
    /// an array of tuples is copied and freed element by element through the runtime's generic
    /// tuple witnesses.)
    struct Anchor {
        var line: Int
        var key: AnchorKey
    }

    /// Facts that identify a place across languages: declarations, references, table rows, parameter keys.
    static func anchors(_ page: DocumentFacts) -> [Anchor] {
        var anchors: [Anchor] = []
        anchors.reserveCapacity(page.apis.count + page.definitions.count + page.parameters.count + page.samples.count)
        // The facts are read by index, in place: one copied out retains each of its strings.
        for index in page.apis.indices where page.apis[index].kind != .send {
            anchors.append(
                Anchor(
                    line: page.apis[index].location.line, key: AnchorKey(kind: .api, name: page.apis[index].selector)))
        }
        for index in page.definitions.indices {
            anchors.append(
                Anchor(
                    line: page.definitions[index].location.line,
                    key: AnchorKey(kind: .code, name: page.definitions[index].symbol)))
        }
        for index in page.parameters.indices {
            anchors.append(
                Anchor(
                    line: page.parameters[index].location.line,
                    key: AnchorKey(kind: .parameter, name: page.parameters[index].key)))
        }
        for index in page.samples.indices {
            if let selector = page.samples[index].selectors.first {
                anchors.append(
                    Anchor(line: page.samples[index].location.line, key: AnchorKey(kind: .sample, name: selector)))
            }
        }
        return anchors
    }

    /// A heading title for comparison: lower case, letters and digits only.
    static func normalized(_ title: String) -> String {
        // ASCII, Korean, Japanese and Chinese titles scalar by scalar, each scalar a character of
        // its own, then titles with Latin-1, Latin Extended-A and Cyrillic letters (ASCII with
        // `\r` and other scripts by Characters).
        FastText.plainLowercasedLettersAndNumbers(title) ?? LatinLetters.lowercasedLettersAndNumbers(title)
            ?? normalizedByCharacters(title)
    }

    /// ``normalized(_:)`` on Characters: for any title, and the reference the byte paths are tested against.
    static func normalizedByCharacters(_ title: String) -> String {
        String(title.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The numbering a heading starts with, such as `2-1` or `3.1.1`, if any.
    static func numbering(_ title: String) -> String? {
        // Most titles start with a letter: an ASCII first byte other than a digit, `.` or `-`
        // starts a character that is none of them (what follows can only join onto it).
        if let first = title.utf8.first, first < 0x80, !(0x30...0x39).contains(first), first != UInt8(ascii: "."),
            first != UInt8(ascii: "-")
        {
            return nil
        }
        // The same for a title that starts with a letter outside ASCII (Korean, Japanese and
        // Chinese headings), decided on its first character.
        guard let first = title.first, first.isNumber || first == "." || first == "-" else { return nil }
        // A run of ASCII digits, `.` and `-` that ends the title or is followed by another ASCII
        // byte is a run of whole characters (nothing joins onto its last one), read on bytes.
        let utf8 = title.utf8
        let end = utf8.firstIndex {
            !((0x30...0x39).contains($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-"))
        }
        if end.map({ utf8[$0] < 0x80 }) ?? true {
            let run = utf8[..<(end ?? utf8.endIndex)]
            guard let low = run.firstIndex(where: { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "-") }),
                let high = run.lastIndex(where: { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "-") }),
                run[low...high].contains(where: { (0x30...0x39).contains($0) })
            else { return nil }
            return String(Substring(run[low...high]))
        }
        return numberingByCharacters(title)
    }

    /// ``numbering(_:)`` on Characters: for any title, and the reference the byte check is tested against.
    static func numberingByCharacters(_ title: String) -> String? {
        let prefix = title.prefix { $0.isNumber || $0 == "." || $0 == "-" }
        let trimmed = prefix.trimmingCharacters(in: CharacterSet(charactersIn: ".-"))
        return trimmed.isEmpty || !trimmed.contains(where: \.isNumber) ? nil : trimmed
    }
}
