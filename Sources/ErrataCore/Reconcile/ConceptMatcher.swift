/// A table row and the language whose table it is in.
///
/// A struct, not a tuple: an array of tuples is copied element by element through the runtime's
/// generic tuple copy (each string retained), even where a single field is read.
struct LanguageDefinition: Sendable {
    var language: String
    var definition: CodeDefinition
}

/// A mention of a symbol and the language whose page it is on (a struct, as ``LanguageDefinition``).
struct LanguageMention: Sendable {
    var language: String
    var mention: CodeMention
}

/// One error code as every language states it, before anything is decided.
struct Concept {
    /// Table rows that define it, in language precedence, then document order.
    var definitions: [LanguageDefinition]
    /// Prose and sample mentions of any of its symbols.
    var mentions: [LanguageMention] = []

    /// The languages whose tables define it, in precedence order, each with the index in
    /// ``definitions`` of its first definition (its vote): the definitions are read where they
    /// stand, not copied out at each look-up.
    func firstDefinitions(order: [String]) -> [(language: String, index: Int)] {
        // A few languages and definitions: compared, not hashed.
        order.compactMap { language in
            definitions.firstIndex { $0.language == language }.map { (language: language, index: $0) }
        }
    }

    /// Every symbol any language uses for it.
    var symbols: Set<String> {
        Set(
            definitions.filter { !$0.definition.isUnnamed }.flatMap {
                [$0.definition.symbol] + $0.definition.spellings + $0.definition.platformSpellings.values
            }
        )
    }
}

/// Decides which table rows in different languages describe the same error code.
///
/// 1. Rows with the same symbol are one code; symbols written in one cell are aliases of one code.
/// 2. Codes documented by disjoint sets of languages are the same code when they give the same
///    number (one language renamed the symbol), or when their symbols are the same once the
///    words of their category are set aside (`XYZ_ERROR_AUTH_ACCOUNT_LOCKED` in category
///    `Auth` against `XYZ_ERROR_ACCOUNT_LOCKED`): one language renumbered or renamed it.
///
/// 3. Codes that give the same number under symbols a character or two apart, on different
///    pages, are the same code: one table misspelled its symbols.
///
/// Merging only codes with disjoint languages (or pages, for misspellings) keeps two codes that one
/// language lists side by side apart, whatever their names.
struct ConceptMatcher {
    let languageOrder: [String]

