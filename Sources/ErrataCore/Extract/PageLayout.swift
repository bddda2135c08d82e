import ErrataMarkdown

/// What each line of a page is (prose, code, table, HTML, front matter), where its sections start, and which
/// runs of lines are code, worked out once per page for all extractors.
struct PageLayout {
    enum LineKind {
        case prose
        case code
        case table
        case html
        /// Metadata between `---` fences at the top of the page (see ``FrontMatter``): only read
        /// for text in another language's script.
        case frontMatter
    }

    /// Table nodes, in document order.
    private(set) var tables: [MarkdownNode] = []
    /// Headings, real and `####3.1.1`-style, in document order.
    private(set) var headings: [SectionHeading] = []
    /// Runs of code lines: code block interiors, and runs of prose lines that read as code (pages
    /// that lost their code fences).
    private(set) var codeSegments: [ClosedRange<Int>] = []
    /// The first lines of the code segments that are prose set in a fence (console steps, a menu
    /// path; see ``isProseInFence(info:lines:in:)``): not code to compare or read APIs from.
    private(set) var proseFences: Set<Int> = []
    /// Code fences never closed that swallow what the author meant as Markdown (a heading, a table
    /// or another fence): the opening line, its fence and how many lines follow it.
    private(set) var unclosedFences: [(line: Int, fence: String, lines: Int)] = []
    /// Fenced code blocks of code alone that the page ends inside, never closed: the first line and
    /// the fence.
    private(set) var fencesOpenAtEnd: [(line: Int, fence: String)] = []
    /// Code fences closed only after a line that opens another (```` ```kotlin ````): the block
    /// was meant to end before it. The opening line, its fence, the line that opens another and
    /// the line that closes the block.
    private(set) var lateFences: [(line: Int, fence: String, opener: Int, closer: Int)] = []
    /// Links, in document order: what the inline extraction reads of them, gathered on the same
    /// walk of the tree (the nodes themselves are not kept).
    private(set) var links: [Link] = []
    /// Images, in document order: their sources, alt texts, lines and the byte columns of their `!`
    /// (0 when cmark gave none).
    private(set) var images: [Image] = []
    /// Text nodes holding `**`, in document order: their ranges and block lines.
    private(set) var starTexts: [(range: SourceRange, blockLine: Int)] = []
    /// Raw HTML holding a comment, blocks and inline tags, in document order: its text and first line.
    private(set) var htmlComments: [(html: String, line: Int)] = []
    /// Headings that hold an image and nothing else (`###### ![Figure 1](…)`): no title, so no
    /// section; their lines and levels.
    private(set) var imageHeadings: [(line: Int, level: Int)] = []

    /// A link as the inline extraction reads it: its label's text, its destination, its range and
    /// the line of the block it stands in (an inline node may have no position of its own).
    struct Link {
        var label: String
        var destination: String
        var range: SourceRange
        var blockLine: Int
    }
    /// An image as the inline extraction reads it.
    struct Image {
        var source: String
        /// The alt text's plain text, trimmed.
        var alt: String
        var line: Int
        var byteColumn: Int
    }
    /// By line, the UTF-8 offsets of the `[` that open a link's or an image's label there, as cmark
    /// read them (`[text](url)`, `[text][ref]`, `[text]`, `![alt][ref]`): brackets that are
    /// Markdown, not Objective-C.
    private(set) var linkBrackets: [Int: [Int]] = [:]
    /// By line, the UTF-8 offsets (end excluded) of the text of images' alt texts there, as cmark
    /// read them: an alt text is not read as the line's prose (see ``ImageFact/alt``).
    private(set) var imageAltTexts: [Int: [Range<Int>]] = [:]
    private var lineKinds: [LineKind]
    private var codeLike: [Bool]

