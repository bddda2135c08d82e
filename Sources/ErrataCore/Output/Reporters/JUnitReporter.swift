/// `--format junit`: JUnit XML, the test report GitLab (`artifacts:reports:junit`), Jenkins
/// (`junit`) and Azure Pipelines (`PublishTestResults`) show without a plugin.
///
/// One `testsuite` per page, in path order: the pages are what a reader fixes, and each tool
/// lists a suite with its failures together (GitLab's "Tests" tab, Azure's run view); the rule is
/// the `classname` (`errata.code-conflict`), so Jenkins' package and class views group the
/// findings by rule. One `testcase` per finding, with `file` and `line`: a finding that fails the
/// check at `--fail-on` holds a `failure` (message, the related places and the decision); one let
/// through by the config or a baseline is `skipped` with the reason; any other passes, its
/// message in `system-out`. A check with no findings is one passing test case, so that the report
/// is never empty (Jenkins fails on an empty one).
///
/// Everything from documents is escaped (`&`, `<`, `>`, `"`, `'`, and line breaks and tabs in
/// attributes as character references); characters XML 1.0 cannot hold (the C0 controls but tab
/// and line breaks, U+FFFE, U+FFFF) and those ``VisibleText`` escapes are written as `\u{1B}`.
public struct JUnitReporter: FindingReporter {
    /// `junit`, the name `--format` selects this reporter by.
    public let identifier = "junit"
    /// The report has no fingerprints.
    public let printsFingerprints = false

    /// Creates the reporter.
    public init() {}

    /// The report of `context`'s findings; see ``FindingReporter/report(_:context:)``.
    public func report(_ products: [ReconciledProduct], context: ReportContext) -> String {
        var pages: [String: [ReportedFinding]] = [:]
        for entry in context.findings { pages[entry.finding.location.path, default: []].append(entry) }
        var suites: [String] = []
        var totals = (tests: 0, failures: 0, skipped: 0)
        for path in pages.keys.sorted() {
            let entries = pages[path]!.enumerated().sorted { lhs, rhs in
                let left = lhs.element.finding.location
                let right = rhs.element.finding.location
                return left != right ? left < right : lhs.offset < rhs.offset
            }.map(\.element)
            let failures = entries.filter { $0.fails(at: context.failOn) }.count
            let skipped = entries.filter { $0.status != .open }.count
            totals.tests += entries.count
            totals.failures += failures
            totals.skipped += skipped
            var suite =
                "  <testsuite name=\"\(Self.attribute(path))\" tests=\"\(entries.count)\" "
                + "failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
            for entry in entries { suite += Self.testCase(entry, failOn: context.failOn) }
            suite += "  </testsuite>\n"
            suites.append(suite)
        }
        if suites.isEmpty {
            totals.tests = 1
            suites.append(
                "  <testsuite name=\"errata\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\">\n"
                    + "    <testcase name=\"errata check\" classname=\"errata\"/>\n  </testsuite>\n")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"errata\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" "
            + "errors=\"0\" skipped=\"\(totals.skipped)\">\n"
            + suites.joined()
            + "</testsuites>\n"
    }

    /// One finding's `testcase`.
    static func testCase(_ entry: ReportedFinding, failOn: Diagnostic.Severity) -> String {
        let finding = entry.finding
        var name = "\(finding.rule): \(finding.fact)"
        if !finding.language.isEmpty { name += " (\(finding.language))" }
        if finding.location.line > 0 { name += " at line \(finding.location.line)" }
        var head = "    <testcase name=\"\(attribute(name))\" classname=\"\(attribute("errata.\(finding.rule)"))\""
        head += " file=\"\(attribute(finding.location.path))\""
        if finding.location.line > 0 { head += " line=\"\(finding.location.line)\"" }
        var details = ["\(finding.severity.rawValue) at \(finding.location): \(finding.message)"]
        for related in finding.related { details.append("\(related.location): \(related.message)") }
        if let resolution = finding.resolution { details.append("Decision: \(resolution)") }
        let body = text(details.joined(separator: "\n"))
        if entry.fails(at: failOn) {
            return head + ">\n      <failure type=\"\(attribute(finding.rule))\" "
                + "message=\"\(attribute(finding.message))\">\(body)</failure>\n    </testcase>\n"
        }
        if entry.status != .open {
            let reason = "\(entry.status.rawValue)" + (entry.justification.map { ": \($0)" } ?? "")
            return head + ">\n      <skipped message=\"\(attribute(reason))\"/>\n"
                + "      <system-out>\(body)</system-out>\n    </testcase>\n"
        }
        return head + ">\n      <system-out>\(body)</system-out>\n    </testcase>\n"
    }

    /// Text for an attribute value: as ``text(_:)``, and `"`, `'`, tab and line breaks as
    /// character references (an XML reader turns a raw one into a space).
    static func attribute(_ value: String) -> String {
        escaped(value, inAttribute: true)
    }

    /// Text for element content: `&`, `<` and `>` as entities; what XML cannot hold as `\u{…}`.
    static func text(_ value: String) -> String {
        escaped(value, inAttribute: false)
    }

    private static func escaped(_ value: String, inAttribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "'" where inAttribute: result += "&apos;"
            case "\t": result += inAttribute ? "&#9;" : "\t"
            case "\n": result += inAttribute ? "&#10;" : "\n"
            // A raw CR is read as a line break: kept only as a reference.
            case "\r": result += "&#13;"
            case "\u{FFFE}", "\u{FFFF}": result += VisibleText.escape(scalar)
            default: VisibleText.append(scalar, to: &result)
            }
        }
        return result
    }
}
