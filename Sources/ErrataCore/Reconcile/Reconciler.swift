/// The reconcile stage's result for one product: the catalog and the findings.
public struct ReconciledProduct: Sendable {
    /// The product's configuration.
    public var config: ProductConfig
    /// What was decided.
    public var catalog: Catalog
    /// Every disagreement, sorted by file, line and rule.
    public var findings: [Finding]
    /// The pages that were read, by language.
    public var pages: [String: [String]]
    /// The canonical sections (the source language's heading paths), in document order.
    public var sections: [SectionPath] = []
    /// The errata comments that turn rules off, by page path, for the pages that have any.
    public var suppressions: [String: PageSuppressions] = [:]

    /// Creates a reconciled product.
    public init(config: ProductConfig, catalog: Catalog, findings: [Finding], pages: [String: [String]]) {
        self.config = config
        self.catalog = catalog
        self.findings = findings
        self.pages = pages
    }
}

/// The reconcile stage: merges every language's facts into one catalog and lists the drift.
///
/// Policy, per disputed value: an accepted resolution in `errata.yml` wins; otherwise the value
/// most languages give; a tie goes to the language with the highest precedence (the source
/// language first, then the config's order). A number that loses but is listed in some
/// language's error table is kept as a deprecated alias, so apps built against that guide
/// still decode it.
public struct Reconciler: Sendable {
    /// The rules that find drift; by default every rule errata has.
    public var rules: [any DriftRule]
    /// Severities that replace the rules' defaults, by rule id.
    public var severities: [String: Diagnostic.Severity]

    /// Creates a reconciler.
    public init(rules: [any DriftRule] = RuleRegistry.all, severities: [String: Diagnostic.Severity] = [:]) {
        self.rules = rules
        self.severities = severities
    }

    /// Reconciles one product's facts.
    ///
    /// - Parameter otherProducts: The codes the products of the run define, by symbol (see
    ///   ``OtherProductCode/defined(names:facts:)``).
    /// - Parameter files: The project's files, where links' targets are looked up; `nil` for
    ///   facts read from no folder, whose links lead only to the pages read.
    public func reconcile(
        _ product: ProductConfig, facts: [DocumentFacts], otherProducts: [String: [OtherProductCode]] = [:],
        files: ProjectFiles? = nil
    ) -> ReconciledProduct {
        let stage = "\(product.name): reconcile:"
        let context = Self.context(product, facts: facts, otherProducts: otherProducts, files: files, stage: stage)
        let result = reconcile(product, context: context, stage: stage)
        // The alignment, concepts and indexes are freed on another thread (1.5 ms on N = 64,
        // where the thread waits for nothing else). Not captured by the rules' closures here, the
        // context is handed over whole.
        releaseInBackground(consume context)
        return result
    }

    /// The catalog and the findings of a product, from its context.
    private func reconcile(_ product: ProductConfig, context: ReconcileContext, stage: String) -> ReconciledProduct {
        var timer = StageTimer()
        // The rules are independent of one another: they run side by side (``SharedWork``, so that
        // a rule that splits its own work, link-conflict, does so on every core). The rules that do
        // not read the catalog run while it is being built; the others once it is.
        let severities = self.severities
        let rules = self.rules
        let catalogFree = rules.indices.filter { rules[$0].findingsWithoutCatalog != nil }
        let catalogRules = rules.indices.filter { rules[$0].findingsWithoutCatalog == nil }
        @Sendable func run(_ index: Int, catalog: Catalog?) -> [Finding] {
            let rule = rules[index]
            // A configured severity replaces the rule's own for all its findings.
            let configured = severities[type(of: rule).id]
            var timer = StageTimer()
            defer { timer.lap("\(stage) rule \(type(of: rule).id)") }
            var findings =
                if let catalog { rule.findings(in: context, catalog: catalog) } else {
                    rule.findingsWithoutCatalog!(context)
                }
            if let configured {
                for index in findings.indices { findings[index].severity = configured }
            }
            // Each rule's findings are sorted here, side by side; the sorted lists are merged below.
            return Self.sortedByPlace(findings)
        }
        let (early, (catalog, late)) = inParallel(
            { catalogFree.concurrentMap { run($0, catalog: nil) } },
            {
                var timer = StageTimer()
                let catalog = CatalogBuilder(context: context).build()
                timer.lap("\(stage) catalog")
                return (catalog, catalogRules.concurrentMap { run($0, catalog: catalog) })
            }
        )
        // Back in the rules' order, which breaks ties in the merge.
        var found = [[Finding]](repeating: [], count: rules.count)
        for (index, findings) in zip(catalogFree, consume early) { found[index] = findings }
        for (index, findings) in zip(catalogRules, consume late) { found[index] = findings }
        timer.lap("\(stage) rules")
        // Sorted by file, line, column, rule, fact and message; ties kept in rule order.
        // A page errata knows is broken gets its one `page-corrupt` finding and no other.
        let findings = MisplacedPages.withoutComparisons(
            UntranslatedPageRule.withoutCopiedFindings(
                PageCorruptRule.withoutFindingsOnCorruptPages(
                    SectionLevelRule.withoutLevelsOnOtherEditions(
                        APIMissingRule.withoutAPIsOfMissingSections(
                            LinkBrokenRule.withoutLinksReportedAsConflicts(Self.merged(found)), context: context)),
                    facts: context.facts),
                in: context),
            misplaced: context.misplacedPages)
        // The rules' lists hold copies of the findings: freed beside the rest of the run.
        releaseInBackground(consume found)
        timer.lap("\(stage) sort")
        var result = ReconciledProduct(
            config: product, catalog: catalog.separatingSuccessValues(), findings: findings, pages: context.pages)
        let sourcePages = context.facts.filter { $0.language == product.sourceLanguage }.map(\.page)
        result.sections = sourcePages.flatMap { context.alignment.sourceHeadings[$0] ?? [] }.map(\.path)
        for page in context.facts where !page.suppressions.isEmpty {
            result.suppressions[page.path] = PageSuppressions(page.suppressions)
        }
        return result
    }

