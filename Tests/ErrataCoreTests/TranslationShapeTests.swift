import Testing

@testable import ErrataCore

/// Shapes real translated guides take: cells naming several codes in each language's punctuation,
/// tables mapping old codes onto the product's, pages and example keys a translation lacks.
extension DriftRuleTests {
    @Test("Symbols of one cell that each write their number are codes of their own, split at '、' too")
    func codesPerSymbol() throws {
        let product = try Self.reconcile("codes-per-symbol", languages: ["ko", "ja"])
        #expect(
            product.catalog.codes.map { "\($0.symbol) \($0.code)" } == [
                "DEMO_ERR_NOT_INITIALIZED 1001", "DEMO_ERR_LOAD_FAILED 1002", "DEMO_ERR_NETWORK 1005",
            ])
        // ja's handling table gives its second symbol another number: that, and nothing else, is reported.
        #expect(
            product.findings.filter { $0.severity != .note }.map { "\($0.rule) \($0.location) \($0.message)" } == [
                "code-conflict ja/codes-per-symbol.md:14:4 ja gives DEMO_ERR_NETWORK (1006): number 1006 where ko, ja give 1005"
            ])
    }

    @Test("A table of codes renamed and renumbered by a version maps old codes onto the product's")
    func renumberedCodes() throws {
        let product = try Self.reconcile(
            "renumbered-codes", languages: ["ko", "ja"], pages: ["errors", "release-notes"])
        #expect(
            product.catalog.codes.map { "\($0.symbol) \($0.code)" } == [
                "DEMO_ERROR_NOT_INITIALIZED 1001", "DEMO_ERROR_NETWORK 1003", "DEMO_ERROR_SERVER 4001",
            ])
        #expect(product.catalog.leftOut == nil)
        #expect(product.findings.filter { $0.rule.hasPrefix("code-") }.map(\.message) == [])
    }

    @Test("Codes on a page a translation lacks are the page's absence, not codes missing one by one")
    func pageLackingCodes() throws {
        let product = try Self.reconcile(
            "page-lacking-codes", languages: ["ko", "en"],
            pages: [("ko", "errors"), ("ko", "troubleshooting"), ("en", "errors")])
        #expect(Self.findings(product, "code-missing").map(\.message) == [])
        #expect(
            Self.findings(product, "section-missing").map(\.message) == [
                "en has no page 'troubleshooting' (ko: ko/troubleshooting.md, 2 sections)"
            ])
    }

    @Test("A column of values written as code is compared, not a column of words beside it")
    func valuesAsCode() throws {
        let product = try Self.reconcile("values-as-code", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "param-conflict").map(\.message) == [
                "en gives dev_ 1 values where others list 1; lacks dev_A7F3K2P9; adds dev_B7F3K2P9"
            ])
    }
}

extension DriftRuleTests {
    @Test("example-mismatch: keys a translation's example leaves out of the source's, a renamed one not")
    func droppedExampleKeys() throws {
        let product = try Self.reconcile("example-dropped", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "example-mismatch").map { "\($0.location) \($0.message)" } == [
                "en/example-dropped.md:7:1 the en example lacks score, device.model, which ko's example holds",
                "en/example-dropped.md:20:1 the en example writes requestId where ko's writes traceId",
            ])
    }
}

extension DriftRuleTests {
    @Test("code-conflict: a row whose hexadecimal cell gives another number than its decimal one")
    func restatedNumber() throws {
        let product = try Self.reconcile("restated-number", languages: ["ko", "en"])
        // ko's coupon table restates 3002 wrongly; the server table's second column is other numbers.
        #expect(
            Self.findings(product, "code-conflict").map { "\($0.severity) \($0.location) \($0.message)" } == [
                "warning ko/restated-number.md:10:10 ko writes DEMO_ERROR_RATE_LIMITED's number 3002 again as "
                    + "0xBB2, which is 2994 (3002 is 0xBBA); the table's other rows give each number twice alike"
            ])
        #expect(product.catalog.codes.map(\.code) == [1001, 1002, 3001, 3002, 4001, 4002])
    }
}

extension DriftRuleTests {
    @Test("Codes named like paths (payment/card-declined) beside a number and an HTTP status are named codes")
    func pathCodes() throws {
        let product = try Self.reconcile("path-codes", languages: ["ko", "en"])
        #expect(
            product.catalog.codes.map { "\($0.symbol) \($0.code)" } == [
                "auth/invalid-key 1001", "payment/card-declined 2001", "payment/insufficient-funds 2002",
            ])
        #expect(
            product.findings.filter { $0.severity != .note }.map(\.message) == [
                "en gives payment/insufficient-funds (2020): number 2020 where ko gives 2002"
            ])
        let swift = String(decoding: try #require(SwiftEmitter().emit(product).first).contents, as: UTF8.self)
        #expect(swift.contains("    case authInvalidKey = 1001"), "\(swift)")
        #expect(swift.contains("    case paymentCardDeclined = 2001"))
    }
}

