/// Decides which platforms each code exists on and how each platform spells it.
///
/// A product's platforms are those its pages are written for (``Platform/of(page:)``). A code is
/// on the platforms its rows name (a Platform column), else on the platform of the pages whose
/// tables list it when all are one platform's, else on every platform of the product. A
/// platform spells a code with the prefix its own pages use (`XYZ_ERROR_…` in the iOS pages'
/// prose and samples, or in their tables), and with the name without a prefix where its pages
/// show none.
struct PlatformSpellings {
    let context: ReconcileContext
    /// Each page's platform, by path, worked out once: a page holds many rows and mentions.
    private let pagePlatforms: [String: String]
    /// How many Objective-C APIs each platform's pages declare (platforms with none left out).
    private let declarationCounts: [String: Int]

    init(context: ReconcileContext) {
        self.context = context
        var pagePlatforms: [String: String] = [:]
        var declarationCounts: [String: Int] = [:]
        for page in context.facts {
            guard let platform = Platform.of(page: page.path) else { continue }
            pagePlatforms[page.path] = platform
            // Counted by index, in place: an API copied out retains each of its strings.
            var count = 0
            for index in page.apis.indices where page.apis[index].kind == .declaration { count += 1 }
            if count > 0 { declarationCounts[platform, default: 0] += count }
        }
        self.pagePlatforms = pagePlatforms
        self.declarationCounts = declarationCounts
    }

    /// Sets ``CatalogCode/platforms`` on the codes decided for the context's concepts (the first
    /// `context.concepts.count` of `codes`, in concept order).
    func assign(to codes: inout [CatalogCode]) {
        let productPlatforms = Platform.all.filter(Set(pagePlatforms.values).contains)
        let concepts = context.concepts
        guard
            !productPlatforms.isEmpty
                || concepts.contains(where: { $0.hasPlatformRows || $0.hasPlatformSpellings })
        else { return }
        let prefixes = platformPrefixes(codes: codes)
        for index in concepts.indices where index < codes.count {
            let concept = concepts[index]
            // A column per platform spells it on each, as most languages do.
            var written: [String: String] = [:]
            for vote in concept.platformSpellingVotes() { written[vote.platform] = vote.decided }
            // The platforms its rows name, and those a column spells it on (a table of Android's and
            // iOS's spellings beside one under a Unity heading).
            var platforms = Platform.all.filter { platform in
                written[platform] != nil || concept.definitions.contains { $0.definition.platforms.contains(platform) }
            }
            // A row of a page of no platform that names none and spells it per platform in no column
            // (a shared table, the reference page's) puts it on every platform: a platform's page
            // that spells it too says how that platform writes it, not that only it has it.
            if !platforms.isEmpty,
                concept.definitions.contains(where: {
                    $0.definition.platforms.isEmpty && $0.definition.platformSpellings.isEmpty
                        && pagePlatforms[$0.definition.location.path] == nil
                })
            {
                platforms = Platform.all.filter { platforms.contains($0) || productPlatforms.contains($0) }
            }
            if platforms.isEmpty {
                let rowPlatforms = Set(concept.definitions.map { pagePlatforms[$0.definition.location.path] })
                if rowPlatforms.count == 1, let only = rowPlatforms.first, let only {
                    platforms = [only]
                } else {
                    platforms = productPlatforms
                }
            }
            guard !platforms.isEmpty else { continue }
            let code = codes[index]
            let spellings = code.spellings ?? [code.symbol]
            var symbols: [String: String] = [:]
            let prefixed = spellings.filter { Self.prefix(of: $0, name: code.symbol) != "" }
            for platform in platforms {
                if let spelling = written[platform] {
                    symbols[platform] = spelling
                    continue
                }
                let prefix = prefixes[platform] ?? ""
                // The platform's own prefix; else, for a platform that writes one, the code's only
                // prefixed spelling as written (a misspelt prefix, which `symbol-typo` reports);
                // else the name.
                symbols[platform] =
                    spellings.first { Self.prefix(of: $0, name: code.symbol) == prefix }
                    ?? (prefix != "" && prefixed.count == 1 ? prefixed[0] : nil)
                    ?? spellings.first { Self.prefix(of: $0, name: code.symbol) == "" } ?? code.symbol
            }
            codes[index].platforms = symbols
        }
    }