    /// What the catalog builder and the rules look at: the concepts, the sections aligned, and
    /// each concept's code decided.
    static func context(
        _ product: ProductConfig, facts read: [DocumentFacts], otherProducts: [String: [OtherProductCode]] = [:],
        files: ProjectFiles? = nil, stage: String = ""
    ) -> ReconcileContext {
        var timer = StageTimer()
        let order = product.languages.map(\.folder)
        // Tables of a page that number codes of their own are groups before anything matches codes.
        let (restating, restatedCases) = CodeSystems.withoutRestatedGroups(
            CodeSystems.withoutHTTPStatusesOfNumberedCodes(CodeSystems.withoutMappingTables(read)))
        let unrestated = CodeSystems.markingPlatformSpellings(restating)
        let referencePages = ReferencePages.find(product: product, facts: unrestated)
        let facts = CodeSystems.separated(unrestated, order: order, referencePages: referencePages)
        let hexadecimal = CodeNotation.isHexadecimal(facts.lazy.flatMap(\.definitions))
        // Matching codes across languages and deciding each one's number, and aligning sections
        // then gathering the catalog's APIs and parameters (which read the sections, not the
        // codes), do not depend on each other: they run side by side.
        let ((matched, decided), (sections, apisAndParameters, guidePages)) = inParallel(
            {
                var timer = StageTimer()
                // Each language's reference page first: its row of a code is that language's vote
                // and message.
                let matched = Self.concepts(
                    order: order, source: product.sourceLanguage,
                    otherProducts: otherProducts, product: product.name,
                    facts: referencePages.isEmpty
                        ? facts
                        : facts.filter { referencePages.contains($0.page) }
                            + facts.filter { !referencePages.contains($0.page) })
                timer.lap("\(stage) concepts")
                let decided = CatalogBuilder.decide(
                    matched.concepts, order: order, product: product, hexadecimal: hexadecimal)
                timer.lap("\(stage) codes")
                return (matched, decided)
            },
            {
                var timer = StageTimer()
                let sections = Self.sections(product: product, order: order, facts: facts)
                timer.lap("\(stage) sections")
                let apisAndParameters = CatalogBuilder.apisAndParameters(
                    facts: sections.ordered, order: order, alignment: sections.alignment)
                timer.lap("\(stage) APIs and parameters")
                // Where links lead, for the two rules about links.
                let guidePages = LinkConflictRule.GuidePages(
                    sections.ordered, languages: LinkConflictRule.LanguageCodes(product.languages))
                return (sections, apisAndParameters, guidePages)
            }
        )
        timer.lap("\(stage) concepts, codes and sections")
        var context = ReconcileContext(
            product: product,
            order: order,
            facts: sections.ordered,
            alignment: sections.alignment,
            concepts: matched.concepts,
            pagesByLanguage: sections.pagesByLanguage,
            placements: sections.placements,
            unlisted: matched.unlisted,
            pages: sections.pages,
            tableLocations: sections.tableLocations
        )
        context.codesInHexadecimal = hexadecimal
        context.files = files
        context.guidePages = guidePages
        for page in context.facts { context.pageNames[page.path] = page.page }
        context.restatedCases = restatedCases
        context.notationExceptions = CodeNotation.exceptions(
            facts.lazy.flatMap(\.definitions), productHexadecimal: hexadecimal)
        context.misplacedPages = MisplacedPages.find(sections.ordered, sourceLanguage: product.sourceLanguage)
        context.latinSourcePages = Set(
            facts.filter {
                $0.language == product.sourceLanguage && $0.untranslatedLetters >= UntranslatedPageRule.minimumLetters
            }.map(\.page))
        context.referencePaths = Set(facts.filter { referencePages.contains($0.page) }.map(\.path))
        (context.delegatedSections, context.otherSystemSections) = ReferencePages.linkedSections(
            facts: facts, referencePaths: context.referencePaths)
        if !context.referencePaths.isEmpty {
            context.referenceNamespaces = Set(
                context.concepts.filter(context.isReferenced).flatMap(\.symbols).map(ReconcileContext.namespace(of:)))
        }
        // Each concept's code is decided once: the catalog and the rules share the decisions.
        context.decidedCodes = decided
        context.apisAndParameters = apisAndParameters
        context.quoteOtherProducts(otherProducts)
        return context
    }

    /// Whether `lhs` comes before `rhs` in a report: by file, line, column, rule, fact, then message.
    static func precedes(_ lhs: Finding, _ rhs: Finding) -> Bool {
        order(lhs, rhs) < 0
    }