    func concepts(from facts: [DocumentFacts]) -> [Concept] {
        // Every table row, in precedence order, with its language's place in that order. Rows are
        // places in the facts (page and row), and groups of rows lists of row numbers, until the
        // end: a row (a large value) is copied once, into its concept. A language's place is its
        // first in the order (a language listed twice is one language).
        var rows: [(page: Int, row: Int)] = []
        var ranks: [Int] = []
        for language in languageOrder {
            let rank = rank(language)
            for (index, page) in facts.enumerated() where page.language == language {
                rows += page.definitions.indices.map { (index, $0) }
                ranks += repeatElement(rank, count: page.definitions.count)
            }
        }
        var sets = DisjointSets(count: rows.count)
        // Room for every row at once: growing would hash every key again at each step.
        var bySymbol: [String: Int] = Dictionary(minimumCapacity: rows.count)
        // The symbols of one cell are one code, unless each writes a number of its own
        // (`A_FAILED(1002), B_FAILED(1005)`).
        var byRow: [CodeInRow: Int] = Dictionary(minimumCapacity: rows.count)
        // Each key looked up once: the first row with it, or this one, which it is then given.
        // Rows without a symbol, by their group, page platform and number: each is the code of that
        // number a row with a symbol gives there, else one code of its own.
        var unnamed: [(row: Int, group: String, platform: String, key: String)] = []
        // The first row of a table of no platform by page and number (the key of the row below).
        var firstWithoutPlatform: [String: Int] = [:]
        let platformTablePages = Set(
            facts.indices.filter { page in
                facts[page].definitions.contains { $0.platformSpellings.count == 1 && $0.platforms.count == 1 }
            })
        // Each page's platform, worked out once: a page holds many rows.
        let pagePlatforms = facts.map { Platform.of(page: $0.page) ?? "" }
        for (index, place) in rows.enumerated() {
            // Read in place: copying a row copies all its strings.
            // Each group of codes (`MatchResult`) has names of its own.
            let group = facts[place.page].definitions[place.row].group.map { $0 + "\u{1}" } ?? ""
            if facts[place.page].definitions[place.row].isUnnamed {
                let platform = pagePlatforms[place.page]
                let key = group + platform + "\u{2}" + facts[place.page].definitions[place.row].symbol
                unnamed.append((index, group, platform, key))
                let first = bySymbol.number(of: "\u{2}" + key, next: index)
                if first != index { sets.union(first, index) }
                continue
            }
            let first = bySymbol.number(of: group + facts[place.page].definitions[place.row].symbol, next: index)
            if first != index { sets.union(first, index) }
            // Each platform's spelling of the code names it too.
            for spelling in facts[place.page].definitions[place.row].spellings {
                let first = bySymbol.number(of: group + spelling, next: index)
                if first != index { sets.union(first, index) }
            }
            for spelling in facts[place.page].definitions[place.row].platformSpellings.values.sorted() {
                let first = bySymbol.number(of: group + spelling, next: index)
                if first != index { sets.union(first, index) }
            }
            let firstHere = byRow.number(
                of: CodeInRow(
                    location: facts[place.page].definitions[place.row].location,
                    code: facts[place.page].definitions[place.row].code),
                next: index)
            if firstHere != index { sets.union(firstHere, index) }
            // One platform's table's row and another's with the same number on one page are one
            // code spelled per platform (see `FactExtractor.assignHeadingPlatforms`), and so is a
            // row of a table of no platform there (one spelling it per platform in columns too): the
            // code the platform spells so.
            // Only on a page with a table of one platform's rows (keys are strings made per row).
            guard platformTablePages.contains(place.page) else { continue }
            let definition = facts[place.page].definitions[place.row]
            let key = group + facts[place.page].path + "\u{2}" + String(definition.code)
            if definition.platformSpellings.count == 1, definition.platforms.count == 1 {
                let first = bySymbol.number(of: "\u{3}" + key, next: index)
                if first != index { sets.union(first, index) }
                if let unplaced = firstWithoutPlatform[key] { sets.union(unplaced, index) }
            } else if definition.platforms.isEmpty {
                if firstWithoutPlatform[key] == nil { firstWithoutPlatform[key] = index }
                if let placed = bySymbol["\u{3}" + key] { sets.union(placed, index) }
            }
        }
        if !unnamed.isEmpty {
            var named: [String: Int] = [:]
            // The symbols each number has on pages of no platform: a platform's page that lists a
            // code by its number alone (`| 1003 | cause | what to do |`) names the code a shared
            // table gives that number, where its platform's pages name none.
            var sharedSymbols: [String: Set<String>] = [:]
            // The cases of each enum declared in code, by number: one that restates half the
            // numbers of the product's rows without a symbol at least (`| 1001 | 引数が不正です |`
            // beside `enum ErrorCode { InvalidArgument = 1001, … }`) names them.
            var declared: [String: [Int: Int]] = [:]
            for (index, place) in rows.enumerated() where !facts[place.page].definitions[place.row].isUnnamed {
                let definition = facts[place.page].definitions[place.row]
                if definition.isDeclaredInCode, let group = definition.group, declared[group]?[definition.code] == nil {
                    declared[group, default: [:]][definition.code] = index
                }
                let platform = pagePlatforms[place.page]
                let key =
                    (definition.group.map { $0 + "\u{1}" } ?? "") + platform + "\u{2}"
                    + NamedCode.text(definition.code)
                if named[key] == nil { named[key] = index }
                if platform.isEmpty { sharedSymbols[key, default: []].insert(definition.symbol) }
            }
            func code(_ row: Int) -> Int { facts[rows[row].page].definitions[rows[row].row].code }
            let ownUnnamed = Set(unnamed.filter { $0.group.isEmpty }.map { code($0.row) })
            // Of enums that restate as many, the one whose first case comes first (in page and
            // language order): the same on every run.
            func rank(_ cases: [Int: Int]) -> (Int, Int) {
                (cases.keys.count(where: ownUnnamed.contains), -(cases.values.min() ?? 0))
            }
            let naming = declared.values.filter { cases in
                cases.keys.count(where: ownUnnamed.contains) * 2 >= ownUnnamed.count
            }.max { rank($0) < rank($1) }
            for (row, group, platform, key) in unnamed {
                if let first = named[key] {
                    sets.union(first, row)
                } else if !platform.isEmpty {
                    let shared = group + String(key.dropFirst(group.utf8.count + platform.utf8.count))
                    if sharedSymbols[shared]?.count == 1, let first = named[shared] { sets.union(first, row) }
                } else if group.isEmpty, let first = naming?[code(row)] {
                    sets.union(first, row)
                }
            }
        }
        var groups = collect(rows.count, sets: &sets)
        groups = mergeDisjoint(
            groups, ranks: ranks,
            keys: rows.map {
                GroupedKey(
                    group: facts[$0.page].definitions[$0.row].group, key: facts[$0.page].definitions[$0.row].code)
            })
        // Many rows share a category: its words are worked out once. Every language's table
        // states the same symbol in the same category: each such pair is normalized once.
        var categoryWords: [String: CategoryWords] = [:]
        var normalizedNames: [NameInCategory: String] = [:]
        let names = rows.map { place in
            let symbol = facts[place.page].definitions[place.row].symbol
            let category = facts[place.page].definitions[place.row].category ?? ""
            let key = NameInCategory(symbol: symbol, category: category)
            if let known = normalizedNames[key] { return known }
            let words =
                categoryWords[category]
                ?? {
                    let words = CategoryWords(Self.words(ofCategory: category))
                    categoryWords[category] = words
                    return words
                }()
            let name = Self.normalizedName(symbol, categoryWords: words)
            normalizedNames[key] = name
            return name
        }
        groups = mergeDisjoint(
            groups, ranks: ranks,
            keys: rows.indices.map {
                GroupedKey(group: facts[rows[$0].page].definitions[rows[$0].row].group, key: names[$0])
            })
        groups = mergeMisspelled(groups, rows: rows, facts: facts)
        groups = mergeRenamed(groups, rows: rows, facts: facts)
        return groups.map { group in
            Concept(
                definitions: group.map { index in
                    let place = rows[index]
                    return LanguageDefinition(
                        language: facts[place.page].language, definition: facts[place.page].definitions[place.row])
                })
        }
    }

