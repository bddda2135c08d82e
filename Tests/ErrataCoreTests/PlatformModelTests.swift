import Foundation
import Testing

@testable import ErrataCore

/// How errata reads SDK documentation of several platforms (`Fixtures/platforms/`): spellings per
/// platform, Platform and group columns, tables of states, the error-code reference page, and
/// codes that would be dropped.
@Suite("SDK docs of several platforms")
struct PlatformModelTests {
    static let pages = ["error-code", "aos-purchase", "ios-login", "match"]

    /// The fixture reconciled, with `product`'s settings changed by `configure`.
    static func reconcile(
        pages: [String] = pages, configure: (inout ProductConfig) -> Void = { _ in }
    ) throws -> ReconciledProduct {
        var product = ReconcilerTests.product(["ko", "en"])
        configure(&product)
        let facts = try ["ko", "en"].flatMap { language in
            try pages.map { page in
                Fixture.facts(
                    markdown: try Fixture.text("platforms/\(language)/\(page).md"), language: language,
                    path: "\(language)/\(page).md", page: page)
            }
        }
        return Reconciler().reconcile(product, facts: facts)
    }

    static func code(_ number: Int, group: String? = nil, in product: ReconciledProduct) throws -> CatalogCode {
        try #require(product.catalog.codes.first { $0.code == number && $0.group == group })
    }

    @Test("Two spellings in one cell are one code with a symbol per platform, never a conflict")
    func spellings() throws {
        let product = try Self.reconcile()
        let code = try Self.code(2, in: product)
        #expect(code.symbol == "AUTH_IDP_LOGIN_FAILED")
        #expect(code.spellings == ["AUTH_IDP_LOGIN_FAILED", "DEMO_ERROR_AUTH_IDP_LOGIN_FAILED"])
        // The iOS pages declare Objective-C: iOS writes the prefixed spelling.
        #expect(code.platforms == ["android": "AUTH_IDP_LOGIN_FAILED", "ios": "DEMO_ERROR_AUTH_IDP_LOGIN_FAILED"])
        #expect(!product.findings.contains { $0.rule == "code-conflict" })
    }

    @Test("A Platform column says where a code exists and is never its category")
    func platformColumn() throws {
        let product = try Self.reconcile()
        let android = try Self.code(4, in: product)
        #expect(android.platforms == ["android": "SOCKET_CLOSED"])
        #expect(android.categories == ["ko": "네트워크", "en": "Network"])
        #expect(try Self.code(1, in: product).categories == ["ko": "공통", "en": "Common"])
        #expect(product.catalog.platform == "ios")
    }

    @Test("A spelling that differs by more than a platform's prefix keeps its row and is a symbol-typo")
    func misspeltSpelling() throws {
        let product = try Self.reconcile()
        let code = try Self.code(3, in: product)
        #expect(code.platforms?["ios"] == "dEMO_ERROR_SOCKET_TIMEOUT")
        let typos = product.findings.filter { $0.rule == "symbol-typo" && $0.fact == "dEMO_ERROR_SOCKET_TIMEOUT" }
        #expect(typos.map(\.location.path).sorted() == ["en/error-code.md", "ko/error-code.md"])
        #expect(typos.allSatisfy { $0.message.contains("DEMO_ERROR_SOCKET_TIMEOUT") })
    }

    @Test("A table whose header names states is set aside, with where and why")
    func statesSetAside() throws {
        let product = try Self.reconcile()
        #expect(!product.catalog.codes.contains { $0.symbol == "ACTIVE" })
        let tables = try #require(product.catalog.setAside)
        #expect(tables.map(\.location.path) == ["ko/aos-purchase.md", "en/aos-purchase.md"])
        #expect(tables[0].codes == [0, 3])
        #expect(tables[0].reason.contains("states"))
    }

    @Test("A heading about status codes keeps its error table; one about a status sets its table aside")
    func statusCodesHeading() throws {
        let facts = Fixture.facts(
            markdown: try Fixture.text("error-table-status-codes/en.md"), language: "en")
        #expect(facts.definitions.map(\.symbol) == ["BAD_REQUEST", "NOT_FOUND"])
        #expect(facts.setAsideTables.map(\.codes) == [[0]])
    }

