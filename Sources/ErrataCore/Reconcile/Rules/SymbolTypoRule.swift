/// `symbol-typo`: a symbol, selector or type one or two edits from a documented one.
///
/// Checked: error symbols used in prose or samples that no table defines, against the symbols the
/// tables define; selectors sent in samples that no language declares, against the declared ones;
/// types in parameter tables, against the types the other rows use and well-known type names
/// (`varhcar` for `varchar`). Comparisons go through an index (`NearMatchIndex`), never every
/// symbol against every other.
public struct SymbolTypoRule: DriftRule {
    public static let id = "symbol-typo"
    public static let summary = "A symbol, selector or type is one or two edits from a documented one."
    public static let defaultSeverity = Diagnostic.Severity.warning

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext, catalog: Catalog) -> [Finding] {
        var findings: [Finding] = []
        // Error symbols.
        let defined = catalog.codes.filter(\.listed).flatMap { [$0.symbol] + $0.aliases.map(\.symbol) }
        let symbols = NearMatchIndex(defined)
        for (symbol, mentions) in context.unlisted {
            guard let match = symbols.closest(to: symbol) else { continue }
            for language in context.order {
                guard let first = mentions.first(where: { $0.language == language }) else { continue }
                findings.append(
                    typo(
                        symbol, match: match.word, distance: match.distance, language: language,
                        location: first.mention.location, context: context, kind: "error symbol")
                )
            }
        }
        // Selectors.
        let declared = Set(catalog.apis.filter { $0.declaration != nil }.map(\.selector))
        let selectors = NearMatchIndex(declared)
        // The same selector is sent on many pages: it is looked up once.
        var closestSelector: [String: (word: String, distance: Int)?] = [:]
        for page in context.facts {
            var seen: Set<String> = []
            // By index: the facts are read in place, not copied.
            for index in page.apis.indices where page.apis[index].kind == .send {
                let selector = page.apis[index].selector
                guard !declared.contains(selector), seen.insert(selector).inserted else { continue }
                if closestSelector[selector] == nil {
                    closestSelector[selector] = .some(selectors.closest(to: selector))
                }
                guard let match = closestSelector[selector] ?? nil else { continue }
                findings.append(
                    typo(
                        selector, match: match.word, distance: match.distance, language: page.language,
                        location: page.apis[index].location, context: context, kind: "selector")
                )
            }
        }
        // Types in parameter tables.
        let types = NearMatchIndex(
            TypeNames.known + context.facts.flatMap { $0.parameters.compactMap(\.type) }.filter { $0.count >= 6 }
        )
        // Many rows give the same type: each is looked up once.
        var closestType: [String: (word: String, distance: Int)?] = [:]
        for page in context.facts {
            for parameter in page.parameters {
                guard let type = parameter.type, !TypeNames.isKnown(type) else { continue }
                if closestType[type] == nil {
                    closestType[type] = .some(types.closest(to: type))
                }
                guard let match = closestType[type] ?? nil else { continue }
                findings.append(
                    typo(
                        type, match: match.word, distance: match.distance, language: page.language,
                        location: parameter.location, context: context, kind: "type of \(parameter.key)")
                )
            }
        }
        return findings
    }

    private func typo(
        _ word: String,
        match: String,
        distance: Int,
        language: String,
        location: SourceLocation,
        context: ReconcileContext,
        kind: String
    ) -> Finding {
        Finding(
            rule: Self.id,
            severity: Self.defaultSeverity,
            message: "\(kind) \(word) is \(distance == 1 ? "one edit" : "two edits") from \(match); is it a typo?",
            product: context.product.id,
            fact: word,
            language: language,
            section: context.section(of: location),
            location: location,
            resolution: "did you mean \(match)?"
        )
    }
}
