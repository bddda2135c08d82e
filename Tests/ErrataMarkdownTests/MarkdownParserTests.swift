import Foundation
import Testing

@testable import ErrataMarkdown

@Suite("Parsing Markdown with cmark-gfm")
struct MarkdownParserTests {
    @Test(
        "Lines are split at every line feed, as bytes",
        arguments: [
            "", "\n", "\n\n", "a", "a\n", "a\nb", "a\n\nb\n", "한국어\n日本語\n中文", "e\u{301}\nx",
            "\r\n", "a\r\nb\r\n", "👩\u{200D}💻\n\u{0301}", "| a |\n| - |\n| 1 |",
        ])
    func splitLines(text: String) {
        // The reference: the text's bytes split at each line feed, without the empty piece after
        // a final line feed (and one empty line for empty text).
        var expected = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        if expected.count > 1, expected.last == "" { expected.removeLast() }
        let lines = MarkdownDocument.splitLines(text)
        #expect(lines.map { String($0) } == expected)
        #expect(lines.map { Array($0.utf8) } == expected.map { Array($0.utf8) })
        // Each line stands where it is in the text.
        var offset = 0
        for line in lines {
            #expect(text.utf8.distance(from: text.startIndex, to: line.startIndex) == offset)
            offset += line.utf8.count + 1
        }
        // The lines read out of a text's SourceLines, one by one, joined, and as bytes in place are
        // the same, whether split from the text or joined from lines given apart.
        let joined = SourceLines(lines.map { Substring(String($0)) })
        for source in [SourceLines(text), joined, MarkdownParser.parse(text).sourceLines] {
            #expect(source.count == expected.count)
            #expect(source.all.map { String($0) } == expected)
            #expect((0...(expected.count + 1)).map { source.line($0) } == [""] + expected.map { Substring($0) } + [""])
            for first in 0...(expected.count + 1) {
                for last in first...(expected.count + 1) {
                    let want = (first...last).map { source.line($0) }.joined(separator: "\n")
                    #expect(source.text(ofLines: first...last) == want)
                }
            }
            source.withLineBytes { lineBytes in
                #expect(lineBytes.count == expected.count)
                for number in 0...(expected.count + 1) {
                    let want = number >= 1 && number <= expected.count ? Array(expected[number - 1].utf8) : []
                    #expect(Array(lineBytes[number]) == want)
                }
            }
        }
        // No lines joined are no lines.
        #expect(SourceLines([Substring]()).count == 0)
        #expect(SourceLines([Substring]()).withLineBytes(\.count) == 0)
    }

