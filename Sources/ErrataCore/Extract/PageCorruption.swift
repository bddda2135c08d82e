import ErrataMarkdown

/// Finds what breaks a page as a whole: merge-conflict markers left in its text, and its content
/// written out more than once (a merge that kept both sides).
///
/// A page errata knows is broken is reported once (`page-corrupt`); the reconciler builds no
/// other finding on it, which would only repeat the breakage line by line.
enum PageCorruption {
    /// The breakages of a page, each at its first line.
    static func find(in markdown: MarkdownDocument, layout: PageLayout) -> [(line: Int, message: String)] {
        var found: [(line: Int, message: String)] = []
        if let markers = mergeMarkers(in: markdown, layout: layout) { found.append(markers) }
        if let repeated = repeatedContent(layout.headings, in: markdown) { found.append(repeated) }
        return found
    }

    /// `<<<<<<<`, `=======` and `>>>>>>>` lines outside code: a merge conflict committed as text.
    private static func mergeMarkers(in markdown: MarkdownDocument, layout: PageLayout) -> (
        line: Int, message: String
    )? {
        // Both kinds of marker must be somewhere in the page: nearly every page is turned down here.
        let mayHoldMarkers = markdown.withLineBytes { lines in
            FastText.contains(lines.bytes, "<<<<<<<") && FastText.contains(lines.bytes, ">>>>>>>")
        }
        guard mayHoldMarkers else { return nil }
        var first: Int?
        var opening = 0
        var closing = 0
        for number in stride(from: 1, through: markdown.lineCount, by: 1) where layout.kind(ofLine: number) != .code {
            let line = markdown.line(number)
            guard line.utf8.count >= 7, let mark = line.utf8.first,
                mark == UInt8(ascii: "<") || mark == UInt8(ascii: ">")
            else { continue }
            let marks = line.utf8.prefix { $0 == mark }.count
            guard marks == 7, line.utf8.count == 7 || line.utf8.dropFirst(7).first == UInt8(ascii: " ") else {
                continue
            }
            if mark == UInt8(ascii: "<") { opening += 1 } else { closing += 1 }
            if first == nil { first = number }
        }
        guard let first, opening > 0, closing > 0 else { return nil }
        return (
            first,
            "merge-conflict markers are left in the page (\(opening) '<<<<<<<', \(closing) '>>>>>>>'): "
                + "it shows both sides of a merge; resolve the conflict"
        )
    }

    /// The page's headings written out again from its first one on: its first heading met again at
    /// its level, followed by the same headings as the first time (three at least, or all those
    /// before it), over the same text; else from a later one (see ``repeatedRun(_:)``).
    private static func repeatedContent(
        _ headings: [SectionHeading], in markdown: MarkdownDocument
    ) -> (line: Int, message: String)? {
        let real = headings.filter { !$0.isPseudo }
        guard let title = real.first, real.count >= 2 else { return nil }
        var copies: [Int] = []
        for index in real.indices.dropFirst()
        where real[index].level == title.level && real[index].title == title.title {
            let length = min(index, real.count - index)
            let same = (0..<length).prefix {
                real[$0].title == real[index + $0].title && real[$0].level == real[index + $0].level
            }.count
            // Releases that each have `Added` and `Fixed` repeat titles, not what is under them.
            if same >= 3 || same == index, sameText(under: 0, as: index, of: real, in: markdown) {
                copies.append(index)
            }
        }
        guard let copy = copies.first else { return repeatedRun(real) }
        return (
            real[copy].location.line,
            "the page's content is written out \(copies.count + 1) times: '\(title.title)' and the headings "
                + "after it start again here; keep one copy"
        )
    }

    /// Whether the lines under heading `first` up to the next one are those under heading `copy`,
    /// blank lines and indentation aside.
    private static func sameText(
        under first: Int, as copy: Int, of headings: [SectionHeading], in markdown: MarkdownDocument
    ) -> Bool {
        func text(under index: Int) -> [Substring] {
            let start = headings[index].location.line + 1
            let end = index + 1 < headings.count ? headings[index + 1].location.line : markdown.lineCount + 1
            guard start < end else { return [] }
            return (start..<end).map { markdown.line($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        }
        let original = text(under: first)
        let again = text(under: copy)
        return original.count == again.count && zip(original, again).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
    }

    /// A long run of the page's headings written out again later, from one after its first (a
    /// merge that kept both sides of most of the page): at least five headings and a quarter of the
    /// page's, in the same order and at the same levels, nearly all of them (four in five) titles
    /// the page has exactly twice. Headings each API or release repeats (`Request`, `Features`)
    /// are there many times, or in short runs.
    private static func repeatedRun(_ headings: [SectionHeading]) -> (line: Int, message: String)? {
        // Titles compared as written, byte for byte (a copy is), and hashed so: a String's hash
        // normalizes every title outside ASCII first.
        struct Key: Hashable {
            var level: Int
            var title: String

            static func == (lhs: Key, rhs: Key) -> Bool {
                lhs.level == rhs.level && FastText.sameBytes(lhs.title, rhs.title)
            }

            func hash(into hasher: inout Hasher) {
                hasher.combine(level)
                title.withUTF8Bytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            }
        }
        // Two runs of five headings at least: a shorter page has none (and most pages are shorter).
        guard headings.count >= 10 else { return nil }
        let keys = headings.map { Key(level: $0.level, title: $0.title) }
        var places: [Key: [Int]] = [:]
        for (index, key) in keys.enumerated() { places[key, default: []].append(index) }
        var index = 0
        while index < keys.count {
            // A run starts at a heading the page has twice; each heading is in at most one run.
            guard let twice = places[keys[index]], twice.count == 2, twice[0] == index else {
                index += 1
                continue
            }
            let again = twice[1]
            var length = 0
            while index + length < again, again + length < keys.count, keys[index + length] == keys[again + length] {
                length += 1
            }
            let pairs = (index..<(index + length)).filter { places[keys[$0]]?.count == 2 }.count
            if length >= 5, length * 4 >= keys.count, pairs * 5 >= length * 4 {
                return (
                    headings[again].location.line,
                    "the page's content is written out twice: '\(headings[index].title)' and the \(length - 1) "
                        + "headings after it start again here; keep one copy"
                )
            }
            index += max(length, 1)
        }
        return nil
    }
}
