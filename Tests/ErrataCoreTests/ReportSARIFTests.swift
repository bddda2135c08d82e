import Foundation
import Testing

@testable import ErrataCore

@Suite("Report: SARIF")
struct ReportSARIFTests {
    typealias Place = ReportFixture.Place

    private func log(_ products: [ReconciledProduct], _ context: ReportContext, maximum: Int = 5_000) throws
        -> [String: Any]
    {
        let text = SARIFReporter(maximumResults: maximum).report(products, context: context)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func run(_ log: [String: Any]) throws -> [String: Any] {
        try #require((log["runs"] as? [[String: Any]])?.first)
    }

    private func results(_ log: [String: Any]) throws -> [[String: Any]] {
        try #require(try run(log)["results"] as? [[String: Any]])
    }

    private func region(_ location: [String: Any]?) -> (Int?, Int?, String?) {
        let physical = location?["physicalLocation"] as? [String: Any]
        let region = physical?["region"] as? [String: Any]
        let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
        return (region?["startLine"] as? Int, region?["startColumn"] as? Int, uri)
    }

    @Test("FNV-1a 64 matches the reference values")
    func fnv() {
        #expect(Fingerprint.hex(Fingerprint.fnv1a64("")) == "cbf29ce484222325")
        #expect(Fingerprint.hex(Fingerprint.fnv1a64("a")) == "af63dc4c8601ec8c")
        #expect(Fingerprint.hex(Fingerprint.fnv1a64("foobar")) == "85944171f73967e8")
        #expect(Fingerprint.hex(1) == "0000000000000001")
    }

    @Test("The driver names errata and lists every registered rule and the check's rules, with help")
    func driver() throws {
        let product = ReportFixture.product()
        let run = try run(try log([product], ReportContext(products: [product], toolVersion: "1.2.3")))
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "errata")
        #expect(driver["version"] as? String == "1.2.3")
        #expect((driver["informationUri"] as? String)?.hasPrefix("https://") == true)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids == RuleRegistry.ids + ["stale-baseline", "stale-resolution", "min-coverage"])
        for rule in rules {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] is String)
            let help = try #require(rule["help"] as? [String: Any])
            #expect(help["text"] is String)
            #expect(help["markdown"] is String)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["error", "warning", "note"].contains(level ?? ""))
        }
        let conflict = try #require(rules.first { $0["id"] as? String == "code-conflict" })
        #expect((conflict["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
    }

    @Test("Results carry rule, level, message, location and the other languages as related locations")
    func results() throws {
        let product = ReportFixture.product()
        let log = try log([product], ReportContext(products: [product], toolVersion: "1"))
        let results = try results(log)
        #expect(results.count == product.findings.count)
        let rules = try #require(
            ((try run(log)["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        let conflict = try #require(results.first { $0["ruleId"] as? String == "code-conflict" })
        #expect(conflict["level"] as? String == "error")
        #expect(((conflict["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("en gives") == true)
        let (line, column, uri) = region((conflict["locations"] as? [[String: Any]])?.first)
        #expect(uri == "docs-src/demo/en/errors.md")
        #expect(line == 6)
        #expect((column ?? 0) >= 1)
        let related = try #require(conflict["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 2)
        #expect(related.map { $0["id"] as? Int } == [1, 2])
        // The message links each related location by its language, for code scanning.
        #expect(((conflict["message"] as? [String: Any])?["text"] as? String)?.contains(" ([ko](1), [ja](2))") == true)
        #expect(
            (related[0]["message"] as? [String: Any])?["text"] as? String == "ko gives TCGB_ERROR_BANNED_MEMBER (7)")
        #expect(region(related[0]).2 == "docs-src/demo/ko/errors.md")
        let missing = try #require(results.first { $0["ruleId"] as? String == "code-missing" })
        #expect(missing["level"] as? String == "warning")
    }

    @Test("Levels follow the findings' severities")
    func levels() throws {
        let findings = [
            ReportFixture.finding(severity: .error),
            ReportFixture.finding(severity: .warning, fact: "B"),
            ReportFixture.finding(severity: .note, fact: "C"),
        ]
        let results = try results(try log([], ReportFixture.context(findings)))
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "note"])
    }

    @Test("A whole-file location (line 0) becomes line 1, column 1; paths are percent-encoded URIs")
    func wholeFileLocation() throws {
        let finding = ReportFixture.finding(location: Place(path: "docs src/데모/a,b.md"))
        let results = try results(try log([], ReportFixture.context([finding])))
        let (line, column, uri) = region((results[0]["locations"] as? [[String: Any]])?.first)
        #expect(line == 1)
        #expect(column == 1)
        #expect(uri == "docs%20src/%EB%8D%B0%EB%AA%A8/a,b.md")
    }

    @Test("Fingerprints come from rule, product, fact and language: the same when lines move")
    func fingerprintsSurviveMovedLines() throws {
        func fingerprints(shift: Int) throws -> [String: String] {
            let product = ReportFixture.product(shift: shift)
            let results = try results(try log([product], ReportContext(products: [product], toolVersion: "1")))
            var byRule: [String: String] = [:]
            for result in results {
                let print = (result["partialFingerprints"] as? [String: String])?["errataFingerprint/v1"]
                let line = region((result["locations"] as? [[String: Any]])?.first).0 ?? 0
                byRule["\(result["ruleId"] as? String ?? "")#\(print ?? "")"] = String(line)
            }
            return byRule
        }
        let before = try fingerprints(shift: 0)
        let after = try fingerprints(shift: 5)
        #expect(!before.isEmpty)
        #expect(Set(before.keys) == Set(after.keys))
        for (key, line) in before where line != "1" {
            #expect(Int(after[key] ?? "") == Int(line)! + 5, "\(key)")
        }
    }

    @Test("Two findings about the same thing get distinct fingerprints")
    func uniqueFingerprints() {
        let findings = [ReportFixture.finding(), ReportFixture.finding(message: "again")]
        let prints = Fingerprint.unique(findings)
        #expect(prints[0] == Fingerprint.of(findings[0]))
        #expect(prints[1] == prints[0] + ":1")
    }

    @Test("A long list's fingerprints, hashed side by side, are numbered in list order")
    func uniqueFingerprintsOfALongList() {
        // Thousands of findings (hashed in chunks on several threads), many about the same thing.
        let findings = (0..<5_000).map { index in
            ReportFixture.finding(
                rule: index % 2 == 0 ? "code-conflict" : "code-missing", fact: "FACT_\(index % 1_200)",
                language: ["en", "ko", "ja"][index % 3])
        }
        var seen: [String: Int] = [:]
        let expected = findings.map { finding in
            let base = Fingerprint.of(finding)
            let occurrence = seen[base, default: 0]
            seen[base] = occurrence + 1
            return occurrence == 0 ? base : "\(base):\(occurrence)"
        }
        let reported = ReportedFinding.withUniqueFingerprints(
            findings.map { ReportedFinding(finding: $0, fingerprint: "") })
        #expect(reported.map(\.fingerprint) == expected)
        #expect(Fingerprint.unique(findings) == expected)
        #expect(Set(expected).count == findings.count)
    }

    @Test("Accepted and baselined findings are suppressed externally; a baseline run marks new and unchanged")
    func suppressions() throws {
        var accepted = ReportedFinding(finding: ReportFixture.finding(accepted: true), fingerprint: "a")
        accepted.status = .accepted
        accepted.justification = "The server has sent 7 since 2.0."
        var baselined = ReportedFinding(finding: ReportFixture.finding(fact: "B"), fingerprint: "b")
        baselined.status = .baselined
        baselined.justification = "listed in the baseline base.json"
        let open = ReportedFinding(finding: ReportFixture.finding(fact: "C"), fingerprint: "c")
        let context = ReportContext(findings: [accepted, baselined, open], toolVersion: "1", baselineUsed: true)
        let results = try results(try log([], context))
        let first = try #require((results[0]["suppressions"] as? [[String: Any]])?.first)
        #expect(first["kind"] as? String == "external")
        #expect(first["justification"] as? String == "The server has sent 7 since 2.0.")
        #expect(results[0]["baselineState"] == nil)
        let second = try #require((results[1]["suppressions"] as? [[String: Any]])?.first)
        #expect(second["justification"] as? String == "listed in the baseline base.json")
        #expect(results[1]["baselineState"] as? String == "unchanged")
        #expect(results[2]["suppressions"] == nil)
        #expect(results[2]["baselineState"] as? String == "new")
    }

    @Test(
        "Past the maximum, the findings of one rule and page are grouped, the largest groups first, and the run says so"
    )
    func grouping() throws {
        // 4 findings on a.md, 2 on b.md, 1 on c.md (rule code-conflict), 1 code-missing on a.md: 8 findings.
        var findings = (0..<4).map {
            ReportFixture.finding(fact: "A\($0)", location: Place(path: "a.md", line: 10 + $0))
        }
        findings += (0..<2).map { ReportFixture.finding(fact: "B\($0)", location: Place(path: "b.md", line: 20 + $0)) }
        findings.append(ReportFixture.finding(fact: "C", location: Place(path: "c.md", line: 3)))
        findings.append(
            ReportFixture.finding(
                rule: "code-missing", severity: .warning, fact: "M", location: Place(path: "a.md", line: 1)))
        let context = ReportFixture.context(findings)
        let log = try log([], context, maximum: 5)
        let results = try results(log)
        // Grouping a.md's four brings 8 to 5: b.md's two stay apart.
        #expect(results.count == 5)
        let group = results[0]
        #expect(group["ruleId"] as? String == "code-conflict")
        #expect(region((group["locations"] as? [[String: Any]])?.first).0 == 10)
        let related = try #require(group["relatedLocations"] as? [[String: Any]])
        #expect(related.map { region($0).0 } == [11, 12, 13])
        #expect(related.map { $0["id"] as? Int } == [1, 2, 3])
        let text = try #require((group["message"] as? [String: Any])?["text"] as? String)
        #expect(
            text.hasPrefix(
                "4 findings of code-conflict on this page, grouped into one result; the first: en gives 3005."))
        #expect(text.contains("[line 11](1), [line 12](2), [line 13](3)"))
        #expect((group["properties"] as? [String: Any])?["groupedFindings"] as? Int == 4)
        #expect(
            results.dropFirst().map { region(($0["locations"] as? [[String: Any]])?.first).2 } == [
                "b.md", "b.md", "c.md", "a.md",
            ])
        let run = try run(log)
        let properties = try #require(run["properties"] as? [String: Any])
        #expect(properties["findings"] as? Int == 8)
        #expect(properties["results"] as? Int == 5)
        #expect(properties["displayedResultLimit"] as? Int == 5)
        let notification = try #require(
            ((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(
            ((notification["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("8 findings are 5 results")
                == true)
        // Within the limit nothing is grouped and the run says nothing of it.
        let whole = try self.run(try self.log([], context, maximum: 8))
        #expect((whole["results"] as? [[String: Any]])?.count == 8)
        #expect(whole["properties"] == nil && whole["invocations"] == nil)
    }

    @Test("When grouping is not enough, the report keeps the first results and ends with a note")
    func truncation() throws {
        let findings = (0..<5).map {
            ReportFixture.finding(fact: "F\($0)", location: Place(path: "p\($0).md", line: 1))
        }
        let log = try log([], ReportFixture.context(findings), maximum: 3)
        let results = try results(log)
        #expect(results.count == 3)
        #expect(results[2]["ruleId"] as? String == SARIFReporter.truncatedRuleID)
        #expect(results[2]["level"] as? String == "note")
        #expect(((results[2]["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("3 more") == true)
        let rules = ((try run(log)["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"]
        #expect((rules as? [[String: Any]])?.contains { $0["id"] as? String == SARIFReporter.truncatedRuleID } == true)
    }

    @Test("Each rule's helpUri is its anchor in the rules document, by default errata's docs/rules.md, or the config's")
    func helpURI() throws {
        func rules(_ context: ReportContext) throws -> [[String: Any]] {
            let driver = (try run(try log([], context))["tool"] as? [String: Any])?["driver"] as? [String: Any]
            return try #require(driver?["rules"] as? [[String: Any]])
        }
        let byDefault = try rules(ReportFixture.context([]))
        #expect(byDefault.count == RuleDescriptor.all.count)
        for rule in byDefault {
            let id = try #require(rule["id"] as? String)
            #expect(rule["helpUri"] as? String == SARIFReporter.defaultHelpBaseURL + "#" + id)
        }
        #expect(SARIFReporter.defaultHelpBaseURL.hasPrefix(SARIFReporter.informationURI + "/"))
        var context = ReportFixture.context([ReportFixture.finding(rule: "brand-new")])
        context.helpBaseURL = "https://example.com/acme/docs/rules.md"
        let configured = try rules(context)
        #expect(configured.first?["helpUri"] as? String == "https://example.com/acme/docs/rules.md#code-conflict")
        // A rule errata does not document has no anchor to link to.
        #expect(configured.last?["id"] as? String == "brand-new")
        #expect(configured.last?["helpUri"] == nil)
    }

    @Test("docs/rules.md has an anchor for every rule a helpUri names")
    func rulesDocumentAnchors() throws {
        var root = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root.deleteLastPathComponent()
        }
        let text = try String(contentsOf: root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        for rule in RuleDescriptor.all {
            #expect(text.contains("<a id=\"\(rule.id)\"></a>"), "docs/rules.md has no anchor for \(rule.id)")
        }
    }

    @Test("Square brackets of a message are escaped, so only errata's links are links")
    func brackets() throws {
        #expect(SARIFReporter.escapedBrackets("a [b](1) c\\]") == "a \\[b\\](1) c\\\\\\]")
        let finding = ReportFixture.finding(
            message: "[x](1)",
            related: [RelatedLocation(language: "ko", location: Place(path: "ko.md", line: 7), message: "ko [7]")])
        let text = (try results(try log([], ReportFixture.context([finding])))[0]["message"] as? [String: Any])?["text"]
        #expect(text as? String == "\\[x\\](1) ([ko](1))")
    }

    @Test("A rule no descriptor knows still gets one")
    func unknownRule() throws {
        let log = try log([], ReportFixture.context([ReportFixture.finding(rule: "brand-new")]))
        let driver = (try run(log)["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let rules = try #require(driver?["rules"] as? [[String: Any]])
        #expect(rules.last?["id"] as? String == "brand-new")
        #expect(try results(log)[0]["ruleIndex"] as? Int == rules.count - 1)
    }
}
