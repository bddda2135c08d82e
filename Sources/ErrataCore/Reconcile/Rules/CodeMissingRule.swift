/// `code-missing`: an error code some languages' tables list and another language's do not.
///
/// Example: `XYZ_ERROR_AUTH_DELETION_ALREADY_SCHEDULED (4602)` is in the Korean,
/// Japanese and Chinese tables but not in the English guide. Reported per code and missing
/// language, at the row of that language's table after which it belongs (the row its own table
/// gives before it, else the nearest lower code the language lists in the same section, else where
/// that section stands in the language's page of the same name, else the nearest lower code
/// anywhere), with the rows of the
/// languages that have it as related locations. The language's bundle then uses the message of
/// the language with the highest precedence, and the finding says so. The codes of a section
/// whose table a language lacks altogether are one finding: one section to translate.
///
/// A code the source language does not list, only some translations, is one finding at the first
/// of those (the source dropped it, or has yet to add it), not one for each language that agrees
/// with the source. A page whose code block is never closed (the rest of it shows as code, tables
/// included), or closed late over a table, is `markdown-syntax`'s: the codes it hides are not reported.
public struct CodeMissingRule: ContextRule {
    public static let id = "code-missing"
    public static let summary = "An error code is listed in some languages' error tables but not in others."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.missing
    public static let help = """
        An error code is listed in some languages' error tables and not in another's, reported at the row it \
        belongs after. The language's bundle then falls back to another language's message. Add the row to \
        the guide that lacks it.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## 오류 코드

                | 오류 | 코드 | 설명 |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 101 | 시간이 초과되었습니다. |
                | DEMO_ERROR_BUSY | 102 | 서버가 바쁩니다. |
                """#
            ),
            (
                "en",
                #"""
                ## Error codes

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 101 | Timed out. |
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## 오류 코드

                | 오류 | 코드 | 설명 |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 101 | 시간이 초과되었습니다. |
                | DEMO_ERROR_BUSY | 102 | 서버가 바쁩니다. |
                """#
            ),
            (
                "en",
                #"""
                ## Error codes

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 101 | Timed out. |
                | DEMO_ERROR_BUSY | 102 | The server is busy. |
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    /// A table row's number and place (a struct, not a tuple: an array of tuples is copied and
    /// freed element by element through the runtime's generic tuple witnesses).
    private struct Row {
        var code: Int
        var location: SourceLocation
        /// The concept's index.
        var concept: Int
    }

    /// The last of `rows` (sorted by code) whose code is below `code`: found by halving, as a
    /// table may list tens of thousands of codes, each missing from another language.
    private static func lastRow(in rows: [Row], below code: Int) -> Row? {
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle].code < code { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? rows[low - 1] : nil
    }

    /// A language's rows in one section (of the source language's, as matched).
    private struct TableKey: Hashable {
        var language: String
        var section: SectionPath
    }

    public func findings(in context: ReconcileContext) -> [Finding] {
        var findings: [Finding] = []
        // Each language's rows by number, to point at the row a missing code belongs after: in
        // the same section where the language has a table there, else anywhere.
        var rowsByLanguage: [String: [Row]] = [:]
        var rowsBySection: [TableKey: [Row]] = [:]
        // Each section's rows in the order its tables give them: the row a missing code follows in
        // its own table is found in another language's however the table orders its numbers
        // (`-101`, `-102`…). Sorted once a code of the section is missing.
        var rowsInOrder: [TableKey: [Row]] = [:]
        func inOrder(_ key: TableKey) -> [Row] {
            if let rows = rowsInOrder[key] { return rows }
            let rows = (rowsBySection[key] ?? []).sorted { $0.location < $1.location }
            rowsInOrder[key] = rows
            return rows
        }
        // The codes (concepts) each table lists, with each one's first row, worked out once a code
        // listed twice asks.
        var codesByTable: [TableKey: [Int: SourceLocation]] = [:]
        func codes(of key: TableKey) -> [Int: SourceLocation] {
            if let codes = codesByTable[key] { return codes }
            var codes: [Int: SourceLocation] = [:]
            for row in rowsBySection[key] ?? [] where (codes[row.concept].map { row.location < $0 } ?? true) {
                codes[row.concept] = row.location
            }
            codesByTable[key] = codes
            return codes
        }
        // A concept's first row in a language's table of a section.
        func row(of concept: Int, in language: String, section: SectionPath) -> SourceLocation? {
            context.concepts[concept].definitions.lazy.filter { $0.language == language }.map(\.definition.location)
                .filter { context.section(of: $0) == section }.min()
        }
        for (conceptIndex, concept) in context.concepts.enumerated() {
            // In place: a copy of a row retains each of its strings.
            for index in concept.definitions.indices {
                let row = Row(
                    code: concept.definitions[index].definition.code,
                    location: concept.definitions[index].definition.location, concept: conceptIndex)
                rowsByLanguage[concept.definitions[index].language, default: []].append(row)
                let key = TableKey(
                    language: concept.definitions[index].language, section: context.section(of: row.location))
                rowsBySection[key, default: []].append(row)
            }
        }
        for language in rowsByLanguage.keys {
            rowsByLanguage[language]!.sort { ($0.code, $0.location) < ($1.code, $1.location) }
        }
        // The first row of each section's table, where a code lower than all it lists belongs.
        var firstRows: [TableKey: SourceLocation] = [:]
        for key in rowsBySection.keys {
            firstRows[key] = rowsBySection[key]!.lazy.map(\.location).min()
            rowsBySection[key]!.sort { ($0.code, $0.location) < ($1.code, $1.location) }
        }
        // Each language's pages by name.
        var pagesByName: [String: [String: Int]] = [:]
        for (index, page) in context.facts.enumerated() {
            pagesByName[page.language, default: [:]][page.page] = index
        }
        // Codes a language lacks with the whole table of their section, gathered to be reported once.
        var untranslatedTables: [TableKey: [Missing]] = [:]
        for (index, concept) in context.concepts.enumerated() {
            let firsts = concept.firstDefinitions(order: context.order)
            let present = firsts.map(\.language)
            // Most codes are in every language, each once: nothing to place or word.
            let lacking = context.order.contains(where: { !present.contains($0) })
            guard lacking || concept.definitions.count > present.count,
                let home = firsts.first.map({ concept.definitions[$0.index].definition.location })
            else { continue }
            let decided = context.decidedCode(at: index)
            let section = context.section(of: home)
            // Where the code belongs in a language that lacks it, or `nil` where a broken page hides it:
            // in the table of `section`, the one of the row at `home`, by default the code's first.
            func place(
                in language: String, section: SectionPath = section, home: SourceLocation = home,
                homeLanguage: String = firsts[0].language
            ) -> SourceLocation? {
                if let rows = rowsBySection[TableKey(language: language, section: section)] {
                    // After the row that comes before it in its own table, where the language has that
                    // (a few rows back at most: a table may lack thousands).
                    let own = inOrder(TableKey(language: homeLanguage, section: section))
                    var before = 0
                    var high = own.count
                    while before < high {
                        let middle = (before + high) / 2
                        if own[middle].location < home { before = middle + 1 } else { high = middle }
                    }
                    var looked = 0
                    while before > 0, looked < 16, own[before - 1].location.path == home.path {
                        before -= 1
                        looked += 1
                        if let there = row(of: own[before].concept, in: language, section: section) {
                            return there
                        }
                    }
                    return Self.lastRow(in: rows, below: decided.code)?.location
                        ?? firstRows[TableKey(language: language, section: section)] ?? rows[0].location
                }
                // A language without the page at all: `section-missing` reports the page, whose
                // codes are not missing one by one.
                if let name = context.pageNames[home.path], let pages = pagesByName[language], pages[name] == nil,
                    !pages.isEmpty
                {
                    return nil
                }
                if let name = context.pageNames[home.path], let pageIndex = pagesByName[language]?[name] {
                    // The language's page of the same name: where its section stands there.
                    let page = context.facts[pageIndex]
                    // A code block never closed, or closed late over a table, shows the table as
                    // code (and throws its sections' alignment off): `markdown-syntax` reports
                    // that, and what it hides is not missing.
                    if page.hidesTableInCode { return nil }
                    // A section whose heading such a block shows as code holds its codes as code too.
                    if page.headingsHiddenInCode > 0, let id = context.alignment.sectionIDs[SectionKey(section)],
                        context.alignment.matchedIDs[page.path]?.contains(id) != true
                    {
                        return nil
                    }
                    return context.placement(of: section, in: language, page: page.path)
                        ?? SourceLocation(path: page.path, line: 1, column: 1)
                }
                let before = rowsByLanguage[language].flatMap { Self.lastRow(in: $0, below: decided.code)?.location }
                return before ?? context.tableLocations[language]
                    ?? SourceLocation(path: context.pages[language]?.first ?? language)
            }
            let label = decided.label(number: context.codeText(decided.code))
            let source = context.product.sourceLanguage
            findings += tablesLacking(
                concept, at: index, label: label, symbol: decided.symbol, source: source, present: present,
                context: context, tables: { rowsBySection[$0] }, codes: codes(of:),
                place: { place(in: $0, section: $1, home: $2, homeLanguage: source) })
            findings += tablesAdding(
                concept, at: index, label: label, symbol: decided.symbol, source: source, present: present,
                context: context, tables: { rowsBySection[$0] }, codes: codes(of:))
            guard lacking else { continue }
            let listed = firsts.map { other, index in
                let definition = concept.definitions[index].definition
                return RelatedLocation(
                    language: other, location: definition.location,
                    message: "\(other) lists \(definition.label(number: context.codeText(definition.code)))")
            }
            // A code the source language does not list, only some translations: they kept a code the
            // source dropped (or the source has yet to add it). One finding, at the first of them.
            // Numbers without names in a table the source language does not read as codes at all
            // (its header words the same columns otherwise: `고객 안내 예시` for `Suggested customer
            // message`): the source's reading decides, and that table lists no codes of the product's.
            if !present.contains(source), concept.definitions.allSatisfy(\.definition.isUnnamed),
                rowsBySection[TableKey(language: source, section: section)] == nil
            {
                continue
            }
            if !present.contains(source), context.order.contains(source), let first = listed.first {
                let others = context.order.filter { !present.contains($0) && $0 != source }
                let nor = others.isEmpty ? "" : ", nor by " + others.joined(separator: ", ")
                var related = Array(listed.dropFirst())
                if let there = place(in: source) {
                    related.append(
                        RelatedLocation(language: source, location: there, message: "\(source)'s table, without it"))
                }
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message:
                            "\(label) is listed by \(present.joined(separator: ", ")) but not by \(source), the source "
                            + "language\(nor)"
                            + ": dropped from the source, or not yet added to it",
                        product: context.product.id,
                        fact: decided.symbol,
                        language: first.language,
                        section: context.section(of: first.location),
                        location: first.location,
                        related: related
                    )
                )
                continue
            }
            for language in context.order where !present.contains(language) {
                guard let location = place(in: language) else { continue }
                let fallback = decided.messages[language].flatMap { $0.isFallback(for: language) ? $0.language : nil }
                let missing = Missing(
                    code: decided.code, label: label, symbol: decided.symbol, present: present, listed: listed,
                    location: location, fallback: fallback,
                    section: concept.definitions.first.map { context.section(of: $0.definition.location) } ?? [])
                // A section whose table the language lacks altogether is one thing to translate.
                if rowsBySection[TableKey(language: language, section: section)] == nil {
                    untranslatedTables[TableKey(language: language, section: section), default: []].append(missing)
                    continue
                }
                findings.append(finding(for: [missing], in: language, context: context))
            }
        }
        for (key, missing) in untranslatedTables {
            let sorted = missing.sorted { ($0.code, $0.label) < ($1.code, $1.label) }
            findings.append(finding(for: sorted, in: key.language, context: context))
        }
        return findings + restatedEnumGaps(in: context)
    }

    /// The tables of the source language that list the concept's code, whose counterpart in a
    /// language that lists the code elsewhere lacks it (a row the reference page's table lacks
    /// while a guide's table lists the code): one finding each. A language's table of the same
    /// section is its counterpart when it lists most of the source table's codes.
    private func tablesLacking(
        _ concept: Concept, at conceptIndex: Int, label: String, symbol: String, source: String, present: [String],
        context: ReconcileContext, tables: (TableKey) -> [Row]?, codes: (TableKey) -> [Int: SourceLocation],
        place: (String, SectionPath, SourceLocation) -> SourceLocation?
    ) -> [Finding] {
        guard present.contains(source), present.count > 1 else { return [] }
        var findings: [Finding] = []
        var sections: [SectionPath: SourceLocation] = [:]
        for row in concept.definitions where row.language == source {
            let section = context.section(of: row.definition.location)
            if sections[section] == nil { sections[section] = row.definition.location }
        }
        for (section, home) in sections.sorted(by: { $0.value < $1.value }) {
            guard tables(TableKey(language: source, section: section)) != nil else { continue }
            let sourceCodes = codes(TableKey(language: source, section: section))
            var listing: [RelatedLocation] = []
            var lacking: [String] = []
            for language in context.order where language != source && present.contains(language) {
                guard tables(TableKey(language: language, section: section)) != nil else { continue }
                let own = codes(TableKey(language: language, section: section))
                if let row = own[conceptIndex] {
                    listing.append(
                        RelatedLocation(language: language, location: row, message: "\(language) lists it here"))
                } else if sourceCodes.keys.count(where: { own[$0] != nil }) * 2 >= sourceCodes.count {
                    lacking.append(language)
                }
            }
            for language in lacking {
                guard let location = place(language, section, home) else { continue }
                let others = [source] + listing.map(\.language)
                // The table named by the language's own heading above it, where its page has one.
                let heading = Self.heading(above: location, in: language, context: context) ?? section.last
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message:
                            "\(label) is missing from \(language)'s table\(heading.map { " under '\($0)'" } ?? ""), "
                            + "though \(language) lists it elsewhere; \(others.joined(separator: ", ")) "
                            + "\(others.count == 1 ? "lists" : "list") it there",
                        product: context.product.id,
                        fact: symbol,
                        language: language,
                        section: section,
                        location: location,
                        related: [RelatedLocation(language: source, location: home, message: "\(source) lists it here")]
                            + listing
                    ))
            }
        }
        return findings
    }

    /// The language's own heading nearest above `location` on its page: what names a table there.
    private static func heading(above location: SourceLocation, in language: String, context: ReconcileContext)
        -> String?
    {
        context.pages(of: language).first { $0.path == location.path }?.headings
            .last { $0.location.line <= location.line }?.title
    }

    /// The tables of a translation that list the concept's code where the source language's table
    /// of that section, which lists most of the table's other codes, does not (a row a translation
    /// added to a guide's table of a few codes, while the source lists the code elsewhere): one
    /// finding each.
    private func tablesAdding(
        _ concept: Concept, at conceptIndex: Int, label: String, symbol: String, source: String, present: [String],
        context: ReconcileContext, tables: (TableKey) -> [Row]?, codes: (TableKey) -> [Int: SourceLocation]
    ) -> [Finding] {
        guard present.contains(source), present.count > 1 else { return [] }
        var findings: [Finding] = []
        var seen: Set<TableKey> = []
        for row in concept.definitions where row.language != source {
            let section = context.section(of: row.definition.location)
            let key = TableKey(language: row.language, section: section)
            let sourceKey = TableKey(language: source, section: section)
            guard seen.insert(key).inserted, tables(sourceKey) != nil else { continue }
            let sourceCodes = codes(sourceKey)
            guard sourceCodes[conceptIndex] == nil else { continue }
            let others = codes(key).keys.filter { $0 != conceptIndex }
            guard !others.isEmpty, others.count(where: { sourceCodes[$0] != nil }) * 2 >= others.count,
                let sourceRow = sourceCodes.values.min()
            else { continue }
            let heading =
                Self.heading(above: row.definition.location, in: row.language, context: context) ?? section.last
            findings.append(
                Finding(
                    rule: Self.id,
                    severity: Self.defaultSeverity,
                    message:
                        "\(label) is in \(row.language)'s table\(heading.map { " under '\($0)'" } ?? ""), but not in "
                        + "\(source)'s table there, though \(source) lists it elsewhere: added by the translation",
                    product: context.product.id,
                    fact: symbol,
                    language: row.language,
                    section: section,
                    location: row.definition.location,
                    related: [RelatedLocation(language: source, location: sourceRow, message: "\(source)'s table")]
                ))
        }
        return findings
    }

    /// A code a language's tables lack, and what the finding says about it.
    private struct Missing {
        var code: Int
        var label: String
        var symbol: String
        /// The languages that list it, in the product's order.
        var present: [String]
        var listed: [RelatedLocation]
        /// Where it belongs in the language that lacks it.
        var location: SourceLocation
        /// The language whose message the bundle uses instead, if another's.
        var fallback: String?
        /// The section of its first definition.
        var section: SectionPath
    }

    /// How many codes a finding about a missing table names before it says how many more there are.
    private static let namedCodes = 8

    /// One finding for codes missing from a language: one code, or every code of a section whose
    /// table the language lacks (where the related locations are the other languages' first rows).
    private func finding(
        for missing: [Missing], in language: String, context: ReconcileContext
    ) -> Finding {
        let first = missing[0]
        let fallbacks = Array(Set(missing.compactMap(\.fallback))).sorted()
        let resolution =
            fallbacks.isEmpty
            ? nil
            : "the \(language) bundle uses the \(fallbacks.joined(separator: ", ")) "
                + (missing.count == 1 ? "message" : "messages")
        let present = context.order.filter { language in missing.contains { $0.present.contains(language) } }
        let message =
            missing.count == 1
            ? "\(first.label) is missing from \(language)'s error tables; "
                + "\(first.present.joined(separator: ", ")) \(first.present.count == 1 ? "lists" : "list") it"
            : "\(language) lacks the table of section\(first.section.last.map { " '\($0)'" } ?? "") and its "
                + "\(missing.count) codes: \(missing.map(\.label).listed(naming: Self.namedCodes)); "
                + "\(present.joined(separator: ", ")) \(present.count == 1 ? "lists" : "list") them"
        return Finding(
            rule: Self.id,
            severity: Self.defaultSeverity,
            message: message,
            product: context.product.id,
            fact: first.symbol,
            language: language,
            section: first.section,
            location: first.location,
            related: first.listed,
            resolution: resolution
        )
    }
}