    @Test("The error-code page gives the messages; a code only another page lists is left out and reported")
    func referencePage() throws {
        let product = try Self.reconcile()
        // aos-purchase.md comes first by name, but its text is the page's own.
        #expect(try Self.code(1, in: product).messages["en"]?.text == "Not initialized.")
        #expect(!product.catalog.codes.contains { $0.code == 40 })
        let leftOut = try #require(product.catalog.leftOut)
        #expect(
            leftOut.map(\.symbol) == [
                "MATCH_SUCCESS", "MATCH_SUCCESS", "OTHERKIT_ERR_CANCELLED", "PURCHASE_EXTRA_FAILED",
                "OTHERKIT_ERR_EXPIRED",
            ])
        let unreferenced = product.findings.filter { $0.rule == "code-unreferenced" }
        // Another SDK's codes (another namespace) are left out without a finding.
        #expect(unreferenced.map(\.fact) == ["PURCHASE_EXTRA_FAILED"])
        #expect(unreferenced.first?.location.path == "ko/aos-purchase.md")
    }

    @Test("A section the reference page sends its reader to is the reference's; an enum restating its codes adds none")
    func referenceDelegatedSection() throws {
        let facts = try ["error-code", "webhook-guide", "ios-sdk-guide"].map { page in
            Fixture.facts(
                markdown: try Fixture.text("reference-delegated/ko/\(page).md"), language: "ko",
                path: "ko/\(page).md", page: page)
        }
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko"]), facts: facts)
        // The webhook guide's failure codes are in the catalog; its other table is not.
        #expect(product.catalog.codes.map(\.code).sorted() == [-102, -101, 7101, 7102])
        #expect(
            product.findings.filter { $0.rule == "code-unreferenced" }.map { "\($0.location) \($0.message)" } == [
                "ko/webhook-guide.md:14:10 this table's 2 codes are not on the error-code reference page "
                    + "ko/error-code.md: NETWORK_RETRY_FAILED (8101), TIMED_WAIT (8102); they are left out of the enum"
            ])
        // The iOS guide's enum declares the iOS table's cases: no group of its own.
        #expect(product.catalog.codes.allSatisfy { $0.group == nil })
        #expect(product.findings.filter { $0.rule.hasPrefix("code-") && $0.rule != "code-unreferenced" }.isEmpty)
    }

    @Test("Enums restating the reference's codes in a platform's notation, and a platform's table of causes by number")
    func enumsRestatingTheReference() throws {
        let facts = try ["error-code", "windows-guide", "js-guide", "android-guide"].map { page in
            Fixture.facts(
                markdown: try Fixture.text("enum-restated/ko/\(page).md"), language: "ko", path: "ko/\(page).md",
                page: page)
        }
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko"]), facts: facts)
        // The Windows enum's `NotInitialized` and the JavaScript enum's `NOT_INITIALIZED` are the
        // reference's code, not a group's, and so is `Unknown`, shortened; the case the tables lack
        // is the group's own.
        #expect(
            product.catalog.codes.map { "\($0.group ?? "-") \($0.symbol)" } == [
                "ErrorCode InternalError", "- UNKNOWN_ERROR", "- WEBVIEW_LOAD_FAILED", "- NETWORK_ERROR",
                "- NOT_INITIALIZED",
            ])
        #expect(
            product.catalog.leftOut?.filter { $0.code == -1030 }.map { "\($0.symbol): \($0.reason)" } == [
                "WEBVIEW_LOAD_FAILED: the ErrorCode enum declared in code restates the tables' WEBVIEW_LOAD_FAILED "
                    + "(-1030) in its own spelling",
                "WebViewLoadFailed: the ErrorCode enum declared in code restates the tables' WEBVIEW_LOAD_FAILED "
                    + "(-1030) in its own spelling",
            ])
        // The Android page's codes by number are the reference's, and its text says what causes them.
        #expect(product.findings.map(\.rule).filter { $0.hasPrefix("code-") || $0 == "message-mismatch" } == [])
    }

    @Test(
        "Result codes spelt per platform in columns; a server table numbering a platform's spelling otherwise; stores' codes"
    )
    func resultCodeColumns() throws {
        let facts = Fixture.facts(
            markdown: try Fixture.text("result-code-columns/ko/error-code.md"), language: "ko",
            path: "ko/error-code.md", page: "error-code")
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko"]), facts: [facts])
        // A heading about result codes makes the platforms' columns spellings; the server table's
        // SLOT_NOT_FOUND, Android's spelling of 2001, numbers its own code: a group of its own.
        #expect(
            product.catalog.codes.map { "\($0.group ?? "-") \($0.code) \($0.symbol)" } == [
                "서버 오류 코드 -5000 INTERNAL_SERVER_ERROR", "서버 오류 코드 -2001 SLOT_NOT_FOUND",
                "서버 오류 코드 -1001 INVALID_APPKEY", "- 2001 SlotNotFound", "- 2002 SlotConflict",
                "- 9001 ServerError",
            ])
        #expect(try Self.code(2001, in: product).platforms?["android"] == "SLOT_NOT_FOUND")
        // Codes under owners errata does not know, each written as a member of the owner's type.
        #expect(
            product.catalog.leftOut?.filter { $0.reason.hasPrefix("another system's") }.map(\.symbol) == [
                "cancelled", "SIGN_IN_REQUIRED", "notAuthenticated", "CANCELED",
            ])
        #expect(product.findings.filter { $0.rule.hasPrefix("code-") }.isEmpty)
    }

    @Test("A guide's table numbering a reference page's symbol otherwise is a group of its own, in every language")
    func resultCodesOnAnotherPage() throws {
        let languages = ["ko", "en"]
        let facts = try languages.flatMap { language in
            try ["error-code", "api-guide"].map { page in
                Fixture.facts(
                    markdown: try Fixture.text("reference-result-codes/\(language)/\(page).md"), language: language,
                    path: "\(language)/\(page).md", page: page)
            }
        }
        let product = Reconciler().reconcile(ReconcilerTests.product(languages), facts: facts)
        // The REST API's INVALID_APPKEY (-1001) is not the SDK's (1001): no contradiction, and
        // the result codes are an enum of their own, named by the section's English title.
        #expect(
            product.catalog.codes.map { "\($0.group ?? "-") \($0.symbol) \($0.code)" } == [
                "Result Codes RATE_LIMITED -2002", "Result Codes APPKEY_DISABLED -1002",
                "Result Codes INVALID_APPKEY -1001", "- INVALID_APPKEY 1001", "- SEND_FAILED 1010",
            ])
        #expect(
            product.findings.filter { $0.rule.hasPrefix("code-") }.map(\.message) == [
                "en gives RATE_LIMITED (-2020): number -2020 where ko gives -2002"
            ])
    }

    @Test("A code only a translation's reference page lists is left out of the enum, and reported as missing")
    func codeOnlyTranslationsReference() throws {
        let languages = ["ko", "en", "ja"]
        let facts = try languages.map { language in
            Fixture.facts(
                markdown: try Fixture.text("reference-source/\(language)/error-code.md"), language: language,
                path: "\(language)/error-code.md", page: "error-code")
        }
        let product = Reconciler().reconcile(ReconcilerTests.product(languages), facts: facts)
        #expect(product.catalog.codes.map(\.code) == [1, 3])
        let leftOut = try #require(product.catalog.leftOut)
        #expect(leftOut.map(\.symbol) == ["SERVER_BUSY"])
        #expect(
            leftOut.first?.reason
                == "only the error-code reference pages of ja list it; the source language's (ko) does not")
        #expect(product.findings.filter { $0.rule == "code-missing" }.map(\.location.path) == ["ja/error-code.md"])
    }

    @Test("Without a reference page, every table's codes are the catalog, as before")
    func noReferencePage() throws {
        let product = try Self.reconcile(pages: ["aos-purchase", "match"])
        #expect(product.catalog.codes.contains { $0.code == 40 })
        // Only the values that report success, which no page decides.
        #expect(product.catalog.leftOut?.map(\.symbol) == ["MATCH_SUCCESS", "MATCH_SUCCESS"])
    }

    @Test("The config names the reference page")
    func configuredReferencePage() throws {
        let product = try Self.reconcile { $0.catalogPages = [PathPattern("aos-*")!] }
        #expect(try Self.code(1, in: product).messages["en"]?.text == "Initialize before a purchase.")
        #expect(product.catalog.codes.contains { $0.code == 40 })
    }

    @Test("A group column makes an enum per group, each with its own numbers; only success is left out")
    func groups() throws {
        let product = try Self.reconcile()
        #expect(try Self.code(1, group: "MatchResult", in: product).messages["en"]?.text == "Timed out.")
        #expect(
            try Self.code(1, group: "ConnectResult", in: product).messages["en"]?.text == "The connection was refused.")
        #expect(!product.findings.contains { $0.rule == "code-duplicate" })
        let views = product.enumViews.map { ($0.config.swift.enumName, $0.catalog.codes.map(\.code)) }
        #expect(views.map(\.0) == ["DemoError", "ConnectResult", "MatchResult"])
        // Each group's `MATCH_SUCCESS = 0` reports success: no case of an Error (whatever the
        // group's other names share).
        #expect(views[1].1 == [1])
        #expect(views[2].1 == [1])
        // The iOS enum leaves out the code that exists on Android only.
        #expect(views[0].1 == [1, 2, 3])
    }

    @Test("Two symbols with one number: a code-duplicate error; the enum keeps the first by symbol")
    func duplicate() throws {
        let markdown = """
            # Errors

            | Error | Code | Description |
            | --- | --- | --- |
            | DEMO_ERROR_TIMEOUT | 101 | Timed out. |
            | DEMO_ERROR_BUSY | 101 | Busy. |
            """
        let product = Reconciler().reconcile(
            ReconcilerTests.product(["en"]), facts: [Fixture.facts(markdown: markdown, language: "en")])
        #expect(product.catalog.codes.map(\.symbol) == ["DEMO_ERROR_BUSY", "DEMO_ERROR_TIMEOUT"])
        let found = product.findings.filter { $0.rule == "code-duplicate" }
        #expect(found.map(\.fact) == ["DEMO_ERROR_TIMEOUT"])
        #expect(found.first?.severity == .error)
        let plan = EnumPlan(catalog: product.catalog, typeName: "DemoError")
        #expect(plan.cases.map(\.symbol) == ["DEMO_ERROR_BUSY"])
        #expect(plan.skipped.map(\.symbol) == ["DEMO_ERROR_TIMEOUT"])
    }

    @Test("Case names: without a platform's prefix, acronyms cased as one")
    func caseNames() throws {
        let product = try Self.reconcile()
        let plan = EnumPlan(catalog: product.enumViews[0].catalog, typeName: "DemoError")
        #expect(plan.cases.map(\.name) == ["notInitialized", "authIDPLoginFailed", "socketTimeout"])
        #expect(plan.cases.map(\.symbol)[0...1] == ["DEMO_ERROR_NOT_INITIALIZED", "DEMO_ERROR_AUTH_IDP_LOGIN_FAILED"])
        #expect(SwiftIdentifier.lowerCamelCase(["IDP", "LOGIN", "URL"]) == "idpLoginURL")
    }

    /// A code as `group symbol number English-message`.
    static func groupedLine(_ code: CatalogCode) -> String {
        "\(code.group ?? "-") \(code.symbol) \(code.code) \(code.messages["en"]?.text ?? "")"
    }

    @Test("An Objective-C error enum in a sample is a group of codes: cases, numbers, comments as messages")
    func objectiveCEnums() throws {
        let facts = try Fixture.facts(folder: "objc-enum", languages: ["ko", "en"], page: "ios-errors")
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts)
        let codes = product.catalog.codes.map(Self.groupedLine)
        #expect(
            codes == [
                "XYZLoginResult XYZLoginResultCanceled -1 Canceled", "XYZError XYZErrorUnknown 0 Unknown",
                "XYZError XYZErrorNotInitialized 1 Not initialized",
                "XYZError XYZErrorURLInvalid 16 The URL is invalid",
            ])
        #expect(try Self.code(1, group: "XYZError", in: product).messages["ko"]?.text == "초기화하지 않음")
        #expect(product.findings.filter { $0.rule.hasPrefix("code-") }.isEmpty)
        let views = product.enumViews.filter { !$0.catalog.codes.isEmpty }
        #expect(views.map(\.config.swift.enumName) == ["XYZError", "XYZLoginResult"])
        let plan = EnumPlan(catalog: views[0].catalog, typeName: "XYZError")
        #expect(plan.cases.map(\.name) == ["unknown", "notInitialized", "urlInvalid"])
    }

    @Test("C#, Java and Swift error enums are groups of codes; a table of their cases' names gives the messages")
    func codeEnums() throws {
        let facts = try Fixture.facts(folder: "code-enums", languages: ["ko", "en"], page: "error-code")
        // The table is no table of parameters, and its row without a case a mention.
        #expect(facts.allSatisfy { $0.parameters.isEmpty })
        #expect(facts[1].mentions.filter { $0.symbol == "XYZ_ERR_NETWORK" }.count == 1)
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts)
        let codes = product.catalog.codes.map(Self.groupedLine)
        #expect(
            codes == [
                "XYZErrorCode XYZ_ERR_CANCEL 1 Canceled", "XYZErrorCode XYZ_ERR_AUTH_FAILED 3 Authentication failed",
                "XYZErrorCode XYZ_ERR_TIMEOUT 4 Timed out", "XYZResult NOT_READY 101 Not ready",
                "XYZResult BUSY 102 Busy", "XYZStoreError purchaseFailed 201 Purchase failed",
                "XYZStoreError restoreFailed 202 Restore failed",
            ])
        // A message from the table is where the table says it.
        #expect(try Self.code(4, group: "XYZErrorCode", in: product).messages["ko"]?.location.line == 19)
        #expect(product.catalog.leftOut?.map(\.symbol) == ["XYZ_ERR_OK"])
        #expect(product.findings.filter { $0.rule.hasPrefix("code-") }.isEmpty)
    }

    @Test("A later section of a page whose codes are its own is a group: its INVALID_PARAMETER is another code")
    func codeSystems() throws {
        let facts = try Fixture.facts(folder: "code-systems", languages: ["ko", "en"], page: "error-code")
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts)
        #expect(
            product.catalog.codes.map(Self.groupedLine) == [
                "Server API Result Codes UNAUTHORIZED -401001 Authentication failed.",
                "Server API Result Codes INVALID_TOKEN -400002 Invalid token.",
                "Server API Result Codes INVALID_PARAMETER -400001 요청 파라미터가 올바르지 않습니다.",
                "- NOT_INITIALIZED 1 Not initialized.", "- TIMEOUT 2 Timed out.",
                "- INVALID_PARAMETER 8 Invalid parameter.",
            ])
        // The section that repeats the page's codes with one number changed still contradicts them;
        // en's server table, which lacks the shared symbol, is the same group.
        #expect(
            product.findings.filter { $0.rule.hasPrefix("code-") }.map { "\($0.location) \($0.message)" } == [
                "en/error-code.md:15:13 INVALID_PARAMETER (-400001) is missing from en's error tables; ko lists it",
                "en/error-code.md:23:7 en gives TIMEOUT (3): number 3 where ko, en give 2",
                "ko/error-code.md:24:7 ko gives TIMEOUT (3): number 3 where ko, en give 2",
            ])
    }

    @Test("Server codes after SUCCESS are a group; a restating enum and a table mapping a store's codes define none")
    func codeMapping() throws {
        let facts = try Fixture.facts(folder: "code-mapping", languages: ["ko", "en"], page: "error-code")
        // The store's table: its own codes set aside, for the product's codes its last column names.
        #expect(
            facts[0].setAsideTables.map(\.reason) == [
                "it maps another system's codes to the product's ('2003(USER_CANCELED)')"
            ])
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts)
        #expect(
            product.catalog.codes.map { "\($0.group ?? "-") \($0.symbol) \($0.code)" } == [
                "Server Errors ACCESS_DENIED -1003", "Server Errors INVALID_PARAMETER -1002",
                "Server Errors INVALID_APP_KEY -1001", "- NOT_READY 1001", "- INVALID_PARAMETER 1002",
                "- USER_CANCELED 2003",
            ])
        // The store's code the text names is documented, as the store's.
        #expect(product.findings.filter { $0.rule.hasPrefix("code-") }.isEmpty)
    }

    @Test("A store's codes mapped onto the product's on a page of their own, in hexadecimal: set aside, still compared")
    func codeMappingOnItsOwnPage() throws {
        let facts = try ["en", "ja"].flatMap { language in
            try ["error-code", "stores", "server"].map { page in
                Fixture.facts(
                    markdown: try Fixture.text("code-mapping-page/\(language)/\(page).md"), language: language,
                    path: "\(language)/\(page).md", page: page)
            }
        }
        // The error-code page sends its reader to the store's table, which names the product's codes
        // by their names and numbers: the store's codes, not the product's. The server's success
        // value is no code the error-code page lacks.
        let product = Reconciler().reconcile(ReconcilerTests.product(["en", "ja"]), facts: facts)
        #expect(
            product.catalog.codes.map(\.symbol) == [
                "PURCHASE_CANCELLED", "STORE_ITEM_ALREADY_OWNED", "STORE_UNKNOWN_ERROR",
            ])
        #expect(
            product.findings.map { "\($0.rule) \($0.location) \($0.message)" } == [
                "code-conflict ja/stores.md:9:7 ja gives ITEM_ALREADY_OWNED the value 6 where en gives 7"
            ])
    }

    @Test(
        "A table that gives one of the product's symbols two numbers no other table gives it maps another system's codes"
    )
    func codeMappingBySymbol() throws {
        let facts = try ["en", "ja"].flatMap { language in
            try ["errors", "client"].map { page in
                Fixture.facts(
                    markdown: try Fixture.text("code-mapping-symbols/\(language)/\(page).md"), language: language,
                    path: "\(language)/\(page).md", page: page)
            }
        }
        // A protocol's return codes, each under the product's code it becomes: no second number
        // for those codes, nor deprecated cases.
        let product = Reconciler().reconcile(ReconcilerTests.product(["en", "ja"]), facts: facts)
        #expect(
            product.catalog.codes.map { "\($0.symbol) \($0.code)" } == [
                "DEMO_ERR_NOT_AUTHORIZED -1031", "DEMO_ERR_PROTOCOL -1030", "DEMO_ERR_REFUSED -111",
            ])
        #expect(product.catalog.codes.allSatisfy { $0.aliases.isEmpty })
        // The success each table maps onto no code (`| 0x00 | … | — |`, `| 201 | … | — |`) is no unreadable row.
        #expect(product.findings.filter { $0.rule.hasPrefix("code-") || $0.rule == "table-unreadable" }.isEmpty)
        #expect(product.catalog.setAside?.map(\.location.description) == ["en/client.md:8:43", "ja/client.md:8:32"])
    }

    @Test("A mapping table's row that maps the other system's code to another of the product's codes is a conflict")
    func codeMappingConflict() throws {
        let facts = try Fixture.facts(folder: "code-mapping", languages: ["ko", "en", "ja"], page: "error-code")
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en", "ja"]), facts: facts)
        #expect(
            product.findings.filter { $0.rule.hasPrefix("code-") }.map { "\($0.location) \($0.message)" } == [
                "ja/error-code.md:39:26 ja maps ITEM_UNAVAILABLE (4) to 1002 (INVALID_PARAMETER) "
                    + "where ko, en map it to 1001 (NOT_READY)"
            ])
    }

    @Test("A table giving only the product's code by its number beside another system's maps, and defines none")
    func codeMappingByNumber() throws {
        let facts = try Fixture.facts(folder: "code-mapping-numbers", languages: ["en", "ko"], page: "error-code")
        #expect(facts[0].setAsideTables.map(\.reason) == ["it maps another system's codes to the product's ('-3')"])
        let product = Reconciler().reconcile(ReconcilerTests.product(["en", "ko"]), facts: facts)
        // The server's table describes its codes: they are the product's, though it names the SDK's.
        #expect(product.catalog.codes.map(\.code) == [-11, -6, -3, 40001, 40002])
        #expect(
            product.findings.filter { $0.rule.hasPrefix("code-") }.map { "\($0.location) \($0.message)" } == [
                "ko/error-code.md:18:17 ko maps 7 to -11 (STORE_ERROR) where en maps it to -6 (ITEM_ALREADY_OWNED)"
            ])
    }

    @Test("A table giving each code under its owner, none named as the product's codes are, is another system's")
    func otherSystemTable() throws {
        let facts = try Fixture.facts(folder: "other-system-table", languages: ["en", "ko"], page: "error-code")
        let product = Reconciler().reconcile(ReconcilerTests.product(["en", "ko"]), facts: facts)
        // The module table's names begin with LOGIN_ as the product's do: its codes stay.
        #expect(product.catalog.codes.map(\.code) == [3001, 3002, 3003, 3101, 3102, 3201])
        #expect(
            product.catalog.leftOut?.map { "\($0.symbol) \($0.code)" } == [
                "NETWORK_ERROR 7", "ASAuthorizationErrorCanceled 1001", "SIGN_IN_CANCELLED 12501",
            ])
        #expect(product.catalog.leftOut?.first?.reason.contains("(Google, Apple)") == true)
        #expect(product.findings.filter { $0.rule.hasPrefix("code-") }.isEmpty)
    }

    @Test("Another product's code quoted is that product's: not unlisted, not generated; its number is checked")
    func otherProductCode() throws {
        let login = try Fixture.facts(folder: "other-product/login", languages: ["ko", "en"], page: "error-code")
        let shop = try Fixture.facts(folder: "other-product/shop", languages: ["ko", "en"], page: "error-code")
        let others = OtherProductCode.defined(names: ["Login", "Shop"], facts: [login, shop])
        let product = Reconciler().reconcile(
            ReconcilerTests.product(["ko", "en"]), facts: shop, otherProducts: others)
        #expect(product.catalog.codes.map(\.code) == [5001, 5002])
        #expect(product.catalog.leftOut?.map(\.reason) == ["the Login product's code, quoted"])
        #expect(
            product.findings.map { "\($0.rule) \($0.location) \($0.message)" } == [
                "code-conflict en/error-code.md:8:44 LOGIN_TOKEN_EXPIRED is written with 3102 here, but the Login "
                    + "product's table gives 3101"
            ])
    }

    @Test("A message column the languages translate is the message; one they keep (the API's text) is not")
    func translatedMessageColumn() throws {
        let facts = try Fixture.facts(folder: "message-column-translated", languages: ["en", "ja"], page: "error-code")
        let product = Reconciler().reconcile(ReconcilerTests.product(["en", "ja"]), facts: facts)
        #expect(
            product.catalog.codes.map {
                "\($0.code) \($0.messages["en"]?.text ?? "") | \($0.messages["ja"]?.text ?? "")"
            } == [
                "1001 The SDK is not initialized. | SDKが初期化されていません。",
                "40001 A parameter is invalid. | パラメーターが正しくありません。",
            ])
    }

    @Test("An enum restating the table's codes under its own prefix defines none; two successes, no duplicate")
    func prefixedEnum() throws {
        let facts = try Fixture.facts(
            folder: "code-enum-prefixed", languages: ["ko", "en", "ja"], page: "error-code")
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en", "ja"]), facts: facts)
        // `DMErrorCodeNotReady` is the table's `DEMO_ERROR_NOT_READY`, each without the words all its
        // names begin with; success (0) is left out of both.
        #expect(product.catalog.codes.allSatisfy { $0.group == nil })
        #expect(
            product.catalog.codes.map { "\($0.symbol) \($0.code)" } == [
                "ACCESS_DENIED -4002", "INVALID_SECRET -4001", "DEMO_ERROR_NOT_READY 1001",
                "DEMO_ERROR_INVALID_APPKEY 1002", "DEMO_ERROR_TIMEOUT 2001",
            ])
        // ja's enum numbers one case otherwise: still the table's code, written with a wrong number.
        #expect(
            product.findings.filter { $0.rule.hasPrefix("code-") }.map { "\($0.location) \($0.message)" } == [
                "ja/error-code.md:17:5 DMErrorCodeTimeout is written with 2002 here, "
                    + "but ja's own table gives DEMO_ERROR_TIMEOUT 2001"
            ])
    }

    @Test("An enum restating an error table needs no success row in it, and may shorten a name")
    func shortenedEnum() throws {
        let facts = try Fixture.facts(folder: "code-enum-shortened", languages: ["ko", "en"], page: "error-code")
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts)
        // `DMResultCodeSuccess` (0) is no code the table lists; `DMResultCodeUnknown` is `DEMO_UNKNOWN_ERROR`.
        #expect(
            product.catalog.codes.map { "\($0.group ?? "-") \($0.symbol) \($0.code)" } == [
                "- DEMO_NOT_READY 1001", "- DEMO_TIMEOUT 1002", "- DEMO_UNKNOWN_ERROR 1999",
            ])
        #expect(product.findings.filter { $0.rule.hasPrefix("code-") }.isEmpty)
    }

    @Test(
        "A JavaScript object of constants restating the table defines no codes; a constant numbered otherwise is reported"
    )
    func objectEnum() throws {
        let facts = try Fixture.facts(folder: "code-enum-object", languages: ["ko", "en", "ja"], page: "error-code")
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en", "ja"]), facts: facts)
        #expect(product.catalog.codes.allSatisfy { $0.group == nil } && product.catalog.codes.count == 3)
        #expect(
            product.findings.filter { $0.rule.hasPrefix("code-") }.map { "\($0.location) \($0.message)" } == [
                "ja/error-code.md:13:3 MAP_LOAD_FAILED is written with 141 here, but ja's own table gives "
                    + "DEMO_ERROR_MAP_LOAD_FAILED 140"
            ])
    }

    @Test(
        "Dart's and Kotlin's classes of constants restating the table define no codes; one numbered otherwise is reported"
    )
    func constantsClass() throws {
        let facts = try Fixture.facts(
            folder: "code-constants-class", languages: ["ko", "en", "ja"], page: "error-code")
        // A method's local constant and a class's instance fields are no codes.
        #expect(
            facts[0].definitions.filter { $0.isDeclaredInCode }.map { "\($0.symbol) \($0.code)" } == [
                "notInitialized 1001", "networkError 1002", "tokenExpired 2001", "NOT_INITIALIZED 1001",
                "NETWORK_ERROR 1002", "TOKEN_EXPIRED 2001",
            ])
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en", "ja"]), facts: facts)
        #expect(product.catalog.codes.map(\.symbol) == ["NOT_INITIALIZED", "NETWORK_ERROR", "TOKEN_EXPIRED"])
        #expect(
            product.findings.filter { $0.rule.hasPrefix("code-") }.map { "\($0.location) \($0.message)" } == [
                "ja/error-code.md:13:3 tokenExpired is written with 2010 here, but ja's own table gives "
                    + "TOKEN_EXPIRED 2001"
            ])
    }

    @Test("Kotlin's sealed error classes and companion objects and Rust's enums declare codes with their messages")
    func sealedClasses() throws {
        let facts = try Fixture.facts(folder: "code-sealed-classes", languages: ["ko", "en"], page: "error-code")
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts)
        #expect(
            product.catalog.codes.map(Self.groupedLine) == [
                "XyzError NoMemory -12 Out of memory", "XyzError Timeout -7 Timed out",
                "XyzAuthError InvalidCredentials 1001 Invalid credentials.",
                "XyzAuthError TokenExpired 1002 The token expired.", "XyzAuthError Network 1003 Network error.",
                "XyzChatException ERR_CONNECTION_REQUIRED 2001 Not connected.",
                "XyzChatException ERR_ACK_TIMEOUT 2002 Ack timed out.",
            ])
        #expect(try Self.code(-7, group: "XyzError", in: product).messages["ko"]?.text == "시간이 초과되었습니다")
        #expect(
            product.findings.map { "\($0.rule) \($0.location) \($0.message)" } == [
                "code-conflict en/error-code.md:19:9 en gives ERR_ACK_TIMEOUT (2020): number 2020 where ko gives 2002"
            ])
    }

    @Test(
        "An enum most of whose cases name the table's codes restates them all; a case named otherwise is its number's code"
    )
    func enumRenamedCases() throws {
        let facts = try Fixture.facts(folder: "code-enum-renamed", languages: ["ko", "en", "ja"], page: "error-code")
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en", "ja"]), facts: facts)
        #expect(product.catalog.codes.allSatisfy { $0.group == nil })
        #expect(
            product.catalog.codes.map(\.symbol) == [
                "XYZ_ERR_CRED_INVALID", "XYZ_ERR_NOT_AUTHORIZED", "XYZ_ERR_TIMEOUT", "XYZ_ERR_BUSY",
                "XYZ_ERR_NOT_INITIALIZED", "XYZ_ERR_NO_MEMORY", "XYZ_ERR_INVALID_ARG", "XYZ_ERR_INTERNAL",
            ])
        #expect(
            product.findings.filter { $0.rule.hasPrefix("code-") }.map { "\($0.location) \($0.message)" } == [
                "en/error-code.md:23:5 NotAuthorized is written with -32 here, but en's own table gives "
                    + "XYZ_ERR_NOT_AUTHORIZED -23"
            ])
    }

    @Test("One platform's table of enum cases beside the table of no platform spells its codes on that platform")
    func platformCaseTable() throws {
        // `#### iOS 오류 코드` lists the cases of the iOS enum (`rawValue | case`) with the numbers of
        // the table above: one code each, spelt per platform, not a code-duplicate per row.
        let facts = try Fixture.facts(folder: "platform-case-table", languages: ["ko", "en", "ja"], page: "error-code")
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en", "ja"]), facts: facts)
        #expect(product.catalog.codes.map(\.symbol) == ["TOKEN_EXPIRED", "LICENSE_FAILED", "NETWORK_DOWN"])
        #expect(try Self.code(-102, in: product).platforms == ["ios": "licenseFailed"])
        #expect(
            product.findings.map { "\($0.rule) \($0.location) \($0.message)" } == [
                "symbol-typo en/error-code.md:16:11 en spells LICENSE_FAILED (-102) on iOS as licenceFailed; "
                    + "ko writes licenseFailed",
                // ja's iOS table lacks the row its table above lists.
                "code-missing ja/error-code.md:15:11 LICENSE_FAILED (-102) is missing from ja's table under "
                    + "'iOSのエラーコード', though ja lists it elsewhere; ko, en list it there",
            ])
    }

    @Test("A platform's table of an enum's cases beside one spelling the codes per platform in columns")
    func platformCaseTableBesideColumns() throws {
        // `| Code | `XYZErrorCode` |`: a header naming the enum heads its cases' names.
        let facts = try Fixture.facts(
            folder: "platform-case-table-columns", languages: ["en", "ja"], page: "error-code")
        let product = Reconciler().reconcile(ReconcilerTests.product(["en", "ja"]), facts: facts)
        #expect(
            product.catalog.codes.map(\.symbol) == [
                "NOT_INITIALIZED", "NETWORK_ERROR", "TIMEOUT", "NO_FILL", "BridgeError",
            ])
        #expect(
            try Self.code(1001, in: product).platforms == [
                "android": "NOT_INITIALIZED", "ios": "XYZErrorCodeNotInitialized", "unity": "NotInitialized",
            ])
        // A platform's spelling is no alias; ja's other number for one is.
        #expect(
            product.catalog.codes.flatMap { $0.aliases.map { "\($0.symbol) \($0.code)" } } == ["NetworkError 2010"])
        #expect(
            product.findings.map { "\($0.rule) \($0.location) \($0.message)" } == [
                "code-conflict ja/error-code.md:17:11 ja gives NetworkError (2010): number 2010 where en, ja give 2001"
            ])
    }

    @Test("A column per platform spells each code on it: not its message, and compared across languages")
    func platformColumns() throws {
        let facts = try Fixture.facts(folder: "platform-columns", languages: ["ko", "en"], page: "error-code")
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts)
        #expect(
            product.catalog.codes.map(Self.groupedLine) == [
                "- NOT_READY 1 Not ready.", "- TOKEN_FAILED 2 Failed to get a token.",
                "- PERMISSION_DENIED 3 Permission denied.", "- XYZErrorAPNsFailed 201 APNs registration failed.",
            ])
        #expect(
            try Self.code(1, in: product).platforms == [
                "android": "NOT_READY", "ios": "XYZErrorNotReady", "unity": "NotReady",
            ])
        // A spelling written with another number in prose is the code's; a call with an argument no
        // table spells is nothing.
        #expect(
            product.findings.map { "\($0.rule) \($0.location) \($0.message)" } == [
                "symbol-typo en/error-code.md:7:7 en spells PERMISSION_DENIED (3) on iOS as XYZErrorPermisionDenied; "
                    + "ko writes XYZErrorPermissionDenied",
                "code-conflict en/error-code.md:15:20 XYZErrorTokenFailed is written with 3 here, but en's own table gives 2",
            ])
        var ios = product.catalog
        ios.platform = "ios"
        #expect(
            EnumPlan(catalog: ios, typeName: "DemoError").cases.map { "\($0.name) \($0.symbol)" } == [
                "notReady XYZErrorNotReady", "tokenFailed XYZErrorTokenFailed",
                "permissionDenied XYZErrorPermissionDenied", "apnsFailed XYZErrorAPNsFailed",
            ])
    }

    @Test("A table per platform under a heading naming it: one code per number, spelled per platform")
    func platformTables() throws {
        let facts = try Fixture.facts(folder: "platform-tables", languages: ["ko", "en"], page: "error-code")
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts)
        #expect(
            product.catalog.codes.map { "\($0.symbol) \($0.code) \(($0.platforms ?? [:]).sorted { $0.key < $1.key })" }
                == [
                    #"NOT_READY 1 [(key: "android", value: "NOT_READY"), (key: "ios", value: "XYZErrorNotReady")]"#,
                    #"TOKEN_FAILED 2 [(key: "android", value: "TOKEN_FAILED"), (key: "ios", value: "XYZErrorTokenFailed")]"#,
                    #"PLAY_SERVICES_UNAVAILABLE 101 [(key: "android", value: "PLAY_SERVICES_UNAVAILABLE")]"#,
                ])
        // en's iOS table renumbers one code; each platform's spelling is no conflict with the name.
        #expect(
            product.findings.map { "\($0.rule) \($0.location) \($0.message)" } == [
                "code-conflict en/error-code.md:15:7 en gives XYZErrorTokenFailed (3): number 3 where ko, en give 2"
            ])
    }

    @Test(
        "A page's platform comes from its name or folder",
        arguments: [
            ("ios-sdk-guide", "ios"), ("push-android", "android"), ("aos-getting-started", "android"),
            ("unity/setup", "unity"), ("sdk-guide", nil), ("web-console-guide", nil), ("js-sdk", "js"),
            ("error-code", nil), ("sdk/android", "android"), ("web", nil), ("flutter-sdk-guide", "flutter"),
            ("react-native-sdk-guide", "react-native"),
            ("sdk/react-native/api", "react-native"), ("cocos2d-x-guide", "cocos"), ("guide-cocos2dx", "cocos"),
            ("native-guide", nil),
        ] as [(String, String?)])
    func pagePlatform(_ page: String, _ platform: String?) {
        #expect(Platform.of(page: page) == platform)
    }

    @Test(
        "A cell or a heading names React Native in two words",
        arguments: [
            ("React Native", ["react-native"]), ("Flutter, React Native", ["flutter", "react-native"]),
            ("React", nil), ("Native", nil), ("Cocos2d-x / Unity", ["cocos", "unity"]),
        ] as [(String, [String]?)])
    func cellPlatforms(_ cell: String, _ platforms: [String]?) {
        #expect(Platform.ids(inCell: cell) == platforms)
        #expect(Platform.only(namedIn: "\(cell) error codes") == (platforms?.count == 1 ? platforms?.first : nil))
    }
}
