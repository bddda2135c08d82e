/// Decides each code's number, symbol and messages and builds the ``Catalog``.
struct CatalogBuilder {
    let context: ReconcileContext

    /// The code decided for each concept, in concept order. Each concept is decided on its own:
    /// side by side.
    func decideConcepts() -> [CatalogCode] {
        Self.decide(
            context.concepts, order: context.order, product: context.product,
            hexadecimal: context.codesInHexadecimal)
    }

    /// The code decided for each concept, in concept order, side by side (see
    /// ``code(for:order:product:)``).
    static func decide(_ concepts: [Concept], order: [String], product: ProductConfig, hexadecimal: Bool = false)
        -> [CatalogCode]
    {
        concepts.parallelMap { code(for: $0, order: order, product: product, hexadecimal: hexadecimal) }
    }

    func build() -> Catalog {
        var codes = context.decidedCodes.count == context.concepts.count ? context.decidedCodes : decideConcepts()
        let spellings = PlatformSpellings(context: context)
        spellings.assign(to: &codes)
        // Another system's codes, as their tables give them: left out, whatever else holds.
        var otherSystems: [String: String] = [:]
        for (index, reason) in Self.otherSystemsCodes(context) where index < codes.count {
            otherSystems["\(codes[index].symbol)\u{1}\(codes[index].code)"] = reason
        }
        // Where the product has an error-code reference page, its error codes are that page's:
        // a code only other pages list is left out (and reported by `code-unreferenced`).
        var leftOut: [LeftOutCode] = []
        if !context.referencePaths.isEmpty {
            var kept: [CatalogCode] = []
            for (concept, code) in zip(context.concepts, codes) {
                if code.group != nil || context.isListedBySourceReference(concept) {
                    kept.append(code)
                } else if context.isReferenced(concept) {
                    let languages = concept.firstDefinitions(order: context.order).map(\.language).filter { language in
                        concept.definitions.contains {
                            $0.language == language && context.referencePaths.contains($0.definition.location.path)
                        }
                    }
                    leftOut.append(
                        LeftOutCode(
                            symbol: code.symbol, code: code.code,
                            reason:
                                "only the error-code reference pages of \(languages.joined(separator: ", ")) list it; "
                                + "the source language's (\(context.product.sourceLanguage)) does not",
                            location: concept.definitions[0].definition.location))
                } else {
                    leftOut.append(
                        LeftOutCode(
                            symbol: code.symbol, code: code.code,
                            reason: context.isForeign(concept)
                                ? "another SDK's code, quoted: its table's symbols start with "
                                    + "\(ReconcileContext.namespace(of: code.symbol))_, as none on the error-code page do"
                                : "only pages other than the error-code reference page list it",
                            location: concept.definitions[0].definition.location))
                }
            }
            codes = kept
        }
        // The cases of an error enum a guide declares in code that restate the product's codes
        // in a platform's spelling (`NotInitialized = -1001` for the tables' `NOT_INITIALIZED`), where
        // the enum is not a restatement as a whole (see `CodeSystems.withoutRestatedGroups`: a case
        // the tables lack, or misspelt in one language), are those codes, not codes of its own; and
        // a group every code of which other groups give, two at least, with its number (a table
        // mapping API v1's results to v2's, beside each version's own table), is a cross-reference.
        // The name each platform's own enum gives a code it restates (C#'s `NotInitialized`), by the
        // tables' symbol: that platform's spelling of the code, the first language's.
        var restatedNames: [String: [String: String]] = [:]
        var platformOfPath: [String: String?] = [:]
        func spell(_ symbol: String, as name: String, declaredAt path: String) {
            let platform = platformOfPath[path] ?? context.pageNames[path].flatMap { Platform.of(page: $0) }
            platformOfPath[path] = platform
            guard let platform, restatedNames[symbol]?[platform] == nil else { return }
            restatedNames[symbol, default: [:]][platform] = name
        }
        // The source language's case first, then the others' in precedence.
        let ranks = Dictionary(context.order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let byPrecedence = context.restatedCases.indices.sorted {
            let (a, b) = (context.restatedCases[$0], context.restatedCases[$1])
            return ((ranks[a.language] ?? ranks.count), $0) < ((ranks[b.language] ?? ranks.count), $1)
        }
        for index in byPrecedence {
            let restated = context.restatedCases[index]
            spell(restated.symbol, as: restated.definition.symbol, declaredAt: restated.definition.location.path)
        }
        if codes.contains(where: { $0.group != nil }) {
            let enums = Set(
                context.facts.flatMap { page in page.definitions.lazy.filter(\.isDeclaredInCode).compactMap(\.group) })
            let byNumber = Dictionary(grouping: codes.filter { !$0.isUnnamed }, by: \.code)
            func restated(_ code: CatalogCode, outside group: String?) -> CatalogCode? {
                byNumber[code.code]?.first { $0.group != group && CodeSystems.restates(code.symbol, $0.symbol) }
            }
            // The groups each group's codes are restated from; `nil` once one of them is not.
            var restatedFrom: [String: Set<String>?] = [:]
            for code in codes where !code.isUnnamed && code.code != 0 {
                guard let group = code.group, restatedFrom[group] != .some(nil) else { continue }
                if let other = restated(code, outside: group) {
                    restatedFrom[group] = (restatedFrom[group] ?? []).map { $0.union([other.group ?? ""]) }
                } else {
                    restatedFrom[group] = .some(nil)
                }
            }
            let crossReferences = Set(restatedFrom.compactMap { group, from in (from?.count ?? 0) >= 2 ? group : nil })
            // The enums declared in code that the source language declares too: a case only a
            // translation's declares is one it still (or already) declares, which `code-missing`
            // reports, not a code of the product.
            let sourceLanguage = context.product.sourceLanguage
            let declaredInSource = Set(
                codes.filter { code in code.sources.contains { $0.language == sourceLanguage && $0.context == .table } }
                    .compactMap(\.group))
            codes.removeAll { code in
                guard let group = code.group, let source = code.sources.first else { return false }
                let other = restated(code, outside: group)
                let reason: String
                if let other, other.group == nil, enums.contains(group) {
                    for row in code.sources where row.context == .table {
                        spell(other.symbol, as: row.symbol, declaredAt: row.location.path)
                    }
                    reason =
                        "the \(group) enum declared in code restates the tables' \(other.symbol) "
                        + "(\(context.codeText(code.code))) in its own spelling"
                } else if crossReferences.contains(group), let other {
                    reason =
                        "the \(group) group restates codes other groups give, as \(other.group ?? "the tables'") "
                        + "\(other.symbol) (\(context.codeText(code.code)))"
                } else if enums.contains(group), declaredInSource.contains(group),
                    !code.sources.contains(where: { $0.language == sourceLanguage })
                {
                    reason =
                        "only translations declare it in the \(group) enum, which \(sourceLanguage), the source language, "
                        + "declares without it"
                } else {
                    return false
                }
                leftOut.append(
                    LeftOutCode(symbol: code.symbol, code: code.code, reason: reason, location: source.location))
                return true
            }
        }
        for index in codes.indices where codes[index].group == nil && codes[index].platforms != nil {
            for (platform, name) in restatedNames[codes[index].symbol] ?? [:]
            where codes[index].platforms?[platform] != nil {
                codes[index].platforms?[platform] = name
            }
        }
        if !otherSystems.isEmpty {
            codes.removeAll { code in
                guard let reason = otherSystems["\(code.symbol)\u{1}\(code.code)"], let source = code.sources.first
                else { return false }
                leftOut.append(
                    LeftOutCode(symbol: code.symbol, code: code.code, reason: reason, location: source.location))
                return true
            }
        }
        let taken = Set(codes.map(\.code))
        for (symbol, mentions) in context.unlisted {
            guard let code = unlistedCode(symbol: symbol, mentions: mentions), !taken.contains(code.code) else {
                continue
            }
            if mentions.allSatisfy({ ReleaseNotes.tellsRemoval($0.mention) }) {
                leftOut.append(
                    LeftOutCode(
                        symbol: code.symbol, code: code.code,
                        reason: mentions.allSatisfy { ReleaseNotes.isRelease($0.mention.section) }
                            ? "only release notes name it, as removed or deprecated"
                            : "only lines saying it was removed or deprecated name it",
                        location: mentions[0].mention.location))
                continue
            }
            // Prose on the reference page gives its codes as the page's tables do.
            if context.referencePaths.isEmpty
                || mentions.contains(where: {
                    context.referencePaths.contains($0.mention.location.path)
                })
            {
                codes.append(code)
            } else {
                leftOut.append(
                    LeftOutCode(
                        symbol: code.symbol, code: code.code,
                        reason: "only prose gives it a number; the error-code reference page does not list it",
                        location: mentions[0].mention.location))
            }
        }
        for (symbol, mentions, others) in context.otherProductsQuoted {
            leftOut.append(
                LeftOutCode(
                    symbol: symbol, code: others[0].code,
                    reason: "the \(others.map(\.product).joined(separator: ", ")) product's code, quoted",
                    location: mentions[0].mention.location))
        }
        codes.sort { ($0.code, $0.symbol) < ($1.code, $1.symbol) }
        var catalog = Catalog(
            product: context.product.id,
            name: context.product.name,
            sourceLanguage: context.product.sourceLanguage,
            languages: context.product.languages.map { CatalogLanguage(folder: $0.folder, bundle: $0.bundle) },
            codes: codes
        )
        if context.codesInHexadecimal { catalog.codeRadix = 16 }
        let setAside = context.facts.flatMap(\.setAsideTables)
        if !setAside.isEmpty { catalog.setAside = setAside }
        catalog.platform =
            context.product.swift.platform ?? spellings.declaringPlatform(codes: codes)
        if !leftOut.isEmpty { catalog.leftOut = leftOut.sorted { ($0.code, $0.symbol) < ($1.code, $1.symbol) } }
        // Gathered by the reconciler while the codes were decided, else here.
        (catalog.apis, catalog.parameters) = context.apisAndParameters ?? Self.apisAndParameters(context: context)
        return catalog
    }

    /// The concepts (by index) whose every row stands in a table of another system's codes, each
    /// with the reason: a table whose rows give their codes under a name in a first column whose
    /// header names nothing errata knows (or platforms, where the name is none errata knows), one
    /// name on two rows at least (`| Store | Code | Name |` with `Google Play`, `App Store`), none of
    /// whose symbols begins with the word the product's symbols most begin with (`SKErrorUnknown`,
    /// `SIGN_IN_CANCELLED` beside `LOGIN_…`), or each of whose symbols is written as a member of a
    /// type (`GKError.cancelled`, `CommonStatusCodes.SIGN_IN_REQUIRED`): the owner's type, or whose
    /// numbers are all HTTP statuses (`| FCM | UNREGISTERED | 404 |`) where a table without owners
    /// numbers codes of the product's own.
    static func otherSystemsCodes(_ context: ReconcileContext) -> [(Int, String)] {
        // Most products have no table with an owner column: nothing to gather.
        guard context.facts.contains(where: { $0.definitions.contains { $0.owner != nil } }) else { return [] }
        var owners: [TablePlace: [String]] = [:]
        var symbols: [TablePlace: [String]] = [:]
        var qualified: [TablePlace: Bool] = [:]
        var httpStatuses: [TablePlace: Bool] = [:]
        // Whether a table without owners gives codes of the product's own, not HTTP statuses.
        var ownNumbers = false
        for page in context.facts {
            for definition in page.definitions where !definition.isUnnamed {
                let table = TablePlace(definition)
                owners[table, default: []].append(definition.owner ?? "")
                symbols[table, default: []].append(definition.symbol)
                qualified[table] = qualified[table, default: true] && definition.qualifier != nil
                httpStatuses[table] = httpStatuses[table, default: true] && definition.numberIsHTTPStatus
                if definition.owner == nil, !definition.numberIsHTTPStatus { ownNumbers = true }
            }
        }
        let owned = Set(
            owners.compactMap { table, names in
                names.count >= 2 && !names.contains("") && Set(names).count < names.count ? table : nil
            })
        guard !owned.isEmpty else { return [] }
        // The product's first word: the one most of its names begin with, a third of them at least
        // (beside generic names such as `INVALID_PARAMETER`), and more than any other.
        var namespaces: [String: Int] = [:]
        var count = 0
        for names in symbols.values {
            for symbol in names { namespaces[ReconcileContext.namespace(of: symbol), default: 0] += 1 }
            count += names.count
        }
        let ranked = namespaces.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        let namespace =
            ranked.first.flatMap { namespace, most in
                most >= 3 && most * 3 >= count && (ranked.count < 2 || ranked[1].value < most) ? namespace : nil
            }
        var reasons: [TablePlace: String] = [:]
        for table in owned {
            let names = owners[table]!.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let because =
                "another system's code: its table gives each code under its owner (\(names.joined(separator: ", "))), "
            if let namespace, !symbols[table]!.contains(where: { ReconcileContext.namespace(of: $0) == namespace }) {
                reasons[table] = because + "and none of its names begins with \(namespace)_ as the product's do"
            } else if qualified[table] == true {
                reasons[table] = because + "as a member of the owner's type"
            } else if ownNumbers, httpStatuses[table] == true {
                reasons[table] = because + "numbered by HTTP statuses where the product's tables give codes of its own"
            }
        }
        guard !reasons.isEmpty else { return [] }
        // A row's table is its page and section; a row without a symbol stands in no such table.
        func tableReason(_ row: CodeDefinition) -> String? {
            row.isUnnamed ? nil : reasons[TablePlace(row)]
        }
        // The source language's rows decide, where it has any: a translation may reorder the
        // table's columns so that the owner no longer comes first.
        let source = context.product.sourceLanguage
        return context.concepts.indices.compactMap { index in
            let all = context.concepts[index].definitions
            let own = all.filter { $0.language == source }
            let rows = own.isEmpty ? all : own
            guard let reason = tableReason(rows[0].definition), rows.allSatisfy({ tableReason($0.definition) != nil })
            else { return nil }
            return (index, reason)
        }
    }

    /// The decided code for a concept.
    func code(for concept: Concept) -> CatalogCode {
        Self.code(
            for: concept, order: context.order, product: context.product, hexadecimal: context.codesInHexadecimal)
    }

    /// The resolution in the config of `product` that names one of `symbols` or `codes`, if any.
    /// The symbols and codes are gathered only when the config has resolutions.
    static func resolution(
        in product: ProductConfig, symbols: @autoclosure () -> Set<String>, codes: @autoclosure () -> Set<Int>
    ) -> Resolution? {
        guard !product.resolutions.isEmpty else { return nil }
        let symbols = symbols()
        let codes = codes()
        return product.resolutions.first { resolution in
            symbols.contains(resolution.fact) || codes.contains { String($0) == resolution.fact }
        }
    }

    /// The decided code for a concept: from its tables' votes in the languages' `order` and the
    /// resolutions of `product`, and nothing else (not the sections), so that it can be decided
    /// while the sections are aligned. `hexadecimal`: the product writes its codes so (see
    /// ``CodeNotation``), as the decision's reason does.
    static func code(for concept: Concept, order: [String], product: ProductConfig, hexadecimal: Bool = false)
        -> CatalogCode
    {
        // The definitions are read in place, by index: a copy of one retains every string it holds.
        let definitions = concept.definitions
        // Each language's first definition (its vote and its message), found once.
        let firsts = concept.firstDefinitions(order: order)
        let codeVotes = firsts.map { ($0.language, definitions[$0.index].definition.code) }
        let resolution = Self.resolution(in: product, symbols: concept.symbols, codes: Set(codeVotes.map(\.1)))
        let (code, codeDecision) = Policy.decide(
            codeVotes,
            order: order,
            resolved: resolution?.code,
            resolution: resolution,
            describe: { CodeNotation.text($0, hexadecimal: hexadecimal) }
        )
        // A row without a symbol votes for none: the rows that give one decide, where any does.
        let namedFirsts = order.compactMap { language in
            definitions.firstIndex { $0.language == language && !$0.definition.isUnnamed }.map {
                (language: language, index: $0)
            }
        }
        let isUnnamed = namedFirsts.isEmpty
        let (symbol, symbolDecision) = Policy.decide(
            (isUnnamed ? firsts : namedFirsts).map { ($0.language, definitions[$0.index].definition.symbol) },
            order: order,
            resolved: resolution?.symbol,
            resolution: resolution,
            describe: { $0 }
        )
        let category = definitions.indices.lazy.compactMap { definitions[$0].definition.category }.first

        // A message column beside a description holds the API's text, the same in every language,
        // and the description is the message; a message column most languages translate is the message.
        let messageColumns = firsts.compactMap { definitions[$0.index].definition.message }
        let translatesMessages = Set(messageColumns).count * 2 > messageColumns.count && messageColumns.count > 1
        var messages: [String: Message] = Dictionary(minimumCapacity: order.count)
        for (language, index) in firsts {
            let translated = translatesMessages ? definitions[index].definition.message : nil
            if let text = translated ?? definitions[index].definition.description {
                messages[language] = Message(
                    text: text, language: language,
                    location: definitions[index].definition.descriptionLocation
                        ?? definitions[index].definition.location)
            }
        }
        // A language without its own message takes the first one by precedence (the source language's).
        if let fallbackLanguage = order.first(where: { messages[$0] != nil }),
            let fallback = messages[fallbackLanguage]
        {
            for language in order where messages[language] == nil {
                messages[language] = fallback
            }
        }

        var sources: [Source] = []
        sources.reserveCapacity(definitions.count + concept.mentions.count)
        sources += definitions.indices.map { Self.source(of: definitions[$0]) }
        sources += concept.mentions.indices.map { Self.source(of: concept.mentions[$0]) }

        let spellings = Self.spellings(of: symbol, in: definitions)
        let platformSpellings = Set(concept.platformSpellingVotes().map(\.decided))
        // Values that lost: other (symbol, number) pairs some table lists; a platform's spelling
        // of the decided symbol is not one.
        var aliases: [Alias] = []
        var seenPairs: Set<String> = []
        for index in definitions.indices where !definitions[index].definition.isUnnamed {
            let (aliasSymbol, aliasCode) = (definitions[index].definition.symbol, definitions[index].definition.code)
            // A row of one platform's table spells the code on that platform, as most languages do.
            let isSpelling =
                aliasSymbol == symbol || spellings.contains(aliasSymbol) || platformSpellings.contains(aliasSymbol)
            guard !isSpelling || aliasCode != code, seenPairs.insert("\(aliasSymbol)#\(aliasCode)").inserted
            else { continue }
            let languages = definitions.indices.filter {
                definitions[$0].definition.symbol == aliasSymbol && definitions[$0].definition.code == aliasCode
            }.map { definitions[$0].language }
            aliases.append(
                Alias(
                    symbol: aliasSymbol,
                    code: aliasCode,
                    languages: order.filter(Set(languages).contains),
                    deprecatedCase: aliasCode != code
                )
            )
        }
        var decided = CatalogCode(
            symbol: symbol,
            code: code,
            category: category,
            listed: true,
            codeDecision: codeDecision,
            symbolDecision: symbolDecision,
            messages: messages,
            sources: sources,
            aliases: aliases
        )
        if spellings.count > 1 { decided.spellings = spellings }
        if isUnnamed {
            decided.isUnnamed = true
            decided.symbolDecision = Decision(
                rule: symbolDecision.rule, reason: "no table gives it a symbol: it is known by its number")
        }
        decided.group = definitions.first?.definition.group
        decided.numberIsHTTPStatus = !definitions.isEmpty && definitions.allSatisfy { $0.definition.numberIsHTTPStatus }
        var categories: [String: String] = [:]
        for (language, index) in firsts {
            if let category = definitions[index].definition.category { categories[language] = category }
        }
        if !categories.isEmpty { decided.categories = categories }
        return decided
    }

    /// Every spelling the rows give `symbol` (the decided one first, then in the order met): the
    /// spellings of the rows that write it in a cell with others, and rows that write one of those alone.
    static func spellings(of symbol: String, in definitions: [LanguageDefinition]) -> [String] {
        var spellings = [symbol]
        for index in definitions.indices where definitions[index].definition.spellings.contains(symbol) {
            for spelling in definitions[index].definition.spellings where !spellings.contains(spelling) {
                spellings.append(spelling)
            }
        }
        return spellings
    }

    /// Where a table row gives a code, as the catalog keeps it.
    private static func source(of row: borrowing LanguageDefinition) -> Source {
        var source = Source(
            language: row.language,
            symbol: row.definition.symbol,
            code: row.definition.code,
            category: row.definition.category,
            context: .table,
            location: row.definition.location
        )
        source.isUnnamed = row.definition.isUnnamed
        return source
    }

    /// Where prose or a sample uses a code, as the catalog keeps it.
    private static func source(of use: borrowing LanguageMention) -> Source {
        Source(
            language: use.language,
            symbol: use.mention.spelling ?? use.mention.symbol,
            code: use.mention.code,
            category: nil,
            context: use.mention.context == .prose ? .prose : .sample,
            location: use.mention.location
        )
    }

    /// A code known only from prose (`SYMBOL(110)`), if the prose gives it a number.
    private func unlistedCode(symbol: String, mentions: [LanguageMention]) -> CatalogCode? {
        var votes: [(String, Int)] = []
        for language in context.order {
            if let code = mentions.first(where: { $0.language == language && $0.mention.code != nil })?.mention.code {
                votes.append((language, code))
            }
        }
        guard !votes.isEmpty else { return nil }
        let resolution = context.resolution(symbols: [symbol], codes: Set(votes.map(\.1)))
        let (code, decision) = Policy.decide(
            votes,
            order: context.order,
            resolved: resolution?.code,
            resolution: resolution,
            describe: { context.codeText($0) }
        )
        return CatalogCode(
            symbol: symbol,
            code: code,
            category: nil,
            listed: false,
            codeDecision: decision,
            symbolDecision: Decision(rule: .unanimous, reason: "only this symbol is used"),
            messages: [:],
            sources: mentions.indices.map { Self.source(of: mentions[$0]) },
            aliases: []
        )
    }
}

extension CatalogBuilder {
    /// The catalog's APIs and parameters: they depend on the pages' facts and sections only (not
    /// on the codes), and not on each other: they are gathered side by side.
    static func apisAndParameters(
        context: ReconcileContext
    ) -> (apis: [CatalogAPI], parameters: [CatalogParameter]) {
        apisAndParameters(facts: context.facts, order: context.order, alignment: context.alignment)
    }

