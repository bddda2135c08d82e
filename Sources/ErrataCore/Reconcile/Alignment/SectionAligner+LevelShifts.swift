import Foundation

// Pairing of a run of headings a translation moved a level up or down.
extension SectionAligner {
    /// Pairs the headings left unmatched between two matched ones (or the page's ends) when both
    /// sides have as many, each at the source's level plus one same offset (a translation that
    /// moved `### Concurrent burgers` and the headings after it to `####`), and their titles may be
    /// translations of each other (see ``pairGaps(_:to:match:used:keys:stamps:)``). Returns each run
    /// paired so.
    func pairLevelShifts(
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

    /// The headings matched one level above or below their source headings where the section
    /// around them kept its level: a translation that made a subsection of the source's previous
    /// section a sibling of it (`### Tokens` where the source has `#### Tokens` under `### Login`), or the
    /// other way round (a level or more down: `#### Events` under `## Mount` for `## Events`). Each is paired already; its parent is matched to the source heading's
    /// grandparent, or to the source heading's previous sibling; or it stands under the section its
    /// source heading stands under, at another level (a level skipped). Headings under a parent the
    /// source lacks are left to section-missing, and those already in `reported` are not repeated.
    static func movedOneLevel(
        _ page: DocumentFacts, to source: DocumentFacts, parents: [Int?], sourceParents: [Int?], match: [Int?],
        reported: [[LevelChange]]
    ) -> [[LevelChange]] {
        let headings = page.headings
        let targets = source.headings
        let known = Set(reported.joined().map(\.heading.location.line))
        func levelOffset(_ index: Int) -> Int? { match[index].map { headings[index].level - targets[$0].level } }
        // A parent that itself moved carries its subsections: they are not moved on their own.
        func keptItsLevel(_ index: Int) -> Bool {
            guard let grandparent = parents[index] else { return true }
            return levelOffset(grandparent) != nil && levelOffset(grandparent) == levelOffset(index)
        }
        var moved: [[LevelChange]] = []
        var lastMoved: (index: Int, parent: Int, offset: Int)?
        for index in headings.indices {
            guard let target = match[index], let parent = parents[index], let parentTarget = match[parent],
                !known.contains(headings[index].location.line), keptItsLevel(parent),
                let offset = levelOffset(index), let parentOffset = levelOffset(parent)
            else { continue }
            // A section at the top of the source's outline (a page whose title is its front matter's)
            // has no parent there: it can be demoted under its neighbour, not promoted.
            let sourceParent = sourceParents[target]
            let promoted = offset == parentOffset - 1 && sourceParent.map { sourceParents[$0] == parentTarget } == true
            // (Made a subsection of its previous sibling, a level or more down: `####` under `##`.)
            let demoted =
                offset > parentOffset && sourceParents[parentTarget] == sourceParent && parentTarget < target
            // Under the same section, at another level (`####` right under `##` where the source
            // has `###`): the outline skips or squeezes a level.
            let releveled = offset != parentOffset && sourceParent == parentTarget
            // One at the source's level fits once its moved parent is put back.
            guard promoted || demoted || releveled, offset != 0 else { continue }
            let change = LevelChange(heading: headings[index], source: targets[target])
            // The next heading moved alike under the same parent is one run with it, reported once.
            if let last = lastMoved, last.index == index - 1, last.parent == parent, last.offset == offset {
                moved[moved.count - 1].append(change)
            } else {
                moved.append([change])
            }
            lastMoved = (index, parent, offset)
        }
        return moved
    }
}
