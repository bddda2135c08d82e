import Foundation

/// `--format sarif`: SARIF 2.1.0, the format GitHub code scanning reads.
///
/// One run whose `tool.driver` (name `errata`, version, `informationUri`) lists every rule
/// (``ReportContext/describedRules``: id, short and full description, help as text and
/// Markdown, default level). Each finding is a result with its rule id and index, level,
/// message, the primary location (`artifactLocation.uri` relative to the project, forward
/// slashes, percent-encoded; `startLine` and `startColumn` at least 1), the same fact in the
/// other languages as `relatedLocations`, and `partialFingerprints["errataFingerprint/v1"]`
/// (``Fingerprint``, from the rule, product, fact and language, so that an alert survives lines
/// moving). Accepted and baselined findings carry an external suppression with the reason;
/// when a baseline was used, results say `baselineState` `new` or `unchanged`.
///
/// GitHub takes at most 25,000 results a run: past ``maximumResults`` the report keeps the
/// first ones and ends with a note result saying how many were left out.
public struct SARIFReporter: FindingReporter {
    /// `sarif`, the name `--format` selects this reporter by.
    public let identifier = "sarif"

    /// Where people can read about errata: the tool's `informationUri`.
    public static let informationURI = "https://errata.invalid/docs"

    /// The SARIF schema the output follows.
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The most results one report holds, the truncation note included.
    public var maximumResults: Int

    /// The id of the note result that says results were left out.
    public static let truncatedRuleID = "results-truncated"

    /// Creates the reporter.
    ///
    /// - Parameter maximumResults: The most results a report holds (GitHub's limit by default).
    public init(maximumResults: Int = 25_000) {
        self.maximumResults = max(1, maximumResults)
    }

    /// The report of `context`'s findings; see ``FindingReporter/report(_:context:)``.
    public func report(_ products: [ReconciledProduct], context: ReportContext) -> String {
        var output = ""
        write(products, context: context, to: &output)
        return output
    }

    /// Writes the log, its results in runs; see ``FindingReporter/write(_:context:to:)``.
    public func write(_ products: [ReconciledProduct], context: ReportContext, to output: inout some TextOutputStream) {
        var rules = context.describedRules
        var entries = context.findings
        var omitted = 0
        if entries.count > maximumResults {
            omitted = entries.count - (maximumResults - 1)
            entries = Array(entries.prefix(maximumResults - 1))
            rules.append(Self.truncatedRule)
        }
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }) { first, _ in first }
        var note: JSONValue?
        if omitted > 0 {
            let message =
                "\(omitted) more findings are not in this report (SARIF uploads take at most "
                + "\(maximumResults) results); run errata check for all of them"
            var result: [String: JSONValue] = [
                "ruleId": .string(Self.truncatedRuleID),
                "level": .string("note"),
                "message": .object(["text": .string(message)]),
            ]
            if let index = ruleIndex[Self.truncatedRuleID] { result["ruleIndex"] = .number(index) }
            note = .object(result)
        }
        // The results are most of the report: written in runs side by side, four levels deep.
        let results = JSONValue.array(count: entries.count + (note == nil ? 0 : 1), indent: 3) {
            [entries, note] index in
            guard index < entries.count else { return note ?? .null }
            let entry = entries[index]
            return Self.result(entry, ruleIndex: ruleIndex[entry.finding.rule], context: context)
        }
        let log = JSONValue.object([
            "$schema": .string(Self.schemaURI),
            "version": .string("2.1.0"),
            "runs": .array([
                .object([
                    "tool": .object([
                        "driver": .object([
                            "name": .string("errata"),
                            "version": .string(context.toolVersion),
                            "semanticVersion": .string(context.toolVersion),
                            "informationUri": .string(Self.informationURI),
                            "rules": .array(rules.map(Self.rule)),
                        ])
                    ]),
                    "columnKind": .string("unicodeCodePoints"),
                    "results": results,
                ])
            ]),
        ])
        JSONValue.write(log, to: &output)
    }

    // MARK: - Rules and results

    private static let truncatedRule = RuleDescriptor(
        id: truncatedRuleID,
        summary: "Some findings were left out of this SARIF report.",
        fullDescription: "The report held more findings than a SARIF upload takes; the last ones were left out.",
        help: "Run `errata check` for every finding, or fix the drift (or write a baseline) to bring the count down.",
        defaultSeverity: .note,
        failsCheck: false
    )

    private static func rule(_ descriptor: RuleDescriptor) -> JSONValue {
        .object([
            "id": .string(descriptor.id),
            "name": .string(
                descriptor.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()),
            "shortDescription": .object(["text": .string(descriptor.summary)]),
            "fullDescription": .object(["text": .string(descriptor.fullDescription)]),
            "help": .object([
                "text": .string(descriptor.help.replacingOccurrences(of: "`", with: "'")),
                "markdown": .string(descriptor.help),
            ]),
            "defaultConfiguration": .object(["level": .string(descriptor.defaultSeverity.rawValue)]),
        ])
    }

    private static func result(_ entry: ReportedFinding, ruleIndex: Int?, context: ReportContext) -> JSONValue {
        let finding = entry.finding
        var text = finding.message
        if let resolution = finding.resolution { text += ". Decision: \(resolution)" }
        // Members that are absent are left out, not written as null.
        var result: [String: JSONValue] = [
            "ruleId": .string(finding.rule),
            "level": .string(finding.severity.rawValue),
            "message": .object(["text": .string(text)]),
            "locations": .array([.object(["physicalLocation": physical(finding.location)])]),
            "partialFingerprints": .object([Fingerprint.sarifKey: .string(entry.fingerprint)]),
        ]
        if let ruleIndex { result["ruleIndex"] = .number(ruleIndex) }
        if !finding.related.isEmpty {
            result["relatedLocations"] = .array(
                finding.related.enumerated().map { index, related in
                    .object([
                        "id": .number(index),
                        "physicalLocation": physical(related.location),
                        "message": .object(["text": .string(related.message)]),
                    ])
                })
        }
        switch entry.status {
        case .open:
            break
        case .accepted, .baselined:
            result["suppressions"] = .array([
                .object([
                    "kind": .string("external"),
                    "status": .string("accepted"),
                    "justification": .string(entry.justification ?? entry.status.rawValue),
                ])
            ])
        }
        if context.baselineUsed, entry.canFail {
            switch entry.status {
            case .open: result["baselineState"] = .string("new")
            case .baselined: result["baselineState"] = .string("unchanged")
            case .accepted: break
            }
        }
        var properties: [String: JSONValue] = [
            "product": .string(finding.product), "fact": .string(finding.fact),
            "status": .string(entry.status.rawValue),
        ]
        if !finding.language.isEmpty { properties["language"] = .string(finding.language) }
        result["properties"] = .object(properties)
        return .object(result)
    }

    /// A physical location with a relative, percent-encoded URI and a 1-based region.
    private static func physical(_ location: SourceLocation) -> JSONValue {
        .object([
            "artifactLocation": .object(["uri": .string(uri(location.path))]),
            "region": .object([
                "startLine": .number(max(1, location.line)), "startColumn": .number(max(1, location.column)),
            ]),
        ])
    }

    /// A path as a URI reference: forward slashes, characters outside a URL path percent-encoded;
    /// an absolute path becomes a `file://` URI.
    static func uri(_ path: String) -> String {
        let slashed = path.replacingOccurrences(of: "\\", with: "/")
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;")
        let encoded = slashed.addingPercentEncoding(withAllowedCharacters: allowed) ?? slashed
        return slashed.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
