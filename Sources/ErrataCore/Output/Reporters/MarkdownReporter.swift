/// `--format markdown`: a compact report for a pull-request comment.
///
/// A heading, a line with the counts and whether the check fails, then per product (config
/// order; findings of products the config no longer has come last) a table with one row per
/// finding: rule, severity, location and message, the findings that count first, most severe
/// first, otherwise in report order. Accepted and baselined findings say so in the severity
/// column. Past ``maximumRows`` rows the report says how many more there are, so
/// that it fits a comment.
///
/// ```markdown
/// ## errata check
///
/// 21 findings: 2 errors, 19 warnings. **2 fail the check** (`--fail-on error`).
///
/// ### Demo
///
/// | Rule | Severity | Location | Message |
/// | --- | --- | --- | --- |
/// | `code-conflict` | error | `docs-src/shop/en/ios-sign-in.md:502:19` | en gives … |
/// ```
public struct MarkdownReporter: FindingReporter {
    /// `markdown`, the name `--format` selects this reporter by.
    public let identifier = "markdown"
    /// The report has no fingerprints.
    public let printsFingerprints = false

    /// The most table rows the report holds in all.
    public var maximumRows: Int

    /// Creates the reporter.
    ///
    /// - Parameter maximumRows: The most table rows in all (a comment holds at most 65,536 characters).
    public init(maximumRows: Int = 200) {
        self.maximumRows = max(1, maximumRows)
    }

    /// The report of `context`'s findings; see ``FindingReporter/report(_:context:)``.
    public func report(_ products: [ReconciledProduct], context: ReportContext) -> String {
        var blocks = ["## errata check"]
        blocks.append(Self.totals(context))
        var order = products.map(\.config.id)
        for entry in context.findings where !order.contains(entry.finding.product) {
            order.append(entry.finding.product)
        }
        var rowsLeft = maximumRows
        var omitted = 0
        for product in order {
            let entries = Self.ordered(context.findings.filter { $0.finding.product == product })
            guard !entries.isEmpty else { continue }
            guard rowsLeft > 0 else {
                omitted += entries.count
                continue
            }
            let name = products.first { $0.config.id == product }?.catalog.name ?? product
            blocks.append("### \(DriftReportMarkdownEmitter.inline(name.isEmpty ? "(no product)" : name))")
            var rows = ["| Rule | Severity | Location | Message |", "| --- | --- | --- | --- |"]
            for entry in entries.prefix(rowsLeft) {
                rows.append(Self.row(entry))
            }
            omitted += max(0, entries.count - rowsLeft)
            rowsLeft -= min(rowsLeft, entries.count)
            blocks.append(rows.joined(separator: "\n"))
        }
        if omitted > 0 {
            blocks.append("… and \(omitted) more; run `errata check` to see every finding.")
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// "21 findings: 2 errors, 19 warnings; 1 accepted. **2 fail the check** (`--fail-on error`)."
    static func totals(_ context: ReportContext) -> String {
        let findings = context.findings
        guard !findings.isEmpty else { return "No findings." }
        var parts: [String] = []
        for severity in Diagnostic.Severity.allCases.reversed() {
            let count = findings.filter { $0.finding.severity == severity }.count
            if count > 0 { parts.append("\(count) \(severity.rawValue)\(count == 1 ? "" : "s")") }
        }
        var text = "\(findings.count) finding\(findings.count == 1 ? "" : "s"): \(parts.joined(separator: ", "))"
        let accepted = findings.filter { $0.status == .accepted }.count
        let baselined = findings.filter { $0.status == .baselined }.count
        var letThrough: [String] = []
        if accepted > 0 { letThrough.append("\(accepted) accepted") }
        if baselined > 0 { letThrough.append("\(baselined) baselined") }
        if !letThrough.isEmpty { text += "; \(letThrough.joined(separator: ", "))" }
        let failing = findings.filter { $0.fails(at: context.failOn) }.count
        let rule = "(`--fail-on \(context.failOn.rawValue)`)"
        text +=
            failing == 0
            ? ". None fails the check \(rule)."
            : ". **\(failing) fail\(failing == 1 ? "s" : "") the check** \(rule)."
        return text
    }

    /// Open findings before those let through, then errors before warnings before notes; ties
    /// keep their order.
    static func ordered(_ entries: [ReportedFinding]) -> [ReportedFinding] {
        entries.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.status == .open ? 0 : 1, -rank(lhs.element.finding.severity), lhs.offset)
            let right = (rhs.element.status == .open ? 0 : 1, -rank(rhs.element.finding.severity), rhs.offset)
            return left < right
        }.map(\.element)
    }

    private static func rank(_ severity: Diagnostic.Severity) -> Int {
        Diagnostic.Severity.allCases.firstIndex(of: severity) ?? 0
    }

    /// One table row.
    static func row(_ entry: ReportedFinding) -> String {
        let finding = entry.finding
        var severity = finding.severity.rawValue
        if entry.status != .open { severity += " (\(entry.status.rawValue))" }
        return DriftReportMarkdownEmitter.row([
            DriftReportMarkdownEmitter.codeSpan(finding.rule),
            severity,
            DriftReportMarkdownEmitter.cell(DriftReportMarkdownEmitter.codeSpan(finding.location.description)),
            DriftReportMarkdownEmitter.cell(text(finding.message)),
        ])
    }

    /// Text with HTML's `&`, `<` and `>` written as entities, so a message cannot add markup.
    static func text(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
