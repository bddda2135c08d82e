/// `param-missing`: a parameter or field row that some languages' tables in a section have and another's lacks.
///
/// Only languages that have a parameter table in that section are compared, so a section a
/// language lacks altogether is left to `section-missing`.
public struct ParamMissingRule: DriftRule {
    public static let id = "param-missing"
    public static let summary = "A parameter table row is in some languages but not in others."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.missing
    public static let help = """
        A parameter-table row is in some languages' table in a section and not in another's table there. A \
        reader of that language does not learn of the parameter. The rows one table lacks are one finding \
        that names them. Add the rows.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## Settings

                | 키 | 용도 | 값 종류 |
                | --- | --- | --- |
                | kDemoRegionKey | 지역 설정 | kr, jp |
                | kDemoTimeoutKey | 제한 시간 설정 | |
                """#
            ),
            (
                "en",
                #"""
                ## Settings

                | Key | Usage | Values |
                | --- | --- | --- |
                | kDemoRegionKey | Set the region | kr, jp |
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## Settings

                | 키 | 용도 | 값 종류 |
                | --- | --- | --- |
                | kDemoRegionKey | 지역 설정 | kr, jp |
                | kDemoTimeoutKey | 제한 시간 설정 | |
                """#
            ),
            (
                "en",
                #"""
                ## Settings

                | Key | Usage | Values |
                | --- | --- | --- |
                | kDemoRegionKey | Set the region | kr, jp |
                | kDemoTimeoutKey | Set the timeout | |
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext, catalog: Catalog) -> [Finding] {
        // Each language's parameter tables in each section, with their keys; and the table of
        // each row, so that a row is looked for in the table that stands for its own.
        var tables: [SectionKey: [String: [TableID]]] = [:]
        var keys: [TableID: Set<String>] = [:]
        var firstRow: [TableID: SourceLocation] = [:]
        var tableOfRow: [SourceLocation: TableID] = [:]
        for page in context.facts {
            // A table after a code block closed late that hid a heading stands in the section before
            // that heading: its rows are not compared there (`markdown-syntax` reports the fence).
            let hidden = page.linesHidingHeadings
            func misplaced(_ tableLine: Int) -> Bool {
                hidden.contains { lines in
                    lines.upperBound < tableLine
                        && !page.headings.contains {
                            $0.location.line > lines.upperBound && $0.location.line < tableLine
                        }
                }
            }
            // A table's rows stand in one section: the section is looked up once per table.
            // The rows are read by index, in place: a row copied out retains each of its strings.
            var last: TableID?
            for index in page.parameters.indices where hidden.isEmpty || !misplaced(page.parameters[index].tableLine) {
                let table = TableID(path: page.path, line: page.parameters[index].tableLine)
                tableOfRow[page.parameters[index].location] = table
                keys[table, default: []].insert(page.parameters[index].key)
                guard table != last else { continue }
                last = table
                let section = context.section(of: page.parameters[index].location)
                if firstRow[table] == nil {
                    firstRow[table] = page.parameters[index].location
                    tables[SectionKey(section), default: [:]][page.language, default: []].append(table)
                }
            }
        }
        // The lines of the rows each page's tables label in words (see `DocumentFacts.parameterLabels`).
        var labels: [String: Set<Int>] = [:]
        for page in context.facts where !page.parameterLabels.isEmpty { labels[page.path] = Set(page.parameterLabels) }
        // A language's table stands for another's when they share a key. A language with a table
        // that stands for none of those of the languages listing a row, while these have one that
        // none of its tables stands for, has a different part there (a translation that lacks a part,
        // whose sections were paired by position): its rows are not compared.
        func counterpart(of theirs: [TableID], in mine: [TableID]) -> TableID? {
            let wanted = theirs.reduce(into: Set<String>()) { $0.formUnion(keys[$1] ?? []) }
            var best: (table: TableID, shared: Int)?
            for table in mine {
                let shared = keys[table]?.intersection(wanted).count ?? 0
                if shared > 0, shared > best?.shared ?? 0 { best = (table, shared) }
            }
            return best?.table
        }
        func hasUnpairedPart(_ language: String, in section: [String: [TableID]], against listing: Set<String>) -> Bool
        {
            let others = section.filter { listing.contains($0.key) }.values.flatMap { $0 }
            return (section[language] ?? []).contains { counterpart(of: [$0], in: others) == nil }
        }
        // The rows each language's table lacks, grouped by that table: one finding per table and
        // language, naming every row it lacks, not one per row. A row the table has spelt with
        // another case or a one-letter prefix (`appID`, `AppID`; `bEnabled`, `enabled`) is no
        // missing row: the spellings are one note.
        var missing: [TableInLanguage: [CatalogParameter]] = [:]
        var order: [TableInLanguage] = []
        // The rows of a table a language lacks altogether (its tables all stand for others), by
        // that table's first row and the language: reported at the language's first table there.
        var lackedTables: [TableInLanguage: SourceLocation] = [:]
        var variants: [Finding] = []
        var noted: Set<[String]> = []
        // The catalog's parameters by section and key, for the spelling a table has instead.
        var bySection: [SectionKey: [String: CatalogParameter]] = [:]
        for parameter in catalog.parameters where tables[SectionKey(parameter.section)] != nil {
            bySection[SectionKey(parameter.section), default: [:]][parameter.key] = parameter
        }
        // Rows only translations list, where the source language has a table: one finding at the
        // table of the first of them, not one for the source and each language that agrees with it.
        let source = context.product.sourceLanguage
        var extra: [TableInLanguage: [CatalogParameter]] = [:]
        var extraOrder: [TableInLanguage] = []
        // Those rows in the tables of the other translations that list them.
        var listedInstead: [TableInLanguage: [CatalogParameter]] = [:]
        for parameter in catalog.parameters {
            let present = Set(parameter.sources.map(\.language))
            let sectionKey = SectionKey(parameter.section)
            guard let section = tables[sectionKey] else { continue }
            let theirs = parameter.sources.compactMap { tableOfRow[$0.location] }
            // Rows only misplaced tables list are not compared.
            guard !theirs.isEmpty else { continue }
            // A row the source lacks where the source's table labels its row in words (`재시도`) is
            // that label translated (`Retries`), not a parameter.
            if !present.contains(source), let first = parameter.sources.first, let table = tableOfRow[first.location],
                let sourceTable = counterpart(of: [table], in: section[source] ?? []),
                labels[sourceTable.path]?.contains(sourceTable.line + first.location.line - table.line) == true
            {
                continue
            }
            if !present.contains(source), !(section[source] ?? []).isEmpty, let first = parameter.sources.first,
                let table = tableOfRow[first.location], let row = firstRow[table],
                // A table that stands for none of the source's there is a part the source lacks.
                counterpart(of: [table], in: section[source] ?? []) != nil,
                // A spelling of a row the source has is the variants' note.
                !(section[source] ?? []).contains(where: { table in
                    (keys[table] ?? []).contains {
                        Self.isSpelling($0, of: parameter.key)
                    }
                })
            {
                let key = TableInLanguage(table: row, language: first.language)
                if extra[key] == nil { extraOrder.append(key) }
                extra[key, default: []].append(parameter)
                // Every translation's table that lists it says so where it lacks the source's rows.
                for other in parameter.sources.dropFirst() {
                    guard let table = tableOfRow[other.location], let row = firstRow[table] else { continue }
                    listedInstead[TableInLanguage(table: row, language: other.language), default: []].append(parameter)
                }
                continue
            }
            let inSection = bySection[sectionKey]
            for language in context.order where !present.contains(language) {
                guard let mine = section[language], !mine.isEmpty else { continue }
                let table: TableID
                if let paired = counterpart(of: theirs, in: mine) {
                    // Its table labels the row where a listing table has it, in words (`웹` for `Web`):
                    // a word translated, not left out (a key written as code, `userId`, is never translated).
                    if Self.isWord(parameter.key), let lines = labels[paired.path],
                        parameter.sources.contains(where: { source in
                            tableOfRow[source.location].map {
                                lines.contains(paired.line + source.location.line - $0.line)
                            }
                                ?? false
                        })
                    {
                        continue
                    }
                    table = paired
                } else if hasUnpairedPart(language, in: section, against: present) {
                    continue
                } else if theirs.allSatisfy({ (keys[$0] ?? []).allSatisfy(Self.isWord) }) {
                    // A table whose rows are all labelled in words (`Production`, `Sandbox`) is one
                    // another language labels in its own (`운영`), which is read as no parameter
                    // table at all: that language has the table, not read.
                    continue
                } else if let listed = theirs.first.flatMap({ firstRow[$0] }) {
                    let key = TableInLanguage(table: listed, language: language)
                    if missing[key] == nil { order.append(key) }
                    missing[key, default: []].append(parameter)
                    lackedTables[key] = firstRow[mine[0]]!
                    continue
                } else {
                    table = mine[0]
                }
                // The cheap lookup first: a spelling is looked for only among keys no listing language has.
                if let variant = keys[table]?.first(where: { key in
                    (inSection?[key].map({ $0.sources.allSatisfy { !present.contains($0.language) } }) ?? false)
                        && Self.isSpelling(key, of: parameter.key)
                }) {
                    let spellings = [variant, parameter.key].sorted()
                    if noted.insert(spellings + parameter.section).inserted,
                        let other = inSection?[variant],
                        let note = variantNote(other, of: parameter, context: context)
                    {
                        variants.append(note)
                    }
                    continue
                }
                let key = TableInLanguage(table: firstRow[table]!, language: language)
                if missing[key] == nil { order.append(key) }
                missing[key, default: []].append(parameter)
            }
        }
        var findings: [Finding] = []
        for key in order {
            let parameters = missing[key]!
            // The same table's rows the source lacks: one finding says both (a table copied from
            // another page lists other rows in place of these).
            var seen = Set<String>()
            let others = ((extra.removeValue(forKey: key) ?? []) + (listedInstead[key] ?? [])).filter {
                seen.insert($0.key).inserted
            }
            let instead =
                others.isEmpty
                ? ""
                : "; it lists \(others.prefix(Self.quotedKeys).map(\.key).joined(separator: ", ")) instead, "
                    + "which \(source) does not"
            let present = Set(parameters.flatMap { $0.sources.map(\.language) })
            let listing = context.order.filter(present.contains)
            let verb = listing.count == 1 ? "lists" : "list"
            // At the first row it lists instead (the rows renamed), else after the row its table
            // gives before the first missing one, else at the table.
            let location =
                lackedTables[key] ?? Self.firstRow(of: others, in: key.language)
                ?? Self.predecessor(of: parameters[0], inTableAt: key.table, context: context) ?? key.table
            let message: String
            if lackedTables[key] != nil {
                var keys = parameters.prefix(Self.quotedKeys).map(\.key).joined(separator: ", ")
                if parameters.count > Self.quotedKeys { keys += ", …" }
                message =
                    "\(key.language) has no table of the \(parameters.count == 1 ? "row" : "\(parameters.count) rows") "
                    + "that \(listing.joined(separator: ", ")) \(verb) here: \(keys)"
            } else if parameters.count == 1 {
                message =
                    "\(key.language)'s table has no row \(parameters[0].key); \(listing.joined(separator: ", ")) \(verb) it"
                    + instead
            } else {
                var keys = parameters.prefix(Self.quotedKeys).map(\.key).joined(separator: ", ")
                if parameters.count > Self.quotedKeys { keys += ", …" }
                message =
                    "\(key.language)'s table lacks \(parameters.count) rows that \(listing.joined(separator: ", ")) "
                    + "\(listing.count == 1 ? "lists" : "list"): \(keys)" + instead
            }
            findings.append(
                Finding(
                    rule: Self.id,
                    severity: Self.defaultSeverity,
                    message: message,
                    product: context.product.id,
                    fact: parameters.map(\.key).joined(separator: ", "),
                    language: key.language,
                    section: parameters[0].section,
                    location: location,
                    related: parameters.prefix(Self.quotedKeys).flatMap { parameter in
                        parameter.sources.prefix(1).map {
                            RelatedLocation(
                                language: $0.language, location: $0.location,
                                message: "\($0.language) lists \(parameter.key) here")
                        }
                    }
                )
            )
        }
        for key in extraOrder {
            guard let parameters = extra[key] else { continue }
            let listing = context.order.filter { language in
                parameters.contains { $0.sources.contains { $0.language == language } }
            }
            let lacking = context.order.filter { !listing.contains($0) && $0 != source }
            let nor = lacking.isEmpty ? "" : ", nor does \(lacking.joined(separator: ", "))"
            var names = parameters.prefix(Self.quotedKeys).map(\.key).joined(separator: ", ")
            if parameters.count > Self.quotedKeys { names += ", …" }
            // At the first of those rows: the table's first row is one every language agrees on.
            let first = Self.firstRow(of: parameters, in: key.language) ?? key.table
            findings.append(
                Finding(
                    rule: Self.id,
                    severity: Self.defaultSeverity,
                    message:
                        "\(listing.joined(separator: ", ")) \(listing.count == 1 ? "lists" : "list") "
                        + "\(parameters.count == 1 ? "a row" : "\(parameters.count) rows") that \(source), the source "
                        + "language, does not\(nor): \(names)",
                    product: context.product.id,
                    fact: "extra: " + parameters.map(\.key).joined(separator: ", "),
                    language: key.language,
                    section: parameters[0].section,
                    location: first,
                    related: parameters.prefix(Self.quotedKeys).flatMap { parameter in
                        parameter.sources.dropFirst().prefix(1).map {
                            RelatedLocation(
                                language: $0.language, location: $0.location,
                                message: "\($0.language) lists \(parameter.key) here")
                        }
                    }
                )
            )
        }
        return findings + variants
    }

    /// The row of the table whose first row is at `table` that stands where `parameter`'s row
    /// would go: the nearest row above it in the first table listing it that this table has too.
    private static func predecessor(
        of parameter: CatalogParameter, inTableAt table: SourceLocation, context: ReconcileContext
    ) -> SourceLocation? {
        func rows(at location: SourceLocation) -> [ParameterFact]? {
            guard let page = context.facts.first(where: { $0.path == location.path }),
                let row = page.parameters.first(where: { $0.location == location })
            else { return nil }
            return page.parameters.filter { $0.tableLine == row.tableLine }
        }
        guard let listed = parameter.sources.first?.location, let listing = rows(at: listed),
            let index = listing.firstIndex(where: { $0.location == listed }), let mine = rows(at: table)
        else { return nil }
        for above in listing[..<index].reversed() {
            if let row = mine.first(where: { $0.key == above.key }) { return row.location }
        }
        return nil
    }

    /// Where the first of `parameters`' rows in `language` stands, if it has any.
    private static func firstRow(of parameters: [CatalogParameter], in language: String) -> SourceLocation? {
        parameters.flatMap { $0.sources.filter { $0.language == language }.map(\.location) }
            .min { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// Whether two keys are one row spelt two ways: a variant (``isVariant(_:of:)``) or a
    /// misspelling, a letter or two off.
    static func isSpelling(_ a: String, of b: String) -> Bool {
        isVariant(a, of: b) || EditDistance.isMisspelling(a, of: b)
    }

    /// Whether two keys are one spelt two ways: they differ only in case, or one is the other
    /// with a one-letter lower-case prefix before a capital (`bEnabled` and `enabled`).
    static func isVariant(_ a: String, of b: String) -> Bool {
        guard a != b else { return false }
        let (lowerA, lowerB) = (a.lowercased(), b.lowercased())
        if lowerA == lowerB { return true }
        func prefixed(_ long: String, _ short: String) -> Bool {
            let utf8 = Array(long.utf8)
            return utf8.count == short.utf8.count + 1 && utf8.count >= 3 && (0x61...0x7A).contains(utf8[0])
                && (0x41...0x5A).contains(utf8[1]) && long.dropFirst().lowercased() == short.lowercased()
        }
        return prefixed(a, b) || prefixed(b, a)
    }

    /// The one note for a key spelt as `other` in some languages' tables and as `parameter` in
    /// the others': given once, at the spelling fewer languages write (the later one in the
    /// languages' order when as many write each).
    private func variantNote(
        _ other: CatalogParameter, of parameter: CatalogParameter, context: ReconcileContext
    ) -> Finding? {
        let writers = context.order.filter { language in parameter.sources.contains { $0.language == language } }
        let variantWriters = context.order.filter { language in other.sources.contains { $0.language == language } }
        guard let first = writers.first, let variantFirst = variantWriters.first else { return nil }
        let variantIsMinority =
            variantWriters.count != writers.count
            ? variantWriters.count < writers.count
            : context.order.firstIndex(of: variantFirst)! > context.order.firstIndex(of: first)!
        let (minority, majority, minorityWriters, majorityWriters) =
            variantIsMinority
            ? (other, parameter, variantWriters, writers) : (parameter, other, writers, variantWriters)
        guard let at = minority.sources.first else { return nil }
        let kind =
            minority.key.lowercased() == majority.key.lowercased()
            ? "in case"
            : Self.isVariant(minority.key, of: majority.key) ? "by a one-letter prefix" : "by a letter or two"
        return Finding(
            rule: Self.id,
            severity: .note,
            message:
                "one row spelt \(minority.key) in \(minorityWriters.joined(separator: ", ")) and \(majority.key) in "
                + "\(majorityWriters.joined(separator: ", ")): the spellings differ \(kind); one of them is wrong",
            product: context.product.id,
            fact: "\(minority.key), \(majority.key)",
            language: at.language,
            section: minority.section,
            location: at.location,
            related: majority.sources.prefix(1).map {
                RelatedLocation(
                    language: $0.language, location: $0.location, message: "\($0.language) spells it \(majority.key)")
            }
        )
    }

    /// The most rows a grouped finding names.
    static let quotedKeys = 8

    /// A parameter table: its page and the line it starts at.
    /// Whether a key is a capitalised word or words (`Web`, `Retry count`), as a label is, not code.
    private static func isWord(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first.properties.isUppercase else { return false }
        return key.unicodeScalars.dropFirst().allSatisfy { $0.properties.isLowercase || $0 == " " }
    }

    private struct TableID: Hashable {
        var path: String
        var line: Int
    }

    /// A language's table, where its missing rows are reported.
    private struct TableInLanguage: Hashable {
        var table: SourceLocation
        var language: String
    }
}
