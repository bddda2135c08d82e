/// Prints the findings of a check in one format, for one kind of reader: a terminal or Xcode,
/// a script, GitHub code scanning, a GitHub Actions log, a pull-request comment, or a CI's test report.
///
/// One file per reporter, each with its ``identifier``, listed in ``FindingReporters/all``;
/// `errata check --format` picks one. A reporter only turns findings into text: same input, same
/// text, with nothing from the time, the locale or the environment (colors are decided by the
/// caller and passed in ``ReportContext/useColor``).
public protocol FindingReporter: Sendable {
    /// The name `--format` selects the reporter by, e.g. `sarif`.
    var identifier: String { get }

    /// Whether the report prints each finding's ``ReportedFinding/fingerprint`` (by default, it
    /// does). The fingerprints of a check whose report does not print them need not be worked out
    /// (``FindingCheck/fingerprints``).
    var printsFingerprints: Bool { get }

    /// The report.
    ///
    /// - Parameters:
    ///   - products: The reconciled products, in config order (for product names and languages).
    ///   - context: The findings to report, with their status, and how to print them.
    /// - Returns: The whole report; empty or ending with a newline.
    func report(_ products: [ReconciledProduct], context: ReportContext) -> String

    /// Writes the report to `output` as it is made, in parts, so that a long report (tens of
    /// megabytes of SARIF) is never held whole. The text is ``report(_:context:)``'s.
    ///
    /// - Parameters:
    ///   - products: The reconciled products, in config order.
    ///   - context: The findings to report, and how.
    ///   - output: Where the text goes, e.g. standard output.
    func write(_ products: [ReconciledProduct], context: ReportContext, to output: inout some TextOutputStream)

    /// ``write(_:context:to:)`` to a stream that also takes bytes: the same text, handed over as
    /// UTF-8 bytes by a reporter that makes it as bytes (by default, as strings).
    func write(_ products: [ReconciledProduct], context: ReportContext, toUTF8 output: inout some UTF8OutputStream)
}

extension FindingReporter {
    public var printsFingerprints: Bool { true }

    /// Writes ``report(_:context:)`` whole: for reporters whose reports stay short.
    public func write(_ products: [ReconciledProduct], context: ReportContext, to output: inout some TextOutputStream) {
        output.write(report(products, context: context))
    }

    /// Writes the report as strings, with ``write(_:context:to:)``.
    public func write(
        _ products: [ReconciledProduct], context: ReportContext, toUTF8 output: inout some UTF8OutputStream
    ) {
        write(products, context: context, to: &output)
    }
}

/// A text stream that takes UTF-8 bytes as they are, too, such as a file: a reporter that makes
/// its text as bytes hands them over without making a string of them first (which reads every
/// byte again to check that it is UTF-8).
public protocol UTF8OutputStream: TextOutputStream {
    /// Appends `bytes`, which are UTF-8 text.
    mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>)
}

/// Every reporter errata has, in a fixed order.
public enum FindingReporters {
    /// All reporters; the first is the default.
    public static let all: [any FindingReporter] = [
        XcodeReporter(),
        JSONReporter(),
        SARIFReporter(),
        GitHubReporter(),
        MarkdownReporter(),
        JUnitReporter(),
    ]

    /// The identifiers of all reporters, in order.
    public static var identifiers: [String] { all.map(\.identifier) }

    /// The reporter with an identifier.
    ///
    /// - Parameter identifier: E.g. `sarif`.
    /// - Returns: The reporter, or `nil` if none has that identifier.
    public static func reporter(for identifier: String) -> (any FindingReporter)? {
        all.first { $0.identifier == identifier }
    }
}

/// What a reporter prints, and how.
public struct ReportContext: Sendable {
    /// Every finding to report, in order, with its status and fingerprint.
    public var findings: [ReportedFinding]
    /// The lowest severity that fails the check.
    public var failOn: Diagnostic.Severity
    /// errata's version.
    public var toolVersion: String
    /// Whether the output may carry ANSI colors (only the Xcode format uses them).
    public var useColor: Bool
    /// Whether a baseline was applied (SARIF then marks results `new` or `unchanged`).
    public var baselineUsed: Bool
    /// The rules the report may name; by default ``RuleDescriptor/all``.
    public var rules: [RuleDescriptor]
    /// The rules document SARIF's `helpUri` points into, `#` and the rule id after it (config
    /// `report: {help-base-url: …}`; by default ``SARIFReporter/defaultHelpBaseURL``).
    public var helpBaseURL: String

    /// Creates a context.
    public init(
        findings: [ReportedFinding],
        failOn: Diagnostic.Severity = .error,
        toolVersion: String,
        useColor: Bool = false,
        baselineUsed: Bool = false,
        rules: [RuleDescriptor] = RuleDescriptor.all,
        helpBaseURL: String = SARIFReporter.defaultHelpBaseURL
    ) {
        self.findings = findings
        self.failOn = failOn
        self.toolVersion = toolVersion
        self.useColor = useColor
        self.baselineUsed = baselineUsed
        self.rules = rules
        self.helpBaseURL = helpBaseURL
    }

    /// A context reporting every finding of `products`, each open or accepted by the config.
    ///
    /// - Parameters:
    ///   - products: The reconciled products.
    ///   - toolVersion: errata's version.
    public init(products: [ReconciledProduct], toolVersion: String) {
        self.init(findings: ReportedFinding.all(in: products), toolVersion: toolVersion)
    }

    /// The rules to describe: ``rules``, then one for any rule a finding names that they lack.
    public var describedRules: [RuleDescriptor] {
        var described = rules
        for entry in findings where !described.contains(where: { $0.id == entry.finding.rule }) {
            described.append(.unknown(entry.finding.rule))
        }
        return described
    }
}
