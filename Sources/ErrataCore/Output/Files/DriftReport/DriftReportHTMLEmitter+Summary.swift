import Foundation

// The drift page's head: a summary card per language, and the filters.
extension DriftReportHTMLEmitter.Page {
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

    /// The filters: a search box, a checkbox per rule, language and severity, the pages, "Show only
    /// drift", and the legend.
    func filters() -> [String] {
        var out: [String] = []
        let source = html(product.catalog.sourceLanguage)
        out.append("<form id=\"filters\" class=\"filters\" autocomplete=\"off\" data-source=\"\(source)\">")
        out.append("<fieldset id=\"search-filter\"><legend>Search</legend>")
        out.append(
            "<input type=\"search\" name=\"q\" id=\"search\" placeholder=\"message, symbol or path\" "
                + "aria-label=\"Search messages, symbols and paths\">")
        out.append("</fieldset>")
        out.append("<fieldset id=\"rule-filter\"><legend>Rules</legend>")
        for rule in rules {
            let count = findings.filter { $0.rule == rule }.count
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
        out.append("<fieldset id=\"severity-filter\"><legend>Severity</legend>")
        for severity in severities {
            let count = findings.filter { $0.severity == severity }.count
            out.append(
                "<label><input type=\"checkbox\" name=\"severity\" value=\"\(severity.rawValue)\" checked> "
                    + "\(severity.rawValue) <span class=\"count\">\(count)</span></label>")
        }
        out.append("</fieldset>")
        out.append("<fieldset id=\"page-filter\"><legend>Page</legend>")
        out.append("<select name=\"page\" id=\"page\" aria-label=\"Page\">")
        out.append("<option value=\"\">All pages (\(pages.count))</option>")
        for page in pages {
            out.append("<option value=\"\(html(page.path))\">\(html(page.path)) (\(page.count))</option>")
        }
        out.append("</select>")
        out.append("</fieldset>")
        out.append("<fieldset id=\"view-filter\"><legend>View</legend>")
        out.append(
            "<label><input type=\"checkbox\" name=\"drift\" id=\"only-drift\" value=\"1\"> Show only drift</label>")
        out.append("</fieldset>")
        // Every row is shown until a filter hides some, with scripts off too; the script counts from the total.
        let total = sections.reduce(0) { $0 + $1.rows.count }
        out.append(
            "<p id=\"status\" class=\"status\" aria-live=\"polite\" data-total=\"\(total)\">"
                + "Showing \(total) of \(total) \(total == 1 ? "fact" : "facts")</p>")
        out.append("</form>")
        out.append(
            "<p class=\"legend\"><span class=\"swatch conflict\"></span> conflict "
                + "<span class=\"swatch missing\"></span> missing <span class=\"swatch other\"></span> other finding "
                + "<span class=\"swatch accepted\"></span> accepted in the config</p>")
        return out
    }
}
