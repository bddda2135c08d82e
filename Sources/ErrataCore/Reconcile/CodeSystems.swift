/// Sections of a page whose tables number codes of their own: an SDK's errors and, below them,
/// its server API's result codes, where `INVALID_PARAMETER` is `8` in one table and `-1001` in
/// the other. Such a section is a group of codes (an enum of its own), not a second number for
/// the same code.
///
/// A page shows it when a symbol its tables list twice has another number in a later section,
/// and that section is mostly codes of its own: no symbol there keeps the number it has outside,
/// and fewer than half of its symbols are listed outside it. A table that repeats the page's codes
/// with one number changed is a contradiction, and stays one. The group is found the same way on
/// every language's edition of the page; an edition that does not show it (its table lacks the
/// shared symbol) has it in the section, at the same depth, most of whose codes are the group's.
/// The group is named by the section's title in the first language (in precedence order) that
/// writes it in ASCII, else in the first language.
enum CodeSystems {
    /// `facts` without the rows of each group that only restates the product's codes: an error enum
    /// a guide declares in code (`enum XYZPlayerError: Int { case networkDown = -101 … }`) whose every
    /// case is a code a table lists under that name (in any platform's style of naming, and each
    /// without the words all its table's or enum's names begin with: `XYZErrorCodeNotFound`
    /// for `DEMO_ERROR_NOT_FOUND`, or shortened with the same number: `DMErrorUnknown` for
    /// `DEMO_UNKNOWN_ERROR`), as its symbol or a platform's spelling, with that number in most
    /// languages; a success case (0) need not be in the table. It is a platform's view of the
    /// codes, not codes of its own, and no table's row. A case one language numbers otherwise
    /// stays as what it is, that code written with another number (a mention), for
    /// `code-conflict` to report.
    static func withoutRestatedGroups(_ facts: [DocumentFacts]) -> (facts: [DocumentFacts], cases: [RestatedCase]) {
        guard facts.contains(where: { $0.definitions.contains { $0.group != nil } }) else { return (facts, []) }
        // Every name a table row of no group gives a code, with the code's symbol and numbers; and
        // the name without the words every symbol of its table begins with (`DEMO_ERROR_`).
        var named: [String: (symbol: String, codes: Set<Int>)] = [:]
        // The names without those words by number, for a case that shortens one (`Unknown` for
        // `DEMO_UNKNOWN_ERROR`).
        var shortNames: [Int: [(spelling: String, symbol: String)]] = [:]
        func name(_ spelling: String, _ definition: CodeDefinition) {
            named[spelling, default: (definition.symbol, [])].codes.insert(definition.code)
        }
        // The symbols the table rows give each number, for a case named otherwise (`CredentialInvalid`
        // for `XYZ_ERR_CRED_INVALID`).
        var numbered: [Int: Set<String>] = [:]
        for page in facts {
            let rows = page.definitions.filter { $0.group == nil && !$0.isUnnamed }
            // In page order: a name two tables give (a server's `INVALID_PARAMETER` and the SDK's) is
            // the first's, on every run.
            for table in Dictionary(grouping: rows, by: \.section).values.sorted(by: { $0[0].location < $1[0].location }
            ) {
                let shared = Self.sharedWords(table)
                for definition in table {
                    numbered[definition.code, default: []].insert(definition.symbol)
                    for spelling in [definition.symbol] + definition.spellings + definition.platformSpellings.values {
                        name(Self.spelling(spelling), definition)
                    }
                    let short = Self.spelling(definition.symbol, less: shared)
                    name(short, definition)
                    shortNames[definition.code, default: []].append((short, definition.symbol))
                }
            }
        }
        // Each group's cases, as they are and without the words every case begins with (`XYZErrorCode`).
        var cases: [String: [CodeDefinition]] = [:]
        for page in facts {
            for definition in page.definitions where definition.group != nil {
                cases[definition.group!, default: []].append(definition)
            }
        }
        // The code each case of a restating group names, and whether it gives the code's number.
        var restating: [String: [SourceLocation: (symbol: String, agrees: Bool)]] = [:]
        for (group, definitions) in cases {
            let shared = Self.sharedWords(definitions)
            var read: [SourceLocation: (symbol: String, agrees: Bool)] = [:]
            var votes: [String: Int] = [:]
            var unnamed: [CodeDefinition] = []
            // Success (0), which an error table need not list, says nothing either way.
            for definition in definitions where definition.code != 0 {
                let short = Self.spelling(definition.symbol, less: shared)
                let names = [Self.spelling(definition.symbol), short].compactMap { named[$0] }
                // A name one begins the other with, and the same number, is the same code shortened.
                let shortened = shortNames[definition.code]?.first { row in
                    min(row.spelling.count, short.count) >= 4
                        && (row.spelling.hasPrefix(short) || short.hasPrefix(row.spelling))
                }
                guard !definition.isUnnamed, let candidate = names.first?.symbol ?? shortened?.symbol else {
                    unnamed.append(definition)
                    continue
                }
                // The code whose number the case gives, of those its name names.
                let agreeing =
                    names.isEmpty ? shortened?.symbol : names.first { $0.codes.contains(definition.code) }?.symbol
                read[definition.location] = (agreeing ?? candidate, agreeing != nil)
                votes[agreeing ?? candidate, default: 0] += agreeing != nil ? 1 : -1
            }
            // An enum three in four of whose cases name the tables' codes restates them: a case named
            // otherwise (abbreviated, reworded) is the code the tables give its number to, if one.
            if unnamed.count * 4 > read.count + unnamed.count { continue }
            for definition in unnamed {
                guard !definition.isUnnamed, let symbols = numbered[definition.code], symbols.count == 1 else { break }
                read[definition.location] = (symbols.first!, true)
                votes[symbols.first!, default: 0] += 1
            }
            if !votes.isEmpty, read.count == definitions.count(where: { $0.code != 0 }),
                votes.values.allSatisfy({ $0 > 0 })
            {
                restating[group] = read
            }
        }
        guard !restating.isEmpty else { return (facts, []) }
        var result = facts
        var restated: [RestatedCase] = []
        for index in result.indices {
            var moved: [CodeMention] = []
            for definition in result[index].definitions {
                guard let group = definition.group, let read = restating[group]?[definition.location] else { continue }
                if definition.isDeclaredInCode {
                    restated.append(
                        RestatedCase(
                            language: result[index].language, page: result[index].page, group: group,
                            symbol: read.symbol, definition: definition))
                }
                guard !read.agrees else { continue }
                var mention = CodeMention(
                    symbol: read.symbol, code: definition.code, context: .sample, location: definition.location,
                    section: definition.section)
                mention.spelling = definition.symbol
                moved.append(mention)
            }
            result[index].definitions.removeAll { $0.group.map(restating.keys.contains) == true }
            // A case the sample's text names with its number (`RATE_LIMITED(50020)`) is a mention
            // already: it gives way to the case's, which knows the code it restates.
            for mention in moved {
                result[index].mentions.removeAll { $0.location == mention.location && $0.code == mention.code }
                let place = result[index].mentions.firstIndex { mention.location < $0.location }
                result[index].mentions.insert(mention, at: place ?? result[index].mentions.endIndex)
            }
        }
        return (result, restated)
    }

