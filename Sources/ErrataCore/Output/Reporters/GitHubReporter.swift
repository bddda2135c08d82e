/// `--format github`: GitHub Actions workflow commands, which GitHub shows as annotations on
/// the pull request's files.
///
/// ```
/// ::error file=docs-src/gamebase/en/ios-authentication.md,line=502,col=20,endLine=502,title=errata code-conflict::…
/// ```
///
/// Errors are `::error`, warnings `::warning`, notes `::notice`; accepted and baselined findings
/// are `::notice` with the status in the title. The message carries the related locations and
/// the decision on further lines. As the Actions toolkit does, `%`, CR and LF are escaped as
/// `%25`, `%0D` and `%0A` in the message, and also `:` and `,` as `%3A` and `%2C` in property
/// values; other control characters are written as ``VisibleText`` escapes (`\u{1B}`). A line of 0 (a whole file) is given as line 1.
public struct GitHubReporter: FindingReporter {
    /// `github`, the name `--format` selects this reporter by.
    public let identifier = "github"
    /// The report has no fingerprints.
    public let printsFingerprints = false

    /// Creates the reporter.
    public init() {}

    /// The report of `context`'s findings; see ``FindingReporter/report(_:context:)``.
    public func report(_ products: [ReconciledProduct], context: ReportContext) -> String {
        var lines: [String] = []
        for entry in context.findings {
            let finding = entry.finding
            let command: String
            var title = "errata \(finding.rule)"
            switch (entry.status, finding.severity) {
            case (.open, .error): command = "error"
            case (.open, .warning): command = "warning"
            case (.open, .note): command = "notice"
            case (.accepted, _), (.baselined, _):
                command = "notice"
                title += " (\(entry.status.rawValue))"
            }
            let line = max(1, finding.location.line)
            var properties = ["file=\(Self.property(finding.location.path))", "line=\(line)"]
            if finding.location.column > 0 { properties.append("col=\(finding.location.column)") }
            properties.append("endLine=\(line)")
            properties.append("title=\(Self.property(title))")
            var message = [finding.message]
            for related in finding.related {
                message.append("\(related.location): \(related.message)")
            }
            if let resolution = finding.resolution { message.append("Decision: \(resolution)") }
            if entry.status != .open, let justification = entry.justification {
                message.append("\(entry.status == .accepted ? "Accepted" : "Baselined"): \(justification)")
            }
            let body = Self.data(message.joined(separator: "\n"))
            lines.append("::\(command) \(properties.joined(separator: ","))::\(body)")
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

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
            default:
                if VisibleText.needsEscape(scalar) {
                    result += VisibleText.escape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
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