    /// ``apisAndParameters(context:)`` from the facts in precedence order, the languages' order
    /// and the sections aligned: what they read, known before the codes are decided.
    static func apisAndParameters(
        facts: [DocumentFacts], order: [String], alignment: SectionAligner.Alignment
    ) -> (apis: [CatalogAPI], parameters: [CatalogParameter]) {
        inParallel(
            { apis(facts: facts, order: order, alignment: alignment) },
            { parameters(facts: facts, order: order, alignment: alignment) }
        )
    }

    /// Every API declared or named in prose, with the declaration most languages give.
    private static func apis(
        facts: [DocumentFacts], order: [String], alignment: SectionAligner.Alignment
    ) -> [CatalogAPI] {
        // Grouped by where each fact stands (page, index), not by copies of the facts.
        var bySelector: [String: [(page: Int32, api: Int32)]] = [:]
        // The facts are read where they stand: a copy of each would retain all its strings.
        for pageIndex in facts.indices {
            for apiIndex in facts[pageIndex].apis.indices
            where facts[pageIndex].apis[apiIndex].kind != .send {
                bySelector[facts[pageIndex].apis[apiIndex].selector, default: []].append(
                    (Int32(pageIndex), Int32(apiIndex)))
            }
        }
        // Each API is decided on its own: side by side.
        let entriesBySelector = bySelector
        return entriesBySelector.keys.sorted().parallelMap { selector in
            // Each fact is read where it stands, field by field: a copy of the page would retain
            // every one of its facts, and a copy of a fact every one of its strings.
            let places = entriesBySelector[selector]!.map { (page: Int($0.page), api: Int($0.api)) }
            // Each declaration's signature is spelled once.
            let signatures = places.map { facts[$0.page].apis[$0.api].declaration?.signature }
            let declarations = places.indices.filter {
                facts[places[$0].page].apis[places[$0].api].kind == .declaration
            }
            var votes: [(String, String)] = []
            for language in order {
                if let first = declarations.first(where: { facts[places[$0].page].language == language }),
                    let signature = signatures[first]
                {
                    votes.append((language, signature))
                }
            }
            var decided: ObjCMethodDeclaration?
            var signature: String?
            if !votes.isEmpty {
                let (winner, _) = Policy.decide(
                    votes, order: order, resolved: nil, resolution: nil, describe: { $0 })
                signature = winner
                decided = declarations.first { signatures[$0] == winner }.flatMap {
                    facts[places[$0].page].apis[places[$0].api].declaration
                }
            }
            let anchor = places[declarations.first ?? 0]
            let anchorLocation = facts[anchor.page].apis[anchor.api].location
            return CatalogAPI(
                selector: selector,
                receivers: Array(Set(places.compactMap { facts[$0.page].apis[$0.api].receiver })).sorted(),
                declaration: decided,
                signature: signature,
                section: alignment.section(path: anchorLocation.path, line: anchorLocation.line),
                sources: places.indices.map { index in
                    let place = places[index]
                    return APISource(
                        language: facts[place.page].language,
                        kind: facts[place.page].apis[place.api].kind,
                        receiver: facts[place.page].apis[place.api].receiver,
                        signature: signatures[index],
                        location: facts[place.page].apis[place.api].location
                    )
                }
            )
        }
    }