    /// `facts` with each table that maps another system's codes onto the product's by symbol alone
    /// (`| 0x01 | Unacceptable protocol version | `DEMO_ERR_PROTOCOL` |`, a protocol's or a
    /// platform's return codes) set aside: it gives one of its symbols two numbers or more, and
    /// every symbol it names some other table numbers otherwise, never as it does. A table of the
    /// product's own codes gives each symbol one number.
    static func withoutMappingTables(_ facts: [DocumentFacts]) -> [DocumentFacts] {
        func rowsByTable(_ page: DocumentFacts) -> [TablePlace: [CodeDefinition]] {
            Dictionary(
                grouping: page.definitions.filter { !$0.isUnnamed && !$0.isDeclaredInCode && $0.group == nil },
                by: TablePlace.init)
        }
        // Most pages have no table that gives a symbol two numbers: told first.
        func mapsManyToOne(_ rows: [CodeDefinition]) -> Bool {
            var numbers: [String: Int] = [:]
            for row in rows {
                if let known = numbers[row.symbol], known != row.code { return true }
                numbers[row.symbol] = row.code
            }
            return false
        }
        let candidates = facts.indices.filter { index in
            rowsByTable(facts[index]).values.contains(where: mapsManyToOne)
        }
        guard !candidates.isEmpty else { return facts }
        // The numbers each language's tables give each symbol, by table: a translation's copy of
        // the table gives the same.
        var numbers: [String: [String: [TablePlace: Set<Int>]]] = [:]
        for page in facts {
            for definition in page.definitions where !definition.isUnnamed {
                numbers[page.language, default: [:]][definition.symbol, default: [:]][
                    TablePlace(definition), default: []
                ].insert(definition.code)
            }
        }
        var result = facts
        for index in candidates {
            for (table, rows) in rowsByTable(facts[index]) where rows.count >= 2 && mapsManyToOne(rows) {
                let own = Set(rows.map(\.code))
                let mapsOntoOthers = rows.allSatisfy { row in
                    let elsewhere = (numbers[facts[index].language]?[row.symbol] ?? [:]).filter { $0.key != table }
                        .values
                        .reduce(into: Set<Int>()) { $0.formUnion($1) }
                    return !elsewhere.isEmpty && elsewhere.isDisjoint(with: own)
                }
                guard mapsOntoOthers else { continue }
                let lines = Set(rows.map(\.location.line))
                result[index].definitions.removeAll { TablePlace($0) == table && lines.contains($0.location.line) }
                removeUnreadableRows(beside: rows, from: &result[index])
                let first = rows.min { $0.location.line < $1.location.line }!
                var setAside = SetAsideTableFact(
                    reason: "it maps another system's codes to the product's: it gives \(first.symbol) "
                        + "\(rows.filter { $0.symbol == first.symbol }.count == 1 ? "a number" : "several numbers") "
                        + "the product's tables do not",
                    names: rows.map(\.symbol), codes: rows.map(\.code), location: first.location,
                    section: first.section)
                setAside.values = rows.map {
                    SetAsideTableFact.NamedValue(name: $0.symbol, code: $0.code, location: $0.location)
                }
                result[index].setAsideTables.append(setAside)
            }
        }
        return result
    }

