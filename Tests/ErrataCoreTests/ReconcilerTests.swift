import Testing

@testable import ErrataCore

@Suite("Reconciling languages")
struct ReconcilerTests {
    static func table(_ rows: [(String, Int, String)], category: String = "Auth") -> String {
        var text = "## Errors\n\n| Category | Error | Error Code | Description |\n| --- | --- | --- | --- |\n"
        for (index, row) in rows.enumerated() {
            text += "| \(index == 0 ? category : "") | \(row.0) | \(row.1) | \(row.2) |\n"
        }
        return text
    }

    static func product(_ languages: [String], resolutions: [Resolution] = []) -> ProductConfig {
        ProductConfig(
            id: "demo",
            folder: "demo",
            name: "Demo",
            sourceLanguage: languages[0],
            languages: languages.map { LanguageConfig(folder: $0, bundle: $0 == "zh" ? "zh-Hans" : $0) },
            swift: SwiftOutputConfig(enumName: "DemoError", accessLevel: "public"),
            resolutions: resolutions
        )
    }

    static func reconcile(_ pages: [String: String], order: [String], resolutions: [Resolution] = [])
        -> ReconciledProduct
    {
        let facts = order.compactMap { language in
            pages[language].map { Fixture.facts(markdown: $0, language: language) }
        }
        return Reconciler().reconcile(product(order, resolutions: resolutions), facts: facts)
    }

    @Test("Languages that agree give one code and no findings")
    func agreement() {
        let result = Self.reconcile(
            [
                "ko": Self.table([("TCGB_ERROR_BANNED_MEMBER", 7, "제재된 회원입니다.")]),
                "en": Self.table([("TCGB_ERROR_BANNED_MEMBER", 7, "Member is banned.")]),
            ], order: ["ko", "en"])
        #expect(result.findings.isEmpty)
        #expect(result.catalog.codes.count == 1)
        #expect(result.catalog.codes[0].codeDecision.rule == .unanimous)
        #expect(result.catalog.codes[0].messages["en"]?.text == "Member is banned.")
        #expect(result.catalog.codes[0].messages["ko"]?.text == "제재된 회원입니다.")
    }

