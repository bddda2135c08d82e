/// `symbol-typo`: a symbol, selector or type one or two edits from a documented one.
///
/// Checked: error symbols used in prose or samples that no table defines, against the symbols the
/// tables define; table rows that give a code's number under a misspelling of its symbol (one
/// finding per table); selectors sent in samples that no language declares, against the declared ones;
/// types in parameter tables, against the type most languages give the same row, or, where no
/// other language gives it one, well-known type names (`varhcar` for `varchar`; not `FString` for `String`, which holds it).
/// Comparisons go through an index (`NearMatchIndex`) or a row's few types, never every symbol
/// against every other.
public struct SymbolTypoRule: DriftRule {
    public static let id = "symbol-typo"
    public static let summary = "A symbol, selector or type is one or two edits from a documented one."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.reference
    public static let help = """
        A symbol, sample selector or parameter type is one or two edits from a documented one \
        (`DEMO_ERROR_TIMOUT` for `DEMO_ERROR_TIMEOUT`, `varhcar` for `varchar`): code copied from the guide \
        will not compile or will compare the wrong value. Correct the spelling.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                ## Error codes

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 101 | Timed out. |

                When the call fails with **DEMO_ERROR_TIMOUT (101)**, try again later.
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                ## Error codes

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 101 | Timed out. |

                When the call fails with **DEMO_ERROR_TIMEOUT (101)**, try again later.
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext, catalog: Catalog) -> [Finding] {
        var findings: [Finding] = []
        // Error symbols.
        let defined = catalog.codes.filter(\.listed).flatMap { [$0.symbol] + $0.aliases.map(\.symbol) }
        let symbols = NearMatchIndex(defined)
        for (symbol, mentions) in context.unlisted {
            guard let match = symbols.closest(to: symbol) else { continue }
            for language in context.order {
                guard let first = mentions.first(where: { $0.language == language }) else { continue }
                findings.append(
                    typo(
                        symbol, match: match.word, distance: match.distance, language: language,
                        location: first.mention.location, context: context, kind: "error symbol")
                )
            }
        }
        findings += spellingTypos(in: context, catalog: catalog)
        findings += misspelledRows(in: context)
        findings += CodeConflictRule.platformSpellings(in: context, misspelt: true)
        // Selectors.
        let declared = Set(catalog.apis.filter { $0.declaration != nil }.map(\.selector))
        let selectors = NearMatchIndex(declared)
        // The same selector is sent on many pages, and many times on one: each send is one
        // dictionary access, which holds what the selector was found to be (looked up once for
        // the run) and the last page it was reported on (once per page).
        var sent: [String: SentSelector] = [:]
        for (pageNumber, page) in context.facts.enumerated() {
            // By index: the facts are read in place, not copied.
            for index in page.apis.indices where page.apis[index].kind == .send {
                let selector = page.apis[index].selector
                let reported = Self.report(onPage: pageNumber, entry: &sent[selector, default: SentSelector()]) {
                    declared.contains(selector) ? nil : selectors.closest(to: selector)
                }
                guard let match = reported else { continue }
                findings.append(
                    typo(
                        selector, match: match.word, distance: match.distance, language: page.language,
                        location: page.apis[index].location, context: context, kind: "selector")
                )
            }
        }
        // Types in parameter tables: a type near the one most languages give the same row (the
        // same key in the same section); where no other language gives the row a type, a type
        // near a well-known type name. Not near the types of other rows (`Image[]` beside
        // `Image` is another type, not a typo of it), nor near a type it holds whole (`FString`).
        var rowType: [SourceLocation: String] = [:]
        for parameter in catalog.parameters {
            guard let decided = parameter.type,
                Set(parameter.sources.filter { $0.type != nil }.map(\.language)).count > 1
            else { continue }
            for source in parameter.sources where source.type != nil { rowType[source.location] = decided }
        }
        let knownTypes = NearMatchIndex(TypeNames.known)
        // Many rows give the same type: each is looked up once against the known names.
        var closestKnown: [String: Match??] = [:]
        for page in context.facts {
            for index in page.parameters.indices {
                guard let type = page.parameters[index].type, !TypeNames.isKnown(type) else { continue }
                let location = page.parameters[index].location
                var match: Match?
                if let decided = rowType[location] {
                    if decided.lowercased() != type.lowercased(), !Self.isAffixed(type, decided),
                        let distance = EditDistance.distance(type, decided, limit: 2)
                    {
                        match = (decided, distance)
                    }
                } else if let known = Self.closest(
                    &closestKnown[type, default: nil], lookup: { knownTypes.closest(to: type) }),
                    !Self.isAffixed(type, known.word)
                {
                    match = known
                }
                guard let match else { continue }
                findings.append(
                    typo(
                        type, match: match.word, distance: match.distance, language: page.language,
                        location: location, context: context, kind: "type of \(page.parameters[index].key)")
                )
            }
        }
        return findings
    }

    /// Platform spellings of a code that differ from the code's name by more than a platform's
    /// prefix: a prefix no other code uses, one or two edits from one that others use
    /// (`xYZ_ERROR_…` beside `XYZ_ERROR_…`), or words after the prefix spelt otherwise than the name.
    private func spellingTypos(in context: ReconcileContext, catalog: Catalog) -> [Finding] {
        let coded = catalog.codes.filter { $0.spellings != nil }
        guard !coded.isEmpty else { return [] }
        var prefixCounts: [String: Int] = [:]
        for code in coded {
            for prefix in Set(code.spellings!.map { PlatformSpellings.prefix(of: $0, name: code.symbol) }) {
                prefixCounts[prefix, default: 0] += 1
            }
        }
        let established = prefixCounts.filter { $0.key != "" && $0.value >= 2 }.keys.sorted()
        var findings: [Finding] = []
        let bySymbol = Dictionary(coded.map { ($0.symbol, $0) }, uniquingKeysWith: { first, _ in first })
        for concept in context.concepts {
            for row in concept.definitions where row.definition.spellings.count > 1 {
                guard let code = bySymbol[row.definition.symbol] else { continue }
                for spelling in row.definition.spellings where spelling != code.symbol {
                    let prefix = PlatformSpellings.prefix(of: spelling, name: code.symbol)
                    let expected: String
                    // A platform's mixed-case spelling (`RNErrorTimeout` of `RN_ERR_TIMEOUT`), right or not.
                    if let camel = ErrorTableReader.camelSpelling(spelling, of: code.symbol) {
                        guard !camel.exact else { continue }
                        expected = camel.expected
                    } else if !spelling.hasSuffix("_" + code.symbol) {
                        expected = prefix + code.symbol
                    } else if prefixCounts[prefix, default: 0] < 2,
                        let near = established.first(where: { EditDistance.distance($0, prefix, limit: 2) != nil })
                    {
                        expected = near + code.symbol
                    } else {
                        continue
                    }
                    findings.append(
                        Finding(
                            rule: Self.id,
                            severity: Self.defaultSeverity,
                            message:
                                "\(row.language) writes \(code.symbol) as \(spelling) beside it, which differs by more "
                                + "than a platform's prefix; the other rows suggest \(expected)",
                            product: context.product.id,
                            fact: spelling,
                            language: row.language,
                            section: context.section(of: row.definition.location),
                            location: row.definition.location,
                            resolution: "did you mean \(expected)? The row is kept, with \(spelling) as written"
                        ))
                }
            }
        }
        return findings
    }

    /// Whether a table row gives a code's number under a misspelling of its symbol (or of a
    /// platform's spelling of it): one table's typo, not a symbol that conflicts.
    static func misspells(_ row: CodeDefinition, _ code: CatalogCode) -> Bool {
        guard row.code == code.code, !row.isUnnamed, row.symbol != code.symbol else { return false }
        let spellings = code.spellings ?? [code.symbol]
        return !spellings.contains(row.symbol) && !writesInOwnNotation(row, spellings)
            && spellings.contains { EditDistance.isMisspelling(row.symbol, of: $0) }
    }

    /// Whether a case of an enum declared in code writes one of `spellings` in its language's
    /// notation (C#'s `NotInitialized` for Swift's `notInitialized`, Kotlin's `NOT_INITIALIZED`):
    /// the same name, not a misspelling of it. A table's row is held to its letters.
    static func writesInOwnNotation(_ row: CodeDefinition, _ spellings: [String]) -> Bool {
        row.isDeclaredInCode && spellings.contains { CodeSystems.sameName(row.symbol, $0) }
    }

    /// The rows that misspell their code's symbol, one finding for each table (a page's section in
    /// one language) with the others listed beside it: a table whose every symbol repeats one typo
    /// is one thing to fix.
    private func misspelledRows(in context: ReconcileContext) -> [Finding] {
        struct Table: Hashable {
            var language: String
            var path: String
            var section: SectionPath
        }
        var tables: [Table: [(row: CodeDefinition, code: CatalogCode)]] = [:]
        var order: [Table] = []
        for (index, concept) in context.concepts.enumerated() {
            let decided = context.decidedCode(at: index)
            for definition in concept.definitions where Self.misspells(definition.definition, decided) {
                let table = Table(
                    language: definition.language, path: definition.definition.location.path,
                    section: definition.definition.section)
                if tables[table] == nil { order.append(table) }
                tables[table, default: []].append((definition.definition, decided))
            }
        }
        return order.map { table in
            let rows = tables[table]!.sorted { $0.row.location < $1.row.location }
            let (first, code) = rows[0]
            let others = rows.count == 1 ? "" : ", and \(rows.count - 1) more symbols of this table like it"
            return Finding(
                rule: Self.id,
                severity: Self.defaultSeverity,
                message:
                    "\(table.language) writes \(code.symbol) (\(context.codeText(code.code))) as \(first.symbol)\(others); "
                    + "the other rows with this number write \(code.symbol)",
                product: context.product.id,
                fact: first.symbol,
                language: table.language,
                section: context.section(of: first.location),
                location: first.location,
                related: rows.dropFirst().prefix(5).map {
                    RelatedLocation(
                        language: table.language, location: $0.row.location,
                        message: "\($0.row.symbol) for \($0.code.symbol)")
                },
                resolution: "did you mean \(code.symbol)? The row is read as that code"
            )
        }
    }

    /// Whether one of two names holds the other whole, ignoring case (`FString` and `String`,
    /// `Image[]` and `Image`): a prefix or suffix a convention adds, not a misspelling.
    static func isAffixed(_ a: String, _ b: String) -> Bool {
        let (a, b) = (a.lowercased(), b.lowercased())
        return a.count < b.count ? b.contains(a) : a.contains(b)
    }

    /// A word near another, and how many edits apart.
    private typealias Match = (word: String, distance: Int)

    /// What the rule knows of a selector sent in samples.
    private struct SentSelector {
        /// `nil` until the selector is first met; then the closest declared selector, or `nil`
        /// (declared, or near none).
        var closest: Match??
        /// The last page (its index in the facts) the selector was reported on.
        var lastPage = -1
    }

    /// The closest word kept in `entry`, looked up with `lookup` the first time (`entry` is `nil`
    /// until then).
    private static func closest(_ entry: inout Match??, lookup: () -> Match?) -> Match? {
        if entry == nil { entry = .some(lookup()) }
        return entry ?? nil
    }

    /// The match to report for a send, on page `page`, of the selector `entry` is about: `nil`
    /// when it is declared or near none, or was already reported on the page. `lookup` is
    /// called the first time the selector is met.
    private static func report(onPage page: Int, entry: inout SentSelector, lookup: () -> Match?) -> Match? {
        guard let match = closest(&entry.closest, lookup: lookup), entry.lastPage != page else { return nil }
        entry.lastPage = page
        return match
    }

    private func typo(
        _ word: String,
        match: String,
        distance: Int,
        language: String,
        location: SourceLocation,
        context: ReconcileContext,
        kind: String
    ) -> Finding {
        Finding(
            rule: Self.id,
            severity: Self.defaultSeverity,
            message: "\(kind) \(word) is \(distance == 1 ? "one edit" : "two edits") from \(match); is it a typo?",
            product: context.product.id,
            fact: word,
            language: language,
            section: context.section(of: location),
            location: location,
            resolution: "did you mean \(match)?"
        )
    }
}
