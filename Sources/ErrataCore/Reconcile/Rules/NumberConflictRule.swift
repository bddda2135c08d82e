/// `number-conflict`: a name the text gives a number (`Python 3.9`, `iOS 14.0`, `HTTP 429`) that a
/// translation's same section gives another number.
///
/// Names of runtimes, platforms and protocols are written as they are in every language, and so
/// are the versions, levels and statuses written after them; a translation that gives the name a
/// number the source does not, where the source gives it one the translation does not, kept an
/// older edition's value or mistyped it. Sections are compared as aligned (see
/// ``SectionAligner``), prose and table cells alike; a number written without a name (`1만`,
/// `10,000`, a price) is not compared.
public struct NumberConflictRule: ContextRule {
    public static let id = "number-conflict"
    public static let summary =
        "A name given a number in the text (Python 3.9, iOS 14) has another number in one language."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.conflict
    public static let help = """
        A runtime, platform or protocol named in the text with a version, level or status (`Python 3.9`, \
        `iOS 14.0`, `Node.js 18`, `API level 24`, `HTTP 429`) is written with another number in a \
        translation's same section, and not with the source's: the translation kept an older edition's \
        value, or mistyped it. Numbers written without such a name (`1만`, `10,000`, prices) are not \
        compared. Write the source's number.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                # 설치

                Python 3.9 이상이 필요합니다.
                """#
            ),
            (
                "en",
                #"""
                # Installation

                Requires Python 3.8 or later.
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                # 설치

                Python 3.9 이상이 필요합니다. 하루 1만 건까지 무료입니다.
                """#
            ),
            (
                "en",
                #"""
                # Installation

                Requires Python 3.9 or later. Up to 10,000 calls a day are free. See Step 2.
                """#
            )
        )
    ]

    public init() {}

    /// A name's numbers in one section of one page, each with where it is first written.
    private typealias Numbers = [String: [String: SourceLocation]]

    public func findings(in context: ReconcileContext) -> [Finding] {
        let source = context.product.sourceLanguage
        func numbers(of page: DocumentFacts) -> [SectionPath: Numbers] {
            var result: [SectionPath: Numbers] = [:]
            for fact in page.namedNumbers {
                let section = context.section(of: fact.location)
                if result[section, default: [:]][fact.name, default: [:]][fact.number] == nil {
                    result[section, default: [:]][fact.name, default: [:]][fact.number] = fact.location
                }
            }
            return result
        }
        var sourceNumbers: [SectionPath: Numbers] = [:]
        for page in context.facts where page.language == source && !page.namedNumbers.isEmpty {
            sourceNumbers.merge(numbers(of: page)) { mine, theirs in
                mine.merging(theirs) { $0.merging($1) { a, _ in a } }
            }
        }
        guard !sourceNumbers.isEmpty else { return [] }
        var findings: [Finding] = []
        for page in context.facts where page.language != source && !page.namedNumbers.isEmpty {
            for (section, names) in numbers(of: page) {
                guard let theirNames = sourceNumbers[section] else { continue }
                for (name, mine) in names {
                    guard let theirs = theirNames[name] else { continue }
                    let extra = mine.keys.filter { theirs[$0] == nil }.sorted()
                    let lacking = theirs.keys.filter { mine[$0] == nil }.sorted()
                    guard !extra.isEmpty, !lacking.isEmpty else { continue }
                    let location = extra.map { mine[$0]! }.min()!
                    let sourceLocation = lacking.map { theirs[$0]! }.min()!
                    findings.append(
                        Finding(
                            rule: Self.id,
                            severity: Self.defaultSeverity,
                            message:
                                "\(page.language) writes \(name) \(extra.joined(separator: ", ")) where \(source) writes "
                                + "\(name) \(lacking.joined(separator: ", "))",
                            product: context.product.id,
                            fact: "number:\(name)",
                            language: page.language,
                            section: section,
                            location: location,
                            related: [
                                RelatedLocation(language: source, location: sourceLocation, message: "\(source)'s text")
                            ]
                        ))
                }
            }
        }
        return findings.sorted { $0.location < $1.location }
    }
}
