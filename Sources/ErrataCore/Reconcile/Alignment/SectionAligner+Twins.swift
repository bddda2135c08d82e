// Alignment through another translation: a page that keeps that translation's titles.
extension SectionAligner {
    /// For each of a page's headings (`mine`, their normalized titles), the source heading that its
    /// twin's heading of the same title (`theirs`) was matched to (`twinTargets`, -1 for none), or
    /// `nil`. Titles are paired in order, as a diff pairs lines, whatever their levels: a
    /// translation copied from another one (the English page in the Chinese guide) keeps its
    /// titles, byte for byte, and may have moved a run of them a level.
    static func bridgedMatches(_ mine: [String], twin theirs: [String], twinTargets: [Int]) -> [Int?] {
        var result = [Int?](repeating: nil, count: mine.count)
        let (rows, columns) = (mine.count, theirs.count)
        guard rows > 0, columns > 0, rows * columns <= maximumGapCells else { return result }
        let width = columns + 1
        var longest = [Int32](repeating: 0, count: (rows + 1) * width)
        for row in stride(from: rows - 1, through: 0, by: -1) {
            for column in stride(from: columns - 1, through: 0, by: -1) {
                longest[row * width + column] =
                    !mine[row].isEmpty && FastText.sameBytes(mine[row], theirs[column])
                    ? longest[(row + 1) * width + column + 1] + 1
                    : max(longest[(row + 1) * width + column], longest[row * width + column + 1])
            }
        }
        var (row, column) = (0, 0)
        while row < rows, column < columns {
            if !mine[row].isEmpty, FastText.sameBytes(mine[row], theirs[column]) {
                if column < twinTargets.count, twinTargets[column] >= 0 { result[row] = twinTargets[column] }
                row += 1
                column += 1
            } else if longest[(row + 1) * width + column] >= longest[row * width + column + 1] {
                row += 1
            } else {
                column += 1
            }
        }
        return result
    }

    /// Whether three quarters of `mine` may be among `theirs`: three quarters of eight titles spread
    /// over `mine` (of all of them, for fewer) are.
    static func mayShareTitles(_ mine: [String], _ theirs: [String]) -> Bool {
        guard !mine.isEmpty, !theirs.isEmpty else { return false }
        let samples = Swift.min(mine.count, 8)
        let found = (0..<samples).filter { sample in
            let title = mine[sample * mine.count / samples]
            return !title.isEmpty && theirs.contains { FastText.sameBytes(title, $0) }
        }.count
        return found * 4 >= samples * 3
    }

    /// The pages to align again through a twin: for each page of another language than the source
    /// aligned heading by heading, the matches another translation of the same page gives it (see
    /// ``bridgedMatches(_:twin:twinTargets:)``) when they match as many of its headings as its own
    /// alignment did, at least three quarters of them, and some otherwise: a copy of another
    /// translation keeps its titles, and that translation's sections, matched by their own, say
    /// where the copy's are better than the copy's facts and positions, which it may have moved.
    static func twinSeeds(_ facts: [DocumentFacts], aligned: [AlignedPage], sourceLanguage: String) -> [Int: [Int?]] {
        var byName: [String: [Int]] = [:]
        for index in facts.indices where facts[index].language != sourceLanguage && aligned[index].source != nil {
            byName[facts[index].page, default: []].append(index)
        }
        var seeds: [Int: [Int?]] = [:]
        for indices in byName.values where indices.count > 1 {
            for index in indices {
                let page = facts[index]
                let titles = aligned[index].titles
                let own = aligned[index].targets.filter { $0 >= 0 }.count
                var best: (seeds: [Int?], count: Int)?
                for other in indices where other != index && aligned[other].source == aligned[index].source {
                    // Translations rarely share their titles, which a few of them tell before any
                    // pairing is weighed.
                    guard Self.mayShareTitles(titles, aligned[other].titles) else { continue }
                    let bridged = bridgedMatches(
                        titles, twin: aligned[other].titles, twinTargets: aligned[other].targets)
                    let count = bridged.compactMap { $0 }.count
                    let differs = bridged.indices.contains {
                        bridged[$0] != nil && bridged[$0] != aligned[index].targets[$0]
                    }
                    if count >= own, differs, count * 4 >= page.headings.count * 3, count > (best?.count ?? 0) {
                        best = (bridged, count)
                    }
                }
                if let best { seeds[index] = best.seeds }
            }
        }
        return seeds
    }
}
