import Foundation

/// Writes `report/drift.html`: the drift report as one page a docs maintainer opens in a browser.
///
/// The page is self-contained (inline CSS and JavaScript; nothing is loaded from the network,
/// no fonts either) and has, in this order:
/// - a title, the languages compared and a count of the findings;
/// - a summary card per language: its findings per rule, pages read, codes listed and messages
///   taken from another language;
/// - filters: a checkbox per rule and per language, and "Show only drift";
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
/// Every statement in a cell links to its file and line (`path#Lline`) relative to the page,
/// and shows `path:line`; a language that states nothing links to its page of the same name, or
/// to the folder of its pages.
/// The filters hide rows and columns with the `hidden` attribute: a row is shown when it has a
/// finding of a checked rule in a checked language, a row without findings only while every rule
/// is checked and "Show only drift" is not, a column when its language is checked. They read
/// their state from the page's fragment or query
/// (`drift.html#rule=code-conflict,code-missing&lang=en&drift=1`) and write it back to the
/// fragment as they change, so a filtered view can be linked to.
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

    /// Creates the emitter.
    ///
    /// - Parameter outputRoot: The output root relative to the project root, with forward
    ///   slashes, inside the project (`.` and `..` are understood).
    public init(outputRoot: String = "generated") {
        self.outputRoot = outputRoot
    }

    /// The HTML page for one product.
    ///
    /// - Parameter product: The reconciled product.
    /// - Returns: One file, ``path``.
    public func emit(_ product: ReconciledProduct) throws -> [OutputFile] {
        [OutputFile(path: Self.path, contents: renderData(product))]
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
        Page(product: product, linkPrefix: linkPrefix(productFolder: product.config.name)).render()
    }
}

// MARK: - The page

/// Everything the page shows, worked out once.
private struct Page {
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
    let linkPrefix: String
    let languages: [String]
    let bundles: [String: String]
    let rules: [String]
    let sections: [Section]
    /// The id of the section a section key (path joined with " › ") became.
    let sectionIDs: [String: String]
    /// Every finding, by fact, in the reconciler's order.
    let findingsByFact: [String: [Finding]]
    /// What each language states about each fact, worked out once per fact: a fact reported under
    /// many headings has a row in each of their tables, and every row shows the same statements.
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

    init(product: ReconciledProduct, linkPrefix: String) {
        self.product = product
        self.linkPrefix = linkPrefix
        languages = DriftReportMarkdownEmitter.languages(product)
        var bundles: [String: String] = [:]
        for language in product.catalog.languages { bundles[language.folder] = language.bundle }
        self.bundles = bundles
        var rules = RuleRegistry.ids.filter { rule in product.findings.contains { $0.rule == rule } }
        for finding in product.findings where !rules.contains(finding.rule) {
            rules.append(finding.rule)
        }
        self.rules = rules

        let catalog = product.catalog
        let codes = Catalog.CodesBySymbol(catalog)
        let groups = DriftReportMarkdownEmitter.grouped(product.findings) { Self.sectionKey($0.section) }
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
            !facts.contains(code.symbol) && !code.aliases.contains { facts.contains($0.symbol) }
        }
        if !agreeing.isEmpty {
            let rows = agreeing.map { Row(fact: $0.symbol, findings: [], code: $0) }
            sections.append(Section(id: Self.agreeingID, title: "Codes without findings", rows: rows))
        }
        self.sections = sections
        self.sectionIDs = sectionIDs
        findingsByFact = Dictionary(grouping: product.findings, by: \.fact)
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
        // The codes without findings each have one row, and their statements come from the code.
        for section in sections where section.id != Self.agreeingID {
            for row in section.rows where statementsByFact[row.fact] == nil {
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
            for finding in findings where seen.insert([finding.language, Self.sectionKey(finding.section)]).inserted {
                byLanguage[finding.language, default: []].append(Self.sectionKey(finding.section))
            }
            sectionsByFact[fact] = byLanguage
        }
        self.sectionsByFact = sectionsByFact
    }

    static func sectionKey(_ path: SectionPath) -> String {
        path.isEmpty ? noSection : path.joined(separator: " › ")
    }

