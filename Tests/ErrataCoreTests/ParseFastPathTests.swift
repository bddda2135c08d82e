import CCmarkGFM
import Foundation
import Testing

@testable import ErrataCore
@testable import ErrataMarkdown

/// The parse stage's fast paths give what the code they replace gave: the conversion of cmark's
/// tree (read along its links, texts decoded from the getters' bytes and lengths) lists the same
/// nodes, positions and texts as cmark's iterator and public getters (`cmark_node_get_literal`
/// and the like, copied with `String(cString:)`).
@Suite("Parse fast paths")
struct ParseFastPathTests {
    /// Documents the fixtures lack: line ends, NUL bytes, empty and odd constructs.
    static let texts: [String] = [
        "", "\n", "a", "a\r\nb\r\n", "x\u{0}y `\u{0}` <b\u{0}>", "&#0; &#xD800; &bogus; &nbsp;", "\t\tcode\n",
        "* a\n\n  * b\n\n    > c", "<!-- comment -->\n", "[x]: /url\n\n[x]", "a  \n\n```\n", "#\n##  \n", "\u{FEFF}bom",
        "| a |\n| - |\n", "x | y\n-|-\n1|2|3\n", "[link *em* `c`](/d 'title') ![i](/j)",
    ]

    @Test("The converted tree lists the nodes, positions and texts of cmark's iterator and getters")
    func conversionMatchesIterator() throws {
        var sources = Self.texts
        let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
        let files = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "md" {
            sources.append(try TextDecoder.decode(try Data(contentsOf: url), path: url.path))
        }
        #expect(sources.count > Self.texts.count + 5)
        var compared = 0
        for source in sources {
            // Documents nested too deeply to convert whole are left out: the reference does not flatten.
            let maximum = MarkdownLimits.default.maximumNesting
            guard let tree = try? MarkdownParser.parseTree(source, maximumNesting: maximum, flatten: false) else {
                continue
            }
            compared += 1
            var converted: [String] = []
            tree.forEachDescendant { converted.append(Self.describe($0)) }
            let reference = Self.referenceNodes(source)
            #expect(converted == reference, "\(source.prefix(80).debugDescription)")
        }
        #expect(compared > Self.texts.count + 5)
    }

    /// Paragraphs with every kind of inline content, for the outlined trees.
    static let paragraphs: [String] = [
        "a *b [c **d** e](f) g* h **i", "**unmatched** ** x *", "![img [link](u) *e*](src) ![*x*](y)",
        "~~s [l](m)~~ * t", "para\nsoft  \nhard <b>x</b> `c*` \\* [l *m*]", "- *a* [b](c)\n\n  > **d [e](f)",
        "# h *e* [l](m)\n\n| *a* | [b](c) |\n| - | - |\n| `*` | **d** |", "[ref] *\n\n[ref]: /u",
    ]

    @Test(
        "An outlined paragraph keeps its links and images whole and its text nodes with an asterisk, and nothing else; a code block keeps no text"
    )
    func outlinedParagraphs() throws {
        var compared = 0
        for source in try Self.texts + Self.paragraphs + Self.fixtureTexts() {
            let maximum = MarkdownLimits.default.maximumNesting
            guard let full = try? MarkdownParser.parseTree(source, maximumNesting: maximum, flatten: false) else {
                continue
            }
            let outlined = try MarkdownParser.parseTree(
                source, maximumNesting: maximum, flatten: false, paragraphs: .linksAndMarkers)
            #expect(Self.tree(outlined) == Self.tree(Self.outline(full)), "\(source.prefix(80).debugDescription)")
            compared += 1
        }
        #expect(compared > Self.texts.count + Self.paragraphs.count + 5)
        // The outline leaves nodes out: it is not the same tree.
        let sample = try MarkdownParser.parseTree(Self.paragraphs[0], maximumNesting: 10, flatten: false)
        let outlined = try MarkdownParser.parseTree(
            Self.paragraphs[0], maximumNesting: 10, flatten: false, paragraphs: .linksAndMarkers)
        #expect(Self.tree(outlined).count < Self.tree(sample).count)
        #expect(Self.tree(outlined).contains { $0.contains("link") })
    }

