/// What `errata explain <code|symbol>` prints: one value across every language, with where each
/// language states it and what was decided.
///
/// For each catalog code the query names (see ``ReconciledProduct/codes(matching:)``): the
/// decided symbol and number and why, the aliases, every source (language, context, symbol,
/// number, place), the message of each language (marking those taken from another language)
/// and the findings about the code. A symbol that no table defines but that findings name
/// (a `code-unlisted` symbol) is explained by its findings.
public struct Explanation: Sendable {
    /// The text to print, ending with a newline; for a query that names nothing, the message
    /// saying so (with a "did you mean" where a symbol is close).
    public var text: String
    /// Whether the query named something.
    public var found: Bool

    /// Explains a query across products.
    ///
    /// - Parameters:
    ///   - query: A symbol (`XYZ_ERROR_ACCOUNT_LOCKED`) or a number (`4012`).
    ///   - products: The reconciled products, in config order.
    public init(query: String, products: [ReconciledProduct]) {
        var blocks: [String] = []
        for product in products {
            for match in product.codes(matching: query) {
                blocks.append(Self.explain(match, in: product, query: query))
            }
        }
        if blocks.isEmpty {
            // A code or table the catalog left out, with why.
            let wanted = ReconciledProduct.normalized(query)
            let number = NamedCode.literal(wanted)
            for product in products {
                for code in product.catalog.leftOut ?? []
                where code.symbol.uppercased() == wanted.uppercased() || number == code.code {
                    blocks.append(
                        "\(code.symbol) (\(product.catalog.codeText(code.code))) is left out of the \(product.catalog.name) "
                            + "catalog: \(code.reason).\n  \(code.location)")
                }
                for table in product.catalog.setAside ?? []
                where table.names.contains(where: { $0.uppercased() == wanted.uppercased() })
                    || number.map(table.codes.contains) == true
                {
                    blocks.append(
                        "\(query) stands in a table the \(product.catalog.name) catalog sets aside: \(table.reason).\n"
                            + "  \(table.location)")
                }
            }
        }
        if blocks.isEmpty {
            for product in products {
                let findings = product.findings(aboutFact: query)
                guard let first = findings.first else { continue }
                var lines = [
                    "\(first.fact) is not in the \(product.catalog.name) catalog: no error table defines it, "
                        + "and no number is given with it."
                ]
                lines += [""] + Self.findingLines(findings)
                blocks.append(lines.joined(separator: "\n"))
            }
        }
        guard blocks.isEmpty else {
            text = blocks.joined(separator: "\n\n") + "\n"
            found = true
            return
        }
        found = false
        let names = products.map(\.config.id).joined(separator: ", ")
        let trimmed = ReconciledProduct.normalized(query)
        let kind = NamedCode.literal(trimmed) == nil ? "symbol" : "code"
        var message = "no error \(kind) '\(query)' in \(products.count == 1 ? "product" : "products") \(names)"
        var suggestions: [String] = []
        for product in products {
            for suggestion in product.suggestions(for: query) where !suggestions.contains(suggestion) {
                suggestions.append(suggestion)
            }
        }
        if !suggestions.isEmpty {
            message += "; did you mean \(suggestions.prefix(3).map { "'\($0)'" }.joined(separator: " or "))?"
        }
        text = message + "\n"
    }

    // MARK: - One code

    /// The explanation of one code: heading, decision, aliases, sources, messages and findings.
    static func explain(_ match: CodeMatch, in product: ReconciledProduct, query: String) -> String {
        let code = match.code
        var lines: [String] = []
        var heading = "\(code.symbol) = \(product.catalog.codeText(code.code))  (\(product.catalog.name)"
        if let category = code.category { heading += ", category \(category)" }
        lines.append(heading + ")")
        switch match.kind {
        case .symbol, .number:
            break
        case .aliasSymbol(let alias), .aliasNumber(let alias):
            lines.append(
                "\(alias.symbol) = \(product.catalog.codeText(alias.code)), as \(alias.languages.joined(separator: ", ")) "
                    + "\(alias.languages.count == 1 ? "writes" : "write") it, is an alias of this code."
            )
        }

        lines += ["", "Decided"]
        lines.append("  number \(product.catalog.codeText(code.code)): \(code.codeDecision.reason)")
        lines.append("  symbol \(code.symbol): \(code.symbolDecision.reason)")
        let names = ReconciledProduct.names(of: code)
        if let resolution = product.config.resolutions.first(where: { names.contains($0.fact) }) {
            lines.append("  resolution at \(resolution.location): \(resolution.reason)")
        }
        for alias in code.aliases {
            let kept =
                alias.deprecatedCase
                ? "kept as a deprecated case of \(product.config.swift.enumName)"
                : "kept in the bundles"
            lines.append(
                "  alias \(alias.symbol) = \(product.catalog.codeText(alias.code)) (\(alias.languages.joined(separator: ", "))): \(kept)"
            )
        }

        lines += ["", "Sources"]
        let symbolWidth = code.sources.map(\.symbol.count).max() ?? 0
        let numberWidth = code.sources.map { ($0.code.map(product.catalog.codeText) ?? "-").count }.max() ?? 0
        let languageWidth = product.catalog.languages.map(\.folder.count).max() ?? 2
        for source in code.sources {
            let number = source.code.map(product.catalog.codeText) ?? "-"
            lines.append(
                "  " + pad(source.language, languageWidth) + "  " + pad(source.context.rawValue, 6) + "  "
                    + pad(source.symbol, symbolWidth) + "  " + pad(number, numberWidth) + "  "
                    + source.location.description
            )
        }

        lines += ["", "Messages"]
        for language in product.catalog.languages.map(\.folder) {
            guard let message = code.messages[language] else {
                lines.append("  \(pad(language, languageWidth))  (none)")
                continue
            }
            let text = message.text.map { $0.isNewline ? " " : String($0) }.joined()
            let from = message.isFallback(for: language) ? "(from \(message.language)) " : ""
            lines.append("  \(pad(language, languageWidth))  \(from)\(text)  (\(message.location))")
        }

        let findings = product.findings(about: code)
        lines += ["", findings.isEmpty ? "Findings: none" : "Findings"]
        lines += findingLines(findings)
        return lines.joined(separator: "\n")
    }

    /// Findings as diagnostic lines, each with its decision and whether the config accepts it.
    static func findingLines(_ findings: [Finding]) -> [String] {
        var lines: [String] = []
        for finding in findings {
            lines.append("  \(finding.diagnostic)")
            if let resolution = finding.resolution { lines.append("    decision: \(resolution)") }
            if finding.accepted { lines.append("    accepted in the config") }
        }
        return lines
    }

    /// `text` followed by spaces up to `width` characters.
    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
