import Testing

@testable import ErrataCore

/// The byte-level fast paths of reconciliation give what the Character-level code they replace gives.
@Suite("Reconcile fast paths")
struct ReconcileFastPathTests {
    @Test("A missing code is placed at the row of the nearest lower code its language lists, however long the table")
    func missingCodePlacement() throws {
        // ko lists every code, en a scattered part of them, in no order: each code en lacks is
        // placed at en's row with the highest code below it, or at en's first row.
        var sequence = SplitMix(seed: 0xC0DE)
        let codes = (1...60).map { $0 * 10 }
        let listed = codes.filter { _ in sequence.next() % 3 == 0 }.shuffled(using: &sequence)
        let rows = { (codes: [Int]) in codes.map { ("TCGB_ERROR_CODE_\($0)", $0, "Message \($0).") } }
        let product = ReconcilerTests.reconcile(
            ["ko": ReconcilerTests.table(rows(codes)), "en": ReconcilerTests.table(rows(listed))], order: ["ko", "en"])
        let enRows = product.catalog.codes.flatMap(\.sources).filter { $0.language == "en" && $0.context == .table }
        #expect(enRows.count == listed.count)
        let missing = product.findings.filter { $0.rule == CodeMissingRule.id && $0.language == "en" }
        #expect(missing.count == codes.count - listed.count)
        for finding in missing {
            let code = try #require(product.catalog.codes.first { $0.symbol == finding.fact }?.code)
            let below = enRows.filter { ($0.code ?? .max) < code }.max {
                ($0.code!, $0.location) < ($1.code!, $1.location)
            }
            let first = try #require(enRows.map(\.location).min())
            #expect(finding.location == (below?.location ?? first), "\(finding.fact)")
        }
    }

    @Test("Codes by symbol: the first code with the symbol, else the first with it as an alias, as a scan finds")
    func codesBySymbol() throws {
        let config = try ConfigLoader().load(path: nil, in: SeedGuidesTests.projectRoot)
        var aliases = 0
        for product in try SourceLoader().load(config) {
            let facts = product.documents.map { FactExtractor().extract(DocumentParser().parse($0)) }
            let catalog = Reconciler().reconcile(product.config, facts: facts).catalog
            let index = Catalog.CodesBySymbol(catalog)
            let names = catalog.codes.flatMap { [$0.symbol] + $0.aliases.map(\.symbol) } + ["NOT_A_SYMBOL"]
            for name in names {
                let scanned =
                    catalog.codes.first { $0.symbol == name }
                    ?? catalog.codes.first { $0.aliases.contains { $0.symbol == name } }
                #expect(index.code(named: name) == scanned, "\(name)")
            }
            aliases += catalog.codes.reduce(0) { $0 + $1.aliases.count }
        }
        #expect(aliases > 0)
    }

    @Test("The rules that run without the catalog are the context rules, found without a cast")
    func catalogFreeRules() {
        let withoutCatalog = RuleRegistry.all.filter { $0.findingsWithoutCatalog != nil }.map { type(of: $0).id }
        let contextRules = RuleRegistry.all.filter { $0 is any ContextRule }.map { type(of: $0).id }
        #expect(withoutCatalog == contextRules)
        #expect(!contextRules.isEmpty && contextRules.count < RuleRegistry.all.count)
    }

    @Test("The catalog's APIs and parameters gathered while codes are decided are the ones the builder gathers")
    func apisAndParametersGatheredEarly() throws {
        let config = try ConfigLoader().load(path: nil, in: SeedGuidesTests.projectRoot)
        var checked = (apis: 0, parameters: 0)
        for product in try SourceLoader().load(config) {
            let facts = product.documents.map { FactExtractor().extract(DocumentParser().parse($0)) }
            var context = Reconciler.context(product.config, facts: facts)
            let gathered = try #require(context.apisAndParameters)
            let early = CatalogBuilder(context: context).build()
            context.apisAndParameters = nil
            let late = CatalogBuilder(context: context).build()
            #expect(early == late)
            #expect(early.apis == gathered.apis && early.parameters == gathered.parameters)
            checked.apis += early.apis.count
            checked.parameters += early.parameters.count
        }
        #expect(checked.apis > 10 && checked.parameters > 10)
    }

