/// `--summary`: a table of pages × rules with the number of findings in each, worst page first,
/// for a report too long to read finding by finding.
///
/// A Markdown table, its columns padded so that it also reads on a terminal:
///
/// ```markdown
/// | page                 | errors | warnings | notes | untranslated | section-missing |
/// | -------------------- | -----: | -------: | ----: | -----------: | --------------: |
/// | docs/en/guide.md     |      1 |       12 |     0 |           10 |               3 |
/// | all 2 pages          |      1 |       14 |     0 |           11 |               4 |
/// ```
///
/// Pages are ordered by errors, then warnings, then notes, most first, then by path; rules by
/// their number of findings, most first, then by id.
public struct FindingSummary: Sendable {
    /// One page's counts.
    struct Row {
        var page: String
        var severities: [Diagnostic.Severity: Int] = [:]
        var rules: [String: Int] = [:]
    }

    private var rows: [Row]
    private var total: Row
    private var rules: [String]

    /// The summary of `findings`.
    ///
    /// - Parameter findings: The findings, as reported.
    public init(_ findings: some Sequence<Finding>) {
        var byPage: [String: Row] = [:]
        var total = Row(page: "")
        for finding in findings {
            let page = finding.location.path
            byPage[page, default: Row(page: page)].severities[finding.severity, default: 0] += 1
            byPage[page]!.rules[finding.rule, default: 0] += 1
            total.severities[finding.severity, default: 0] += 1
            total.rules[finding.rule, default: 0] += 1
        }
        func rank(_ row: Row) -> [Int] {
            [Diagnostic.Severity.error, .warning, .note].map { -(row.severities[$0] ?? 0) }
        }
        rows = byPage.values.sorted {
            let (left, right) = (rank($0), rank($1))
            return left != right ? left.lexicographicallyPrecedes(right) : $0.page < $1.page
        }
        total.page = "all \(rows.count) page\(rows.count == 1 ? "" : "s")"
        self.total = total
        rules = total.rules.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
    }

    /// The table, one line per page and one for all of them, with a final newline; a line
    /// saying so when there is no finding.
    public var text: String {
        guard !rows.isEmpty else { return "No findings.\n" }
        let header = ["page", "errors", "warnings", "notes"] + rules
        let lines = (rows + [total]).map { row in
            [row.page]
                + [Diagnostic.Severity.error, .warning, .note].map { String(row.severities[$0] ?? 0) }
                + rules.map { String(row.rules[$0] ?? 0) }
        }
        var widths = header.map(\.count)
        for line in lines {
            for (index, cell) in line.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func padded(_ cell: String, _ index: Int) -> String {
            let padding = String(repeating: " ", count: widths[index] - cell.count)
            // The page to the left, the counts to the right.
            return index == 0 ? cell + padding : padding + cell
        }
        func row(_ cells: [String]) -> String {
            "| " + cells.enumerated().map { padded($1, $0) }.joined(separator: " | ") + " |\n"
        }
        let rule = widths.enumerated().map { index, width in
            index == 0 ? String(repeating: "-", count: width) : String(repeating: "-", count: width - 1) + ":"
        }
        return row(header) + row(rule) + lines.map(row).joined()
    }
}
