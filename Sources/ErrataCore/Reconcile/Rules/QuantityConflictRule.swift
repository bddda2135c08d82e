/// `quantity-conflict`: a number a section's prose or tables give on their own (a limit, a
/// timeout, a count: `초당 50회`, `up to 15 seconds`, `| 계정당 버킷 수 | 1,000개 |`) that a
/// translation's same section writes otherwise.
///
/// Digits are written alike in every language; a translation whose section lacks a number of the
/// source's and holds another of the same kind in its place (a duration for a duration, read in
/// one unit: `1분` is `60 seconds`) kept an older edition's value. Prose and tables are compared
/// apart: a table updated above a sentence left stale holds the source's number beside the
/// sentence's. A number either side writes alone (an example another language leaves out) is not
/// compared, nor are prices, which translations localize (see ``Quantities``).
public struct QuantityConflictRule: ContextRule {
    public static let id = "quantity-conflict"
    public static let summary =
        "A limit, timeout or count in a section's text is another number in one language."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.conflict
    public static let help = """
        A section's prose or a table gives a number on its own (a rate limit, a timeout, a retry count, \
        a size: `초당 최대 50회`, `up to 15 seconds`, `| 계정당 버킷 수 | 1,000개 |`), and a translation's \
        same section writes another number of the same kind where the source's is missing: the \
        translation kept an older edition's value, or mistyped it. Durations and sizes are compared in \
        one unit (`1분` is `60 seconds`), large-number words by their value (`1만` is `10,000`); prices, \
        dates, versions after a name (see `number-conflict`), codes (the code rules'), a parameter's \
        default (`param-conflict`'s), the `1` of `1 秒あたり` and numbers only one side writes are not \
        compared. Where every translation (two or more) writes the same other number, one finding stands \
        at the source's text: the translations were not updated, or the source's number is the slip. Write \
        the source's number, or correct the source.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                # 요청 제한

                키마다 초당 최대 50회까지 요청할 수 있습니다. 초과하면 10초 후에 다시 시도하세요.
                """#
            ),
            (
                "zh",
                #"""
                # 请求限制

                每个密钥每秒最多可发送 30 次请求。超出后请在 10 秒后重试。
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                # 요청 제한

                키마다 초당 최대 50회까지 요청할 수 있습니다. 초과하면 1분 후에 다시 시도하세요.
                월 1만 건까지 무료이며, 이후 1건당 2원입니다.
                """#
            ),
            (
                "ja",
                #"""
                # リクエスト制限

                キーごとに 1 秒あたり最大 50 回までリクエストできます。超えた場合は 60 秒後に再試行してください。
                月 10,000 件まで無料で、以降は 1 件あたり 0.2 円です。
                """#
            )
        )
    ]

    public init() {}

    /// A number of a kind, in prose or in a table: a table updated above a sentence left stale
    /// holds the source's number beside the sentence's.
    private struct Number: Hashable {
        var place: Place
        var value: String
    }

    /// What a number counts and where it stands: only numbers of one place are compared.
    private struct Place: Hashable {
        var kind: String
        var inTable: Bool
    }

    public func findings(in context: ReconcileContext) -> [Finding] {
        let source = context.product.sourceLanguage
        // A number after a name is `number-conflict`'s, in the language that names it and in the
        // one that does not (`Store 4가지` for `4 components`).
        // Per section and language: only the two languages a pair compares may hand a number over.
        var named: [TextSection: [String: Set<String>]] = [:]
        for page in context.facts {
            for fact in page.namedNumbers {
                named[context.textSection(of: fact.location, page: page.page), default: [:]][page.language, default: []]
                    .insert(Quantities.plainValue(fact.number))
            }
        }
        struct Written: Hashable {
            var line: Int
            var value: String
        }
        let pairs = SectionValues<Number>.pairs(in: context) { page in
            guard !page.quantities.isEmpty else { return [] }
            // A code named on its line (`XYZErrorTokenFailed` … `3`) is the code rules' (an error
            // table's rows are not read); a parameter's number in its own cell (a default) is the
            // parameter rules'.
            var codes = Set(
                page.mentions.compactMap { mention in
                    mention.code.map { Written(line: mention.location.line, value: String($0)) }
                })
            for parameter in page.parameters {
                for number in parameter.numbers + (parameter.maxLength.map { [String($0)] } ?? []) {
                    codes.insert(Written(line: parameter.location.line, value: number))
                }
            }
            return page.quantities.compactMap { fact in
                if fact.kind == "plain" {
                    if codes.contains(Written(line: fact.location.line, value: fact.value)) { return nil }
                }
                return (
                    Number(place: Place(kind: fact.kind, inTable: fact.inTable), value: fact.value),
                    .init(location: fact.location, text: fact.text)
                )
            }
        }
        // Each difference, by the page, section and values it is about (each language writes its own
        // unit words: `100개`, `100 件`).
        struct Difference: Hashable {
            var place: SectionValues<Number>.PageSection
            var kind: String
            var values: [String]
            var sourceValues: [String]
        }
        var differences: [Difference: [SectionValues<Number>.Writing]] = [:]
        var order: [Difference] = []
        for pair in pairs {
            let textSection = TextSection(path: pair.section, page: pair.section.isEmpty ? pair.page.page : nil)
            let namedHere =
                named[textSection].map {
                    ($0[source] ?? []).union($0[pair.page.language] ?? [])
                } ?? []
            func handedOver(_ number: Number) -> Bool {
                number.place.kind == "plain" && namedHere.contains(number.value)
            }
            let lacking = Dictionary(grouping: pair.lacking.filter { !handedOver($0) }, by: \.place)
            // One of a unit the translation writes (`1 秒ほど`) is often the source's "a second".
            let extra = Dictionary(
                grouping: pair.extra.filter { !handedOver($0) && !Quantities.isOne(pair.mine[$0]!.text) },
                by: \.place)
            for (place, extra) in extra {
                guard let lacking = lacking[place] else { continue }
                let written = extra.map { pair.mine[$0]! }.sorted { $0.location < $1.location }
                var sourceWritten = lacking.map { pair.theirs[$0]! }.sorted { $0.location < $1.location }
                if sourceWritten.contains(where: { !Quantities.isOne($0.text) }) {
                    sourceWritten.removeAll { Quantities.isOne($0.text) }
                }
                let difference = Difference(
                    place: .init(page: pair.page.page, section: pair.section), kind: place.kind,
                    values: extra.map(\.value).sorted(), sourceValues: lacking.map(\.value).sorted())
                if differences[difference] == nil { order.append(difference) }
                differences[difference, default: []].append(
                    .init(
                        language: pair.page.language, text: written.map(\.text).joined(separator: ", "),
                        location: written[0].location, sourceText: sourceWritten.map(\.text).joined(separator: ", "),
                        sourceLocation: sourceWritten[0].location))
            }
        }
        let translations = SectionValues<Number>.translations(of: pairs)
        let findings = order.flatMap { difference in
            SectionValues<Number>.findings(
                for: differences[difference]!, in: difference.place, translations: translations, rule: Self.id,
                severity: Self.defaultSeverity, fact: "quantity:\(difference.kind)", context: context)
        }
        return findings.sorted { $0.location < $1.location }
    }
}