    /// A code's number or name within its group of codes, as a key.
    private struct GroupedKey<Key: Hashable>: Hashable {
        var group: String?
        var key: Key
    }

    /// A number in a table's row, as a key.
    private struct CodeInRow: Hashable {
        var location: SourceLocation
        var code: Int
    }

    /// A symbol in a category, as a key.
    private struct NameInCategory: Hashable {
        var symbol: String
        var category: String
    }

    /// The rows of each set, in the order of each set's first row; each set's rows in row order.
    private func collect(_ count: Int, sets: inout DisjointSets) -> [[Int]] {
        var order: [Int] = []
        var members: [Int: [Int]] = [:]
        for index in 0..<count {
            let root = sets.find(index)
            if members[root] == nil { order.append(root) }
            members[root, default: []].append(index)
        }
        return order.map { members[$0]! }
    }

    /// The places in the language order of the languages of a group: a bit each below 64, any
    /// further ones in a set (a configuration rarely lists more than a handful of languages).
    private struct Languages {
        private var low: UInt64 = 0
        private var high: Set<Int> = []

        init(_ ranks: some Sequence<Int>) {
            for rank in ranks {
                if rank < 64 { low |= 1 << UInt64(rank) } else { high.insert(rank) }
            }
        }

        func isDisjoint(with other: Languages) -> Bool {
            low & other.low == 0 && high.isDisjoint(with: other.high)
        }

