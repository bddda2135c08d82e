extension CodeConflictRule {
    /// The rows of a table of named values that is not the product's errors (states, a field's
    /// values: `| 6 | COPYRIGHT | 저작권 침해 |`; another system's codes a table maps onto the
    /// product's) that give a name another number than most languages' editions of the section do
    /// (the source language's breaking a tie): an app sends or reads that number. A warning: the
    /// enum does not hold such values.
    static func valueConflicts(in context: ReconcileContext) -> [Finding] {
        struct Named: Hashable {
            var section: SectionPath
            var name: String
        }
        typealias Row = (language: String, code: Int, location: SourceLocation)
        // Each named row by canonical section and name.
        var rows: [Named: [Row]] = [:]
        var order: [Named] = []
        for page in context.facts where !page.setAsideTables.isEmpty {
            for table in page.setAsideTables {
                let section = context.section(of: table.location)
                for value in table.values {
                    let key = Named(section: section, name: value.name)
                    if rows[key] == nil { order.append(key) }
                    // A name a table gives twice is compared by its first number.
                    if rows[key, default: []].contains(where: { $0.language == page.language }) { continue }
                    rows[key, default: []].append((page.language, value.code, value.location))
                }
            }
        }
        var findings: [Finding] = []
        for key in order {
            let languages = rows[key]!
            guard let (number, agreeing) = context.mostGiven(languages, language: \.language, value: \.code) else {
                continue
            }
            let these = agreeing.map(\.language)
            for row in languages where row.code != number {
                findings.append(
                    Finding(
                        rule: id,
                        severity: .warning,
                        message:
                            "\(row.language) gives \(key.name) the value \(row.code) where \(these.joined(separator: ", ")) "
                            + "\(these.count == 1 ? "gives" : "give") \(number)",
                        product: context.product.id,
                        fact: "value:" + key.name,
                        language: row.language,
                        section: context.section(of: row.location),
                        location: row.location,
                        related: agreeing.prefix(3).map {
                            RelatedLocation(
                                language: $0.language, location: $0.location, message: "\($0.language) gives \(number)")
                        },
                        resolution: "\(number), as most languages give it (else the first in precedence)"
                    ))
            }
        }
        return findings
    }
}