extension DriftRuleTests {
    @Test(
        "A cell giving a symbol and its mixed-case spelling (RN_ERR_X<br>RNErrorX) is one code; a misspelt one is a typo"
    )
    func camelSpellings() throws {
        let product = try Self.reconcile("camel-spellings", languages: ["ko", "ja"])
        #expect(
            product.catalog.codes.map { "\($0.symbol) \($0.code)" } == [
                "DEMO_ERR_NOT_INITIALIZED 1001", "DEMO_ERR_TOKEN_EXPIRED 1004", "DEMO_ERR_TIMEOUT 2002",
                "DemoErrorLocalNetworkDenied 5201",
            ])
        #expect(
            product.findings.filter { $0.severity != .note }.map { "\($0.rule) \($0.message)" } == [
                "symbol-typo ja writes DEMO_ERR_TOKEN_EXPIRED as DemoErrorTokenExipred beside it, which differs by "
                    + "more than a platform's prefix; the other rows suggest DemoErrorTokenExpired"
            ])
        // The upper-snake symbols' shared words are dropped from the case names; a mixed-case name
        // is named after its type.
        let swift = String(decoding: try #require(SwiftEmitter().emit(product).first).contents, as: UTF8.self)
        #expect(swift.contains("    case notInitialized = 1001"), "\(swift)")
        #expect(swift.contains("    case tokenExpired = 1004"))
        #expect(swift.contains("    case localNetworkDenied = 5201"))
    }
}

extension DriftRuleTests {
    @Test("code-missing: numbers a translation reads as codes in a table the source does not read as codes")
    func unnamedUnread() throws {
        let product = try Self.reconcile("unnamed-unread", languages: ["ko", "en"])
        #expect(product.catalog.codes.map(\.code) == [2001, 2002])
        #expect(Self.findings(product, "code-missing").map(\.message) == [])
    }
}

extension DriftRuleTests {
    @Test("A question an FAQ moved to another group is found by the names its title keeps")
    func movedQuestion() throws {
        let product = try Self.reconcile("faq-moved", languages: ["ko", "en", "zh"])
        #expect(Self.findings(product, "section-missing").map(\.message) == [])
        #expect(
            Self.findings(product, "section-order").map(\.message) == [
                "zh's '如何处理退款？' stands before '为什么会出现 Google Play 支付错误（2004）？'; ko has it ('환불은 어떻게 처리되나요?') after 'Google Play 결제 오류(2004)는 왜 발생하나요?', and 1 more section stands elsewhere"
            ])
    }
}

extension DriftRuleTests {
    @Test("sample-drift: a build setting's platform level or one install line's version written otherwise")
    func sampleSettings() throws {
        let product = try Self.reconcile("sample-settings", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "sample-drift").map(\.message) == [
                "the en sample writes minSdkVersion 21 where ko writes minSdkVersion 24",
                "the en sample writes IPHONEOS_DEPLOYMENT_TARGET 12.0 where ko writes IPHONEOS_DEPLOYMENT_TARGET 13.0",
                // One install line of two left at the older version.
                "the en sample writes 3.1.0 where ko writes 3.2.0",
                // A version of two parts after a constraint's sign.
                "the en sample writes 3.3 where ko writes 3.4",
            ])
    }
}

extension DriftRuleTests {
    @Test("A column headed by the language its names are written in ('Swift') gives the codes' symbols")
    func languageColumn() throws {
        let product = try Self.reconcile("language-column", languages: ["ko", "en"], pages: ["errors", "ios-errors"])
        #expect(
            product.findings.filter { $0.severity != .note }.map { "\($0.rule) \($0.location) \($0.message)" } == [
                "symbol-typo en/ios-errors.md:5:12 en spells INVALID_API_KEY (40001) on iOS as invalidAPIKey; ko writes invalidApiKey",
                "code-conflict en/ios-errors.md:8:12 en gives rateLimited (40106): number 40106 where ko, en give 40105",
            ])
    }
}

extension DriftRuleTests {
    @Test("number-conflict: a name's version, level or status written otherwise; numbers without a name not")
    func namedNumbers() throws {
        let product = try Self.reconcile("number-conflict", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "number-conflict").map { "\($0.location.line) \($0.message)" } == [
                "7 en writes Python 3.8 where ko writes Python 3.9",
                "10 en writes API level 21 where ko writes API level 24",
            ])
    }

    @Test("Named numbers: a capital or a dot in the name, one space, a number no letter follows")
    func namedNumberReader() {
        func read(_ line: String) -> [String] {
            NamedNumbers.read(Array(line.utf8)).map { "\($0.name) \($0.number)" }
        }
        #expect(read("Node.js 18 이상, iOS 14.0+ and API level 24.") == ["Node.js 18", "iOS 14.0", "API level 24"])
        #expect(read("Limit: Quota 1,200 per minute; a 5G network; A 1; version 3") == ["Quota 1200"])
        #expect(read("하루 1만 건, 10,000 calls") == [])
    }
}

