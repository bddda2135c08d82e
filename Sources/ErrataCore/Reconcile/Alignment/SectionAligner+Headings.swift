import Foundation

// Alignment of a page with headings: by explicit ID, title, numbering, position and facts.
extension SectionAligner {
    /// A source page's headings as alignment looks them up.
    struct SourceIndex: Sendable {
        /// Heading indices by normalized title (titles in every script: hashed as ``TextKey``s).
        var byTitle: [TextKey: [Int]] = [:]
        /// The first heading index with each explicit ID.
        var byAnchor: [String: Int] = [:]
        /// Heading indices with an explicit ID, in order, by the ID normalized as a title is.
        var byAnchorSlug: [String: [Int]] = [:]
        /// Heading indices, in order, by level and numbering (`2` and `3.1`).
        var byNumbering: [NumberingKey: [Int]] = [:]
        /// Each heading's dates and versions (see ``SectionAligner/stamp(_:)``).
        var stamps: [Stamp?]
        /// Heading indices, in order, by their dates and versions.
        var byStamp: [Stamp: [Int]] = [:]
        /// Heading indices of numbered titles, in order, by their normalized title without the
        /// numbering (`1. Cache Options` as `cacheoptions`).
        var byBareTitle: [TextKey: [Int]] = [:]
        /// Heading indices without an explicit ID, in order, by their normalized title: what an
        /// explicit ID in a translation names when the source lets its title make the slug.
        var slugs: [String: [Int]] = [:]
        /// Each heading's parent heading index, if any.
        var parents: [Int?]
        /// Each heading's level.
        var levels: [Int]
        /// Each heading's numbering (see ``SectionAligner/numbering(_:)``), if any.
        var numberings: [String?]
        /// The fact keys inside each heading's section.
        var keys: [Set<AnchorKey>]
        /// Heading indices, in order, by a fact key inside their section.
        var byKey: [AnchorKey: [Int]] = [:]
        /// Where each mark of the page stands (see ``SectionAligner/markSections(_:languages:)``),
        /// worked out once a translation asks.
        let marks = SourceMarks()
        /// What weighing pairs of headings reads of the page, once one of its translations needs it.
        let gapKeys = SourceGapKeys()