    /// Where `lhs` stands against `rhs` in a report (see ``precedes(_:_:)``): below 0 before it, 0
    /// at a tie, above 0 after it. Field by field, as a tuple comparison would, without copying
    /// the fields into tuples; each field compared once.
    static func order(_ lhs: Finding, _ rhs: Finding) -> Int {
        if let order = order(lhs.location.path, rhs.location.path) { return order }
        if lhs.location.line != rhs.location.line { return lhs.location.line < rhs.location.line ? -1 : 1 }
        if lhs.location.column != rhs.location.column { return lhs.location.column < rhs.location.column ? -1 : 1 }
        if let order = order(lhs.rule, rhs.rule) { return order }
        if let order = order(lhs.fact, rhs.fact) { return order }
        return order(lhs.message, rhs.message) ?? 0
    }

    /// -1 or 1 where two strings differ, `nil` where they are equal.
    private static func order(_ lhs: String, _ rhs: String) -> Int? {
        lhs == rhs ? nil : lhs < rhs ? -1 : 1
    }

    /// `findings` sorted by ``precedes(_:_:)``, ties in their order. Sorted through their indices:
    /// a finding is a large value, costly to move.
    static func sortedByPlace(_ findings: [Finding]) -> [Finding] {
        findings.indices.sorted { a, b in
            let order = order(findings[a], findings[b])
            return order != 0 ? order < 0 : a < b
        }.map { findings[$0] }
    }

    /// Sorted lists merged into one sorted list; at a tie, the earlier list's finding comes first.
    static func merged(_ lists: [[Finding]]) -> [Finding] {
        // Positions are merged, not findings (large values, costly to copy); neighbours pairwise,
        // so that each is compared about log₂(lists) times.
        typealias Position = (list: Int, item: Int)
        func precedes(_ a: Position, _ b: Position) -> Bool {
            Self.precedes(lists[a.list][a.item], lists[b.list][b.item])
        }
        func merge(_ first: [Position], _ second: [Position]) -> [Position] {
            var result: [Position] = []
            result.reserveCapacity(first.count + second.count)
            var i = 0
            var j = 0
            while i < first.count, j < second.count {
                if precedes(second[j], first[i]) {
                    result.append(second[j])
                    j += 1
                } else {
                    result.append(first[i])
                    i += 1
                }
            }
            result += first[i...]
            result += second[j...]
            return result
        }
        var runs: [[Position]] = lists.indices.map { list in lists[list].indices.map { (list, $0) } }
        while runs.count > 1 {
            runs = stride(from: 0, to: runs.count, by: 2).map { index in
                index + 1 < runs.count ? merge(runs[index], runs[index + 1]) : runs[index]
            }
        }
        return (runs.first ?? []).map { lists[$0.list][$0.item] }
    }