    @Test("The tree carries kinds, positions and literals")
    func treeDump() {
        let document = MarkdownParser.parse(
            """
            # Title

            Text with `code`.

            | a | b |
            | - | - |
            | 1 | 2 |

            ```objc
            x;
            ```
            """)
        let dump = document.root.dump()
        #expect(
            dump == """
                Document @1:1-11:3
                  Heading(1) @1:1-1:7
                    Text @1:3-1:7 "Title"
                  Paragraph @3:1-3:17
                    Text @3:1-3:10 "Text with "
                    Code @3:12-3:15 "code"
                    Text @3:17-3:17 "."
                  Table @5:1-7:9
                    TableHeader @5:1-5:9
                      TableCell @5:2-5:4
                        Text @5:3-5:3 "a"
                      TableCell @5:6-5:8
                        Text @5:7-5:7 "b"
                    TableRow @7:1-7:9
                      TableCell @7:2-7:4
                        Text @7:3-7:3 "1"
                      TableCell @7:6-7:8
                        Text @7:7-7:7 "2"
                  CodeBlock(objc) @9:1-11:3 "x;\\n"

                """)
    }

    @Test("A pipe table inside paragraph text is recovered with its own line numbers")
    func recoveredTable() throws {
        let document = MarkdownParser.parse(
            """
            - item text
            more text
            Error | Code |
            ---|---|
            A_B | 1 |
            |
            C_D | 2 |
            after
            """)
        var tables: [MarkdownNode] = []
        document.root.forEachDescendant { if $0.kind == .table { tables.append($0) } }
        let table = try #require(tables.first)
        #expect(tables.count == 1)
        #expect(table.isRecovered)
        #expect(table.children.map(\.range.start.line) == [3, 5, 7])
        #expect(table.children[2].children.map(\.plainText) == ["C_D", "2"])
    }

    @Test("A table that interrupts a paragraph is placed on its real lines")
    func misplacedTable() throws {
        let document = MarkdownParser.parse("one\ntwo\nthree\n| h1 | h2 |\n| -- | -- |\n| x | y |\n")
        var tables: [MarkdownNode] = []
        document.root.forEachDescendant { if $0.kind == .table { tables.append($0) } }
        let table = try #require(tables.first)
        #expect(tables.count == 1)
        #expect(table.children.map(\.range.start.line) == [4, 6])
    }

    @Test("Paragraphs without a delimiter row are left alone")
    func noFalseTables() {
        let document = MarkdownParser.parse("a | b\nc | d\n\n---\n")
        var count = 0
        document.root.forEachDescendant { if $0.kind == .table { count += 1 } }
        #expect(count == 0)
    }

    @Test("Cells keep <br/> as a line break and drop emphasis markers")
    func plainText() throws {
        let document = MarkdownParser.parse("| x |\n| - |\n| **A\\_B**<br/>C |\n")
        var cells: [MarkdownNode] = []
        document.root.forEachDescendant { if $0.kind == .tableCell { cells.append($0) } }
        #expect(cells.last?.plainText == "A_B\nC")
    }

    @Test("A <br> tag is known on its bytes as lowercased characters without white space know it")
    func lineBreakTags() {
        let tags = [
            "<br>", "<br/>", "<BR>", "<Br />", "< br >", "<br\r\n/>", "<br\t/>", "<br />", "<bR/ >", "<br/ x>", "<br>x",
            "<b>", "<br//>", "<brr>", "", "<", "<abbr title=\"x\">", "</a>", "<br\u{A0}>", "<br\u{3000}/>",
            "<BR\u{301}>",
            "<ＢＲ>", "<br\u{200B}>", "<br/>\u{85}", "<İbr>", "<span>한</span>",
        ]
        for tag in tags {
            let reference = tag.lowercased().filter { !$0.isWhitespace }
            #expect(
                MarkdownNode.isLineBreakTag(tag) == (reference == "<br>" || reference == "<br/>"),
                "\(tag.debugDescription)")
        }
        #expect(MarkdownNode.isLineBreakTag("<Br />"))
        #expect(!MarkdownNode.isLineBreakTag("<abbr>"))
    }

    @Test("A scalar appended as UTF-8 is its String's bytes, and decodes back to it")
    func utf8Append() {
        let values: [UInt32] = [
            0, 0x41, 0x7F, 0x80, 0xE9, 0x7FF, 0x800, 0xAC00, 0xD7FF, 0xE000, 0xFF41, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF,
        ]
        for value in values {
            var bytes: [UInt8] = []
            UTF8Scalars.append(value, to: &bytes)
            #expect(bytes == Array(String(Unicode.Scalar(value)!).utf8), "U+\(String(value, radix: 16))")
            let decoded = bytes.withUnsafeBufferPointer { UTF8Scalars.decode($0, at: 0) }
            #expect(decoded.value == value && decoded.length == bytes.count, "U+\(String(value, radix: 16))")
        }
    }

    @Test("Columns convert from bytes to characters")
    func characterColumns() {
        let document = MarkdownParser.parse("한국어 **X**\n")
        // "한국어 " is 10 bytes; byte column 11 is character column 5.
        #expect(document.characterColumn(line: 1, byteColumn: 11) == 5)
        #expect(document.characterColumn(line: 1, byteColumn: 1) == 1)
    }

    @Test("Every scalar counted on bytes is a character of its own beside any other such scalar")
    func soloScalarsBreakEverywhere() {
        // By Unicode's grapheme rules, whether two scalars join depends on their classes alone
        // (and on joiners, regional indicators and viramas before them, none of them solo). A
        // scalar that breaks from a letter on both sides (not Extend, SpacingMark, ZWJ or
        // Prepend), from a line feed after it (not CR), from itself (not Regional_Indicator),
        // from a Hangul syllable before it (not V or T) and from a syllable or a leading jamo
        // after it (not L) is Other, LV or LVT, and those break from one another.
        let partners: [(before: String, after: String)] = [
            ("a", ""), ("", "a"), ("", "\n"), ("가", ""), ("", "가"), ("", "\u{1100}"),
        ]
        var checked = 0
        var value: UInt32 = 0
        while value <= 0x10FFFF {
            // Han and Hangul syllables, 32,000 scalars of one class each, are sampled.
            let step: UInt32 = (0x3400...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value) ? 7 : 1
            defer { value += step }
            guard Graphemes.isSolo(value), let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            #expect((text + text).count == 2, "U+\(String(value, radix: 16, uppercase: true)) twice")
            for (before, after) in partners {
                let joined = before + text + after
                #expect(
                    joined.count == before.count + 1 + after.count,
                    "U+\(String(value, radix: 16, uppercase: true)) in \(joined.unicodeScalars.map { $0.value })")
            }
            checked += 1
        }
        #expect(checked > 12_000)
        // Marks, joiners, modifiers, selectors, jamo, regional indicators and prepended signs
        // are not solo.
        for value: UInt32 in [
            0x0D, 0x301, 0x5B0, 0x64B, 0x600, 0x6DD, 0x200C, 0x200D, 0xFE0F, 0x1F3FB, 0x1100, 0x1F1F0,
        ] {
            #expect(!Graphemes.isSolo(value), "U+\(String(value, radix: 16, uppercase: true))")
        }
    }

    @Test("Delimiter rows are recognised with and without outer pipes and alignment")
    func delimiterRows() {
        #expect(TableRecovery.isDelimiterRow("---|---|"))
        #expect(TableRecovery.isDelimiterRow("| :-- | --: |"))
        #expect(TableRecovery.isDelimiterRow("|--|--|"))
        #expect(!TableRecovery.isDelimiterRow("---"))
        #expect(!TableRecovery.isDelimiterRow("a | b"))
        #expect(!TableRecovery.isDelimiterRow("| | |"))
    }
}

