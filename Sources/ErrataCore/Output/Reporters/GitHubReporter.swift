/// `--format github`: GitHub Actions workflow commands, which GitHub shows as annotations on
/// the pull request's files, and a Markdown summary for the job's page.
///
/// ```
/// ::error file=docs-src/shop/en/ios-sign-in.md,line=502,col=20,endLine=502,title=errata code-conflict::…
/// ```
///
/// GitHub shows at most 10 error, 10 warning and 10 notice annotations of a step (and 50 of a
/// job): the findings that count are annotated most important first, errors then warnings then
/// notes, each by page, line and column, up to ``annotationsPerLevel`` of each. Then one log line
/// says how many more there are of each, and a folded group lists them, and those accepted or
/// baselined (never annotated), as plain lines. ``stepSummary(_:context:)`` is the job summary
/// errata appends to `$GITHUB_STEP_SUMMARY`.
///
/// The message carries the related locations and the decision on further lines. As the Actions
/// toolkit does, `%`, CR and LF are escaped as `%25`, `%0D` and `%0A` in the message, and also `:`
/// and `,` as `%3A` and `%2C` in property values; other control characters are written as
/// ``VisibleText`` escapes (`\u{1B}`). A line of 0 (a whole file) is given as line 1. A plain line
/// starts with its severity, so that no page can make it a workflow command.
public struct GitHubReporter: FindingReporter {
    /// `github`, the name `--format` selects this reporter by.
    public let identifier = "github"
    /// The report has no fingerprints.
    public let printsFingerprints = false

    /// The most annotations of each level (error, warning, notice) one report prints.
    public var annotationsPerLevel: Int
    /// The most bytes of ``stepSummary(_:context:)``: GitHub takes at most 1 MiB a step.
    public var maximumSummaryBytes: Int
    /// The most rows of each table of the step summary: pages, and the findings listed.
    public var maximumSummaryRows = 100

    /// Creates the reporter.
    ///
    /// - Parameters:
    ///   - annotationsPerLevel: The most annotations of each level (GitHub shows 10 a step).
    ///   - maximumSummaryBytes: The most bytes of the step summary (GitHub's 1 MiB by default).
    public init(annotationsPerLevel: Int = 10, maximumSummaryBytes: Int = 1 << 20) {
        self.annotationsPerLevel = max(0, annotationsPerLevel)
        self.maximumSummaryBytes = max(1024, maximumSummaryBytes)
    }

