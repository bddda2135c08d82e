import Foundation
import Testing

/// `errata explain`: one code across every language.
@Suite("errata explain")
struct ExplainCommandTests {
    static func project() throws -> ErrataRunner {
        let runner = try ErrataRunner()
        try DemoFixture.write(
            into: runner, languages: ["ko", "en", "ja"], rows: ["en": CheckCommandTests.conflictRows()])
        return runner
    }

    @Test("By number (the English alias 3005): the decision, every source with its place, the messages, the finding")
    func byNumber() throws {
        let runner = try Self.project()
        let result = try runner.run(["explain", "3005"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        let text = result.stdout
        #expect(text.hasPrefix("TCGB_ERROR_BANNED_MEMBER = 7  (Demo, category Auth)\n"))
        #expect(text.contains("TCGB_ERROR_AUTH_BANNED_MEMBER = 3005, as en writes it, is an alias of this code."))
        #expect(text.contains("  number 7: majority: ko, ja (2 of 3 languages) give 7"))
        #expect(text.contains("  ko  table   TCGB_ERROR_BANNED_MEMBER       7     docs-src/demo/ko/errors.md:6:"))
        #expect(text.contains("  en  table   TCGB_ERROR_AUTH_BANNED_MEMBER  3005  docs-src/demo/en/errors.md:6:"))
        #expect(text.contains("  ja  table   TCGB_ERROR_BANNED_MEMBER       7     docs-src/demo/ja/errors.md:6:"))
        #expect(text.contains("  ja  制裁された会員です。  (docs-src/demo/ja/errors.md:6:"))
        #expect(text.contains("docs-src/demo/en/errors.md:6:"))
        #expect(text.contains(": error: en gives TCGB_ERROR_AUTH_BANNED_MEMBER (3005)"))
    }

    @Test("By symbol, in any case, the same explanation")
    func bySymbol() throws {
        let runner = try Self.project()
        let upper = try runner.run(["explain", "TCGB_ERROR_BANNED_MEMBER"])
        #expect(upper.exitCode == 0)
        #expect(upper.stdout.hasPrefix("TCGB_ERROR_BANNED_MEMBER = 7  (Demo, category Auth)\nDecided") == false)
        #expect(upper.stdout.hasPrefix("TCGB_ERROR_BANNED_MEMBER = 7  (Demo, category Auth)\n\nDecided\n"))
        let lower = try runner.run(["explain", "tcgb_error_banned_member"])
        #expect(lower.stdout == upper.stdout)
        let number = try runner.run(["explain", "7"])
        #expect(number.stdout == upper.stdout)
    }

    @Test("Not found: exit 1 with a clear message and a close symbol")
    func notFound() throws {
        let runner = try Self.project()
        let typo = try runner.run(["explain", "TCGB_ERROR_BANED_MEMBER"])
        #expect(typo.exitCode == 1)
        #expect(typo.stdout.isEmpty)
        #expect(
            typo.stderr
                == "error: no error symbol 'TCGB_ERROR_BANED_MEMBER' in product demo; "
                + "did you mean 'TCGB_ERROR_BANNED_MEMBER'?\n")
        let number = try runner.run(["explain", "4242"])
        #expect(number.exitCode == 1)
        #expect(number.stderr == "error: no error code '4242' in product demo\n")
    }

    @Test("explain --help has examples")
    func help() throws {
        let result = try ErrataRunner().run(["explain", "--help"])
        #expect(result.exitCode == 0)
        for text in ["USAGE: errata explain", "<code|symbol>", "Examples:", "errata explain 4012"] {
            #expect(result.stdout.contains(text), "explain --help lacks \(text)")
        }
    }
}