    /// For a link or image (its range) written `[text][label]`, the offset of the label's `[`: the `[` of the
    /// last bracket pair its source ends with, when that is not the one it starts with. (A label
    /// holds no unescaped bracket.)
    private static func addReferenceBracket(
        ofRange range: SourceRange, in markdown: MarkdownDocument, to brackets: inout [Int: [Int]]
    ) {
        let line = range.end.line
        guard line > 0, line <= markdown.lineCount else { return }
        // Read in place, from the end back to the label's `[` (no further than the link's own
        // start, so all the links of a long line are read in time linear in it).
        let end = range.end.column - 1
        let index = markdown.withLineBytes { labelBracket(endingAt: end, in: $0[line]) }
        if let index { brackets[line, default: []].append(index) }
    }

    /// The offset of the `[` of a `[label]` that ends at `end` right after a `]`, if any.
    private static func labelBracket(endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = end
        guard index > 0, index < bytes.count, bytes[index] == UInt8(ascii: "]") else { return nil }
        index -= 1
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "]") { return nil }
            if bytes[index] == UInt8(ascii: "["), index == 0 || bytes[index - 1] != UInt8(ascii: "\\") { break }
            index -= 1
        }
        guard index > 0, bytes[index - 1] == UInt8(ascii: "]") else { return nil }
        return index
    }

    /// Whether a heading holds one image or more and nothing else but white space.
    static func holdsImageOnly(_ heading: MarkdownNode) -> Bool {
        var images = 0
        for child in heading.children {
            switch child.kind {
            case .image: images += 1
            case .softBreak, .lineBreak: continue
            case .text where (child.literal ?? "").allSatisfy(\.isWhitespace): continue
            default: return false
            }
        }
        return images > 0
    }

    init(document: ParsedDocument) {
        let lineCount = document.markdown.lineCount
        lineKinds = Array(repeating: .prose, count: lineCount + 2)
        codeLike = Array(repeating: false, count: lineCount + 2)
        var realHeadings: [(line: Int, level: Int, title: String, column: Int)] = []
        var tables: [MarkdownNode] = []
        var codeBlocks: [ClosedRange<Int>] = []
        var tableRanges: [ClosedRange<Int>] = []
        var htmlRanges: [ClosedRange<Int>] = []
        var fenced: [Bool] = []
        var infos: [String] = []
        var links: [Link] = []
        var images: [Image] = []
        var starTexts: [(range: SourceRange, blockLine: Int)] = []
        var linkBrackets: [Int: [Int]] = [:]
        var imageAltTexts: [Int: [Range<Int>]] = [:]
        var htmlComments: [(html: String, line: Int)] = []
        var imageHeadings: [(line: Int, level: Int)] = []
        var blockLine = 1
        // Each node read where it stands: its kind and range, and its text or label only when
        // they are needed.
        document.markdown.root.forEachDescendantInPlace { node in
            // The kind is switched over where it stands: a copy retains a link's destination or a
            // code block's info string.
            let range = node.pointee.range
            if node.pointee.kind.isBlock, range.start.line > 0 {
                blockLine = range.start.line
            }
            switch node.pointee.kind {
            case .link(let destination):
                links.append(
                    Link(
                        label: String(node.pointee.plainText.trimmingWhitespace()), destination: destination,
                        range: range, blockLine: blockLine))
                if range.start.line > 0, range.start.column > 0 {
                    linkBrackets[range.start.line, default: []].append(range.start.column - 1)
                    Self.addReferenceBracket(ofRange: range, in: document.markdown, to: &linkBrackets)
                }
            case .image(let source):
                images.append(
                    Image(
                        source: source, alt: String(node.pointee.plainText.trimmingWhitespace()),
                        line: range.start.line > 0 ? range.start.line : blockLine,
                        byteColumn: range.start.line > 0 ? range.start.column : 0))
                // The label's `[` follows the `!`.
                if range.start.line > 0, range.start.column > 0 {
                    linkBrackets[range.start.line, default: []].append(range.start.column)
                    Self.addReferenceBracket(ofRange: range, in: document.markdown, to: &linkBrackets)
                }
                // The alt text's own nodes carry its place, line by line, where the image's range
                // does not (an alt text broken over lines).
                for child in node.pointee.children {
                    child.forEachDescendant { text in
                        guard case .text = text.kind, text.range.start.line > 0,
                            text.range.end.line == text.range.start.line, text.range.start.column > 0
                        else { return }
                        imageAltTexts[text.range.start.line, default: []].append(
                            (text.range.start.column - 1)..<text.range.end.column)
                    }
                }
            case .text:
                if node.pointee.literal?.containsASCII("**") == true {
                    starTexts.append((range, blockLine))
                }
            case .table:
                tables.append(node.pointee)
                tableRanges.append(range.lines)
            case .codeBlock(let info):
                codeBlocks.append(range.lines)
                infos.append(info)
                // Spaces dropped on bytes (a space with a mark after it is not one in Characters,
                // but no fence starts with a mark either way).
                let line = document.markdown.line(range.start.line)
                let first = line[(line.utf8.firstIndex { $0 != UInt8(ascii: " ") } ?? line.endIndex)...]
                fenced.append(first.hasASCIIPrefix("```") || first.hasASCIIPrefix("~~~"))
            case .htmlBlock:
                // cmark ends a comment of several lines on its first: its text's lines tell.
                var lines = range.lines
                if let html = node.pointee.literal, range.start.line > 0 {
                    let count = html.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                    lines = lines.lowerBound...max(lines.upperBound, range.start.line + count - 1)
                }
                htmlRanges.append(lines)
                if let html = node.pointee.literal, html.containsASCII("<!--"), range.start.line > 0 {
                    htmlComments.append((html, range.start.line))
                }
            case .htmlInline:
                if let html = node.pointee.literal, html.hasASCIIPrefix("<!--") {
                    htmlComments.append((html, range.start.line > 0 ? range.start.line : blockLine))
                }
            case .paragraph:
                // An MDX comment, `{/* … */}`, is to MDX what `<!-- … -->` is to Markdown: not shown.
                // It holds a `*`, whose text node the parser keeps: a paragraph without children
                // (most, once their words are left out) is none.
                // So are MDX's `import { Tabs } from '…';` and `export const …` statements.
                if range.start.line > 0,
                    !node.pointee.children.isEmpty && Self.isMDXComment(range.lines, in: document.markdown)
                        || Self.isMDXStatement(range.lines, in: document.markdown)
                {
                    htmlRanges.append(range.lines)
                }
            case .heading(let level):
                if Self.holdsImageOnly(node.pointee) {
                    imageHeadings.append((range.start.line, level))
                } else {
                    realHeadings.append(
                        (range.start.line, level, node.pointee.plainText.trimmingSpacesAndHashes(), range.start.column))
                }
            default:
                break
            }
        }
        self.tables = tables
        self.links = links
        self.images = images
        self.starTexts = starTexts
        self.htmlComments = htmlComments
        self.imageHeadings = imageHeadings
        self.linkBrackets = linkBrackets
        self.imageAltTexts = imageAltTexts
        if document.markdown.frontMatterLines > 0 { mark(1...document.markdown.frontMatterLines, as: .frontMatter) }
        for range in htmlRanges { mark(range, as: .html) }
        for range in codeBlocks { mark(range, as: .code) }
        for range in tableRanges { mark(range, as: .table) }
        for (range, isFenced) in zip(codeBlocks, fenced) where isFenced {
            if range.upperBound >= lineCount, let fence = Self.unclosedFence(range, in: document.markdown) {
                unclosedFences.append((range.lowerBound, fence, range.upperBound - range.lowerBound))
            } else if range.upperBound >= lineCount, let fence = Self.fenceNeverClosed(range, in: document.markdown) {
                fencesOpenAtEnd.append((range.lowerBound, fence))
            } else if let late = Self.openerInside(range, in: document.markdown) {
                lateFences.append((range.lowerBound, late.fence, late.line, range.upperBound))
            }
        }
        // A block closed late mixes the code and the Markdown the author meant: not a sample to read.
        let closedLate = Set(lateFences.map(\.line))
        for ((range, isFenced), info) in zip(zip(codeBlocks, fenced), infos)
        where !closedLate.contains(range.lowerBound) {
            let interior = isFenced ? (range.lowerBound + 1)...max(range.lowerBound + 1, range.upperBound - 1) : range
            if interior.lowerBound <= interior.upperBound, interior.upperBound <= lineCount,
                !(isFenced && range.count < 3)
            {
                codeSegments.append(interior)
                if isFenced, Self.isProseInFence(info: info, lines: interior, in: document.markdown) {
                    proseFences.insert(interior.lowerBound)
                }
            }
        }

        // Lines such as `####3.1.1` that CommonMark reads as text still start sections.
        var allHeadings = realHeadings.map {
            (line: $0.line, level: $0.level, title: $0.title, column: $0.column, pseudo: false)
        }
        // The lines are read on their bytes, in place (see ``MarkdownDocument/withLineBytes(_:)``):
        // only a line that starts with `#` is taken out of the page's lines.
        let pseudoHeadings = document.markdown.withLineBytes { lineBytes in
            var found: [(line: Int, level: Int, title: String)] = []
            for number in stride(from: 1, through: lineBytes.count, by: 1) where lineKinds[number] == .prose {
                guard lineBytes[number].first == UInt8(ascii: "#") else { continue }
                if let pseudo = Self.pseudoHeading(document.markdown.line(number)) {
                    found.append((number, pseudo.level, pseudo.title))
                }
            }
            return found
        }
        for pseudo in pseudoHeadings {
            allHeadings.append((pseudo.line, pseudo.level, pseudo.title, 1, true))
        }
        allHeadings.sort { $0.line < $1.line }
        var stack: [(level: Int, title: String)] = []
        for heading in allHeadings {
            let (title, anchor) = Self.splittingAnchor(heading.title)
            while let last = stack.last, last.level >= heading.level { stack.removeLast() }
            stack.append((heading.level, title))
            headings.append(
                SectionHeading(
                    title: title,
                    level: heading.level,
                    path: stack.map(\.title),
                    location: document.location(SourcePosition(line: heading.line, column: heading.column)),
                    isPseudo: heading.pseudo,
                    anchor: anchor
                )
            )
        }

        // Runs of two or more prose lines that read as code, and lone method declarations.
        var runStart: Int?
        let codeLines = document.markdown.withLineBytes { lineBytes in
            (1...max(lineCount, 1)).map { number in
                number <= lineBytes.count && lineKinds[number] == .prose && Self.looksLikeCode(bytes: lineBytes[number])
            }
        }
        for number in 1...max(lineCount, 1) {
            let isCode = codeLines[number - 1]
            if isCode {
                if runStart == nil { runStart = number }
            } else if let start = runStart {
                if number - start >= 2 || Self.isDeclarationLine(document.markdown.line(start)) {
                    codeSegments.append(start...(number - 1))
                    for line in start..<number { codeLike[line] = true }
                }
                runStart = nil
            }
        }
        if let start = runStart, lineCount - start + 1 >= 2 {
            codeSegments.append(start...lineCount)
            for line in start...lineCount { codeLike[line] = true }
        }
        codeSegments.sort { $0.lowerBound < $1.lowerBound }
    }

    private mutating func mark(_ range: ClosedRange<Int>, as kind: LineKind) {
        for line in range where line > 0 && line < lineKinds.count {
            lineKinds[line] = kind
        }
    }

    func kind(ofLine line: Int) -> LineKind {
        line > 0 && line < lineKinds.count ? lineKinds[line] : .prose
    }

    /// Whether a prose line belongs to a run of lines that read as code.
    func isCodeLike(_ line: Int) -> Bool {
        line > 0 && line < codeLike.count && codeLike[line]
    }

    /// The section path in force at `line`.
    func section(at line: Int) -> SectionPath {
        var low = 0
        var high = headings.count
        while low < high {
            let middle = (low + high) / 2
            if headings[middle].location.line <= line { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? [] : headings[low - 1].path
    }

    /// A line such as `####3.1.1 Title` (hashes with no space after them), as a level and title.
    static func pseudoHeading(_ line: Substring) -> (level: Int, title: String)? {
        let utf8 = line.utf8
        guard utf8.first == UInt8(ascii: "#") else { return nil }
        // A real heading (`## Title`) is turned down on bytes: an ASCII byte after the hashes makes
        // each hash a character, and a space or tab followed by ASCII (or nothing) is a character
        // of its own (only `\r\n` joins two ASCII bytes; a combining mark joins what precedes it).
        let hashEnd = utf8.firstIndex(where: { $0 != UInt8(ascii: "#") }) ?? utf8.endIndex
        if hashEnd == utf8.endIndex { return nil }
        let after = utf8[hashEnd]
        if after < 0x80 {
            if utf8.distance(from: utf8.startIndex, to: hashEnd) > 6 { return nil }
            let next = utf8.index(after: hashEnd)
            // After the space, ASCII or a title in another script (`## Введение`, `## 소개`: a
            // scalar that is always a character of its own) leaves the space a character too.
            if after == UInt8(ascii: " ") || after == UInt8(ascii: "\t"),
                next == utf8.endIndex || utf8[next] < 0x80 || startsWithSoloScalar(line, at: next)
            {
                return nil
            }
        }
        return pseudoHeadingByCharacters(line)
    }

    /// Whether the scalar at `index` of `line` is always a character of its own (see
    /// ``Graphemes/isSolo(_:)``). Kept out of line: the loop over a page's lines calls
    /// ``pseudoHeading(_:)`` for every line, and inlined, this retained each line.
    @inline(never)
    private static func startsWithSoloScalar(_ line: Substring, at index: Substring.Index) -> Bool {
        let offset = line.utf8.distance(from: line.utf8.startIndex, to: index)
        let solo = line.utf8.withContiguousStorageIfAvailable {
            Graphemes.isSolo(UTF8Scalars.decode($0, at: offset).value)
        }
        return solo == true
    }

    /// ``pseudoHeading(_:)`` on Characters: for any line, and the reference its byte reading is
    /// tested against.
    static func pseudoHeadingByCharacters(_ line: Substring) -> (level: Int, title: String)? {
        guard line.utf8.first == UInt8(ascii: "#") else { return nil }
        let hashes = line.prefix(while: { $0 == "#" }).count
        guard hashes <= 6, let next = line.dropFirst(hashes).first, next != " ", next != "\t" else { return nil }
        let title = String(line.dropFirst(hashes)).trimmingSpacesAndHashes()
        // `#import`, `#define`, `#pragma` and the like are code, not headings.
        if hashes == 1, let first = title.first, first.isLetter, first.isLowercase { return nil }
        return title.isEmpty ? nil : (hashes, title)
    }

    /// Whether the paragraph on `lines` is one MDX comment: it starts with `{/*` and ends with `*/}`.
    /// Read on bytes: every paragraph is asked, and almost none starts with `{`.
    static func isMDXComment(_ lines: ClosedRange<Int>, in markdown: MarkdownDocument) -> Bool {
        let first = markdown.line(lines.lowerBound).utf8
        guard let start = first.firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
            first[start] == UInt8(ascii: "{"), first[start...].starts(with: "{/*".utf8)
        else { return false }
        let last = markdown.line(lines.upperBound).utf8
        guard let end = last.lastIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else {
            return false
        }
        let text = last[...end]
        // `{/*/}` alone is not a comment: a one-line one has its opening and closing apart.
        return text.reversed().starts(with: "}/*".utf8)
            && (lines.count > 1 || last.distance(from: start, to: end) >= 5)
    }

    /// Whether the lines are MDX's ECMAScript statements: each starts, at the margin, with
    /// `import` (from a module: `import { Tabs } from '@theme/Tabs';`, `import './x.css';`) or
    /// with `export` and a declaration (`export const meta = …`).
    static func isMDXStatement(_ lines: ClosedRange<Int>, in markdown: MarkdownDocument) -> Bool {
        // Most paragraphs start with another letter: the first byte tells.
        guard let first = markdown.line(lines.lowerBound).utf8.first,
            first == UInt8(ascii: "i") || first == UInt8(ascii: "e")
        else { return false }
        var sawImport = false
        for number in lines {
            let line = markdown.line(number)
            if line.hasASCIIPrefix("import ") {
                sawImport = true
                guard
                    line.containsASCII(" from '") || line.containsASCII(" from \"") || line.hasASCIIPrefix("import '")
                        || line.hasASCIIPrefix("import \"")
                else { return false }
            } else if line.hasASCIIPrefix("export ") {
                guard
                    ["export const ", "export default ", "export function ", "export let "].contains(where: {
                        line.hasASCIIPrefix($0)
                    })
                else { return false }
            } else if number == lines.lowerBound || !sawImport {
                return false
            }
        }
        return true
    }

    /// A heading's title without the explicit ID that may end it, and the ID: `로그인 {#login}` is
    /// `로그인` and `login`; `Login {#login .tab}` (attributes beside the ID) is `Login` and `login`,
    /// and so are Python-Markdown's and kramdown's attribute lists, `Login { #login }` and
    /// `Login {: #login }`. A title that would be left empty is kept whole.
    static func splittingAnchor(_ title: String) -> (title: String, anchor: String?) {
        // Most titles do not end with `}`: their last byte tells.
        guard title.utf8.last == UInt8(ascii: "}"), let open = title.lastIndex(of: "{") else { return (title, nil) }
        let inside = title[title.index(after: open)..<title.index(before: title.endIndex)]
        let attributes = inside.drop { $0 == ":" }.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let id = attributes.first(where: { $0.hasPrefix("#") })?.dropFirst(), !id.isEmpty,
            !inside.contains("}")
        else { return (title, nil) }
        let rest = String(title[..<open]).trimmingSpacesAndHashes()
        return (rest.isEmpty ? title : rest, String(id))
    }

    /// Whether a line reads as an Objective-C method declaration: `+ (void)foo:(id)bar;`, possibly
    /// after a stray quote that a scraped page left.
    static func isDeclarationLine(_ line: Substring) -> Bool {
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" || $0 == "'" || $0 == "`" })
        guard let first = trimmed.first, first == "+" || first == "-" else { return false }
        return trimmed.dropFirst().drop(while: { $0 == " " }).first == "(" && trimmed.hasSuffix(";")
    }

    /// The MyST directives whose body is code.
    private static let codeDirectives: Set<String> = [
        "code-block", "code", "code-cell", "sourcecode", "literalinclude",
    ]

    /// The info strings that name no programming language: a block under one of them, or none,
    /// may be prose.
    private static let plainInfoStrings: Set<String> = ["text", "txt", "plain", "plaintext"]

    /// Whether a fenced block is prose set in a fence (console steps such as `2. Click [Save].`,
    /// a menu path) rather than code: it names no programming language and none of its `lines`
    /// holds a mark of code (see ``holdsCodeMark(_:)``). Its brackets are a console's buttons,
    /// not Objective-C sends.
    static func isProseInFence(info: String, lines: ClosedRange<Int>, in markdown: MarkdownDocument) -> Bool {
        // The info string's first word, lowered only when it is as short as a plain one.
        let language = info.utf8.prefix { $0 != UInt8(ascii: " ") }
        // A MyST directive (`{note}`, `{warning}`, `{toctree}`) holds Markdown or a list, not code,
        // unless it is one of code's (`{code-block} kotlin`).
        if language.first == UInt8(ascii: "{"), language.last == UInt8(ascii: "}") {
            return !codeDirectives.contains(String(decoding: language.dropFirst().dropLast(), as: UTF8.self))
        }
        guard
            language.isEmpty
                || (language.count <= 9
                    && plainInfoStrings.contains(String(decoding: language, as: UTF8.self).lowercased()))
        else { return false }
        return markdown.withLineBytes { lineBytes in
            !lines.contains { $0 <= lineBytes.count && holdsCodeMark(lineBytes[$0]) }
        }
    }

    /// Whether a line holds what code has and sentences do not: `;`, a brace, `=`, a call
    /// (`name(`), `->`, `::`, a `//` comment (not a URL's) or a tag (`<name`, `</`).
    static func holdsCodeMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func isWordByte(_ byte: UInt8) -> Bool { FastText.isASCIIAlphanumeric(byte) || byte == UInt8(ascii: "_") }
        for index in bytes.indices {
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            switch bytes[index] {
            case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "="):
                return true
            case UInt8(ascii: "(") where index > 0 && isWordByte(bytes[index - 1]):
                return true
            case UInt8(ascii: "-") where next == UInt8(ascii: ">"):
                return true
            case UInt8(ascii: ":") where next == UInt8(ascii: ":"):
                return true
            case UInt8(ascii: "/")
            where next == UInt8(ascii: "/") && (index == 0 || bytes[index - 1] != UInt8(ascii: ":")):
                return true
            case UInt8(ascii: "<") where next == UInt8(ascii: "/") || (isWordByte(next) && next != UInt8(ascii: "_")):
                return true
            default:
                continue
            }
        }
        return false
    }

    /// Whether a line outside code blocks reads as code (pages that lost their code fences).
    ///
    /// Runs on every prose line of every page, so it looks at UTF-8 bytes: every mark it looks
    /// for is ASCII.
    static func looksLikeCode(_ line: Substring) -> Bool {
        // One look at the line's bytes where they are contiguous (lines of a page are).
        if let result = line.utf8.withContiguousStorageIfAvailable(looksLikeCode(bytes:)) { return result }
        return Array(line.utf8).withUnsafeBufferPointer(looksLikeCode(bytes:))
    }

    /// ``looksLikeCode(_:)`` on the line's UTF-8 `bytes`.
    static func looksLikeCode(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        guard start < bytes.count else { return false }
        let first = bytes[start]
        let second = start + 1 < bytes.count ? bytes[start + 1] : 0
        if first == UInt8(ascii: "/") && second == UInt8(ascii: "/") || first == UInt8(ascii: "}") { return true }
        let last = bytes[bytes.count - 1]
        if last == UInt8(ascii: ";") || last == UInt8(ascii: "{") { return true }
        return FastText.containsEqualityOperator(bytes)
    }
}

