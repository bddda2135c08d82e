import Testing

@testable import ErrataCore

@Suite("Report: GitHub annotations")
struct ReportGitHubTests {
    typealias Place = ReportFixture.Place

    @Test("Messages escape %, CR and LF; property values also : and ,")
    func escaping() {
        #expect(GitHubReporter.data("100% done\r\nnext: a, b") == "100%25 done%0D%0Anext: a, b")
        #expect(GitHubReporter.property("a:b,c%d\ne") == "a%3Ab%2Cc%25d%0Ae")
    }

    @Test("An error is one ::error line with file, line, col, endLine and title")
    func errorLine() {
        let text = GitHubReporter().report([], context: ReportFixture.context([ReportFixture.finding()]))
        #expect(
            text
                == "::error file=docs-src/demo/en/errors.md,line=6,col=3,endLine=6,title=errata code-conflict"
                + "::en gives 3005\n")
    }

    @Test("Related locations and the decision go on further, escaped lines; paths with , and : are escaped")
    func relatedAndEscapedPath() {
        let finding = ReportFixture.finding(
            message: "50% off",
            location: Place(path: "docs/a,b:c.md", line: 0),
            related: [
                RelatedLocation(
                    language: "ko", location: Place(path: "ko.md", line: 7, column: 1), message: "ko gives 7")
            ],
            resolution: "using 7"
        )
        let text = GitHubReporter().report([], context: ReportFixture.context([finding]))
        #expect(
            text
                == "::error file=docs/a%2Cb%3Ac.md,line=1,endLine=1,title=errata code-conflict"
                + "::50%25 off%0Ako.md:7:1: ko gives 7%0ADecision: using 7\n")
    }

    @Test("Warnings are ::warning, notes ::notice; findings let through are never annotated, only listed")
    func commands() {
        var accepted = ReportedFinding(finding: ReportFixture.finding(fact: "D", accepted: true), fingerprint: "d")
        accepted.status = .accepted
        accepted.justification = "decided"
        var baselined = ReportedFinding(finding: ReportFixture.finding(fact: "E"), fingerprint: "e")
        baselined.status = .baselined
        let context = ReportContext(
            findings: [
                ReportedFinding(finding: ReportFixture.finding(severity: .warning, fact: "A"), fingerprint: "a"),
                ReportedFinding(finding: ReportFixture.finding(severity: .note, fact: "B"), fingerprint: "b"),
                accepted, baselined,
            ],
            toolVersion: "1"
        )
        let lines = GitHubReporter().report([], context: context).split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.hasPrefix("::error") || $0.hasPrefix("::warning") || $0.hasPrefix("::notice") }.count == 2
        )
        #expect(lines[0].hasPrefix("::warning file="))
        #expect(lines[1].hasPrefix("::notice file="))
        #expect(lines[2].hasPrefix("errata: 1 accepted in errata.yml and 1 baselined, never annotated."))
        #expect(lines[3] == "::group::errata: the 2 findings not annotated")
        #expect(lines[4] == "error docs-src/demo/en/errors.md:6:3: en gives 3005 [code-conflict] (accepted: decided)")
        #expect(lines[5] == "error docs-src/demo/en/errors.md:6:3: en gives 3005 [code-conflict] (baselined)")
        #expect(lines[6] == "::endgroup::")
        #expect(lines.count == 7)
    }

    @Test("Errors come first, then warnings, then notes, each by page and line; 10 of each, then a count")
    func limitsAndOrder() {
        var findings: [Finding] = []
        // Notes first, warnings on pages in reverse order, errors last: the report reorders them.
        for index in 0..<12 {
            findings.append(
                ReportFixture.finding(
                    severity: .note, fact: "N\(index)", location: Place(path: "c.md", line: index + 1)))
        }
        for index in (0..<15).reversed() {
            findings.append(
                ReportFixture.finding(
                    severity: .warning, fact: "W\(index)",
                    location: Place(path: index < 8 ? "a.md" : "b.md", line: 100 - index)))
        }
        for index in 0..<11 {
            findings.append(
                ReportFixture.finding(
                    severity: .error, fact: "E\(index)", location: Place(path: "z.md", line: 50 - index)))
        }
        let lines = GitHubReporter().report([], context: ReportFixture.context(findings)).split(separator: "\n").map(
            String.init)
        let annotations = lines.filter {
            $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ")
        }
        #expect(annotations.count == 30)
        #expect(annotations.prefix(10).allSatisfy { $0.hasPrefix("::error file=z.md") })
        #expect(annotations[0].contains("line=40,"))
        #expect(annotations[9].contains("line=49,"))
        #expect(annotations[10..<20].allSatisfy { $0.hasPrefix("::warning ") })
        // Page a.md (lines 93...100) before b.md (lines 86...92).
        #expect(annotations[10].contains("file=a.md,line=93,"))
        #expect(annotations[17].contains("file=a.md,line=100,"))
        #expect(annotations[18].contains("file=b.md,line=86,"))
        #expect(annotations[20..<30].allSatisfy { $0.hasPrefix("::notice file=c.md") })
        #expect(annotations[29].contains("line=10,"))
        #expect(
            lines[30]
                == "errata: 8 more findings are not annotated (GitHub shows 10 errors, 10 warnings and 10 notices "
                + "a step): 1 error, 5 warnings, 2 notes. They are listed in the group below and counted in the job "
                + "summary; errata check --format sarif uploads them all to code scanning.")
        #expect(lines[31] == "::group::errata: the 8 findings not annotated")
        #expect(lines[32] == "error z.md:50: en gives 3005 [code-conflict]")
        #expect(lines[33].hasPrefix("warning b.md:88:"))
        #expect(lines.last == "::endgroup::")
        #expect(lines.count == 30 + 3 + 8)
    }

    @Test("A plain line cannot become a workflow command: it starts with the severity, its controls escaped")
    func plainLinesAreNotCommands() {
        // The hostile path sorts first (':' before letters): it is one of the 10 annotated, escaped
        // as a property; with no annotations left, it is a plain line.
        var findings = (0..<10).map {
            ReportFixture.finding(fact: "E\($0)", location: Place(path: "a.md", line: $0 + 1))
        }
        findings.append(
            ReportFixture.finding(
                message: "x\n::error file=evil.md::owned\u{1B}[2J", location: Place(path: "::error::b.md", line: 99)))
        let annotated = GitHubReporter().report([], context: ReportFixture.context(findings)).split(separator: "\n")
            .map(String.init)
        #expect(annotated.filter { $0.hasPrefix("::error") }.count == 10)
        #expect(
            annotated.first?.unicodeScalars.map(\.value)
                == ("::error file=%3A%3Aerror%3A%3Ab.md,line=99,endLine=99,title=errata code-conflict"
                + "::x%0A::error file=evil.md::owned\\u{1B}[2J").unicodeScalars.map(\.value))
        let lines = GitHubReporter(annotationsPerLevel: 0).report([], context: ReportFixture.context(findings))
            .split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("::error") || $0.hasPrefix("::warning") })
        #expect(
            lines.contains {
                $0 == "error ::error::b.md:99: x\\u{A}::error file=evil.md::owned\\u{1B}[2J [code-conflict]"
            })
    }

    @Test("The step summary counts per rule and per page, worst first, then lists the findings that count")
    func stepSummary() {
        var accepted = ReportedFinding(
            finding: ReportFixture.finding(
                rule: "code-missing", severity: .warning, fact: "D", location: Place(path: "b.md", line: 3)),
            fingerprint: "d")
        accepted.status = .accepted
        let context = ReportContext(
            findings: [
                ReportedFinding(
                    finding: ReportFixture.finding(
                        rule: "untranslated", severity: .warning, fact: "A", location: Place(path: "a.md", line: 2)),
                    fingerprint: "a"),
                ReportedFinding(
                    finding: ReportFixture.finding(
                        rule: "untranslated", severity: .warning, fact: "B", location: Place(path: "a.md", line: 1)),
                    fingerprint: "b"),
                ReportedFinding(
                    finding: ReportFixture.finding(message: "a | b <i>", location: Place(path: "b.md", line: 9)),
                    fingerprint: "c"),
                accepted,
            ],
            toolVersion: "1"
        )
        let summary = GitHubReporter().stepSummary([], context: context)
        #expect(
            summary == """
                ## errata check

                4 findings: 1 error, 3 warnings; 1 accepted. **1 fails the check** (`--fail-on error`).

                ### Findings per rule

                | Rule | Errors | Warnings | Notes | Accepted or baselined |
                | --- | --: | --: | --: | --: |
                | `code-conflict` | 1 | 0 | 0 | 0 |
                | `untranslated` | 0 | 2 | 0 | 0 |
                | `code-missing` | 0 | 0 | 0 | 1 |

                ### Findings per page

                | Page | Errors | Warnings | Notes | Accepted or baselined |
                | --- | --: | --: | --: | --: |
                | `b.md` | 1 | 0 | 0 | 1 |
                | `a.md` | 0 | 2 | 0 | 0 |

                ### Findings

                | Severity | Location | Rule | Message |
                | --- | --- | --- | --- |
                | error | `b.md:9` | `code-conflict` | a \\| b &lt;i&gt; |
                | warning | `a.md:1` | `untranslated` | en gives 3005 |
                | warning | `a.md:2` | `untranslated` | en gives 3005 |

                """)
    }

    @Test("The step summary stays within its byte limit, cut at a line with a note")
    func stepSummaryLimit() {
        let findings = (0..<400).map {
            ReportFixture.finding(
                severity: .warning, message: String(repeating: "é", count: 200), fact: "F\($0)",
                location: Place(path: "page\($0).md", line: 1))
        }
        let reporter = GitHubReporter(maximumSummaryBytes: 8 * 1024)
        let summary = reporter.stepSummary([], context: ReportFixture.context(findings))
        #expect(summary.utf8.count <= 8 * 1024)
        #expect(
            summary.hasSuffix(
                "\n*This summary is cut at 8 KiB, GitHub's limit; run `errata check` for every finding.*\n"))
        #expect(summary.hasPrefix("## errata check\n"))
        let whole = GitHubReporter().stepSummary([], context: ReportFixture.context(findings))
        #expect(whole.utf8.count > 8 * 1024 && whole.utf8.count <= 1 << 20)
        #expect(whole.contains("… and 300 more."))
        #expect(whole.contains("… and 300 more; the job's log lists them all."))
    }

    @Test("No findings print nothing")
    func empty() {
        #expect(GitHubReporter().report([], context: ReportFixture.context([])) == "")
    }
}
