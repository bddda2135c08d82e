/// The config's resolutions, seen from the reconciled product: which one accepts a finding, and
/// which ones name nothing the guides state any more.
extension ReconciledProduct {
    /// Every symbol and number (as the guides write it) that a resolution of this product may name.
    ///
    /// That is: each catalog code's decided symbol and number, its aliases, and every symbol and
    /// number its sources write, and the fact of every finding (so that later kinds of facts,
    /// reported by other rules, count too).
    public var nameableFacts: Set<String> {
        var names = Set(findings.map(\.fact))
        for code in catalog.codes {
            names.formUnion(Self.names(of: code))
        }
        return names
    }

    /// The resolutions of `resolutions` that name no code or fact of this product: stale ones.
    ///
    /// A resolution names a code when its `fact` is one of ``nameableFacts``: a symbol or number
    /// that some language of the guide writes, the way the reconciler matches it.
    ///
    /// - Parameter resolutions: The resolutions to check; by default the product's own, from the config.
    /// - Returns: The stale resolutions, in the order given.
    public func staleResolutions(_ resolutions: [Resolution]? = nil) -> [Resolution] {
        let resolutions = resolutions ?? config.resolutions
        // Without resolutions there is nothing to look up: the set of names is not built.
        guard !resolutions.isEmpty else { return [] }
        let names = nameableFacts
        return resolutions.filter { !names.contains($0.fact) }
    }

    /// The resolution in the config that accepts `finding`, if the finding is accepted.
    ///
    /// - Parameter finding: A finding of this product.
    /// - Returns: The first resolution (in config order) that names the finding's code, or `nil`.
    public func resolution(accepting finding: Finding) -> Resolution? {
        resolution(accepting: finding, codes: Catalog.CodesBySymbol(catalog))
    }

    /// ``resolution(accepting:)`` with the catalog's codes indexed already: for many findings.
    func resolution(accepting finding: Finding, codes: Catalog.CodesBySymbol) -> Resolution? {
        guard finding.accepted else { return nil }
        let names = codes.code(named: finding.fact).map(Self.names(of:)) ?? [finding.fact]
        return config.resolutions.first { names.contains($0.fact) }
    }

    /// The symbols and numbers a code is written with anywhere.
    static func names(of code: CatalogCode) -> Set<String> {
        var names: Set<String> = [code.symbol, NamedCode.text(code.code)]
        for alias in code.aliases {
            names.insert(alias.symbol)
            names.insert(NamedCode.text(alias.code))
        }
        for source in code.sources {
            names.insert(source.symbol)
            if let number = source.code { names.insert(NamedCode.text(number)) }
        }
        return names
    }
}