@Suite("Tables written as HTML")
struct HTMLTableTests {
    @Test("Rows, cells, <br>, references and rowspan read like a pipe table, each row on its line")
    func htmlTable() throws {
        let document = MarkdownParser.parse(
            """
            Intro.

            <table>
              <tr><th>Category</th><th>Error</th><th>Error Code</th><th>Description</th></tr>
              <tr><td rowspan="2">Auth</td><td>TCGB_ERROR_INVALID_MEMBER</td><td>6</td><td>Invalid &amp; unknown</td></tr>
              <tr>
                <td>TCGB_ERROR_BANNED_MEMBER</td><td>7</td><td>Banned.<br/>See <b>ban</b> info.</td>
              </tr>
            </table>
            """)
        var tables: [MarkdownNode] = []
        document.root.forEachDescendant { if $0.kind == .table { tables.append($0) } }
        let table = try #require(tables.first)
        #expect(table.children.map(\.range.start.line) == [4, 5, 6])
        #expect(
            table.children[1].children.map(\.plainText) == [
                "Auth", "TCGB_ERROR_INVALID_MEMBER", "6", "Invalid & unknown",
            ])
        #expect(
            table.children[2].children.map(\.plainText) == [
                "", "TCGB_ERROR_BANNED_MEMBER", "7", "Banned.\nSee ban info.",
            ])
    }

    @Test("HTML that is not a table, or a table of one row, gives no table")
    func notATable() {
        for html in [
            "<div><p>text</p></div>\n", "<table><tr><td>only</td></tr></table>\n", "<table><tr><td unclosed\n",
        ] {
            var count = 0
            MarkdownParser.parse(html).root.forEachDescendant { if $0.kind == .table { count += 1 } }
            #expect(count == 0, "\(html)")
        }
    }
}

/// Parses on several threads at once.
@Suite("Parsing side by side")
struct ParallelParsingTests {
    @Test("Documents parsed side by side read as they do one at a time")
    func parallelParses() throws {
        // Strikethrough's `~` is marked and cleared in state libcmark-gfm shares between parsers:
        // a parse that finished while another read `~~struck~~` made it plain text.
        let block =
            "Some ~~struck~~ text, *more* words [here](u) ~~again~~.\n\n| a | ~~b~~ |\n| --- | --- |\n| ~~1~~ | `2` |\n\n"
        let document = String(repeating: block, count: 100)
        let expected = try MarkdownParser.parseTree(document, maximumNesting: 64, flatten: true).dump()
        #expect(expected.contains("Strikethrough"))
        // Half in the arena of the thread they run on, half with the system's allocator.
        let trees = Self.dumpsSideBySide(400) { index in
            (try? MarkdownParser.parseTree(document, maximumNesting: 64, flatten: true, arena: index % 2 == 0))?
                .dump() ?? ""
        }
        #expect(trees.filter { $0 != expected }.count == 0)
    }

