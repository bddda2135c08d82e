import Foundation
import Testing

/// `errata diff`: the drift report, narrowed to languages.
@Suite("errata diff")
struct DiffCommandTests {
    /// ko, en and ja (bundle `ja-JP`): the English banned-member row conflicts (ko and ja agree), and
    /// the Japanese page uses `TCGB_ERROR_SOCKET_ERROR(110)` in its text, which no table defines.
    static func project() throws -> ErrataRunner {
        let runner = try ErrataRunner()
        try DemoFixture.write(
            into: runner, languages: ["ko", "en", "ja"], rows: ["en": CheckCommandTests.conflictRows()])
        let config = DemoFixture.config(languages: ["ko", "en", "ja"]).replacingOccurrences(
            of: "ja: ja", with: "ja: ja-JP")
        try runner.write(config, to: "errata.yml")
        let page = DemoFixture.page(rows: DemoFixture.jaRows)
        try runner.write(
            page.replacingOccurrences(of: "# Errors\n", with: "# Errors\n\nTCGB_ERROR_SOCKET_ERROR(110)を確認。\n"),
            to: DemoFixture.pagePath("ja"))
        return runner
    }

    @Test("With no locale, the whole drift report")
    func everything() throws {
        let runner = try Self.project()
        let result = try runner.run(["diff"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.hasPrefix("# Demo translation drift\n"))
        #expect(result.stdout.contains("### TCGB_ERROR_BANNED_MEMBER"))
        #expect(result.stdout.contains("TCGB_ERROR_SOCKET_ERROR"))
        #expect(!runner.exists("generated"))
        // The same text `errata build` writes to report/drift.md.
        #expect(try runner.build().exitCode == 0)
        #expect(try runner.text("generated/Demo/report/drift.md") == result.stdout)
    }

    @Test("--locale keeps the findings of those languages or related to them")
    func narrowed() throws {
        let runner = try Self.project()
        let en = try runner.run(["diff", "--locale", "ko", "--locale", "en"])
        #expect(en.exitCode == 0, "stderr: \(en.stderr)")
        #expect(en.stdout.contains("en gives TCGB_ERROR_AUTH_BANNED_MEMBER (3005)"))
        #expect(!en.stdout.contains("is used in the text"), "ja's unlisted symbol concerns only ja: \(en.stdout)")
        let ja = try runner.run(["diff", "--locale", "ja"])
        #expect(ja.stdout.contains("is used in the text"))
        #expect(ja.stdout.contains("en gives TCGB_ERROR_AUTH_BANNED_MEMBER (3005)"), "ja's row is related")
        let bundle = try runner.run(["diff", "--locale", "JA-jp"])
        #expect(bundle.stdout == ja.stdout)
    }

    @Test("A locale no product has: exit 2, naming the languages there are")
    func unknownLocale() throws {
        let runner = try Self.project()
        let result = try runner.run(["diff", "--locale", "fr"])
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("'fr'"))
        #expect(result.stderr.contains("ko, en, ja, ja-JP"))
        #expect(result.stdout.isEmpty)
    }

    @Test("diff --help explains --locale, with examples")
    func help() throws {
        let result = try ErrataRunner().run(["diff", "--help"])
        #expect(result.exitCode == 0)
        for text in ["USAGE: errata diff", "--locale <locale>", "Examples:", "errata diff --locale ko --locale en"] {
            #expect(result.stdout.contains(text), "diff --help lacks \(text)")
        }
    }
}