    /// Every parameter row, grouped by canonical section and key, with the values most languages give.
    private static func parameters(
        facts: [DocumentFacts], order: [String], alignment: SectionAligner.Alignment
    ) -> [CatalogParameter] {
        // Room for a key per row at once: growing would hash every key (a section path) again.
        let rows = facts.reduce(0) { $0 + $1.parameters.count }
        var numbers: [ParameterKey: Int] = Dictionary(minimumCapacity: rows)
        // Each key in the order first met, with its rows: a key is hashed once per row, looked up
        // and numbered where it is missing in one access (section paths are mostly not ASCII).
        var groups: [ParameterGroup] = []
        for page in facts {
            for parameter in page.parameters {
                let section = alignment.section(path: parameter.location.path, line: parameter.location.line)
                let key = ParameterKey(section: SectionKey(section), key: parameter.key)
                let number = numbers.number(of: key, next: groups.count)
                if number == groups.count { groups.append(ParameterGroup(key: key)) }
                groups[number].rows.append(ParameterGroup.Row(language: page.language, fact: parameter))
            }
        }
        let parameters = groups.parallelMap { group in
            let rows = group.rows
            func decide<Value: Hashable>(_ value: (ParameterFact) -> Value?, describe: (Value) -> String) -> Value? {
                var votes: [(String, Value)] = []
                for language in order {
                    if let row = rows.firstIndex(where: { $0.language == language }), let value = value(rows[row].fact)
                    {
                        votes.append((language, value))
                    }
                }
                guard !votes.isEmpty else { return nil }
                return Policy.decide(votes, order: order, resolved: nil, resolution: nil, describe: describe).0
            }
            var descriptions: [String: String] = [:]
            for row in rows.indices where descriptions[rows[row].language] == nil {
                descriptions[rows[row].language] = rows[row].fact.description
            }
            var parameter = CatalogParameter(
                key: group.key.key,
                section: group.key.section.path,
                type: decide({ $0.type }, describe: { $0 }),
                maxLength: decide({ $0.maxLength }, describe: { String($0) }),
                // As an array prints itself (a generic interpolation looks its type's conformances up).
                values: decide(
                    { $0.values.isEmpty ? nil : $0.values },
                    describe: { "[" + $0.map(\.debugDescription).joined(separator: ", ") + "]" }) ?? [],
                descriptions: descriptions,
                sources: rows.indices.map { row in
                    ParameterSource(
                        language: rows[row].language,
                        type: rows[row].fact.type,
                        maxLength: rows[row].fact.maxLength,
                        values: rows[row].fact.values,
                        location: rows[row].fact.location,
                        required: rows[row].fact.required
                    )
                }
            )
            parameter.required = decide({ $0.required }, describe: { $0 ? "required" : "optional" })
            return parameter
        }
        // Sorted by joined section, then key; each section joined once.
        let sortKeys = parameters.map { $0.section.joined(separator: "\u{1}") }
        return parameters.indices.sorted { (sortKeys[$0], parameters[$0].key) < (sortKeys[$1], parameters[$1].key) }
            .map { parameters[$0] }
    }
}

/// The rows of one parameter, in the order met. (Structs, not tuples: an array of tuples is
/// copied element by element through the runtime's generic tuple witnesses.)
private struct ParameterGroup: Sendable {
    struct Row: Sendable {
        var language: String
        var fact: ParameterFact
    }

