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
        var rules = context.describedRules
        var entries = context.findings
        var omitted = 0
        if entries.count > maximumResults {
            omitted = entries.count - (maximumResults - 1)
            entries = Array(entries.prefix(maximumResults - 1))
            rules.append(Self.truncatedRule)
        }
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }) { first, _ in first }
        var results = entries.map { result($0, ruleIndex: ruleIndex[$0.finding.rule], context: context) }
        if omitted > 0 {
            results.append(
                SARIFResult(
                    ruleId: Self.truncatedRuleID,
                    ruleIndex: ruleIndex[Self.truncatedRuleID],
                    level: "note",
                    message: SARIFMessage(
                        text: "\(omitted) more findings are not in this report (SARIF uploads take at most "
                            + "\(maximumResults) results); run errata check for all of them"
                    )
                )
            )
        }
        let log = SARIFLog(
            schema: Self.schemaURI,
            version: "2.1.0",
            runs: [
                SARIFRun(
                    tool: SARIFTool(
                        driver: SARIFDriver(
                            name: "errata",
                            version: context.toolVersion,
                            semanticVersion: context.toolVersion,
                            informationUri: Self.informationURI,
                            rules: rules.map(Self.rule)
                        )
                    ),
                    columnKind: "unicodeCodePoints",
                    results: results
                )
            ]
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(log)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
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

    private static func rule(_ descriptor: RuleDescriptor) -> SARIFRule {
        SARIFRule(
            id: descriptor.id,
            name: descriptor.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
            shortDescription: SARIFMessage(text: descriptor.summary),
            fullDescription: SARIFMessage(text: descriptor.fullDescription),
            help: SARIFHelp(text: descriptor.help.replacingOccurrences(of: "`", with: "'"), markdown: descriptor.help),
            defaultConfiguration: SARIFConfiguration(level: descriptor.defaultSeverity.rawValue)
        )
    }

    private func result(_ entry: ReportedFinding, ruleIndex: Int?, context: ReportContext) -> SARIFResult {
        let finding = entry.finding
        var text = finding.message
        if let resolution = finding.resolution { text += ". Decision: \(resolution)" }
        var result = SARIFResult(
            ruleId: finding.rule,
            ruleIndex: ruleIndex,
            level: finding.severity.rawValue,
            message: SARIFMessage(text: text)
        )
        result.locations = [SARIFLocation(id: nil, physicalLocation: Self.physical(finding.location), message: nil)]
        if !finding.related.isEmpty {
            result.relatedLocations = finding.related.enumerated().map { index, related in
                SARIFLocation(
                    id: index,
                    physicalLocation: Self.physical(related.location),
                    message: SARIFMessage(text: related.message)
                )
            }
        }
        result.partialFingerprints = [Fingerprint.sarifKey: entry.fingerprint]
        switch entry.status {
        case .open:
            break
        case .accepted, .baselined:
            result.suppressions = [
                SARIFSuppression(
                    kind: "external",
                    status: "accepted",
                    justification: entry.justification ?? entry.status.rawValue
                )
            ]
        }
        if context.baselineUsed, entry.canFail {
            switch entry.status {
            case .open: result.baselineState = "new"
            case .baselined: result.baselineState = "unchanged"
            case .accepted: break
            }
        }
        var properties = ["product": finding.product, "fact": finding.fact, "status": entry.status.rawValue]
        if !finding.language.isEmpty { properties["language"] = finding.language }
        result.properties = properties
        return result
    }

    /// A physical location with a relative, percent-encoded URI and a 1-based region.
    private static func physical(_ location: SourceLocation) -> SARIFPhysicalLocation {
        SARIFPhysicalLocation(
            artifactLocation: SARIFArtifactLocation(uri: uri(location.path)),
            region: SARIFRegion(startLine: max(1, location.line), startColumn: max(1, location.column))
        )
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

// MARK: - SARIF shapes

/// The top-level log.
private struct SARIFLog: Encodable {
    var schema: String
    var version: String
    var runs: [SARIFRun]

    private enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }
}

private struct SARIFRun: Encodable {
    var tool: SARIFTool
    var columnKind: String
    var results: [SARIFResult]
}

private struct SARIFTool: Encodable {
    var driver: SARIFDriver
}

private struct SARIFDriver: Encodable {
    var name: String
    var version: String
    var semanticVersion: String
    var informationUri: String
    var rules: [SARIFRule]
}

private struct SARIFRule: Encodable {
    var id: String
    var name: String
    var shortDescription: SARIFMessage
    var fullDescription: SARIFMessage
    var help: SARIFHelp
    var defaultConfiguration: SARIFConfiguration
}

private struct SARIFHelp: Encodable {
    var text: String
    var markdown: String
}

private struct SARIFConfiguration: Encodable {
    var level: String
}

private struct SARIFMessage: Encodable {
    var text: String
}

private struct SARIFResult: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: SARIFMessage
    var locations: [SARIFLocation]?
    var relatedLocations: [SARIFLocation]?
    var partialFingerprints: [String: String]?
    var suppressions: [SARIFSuppression]?
    var baselineState: String?
    var properties: [String: String]?
}

private struct SARIFLocation: Encodable {
    var id: Int?
    var physicalLocation: SARIFPhysicalLocation
    var message: SARIFMessage?
}

/// A file and a region in it.
private struct SARIFPhysicalLocation: Encodable {
    var artifactLocation: SARIFArtifactLocation
    var region: SARIFRegion
}

/// A file.
private struct SARIFArtifactLocation: Encodable {
    var uri: String
}

/// Where in the file.
private struct SARIFRegion: Encodable {
    var startLine: Int
    var startColumn: Int
}

private struct SARIFSuppression: Encodable {
    var kind: String
    var status: String
    var justification: String
}
