import Foundation
import Testing

@testable import ErrataCore

@Suite("Report: check, baseline, stale resolutions and coverage")
struct ReportCheckTests {
    typealias Place = ReportFixture.Place

    /// The baseline of a product's findings, written and read back as a file would be.
    private func baseline(of product: ReconciledProduct) throws -> Baseline {
        try Baseline.parse(Baseline(findings: product.findings).text, path: "base.json")
    }

    @Test("Without a baseline, an error fails the check and warnings do not (at --fail-on error)")
    func failOn() {
        let product = ReportFixture.product()
        let atError = FindingCheck().run([product])
        #expect(atError.failed)
        #expect(atError.failing.map(\.finding.rule) == ["code-conflict"])
        let clean = ReportFixture.product(enComplete: true, enConflict: false)
        let warnings = clean.findings.filter { $0.severity == .warning }
        #expect(!FindingCheck().run([clean]).failed)
        #expect(FindingCheck(failOn: .warning).run([clean]).failed == !warnings.isEmpty)
    }

    @Test("An accepted finding never fails")
    func acceptedNeverFails() {
        let product = ReportFixture.product(enComplete: true, resolutions: [ReportFixture.bannedResolution])
        let result = FindingCheck().run([product])
        let conflict = result.findings.first { $0.finding.rule == "code-conflict" }
        #expect(conflict?.status == .accepted)
        #expect(conflict?.justificationLocation == Place(path: "errata.yml", line: 12, column: 9))
        #expect(!result.failed)
    }

