import Foundation

/// `errata check` without the printing: applies the pages' suppression comments and the
/// baseline, looks for stale baseline entries and stale resolutions, measures coverage, and
/// decides whether the check fails.
///
/// The command line builds one from its options and hands the result to a ``FindingReporter``.
public struct FindingCheck: Sendable {
    /// The lowest severity that fails the check (`--fail-on`).
    public var failOn: Diagnostic.Severity
    /// The baseline whose findings are let through (`--baseline`), if any.
    public var baseline: Baseline?
    /// The minimum share, in percent, of the catalog's facts each language must state (`--min-coverage`).
    public var minimumCoverage: Double?
    /// Severities from the config's `rules`, which also apply to the check's own rules.
    public var severities: [String: Diagnostic.Severity]
    /// Put before every path that is relative to the project root, so that paths read right
    /// from the folder errata runs in (see ``pathPrefix(root:currentDirectory:)``). Paths in the
    /// baseline file are left alone: they are relative to the current folder already.
    public var pathPrefix: String
    /// Whether each finding gets its fingerprint: for reports that print them (JSON, SARIF; see
    /// ``FindingReporter/printsFingerprints``). Without, ``ReportedFinding/fingerprint`` is empty.
    public var fingerprints: Bool

    /// Creates a check.
    public init(
        failOn: Diagnostic.Severity = .error,
        baseline: Baseline? = nil,
        minimumCoverage: Double? = nil,
        severities: [String: Diagnostic.Severity] = [:],
        pathPrefix: String = "",
        fingerprints: Bool = true
    ) {
        self.failOn = failOn
        self.baseline = baseline
        self.minimumCoverage = minimumCoverage
        self.severities = severities
        self.pathPrefix = pathPrefix
        self.fingerprints = fingerprints
    }

    /// Checks reconciled products.
    ///
    /// - Parameter products: The products, in config order.
    /// - Returns: Every finding to report, in order: each product's drift findings, then stale
    ///   resolutions, coverage below the minimum and stale baseline entries.
    public func run(_ products: [ReconciledProduct]) -> CheckResult {
        // Fingerprinted once, at the end, with the check's own findings.
        var reported = ReportedFinding.unfingerprinted(in: products)
        Self.suppress(&reported, products: products)
        var staleEntries: [Int] = []
        if let baseline {
            // A suppressed finding is let through by its comment: it takes no entry.
            let candidates = reported.indices.filter { reported[$0].suppression == nil }
            let match = baseline.match(candidates.map { reported[$0].finding })
            staleEntries = match.staleEntries
            for (position, entry) in match.entryForFinding.enumerated() {
                let index = candidates[position]
                guard let entry, reported[index].status == .open else { continue }
                reported[index].status = .baselined
                let location = entry < baseline.locations.count ? baseline.locations[entry] : nil
                reported[index].justification = "listed in the baseline" + (location.map { " \($0.path)" } ?? "")
                reported[index].justificationLocation = location
            }
        }
        if !pathPrefix.isEmpty {
            // In place, and each page's path is prefixed once: findings share a few hundred pages.
            // Findings come sorted by path: the last path is compared before any is hashed.
            var rebasedPaths: [String: String] = [:]
            var last: (path: String, rebased: String)?
            func rebase(_ location: inout SourceLocation) {
                guard !location.path.hasPrefix("/") else { return }
                if let last, last.path == location.path {
                    location.path = last.rebased
                    return
                }
                let rebased: String
                if let known = rebasedPaths[location.path] {
                    rebased = known
                } else {
                    rebased = pathPrefix + location.path
                    rebasedPaths[location.path] = rebased
                }
                last = (location.path, rebased)
                location.path = rebased
            }
            for index in reported.indices {
                rebase(&reported[index].finding.location)
                for related in reported[index].finding.related.indices {
                    rebase(&reported[index].finding.related[related].location)
                }
                if reported[index].status == .accepted, reported[index].justificationLocation != nil {
                    rebase(&reported[index].justificationLocation!)
                }
                if reported[index].suppression != nil { rebase(&reported[index].suppression!.location) }
            }
        }
        var coverage: [(product: String, counts: [(language: String, count: CoverageCount)])] = []
        for product in products {
            reported += staleResolutions(in: product).map(checkFinding)
            if minimumCoverage != nil {
                let counts = product.coverageCounts()
                let languages = product.catalog.languages.map(\.folder).compactMap { language in
                    counts[language].map { (language, $0) }
                }
                coverage.append((product.config.id, languages))
                reported += coverageFindings(product, counts: languages).map(checkFinding)
            }
        }
        reported += staleBaselineFindings(staleEntries).map(checkFinding)
        return CheckResult(
            findings: fingerprints ? ReportedFinding.withUniqueFingerprints(consume reported) : reported,
            failOn: failOn,
            baselineUsed: baseline != nil,
            coverage: coverage
        )
    }

