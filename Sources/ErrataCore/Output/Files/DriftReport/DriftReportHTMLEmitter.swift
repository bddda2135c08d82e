import Foundation

/// Writes `report/drift.html`: the drift report as one page a docs maintainer opens in a browser.
///
/// The page is self-contained (inline CSS and JavaScript; nothing is loaded from the network,
/// no fonts either) and has, in this order:
/// - a title, the languages compared and a count of the findings;
/// - a summary card per language: its findings per rule, pages read, codes listed and messages
///   taken from another language;
/// - filters: a search box (over the facts, messages and places a row shows), a checkbox per rule,
///   language and severity, a list of the pages with findings, and "Show only drift";
/// - a table per section: findings are grouped by their ``Finding/section`` path (joined with
///   " › "; findings without one under "(no section)"); sections with an error come first, then
///   those with a warning, then the rest, each in the order its first finding appears. A row
///   is a fact (``Finding/fact``), with a column per language saying what that language states:
///   for an error code, the symbols and numbers its tables (else its text) give; for other facts,
///   the places the findings name. A finding in that language and section highlights the cell
///   (a `…-conflict` rule red, a `…-missing` rule amber, any other blue), with its message
///   below and in the cell's tooltip, and links to up to three other sections where the same
///   fact is reported in that language ("and under N more sections" for the rest);
/// - a last table of the catalog's codes that no finding is about.
///
/// Past ``maximumFindings`` the tables show that many, the worst first, and the page says so.
///
/// Every statement in a cell links to its file and line (`path#Lline`) relative to the page,
/// and shows `path:line`; a language that states nothing links to its page of the same name, or
/// to the folder of its pages.
/// The filters hide rows, blocks and sections with the `hidden` attribute: a row is shown when it holds
/// the search text and has a finding of a checked rule, language and severity on the chosen page
/// (each row lists its findings as `rule:language:severity:page-number` in `data-match`); a row
/// without findings only while no rule, severity or page is filtered out and "Show only drift"
/// is off. Columns are hidden by one style rule the script writes (`#column-filter`): a column is
/// shown when its language is checked, and the source language's always, beside the others.
/// They read their state from the page's fragment or query
/// (`drift.html#rule=code-conflict,code-missing&lang=en&severity=error&page=docs%2Fa.md&q=login&drift=1`)
/// and write it back to the fragment as they change, so a filtered view can be linked to. With
/// scripts off every row is shown. A section's table comes in blocks of at most
/// ``blockRows`` rows, each a table with the same head; blocks off screen are neither laid out
/// nor painted (`content-visibility`), so that a page of thousands of findings opens at once.
///
/// All text from the guides and the config is escaped (`&`, `<`, `>`, `"`, `'`). Same input,
/// same bytes: nothing depends on time, locale or dictionary order.
public struct DriftReportHTMLEmitter: ProductEmitter {
    /// The page's path inside the product's output folder.
    public static let path = "report/drift.html"

    /// The output root, relative to the project root (`generated` by default). Links from the
    /// page, which is written to `<outputRoot>/<Product>/report/drift.html`, climb back to the
    /// project root through it, since every ``SourceLocation`` path is relative to that root.
    public var outputRoot: String

    /// Findings the tables show at most: the worst first (errors, then warnings, then notes), each
    /// in the reconciler's order. A browser lays out a page of 10,000 in about a second, and one of
    /// hundreds of thousands not at all; drift.json and drift.md list every finding.
    public var maximumFindings: Int

    /// Creates the emitter.
    ///
    /// - Parameters:
    ///   - outputRoot: The output root relative to the project root, with forward slashes, inside
    ///     the project (`.` and `..` are understood).
    ///   - maximumFindings: Findings the tables show at most.
    public init(outputRoot: String = "generated", maximumFindings: Int = 10_000) {
        self.outputRoot = outputRoot
        self.maximumFindings = maximumFindings
    }

    /// The HTML page for one product.
    ///
    /// - Parameter product: The reconciled product.
    /// - Returns: One file, ``path``.
    public func emit(_ product: ReconciledProduct) throws -> [OutputFile] {
        let linkPrefix = linkPrefix(productFolder: product.config.name)
        return [
            OutputFile(path: Self.path) { [maximumFindings] in
                Page(product: product, linkPrefix: linkPrefix, maximumFindings: maximumFindings).write(to: &$0)
            }
        ]
    }