    /// `facts` without the rows that give a symbol an HTTP status (`| 400 | INVALID_CONTEXT | … |`
    /// under `HTTP status`) where some table gives that symbol a number of the product's own: a
    /// REST page telling which status each error comes with, not a second number for it. (Codes
    /// named by strings that only HTTP statuses number keep them.)
    static func withoutHTTPStatusesOfNumberedCodes(_ facts: [DocumentFacts]) -> [DocumentFacts] {
        guard facts.contains(where: { $0.definitions.contains(where: \.numberIsHTTPStatus) }) else { return facts }
        var numbered: Set<String> = []
        for page in facts {
            for definition in page.definitions where !definition.numberIsHTTPStatus && !definition.isUnnamed {
                numbered.insert(definition.symbol)
            }
        }
        return facts.map { page in
            guard page.definitions.contains(where: { $0.numberIsHTTPStatus && numbered.contains($0.symbol) }) else {
                return page
            }
            var page = page
            let statuses = page.definitions.filter { $0.numberIsHTTPStatus && numbered.contains($0.symbol) }
            page.definitions.removeAll { $0.numberIsHTTPStatus && numbered.contains($0.symbol) }
            // A table left with no row of codes maps HTTP's statuses onto the product's codes.
            for rows in Dictionary(grouping: statuses, by: TablePlace.init).values
            where !page.definitions.contains(where: { TablePlace($0) == TablePlace(rows[0]) }) {
                removeUnreadableRows(beside: rows, from: &page)
            }
            return page
        }
    }

    /// Removes from `page` the rows errata cannot read of the table `rows` stand in, which maps
    /// another system's codes onto the product's: such a row (a dash for the success it maps onto
    /// nothing) is none of the product's.
    private static func removeUnreadableRows(beside rows: [CodeDefinition], from page: inout DocumentFacts) {
        let lines = rows.map(\.location.line)
        guard let first = lines.min(), let last = lines.max() else { return }
        let table = TablePlace(rows[0])
        page.unreadableRows.removeAll {
            $0.location.path == table.path && $0.section == table.section
                && ((first - 1)...(last + 1)).contains($0.location.line)
        }
    }

