import ErrataMarkdown

/// Constructs that do not render as their author meant, read from the page's lines and tables
/// (see ``SyntaxIssueFact``).
extension FactExtractor {
    /// MkDocs' admonitions (`!!! note "Title"`, `??? tip`): those whose text is not indented under
    /// them (Python-Markdown shows the box empty and the text after it as a paragraph of its own),
    /// and the others with the blocks of text they hold.
    static func admonitions(_ document: ParsedDocument, layout: PageLayout) -> (
        empty: [SyntaxIssueFact], indented: [AdmonitionFact]
    ) {
        var issues: [SyntaxIssueFact] = []
        var admonitions: [AdmonitionFact] = []
        func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        }
        func isIndented(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            bytes.first == 0x09 || (bytes.count >= 4 && bytes.prefix(4).allSatisfy { $0 == 0x20 })
        }
        document.markdown.withLineBytes { lines in
            for number in stride(from: 1, through: lines.count, by: 1) {
                let bytes = lines[number]
                guard bytes.count > 4, bytes[0] == UInt8(ascii: "!") || bytes[0] == UInt8(ascii: "?"),
                    bytes[1] == bytes[0], bytes[2] == bytes[0],
                    bytes[3] == UInt8(ascii: " ") || (bytes[3] == UInt8(ascii: "+") && bytes[0] == UInt8(ascii: "?")),
                    layout.kind(ofLine: number) == .prose
                else { continue }
                if let issue = Self.unreadAdmonitionTitle(String(decoding: bytes, as: UTF8.self)) {
                    issues.append(
                        SyntaxIssueFact(
                            message: issue.message, location: document.location(line: number, characterOffset: 0),
                            section: layout.section(at: number), kind: .admonitionTitle))
                    // Shown as text, it holds nothing.
                    if !issue.isAdmonition { continue }
                }
                var next = number + 1
                while next <= lines.count, isBlank(lines[next]) { next += 1 }
                guard next <= lines.count else { continue }
                guard isIndented(lines[next]) else {
                    // `!!! warning`, without its title.
                    let marker = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\"") }, as: UTF8.self)
                        .trimmingWhitespace()
                    issues.append(
                        SyntaxIssueFact(
                            message:
                                "the text on line \(next), under '\(marker)', is not indented by four spaces: "
                                + "Python-Markdown shows the admonition empty and the text as a paragraph after it; "
                                + "indent it",
                            location: document.location(line: number, characterOffset: 0),
                            section: layout.section(at: number), kind: .emptyAdmonition))
                    continue
                }
                // Its text: the lines indented under it, and blank lines between them.
                var blocks: [Int] = []
                var line = number + 1
                var blankBefore = true
                while line <= lines.count {
                    if isBlank(lines[line]) {
                        blankBefore = true
                    } else if isIndented(lines[line]) {
                        if blankBefore { blocks.append(line) }
                        blankBefore = false
                    } else {
                        break
                    }
                    line += 1
                }
                // The blocks at the margin after it, up to the next heading or admonition.
                var after: [Int] = []
                blankBefore = true
                while line <= lines.count {
                    let bytes = lines[line]
                    if isBlank(bytes) {
                        blankBefore = true
                    } else {
                        if let first = bytes.first,
                            first == UInt8(ascii: "#") || first == UInt8(ascii: "!")
                                || first == UInt8(ascii: "?")
                        {
                            break
                        }
                        if blankBefore { after.append(line) }
                        blankBefore = false
                    }
                    line += 1
                }
                admonitions.append(
                    AdmonitionFact(
                        location: document.location(line: number, characterOffset: 0), blocks: blocks,
                        blocksAfter: after))
            }
        }
        return (issues, admonitions)
    }

    /// What Python-Markdown makes of an admonition's marker line whose title it does not read, as
    /// it reads `!!! type "Title"`: types are words (letters, digits, `_`, `-`) and the title is in
    /// ASCII double quotes. Other text after the words (`!!! tip 「Note」`, `!!! tip “Note”`) makes
    /// the line no admonition; words past the type holding letters other than ASCII's
    /// (`!!! tip 참고`, a translated title) are classes, and the box is titled with its type. Words
    /// in ASCII are left alone (`!!! info inline end` is Material's placement).
    static func unreadAdmonitionTitle(_ line: String) -> (message: String, isAdmonition: Bool)? {
        let marker = line.prefix(3)
        var rest = line.dropFirst(3).drop { $0 == "+" }
        rest = rest.drop { $0 == " " }
        let isWordCharacter = { (character: Character) in
            character.isLetter || character.isNumber || character == "_" || character == "-"
        }
        var words: [Substring] = []
        while let first = rest.first, isWordCharacter(first) {
            let word = rest.prefix(while: isWordCharacter)
            words.append(word)
            rest = rest.dropFirst(word.count)
            let spaces = rest.prefix { $0 == " " }
            // A word must be followed by a space before another.
            guard !spaces.isEmpty || rest.isEmpty else { break }
            rest = rest.dropFirst(spaces.count)
        }
        let trimmed = rest.trimmingWhitespace()
        guard let type = words.first else { return nil }
        if !trimmed.isEmpty, !(trimmed.hasPrefix("\"") && trimmed.hasSuffix("\"") && trimmed.count >= 2) {
            var title = Substring(trimmed)
            while let first = title.first, !first.isLetter && !first.isNumber { title = title.dropFirst() }
            while let last = title.last, !last.isLetter && !last.isNumber { title = title.dropLast() }
            let fixed = "\(marker) \(words.joined(separator: " ")) \"\(title)\""
            return (
                "'\(line.trimmingWhitespace())' is no admonition: Python-Markdown reads a title only in ASCII double "
                    + "quotes, so the line and the text under it show as a paragraph; write '\(fixed)'",
                false
            )
        }
        guard trimmed.isEmpty, words.count >= 2,
            case let extra = words.dropFirst(), extra.contains(where: { $0.contains { !$0.isASCII } })
        else { return nil }
        let title = extra.joined(separator: " ")
        return (
            "'\(title)' is not this admonition's title: Python-Markdown reads words after '\(type)' as classes, "
                + "and titles the box '\(type.prefix(1).uppercased() + type.dropFirst().lowercased())'; write "
                + "'\(marker) \(type) \"\(title)\"'",
            true
        )
    }

    /// Numbered steps written without a space after their number (`4.キー名を入力`, common where a
    /// script puts no space between words): CommonMark and Python-Markdown read no list item there,
    /// and show the line as text run into the step before. A line counts when the step before or
    /// after it, on the next line with text, is numbered one less or one more (a sentence starting
    /// `2.x` is not a step).
    static func unspacedListItems(_ document: ParsedDocument, layout: PageLayout) -> [SyntaxIssueFact] {
        var issues: [SyntaxIssueFact] = []
        document.markdown.withLineBytes { lines in
            /// The number a line starts with (after up to three spaces), the byte after the `.` or
            /// `)` that follows it, and where that byte is.
            func marker(_ number: Int) -> (value: Int, next: UInt8?, column: Int)? {
                let bytes = lines[number]
                var index = bytes.startIndex
                while index < bytes.endIndex, bytes[index] == 0x20, index - bytes.startIndex < 3 { index += 1 }
                var value = 0
                let digits = index
                while index < bytes.endIndex, FastText.isASCIIDigit(bytes[index]), index - digits < 9 {
                    value = value * 10 + Int(bytes[index] - 0x30)
                    index += 1
                }
                guard index > digits, index < bytes.endIndex,
                    bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")")
                else { return nil }
                index += 1
                return (value, index < bytes.endIndex ? bytes[index] : nil, index - bytes.startIndex)
            }
            func isBlank(_ number: Int) -> Bool { lines[number].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
            /// The number of the step on the nearest line with text before or after `number`.
            func neighbour(of number: Int, step: Int) -> Int? {
                var line = number + step
                while line >= 1, line <= lines.count, isBlank(line) { line += step }
                guard line >= 1, line <= lines.count, layout.kind(ofLine: line) == .prose else { return nil }
                return marker(line).map(\.value)
            }
            for number in stride(from: 1, through: lines.count, by: 1) {
                guard let first = lines[number].first, FastText.isASCIIDigit(first) || first == 0x20,
                    let found = marker(number), let next = found.next,
                    next != 0x20, next != 0x09, next != 0x0D, !FastText.isASCIIDigit(next),
                    layout.kind(ofLine: number) == .prose,
                    neighbour(of: number, step: -1) == found.value - 1
                        || neighbour(of: number, step: 1) == found.value + 1
                else { continue }
                let step = String(decoding: lines[number].prefix(found.column), as: UTF8.self)
                    .trimmingWhitespace()
                issues.append(
                    SyntaxIssueFact(
                        message:
                            "'\(step)' is not a numbered step here (it needs a space after '\(step)'): the line "
                            + "shows as text run into the one before",
                        location: document.location(line: number, characterOffset: 0),
                        section: layout.section(at: number), kind: .unspacedListItem))
            }
        }
        return issues
    }

    /// Links written with a full-width bracket or parenthesis (`[はじめに]（./setup/#init）`,
    /// `［設定］(./setup.md)`), as an input method types them: no renderer reads a link there, and
    /// the brackets and the address show as text. Only an address in them counts (a path, a
    /// fragment or a URL), so that `[注]（参考）` is not one; code spans are left alone.
    static func fullWidthLinks(_ document: ParsedDocument, layout: PageLayout) -> [SyntaxIssueFact] {
        var issues: [SyntaxIssueFact] = []
        document.markdown.withLineBytes { lines in
            for number in stride(from: 1, through: lines.count, by: 1) {
                let bytes = lines[number]
                // Most lines, Japanese and Chinese prose's full-width parentheses included, hold neither.
                guard FastText.contains(bytes, "]（") || FastText.contains(bytes, "］"),
                    case let kind = layout.kind(ofLine: number),
                    kind == .prose || kind == .table,
                    !layout.isCodeLike(number)
                else { continue }
                let line = String(decoding: bytes, as: UTF8.self)
                for link in Self.fullWidthLinks(in: line) {
                    issues.append(
                        SyntaxIssueFact(
                            message: "'\(link.text)' is not a link: its \(link.parts) full-width, which no renderer "
                                + "reads; write them as \(link.ascii)",
                            location: document.location(line: number, characterOffset: link.offset),
                            section: layout.section(at: number)))
                }
            }
        }
        return issues
    }

    /// The links of a line written with a full-width `］` or `（`/`）`, outside code spans: each
    /// one's text, which of its parts are full-width and how they are written in ASCII, and its
    /// character offset.
    static func fullWidthLinks(in line: String) -> [(text: String, parts: String, ascii: String, offset: Int)] {
        let characters = Array(line)
        var links: [(text: String, parts: String, ascii: String, offset: Int)] = []
        var inCode = false
        var open: Int?
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "`" { inCode.toggle() }
            if inCode {
                index += 1
                continue
            }
            if character == "[" || character == "［" {
                open = index
            } else if character == "]" || character == "］", let start = open, index + 1 < characters.count,
                characters[index + 1] == "(" || characters[index + 1] == "（",
                character == "］" || characters[index + 1] == "（" || characters[start] == "［"
            {
                let closing: Character = characters[index + 1] == "(" ? ")" : "）"
                if let end = characters[(index + 2)...].firstIndex(of: closing) {
                    let address = String(characters[(index + 2)..<end]).trimmingCharacters(in: .whitespaces)
                    if Self.looksLikeAddress(address) {
                        let brackets = characters[start] == "［" || character == "］"
                        let parentheses = closing == "）"
                        let (parts, ascii) =
                            brackets && parentheses
                            ? ("brackets and parentheses are", "'[', ']', '(' and ')'")
                            : brackets ? ("brackets are", "'[' and ']'") : ("parentheses are", "'(' and ')'")
                        links.append((String(characters[start...end]), parts, ascii, start))
                        index = end
                    }
                }
                open = nil
            }
            index += 1
        }
        return links
    }

    /// Links written in ASCII whose brackets no renderer reads: `Settings](./setup.md)`, whose `[`
    /// (or an image's `![`) was lost, and `[Settings] (./setup.md)`, with a space before the
    /// parenthesis. Their text and address show as they are. Only an address counts (a path, a
    /// fragment or a URL), outside code spans; a `[` the paragraph's lines before leave open is the
    /// partner of a `]` that seems to have none.
    static func linksShownAsText(_ document: ParsedDocument, layout: PageLayout) -> [SyntaxIssueFact] {
        var issues: [SyntaxIssueFact] = []
        document.markdown.withLineBytes { lines in
            for number in stride(from: 1, through: lines.count, by: 1) {
                let bytes = lines[number]
                guard FastText.contains(bytes, "](") || FastText.contains(bytes, "] ("),
                    case let kind = layout.kind(ofLine: number),
                    kind == .prose || kind == .table,
                    !layout.isCodeLike(number)
                else { continue }
                var links = Self.linksShownAsText(in: bytes, openBefore: 0)
                if kind == .prose, links.contains(where: { !$0.spaced }) {
                    var open = 0
                    var line = number - 1
                    while line >= 1, layout.kind(ofLine: line) == .prose,
                        !lines[line].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D })
                    {
                        open += Self.bracketsLeftOpen(in: lines[line])
                        line -= 1
                    }
                    if open > 0 { links = Self.linksShownAsText(in: bytes, openBefore: open) }
                }
                for link in links {
                    let what = link.image ? "an image" : "a link"
                    let message =
                        link.spaced
                        ? "'\(link.text)' is not \(what): the space between ']' and '(' keeps renderers from reading "
                            + "one, so the brackets and the address show as text; remove the space"
                        : "'\(link.text)' is not \(what): the '\(link.image ? "![" : "[")' that opens its text is "
                            + "missing, so the text and the address show as they are; add it"
                    issues.append(
                        SyntaxIssueFact(
                            message: message,
                            location: document.location(
                                line: number,
                                characterOffset: String(decoding: bytes[..<link.offset], as: UTF8.self).count),
                            section: layout.section(at: number)))
                }
            }
        }
        return issues
    }

    /// The links of a line, outside code spans, whose `[` is lost (a `]` closing none, with
    /// `openBefore` brackets left open on the lines before) or that have a space between `]` and
    /// `(`: their text as quoted, whether the address is an image's, and their byte offset.
    static func linksShownAsText(
        in bytes: UnsafeBufferPointer<UInt8>, openBefore: Int
    ) -> [(text: String, image: Bool, spaced: Bool, offset: Int)] {
        var links: [(text: String, image: Bool, spaced: Bool, offset: Int)] = []
        // Where each open `[` is; -1 for one on a line before.
        var opens = Array(repeating: -1, count: openBefore)
        var inCode = false
        var index = 0
        func decode(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        /// The address in the parentheses opening at `start`, and the index after them.
        func address(at start: Int) -> (String, Int)? {
            guard let close = bytes[start...].firstIndex(of: UInt8(ascii: ")")) else { return nil }
            let address = String(decode((start + 1)..<close).trimmingWhitespace())
            return Self.looksLikeAddress(address) ? (address, close + 1) : nil
        }
        func isImage(_ address: String) -> Bool {
            let lowered = address.lowercased()
            return [".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp"].contains { lowered.hasSuffix($0) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "`") { inCode.toggle() }
            if inCode {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "[") {
                opens.append(index)
            } else if byte == UInt8(ascii: "]") {
                if let open = opens.popLast() {
                    var parenthesis = index + 1
                    while parenthesis < bytes.count, bytes[parenthesis] == 0x20 { parenthesis += 1 }
                    let text = open >= 0 ? decode((open + 1)..<index).trimmingWhitespace() : ""
                    if open >= 0, parenthesis > index + 1, parenthesis < bytes.count,
                        bytes[parenthesis] == UInt8(ascii: "("), !text.isEmpty, text.lowercased() != "x",
                        let (target, end) = address(at: parenthesis)
                    {
                        let image = open > 0 && bytes[open - 1] == UInt8(ascii: "!")
                        let start = image ? open - 1 : open
                        let quoted = decode(start..<(index + 1)) + " (" + target.clipped(to: 40) + ")"
                        links.append((quoted, image, true, start))
                        index = end
                        continue
                    }
                } else if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "("),
                    let (target, end) = address(at: index + 1)
                {
                    // The text the lost `[` opened: back to the line's start or the last `)`.
                    var start = index
                    while start > 0, bytes[start - 1] != UInt8(ascii: ")"), index - start < 60 { start -= 1 }
                    while start < index, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
                    let text = String(decode(start..<index).suffix(24))
                    links.append((text + "](" + target.clipped(to: 40) + ")", isImage(target), false, start))
                    index = end
                    continue
                }
            }
            index += 1
        }
        return links
    }

    /// How many `[` a line leaves open, outside code spans.
    static func bracketsLeftOpen(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var open = 0
        var inCode = false
        var escaped = false
        for byte in bytes {
            defer { escaped = !escaped && byte == UInt8(ascii: "\\") }
            guard !escaped else { continue }
            if byte == UInt8(ascii: "`") { inCode.toggle() }
            guard !inCode else { continue }
            if byte == UInt8(ascii: "[") { open += 1 } else if byte == UInt8(ascii: "]") { open = max(open - 1, 0) }
        }
        return open
    }

    /// Whether a link's target is an address: a URL, a path or a fragment, without spaces.
    private static func looksLikeAddress(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains(" ") else { return false }
        return text.hasPrefix("http://") || text.hasPrefix("https://") || text.hasPrefix("/")
            || text.hasPrefix("./") || text.hasPrefix("../") || text.hasPrefix("#") || text.hasSuffix(".md")
            || text.contains(".md#")
    }

    /// Lines written as a pipe table's rows (two or more in a row, each starting with `|` and
    /// holding another) that no renderer reads as a table: the delimiter row under the header is
    /// missing, or has another number of cells than the header. They show as one paragraph.
    static func rowsWithoutTable(_ document: ParsedDocument, layout: PageLayout) -> [SyntaxIssueFact] {
        var issues: [SyntaxIssueFact] = []
        document.markdown.withLineBytes { lines in
            /// The line's bytes after its indentation and blockquote markers, when they start with
            /// `|` and hold another `|`.
            func row(_ number: Int) -> Slice<UnsafeBufferPointer<UInt8>>? {
                guard layout.kind(ofLine: number) == .prose else { return nil }
                let bytes = lines[number]
                guard
                    let start = bytes.firstIndex(where: {
                        $0 != 0x20 && $0 != 0x09 && $0 != UInt8(ascii: ">")
                    }), bytes[start] == UInt8(ascii: "|"),
                    bytes[(start + 1)...].contains(UInt8(ascii: "|"))
                else { return nil }
                return bytes[start...]
            }
            /// The cells of a row: its pipes not escaped, less the ones at its ends.
            func cells(_ row: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
                var pipes = 0
                var previous: UInt8 = 0
                for byte in row {
                    if byte == UInt8(ascii: "|"), previous != UInt8(ascii: "\\") { pipes += 1 }
                    if byte != 0x20, byte != 0x09, byte != 0x0D { previous = byte }
                }
                return previous == UInt8(ascii: "|") ? pipes - 1 : pipes
            }
            func isDelimiter(_ row: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
                row.contains(UInt8(ascii: "-"))
                    && row.allSatisfy {
                        $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") || $0 == 0x20
                            || $0 == 0x09 || $0 == 0x0D
                    }
            }
            var number = 1
            while number < lines.count {
                guard let header = row(number), number + 1 <= lines.count, let next = row(number + 1) else {
                    number += 1
                    continue
                }
                var end = number + 1
                while end < lines.count, row(end + 1) != nil { end += 1 }
                let columns = cells(header)
                let message: String
                if isDelimiter(next) {
                    let written = cells(next)
                    guard written != columns else {
                        number = end + 1
                        continue
                    }
                    message =
                        "this table's delimiter row (line \(number + 1)) has \(written) cells where its header has "
                        + "\(columns): lines \(number)–\(end) show as text, not a table; give both as many cells"
                } else {
                    let delimiter = "|" + String(repeating: " --- |", count: max(columns, 1))
                    message =
                        "lines \(number)–\(end) are a table's rows without the delimiter row under the header: they "
                        + "show as text, not a table; add '\(delimiter)' after line \(number)"
                }
                issues.append(
                    SyntaxIssueFact(
                        message: message, location: document.location(line: number, characterOffset: 0),
                        section: layout.section(at: number)))
                number = end + 1
            }
        }
        return issues
    }

    /// The blocks a page opens and does not close: a container (`::: warning`, closed by a line
    /// of at least as many colons) and a template tag (`{% hint %}`, closed by `{% endhint %}`;
    /// `{% raw %}` and `{% comment %}` hide the tags in them), an MDX component (`<Warning>`);
    /// and the tags it closes, by name (a component's as `<Warning>`).
    /// Markers in code, and in code spans, are text.
    static func unclosedBlocks(_ document: ParsedDocument, layout: PageLayout) -> (
        issues: [SyntaxIssueFact], closedTags: [String]
    ) {
        var issues: [SyntaxIssueFact] = []
        var closed: [String] = []
        var containers: [(colons: Int, line: Int, marker: String)] = []
        var tags: [(name: String, line: Int, column: Int)] = []
        // The end of a `raw` or `comment` tag being looked for: what is between is not read.
        var verbatimEnd: String?
        func issue(_ message: String, line: Int, column: Int = 0, kind: SyntaxIssueKind) {
            issues.append(
                SyntaxIssueFact(
                    message: message, location: document.location(line: line, characterOffset: column),
                    section: layout.section(at: line), kind: kind))
        }
        if let problem = document.frontMatterProblem {
            issue(
                "the front matter is not valid YAML (\(problem.reason)): the site fails to build the page or shows "
                    + "its metadata as text; quote the value (`title: \"…\"`)", line: problem.line, kind: .other)
        }
        document.markdown.withLineBytes { lines in
            for number in stride(from: 1, through: lines.count, by: 1) {
                let bytes = lines[number]
                // Most lines hold neither `:` at their start nor `{%`.
                // A template's tags stand in HTML blocks too (`{% endif %}` right after `</div>`).
                guard let first = bytes.firstIndex(where: { $0 != 0x20 }),
                    bytes[first] == UInt8(ascii: ":") || bytes.contains(UInt8(ascii: "%")),
                    case let kind = layout.kind(ofLine: number), kind == .prose || kind == .html || kind == .table
                else { continue }
                if verbatimEnd == nil, kind == .prose, first - bytes.startIndex <= 3 {
                    let colons = bytes[first...].prefix { $0 == UInt8(ascii: ":") }.count
                    if colons >= 3 {
                        let rest = bytes[(first + colons)...].drop { $0 == 0x20 }
                        if rest.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
                            if let index = containers.lastIndex(where: { $0.colons <= colons }) {
                                containers.removeSubrange(index...)
                                closed.append(Self.containerName)
                            }
                        } else if let next = rest.first, FastText.isASCIILetter(next) || next == UInt8(ascii: "{") {
                            let marker = String(decoding: bytes[first...].prefix { $0 != 0x0D }, as: UTF8.self)
                            containers.append((colons, number, String(marker.trimmingWhitespace())))
                        }
                        continue
                    }
                }
                for tag in Self.templateTags(in: bytes) {
                    if let end = verbatimEnd {
                        if tag.name == end { verbatimEnd = nil }
                        continue
                    }
                    if tag.name.hasPrefix("end"), tag.name.count > 3 {
                        let name = String(tag.name.dropFirst(3))
                        closed.append(name)
                        if let index = tags.lastIndex(where: { $0.name == name }) {
                            tags.removeSubrange(index...)
                        } else {
                            issue(
                                "'{% \(tag.name) %}' closes no '{% \(name) %}': the site shows it as text or fails to "
                                    + "build; remove it or open the block", line: number, column: tag.column,
                                kind: .unopenedTag(name: name))
                        }
                    } else if tag.name == "raw" || tag.name == "comment" {
                        verbatimEnd = "end" + tag.name
                    } else {
                        tags.append((tag.name, number, tag.column))
                    }
                }
            }
        }
        for container in containers {
            issue(
                "the container opened here with '\(container.marker)' is never closed with ':::': the rest of the page "
                    + "shows inside it; close it", line: container.line, kind: .unclosedContainer)
        }
        for tag in tags {
            issue(
                "the '{% \(tag.name) %}' block opened here is never closed with '{% end\(tag.name) %}': the rest of the "
                    + "page shows inside it, or the site fails to build; close it", line: tag.line, column: tag.column,
                kind: .unclosedTag(name: tag.name))
        }
        // A fence never closed, or closed late, takes in the tags after it: their components are
        // that fence's consequence.
        if layout.unclosedFences.isEmpty, layout.lateFences.isEmpty, layout.fencesOpenAtEnd.isEmpty {
            for component in document.markdown.unclosedComponents {
                issue(
                    "the component '<\(component.name)>' opened here is never closed with '</\(component.name)>': "
                        + "MDX fails to build the page, or shows the rest of it inside; close it",
                    line: component.line, kind: .unclosedComponent(name: component.name))
            }
        }
        closed += document.markdown.closedComponents.sorted().map { "<\($0)>" }
        for element in unclosedElements(document, layout: layout) {
            issue(
                "the '<\(element.name)>' opened here is never closed with '</\(element.name)>': browsers take what "
                    + "follows into it or set it out of place; close it", line: element.line, kind: .other)
        }
        return (issues, closed)
    }

    /// The HTML elements whose end tag may not be left out that a page's HTML blocks and tables open
    /// and never close (`<table>` without `</table>`), by name and line. Comments and code spans are
    /// not read.
    static func unclosedElements(_ document: ParsedDocument, layout: PageLayout) -> [(name: String, line: Int)] {
        var open: [(name: String, line: Int)] = []
        var inComment = false
        document.markdown.withLineBytes { lines in
            for number in stride(from: 1, through: lines.count, by: 1) {
                // An HTML table errata reads as a table is a table's line.
                let kind = layout.kind(ofLine: number)
                guard kind == .html || kind == .table else { continue }
                let bytes = lines[number]
                guard inComment || FastText.contains(bytes, byte: UInt8(ascii: "<")) else { continue }
                var index = bytes.startIndex
                var inCode = false
                while index < bytes.endIndex {
                    // A pipe table's cell may show a tag in a code span.
                    if bytes[index] == UInt8(ascii: "`"), kind == .table, !inComment { inCode.toggle() }
                    if inCode {
                        index += 1
                        continue
                    }
                    if inComment {
                        if bytes[index...].starts(with: "-->".utf8) {
                            inComment = false
                            index += 3
                        } else {
                            index += 1
                        }
                        continue
                    }
                    guard bytes[index] == UInt8(ascii: "<") else {
                        index += 1
                        continue
                    }
                    if bytes[index...].starts(with: "<!--".utf8) {
                        inComment = true
                        index += 4
                        continue
                    }
                    var at = index + 1
                    let closing = at < bytes.endIndex && bytes[at] == UInt8(ascii: "/")
                    if closing { at += 1 }
                    let start = at
                    while at < bytes.endIndex, FastText.isASCIILetter(bytes[at]) { at += 1 }
                    index = at
                    guard at > start, at == bytes.endIndex || !FastText.isASCIIAlphanumeric(bytes[at]) else { continue }
                    let name = String(decoding: bytes[start..<at].map(FastText.asciiLowercased), as: UTF8.self)
                    guard Self.elementsWithEndTags.contains(name) else { continue }
                    if closing {
                        if let last = open.lastIndex(where: { $0.name == name }) { open.remove(at: last) }
                    } else if bytes[at...].prefix(while: { $0 != UInt8(ascii: ">") }).last != UInt8(ascii: "/") {
                        // Not written as closing itself (`<div />`).
                        open.append((name, number))
                    }
                }
            }
        }
        return open
    }

    /// Block elements HTML gives an end tag that may not be left out (unlike `<p>`, `<li>`, `<td>`).
    static let elementsWithEndTags: Set<String> = ["table", "div", "details", "blockquote", "ul", "ol", "dl"]

    /// What ``DocumentFacts/closedTags`` holds for a container the page closes: the site writes
    /// containers closed by `:::` (VitePress, Docusaurus), not one-line directives (mkdocstrings'
    /// `::: package.module`).
    static let containerName = ":::"

    /// The template tags of a line (`{% hint style="info" %}`, `{%- endtabs -%}`): each one's name
    /// and character column; none in a code span.
    private static func templateTags<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes) -> [(
        name: String, column: Int
    )] where Bytes.Index == Int {
        var tags: [(name: String, column: Int)] = []
        var inCode = false
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") {
                inCode.toggle()
            } else if !inCode, byte == UInt8(ascii: "{"), index + 1 < bytes.endIndex,
                bytes[index + 1] == UInt8(ascii: "%")
            {
                var at = index + 2
                while at < bytes.endIndex, bytes[at] == 0x20 || bytes[at] == UInt8(ascii: "-") { at += 1 }
                let start = at
                while at < bytes.endIndex,
                    FastText.isASCIIAlphanumeric(bytes[at]) || bytes[at] == UInt8(ascii: "_")
                        || bytes[at] == UInt8(ascii: "-")
                {
                    at += 1
                }
                var close = at
                while close + 1 < bytes.endIndex,
                    !(bytes[close] == UInt8(ascii: "%") && bytes[close + 1] == UInt8(ascii: "}"))
                {
                    close += 1
                }
                if at > start, close + 1 < bytes.endIndex {
                    let name = String(decoding: bytes[start..<at], as: UTF8.self).lowercased()
                    let column = String(decoding: bytes[bytes.startIndex..<index], as: UTF8.self).count
                    tags.append((name.hasSuffix("-") ? String(name.dropLast()) : name, column))
                    index = close + 2
                    continue
                }
            }
            index += 1
        }
        return tags
    }

    /// The rows of a GFM table with fewer cells than its header (the renderer adds empty ones at the
    /// end, so the cells after a lost one stand under the next column's header) or with more (the
    /// renderer drops those past the header's).
    static func misshapenRows(of table: MarkdownNode, in document: ParsedDocument, layout: PageLayout)
        -> [SyntaxIssueFact]
    {
        guard let header = table.children.first else { return [] }
        let columns = header.children.count
        var issues: [SyntaxIssueFact] = []
        for row in table.children.dropFirst() {
            let line = row.range.start.line
            // A cell the renderer added has no place in the source.
            let written = row.children.count { $0.range.start.column > 0 }
            if written < columns {
                issues.append(
                    SyntaxIssueFact(
                        message: "this row has \(written) cells where its header has \(columns)",
                        location: document.location(line: line, characterOffset: 0),
                        section: layout.section(at: line), kind: .shortRow(cells: written, columns: columns)))
                continue
            }
            // What follows the last cell's closing pipe is dropped. cmark's columns are off for a
            // table in a container whose lines are indented otherwise: they must land on pipes.
            // Most rows end at their last cell's pipe: only a row that runs past it is read.
            guard let first = row.children.first, let last = row.children.last,
                row.range.end.line == line, row.range.end.column > last.range.end.column + 1
            else { continue }
            let text = Array(document.markdown.line(line).utf8)
            let opening = first.range.start.column - 2
            let closing = last.range.end.column
            guard closing < text.count, text[closing] == UInt8(ascii: "|"),
                opening < 0 || (opening < text.count && text[opening] == UInt8(ascii: "|"))
            else { continue }
            let isEdge: (Character) -> Bool = { $0 == "|" || $0 == " " || $0 == "\t" }
            let rest = String(decoding: text[(closing + 1)...], as: UTF8.self)
            let dropped = String(rest.drop(while: isEdge).reversed().drop(while: isEdge).reversed())
            guard !dropped.isEmpty else { continue }
            issues.append(
                SyntaxIssueFact(
                    message:
                        "this row has more cells than its header's \(columns): the renderer drops "
                        + "'\(dropped.clipped(to: 60))' past them; add a column to the header or join the cells",
                    location: document.location(line: line, characterOffset: 0),
                    section: layout.section(at: line)))
        }
        return issues
    }
}