    /// `../` as many times as it takes to go from the page's folder back to the project root.
    func linkPrefix(productFolder: String) -> String {
        var depth = 0
        for component in (outputRoot + "/" + productFolder + "/report").split(separator: "/") {
            switch component {
            case ".": continue
            case "..": depth = max(0, depth - 1)
            default: depth += 1
            }
        }
        return String(repeating: "../", count: depth)
    }

    /// The page's text.
    ///
    /// - Parameter product: The reconciled product.
    /// - Returns: The HTML, ending with one newline.
    func render(_ product: ReconciledProduct) -> String {
        String(decoding: renderData(product), as: UTF8.self)
    }

    /// ``render(_:)`` as UTF-8 bytes, the form the page is written in.
    func renderData(_ product: ReconciledProduct) -> Data {
        var sink = OutputSink(collecting: ())
        Page(
            product: product, linkPrefix: linkPrefix(productFolder: product.config.name),
            maximumFindings: maximumFindings
        ).write(to: &sink)
        return sink.collected()
    }
}

// MARK: - The page

extension DriftReportHTMLEmitter {
    /// Everything the page shows, worked out once.
    struct Page {
        /// A table: findings under one heading path, or the codes without findings.
        struct Section {
            var id: String
            var title: String
            /// The bundle name of the language the heading is in, when one language's findings make up the section.
            var titleLanguage: String?
            var rows: [Row]
        }

        /// One fact in one section.
        struct Row {
            var fact: String
            /// The findings about the fact in this section.
            var findings: [Finding]
            /// The catalog code the fact names, if it names one.
            var code: CatalogCode?
        }

        /// What a cell lists: a place and what the language states there.
        struct Statement {
            /// Already HTML; empty when the place is all there is to show.
            var label: String
            var location: SourceLocation
        }

        let product: ReconciledProduct
        /// The findings the tables show: all of them, or the worst (see ``DriftReportHTMLEmitter/maximumFindings``).
        let findings: [Finding]
        let linkPrefix: String
        let languages: [String]
        let bundles: [String: String]
        let rules: [String]
        /// The severities the findings have, worst first.
        let severities: [Diagnostic.Severity]
        /// The pages the findings are on, in path order, with their number of findings.
        let pages: [(path: String, count: Int)]
        /// Each page's number in the page filter (1 for the first of ``pages``).
        let pageNumbers: [String: Int]
        let sections: [Section]
        /// The id of the section a section key (path joined with " › ") became.
        let sectionIDs: [String: String]
        /// Every finding, by fact, in the reconciler's order.
        let findingsByFact: [String: [Finding]]
        /// What each language states about a fact with rows in several tables, worked out once: a
        /// fact reported under many headings has a row in each of their tables, and every row shows
        /// the same statements.
        private(set) var statementsByFact: [String: [String: [Statement]]] = [:]
        /// For each fact and language, the sections (keys, in report order, each once) where the
        /// language has a finding about the fact: a cell links to the others.
        private(set) var sectionsByFact: [String: [String: [String]]] = [:]
        /// Each language's pages by file name (the first page of each name), for ``counterpart(of:in:)``.
        let pagesByName: [String: [Substring: String]]

        /// Statements shown per cell before the rest are summed up as "and N more".
        static let shownStatements = 3
        /// Other sections a cell links to before the rest are summed up as "and N more sections": a
        /// fact reported on every page would otherwise link every row to every other (a page the
        /// size of the doc set squared).
        static let shownElsewhere = 3
        static let noSection = "(no section)"
        /// The id of the last table, the catalog's codes that no finding is about.
        static let agreeingID = "section-agreeing"

