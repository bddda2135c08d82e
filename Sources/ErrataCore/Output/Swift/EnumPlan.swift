/// The cases of the generated enum, worked out once for the Swift and bundle emitters.
///
/// One case per catalog code, named from its symbol without the prefix all symbols share
/// (`XYZ_ERROR_ACCOUNT_LOCKED` → `accountLocked`), or, for a code no table gives a symbol, from
/// its number (`code50001`; its `.strings` key is the number), plus a deprecated case for each alias whose
/// number is not taken by another case. Two codes never share a raw value: a later code whose
/// number is taken is left out and listed in ``skipped``. Two cases never share a name, and no
/// case takes a name the enum already has (``SwiftIdentifier/reservedCaseNames``): the later
/// one gets its code appended (`allCases13`, `fooBar12`).
struct EnumPlan {
    /// Whether `symbol` is a mixed-case name (`UnsupportedPlatform`), not an upper-case one.
    static func isMixedCase(_ symbol: String) -> Bool {
        !symbol.contains("_") && symbol.contains(where: \.isLowercase) && symbol.first?.isUppercase == true
    }

    /// Whether a symbol is written in lower camel case (`notConnected`, `tlsHandshakeFailed`): a
    /// lowercase letter first, a capital later, letters and digits only.
    static func isLowerCamelCase(_ symbol: String) -> Bool {
        guard let first = symbol.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return symbol.unicodeScalars.contains { ("A"..."Z").contains($0) }
            && symbol.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// The longest start of words (`XYZPushError`) that at least half of `symbols`' mixed-case
    /// names (two at least) share before a word of their own, if any.
    static func mixedCasePrefix(_ symbols: [String]) -> String? {
        let names = Set(symbols.filter(isMixedCase)).sorted()
        var counts: [Substring: Int] = [:]
        for name in names {
            let characters = Array(name)
            for index in characters.indices.dropFirst()
            where characters[index].isUppercase && index + 1 < characters.count && characters[index + 1].isLowercase {
                counts[name.prefix(index), default: 0] += 1
            }
        }
        let shared = counts.filter { $0.value >= 2 && $0.value * 2 >= names.count }.keys
        return shared.max { ($0.count, $1) < ($1.count, $0) }.map(String.init)
    }

    struct Case {
        /// The Swift name, escaped if it is a keyword.
        var name: String
        /// The number, or the string that names the code (see ``NamedCode``).
        var code: Int
        /// The raw value where it is the symbol: a code numbered by the HTTP status its row gives
        /// (`card_declined`, 402), which codes share (see ``CatalogCode/numberIsHTTPStatus``).
        var symbolIsRawValue = false
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
    /// Each case is named from the code's symbol (its name without a platform's prefix) and
    /// documents the symbol of the catalog's platform.
    init(catalog: Catalog, typeName: String) {
        // Mixed-case names (`XYZErrorLocalNetworkDenied`, one platform's own codes) are named after
        // their type, not by the words the upper-snake symbols share.
        let allSymbols = catalog.codes.filter { !$0.isUnnamed }.flatMap { [$0.symbol] + $0.aliases.map(\.symbol) }
            .filter { !Self.isMixedCase($0) }
        let prefixWords = Reconciler.symbolPrefix(allSymbols).map { $0.split(separator: "_").count } ?? 0
        var usedNames = SwiftIdentifier.reservedCaseNames.union([typeName])
        // The raw values taken: a number, or a symbol where it is the raw value.
        var usedCodes: Set<Int> = []
        var usedSymbols: Set<String> = []

        // The prefixes platforms put before a code's name (`XYZ_ERROR_`), longest first: a code
        // only one platform spells, with its prefix, is named without it.
        let platformPrefixes = Set(
            catalog.codes.flatMap { code in
                (code.spellings ?? []).map { PlatformSpellings.prefix(of: $0, name: code.symbol) }
            }
        ).filter { !$0.isEmpty }.sorted { ($0.utf8.count, $0) > ($1.utf8.count, $1) }

        // The type name mixed-case symbols start with (`XYZPushError` of `XYZPushErrorNotReady`).
        let mixedCasePrefix = Self.mixedCasePrefix(
            catalog.codes.flatMap { code in
                [code.symbol] + (catalog.platform.flatMap { code.platforms?[$0] }.map { [$0] } ?? [])
            })

        func name(for symbol: String, code: Int, isUnnamed: Bool = false) -> String {
            var base: String
            if isUnnamed {
                // No symbol to name it after: its number (`code50001`, `codeMinus2`).
                base = "code" + NamedCode.identifierText(code)
            } else if let camel = SwiftIdentifier.camelCaseName(symbol, inType: typeName)
                ?? mixedCasePrefix.flatMap({ SwiftIdentifier.camelCaseName(symbol, inType: $0) })
                ?? (Self.isMixedCase(symbol) ? SwiftIdentifier.camelCaseName(symbol, inType: "") : nil)
            {
                // An Objective-C enum's case (`XYZErrorNotReady` of `XYZError`), or another
                // mixed-case name (`UnsupportedPlatform`).
                base = camel
            } else if Self.isLowerCamelCase(symbol) {
                // A Swift or Kotlin enum's case as the guides write it (`notConnected`): a Swift name already.
                base = symbol
            } else {
                let unprefixed =
                    platformPrefixes.first { symbol.hasPrefix($0) && symbol.utf8.count > $0.utf8.count }
                    .map { String(symbol.dropFirst($0.count)) } ?? symbol
                // Words joined by `_`, or in a code named by a string by `-`, `/` or `.` (`payment/card-declined`).
                let words = unprefixed.split(whereSeparator: ErrorTableReader.joinsWords).map(String.init)
                let kept = words.count > prefixWords ? Array(words.dropFirst(prefixWords)) : words
                base = SwiftIdentifier.lowerCamelCase(kept)
            }
            if usedNames.contains(base) {
                base += NamedCode.identifierText(code)
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

        // Of two codes with one number, the one `code-duplicate` says the enum keeps.
        let ranked = catalog.codes.sorted { $0.code != $1.code ? $0.code < $1.code : $0.precedes(inEnum: $1) }
        for entry in ranked {
            let symbol = catalog.platform.flatMap { entry.platforms?[$0] } ?? entry.symbol
            guard entry.numberIsHTTPStatus ? usedSymbols.insert(symbol).inserted : usedCodes.insert(entry.code).inserted
            else {
                skipped.append(entry)
                continue
            }
            cases.append(
                Case(
                    name: name(for: entry.symbol, code: entry.code, isUnnamed: entry.isUnnamed), code: entry.code,
                    symbolIsRawValue: entry.numberIsHTTPStatus, symbol: symbol, entry: entry))
        }
        for index in cases.indices {
            let primary = cases[index]
            // A code whose symbol is its raw value keeps an alias that names it otherwise; another
            // HTTP status for it changes no raw value.
            for alias in primary.entry.aliases where alias.deprecatedCase {
                guard
                    primary.symbolIsRawValue
                        ? alias.symbol != primary.symbol && usedSymbols.insert(alias.symbol).inserted
                        : usedCodes.insert(alias.code).inserted
                else { continue }
                cases.append(
                    Case(
                        name: name(for: alias.symbol, code: alias.code),
                        code: alias.code,
                        symbolIsRawValue: primary.symbolIsRawValue,
                        symbol: alias.symbol,
                        entry: primary.entry,
                        replacement: primary.name
                    )
                )
            }
        }
        cases.sort { ($0.code, $0.symbol) < ($1.code, $1.symbol) }
    }
}