    func render() -> Data {
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
        out.append(Self.css)
        out.append("</style>")
        out.append("</head>")
        out.append("<body>")
        out.append("<header>")
        out.append("<h1>\(html(name)) translation drift</h1>")
        out.append("<p class=\"intro\">\(html(DriftReportMarkdownEmitter.introduction(product)))</p>")
        out.append("<p class=\"totals\" id=\"totals\">\(html(DriftReportMarkdownEmitter.totals(product.findings)))</p>")
        out.append("</header>")
        out += summary()
        out += filters()
        out.append("<main id=\"sections\">")
        let head = out.text
        // The tables are most of a large doc set's page (megabytes): they are made in runs side by
        // side, and each run's text is copied into the page's bytes, sized once, and let go.
        var tables = sections.parallelChunks(minimumChunk: 8) { sections in
            var lines = Lines()
            for section in sections { lines += table(section) }
            return lines.text
        }
        out = Lines()
        out.append("</main>")
        out.append("<footer>Generated by errata from the \(html(name)) guides. Do not edit.</footer>")
        out.append("<script>")
        out.append(Self.script)
        out.append("</script>")
        out.append("</body>")
        out.append("</html>")
        let tail = out.text
        var page = Data(capacity: tables.reduce(head.utf8.count + tail.utf8.count) { $0 + $1.utf8.count })
        func add(_ text: String) {
            text.withUTF8Bytes { page.append($0) }
        }
        add(head)
        for index in tables.indices {
            add(tables[index])
            tables[index] = ""
        }
        add(tail)
        return page
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

    // MARK: Summary and filters

    /// A card per language: its findings by rule, pages, codes listed and messages taken from another language.
    func summary() -> [String] {
        var out: [String] = []
        out.append("<section class=\"summary\">")
        out.append("<h2>Summary</h2>")
        out.append("<div id=\"summary\" class=\"cards\">")
        let catalog = product.catalog
        for language in languages {
            let findings = product.findings.filter { $0.language == language }
            let source = language == catalog.sourceLanguage ? " <span class=\"source\">source</span>" : ""
            let bundle = bundles[language].flatMap { $0 == language ? nil : $0 }
            let hint = bundle.map { " <span class=\"bundle\">\(html($0))</span>" } ?? ""
            out.append("<article class=\"card\" data-summary-lang=\"\(html(language))\">")
            let noun = findings.count == 1 ? "finding" : "findings"
            let total = "<span class=\"total\"><b>\(findings.count)</b> \(noun)</span>"
            out.append("<h3>\(html(language))\(hint)\(source) \(total)</h3>")
            let pages = product.pages[language]?.count ?? 0
            let listed = catalog.codes.filter { $0.listingLanguages.contains(language) }.count
            let fallbacks = catalog.codes.filter { $0.messages[language]?.isFallback(for: language) ?? false }.count
            var facts = ["\(pages) \(pages == 1 ? "page" : "pages")", "\(listed) codes listed"]
            if fallbacks > 0 {
                facts.append("\(fallbacks) \(fallbacks == 1 ? "message" : "messages") from another language")
            }
            out.append("<p class=\"meta\">\(facts.joined(separator: " · "))</p>")
            var badges: [String] = []
            for rule in rules {
                let count = findings.filter { $0.rule == rule }.count
                guard count > 0 else { continue }
                badges.append("<span class=\"badge \(kind(of: rule))\">\(html(rule)) <b>\(count)</b></span>")
            }
            out.append("<p class=\"card-rules\">\(badges.isEmpty ? "no drift" : badges.joined(separator: " "))</p>")
            out.append("</article>")
        }
        out.append("</div>")
        out.append("</section>")
        return out
    }

    func filters() -> [String] {
        var out: [String] = []
        out.append("<form id=\"filters\" class=\"filters\" autocomplete=\"off\">")
        out.append("<fieldset id=\"rule-filter\"><legend>Rules</legend>")
        for rule in rules {
            let count = product.findings.filter { $0.rule == rule }.count
            out.append(
                "<label><input type=\"checkbox\" name=\"rule\" value=\"\(html(rule))\" checked> "
                    + "<span class=\"badge \(kind(of: rule))\">\(html(rule))</span> "
                    + "<span class=\"count\">\(count)</span></label>")
        }
        if rules.isEmpty { out.append("<span class=\"none\">no findings</span>") }
        out.append("</fieldset>")
        out.append("<fieldset id=\"language-filter\"><legend>Languages</legend>")
        for language in languages {
            out.append(
                "<label><input type=\"checkbox\" name=\"lang\" value=\"\(html(language))\" checked> "
                    + "\(html(language))</label>")
        }
        out.append("</fieldset>")
        out.append("<fieldset id=\"view-filter\"><legend>View</legend>")
        out.append(
            "<label><input type=\"checkbox\" name=\"drift\" id=\"only-drift\" value=\"1\"> Show only drift</label>")
        out.append("</fieldset>")
        out.append("<p id=\"status\" class=\"status\" aria-live=\"polite\"></p>")
        out.append("</form>")
        out.append(
            "<p class=\"legend\"><span class=\"swatch conflict\"></span> conflict "
                + "<span class=\"swatch missing\"></span> missing <span class=\"swatch other\"></span> other finding "
                + "<span class=\"swatch accepted\"></span> accepted in the config</p>")
        return out
    }

    // MARK: Tables

    func table(_ section: Section) -> [String] {
        var out: [String] = []
        let lang = section.titleLanguage.map { " lang=\"\(html($0))\"" } ?? ""
        out.append("<section class=\"facts\" id=\"\(section.id)\">")
        let count = "\(section.rows.count) \(section.rows.count == 1 ? "fact" : "facts")"
        out.append(
            "<h2><a class=\"anchor\" href=\"#\(section.id)\">#</a> <span\(lang)>\(html(section.title))</span> "
                + "<span class=\"count\">\(count)</span></h2>")
        out.append("<table id=\"table-\(section.id.dropFirst("section-".count))\">")
        var header = "<thead><tr><th scope=\"col\" class=\"fact\">Fact</th>"
        for language in languages {
            let source = language == product.catalog.sourceLanguage ? " <span class=\"source\">source</span>" : ""
            let bundle = bundles[language].flatMap { $0 == language ? nil : $0 }
            let hint = bundle.map { " <span class=\"bundle\">\(html($0))</span>" } ?? ""
            header += "<th scope=\"col\" data-lang=\"\(html(language))\">\(html(language))\(hint)\(source)</th>"
        }
        out.append(header + "</tr></thead>")
        out.append("<tbody>")
        for (index, row) in section.rows.enumerated() {
            out.append(self.row(row, id: "\(section.id)-row-\(index + 1)", in: section))
        }
        out.append("</tbody>")
        out.append("</table>")
        out.append("</section>")
        return out
    }

    func row(_ row: Row, id: String, in section: Section) -> String {
        var pairs: [String] = []
        for finding in row.findings where !pairs.contains("\(finding.rule):\(finding.language)") {
            pairs.append("\(finding.rule):\(finding.language)")
        }
        let state = row.findings.isEmpty ? "agree" : "drift"
        var out = "<tr id=\"\(id)\" class=\"\(state)\" data-fact=\"\(html(row.fact))\" "
        out += "data-findings=\"\(html(pairs.joined(separator: " ")))\">"
        out += "<th scope=\"row\" class=\"fact\"><code title=\"\(html(row.fact))\">\(html(row.fact))</code>"
        var rowRules: [String] = []
        for finding in row.findings where !rowRules.contains(finding.rule) { rowRules.append(finding.rule) }
        if !rowRules.isEmpty {
            out += "<div class=\"rules\">"
            out += rowRules.map { "<span class=\"badge \(kind(of: $0))\">\(html($0))</span>" }.joined(separator: " ")
            out += "</div>"
        }
        if let code = row.code {
            var decided = code.symbol == row.fact ? "" : "\(code.symbol) = "
            decided += product.catalog.codeText(code.code)
            if let category = code.category { decided += " · \(category)" }
            let reason = code.codeDecision.rule == .unanimous ? "" : " title=\"\(html(code.codeDecision.reason))\""
            out += "<div class=\"decided\"\(reason)>decided: \(html(decided))</div>"
        }
        out += "</th>"
        for language in languages {
            out += cell(row, language: language, in: section)
        }
        return out + "</tr>"
    }

    func cell(_ row: Row, language: String, in section: Section) -> String {
        let findings = row.findings.filter { $0.language == language }
        var statements = statementsByFact[row.fact]?[language] ?? self.statements(row, language: language)
        if statements.isEmpty {
            statements = findings.map { finding in
                let label =
                    RuleRegistry.kind(of: finding.rule) == .missing ? "not stated" : "<code>\(html(row.fact))</code>"
                return Statement(label: label, location: finding.location)
            }
        }
        var classes = ["cell"]
        if let worst = findings.map({ kind(of: $0.rule) }).min(by: { Self.kindRank($0) < Self.kindRank($1) }) {
            classes.append(worst)
            if findings.allSatisfy(\.accepted) { classes.append("accepted") }
        }
        if statements.isEmpty { classes.append("absent") }
        var attributes = " data-lang=\"\(html(language))\" class=\"\(classes.joined(separator: " "))\""
        if !findings.isEmpty {
            attributes += " title=\"\(findings.map(tooltip).map(html).joined(separator: "&#10;&#10;"))\""
        }
        var out = "<td\(attributes)>"
        if statements.isEmpty {
            out += "<span class=\"nothing\">not stated</span>"
            if let page = counterpart(of: row, in: language) {
                out += "<a class=\"place\" href=\"\(html(href(page)))\">\(html(page.description))</a>"
            }
        }
        for statement in statements.prefix(Self.shownStatements) {
            out += "<a class=\"stated\" href=\"\(html(href(statement.location)))\">"
            if !statement.label.isEmpty { out += "<span class=\"value\">\(statement.label)</span> " }
            out += "<span class=\"place\">\(html(place(statement.location)))</span></a>"
        }
        if statements.count > Self.shownStatements {
            out += "<span class=\"more\">and \(statements.count - Self.shownStatements) more</span>"
        }
        for finding in findings {
            out += "<p class=\"message\"><span class=\"badge \(kind(of: finding.rule))\">\(html(finding.rule))</span> "
            out += html(finding.message)
            if finding.accepted { out += " <span class=\"accepted-note\">(accepted in the config)</span>" }
            out += "</p>"
        }
        // The same fact, in this language, reported under other headings.
        var elsewhere = 0
        for key in sectionsByFact[row.fact]?[language] ?? [] {
            guard let id = sectionIDs[key], id != section.id else { continue }
            elsewhere += 1
            guard elsewhere <= Self.shownElsewhere else { continue }
            out += "<p class=\"elsewhere\">also reported under <a href=\"#\(id)\">\(html(key))</a></p>"
        }
        if elsewhere > Self.shownElsewhere {
            let more = elsewhere - Self.shownElsewhere
            out += "<p class=\"elsewhere\">and under \(more) more \(more == 1 ? "section" : "sections")</p>"
        }
        return out + "</td>"
    }

    /// What a language states about the row's fact, and where.
    func statements(_ row: Row, language: String) -> [Statement] {
        if let code = row.code {
            let sources = code.sources.filter { $0.language == language }
            let tables = sources.filter { $0.context == .table }
            return (tables.isEmpty ? sources : tables).map { source in
                var label = "<code>\(html(source.symbol))</code>"
                if let number = source.code { label += " <b>\(product.catalog.codeText(number))</b>" }
                if source.context != .table { label += " <span class=\"context\">\(source.context.rawValue)</span>" }
                return Statement(label: label, location: source.location)
            }
        }
        var statements: [Statement] = []
        var seen: Set<SourceLocation> = []
        let facts = findingsByFact[row.fact, default: []]
        // A finding of a `missing` rule is where the language lacks the fact: not a statement of it.
        for finding in facts
        where finding.language == language && RuleRegistry.kind(of: finding.rule) != .missing
            && seen.insert(finding.location).inserted
        {
            // The message says what is there; the place is enough.
            statements.append(Statement(label: "", location: finding.location))
        }
        for finding in facts {
            for related in finding.related where related.language == language && seen.insert(related.location).inserted
            {
                statements.append(Statement(label: html(related.message), location: related.location))
            }
        }
        return statements
    }

    /// Where to look in a language that states nothing about the row's fact: its page with the
    /// same file name as the first page the row names, else the folder of its pages.
    func counterpart(of row: Row, in language: String) -> SourceLocation? {
        guard let pages = product.pages[language], let first = pages.first else { return nil }
        let named = row.findings.first?.location.path ?? row.code?.sources.first?.location.path
        if let name = named?.split(separator: "/").last, let page = pagesByName[language]?[name] {
            return SourceLocation(path: page)
        }
        guard let slash = first.lastIndex(of: "/") else { return nil }
        return SourceLocation(path: String(first[...slash]))
    }

    func tooltip(_ finding: Finding) -> String {
        var text = "\(finding.severity.rawValue) [\(finding.rule)]: \(finding.message)"
        if let resolution = finding.resolution { text += " — \(resolution)" }
        if finding.accepted { text += " (accepted in the config)" }
        return text
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
}

extension DriftReportHTMLEmitter {
    /// A path with every byte but unreserved characters and `/` percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        // Most paths need nothing encoded: they are returned as they are.
        guard !path.utf8.allSatisfy(isUnreserved) else { return path }
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count * 3)
        for byte in path.utf8 {
            if isUnreserved(byte) {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether ``percentEncoded(_:)`` keeps a byte as it is: letters, digits, `-._~` and `/`.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"), UInt8(ascii: "/"):
            true
        default:
            false
        }
    }

    /// Text safe in HTML content and in quoted attribute values: `&`, `<`, `>`, `"` and `'` escaped,
    /// and the control and bidirectional characters written as ``VisibleText`` escapes (`\u{1B}`),
    /// line breaks kept.
    ///
    /// - Parameter text: Any text, e.g. from a guide.
    /// - Returns: The escaped text.
    static func escaped(_ text: String) -> String {
        let text = VisibleText.escaped(text, keeping: { $0 == "\n" || $0 == "\r" })
        // On UTF-8 bytes, not characters: the five are ASCII, and a byte below 0x80 is a whole
        // scalar, so a quote followed by a combining mark (one character) is still escaped. The
        // text between them is copied in runs; text with none of them is returned as it is.
        let utf8 = text.utf8
        guard utf8.contains(where: isSpecial) else { return text }
        var out = ""
        out.reserveCapacity(utf8.count + 16)
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            if isSpecial(byte) {
                out += Substring(utf8[runStart..<index])
                switch byte {
                case UInt8(ascii: "&"): out += "&amp;"
                case UInt8(ascii: "<"): out += "&lt;"
                case UInt8(ascii: ">"): out += "&gt;"
                case UInt8(ascii: "\""): out += "&quot;"
                default: out += "&#39;"
                }
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        out += Substring(utf8[runStart..<index])
        return out
    }

    /// Whether a byte is one of the characters ``escaped(_:)`` replaces.
    private static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }

    /// ``escaped(_:)`` scalar by scalar: the reference the byte version is tested against.
    static func escapedByScalars(_ text: String) -> String {
        var out = ""
        for scalar in VisibleText.escaped(text, keeping: { $0 == "\n" || $0 == "\r" }).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// Shorthand for ``DriftReportHTMLEmitter/escaped(_:)``.
private func html(_ text: String) -> String {
    DriftReportHTMLEmitter.escaped(text)
}

// MARK: - Style and script

extension Page {
    /// The page's style: system fonts only, nothing loaded.
    static let css = #"""
        :root {
          --fg: #1f2328; --muted: #59636e; --border: #d0d7de; --head: #f6f8fa; --link: #0550ae;
          --conflict: #cf222e; --conflict-bg: #ffebe9; --missing: #9a6700; --missing-bg: #fff8c5;
          --other: #0969da; --other-bg: #ddf4ff; --accepted: #8c959f; --accepted-bg: #f6f8fa;
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body {
          margin: 0; padding: 24px 32px 48px; color: var(--fg); background: #fff;
          font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK KR", "Noto Sans CJK JP",
            "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif;
        }
        h1 { font-size: 24px; margin: 0 0 6px; }
        h2 { font-size: 16px; margin: 28px 0 8px; }
        header p { margin: 2px 0; color: var(--muted); }
        header .totals { color: var(--fg); font-weight: 600; }
        code, .place, .bundle {
          font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 12px;
        }
        table { border-collapse: collapse; width: 100%; table-layout: fixed; }
        th, td { border: 1px solid var(--border); padding: 6px 8px; vertical-align: top; text-align: left; }
        td, th.fact { overflow-wrap: anywhere; }
        thead th { background: var(--head); position: sticky; top: 0; z-index: 1; font-weight: 600; }
        th.fact { width: 22%; }
        tbody th.fact { font-weight: normal; background: #fcfcfd; }
        tbody th.fact code {
          font-weight: 600; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 4; overflow: hidden;
        }
        .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 12px; }
        .card { border: 1px solid var(--border); border-radius: 8px; padding: 10px 14px; }
        .card h3 { margin: 0; font-size: 16px; display: flex; align-items: baseline; gap: 6px; }
        .card .total { margin-left: auto; font-weight: normal; font-size: 13px; color: var(--muted); }
        .card .total b { color: var(--fg); font-size: 16px; }
        .card .meta { margin: 2px 0 8px; color: var(--muted); font-size: 12px; }
        .card-rules { margin: 0; display: flex; flex-wrap: wrap; gap: 4px; color: var(--muted); font-size: 12px; }
        .source, .bundle { color: var(--muted); font-weight: normal; font-size: 11px; }
        .source { border: 1px solid var(--border); border-radius: 8px; padding: 0 5px; margin-left: 2px; }
        .badge {
          display: inline-block; padding: 0 7px; border-radius: 10px; font-size: 11px; font-weight: 600;
          line-height: 18px; border: 1px solid currentColor; white-space: nowrap;
        }
        .badge.conflict { color: var(--conflict); background: var(--conflict-bg); }
        .badge.missing { color: var(--missing); background: var(--missing-bg); }
        .badge.other { color: var(--other); background: var(--other-bg); }
        .filters {
          display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: flex-end; margin: 24px 0 4px;
          padding: 10px 14px; border: 1px solid var(--border); border-radius: 8px; background: var(--head);
        }
        .filters fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 14px; }
        .filters legend { font-weight: 600; font-size: 12px; color: var(--muted); padding: 0; margin-bottom: 2px; }
        .filters label { display: inline-flex; align-items: center; gap: 5px; cursor: pointer; }
        .filters .count { color: var(--muted); font-size: 12px; }
        .status { margin: 0 0 0 auto; color: var(--muted); font-size: 12px; }
        .legend { margin: 6px 0 0; color: var(--muted); font-size: 12px; }
        .swatch {
          display: inline-block; width: 12px; height: 12px; border-radius: 2px; vertical-align: -1px; margin-left: 10px;
        }
        .legend .swatch:first-child { margin-left: 0; }
        .swatch.conflict { background: var(--conflict-bg); box-shadow: inset 3px 0 0 var(--conflict); }
        .swatch.missing { background: var(--missing-bg); box-shadow: inset 3px 0 0 var(--missing); }
        .swatch.other { background: var(--other-bg); box-shadow: inset 3px 0 0 var(--other); }
        .swatch.accepted { background: var(--accepted-bg); box-shadow: inset 3px 0 0 var(--accepted); }
        h2 .count { color: var(--muted); font-weight: normal; font-size: 12px; margin-left: 6px; }
        h2 .anchor { color: var(--border); text-decoration: none; }
        h2 .anchor:hover { color: var(--link); }
        .rules { margin-top: 4px; }
        .decided { margin-top: 4px; color: var(--muted); font-size: 12px; }
        td.conflict { background: var(--conflict-bg); box-shadow: inset 3px 0 0 var(--conflict); }
        td.missing { background: var(--missing-bg); box-shadow: inset 3px 0 0 var(--missing); }
        td.other { background: var(--other-bg); box-shadow: inset 3px 0 0 var(--other); }
        td.accepted { background: var(--accepted-bg); box-shadow: inset 3px 0 0 var(--accepted); }
        td.absent { color: var(--muted); }
        a { color: var(--link); }
        a.stated { display: block; text-decoration: none; color: inherit; padding: 1px 0; }
        a.stated:hover .place, td > a.place:hover { text-decoration: underline; }
        .place { display: block; color: var(--link); font-size: 11px; }
        .value { font-size: 12px; }
        .value b { font-weight: 600; font-size: 13px; }
        .context { color: var(--muted); font-size: 11px; }
        .nothing { font-style: italic; }
        .more { display: block; color: var(--muted); font-size: 11px; }
        .message { margin: 6px 0 0; font-size: 12px; }
        .message .badge { margin-right: 2px; }
        .accepted-note, .elsewhere { color: var(--muted); }
        .elsewhere { margin: 4px 0 0; font-size: 11px; }
        footer { margin-top: 32px; color: var(--muted); font-size: 12px; }
        """#

    /// The filters: checkboxes in, `hidden` on rows, columns and sections out; state in the URL.
    static let script = #"""
        (function () {
          "use strict";
          var form = document.getElementById("filters");
          var onlyDrift = document.getElementById("only-drift");
          var status = document.getElementById("status");
          var yes = ["", "1", "true", "yes", "on"];
          function boxes(name) {
            return Array.prototype.slice.call(form.querySelectorAll("input[name='" + name + "']"));
          }
          function checked(name) {
            return boxes(name).filter(function (box) { return box.checked; }).map(function (box) { return box.value; });
          }
          // The state from the query, then the fragment: rule=a,b&lang=en&drift=1 (keys may repeat).
          function read() {
            var state = {};
            [window.location.search, window.location.hash].forEach(function (part) {
              var query = new URLSearchParams(part.replace(/^[?#]/, ""));
              ["rule", "lang", "drift"].forEach(function (key) {
                if (!query.has(key)) { return; }
                state[key] = [];
                query.getAll(key).forEach(function (value) {
                  value.split(",").forEach(function (item) { if (item) { state[key].push(item); } });
                });
              });
            });
            ["rule", "lang"].forEach(function (name) {
              boxes(name).forEach(function (box) {
                box.checked = !state[name] || state[name].indexOf(box.value) >= 0;
              });
            });
            var drift = state.drift;
            onlyDrift.checked = !!drift && yes.indexOf(drift.length ? drift[drift.length - 1] : "") >= 0;
          }
          function write() {
            var parts = [];
            var rules = checked("rule");
            var langs = checked("lang");
            if (rules.length !== boxes("rule").length) { parts.push("rule=" + rules.join(",")); }
            if (langs.length !== boxes("lang").length) { parts.push("lang=" + langs.join(",")); }
            if (onlyDrift.checked) { parts.push("drift=1"); }
            var url = window.location.pathname + (parts.length ? "#" + parts.join("&") : "");
            try { window.history.replaceState(null, "", url); } catch (error) { /* some file: URLs refuse */ }
          }
          function apply() {
            var rules = checked("rule");
            var langs = checked("lang");
            // Rows without findings belong to no rule: shown only while no rule is filtered out.
            var showAgreeing = !onlyDrift.checked && rules.length === boxes("rule").length;
            var shown = 0;
            var total = 0;
            // Mirror the state in the markup (the checked attribute), so the DOM says what is shown.
            form.querySelectorAll("input[type='checkbox']").forEach(function (box) {
              box.defaultChecked = box.checked;
            });
            document.querySelectorAll("section.facts").forEach(function (section) {
              var visible = 0;
              section.querySelectorAll("tbody tr").forEach(function (row) {
                var pairs = row.getAttribute("data-findings").split(" ").filter(Boolean);
                var show = pairs.length === 0 ? showAgreeing : pairs.some(function (pair) {
                  var at = pair.lastIndexOf(":");
                  return rules.indexOf(pair.slice(0, at)) >= 0 && langs.indexOf(pair.slice(at + 1)) >= 0;
                });
                row.hidden = !show;
                total += 1;
                if (show) { visible += 1; }
              });
              section.hidden = visible === 0;
              shown += visible;
            });
            document.querySelectorAll("[data-lang]").forEach(function (cell) {
              cell.hidden = langs.indexOf(cell.getAttribute("data-lang")) < 0;
            });
            document.querySelectorAll("[data-summary-lang]").forEach(function (row) {
              row.hidden = langs.indexOf(row.getAttribute("data-summary-lang")) < 0;
            });
            status.textContent = "Showing " + shown + " of " + total + (total === 1 ? " fact" : " facts");
          }
          form.addEventListener("change", function () { apply(); write(); });
          form.addEventListener("submit", function (event) { event.preventDefault(); });
          window.addEventListener("hashchange", function () { read(); apply(); });
          read();
          apply();
        })();
        """#
}