    @Test("A renamed and renumbered code is one code; the majority wins and the loser is a deprecated alias")
    func conflictMajority() throws {
        let result = Self.reconcile(
            [
                "ko": Self.table([("TCGB_ERROR_BANNED_MEMBER", 7, "제재")]),
                "en": Self.table([("TCGB_ERROR_AUTH_BANNED_MEMBER", 3005, "Banned")]),
                "ja": Self.table([("TCGB_ERROR_BANNED_MEMBER", 7, "制裁")]),
            ], order: ["ko", "en", "ja"])
        #expect(result.catalog.codes.count == 1)
        let code = try #require(result.catalog.codes.first)
        #expect(code.symbol == "TCGB_ERROR_BANNED_MEMBER")
        #expect(code.code == 7)
        #expect(code.codeDecision.rule == .majority)
        #expect(
            code.aliases == [
                Alias(symbol: "TCGB_ERROR_AUTH_BANNED_MEMBER", code: 3005, languages: ["en"], deprecatedCase: true)
            ])
        let conflicts = result.findings.filter { $0.rule == "code-conflict" }
        #expect(conflicts.count == 1)
        #expect(conflicts[0].language == "en")
        #expect(conflicts[0].location.path == "en/page.md")
        #expect(conflicts[0].location.line == 5)
        #expect(conflicts[0].related.map(\.language) == ["ko", "ja"])
        #expect(conflicts[0].message.contains("3005"))
        #expect(conflicts[0].message.contains("7"))
        #expect(conflicts[0].resolution?.contains("majority") == true)
        #expect(conflicts[0].severity == .error)
    }

    @Test("A tie goes to the language with the highest precedence, the source language first")
    func conflictTie() throws {
        let result = Self.reconcile(
            [
                "en": Self.table([("TCGB_ERROR_BANNED_MEMBER", 3005, "Banned")]),
                "ko": Self.table([("TCGB_ERROR_BANNED_MEMBER", 7, "제재")]),
            ], order: ["ko", "en"])
        let code = try #require(result.catalog.codes.first)
        #expect(code.code == 7)
        #expect(code.codeDecision.rule == .precedence)
        #expect(result.findings.map(\.language) == ["en"])
    }

    @Test("An accepted resolution in the config wins over the majority")
    func resolutionWins() throws {
        let resolution = Resolution(
            fact: "TCGB_ERROR_BANNED_MEMBER",
            code: 3005,
            symbol: nil,
            reason: "the server sends 3005",
            location: SourceLocation(path: "errata.yml", line: 12)
        )
        let result = Self.reconcile(
            [
                "ko": Self.table([("TCGB_ERROR_BANNED_MEMBER", 7, "제재")]),
                "en": Self.table([("TCGB_ERROR_BANNED_MEMBER", 3005, "Banned")]),
                "ja": Self.table([("TCGB_ERROR_BANNED_MEMBER", 7, "制裁")]),
            ], order: ["ko", "en", "ja"], resolutions: [resolution])
        let code = try #require(result.catalog.codes.first)
        #expect(code.code == 3005)
        #expect(code.codeDecision.rule == .resolution)
        #expect(code.codeDecision.reason.contains("the server sends 3005"))
        let conflicts = result.findings.filter { $0.rule == "code-conflict" }
        #expect(conflicts.map(\.language) == ["ja", "ko"])
        #expect(conflicts.allSatisfy { $0.accepted })
    }

    @Test("A code one language lacks is reported where its row belongs, and its message falls back")
    func missingCode() throws {
        let result = Self.reconcile(
            [
                "ko": Self.table([("TCGB_ERROR_A", 1, "가"), ("TCGB_ERROR_B", 2, "나"), ("TCGB_ERROR_C", 3, "다")]),
                "en": Self.table([("TCGB_ERROR_A", 1, "A"), ("TCGB_ERROR_C", 3, "C")]),
            ], order: ["ko", "en"])
        let missing = result.findings.filter { $0.rule == "code-missing" }
        #expect(missing.count == 1)
        #expect(missing[0].fact == "TCGB_ERROR_B")
        #expect(missing[0].language == "en")
        #expect(missing[0].location.line == 5)
        #expect(missing[0].resolution?.contains("ko message") == true)
        let b = try #require(result.catalog.codes.first { $0.symbol == "TCGB_ERROR_B" })
        #expect(b.messages["en"] == Message(text: "나", language: "ko", location: b.messages["ko"]!.location))
    }

    @Test("Symbols used in prose or samples that no table defines are reported once per language")
    func unlistedSymbols() throws {
        let table = Self.table([("TCGB_ERROR_A", 1, "A")])
        let result = Self.reconcile(
            [
                "ko": table
                    + "\n오류 코드가 **TCGB_ERROR_SOCKET_ERROR(110)**인 경우\n\n```\nif (error.code == TCGB_ERROR_SOCKET_ERROR) {}\n```\n",
                "en": table
                    + "\n```\nif (error.code == TCGB_ERROR_RESPONSE_TIMEOUT) {}\n```\nNSLog with UTF_8 is not an error symbol.\n",
            ], order: ["ko", "en"])
        let unlisted = result.findings.filter { $0.rule == "code-unlisted" }.map { "\($0.language) \($0.fact)" }
        #expect(unlisted == ["en TCGB_ERROR_RESPONSE_TIMEOUT", "ko TCGB_ERROR_SOCKET_ERROR"])
        let socket = try #require(result.catalog.codes.first { $0.symbol == "TCGB_ERROR_SOCKET_ERROR" })
        #expect(socket.code == 110)
        #expect(!socket.listed)
        #expect(!result.catalog.codes.contains { $0.symbol == "TCGB_ERROR_RESPONSE_TIMEOUT" })
    }

    @Test("A one-word prefix is a library's, not an error marker, unless it says error: only numbered uses count")
    func unlistedWithOneWordPrefix() throws {
        let library = Self.table([("NGHTTP2_NO_ERROR", 0, "No error"), ("NGHTTP2_CANCEL", 8, "Cancel")])
        let result = Self.reconcile(
            [
                "en": library
                    + "\nThe type is `NGHTTP2_SESSION_SERVER` on a server; `NGHTTP2_REFUSED_STREAM(7)` is a code.\n"
            ], order: ["en"])
        #expect(result.findings.filter { $0.rule == "code-unlisted" }.map(\.fact) == ["NGHTTP2_REFUSED_STREAM"])

        let errors = Self.table([("ERR_INVALID_ARG", 1, "Invalid"), ("ERR_TIMEOUT", 2, "Timeout")])
        let reported = Self.reconcile(["en": errors + "\nRetry on `ERR_SOCKET_CLOSED`.\n"], order: ["en"])
        #expect(reported.findings.filter { $0.rule == "code-unlisted" }.map(\.fact) == ["ERR_SOCKET_CLOSED"])
        #expect(
            ["TCGB_ERROR_", "GL_INVALID_", "ERR_", "ERROR_", "SQLERR_", "E_", "Fail_"].allSatisfy(
                Reconciler.marksErrors))
        #expect(!["NGHTTP2_", "AUTH_", "K_", ""].contains(where: Reconciler.marksErrors))
    }

    @Test("A number in prose that disagrees with the language's own table is a conflict")
    func proseNumberConflict() {
        let result = Self.reconcile(
            ["en": Self.table([("TCGB_ERROR_A", 1, "A")]) + "\nIf the code is **TCGB_ERROR_A (2)**, retry.\n"],
            order: ["en"])
        let conflicts = result.findings.filter { $0.rule == "code-conflict" }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.location.line == 7)
    }

    @Test("Two symbols that one language lists side by side are never merged")
    func noMergeWithinLanguage() {
        let result = Self.reconcile(
            [
                "ko": Self.table([("TCGB_ERROR_BANNED_MEMBER", 7, "가"), ("TCGB_ERROR_AUTH_BANNED_MEMBER", 3005, "나")]),
                "en": Self.table([("TCGB_ERROR_BANNED_MEMBER", 7, "A"), ("TCGB_ERROR_AUTH_BANNED_MEMBER", 3005, "B")]),
            ], order: ["ko", "en"])
        #expect(result.catalog.codes.map(\.code) == [7, 3005])
        #expect(result.findings.isEmpty)
    }
}