    @Test("The baseline file: sorted entries without lines, read back with the line of each entry")
    func baselineFile() throws {
        let product = ReportFixture.product()
        let text = Baseline(findings: product.findings).text
        #expect(text.hasPrefix("{\n  \"findings\" : [\n"))
        #expect(text.hasSuffix("  \"version\" : 2\n}\n"))
        #expect(!text.contains("\"line\""))
        let read = try Baseline.parse(text, path: "base.json")
        #expect(read.entries == Baseline(findings: product.findings).entries)
        #expect(read.entries.map(\.rule) == read.entries.map(\.rule))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (entry, location) in zip(read.entries, read.locations) {
            #expect(location.path == "base.json")
            #expect(lines[location.line - 1].contains("\"fingerprint\" : \"\(entry.fingerprint)\""))
        }
        let sorted = read.entries.map { [$0.product, $0.rule, $0.fact, $0.language] }
        #expect(sorted == sorted.sorted { $0.lexicographicallyPrecedes($1) })
    }

    @Test("Baselined findings pass even when every line moved")
    func baselineIgnoresLines() throws {
        let baseline = try baseline(of: ReportFixture.product())
        let moved = ReportFixture.product(shift: 7)
        let result = FindingCheck(failOn: .warning, baseline: baseline).run([moved])
        #expect(!result.failed)
        #expect(result.findings.allSatisfy { $0.status == .baselined })
        #expect(!result.findings.contains { $0.finding.rule == "stale-baseline" })
        let entry = try #require(result.findings.first)
        #expect(entry.justification == "listed in the baseline base.json")
        #expect(entry.justificationLocation?.path == "base.json")
    }

    @Test("A new finding fails although the baseline lets the old ones through")
    func newFindingFails() throws {
        let baseline = try baseline(of: ReportFixture.product(enConflict: false))
        let result = FindingCheck(baseline: baseline).run([ReportFixture.product()])
        #expect(result.failed)
        #expect(result.failing.map(\.finding.rule) == ["code-conflict"])
        #expect(result.findings.contains { $0.status == .baselined })
    }

    @Test("Entries that match nothing are stale-baseline warnings at their line, which never fail")
    func staleEntries() throws {
        let baseline = try baseline(of: ReportFixture.product())
        let fixed = ReportFixture.product(enComplete: true, enConflict: false)
        let result = FindingCheck(failOn: .warning, baseline: baseline).run([fixed])
        let stale = result.findings.filter { $0.finding.rule == "stale-baseline" }
        #expect(stale.count == 2)
        #expect(Set(stale.map(\.finding.fact)) == ["TCGB_ERROR_BANNED_MEMBER", "TCGB_ERROR_NOT_LOGGED_IN"])
        for entry in stale {
            #expect(entry.finding.severity == .warning)
            #expect(entry.finding.location.path == "base.json")
            #expect(entry.finding.location.line > 0)
            #expect(!entry.fails(at: .warning))
        }
        let others = result.findings.filter { $0.finding.rule != "stale-baseline" }
        #expect(result.failed == others.contains { $0.fails(at: .warning) })
    }

    @Test("Several findings with the same key: each entry lets one through, same message first")
    func duplicateKeys() {
        let one = ReportFixture.finding(message: "one")
        let two = ReportFixture.finding(message: "two")
        let baseline = Baseline(findings: [two])
        let match = baseline.match([one, two])
        #expect(match.entryForFinding == [nil, 0])
        #expect(match.staleEntries.isEmpty)
        let twice = Baseline(findings: [one, one]).match([one])
        #expect(twice.entryForFinding == [0])
        #expect(twice.staleEntries == [1])
    }

    /// A `markdown-syntax`-like finding: the same message for each occurrence on a page,
    /// numbered in its fact, under `section`.
    private func syntaxFinding(line: Int, occurrence: Int, section: SectionPath) -> Finding {
        var finding = ReportFixture.finding(
            rule: "markdown-syntax", severity: .warning, message: "'**' shows on the page",
            fact: "syntax:'**' shows on the page#\(occurrence)",
            location: Place(path: "docs-src/demo/en/guide.md", line: line, column: 1))
        finding.section = section
        return finding
    }

    @Test("An identical finding added above an old one is new, and the old one stays baselined")
    func identicalFindingAbove() throws {
        let old = syntaxFinding(line: 8, occurrence: 1, section: ["Guide", "Setup"])
        let baseline = try Baseline.parse(Baseline(findings: [old]).text, path: "base.json")
        // A line holding the same flaw is inserted at the top, under another heading: the old one
        // moved down a line and is now the second of the page.
        let added = syntaxFinding(line: 3, occurrence: 1, section: ["Guide"])
        let moved = syntaxFinding(line: 9, occurrence: 2, section: ["Guide", "Setup"])
        #expect(baseline.match([added, moved]).entryForFinding == [nil, 0])
        // Lines deleted above: still baselined, whatever its line.
        #expect(
            baseline.match([syntaxFinding(line: 2, occurrence: 1, section: ["Guide", "Setup"])]).entryForFinding == [0])
        // Moved under another heading: new, and the entry is stale.
        let elsewhere = baseline.match([syntaxFinding(line: 8, occurrence: 1, section: ["Guide", "Usage"])])
        #expect(elsewhere.entryForFinding == [nil])
        #expect(elsewhere.staleEntries == [0])
        // Identical findings under one heading are matched in order.
        let twice = Baseline(findings: [old, syntaxFinding(line: 12, occurrence: 2, section: ["Guide", "Setup"])])
        #expect(twice.match([syntaxFinding(line: 20, occurrence: 1, section: ["Guide", "Setup"])]).staleEntries == [1])
    }

    @Test("Line ranges in a message do not matter; another message matches once identical ones are taken")
    func messagesWithoutLines() {
        func untranslated(_ extent: String, language: String = "en") -> Finding {
            var finding = ReportFixture.finding(
                rule: "untranslated", severity: .warning,
                message: "Hangul text in the \(language) guide under 'Setup' on 3 lines \(extent): 설치",
                fact: "text:Hangul:Setup", language: language)
            finding.section = ["Setup"]
            return finding
        }
        let baseline = Baseline(findings: [untranslated("(12–40)")])
        #expect(baseline.match([untranslated("(13–41)")]).entryForFinding == [0])
        #expect(Baseline.withoutLineNumbers("a (12–40) b (3) c (1–x)") == "a (#–#) b (3) c (1–x)")
        #expect(Baseline.withoutOrdinal("syntax:x#12") == "syntax:x")
        #expect(Baseline.withoutOrdinal("link:#anchor") == "link:#anchor")
        // A message that changed (another language now lists the code) still matches its entry,
        // after an entry whose message is the same took its own finding.
        let one = ReportFixture.finding(message: "en gives 3005 where ko gives 7")
        let other = ReportFixture.finding(message: "en gives 3005 where ko, ja give 7")
        #expect(Baseline(findings: [one]).match([other]).entryForFinding == [0])
        let both = Baseline(findings: [other, one])
        let pairs = both.match([one, other]).entryForFinding.map { $0.map { both.entries[$0].message } }
        #expect(pairs == [one.message, other.message])
    }

    @Test("A version 1 baseline, without sections, still matches on rule, product, fact and language")
    func versionOneBaseline() throws {
        let text = """
            {"version": 1, "findings": [{"fact": "TCGB_ERROR_BANNED_MEMBER", "fingerprint": "0", "language": "en",
            "message": "old", "path": "docs-src/demo/en/errors.md", "product": "demo", "rule": "code-conflict"}]}
            """
        let baseline = try Baseline.parse(text, path: "old.json")
        #expect(baseline.entries.first?.section == nil)
        #expect(baseline.match([ReportFixture.finding(message: "new")]).entryForFinding == [0])
    }

    @Test("A file that is not a baseline, or of another version, is an input error naming it")
    func badBaselineFiles() {
        #expect(throws: InputError.self) { try Baseline.parse("not json", path: "base.json") }
        #expect(throws: InputError.self) { try Baseline.parse("{\"version\": 3, \"findings\": []}", path: "b.json") }
        do {
            _ = try Baseline.read(path: "missing.json", relativeTo: "/nonexistent", maxBytes: 1 << 20)
            Issue.record("no error")
        } catch let error as InputError {
            #expect(error.location.path == "missing.json")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("A resolution that names no code is stale; symbols, aliases and numbers are not")
    func staleResolutions() throws {
        func resolution(_ fact: String, line: Int) -> Resolution {
            Resolution(fact: fact, code: 7, symbol: nil, reason: "r", location: Place(path: "errata.yml", line: line))
        }
        let resolutions = [
            resolution("TCGB_ERROR_BANNED_MEMBER", line: 1),
            resolution("TCGB_ERROR_AUTH_BANNED_MEMBER", line: 2),
            resolution("3005", line: 3),
            resolution("TCGB_ERROR_SOCKET_ERROR", line: 4),
            resolution("TCGB_ERROR_BANNED_MEMBERS", line: 5),
            resolution("42", line: 6),
        ]
        let product = ReportFixture.product(resolutions: resolutions)
        #expect(product.staleResolutions().map(\.location.line) == [5, 6])
        let result = FindingCheck(failOn: .warning).run([product])
        let stale = result.findings.filter { $0.finding.rule == "stale-resolution" }
        #expect(
            stale.map(\.finding.location) == [Place(path: "errata.yml", line: 5), Place(path: "errata.yml", line: 6)])
        #expect(stale[0].finding.message.contains("did you mean 'TCGB_ERROR_BANNED_MEMBER'?"))
        #expect(stale.allSatisfy { $0.finding.severity == .warning && !$0.fails(at: .warning) })
    }

    @Test("Coverage: the share of listed codes each language's table states")
    func coverage() {
        let product = ReportFixture.product()
        let counts = product.coverageCounts()
        #expect(counts["ko"] == CoverageCount(stated: 3, total: 3))
        #expect(counts["en"] == CoverageCount(stated: 2, total: 3))
        #expect(counts["ja"] == CoverageCount(stated: 3, total: 3))
        #expect(product.coverage()["en"].map { abs($0 - 2.0 / 3.0) < 1e-9 } == true)
        #expect(counts["en"]?.percentText == "66.6%")
        #expect(CoverageCount(stated: 19, total: 20).isBelow(percent: 95) == false)
        #expect(CoverageCount(stated: 18, total: 20).isBelow(percent: 95))
        #expect(CoverageCount(stated: 0, total: 0).isBelow(percent: 100) == false)
    }

    @Test("--min-coverage: a language below it is a min-coverage error that fails")
    func minimumCoverage() throws {
        let product = ReportFixture.product(resolutions: [ReportFixture.bannedResolution])
        let below = FindingCheck(minimumCoverage: 95).run([product])
        let errors = below.findings.filter { $0.finding.rule == "min-coverage" }
        #expect(errors.map(\.finding.language) == ["en"])
        let error = try #require(errors.first)
        #expect(error.finding.severity == .error)
        #expect(error.finding.message.contains("66.6%"))
        #expect(error.finding.message.contains("95%"))
        #expect(error.finding.location.path == "docs-src/demo/en/errors.md")
        #expect(below.failed)
        #expect(below.summary.contains("coverage of demo: ko 100%, en 66.6%, ja 100%"))
        let above = FindingCheck(minimumCoverage: 60).run([product])
        #expect(!above.findings.contains { $0.finding.rule == "min-coverage" })
        #expect(!above.failed)
    }

    @Test("Paths are put relative to the folder errata runs in")
    func pathPrefix() {
        #expect(FindingCheck.pathPrefix(root: "/a/b", currentDirectory: "/a/b") == "")
        #expect(FindingCheck.pathPrefix(root: "/a/b/docs", currentDirectory: "/a/b") == "docs/")
        #expect(FindingCheck.pathPrefix(root: "/x/y", currentDirectory: "/a/b") == "/x/y/")
        let result = FindingCheck(pathPrefix: "sub/").run([ReportFixture.product()])
        #expect(result.findings.allSatisfy { $0.finding.location.path.hasPrefix("sub/docs-src/") })
        #expect(result.findings.allSatisfy { $0.finding.related.allSatisfy { $0.location.path.hasPrefix("sub/") } })
    }

    @Test("The summary counts severities and statuses and says what fails")
    func summary() {
        let result = FindingCheck().run([ReportFixture.product(resolutions: [ReportFixture.bannedResolution])])
        #expect(result.summary.hasPrefix("errata check: "))
        #expect(result.summary.contains("1 accepted"))
        #expect(result.summary.hasSuffix("none fails at --fail-on error."))
        #expect(FindingCheck().run([]).summary == "errata check: no findings.")
    }

    @Test("A check without fingerprints changes no report that does not print them, and every one that does")
    func fingerprintsOnlyWhereReported() {
        let products = [ReportFixture.product(resolutions: [ReportFixture.bannedResolution])]
        let with = FindingCheck(failOn: .warning).run(products)
        let without = FindingCheck(failOn: .warning, fingerprints: false).run(products)
        #expect(with.findings.allSatisfy { !$0.fingerprint.isEmpty })
        #expect(without.findings.allSatisfy { $0.fingerprint.isEmpty })
        #expect(with.findings.map(\.finding) == without.findings.map(\.finding))
        #expect(with.summary == without.summary && with.failed == without.failed)
        for reporter in FindingReporters.all {
            let full = reporter.report(products, context: with.context(toolVersion: "1.0"))
            let bare = reporter.report(products, context: without.context(toolVersion: "1.0"))
            #expect((full == bare) == !reporter.printsFingerprints, "\(reporter.identifier)")
        }
        #expect(FindingReporters.all.filter { $0.printsFingerprints }.map(\.identifier) == ["json", "sarif"])
    }
}