    /// Every code as every language states it, with the mentions of its symbols; and the symbols
    /// used in prose or samples that no table defines, with their mentions, in first-use order
    /// (those `otherProducts` define among them, whatever their number).
    private static func concepts(
        order: [String], source: String, otherProducts: [String: [OtherProductCode]] = [:], product: String = "",
        facts: [DocumentFacts]
    ) -> (
        concepts: [Concept], unlisted: [(symbol: String, mentions: [LanguageMention])]
    ) {
        var concepts = ConceptMatcher(languageOrder: order).concepts(from: facts)
        // Each concept's symbols, gathered once for the prefix and the lookup below.
        // Sorted, each once: a concept's rows mostly repeat one symbol, so sorting them and
        // dropping repeats costs less than hashing them into a set.
        let symbols = concepts.map { concept in
            concept.definitions.filter { !$0.definition.isUnnamed }
                .flatMap { [$0.definition.symbol] + $0.definition.spellings + $0.definition.platformSpellings.values }
                .sortedUnique()
        }
        let prefix = Self.symbolPrefix(symbols.flatMap { $0 })

        // Attach mentions to the codes they name; collect the rest.
        var conceptBySymbol: [String: Int] = [:]
        for (index, conceptSymbols) in symbols.enumerated() {
            for symbol in conceptSymbols where conceptBySymbol[symbol] == nil {
                conceptBySymbol[symbol] = index
            }
        }
        // A symbol written without the shared prefix (`AUTH_X(3042)` for `XYZ_ERROR_AUTH_X`) means the full one.
        var known = Set(conceptBySymbol.keys)
        // Mentions are read by index, in place: one copied out retains each of its strings.
        if let prefix {
            for page in facts {
                for index in page.mentions.indices where page.mentions[index].symbol.hasPrefix(prefix) {
                    known.insert(page.mentions[index].symbol)
                }
            }
        }
        func canonical(_ symbol: String) -> String {
            guard let prefix, !symbol.hasPrefix(prefix), known.contains(prefix + symbol) else { return symbol }
            return prefix + symbol
        }
        // A prefix of one word that does not say "error" (`NGHTTP2_`) names a library's constants,
        // of which the error codes are a few: it alone does not make a symbol an error symbol.
        // A result-code table's `SUCCESS` row shares no prefix with its error rows (`ERROR_…`): the
        // prefix four in five symbols share marks errors too.
        let errorPrefix = (prefix ?? Self.mostSymbolsPrefix(symbols.flatMap { $0 })).flatMap {
            Self.marksErrors($0) ? $0 : nil
        }
        // The numberings of the tables' codes (`-1xxx`, `7xxx`, `40xxx`): a symbol written with a
        // number outside them and without the product's prefix is another product's or library's
        // code quoted (`PLAYER_IO_ERROR`(2001) beside codes -101…).
        lazy var numberings: Set<CodeNumbering> = {
            var numberings = Set<CodeNumbering>()
            for concept in concepts {
                for row in concept.definitions.indices {
                    numberings.insert(CodeNumbering(concept.definitions[row].definition.code))
                }
            }
            return numberings
        }()
        // The names a table set aside gives (a store's codes it maps to the product's, states):
        // documented, as not the product's errors.
        lazy var setAside = Set(facts.flatMap { $0.setAsideTables.flatMap { $0.names.map(canonical) } })
        // The words every code of a numbering begins with (`DEMO_ERROR_` of 1001…9999): a symbol
        // that does not begin as they do, quoted with such a number, is another product's
        // (`OTHER_LOGIN_FAILED`(3101), a platform's code named in a note), not one of these.
        // Each group of codes (an enum) has its own: a symbol that begins with none is no code of these.
        lazy var numberingPrefixes: [CodeNumbering: [[String]]] = {
            var names: [CodeNumbering: [String: [[String]]]] = [:]
            for concept in concepts {
                for row in concept.definitions.indices where concept.definitions[row].definition.code != 0 {
                    let definition = concept.definitions[row].definition
                    guard !definition.isUnnamed else { continue }
                    // Enums of one name on several platforms' pages are named each in its own style.
                    let group =
                        definition.isDeclaredInCode
                        ? "\(definition.group ?? "")\u{1}\(definition.location.path)" : definition.group ?? ""
                    names[CodeNumbering(definition.code), default: [:]][group, default: []].append(
                        SuccessValues.words(definition.symbol))
                }
            }
            return names.compactMapValues { groups in
                var prefixes: [[String]] = []
                for lists in groups.values {
                    // A group of one code, or of codes that share no word, says nothing.
                    guard lists.count >= 2, let common = Self.commonLeadingWords(lists), !common.isEmpty else {
                        return nil
                    }
                    prefixes.append(common)
                }
                return prefixes
            }
        }()
        var unlisted: [String: [LanguageMention]] = [:]
        var unlistedOrder: [String] = []
        for language in order {
            for page in facts where page.language == language {
                for mentionIndex in page.mentions.indices {
                    let symbol = canonical(page.mentions[mentionIndex].symbol)
                    if let index = conceptBySymbol[symbol] {
                        concepts[index].mentions.append(
                            LanguageMention(language: language, mention: page.mentions[mentionIndex]))
                        continue
                    }
                    // A mixed-case name is a code only as a table's spelling of one.
                    if page.mentions[mentionIndex].isMixedCase { continue }
                    // A member of another type written with a number (`BillingResponse.ITEM_OWNED(7)`)
                    // is another library's constant, unless it has the product's error prefix.
                    let prefixed = errorPrefix.map { symbol.hasPrefix($0) } ?? false
                    var numbered = false
                    if let code = page.mentions[mentionIndex].code, !page.mentions[mentionIndex].isMember {
                        let numbering = CodeNumbering(code)
                        numbered =
                            prefixed || numberings.isEmpty
                            || (numberings.contains(numbering)
                                && numberingPrefixes[numbering].map { prefixes in
                                    // Its first word: a few codes may share more words by chance.
                                    let first = SuccessValues.words(symbol).first
                                    return prefixes.contains { $0.first == first }
                                } ?? true)
                    }
                    // Another product's code is quoted whatever its number (see `quoteOtherProducts`).
                    if numbered || prefixed
                        || otherProducts[symbol]?.contains(where: { $0.product != product }) == true,
                        !setAside.contains(symbol)
                    {
                        if unlisted[symbol] == nil { unlistedOrder.append(symbol) }
                        unlisted[symbol, default: []].append(
                            LanguageMention(language: language, mention: page.mentions[mentionIndex]))
                    }
                }
            }
        }
        // A symbol every use of which gives the number of a code a table lists under an unlike name,
        // the source language's included, is another product's code quoted (`OTHER_LOGIN_ERROR`
        // (201) beside the table's `DEMO_UPLOAD_FAILED` 201); only a translation's use of it is
        // a code renamed since (the old name kept), and a near spelling of the name a misspelling.
        guard !unlisted.isEmpty else { return (concepts, []) }
        // Only the numbers the uses give, looked up once each (rows are read in place).
        let wanted = Set(unlisted.values.joined().compactMap(\.mention.code))
        var namesByNumber: [Int: Set<String>] = [:]
        for (index, concept) in concepts.enumerated() {
            for row in concept.definitions.indices where wanted.contains(concept.definitions[row].definition.code) {
                namesByNumber[concept.definitions[row].definition.code, default: []].formUnion(symbols[index])
            }
        }
        let quoted = Set(
            unlisted.filter { symbol, mentions in
                !(errorPrefix.map { symbol.hasPrefix($0) } ?? false)
                    && mentions.contains { $0.language == source }
                    && mentions.allSatisfy { mention in
                        guard !mention.mention.isJSONField, let code = mention.mention.code,
                            let names = namesByNumber[code]
                        else { return false }
                        return !names.contains { EditDistance.isMisspelling(symbol, of: $0) }
                    }
            }.keys)
        return (concepts, unlistedOrder.filter { !quoted.contains($0) }.map { ($0, unlisted[$0]!) })
    }

