import ErrataTestSupport
import Foundation
import Testing

/// `errata check` with a baseline across edits, comments in pages that turn rules off, and the
/// filters and summary of `check` and `diff`, end to end.
@Suite("errata check: baselines across edits, suppression comments, filters")
struct SuppressionCommandTests {
    /// A flaw `markdown-syntax` reports: a closing `**` right after punctuation, glued to a word.
    static let flaw = "Call **setup()**first."
    /// Another line with the same flaw, reported with the same message.
    static let otherFlaw = "Run **start()**now."

    /// An English page with a section `Setup` and a section `Usage`, each given its lines.
    static func guide(top: [String], setup: [String], usage: [String] = ["Text."]) -> String {
        var lines: [String] = ["# Guide", ""]
        for line in top { lines += [line, ""] }
        lines += ["## Setup", ""]
        for line in setup { lines += [line, ""] }
        lines += ["## Usage", ""]
        for line in usage { lines += [line, ""] }
        return lines.joined(separator: "\n")
    }

    static let guidePath = "docs-src/demo/en/guide.md"

    /// The findings of `check --format json` and more arguments, with the exit code.
    static func check(_ runner: ErrataRunner, _ arguments: [String]) throws -> (exit: Int32, findings: [[String: Any]])
    {
        let result = try runner.run(["check", "--format", "json"] + arguments)
        let findings = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "\(result.stderr)")
        return (result.exitCode, findings)
    }

    /// `rule path:line` of the findings with `status` (the guide's `markdown-syntax` ones only, unless `anyPage`).
    static func places(_ findings: [[String: Any]], status: String, anyPage: Bool = false) -> [String] {
        findings.compactMap { finding in
            let location = finding["location"] as? [String: Any]
            let path = location?["path"] as? String ?? ""
            guard finding["status"] as? String == status,
                anyPage || (path == guidePath && finding["rule"] as? String == "markdown-syntax")
            else { return nil }
            return "\(finding["rule"] as? String ?? "") \(path):\(location?["line"] as? Int ?? 0)"
        }
    }

    @Test(
        "A baseline matches on content and section: lines inserted or deleted above change nothing, an identical flaw added above is new, a finding moved under another heading is new"
    )
    func baselineAcrossEdits() throws {
        let runner = try CheckCommandTests.project()
        try runner.write(Self.guide(top: ["Intro."], setup: [Self.flaw]), to: Self.guidePath)
        let first = try Self.check(runner, [])
        #expect(Self.places(first.findings, status: "open") == ["markdown-syntax \(Self.guidePath):7"])
        #expect(try runner.run(["check", "--write-baseline", "baseline.json"]).exitCode == 0)
        #expect(try runner.text("baseline.json").contains("\"section\" : ["))
        let baselined = ["--baseline", "baseline.json", "--fail-on", "warning"]

        // Lines inserted above, then deleted: nothing new.
        try runner.write(Self.guide(top: ["Intro.", "More.", "And more."], setup: [Self.flaw]), to: Self.guidePath)
        let inserted = try Self.check(runner, baselined)
        #expect(inserted.exit == 0)
        #expect(Self.places(inserted.findings, status: "baselined") == ["markdown-syntax \(Self.guidePath):11"])
        try runner.write(Self.guide(top: [], setup: [Self.flaw]), to: Self.guidePath)
        let deleted = try Self.check(runner, baselined)
        #expect(deleted.exit == 0)
        #expect(Self.places(deleted.findings, status: "baselined") == ["markdown-syntax \(Self.guidePath):5"])

        // The same flaw added at the top: it is the new one, the old one stays baselined.
        try runner.write(Self.guide(top: [Self.otherFlaw], setup: [Self.flaw]), to: Self.guidePath)
        let added = try Self.check(runner, baselined)
        #expect(added.exit == 1)
        #expect(Self.places(added.findings, status: "open") == ["markdown-syntax \(Self.guidePath):3"])
        #expect(Self.places(added.findings, status: "baselined") == ["markdown-syntax \(Self.guidePath):7"])

        // Moved under another heading: new, and its entry is stale.
        try runner.write(Self.guide(top: ["Intro."], setup: ["Text."], usage: [Self.flaw]), to: Self.guidePath)
        let moved = try Self.check(runner, baselined)
        #expect(moved.exit == 1)
        #expect(Self.places(moved.findings, status: "open") == ["markdown-syntax \(Self.guidePath):11"])
        #expect(Self.places(moved.findings, status: "open", anyPage: true).contains { $0.hasPrefix("stale-baseline ") })
    }

    @Test(
        "Comments in the page turn rules off where they stand: next line, ranges, kinds, with a reason in the JSON; not in code, and not from another language's page"
    )
    func suppressionComments() throws {
        let runner = try CheckCommandTests.project(enRows: CheckCommandTests.conflictRows())
        let page = [
            "# Guide", "",
            "<!-- errata-disable-next-line markdown-syntax: the stars are literal -->", Self.flaw, "",  // 3, 4
            Self.otherFlaw, "",  // 6
            "~~~", "<!-- errata-disable markdown-syntax -->", "~~~", "",  // 8-10
            "Use **run()**twice and `<!-- errata-disable -->`.", "",  // 12
            "<!-- errata-disable syntax, code-conflict -->", "",  // 14
            "Go **back()**home.", "",  // 16
            "<!-- errata-enable syntax -->", "",  // 18
            "Go **forth()**away.", "",  // 20
            "Go **on()**again. <!-- errata-disable-line -->", "",  // 22
        ].joined(separator: "\n")
        try runner.write(page, to: Self.guidePath)
        let result = try Self.check(runner, ["--fail-on", "warning"])
        #expect(result.exit == 1)
        #expect(
            Self.places(result.findings, status: "open")
                == [
                    "markdown-syntax \(Self.guidePath):6", "markdown-syntax \(Self.guidePath):12",
                    "markdown-syntax \(Self.guidePath):20",
                ])
        #expect(
            Self.places(result.findings, status: "accepted")
                == [
                    "markdown-syntax \(Self.guidePath):4", "markdown-syntax \(Self.guidePath):16",
                    "markdown-syntax \(Self.guidePath):22",
                ])
        let first = try #require(result.findings.first { ($0["location"] as? [String: Any])?["line"] as? Int == 4 })
        let suppressed = try #require(first["suppressed"] as? [String: Any])
        #expect(suppressed["reason"] as? String == "the stars are literal")
        #expect(suppressed["comment"] as? String == "errata-disable-next-line")
        #expect(suppressed["rules"] as? [String] == ["markdown-syntax"])
        #expect((suppressed["location"] as? [String: Any])?["line"] as? Int == 3)
        #expect(first["failing"] as? Bool == false)
        let open = try #require(result.findings.first { ($0["location"] as? [String: Any])?["line"] as? Int == 6 })
        #expect(open["suppressed"] is NSNull)

        // The English conflict is reported on the English page: a comment in the Korean page leaves it.
        let conflict = "docs-src/demo/en/errors.md:6"
        let koPage =
            "<!-- errata-disable code-conflict: ko is right -->\n\n" + DemoFixture.page(rows: DemoFixture.koRows)
        try runner.write(koPage, to: DemoFixture.pagePath("ko"))
        let fromKorean = try Self.check(runner, [])
        #expect(Self.places(fromKorean.findings, status: "open", anyPage: true).contains("code-conflict \(conflict)"))
        let enPage = DemoFixture.page(rows: CheckCommandTests.conflictRows()) + "\n<!-- errata-disable -->\n"
        try runner.write(
            "<!-- errata-disable code-conflict: the server sends both -->\n\n"
                + DemoFixture.page(rows: CheckCommandTests.conflictRows()), to: DemoFixture.pagePath("en"))
        let fromEnglish = try runner.run(["check"])
        #expect(fromEnglish.exitCode == 0, "stdout: \(fromEnglish.stdout)")
        #expect(fromEnglish.stdout.contains("docs-src/demo/en/errors.md:8:"))
        #expect(fromEnglish.stdout.contains("suppressed by errata-disable: the server sends both"))
        #expect(fromEnglish.stderr.contains("4 suppressed"), "\(fromEnglish.stderr)")
        // A comment below the finding turns off nothing above it.
        try runner.write(enPage, to: DemoFixture.pagePath("en"))
        #expect(try runner.run(["check"]).exitCode == 1)

        // A baseline written now leaves the suppressed findings out.
        #expect(try runner.run(["check", "--write-baseline", "baseline.json"]).exitCode == 0)
        let baseline = try runner.text("baseline.json")
        #expect(baseline.components(separatedBy: "\"rule\" : \"markdown-syntax\"").count - 1 == 3)
    }

    /// The demo in ko, en and ja: en's row conflicts (an error), ja lacks a row (a warning).
    @Test("SARIF marks a finding a comment in its page turns off as suppressed in source")
    func sarifInSourceSuppression() throws {
        let runner = try CheckCommandTests.project()
        let page = [
            "# Guide", "",
            "<!-- errata-disable-next-line markdown-syntax: the stars are literal -->", Self.flaw, "",  // 3, 4
            Self.otherFlaw, "",  // 6
        ].joined(separator: "\n")
        try runner.write(page, to: Self.guidePath)
        let run = try runner.run(["check", "--format", "sarif"])
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        func result(atLine line: Int) -> [String: Any]? {
            results.first { entry in
                let locations = entry["locations"] as? [[String: Any]]
                let physical = locations?.first?["physicalLocation"] as? [String: Any]
                let region = physical?["region"] as? [String: Any]
                return entry["ruleId"] as? String == "markdown-syntax" && region?["startLine"] as? Int == line
            }
        }
        let suppressed = try #require(result(atLine: 4))
        let suppression = try #require((suppressed["suppressions"] as? [[String: Any]])?.first)
        #expect(suppression["kind"] as? String == "inSource")
        #expect((suppression["justification"] as? String)?.hasSuffix(": the stars are literal") == true)
        #expect(try #require(result(atLine: 6))["suppressions"] == nil)
    }

    static func filteredProject() throws -> ErrataRunner {
        let runner = try ErrataRunner()
        try DemoFixture.write(
            into: runner, languages: ["ko", "en", "ja"],
            rows: ["en": CheckCommandTests.conflictRows(), "ja": Array(DemoFixture.jaRows.prefix(2))])
        return runner
    }

    @Test("check --rule, --language and --path keep some findings, before --fail-on decides")
    func checkFilters() throws {
        let runner = try Self.filteredProject()
        let all = try runner.run(["check"])
        #expect(all.exitCode == 1)
        #expect(all.stdout.contains("[code-conflict]") && all.stdout.contains("[code-missing]"))

        let missing = try runner.run(["check", "--rule", "code-missing"])
        #expect(missing.exitCode == 0, "the error is filtered out: \(missing.stdout)")
        #expect(!missing.stdout.contains("[code-conflict]") && missing.stdout.contains("[code-missing]"))
        let kind = try runner.run(["check", "--rule", "conflict"])
        #expect(kind.exitCode == 1)
        #expect(kind.stdout.contains("[code-conflict]") && !kind.stdout.contains("[code-missing]"))
        let both = try runner.run(["check", "--rule", "missing", "--rule", "code-conflict"])
        #expect(both.stdout.contains("[code-conflict]") && both.stdout.contains("[code-missing]"))

        let japanese = try runner.run(["check", "--language", "JA", "--fail-on", "warning"])
        #expect(japanese.exitCode == 1)
        #expect(japanese.stdout.hasPrefix("docs-src/demo/ja/errors.md:"), "\(japanese.stdout)")
        #expect(!japanese.stdout.contains("[code-conflict]"))
        let path = try runner.run(["check", "--path", "docs-src/demo/en"])
        #expect(path.exitCode == 1)
        #expect(path.stdout.contains("[code-conflict]") && !path.stdout.contains("[code-missing]"))
        let glob = try runner.run(["check", "--path", "**/ja/*.md"])
        #expect(glob.exitCode == 0)
        #expect(!glob.stdout.contains("[code-conflict]") && glob.stdout.contains("[code-missing]"))

        let badRule = try runner.run(["check", "--rule", "code-conflicts"])
        #expect(badRule.exitCode == 64)
        #expect(badRule.stderr.contains("--rule 'code-conflicts' names no rule or kind"), "\(badRule.stderr)")
        let badLanguage = try runner.run(["check", "--language", "fr"])
        #expect(badLanguage.exitCode == 2)
        #expect(badLanguage.stderr.contains("no product has the language 'fr'"), "\(badLanguage.stderr)")
        let badPath = try runner.run(["check", "--path", "../en"])
        #expect(badPath.exitCode == 64)
    }

    @Test("--summary prints pages × rules, worst page first, for check and diff")
    func summaries() throws {
        let runner = try Self.filteredProject()
        let check = try runner.run(["check", "--summary"])
        #expect(check.exitCode == 1)
        let lines = check.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(check.stdout)")
        #expect(lines.first?.hasPrefix("| page ") == true)
        #expect(lines.first?.contains("| errors | warnings | notes |") == true)
        #expect(lines[2].hasPrefix("| docs-src/demo/en/errors.md "), "the page with an error first: \(check.stdout)")
        #expect(lines[3].hasPrefix("| docs-src/demo/ja/errors.md "))
        #expect(lines[4].hasPrefix("| all 2 pages "))
        #expect(!check.stdout.contains("TCGB_"))
        let filtered = try runner.run(["check", "--summary", "--rule", "code-missing"])
        #expect(filtered.exitCode == 0)
        #expect(!filtered.stdout.contains("code-conflict"))
        #expect(filtered.stdout.contains("| all 1 page "))

        let diff = try runner.run(["diff", "--summary"])
        #expect(diff.exitCode == 0)
        #expect(diff.stdout == check.stdout, "\(diff.stdout)")
        let diffRule = try runner.run(["diff", "--rule", "code-missing"])
        #expect(diffRule.exitCode == 0)
        #expect(diffRule.stdout.contains("TCGB_ERROR_NOT_LOGGED_IN"))
        #expect(!diffRule.stdout.contains("TCGB_ERROR_AUTH_BANNED_MEMBER (3005)"), "\(diffRule.stdout)")
        let diffPath = try runner.run(["diff", "--summary", "--path", "en"])
        #expect(diffPath.stdout.contains("| all 1 page "))
        #expect(diffPath.stdout.contains("docs-src/demo/en/errors.md"))
        #expect(try runner.run(["diff", "--rule", "nope"]).exitCode == 64)
    }
}
