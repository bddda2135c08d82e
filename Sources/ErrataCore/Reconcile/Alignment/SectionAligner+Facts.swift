import Foundation

// Alignment of a page without headings, line by line, by the facts it shares with its source.
extension SectionAligner {
    /// Aligns a page without (enough) headings to its source page line by line, by the facts
    /// found in exactly one source section (see ``SectionAligner``).
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
        var placed = Self.longestOrderedRun(anchors.map(\.rank)).map { anchors[$0] }
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

    /// Indices of a longest non-decreasing subsequence (increasing when `strictly`), in O(n log n):
    /// the earliest such where several are as long.
    static func longestOrderedRun(_ values: [Int], strictly: Bool = false) -> [Int] {
        // Patience sorting: `tails[k]` is the index of the smallest last value of a run of k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                let last = values[tails[middle]]
                if last < value || (!strictly && last == value) { low = middle + 1 } else { high = middle }
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
        // A sample's first send, else its first method called on a receiver (Java, Kotlin, Swift, C#):
        // code, the same in every language.
        for index in page.samples.indices {
            if let selector = page.samples[index].selectors.first ?? page.samples[index].calls.first {
                anchors.append(
                    Anchor(line: page.samples[index].location.line, key: AnchorKey(kind: .sample, name: selector)))
            }
        }
        return anchors
    }
}