    /// How a code is numbered: its sign, its count of digits and its first digit (`-101` and
    /// `-130` alike, `3101` and `5001` not); codes of one or two digits are all alike.
    private struct CodeNumbering: Hashable {
        var negative: Bool
        var digits: Int
        /// The first digit; 10 for a code of one or two digits (0 and its digits 0 for 0).
        var lead: UInt

        init(_ code: Int) {
            negative = code < 0
            // Success's 0 numbers no errors: `SERVICE_UNAVAILABLE`(2) beside codes 1001… and `SUCCESS` 0
            // is a store's code.
            guard code != 0 else {
                (digits, lead) = (0, 0)
                return
            }
            var rest = code.magnitude
            var count = 1
            while rest >= 10 {
                rest /= 10
                count += 1
            }
            digits = max(count, 2)
            lead = count > 2 ? rest : 10
        }
    }

    /// The pages in language precedence, then path order, their sections aligned to the source
    /// language's, and what the rules look up by language.
    private static func sections(product: ProductConfig, order: [String], facts: [DocumentFacts]) -> (
        ordered: [DocumentFacts], alignment: SectionAligner.Alignment, placements: SectionPlacements,
        pagesByLanguage: [String: [DocumentFacts]], pages: [String: [String]], tableLocations: [String: SourceLocation]
    ) {
        let ordered = order.flatMap { language in
            facts.filter { $0.language == language }.sorted { $0.path < $1.path }
        }
        let latin = product.languages.filter { ScriptDetector.nativeScripts(for: $0.bundle) == [] }.map(\.folder)
        let alignment = SectionAligner(sourceLanguage: product.sourceLanguage, latinScriptLanguages: Set(latin))
            .align(ordered)
        return (
            ordered,
            alignment,
            SectionPlacements(alignment: alignment, facts: ordered),
            Dictionary(grouping: ordered, by: \.language),
            Dictionary(grouping: facts, by: \.language).mapValues { $0.map(\.path).sorted() },
            Dictionary(
                grouping: facts.flatMap { page in
                    page.definitions.map { (page.language, $0.location) }
                }, by: \.0
            ).mapValues { $0.map(\.1).min()! }
        )
    }

    /// The longest run of leading `_`-separated words all symbols share (e.g. `XYZ_ERROR_`), if
    /// any. Every symbol keeps at least its last word, so the prefix is the same in any order of
    /// the symbols.
    static func symbolPrefix(_ symbols: [String]) -> String? {
        // Split on bytes: symbols are ASCII, and every code's symbols are read.
        commonLeadingWords(symbols.map { $0.utf8.split(separator: UInt8(ascii: "_")).map { Substring($0) } }).map {
            $0.joined(separator: "_") + "_"
        }
    }

    /// The longest run of leading `_`-separated words that four in five of three symbols or more
    /// share (each keeping at least its last word), if any.
    static func mostSymbolsPrefix(_ symbols: [String]) -> String? {
        guard symbols.count >= 3 else { return nil }
        var counts: [String: Int] = [:]
        for symbol in symbols {
            let words = symbol.split(separator: "_", omittingEmptySubsequences: false).dropLast()
            var prefix = ""
            for word in words {
                prefix += word + "_"
                counts[prefix, default: 0] += 1
            }
        }
        return counts.filter { $0.value * 5 >= symbols.count * 4 }.keys.max { ($0.count, $1) < ($1.count, $0) }
    }

    /// Whether the symbols' shared prefix marks error symbols: two words or more (`XYZ_ERROR_`,
    /// `GL_INVALID_`), or one that says "error" (`ERR_`, `ERROR_`, `SQLERR_`, `E_`, `FAIL_`).
    static func marksErrors(_ prefix: String) -> Bool {
        let words = prefix.split(separator: "_")
        guard words.count == 1, let word = words.first?.uppercased() else { return !words.isEmpty }
        return word.contains("ERR") || ["E", "EC", "FAIL", "FAILURE"].contains(word)
    }

    /// The leading words all the lists share, at most all but the last of each; `nil` if none.
    static func commonLeadingWords<Word: Equatable>(_ lists: [[Word]]) -> [Word]? {
        guard var common = lists.first.map({ Array($0.dropLast()) }) else { return nil }
        for words in lists.dropFirst() {
            var length = 0
            while length < common.count, length < words.count - 1, common[length] == words[length] { length += 1 }
            common.removeSubrange(length...)
            if common.isEmpty { return nil }
        }
        return common.isEmpty ? nil : common
    }
}

