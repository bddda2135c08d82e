import Foundation
import Testing

/// Rows of an error table errata cannot read as they stand are kept where their symbol is usable
/// (`AUTH__TWICE`, `AUTH_TRAILING_`: valid identifiers, read as written), and reported as
/// `table-unreadable` at their line otherwise; no row disappears without a word.
@Suite("Error-table rows are read or reported, never dropped")
struct TableUnreadableTests {
    static func page(_ description: String) -> String {
        """
        # Errors

        | Error | Code | Description |
        | --- | --- | --- |
        | AUTH\\_FIRST | 1 | \(description) one |
        | AUTH\\_\\_TWICE | 2 | \(description) two |
        | AUTH\\_TRAILING\\_ | 3 | \(description) three |
        | \\_AUTH\\_LEADING | 4 | \(description) four |
        | timeout | 5 | \(description) five |
        | 6 | | \(description) six |
        | AUTH\\_LAST | 7 | \(description) seven |

        """
    }

    static func project() throws -> ErrataRunner {
        let runner = try ErrataRunner()
        try runner.write(DemoFixture.config(), to: "errata.yml")
        try runner.write(page("설명"), to: DemoFixture.pagePath("ko"))
        try runner.write(page("Description"), to: DemoFixture.pagePath("en"))
        return runner
    }

    @Test("Symbols shaped otherwise than NAME_NAME are kept as written, with their codes")
    func kept() throws {
        let runner = try Self.project()
        let result = try runner.build()
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        let catalog =
            try JSONSerialization.jsonObject(with: runner.data("generated/Demo/catalog.json")) as? [String: Any]
        let codes = (catalog?["codes"] as? [[String: Any]] ?? []).map { "\($0["symbol"] ?? "") \($0["code"] ?? "")" }
        #expect(
            codes == ["AUTH_FIRST 1", "AUTH__TWICE 2", "AUTH_TRAILING_ 3", "_AUTH_LEADING 4", "AUTH_LAST 7"],
            "\(codes)")
        let swift = try runner.text("generated/Demo/Swift/DemoError.swift")
        #expect(swift.contains("\"AUTH__TWICE\""))
    }

    @Test("A row with no readable symbol is a table-unreadable warning at its line")
    func reported() throws {
        let runner = try Self.project()
        let result = try runner.run(["check"])
        let findings = result.stdout.split(separator: "\n").filter { $0.hasSuffix("[table-unreadable]") }
        let page = Self.page("Description")
        let lines = ["| timeout |", "| 6 |"].map { DemoFixture.lineNumber(of: $0, in: page) }
        #expect(
            findings.map { String($0.prefix(while: { $0 != " " })) }.sorted()
                == ["ko", "en"].flatMap { language in
                    lines.map { "\(DemoFixture.pagePath(language)):\($0):3:" }
                }.sorted(),
            "\(result.stdout)")
        #expect(findings.allSatisfy { $0.contains(": warning: ") })
        #expect(findings.first?.contains("| timeout | 5 |") == true, "\(findings)")
    }
}
