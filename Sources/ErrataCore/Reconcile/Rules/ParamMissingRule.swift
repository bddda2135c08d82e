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
        reader of that language does not learn of the parameter. Add the row.
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
        var findings: [Finding] = []
        for parameter in catalog.parameters {
            let present = Set(parameter.sources.map(\.language))
            for language in context.order where !present.contains(language) {
                guard let table = tables[SectionKey(parameter.section)]?[language] else { continue }
                let listing = context.order.filter(present.contains)
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: "\(language)'s table has no row \(parameter.key); "
                            + "\(listing.joined(separator: ", ")) \(listing.count == 1 ? "lists" : "list") it",
                        product: context.product.id,
                        fact: parameter.key,
                        language: language,
                        section: parameter.section,
                        location: table,
                        related: parameter.sources.map {
                            RelatedLocation(
                                language: $0.language, location: $0.location, message: "\($0.language) lists it here")
                        }
                    )
                )
            }
        }
        return findings
    }
}