    /// The findings `--write-baseline` lists: those neither a resolution nor a comment in the page lets through.
    ///
    /// - Parameter products: The reconciled products, in config order.
    /// - Returns: The findings, in report order.
    public static func baselineFindings(in products: [ReconciledProduct]) -> [Finding] {
        var reported = ReportedFinding.unfingerprinted(in: products)
        suppress(&reported, products: products)
        return reported.filter { $0.status == .open }.map(\.finding)
    }

    // MARK: - Suppression comments

    /// Marks the open findings that a comment in their page turns off (see ``PageSuppressions``)
    /// as accepted, with the comment's reason. The comment is looked for in the page and at the
    /// line the finding is reported at, whatever other languages it names.
    static func suppress(_ reported: inout [ReportedFinding], products: [ReconciledProduct]) {
        let pages = Dictionary(
            products.filter { !$0.suppressions.isEmpty }.map { ($0.config.id, $0.suppressions) },
            uniquingKeysWith: { first, _ in first })
        guard !pages.isEmpty else { return }
        var kinds: [String: RuleKind?] = [:]
        for index in reported.indices where reported[index].status == .open {
            let finding = reported[index].finding
            guard let page = pages[finding.product]?[finding.location.path] else { continue }
            let kind: RuleKind?
            if let known = kinds[finding.rule] {
                kind = known
            } else {
                kind = RuleDescriptor.descriptor(for: finding.rule).kind
                kinds[finding.rule] = kind
            }
            guard let comment = page.comment(turningOff: finding.rule, kind: kind, at: finding.location.line) else {
                continue
            }
            reported[index].status = .accepted
            reported[index].suppression = comment
            reported[index].justification =
                "suppressed by \(comment.kind.rawValue)" + (comment.reason.map { ": \($0)" } ?? "")
            reported[index].justificationLocation = comment.location
        }
    }

    // MARK: - The check's own findings

    /// A finding of one of the check's own rules, with the config's severity for it.
    private func checkFinding(_ finding: Finding) -> ReportedFinding {
        var finding = finding
        let descriptor = RuleDescriptor.descriptor(for: finding.rule)
        finding.severity = severities[finding.rule] ?? descriptor.defaultSeverity
        return ReportedFinding(finding: finding, fingerprint: "", canFail: descriptor.failsCheck)
    }

    /// Warnings for the product's resolutions that name nothing.
    private func staleResolutions(in product: ReconciledProduct) -> [Finding] {
        product.staleResolutions().map { resolution in
            var message =
                "the resolution for '\(resolution.fact)' names no code or fact of product '\(product.config.id)'"
            if let suggestion = product.suggestions(for: resolution.fact).first {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; correct its 'fact' or delete it"
            }
            return Finding(
                rule: RuleDescriptor.staleResolution.id,
                severity: RuleDescriptor.staleResolution.defaultSeverity,
                message: message,
                product: product.config.id,
                fact: resolution.fact,
                language: "",
                location: rebased(resolution.location)
            )
        }
    }

    /// Errors for the languages whose coverage is below the minimum.
    private func coverageFindings(
        _ product: ReconciledProduct, counts: [(language: String, count: CoverageCount)]
    ) -> [Finding] {
        guard let minimum = minimumCoverage else { return [] }
        return counts.filter { $0.count.isBelow(percent: minimum) }.map { language, count in
            let page = product.pages[language]?.first
            let location =
                page.map { SourceLocation(path: $0) }
                ?? product.config.language(language)?.location ?? SourceLocation(path: product.config.folder)
            return Finding(
                rule: RuleDescriptor.minimumCoverage.id,
                severity: RuleDescriptor.minimumCoverage.defaultSeverity,
                message: "\(language) covers \(count.percentText) of product '\(product.config.id)' "
                    + "(\(count.stated) of \(count.total) listed codes), below --min-coverage "
                    + "\(Self.number(minimum))%",
                product: product.config.id,
                fact: "coverage",
                language: language,
                location: rebased(location)
            )
        }
    }

    /// Warnings for the baseline entries that matched nothing.
    private func staleBaselineFindings(_ staleEntries: [Int]) -> [Finding] {
        guard let baseline else { return [] }
        return staleEntries.map { index in
            let entry = baseline.entries[index]
            let location =
                index < baseline.locations.count ? baseline.locations[index] : SourceLocation(path: "baseline")
            return Finding(
                rule: RuleDescriptor.staleBaseline.id,
                severity: RuleDescriptor.staleBaseline.defaultSeverity,
                message: "the baseline entry for \(entry.rule) on \(entry.fact) (\(entry.language), "
                    + "\(entry.product)) matches no finding any more; rewrite the baseline with "
                    + "--write-baseline to drop it",
                product: entry.product,
                fact: entry.fact,
                language: entry.language,
                location: location
            )
        }
    }

    // MARK: - Paths

    /// `location` with ``pathPrefix`` before a relative path.
    func rebased(_ location: SourceLocation) -> SourceLocation {
        guard !pathPrefix.isEmpty, !location.path.hasPrefix("/") else { return location }
        var location = location
        location.path = pathPrefix + location.path
        return location
    }

