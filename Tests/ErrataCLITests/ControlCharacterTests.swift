import Foundation
import Testing

/// Control characters a document holds (here in a JSON example's keys, which JSON writes as
/// `\u001b`) reach the findings' messages. The line-oriented outputs (`check` as `xcode`,
/// `github` and `markdown`, `build`'s diagnostics on standard error, the drift reports in
/// Markdown and HTML) write them as visible escapes (`\u{1B}`), so that a page cannot rewrite a terminal
/// or a log; and a key holding a line break or a `.` is reported like any other. (The table documents
/// half the example's keys: an example sharing fewer with its section's table is not its.)
@Suite("Control characters from documents are escaped in every line-oriented output")
struct ControlCharacterTests {
    static let page = #"""
        # Login

        | Parameter | Description |
        | --- | --- |
        | valid | The result |
        | msgId | The message id |
        | userId | The user |
        | channel | The channel |
        | region | The region |
        | locale | The locale |
        | device | The device |
        | model | The model |
        | os | The operating system |

        ```json
        {"valid": "true", "msgId": "1", "userId": "u", "channel": "c", "region": "r", "locale": "l", "device": "d", "model": "m", "os": "o", "ev\u001b[2Jil": 1, "be\u0007ll": 2, "nu\u0000l": 3, "de\u007fl": 4, "c\u009bone": 5, "rt\u202eol": 6, "line\nbreak": 7, "dotted.key": 8, "nested": {"inner": 9}}
        ```

        """#

    /// The raw characters no line-oriented output may hold.
    static let raw: [Unicode.Scalar] = ["\u{1B}", "\u{07}", "\u{00}", "\u{7F}", "\u{9B}", "\u{202E}"]

    static func project() throws -> ErrataRunner {
        let runner = try ErrataRunner()
        try runner.write(DemoFixture.config(), to: "errata.yml")
        for language in ["ko", "en"] {
            try runner.write(page, to: "docs-src/demo/\(language)/login.md")
            try runner.write(DemoFixture.page(rows: DemoFixture.rows(language)), to: DemoFixture.pagePath(language))
        }
        return runner
    }

    static func expectEscaped(_ text: String, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for scalar in raw {
            #expect(
                !text.unicodeScalars.contains(scalar), "\(label) holds U+\(String(scalar.value, radix: 16))",
                sourceLocation: sourceLocation)
        }
        for escape in [#"\u{1B}[2Jil"#, #"be\u{7}ll"#, #"nu\u{0}l"#, #"de\u{7F}l"#, #"c\u{9B}one"#, #"rt\u{202E}ol"#] {
            #expect(text.contains(escape), "\(label) lacks \(escape): \(text)", sourceLocation: sourceLocation)
        }
    }

    @Test("check --format xcode, github and markdown escape them", arguments: ["xcode", "github", "markdown"])
    func check(_ format: String) throws {
        let runner = try Self.project()
        let result = try runner.run(["check", "--format", format])
        #expect(result.exitCode == 0 || result.exitCode == 1, "stderr: \(result.stderr)")
        Self.expectEscaped(result.stdout, format)
        // The key with a line break is one finding like the others, on one line of the report
        // (once: both languages write the page alike, the source language's is reported).
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("line") && $0.contains("break") }
        #expect(lines.count == 1, "\(format): \(result.stdout)")
        // A top-level key holding a `.` is a key like the others, not a nested path left out.
        #expect(result.stdout.split(separator: "\n").filter { $0.contains("dotted.key") }.count == 1)
        #expect(!result.stdout.contains("nested.inner"))
    }

    @Test("build's diagnostics on standard error and the drift reports in Markdown and HTML escape them")
    func build() throws {
        let runner = try Self.project()
        let result = try runner.build()
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        Self.expectEscaped(result.stderr, "stderr")
        let report = try runner.text("generated/Demo/report/drift.md")
        Self.expectEscaped(report, "drift-report.md")
        Self.expectEscaped(try runner.text("generated/Demo/report/drift.html"), "drift.html")
    }

    @Test("explain escapes them in the messages and symbols it prints from the guides")
    func explain() throws {
        let runner = try ErrataRunner()
        try runner.write(DemoFixture.config(), to: "errata.yml")
        for language in ["ko", "en"] {
            var rows = DemoFixture.rows(language)
            // No NUL: cmark reads it as U+FFFD in a page's text.
            rows[1].message = "Banned\u{1B}[2Jil, be\u{07}ll, de\u{7F}l, c\u{9B}one, rt\u{202E}ol."
            try runner.write(DemoFixture.page(rows: rows), to: DemoFixture.pagePath(language))
        }
        let result = try runner.run(["explain", "7"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        for scalar in Self.raw {
            #expect(
                !result.stdout.unicodeScalars.contains(scalar), "explain holds U+\(String(scalar.value, radix: 16))")
        }
        for escape in [#"\u{1B}[2Jil"#, #"be\u{7}ll"#, #"de\u{7F}l"#, #"c\u{9B}one"#, #"rt\u{202E}ol"#] {
            #expect(result.stdout.contains(escape), "explain lacks \(escape): \(result.stdout)")
        }
    }
}