        init(product: ReconciledProduct, linkPrefix: String, maximumFindings: Int) {
            self.product = product
            let findings = Self.worst(maximumFindings, of: product.findings)
            self.findings = findings
            self.linkPrefix = linkPrefix
            languages = DriftReportMarkdownEmitter.languages(product)
            var bundles: [String: String] = [:]
            for language in product.catalog.languages { bundles[language.folder] = language.bundle }
            self.bundles = bundles
            var rules = RuleRegistry.ids.filter { rule in findings.contains { $0.rule == rule } }
            for finding in findings where !rules.contains(finding.rule) {
                rules.append(finding.rule)
            }
            self.rules = rules
            let present = Set(findings.map(\.severity))
            severities = Diagnostic.Severity.allCases.reversed().filter(present.contains)
            var pageCounts: [String: Int] = [:]
            for finding in findings { pageCounts[finding.location.path, default: 0] += 1 }
            // Sorted by their UTF-8 bytes: the same order on every machine.
            let pages = pageCounts.map { (path: $0.key, count: $0.value) }.sorted {
                $0.path.utf8.lexicographicallyPrecedes($1.path.utf8)
            }
            self.pages = pages
            var pageNumbers: [String: Int] = [:]
            for (index, page) in pages.enumerated() { pageNumbers[page.path] = index + 1 }
            self.pageNumbers = pageNumbers

            let catalog = product.catalog
            let codes = Catalog.CodesBySymbol(catalog)
            let groups = DriftReportMarkdownEmitter.grouped(findings) { Self.sectionKey($0.section) }
            // Sections with an error first, then with a warning, then the rest; ties keep their order.
            let ordered = groups.enumerated().sorted { left, right in
                let worstLeft = left.element.1.map(\.severity).max() ?? .note
                let worstRight = right.element.1.map(\.severity).max() ?? .note
                return worstLeft != worstRight ? worstLeft > worstRight : left.offset < right.offset
            }
            var sections: [Section] = []
            var sectionIDs: [String: String] = [:]
            for (index, (key, findings)) in ordered.map(\.element).enumerated() {
                let id = "section-\(index + 1)"
                sectionIDs[key] = id
                let rows = DriftReportMarkdownEmitter.grouped(findings, by: \.fact).map { fact, findings in
                    Row(fact: fact, findings: findings, code: codes.code(named: fact))
                }
                let titleLanguages = Set(findings.map(\.language))
                let titleLanguage = titleLanguages.count == 1 ? findings[0].language : nil
                sections.append(
                    Section(id: id, title: key, titleLanguage: titleLanguage.map { bundles[$0] ?? $0 }, rows: rows))
            }
            let facts = Set(product.findings.map(\.fact))
            let agreeing = catalog.codes.filter { code in
                facts.isDisjoint(with: code.names)
            }
            if !agreeing.isEmpty {
                let rows = agreeing.map { Row(fact: $0.symbol, findings: [], code: $0) }
                sections.append(Section(id: Self.agreeingID, title: "Codes without findings", rows: rows))
            }
            self.sections = sections
            self.sectionIDs = sectionIDs
            findingsByFact = Dictionary(grouping: findings, by: \.fact)
            var pagesByName: [String: [Substring: String]] = [:]
            for (language, pages) in product.pages {
                var byName: [Substring: String] = [:]
                for page in pages {
                    guard let name = page.split(separator: "/").last, byName[name] == nil else { continue }
                    byName[name] = page
                }
                pagesByName[language] = byName
            }
            self.pagesByName = pagesByName

            var statementsByFact: [String: [String: [Statement]]] = [:]
            // Only for facts with rows in several tables: a fact with one row has its statements
            // worked out when its row is written. (The codes without findings each have one row.)
            var rowsByFact: [String: Int] = [:]
            for section in sections where section.id != Self.agreeingID {
                for row in section.rows { rowsByFact[row.fact, default: 0] += 1 }
            }
            for section in sections where section.id != Self.agreeingID {
                for row in section.rows where rowsByFact[row.fact]! > 1 && statementsByFact[row.fact] == nil {
                    var byLanguage: [String: [Statement]] = [:]
                    for language in languages { byLanguage[language] = statements(row, language: language) }
                    statementsByFact[row.fact] = byLanguage
                }
            }
            self.statementsByFact = statementsByFact
            var sectionsByFact: [String: [String: [String]]] = [:]
            for (fact, findings) in findingsByFact {
                var byLanguage: [String: [String]] = [:]
                var seen: Set<[String]> = []
                for finding in findings
                where seen.insert([finding.language, Self.sectionKey(finding.section)]).inserted {
                    byLanguage[finding.language, default: []].append(Self.sectionKey(finding.section))
                }
                sectionsByFact[fact] = byLanguage
            }
            self.sectionsByFact = sectionsByFact
        }

        /// The `count` worst of `findings` (errors, then warnings, then notes), in their order.
        static func worst(_ count: Int, of findings: [Finding]) -> [Finding] {
            guard findings.count > count else { return findings }
            var kept: [Int] = []
            for severity in Diagnostic.Severity.allCases.reversed() where kept.count < count {
                kept += findings.indices.lazy.filter { findings[$0].severity == severity }.prefix(count - kept.count)
            }
            return kept.sorted().map { findings[$0] }
        }

        static func sectionKey(_ path: SectionPath) -> String {
            path.isEmpty ? noSection : path.joined(separator: " › ")
        }

