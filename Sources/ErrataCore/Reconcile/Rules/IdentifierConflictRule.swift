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
        // An error code's symbol, in any of its spellings, is the code rules'.
        var symbols: Set<String> = []
        for page in context.facts {
            for definition in page.definitions {
                symbols.insert(definition.symbol)
                symbols.formUnion(definition.spellings)
                symbols.formUnion(definition.platformSpellings.values)
            }
        }
        // What a rule may compare: a parameter table's key is the parameter rules'.
        func compared(_ fact: IdentifierFact) -> Bool {
            fact.isReported && fact.form != .capitals && fact.parameterKey != fact.text && !symbols.contains(fact.text)
        }
        var sourcePages: [String: Int] = [:]
        for (index, page) in context.facts.enumerated() where page.language == source && !page.identifiers.isEmpty {
            if sourcePages[page.page] == nil { sourcePages[page.page] = index }
        }
        guard !sourcePages.isEmpty else { return [] }
        // What a page names anywhere, as written, then in small letters (worked out for the pages a
        // difference may be found on): a name the other page names somewhere was moved or written
        // otherwise, not renamed.
        var written: [Int: Set<String>] = [:]
        func names(_ index: Int) -> Set<String> {
            if let known = written[index] { return known }
            let found = Set(context.facts[index].identifiers.map(\.text))
            written[index] = found
            return found
        }
        var lowered: [Int: Set<String>] = [:]
        func lowercasedNames(_ index: Int) -> Set<String> {
            if let known = lowered[index] { return known }
            let found = Set(names(index).map { $0.lowercased() })
            lowered[index] = found
            return found
        }
        // The rest of a parameter table's row is the parameter rules' where the other language's
        // table has a row with its key (they pair rows by key).
        func pairedRow(_ fact: IdentifierFact, other index: Int) -> Bool {
            guard let key = fact.parameterKey else { return false }
            return context.facts[index].parameters.contains { $0.key == key }
        }
        typealias Place = SectionValues<String>.Place
        func place(_ fact: IdentifierFact) -> Place {
            Place(location: fact.location, text: fact.form == .span ? "`\(fact.text)`" : fact.text)
        }
        // Each difference, by the page, section and names it is about.
        struct Difference: Hashable {
            var place: SectionValues<String>.PageSection
            var names: [String]
            var sourceNames: [String]
        }
        var differences: [Difference: [SectionValues<String>.Writing]] = [:]
        var order: [Difference] = []
        var sectionsOfDifferences: [SectionValues<String>.PageSection: TextSection] = [:]
        for (index, page) in context.facts.enumerated() where page.language != source && !page.identifiers.isEmpty {
            guard let sourceIndex = sourcePages[page.page] else { continue }
            let original = context.facts[sourceIndex]
            // What each side alone names, first as written (most pages name the same names).
            let theirNames = names(sourceIndex)
            var extra = page.identifiers.filter { !theirNames.contains($0.text) && compared($0) }
            guard !extra.isEmpty else { continue }
            let myNames = names(index)
            var lacking = original.identifiers.filter { !myNames.contains($0.text) && compared($0) }
            guard !lacking.isEmpty else { continue }
            let theirLowered = lowercasedNames(sourceIndex)
            let myLowered = lowercasedNames(index)
            extra.removeAll { theirLowered.contains($0.text.lowercased()) || pairedRow($0, other: sourceIndex) }
            lacking.removeAll { myLowered.contains($0.text.lowercased()) || pairedRow($0, other: index) }
            guard !extra.isEmpty, !lacking.isEmpty else { continue }
            // By section, each name where the section first writes it.
            func bySection(_ facts: [IdentifierFact], on pageName: String) -> [TextSection: [String: Place]] {
                var result: [TextSection: [String: Place]] = [:]
                for fact in facts {
                    let section = context.textSection(of: fact.location, page: pageName)
                    if result[section]?[fact.text] == nil { result[section, default: [:]][fact.text] = place(fact) }
                }
                return result
            }
            let theirSections = bySection(lacking, on: original.page)
            for (section, mine) in bySection(extra, on: page.page) {
                guard let theirs = theirSections[section] else { continue }
                let extra = Array(mine.keys)
                let lacking = Array(theirs.keys)
                var names: [String] = []
                var sourceNames: Set<String> = []
                for name in extra {
                    let like = lacking.filter {
                        Self.areAlike(name, $0) && !Self.isInflection(mine[name]!.text, of: theirs[$0]!.text)
                    }
                    guard !like.isEmpty else { continue }
                    names.append(name)
                    sourceNames.formUnion(like)
                }
                // One name in a code span each side alone names, written alike (`onOrderDone`,
                // `onOrderFinished`; `amount` and its translation): one renamed, or translated.
                if names.isEmpty, extra.count == 1, lacking.count == 1,
                    mine[extra[0]]!.text.hasPrefix("`"), theirs[lacking[0]]!.text.hasPrefix("`"),
                    Self.shape(of: extra[0]) == Self.shape(of: lacking[0]),
                    extra[0].count(where: \.isLetter) >= 3, lacking[0].count(where: \.isLetter) >= 3
                {
                    names = extra
                    sourceNames = [lacking[0]]
                }
                guard !names.isEmpty else { continue }
                let written = names.map { mine[$0]! }.sorted { $0.location < $1.location }
                let sourceWritten = sourceNames.map { theirs[$0]! }.sorted { $0.location < $1.location }
                let pageSection = SectionValues<String>.PageSection(page: page.page, section: section.path)
                sectionsOfDifferences[pageSection] = section
                let difference = Difference(
                    place: pageSection, names: names.sorted(), sourceNames: sourceNames.sorted())
                if differences[difference] == nil { order.append(difference) }
                differences[difference, default: []].append(
                    .init(
                        language: page.language, text: Self.listed(written), location: written[0].location,
                        sourceText: Self.listed(sourceWritten), sourceLocation: sourceWritten[0].location))
            }
        }
        guard !order.isEmpty else { return [] }
        // The translations that name something in each section a difference is in, as the source does
        // there: where every one of them shows the difference, the source's text is the one to look at.
        var translations: [SectionValues<String>.PageSection: Set<String>] = [:]
        for page in context.facts where page.language != source {
            for (pageSection, section) in sectionsOfDifferences where pageSection.page == page.page {
                if page.identifiers.contains(where: {
                    compared($0) && context.textSection(of: $0.location, page: page.page) == section
                }) {
                    translations[pageSection, default: []].insert(page.language)
                }
            }
        }
        let findings = order.flatMap { difference in
            SectionValues<String>.findings(
                for: differences[difference]!, in: difference.place, translations: translations, rule: Self.id,
                severity: Self.defaultSeverity, fact: "identifier:" + difference.sourceNames.joined(separator: ","),
                context: context)
        }
        // (Sections are gathered in no fixed order: the message tells findings at one place apart.)
        return findings.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
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