/// Everything the rules and the catalog builder look at.
public struct ReconcileContext: Sendable {
    /// The product.
    public let product: ProductConfig
    /// Language folders in precedence order.
    public let order: [String]
    /// Every page's facts, in language precedence, then path order.
    public let facts: [DocumentFacts]
    /// Every page's sections matched to the source language's.
    let alignment: SectionAligner.Alignment
    let concepts: [Concept]
    /// The pages of each language.
    let pagesByLanguage: [String: [DocumentFacts]]
    /// Where each canonical section stands in each language, worked out once.
    let placements: SectionPlacements
    /// Symbols used in prose or samples that no table defines, with their mentions.
    private(set) var unlisted: [(symbol: String, mentions: [LanguageMention])]
    /// Symbols used in prose or samples that no table of the product defines and another product's
    /// table does: that product's codes, quoted (see ``quoteOtherProducts(_:)``).
    private(set) var otherProductsQuoted: [(symbol: String, mentions: [LanguageMention], codes: [OtherProductCode])] =
        []
    /// Pages read, by language.
    let pages: [String: [String]]
    /// The first error-table row of each language, where a missing code would go.
    let tableLocations: [String: SourceLocation]
    /// The code decided for each concept, by concept index (see ``decidedCode(at:)``).
    var decidedCodes: [CatalogCode] = []
    /// The catalog's APIs and parameters, gathered by the reconciler while the codes were decided;
    /// `nil` when the context was made without them (the catalog builder gathers them then).
    var apisAndParameters: (apis: [CatalogAPI], parameters: [CatalogParameter])?
    /// Whether the product's tables write their codes in hexadecimal, as its messages then do
    /// (see ``CodeNotation``).
    var codesInHexadecimal = false
    /// The numbers the tables write otherwise than the product does: `true` for hexadecimal.
    var notationExceptions: [Int: Bool] = [:]
    /// The cases of the enums declared in code that restate the tables' codes as a whole, left out
    /// of the concepts (see ``CodeSystems/withoutRestatedGroups(_:)``).
    var restatedCases: [CodeSystems.RestatedCase] = []
    /// Each page's name in its language's folder, by its file's path.
    var pageNames: [String: String] = [:]
    /// The translations whose file holds another page, by path (see ``MisplacedPages``).
    var misplacedPages: [String: MisplacedPage] = [:]
    /// The names of the source language's pages written in Latin letters alone (a page kept in
    /// English in every language), whose translations are not left untranslated.
    var latinSourcePages: Set<String> = []
    /// The files of the product's error-code reference pages in every language (see
    /// ``ReferencePages``); empty when it has none.
    var referencePaths: Set<String> = []

    /// The first words of the symbols of the codes the reference pages list (`AUTH`, `XYZ`).
    var referenceNamespaces: Set<String> = []
    /// The project's files, where links' targets are looked up; `nil` when the facts were read
    /// from no folder.
    var files: ProjectFiles?
    /// The guides' pages as links name them, worked out once for the rules about links; `nil`
    /// when the context was made without it (see ``linkedPages``).
    var guidePages: LinkConflictRule.GuidePages?
    /// The guides' pages as links name them.
    var linkedPages: LinkConflictRule.GuidePages {
        guidePages ?? LinkConflictRule.GuidePages(facts, languages: LinkConflictRule.LanguageCodes(product.languages))
    }
    /// The sections of other pages a reference page sends its reader to, by page path.
    var delegatedSections: [String: [SectionPath]] = [:]
    /// The sections of other pages a reference page's section about other systems' codes sends its
    /// reader to, by page path: their tables quote those codes.
    var otherSystemSections: [String: [SectionPath]] = [:]

    /// A symbol's first word: the namespace of `XYZ_ERROR_…`.
    static func namespace(of symbol: String) -> String {
        symbol.split(separator: "_", maxSplits: 1).first.map(String.init) ?? symbol
    }

    /// Whether a code the reference pages do not list is another SDK's, quoted: the table it stands
    /// in (its section's rows on its page) has two rows or more whose symbols all start with one word
    /// that none of the reference pages' symbols starts with (`OTHER_ERR_…` beside `XYZ_…`, `AUTH_…`).
    func isForeign(_ concept: Concept) -> Bool {
        guard !referenceNamespaces.isEmpty, !isReferenced(concept) else { return false }
        let row = concept.definitions[0].definition
        // A table without symbols shows no namespace.
        guard !row.isUnnamed, let page = facts.first(where: { $0.path == row.location.path }) else { return false }
        let table = page.definitions.filter { $0.section == row.section }
        let namespaces = Set(table.map { Self.namespace(of: $0.symbol) })
        guard table.count >= 2, namespaces.count == 1, let namespace = namespaces.first else { return false }
        return !referenceNamespaces.contains(namespace)
    }

    /// Whether the source language's reference page lists a concept's code (any language's does,
    /// where the source language has none): a code only translations' reference pages list was
    /// dropped from the source, or is not yet in it, and is not the product's to generate.
    func isListedBySourceReference(_ concept: Concept) -> Bool {
        let source = product.sourceLanguage
        guard facts.contains(where: { $0.language == source && referencePaths.contains($0.path) }) else {
            return isReferenced(concept)
        }
        return concept.definitions.contains { $0.language == source && isOnReference($0.definition) }
    }

    /// Whether a concept's code is listed on a reference page, or the product has none.
    func isReferenced(_ concept: Concept) -> Bool {
        referencePaths.isEmpty || concept.definitions.contains { isOnReference($0.definition) }
    }

    /// Whether a table row stands on a reference page, or in a section of another page that one
    /// sends its reader to (see ``ReferencePages/linkedSections(facts:referencePaths:)``).
    private func isOnReference(_ definition: CodeDefinition) -> Bool {
        referencePaths.contains(definition.location.path)
            || delegatedSections[definition.location.path]?.contains { definition.section.starts(with: $0) } == true
    }

