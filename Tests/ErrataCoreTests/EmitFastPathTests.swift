import Foundation
import Testing

@testable import ErrataCore

/// The byte-level paths of the drift reports give what the scalar- and character-level code they
/// replace gives, and a fact reported on many pages does not make the HTML page quadratic.
@Suite("Emit fast paths")
struct EmitFastPathTests {
    /// The extract tests' random texts, and more made of what the report escapes: HTML's five
    /// characters, pipes, backticks, and every character that is a newline.
    static let texts: [String] = {
        let pieces = [
            "&", "<", ">", "\"", "'", "|", "\\|", "`", "``", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
            "\u{2027}", "\u{2030}", "\u{C285}", "\u{E2}", "\r\n", "\r", "\n", "&\u{301}", "<\u{301}", "|\u{301}",
            "`\u{301}", "한", "…", "›", "a", " ", "👩‍💻", "\u{200B}",
        ]
        var generator = SplitMix(seed: 0xE417)
        var texts = ExtractFastPathTests.texts(count: 1000)
        for _ in 0..<3000 {
            let length = Int(generator.next() % 16)
            texts.append((0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
        }
        return texts
    }()

    @Test("HTML escaping on bytes gives what escaping by scalars gives")
    func htmlEscaping() {
        for text in Self.texts {
            #expect(
                DriftReportHTMLEmitter.escaped(text) == DriftReportHTMLEmitter.escapedByScalars(text),
                "\(text.debugDescription)")
        }
        let plain = "TCGB_ERROR_BANNED_MEMBER 제재된 회원"
        #expect(DriftReportHTMLEmitter.escaped(plain) == plain)
    }

    @Test("Paths are percent-encoded byte by byte, and plain paths kept")
    func percentEncoding() {
        #expect(DriftReportHTMLEmitter.percentEncoded("docs/ko/a-b_c.d~e.md") == "docs/ko/a-b_c.d~e.md")
        #expect(DriftReportHTMLEmitter.percentEncoded("docs/한 b#1.md") == "docs/%ED%95%9C%20b%231.md")
        #expect(DriftReportHTMLEmitter.percentEncoded("a\u{1}%\u{7F}") == "a%01%25%7F")
    }

    /// The Markdown report's helpers as they were written on Characters.
    enum Reference {
        /// Controls but tab, C1, the separators and bidirectional controls as `\u{1B}`, but `kept`.
        static func visible(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                let escaped: Bool
                switch scalar.value {
                case 0...8, 0xA...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: escaped = !kept.contains(scalar)
                default: escaped = false
                }
                if escaped {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            return result
        }

        static func inline(_ text: String) -> String {
            visible(String(text.map { $0.isNewline ? " " : $0 }))
        }

        static func cell(_ text: String) -> String {
            let text = visible(text, keeping: ["\n", "\r"])
            var result = ""
            var previous: Character?
            for character in text {
                switch character {
                case "|":
                    if previous == "\\" { result.append("\\") }
                    result += "\\|"
                case "\r\n", "\n", "\r":
                    result += "<br>"
                default:
                    result.append(character)
                }
                previous = character
            }
            return result
        }

        static func codeSpan(_ text: String) -> String {
            let text = inline(text)
            var longest = 0
            var run = 0
            for character in text {
                run = character == "`" ? run + 1 : 0
                longest = max(longest, run)
            }
            let fence = String(repeating: "`", count: longest + 1)
            let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
            return fence + padding + text + padding + fence
        }
    }

    @Test("Markdown inline text, cells and code spans: the byte checks change nothing")
    func markdownHelpers() {
        for text in Self.texts {
            #expect(DriftReportMarkdownEmitter.inline(text) == Reference.inline(text), "\(text.debugDescription)")
            #expect(DriftReportMarkdownEmitter.cell(text) == Reference.cell(text), "\(text.debugDescription)")
            #expect(DriftReportMarkdownEmitter.codeSpan(text) == Reference.codeSpan(text), "\(text.debugDescription)")
            let mayHold = DriftReportMarkdownEmitter.mayHoldNewline(text.utf8)
            #expect(mayHold == text.contains(where: \.isNewline), "\(text.debugDescription)")
        }
    }

    /// The fixture product with one more fact, `syntax:stray`, reported in ko under `count`
    /// headings of its own, on a page each.
    func product(reportedUnder count: Int) -> ReconciledProduct {
        var product = EmitterFixture.product()
        for index in 1...count {
            product.findings.append(
                Finding(
                    rule: "markdown-syntax", severity: .warning, message: "a stray '**'", product: "demo",
                    fact: "syntax:stray", language: "ko", section: ["Page \(index)"],
                    location: EmitterFixture.at("docs/demo/ko/page\(index).md", 3)))
        }
        return product
    }

    @Test("A cell links to at most three other sections of its fact, then says how many more")
    func elsewhereCapped() throws {
        let (_, html) = try EmitterFixture.text(of: DriftReportHTMLEmitter(), product(reportedUnder: 6))
        let rows = html.components(separatedBy: "<tr id=").filter { $0.contains("data-fact=\"syntax:stray\"") }
        #expect(rows.count == 6)
        for row in rows {
            #expect(row.components(separatedBy: "<p class=\"elsewhere\">also reported under").count - 1 == 3)
            #expect(row.contains("<p class=\"elsewhere\">and under 2 more sections</p>"))
        }
        // The first row links to the next three headings; the last to the first three.
        #expect(rows[0].contains(">Page 2</a>") && rows[0].contains(">Page 4</a>") && !rows[0].contains(">Page 5</a>"))
        #expect(rows[5].contains(">Page 1</a>") && rows[5].contains(">Page 3</a>") && !rows[5].contains(">Page 4</a>"))

        let (_, few) = try EmitterFixture.text(of: DriftReportHTMLEmitter(), product(reportedUnder: 4))
        #expect(few.contains("also reported under"))
        #expect(!few.contains("more section"))
        let (_, five) = try EmitterFixture.text(of: DriftReportHTMLEmitter(), product(reportedUnder: 5))
        #expect(five.contains("<p class=\"elsewhere\">and under 1 more section</p>"))
    }

    @Test("The page grows linearly with the pages a fact is reported on")
    func linearPage() throws {
        let (_, small) = try EmitterFixture.text(of: DriftReportHTMLEmitter(), product(reportedUnder: 50))
        let (_, large) = try EmitterFixture.text(of: DriftReportHTMLEmitter(), product(reportedUnder: 200))
        let base = try EmitterFixture.text(of: DriftReportHTMLEmitter(), EmitterFixture.product()).1.utf8.count
        let perPageSmall = Double(small.utf8.count - base) / 50
        let perPageLarge = Double(large.utf8.count - base) / 200
        #expect(perPageLarge < perPageSmall * 1.2, "\(perPageSmall) bytes a page at 50, \(perPageLarge) at 200")
    }

    @Test("Drift by section: the product's sections, then those only findings name, each once")
    func sectionsOnce() throws {
        var product = product(reportedUnder: 2)
        product.sections = [["Page 2"], ["Errors", "Auth"], ["Page 2"]]
        let (_, markdown) = try EmitterFixture.text(of: DriftReportMarkdownEmitter(), product)
        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("### ") }.map(String.init)
        #expect(headings.filter { $0 == "### Page 2" }.count == 1)
        let page2 = try #require(headings.firstIndex(of: "### Page 2"))
        let page1 = try #require(headings.firstIndex(of: "### Page 1"))
        #expect(page2 < page1)
    }

    /// The texts with what the Swift and `.strings` writers escape or break lines at: the
    /// scalars near those ``SwiftLiteral/needsEscape(_:)`` takes, `*/`, quotes and spaces at the ends.
    static let literalTexts: [String] = {
        let pieces = [
            "\u{7E}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "\u{B7}", "\u{61B}", "\u{61C}", "\u{61D}", "\u{200D}",
            "\u{200E}", "\u{200F}", "\u{2010}", "\u{2027}", "\u{2028}", "\u{202E}", "\u{202F}", "\u{2065}",
            "\u{2066}", "\u{2069}", "\u{206A}", "\u{FEFE}", "\u{FEFF}", "\u{FFFD}", "*", "/", "*/", "\\", "\"", "\t",
            " ", "\u{3000}", "\n", "·", "코드", "a",
        ]
        var generator = SplitMix(seed: 0x5A1F)
        var texts = Self.texts
        for _ in 0..<3000 {
            let length = Int(generator.next() % 8)
            texts.append((0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
        }
        return texts
    }()

    @Test("Visible text: the byte check finds exactly the texts that hold a character to escape")
    func visibleText() {
        // The byte check reads text as Swift literals do: they must escape every scalar it does.
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), VisibleText.needsEscape(scalar) else { continue }
            #expect(SwiftLiteral.needsEscape(scalar), "U+\(String(value, radix: 16))")
        }
        for text in Self.literalTexts + ["…", "→", "“”", "\u{2027}", "\u{202F}", "\u{2065}", "\u{206A}", "\u{A0}"] {
            let holds = text.unicodeScalars.contains(where: VisibleText.needsEscape)
            #expect(VisibleText.holdsEscaped(text) == holds, "\(text.debugDescription)")
            #expect((VisibleText.escaped(text) != text) == holds, "\(text.debugDescription)")
        }
    }

    @Test("Swift literals, comments and .strings values: text kept as it is only where escaping changes nothing")
    func literals() {
        for text in Self.literalTexts {
            #expect(SwiftLiteral.string(text) == SwiftLiteral.stringByScalars(text), "\(text.debugDescription)")
            #expect(
                SwiftLiteral.commentText(text) == SwiftLiteral.commentTextByScalars(text), "\(text.debugDescription)")
            #expect(StringsEmitter.quoted(text) == StringsEmitter.quotedByScalars(text), "\(text.debugDescription)")
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" })
                .map { line in
                    let body = SwiftLiteral.commentTextByScalars(String(line)).trimmingCharacters(in: .whitespaces)
                    return body.isEmpty ? "  ///" : "  /// \(body)"
                }
            #expect(SwiftLiteral.docLines(text, indent: "  ") == lines, "\(text.debugDescription)")
        }
    }

    @Test("SARIF URIs: a path of characters a URL path keeps is written as it is")
    func sarifURIs() {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;")
        for byte in UInt8(0x20)..<0x7F {
            let path = "docs/a\(Character(UnicodeScalar(byte)))b.md"
            let slashed = path.replacingOccurrences(of: "\\", with: "/")
            #expect(SARIFReporter.uri(path) == slashed.addingPercentEncoding(withAllowedCharacters: allowed), "\(byte)")
        }
        #expect(SARIFReporter.uri("/abs/p.md") == "file:///abs/p.md")
        #expect(SARIFReporter.uri("docs/한.md") == "docs/%ED%95%9C.md")
    }
}
