/// `param-missing`: a parameter or field row that some languages' tables in a section have and another's lacks.
///
/// Only languages that have a parameter table in that section are compared, so a section a
/// language lacks altogether is left to `section-missing`.
public struct ParamMissingRule: DriftRule {
    public static let id = "param-missing"
    public static let summary = "A parameter table row is in some languages but not in others."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.missing
    public static let help = """
        A parameter-table row is in some languages' table in a section and not in another's table there. A \
        reader of that language does not learn of the parameter. The rows one table lacks are one finding \
        that names them. Add the rows.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## Settings

                | 키 | 용도 | 값 종류 |
                | --- | --- | --- |
                | kDemoRegionKey | 지역 설정 | kr, jp |
                | kDemoTimeoutKey | 제한 시간 설정 | |
                """#
            ),
            (
                "en",
                #"""
                ## Settings

                | Key | Usage | Values |
                | --- | --- | --- |
                | kDemoRegionKey | Set the region | kr, jp |
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## Settings

                | 키 | 용도 | 값 종류 |
                | --- | --- | --- |
                | kDemoRegionKey | 지역 설정 | kr, jp |
                | kDemoTimeoutKey | 제한 시간 설정 | |
                """#
            ),
            (
                "en",
                #"""
                ## Settings

                | Key | Usage | Values |
                | --- | --- | --- |
                | kDemoRegionKey | Set the region | kr, jp |
                | kDemoTimeoutKey | Set the timeout | |
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext, catalog: Catalog) -> [Finding] {
        // Which languages have a parameter table in each section, and where.
        var tables: [SectionKey: [String: SourceLocation]] = [:]
        for page in context.facts {
            // A table's rows stand in one section: the section's entry is looked up once per run of
            // rows in it (hashing the path, mostly not ASCII, for each row cost the most here).
            // The rows are read by index, in place: a row copied out retains each of its strings.
            var last: SectionPath?
            for index in page.parameters.indices {
                let section = context.section(of: page.parameters[index].location)
                guard section != last else { continue }
                last = section
                // One access to the section's entry: its path hashed once.
                tables[SectionKey(section), default: [:]].keepFirst(page.parameters[index].location, for: page.language)
            }
        }
        // The rows each language's table lacks, grouped by that table: one finding per table and
        // language, naming every row it lacks, not one per row.
        var missing: [TableInLanguage: [CatalogParameter]] = [:]
        var order: [TableInLanguage] = []
        for parameter in catalog.parameters {
            let present = Set(parameter.sources.map(\.language))
            for language in context.order where !present.contains(language) {
                guard let table = tables[SectionKey(parameter.section)]?[language] else { continue }
                let key = TableInLanguage(table: table, language: language)
                if missing[key] == nil { order.append(key) }
                missing[key, default: []].append(parameter)
            }
        }
        var findings: [Finding] = []
        for key in order {
            let parameters = missing[key]!
            let present = Set(parameters.flatMap { $0.sources.map(\.language) })
            let listing = context.order.filter(present.contains)
            let verb = listing.count == 1 ? "lists" : "list"
            let message: String
            if parameters.count == 1 {
                message =
                    "\(key.language)'s table has no row \(parameters[0].key); \(listing.joined(separator: ", ")) \(verb) it"
            } else {
                var keys = parameters.prefix(Self.quotedKeys).map(\.key).joined(separator: ", ")
                if parameters.count > Self.quotedKeys { keys += ", …" }
                message =
                    "\(key.language)'s table lacks \(parameters.count) rows that \(listing.joined(separator: ", ")) "
                    + "\(listing.count == 1 ? "lists" : "list"): \(keys)"
            }
            findings.append(
                Finding(
                    rule: Self.id,
                    severity: Self.defaultSeverity,
                    message: message,
                    product: context.product.id,
                    fact: parameters.map(\.key).joined(separator: ", "),
                    language: key.language,
                    section: parameters[0].section,
                    location: key.table,
                    related: parameters.prefix(Self.quotedKeys).flatMap { parameter in
                        parameter.sources.prefix(1).map {
                            RelatedLocation(
                                language: $0.language, location: $0.location,
                                message: "\($0.language) lists \(parameter.key) here")
                        }
                    }
                )
            )
        }
        return findings
    }

    /// The most rows a grouped finding names.
    static let quotedKeys = 8

    /// A language's table, where its missing rows are reported.
    private struct TableInLanguage: Hashable {
        var table: SourceLocation
        var language: String
    }
}
