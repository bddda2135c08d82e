/// `--format xcode` (the default): one compiler-style line per finding, the shape Xcode, SwiftPM
/// and most editors turn into inline issues.
///
/// ```
/// docs-src/gamebase/en/ios-authentication.md:502:19: error: en gives … [code-conflict]
/// docs-src/gamebase/ko/ios-authentication.md:973:3: note: ko gives TCGB_ERROR_BANNED_MEMBER (7)
/// ```
///
/// A `note:` line follows for each related location, as compilers print notes. A finding that
/// does not count (accepted in `errata.yml`, or listed in the baseline) is printed as a `note:`
/// marked `accepted:` or `baselined:`, followed by a note where it was accepted, so that it
/// neither fails nor looks like a build error. Columns count characters. With
/// ``ReportContext/useColor`` the location is bold and the severity colored as clang does.
public struct XcodeReporter: FindingReporter {
    /// `xcode`, the name `--format` selects this reporter by.
    public let identifier = "xcode"

    /// Creates the reporter.
    public init() {}

    /// The report of `context`'s findings; see ``FindingReporter/report(_:context:)``.
    public func report(_ products: [ReconciledProduct], context: ReportContext) -> String {
        var lines: [String] = []
        let style = Style(enabled: context.useColor)
        for entry in context.findings {
            let finding = entry.finding
            switch entry.status {
            case .open:
                lines.append(
                    style.line(finding.location, finding.severity, finding.message, rule: finding.rule))
            case .accepted, .baselined:
                lines.append(
                    style.line(
                        finding.location, .note, "\(entry.status.rawValue): \(finding.message)", rule: finding.rule))
            }
            for related in finding.related {
                lines.append(style.line(related.location, .note, related.message, rule: nil))
            }
            if entry.status != .open, let justification = entry.justification {
                let location = entry.justificationLocation ?? finding.location
                let label = entry.status == .accepted ? "accepted in the config" : "baselined"
                lines.append(style.line(location, .note, "\(label): \(justification)", rule: nil))
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}

/// ANSI styling for diagnostic lines, or none.
private struct Style {
    var enabled: Bool

    func line(_ location: SourceLocation, _ severity: Diagnostic.Severity, _ message: String, rule: String?) -> String {
        // One line per diagnostic: line breaks in the message become spaces (checked on scalars
        // first, as most messages have none).
        let breaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]
        let message =
            message.unicodeScalars.contains { breaks.contains($0.value) }
            ? message.map { $0.isNewline ? " " : String($0) }.joined() : message
        let suffix = rule.map { " [\($0)]" } ?? ""
        guard enabled else { return "\(location): \(severity.rawValue): \(message)\(suffix)" }
        let bold = "\u{1B}[1m"
        let reset = "\u{1B}[0m"
        let color: String
        switch severity {
        case .error: color = "\u{1B}[1;31m"
        case .warning: color = "\u{1B}[1;35m"
        case .note: color = "\u{1B}[1;36m"
        }
        return "\(bold)\(location): \(reset)\(color)\(severity.rawValue): \(reset)\(bold)\(message)\(reset)\(suffix)"
    }
}
