import Foundation

// Pairing of the headings left unmatched between two matched ones: pairwise, or as a diff.
extension SectionAligner {
    /// Pairs the unmatched headings between two matched ones (or the page's ends), whose titles are
    /// translated.
    ///
    /// When both sides have as many headings, at the same levels in the same order, they are taken
    /// pairwise. Otherwise (a section added or dropped in translation) they are paired as a diff
    /// pairs lines: the most pairs of headings at the same level, in order, and among those the
    /// pairs whose sections share the most facts, images, link targets and texts kept as they are
    /// (code spans, code blocks); the headings left over are the sections one side lacks. Two
    /// titles both written in ASCII are never paired so (a title kept in English matches by title,
    /// step 2: two that differ are two sections), unless both languages are written in Latin script
    /// (a Portuguese title translated from English is often all ASCII). A gap is paired so only
    /// when the pairs cover at least half of its larger side (or three quarters of its smaller
    /// side and a third of its larger: a translation of an older edition), and when it is small
    /// enough for the table it takes (at most ``maximumGapCells`` pairs of headings to weigh):
    /// beyond, its headings stay unmatched.
    func pairGaps(
        _ page: DocumentFacts, to source: DocumentFacts, match: inout [Int?], used: inout Set<Int>,
        keys: inout PairedGapKeys, stamps: (page: [Stamp?], source: [Stamp?])
    ) {
        let targets = source.headings
        // Two headings dated or versioned differently are two sections (a release the other lacks).
        func stampsDiffer(_ mine: Int, _ theirs: Int) -> Bool {
            Stamp.conflict(stamps.page[mine], stamps.source[theirs])
        }
        // A heading dated or versioned as nothing on the other page is a release that page lacks:
        // it and its subsections are left out of the pairing, so as not to count against the rest.
        let unmatchedStamp = (
            page: Self.unmatchedStamps(page.headings, stamps.page, other: stamps.source),
            source: Self.unmatchedStamps(targets, stamps.source, other: stamps.page)
        )
        // The gaps whose sides pair one to one first: what they pair, with what the earlier steps
        // matched, tells how the page translates the titles it repeats (`Bug Fixes` under each
        // release), which then pairs the gaps where a side lacks a section.
        var uneven: [(page: [Int], targets: [Int])] = []
        for gap in Self.unmatchedGaps(match, targetCount: targets.count) {
            let pageGap = gap.page.filter { !unmatchedStamp.page.contains($0) }
            let targetGap = gap.targets.filter { !used.contains($0) && !unmatchedStamp.source.contains($0) }
            guard pageGap.count == targetGap.count,
                zip(pageGap, targetGap).allSatisfy({
                    page.headings[$0].level == targets[$1].level && !stampsDiffer($0, $1)
                })
            else {
                uneven.append((pageGap, targetGap))
                continue
            }
            for (pageHeading, target) in zip(pageGap, targetGap) {
                match[pageHeading] = target
                used.insert(target)
            }
        }
        guard uneven.contains(where: { !$0.page.isEmpty && !$0.targets.isEmpty }) else { return }
        let translations = TitleTranslations(page: page, source: source, match: match)
        for gap in uneven {
            let pairs = diffPairs(
                gap.page, gap.targets, page: page, source: source, keys: &keys, translations: translations,
                differ: stampsDiffer)
            for (pageHeading, target) in pairs {
                match[pageHeading] = target
                used.insert(target)
            }
        }
    }

    /// How a page translates the titles it shares with its source page, learnt from the headings
    /// matched so far: a title the page gives most of its matched headings of one source title.
    /// Titles are known by a hash of their normalized bytes (``key(_:)``): hashed as Strings,
    /// every title outside ASCII would be normalized again.
    struct TitleTranslations {
        private var pairs: [UInt64: [UInt64: Int]] = [:]

        init(page: DocumentFacts, source: DocumentFacts, match: [Int?]) {
            for (index, target) in match.enumerated() {
                guard let target else { continue }
                pairs[Self.key(page.headings[index].title), default: [:]][
                    Self.key(source.headings[target].title), default: 0] += 1
            }
        }

        var isEmpty: Bool { pairs.isEmpty }

        /// A title as the pairs know it.
        static func key(_ title: String) -> UInt64 { Fingerprint.fnv1a64(SectionAligner.normalized(title)) }

