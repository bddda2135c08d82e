import Foundation
import Testing

@testable import ErrataCore

@Suite("Drift report: HTML")
struct DriftReportHTMLEmitterTests {
    func page(_ emitter: DriftReportHTMLEmitter = DriftReportHTMLEmitter()) throws -> String {
        let (path, text) = try EmitterFixture.text(of: emitter, EmitterFixture.product())
        #expect(path == "report/drift.html")
        return text
    }

    /// The `<td>` elements of the page, as text from `<td` to `</td>`.
    func cells(_ html: String) -> [Substring] {
        var cells: [Substring] = []
        var rest = html[...]
        while let start = rest.range(of: "<td data-lang=") {
            guard let end = rest[start.upperBound...].range(of: "</td>") else { break }
            cells.append(rest[start.lowerBound..<end.upperBound])
            rest = rest[end.upperBound...]
        }
        return cells
    }

    @Test("One self-contained page: no network, no external fonts or scripts")
    func selfContained() throws {
        let html = try page()
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.hasSuffix("</html>\n"))
        #expect(html.contains("<title>Demo translation drift</title>"))
        #expect(html.contains("<style>") && html.contains("<script>"))
        for remote in ["http://", "https://", "//fonts.", "@import", "<link", "src=", "url("] {
            #expect(!html.contains(remote), "loads something: \(remote)")
        }
    }

    @Test("Past its limit the tables show the worst findings, say so, and count every finding in the totals")
    func limit() throws {
        let html = try page(DriftReportHTMLEmitter(maximumFindings: 2))
        // The error, then the first warning; the other warnings are left out of the tables.
        #expect(html.contains("data-fact=\"TCGB_ERROR_BANNED_MEMBER\""))
        #expect(html.contains("data-fact=\"TCGB_ERROR_WITHDRAW\""))
        #expect(!html.contains("data-fact=\"+[TCGBGamebase login:]\""))
        #expect(!html.contains("value=\"api-conflict\""))
        // A code whose finding is left out is not among the codes without findings either.
        #expect(!html.contains("data-fact=\"TCGB_ERROR_SOCKET_ERROR\""))
        #expect(html.contains(">4 findings: 1 error, 3 warnings.</p>"))
        #expect(html.contains("The tables show the first 2 of them"))
        #expect(!(try page()).contains("The tables show the first"))
    }

    @Test("Doc text is escaped: a <script> in a message stays text")
    func escaping() throws {
        let html = try page()
        #expect(html.contains("zh declares &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;login:&quot;"))
        #expect(html.contains("data-fact=\"+[TCGBGamebase login:]\""))
        #expect(!html.contains("<script>alert"))
        // Only the page's own script.
        #expect(html.components(separatedBy: "<script").count == 2)
        #expect(DriftReportHTMLEmitter.escaped("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e&#39;f")
        // A quote followed by a combining mark is still escaped.
        #expect(DriftReportHTMLEmitter.escaped("\"\u{301}") == "&quot;\u{301}")
    }

    @Test("A table per section, a column per language, a row per fact")
    func tables() throws {
        let html = try page()
        // Sections with an error first, then in the order of their first finding; codes without findings last.
        let order = ["Errors › Auth", "(no section)", "API", "Codes without findings"]
        let positions = order.map {
            html.range(of: ">\($0)</span> <span class=\"count\">")?.lowerBound ?? html.endIndex
        }
        #expect(positions.allSatisfy { $0 < html.endIndex })
        #expect(positions == positions.sorted())
        #expect(html.contains("<section class=\"facts\" id=\"section-1\">"))
        #expect(html.contains("<table id=\"table-1\">"))
        #expect(html.contains("<section class=\"facts\" id=\"section-agreeing\">"))
        for language in ["ko", "en", "zh"] {
            #expect(html.components(separatedBy: "<th scope=\"col\" data-lang=\"\(language)\">").count == 5)
        }
        #expect(html.contains("<tr id=\"section-1-row-1\" class=\"drift\" data-fact=\"TCGB_ERROR_BANNED_MEMBER\" "))
        #expect(html.contains("data-findings=\"code-conflict:en\""))
        #expect(html.contains("data-fact=\"TCGB_ERROR_TIMEOUT\" data-findings=\"\""))
        // 2 + 1 + 1 + 1 rows, 3 cells each.
        #expect(cells(html).count == 15)
    }

    @Test("Cells: what each language states, highlighted by its findings")
    func highlights() throws {
        let html = try page()
        let all = cells(html)
        let conflict = try #require(all.first { $0.contains("class=\"cell conflict\"") })
        #expect(conflict.hasPrefix("<td data-lang=\"en\""))
        #expect(conflict.contains("<code>TCGB_ERROR_AUTH_BANNED_MEMBER</code> <b>3005</b>"))
        #expect(conflict.contains("title=\"error [code-conflict]: en gives TCGB_ERROR_AUTH_BANNED_MEMBER (3005)"))
        let missing = try #require(all.first { $0.contains("class=\"cell missing\"") })
        #expect(missing.contains("not stated"))
        #expect(missing.contains("href=\"../../../docs/demo/en/auth.md#L15\""))
        // Any `…-conflict` rule is red, any `…-missing` amber, the rest blue.
        let other = try #require(all.first { $0.contains("class=\"cell other\"") })
        #expect(other.hasPrefix("<td data-lang=\"ko\"") && other.contains("code-unlisted"))
        #expect(all.filter { $0.contains("class=\"cell conflict\"") }.count == 2)
        #expect(all.filter { $0.contains("class=\"cell other\"") }.count == 1)
        #expect(html.contains("<code>TCGB_ERROR_BANNED_MEMBER</code> <b>7</b>"))
    }

    @Test("Every cell links to a file and line, relative to the page, and shows path:line")
    func links() throws {
        let html = try page()
        for cell in cells(html) {
            #expect(cell.contains("href=\"../../../docs/demo/"), "no link: \(cell)")
        }
        #expect(html.contains("<a class=\"stated\" href=\"../../../docs/demo/ko/auth.md#L12\">"))
        #expect(html.contains("<span class=\"place\">docs/demo/ko/auth.md:12</span>"))
        // A language stating nothing links to its page of the same name, else to its folder.
        let nothing = "<span class=\"nothing\">not stated</span><a class=\"place\" href="
        #expect(html.contains(nothing + "\"../../../docs/demo/en/login.md\">docs/demo/en/login.md</a>"))
        #expect(html.contains(nothing + "\"../../../docs/demo/en/\">docs/demo/en/</a>"))
        // The output root decides how far up the links go.
        let nested = try page(DriftReportHTMLEmitter(outputRoot: "build/./out/generated"))
        #expect(nested.contains("href=\"../../../../../docs/demo/ko/auth.md#L12\""))
        #expect(DriftReportHTMLEmitter(outputRoot: "out/../gen").linkPrefix(productFolder: "Demo") == "../../../")
        #expect(DriftReportHTMLEmitter(outputRoot: ".").linkPrefix(productFolder: "Demo") == "../../")
    }

    @Test("Filters for every rule and language, and the drift toggle")
    func filters() throws {
        let html = try page()
        for rule in ["code-conflict", "code-missing", "code-unlisted", "api-conflict"] {
            #expect(html.contains("<input type=\"checkbox\" name=\"rule\" value=\"\(rule)\" checked>"))
        }
        for language in ["ko", "en", "zh"] {
            #expect(html.contains("<input type=\"checkbox\" name=\"lang\" value=\"\(language)\" checked>"))
        }
        #expect(html.contains("id=\"only-drift\""))
        #expect(html.contains("window.location.hash"))
        #expect(html.contains("<form id=\"filters\" class=\"filters\" autocomplete=\"off\" data-source=\"ko\">"))
        #expect(html.contains("<input type=\"search\" name=\"q\" id=\"search\""))
        // A checkbox for each severity the findings have, and none for the others.
        let severities = Set(EmitterFixture.product().findings.map(\.severity))
        for severity in Diagnostic.Severity.allCases {
            let box = "<input type=\"checkbox\" name=\"severity\" value=\"\(severity.rawValue)\" checked>"
            #expect(html.contains(box) == severities.contains(severity))
        }
        // The status counts every row before any script runs, as a page with scripts off shows them.
        let rows = html.components(separatedBy: "<tr id=\"").count - 1
        #expect(rows > 1)
        #expect(
            html.contains(
                "<p id=\"status\" class=\"status\" aria-live=\"polite\" data-total=\"\(rows)\">"
                    + "Showing \(rows) of \(rows) facts</p>"))
    }

    @Test("A page filter lists the pages with findings, and each row its findings' rule, language, severity, page")
    func pageFilter() throws {
        let html = try page()
        let product = EmitterFixture.product()
        let paths = Set(product.findings.map(\.location.path)).sorted {
            $0.utf8.lexicographicallyPrecedes($1.utf8)
        }
        #expect(html.contains("<option value=\"\">All pages (\(paths.count))</option>"))
        var options = html.components(separatedBy: "<option value=\"").dropFirst(2).map {
            String($0.prefix { $0 != "\"" })
        }
        options = options.filter { !$0.isEmpty }
        #expect(options == paths)
        // Every finding is in its row's data-match, with its page's number in that list.
        for finding in product.findings {
            let number = paths.firstIndex(of: finding.location.path)! + 1
            let match = "\(finding.rule):\(finding.language):\(finding.severity.rawValue):\(number)"
            #expect(html.contains(match), "\(match)")
        }
    }

    @Test("A long section's table comes in blocks of rows, each with the head, laid out when on screen")
    func blocks() throws {
        var product = EmitterFixture.product()
        let template = try #require(product.findings.first)
        let count = 2 * DriftReportHTMLEmitter.Page.blockRows + 1
        product.findings = (1...count).map { index in
            var finding = template
            finding.fact = "FACT_\(index)"
            finding.section = ["Long"]
            return finding
        }
        product.catalog.codes = []
        let (_, html) = try EmitterFixture.text(of: DriftReportHTMLEmitter(), product)
        #expect(html.components(separatedBy: "<div class=\"block\">").count == 4)
        #expect(html.components(separatedBy: "<thead>").count == 4)
        #expect(html.components(separatedBy: "<table id=").count == 2)
        #expect(html.contains("<table id=\"table-1\">"))
        // A block ends after its last row and the next starts before its first.
        let blockRows = DriftReportHTMLEmitter.Page.blockRows
        let boundary = "-row-\(blockRows)\""
        let afterBoundary = try #require(html.range(of: boundary)).upperBound
        let next = try #require(html[afterBoundary...].range(of: "<tr id=\"section-1-row-"))
        #expect(html[afterBoundary..<next.lowerBound].contains("</tbody>\n</table>\n</div>\n<div class=\"block\">"))
        #expect(html[next.lowerBound...].hasPrefix("<tr id=\"section-1-row-\(blockRows + 1)\""))
        #expect(html.contains(".block { content-visibility: auto;"))
    }

    @Test("The same bytes every time")
    func deterministic() throws {
        let first = try page()
        for _ in 0..<5 {
            #expect(try page() == first)
        }
    }

    @Test("A product without findings or codes still gets a page")
    func empty() throws {
        var product = EmitterFixture.product()
        product.findings = []
        product.catalog.codes = []
        let (_, html) = try EmitterFixture.text(of: DriftReportHTMLEmitter(), product)
        #expect(html.contains("No drift found."))
        #expect(!html.contains("<section class=\"facts\""))
    }
}
