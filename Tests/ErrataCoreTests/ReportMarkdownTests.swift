import Testing

@testable import ErrataCore

@Suite("Report: Markdown for pull requests")
struct ReportMarkdownTests {
    @Test("A table per product: rule, severity, location, message; errors first")
    func table() throws {
        let product = ReportFixture.product()
        let text = MarkdownReporter().report([product], context: ReportContext(products: [product], toolVersion: "1"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "## errata check")
        #expect(text.contains("**1 fails the check** (`--fail-on error`)."))
        let heading = try #require(lines.firstIndex(of: "### Demo"))
        #expect(lines[heading + 2] == "| Rule | Severity | Location | Message |")
        #expect(lines[heading + 4].hasPrefix("| `code-conflict` | error | `docs-src/demo/en/errors.md:6:"))
        #expect(text.contains("| `code-missing` | warning | `docs-src/demo/en/errors.md:"))
        #expect(text.hasSuffix("|\n"))
    }

    @Test("Pipes and HTML in messages cannot break the table")
    func escaping() {
        let finding = ReportFixture.finding(message: "a | b <script>")
        let text = MarkdownReporter().report([], context: ReportFixture.context([finding]))
        #expect(text.contains("| a \\| b &lt;script&gt; |"))
        #expect(text.contains("### demo"))
    }

    @Test("Accepted findings say so and do not count as failing")
    func accepted() {
        let product = ReportFixture.product(resolutions: [ReportFixture.bannedResolution])
        let text = MarkdownReporter().report([product], context: ReportContext(products: [product], toolVersion: "1"))
        #expect(text.contains("| `code-conflict` | error (accepted) |"))
        #expect(text.contains("; 1 accepted. None fails the check (`--fail-on error`)."))
    }

    @Test("Past the row limit, the report says how many more there are")
    func rowLimit() {
        let findings = (0..<5).map { ReportFixture.finding(fact: "F\($0)") }
        let text = MarkdownReporter(maximumRows: 2).report([], context: ReportFixture.context(findings))
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("| `code-conflict`") }.count == 2)
        #expect(text.hasSuffix("… and 3 more; run `errata check` to see every finding.\n"))
    }

    @Test("No findings")
    func empty() {
        #expect(
            MarkdownReporter().report([], context: ReportFixture.context([])) == "## errata check\n\nNo findings.\n")
    }
}
