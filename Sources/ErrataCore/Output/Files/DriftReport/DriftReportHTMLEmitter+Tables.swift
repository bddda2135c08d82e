import Foundation

// The drift page's tables: a table per section, a row per fact, a cell per language.
extension DriftReportHTMLEmitter.Page {
    /// Rows per block of a section's table. Each block is a table of its own (with the same
    /// columns and head) that the browser lays out only when it scrolls near: a section of
    /// thousands of rows does not hold up the page. A screenful is a few dozen rows; a block
    /// much larger is laid out in full to show its first rows.
    static let blockRows = 25

    /// One section's table: a row per fact, a column per language, in blocks of ``blockRows``.
    func table(_ section: Section) -> [String] {
        var out = tableHead(section)
        for index in section.rows.indices {
            out += rowLines(section, index)
        }
        return out + tableEnd
    }

    /// A section's heading and its table up to its first row.
    func tableHead(_ section: Section) -> [String] {
        var out: [String] = []
        let lang = section.titleLanguage.map { " lang=\"\(html($0))\"" } ?? ""
        out.append("<section class=\"facts\" id=\"\(section.id)\">")
        let count = "\(section.rows.count) \(section.rows.count == 1 ? "fact" : "facts")"
        out.append(
            "<h2><a class=\"anchor\" href=\"#\(section.id)\">#</a> <span\(lang)>\(html(section.title))</span> "
                + "<span class=\"count\">\(count)</span></h2>")
        return out + blockHead(id: "table-\(section.id.dropFirst("section-".count))")
    }

    /// The start of a block of a section's table, up to its first row; only the first block's
    /// table has an id.
    func blockHead(id: String?) -> [String] {
        var out = ["<div class=\"block\">", id.map { "<table id=\"\($0)\">" } ?? "<table>"]
        var header = "<thead><tr><th scope=\"col\" class=\"fact\">Fact</th>"
        for language in languages {
            let source = language == product.catalog.sourceLanguage ? " <span class=\"source\">source</span>" : ""
            let bundle = bundles[language].flatMap { $0 == language ? nil : $0 }
            let hint = bundle.map { " <span class=\"bundle\">\(html($0))</span>" } ?? ""
            header += "<th scope=\"col\" data-lang=\"\(html(language))\">\(html(language))\(hint)\(source)</th>"
        }
        out.append(header + "</tr></thead>")
        out.append("<tbody>")
        return out
    }

    /// A section's row by its index, after the end of one block and the start of the next when it
    /// begins a block.
    func rowLines(_ section: Section, _ index: Int) -> [String] {
        let line = row(section.rows[index], id: "\(section.id)-row-\(index + 1)", in: section)
        guard index > 0, index.isMultiple(of: Self.blockRows) else { return [line] }
        return Self.blockEnd + blockHead(id: nil) + [line]
    }

    static let blockEnd = ["</tbody>", "</table>", "</div>"]

    /// The end of a section's table.
    var tableEnd: [String] { Self.blockEnd + ["</section>"] }

    /// One fact's row of a section's table.
    func row(_ row: Row, id: String, in section: Section) -> String {
        var pairs: [String] = []
        for finding in row.findings where !pairs.contains("\(finding.rule):\(finding.language)") {
            pairs.append("\(finding.rule):\(finding.language)")
        }
        var matches: [String] = []
        var seen: Set<String> = []
        for finding in row.findings {
            let page = pageNumbers[finding.location.path] ?? 0
            let match = "\(finding.rule):\(finding.language):\(finding.severity.rawValue):\(page)"
            if seen.insert(match).inserted { matches.append(match) }
        }
        let state = row.findings.isEmpty ? "agree" : "drift"
        var out = "<tr id=\"\(id)\" class=\"\(state)\" data-fact=\"\(html(row.fact))\" "
        out +=
            "data-findings=\"\(html(pairs.joined(separator: " ")))\" data-match=\"\(html(matches.joined(separator: " ")))\">"
        out += "<th scope=\"row\" class=\"fact\"><code title=\"\(html(row.fact))\">\(html(row.fact))</code>"
        // No list of the row's rules here: each cell's messages carry their rule's badge.
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

    /// What one language states about a row's fact, highlighted by its findings there.
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
            // The label straight in the link, no wrapper: a node less per statement on a page of thousands.
            // A space after the label (in its text node) keeps a search from reading it into the place.
            out += "<a class=\"stated\" href=\"\(html(href(statement.location)))\">\(statement.label)"
            if !statement.label.isEmpty { out += " " }
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

    /// A finding as a cell's tooltip shows it: severity, rule, message, resolution.
    func tooltip(_ finding: Finding) -> String {
        var text = "\(finding.severity.rawValue) [\(finding.rule)]: \(finding.message)"
        if let resolution = finding.resolution { text += " — \(resolution)" }
        if finding.accepted { text += " (accepted in the config)" }
        return text
    }
}
