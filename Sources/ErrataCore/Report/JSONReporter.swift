import Foundation

/// `--format json`: every finding as one element of a JSON array, for scripts.
///
/// Each element has the same keys, sorted, with `null` for what is absent; the array keeps the
/// report order (products in config order, each product's findings as the reconciler sorted
/// them, then the check's own findings). Two-space indentation, slashes unescaped, one newline
/// at the end.
///
/// ```json
/// [
///   {
///     "accepted" : false,
///     "fact" : "TCGB_ERROR_BANNED_MEMBER",
///     "failing" : true,
///     "fingerprint" : "…",
///     "justification" : null,
///     "justificationLocation" : null,
///     "language" : "en",
///     "location" : { "column" : 19, "line" : 502, "path" : "docs-src/gamebase/en/ios-authentication.md" },
///     "message" : "en gives TCGB_ERROR_AUTH_BANNED_MEMBER (3005): …",
///     "product" : "gamebase",
///     "related" : [ { "language" : "ko", "location" : { … }, "message" : "ko gives …" } ],
///     "resolution" : "using TCGB_ERROR_BANNED_MEMBER = 7 (…)",
///     "rule" : "code-conflict",
///     "section" : [ "Error Codes" ],
///     "severity" : "error",
///     "status" : "open"
///   }
/// ]
/// ```
///
/// `status` is `open`, `accepted` (by a resolution in `errata.yml`) or `baselined`; `failing`
/// says whether the finding fails the check at its `--fail-on` severity.
public struct JSONReporter: FindingReporter {
    /// `json`, the name `--format` selects this reporter by.
    public let identifier = "json"

    /// Creates the reporter.
    public init() {}

    /// The report of `context`'s findings; see ``FindingReporter/report(_:context:)``.
    public func report(_ products: [ReconciledProduct], context: ReportContext) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let entries = context.findings.map { JSONEntry($0, failOn: context.failOn) }
        // Written by hand, so that every Foundation writes an empty report the same way.
        guard !entries.isEmpty else { return "[]\n" }
        // Strings, numbers and booleans always encode.
        let data = (try? encoder.encode(entries)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// A place in a file.
private struct JSONLocation: Encodable {
    var path: String
    var line: Int
    var column: Int

    init(_ location: SourceLocation) {
        path = location.path
        line = location.line
        column = location.column
    }
}

/// A related location.
private struct JSONRelated: Encodable {
    var language: String
    var location: JSONLocation
    var message: String
}

/// One finding; optional values are written as `null`, so every element has the same keys.
private struct JSONEntry: Encodable {
    var rule: String
    var severity: String
    var message: String
    var product: String
    var fact: String
    var language: String
    var section: [String]
    var location: JSONLocation
    var related: [JSONRelated]
    var resolution: String?
    var accepted: Bool
    var status: String
    var failing: Bool
    var fingerprint: String
    var justification: String?
    var justificationLocation: JSONLocation?

    init(_ entry: ReportedFinding, failOn: Diagnostic.Severity) {
        let finding = entry.finding
        rule = finding.rule
        severity = finding.severity.rawValue
        message = finding.message
        product = finding.product
        fact = finding.fact
        language = finding.language
        section = finding.section
        location = JSONLocation(finding.location)
        related = finding.related.map {
            JSONRelated(language: $0.language, location: JSONLocation($0.location), message: $0.message)
        }
        resolution = finding.resolution
        accepted = finding.accepted
        status = entry.status.rawValue
        failing = entry.fails(at: failOn)
        fingerprint = entry.fingerprint
        justification = entry.justification
        justificationLocation = entry.justificationLocation.map(JSONLocation.init)
    }

    private enum CodingKeys: String, CodingKey {
        case rule, severity, message, product, fact, language, section, location, related, resolution, accepted
        case status, failing, fingerprint, justification, justificationLocation
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encode(product, forKey: .product)
        try container.encode(fact, forKey: .fact)
        try container.encode(language, forKey: .language)
        try container.encode(section, forKey: .section)
        try container.encode(location, forKey: .location)
        try container.encode(related, forKey: .related)
        try container.encode(resolution, forKey: .resolution)
        try container.encode(accepted, forKey: .accepted)
        try container.encode(status, forKey: .status)
        try container.encode(failing, forKey: .failing)
        try container.encode(fingerprint, forKey: .fingerprint)
        try container.encode(justification, forKey: .justification)
        try container.encode(justificationLocation, forKey: .justificationLocation)
    }
}