    /// Of `rows`, those that give the value most languages' rows give (the language first in
    /// precedence breaking a tie), in precedence order, with that value; `nil` where all give one.
    func mostGiven<Row, Value: Hashable>(
        _ rows: [Row], language: (Row) -> String, value: (Row) -> Value
    ) -> (value: Value, rows: [Row])? {
        let byValue = Dictionary(grouping: rows, by: value)
        guard byValue.count > 1 else { return nil }
        func rank(_ row: Row) -> Int { order.firstIndex(of: language(row)) ?? Int.max }
        let decided = byValue.max { a, b in
            (a.value.count, -(a.value.map(rank).min() ?? Int.max))
                < (b.value.count, -(b.value.map(rank).min() ?? Int.max))
        }!
        return (decided.key, decided.value.sorted { rank($0) < rank($1) })
    }

    /// A code as the product's guides write it: `4012`, or `0x1F`.
    func codeText(_ code: Int) -> String {
        CodeNotation.text(code, hexadecimal: notationExceptions[code] ?? codesInHexadecimal)
    }

    /// The code decided for the concept at `index`: worked out once by the reconciler, or here
    /// when the context was made without it.
    func decidedCode(at index: Int) -> CatalogCode {
        decidedCodes.count == concepts.count
            ? decidedCodes[index] : CatalogBuilder(context: self).code(for: concepts[index])
    }

    /// The canonical (source-language) section of a place in a page.
    public func section(of location: SourceLocation) -> SectionPath {
        alignment.section(path: location.path, line: location.line)
    }

    /// ``section(of:)``, told apart by page where it is the text before a page's first heading
    /// (the empty section, which every page whose title is in its front matter has).
    func textSection(of location: SourceLocation, page: String) -> TextSection {
        let section = section(of: location)
        return TextSection(path: section, page: section.isEmpty ? page : nil)
    }

    /// Where a canonical section stands in a language: the line of the heading matched to it; for a
    /// section the language lacks, the heading it would stand before (see
    /// ``SectionPlacements/location(of:in:)``); else the first line of the language's first page.
    func placement(of section: SectionPath, in language: String) -> SourceLocation {
        placements.location(of: section, in: language) ?? firstLine(of: language)
    }

    /// ``placement(of:in:)`` on the language's page at `path`: `nil` where the section and the
    /// sections around it stand on other pages.
    func placement(of section: SectionPath, in language: String, page path: String) -> SourceLocation? {
        placements.location(of: section, in: language, page: path)
    }

    /// ``placement(of:in:page:)`` for a source section by its number.
    func placement(ofSection id: Int, in language: String, page path: String) -> SourceLocation? {
        placements.location(ofSection: id, in: language, page: path)
    }

    /// ``placement(of:in:)`` for a source section by its number (see `SectionAligner.Alignment.sectionIDs`).
    func placement(ofSection id: Int, in language: String) -> SourceLocation {
        placements.location(ofSection: id, in: language) ?? firstLine(of: language)
    }

    /// The first line of the language's first page.
    private func firstLine(of language: String) -> SourceLocation {
        SourceLocation(path: pages(of: language).first?.path ?? language, line: 1, column: 1)
    }

    /// The pages of a language.
    func pages(of language: String) -> [DocumentFacts] {
        pagesByLanguage[language] ?? []
    }

    /// The resolution in the config that names one of `symbols` or `codes`, if any.
    func resolution(symbols: @autoclosure () -> Set<String>, codes: @autoclosure () -> Set<Int>) -> Resolution? {
        CatalogBuilder.resolution(in: product, symbols: symbols(), codes: codes())
    }
}

/// Where each canonical section stands in each language, and, for a section a language lacks, the
/// nearest section before it that the language has: looked up in constant time by the rules.
struct SectionPlacements: Sendable {
    /// The source sections' numbers (see ``SectionAligner/Alignment/sectionIDs``).
    private let sectionIDs: [SectionKey: Int]
    /// By language: for each source section number, the location of the section or of the nearest
    /// earlier one the language has.
    private var nearest: [String: [SourceLocation?]] = [:]
    /// By language: for each source section number, the location of the section or of the nearest
    /// later one the language has.
    private var following: [String: [SourceLocation?]] = [:]
    /// By language: the first place of each section of its own the source language does not have.
    private var others: [String: [SectionKey: SourceLocation]] = [:]

    init(alignment: SectionAligner.Alignment, facts: [DocumentFacts]) {
        sectionIDs = alignment.sectionIDs
        let headingIDs = alignment.headingSectionIDs
        // Each language on its own, the languages side by side.
        let languages = Set(facts.map(\.language)).sorted()
        let placed = languages.parallelMap {
            language -> (
                nearest: [SourceLocation?], following: [SourceLocation?], others: [SectionKey: SourceLocation]
            )? in
            // The language's first place for each section: its pages and their starts are walked
            // backwards and every place stored, so the first one is stored last. Sections are
            // found by number; only a section the source language lacks is hashed.
            var byID = [SourceLocation?](repeating: nil, count: headingIDs.count)
            var others: [SectionKey: SourceLocation] = [:]
            var placedAny = false
            for page in facts.reversed() where page.language == language {
                guard let sections = alignment.pages[page.path] else { continue }
                for index in sections.starts.indices.reversed() {
                    let location = SourceLocation(path: page.path, line: sections.starts[index].line, column: 1)
                    placedAny = true
                    if let id = sections.sectionID(at: index) {
                        byID[id] = location
                        continue
                    }
                    let path = SectionKey(sections.starts[index].path)
                    if let id = alignment.sectionIDs[path] {
                        byID[id] = location
                    } else {
                        others[path] = location
                    }
                }
            }
            guard placedAny else { return nil }
            var last: SourceLocation?
            let nearest = headingIDs.map { id in
                if let location = byID[id] { last = location }
                return last
            }
            var next: SourceLocation?
            let following = headingIDs.reversed().map { id in
                if let location = byID[id] { next = location }
                return next
            }
            return (nearest, following.reversed(), others)
        }
        for (language, result) in zip(languages, placed) {
            guard let result else { continue }
            nearest[language] = result.nearest
            following[language] = result.following
            if !result.others.isEmpty { others[language] = result.others }
        }
    }