    /// `count` dumps made side by side, `dump(index)` each.
    private static func dumpsSideBySide(_ count: Int, _ dump: @escaping @Sendable (Int) -> String) -> [String] {
        let trees = UnsafeMutableBufferPointer<String>.allocate(capacity: count)
        trees.initialize(repeating: "")
        defer { trees.deallocate() }
        nonisolated(unsafe) let shared = trees
        DispatchQueue.concurrentPerform(iterations: count) { index in shared[index] = dump(index) }
        return Array(trees)
    }

    @Test("Documents without `~` parsed side by side with documents with it leave them as they are")
    func mixedParallelParses() throws {
        // A document without `~` is parsed without strikethrough and takes no lock: it must not
        // clear `~` while a document with it is read.
        let struck = String(
            repeating:
                "Some ~~struck~~ text, *more* [here](u) ~~again~~.\n\n| a | ~~b~~ |\n| - | - |\n| ~~1~~ | 2 |\n\n",
            count: 100)
        let plain = String(
            repeating: "Plain *text*, **bold** [link](u) `code`.\n\n| a | b |\n| - | - |\n| 1 | `2` |\n\n",
            count: 100)
        let expected = try [plain, struck].map {
            try MarkdownParser.parseTree($0, maximumNesting: 64, flatten: true).dump()
        }
        // Two documents without `~` for each with it.
        let trees = Self.dumpsSideBySide(600) { index in
            (try? MarkdownParser.parseTree(index % 3 == 0 ? struck : plain, maximumNesting: 64, flatten: true))?
                .dump() ?? ""
        }
        #expect(trees.indices.filter { trees[$0] != expected[$0 % 3 == 0 ? 1 : 0] }.isEmpty)
    }

    @Test("A document without `~` reads the same with strikethrough attached or not")
    func strikethroughOnlyWhereTilde() throws {
        // Random documents of fragments, every other one starting with a fragment with `~` (each
        // in turn): parsed with only the extensions their characters call for, and with every one.
        let fragments = [
            "# Head", "text *em* **strong** _u_", "| a | b |\n| - | - |\n| 1 | 2 |", "- item\n- item",
            "> quote", "```\ncode\n```", "[l](u) ![i](j)", "<b>html</b>", "\\- escaped", "a | b", "***", "`c`",
            "x  \ny", "1. one", "&amp; &#126; entity",
        ]
        var generator = SystemRandomNumberGenerator()
        var tildes = 0
        for round in 0..<300 {
            var parts = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                fragments.randomElement(using: &generator)!
            }
            if round % 2 == 1 {
                parts.insert(["~~s~~", "a ~ b", "~~~\nfence\n~~~", "\\~"][(round / 2) % 4], at: 0)
            }
            let document = parts.joined(separator: Bool.random(using: &generator) ? "\n\n" : "\n")
            let chosen = try MarkdownParser.parseTree(document, maximumNesting: 16, flatten: true).dump()
            let every = try MarkdownParser.parseTree(document, maximumNesting: 16, flatten: true, everyExtension: true)
                .dump()
            #expect(chosen == every, "\(document)")
            if every.contains("Strikethrough") { tildes += 1 }
        }
        // The documents that start with `~~s~~` (38 of them) did read strikethrough.
        #expect(tildes >= 38)
    }
}

/// The iterative walk over a tree visits its nodes as a recursive one does.
@Suite("Walking a tree")
struct TreeWalkTests {
    @Test("forEachDescendant visits every node once, in document order")
    func walkOrder() {
        var generator = SystemRandomNumberGenerator()
        var next = 0
        // A node numbered in document order (its start line), with random children.
        func tree(depth: Int) -> MarkdownNode {
            next += 1
            let position = SourcePosition(line: next, column: 1)
            var node = MarkdownNode(kind: .paragraph, range: SourceRange(start: position, end: position))
            let count = depth > 5 ? 0 : Int.random(in: 0...4, using: &generator) - (depth > 2 ? 2 : 0)
            for _ in 0..<max(count, 0) { node.children.append(tree(depth: depth + 1)) }
            return node
        }
        for _ in 0..<200 {
            next = 0
            let root = tree(depth: 0)
            var visited: [Int] = []
            root.forEachDescendant { visited.append($0.range.start.line) }
            #expect(visited == Array(1...next))
        }
    }
}