    @Test("A page's facts are the same from outlined paragraphs as from the whole tree")
    func outlinedFacts() throws {
        var pages = try Self.fixtureTexts()
        pages += Self.paragraphs
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs-src")
        let seeds = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)!
        var seedCount = 0
        for case let url as URL in seeds where url.pathExtension == "md" {
            pages.append(try TextDecoder.decode(try Data(contentsOf: url), path: url.path))
            seedCount += 1
        }
        #expect(seedCount >= 5)
        for (index, text) in pages.enumerated() {
            let document = SourceDocument(
                product: "p", language: "en", page: "\(index)", path: "en/\(index).md", text: text)
            let whole = DocumentParser(paragraphs: .all)
            let outlined = DocumentParser()
            guard let all = try? whole.parse(document, limits: .default) else {
                #expect(throws: InputError.self) { try outlined.parse(document, limits: .default) }
                continue
            }
            let facts = FactExtractor().extract(all)
            let outlinedFacts = FactExtractor().extract(try outlined.parse(document, limits: .default))
            #expect(String(reflecting: outlinedFacts) == String(reflecting: facts), "page \(index)")
        }
    }

    @Test("Containers left out of an outlined paragraph count towards the nesting limit")
    func outlinedNesting() throws {
        // Emphasis inside emphasis inside a list item: 1 list, 1 item, 1 paragraph and the emphasis.
        for depth in [3, 10, 40] {
            let source =
                "- " + String(repeating: "*a ", count: depth) + "x" + String(repeating: " a*", count: depth) + "\n"
            for limit in [depth, depth + 2, depth + 3, depth + 4] {
                let limits = MarkdownLimits(maximumNesting: limit)
                var errors: [String] = []
                for paragraphs in [MarkdownParser.ParagraphDetail.all, .linksAndMarkers] {
                    do {
                        _ = try MarkdownParser.parse(source, limits: limits, paragraphs: paragraphs)
                        errors.append("none")
                    } catch let error as MarkdownLimitError {
                        errors.append("\(error.kind) \(error.position) \(error.limit)")
                    }
                }
                #expect(errors[0] == errors[1], "depth \(depth), limit \(limit)")
                // The deepest emphasis stands at depth + 3 (list, item, paragraph).
                #expect((errors[0] == "none") == (limit >= depth + 3), "depth \(depth), limit \(limit)")
            }
        }
    }

    @Test("Repairing tables copies only the blocks it changes, and gives the tree that rebuilding every block gave")
    func tableRepair() throws {
        var sources = try Self.texts + Self.paragraphs + Self.fixtureTexts()
        // Tables in lists, after paragraph lines, broken rows, HTML tables, nothing to repair.
        sources += [
            "- item\n  | a | b |\n  |---|---|\n  | 1 | 2 |\n\n- next\n", "text\n| a | b |\n|---|---|\n| 1 | 2 |\n",
            "> quote\n> | a |\n> |---|\n> | 1 |\n|\n| 2 |\n", "<table><tr><td>a</td></tr><tr><td>1</td></tr></table>\n",
            "1. a\n   2. b\n      - c\n\n        text\n        | x | y |\n        | - | - |\n        | 1 | 2 |\n",
            "# t\n\npara\n\n- a\n- b\n\n> c\n",
        ]
        var repaired = 0
        for source in sources {
            let maximum = MarkdownLimits.default.maximumNesting
            guard let tree = try? MarkdownParser.parseTree(source, maximumNesting: maximum, flatten: false) else {
                continue
            }
            let recovery = TableRecovery(lines: SourceLines(source), maximumNesting: maximum)
            let result = recovery.repair(tree)
            let expected = Self.referenceRepair(tree, with: recovery)
            #expect(Self.tree(result) == Self.tree(expected), "\(source.prefix(80).debugDescription)")
            if Self.tree(result) != Self.tree(tree) { repaired += 1 }
        }
        #expect(repaired >= 5)
    }

    /// Table repair as it was first written: every block rebuilt with its children repaired.
    static func referenceRepair(_ node: MarkdownNode, with recovery: TableRecovery) -> MarkdownNode {
        guard TableRecovery.hasBlockChildren(node) else { return node }
        var children: [MarkdownNode] = []
        var floor = node.range.start.line
        func add(_ nodes: [MarkdownNode]) {
            children += nodes
            floor = max(floor, children.last?.range.end.line ?? floor)
        }
        for child in node.children {
            switch child.kind {
            case .table:
                add([recovery.extend(recovery.relocate(child, notBefore: floor))])
            case .paragraph:
                add([child] + recovery.embeddedTables(in: child))
            case .htmlBlock:
                var nodes = [child]
                if let html = child.literal, html.range(of: "<table", options: .caseInsensitive) != nil {
                    nodes += HTMLTableReader.tables(in: html, firstLine: child.range.start.line)
                }
                add(nodes)
            default:
                add([TableRecovery.hasBlockChildren(child) ? referenceRepair(child, with: recovery) : child])
            }
        }
        var repaired = node
        repaired.children = children
        return repaired
    }

    @Test("Whether an HTML block may hold a table: bytes and Foundation's case-insensitive search agree")
    func htmlTableTag() {
        let pieces = [
            "<", "table", "TABLE", "TaBlE", "tabl", "e", "E", "\u{301}", "<tab", "le>", "x", " ", "ſ", "\u{212A}",
            "ｔable", "<\u{301}", "é", "한", "<!--", "-->", "\n",
        ]
        var generator = SplitMix(seed: 0x7AB1E)
        var texts = ["", "<table>", "<TABLE border=1>", "<tablE", "<table\u{301}", "a<tabl<table", "<ta ble"]
        for _ in 0..<4000 {
            texts.append(
                generator.text(of: pieces, fewerThan: 8))
        }
        var found = 0
        for text in texts {
            let expected = text.range(of: "<table", options: .caseInsensitive) != nil
            #expect(TableRecovery.mayHoldHTMLTable(text) == expected, "\(text.debugDescription)")
            if expected { found += 1 }
        }
        #expect(found > 100)
    }

    @Test("HTML tables read on bytes are the tables read on Characters")
    func htmlTablesOnBytes() {
        let pieces = [
            "<table>", "</table>", "<TABLE border=\"1\">", "<tr>", "</tr>", "<TR>", "<td>", "</td>", "<th>", "</th>",
            "<td rowspan=\"2\">", "<td colspan=2>", "<td rowspan='3' colspan=\"2\">", "<br>", "<br/>", "<BR />",
            "<!-- note -->", "<!--", "-->", "<b>", "</b>", "<a href=\"x>y\">", "<", ">", "\n", " ", "  ", "\t",
            "가나", "コード", "漢字", "é", "TCGB_ERROR_X", "3005", "&amp;", "&lt;", "&#39;", "&#x27;", "&bogus;", "&",
            "\"", "'", "/", "-", "<1>", "<td/>", "👩‍💻",
        ]
        var generator = SplitMix(seed: 0x4854_4D4C)
        var texts = [
            "<table><tr><td>a</td></tr><tr><td>1</td></tr></table>",
            "<table>\n<tr><th>코드</th><th>설명</th></tr>\n<tr><td rowspan=\"2\">7</td><td>x<br>y</td></tr>\n<tr><td>z</td></tr>\n</table>",
        ]
        for _ in 0..<3000 {
            var body = ""
            for _ in 0..<Int(generator.next() % 30) {
                let piece = generator.pick(pieces)
                // A `<` or `</` right before a letter outside ASCII is where the two scanners differ
                // by design (see below): a space keeps them apart.
                if body.hasSuffix("<") || body.hasSuffix("</"), let first = piece.unicodeScalars.first, !first.isASCII {
                    body += " "
                }
                body += piece
            }
            texts.append("<table><tr><td>h</td></tr>" + body + "</table>")
        }
        var tables = 0
        for text in texts {
            let expected = HTMLTableReader.tables(tokens: CharacterTagScanner.tokens(text), firstLine: 3)
            let found = HTMLTableReader.tables(in: text, firstLine: 3)
            #expect(found.flatMap { Self.tree($0) } == expected.flatMap { Self.tree($0) }, "\(text.debugDescription)")
            tables += expected.count
        }
        #expect(tables > 1000)
        // As HTML defines tags, `<한>` is text, not a tag (the Character scanner dropped it).
        let korean = HTMLTableReader.tables(
            in: "<table><tr><td>a</td></tr><tr><td><한>b</td></tr></table>", firstLine: 1)
        #expect(korean.first.map { Self.tree($0) }?.contains { $0.contains("<한>b") } == true)
    }

    @Test("Character columns of short and long lines: the shortcuts agree with counting characters")
    func characterColumns() {
        var lines = ExtractFastPathTests.texts(count: 1500).map { $0.replacingOccurrences(of: "\n", with: " ") }
        lines += ["abc", "ab\u{301}c", "a\r\nb", "e\u{301}", "abc\u{301}", "한국어 abc", "x\u{200D}y", "🇰🇷ab"]
        // Scalars counted one character each, and the marks and jamo that join one to the next.
        lines += [
            "Vous êtes pressés ?", "Производительность", "Вы\u{301}бор", "д\u{483}а", "カ\u{3099}タ", "ｶﾞｷ",
            "한\u{11A8}국", "漢字、かな。「引用」…", "ＡＢＣ：", "a\u{FE0F}b", "〇\u{302A}字",
        ]
        // Hebrew, Arabic, Vietnamese, symbols and emoji, with and without what joins onto them.
        lines += [
            "برای شروع **FastAPI** را نصب کنید 🚀 و ✨ [پیوند](a.md)", "سَلام **x**", "ש\u{5B8}לום **x** 🤓",
            "✏\u{FE0F} **x**", "👍\u{1F3FD} **x**", "\u{600}12 **x**", "├── **x** → ∑ ₿", "Tiếng Việt **x**",
            "🇰🇷 **x**", "👩\u{200D}💻 **x**",
        ]
        // Lines over 512 bytes, read from checkpoints (counted on bytes when every scalar is solo).
        lines += stride(from: 0, to: 1200, by: 200).map { lines[$0..<($0 + 40)].joined(separator: "한 ") }
        lines += [
            String(repeating: "פסקה ארוכה 🌐 ", count: 60) + "**x**",
            String(repeating: "ש\u{5B8}לום עולם ", count: 50) + "**x**",
        ]
        for line in lines where !line.contains("\n") {
            let document = MarkdownParser.parse(line)
            guard document.lines.count == 1 else { continue }
            let text = document.line(1)
            // Every byte offset at which a character starts, and the end.
            var starts = text.indices.map { text.utf8.distance(from: text.startIndex, to: $0) }
            starts.append(text.utf8.count)
            for (characters, offset) in starts.enumerated() {
                #expect(
                    document.characterColumn(line: 1, byteColumn: offset + 1) == characters + 1,
                    "\(line.debugDescription) at byte \(offset)")
            }
        }
    }

    @Test("Character columns read on plain bytes agree with the Markdown document's, at every byte")
    func plainCharacterColumns() {
        var lines = ExtractFastPathTests.texts(count: 800).map { $0.replacingOccurrences(of: "\n", with: " ") }
        lines += ["가\u{301}나", "한국어 abc", "ｆｕｌｌ：", "漢字、かな。", "a\r\nb", "🇰🇷ab", "カ\u{3099}"]
        for line in lines {
            let markdown = MarkdownParser.parse(line)
            let document = ParsedDocument(
                source: SourceDocument(product: "p", language: "ko", page: "p", path: "p.md", text: line),
                markdown: markdown)
            for number in 1...markdown.lines.count {
                for byteColumn in 1...(markdown.lines[number - 1].utf8.count + 2) {
                    #expect(
                        document.characterColumn(line: number, byteColumn: byteColumn)
                            == markdown.characterColumn(line: number, byteColumn: byteColumn),
                        "\(line.debugDescription) line \(number) byte \(byteColumn)")
                }
            }
        }
    }

    /// The texts of the Markdown fixtures.
    static func fixtureTexts() throws -> [String] {
        var texts: [String] = []
        let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
        let files = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "md" {
            texts.append(try TextDecoder.decode(try Data(contentsOf: url), path: url.path))
        }
        return texts
    }

    /// A tree as lines, each node indented by its depth.
    static func tree(_ node: MarkdownNode, depth: Int = 0) -> [String] {
        [String(repeating: "  ", count: depth) + describe(node)]
            + node.children.flatMap { tree($0, depth: depth + 1) }
    }

    /// The whole tree with each paragraph outlined as ``MarkdownParser/ParagraphDetail/linksAndMarkers`` says.
    static func outline(_ node: MarkdownNode) -> MarkdownNode {
        var copy = node
        switch node.kind {
        case .paragraph:
            copy.children = kept(node.children)
        case .codeBlock:
            // Its text is on its source lines.
            copy.literal = nil
        default:
            copy.children = node.children.map(outline)
        }
        return copy
    }

    /// The inline nodes an outlined paragraph keeps of `nodes`.
    private static func kept(_ nodes: [MarkdownNode]) -> [MarkdownNode] {
        nodes.flatMap { node -> [MarkdownNode] in
            switch node.kind {
            case .link, .image: return [node]
            case .text: return (node.literal ?? "").contains("*") ? [node] : []
            default: return kept(node.children)
            }
        }
    }

    @Test("Delimiter rows read on bytes are the rows read on characters")
    func delimiterRows() throws {
        // Every line of up to six characters from the marks that matter, and the fixtures' lines.
        let alphabet: [Character] = ["|", "-", ":", " ", "\t", "a"]
        var lines: [String] = [""]
        var frontier: [String] = [""]
        for _ in 1...6 {
            frontier = frontier.flatMap { prefix in alphabet.map { prefix + String($0) } }
            lines += frontier
        }
        lines += ["| --- | :-: |", "---|---|", "|-|\u{301}", "| -\u{301} |", "| 가 | - |", "|\r|", "\u{FEFF}|-|"]
        let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
        let files = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "md" {
            let text = try TextDecoder.decode(try Data(contentsOf: url), path: url.path)
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        var delimiters = 0
        for line in lines {
            let substring = Substring(line)
            let expected = TableRecovery.hasPipe(substring) && TableRecovery.characterDelimiterRow(substring)
            #expect(TableRecovery.isDelimiterRow(substring) == expected, "\(line.debugDescription)")
            if expected { delimiters += 1 }
        }
        #expect(delimiters > 100)
    }

    /// A node as ``referenceNodes(_:)`` describes it.
    static func describe(_ node: MarkdownNode) -> String {
        let name: String
        var detail = ""
        switch node.kind {
        case .document: name = "document"
        case .blockQuote: name = "block_quote"
        case .list(let ordered):
            name = "list"
            detail = " ordered=\(ordered)"
        case .item: name = "item"
        case .codeBlock(let info):
            name = "code_block"
            detail = " info=\(info.debugDescription)"
        case .htmlBlock: name = "html_block"
        case .paragraph: name = "paragraph"
        case .heading(let level):
            name = "heading"
            detail = " level=\(level)"
        case .thematicBreak: name = "thematic_break"
        case .table: name = "table"
        case .tableHeader: name = "table_header"
        case .tableRow: name = "table_row"
        case .tableCell: name = "table_cell"
        case .text: name = "text"
        case .softBreak: name = "softbreak"
        case .lineBreak: name = "linebreak"
        case .code: name = "code"
        case .htmlInline: name = "html_inline"
        case .emphasis: name = "emph"
        case .strong: name = "strong"
        case .strikethrough: name = "strikethrough"
        case .link(let destination):
            name = "link"
            detail = " url=\(destination.debugDescription)"
        case .image(let destination):
            name = "image"
            detail = " url=\(destination.debugDescription)"
        case .other(let other): name = other
        }
        let literal = node.literal.map { " literal=\($0.debugDescription)" } ?? ""
        return "\(name) \(node.range)\(detail)\(literal)"
    }

    /// The nodes of `source` in document order, read with cmark's iterator and public getters as
    /// errata read them before it read cmark's nodes in place.
    static func referenceNodes(_ source: String) -> [String] {
        // The extensions were registered by the parse before this (registering is not thread-safe).
        let parser = cmark_parser_new(CMARK_OPT_DEFAULT)!
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough"] {
            cmark_parser_attach_syntax_extension(parser, cmark_find_syntax_extension(name))
        }
        var text = source
        text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        // Strikethrough marks `~` in state shared by every parser: finishing takes the parser's lock,
        // or a parse on another thread reads `~~text~~` as plain text (and this one may too).
        let document = MarkdownParser.finish(parser, marking: true)!
        defer { cmark_node_free(document) }
        let iterator = cmark_iter_new(document)!
        defer { cmark_iter_free(iterator) }
        var nodes: [String] = []
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let range = SourceRange(
                start: SourcePosition(
                    line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node))),
                end: SourcePosition(
                    line: Int(cmark_node_get_end_line(node)), column: Int(cmark_node_get_end_column(node))))
            var detail = ""
            switch cmark_node_get_type(node) {
            case CMARK_NODE_LIST: detail = " ordered=\(cmark_node_get_list_type(node) == CMARK_ORDERED_LIST)"
            case CMARK_NODE_HEADING: detail = " level=\(cmark_node_get_heading_level(node))"
            case CMARK_NODE_CODE_BLOCK:
                detail = " info=\((cmark_node_get_fence_info(node).map { String(cString: $0) } ?? "").debugDescription)"
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                detail = " url=\((cmark_node_get_url(node).map { String(cString: $0) } ?? "").debugDescription)"
            default: break
            }
            let literal = cmark_node_get_literal(node).map { " literal=\(String(cString: $0).debugDescription)" } ?? ""
            let name = String(cString: cmark_node_get_type_string(node))
            nodes.append("\(name) \(range)\(detail)\(literal)")
        }
        return nodes
    }
}