    /// The report of `context`'s findings; see ``FindingReporter/report(_:context:)``.
    public func report(_ products: [ReconciledProduct], context: ReportContext) -> String {
        let open = Self.mostImportantFirst(context.findings.filter { $0.status == .open })
        var annotated: [Diagnostic.Severity: Int] = [:]
        var lines: [String] = []
        var rest: [ReportedFinding] = []
        for entry in open {
            let severity = entry.finding.severity
            guard annotated[severity, default: 0] < annotationsPerLevel else {
                rest.append(entry)
                continue
            }
            annotated[severity, default: 0] += 1
            lines.append(Self.annotation(entry))
        }
        let letThrough = context.findings.filter { $0.status != .open }
        if !rest.isEmpty || !letThrough.isEmpty {
            lines.append(Self.overflowLine(rest: rest, letThrough: letThrough, perLevel: annotationsPerLevel))
            lines.append("::group::errata: the \(rest.count + letThrough.count) findings not annotated")
            for entry in rest + Self.mostImportantFirst(letThrough) { lines.append(Self.plainLine(entry)) }
            lines.append("::endgroup::")
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// Errors, then warnings, then notes; within each, by page, line and column, then report order.
    static func mostImportantFirst(_ entries: [ReportedFinding]) -> [ReportedFinding] {
        entries.enumerated().sorted { lhs, rhs in
            let left = lhs.element.finding
            let right = rhs.element.finding
            if left.severity != right.severity { return left.severity > right.severity }
            if left.location != right.location { return left.location < right.location }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The workflow command for one finding that counts.
    static func annotation(_ entry: ReportedFinding) -> String {
        let finding = entry.finding
        let command: String
        switch finding.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        let line = max(1, finding.location.line)
        var properties = ["file=\(property(finding.location.path))", "line=\(line)"]
        if finding.location.column > 0 { properties.append("col=\(finding.location.column)") }
        properties.append("endLine=\(line)")
        properties.append("title=\(property("errata \(finding.rule)"))")
        var message = [finding.message]
        for related in finding.related {
            message.append("\(related.location): \(related.message)")
        }
        if let resolution = finding.resolution { message.append("Decision: \(resolution)") }
        return "::\(command) \(properties.joined(separator: ","))::\(data(message.joined(separator: "\n")))"
    }

    /// "errata: 35 more findings are not annotated (…): 2 errors, 33 warnings; 4 accepted …".
    static func overflowLine(rest: [ReportedFinding], letThrough: [ReportedFinding], perLevel: Int) -> String {
        var parts: [String] = []
        if !rest.isEmpty {
            var counts: [String] = []
            for severity in Diagnostic.Severity.allCases.reversed() {
                let count = rest.filter { $0.finding.severity == severity }.count
                if count > 0 { counts.append(plural(count, severity.rawValue)) }
            }
            parts.append(
                "\(plural(rest.count, "more finding")) \(rest.count == 1 ? "is" : "are") not annotated "
                    + "(GitHub shows \(perLevel) errors, \(perLevel) warnings and \(perLevel) notices a step): "
                    + counts.joined(separator: ", "))
        }
        let accepted = letThrough.filter { $0.status == .accepted }.count
        let baselined = letThrough.filter { $0.status == .baselined }.count
        var passed: [String] = []
        if accepted > 0 { passed.append("\(accepted) accepted in errata.yml") }
        if baselined > 0 { passed.append("\(baselined) baselined") }
        if !passed.isEmpty {
            parts.append(passed.joined(separator: " and ") + ", never annotated")
        }
        return "errata: " + parts.joined(separator: "; ")
            + ". They are listed in the group below and counted in the job summary; "
            + "errata check --format sarif uploads them all to code scanning."
    }

    /// A finding as a log line that is no workflow command: `warning path:line:col: message [rule]`.
    static func plainLine(_ entry: ReportedFinding) -> String {
        let finding = entry.finding
        var line = "\(finding.severity.rawValue) \(finding.location): \(finding.message) [\(finding.rule)]"
        if entry.status != .open {
            line += " (\(entry.status.rawValue)"
            if let justification = entry.justification { line += ": \(justification)" }
            line += ")"
        }
        return VisibleText.escaped(line)
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    // MARK: - The step summary

    /// The job summary for `$GITHUB_STEP_SUMMARY`, in Markdown: the counts, the findings per rule
    /// and per page (worst first), then the first findings that count; at most
    /// ``maximumSummaryBytes``, cut at a line with a note saying so.
    ///
    /// - Parameters:
    ///   - products: The reconciled products.
    ///   - context: The findings, as for ``report(_:context:)``.
    /// - Returns: The summary, ending with a newline.
    public func stepSummary(_ products: [ReconciledProduct], context: ReportContext) -> String {
        var blocks = ["## errata check", MarkdownReporter.totals(context)]
        if !context.findings.isEmpty {
            blocks.append("### Findings per rule")
            blocks.append(
                Self.countTable(
                    header: "Rule", context.findings, maximumRows: .max, key: { $0.rule },
                    label: DriftReportMarkdownEmitter.codeSpan))
            blocks.append("### Findings per page")
            blocks.append(
                Self.countTable(
                    header: "Page", context.findings, maximumRows: maximumSummaryRows, key: { $0.location.path },
                    label: { DriftReportMarkdownEmitter.cell(DriftReportMarkdownEmitter.codeSpan($0)) }))
            let first = Self.mostImportantFirst(context.findings.filter { $0.status == .open })
            if !first.isEmpty {
                blocks.append("### Findings")
                var rows = ["| Severity | Location | Rule | Message |", "| --- | --- | --- | --- |"]
                for entry in first.prefix(maximumSummaryRows) {
                    let finding = entry.finding
                    rows.append(
                        DriftReportMarkdownEmitter.row([
                            finding.severity.rawValue,
                            DriftReportMarkdownEmitter.cell(
                                DriftReportMarkdownEmitter.codeSpan(finding.location.description)),
                            DriftReportMarkdownEmitter.codeSpan(finding.rule),
                            DriftReportMarkdownEmitter.cell(MarkdownReporter.text(finding.message)),
                        ]))
                }
                blocks.append(rows.joined(separator: "\n"))
                if first.count > maximumSummaryRows {
                    blocks.append(
                        "… and \(first.count - maximumSummaryRows) more; the job's log lists them all.")
                }
            }
        }
        return Self.cut(blocks.joined(separator: "\n\n") + "\n", maximumBytes: maximumSummaryBytes)
    }

    /// A table of counts by `key`: errors, warnings, notes and those let through, worst first
    /// (most errors, then warnings, then notes, then the key); past `maximumRows`, a line says
    /// how many more keys there are.
    static func countTable(
        header: String, _ findings: [ReportedFinding], maximumRows: Int, key: (Finding) -> String,
        label: (String) -> String
    ) -> String {
        struct Counts {
            var error = 0
            var warning = 0
            var note = 0
            var letThrough = 0
        }
        var counts: [String: Counts] = [:]
        for entry in findings {
            let name = key(entry.finding)
            if entry.status != .open {
                counts[name, default: Counts()].letThrough += 1
                continue
            }
            switch entry.finding.severity {
            case .error: counts[name, default: Counts()].error += 1
            case .warning: counts[name, default: Counts()].warning += 1
            case .note: counts[name, default: Counts()].note += 1
            }
        }
        let ordered = counts.sorted { lhs, rhs in
            let left = (-lhs.value.error, -lhs.value.warning, -lhs.value.note, -lhs.value.letThrough)
            let right = (-rhs.value.error, -rhs.value.warning, -rhs.value.note, -rhs.value.letThrough)
            return left != right ? left < right : lhs.key < rhs.key
        }
        var rows = [
            "| \(header) | Errors | Warnings | Notes | Accepted or baselined |", "| --- | --: | --: | --: | --: |",
        ]
        for (name, count) in ordered.prefix(maximumRows) {
            rows.append(
                DriftReportMarkdownEmitter.row([
                    label(name), "\(count.error)", "\(count.warning)", "\(count.note)", "\(count.letThrough)",
                ]))
        }
        var table = rows.joined(separator: "\n")
        if ordered.count > maximumRows { table += "\n\n… and \(ordered.count - maximumRows) more." }
        return table
    }

    /// `text` within `maximumBytes` of UTF-8: whole lines, then a note saying it was cut.
    static func cut(_ text: String, maximumBytes: Int) -> String {
        guard text.utf8.count > maximumBytes else { return text }
        let note =
            "\n*This summary is cut at \(maximumBytes / 1024) KiB, GitHub's limit; "
            + "run `errata check` for every finding.*\n"
        let budget = maximumBytes - note.utf8.count
        var kept = ""
        var size = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let length = line.utf8.count + 1
            guard size + length <= budget else { break }
            kept += line
            kept += "\n"
            size += length
        }
        return kept + note
    }

    // MARK: - Escaping

    /// A message escaped for a workflow command: `%`, CR and LF; the other controls as
    /// ``VisibleText`` writes them (`\u{1B}`), so that a document cannot write to the log.
    ///
    /// - Parameter text: The message.
    /// - Returns: The escaped text.
    public static func data(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: VisibleText.append(scalar, to: &result)
            }
        }
        return result
    }

    /// A property value escaped for a workflow command: as ``data(_:)``, and `:` and `,`.
    ///
    /// - Parameter text: The value.
    /// - Returns: The escaped text.
    public static func property(_ text: String) -> String {
        var result = ""
        for character in data(text).unicodeScalars {
            switch character {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
