import Foundation
import Testing

@testable import ErrataMarkdown

/// MkDocs' admonitions and content tabs: bodies indented under a marker line.
@Suite("Indented blocks (MkDocs)")
struct IndentedBlocksTests {
    @Test("A body under a marker moves left by its indent; lines keep their numbers")
    func dedents() {
        let source = """
            === "Android"

                | Error | Code |
                | --- | --- |

            !!! note "Retry"
                Text.
                    code under the note
            After.
            """
        let result = IndentedBlocks.dedented(source)
        #expect(
            result.text == """
                === "Android"

                | Error | Code |
                | --- | --- |

                !!! note "Retry"
                Text.
                    code under the note
                After.
                """)
        #expect(result.shifts == [0, 0, 0, 4, 4, 0, 0, 4, 4, 0])
    }

    @Test("Nested blocks, tabs, collapsible admonitions; markers in fenced code and lookalikes are not blocks")
    func markers() {
        let nested = IndentedBlocks.dedented("???+ tip\n    === \"iOS\"\n        | a |\n\tx\n")
        #expect(nested.text == "???+ tip\n=== \"iOS\"\n| a |\nx\n")
        #expect(nested.shifts == [0, 0, 4, 8, 1, 0])
        let fenced = "```markdown\n!!! note\n    Text.\n```\n"
        #expect(IndentedBlocks.dedented(fenced).text == fenced)
        #expect(IndentedBlocks.dedented(fenced).shifts == nil)
        let indentedCode = "Example:\n\n    !!! note\n        Text.\n"
        #expect(IndentedBlocks.dedented(indentedCode).shifts == nil)
        for line in ["!!!", "!!!note", "=== Title", "===", "??? 1", "Text !!! note"] {
            #expect(!IndentedBlocks.isMarker(Substring(line).utf8), "\(line)")
        }
        for line in ["!!! note", "!!! Warning \"T\"", "??? info", "???+ info", "=== \"A\"", "===+ \"A\""] {
            #expect(IndentedBlocks.isMarker(Substring(line).utf8), "\(line)")
        }
        // A page without markers is handed back as it is.
        #expect(IndentedBlocks.dedented("    code\n").shifts == nil)
        // Lines that end in `\r\n` (a page saved on Windows): the body moves, the breaks stay.
        let windows = IndentedBlocks.dedented("!!! note\r\n    | a |\r\n\r\n    Text.\r\nAfter.\r\n")
        #expect(windows.text == "!!! note\r\n| a |\r\n\r\nText.\r\nAfter.\r\n")
        #expect(windows.shifts == [0, 0, 4, 0, 4, 0, 0])
    }

    @Test("A tab in a numbered step: its body moves left four columns and stays in the step")
    func inListItem() {
        let source = """
            1. Install

                === "Gradle"

                    | a | b |
                    | - | - |
                    | 1 | 2 |

            2. Run

                    !!! note
                        code in the step
            """
        let result = IndentedBlocks.dedented(source)
        #expect(result.shifts == [0, 0, 0, 0, 0, 4, 4, 4, 0, 0, 0, 0, 0])
        let document = MarkdownParser.parse(source)
        let item = document.root.children.first?.children.first
        let table = item?.children.first { $0.kind == .table }
        #expect(table?.range.start == SourcePosition(line: 5, column: 9))
        // Eight columns into the second step, the marker is in an indented code block.
        let code = document.root.children.first?.children.last?.children.last
        #expect(code?.kind == .codeBlock(info: ""))
        #expect(
            ["- a", "* a", "+\tb", "1. a", "12) a"].allSatisfy { IndentedBlocks.startsListItem(Substring($0).utf8) })
        #expect(
            !["-a", "**a**", "1.a", "1234567890. a", "a. b", ""].contains {
                IndentedBlocks.startsListItem(Substring($0).utf8)
            })
    }

    @Test("A limit met in a tab's body is reported at the column of the page as written")
    func limitColumns() throws {
        let source = "=== \"A\"\n\n    > > > x\n\n    | a | b | c |\n    | - | - | - |\n"
        var nesting = MarkdownLimits.default
        nesting.maximumNesting = 2
        #expect(throws: MarkdownLimitError(kind: .nesting, position: SourcePosition(line: 3, column: 9), limit: 2)) {
            try MarkdownParser.parse(source, limits: nesting)
        }
        // The pre-scan names the row's first column: where the row starts on the page.
        var columns = MarkdownLimits.default
        columns.maximumTableColumns = 2
        #expect(throws: MarkdownLimitError(kind: .tableColumns, position: SourcePosition(line: 5, column: 5), limit: 2))
        {
            try MarkdownParser.parse(source, limits: columns)
        }
    }

    @Test("A table in a tab is a table, at the columns of the page as written")
    func tableInTab() {
        let document = MarkdownParser.parse(
            """
            === "Android"

                | a | b |
                | - | - |
                | 1 | 2 |
            """)
        let table = document.root.children.first { $0.kind == .table }
        #expect(table?.range.start == SourcePosition(line: 3, column: 5))
        let cell = table?.children.last?.children.last
        #expect(cell?.children.first?.range.start == SourcePosition(line: 5, column: 11))
        #expect(cell?.children.first?.literal == "2")
    }
}

extension IndentedBlocksTests {
    @Test("The text moved left is the page less each line's shift, byte for byte, in any script and line end")
    func textIsPageLessShifts() {
        // Marker lines, bodies at several depths with spaces and tabs, list items, fences, blank
        // lines, `\r\n` ends, and text in Korean, Persian and emoji at every depth.
        let pieces = [
            "!!! note \"제목\"", "??? tip", "=== \"탭\"", "- 항목", "1. 단계", "```", "", "    ", "\t",
            "        ", "본문 text", "متن فارسی 🚀", "| 코드 | 설명 |", "| --- | --- |", "    !!! warning",
            "        === \"iOS\"", "\t\tکد", "x\r",
        ]
        // The same pages on every run: a linear congruential sequence.
        var random = LinearSequence(seed: 0x1D3B)
        var moved = 0
        for _ in 0..<400 {
            let count = 1 + random.next(below: 24)
            let lines = (0..<count).map { _ in
                String(repeating: " ", count: random.next(below: 10)) + pieces[random.next(below: pieces.count)]
            }
            let page = lines.joined(separator: "\n") + (random.next(below: 2) == 0 ? "\n" : "")
            let result = IndentedBlocks.dedented(page)
            guard let shifts = result.shifts else {
                #expect(result.text == page)
                continue
            }
            moved += 1
            // Split on bytes: `\r\n` is one Character.
            let expected = Array(page.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).enumerated().map {
                Array($0.element.dropFirst(Int(shifts[$0.offset + 1])))
            }
            let bytes = Array(result.text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).map {
                Array($0)
            }
            #expect(bytes == expected, "\(page.debugDescription)")
        }
        #expect(moved > 100)
    }
}
