/// A finding as a check reports it: with its fingerprint, and whether and why it is let through.
public struct ReportedFinding: Sendable, Hashable {
    /// Whether a finding counts against the check.
    public enum Status: String, Sendable, Hashable, Codable {
        /// A finding that counts: it fails the check when its severity reaches the failing one.
        case open
        /// Accepted by a resolution in `errata.yml`: shown, never failing.
        case accepted
        /// Listed in the baseline file: shown, never failing.
        case baselined
    }

    /// The finding.
    public var finding: Finding
    /// Whether it counts.
    public var status: Status
    /// What the finding is about, unique within the report: see ``Fingerprint/unique(_:)``.
    public var fingerprint: String
    /// Why the finding does not count, for accepted and baselined findings: the resolution's
    /// reason, or the baseline file.
    public var justification: String?
    /// Where the justification is written: the resolution in `errata.yml`, or the baseline entry.
    public var justificationLocation: SourceLocation?
    /// Whether the finding's rule can fail a check at all (stale entries only warn).
    public var canFail: Bool
    /// The comment in the page that turns the finding's rule off where it stands, if one does
    /// (the finding is then ``Status/accepted``, with the comment's reason as its justification).
    public var suppression: SuppressionComment?

    /// Creates a reported finding.
    public init(
        finding: Finding,
        status: Status = .open,
        fingerprint: String,
        justification: String? = nil,
        justificationLocation: SourceLocation? = nil,
        canFail: Bool = true
    ) {
        self.finding = finding
        self.status = status
        self.fingerprint = fingerprint
        self.justification = justification
        self.justificationLocation = justificationLocation
        self.canFail = canFail
    }

    /// Whether the finding fails a check that fails on `severity` and above.
    ///
    /// - Parameter severity: The failing severity (`--fail-on`).
    /// - Returns: `true` for an open finding of a rule that can fail, at or above `severity`.
    public func fails(at severity: Diagnostic.Severity) -> Bool {
        Self.fails(canFail: canFail, status: status, severity: finding.severity, at: severity)
    }

    /// ``fails(at:)`` from the fields it reads, for callers that read them in place.
    static func fails(
        canFail: Bool, status: Status, severity: Diagnostic.Severity, at failOn: Diagnostic.Severity
    ) -> Bool {
        canFail && status == .open && severity >= failOn
    }

    /// The reported findings of products with no baseline: each open, or accepted by the config.
    ///
    /// - Parameter products: The reconciled products, in config order.
    /// - Returns: Their findings in order, with unique fingerprints.
    public static func all(in products: [ReconciledProduct]) -> [ReportedFinding] {
        withUniqueFingerprints(unfingerprinted(in: products))
    }

    /// ``all(in:)`` without the fingerprints, for callers that add findings and fingerprint the whole list.
    static func unfingerprinted(in products: [ReconciledProduct]) -> [ReportedFinding] {
        var reported: [ReportedFinding] = []
        reported.reserveCapacity(products.reduce(0) { $0 + $1.findings.count })
        // Each finding is copied once, straight into the list (a finding is a large value: a copy
        // retains all its parts), and marked there when accepted.
        for product in products {
            // Indexed once a product has an accepted finding, not scanned for each.
            var codes: Catalog.CodesBySymbol?
            for index in product.findings.indices {
                reported.append(ReportedFinding(finding: product.findings[index], fingerprint: ""))
                guard product.findings[index].accepted else { continue }
                let last = reported.count - 1
                reported[last].status = .accepted
                if codes == nil { codes = Catalog.CodesBySymbol(product.catalog) }
                if let resolution = product.resolution(accepting: product.findings[index], codes: codes!) {
                    reported[last].justification = resolution.reason
                    reported[last].justificationLocation = resolution.location
                } else {
                    reported[last].justification = "accepted in the config"
                }
            }
        }
        return reported
    }

    /// `findings` with their fingerprints set, unique within the list (see ``Fingerprint/unique(_:)``).
    ///
    /// - Parameter findings: Reported findings, in report order.
    /// - Returns: The same findings with ``fingerprint`` set.
    public static func withUniqueFingerprints(_ findings: consuming [ReportedFinding]) -> [ReportedFinding] {
        // Hashed in parallel (a report may hold tens of thousands); numbered in order.
        // The fields are read in place, by index in each run: a copy of the finding would retain
        // all of its parts.
        let hashes = findings.parallelChunks(minimumChunk: 1024) { run in
            run.indices.map { index in
                Fingerprint.hash(
                    rule: run[index].finding.rule, product: run[index].finding.product, fact: run[index].finding.fact,
                    language: run[index].finding.language)
            }
        }.flatMap { $0 }
        let fingerprints = Fingerprint.unique(hashes: hashes)
        // Set in place, in the list handed over: a reported finding is a large value, costly to copy.
        var findings = findings
        for index in findings.indices { findings[index].fingerprint = fingerprints[index] }
        return findings
    }
}
