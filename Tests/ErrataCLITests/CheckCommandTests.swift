import ErrataTestSupport
import Foundation
import Testing

/// `errata check`: exit codes, formats, baselines and coverage, end to end.
@Suite("errata check")
struct CheckCommandTests {
    /// The demo with the English row of the banned-member code renamed and renumbered (3005): one
    /// `code-conflict` error at `docs-src/demo/en/errors.md:6`.
    static func conflictRows() -> [DemoFixture.Row] {
        var rows = DemoFixture.enRows
        rows[1] = DemoFixture.Row(symbol: "TCGB_ERROR_AUTH_BANNED_MEMBER", code: 3005, message: "Banned member.")
        return rows
    }

    /// A demo project; `en` gets `enRows` when given.
    static func project(languages: [String] = ["ko", "en"], enRows: [DemoFixture.Row]? = nil) throws -> ErrataRunner {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner, languages: languages, rows: enRows.map { ["en": $0] } ?? [:])
        return runner
    }

    @Test("Clean guides: exit 0, nothing on standard output, nothing written")
    func clean() throws {
        let runner = try Self.project()
        let result = try runner.run(["check"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty, "stdout: \(result.stdout)")
        #expect(result.stderr.contains("errata check: no findings."))
        #expect(!runner.exists("generated"))
    }

    @Test("A conflict: exit 1 and an Xcode-style error at the English row, with a note per other language")
    func conflictFails() throws {
        let runner = try Self.project(languages: ["ko", "en", "ja"], enRows: Self.conflictRows())
        let result = try runner.run(["check"])
        #expect(result.exitCode == 1, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex { $0.hasSuffix("[code-conflict]") }, "stdout: \(result.stdout)")
        #expect(lines[index].hasPrefix("docs-src/demo/en/errors.md:6:"))
        #expect(lines[index].contains(": error: en gives TCGB_ERROR_AUTH_BANNED_MEMBER (3005)"))
        #expect(lines[index + 1].hasPrefix("docs-src/demo/ko/errors.md:6:"))
        #expect(lines[index + 1].contains(": note: ko gives TCGB_ERROR_BANNED_MEMBER (7)"))
        #expect(lines[index + 2].hasPrefix("docs-src/demo/ja/errors.md:6:"))
        #expect(lines[index].contains("number 3005 where ko, ja give 7, and symbol"), "\(lines[index])")
        #expect(result.stderr.contains("1 fails at --fail-on error"))

        // With one language agreeing, the verb agrees with it.
        let two = try Self.project(languages: ["ko", "en"], enRows: Self.conflictRows()).run(["check"])
        #expect(two.stdout.contains("number 3005 where ko gives 7, and symbol"), "stdout: \(two.stdout)")
        #expect(two.stdout.contains("where ko writes TCGB_ERROR_BANNED_MEMBER"), "stdout: \(two.stdout)")
        #expect(!result.stdout.contains("\u{1B}["), "colors on a file")
        #expect(!runner.exists("generated"))
    }

    #if os(Linux)
        /// Runs `errata check` under a pseudo-terminal (util-linux `script`), as a person would.
        private func checkOnTerminal(_ runner: ErrataRunner, noColor: Bool) throws -> String {
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = noColor ? "1" : nil
            let output = runner.sandbox.appendingPathComponent("terminal-\(noColor).txt")
            _ = try Subprocess.run(
                "/usr/bin/script", ["-qec", "'\(try ErrataRunner.binary().path)' check", "/dev/null"],
                directory: runner.project.path, environment: environment, standardOutput: output.path)
            return String(decoding: try Data(contentsOf: output), as: UTF8.self)
        }

        @Test(
            "On a terminal the Xcode format is colored, unless NO_COLOR is set",
            .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux script")
        )
        func colorsOnTerminal() throws {
            let runner = try Self.project(enRows: Self.conflictRows())
            let colored = try checkOnTerminal(runner, noColor: false)
            #expect(colored.contains("\u{1B}[1;31merror: \u{1B}[0m"), "\(colored)")
            let plain = try checkOnTerminal(runner, noColor: true)
            #expect(plain.contains(": error: en gives"), "\(plain)")
            #expect(!plain.contains("\u{1B}["))
        }
    #endif

    @Test("Bad config: exit 2 with the file and line")
    func badConfig() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        try runner.write(DemoFixture.config(languagesKey: "langauges"), to: "errata.yml")
        let result = try runner.run(["check"])
        #expect(result.exitCode == 2)
        #expect(result.stderr.hasPrefix("errata.yml:8:"), "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("A missing code is a warning: exit 0 at --fail-on error, 1 at --fail-on warning")
    func failOnWarning() throws {
        let runner = try Self.project(enRows: Array(DemoFixture.enRows.prefix(2)))
        let byDefault = try runner.run(["check"])
        #expect(byDefault.exitCode == 0, "stderr: \(byDefault.stderr)")
        #expect(
            byDefault.stdout.contains(
                ": warning: TCGB_ERROR_NOT_LOGGED_IN (8) is missing from en's error tables; ko lists it"))
        let strict = try runner.run(["check", "--fail-on", "warning"])
        #expect(strict.exitCode == 1)
        let bad = try runner.run(["check", "--fail-on", "nope"])
        #expect(bad.exitCode == 64)
        #expect(bad.stderr.contains("'error' and 'warning'"))
    }

    @Test("A rule raised, lowered or turned off in the config's rules")
    func ruleSeverities() throws {
        let runner = try Self.project(enRows: Array(DemoFixture.enRows.prefix(2)))
        let config = try runner.text("errata.yml")
        try runner.write(config + "rules:\n  code-missing: error\n", to: "errata.yml")
        let raised = try runner.run(["check"])
        #expect(raised.exitCode == 1)
        #expect(raised.stdout.contains(": error: TCGB_ERROR_NOT_LOGGED_IN (8) is missing from en's error tables"))
        try runner.write(config + "rules:\n  code-missing: off\n", to: "errata.yml")
        let off = try runner.run(["check", "--fail-on", "warning"])
        #expect(off.exitCode == 0, "stdout: \(off.stdout)")
        #expect(!off.stdout.contains("code-missing"))
    }

    @Test("An accepted conflict is shown as accepted and does not fail")
    func acceptedConflict() throws {
        let runner = try Self.project(enRows: Self.conflictRows())
        let config =
            DemoFixture.config()
            + "    resolutions:\n      - fact: TCGB_ERROR_BANNED_MEMBER\n        code: 7\n"
            + "        reason: The server sends 7.\n"
        try runner.write(config, to: "errata.yml")
        let result = try runner.run(["check"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains(": note: accepted: en gives TCGB_ERROR_AUTH_BANNED_MEMBER (3005)"))
        #expect(result.stdout.contains("errata.yml:12:9: note: accepted in the config: The server sends 7."))
        #expect(result.stderr.contains("1 accepted"))
    }

    @Test("A resolution that names nothing is a stale-resolution warning at its line, and does not fail")
    func staleResolution() throws {
        let runner = try Self.project()
        let config =
            DemoFixture.config()
            + "    resolutions:\n      - fact: TCGB_ERROR_BANNED_MEMBERS\n        code: 7\n        reason: Typo.\n"
        try runner.write(config, to: "errata.yml")
        let result = try runner.run(["check", "--fail-on", "warning"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(
            result.stdout
                == "errata.yml:12:9: warning: the resolution for 'TCGB_ERROR_BANNED_MEMBERS' names no code or fact "
                + "of product 'demo'; did you mean 'TCGB_ERROR_BANNED_MEMBER'? [stale-resolution]\n")
    }

    @Test("Every format prints the conflict; --output-file writes the report instead of printing it")
    func formats() throws {
        let runner = try Self.project(enRows: Self.conflictRows())
        let json = try runner.run(["check", "--format", "json"])
        #expect(json.exitCode == 1)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["rule"] as? String } == ["code-conflict"])
        #expect(entries.first?["failing"] as? Bool == true)

        let github = try runner.run(["check", "--format", "github"])
        #expect(github.exitCode == 1)
        #expect(github.stdout.hasPrefix("::error file=docs-src/demo/en/errors.md,line=6,col="))
        #expect(github.stdout.contains(",endLine=6,title=errata code-conflict::en gives"))
        #expect(github.stdout.contains("%0Adocs-src/demo/ko/errors.md:6:"))

        let junit = try runner.run(["check", "--format", "junit"])
        #expect(junit.exitCode == 1)
        #expect(junit.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"errata\""))
        #expect(junit.stdout.contains("<testcase name=\"code-conflict: "))
        #expect(
            junit.stdout.contains(
                "file=\"docs-src/demo/en/errors.md\" line=\"6\">\n      <failure type=\"code-conflict\""))

        let markdown = try runner.run(["check", "--format", "markdown"])
        #expect(markdown.stdout.hasPrefix("## errata check\n"))
        #expect(markdown.stdout.contains("| `code-conflict` | error | `docs-src/demo/en/errors.md:6:"))

        let toFile = try runner.run(["check", "--format", "sarif", "--output-file", "out/../errata.sarif"])
        #expect(toFile.exitCode == 2, "the folder out/ does not exist: \(toFile.stderr)")
        let sarif = try runner.run(["check", "--format", "sarif", "--output-file", "errata.sarif"])
        #expect(sarif.exitCode == 1)
        #expect(sarif.stdout.isEmpty)
        let log = try #require(try JSONSerialization.jsonObject(with: runner.data("errata.sarif")) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        // The report is written beside the file and moved over it: nothing is left behind.
        let left = try FileManager.default.contentsOfDirectory(atPath: runner.project.path)
        #expect(!left.contains { $0.hasPrefix(".errata-") }, "\(left)")
        let again = try runner.run(["check", "--format", "json", "--output-file", "errata.sarif"])
        #expect(again.exitCode == 1)
        #expect(try JSONSerialization.jsonObject(with: runner.data("errata.sarif")) is [Any])

        let unknown = try runner.run(["check", "--format", "html"])
        #expect(unknown.exitCode == 64)
        // Six values are listed one a line.
        for format in ["xcode", "json", "sarif", "github", "markdown", "junit"] {
            #expect(unknown.stderr.contains("\n  - \(format)"), "\(unknown.stderr)")
        }
    }

    @Test("Baseline: write it (exit 0), then only new drift fails, and entries that match nothing are stale")
    func baseline() throws {
        let runner = try Self.project(languages: ["ko", "en", "ja"], enRows: Self.conflictRows())
        #expect(try runner.run(["check"]).exitCode == 1)

        let written = try runner.run(["check", "--write-baseline", "errata-baseline.json"])
        #expect(written.exitCode == 0, "stderr: \(written.stderr)")
        #expect(written.stderr.contains("wrote 1 findings to errata-baseline.json"))
        let text = try runner.text("errata-baseline.json")
        #expect(text.contains("\"rule\" : \"code-conflict\""))
        #expect(text.contains("\"fact\" : \"TCGB_ERROR_BANNED_MEMBER\""))
        #expect(text.contains("\"path\" : \"docs-src/demo/en/errors.md\""))
        #expect(!text.contains("\"line\""))

        let baselined = try runner.run(["check", "--baseline", "errata-baseline.json"])
        #expect(baselined.exitCode == 0, "stderr: \(baselined.stderr)")
        #expect(baselined.stdout.contains(": note: baselined: en gives TCGB_ERROR_AUTH_BANNED_MEMBER (3005)"))
        #expect(baselined.stderr.contains("1 baselined"))

        // Lines move (a paragraph at the top of the page): still baselined.
        let page = DemoFixture.page(rows: Self.conflictRows())
        try runner.write("Intro.\n\nMore intro.\n\n" + page, to: DemoFixture.pagePath("en"))
        let moved = try runner.run(["check", "--baseline", "errata-baseline.json", "--format", "sarif"])
        #expect(moved.exitCode == 0, "stderr: \(moved.stderr)")
        #expect(moved.stdout.contains("\"baselineState\" : \"unchanged\""))

        // A new conflict in Japanese fails; the old one stays baselined.
        var jaRows = DemoFixture.jaRows
        jaRows[2].code = 9
        try runner.write(DemoFixture.page(rows: jaRows), to: DemoFixture.pagePath("ja"))
        let fresh = try runner.run(["check", "--baseline", "errata-baseline.json"])
        #expect(fresh.exitCode == 1, "stdout: \(fresh.stdout)")
        #expect(fresh.stdout.contains("docs-src/demo/ja/errors.md:7:"))
        #expect(fresh.stdout.contains(": note: baselined: en gives"))

        // Everything fixed: the entry is stale, a warning at its line in the baseline, not a failure.
        try DemoFixture.write(into: runner, languages: ["ko", "en", "ja"])
        let stale = try runner.run(["check", "--baseline", "errata-baseline.json", "--fail-on", "warning"])
        #expect(stale.exitCode == 0, "stdout: \(stale.stdout)")
        let line = DemoFixture.lineNumber(of: "\"fingerprint\"", in: text)
        #expect(
            stale.stdout.hasPrefix(
                "errata-baseline.json:\(line): warning: the baseline entry for code-conflict on "
                    + "TCGB_ERROR_BANNED_MEMBER (en, demo) matches no finding any more"),
            "stdout: \(stale.stdout)")
        #expect(stale.stdout.hasSuffix("[stale-baseline]\n"))

        let missing = try runner.run(["check", "--baseline", "nope.json"])
        #expect(missing.exitCode == 2)
        #expect(missing.stderr.hasPrefix("nope.json: error: cannot read the baseline file"))
        // The baseline is read before the guides: with a broken page too, the baseline is named.
        try runner.write(Data([0x23, 0x20, 0xFF, 0xFE, 0x0A]), to: "docs-src/demo/en/broken.md")
        let first = try runner.run(["check", "--baseline", "nope.json"])
        #expect(first.exitCode == 2)
        #expect(first.stderr.hasPrefix("nope.json: error: cannot read the baseline file"), "\(first.stderr)")
        // Writing a baseline reads none.
        let rewrite = try runner.run(["check", "--baseline", "nope.json", "--write-baseline", "new.json"])
        #expect(rewrite.stderr.contains("broken.md"), "\(rewrite.stderr)")
    }

    @Test("--min-coverage: a language below it fails, naming the language and its coverage")
    func minimumCoverage() throws {
        let runner = try Self.project(enRows: Array(DemoFixture.enRows.prefix(2)))
        let below = try runner.run(["check", "--min-coverage", "95"])
        #expect(below.exitCode == 1, "stderr: \(below.stderr)")
        #expect(
            below.stdout.contains(
                "docs-src/demo/en/errors.md: error: en covers 66.6% of product 'demo' (2 of 3 listed codes), "
                    + "below --min-coverage 95% [min-coverage]"),
            "stdout: \(below.stdout)")
        #expect(below.stderr.contains("coverage of demo: ko 100%, en 66.6%"))
        let above = try runner.run(["check", "--min-coverage", "60"])
        #expect(above.exitCode == 0, "stderr: \(above.stderr)")
        #expect(!above.stdout.contains("[min-coverage]"))
        let invalid = try runner.run(["check", "--min-coverage", "120"])
        #expect(invalid.exitCode == 64)
        #expect(invalid.stderr.contains("between 0 and 100"))
    }

    @Test("With --config in a subfolder, paths read right from the current folder")
    func pathsFromCurrentFolder() throws {
        let runner = try ErrataRunner()
        let inner = try ErrataRunner()
        try DemoFixture.write(into: inner, rows: ["en": Self.conflictRows()])
        try FileManager.default.copyItem(at: inner.project, to: runner.url("guides"))
        let result = try runner.run(["check", "--config", "guides/errata.yml"])
        #expect(result.exitCode == 1, "stderr: \(result.stderr)")
        #expect(result.stdout.hasPrefix("guides/docs-src/demo/en/errors.md:6:"), "stdout: \(result.stdout)")
    }

    @Test("check --help explains the formats, the exit codes and the baseline, with examples")
    func help() throws {
        let result = try ErrataRunner().run(["check", "--help"])
        #expect(result.exitCode == 0)
        // Help text is wrapped to the terminal's width: compare with runs of spaces made one.
        let help = result.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        for text in [
            "USAGE: errata check", "--format <format>", "--output-file <path>", "--fail-on <severity>",
            "--baseline <file>", "--write-baseline <file>", "--min-coverage <percent>", "--config <path>",
            "Examples:", "errata check --format sarif --output-file errata.sarif", "exits 0", "stale-baseline",
            "(values: xcode, json, sarif, github, markdown, junit; default: xcode)", "NO_COLOR",
            "(values: error, warning; default: error)",
        ] {
            #expect(help.contains(text), "check --help lacks \(text)")
        }
    }
}
