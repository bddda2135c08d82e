/// Enums declared in code that restate the tables' codes (an SDK's guide per platform giving them
/// in its own language): no codes of their own, but a translation's page should declare the cases
/// the source's does.
extension CodeMissingRule {
    /// The cases a translation's enum lacks where the source language's enum of the same page
    /// declares them, and those it declares that the source's lacks: one finding each.
    func restatedEnumGaps(in context: ReconcileContext) -> [Finding] {
        guard !context.restatedCases.isEmpty else { return [] }
        struct EnumKey: Hashable {
            var page: String
            var group: String
        }
        let source = context.product.sourceLanguage
        var enums: [EnumKey: [String: [CodeSystems.RestatedCase]]] = [:]
        for restated in context.restatedCases {
            enums[EnumKey(page: restated.page, group: restated.group), default: [:]][restated.language, default: []]
                .append(restated)
        }
        var findings: [Finding] = []
        for (key, languages) in enums.sorted(by: { ($0.key.page, $0.key.group) < ($1.key.page, $1.key.group) }) {
            guard let sourceCases = languages[source] else { continue }
            let sourceSymbols = Set(sourceCases.map(\.symbol))
            for language in context.order where language != source {
                guard let cases = languages[language] else { continue }
                let symbols = Set(cases.map(\.symbol))
                // What the other translations declare, for the finding's related locations.
                func declaring(_ symbol: String) -> [RelatedLocation] {
                    context.order.compactMap { other in
                        guard other != language, let found = languages[other]?.first(where: { $0.symbol == symbol })
                        else { return nil }
                        return RelatedLocation(
                            language: other, location: found.definition.location,
                            message:
                                "\(other) declares \(found.definition.symbol) (\(context.codeText(found.definition.code)))"
                        )
                    }
                }
                for (position, missing) in sourceCases.enumerated() where !symbols.contains(missing.symbol) {
                    // After the case the source declares before it, where the translation has that one.
                    let before = sourceCases[..<position].reversed().lazy.compactMap { earlier in
                        cases.first { $0.symbol == earlier.symbol }
                    }.first
                    let location = (before ?? cases[0]).definition.location
                    let others = declaring(missing.symbol)
                    findings.append(
                        Finding(
                            rule: Self.id,
                            severity: Self.defaultSeverity,
                            message:
                                "\(missing.symbol) (\(context.codeText(missing.definition.code))) is missing from "
                                + "\(language)'s \(key.group) enum; \(others.map(\.language).joined(separator: ", ")) "
                                + "\(others.count == 1 ? "declares" : "declare") it (\(missing.definition.symbol))",
                            product: context.product.id,
                            fact: "\(key.group).\(missing.symbol)",
                            language: language,
                            section: context.section(of: location),
                            location: location,
                            related: others))
                }
                for extra in cases where !sourceSymbols.contains(extra.symbol) {
                    let others = declaring(extra.symbol)
                    let sourceLocation = sourceCases[0].definition.location
                    findings.append(
                        Finding(
                            rule: Self.id,
                            severity: Self.defaultSeverity,
                            message:
                                "\(language)'s \(key.group) enum declares \(extra.definition.symbol) for "
                                + "\(extra.symbol) (\(context.codeText(extra.definition.code))), which \(source)'s, "
                                + "the source language's, does not: dropped from the source, or not yet added to it",
                            product: context.product.id,
                            fact: "\(key.group).\(extra.symbol)",
                            language: language,
                            section: context.section(of: extra.definition.location),
                            location: extra.definition.location,
                            related: [
                                RelatedLocation(
                                    language: source, location: sourceLocation, message: "\(source)'s enum, without it")
                            ] + others.filter { $0.language != source }))
                }
            }
        }
        return findings
    }
}