extension String {
    /// The text without surrounding spaces or closing `#` marks.
    func trimmingSpacesAndHashes() -> String {
        // Most titles have nothing to trim, which their first and last bytes tell: a character
        // that is a space or `#` is that one byte.
        if let first = utf8.first, let last = utf8.last, first != UInt8(ascii: " "), last != UInt8(ascii: " "),
            last != UInt8(ascii: "#")
        {
            return self
        }
        var text = Substring(self)
        while let last = text.last, last == " " || last == "#" { text.removeLast() }
        while let first = text.first, first == " " { text.removeFirst() }
        return String(text)
    }
}

extension PageLayout {
    /// The first line inside a fenced code block that opens a fence of its own (its mark, at
    /// least as long, and an info string: ```` ```kotlin ```` inside ```` ``` ````), and the
    /// block's fence. Such a line cannot close the block and nobody writes it as code: the
    /// block's own closing fence is missing before it.
    static func openerInside(_ range: ClosedRange<Int>, in markdown: MarkdownDocument) -> (fence: String, line: Int)? {
        guard range.upperBound > range.lowerBound + 1 else { return nil }
        let opening = markdown.line(range.lowerBound).utf8.drop { $0 == UInt8(ascii: " ") }
        guard let mark = opening.first, mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~") else { return nil }
        let length = opening.prefix { $0 == mark }.count
        // On bytes: every line of every fenced block is looked at.
        for number in (range.lowerBound + 1)..<range.upperBound {
            let line = markdown.line(number).utf8
            let text = line.drop { $0 == UInt8(ascii: " ") }
            guard text.first == mark, line.count - text.count <= 3 else { continue }
            let run = text.prefix { $0 == mark }.count
            let info = text.dropFirst(run).drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            guard run >= length, let first = info.first else { continue }
            // An info string starts with a letter (ASCII or not), and after backticks holds none.
            let startsWithLetter =
                FastText.isASCIILetter(first) || (first >= 0x80 && Substring(info).first?.isLetter == true)
            if startsWithLetter, mark == UInt8(ascii: "~") || !info.contains(UInt8(ascii: "`")) {
                return (String(repeating: mark == UInt8(ascii: "~") ? "~" : "`", count: length), number)
            }
        }
        return nil
    }

