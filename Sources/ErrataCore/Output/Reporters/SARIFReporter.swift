import Foundation

/// `--format sarif`: SARIF 2.1.0, the format GitHub code scanning reads.
///
/// One run whose `tool.driver` (name `errata`, version, `informationUri`) lists every rule
/// (``ReportContext/describedRules``: id, short and full description, help as text and
/// Markdown, default level, and `helpUri`: the rule's anchor in the rules document,
/// ``ReportContext/helpBaseURL``). Each finding is a result with its rule id and index, level,
/// message, the primary location (`artifactLocation.uri` relative to the project, forward
/// slashes, percent-encoded; `startLine` and `startColumn` at least 1), the same fact in the
/// other languages as `relatedLocations` (ids from 1), which the message links by language
/// (`[ko](1)`), and `partialFingerprints["errataFingerprint/v1"]` (``Fingerprint``, from the
/// rule, product, fact and language, so that an alert survives lines moving). Accepted and
/// baselined findings carry a suppression with the reason (`inSource` when a comment in the page
/// turned the rule off there, else `external`); when a baseline was used,
/// results say `baselineState` `new` or `unchanged`. Square brackets of a message are escaped
/// (`\\[`), as SARIF asks of text that may hold links.
///
/// GitHub code scanning shows at most 5,000 results of a run (``maximumResults``): past it,
/// the findings of one rule, page and status are grouped into one result, the largest groups
/// first and only as many as it takes, each at its first finding with the others as related
/// locations; the run then says so in its `properties` and a tool notification. If grouping is
/// not enough, the report keeps the first results and ends with a note result saying how many
/// were left out.
public struct SARIFReporter: FindingReporter {
    /// `sarif`, the name `--format` selects this reporter by.
    public let identifier = "sarif"

    /// Where people can read about errata: the tool's `informationUri`, its repository.
    public static let informationURI = "https://github.com/errata-docs/errata"

    /// The rules document a rule's `helpUri` points into unless the config names another
    /// (`report: {help-base-url: …}`): `docs/rules.md` in errata's repository.
    public static let defaultHelpBaseURL = informationURI + "/blob/main/docs/rules.md"

    /// The SARIF schema the output follows.
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The most results one report holds, grouped results and the truncation note included.
    public var maximumResults: Int

    /// The most related locations of a grouped result (GitHub reads at most 1,000).
    public static let maximumRelatedLocations = 1_000

    /// The id of the note result that says results were left out.
    public static let truncatedRuleID = "results-truncated"

