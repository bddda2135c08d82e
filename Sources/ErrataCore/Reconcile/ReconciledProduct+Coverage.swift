/// How much of a product's catalog one language states.
public struct CoverageCount: Sendable, Hashable {
    /// The facts the language states.
    public var stated: Int
    /// The facts the catalog holds that count for coverage.
    public var total: Int

    /// Creates a count.
    public init(stated: Int, total: Int) {
        self.stated = stated
        self.total = total
    }

    /// `stated / total`, from 0 to 1; 1 when the catalog has nothing to state.
    public var ratio: Double {
        total == 0 ? 1 : Double(stated) / Double(total)
    }

    /// Whether the share is below `percent` (0 to 100), compared exactly (no rounding).
    ///
    /// - Parameter percent: The minimum share, in percent.
    /// - Returns: `true` when `stated / total < percent / 100`.
    public func isBelow(percent: Double) -> Bool {
        guard total > 0 else { return false }
        return Double(stated) * 100 < percent * Double(total)
    }

    /// The share in percent with one decimal, e.g. `78.6%`, independent of the locale.
    public var percentText: String {
        guard total > 0 else { return "100%" }
        let tenths = (Double(stated) * 1000 / Double(total)).rounded(.down)
        let whole = Int(tenths) / 10
        let fraction = Int(tenths) % 10
        return fraction == 0 ? "\(whole)%" : "\(whole).\(fraction)%"
    }
}

/// Per-language coverage: the share of the catalog's facts each language's guide states.
extension ReconciledProduct {
    /// The kinds of facts coverage counts. Each gives, for every fact of its kind that counts, the
    /// languages that state it. Error codes count when some language's error table lists them
    /// (a symbol only used in prose is not a fact a translation could be missing), and a language
    /// states one when its own error table lists it. Later kinds of facts join by adding an entry.
    static let coverageKinds: [@Sendable (ReconciledProduct) -> [Set<String>]] = [
        { product in
            product.catalog.codes.filter(\.listed).map { Set($0.listingLanguages) }
        }
    ]

    /// How many of the counted facts each language states, by language folder.
    ///
    /// - Returns: A count for every language of the catalog.
    public func coverageCounts() -> [String: CoverageCount] {
        let facts = Self.coverageKinds.flatMap { $0(self) }
        var counts: [String: CoverageCount] = [:]
        for language in catalog.languages.map(\.folder) {
            counts[language] = CoverageCount(
                stated: facts.filter { $0.contains(language) }.count,
                total: facts.count
            )
        }
        return counts
    }

    /// The share of the catalog's facts each language states, from 0 to 1, by language folder.
    ///
    /// - Returns: A share for every language of the catalog (1 when there is nothing to state).
    public func coverage() -> [String: Double] {
        coverageCounts().mapValues(\.ratio)
    }
}
