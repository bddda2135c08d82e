/// The cases of the generated enum, worked out once for the Swift and bundle emitters.
///
/// One case per catalog code, named from its symbol without the prefix all symbols share
/// (`TCGB_ERROR_BANNED_MEMBER` → `bannedMember`), plus a deprecated case for each alias whose
/// number is not taken by another case. Two codes never share a raw value: a later code whose
/// number is taken is left out and listed in ``skipped``. Two cases never share a name, and no
/// case takes a name the enum already has (``SwiftIdentifier/reservedCaseNames``): the later
/// one gets its code appended (`allCases13`, `fooBar12`).
struct EnumPlan {
    struct Case {
        /// The Swift name, escaped if it is a keyword.
        var name: String
        /// The raw value.
        var code: Int
        /// The documented symbol, the `.strings` key.
        var symbol: String
        /// The catalog code the case stands for.
        var entry: CatalogCode
        /// For a deprecated alias: the name of the case that replaces it.
        var replacement: String?
    }

    var cases: [Case] = []
    /// Codes left out because their number belongs to another case.
    var skipped: [CatalogCode] = []

    /// Plans the cases of `catalog`'s enum, named `typeName`: no case takes the type's own name.
    init(catalog: Catalog, typeName: String) {
        let allSymbols = catalog.codes.flatMap { [$0.symbol] + $0.aliases.map(\.symbol) }
        let prefixWords = Reconciler.symbolPrefix(allSymbols).map { $0.split(separator: "_").count } ?? 0
        var usedNames = SwiftIdentifier.reservedCaseNames.union([typeName])
        var usedCodes: Set<Int> = []

        func name(for symbol: String, code: Int) -> String {
            let words = symbol.split(separator: "_").map(String.init)
            let kept = words.count > prefixWords ? Array(words.dropFirst(prefixWords)) : words
            var base = SwiftIdentifier.lowerCamelCase(kept)
            if usedNames.contains(base) {
                base += code < 0 ? "Minus\(-code)" : "\(code)"
            }
            var candidate = base
            var counter = 2
            while usedNames.contains(candidate) {
                candidate = base + "_\(counter)"
                counter += 1
            }
            usedNames.insert(candidate)
            return candidate
        }

        for entry in catalog.codes {
            guard usedCodes.insert(entry.code).inserted else {
                skipped.append(entry)
                continue
            }
            cases.append(
                Case(
                    name: name(for: entry.symbol, code: entry.code), code: entry.code, symbol: entry.symbol,
                    entry: entry))
        }
        for index in cases.indices {
            let primary = cases[index]
            for alias in primary.entry.aliases where alias.deprecatedCase && !usedCodes.contains(alias.code) {
                usedCodes.insert(alias.code)
                cases.append(
                    Case(
                        name: name(for: alias.symbol, code: alias.code),
                        code: alias.code,
                        symbol: alias.symbol,
                        entry: primary.entry,
                        replacement: primary.name
                    )
                )
            }
        }
        cases.sort { $0.code < $1.code }
    }
}
