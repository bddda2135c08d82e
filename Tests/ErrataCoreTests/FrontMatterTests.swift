import ErrataMarkdown
import Foundation
import Testing

@testable import ErrataCore

/// Front matter at the top of a page (YAML `---` … `---`, TOML `+++` … `+++`) is metadata, not a section.
@Suite("Front matter")
struct FrontMatterTests {
    @Test(
        "A YAML mapping, or nothing, between fences on the first lines is front matter",
        arguments: [
            ("---\ntitle: x\n---\n# A\n", 3),
            ("---\ntitle: x\n...\n# A\n", 3),
            ("--- \t\ntitle: x\nlist:\n  - a\n  - b\n---  \n", 6),
            ("---\n---\n# A\n", 2),
            ("---\n# only a comment\n---\n", 3),
            ("---\ntitle: x\n---", 3),
            // Generators keep the last of two values for one key.
            ("---\na: 1\na: 2\n---\n", 4),
            // `*` never makes an alias here (see YAMLAliasGuard), so an alias bomb reads as plain text.
            ("---\na: &a [x, x]\nb: [*a, *a]\n? *a\n: c\n---\n", 6),
            ("---\ndescription: \"**bold** and [TCGBGamebase userID]\"\n---\n", 3),
            // Hugo's TOML, whatever it holds (errata reads no TOML).
            ("+++\ntitle = \"로그인\"\n[params]\n  weight = 2\n+++\n# A\n", 5),
            ("+++ \n+++\n", 2),
        ] as [(String, Int)]
    )
    func frontMatter(text: String, lines: Int) {
        #expect(FrontMatter.lineCount(in: text) == lines)
    }

    @Test(
        "Anything else at the top is Markdown",
        arguments: [
            // A thematic break and a setext heading: the text between is not a mapping.
            "---\nSome heading\n---\ntext\n",
            "---\n- a\n- b\n---\n",
            "---\ntitle: x\n# never closed\n",
            "# A\n---\na: 1\n---\n",
            "----\na: 1\n----\n",
            " ---\na: 1\n---\n",
            "***\na: 1\n***\n",
            // TOML fences are only `+++`, never closed by `---` or `...`, and must close.
            "+++\ntitle = \"x\"\n---\n",
            "+++\ntitle = \"x\"\n...\n",
            "+++\ntitle = \"x\"\n# never closed\n",
            "---\ntitle: x\n+++\n",
            "++++\na = 1\n++++\n",
            "",
        ]
    )
    func notFrontMatter(text: String) {
        #expect(FrontMatter.lineCount(in: text) == 0)
    }

    @Test("Keys and values that are not valid YAML are front matter all the same, and what is wrong is said")
    func invalidYAML() throws {
        let read = FrontMatter.read("---\ntitle: SDK 레퍼런스\ndescription: @scope/sdk의 훅.\na: [unclosed\n---\n# A\n")
        #expect(read.lines == 5)
        #expect(read.problem?.line == 3)
        #expect(read.problem?.reason.contains("cannot start any token") == true)
        #expect(FrontMatter.read("---\na: [unclosed\n---\n").lines == 3)
        #expect(FrontMatter.read("---\ntitle: x\n---\n").problem == nil)

        let product = try DriftRuleTests.reconcile("front-matter-invalid", languages: ["en", "ko"])
        #expect(
            product.findings.map { "\($0.rule) \($0.location.path):\($0.location.line)" } == [
                "markdown-syntax ko/front-matter-invalid.md:3"
            ])
    }

    @Test("A block longer than the limit is read as Markdown")
    func tooLong() {
        let body = String(repeating: "key: value\n", count: FrontMatter.maximumBytes / 11 + 1)
        #expect(FrontMatter.lineCount(in: "---\n" + body + "---\n") == 0)
        #expect(FrontMatter.lineCount(in: "---\nkey: value\n---\n" + body) == 3)
    }

    @Test("cmark reads front matter as blank lines: the lines after it keep their numbers")
    func parsedAsBlankLines() throws {
        let text = "---\ntitle: x\n---\n# A\n\ntext\n"
        let document = try MarkdownParser.parse(text, limits: .default, frontMatterLines: 3)
        #expect(document.frontMatterLines == 3)
        #expect(document.lines.count == 6)
        #expect(document.lines[1] == "title: x")
        let kinds = document.root.children.map(\.kind)
        #expect(kinds == [.heading(level: 1), .paragraph])
        #expect(document.root.children.first?.range.start.line == 4)
        #expect(MarkdownParser.parse(text, frontMatterLines: 3).root.children.map(\.kind) == kinds)
        // Without it, cmark reads a thematic break and a heading made of the metadata.
        #expect(
            MarkdownParser.parse(text).root.children.map(\.kind)
                == [.thematicBreak, .heading(level: 2), .heading(level: 1), .paragraph])
        #expect(MarkdownParser.blankingLines(2, of: "a\nb\nc") == "\n\nc")
        #expect(MarkdownParser.blankingLines(5, of: "a\nb") == "\n")
    }

    @Test(
        "Front matter is no section: pages with and without it align, and its lines give no facts but untranslated text"
    )
    func facts() throws {
        let ko = try Fixture.facts("rules/front-matter/ko.md", language: "ko")
        #expect(ko.headings.map(\.path) == [["로그인"], ["로그인", "오류 코드"]])
        #expect(ko.mentions.map(\.symbol).contains("TCGB_ERROR_AUTH_FAILED") == false)
        #expect(ko.definitions.map(\.location.line) == [12])

        let zh = try Fixture.facts("rules/front-matter/zh.md", language: "zh")
        #expect(zh.headings.map(\.path) == [["登录"], ["登录", "错误代码"]])
        #expect(zh.apis.isEmpty)
        #expect(zh.mentions.map(\.symbol).contains("TCGB_ERROR_AUTH_FAILED") == false)
        // The title left in Korean is untranslated text all the same.
        #expect(zh.foreignText.map(\.text) == ["로그인"])
        #expect(zh.foreignText.map(\.location.line) == [2])

        // Hugo's TOML front matter, read the same way.
        let ja = try Fixture.facts("rules/front-matter/ja.md", language: "ja")
        #expect(ja.headings.map(\.path) == [["ログイン"], ["ログイン", "エラーコード"]])
        #expect(ja.headings.first?.location.line == 8)
        #expect(ja.apis.isEmpty)
        #expect(ja.mentions.map(\.symbol).contains("TCGB_ERROR_AUTH_FAILED") == false)
        #expect(ja.foreignText.map(\.text) == ["로그인"])
        #expect(ja.foreignText.map(\.location.line) == [2])

        let product = try DriftRuleTests.reconcile("front-matter", languages: ["ko", "zh", "ja", "en"])
        #expect(DriftRuleTests.findings(product, "section-missing").isEmpty)
        #expect(product.findings.map(\.rule) == ["untranslated", "untranslated"])
        #expect(product.findings.map(\.location.line) == [2, 2])
    }
}