    /// Creates the reporter.
    ///
    /// - Parameter maximumResults: The most results a report holds (by default 5,000, the most
    ///   GitHub code scanning shows of a run).
    public init(maximumResults: Int = 5_000) {
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
        var items = Self.grouped(context.findings, limit: maximumResults)
        let grouped = items.count < context.findings.count
        var omitted = 0
        if items.count > maximumResults {
            omitted = items.dropFirst(maximumResults - 1).reduce(0) { $0 + $1.count }
            items = Array(items.prefix(maximumResults - 1))
            rules.append(Self.truncatedRule)
        }
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }) { first, _ in first }
        var note: JSONValue?
        if omitted > 0 {
            let message =
                "\(omitted) more findings are not in this report (code scanning shows at most "
                + "\(maximumResults) results); run errata check for all of them"
            var result: [String: JSONValue] = [
                "ruleId": .string(Self.truncatedRuleID),
                "level": .string("note"),
                "message": .object(["text": .string(message)]),
            ]
            if let index = ruleIndex[Self.truncatedRuleID] { result["ruleIndex"] = .number(index) }
            note = .object(result)
        }
        let findings = context.findings
        // The results are most of the report: written in runs side by side, four levels deep.
        let results = JSONValue.array(count: items.count + (note == nil ? 0 : 1), indent: 3) {
            [items, note, findings] index in
            guard index < items.count else { return note ?? .null }
            let members = items[index]
            guard members.count > 1 else {
                let entry = findings[members[0]]
                return Self.result(entry, ruleIndex: ruleIndex[entry.finding.rule], context: context)
            }
            let group = members.map { findings[$0] }
            return Self.groupResult(group, ruleIndex: ruleIndex[group[0].finding.rule], context: context)
        }
        let helpBase = context.helpBaseURL
        let documented = Set(RuleDescriptor.all.map(\.id))
        var run: [String: JSONValue] = [
            "tool": .object([
                "driver": .object([
                    "name": .string("errata"),
                    "version": .string(context.toolVersion),
                    "semanticVersion": .string(context.toolVersion),
                    "informationUri": .string(Self.informationURI),
                    "rules": .array(
                        rules.map { Self.rule($0, helpURI: documented.contains($0.id) ? helpBase : nil) }),
                ])
            ]),
            "columnKind": .string("unicodeCodePoints"),
            "results": results,
        ]
        if grouped {
            let text =
                "\(findings.count) findings are \(items.count + (note == nil ? 0 : 1)) results: the findings of "
                + "one rule on one page are grouped into one result, at the first of them with the others as "
                + "related locations, so that code scanning, which shows at most \(maximumResults) results of a "
                + "run, shows them all; errata check lists each"
            run["properties"] = .object([
                "findings": .number(findings.count),
                "results": .number(items.count + (note == nil ? 0 : 1)),
                "displayedResultLimit": .number(maximumResults),
                "grouping": .string(text),
            ])
            run["invocations"] = .array([
                .object([
                    "executionSuccessful": .bool(true),
                    "toolExecutionNotifications": .array([
                        .object([
                            "descriptor": .object(["id": .string("results-grouped")]),
                            "level": .string("note"),
                            "message": .ordered(["text": .string(text)]),
                        ])
                    ]),
                ])
            ])
        }
        let log = JSONValue.object([
            "$schema": .string(Self.schemaURI),
            "version": .string("2.1.0"),
            "runs": .array([.object(run)]),
        ])
        JSONValue.write(log, to: &output)
    }

    /// The results as lists of findings (by index): one finding each while they fit in `limit`;
    /// past it, the findings of one rule, page, status and severity as one list, the largest
    /// lists first and only until the results fit. Each list stands where its first finding does.
    static func grouped(_ findings: [ReportedFinding], limit: Int) -> [[Int]] {
        guard findings.count > limit else { return findings.indices.map { [$0] } }
        struct Key: Hashable {
            var rule: String
            var path: String
            var status: ReportedFinding.Status
            var severity: Diagnostic.Severity
        }
        var groupOf: [Key: Int] = [:]
        var groups: [[Int]] = []
        var memberOf: [Int] = []
        memberOf.reserveCapacity(findings.count)
        for index in findings.indices {
            let finding = findings[index].finding
            let key = Key(
                rule: finding.rule, path: finding.location.path, status: findings[index].status,
                severity: finding.severity)
            let group = groupOf[key] ?? groups.count
            if group == groups.count {
                groupOf[key] = group
                groups.append([])
            }
            groups[group].append(index)
            memberOf.append(group)
        }
        var count = findings.count
        var collapsed = Set<Int>()
        let largestFirst = groups.indices.sorted { (groups[$0].count, $1) > (groups[$1].count, $0) }
        for group in largestFirst where count > limit && groups[group].count > 1 {
            collapsed.insert(group)
            count -= groups[group].count - 1
        }
        var items: [[Int]] = []
        items.reserveCapacity(count)
        for index in findings.indices {
            let group = memberOf[index]
            if !collapsed.contains(group) {
                items.append([index])
            } else if groups[group][0] == index {
                items.append(groups[group])
            }
        }
        return items
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

    private static func rule(_ descriptor: RuleDescriptor, helpURI base: String?) -> JSONValue {
        var rule: [String: JSONValue] = [
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
        ]
        if let base { rule["helpUri"] = .string(base + "#" + descriptor.id) }
        return .object(rule)
    }

    private static func result(_ entry: ReportedFinding, ruleIndex: Int?, context: ReportContext) -> JSONValue {
        let finding = entry.finding
        var text = escapedBrackets(finding.message)
        if !finding.related.isEmpty {
            let links = finding.related.enumerated().map { index, related in
                "[\(escapedBrackets(related.language.isEmpty ? "related" : related.language))](\(index + 1))"
            }
            text += " (" + links.joined(separator: ", ") + ")"
        }
        if let resolution = finding.resolution { text += ". Decision: \(escapedBrackets(resolution))" }
        // Members that are absent are left out, not written as null.
        var result: [String: JSONValue] = [
            "ruleId": .string(finding.rule),
            "level": .string(finding.severity.rawValue),
            "message": .ordered(["text": .string(text)]),
            "locations": .array([.ordered(["physicalLocation": physical(finding.location)])]),
            "partialFingerprints": .object([Fingerprint.sarifKey: .string(entry.fingerprint)]),
        ]
        if let ruleIndex { result["ruleIndex"] = .number(ruleIndex) }
        if !finding.related.isEmpty {
            result["relatedLocations"] = .array(
                finding.related.enumerated().map { index, related in
                    .ordered([
                        "id": .number(index + 1),
                        "message": .ordered(["text": .string(related.message)]),
                        "physicalLocation": physical(related.location),
                    ])
                })
        }
        mark(
            &result, status: entry.status, justification: entry.justification, inSource: entry.suppression != nil,
            canFail: entry.canFail, context: context)
        var properties: [String: JSONValue] = [
            "product": .string(finding.product), "fact": .string(finding.fact),
            "status": .string(entry.status.rawValue),
        ]
        if !finding.language.isEmpty { properties["language"] = .string(finding.language) }
        result["properties"] = .object(properties)
        return .object(result)
    }

    /// One result for several findings of one rule, page, status and severity: at the first, the
    /// others as related locations (up to ``maximumRelatedLocations``), the message linking the
    /// first ten.
    private static func groupResult(_ group: [ReportedFinding], ruleIndex: Int?, context: ReportContext) -> JSONValue {
        let first = group[0]
        let finding = first.finding
        let others = group.dropFirst().prefix(maximumRelatedLocations)
        let links = others.prefix(10).enumerated().map { index, entry in
            "[line \(max(1, entry.finding.location.line))](\(index + 1))"
        }
        var text =
            "\(group.count) findings of \(finding.rule) on this page, grouped into one result; the first: "
            + escapedBrackets(finding.message) + ". The others: " + links.joined(separator: ", ")
        if group.count - 1 > links.count { text += " and \(group.count - 1 - links.count) more" }
        text += "; errata check lists each."
        var result: [String: JSONValue] = [
            "ruleId": .string(finding.rule),
            "level": .string(finding.severity.rawValue),
            "message": .ordered(["text": .string(text)]),
            "locations": .array([.ordered(["physicalLocation": physical(finding.location)])]),
            "relatedLocations": .array(
                others.enumerated().map { index, entry in
                    .ordered([
                        "id": .number(index + 1),
                        "message": .ordered(["text": .string(entry.finding.message)]),
                        "physicalLocation": physical(entry.finding.location),
                    ])
                }),
            // The group is one alert per rule, page and status: its fingerprint says which.
            "partialFingerprints": .object([
                Fingerprint.sarifKey: .string(
                    Fingerprint.of(
                        rule: finding.rule, product: "", fact: finding.location.path,
                        language: "group \(first.status.rawValue) \(finding.severity.rawValue)"))
            ]),
        ]
        if let ruleIndex { result["ruleIndex"] = .number(ruleIndex) }
        mark(
            &result, status: first.status, justification: first.justification,
            inSource: group.allSatisfy { $0.suppression != nil }, canFail: first.canFail, context: context)
        var properties: [String: JSONValue] = [
            "product": .string(finding.product), "status": .string(first.status.rawValue),
            "groupedFindings": .number(group.count),
        ]
        if !finding.language.isEmpty { properties["language"] = .string(finding.language) }
        result["properties"] = .object(properties)
        return .object(result)
    }

    /// Adds the suppression of a finding let through, and its baseline state when a baseline was used.
    ///
    /// A finding turned off by a comment in its page is suppressed `inSource`; one accepted in
    /// `errata.yml` or listed in the baseline, `external`.
    private static func mark(
        _ result: inout [String: JSONValue], status: ReportedFinding.Status, justification: String?, inSource: Bool,
        canFail: Bool, context: ReportContext
    ) {
        switch status {
        case .open:
            break
        case .accepted, .baselined:
            result["suppressions"] = .array([
                .object([
                    "kind": .string(inSource ? "inSource" : "external"),
                    "status": .string("accepted"),
                    "justification": .string(justification ?? status.rawValue),
                ])
            ])
        }
        if context.baselineUsed, canFail {
            switch status {
            case .open: result["baselineState"] = .string("new")
            case .baselined: result["baselineState"] = .string("unchanged")
            case .accepted: break
            }
        }
    }

    /// Text with `[` and `]` escaped as SARIF asks (`\\[`), so that only errata's links are links;
    /// a backslash before one is doubled.
    static func escapedBrackets(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") }) else { return text }
        var result = ""
        var backslashes = 0
        for character in text {
            if character == "[" || character == "]" {
                result += String(repeating: "\\", count: backslashes + 1)
            }
            backslashes = character == "\\" ? backslashes + 1 : 0
            result.append(character)
        }
        return result
    }

    /// A physical location with a relative, percent-encoded URI and a 1-based region.
    private static func physical(_ location: SourceLocation) -> JSONValue {
        .ordered([
            "artifactLocation": .ordered(["uri": .string(uri(location.path))]),
            "region": .ordered([
                "startColumn": .number(max(1, location.column)), "startLine": .number(max(1, location.line)),
            ]),
        ])
    }

    /// A path as a URI reference: forward slashes, characters outside a URL path percent-encoded;
    /// an absolute path becomes a `file://` URI.
    static func uri(_ path: String) -> String {
        // Most paths hold only characters a URL path keeps as they are.
        if !path.hasPrefix("/"), path.utf8.allSatisfy(isKeptInPath) { return path }
        let slashed = path.replacingOccurrences(of: "\\", with: "/")
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;")
        let encoded = slashed.addingPercentEncoding(withAllowedCharacters: allowed) ?? slashed
        return slashed.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// Whether `byte` is an ASCII character that ``uri(_:)`` writes as it is: one of
    /// `CharacterSet.urlPathAllowed` but `:` and `;` (and not `\\`, which becomes `/`).
    private static func isKeptInPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: "-"),
            UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "@"), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }
}