    /// `facts` with the rows of a platform's page that give a code of pages of no platform, with
    /// its number, under its name in the platform's style (`| 103 | NetworkUnreachable |` on the
    /// Unity guide for the error-code page's `NETWORK_UNREACHABLE` 103), marked as that platform's
    /// spellings of those codes: one code each, not a second name for its number.
    static func markingPlatformSpellings(_ facts: [DocumentFacts]) -> [DocumentFacts] {
        let platforms = facts.map { Platform.of(page: $0.page) }
        guard platforms.contains(where: { $0 != nil }) else { return facts }
        var names: [Int: [String]] = [:]
        // Each such name without the words every name of its page begins with (`XYZ_ERROR_`): a
        // platform's page names the code without them (`NOT_INITIALIZED`, `.notInitialized`).
        var shortNames: [String: String] = [:]
        for (index, page) in facts.enumerated() where platforms[index] == nil {
            let rows = page.definitions.filter { $0.group == nil && !$0.isUnnamed && !$0.isDeclaredInCode }
            let shared = sharedWords(rows)
            for definition in rows {
                names[definition.code, default: []].append(definition.symbol)
                if shared > 0 { shortNames[definition.symbol] = spelling(definition.symbol, less: shared) }
            }
        }
        // A code no page of no platform gives, which several platforms' pages give: the first
        // platform's page (in language and page order) names it, and the others spell it, in their
        // style and with a prefix one of them adds (`ERR_TIMEOUT`, `.timeout`, `ErrorCode.TIMEOUT`).
        var platformNames: [Int: (platform: String, symbols: [String])] = [:]
        var codePlatforms: [Int: Set<String>] = [:]
        for (index, page) in facts.enumerated() {
            guard let platform = platforms[index] else { continue }
            for definition in page.definitions
            where definition.group == nil && !definition.isUnnamed && !definition.isDeclaredInCode
                && definition.platforms.isEmpty && names[definition.code] == nil
            {
                codePlatforms[definition.code, default: []].insert(platform)
                if let first = platformNames[definition.code] {
                    if first.platform == platform { platformNames[definition.code]!.symbols.append(definition.symbol) }
                } else {
                    platformNames[definition.code] = (platform, [definition.symbol])
                }
            }
        }
        guard !names.isEmpty || !platformNames.isEmpty else { return facts }
        var result = facts
        for index in result.indices {
            guard let platform = platforms[index] else { continue }
            for row in result[index].definitions.indices {
                let definition = result[index].definitions[row]
                guard definition.group == nil, !definition.isUnnamed, !definition.isDeclaredInCode,
                    definition.platforms.isEmpty, definition.platformSpellings[platform] == nil
                else { continue }
                let name: String
                if let known = names[definition.code] {
                    guard !known.contains(definition.symbol),
                        let same = known.first(where: {
                            sameName($0, definition.symbol) || shortNames[$0] == spelling(definition.symbol)
                        })
                    else { continue }
                    name = same
                } else {
                    guard let named = platformNames[definition.code], codePlatforms[definition.code]!.count > 1
                    else { continue }
                    // The naming platform's rows are its spellings too.
                    if named.platform == platform, named.symbols.contains(definition.symbol) {
                        result[index].definitions[row].platforms = [platform]
                        result[index].definitions[row].platformSpellings = [platform: definition.symbol]
                        continue
                    }
                    guard named.platform != platform, !named.symbols.contains(definition.symbol),
                        let same = named.symbols.first(where: { restates($0, definition.symbol) })
                    else { continue }
                    name = same
                }
                result[index].definitions[row].platforms = [platform]
                result[index].definitions[row].platformSpellings = [platform: definition.symbol]
                // The name it spells, by which it is matched to that code.
                if !definition.spellings.contains(name) {
                    result[index].definitions[row].spellings =
                        (definition.spellings.isEmpty ? [definition.symbol] : definition.spellings) + [name]
                }
            }
        }
        return result
    }

