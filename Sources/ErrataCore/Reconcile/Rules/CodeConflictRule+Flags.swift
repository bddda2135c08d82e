extension CodeConflictRule {
    /// The yes-or-no cells of error tables' rows (`| E4002 | SERVER_TIMEOUT | … | はい |` under
    /// `再試行`) that a language answers otherwise than most languages do (the source language's
    /// breaking a tie): an app decides by them (whether to retry). Each language's first row of the
    /// code that has such cells is compared, cell by cell in the table's order, where it has as
    /// many as most languages' rows. A warning: the enum does not hold them.
    static func flagConflicts(in context: ReconcileContext) -> [Finding] {
        typealias Row = (language: String, definition: CodeDefinition)
        var findings: [Finding] = []
        for (index, concept) in context.concepts.enumerated()
        where concept.definitions.contains(where: { !$0.definition.flags.isEmpty }) {
            var rows: [Row] = []
            for language in context.order {
                if let row = concept.definitions.first(where: {
                    $0.language == language && !$0.definition.flags.isEmpty && !$0.definition.isDeclaredInCode
                }) {
                    rows.append((language, row.definition))
                }
            }
            let counts = Dictionary(grouping: rows, by: { $0.definition.flags.count })
            guard rows.count > 1,
                let count = counts.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) })?.key
            else { continue }
            let compared = rows.filter { $0.definition.flags.count == count }
            let decided = context.decidedCode(at: index)
            let label = decided.label(number: context.codeText(decided.code))
            for position in 0..<count {
                guard
                    let (isYes, agreeing) = context.mostGiven(
                        compared, language: \.language, value: { $0.definition.flags[position].isYes })
                else { continue }
                let these = agreeing.map(\.language)
                for row in compared where row.definition.flags[position].isYes != isYes {
                    let flag = row.definition.flags[position]
                    let heading = flag.header.isEmpty ? "" : " under '\(flag.header)'"
                    findings.append(
                        Finding(
                            rule: id,
                            severity: .warning,
                            message:
                                "\(row.language) answers '\(flag.text)'\(heading) for \(label) where "
                                + "\(these.joined(separator: ", ")) \(these.count == 1 ? "answers" : "answer") "
                                + (isYes ? "yes" : "no"),
                            product: context.product.id,
                            fact: decided.symbol,
                            language: row.language,
                            section: context.section(of: flag.location),
                            location: flag.location,
                            related: agreeing.prefix(3).map {
                                let theirs = $0.definition.flags[position]
                                return RelatedLocation(
                                    language: $0.language, location: theirs.location,
                                    message: "\($0.language) answers '\(theirs.text)'")
                            },
                            resolution:
                                "\(isYes ? "yes" : "no"), as most languages answer (else the first in precedence)"
                        ))
                }
            }
        }
        return findings
    }

    /// The HTTP statuses error tables' rows give beside their codes (`| TL-2006 | MARKET_CLOSED |
    /// 409 |`) that a language gives otherwise than most languages do (the source language's
    /// breaking a tie): a client handles the code by its status. Each language's first row of the
    /// code that gives one is compared. A warning: the enum does not hold them.
    static func statusConflicts(in context: ReconcileContext) -> [Finding] {
        typealias Row = (language: String, status: RestatedNumber)
        var findings: [Finding] = []
        for (index, concept) in context.concepts.enumerated()
        where concept.definitions.contains(where: { $0.definition.httpStatus != nil }) {
            var rows: [Row] = []
            for language in context.order {
                if let status = concept.definitions.first(where: {
                    $0.language == language && $0.definition.httpStatus != nil
                })?.definition.httpStatus {
                    rows.append((language, status))
                }
            }
            guard rows.count > 1,
                let (status, agreeing) = context.mostGiven(rows, language: \.language, value: \.status.value)
            else { continue }
            let decided = context.decidedCode(at: index)
            let label = decided.label(number: context.codeText(decided.code))
            let these = agreeing.map(\.language)
            for row in rows where row.status.value != status {
                findings.append(
                    Finding(
                        rule: id,
                        severity: .warning,
                        message:
                            "\(row.language) gives \(label) HTTP status \(row.status.value) where "
                            + "\(these.joined(separator: ", ")) \(these.count == 1 ? "gives" : "give") \(status)",
                        product: context.product.id,
                        fact: decided.symbol,
                        language: row.language,
                        section: context.section(of: row.status.location),
                        location: row.status.location,
                        related: agreeing.prefix(3).map {
                            RelatedLocation(
                                language: $0.language, location: $0.status.location,
                                message: "\($0.language) gives \($0.status.value)")
                        },
                        resolution: "\(status), as most languages give (else the first in precedence)"
                    ))
            }
        }
        return findings
    }
}
