extension CodeConflictRule {
    /// The rows of a table of named values that is not the product's errors (states, a field's
    /// values: `| 6 | COPYRIGHT | 저작권 침해 |`; another system's codes a table maps onto the
    /// product's) that give a name another number than most languages' editions of the section do (the source language's breaking a tie): an app sends or reads
    /// that number. A warning: the enum does not hold such values.
    static func valueConflicts(in context: ReconcileContext) -> [Finding] {
        // Each named row by canonical section and name.
        var rows: [String: [(language: String, code: Int, location: SourceLocation)]] = [:]
        var order: [String] = []
        for page in context.facts where !page.setAsideTables.isEmpty {
            for table in page.setAsideTables {
                let section = context.section(of: table.location).joined(separator: "\u{1}")
                for value in table.values {
                    let key = section + "\u{2}" + value.name
                    if rows[key] == nil { order.append(key) }
                    // A name a table gives twice is compared by its first number.
                    if rows[key, default: []].contains(where: { $0.language == page.language }) { continue }
                    rows[key, default: []].append((page.language, value.code, value.location))
                }
            }
        }
        let rank = Dictionary(context.order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var findings: [Finding] = []
        for key in order {
            let languages = rows[key]!
            let numbers = Dictionary(grouping: languages, by: \.code)
            guard numbers.count > 1 else { continue }
            func first(_ rows: [(language: String, code: Int, location: SourceLocation)]) -> Int {
                rows.map { rank[$0.language] ?? Int.max }.min() ?? Int.max
            }
            let decided = numbers.max { ($0.value.count, -first($0.value)) < ($1.value.count, -first($1.value)) }!
            let agreeing = decided.value.sorted { (rank[$0.language] ?? Int.max) < (rank[$1.language] ?? Int.max) }
            let these = agreeing.map(\.language)
            let name = String(key[key.index(after: key.firstIndex(of: "\u{2}")!)...])
            for row in languages where row.code != decided.key {
                findings.append(
                    Finding(
                        rule: id,
                        severity: .warning,
                        message:
                            "\(row.language) gives \(name) the value \(row.code) where \(these.joined(separator: ", ")) "
                            + "\(these.count == 1 ? "gives" : "give") \(decided.key)",
                        product: context.product.id,
                        fact: "value:" + name,
                        language: row.language,
                        section: context.section(of: row.location),
                        location: row.location,
                        related: agreeing.prefix(3).map {
                            RelatedLocation(
                                language: $0.language, location: $0.location,
                                message: "\($0.language) gives \(decided.key)")
                        },
                        resolution: "\(decided.key), as most languages give it (else the first in precedence)"
                    ))
            }
        }
        return findings
    }
}