        mutating func formUnion(_ other: Languages) {
            low |= other.low
            high.formUnion(other.high)
        }
    }

    /// Merges groups of rows that share a key and whose languages do not overlap, in a fixed
    /// order; `keys` and `ranks` give each row's key and its language's place in the order.
    ///
    /// Each group, in order, takes in the later groups that share one of its keys (smallest
    /// index first), as long as their languages stay disjoint. Candidates come from an index of
    /// keys, so the work grows with the number of groups, not its square.
    private func mergeDisjoint<Key: Hashable>(_ groups: [[Int]], ranks: [Int], keys rowKeys: [Key]) -> [[Int]] {
        var result = groups
        var alive = [Bool](repeating: true, count: groups.count)
        var keySets = groups.map { group in Set(group.lazy.map { rowKeys[$0] }) }
        var languages = groups.map { group in Languages(group.lazy.map { ranks[$0] }) }
        var byKey: [Key: [Int]] = [:]
        for (index, set) in keySets.enumerated() {
            for key in set { byKey[key, default: []].append(index) }
        }
        for index in result.indices where alive[index] {
            // Few candidates per group: a plain array, taking the smallest untried one each time.
            var candidates: [Int] = []
            for key in keySets[index] {
                for other in byKey[key] ?? [] where other > index && alive[other] { candidates.append(other) }
            }
            var tried: [Int] = []
            var merged = false
            while let other = candidates.filter({ !tried.contains($0) }).min() {
                tried.append(other)
                guard alive[other], languages[index].isDisjoint(with: languages[other]) else { continue }
                result[index] += result[other]
                merged = true
                languages[index].formUnion(languages[other])
                alive[other] = false
                for key in keySets[other].subtracting(keySets[index]) {
                    keySets[index].insert(key)
                    for next in byKey[key] ?? [] where next > index && alive[next] { candidates.append(next) }
                }
            }
            // Stable: within a language, rows keep their document order (the first is its vote).
            // A group's rows come in precedence order already unless another group was merged in.
            guard merged else { continue }
            result[index] = result[index].enumerated()
                .sorted { (ranks[$0.element], $0.offset) < (ranks[$1.element], $1.offset) }
                .map(\.element)
        }
        return result.indices.filter { alive[$0] }.map { result[$0] }
    }

    /// Merges groups that give one number in one group of codes under symbols a misspelling
    /// apart (``EditDistance/isMisspelling(_:of:)``), on pages none of them shares: a table that
    /// misspells its symbols (`XYZHHttpError…` for `XYZHttpError…`) lists those codes, not a second
    /// code for each number. Two such symbols on one page are two codes, as written.
    private func mergeMisspelled(
        _ groups: [[Int]], rows: [(page: Int, row: Int)], facts: [DocumentFacts]
    ) -> [[Int]] {
        let byNumber = Self.namedGroupsByNumber(groups, rows: rows, facts: facts)
        var result = groups
        var alive = [Bool](repeating: true, count: groups.count)
        func symbol(_ group: Int) -> String {
            facts[rows[result[group][0]].page].definitions[rows[result[group][0]].row].symbol
        }
        func pages(_ group: Int) -> Set<Int> { Set(result[group].map { rows[$0].page }) }
        // Each group is in one list (by its first row), so the lists are merged independently.
        for candidates in byNumber.values where candidates.count > 1 {
            for (position, index) in candidates.enumerated() where alive[index] {
                for other in candidates[(position + 1)...] where alive[other] {
                    guard EditDistance.isMisspelling(symbol(other), of: symbol(index)),
                        pages(index).isDisjoint(with: pages(other))
                    else { continue }
                    // Rows are numbered in precedence, then document order.
                    result[index] = (result[index] + result[other]).sorted()
                    alive[other] = false
                }
            }
        }
        return result.indices.filter { alive[$0] }.map { result[$0] }
    }

