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
///     "fact" : "XYZ_ERROR_ACCOUNT_LOCKED",
///     "failing" : true,
///     "fingerprint" : "…",
///     "justification" : null,
///     "justificationLocation" : null,
///     "language" : "en",
///     "location" : { "column" : 19, "line" : 502, "path" : "docs-src/shop/en/ios-sign-in.md" },
///     "message" : "en gives XYZ_ERROR_AUTH_ACCOUNT_LOCKED (4012): …",
///     "product" : "shop",
///     "related" : [ { "language" : "ko", "location" : { … }, "message" : "ko gives …" } ],
///     "resolution" : "using XYZ_ERROR_ACCOUNT_LOCKED = 12 (…)",
///     "rule" : "code-conflict",
///     "section" : [ "Error Codes" ],
///     "severity" : "error",
///     "status" : "open",
///     "suppressed" : null
///   }
/// ]
/// ```
///
/// `status` is `open`, `accepted` (by a resolution in `errata.yml`, or by a comment in the page)
/// or `baselined`; `failing` says whether the finding fails the check at its `--fail-on`
/// severity; `suppressed` is the page comment that turns it off (`comment`, `rules`, `reason`,
/// `location`), or `null`.
public struct JSONReporter: FindingReporter {
    /// `json`, the name `--format` selects this reporter by.
    public let identifier = "json"

    /// Creates the reporter.
    public init() {}

    /// The report of `context`'s findings; see ``FindingReporter/report(_:context:)``.
    public func report(_ products: [ReconciledProduct], context: ReportContext) -> String {
        var output = ""
        write(products, context: context, to: &output)
        return output
    }

    /// Writes the report in runs of findings; see ``FindingReporter/write(_:context:to:)``.
    public func write(_ products: [ReconciledProduct], context: ReportContext, to output: inout some TextOutputStream) {
        guard !context.findings.isEmpty else {
            output.write("[]\n")
            return
        }
        let failOn = context.failOn
        let findings = context.findings
        JSONValue.write(
            .array(count: findings.count, indent: 0) { Self.entry(findings[$0], failOn: failOn) }, to: &output)
    }

    /// One finding; optional values are written as `null`, so every element has the same keys.
    static func entry(_ entry: ReportedFinding, failOn: Diagnostic.Severity) -> JSONValue {
        let finding = entry.finding
        // In the keys' order, which is how they are written.
        return .ordered([
            "accepted": .bool(finding.accepted),
            "fact": .string(finding.fact),
            "failing": .bool(entry.fails(at: failOn)),
            "fingerprint": .string(entry.fingerprint),
            "justification": .optional(entry.justification),
            "justificationLocation": entry.justificationLocation.map(location) ?? .null,
            "language": .string(finding.language),
            "location": location(finding.location),
            "message": .string(finding.message),
            "product": .string(finding.product),
            "related": .array(finding.related.map(related)),
            "resolution": .optional(finding.resolution),
            "rule": .string(finding.rule),
            "section": .array(finding.section.map(JSONValue.string)),
            "severity": .string(finding.severity.rawValue),
            "status": .string(entry.status.rawValue),
            "suppressed": entry.suppression.map(suppression) ?? .null,
        ])
    }

    /// The comment in the page that turns a finding off.
    static func suppression(_ comment: SuppressionComment) -> JSONValue {
        .ordered([
            "comment": .string(comment.kind.rawValue), "location": location(comment.location),
            "reason": .optional(comment.reason), "rules": .array(comment.rules.map(JSONValue.string)),
        ])
    }

    /// The same fact in another language.
    static func related(_ related: RelatedLocation) -> JSONValue {
        .ordered([
            "language": .string(related.language), "location": location(related.location),
            "message": .string(related.message),
        ])
    }

    /// A place in a file.
    static func location(_ location: SourceLocation) -> JSONValue {
        .ordered(["column": .number(location.column), "line": .number(location.line), "path": .string(location.path)])
    }
}