    /// The platform whose pages declare the most Objective-C APIs, when the codes say which
    /// platforms they are on; else `nil` (the enum holds every code).
    func declaringPlatform(codes: [CatalogCode]) -> String? {
        guard codes.contains(where: { $0.platforms != nil }) else { return nil }
        return declarationCounts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    /// What `spelling` puts before `name` (`XYZ_ERROR_` of `XYZ_ERROR_NOT_INITIALIZED` for
    /// `NOT_INITIALIZED`): its words before as many last words as `name` has; `""` for the name itself.
    static func prefix(of spelling: String, name: String) -> String {
        if spelling == name { return "" }
        if spelling.hasSuffix("_" + name) { return String(spelling.dropLast(name.utf8.count)) }
        let words = spelling.split(separator: "_", omittingEmptySubsequences: false)
        let kept = max(words.count - name.split(separator: "_").count, 0)
        return words.prefix(kept).joined(separator: "_") + (kept > 0 ? "_" : "")
    }

    /// For each platform with evidence, the prefix its pages spell codes with: the prefix of the
    /// spellings met most often on its pages (prose, samples and tables of one spelling).
    private func platformPrefixes(codes: [CatalogCode]) -> [String: String] {
        var counts: [String: [String: Int]] = [:]
        for index in context.concepts.indices where index < codes.count {
            guard let spellings = codes[index].spellings else { continue }
            let name = codes[index].symbol
            let concept = context.concepts[index]
            func count(_ symbol: String, at path: String) {
                guard spellings.contains(symbol), let platform = pagePlatforms[path] else { return }
                counts[platform, default: [:]][Self.prefix(of: symbol, name: name), default: 0] += 1
            }
            for mention in concept.mentions {
                count(mention.mention.spelling ?? mention.mention.symbol, at: mention.mention.location.path)
            }
            for row in concept.definitions where row.definition.spellings.isEmpty {
                count(row.definition.symbol, at: row.definition.location.path)
            }
        }
        var prefixes = counts.mapValues { prefixes in
            prefixes.max { ($0.value, $1.key) < ($1.value, $0.key) }!.key
        }
        // Objective-C has no namespaces: a platform whose pages declare Objective-C APIs, and whose
        // pages show no spelling, writes the prefixed one most codes have.
        var prefixCounts: [String: Int] = [:]
        for code in codes {
            for spelling in code.spellings ?? [] where spelling != code.symbol {
                prefixCounts[Self.prefix(of: spelling, name: code.symbol), default: 0] += 1
            }
        }
        if let common = prefixCounts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key {
            for platform in declarationCounts.keys where prefixes[platform] == nil {
                prefixes[platform] = common
            }
        }
        return prefixes
    }
}

extension Concept {
    /// Whether a row of the code names its platforms.
    var hasPlatformRows: Bool { definitions.contains { !$0.definition.platforms.isEmpty } }
    /// Whether a row of the code spells it per platform, in a column each.
    var hasPlatformSpellings: Bool { definitions.contains { !$0.definition.platformSpellings.isEmpty } }

    /// How the languages spell the code on one platform, in a column per platform.
    struct PlatformSpellingVote {
        var platform: String
        /// The spelling most languages' first rows give; at a tie, the first language's (in precedence).
        var decided: String
        /// The languages whose first row gives it.
        var agreeing: [String]
        /// The first rows of the other languages, each with its spelling.
        var dissenting: [(row: LanguageDefinition, spelling: String)]
    }

    /// For each platform that a column per platform spells the code on, in ``Platform/all``'s order,
    /// how the languages spell it (each language's first row, in precedence).
    func platformSpellingVotes() -> [PlatformSpellingVote] {
        guard hasPlatformSpellings else { return [] }
        return Platform.all.compactMap { platform in
            var firsts: [(row: LanguageDefinition, spelling: String)] = []
            for row in definitions where !firsts.contains(where: { $0.row.language == row.language }) {
                if let spelling = row.definition.platformSpellings[platform] { firsts.append((row, spelling)) }
            }
            guard !firsts.isEmpty else { return nil }
            var counts: [String: Int] = [:]
            for first in firsts { counts[first.spelling, default: 0] += 1 }
            let most = counts.values.max()!
            let decided = firsts.first { counts[$0.spelling] == most }!.spelling
            return PlatformSpellingVote(
                platform: platform, decided: decided,
                agreeing: firsts.filter { $0.spelling == decided }.map(\.row.language),
                dissenting: firsts.filter { $0.spelling != decided })
        }
    }
}