        /// Writes the page's text. The tables are most of a large doc set's page (hundreds of
        /// megabytes): their parts (a table's head, a row, a table's end) are made a window at a
        /// time, in runs side by side, and each window's text is written out and let go.
        func write(to sink: inout some TextOutputStream) {
            let name = product.catalog.name
            var out = Lines()
            out.append("<!DOCTYPE html>")
            out.append("<html lang=\"en\">")
            out.append("<head>")
            out.append("<meta charset=\"utf-8\">")
            out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
            out.append("<meta name=\"generator\" content=\"errata\">")
            out.append("<title>\(html(name)) translation drift</title>")
            out.append("<style>")
            out.append(DriftReportHTMLEmitter.css)
            out.append("</style>")
            out.append("</head>")
            out.append("<body>")
            out.append("<header>")
            out.append("<h1>\(html(name)) translation drift</h1>")
            out.append("<p class=\"intro\">\(html(DriftReportMarkdownEmitter.introduction(product)))</p>")
            out.append(
                "<p class=\"totals\" id=\"totals\">\(html(DriftReportMarkdownEmitter.totals(product.findings)))</p>")
            if findings.count < product.findings.count {
                out.append(
                    "<p class=\"totals\" id=\"shown\">The tables show the first \(findings.count) of them, errors "
                        + "first, then warnings, then notes; drift.json and drift.md list every finding.</p>")
            }
            out.append("</header>")
            out += summary()
            out += filters()
            out.append("<main id=\"sections\">")
            sink.write(out.text)

            var parts: [TablePart] = []
            for section in sections.indices {
                parts.append(TablePart(section: section, row: -1))
                for row in sections[section].rows.indices { parts.append(TablePart(section: section, row: row)) }
                parts.append(TablePart(section: section, row: Int.max))
            }
            let window = 2048
            var start = 0
            while start < parts.count {
                let slice = Array(parts[start..<min(parts.count, start + window)])
                for text in slice.parallelChunks(
                    minimumChunk: 64,
                    { run in
                        var text = ByteText()
                        for part in run {
                            for line in self.text(of: part) {
                                text.write(line)
                                text.write("\n")
                            }
                        }
                        return text
                    })
                {
                    sink.write(text.text)
                }
                start += slice.count
            }

            out = Lines()
            out.append("</main>")
            out.append("<footer>Generated by errata from the \(html(name)) guides. Do not edit.</footer>")
            out.append("<script>")
            out.append(DriftReportHTMLEmitter.script)
            out.append("</script>")
            out.append("</body>")
            out.append("</html>")
            sink.write(out.text)
        }

        /// A part of a section's table: its head (`row` -1), a row, or its end (`row` `Int.max`).
        struct TablePart: Sendable {
            var section: Int
            var row: Int
        }

        /// The lines of a part of a table.
        func text(of part: TablePart) -> [String] {
            let section = sections[part.section]
            switch part.row {
            case -1: return tableHead(section)
            case Int.max: return tableEnd
            default: return rowLines(section, part.row)
            }
        }

        /// The page's text, a line at a time: each line ends with a newline.
        struct Lines {
            private(set) var text = ""

            mutating func append(_ line: String) {
                text += line
                text += "\n"
            }

            static func += (lines: inout Lines, more: [String]) {
                for line in more { lines.append(line) }
            }
        }

        // MARK: Helpers

        /// The highlight of a rule's findings, by its kind: `conflict`, `missing` or `other`.
        func kind(of rule: String) -> String {
            switch RuleRegistry.kind(of: rule) {
            case .conflict: "conflict"
            case .missing: "missing"
            default: "other"
            }
        }

        static func kindRank(_ kind: String) -> Int {
            switch kind {
            case "conflict": return 0
            case "missing": return 1
            default: return 2
            }
        }

        /// `path:line`, or the path alone when the line is unknown.
        func place(_ location: SourceLocation) -> String {
            DriftReportMarkdownEmitter.place(location)
        }

        /// The link to a place, relative to the page: `../../../docs-src/x.md#L12`.
        func href(_ location: SourceLocation) -> String {
            var link = linkPrefix + DriftReportHTMLEmitter.percentEncoded(location.path)
            if location.line > 0 { link += "#L\(location.line)" }
            return link
        }

        /// Shorthand for ``DriftReportHTMLEmitter/escaped(_:)``.
        func html(_ text: String) -> String {
            DriftReportHTMLEmitter.escaped(text)
        }
    }
}