        /// The source title (as ``key(_:)``) that the page, twice or more, gave headings titled
        /// `title` to more of than to any other, if any.
        func sourceTitle(for title: String) -> UInt64? {
            guard let counts = pairs[Self.key(title)],
                let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
                best.value >= 2, !counts.contains(where: { $0.key != best.key && $0.value == best.value })
            else { return nil }
            return best.key
        }
    }

    /// The headings whose stamp (see ``stamp(_:)``) agrees with none of `other`, with the headings below
    /// each.
    static func unmatchedStamps(_ headings: [SectionHeading], _ stamps: [Stamp?], other: [Stamp?]) -> Set<Int> {
        guard stamps.contains(where: { $0 != nil }) else { return [] }
        let others = other.compactMap { $0 }
        // Most stamps have their exact like on the other page: found by hash before the others are searched.
        let exact = Set(others)
        var result = Set<Int>()
        var index = 0
        while index < headings.count {
            guard let stamp = stamps[index], !exact.contains(stamp), !others.contains(where: stamp.agrees) else {
                index += 1
                continue
            }
            let level = headings[index].level
            result.insert(index)
            index += 1
            while index < headings.count, headings[index].level > level {
                result.insert(index)
                index += 1
            }
        }
        return result
    }

    /// The runs of a page's unmatched headings between two matched ones (or the page's ends), each
    /// with the source headings between those two's targets (none when the targets run backwards).
    /// Pairing a run's headings leaves the matched ones around the later runs as they are, so the
    /// runs are worked out once, before any is paired.
    static func unmatchedGaps(_ match: [Int?], targetCount: Int) -> [(page: Range<Int>, targets: Range<Int>)] {
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

    /// The most pairs of headings of one gap that ``pairGaps(_:to:match:used:keys:stamps:)`` weighs (the
    /// table of a gap of 1,024 headings on each side).
    static let maximumGapCells = 1 << 20

    /// ``pairGaps(_:to:match:used:keys:stamps:)`` for a gap whose sides differ: pairs as a diff pairs lines.
    private func diffPairs(
        _ pageGap: [Int], _ targetGap: [Int], page: DocumentFacts, source: DocumentFacts,
        keys: inout PairedGapKeys, translations: TitleTranslations, differ: (Int, Int) -> Bool
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
        // The source title each page heading's title translates, where the page says (and the
        // targets' titles to compare with).
        let translatedTitles: (page: [UInt64?], target: [UInt64?]) =
            translations.isEmpty
            ? (Array(repeating: nil, count: rows), Array(repeating: nil, count: columns))
            : (
                pageGap.map { translations.sourceTitle(for: page.headings[$0].title) },
                targetGap.map { TitleTranslations.key(source.headings[$0].title) }
            )
        // A pair at the same level weighs 1, up to ½ more for the keys its sections share, up to
        // a quarter more for the words their titles share (the names a translation keeps; a
        // quarter for a title the page translates so elsewhere), and up
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
                !(asciiTitles.page[row] && asciiTitles.target[column]), !differ(pageHeading, target)
            else { return nil }
            var bonus = 0.1 * pageKeys.shapes[pageHeading].likeness(to: sourceKeys.shapes[target])
            let (myWords, theirWords) = (pageKeys.titles[pageHeading], sourceKeys.titles[target])
            if let title = translatedTitles.page[row], title == translatedTitles.target[column] {
                bonus += 0.25
            } else if !myWords.isEmpty, !theirWords.isEmpty {
                let shared = GapKeys.sharedCount(myWords, theirWords)
                bonus += 0.25 * Double(shared) / Double(myWords.count + theirWords.count - shared)
            }
            // Facts and texts kept as they are count as one set of keys.
            let (mine, theirs) = (pageKeys.keys[pageHeading], sourceKeys.keys[target])
            let (myTexts, theirTexts) = (pageKeys.kept[pageHeading], sourceKeys.kept[target])
            let union = mine.count + theirs.count + myTexts.count + theirTexts.count
            guard union > 0 else { return 1 + bonus }
            let shared = GapKeys.sharedCount(mine, theirs) + GapKeys.sharedCount(myTexts, theirTexts)
            return 1 + 0.5 * Double(shared) / Double(union - shared) + bonus
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
}