    /// The groups with a symbol by the number (in its group of codes) of their first row.
    private static func namedGroupsByNumber(
        _ groups: [[Int]], rows: [(page: Int, row: Int)], facts: [DocumentFacts]
    ) -> [GroupedKey<Int>: [Int]] {
        var byNumber: [GroupedKey<Int>: [Int]] = [:]
        for (index, group) in groups.enumerated() {
            let first = facts[rows[group[0]].page].definitions[rows[group[0]].row]
            guard !first.isUnnamed else { continue }
            byNumber[GroupedKey(group: first.group, key: first.code), default: []].append(index)
        }
        return byNumber
    }

    /// Merges a group that one language alone gives into the group the other languages give the
    /// same number (in the same group of codes) on each of its pages, where that language's
    /// edition of the page lacks the other's symbol: the row keeps a name the others changed
    /// (`FREQUENCY_CAPPED` where they write `DISPLAY_SUPPRESSED`, `IAM-3002`), one code written
    /// otherwise, which `code-conflict` reports, not a code of that language's own.
    private func mergeRenamed(_ groups: [[Int]], rows: [(page: Int, row: Int)], facts: [DocumentFacts]) -> [[Int]] {
        let byNumber = Self.namedGroupsByNumber(groups, rows: rows, facts: facts)
        var result = groups
        var alive = [Bool](repeating: true, count: groups.count)
        for candidates in byNumber.values where candidates.count > 1 {
            for lone in candidates where alive[lone] {
                let language = facts[rows[result[lone][0]].page].language
                guard result[lone].allSatisfy({ facts[rows[$0].page].language == language }) else { continue }
                let pages = Set(result[lone].map { facts[rows[$0].page].page })
                for other in candidates where other != lone && alive[other] {
                    let places = result[other].map { (facts[rows[$0].page].page, facts[rows[$0].page].language) }
                    guard
                        pages.allSatisfy({ page in
                            places.contains { $0.0 == page && $0.1 != language }
                                && !places.contains { $0.0 == page && $0.1 == language }
                        })
                    else { continue }
                    // Rows are numbered in precedence, then document order.
                    result[other] = (result[other] + result[lone]).sorted()
                    alive[lone] = false
                    break
                }
            }
        }
        return result.indices.filter { alive[$0] }.map { result[$0] }
    }

    private func rank(_ language: String) -> Int {
        languageOrder.firstIndex(of: language) ?? languageOrder.count
    }

    /// The symbol without the words of its category: `XYZ_ERROR_AUTH_ACCOUNT_LOCKED` in `Auth` →
    /// `XYZ_ERROR_ACCOUNT_LOCKED`.
    static func normalizedName(_ definition: CodeDefinition) -> String {
        normalizedName(definition.symbol, categoryWords: words(ofCategory: definition.category ?? ""))
    }

    /// A category's words (see ``words(ofCategory:)``), also as bytes when all are ASCII: worked
    /// out once for all the symbols of the category.
    struct CategoryWords {
        let words: Set<String>
        /// The words as bytes, when all are ASCII.
        let ascii: [[UInt8]]?

        init(_ words: Set<String>) {
            self.words = words
            ascii = words.allSatisfy(\.isASCII) ? words.map { Array($0.utf8) } : nil
        }
    }

    /// `symbol` without `categoryWords` (see ``words(ofCategory:)``), its first word always kept.
    static func normalizedName(_ symbol: String, categoryWords: Set<String>) -> String {
        normalizedName(symbol, categoryWords: CategoryWords(categoryWords))
    }

