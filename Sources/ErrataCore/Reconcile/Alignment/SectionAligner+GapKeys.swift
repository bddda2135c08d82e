import Foundation

// What weighing a pair of headings reads: section keys, title words and section shapes, as numbers.
extension SectionAligner {
    /// The keys each section of a page holds, the words each title keeps and the sections' shapes,
    /// for weighing pairs of headings. Each key and word is a number (the same on a page and its
    /// source page: see ``SourceGapKeys``), and each section's numbers are sorted, so that two
    /// sections' shared keys are counted in one pass over both, with no hashing.
    struct GapKeys {
        /// The numbers of the keys each heading's section holds (see ``SectionAligner/landmarkKeys(_:)``).
        var keys: [[Int32]]
        /// The numbers of each heading's title words (see ``SectionAligner/titleWords(_:)``).
        var titles: [[Int32]]
        /// The hashes of the texts kept as they are in each heading's section (see
        /// ``SectionAligner/keptTexts(_:)``): numbers already, the same for the same text on every page.
        var kept: [[UInt64]]
        /// Each heading's section's shape.
        var shapes: [SectionShape]

        /// A page's keys and title words as numbers: one that `shared` numbers takes its number
        /// there, any other its number in `own`, where one met first is given the next number past
        /// both. A source page is numbered with nothing shared; each translation shares its numbers.
        init(_ page: DocumentFacts, shared: GapNumbers = GapNumbers(), own: inout GapNumbers) {
            keys = Self.numbered(SectionAligner.landmarkKeys(page), shared: shared.keys, own: &own.keys)
            titles = Self.numbered(
                page.headings.map { SectionAligner.titleWords($0.title) }, shared: shared.words, own: &own.words)
            kept = SectionAligner.keptTexts(page)
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
        static func sharedCount<Number: Comparable>(_ a: [Number], _ b: [Number]) -> Int {
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
    struct GapNumbers {
        /// By fact key.
        var keys: [AnchorKey: Int32] = [:]
        /// By title word.
        var words: [String: Int32] = [:]
    }

    /// A page's ``GapKeys`` and its source page's, worked out when a gap is first paired as a diff.
    struct PairedGapKeys {
        /// The source page's keys, shared by its translations.
        let source: SourceGapKeys
        private var paired: (page: GapKeys, source: GapKeys)?

        /// Keys for a page of the source page `source` was made for, none worked out yet.
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
    final class SourceGapKeys: @unchecked Sendable {
        /// The source page's keys and the numbers they were given.
        struct Numbered {
            /// The numbers given to the source page's keys and title words.
            var numbers: GapNumbers
            /// The source page's keys, as those numbers.
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

    /// A source page's marks (see ``SectionAligner/markSections(_:languages:)``) and its titles'
    /// (see ``SectionAligner/titleMarks(_:mixedOnly:)``), each worked out once, when a
    /// translation's moved sections are first looked for, and shared by its translations.
    final class SourceMarks: @unchecked Sendable {
        private let lock = NSLock()
        private var value: [UInt64: SectionAligner.MarkPlace]?
        private var titles: [Bool: [UInt64: SectionAligner.MarkPlace]] = [:]

        /// The marks of `source`, the page this was made for.
        func marks(_ source: DocumentFacts) -> [UInt64: SectionAligner.MarkPlace] {
            lock.withLock {
                if let value { return value }
                let marks = SectionAligner.markSections(source, languages: [source.language])
                value = marks
                return marks
            }
        }

        /// The marks of the titles of `source`, the page this was made for.
        func titleMarks(_ source: DocumentFacts, mixedOnly: Bool) -> [UInt64: SectionAligner.MarkPlace] {
            lock.withLock {
                if let known = titles[mixedOnly] { return known }
                let marks = SectionAligner.titleMarks(source, mixedOnly: mixedOnly)
                titles[mixedOnly] = marks
                return marks
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

    /// For each heading of a page, the hashes of the texts kept as they are in its own section (up
    /// to the next heading), sorted, each once: its code blocks, its lines of prose in ASCII and its
    /// code spans (see ``VerbatimFact``). Names in code (`` `dict` ``) and code itself stay as they
    /// are however the prose around them is translated.
    static func keptTexts(_ page: DocumentFacts) -> [[UInt64]] {
        var texts = [[UInt64]](repeating: [], count: page.headings.count)
        let lines = page.headings.map(\.location.line)
        for list in [page.verbatims, page.codeSpans] {
            for index in list.indices {
                let heading = heading(before: list[index].line, lines: lines)
                if heading >= 0 { texts[heading].append(list[index].hash) }
            }
        }
        for index in texts.indices where texts[index].count > 1 {
            texts[index].sort()
            // Each hash once: the sorted list is compacted in place.
            var kept = 1
            for next in 1..<texts[index].count where texts[index][next] != texts[index][kept - 1] {
                texts[index][kept] = texts[index][next]
                kept += 1
            }
            texts[index].removeLast(texts[index].count - kept)
        }
        return texts
    }

    /// For each heading of a page, the keys its section holds: its facts (as ``anchors(_:)``), the
    /// sources of its images and the targets of its links to other pages or sites (without the
    /// part after `#`, which names a heading in the page's own language, and with the page's
    /// language named as any).
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
        // Read in place, by index: a copy of a link retains each of its strings. Each language
        // links its own edition of a page (`/ko/faq/`, `faq.ko.md`): its name stands for any.
        let links = page.links
        let language = [page.language.utf8.map(FastText.asciiLowercased)]
        for index in links.indices {
            let target = links[index].destination.prefix { $0 != "#" }
            if !target.isEmpty {
                let name = LinkTargets.localized(String(target), codes: language)
                add(AnchorKey(kind: .landmark, name: name), line: links[index].location.line)
            }
        }
        return keys
    }
}