    /// The fence of a fenced code block that runs to the end of the page without a closing fence;
    /// `nil` for a closed one.
    static func fenceNeverClosed(_ range: ClosedRange<Int>, in markdown: MarkdownDocument) -> String? {
        let opening = markdown.line(range.lowerBound).drop { $0 == " " }
        guard let mark = opening.first, mark == "`" || mark == "~" else { return nil }
        let fence = String(opening.prefix { $0 == mark })
        let last = markdown.line(range.upperBound).drop { $0 == " " }
        if range.upperBound > range.lowerBound, last.hasPrefix(fence),
            last.drop(while: { $0 == mark }).allSatisfy({ $0 == " " || $0 == "\t" })
        {
            return nil
        }
        return fence
    }

    /// The fence of a fenced code block that runs to the end of the page without a closing fence
    /// and holds lines written as Markdown (`## Heading`, `| a | b |`, a fence shorter than its
    /// own, which cannot close it, or a component's closing tag, `</Tabs>`, outside a sample of
    /// markup); `nil` for a closed block, or one that only holds code.
    static func unclosedFence(_ range: ClosedRange<Int>, in markdown: MarkdownDocument) -> String? {
        guard let fence = fenceNeverClosed(range, in: markdown), range.upperBound > range.lowerBound else {
            return nil
        }
        // A sample of markup may close its own tags.
        let info = markdown.line(range.lowerBound).drop { $0 == " " || $0 == "`" || $0 == "~" }.lowercased()
        let markup = ["xml", "html", "jsx", "tsx", "vue", "svelte", "mdx", "markdown", "md"].contains {
            info.hasPrefix($0)
        }
        for number in (range.lowerBound + 1)...range.upperBound {
            let line = markdown.line(number).drop { $0 == " " }
            // A component's or a container's closing line (`</TabItem>`, `:::`) closes what the
            // block swallowed: the page breaks (an MDX page no longer compiles).
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("## ") || line.hasPrefix("### ") || line.hasPrefix("```") || line.hasPrefix("~~~")
                || (line.hasPrefix("|") && line.dropFirst().contains("|")) || (!markup && trimmed == ":::")
                || (!markup && trimmed.hasPrefix("</") && trimmed.hasSuffix(">")
                    && trimmed.dropFirst(2).first?.isUppercase == true
                    && trimmed.dropFirst(2).dropLast().allSatisfy { $0.isLetter || $0.isNumber || $0 == "." })
            {
                return fence
            }
        }
        return nil
    }
}