    /// The section's heading in the language; for a section the language lacks, the heading of the
    /// section it would stand before (the nearest later one the language has, on the page of the
    /// nearest earlier one and after it), else of the nearest earlier one; else `nil`.
    func location(of section: SectionPath, in language: String) -> SourceLocation? {
        let key = SectionKey(section)
        guard let id = sectionIDs[key] else { return others[language]?[key] }
        return location(ofSection: id, in: language)
    }

    /// ``location(of:in:)`` for a source section by its number.
    func location(ofSection id: Int, in language: String) -> SourceLocation? {
        Self.place(before: nearest[language]?[id] ?? nil, after: following[language]?[id] ?? nil)
    }

    /// Where a section stands between the nearest earlier section and the nearest later one a
    /// language has: before the later one, on the earlier one's page and after it; else after the
    /// earlier one (the later one moved above it, or stands on another page).
    private static func place(before: SourceLocation?, after: SourceLocation?) -> SourceLocation? {
        guard let after, after != before else { return before }
        guard let before else { return after }
        return before.path == after.path && after.line > before.line ? after : before
    }

    /// ``location(of:in:)`` on the language's page at `path`, or `nil`.
    func location(of section: SectionPath, in language: String, page path: String) -> SourceLocation? {
        let key = SectionKey(section)
        guard let id = sectionIDs[key] else { return others[language]?[key].flatMap { $0.path == path ? $0 : nil } }
        return location(ofSection: id, in: language, page: path)
    }

    /// ``location(ofSection:in:)`` on the language's page at `path`, or `nil`: a section the page
    /// lacks first stands before its first section.
    func location(ofSection id: Int, in language: String, page path: String) -> SourceLocation? {
        let onPage = { (location: SourceLocation?) in location.flatMap { $0.path == path ? $0 : nil } }
        return Self.place(before: onPage(nearest[language]?[id] ?? nil), after: onPage(following[language]?[id] ?? nil))
    }
}

extension Array where Element == String {
    /// The strings sorted, each once (strings equal as strings count once, as in a set): for a
    /// few values that mostly repeat, cheaper than hashing them into a set and sorting that.
    func sortedUnique() -> [String] {
        var result: [String] = []
        result.reserveCapacity(count)
        for value in sorted() where result.last != value { result.append(value) }
        return result
    }
}

/// A code another product of the run defines in a table: a guide of one service quotes another's
/// (`LOGIN_TOKEN_EXPIRED` (3102) in the shop's guide, defined by the login service's page).
public struct OtherProductCode: Sendable, Hashable {
    /// The other product's name.
    public var product: String
    /// Its number there.
    public var code: Int
    /// Where its table gives it (the first row).
    public var location: SourceLocation

    /// The codes the products' tables define, by symbol (each product's first row of it): what a
    /// product's guides quote of the others. A product looks up only symbols no table of its own
    /// defines, so each finds the others' codes there.
    public static func defined(names: [String], facts: [[DocumentFacts]]) -> [String: [OtherProductCode]] {
        var codes: [String: [OtherProductCode]] = [:]
        for (index, pages) in facts.enumerated() {
            var seen: Set<String> = []
            for page in pages {
                for definition in page.definitions
                where !definition.isUnnamed && definition.group == nil && seen.insert(definition.symbol).inserted {
                    codes[definition.symbol, default: []].append(
                        OtherProductCode(product: names[index], code: definition.code, location: definition.location))
                }
            }
        }
        return codes
    }
}

extension ReconcileContext {
    /// Moves the unlisted symbols another product's tables define out of ``unlisted`` into
    /// ``otherProductsQuoted``: that product's codes, quoted, neither unlisted here nor this
    /// product's to generate (the map holds this product's codes too: never its own quotes).
    mutating func quoteOtherProducts(_ otherProducts: [String: [OtherProductCode]]) {
        guard !otherProducts.isEmpty else { return }
        var kept: [(symbol: String, mentions: [LanguageMention])] = []
        for (symbol, mentions) in unlisted {
            if let codes = otherProducts[symbol]?.filter({ $0.product != product.name }), !codes.isEmpty {
                otherProductsQuoted.append((symbol, mentions, codes))
            } else {
                kept.append((symbol, mentions))
            }
        }
        unlisted = kept
    }
}

/// A section whose text a rule compares across languages (see ``ReconcileContext/textSection(of:page:)``).
struct TextSection: Hashable {
    var path: SectionPath
    /// The page, for the text before its first heading.
    var page: String?
}