    /// A case of an enum declared in code that restates the tables' codes as a whole: no code of
    /// its own, but a list each translation of its page should give as the source does.
    struct RestatedCase: Sendable {
        var language: String
        /// The page's name in its language's folder.
        var page: String
        /// The enum's name.
        var group: String
        /// The symbol of the tables' code it restates.
        var symbol: String
        var definition: CodeDefinition
    }

    /// Whether an enum case's name, with a table's number, is that table's symbol in a platform's
    /// style of naming (`NotInitialized`, `WebViewLoadFailed` for `NOT_INITIALIZED`,
    /// `WEBVIEW_LOAD_FAILED`), with a prefix one of them adds (`kNotInitialized`; `keychainError` for
    /// `IOS_KEYCHAIN_ERROR`), or shortened (`unknown` for `UNKNOWN_ERROR`).
    static func restates(_ name: String, _ symbol: String) -> Bool {
        let (name, table) = (spelling(name), spelling(symbol))
        let (long, short) = name.count >= table.count ? (name, table) : (table, name)
        return long == short || (short.count >= 4 && (long.hasSuffix(short) || long.hasPrefix(short)))
    }

    /// Whether two names are one in different styles of naming (`NotInitialized`, `notInitialized`,
    /// `NOT_INITIALIZED`).
    static func sameName(_ name: String, _ other: String) -> Bool {
        spelling(name) == spelling(other)
    }

