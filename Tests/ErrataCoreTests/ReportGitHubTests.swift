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

    @Test("Warnings are ::warning, notes and findings let through are ::notice")
    func commands() {
        var accepted = ReportedFinding(finding: ReportFixture.finding(fact: "D", accepted: true), fingerprint: "d")
        accepted.status = .accepted
        accepted.justification = "decided"
        let context = ReportContext(
            findings: [
                ReportedFinding(finding: ReportFixture.finding(severity: .warning, fact: "A"), fingerprint: "a"),
                ReportedFinding(finding: ReportFixture.finding(severity: .note, fact: "B"), fingerprint: "b"),
                accepted,
            ],
            toolVersion: "1"
        )
        let lines = GitHubReporter().report([], context: context).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("::warning file="))
        #expect(lines[1].hasPrefix("::notice file="))
        #expect(lines[2].hasPrefix("::notice file="))
        #expect(lines[2].contains("title=errata code-conflict (accepted)::"))
        #expect(lines[2].hasSuffix("%0AAccepted: decided"))
    }

    @Test("No findings print nothing")
    func empty() {
        #expect(GitHubReporter().report([], context: ReportFixture.context([])) == "")
    }
}