    var key: ParameterKey
    var rows: [Row] = []
}

/// A parameter's identity across languages: its canonical section and key.
struct ParameterKey: Hashable {
    var section: SectionKey
    var key: String
}

/// The policy that decides a disputed value.
enum Policy {
    /// Decides among the languages' values.
    ///
    /// - Parameters:
    ///   - votes: Each language's value, one per language.
    ///   - order: Language precedence, the source language first.
    ///   - resolved: The value an accepted resolution names, if any.
    ///   - resolution: That resolution, for its reason.
    ///   - describe: How to show a value in the reason.
    /// - Returns: The value and how it was decided.
    static func decide<Value: Hashable>(
        _ votes: [(String, Value)],
        order: [String],
        resolved: Value?,
        resolution: Resolution?,
        describe: (Value) -> String
    ) -> (Value, Decision) {
        // Most values are not disputed: every language gives the same, found without hashing.
        if resolved == nil || resolution == nil, let first = votes.first?.1, votes.allSatisfy({ $0.1 == first }) {
            let languages = votes.map(\.0).joined(separator: ", ")
            return (first, Decision(rule: .unanimous, reason: "every language that lists it agrees (\(languages))"))
        }
        var counts: [Value: [String]] = [:]
        var values: [Value] = []
        for (language, value) in votes {
            if counts[value] == nil { values.append(value) }
            counts[value, default: []].append(language)
        }
        if let resolved, let resolution {
            return (resolved, Decision(rule: .resolution, reason: "accepted in the config: \(resolution.reason)"))
        }
        guard values.count > 1 else {
            let languages = counts[values[0]]!.joined(separator: ", ")
            return (values[0], Decision(rule: .unanimous, reason: "every language that lists it agrees (\(languages))"))
        }
        let best = counts.values.map(\.count).max()!
        let leaders = values.filter { counts[$0]!.count == best }
        if leaders.count == 1 {
            let winner = leaders[0]
            let reason =
                "majority: \(counts[winner]!.joined(separator: ", ")) (\(best) of \(votes.count) languages) give \(describe(winner))"
            return (winner, Decision(rule: .majority, reason: reason))
        }
        // A tie: the leader given by the language with the highest precedence.
        for language in order {
            if let winner = leaders.first(where: { counts[$0]!.contains(language) }) {
                let reason =
                    "tie between \(leaders.map(describe).joined(separator: " and ")); \(language) has precedence"
                return (winner, Decision(rule: .precedence, reason: reason))
            }
        }
        return (leaders[0], Decision(rule: .precedence, reason: "tie"))
    }
}
