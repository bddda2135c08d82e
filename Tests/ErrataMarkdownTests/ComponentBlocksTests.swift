import Foundation
import Testing

@testable import ErrataMarkdown

/// MDX's components: tags on lines of their own around Markdown.
@Suite("Component blocks (MDX)")
struct ComponentBlocksTests {
    @Test("Tag lines are emptied, a component's lines move left by its first line's indent")
    func dedents() {
        let source = """
            <Tabs>
              <Tab title="Kotlin">
                ```kotlin
                  val x = 1
                ```
              </Tab></Tabs>
            <Card
              title="a > b"
              href="/x" />
            Text.
            """
        let result = ComponentBlocks.dedented(source)
        #expect(result.text == "\n\n```kotlin\n  val x = 1\n```\n\n\n\n\nText.")
        #expect(result.shifts == [0, 6, 22, 4, 4, 4, 15, 5, 15, 14, 0])
        #expect(result.unclosed.isEmpty)
        #expect(result.closed == ["Tab", "Tabs"])
    }

    @Test("Tags in fenced code, HTML tags and tags beside text are left; components never closed are listed")
    func leaves() {
        for source in ["```jsx\n<View>\n</View>\n```\n", "<details>\n\nText.\n</details>\n", "<Note>Text.</Note>\n"] {
            #expect(ComponentBlocks.dedented(source).text == source)
            #expect(ComponentBlocks.dedented(source).shifts == nil)
        }
        let unclosed = ComponentBlocks.dedented("<Steps>\n<Step title=\"A\">\nText.\n</Steps>\n<Warning>\nMore.\n")
        #expect(unclosed.unclosed.map { "\($0.line) \($0.name)" } == ["2 Step", "5 Warning"])
        #expect(unclosed.closed == ["Steps"])
    }

    @Test("cmark reads a fence right after a component's tag as code, at the page's columns")
    func parses() throws {
        let document = MarkdownParser.parse("<CodeGroup>\n  ```python\n  a = 1\n\n  b = 2\n  ```\n</CodeGroup>\n")
        let blocks = document.root.children.filter {
            if case .codeBlock = $0.kind { return true }
            return false
        }
        #expect(blocks.map(\.range.start.line) == [2])
        #expect(blocks.first?.range.start.column == 3)
    }
}