    @Test("A symbol without its category's words: bytes and Characters agree")
    func normalizedName() {
        let symbols = [
            "", "_", "__", "A", "_A", "A_", "A__B", "__A__B__", "TCGB_ERROR_AUTH_BANNED_MEMBER",
            "TCGB_ERROR_AUTH_AUTH", "AUTH_AUTH_X", "auth_AUTH", "TCGB_ERROR_AUTH_", "TCGB_ÉRROR_AUTH",
            "\u{212A}EY_AUTH", "KEY_\u{212A}EY", "TCGB_ERROR_e\u{301}_AUTH", "X_KEY", "X_A_B_C_D_E_KEY",
        ]
        // Kelvin sign: `\u{212A}EY` equals `KEY` as a String, not as bytes.
        let categories = ["", "Auth", "auth key", "Key", "인증", "AUTH_KEY", "K", "\u{212A}ey", "a b c d e key"]
        for symbol in symbols {
            for category in categories {
                let words = ConceptMatcher.words(ofCategory: category)
                #expect(
                    ConceptMatcher.normalizedName(symbol, categoryWords: words)
                        == ConceptMatcher.normalizedNameByCharacters(symbol, categoryWords: words),
                    "\(symbol.debugDescription) in \(category.debugDescription)")
            }
        }
        #expect(
            ConceptMatcher.normalizedName("TCGB_ERROR_AUTH_BANNED_MEMBER", categoryWords: ["AUTH"])
                == "TCGB_ERROR_BANNED_MEMBER")
        // Random symbols and categories made of the same kinds of words.
        let pieces = ["TCGB", "AUTH", "KEY", "_", "_", "X", "\u{212A}EY", "e\u{301}", "인증", "auth", " "]
        for _ in 0..<3000 {
            let symbol = (0..<Int.random(in: 0...6)).map { _ in pieces.randomElement()! }.joined()
            let category = (0..<Int.random(in: 0...3)).map { _ in pieces.randomElement()! }.joined()
            let words = ConceptMatcher.words(ofCategory: category)
            #expect(
                ConceptMatcher.normalizedName(symbol, categoryWords: words)
                    == ConceptMatcher.normalizedNameByCharacters(symbol, categoryWords: words),
                "\(symbol.debugDescription) in \(category.debugDescription)")
        }
    }

    @Test("The symbols' shared prefix: whole leading words, in any order of the symbols")
    func symbolPrefix() {
        #expect(Reconciler.symbolPrefix(["TCGB_ERROR_AUTH_X", "TCGB_ERROR_SOCKET"]) == "TCGB_ERROR_")
        // A symbol that is the others' prefix keeps its last word, whichever comes first.
        #expect(Reconciler.symbolPrefix(["A_B", "A_B_C"]) == "A_")
        #expect(Reconciler.symbolPrefix(["A_B_C", "A_B"]) == "A_")
        #expect(Reconciler.symbolPrefix(["TCGB_ERROR_AUTH"]) == "TCGB_ERROR_")
        #expect(Reconciler.symbolPrefix(["AUTH"]) == nil)
        #expect(Reconciler.symbolPrefix([]) == nil)
    }

    @Test("A page aligned by facts, its sections numbered, gets the sections it got by path")
    func alignedByFacts() {
        var generator = SplitMix(seed: 0xFAC7)
        let keys = ["TCGB_A", "TCGB_B", "TCGB_C", "TCGB_D", "TCGB_E", "TCGB_F"]
        let titles = ["로그인", "설정", "Setup", "결제", "로그인"]
        func location(_ line: Int) -> ErrataCore.SourceLocation { ErrataCore.SourceLocation(path: "p.md", line: line) }
        func definitions(count: Int, lines: ClosedRange<Int>) -> [CodeDefinition] {
            (0..<count).map { _ in
                let line = lines.lowerBound + Int(generator.next() % UInt64(lines.count))
                return CodeDefinition(
                    symbol: generator.pick(keys), code: 1, category: nil, description: nil, location: location(line),
                    section: [])
            }
        }
        let aligner = SectionAligner(sourceLanguage: "ko")
        for _ in 0..<500 {
            var source = DocumentFacts(
                language: "ko", page: "p", path: "ko/p.md", definitions: definitions(count: 12, lines: 1...60),
                mentions: [])
            var line = 1 + Int(generator.next() % 5)
            while line < 60 {
                // Paths repeat (the same title twice), and a heading may stand before any fact.
                let path = [generator.pick(titles)]
                source.headings.append(
                    SectionHeading(title: path[0], level: 2, path: path, location: location(line), isPseudo: false))
                line += 1 + Int(generator.next() % 12)
            }
            source.definitions.sort { $0.location.line < $1.location.line }
            let page = DocumentFacts(
                language: "ja", page: "p", path: "ja/p.md", definitions: definitions(count: 10, lines: 1...60),
                mentions: [])
            let aligned = aligner.alignByFacts(page, to: source)
            let expected = Self.referenceAlignByFacts(page, to: source)
            #expect(aligned.starts.map(\.line) == expected.starts.map(\.line))
            #expect(aligned.starts.map(\.path) == expected.starts.map(\.path))
            #expect(aligned.alignedByFacts)
        }
    }

    /// Alignment by facts as it was written first, each section known by its path.
    static func referenceAlignByFacts(_ page: DocumentFacts, to source: DocumentFacts) -> SectionAligner.PageSections {
        typealias AnchorKey = SectionAligner.AnchorKey
        var homes: [AnchorKey: SectionPath?] = [:]
        let sourceSections = SectionAligner.PageSections(
            starts: source.headings.map { ($0.location.line, $0.path) }, alignedByFacts: false)
        var order: [SectionPath: Int] = [:]
        for (index, heading) in source.headings.enumerated() where order[heading.path] == nil {
            order[heading.path] = index
        }
        let sourceAnchors = SectionAligner.anchors(source).map { ($0.key, sourceSections.section(at: $0.line)) }
        for (key, section) in sourceAnchors {
            if let existing = homes[key] {
                if existing != section { homes[key] = .some(nil) }
            } else {
                homes[key] = section
            }
        }
        var allHomes: [AnchorKey: [SectionPath]] = [:]
        for (key, section) in sourceAnchors {
            if allHomes[key]?.contains(section) != true { allHomes[key, default: []].append(section) }
        }
        let pageAnchors = SectionAligner.anchors(page).sorted(by: { $0.line < $1.line }).map { ($0.line, $0.key) }
        var anchors: [(line: Int, section: SectionPath, rank: Int)] = []
        for (line, key) in pageAnchors {
            guard let home = homes[key], let section = home else { continue }
            anchors.append((line, section, order[section] ?? 0))
        }
        var placed = SectionAligner.longestOrderedRun(anchors.map(\.rank)).map { anchors[$0] }
        var merged: [(line: Int, section: SectionPath, rank: Int)] = []
        var next = 0
        var lastRank = 0
        for (line, key) in pageAnchors {
            while next < placed.count, placed[next].line <= line {
                merged.append(placed[next])
                lastRank = placed[next].rank
                next += 1
            }
            guard homes[key] == .some(nil), let candidates = allHomes[key] else { continue }
            let upper = next < placed.count ? placed[next].rank : Int.max
            let ranks = candidates.compactMap { section in order[section].map { (section, $0) } }
                .filter { $0.1 >= lastRank && $0.1 <= upper }
                .sorted { $0.1 < $1.1 }
            if let choice = ranks.first {
                merged.append((line, choice.0, choice.1))
                lastRank = choice.1
            }
        }
        merged += placed[next...]
        placed = merged
        var starts: [(line: Int, path: SectionPath)] = []
        for anchor in placed where starts.last?.path != anchor.section {
            starts.append((anchor.line, anchor.section))
        }
        if !starts.isEmpty { starts[0].line = 1 }
        return SectionAligner.PageSections(starts: starts, alignedByFacts: true)
    }

    @Test("Each heading's parent, found with a stack, is the nearest earlier heading of a lower level")
    func parentIndices() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 2, 5, 40, 300] {
            for _ in 0..<20 {
                let headings = (0..<length).map { index in
                    SectionHeading(
                        title: "h\(index)", level: Int.random(in: 1...6, using: &generator), path: ["h\(index)"],
                        location: SourceLocation(path: "p.md", line: index + 1), isPseudo: false)
                }
                let expected = headings.indices.map { index in
                    headings[..<index].lastIndex { $0.level < headings[index].level }
                }
                #expect(SectionAligner.parentIndices(headings) == expected)
            }
        }
    }

    @Test("The closest near match is the first of all near matches")
    func closestNearMatch() {
        var words: [String] = []
        for variant in 1...30 {
            for base in ["TCGB_ERROR_BANNED_MEMBER", "loginWithType:", "varchar", "가나다라마바사"] {
                words.append("\(base)_V\(variant)")
            }
        }
        words += ["TCGB_ERROR_BANNED_MEMBRE", "TCGB_ERROR_BANNED_MEMBR", "AAAAAAB", "AAAAABA", "BAAAAAA", "AAAAAAA"]
        let index = NearMatchIndex(words)
        let queries =
            words + [
                "TCGB_ERROR_BANNED_MEMBR_V7", "loginWithTyp:_V12", "varhcar_V3", "nothing_like_it", "AAAAAA",
                "AAAAAAAA",
                "가나다라마바_V3", "short",
            ]
        for query in queries {
            let closest = index.closest(to: query)
            let first = index.matches(for: query).first
            #expect(closest?.word == first?.word && closest?.distance == first?.distance, "\(query)")
        }
    }

    @Test("Near matches found through the index are every word within two edits, as comparing every pair finds")
    func nearMatchesAreComplete() {
        var generator = SplitMix(seed: 0xED17)
        // Many words share long prefixes: the case where the pieces of the index are least selective.
        let parts = [
            "TCGB_", "ERROR_", "AUTH", "BAN", "LOGIN", "_V2", "X", "Y", "로그", "인", "e\u{301}", "12", "login", "With",
            "Type:", "ab", "ba",
        ]
        var words = Set<String>()
        for _ in 0..<500 {
            words.insert((0..<(2 + Int(generator.next() % 5))).map { _ in generator.pick(parts) }.joined())
        }
        let list = words.sorted()
        let index = NearMatchIndex(list)
        // The words themselves, and each with one or two scalars inserted, deleted or replaced.
        let alphabet = Array("ABX_9로e\u{301}".unicodeScalars)
        var queries = list
        for word in list.prefix(300) {
            var scalars = Array(word.unicodeScalars)
            for _ in 0..<(1 + Int(generator.next() % 2)) {
                let place = Int(generator.next() % UInt64(scalars.count + 1))
                switch generator.next() % 3 {
                case 0: scalars.insert(generator.pick(alphabet), at: place)
                case 1: if place < scalars.count { scalars.remove(at: place) }
                default: if place < scalars.count { scalars[place] = generator.pick(alphabet) }
                }
            }
            var query = ""
            query.unicodeScalars.append(contentsOf: scalars)
            queries.append(query)
        }
        var found = 0
        for query in queries {
            let expected = list.compactMap { word -> (word: String, distance: Int)? in
                guard word.unicodeScalars.count >= NearMatchIndex.minimumLength,
                    query.unicodeScalars.count >= NearMatchIndex.minimumLength,
                    let distance = EditDistance.distance(query, word, limit: 2), distance > 0
                else { return nil }
                return (word, distance)
            }.sorted { ($0.distance, $0.word) < ($1.distance, $1.word) }
            let matches = index.matches(for: query)
            #expect(matches.map(\.word) == expected.map(\.word), "\(query)")
            #expect(matches.map(\.distance) == expected.map(\.distance), "\(query)")
            found += expected.count
        }
        #expect(found > 500)
    }

    @Test("sample-drift's sorted differences are the set differences, sorted")
    func sortedDifferences() {
        var generator = SplitMix(seed: 0xD1F7)
        let values = [
            "loginWithType:", "logout", "TCGB_ERROR_X", "TCGB_ERROR_Y", "kA", "kB", "é", "e\u{301}", "Z", "a", "",
            "로그인",
        ]
        for _ in 0..<2000 {
            let a = (0..<Int(generator.next() % 8)).map { _ in generator.pick(values) }
            let b = (0..<Int(generator.next() % 8)).map { _ in generator.pick(values) }
            let found = SampleDriftRule.difference(a.sortedUnique(), b.sortedUnique())
            let expected = Set(a).subtracting(Set(b)).sorted()
            #expect(found == expected, "\(a) \(b)")
            #expect(a.sortedUnique() == Set(a).sorted(), "\(a)")
        }
    }

    @Test("Keys are numbered in the order first met, each keeping its number, in one lookup each")
    func keyNumbering() {
        var generator = SplitMix(seed: 0x4E55)
        // Paths equal as strings (precomposed and decomposed) are one key, as a dictionary has them.
        let paths: [SectionPath] = [["로그인"], ["로그인", "오류"], ["e\u{301}"], ["é"], [], ["A", "B"], ["A"]]
        for _ in 0..<500 {
            var numbers: [SectionPath: Int] = [:]
            var order: [SectionPath] = []
            for _ in 0..<Int(generator.next() % 20) {
                let path = generator.pick(paths)
                let number = numbers.number(of: path, next: order.count)
                if number == order.count { order.append(path) }
                #expect(order[number] == path)
                #expect(numbers.count == order.count)
            }
            #expect(order.count == Set(order).count)
            #expect(order.indices.allSatisfy { numbers[order[$0]] == $0 })
        }
    }

    @Test("Words that share a long prefix are not all candidates of one another")
    func nearMatchCandidatesStayFew() {
        // 3,000 symbols with the same 11-character prefix and different words after it.
        let syllables = ["AUTH", "BAN", "LOGIN", "TOKEN", "USER", "PUSH", "ITEM", "STORE", "SOCKET", "TIMEOUT"]
        var words: [String] = []
        for a in syllables {
            for b in syllables {
                for n in 0..<30 { words.append("TCGB_ERROR_\(a)_\(b)_\(n)") }
            }
        }
        let index = NearMatchIndex(words)
        for query in ["TCGB_ERROR_AUTH_BAN_7", "TCGB_ERROR_LOGIN_TOKEN_12", "TCGB_ERROR_SOCKT_TIMEOUT_3"] {
            let candidates = index.candidates(for: query.unicodeScalars.map(\.value))
            // A piece of one index held nearly all 3,000 (the prefix fills the first); now a fraction.
            #expect(candidates.count < words.count / 4, "\(query): \(candidates.count) candidates of \(words.count)")
            // And none within two edits is missed.
            let expected = Set(words.filter { ($0 != query) && (EditDistance.distance(query, $0, limit: 2) ?? 0) > 0 })
            #expect(Set(index.matches(for: query).map(\.word)) == expected, "\(query)")
        }
    }

    @Test("link-conflict gives what comparing every link by its joined section and key gave")
    func linkConflicts() throws {
        let labels = ["Guide", "guide", "GUIDE", "API", "설정", "Setup", "ａpi"]
        let targets = [
            "./a.md", "a.md", "a.md#x", "a.md#y", "a.md/", "b.md?q=1#x", "b.md", "https://e.com/p/#f",
            "https://e.com/p#f", "c/#z", "문서.md#가", "d.md#%EA%B0%80",
        ]
        let languages = ["ko", "en", "ja"]
        var total = 0
        for _ in 0..<40 {
            var facts: [DocumentFacts] = []
            for language in languages {
                for page in 0..<2 {
                    // Links before the first heading too (the section `[]`).
                    var text = Bool.random() ? "[\(labels.randomElement()!)](\(targets.randomElement()!))\n\n" : ""
                    for section in ["A", "B", "C"] where section == "A" || Bool.random() {
                        text += "## \(section)\n\n"
                        for _ in 0..<Int.random(in: 0...6) {
                            text += "[\(labels.randomElement()!)](\(targets.randomElement()!)) "
                        }
                        text += "\n\n"
                    }
                    let document = SourceDocument(
                        product: "demo", language: language, page: "p\(page)", path: "\(language)/p\(page).md",
                        text: text)
                    facts.append(FactExtractor().extract(DocumentParser().parse(document)))
                }
            }
            let context = Reconciler.context(ReconcilerTests.product(languages), facts: facts)
            let catalog = CatalogBuilder(context: context).build()
            let found = Reconciler.sortedByPlace(LinkConflictRule().findings(in: context, catalog: catalog))
            let expected = Reconciler.sortedByPlace(Self.referenceLinkConflicts(in: context))
            #expect(found.map { String(reflecting: $0) } == expected.map { String(reflecting: $0) })
            total += found.count
        }
        #expect(total > 100)
    }

    @Test("Source sections found by number are the ones found by path")
    func sectionNumbers() throws {
        // Source headings repeat, translations drop, add and rename some, and a page that lost its
        // headings is aligned by its facts; with one source page, and with two.
        let titles = ["Setup", "설정", "API", "Setup", "Errors", "2-1. Login"]
        var checkedPlacements = 0
        for trial in 0..<30 {
            let pageNames = trial % 2 == 0 ? ["a"] : ["a", "b"]
            var facts: [DocumentFacts] = []
            for language in ["en", "ko", "ja"] {
                for name in pageNames {
                    var text = ""
                    for (index, title) in titles.enumerated() {
                        if language == "ja", trial % 5 == 0 { break }
                        if language != "en", Bool.random() { continue }
                        let shown = language != "en" && Bool.random() ? "번역 \(index)" : title
                        text += "\(index % 3 == 2 ? "###" : "##") \(shown)\n\n`- (void)call\(index):(id)x;`\n\n"
                    }
                    if language == "ko", Bool.random() { text += "## Extra\n\n" }
                    let document = SourceDocument(
                        product: "demo", language: language, page: name, path: "\(language)/\(name).md", text: text)
                    facts.append(FactExtractor().extract(DocumentParser().parse(document)))
                }
            }
            let context = Reconciler.context(ReconcilerTests.product(["en", "ko", "ja"]), facts: facts)
            let alignment = context.alignment
            // Each source heading's number is its path's.
            var position = 0
            for name in alignment.sourceHeadings.keys.sorted() {
                for heading in alignment.sourceHeadings[name]! {
                    #expect(alignment.headingSectionIDs[position] == alignment.sectionIDs[SectionKey(heading.path)])
                    position += 1
                }
                #expect(
                    Array(alignment.sectionIDs(ofSourcePage: name))
                        == alignment.sourceHeadings[name]!.map { alignment.sectionIDs[SectionKey($0.path)]! })
            }
            #expect(position == alignment.headingSectionIDs.count)
            for page in context.facts {
                let sections = try #require(alignment.pages[page.path])
                // Each start's number is its path's, or none.
                for (index, start) in sections.starts.enumerated() {
                    #expect(sections.sectionID(at: index) == alignment.sectionIDs[SectionKey(start.path)])
                }
                // The source sections a page has: its starts but the headings left unmatched.
                guard page.language != "en", !sections.alignedByFacts else { continue }
                let unmatched = Set((alignment.unmatched[page.path] ?? []).map(\.location.line))
                let matched = Set(
                    zip(page.headings, sections.starts).filter { !unmatched.contains($0.0.location.line) }
                        .compactMap { alignment.sectionIDs[SectionKey($0.1.path)] })
                #expect(alignment.matchedIDs[page.path] == matched)
            }
            // Placing a section by number gives what placing it by path gives.
            let reference = Self.referencePlacements(alignment: alignment, facts: context.facts)
            for language in ["en", "ko", "ja"] {
                for (key, id) in alignment.sectionIDs {
                    let path = key.path
                    let expected = reference.location(of: path, in: language)
                    #expect(context.placements.location(of: path, in: language) == expected)
                    #expect(context.placements.location(ofSection: id, in: language) == expected)
                    checkedPlacements += 1
                }
                for page in context.facts {
                    for start in alignment.pages[page.path]?.starts ?? [] {
                        #expect(
                            context.placements.location(of: start.path, in: language)
                                == reference.location(of: start.path, in: language))
                    }
                }
            }
        }
        #expect(checkedPlacements > 300)
    }

    /// Where sections stand by language as first written: every path hashed.
    struct ReferencePlacements {
        var positions: [SectionPath: Int] = [:]
        var present: [String: [SectionPath: ErrataCore.SourceLocation]] = [:]
        var nearest: [String: [ErrataCore.SourceLocation?]] = [:]
        var following: [String: [ErrataCore.SourceLocation?]] = [:]

        func location(of section: SectionPath, in language: String) -> ErrataCore.SourceLocation? {
            if let location = present[language]?[section] { return location }
            guard let position = positions[section], let list = nearest[language] else { return nil }
            // Before the next section the language has, where it stands after the one before.
            guard let after = following[language]?[position], after != list[position] else { return list[position] }
            guard let before = list[position] else { return after }
            return before.path == after.path && after.line > before.line ? after : before
        }
    }

    static func referencePlacements(alignment: SectionAligner.Alignment, facts: [DocumentFacts]) -> ReferencePlacements
    {
        var result = ReferencePlacements()
        let order = alignment.sourceHeadings.keys.sorted().flatMap { alignment.sourceHeadings[$0]! }.map(\.path)
        for (index, path) in order.enumerated() where result.positions[path] == nil { result.positions[path] = index }
        for language in Set(facts.map(\.language)) {
            var places: [SectionPath: ErrataCore.SourceLocation] = [:]
            for page in facts.reversed() where page.language == language {
                for start in (alignment.pages[page.path]?.starts ?? []).reversed() {
                    places[start.path] = ErrataCore.SourceLocation(path: page.path, line: start.line, column: 1)
                }
            }
            guard !places.isEmpty else { continue }
            var last: ErrataCore.SourceLocation?
            result.nearest[language] = order.map { path in
                if let location = places[order[result.positions[path]!]] { last = location }
                return last
            }
            var next: ErrataCore.SourceLocation?
            result.following[language] = order.reversed().map { path in
                if let location = places[order[result.positions[path]!]] { next = location }
                return next
            }.reversed()
            result.present[language] = places
        }
        return result
    }

    /// link-conflict as it was first written: every link keyed by its section's text and its page
    /// or lowercased label, the groups in key order, a link reported once.
    static func referenceLinkConflicts(in context: ReconcileContext) -> [Finding] {
        struct Entry {
            var language: String
            var link: LinkFact
            var section: SectionPath
        }
        var entries: [Entry] = []
        for page in context.facts {
            for link in page.links where !link.destination.isEmpty {
                entries.append(Entry(language: page.language, link: link, section: context.section(of: link.location)))
            }
        }
        var findings: [(finding: Finding, difference: String)] = []
        var reported: Set<String> = []
        let keyed: [(Entry) -> String] = [
            { "\($0.section)|" + LinkConflictRule.page(of: $0.link.destination) },
            { "\($0.section)|" + $0.link.label.lowercased() },
        ]
        for (keyIndex, key) in keyed.enumerated() {
            let groups = Dictionary(grouping: entries, by: key)
            for groupKey in groups.keys.sorted() {
                let group = groups[groupKey]!
                guard Set(group.map(\.language)).count > 1,
                    Set(group.map { LinkConflictRule.normalized($0.link.destination) }).count > 1
                else { continue }
                let reference =
                    context.order.lazy.compactMap { language in group.first { $0.language == language } }.first!
                let expected = Set(
                    group.filter { $0.language == reference.language }.map {
                        LinkConflictRule.normalized($0.link.destination)
                    })
                let referenceEntries = group.filter { $0.language == reference.language }
                var seen: [String: Int] = [:]
                for entry in group {
                    let place = seen[entry.language, default: 0]
                    seen[entry.language] = place + 1
                    let written = LinkConflictRule.normalized(entry.link.destination)
                    let page = LinkConflictRule.page(of: entry.link.destination)
                    guard entry.language != reference.language,
                        !expected.contains(written),
                        // A link to the page where the reference links to a heading of it, or the other way.
                        !referenceEntries.contains(where: {
                            LinkConflictRule.page(of: $0.link.destination) == page
                                && LinkConflictRule.narrowsOrWidens(
                                    LinkConflictRule.normalized($0.link.destination), written)
                        }),
                        // Links of one text to one page are compared by their page.
                        !(keyIndex == 1
                            && referenceEntries.contains { LinkConflictRule.page(of: $0.link.destination) == page }),
                        reported.insert("\(entry.link.location)|\(entry.link.destination)").inserted
                    else { continue }
                    // Beside the reference language's link at the same place among its language's.
                    let shown = referenceEntries[min(place, referenceEntries.count - 1)]
                    let difference = [
                        entry.language, entry.link.location.path, entry.link.destination, shown.language,
                        shown.link.destination,
                    ].joined(separator: "|")
                    findings.append(
                        (
                            Finding(
                                rule: LinkConflictRule.id,
                                severity: LinkConflictRule.defaultSeverity,
                                message:
                                    "\(entry.language) links '\(entry.link.label)' to \(entry.link.destination) where "
                                    + "\(shown.language) links to \(shown.link.destination)",
                                product: context.product.id,
                                fact: "link:" + LinkConflictRule.page(of: reference.link.destination),
                                language: entry.language,
                                section: entry.section,
                                location: entry.link.location,
                                related: [
                                    RelatedLocation(
                                        language: shown.language,
                                        location: shown.link.location,
                                        message: "\(shown.language) links to \(shown.link.destination)"
                                    )
                                ]
                            ), difference
                        )
                    )
                }
            }
        }
        // The same difference at several places of a page: one finding at the first, naming the others.
        let byDifference = Dictionary(grouping: findings, by: \.difference)
        return byDifference.values.map { same in
            let ordered = same.map(\.finding).sorted {
                ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
            }
            var first = ordered[0]
            let others = ordered.dropFirst()
            if !others.isEmpty {
                let lines = others.map { String($0.location.line) }.joined(separator: ", ")
                first.message +=
                    others.count == 1
                    ? ", and so does 1 more link of the page (line \(lines))"
                    : ", and so do \(others.count) more links of the page (lines \(lines))"
                first.related += others.map {
                    RelatedLocation(language: first.language, location: $0.location, message: "the same link again")
                }
            }
            return first
        }
    }
}