    /// `finding` with ``pathPrefix`` before its relative paths.
    func rebased(_ finding: Finding) -> Finding {
        var finding = finding
        finding.location = rebased(finding.location)
        finding.related = finding.related.map {
            var related = $0
            related.location = rebased(related.location)
            return related
        }
        return finding
    }

    /// What to put before project-relative paths so that they read right from `currentDirectory`.
    ///
    /// - Parameters:
    ///   - root: The project root (the folder of `errata.yml`).
    ///   - currentDirectory: The folder errata runs in.
    /// - Returns: `""` when they are the same folder; the root relative to the current folder,
    ///   with a final `/`, when it is inside it; else the absolute root with a final `/`.
    public static func pathPrefix(root: String, currentDirectory: String) -> String {
        let root = URL(fileURLWithPath: root).standardizedFileURL.path
        let current = URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
        if root == current { return "" }
        let base = current.hasSuffix("/") ? current : current + "/"
        if root.hasPrefix(base) { return String(root.dropFirst(base.count)) + "/" }
        return root + "/"
    }

    /// A number as written on the command line: `95`, or `95.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// What `errata check` found: every finding to report, and whether the check fails.
public struct CheckResult: Sendable {
    /// Every finding, in report order, with its status and a unique fingerprint (unless the
    /// check was made without, ``FindingCheck/fingerprints``).
    public var findings: [ReportedFinding]
    /// The lowest severity that fails the check.
    public var failOn: Diagnostic.Severity
    /// Whether a baseline was applied.
    public var baselineUsed: Bool
    /// Coverage per product and language (catalog order), when a minimum was asked for.
    public var coverage: [(product: String, counts: [(language: String, count: CoverageCount)])]

    /// The findings that fail the check.
    public var failing: [ReportedFinding] { findings.filter { $0.fails(at: failOn) } }

    /// Whether the check fails: some open finding reaches ``failOn``.
    public var failed: Bool { findings.contains { $0.fails(at: failOn) } }

    /// A line or two for people: counts by severity and status, what fails, and the coverage.
    public var summary: String {
        var lines: [String] = []
        if findings.isEmpty {
            lines.append("errata check: no findings.")
        } else {
            // Counted in one pass, without copying the findings.
            var bySeverity: [Diagnostic.Severity: Int] = [:]
            var accepted = 0
            var baselined = 0
            var suppressed = 0
            var failing = 0
            // Only the fields counted are read (through a pointer, a method call or a subscript of
            // the array copies the whole finding).
            findings.withUnsafeBufferPointer { findings in
                for index in findings.indices {
                    let severity = findings[index].finding.severity
                    let status = findings[index].status
                    bySeverity[severity, default: 0] += 1
                    if findings[index].suppression != nil {
                        suppressed += 1
                    } else if status == .accepted {
                        accepted += 1
                    }
                    if status == .baselined { baselined += 1 }
                    if ReportedFinding.fails(
                        canFail: findings[index].canFail, status: status, severity: severity, at: failOn)
                    {
                        failing += 1
                    }
                }
            }
            var parts: [String] = []
            for severity in Diagnostic.Severity.allCases.reversed() {
                let count = bySeverity[severity] ?? 0
                if count > 0 { parts.append("\(count) \(severity.rawValue)\(count == 1 ? "" : "s")") }
            }
            var line = "errata check: \(findings.count) finding\(findings.count == 1 ? "" : "s") "
            line += "(\(parts.joined(separator: ", ")); \(accepted) accepted"
            if suppressed > 0 { line += ", \(suppressed) suppressed" }
            line += baselineUsed ? ", \(baselined) baselined)" : ")"
            line +=
                failing == 0
                ? "; none fails at --fail-on \(failOn.rawValue)."
                : "; \(failing) fail\(failing == 1 ? "s" : "") at --fail-on \(failOn.rawValue)."
            lines.append(line)
        }
        for (product, counts) in coverage {
            let list = counts.map { "\($0.language) \($0.count.percentText)" }.joined(separator: ", ")
            lines.append("coverage of \(product): \(list)")
        }
        return lines.joined(separator: "\n")
    }

    /// The context reporters print this result with.
    ///
    /// - Parameters:
    ///   - toolVersion: errata's version, for SARIF.
    ///   - useColor: Whether the Xcode format may color its output.
    ///   - helpBaseURL: The rules document SARIF's rules link to (the config's `report.help-base-url`).
    /// - Returns: The context.
    public func context(
        toolVersion: String, useColor: Bool = false, helpBaseURL: String = SARIFReporter.defaultHelpBaseURL
    ) -> ReportContext {
        ReportContext(
            findings: findings,
            failOn: failOn,
            toolVersion: toolVersion,
            useColor: useColor,
            baselineUsed: baselineUsed,
            helpBaseURL: helpBaseURL
        )
    }
}
