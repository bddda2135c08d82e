extension CodeConflictRule {
    /// The rows of a table mapping another system's codes to the product's (a store's
    /// `ITEM_ALREADY_OWNED` 7 → `2004(DEMO_ALREADY_OWNED)`) that map their code to another of the
    /// product's codes than most languages' editions of the page do (the source language's
    /// breaking a tie): an app handling that store code follows the table.
    static func mappingConflicts(in context: ReconcileContext) -> [Finding] {
        // Each mapped row by page, the other system's name and number, and its occurrence on the page.
        var rows: [String: [(language: String, mapping: SetAsideTableFact.Mapping)]] = [:]
        var order: [String] = []
        for page in context.facts {
            var seen: [String: Int] = [:]
            for table in page.setAsideTables {
                for mapping in table.mappings ?? [] {
                    let row = "\(mapping.name)\u{1}\(mapping.code)"
                    let key = "\(page.page)\u{1}\(row)\u{1}\(seen[row, default: 0])"
                    seen[row, default: 0] += 1
                    if rows[key] == nil { order.append(key) }
                    rows[key, default: []].append((page.language, mapping))
                }
            }
        }
        var findings: [Finding] = []
        for key in order {
            let languages = rows[key]!
            // Most languages; a tie goes to the target of the language first in precedence.
            guard
                let (target, agreeing) = context.mostGiven(
                    languages, language: \.language, value: \.mapping.target)
            else { continue }
            let named = "\(agreeing[0].mapping.target) (\(agreeing[0].mapping.targetName))"
            let these = agreeing.map(\.language)
            for (language, mapping) in languages where mapping.target != target {
                findings.append(
                    Finding(
                        rule: id,
                        severity: defaultSeverity,
                        message:
                            "\(language) maps \(mapping.label) to \(mapping.target) "
                            + "(\(mapping.targetName)) where \(these.joined(separator: ", ")) "
                            + "\(these.count == 1 ? "maps" : "map") it to \(named)",
                        product: context.product.id,
                        fact: mapping.name,
                        language: language,
                        section: context.section(of: mapping.location),
                        location: mapping.location,
                        related: agreeing.prefix(3).map {
                            RelatedLocation(
                                language: $0.language, location: $0.mapping.location,
                                message: "\($0.language) maps it to \(named)")
                        },
                        resolution: "\(named), as most languages map it (else the first in precedence)"
                    ))
            }
        }
        return findings
    }
}
