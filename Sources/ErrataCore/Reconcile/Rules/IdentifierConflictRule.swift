/// `identifier-conflict`: an identifier a section's prose or table names (`PAYMENT_DEFERRED`,
/// `onPaymentCompleted`) that a translation's same section names otherwise.
///
/// Identifiers are not translated: a translation's section that names one the source's page names
/// nowhere, where the source's section names a like one (a part of the name shared, or a character
/// or two apart) the translation's page names nowhere, kept an older edition's name or mistyped it;
/// so did one whose section and the source's each name one such name alone, in a code span and
/// written alike (`amount` and its translation).
/// A name either side writes alone (an example another language adds) is not compared; nor are an
/// error table's rows, an error code's symbol anywhere, a parameter table's keys and the rows the
/// parameter rules pair by key: the code and parameter rules compare those.
public struct IdentifierConflictRule: ContextRule {
    public static let id = "identifier-conflict"
    public static let summary =
        "A section's text names an identifier that one language names otherwise."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.conflict
    public static let help = """
        A section's prose or a table names an identifier, which no language translates (a constant, a \
        callback, a key: `PAYMENT_DEFERRED`, `onPaymentCompleted`, `` `retryCount` ``), and a \
        translation's same section names a like one instead (a part of the name shared, or a character or \
        two apart) that the source's page names nowhere, while the translation's page names the source's \
        nowhere: the translation kept an older edition's name, translated it or mistyped it. Two names \
        alike in nothing are compared where each is the one such name its section holds, in a code span, \
        written alike (both `camelCase`, both `CAPITAL_CASE`…). Words are identifiers in a \
        code span, or with an underscore or a capital inside (`client_id`, `getUserId`); a word one \
        language writes in a code span and another without is the same word; case is not compared. \
        Error tables, error codes' symbols, parameter tables' keys and the rows two languages' tables \
        share a key in are the code and parameter rules'. Where every translation (two \
        or more) names the same other identifier, one finding stands at the source's text: the \
        translations were not updated, or the source's name is the slip. Write the source's name, or \
        correct the source.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                # 결제 상태

                | 스토어 | 상태 |
                | --- | --- |
                | 웹 | `PAYMENT_DEFERRED`, `PAYMENT_DONE` |

                결제가 끝나면 `onPaymentCompleted`가 호출됩니다.
                """#
            ),
            (
                "ja",
                #"""
                # 決済状態

                | ストア | 状態 |
                | --- | --- |
                | Web | `PAYMENT_PENDING`, `PAYMENT_DONE` |

                決済が終わると `onPaymentFinished` が呼ばれます。
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                # 결제 상태

                결제가 끝나면 `onPaymentCompleted`가 호출됩니다. 상태는 `PAYMENT_DONE`입니다.
                """#
            ),
            (
                "en",
                #"""
                # Payment status

                When the payment ends, onPaymentCompleted is called with PAYMENT_DONE, for example
                from `retryPayment`.
                """#
            )
        )
    ]

    public init() {}

    public func findings(in context: ReconcileContext) -> [Finding] {
        let source = context.product.sourceLanguage
        // What each page names anywhere, in any form and case: a name the other page names
        // somewhere was moved or written otherwise, not renamed.
        struct PageKey: Hashable {
            var language: String
            var page: String
        }
        // (Gathered for the pages a difference is found on: most sections name the same names.)
        var pagesByKey: [PageKey: [Int]] = [:]
        for (index, page) in context.facts.enumerated() where !page.identifiers.isEmpty {
            pagesByKey[PageKey(language: page.language, page: page.page), default: []].append(index)
        }
        guard !pagesByKey.isEmpty else { return [] }
        var namedByKey: [PageKey: Set<String>] = [:]
        func named(_ key: PageKey) -> Set<String> {
            if let known = namedByKey[key] { return known }
            var names: Set<String> = []
            for index in pagesByKey[key] ?? [] {
                names.formUnion(context.facts[index].identifiers.lazy.map { $0.text.lowercased() })
            }
            namedByKey[key] = names
            return names
        }
        // An error code's symbol, in any of its spellings, is the code rules'.
        var symbols: Set<String> = []
        for page in context.facts {
            for definition in page.definitions {
                symbols.insert(definition.symbol)
                symbols.formUnion(definition.spellings)
                symbols.formUnion(definition.platformSpellings.values)
            }
        }
        // A parameter table's key is the parameter rules', and so is the rest of a row they pair with
        // the other language's by its key: the keys of each page's parameters, and the rows'.
        var parameterKeys: [PageKey: Set<String>] = [:]
        var rows: [SourceLocation: String] = [:]
        for page in context.facts where !page.parameters.isEmpty {
            parameterKeys[PageKey(language: page.language, page: page.page)] = Set(page.parameters.map(\.key))
            for fact in page.identifiers { if let key = fact.parameterKey { rows[fact.location] = key } }
        }
        func comparedByParameterRules(_ place: SectionValues<String>.Place, language: String, page: String) -> Bool {
            guard let key = rows[place.location] else { return false }
            return parameterKeys[PageKey(language: language, page: page)]?.contains(key) == true
        }
        let pairs = SectionValues<String>.pairs(in: context) { page in
            page.identifiers.compactMap { fact in
                guard fact.isReported, fact.form != .capitals, !symbols.contains(fact.text),
                    fact.parameterKey != fact.text
                else { return nil }
                return (
                    fact.text, .init(location: fact.location, text: fact.form == .span ? "`\(fact.text)`" : fact.text)
                )
            }
        }
        // Each difference, by the page, section and names it is about.
        struct Difference: Hashable {
            var place: SectionValues<String>.PageSection
            var names: [String]
            var sourceNames: [String]
        }
        var differences: [Difference: [SectionValues<String>.Writing]] = [:]
        var order: [Difference] = []
        for pair in pairs {
            let lackingHere = pair.lacking
            guard !lackingHere.isEmpty, !pair.extra.isEmpty else { continue }
            let mine = named(PageKey(language: pair.page.language, page: pair.page.page))
            let theirs = named(PageKey(language: source, page: pair.page.page))
            let lacking = lackingHere.filter {
                !mine.contains($0.lowercased())
                    && !comparedByParameterRules(pair.theirs[$0]!, language: pair.page.language, page: pair.page.page)
            }
            guard !lacking.isEmpty else { continue }
            let extra = pair.extra.filter {
                !theirs.contains($0.lowercased())
                    && !comparedByParameterRules(pair.mine[$0]!, language: source, page: pair.page.page)
            }
            var names: [String] = []
            var sourceNames: Set<String> = []
            for name in extra {
                let like = lacking.filter {
                    Self.areAlike(name, $0) && !Self.isInflection(pair.mine[name]!.text, of: pair.theirs[$0]!.text)
                }
                guard !like.isEmpty else { continue }
                names.append(name)
                sourceNames.formUnion(like)
            }
            // One name in a code span each side alone names, written alike (`onOrderDone`,
            // `onOrderFinished`; `amount` and its translation): one renamed, or translated.
            if names.isEmpty, extra.count == 1, lacking.count == 1,
                let mine = pair.mine[extra[0]], let theirs = pair.theirs[lacking[0]],
                mine.text.hasPrefix("`"), theirs.text.hasPrefix("`"),
                Self.shape(of: extra[0]) == Self.shape(of: lacking[0]),
                extra[0].count(where: \.isLetter) >= 3, lacking[0].count(where: \.isLetter) >= 3
            {
                names = extra
                sourceNames = [lacking[0]]
            }
            guard !names.isEmpty else { continue }
            let written = names.map { pair.mine[$0]! }.sorted { $0.location < $1.location }
            let sourceWritten = sourceNames.map { pair.theirs[$0]! }.sorted { $0.location < $1.location }
            let difference = Difference(
                place: .init(page: pair.page.page, section: pair.section), names: names.sorted(),
                sourceNames: sourceNames.sorted())
            if differences[difference] == nil { order.append(difference) }
            differences[difference, default: []].append(
                .init(
                    language: pair.page.language, text: Self.listed(written), location: written[0].location,
                    sourceText: Self.listed(sourceWritten), sourceLocation: sourceWritten[0].location))
        }
        let translations = SectionValues<String>.translations(of: pairs)
        let findings = order.flatMap { difference in
            SectionValues<String>.findings(
                for: differences[difference]!, in: difference.place, translations: translations, rule: Self.id,
                severity: Self.defaultSeverity, fact: "identifier:" + difference.sourceNames.joined(separator: ","),
                context: context
            ) { found in
                "\(source) writes \(found[0].sourceText) where every translation writes otherwise ("
                    + found.map { "\($0.language) \($0.text)" }.listed(naming: 10)
                    + "): they were not updated, or \(source)'s text is wrong"
            }
        }
        return findings.sorted { $0.location < $1.location }
    }

    private static func listed(_ places: [SectionValues<String>.Place]) -> String {
        places.map { "`\($0.text.trimmingCharacters(in: ["`"]))`" }.joined(separator: ", ")
    }

    /// Whether two names, one written outside a code span, differ only in an ending of two small
    /// letters at most: a word of the text each language inflects (`DataFrame`, `DataFrames`,
    /// `DataFramy`), not a name of the code.
    static func isInflection(_ a: String, of b: String) -> Bool {
        guard !a.hasPrefix("`") || !b.hasPrefix("`") else { return false }
        let a = Array(a.trimmingCharacters(in: ["`"]))
        let b = Array(b.trimmingCharacters(in: ["`"]))
        let stem = zip(a, b).prefix { $0 == $1 }.count
        return stem >= 4 && a.count - stem <= 2 && b.count - stem <= 2
            && (a[stem...] + b[stem...]).allSatisfy(\.isLowercase)
    }

    /// How a name is written: capitals and underscores, small letters and underscores, or small
    /// letters with capitals inside, first a small letter or a capital; a qualified name by its last part.
    static func shape(of name: String) -> String {
        let last = name.split(whereSeparator: { $0 == "." || $0 == ":" }).last.map(String.init) ?? name
        let letters = last.filter(\.isLetter)
        if last.contains("_") { return letters.allSatisfy(\.isUppercase) ? "CAPITAL_CASE" : "snake_case" }
        if letters.allSatisfy(\.isUppercase) { return "CAPITALS" }
        return last.first?.isUppercase == true ? "PascalCase" : "camelCase"
    }

    /// Whether two names are one renamed or mistyped: a part of four letters at least in common
    /// (`PAYMENT_DEFERRED`, `PAYMENT_PENDING`; `onPaymentCompleted`, `onPaymentFinished`), or a
    /// character or two apart.
    static func areAlike(_ a: String, _ b: String) -> Bool {
        !parts(of: a).isDisjoint(with: parts(of: b)) || EditDistance.isMisspelling(a, of: b)
    }

    /// A name's words, in small letters: split at underscores, dots and colons, and before a capital
    /// that follows a small letter or starts a word after capitals (`HTTPRequest`: `http`, `request`).
    static func parts(of name: String) -> Set<String> {
        var parts: Set<String> = []
        var current = ""
        let characters = Array(name)
        func flush() {
            if current.count >= 4 { parts.insert(current.lowercased()) }
            current = ""
        }
        for (index, character) in characters.enumerated() {
            guard character.isLetter else {
                flush()
                continue
            }
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || (previous.isUppercase && next?.isLowercase == true) { flush() }
            }
            current.append(character)
        }
        flush()
        return parts
    }
}
