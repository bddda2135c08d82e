import Testing

@testable import ErrataCore

@Suite("Report: diff narrowing and explain")
struct ReportLookupTests {
    @Test("Locales name languages by folder or bundle, without regard to case")
    func locales() {
        let product = ReportFixture.product()
        #expect(product.languageFolders(matching: ["EN", "ja-jp"]) == ["en", "ja"])
        #expect(product.languageFolders(matching: ["fr"]).isEmpty)
    }

    @Test("Narrowing keeps findings whose language or related languages are given, and the whole catalog")
    func narrowing() {
        let product = ReportFixture.product()
        let onlyKo = product.narrowed(toLanguages: ["ko"])
        #expect(onlyKo.catalog == product.catalog)
        // The en conflict and the en missing row have ko rows as related locations; ja's
        // unlisted symbol has nothing in ko.
        #expect(onlyKo.findings.contains { $0.rule == "code-conflict" })
        #expect(onlyKo.findings.contains { $0.rule == "code-missing" })
        #expect(!onlyKo.findings.contains { $0.rule == "code-unlisted" })
        let onlyJa = product.narrowed(toLanguages: ["ja"])
        #expect(onlyJa.findings.contains { $0.rule == "code-unlisted" })
        #expect(onlyJa.findings.allSatisfy { $0.language == "ja" || $0.related.contains { $0.language == "ja" } })
        #expect(product.narrowed(toLanguages: []).findings.isEmpty)
    }

    @Test("Codes are found by symbol, alias symbol, number and alias number")
    func lookup() throws {
        let product = ReportFixture.product()
        let bySymbol = product.codes(matching: "tcgb\\_error\\_banned\\_member")
        #expect(bySymbol.map(\.code.code) == [7])
        #expect(bySymbol.first?.kind == .symbol)
        let byAlias = product.codes(matching: " TCGB_ERROR_AUTH_BANNED_MEMBER ")
        #expect(byAlias.map(\.code.symbol) == ["TCGB_ERROR_BANNED_MEMBER"])
        let byNumber = product.codes(matching: "3005")
        #expect(byNumber.map(\.code.symbol) == ["TCGB_ERROR_BANNED_MEMBER"])
        guard case .aliasNumber(let alias) = try #require(byNumber.first).kind else {
            Issue.record("not an alias match")
            return
        }
        #expect(alias.symbol == "TCGB_ERROR_AUTH_BANNED_MEMBER")
        #expect(product.codes(matching: "8").map(\.code.symbol) == ["TCGB_ERROR_NOT_LOGGED_IN"])
        #expect(product.codes(matching: "9999").isEmpty)
        // In hexadecimal, as tables may give them.
        #expect(product.codes(matching: "0x8").map(\.code.symbol) == ["TCGB_ERROR_NOT_LOGGED_IN"])
        #expect(product.codes(matching: "0XBBD").map(\.code.symbol) == ["TCGB_ERROR_BANNED_MEMBER"])
        #expect(product.suggestions(for: "0x8").isEmpty)
        #expect(product.suggestions(for: "TCGB_ERROR_BANNED_MEMBR") == ["TCGB_ERROR_BANNED_MEMBER"])
        #expect(product.suggestions(for: "NOT_LOGGED_IN") == ["TCGB_ERROR_NOT_LOGGED_IN"])
        #expect(product.suggestions(for: "12345").isEmpty)
    }

    @Test("explain prints the decision, every source, each language's message and the findings")
    func explanation() {
        let explanation = Explanation(query: "3005", products: [ReportFixture.product()])
        #expect(explanation.found)
        let text = explanation.text
        #expect(text.hasPrefix("TCGB_ERROR_BANNED_MEMBER = 7  (Demo, category Auth)\n"))
        #expect(text.contains("TCGB_ERROR_AUTH_BANNED_MEMBER = 3005, as en writes it, is an alias of this code."))
        #expect(text.contains("\nDecided\n  number 7: "))
        #expect(
            text.contains("  alias TCGB_ERROR_AUTH_BANNED_MEMBER = 3005 (en): kept as a deprecated case of DemoError"))
        #expect(text.contains("  en  table   TCGB_ERROR_AUTH_BANNED_MEMBER  3005  docs-src/demo/en/errors.md:6:"))
        #expect(text.contains("  ko  table   TCGB_ERROR_BANNED_MEMBER       7     docs-src/demo/ko/errors.md:6:"))
        #expect(text.contains("\nMessages\n  ko  제재된 회원입니다.  (docs-src/demo/ko/errors.md:6:"))
        #expect(text.contains("\nFindings\n  docs-src/demo/en/errors.md:6:"))
        #expect(text.contains("[code-conflict]\n    decision: using TCGB_ERROR_BANNED_MEMBER = 7"))
        #expect(text.hasSuffix("\n"))
    }

    @Test("explain marks messages taken from another language")
    func fallbackMessages() {
        let text = Explanation(query: "TCGB_ERROR_NOT_LOGGED_IN", products: [ReportFixture.product()]).text
        #expect(text.contains("  en  (from ko) 로그인되지 않았습니다."))
        #expect(text.contains("[code-missing]"))
    }

    @Test("A symbol only findings name is explained by them; nothing found says so, with a suggestion")
    func unlistedAndNotFound() {
        let products = [ReportFixture.product()]
        let unlisted = Explanation(query: "TCGB_ERROR_SOCKET_ERROR", products: products)
        #expect(unlisted.found)
        let missing = Explanation(query: "TCGB_ERROR_BANNED_MEMBR", products: products)
        #expect(!missing.found)
        #expect(
            missing.text
                == "no error symbol 'TCGB_ERROR_BANNED_MEMBR' in product demo; "
                + "did you mean 'TCGB_ERROR_BANNED_MEMBER'?\n"
        )
        #expect(Explanation(query: "4242", products: products).text == "no error code '4242' in product demo\n")
    }
}