    /// ``normalizedName(_:categoryWords:)`` with the category's words worked out.
    static func normalizedName(_ symbol: String, categoryWords: CategoryWords) -> String {
        guard symbol.isASCII else { return normalizedNameByCharacters(symbol, categoryWords: categoryWords.words) }
        // ASCII (the usual case) on bytes: the same words, kept and joined the same way. ASCII
        // category words are compared as bytes, others as Strings (a word such as the Kelvin sign
        // `K` equals `K` as a String).
        let asciiCategoryWords = categoryWords.ascii
        func isCategoryWord(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
            if let asciiCategoryWords { return asciiCategoryWords.contains { $0.elementsEqual(word) } }
            return categoryWords.words.contains(String(decoding: word, as: UTF8.self))
        }
        // Split at `_` omitting empty words (as `split` does): rare, read on Characters.
        if hasEmptyWord(symbol) { return normalizedNameByCharacters(symbol, categoryWords: categoryWords.words) }
        // The words after the first are found where they stand in the symbol's bytes, each read
        // once; a new string is made only when one of them is a category word.
        func normalized(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
            var firstEnd = bytes.count
            var kept: [Range<Int>] = []
            var dropsWord = false
            var start = -1
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "_") {
                if start < 0 {
                    firstEnd = index
                } else if isCategoryWord(UnsafeBufferPointer(rebasing: bytes[start..<index])) {
                    dropsWord = true
                } else {
                    kept.append(start..<index)
                }
                start = index + 1
            }
            guard dropsWord else { return nil }
            var result = Array(bytes[0..<firstEnd])
            result.reserveCapacity(bytes.count)
            for word in kept {
                result.append(UInt8(ascii: "_"))
                result += UnsafeBufferPointer(rebasing: bytes[word])
            }
            return String(decoding: result, as: UTF8.self)
        }
        return symbol.withUTF8Bytes(normalized) ?? symbol
    }

    /// Whether splitting `symbol` at `_` gives an empty word (a `_` at either end, or two in a row).
    private static func hasEmptyWord(_ symbol: String) -> Bool {
        var previous = UInt8(ascii: "_")
        for byte in symbol.utf8 {
            if byte == UInt8(ascii: "_"), previous == byte { return true }
            previous = byte
        }
        return previous == UInt8(ascii: "_")
    }

    /// ``normalizedName(_:categoryWords:)`` on Characters: for any text, and the reference the
    /// byte path is tested against.
    static func normalizedNameByCharacters(_ symbol: String, categoryWords: Set<String>) -> String {
        let words = symbol.split(separator: "_").map(String.init)
        let kept = words.enumerated().filter { offset, word in
            // Keep the first word (the prefix) and anything that is not a category word.
            offset == 0 || !categoryWords.contains(word)
        }.map(\.element)
        return kept.joined(separator: "_")
    }

    /// The upper-cased words of a category (`Auth` → `AUTH`), split at anything not a letter or digit.
    static func words(ofCategory category: String) -> Set<String> {
        if category.isASCII {
            // ASCII (the usual case) on bytes: upper-cased words between non-alphanumerics.
            let upper = category.utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }
            return Set(
                upper.split(whereSeparator: { !(($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A)) })
                    .map { String(decoding: $0, as: UTF8.self) })
        }
        return Set(category.uppercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
    }
}

/// Union-find over indices.
struct DisjointSets {
    private var parent: [Int]

    init(count: Int) {
        parent = Array(0..<count)
    }

    mutating func find(_ index: Int) -> Int {
        var root = index
        while parent[root] != root { root = parent[root] }
        var current = index
        while parent[current] != root {
            let next = parent[current]
            parent[current] = root
            current = next
        }
        return root
    }

    mutating func union(_ a: Int, _ b: Int) {
        let rootA = find(a)
        let rootB = find(b)
        if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
    }
}
