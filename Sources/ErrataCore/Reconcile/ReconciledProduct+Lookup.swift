import Foundation

/// A catalog code found by a query, and how the query named it.
public struct CodeMatch: Sendable, Hashable {
    /// How a query named a code.
    public enum Kind: Sendable, Hashable {
        /// The decided symbol.
        case symbol
        /// The decided number.
        case number
        /// The symbol of an alias (a value that lost but is still documented).
        case aliasSymbol(Alias)
        /// The number of an alias.
        case aliasNumber(Alias)
    }

    /// The code.
    public var code: CatalogCode
    /// How the query named it.
    public var kind: Kind

    /// Creates a match.
    public init(code: CatalogCode, kind: Kind) {
        self.code = code
        self.kind = kind
    }
}

/// Finding codes by symbol or number, for `errata explain`.
extension ReconciledProduct {
    /// The catalog codes a query names: a symbol (`XYZ_ERROR_ACCOUNT_LOCKED`, without regard to
    /// case; a Markdown escape `\_` reads as `_`) or a number (`4012`, `0x1F`, `E1001`).
    ///
    /// A symbol matches a code's decided symbol or the symbol of one of its aliases; a number
    /// matches its decided number or the number of one of its aliases.
    ///
    /// - Parameter query: A symbol or a number.
    /// - Returns: The codes, in catalog order, each with how it matched.
    public func codes(matching query: String) -> [CodeMatch] {
        let query = Self.normalized(query)
        guard !query.isEmpty else { return [] }
        var matches: [CodeMatch] = []
        if let number = NamedCode.literal(query) {
            for code in catalog.codes {
                if code.code == number {
                    matches.append(CodeMatch(code: code, kind: .number))
                } else if let alias = code.aliases.first(where: { $0.code == number }) {
                    matches.append(CodeMatch(code: code, kind: .aliasNumber(alias)))
                }
            }
            return matches
        }
        for code in catalog.codes {
            if code.symbol.uppercased() == query {
                matches.append(CodeMatch(code: code, kind: .symbol))
            } else if let alias = code.aliases.first(where: { $0.symbol.uppercased() == query }) {
                matches.append(CodeMatch(code: code, kind: .aliasSymbol(alias)))
            }
        }
        return matches
    }

    /// The findings about a code: those whose fact is one of its ``CatalogCode/names``.
    ///
    /// - Parameter code: A code of this product's catalog.
    /// - Returns: The findings, in report order.
    public func findings(about code: CatalogCode) -> [Finding] {
        let symbols = code.names
        return findings.filter { symbols.contains($0.fact) }
    }

    /// The findings about a fact the catalog does not hold (a symbol used but never defined).
    ///
    /// - Parameter query: A symbol.
    /// - Returns: The findings whose fact is the symbol, without regard to case.
    public func findings(aboutFact query: String) -> [Finding] {
        let query = Self.normalized(query)
        return findings.filter { $0.fact.uppercased() == query }
    }

    /// Symbols close to a query that names nothing, for a "did you mean" hint.
    ///
    /// First the symbol one to three edits away (the closest), else up to three symbols that
    /// contain the query (so `ACCOUNT_LOCKED` suggests `XYZ_ERROR_ACCOUNT_LOCKED`).
    ///
    /// - Parameter query: The query that matched nothing.
    /// - Returns: Up to three symbols, best first; empty for numbers or when nothing is close.
    public func suggestions(for query: String) -> [String] {
        let query = Self.normalized(query)
        guard !query.isEmpty, NamedCode.literal(query) == nil else { return [] }
        var symbols: [String] = []
        for symbol in catalog.codes.flatMap({ [$0.symbol] + $0.aliases.map(\.symbol) }) + findings.map(\.fact)
        where !symbols.contains(symbol) {
            symbols.append(symbol)
        }
        if let closest = EditDistance.closest(to: query, in: symbols.map { $0.uppercased() }),
            let symbol = symbols.first(where: { $0.uppercased() == closest })
        {
            return [symbol]
        }
        return Array(symbols.filter { $0.uppercased().contains(query) }.sorted().prefix(3))
    }

    /// A query with surrounding spaces, backticks and Markdown escapes removed, upper-cased.
    static func normalized(_ query: String) -> String {
        var text = query.replacingOccurrences(of: "\\_", with: "_")
        text = String(text.drop { $0 == " " || $0 == "`" })
        while let last = text.last, last == " " || last == "`" { text.removeLast() }
        return text.uppercased()
    }
}
