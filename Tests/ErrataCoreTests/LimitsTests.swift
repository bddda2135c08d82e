import ErrataMarkdown
import Foundation
import Testing

@testable import ErrataCore

/// The `limits` section of errata.yml, the nesting limit of the Markdown parser, and the guard
/// against YAML anchors and aliases.
@Suite("Limits")
struct LimitsTests {
    private func parse(_ text: String) throws -> Config {
        try ConfigLoader().parse(text, path: "errata.yml", root: "/project")
    }

    private func error(_ text: String) -> InputError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error as? InputError
        }
    }

    private static let products = "products:\n  p:\n    source: ko\n    languages:\n      ko: ko\n"

    // MARK: - errata.yml

    @Test("Without a limits section the defaults apply: 16 MiB, 256 levels, 5000 markers, 256 columns")
    func defaults() throws {
        let config = try parse(Self.products)
        #expect(config.limits == Limits.default)
        #expect(config.limits.maxFileBytes == 16 * 1024 * 1024)
        #expect(config.limits.maxNesting == 256)
        #expect(config.limits.maxInlineMarkup == 5000)
        #expect(config.limits.maxTableColumns == 256)
    }

    @Test("limits sets every value")
    func setLimits() throws {
        let config = try parse(
            Self.products
                + "limits:\n  max-file-bytes: 67108864\n  max-nesting: 64\n  max-inline-markup: 100\n"
                + "  max-table-columns: 10000\n")
        #expect(
            config.limits
                == Limits(maxFileBytes: 64 << 20, maxNesting: 64, maxInlineMarkup: 100, maxTableColumns: 10000))
    }

    @Test(
        "Bad limits are refused at their line",
        arguments: [
            ("limits:\n  max-nesting: deep\n", "whole number"),
            ("limits:\n  max-nesting: 0\n", "between 1 and 1000"),
            ("limits:\n  max-nesting: 1001\n", "between 1 and 1000"),
            ("limits:\n  max-file-bytes: -1\n", "between 1 and"),
            ("limits:\n  max-file-bytes: 2147483648\n", "between 1 and 1073741824"),
            ("limits:\n  max-inline-markup: 50001\n", "between 1 and 50000"),
            ("limits:\n  max-table-columns: 0\n", "between 1 and 10000"),
            ("limits:\n  max-lines: 5\n", "unknown key 'max-lines'"),
            ("limits: 5\n", "must be a mapping"),
        ])
    func badLimits(_ yaml: String, _ message: String) throws {
        let error = try #require(self.error(Self.products + yaml))
        #expect(error.message.contains(message), "\(error)")
        #expect(error.location.line >= 6)
    }

    // MARK: - YAML anchors and aliases

    /// The error `YAMLAliasGuard` throws for `yaml`, or `nil`.
    private func aliasError(_ yaml: String) -> InputError? {
        do {
            try YAMLAliasGuard.check(yaml, path: "errata.yml")
            return nil
        } catch {
            return error as? InputError
        }
    }

    @Test(
        "Anchors and aliases are refused at the node they start, wherever YAML allows one",
        arguments: [
            ("a: &x 1\n", 1, 4, "'&x'"),
            ("a: *x\n", 1, 4, "'*x'"),
            ("- &x\n", 1, 3, "'&x'"),
            ("a:\n  - [1, *x]\n", 2, 9, "'*x'"),
            ("a: {b: &c d}\n", 1, 8, "'&c'"),
            ("? *x\n: 1\n", 1, 3, "'*x'"),
            ("a: !!str &x b\n", 1, 4, "'&x'"),
            ("a: \"quoted\" # c\nb: &y z\n", 2, 4, "'&y'"),
            ("a: |\n  *text*\nb: *x\n", 3, 4, "'*x'"),
            ("a: 'it''s'\n*x : 1\n", 2, 1, "'*x'"),
            ("a: text\nb: *x\n", 2, 4, "'*x'"),
            ("a: text\n  more\nb:\n  - *x\n", 4, 5, "'*x'"),
            // JSON-like flow mappings: a ':' right after a quoted key is a value indicator.
            ("a: {\"k\":*x}\n", 1, 9, "'*x'"),
            ("a: {\"k\":&x {\"1\": 2}}\n", 1, 9, "'&x'"),
            ("a: {{\"k\":*x}: boom}\n", 1, 10, "'*x'"),
            // libyaml also ends lines at NEL, LS and PS.
            ("a: 1\u{2028}b: *x\n", 2, 4, "'*x'"),
            ("a: 1\u{85}? *x\n: 2\n", 2, 3, "'*x'"),
        ])
    func findsAliases(_ yaml: String, _ line: Int, _ column: Int, _ token: String) throws {
        let error = try #require(aliasError(yaml))
        #expect(error.message.contains("anchors or aliases"), "\(error)")
        #expect(error.message.contains(token), "\(error)")
        #expect(error.location.line == line && error.location.column == column, "\(error)")
    }

    @Test(
        "Text that only looks like an anchor or alias is not one",
        arguments: [
            "reason: a & b, 2 * 3\n",
            "reason: \"*bold* &amp\"\n",
            "reason: '*x'\n",
            "reason: |\n  *emphasis* and &entity;\n  - *item\nnext: 1\n",
            "reason: >-\n  &folded\n",
            "# &comment *alias\nkey: value # *x\n",
            "reason: \"multi\n  *line* quoted\"\n",
            "list: [a*b, c&d]\n",
            "url: http://x.example/*path\n",
            "reason: a text that goes on\n  *over* &two lines\nnext: 1\n",
            "map: {a:*b}\n",
        ])
    func noFalseAliases(_ yaml: String) {
        #expect(aliasError(yaml) == nil)
    }

    @Test("Text with a '*' reads back exactly as written once the guard has passed it")
    func starsKept() throws {
        let config = try parse(
            Self.products
                + "    resolutions:\n      - fact: A*B\n        code: 1\n        reason: \"*bold* \\u002a\"\n")
        let resolution = try #require(config.products.first?.resolutions.first)
        #expect(resolution.fact == "A*B")
        #expect(resolution.reason == "*bold* *")
    }

    @Test("The private-use character the guard uses for '*' is refused, at its line")
    func markerRefused() throws {
        let error = try #require(self.error("version: 1\nreason: a\u{E000}b\n" + Self.products))
        #expect(error.message.contains("U+E000"), "\(error)")
        #expect(error.location.line == 2)
    }

    /// A bomb of ten levels of ten aliases each, the last level used inside a mapping key.
    private static func bomb(style: String) -> String {
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        switch style {
        case "block":
            var yaml = "version: 1\nbomb:\n  a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
            for (previous, name) in zip(names, names.dropFirst()) {
                yaml +=
                    "  \(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
                    + "]\n"
            }
            return yaml + "  ? *i\n  : boom\n" + products
        default:
            // JSON-like flow mappings, which a lexical scan for '&' and '*' at a node's start missed.
            var parts = ["\"a\":&a {" + (0..<10).map { "\"\($0)\":\"lol\"" }.joined(separator: ",") + "}"]
            for (previous, name) in zip(names, names.dropFirst()) {
                parts.append(
                    "\"\(name)\":&\(name) {" + (0..<10).map { "\"\($0)\":*\(previous)" }.joined(separator: ",") + "}")
            }
            parts.append("\"z\": {{\"k\":*i}: boom}")
            return "version: 1\nbomb: {" + parts.joined(separator: ", ") + "}\n" + products
        }
    }

    @Test(
        "The config loader refuses an alias bomb at its first anchor, even one used inside a key",
        arguments: [("block", 3, 6), ("flow", 2, 12)])
    func aliasBomb(_ style: String, _ line: Int, _ column: Int) throws {
        let error = try #require(self.error(Self.bomb(style: style)))
        #expect(error.message.contains("anchors or aliases") && error.message.contains("'&a'"), "\(error)")
        #expect(error.location.line == line && error.location.column == column, "\(error)")
    }

    @Test("A 1 MiB config without aliases, stars in every value, is read")
    func largeConfig() throws {
        var yaml = Self.products + "    resolutions:\n"
        let entry = "      - fact: SYMBOL_*\n        code: 1\n        reason: \"a * b, *c* & d\"\n"
        while yaml.utf8.count + entry.utf8.count <= Limits.maxConfigBytes { yaml += entry }
        let config = try parse(yaml)
        #expect((config.products.first?.resolutions.count ?? 0) > 10_000)
        #expect(config.products.first?.resolutions.last?.reason == "a * b, *c* & d")
    }

    @Test("Deeply nested YAML is refused by the YAML parser's own limit, not by a crash")
    func deepYAML() throws {
        let error = try #require(self.error("products: " + String(repeating: "[", count: 5000) + "\n"))
        #expect(error.message.contains("YAML"), "\(error)")
    }

    // MARK: - Markdown nesting

    @Test("A document nested deeper than the limit is refused at the first container too deep")
    func nestingRefused() throws {
        let source = "# Title\n\nText.\n\n" + String(repeating: "> ", count: 12) + "deep\n"
        // Twelve block quotes, and the paragraph in the innermost one at depth 13.
        #expect(throws: Never.self) { try MarkdownParser.parse(source, limits: MarkdownLimits(maximumNesting: 13)) }
        #expect(throws: MarkdownLimitError.self) {
            try MarkdownParser.parse(source, limits: MarkdownLimits(maximumNesting: 12))
        }
        let error = try #require(
            #expect(throws: MarkdownLimitError.self) {
                try MarkdownParser.parse(source, limits: MarkdownLimits(maximumNesting: 11))
            })
        #expect(error.kind == .nesting)
        #expect(error.position.line == 5)
        #expect(error.position.column == 23)
        #expect(error.limit == 11)
    }

    // MARK: - Inline markup and table columns

    private func limitError(_ source: String, _ limits: MarkdownLimits = .default) -> MarkdownLimitError? {
        do {
            _ = try MarkdownParser.parse(source, limits: limits)
            return nil
        } catch {
            return error as? MarkdownLimitError
        }
    }

    @Test("A paragraph with more emphasis and link markers than the limit is refused at the line that goes over")
    func inlineMarkupRefused() throws {
        let line = String(repeating: "*a* [b](u) ", count: 10) + "\n"  // 30 markers
        let paragraph = "# Title\n\n" + String(repeating: line, count: 3)
        #expect(limitError(paragraph, MarkdownLimits(maximumInlineMarkup: 90)) == nil)
        let error = try #require(limitError(paragraph, MarkdownLimits(maximumInlineMarkup: 89)))
        #expect(error.kind == .inlineMarkup && error.position.line == 5)
        // Blank lines end paragraphs, and with them the count.
        let paragraphs = "# Title\n\n" + String(repeating: line + "\n", count: 3)
        #expect(limitError(paragraphs, MarkdownLimits(maximumInlineMarkup: 30)) == nil)
    }

    @Test("Escaped markers and underscores inside words are not counted")
    func inlineMarkupNotCounted() {
        let text = String(repeating: "TCGB_ERROR_X \\* \\] \\_ snake_case_name [unclosed ", count: 100) + "\n"
        #expect(limitError(text, MarkdownLimits(maximumInlineMarkup: 1)) == nil)
    }

    @Test("Markers are counted wherever they stand in a line, escaped ones and underscores inside words left out")
    func inlineMarkupAtEveryOffset() {
        // The prescan's rules, a byte at a time: `\\` skips the next byte, `*`, `~` and `]` count,
        // `_` counts unless a letter or digit stands on both sides.
        func markers(_ line: [UInt8]) -> Int {
            func isAlphanumeric(_ byte: UInt8) -> Bool {
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            }
            var count = 0
            var index = 0
            while index < line.count {
                switch line[index] {
                case UInt8(ascii: "\\"): index += 1
                case UInt8(ascii: "*"), UInt8(ascii: "~"), UInt8(ascii: "]"): count += 1
                case UInt8(ascii: "_"):
                    let inWord =
                        index > 0 && index + 1 < line.count && isAlphanumeric(line[index - 1])
                        && isAlphanumeric(line[index + 1])
                    if !inWord { count += 1 }
                default: break
                }
                index += 1
            }
            return count
        }
        // `^` and `}` are near the marks in value (the eight-bytes-at-a-time test lets `^` through).
        let pieces = [
            "a", "b1", " ", "한", "*", "~", "]", "_", "a_b", "\\*", "\\", "x\\", "|", "[", "é", "12345678", "^", "}",
            "^_", "abcdefg\\",
        ]
        var generator = SplitMix(seed: 0x8B17)
        for _ in 0..<4000 {
            let length = Int(generator.next() % 40)
            let line = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            // One line after a heading: a paragraph of its own.
            let text = "# T\n\n" + line + "\n"
            let count = markers(Array(line.utf8))
            #expect(limitError(text, MarkdownLimits(maximumInlineMarkup: count)) == nil, "\(line.debugDescription)")
            if count > 1 {  // a limit below 1 is raised to 1
                #expect(
                    limitError(text, MarkdownLimits(maximumInlineMarkup: count - 1))?.kind == .inlineMarkup,
                    "\(line.debugDescription)")
            }
        }
    }

    @Test("Table rows are counted one by one, and all together against four times the limit")
    func inlineMarkupInTables() throws {
        var table = "| Error | Description |\n| --- | --- |\n"
        table += String(repeating: "| TCGB\\_ERROR\\_X | *see* [here](u) |\n", count: 30)  // 3 markers a row
        #expect(limitError(table, MarkdownLimits(maximumInlineMarkup: 23)) == nil)
        #expect(limitError(table, MarkdownLimits(maximumInlineMarkup: 2))?.position.line == 3)
        #expect(limitError(table, MarkdownLimits(maximumInlineMarkup: 22))?.kind == .inlineMarkup)
        // A line that starts another block ends the table; what follows is a paragraph again.
        let after = table + "# End\n" + String(repeating: "*a* [b](u)\n", count: 40)
        #expect(limitError(after, MarkdownLimits(maximumInlineMarkup: 110))?.kind == .inlineMarkup)
        #expect(limitError(after, MarkdownLimits(maximumInlineMarkup: 120)) == nil)
    }

    @Test("A delimiter row whose cells do not match the line above starts no table and resets nothing")
    func fakeDelimiterRows() {
        var text = ""
        for _ in 0..<20 {
            text += String(repeating: "*a* [b](u) ", count: 10) + "\n| --- | --- | --- |\n"
        }
        #expect(limitError(text, MarkdownLimits(maximumInlineMarkup: 500))?.kind == .inlineMarkup)
        #expect(limitError(text, MarkdownLimits(maximumInlineMarkup: 600)) == nil)
    }

    @Test("A line with more '|' than the limit is refused")
    func tableColumnsRefused() throws {
        let wide = "| " + (0..<300).map { "c\($0)" }.joined(separator: " | ") + " |\n"
        let table = wide + String(repeating: "| --- ", count: 300) + "|\n"
        let error = try #require(limitError("# T\n\n" + table))
        #expect(error.kind == .tableColumns && error.position.line == 3 && error.limit == 256)
        // 300 cells between 301 pipes.
        #expect(limitError(table, MarkdownLimits(maximumTableColumns: 300)) == nil)
        #expect(limitError(table, MarkdownLimits(maximumTableColumns: 299))?.kind == .tableColumns)
        #expect(limitError(String(repeating: "a \\| ", count: 1000) + "\n") == nil)
    }

    @Test("Markup that makes libcmark-gfm take cubic time is refused before cmark reads it")
    func cubicMarkupRefusedFast() {
        let text = String(repeating: "*it* [a](u) ", count: 20_000) + "\n"
        // By the count before the parse (the inline markup limit is checked nowhere else), which
        // `make hostile-bench` times (long-line).
        #expect(limitError(text)?.kind == .inlineMarkup)
    }

    @Test("The parse stage names the page, line and character column of a document too deep")
    func nestingInputError() throws {
        let text = "한국어\n" + String(repeating: "*", count: 600) + "x" + String(repeating: "*", count: 600) + "\n"
        let document = SourceDocument(product: "p", language: "ko", page: "a", path: "docs/p/ko/a.md", text: text)
        let error = try #require(
            #expect(throws: InputError.self) { try DocumentParser().parse(document, limits: Limits(maxNesting: 100)) })
        #expect(error.location.path == "docs/p/ko/a.md")
        #expect(error.location.line == 2)
        #expect(error.message.contains("100 levels"))
    }

    @Test("Without a limit error, deeper containers are left out and their text kept")
    func flattening() {
        let document = MarkdownParser.parse(String(repeating: "- ", count: 50_000) + "deepest\n")
        var depth = 0
        var deepest = 0
        var texts: [String] = []
        var stack: [(MarkdownNode, Int)] = [(document.root, 0)]
        while let (node, level) = stack.popLast() {
            deepest = max(deepest, level)
            if node.kind == .text { texts.append(node.literal ?? "") }
            stack += node.children.map { ($0, level + 1) }
            depth += 1
        }
        #expect(deepest <= MarkdownLimits.default.maximumNesting + 1)
        #expect(texts == ["deepest"])
    }

    @Test(
        "Trees as deep as the ceiling are parsed, extracted and freed on a 1 MiB stack",
        arguments: [
            String(repeating: "- ", count: MarkdownLimits.ceilings.maximumNesting / 2 - 1) + "x\n",
            String(repeating: ">", count: MarkdownLimits.ceilings.maximumNesting - 1) + " x\n",
            String(repeating: "*", count: 2 * MarkdownLimits.ceilings.maximumNesting - 4) + "x"
                + String(repeating: "*", count: 2 * MarkdownLimits.ceilings.maximumNesting - 4) + "\n",
            String(repeating: "[", count: MarkdownLimits.ceilings.maximumNesting - 2) + "x"
                + String(repeating: "](u)", count: MarkdownLimits.ceilings.maximumNesting - 2) + "\n",
            "| a |\n| - |\n| " + String(repeating: "_", count: MarkdownLimits.ceilings.maximumNesting - 6) + "x"
                + String(repeating: "_", count: MarkdownLimits.ceilings.maximumNesting - 6) + " |\n",
        ])
    func ceilingOnSmallStack(_ source: String) throws {
        let document = SourceDocument(product: "p", language: "en", page: "a", path: "a.md", text: source)
        let lines = SmallStack.run { () -> Int in
            guard
                let parsed = try? DocumentParser().parse(
                    document, limits: Limits(maxNesting: Limits.ceilings.maxNesting))
            else { return -1 }
            return FactExtractor().extract(parsed).lineCount
        }
        #expect(lines == source.filter { $0 == "\n" }.count)
    }
}
