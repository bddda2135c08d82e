/// `message-swapped`: a translation's error table gives a code the message the source gives
/// another code of the same table.
///
/// Example: the English table says 3001 `NETWORK_UNAVAILABLE` is rescheduled with `WorkManager`
/// and 3002 `REQUEST_TIMEOUT` did not finish within `requestTimeout`; the Korean table gives 3001
/// the sentence about `requestTimeout` and 3002 the one about `WorkManager`. The Korean bundle then
/// shows one error's message for the other.
///
/// Messages in two languages cannot be compared word for word; what they keep in every language
/// can: identifiers (`requestTimeout`, `max_retries`), acronyms (`API`) and numbers of two digits
/// or more. A row whose message shares none of these with its source row, and names one
/// that the source gives another row of the table alone, while that row shares none with its own
/// source row either, holds the other row's message.
public struct MessageSwappedRule: ContextRule {
    public static let id = "message-swapped"
    public static let summary = "A translation gives an error table's row the message of another row."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.conflict
    public static let help = """
        An error table's row in one language has the message the source gives another row of the same \
        table: it names an identifier, acronym or number that only the other row's source \
        message names, and neither row keeps any of its own source message's. Two rows' messages were \
        usually swapped, and the bundle shows one error's message for the other. Where every translation \
        agrees against the source, one finding stands at the source's row: the translations were not \
        updated, or the source's rows are the ones swapped.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                ## Errors

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_OFFLINE | 3001 | No network; the upload is rescheduled with `WorkManager`. |
                | DEMO_ERROR_TIMEOUT | 3002 | The upload did not finish within `requestTimeout`. |
                """#
            ),
            (
                "ko",
                #"""
                ## 오류

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_OFFLINE | 3001 | 업로드가 `requestTimeout` 안에 끝나지 않았습니다. |
                | DEMO_ERROR_TIMEOUT | 3002 | 네트워크가 없어 `WorkManager`로 다시 예약됩니다. |
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                ## Errors

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_OFFLINE | 3001 | No network; the upload is rescheduled with `WorkManager`. |
                | DEMO_ERROR_TIMEOUT | 3002 | The upload did not finish within `requestTimeout`. |
                """#
            ),
            (
                "ko",
                #"""
                ## 오류

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_OFFLINE | 3001 | 네트워크가 없어 `WorkManager`로 다시 예약됩니다. |
                | DEMO_ERROR_TIMEOUT | 3002 | 업로드가 `requestTimeout` 안에 끝나지 않았습니다. |
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    /// A table: the rows of one page's section (aligned with the source's) in one language.
    private struct Table: Hashable {
        var page: String
        var section: SectionPath

        var sortKey: [String] { [page] + section }
    }

    /// A row of a translation holding another row's message.
    private struct Move: Hashable {
        var table: Table
        /// The row's symbol and the symbol whose source message it holds.
        var symbol: String
        var other: String
    }

    public func findings(in context: ReconcileContext) -> [Finding] {
        let source = context.product.sourceLanguage
        // Each language's tables, by page and section: the rows with a message, by symbol (a number
        // may be an HTTP status several rows share); a symbol given twice in one table is left out.
        var rowLists: [String: [Table: [CodeDefinition]]] = [:]
        for page in context.facts {
            for row in page.definitions
            where row.group == nil && !row.isDeclaredInCode && !(row.description ?? "").isEmpty {
                let table = Table(page: page.page, section: context.section(of: row.location))
                rowLists[page.language, default: [:]][table, default: []].append(row)
            }
        }
        let tables = rowLists.mapValues { byTable in
            byTable.mapValues { rows in
                Dictionary(grouping: rows, by: \.symbol).compactMapValues { $0.count == 1 ? $0[0] : nil }
            }
        }
        guard let sourceTables = tables[source] else { return [] }
        var anchorsByText: [String: Set<String>] = [:]
        func anchors(_ row: CodeDefinition) -> Set<String> {
            let text = row.description ?? ""
            if let known = anchorsByText[text] { return known }
            let found = Self.anchors(in: text)
            anchorsByText[text] = found
            return found
        }

        // The moves each translation shows, and the translations that have each table.
        var moves: [Move: [(language: String, row: CodeDefinition, anchor: String)]] = [:]
        var order: [Move] = []
        var translating: [Table: Set<String>] = [:]
        for language in context.order where language != source {
            // In page and section order, so that the findings come out alike on every run.
            let languageTables = (tables[language] ?? [:]).sorted {
                $0.key.sortKey.lexicographicallyPrecedes($1.key.sortKey)
            }
            for (table, rows) in languageTables {
                guard let original = sourceTables[table] else { continue }
                let shared = rows.keys.filter { original[$0] != nil }
                guard shared.count >= 2 else { continue }
                translating[table, default: []].insert(language)
                // The rows that keep nothing their source rows name.
                let adrift = shared.filter { anchors(original[$0]!).isDisjoint(with: anchors(rows[$0]!)) }.sorted()
                // Each row's names looked up once: a table's rows are compared two by two.
                let written = adrift.map { anchors(rows[$0]!) }
                let given = adrift.map { anchors(original[$0]!) }
                for (index, symbol) in adrift.enumerated() where !written[index].isEmpty {
                    for (otherIndex, other) in adrift.enumerated()
                    where otherIndex != index && !given[otherIndex].isEmpty {
                        // A name only the other row's source message gives (the two rows share
                        // none with their own source rows), now in this row.
                        guard let anchor = written[index].intersection(given[otherIndex]).min() else { continue }
                        let move = Move(table: table, symbol: symbol, other: other)
                        if moves[move] == nil { order.append(move) }
                        moves[move, default: []].append((language, rows[symbol]!, anchor))
                    }
                }
            }
        }

        var findings: [Finding] = []
        var reportedSource: Set<Move> = []
        for move in order {
            let found = moves[move]!
            let original = sourceTables[move.table]!
            let sourceRow = original[move.symbol]!
            let otherSourceRow = original[move.other]!
            let label = sourceRow.label(number: context.codeText(sourceRow.code))
            let otherLabel = otherSourceRow.label(number: context.codeText(otherSourceRow.code))
            let swapped = moves[Move(table: move.table, symbol: move.other, other: move.symbol)] != nil
            // Every translation of the table shows it: one finding at the source's row (the translations
            // were not updated, or the source's rows are the ones swapped).
            let languages = Set(found.map(\.language))
            if languages.count >= 2, languages == translating[move.table] {
                let pair = Move(
                    table: move.table, symbol: min(move.symbol, move.other), other: max(move.symbol, move.other))
                guard reportedSource.insert(pair).inserted else { continue }
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: "\(source) gives \(otherLabel) the message "
                            + "\(found.map(\.language).joined(separator: ", ")) give \(label) "
                            + "('\(otherSourceRow.description ?? "")')"
                            + (swapped ? ", and the other way round" : "")
                            + ": the translations were not updated, or \(source)'s rows are swapped",
                        product: context.product.id,
                        fact: "message-swap:" + otherSourceRow.symbol,
                        language: source,
                        section: context.section(of: otherSourceRow.location),
                        location: otherSourceRow.location,
                        related: found.map {
                            RelatedLocation(
                                language: $0.language, location: $0.row.location,
                                message: "\($0.language) gives it \(label): \($0.row.description ?? "")")
                        }
                    ))
                continue
            }
            for (language, row, anchor) in found {
                // A swap is reported once, at its first row.
                if swapped, move.other < move.symbol { continue }
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: "\(language) gives \(label) the message \(source) gives \(otherLabel) "
                            + "(it names \(anchor)): '\(row.description ?? "")'"
                            + (swapped ? ", and the other way round" : ""),
                        product: context.product.id,
                        fact: "message-swap:" + row.symbol,
                        language: language,
                        section: context.section(of: row.location),
                        location: row.location,
                        related: [
                            RelatedLocation(
                                language: source, location: sourceRow.location,
                                message: "\(source) for \(label): \(sourceRow.description ?? "")"),
                            RelatedLocation(
                                language: source, location: otherSourceRow.location,
                                message: "\(source) for \(otherLabel): \(otherSourceRow.description ?? "")"),
                        ]
                    ))
            }
        }
        return findings
    }

    /// What a message keeps in every language: its words of ASCII letters and digits that are
    /// identifiers (`requestTimeout`, `max_retries`, `v2`), acronyms (`API`, `OAuth`) or numbers of
    /// two digits or more.
    static func anchors(in message: String) -> Set<String> {
        var found: Set<String> = []
        var word = String.UnicodeScalarView()
        func close() {
            defer { word = String.UnicodeScalarView() }
            guard !word.isEmpty else { return }
            let digits = word.filter { ("0"..."9").contains($0) }.count
            let innerCapital = word.dropFirst().contains { ("A"..."Z").contains($0) }
            if word.contains("_") || innerCapital || (digits > 0 && digits < word.count)
                || (digits == word.count && digits >= 2)
            {
                found.insert(String(word))
            }
        }
        for scalar in message.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                word.append(scalar)
            } else {
                close()
            }
        }
        close()
        return found
    }
}
