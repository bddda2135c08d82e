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
}