extension DriftRuleTests {
    @Test("A sentence copied from the English edition is untranslated though its link leads to its own heading")
    func copiedSentenceWithOwnLink() throws {
        let product = try Self.reconcile("latin-copy-link", languages: ["ko", "en", "zh"])
        #expect(
            Self.findings(product, "untranslated").map { "\($0.location.path):\($0.location.line)" } == [
                "zh/latin-copy-link.md:5"
            ])
    }
}

extension DriftRuleTests {
    @Test("code-conflict: the HTTP status a row gives beside its code, given otherwise by one language")
    func httpStatusColumn() throws {
        let product = try Self.reconcile("http-status-column", languages: ["ko", "ja", "en"])
        #expect(
            Self.findings(product, "code-conflict").map { "\($0.location) \($0.message)" } == [
                "en/http-status-column.md:6:33 en gives MARKET_CLOSED (TL-2006) HTTP status 400 where ko, ja give 409"
            ])
    }
}

extension DriftRuleTests {
    @Test("sample-drift: a declaration's return type written otherwise")
    func sampleReturnType() throws {
        let product = try Self.reconcile("sample-return-type", languages: ["ko", "zh"])
        #expect(
            Self.findings(product, "sample-drift").map(\.message) == [
                "the zh sample declares Task<OrderResult> CreateAsync(OrderRequest request, CancellationToken "
                    + "cancellationToken = default) where ko declares Task<OrderResponse> CreateAsync(OrderRequest "
                    + "request, CancellationToken cancellationToken = default)"
            ])
        #expect(
            CodeText.functions(in: "function cancel(orderId: string): Promise<CancelResponse>;").signatures == [
                "function cancel(orderId: string): Promise<CancelResponse>"
            ])
    }
}

extension DriftRuleTests {
    @Test("example-mismatch: a version an example writes otherwise; its own data's addresses not")
    func exampleVersions() throws {
        let product = try Self.reconcile("example-versions", languages: ["en", "ko"])
        #expect(
            Self.findings(product, "example-mismatch").map(\.message) == [
                "the ko example writes 3.2.0 where en's writes 3.3.0"
            ])
    }
}

extension DriftRuleTests {
    @Test(
        "quantity-conflict: a limit or a timeout written otherwise, in prose or in a table; units, dates, prices and codes not"
    )
    func quantities() throws {
        let product = try Self.reconcile("quantity-conflict", languages: ["ko", "en", "ja", "zh"])
        #expect(
            Self.findings(product, "quantity-conflict").map {
                "\($0.language) \($0.location.line) \($0.message)"
            } == [
                "ja 20 ja writes 100 個 where ko writes 1,000개",
                "zh 5 zh writes 30 次 where ko writes 50회",
                "zh 9 zh writes 10 秒 where ko writes 15초",
                "zh 22 zh writes 100 个 where ko writes 1,000개",
            ])
    }

    @Test("quantity-conflict: the text before each page's first heading is compared with its own page's")
    func quantitiesBeforeHeadings() throws {
        let product = try Self.reconcile("quantity-intro", languages: ["ko", "ja"], pages: ["auth", "errors"])
        #expect(
            Self.findings(product, "quantity-conflict").map { "\($0.location) \($0.message)" } == [
                "ja/errors.md:5:16 ja writes 5 回 where ko writes 3회"
            ])
    }

    @Test("Prose numbers: durations and sizes in one unit, large-number words by value, no dates or prices")
    func quantityReader() {
        func read(_ line: String) -> [String] {
            Quantities.read(line[...]).map { "\($0.kind.rawValue) \($0.value)" }
        }
        #expect(read("초당 최대 50회, 1분 후, 10MB, 1만 건") == ["plain 50", "duration 60", "size 10485760", "plain 10000"])
        #expect(
            read("a 30-second window, 500ms, 2.5 seconds, 75%") == [
                "duration 30", "duration 0.5", "duration 2.5", "percent 75",
            ])
        #expect(read("1 秒あたり 20 件、每 1 秒、1,000円、$10、5G、32-bit、H.264、v2、4.x") == ["plain 20"])
        #expect(read("2024년 3월 5일, March 5, 2024, 2024-03-05, 2019.04.23, 2024年3月5日") == [])
        #expect(read("**BANNED(7)**, **'2. 키 발급'**, `timeout: 30`, [3 steps](page-4.md)") == ["plain 3"])
        #expect(read("## 5. Settings") == [])
        #expect(read("**6.2.1 For CDN** use 3 nodes; 5 초과 3분기") == ["plain 3", "plain 5", "plain 3"])
        #expect(read("SDK 3.2.0 이상") == ["plain 3.2.0"])
        #expect(read("3만 5천 건, 3.5 万次, 35,000 calls") == ["plain 35000", "plain 35000", "plain 35000"])
        // A smaller large-number word before a larger one multiplies it; amounts of money are prices.
        #expect(read("5천만 건, 3千万件, 5,000万ウォン, 2억 유로") == ["plain 50000000", "plain 30000000"])
        #expect(Quantities.isOne("1 秒") && Quantities.isOne("1분"))
        #expect(!Quantities.isOne("1만 건") && !Quantities.isOne("1,000") && !Quantities.isOne("1.5 s"))
    }
}
