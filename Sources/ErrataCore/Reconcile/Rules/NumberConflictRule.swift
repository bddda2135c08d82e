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
        compared. Where every translation (two or more) writes the same other number, one finding stands \
        at the source's text: the translations were not updated, or the source's number is the slip. Write \
        the source's number, or correct the source.
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

    private struct Named: Hashable {
        var name: String
        var number: String
    }

    public func findings(in context: ReconcileContext) -> [Finding] {
        let source = context.product.sourceLanguage
        let pairs = SectionValues<Named>.pairs(in: context) { page in
            page.namedNumbers.map {
                (Named(name: $0.name, number: $0.number), .init(location: $0.location, text: $0.number))
            }
        }
        // Each difference, by the page, section and numbers it is about.
        struct Difference: Hashable {
            var place: SectionValues<Named>.PageSection
            var name: String
            var numbers: [String]
            var sourceNumbers: [String]
        }
        var differences: [Difference: [SectionValues<Named>.Writing]] = [:]
        var order: [Difference] = []
        for pair in pairs {
            let extra = Dictionary(grouping: pair.extra, by: \.name)
            let lacking = Dictionary(grouping: pair.lacking, by: \.name)
            for (name, extra) in extra.sorted(by: { $0.key < $1.key }) {
                // A name both sides give, with a number each that the other does not write.
                guard let lacking = lacking[name] else { continue }
                let difference = Difference(
                    place: .init(page: pair.page.page, section: pair.section), name: name,
                    numbers: extra.map(\.number).sorted(), sourceNumbers: lacking.map(\.number).sorted())
                if differences[difference] == nil { order.append(difference) }
                differences[difference, default: []].append(
                    .init(
                        language: pair.page.language, text: "\(name) \(difference.numbers.joined(separator: ", "))",
                        location: extra.map { pair.mine[$0]!.location }.min()!,
                        sourceText: "\(name) \(difference.sourceNumbers.joined(separator: ", "))",
                        sourceLocation: lacking.map { pair.theirs[$0]!.location }.min()!))
            }
        }
        let translations = SectionValues<Named>.translations(of: pairs)
        let findings = order.flatMap { difference in
            SectionValues<Named>.findings(
                for: differences[difference]!, in: difference.place, translations: translations, rule: Self.id,
                severity: Self.defaultSeverity, fact: "number:\(difference.name)", context: context
            ) { found in
                "\(source) writes \(found[0].sourceText) where every translation ("
                    + found.map(\.language).joined(separator: ", ")
                    + ") writes \(found[0].text): they were not updated, or \(source)'s text is wrong"
            }
        }
        return findings.sorted { $0.location < $1.location }
    }
}
