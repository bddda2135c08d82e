extension CodeConflictRule {
    /// The rows of a table that writes each number twice, in decimal and hexadecimal
    /// (`| 3002 | 0xBBA | … |`), whose two cells give two numbers (`0xBB2`, 2994): code built from
    /// one column disagrees with code built from the other. Only where the table's other rows
    /// restate theirs alike, twice as many at least (so not a column of other numbers). A warning
    /// at the restated cell, in each language that writes it so.
    static func notationConflicts(in context: ReconcileContext) -> [Finding] {
        var findings: [Finding] = []
        for page in context.facts where page.definitions.contains(where: { $0.restated != nil }) {
            let tables = Dictionary(grouping: page.definitions.filter { $0.restated != nil }) {
                $0.section.joined(separator: "\u{1}")
            }
            for rows in tables.values {
                let wrong = rows.filter { $0.restated!.value != $0.code }
                let agreeing = rows.count - wrong.count
                guard !wrong.isEmpty, agreeing >= 2, agreeing >= 2 * wrong.count else { continue }
                for row in wrong.sorted(by: { $0.location < $1.location }) {
                    let restated = row.restated!
                    // As tables write them: `0xBBA`, not padded to whole bytes.
                    func text(_ number: Int, hexadecimal: Bool) -> String {
                        hexadecimal && number >= 0 ? "0x" + String(number, radix: 16, uppercase: true) : String(number)
                    }
                    let code = text(row.code, hexadecimal: row.hexadecimal)
                    let value = text(restated.value, hexadecimal: row.hexadecimal)
                    let written = text(row.code, hexadecimal: !row.hexadecimal)
                    findings.append(
                        Finding(
                            rule: id,
                            severity: .warning,
                            message:
                                "\(page.language) writes \(row.symbol)'s number \(code) again "
                                + "as \(restated.text), which is \(value) (\(code) is "
                                + "\(written)); the table's other rows give each number twice alike",
                            product: context.product.id,
                            fact: row.symbol,
                            language: page.language,
                            section: context.section(of: row.location),
                            location: restated.location,
                            related: [
                                RelatedLocation(
                                    language: page.language, location: row.location, message: "the row's code")
                            ]
                        ))
                }
            }
        }
        return findings
    }
}