    /// A name as a platform's style of naming leaves it: its letters and digits, lowercased
    /// (`NotInitialized`, `NOT_INITIALIZED` and `notInitialized` are one).
    private static func spelling(_ name: String) -> String {
        String(
            String.UnicodeScalarView(
                name.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil })
        ).lowercased()
    }

    /// How many leading words the names of `definitions` share, success (0) aside: they name the
    /// table or the enum (`DEMO_ERROR_`, `XYZErrorCode`), not the code.
    private static func sharedWords(_ definitions: [CodeDefinition]) -> Int {
        SuccessValues.sharedWords(definitions.filter { $0.code != 0 }.map { SuccessValues.words($0.symbol) })
    }

    /// ``spelling(_:)`` of `name` without its first `shared` words, its last kept.
    private static func spelling(_ name: String, less shared: Int) -> String {
        let words = SuccessValues.words(name)
        return spelling(words.dropFirst(min(shared, max(words.count - 1, 0))).joined())
    }

    /// `facts` with the rows of such sections given their group; `facts` itself when no page shows one.
    static func separated(
        _ facts: [DocumentFacts], order: [String], referencePages: Set<String> = []
    ) -> [DocumentFacts] {
        let ranks = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        func rank(_ page: Int) -> Int { ranks[facts[page].language] ?? order.count }
        // Each language's reference pages' rows, which another page's table may number otherwise.
        var referenceRows: [String: [CodeDefinition]] = [:]
        for page in facts where referencePages.contains(page.page) {
            referenceRows[page.language, default: []] += page.definitions.filter { $0.group == nil && !$0.isUnnamed }
        }
        // For a page whose codes are all its own: each language's pages giving each number and each
        // name, counted once a page.
        let ownRows = facts.map { page in page.definitions.filter { $0.group == nil && !$0.isUnnamed && $0.code != 0 } }
        var pagesGiving: [String: (numbers: [Int: Int], names: [String: Int])] = [:]
        for (index, page) in facts.enumerated() where !ownRows[index].isEmpty {
            for code in Set(ownRows[index].map(\.code)) {
                pagesGiving[page.language, default: ([:], [:])].numbers[code, default: 0] += 1
            }
            for name in Set(ownRows[index].flatMap(names(of:))) {
                pagesGiving[page.language, default: ([:], [:])].names[name, default: 0] += 1
            }
        }
        // Pages with a group of their own, by page name, in language precedence.
        var found: [String: [(page: Int, sections: [SectionPath])]] = [:]
        for index in facts.indices {
            var sections = ownSections(facts[index].definitions)
            if !referencePages.contains(facts[index].page), let reference = referenceRows[facts[index].language] {
                for section in tablesOfTheirOwn(facts[index].definitions, beside: reference)
                where !sections.contains(where: section.starts(with:)) {
                    sections.append(section)
                }
            }
            if sections.isEmpty, let giving = pagesGiving[facts[index].language],
                let title = pageOfItsOwn(ownRows[index], numbers: giving.numbers, names: giving.names)
            {
                sections.append(title)
            }
            if !sections.isEmpty { found[facts[index].page, default: []].append((index, sections)) }
        }
        guard !found.isEmpty else { return facts }
        // Each group's sections by page and title, named once every page's groups are known.
        var named: [(page: String, sections: [Int: SectionPath], title: String)] = []
        for name in found.keys.sorted() {
            let editions = found[name]!.sorted { (rank($0.page), $0.page) < (rank($1.page), $1.page) }
            // Each group: its sections by page, and the symbols only it lists.
            var groups: [(sections: [Int: SectionPath], symbols: Set<String>, depth: Int)] = []
            for edition in editions {
                let definitions = facts[edition.page].definitions
                for section in edition.sections {
                    let symbols = ownSymbols(definitions, in: section)
                    let known = groups.indices.filter { groups[$0].sections[edition.page] == nil }
                        .max {
                            groups[$0].symbols.intersection(symbols).count
                                < groups[$1].symbols.intersection(symbols).count
                        }
                    if let known, !groups[known].symbols.isDisjoint(with: symbols) {
                        groups[known].sections[edition.page] = section
                        groups[known].symbols.formUnion(symbols)
                    } else {
                        groups.append(([edition.page: section], symbols, section.count))
                    }
                }
            }
            let pages = facts.indices.filter { facts[$0].page == name }.sorted { (rank($0), $0) < (rank($1), $1) }
            for group in groups {
                var sections = group.sections
                for page in pages where sections[page] == nil {
                    if let section = section(of: facts[page].definitions, depth: group.depth, holding: group.symbols) {
                        sections[page] = section
                    }
                }
                let titles = pages.compactMap { sections[$0]?.last }
                guard let title = titles.first(where: \.isASCII) ?? titles.first else { continue }
                named.append((name, sections, title))
            }
        }
        // Pages titling their groups alike (`api-v1` and `api-v2`, each with its `Result Codes`)
        // number codes of their own each: the page names the group too.
        var pagesByTitle: [String: Set<String>] = [:]
        for group in named { pagesByTitle[group.title, default: []].insert(group.page) }
        var result = facts
        for group in named {
            let title = pagesByTitle[group.title]!.count > 1 ? "\(group.title) (\(group.page))" : group.title
            for (page, section) in group.sections {
                for row in result[page].definitions.indices
                where result[page].definitions[row].group == nil
                    && result[page].definitions[row].section.starts(with: section)
                {
                    result[page].definitions[row].group = title
                }
            }
        }
        return result
    }

    /// The sections of a page that number codes of their own (see ``CodeSystems``), in page order.
    static func ownSections(_ definitions: [CodeDefinition]) -> [SectionPath] {
        var first: [String: Int] = [:]
        var sections: [SectionPath] = []
        for (index, row) in definitions.enumerated() where row.group == nil && !row.isUnnamed {
            guard let earlier = first[row.symbol] else {
                for name in names(of: row) where first[name] == nil { first[name] = index }
                continue
            }
            let other = definitions[earlier]
            guard other.code != row.code else { continue }
            let shared = zip(other.section, row.section).prefix { $0 == $1 }.count
            guard shared < row.section.count else { continue }
            let section = Array(row.section.prefix(shared + 1))
            if !sections.contains(section), isOwn(section, in: definitions) { sections.append(section) }
        }
        return sections
    }

    /// The sections of a page other than the reference page whose tables number codes of their own
    /// beside the reference page's (a REST API's result codes in its guide, where `DEMO_INVALID_KEY` is
    /// `-401`, beside the SDK's `DEMO_INVALID_KEY` `401`): a symbol of the table has another number
    /// on the reference page, fewer than half of its symbols are there, and none with its number
    /// (success, 0, aside).
    static func tablesOfTheirOwn(_ definitions: [CodeDefinition], beside reference: [CodeDefinition]) -> [SectionPath] {
        var referenced: [String: Set<Int>] = [:]
        for row in reference { referenced[row.symbol, default: []].insert(row.code) }
        var tables: [SectionPath: [String: Int]] = [:]
        var order: [SectionPath] = []
        for row in definitions where row.group == nil && !row.isUnnamed && row.code != 0 {
            if tables[row.section] == nil { order.append(row.section) }
            tables[row.section, default: [:]][row.symbol] = row.code
        }
        return order.filter { section in
            let rows = tables[section]!
            let shared = rows.filter { referenced[$0.key] != nil }
            return !shared.isEmpty && shared.count * 2 < rows.count
                && shared.allSatisfy { !referenced[$0.key]!.contains($0.value) }
        }
    }

    /// The top section of a page all of whose codes are its own beside the other pages' (a server
    /// API's `400302 CHANNEL_NOT_FOUND` beside the SDKs' `800301`): none of its numbers is theirs,
    /// some of its symbols are theirs with other numbers, and fewer than half. `numbers` and
    /// `names` count the pages of the language, this one included, that give each.
    static func pageOfItsOwn(_ rows: [CodeDefinition], numbers: [Int: Int], names: [String: Int]) -> SectionPath? {
        guard let title = rows.first?.section.first, rows.allSatisfy({ $0.section.first == title }) else { return nil }
        guard rows.allSatisfy({ numbers[$0.code] == 1 }) else { return nil }
        let own = Set(rows.flatMap(Self.names(of:)))
        let symbols = Set(rows.map(\.symbol))
        let shared = symbols.filter { (names[$0] ?? 0) - (own.contains($0) ? 1 : 0) > 0 }
        guard !shared.isEmpty, shared.count * 2 < symbols.count else { return nil }
        return [title]
    }

    /// Whether the codes in `section` are mostly its own: fewer than half of its symbols are listed
    /// outside it, and none of those with the number it gives. Success (0), which every system of
    /// codes may begin with, says nothing either way.
    private static func isOwn(_ section: SectionPath, in definitions: [CodeDefinition]) -> Bool {
        var inside: [String: Int] = [:]
        var outside: [String: Set<Int>] = [:]
        for row in definitions where row.group == nil && !row.isUnnamed && row.code != 0 {
            if row.section.starts(with: section) {
                inside[row.symbol] = row.code
            } else {
                for name in names(of: row) { outside[name, default: []].insert(row.code) }
            }
        }
        let listedOutside = inside.filter { outside[$0.key] != nil }
        return listedOutside.count * 2 < inside.count
            && listedOutside.allSatisfy { !(outside[$0.key]!.contains($0.value)) }
    }

    /// The symbols of the rows in `section` that no row outside it lists.
    private static func ownSymbols(_ definitions: [CodeDefinition], in section: SectionPath) -> Set<String> {
        let rows = definitions.filter { $0.group == nil && !$0.isUnnamed }
        let outside = Set(rows.filter { !$0.section.starts(with: section) }.flatMap(names(of:)))
        return Set(rows.filter { $0.section.starts(with: section) }.map(\.symbol)).subtracting(outside)
    }

    /// A row's names: its symbol, and its aliases and platforms' spellings (an SDK table's Android
    /// column, `SLOT_NOT_FOUND`, which a REST table beside it may number otherwise).
    private static func names(of row: CodeDefinition) -> [String] {
        row.spellings.isEmpty && row.platformSpellings.isEmpty
            ? [row.symbol] : [row.symbol] + row.spellings + row.platformSpellings.values.sorted()
    }

    /// The section at `depth` most of whose rows' symbols are in `symbols`, the first such.
    private static func section(of definitions: [CodeDefinition], depth: Int, holding symbols: Set<String>)
        -> SectionPath?
    {
        var counts: [(section: SectionPath, rows: Int, held: Int)] = []
        for row in definitions where row.group == nil && !row.isUnnamed && row.section.count >= depth {
            let section = Array(row.section.prefix(depth))
            let held = symbols.contains(row.symbol) ? 1 : 0
            if let index = counts.firstIndex(where: { $0.section == section }) {
                counts[index].rows += 1
                counts[index].held += held
            } else {
                counts.append((section, 1, held))
            }
        }
        return counts.first { $0.held * 2 > $0.rows }?.section
    }
}