        init(_ source: DocumentFacts, aligner: SectionAligner) {
            // Room for a title and a numbering per heading at once (titles are costly to hash again).
            byTitle.reserveCapacity(source.headings.count)
            byNumbering.reserveCapacity(source.headings.count)
            // Headings are read in place, by index: a copy of one retains each of its strings.
            let targets = source.headings
            stamps = targets.map { SectionAligner.stamp($0.title) }
            levels = targets.map(\.level)
            numberings = [String?](repeating: nil, count: targets.count)
            for index in targets.indices {
                if let anchor = targets[index].anchor {
                    if byAnchor[anchor] == nil { byAnchor[anchor] = index }
                    byAnchorSlug[SectionAligner.normalized(anchor), default: []].append(index)
                }
                let title = targets[index].title
                let normalized = SectionAligner.normalized(title)
                byTitle[TextKey(normalized), default: []].append(index)
                if targets[index].anchor == nil, !normalized.isEmpty { slugs[normalized, default: []].append(index) }
                if let stamp = stamps[index] { byStamp[stamp, default: []].append(index) }
                if let bare = SectionAligner.bareTitle(title) { byBareTitle[TextKey(bare), default: []].append(index) }
                if let number = SectionAligner.numbering(title) {
                    numberings[index] = number
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
    struct NumberingKey: Hashable, Sendable {
        var level: Int
        var numbering: String
    }

    /// Aligns a page that has headings to its source page, heading by heading (the steps listed on
    /// ``SectionAligner``), placing the headings left unmatched below their nearest matched ancestor.
    ///
    /// - Parameter seeded: For each heading, the source heading it is already known to match (one
    ///   matched through another translation that keeps its titles; see ``twinSeeds(_:aligned:sourceLanguage:)``),
    ///   or `nil`; the steps match the others.
    func alignByHeadings(
        _ page: DocumentFacts,
        to source: DocumentFacts,
        index sourceIndex: SourceIndex,
        seeded: [Int?]? = nil
    ) -> AlignedPage {
        let targets = source.headings
        // The page's headings are read in place, by index: a copy of one retains each of its strings.
        let headings = page.headings
        var match = seeded ?? [Int?](repeating: nil, count: headings.count)
        var used = Set(match.compactMap { $0 })
        // Seeded headings at another level than their source headings moved, as a translation's
        // run does: one run for each stretch of headings moved by the same number of levels.
        var seededLevelChanges: [[LevelChange]] = []
        var lastShift: (index: Int, shift: Int)?
        for index in match.indices {
            guard let target = match[index], targets[target].level != headings[index].level else { continue }
            let shift = headings[index].level - targets[target].level
            let change = LevelChange(heading: headings[index], source: targets[target])
            if let last = lastShift, last.index == index - 1, last.shift == shift {
                seededLevelChanges[seededLevelChanges.count - 1].append(change)
            } else {
                seededLevelChanges.append([change])
            }
            lastShift = (index, shift)
        }
        // 1. The same explicit ID, which translations keep; or an explicit ID on one side that is
        //    the slug of the other side's title (`## Install {#install}` and `## Install`), the
        //    ID the renderer makes for a heading that has none.
        let pageHasAnchors = headings.contains { $0.anchor != nil }
        if !sourceIndex.byAnchor.isEmpty || pageHasAnchors {
            for index in headings.indices where match[index] == nil {
                // A release heading whose date or version says another release than its source
                // heading's is none the less another release (a date mistyped beside a kept ID).
                if let anchor = headings[index].anchor, let target = sourceIndex.byAnchor[anchor],
                    !used.contains(target),
                    !SectionAligner.Stamp.conflict(
                        SectionAligner.stamp(headings[index].title), SectionAligner.stamp(targets[target].title))
                {
                    match[index] = target
                    used.insert(target)
                }
            }
            for index in headings.indices where match[index] == nil {
                let target: Int?
                if let anchor = headings[index].anchor {
                    target = Self.onlyUnused(sourceIndex.slugs[Self.normalized(anchor)], used: used)
                } else {
                    target = Self.onlyUnused(
                        sourceIndex.byAnchorSlug[Self.normalized(headings[index].title)], used: used)
                }
                if let target {
                    match[index] = target
                    used.insert(target)
                }
            }
        }
        // 2. Same title, in order, at the same level. A title at another level matches only when
        //    the page and its source have it once each (a heading moved up or down a level that
        //    kept its title): `#### Conclusion` is not the source's `## Conclusion` when the page
        //    has a `## Conclusion` of its own.
        //    A title either side repeats under different parents (`Fixed` under each release) is
        //    matched only under the match of its parent, once the dates and versions are matched,
        //    or in order where both sides repeat it as often.
        let byTitle = sourceIndex.byTitle
        let pageParents = Self.parentIndices(headings)
        var pageTitleCounts: [TextKey: Int] = Dictionary(minimumCapacity: headings.count)
        var titles: [TextKey] = []
        titles.reserveCapacity(headings.count)
        for index in headings.indices {
            let title = TextKey(Self.normalized(headings[index].title))
            titles.append(title)
            pageTitleCounts[title, default: 0] += 1
        }
        var repeated: [Int] = []
        var last = -1
        for index in headings.indices {
            if let matched = match[index] {
                last = matched
                continue
            }
            let title = titles[index]
            let all = byTitle[title] ?? []
            let level = headings[index].level
            var candidates = all.filter { !used.contains($0) && targets[$0].level == level }
            if pageParents[index] != nil, all.count > 1 || pageTitleCounts[title, default: 0] > 1 {
                repeated.append(index)
                continue
            }
            if candidates.isEmpty, all.count == 1, !used.contains(all[0]), pageTitleCounts[title] == 1 {
                candidates = all
            }
            if let next = candidates.first(where: { $0 > last }) ?? candidates.first {
                match[index] = next
                used.insert(next)
                last = next
            }
        }
        // 2b. The same dates and versions, each written in its language's format (`2.18.2
        //     (2020.12.15)` and `2.18.2 (December 15, 2020)`), when each page has them once; a
        //     heading a level up or down is matched too, and reported as moved.
        let pageStamps = headings.map { Self.stamp($0.title) }
        var stampLevelChanges: [[LevelChange]] = []
        if !sourceIndex.byStamp.isEmpty {
            var pageStampCounts: [Stamp: Int] = [:]
            for stamp in pageStamps { if let stamp { pageStampCounts[stamp, default: 0] += 1 } }
            for index in headings.indices where match[index] == nil {
                guard let stamp = pageStamps[index], pageStampCounts[stamp] == 1,
                    let candidates = sourceIndex.byStamp[stamp], candidates.count == 1,
                    !used.contains(candidates[0]), abs(targets[candidates[0]].level - headings[index].level) <= 1
                else { continue }
                match[index] = candidates[0]
                used.insert(candidates[0])
                if targets[candidates[0]].level != headings[index].level {
                    stampLevelChanges.append([LevelChange(heading: headings[index], source: targets[candidates[0]])])
                }
            }
        }
        for index in repeated where match[index] == nil {
            guard let parent = pageParents[index], let parentMatch = match[parent] else { continue }
            let level = headings[index].level
            if let next = (byTitle[titles[index]] ?? []).first(where: {
                !used.contains($0) && targets[$0].level == level && sourceIndex.parents[$0] == parentMatch
            }) {
                match[index] = next
                used.insert(next)
            }
        }
        // A title both sides repeat as often, under parents not matched (translated), pairs in order.
        var occurrences: [TextKey: Int] = [:]
        for index in repeated {
            let title = titles[index]
            let occurrence = occurrences[title, default: 0]
            occurrences[title] = occurrence + 1
            let all = byTitle[title] ?? []
            guard match[index] == nil, all.count == pageTitleCounts[title], !used.contains(all[occurrence]),
                targets[all[occurrence]].level == headings[index].level
            else { continue }
            match[index] = all[occurrence]
            used.insert(all[occurrence])
        }
        let stamps = (page: pageStamps, source: sourceIndex.stamps)
        // 2c. The same title once numbering is set aside (`1. Cache Options` and `Cache
        //     Options`), at the same level, when the source has one such heading left; not where
        //     what was set aside is a date that differs (`2024.03.05 (2.2.0)`, `2024.03.15 (2.2.0)`).
        for index in headings.indices where match[index] == nil {
            let bare = Self.bareTitle(headings[index].title) ?? titles[index].text
            guard !bare.isEmpty else { continue }
            var candidates = (sourceIndex.byBareTitle[TextKey(bare)] ?? []) + (byTitle[TextKey(bare)] ?? [])
            candidates = candidates.filter { target in
                !used.contains(target) && targets[target].level == headings[index].level
                    && !Stamp.conflict(pageStamps[index], sourceIndex.stamps[target])
            }
            guard Set(candidates).count == 1 else { continue }
            match[index] = candidates[0]
            used.insert(candidates[0])
        }
        // 3. Same numbering under a matched parent: the first such source heading. Steps a
        //    translation renumbered (one added or dropped before them: its `3.` is the source's
        //    `2.`) are matched by the shift the facts of their sections agree with.
        // Every section's facts, worked out once, when a later step first needs them.
        var allPageKeys: [Set<AnchorKey>]?
        let shifts = numberingShifts(
            page, pageParents: pageParents, match: match, used: used, sourceIndex: sourceIndex,
            keys: &allPageKeys)
        // The shift a heading was matched under and its leading number: a numbering below it
        // that continues it (`3.1` under `3.`) is shifted alike.
        var matchedShifts: [Int: (shift: Int, lead: Int)] = [:]
        for index in headings.indices where match[index] == nil {
            guard let written = Self.numbering(headings[index].title) else { continue }
            var number = written
            let lead = Self.leadingNumber(written)?.0
            let parentTarget = pageParents[index].flatMap { match[$0] }
            let inherited = pageParents[index].flatMap { matchedShifts[$0] }.flatMap { parent in
                lead == parent.lead ? parent.shift : nil
            }
            let shift =
                inherited
                ?? (pageParents[index] == nil || parentTarget != nil
                    ? shifts[NumberedGroup(parent: parentTarget ?? -1, level: headings[index].level)] : nil)
            if let shift {
                guard let shifted = Self.shiftedNumbering(number, by: -shift) else { continue }
                number = shifted
            }
            let sameNumbering =
                sourceIndex.byNumbering[NumberingKey(level: headings[index].level, numbering: number)] ?? []
            let candidate = sameNumbering.first { target in
                !used.contains(target) && sourceIndex.parents[target] == parentTarget
                    && !Stamp.conflict(pageStamps[index], sourceIndex.stamps[target])
            }
            if let candidate {
                match[index] = candidate
                used.insert(candidate)
                if let shift, let lead { matchedShifts[index] = (shift, lead) }
            }
        }
        // 4. Translated titles: the pages' first headings, at one level and sharing a word a
        //    translation keeps (`titleWords`: the product's name in a breadcrumb title,
        //    `Game > Demo > 콘솔 가이드`), are their titles;
        //    then between two matched headings, the unmatched headings on both sides are paired
        //    (see `pairGaps`).
        if let first = headings.indices.first, !targets.isEmpty, match[first] == nil, !used.contains(0),
            headings[first].level == targets[0].level,
            !Set(Self.titleWords(headings[first].title)).isDisjoint(with: Self.titleWords(targets[0].title))
        {
            match[first] = 0
            used.insert(0)
        }
        var gapKeys = PairedGapKeys(source: sourceIndex.gapKeys)
        // The headings paired by their place alone, which a moved section's facts may take back (step 8).
        var byPosition = Set<Int>()
        func pairGapsByPosition() {
            let before = match
            pairGaps(page, to: source, match: &match, used: &used, keys: &gapKeys, stamps: stamps)
            for index in match.indices where before[index] == nil && match[index] != nil { byPosition.insert(index) }
        }
        pairGapsByPosition()
        // 5. The facts a section holds (worked out only when some heading is still unmatched).
        let unmatchedLeft = match.contains { $0 == nil }
        let targetKeys = sourceIndex.keys
        let pageKeys =
            unmatchedLeft ? allPageKeys ?? sectionKeys(page, headings: page.headings, of: match.map { $0 == nil }) : []
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
        if matchedByFacts { pairGapsByPosition() }
        // 7. A run of headings moved a level up or down (see `pairLevelShifts`).
        let levelChanges =
            (seededLevelChanges + stampLevelChanges + pairLevelShifts(page, to: source, match: &match, used: &used))
            .sorted { $0[0].heading.location.line < $1[0].heading.location.line }
        // 8. A section moved (see `pairMovedSections`). Where every heading is paired, one paired by
        //    its place whose section shares no fact with its pair's but holds one the source has (two
        //    sections an older edition swapped) is the sign to look.
        func placesContradicted() -> Bool {
            guard !byPosition.isEmpty else { return false }
            let keys = allPageKeys ?? sectionKeys(page, headings: page.headings)
            allPageKeys = keys
            return byPosition.contains { index in
                guard let target = match[index], !keys[index].isEmpty else { return false }
                return keys[index].isDisjoint(with: targetKeys[target])
                    && keys[index].contains { sourceIndex.byKey[$0] != nil }
            }
        }
        if match.contains(where: { $0 == nil }) || (!byPosition.isEmpty && used.count < targets.count)
            || placesContradicted()
        {
            pairMovedSections(
                page, to: source, index: sourceIndex, parents: pageParents, match: &match, used: &used,
                byPosition: byPosition, keys: &allPageKeys)
            // 9. A wrapper by what is below it (see `pairParentsByChildren`).
            Self.pairParentsByChildren(
                page, to: source, index: sourceIndex, parents: pageParents, stamps: pageStamps, match: &match,
                used: &used)
        }
        // 10. One heading left over on each side under one parent (see `pairLoneLeftovers`).
        if match.contains(where: { $0 == nil }) && used.count < targets.count {
            Self.pairLoneLeftovers(
                page, to: source, parents: pageParents, sourceParents: sourceIndex.parents, stamps: stamps,
                match: &match, used: &used)
        }
        // 11. A heading moved a level up or down out of or into its neighbour (see `movedOneLevel`).
        //     A run that goes on where another left off, by the same offset, is that run.
        var allLevelChanges: [[LevelChange]] = []
        let headingIndex = Dictionary(
            headings.indices.map { (headings[$0].location.line, $0) }, uniquingKeysWith: { first, _ in first })
        for run
            in (levelChanges
            + Self.movedOneLevel(
                page, to: source, parents: pageParents, sourceParents: sourceIndex.parents, match: match,
                reported: levelChanges))
            .sorted(by: { $0[0].heading.location.line < $1[0].heading.location.line })
        {
            func offset(_ change: LevelChange) -> Int { change.heading.level - change.source.level }
            if let last = allLevelChanges.last?.last, let lastIndex = headingIndex[last.heading.location.line],
                headingIndex[run[0].heading.location.line] == lastIndex + 1, offset(last) == offset(run[0])
            {
                allLevelChanges[allLevelChanges.count - 1] += run
            } else {
                allLevelChanges.append(run)
            }
        }
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
            unmatched: unmatched, levelChanges: allLevelChanges, titles: titles.map(\.text))
    }

    /// Pairs a section a translation moved: to another parent, or a level up or down under a
    /// wrapper heading one side added or dropped, or to another place among its siblings (a page
    /// of an older edition). A heading whose section holds most of the keys of a source section at
    /// most a level apart (two keys at least, and half of both sections' keys), or a mark that
    /// each page holds in one section only (see ``markSections(_:languages:)``), there, takes that
    /// section, when it is unmatched or was paired by its place alone (`byPosition`) to a section
    /// that shares less than half as much with it; the heading that held it, if paired so too and
    /// sharing less than half as much, is left unmatched.
    private func pairMovedSections(
        _ page: DocumentFacts, to source: DocumentFacts, index sourceIndex: SourceIndex, parents: [Int?],
        match: inout [Int?], used: inout Set<Int>, byPosition: Set<Int>, keys allKeys: inout [Set<AnchorKey>]?
    ) {
        let headings = page.headings
        let targets = source.headings
        let keys = allKeys ?? sectionKeys(page, headings: headings)
        allKeys = keys
        // Each section's marks that the page and its source hold in one section each.
        var marks = [Set<UInt64>](repeating: [], count: headings.count)
        var sourceMarks: [Int: Set<UInt64>] = [:]
        // The source heading that holds each of those marks.
        var markHeadings: [UInt64: Int] = [:]
        func keep(_ mine: [UInt64: MarkPlace], _ theirs: [UInt64: MarkPlace]) {
            for (hash, place) in mine where place.once {
                guard let their = theirs[hash], their.once else { continue }
                marks[Int(place.heading)].insert(hash)
                sourceMarks[Int(their.heading), default: []].insert(hash)
                markHeadings[hash] = Int(their.heading)
            }
        }
        keep(Self.markSections(page, languages: [page.language, source.language]), sourceIndex.marks.marks(source))
        // A title written in another script keeps Latin words that are names (`Google Play`, `App
        // Store` in a question an FAQ moved to another group); a title in a Latin script, or one
        // left in English, is words.
        let latinPage = latinScriptLanguages.contains(page.language)
        let latinSource = latinScriptLanguages.contains(source.language)
        if !(latinPage && latinSource) {
            keep(
                Self.titleMarks(page, mixedOnly: !latinPage),
                sourceIndex.marks.titleMarks(source, mixedOnly: !latinSource))
        }
        // The keys each section holds that no other section of the page holds, nor more than one
        // of the source page's: a moved section's facts as its marks are.
        // Only the headings that may be placed again are asked.
        var uniqueKeys = [[AnchorKey]](repeating: [], count: headings.count)
        let candidates = headings.indices.filter { match[$0] == nil || byPosition.contains($0) }
        if candidates.contains(where: { !keys[$0].isEmpty }) {
            var keyCounts: [AnchorKey: Int] = [:]
            for set in keys { for key in set { keyCounts[key, default: 0] += 1 } }
            for index in candidates {
                uniqueKeys[index] = keys[index].filter { keyCounts[$0] == 1 && sourceIndex.byKey[$0]?.count == 1 }
            }
        }
        // How much a section shares with a source section: keys, and marks held there only.
        func shared(_ index: Int, _ target: Int) -> Int {
            keys[index].count(where: sourceIndex.keys[target].contains)
                + marks[index].count { sourceMarks[target]?.contains($0) == true }
                + uniqueKeys[index].count { sourceIndex.byKey[$0]?.first == target }
        }
        var holders: [Int: Int] = [:]
        for (index, target) in match.enumerated() { if let target { holders[target] = index } }
        // A heading most of whose paired subsections, two or more, are paired to its pair's is
        // paired by more than its place (a page's title, paired with the source's, over its sections).
        var byPosition = byPosition
        var children: [Int: (paired: Int, under: Int)] = [:]
        for (index, parent) in parents.enumerated() {
            guard let parent, byPosition.contains(parent), let target = match[index] else { continue }
            children[parent, default: (0, 0)].paired += 1
            if sourceIndex.parents[target] == match[parent] { children[parent, default: (0, 0)].under += 1 }
        }
        for (parent, count) in children where count.under >= 2 && count.under * 2 > count.paired {
            byPosition.remove(parent)
        }
        for index in headings.indices
        where (keys[index].count >= 2 || !marks[index].isEmpty || !uniqueKeys[index].isEmpty)
            && (match[index] == nil || byPosition.contains(index))
        {
            // A source section at the level and under the parent of the one the heading is paired to.
            func isSibling(_ target: Int) -> Bool {
                guard let current = match[index] else { return false }
                return targets[target].level == targets[current].level
                    && sourceIndex.parents[target] == sourceIndex.parents[current]
            }
            var sharedCounts: [Int: Int] = [:]
            for key in keys[index] {
                for target in sourceIndex.byKey[key] ?? [] { sharedCounts[target, default: 0] += 1 }
            }
            var keptMarks: [Int: Int] = [:]
            for hash in marks[index] { keptMarks[markHeadings[hash]!, default: 0] += 1 }
            for key in uniqueKeys[index] { keptMarks[sourceIndex.byKey[key]![0], default: 0] += 1 }
            var best: (target: Int, shared: Int)?
            for target in Set(sharedCounts.keys).union(keptMarks.keys).sorted()
            where abs(targets[target].level - headings[index].level) <= 1 {
                let sharedKeys = sharedCounts[target] ?? 0
                let kept = keptMarks[target] ?? 0
                let mostKeys =
                    sharedKeys >= 2 && sharedKeys * 2 >= keys[index].count + sourceIndex.keys[target].count - sharedKeys
                guard mostKeys || kept > 0 else { continue }
                // A heading paired by more than its place keeps it; one paired by its place too, where
                // it shares anything with it, unless it shares less than half as much and the two
                // sections swap places among siblings.
                if let holder = holders[target], holder != index,
                    !byPosition.contains(holder)
                        || (shared(holder, target) > 0
                            && (!isSibling(target) || shared(holder, target) * 2 >= sharedKeys + kept))
                {
                    continue
                }
                if sharedKeys + kept > (best?.shared ?? 0) { best = (target, sharedKeys + kept) }
            }
            guard let best, best.target != match[index] else { continue }
            // Paired by its place to a section sharing anything with it, it stays, unless the other
            // is a sibling of that section sharing more than twice as much (an older edition's order).
            if let current = match[index], shared(index, current) > 0,
                !isSibling(best.target) || shared(index, current) * 2 >= best.shared
            {
                continue
            }
            if let holder = holders[best.target] {
                match[holder] = nil
                byPosition.remove(holder)
            }
            if let old = match[index] {
                used.remove(old)
                holders[old] = nil
                byPosition.remove(index)
            }
            match[index] = best.target
            used.insert(best.target)
            holders[best.target] = index
        }
    }

    /// Pairs the one heading left unmatched under a parent with the one source heading left
    /// unmatched under that parent's pair, at the same level, neither with subsections: the same
    /// section, which an older edition placed elsewhere among its siblings with nothing kept as it
    /// is to tell it by (its order is not reported; two findings for one moved section were). A
    /// dated or versioned heading (a release) is left to its date.
    static func pairLoneLeftovers(
        _ page: DocumentFacts, to source: DocumentFacts, parents: [Int?], sourceParents: [Int?],
        stamps: (page: [Stamp?], source: [Stamp?]), match: inout [Int?], used: inout Set<Int>
    ) {
        // By the source heading the parent is paired to (-1 for none); under a parent left unpaired, none.
        var mine: [Int: [Int]] = [:]
        let hasChildren = Set(parents.compactMap { $0 })
        for index in page.headings.indices where match[index] == nil {
            if let parent = parents[index] {
                guard let target = match[parent] else { continue }
                mine[target, default: []].append(index)
            } else {
                mine[-1, default: []].append(index)
            }
        }
        guard !mine.isEmpty else { return }
        var theirs: [Int: [Int]] = [:]
        let sourceWithChildren = Set(sourceParents.compactMap { $0 })
        for target in source.headings.indices where !used.contains(target) {
            theirs[sourceParents[target] ?? -1, default: []].append(target)
        }
        for (parent, headings) in mine where headings.count == 1 {
            guard let targets = theirs[parent], targets.count == 1 else { continue }
            let (index, target) = (headings[0], targets[0])
            guard page.headings[index].level == source.headings[target].level, !hasChildren.contains(index),
                !sourceWithChildren.contains(target), stamps.page[index] == nil, stamps.source[target] == nil
            else { continue }
            match[index] = target
            used.insert(target)
        }
    }

    /// Pairs a heading still unmatched most of whose matched subsections, two at least, are
    /// matched to subsections of one source heading, itself unmatched and at most a level apart:
    /// the same section, which the translation restructured around what is below it (its
    /// `## Setup` holds the source's `## Options` as a subsection, and then the source's
    /// `## Setup`'s subsections). A subsection matched below another subsection's match is part of
    /// that one (the translation flattened it) and does not count.
    static func pairParentsByChildren(
        _ page: DocumentFacts, to source: DocumentFacts, index sourceIndex: SourceIndex, parents: [Int?],
        stamps: [Stamp?], match: inout [Int?], used: inout Set<Int>
    ) {
        var children: [Int: [Int]] = [:]
        for (index, parent) in parents.enumerated() { if let parent { children[parent, default: []].append(index) } }
        for (index, below) in children.sorted(by: { $0.key < $1.key }) where match[index] == nil {
            let matched = below.compactMap { match[$0] }
            let siblings = Set(matched)
            let targets = matched.filter { target in
                var ancestor = sourceIndex.parents[target]
                while let above = ancestor {
                    if siblings.contains(above) { return false }
                    ancestor = sourceIndex.parents[above]
                }
                return true
            }
            var counts: [Int: Int] = [:]
            for target in targets { if let parent = sourceIndex.parents[target] { counts[parent, default: 0] += 1 } }
            guard let (parent, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
                count >= 2, count * 2 > targets.count, !used.contains(parent),
                abs(source.headings[parent].level - page.headings[index].level) <= 1,
                // A release dated otherwise is another (its date is wrong, or it is another release).
                !Stamp.conflict(stamps[index], sourceIndex.stamps[parent])
            else { continue }
            match[index] = parent
            used.insert(parent)
        }
    }

    /// For each mark a translation keeps of a section, where the page holds it (see ``MarkPlace``):
    /// each text kept as it is and distinctive code span (see ``VerbatimFact``), counted each time;
    /// each image once per section, known by its source with the page's language named in it left
    /// out (`stats_ko.png`, `stats_zh.png`: one screenshot, localized), where `languages`
    /// are the page's and its source page's. (Fact keys held in one section are the keys'.)
    static func markSections(_ page: DocumentFacts, languages: [String]) -> [UInt64: MarkPlace] {
        let lines = page.headings.map(\.location.line)
        var sections: [UInt64: MarkPlace] = [:]
        sections.reserveCapacity(page.verbatims.count + page.codeSpans.count / 2 + page.images.count)
        func add(_ hash: UInt64, _ heading: Int, oncePerSection: Bool) {
            if let known = sections[hash] {
                if !(oncePerSection && known.heading == heading) { sections[hash]!.once = false }
            } else {
                sections[hash] = MarkPlace(heading: Int32(heading), once: true)
            }
        }
        for list in [page.verbatims, page.codeSpans] {
            for index in list.indices where list[index].isDistinctive {
                let heading = heading(before: list[index].line, lines: lines)
                if heading >= 0 { add(list[index].hash, heading, oncePerSection: false) }
            }
        }
        for image in page.images where !image.source.isEmpty {
            let heading = heading(before: image.line, lines: lines)
            guard heading >= 0 else { continue }
            var hash = Fingerprint.FNV1a()
            hash.add(UInt8(0xFF))
            hash.add(Self.withoutLanguage(image.source, languages: languages))
            add(hash.value, heading, oncePerSection: true)
        }
        return sections
    }

    /// For each Latin word of a page's titles (see ``titleWords(_:)``), the heading of the first
    /// title that holds it, and whether that title alone does and, with `mixedOnly`, holds a
    /// letter outside ASCII too.
    static func titleMarks(_ page: DocumentFacts, mixedOnly: Bool) -> [UInt64: MarkPlace] {
        var places: [UInt64: MarkPlace] = [:]
        for (heading, title) in page.headings.lazy.map(\.title).enumerated() {
            // A word of an English title is counted, not placed: `API` in `API Reference` and in
            // `SDK (API v5) - 권장` is no name of one section.
            let placed =
                !mixedOnly || title.unicodeScalars.contains { !$0.isASCII && $0.properties.isAlphabetic }
            for word in titleWords(title) {
                var hash = Fingerprint.FNV1a()
                hash.add(UInt8(0xFE))  // apart from the marks of the text
                hash.add(word)
                if places[hash.value] != nil {
                    places[hash.value]!.once = false
                } else {
                    places[hash.value] = MarkPlace(heading: Int32(heading), once: placed)
                }
            }
        }
        return places
    }

    /// Where a mark stands on a page: the heading of the first section that holds it, and whether
    /// that section alone holds it, once (an image once per section).
    struct MarkPlace: Sendable {
        var heading: Int32
        var once: Bool
    }

    /// `source` with each part that names one of `languages` (`_ko`, `-en.`, `/ja/`) as `*`.
    static func withoutLanguage(_ source: String, languages: [String]) -> String {
        // Most sources name no language: looked for as text first.
        let names = Set(languages.map { $0.lowercased() })
        let lowered = Array(source.utf8.map(FastText.asciiLowercased))
        guard names.contains(where: { FastText.contains(lowered, Array($0.utf8)) }) else { return source }
        let separators: Set<Character> = ["_", "-", ".", "/"]
        var result = ""
        var part = ""
        func flush() {
            result += names.contains(part.lowercased()) ? "*" : part
            part = ""
        }
        for character in source {
            if separators.contains(character) {
                flush()
                result.append(character)
            } else {
                part.append(character)
            }
        }
        flush()
        return result
    }

    /// Numbered headings under one parent at one level: the parent's source heading (-1 for the top).
    struct NumberedGroup: Hashable {
        var parent: Int
        var level: Int
    }

    /// For each group of a page's numbered headings still unmatched (under one matched parent, at
    /// one level), the amount its leading numbers exceed the source's by, where that is not 0: the
    /// shift under which more pairs of same-numbered sections share facts (selectors, symbols,
    /// parameter keys) than under none, at least two more pairs sharing than not. A section that
    /// holds no facts says nothing either way.
    private func numberingShifts(
        _ page: DocumentFacts, pageParents: [Int?], match: [Int?], used: Set<Int>, sourceIndex: SourceIndex,
        keys allKeys: inout [Set<AnchorKey>]?
    ) -> [NumberedGroup: Int] {
        let headings = page.headings
        var groups: [NumberedGroup: [(index: Int, lead: Int, rest: Substring)]] = [:]
        for index in headings.indices where match[index] == nil {
            guard let number = Self.numbering(headings[index].title), let (lead, rest) = Self.leadingNumber(number)
            else { continue }
            let parent = pageParents[index].map { match[$0] ?? -2 } ?? -1
            // A parent left unmatched has no source children to compare with.
            guard parent != -2 else { continue }
            groups[NumberedGroup(parent: parent, level: headings[index].level), default: []].append((index, lead, rest))
        }
        guard groups.values.contains(where: { $0.count >= 2 }) else { return [:] }
        let pageKeys = allKeys ?? sectionKeys(page, headings: headings)
        allKeys = pageKeys
        let targets = sourceIndex.parents.indices
        var shifts: [NumberedGroup: Int] = [:]
        for (group, members) in groups where members.count >= 2 {
            // The source's unmatched numbered headings of the group, by leading number and the rest.
            var numbered: [Int: [(rest: Substring, target: Int)]] = [:]
            for target in targets
            where (sourceIndex.parents[target] ?? -1) == group.parent && !used.contains(target)
                && sourceIndex.levels[target] == group.level
            {
                guard let number = sourceIndex.numberings[target], let (lead, rest) = Self.leadingNumber(number)
                else { continue }
                numbered[lead, default: []].append((rest, target))
            }
            func score(_ shift: Int) -> Int {
                var total = 0
                for member in members {
                    guard let target = numbered[member.lead - shift]?.first(where: { $0.rest == member.rest })?.target
                    else { continue }
                    let (mine, theirs) = (pageKeys[member.index], sourceIndex.keys[target])
                    guard !mine.isEmpty, !theirs.isEmpty else { continue }
                    total += mine.isDisjoint(with: theirs) ? -1 : 1
                }
                return total
            }
            var candidates = Set<Int>()
            for member in members {
                for lead in numbered.keys where lead != member.lead { candidates.insert(member.lead - lead) }
            }
            let unshifted = score(0)
            var best: (shift: Int, score: Int)?
            for shift in candidates.sorted(by: { (abs($0), $0) < (abs($1), $1) }) {
                let value = score(shift)
                if value >= 2, value > unshifted, value > (best?.score ?? Int.min) { best = (shift, value) }
            }
            if let best { shifts[group] = best.shift }
        }
        return shifts
    }

    /// A numbering's leading number and the rest (`2-1` as 2 and `-1`).
    static func leadingNumber(_ numbering: String) -> (Int, Substring)? {
        let digits = numbering.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 9, let lead = Int(digits) else { return nil }
        return (lead, numbering[digits.endIndex...])
    }

    /// A numbering with its leading number raised by `shift` (`2-1` by 1 as `3-1`), or `nil` when
    /// that would fall below 0.
    static func shiftedNumbering(_ numbering: String, by shift: Int) -> String? {
        guard let (lead, rest) = leadingNumber(numbering), lead + shift >= 0 else { return nil }
        return String(lead + shift) + rest
    }

    /// A numbered title without its numbering, normalized (see ``normalized(_:)``), or `nil` for a
    /// title without numbering.
    static func bareTitle(_ title: String) -> String? {
        guard numbering(title) != nil else { return nil }
        // On bytes when the numbering ends at an ASCII byte (see ``numbering(_:)``).
        let utf8 = title.utf8
        let isNumberingByte = { (byte: UInt8) in
            FastText.isASCIIDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ")") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
        }
        let start = utf8.firstIndex { !isNumberingByte($0) }
        let bare =
            if start.map({ utf8[$0] < 0x80 && !(0x09...0x0D).contains(utf8[$0]) }) ?? true {
                title[(start ?? title.endIndex)...]
            } else {
                title.drop { $0.isNumber || $0 == "." || $0 == "-" || $0 == ")" || $0.isWhitespace }
            }
        let normalized = normalized(String(bare))
        return normalized.isEmpty ? nil : normalized
    }

    /// The one heading of `candidates` not in `used`, when there is exactly one.
    static func onlyUnused(_ candidates: [Int]?, used: Set<Int>) -> Int? {
        let unused = (candidates ?? []).filter { !used.contains($0) }
        return unused.count == 1 ? unused[0] : nil
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
}
