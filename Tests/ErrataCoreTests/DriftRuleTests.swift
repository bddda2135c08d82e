import ErrataMarkdown
import Foundation
import Testing

@testable import ErrataCore

/// Each drift rule on the shortest Markdown that shows it, under `Fixtures/rules/<case>/<language>.md`,
/// with a negative case beside each positive one.
@Suite("Drift rules on fixtures")
struct DriftRuleTests {
    /// Reconciles the fixture folder `name`, with `languages` in precedence order (the first is the source).
    static func reconcile(_ name: String, languages: [String]) throws -> ReconciledProduct {
        Reconciler().reconcile(ReconcilerTests.product(languages), facts: try facts(name, languages: languages))
    }

    /// The facts of fixture `rules/<name>/<language>.md` for each language, at `<language>/<name>.md`.
    static func facts(_ name: String, languages: [String]) throws -> [DocumentFacts] {
        try languages.map { language in
            let text = try Fixture.text("rules/\(name)/\(language).md")
            return Fixture.facts(markdown: text, language: language, path: "\(language)/\(name).md")
        }
    }

    /// Reconciles the pages `pages` of fixture folder `rules/<name>/<language>/<page>.md` (each at
    /// `<language>/<page>.md`), with `languages` in precedence order.
    static func reconcile(_ name: String, languages: [String], pages: [(language: String, page: String)]) throws
        -> ReconciledProduct
    {
        let facts = try pages.map { language, page in
            Fixture.facts(
                markdown: try Fixture.text("rules/\(name)/\(language)/\(page).md"), language: language,
                path: "\(language)/\(page).md", page: page)
        }
        return Reconciler().reconcile(ReconcilerTests.product(languages), facts: facts)
    }

    /// Reconciles the pages `pages` of every one of `languages` in fixture folder `rules/<name>/`.
    static func reconcile(_ name: String, languages: [String], pages: [String]) throws -> ReconciledProduct {
        try reconcile(
            name, languages: languages, pages: languages.flatMap { language in pages.map { (language, $0) } })
    }

    static func findings(_ product: ReconciledProduct, _ rule: String) -> [Finding] {
        product.findings.filter { $0.rule == rule }
    }

    @Test(
        "A reference page's section about codes that are not the product's sends its reader to another system's table"
    )
    func otherSystemSection() throws {
        let product = try Self.reconcile(
            "other-system-section", languages: ["en"], pages: ["errors", "transfers"])
        // `| Code | Error |`: the column headed by the word for an error names the codes.
        #expect(
            product.catalog.codes.map { "\($0.symbol) \($0.code)" } == [
                "accountNotFound 200101", "insufficientBalance 200103",
            ])
        // The bank's codes are left out without a finding: the reference page says whose they are.
        #expect(product.catalog.leftOut?.map(\.code) == [5, 51])
        #expect(Self.findings(product, "code-unreferenced").isEmpty)
    }

    @Test("MDX's import statements are no text to translate; a sentence that starts with 'import' is")
    func mdxImports() throws {
        let product = try Self.reconcile("mdx-imports", languages: ["en", "ko"])
        #expect(Self.findings(product, "untranslated").map(\.location.line) == [11])
    }

    @Test("Each platform's enum restating the codes in its own notation: compared page by page, never a typo")
    func enumNotations() throws {
        let product = try Self.reconcile(
            "enum-notations", languages: ["ko", "en", "ja"],
            pages: ["error-code", "android", "flutter", "cocos2dx", "unity", "ios", "unreal"])
        #expect(
            product.findings.map { "\($0.rule) \($0.location) \($0.message)" } == [
                // An enum restating the tables as a whole still lists what the source's lists, after
                // the case before it.
                "code-missing en/unreal.md:10:5 AUTH_WITHDRAWN (2002) is missing from en's EDemoError enum; ko, ja "
                    + "declare it (AuthWithdrawn)",
                // C#'s `MatchBadRule` and Kotlin's `MATCH_BAD_RULE` are one name, not a symbol-typo nor a
                // symbol in conflict; ja's Unity page is compared with the others' Unity page.
                "code-conflict ja/unity.md:14:9 ja gives MatchBadRule (3007): number 3007 where ko, en give 3002",
            ])
        #expect(product.findings[0].related.map(\.location.description) == ["ko/unreal.md:11:5", "ja/unreal.md:11:5"])
        #expect(product.findings[1].related.map(\.location.description) == ["ko/unity.md:14:9", "en/unity.md:14:9"])
        // A store's code numbered as no error is (success's 0 aside), and another product's beside codes
        // of one numbering named in each platform's style, are not this product's.
        // Each platform's enum spells the codes it restates on that platform.
        #expect(
            product.catalog.codes.first { $0.symbol == "NOT_INITIALIZED" }?.platforms == [
                "android": "NOT_INITIALIZED", "cocos": "DEMO_NOT_INITIALIZED", "flutter": "notInitialized",
                "ios": "notInitialized", "unity": "NotInitialized", "unreal": "NotInitialized",
            ])
        // (The Unity enum's code of its own, `PlatformBusy`, is one.)
        #expect(
            product.catalog.codes.map(\.symbol).sorted() == [
                "AUTH_EXPIRED", "AUTH_WITHDRAWN", "MATCH_BAD_RULE", "MATCH_FULL", "NETWORK_ERROR", "NOT_INITIALIZED",
                "PlatformBusy",
            ])
    }

    @Test("A heading a code block closed late shows as code: its section's level and codes are not compared")
    func lateFenceHidingSection() throws {
        let product = try Self.reconcile("late-fence-section", languages: ["ko", "ja"], pages: ["api", "pay"])
        // ja's '例' shows the hidden section's enum, and is matched by it to ko's '오류 처리': not a
        // heading moved a level; the codes of the section shown as code are not missing.
        #expect(
            product.findings.map { "\($0.rule) \($0.location.line)" } == [
                "markdown-syntax 13", "markdown-syntax 19",
            ])
    }

    @Test("Codes named by strings and numbered by their HTTP status share numbers by design; a status differs")
    func httpStatusCodes() throws {
        let product = try Self.reconcile("http-status-codes", languages: ["ko", "en", "ja"])
        #expect(
            product.findings.map { "\($0.rule) \($0.location) \($0.message)" } == [
                "code-conflict ja/http-status-codes.md:7:4 ja gives EXCEED_CANCEL_AMOUNT (403): HTTP status 403 where "
                    + "ko, en give 400"
            ])
        #expect(product.catalog.codes.count == 4 && product.catalog.codes.allSatisfy(\.numberIsHTTPStatus))
    }

    @Test("A second table's HTTP statuses that every edition gives are that table's; one edition's other status is not")
    func httpStatusesOfAnotherTable() throws {
        let product = try Self.reconcile(
            "http-status-other-table", languages: ["ko", "en", "ja"], pages: ["errors", "compatible"])
        #expect(
            product.findings.filter { $0.rule == "code-conflict" }.map { "\($0.location) \($0.message)" } == [
                "ja/compatible.md:8:4 ja gives OBJECT_TOO_LARGE (403): HTTP status 403 where ko, en give 400"
            ])
    }

    @Test("A Hugo page's ref and relref shortcodes are links, a path from the language's root read from the page")
    func hugoShortcodeLinks() throws {
        let product = try Self.reconcile(
            "links-hugo-ref", languages: ["ko", "ja"],
            pages: [("ko", "errors"), ("ko", "sdk/android"), ("ja", "errors"), ("ja", "sdk/android")])
        #expect(
            product.findings.filter { $0.rule.hasPrefix("link-") }.map { "\($0.location) \($0.message)" } == [
                "ja/sdk/android.md:3:19 ja links ../errors.md#token-errors, a heading ja's edition of errors does not have"
            ])
    }

    @Test("A site of pretty addresses resolves an extensionless link from the page's own folder")
    func prettyLinks() throws {
        let product = try Self.reconcile(
            "links-pretty", languages: ["ko", "zh"], pages: ["getting-started", "api/send"])
        #expect(
            product.findings.filter { $0.rule.hasPrefix("link-") }.map { "\($0.location) \($0.message)" } == [
                "zh/getting-started.md:3:8 zh links '发送消息 API' to ../api/messages/, a page that does not exist; "
                    + "ko links ../api/send/"
            ])
    }

    @Test("A REST table's HTTP statuses of codes the product numbers itself are no second number for them")
    func httpStatusesOfNumberedCodes() throws {
        let product = try Self.reconcile("http-status-numbered-codes", languages: ["ko", "en"])
        #expect(product.findings.filter { $0.severity == .error }.isEmpty)
        #expect(
            product.catalog.codes.map { "\($0.symbol)=\($0.code)" } == [
                "CONTEXT_TOO_LARGE=-2004", "INVALID_CONTEXT=-2003",
            ])
        #expect(product.catalog.codes.allSatisfy { !$0.numberIsHTTPStatus && $0.aliases.isEmpty })
    }

    @Test("A case only a translation's enum in code declares is reported and left out, not an enum of its own")
    func enumRestatingWithExtraCase() throws {
        let product = try Self.reconcile("enum-restating-extra-case", languages: ["zh", "en", "ja"])
        #expect(product.catalog.codes.allSatisfy { $0.group == nil })
        #expect(product.catalog.codes.map(\.code) == [1001, 1002, 2001, 2002, 3001])
        #expect(
            (product.catalog.leftOut ?? []).map { "\($0.symbol) \($0.reason)" }.contains(
                "ERR_GIFT_PANEL_DETACHED only translations declare it in the GiftErrorCode enum, which zh, the "
                    + "source language, declares without it"))
        #expect(Self.findings(product, "code-missing").map(\.location.line) == [20])
        // ja's enum case numbering a code otherwise, written with its number: told once.
        #expect(
            Self.findings(product, "code-conflict").map { "\($0.location) \($0.message)" } == [
                "ja/enum-restating-extra-case.md:17:5 ja gives ERR_NET_TIMEOUT (2010): number 2010 where zh, en give 2001"
            ])
    }

    @Test("A platform guide's table giving the codes in the platform's style beside other systems' is their spelling")
    func platformMappingTable() throws {
        let product = try Self.reconcile(
            "platform-mapping-table", languages: ["ja", "en"], pages: ["error-codes", "unity"])
        // `NetworkUnreachable` 103 on the Unity page is NETWORK_UNREACHABLE spelt for Unity: no
        // code-duplicate; its message is its Description column's, not a Game Center code's.
        #expect(product.findings.isEmpty)
        #expect(product.catalog.codes.map(\.symbol) == ["NETWORK_UNREACHABLE", "TIMEOUT", "AGE_RESTRICTED"])
        #expect(
            product.catalog.codes.map { $0.platforms?["unity"] } == ["NetworkUnreachable", "Timeout", "AgeRestricted"])
        let unity = Fixture.facts(
            markdown: try Fixture.text("rules/platform-mapping-table/ja/unity.md"), language: "ja", path: "ja/unity.md",
            page: "unity")
        #expect(
            unity.definitions.map { $0.description ?? "" } == ["ネットワークに接続できません。", "タイムアウトしました。", "年齢制限によりログインできません。"])
    }

    @Test("untranslated: a line of a Japanese or Korean page written in Simplified Chinese, copied from the source")
    func untranslatedChinese() throws {
        let product = try Self.reconcile("untranslated-chinese", languages: ["zh", "ja", "ko"])
        // Not a code span's text, nor kanji Japanese writes as Simplified Chinese does (`会`, `学`, `国`).
        #expect(
            Self.findings(product, "untranslated").map { "\($0.location.path):\($0.location.line) \($0.message)" } == [
                // And a table's cell, though another cell of its row is Japanese (line 10).
                "ja/untranslated-chinese.md:3 Simplified Chinese text in the ja guide under 'バックグラウンドダウンロード' "
                    + "on 2 lines (3–10): 后台下载期间不会进行差分合并与安装，应用回到前台后会自动继续。 … 减少同时播放的特效数量，或启用低端机降级",
                "ko/untranslated-chinese.md:9 Simplified Chinese text in the ko guide under '백그라운드 다운로드': "
                    + "下载限速，单位为 KB/s",
            ])
    }

    @Test("sample-drift: a tab's sample of one call renamed, though another tab calls the new name")
    func sampleRenamedTab() throws {
        let product = try Self.reconcile("sample-renamed-tab", languages: ["en", "zh"])
        #expect(
            Self.findings(product, "sample-drift").map { "\($0.location.path):\($0.location.line) \($0.message)" } == [
                "zh/sample-renamed-tab.md:9 the zh sample calls getHistory where en calls history"
            ])
    }

    @Test("A footnote's definition is no link to its text, however its text is spaced")
    func footnoteIsNoLink() {
        // Without spaces (CJK), `[^1]: 文` would read as a link reference definition to `文`.
        let facts = Fixture.facts(
            markdown: "# 说明\n\n原始值[^1]，并非错误码。\n\n[^1]: 发卡公司响应码为两位字符串。\n", language: "zh")
        #expect(facts.links.isEmpty)
    }

    @Test("untranslated: the text an HTML block shows, outside its tags and comments, in another script")
    func untranslatedHTML() throws {
        let product = try Self.reconcile("untranslated-html", languages: ["ko", "zh"])
        // Not the comment's text, which no one sees.
        #expect(
            Self.findings(product, "untranslated").map { "\($0.location.path):\($0.location.line) \($0.message)" } == [
                "zh/untranslated-html.md:3 Hangul text in the zh guide under '取消支付' on 2 lines (3–14): 응답 예시 … "
                    + "부분 취소 금액입니다"
            ])
    }

    @Test("param-conflict: a number a row gives in a cell of its own (a default value) differs")
    func paramDefaultValue() throws {
        let product = try Self.reconcile("param-default", languages: ["ko", "en", "ja"])
        // Thousands separators aside; `なし` for `-` and the numbers in descriptions say nothing.
        #expect(
            Self.findings(product, "param-conflict").map { "\($0.location) \($0.message)" } == [
                "ja/param-default.md:6:3 ja gives videoBitrate 250000 where others give 2500000"
            ])
        // The other rows are quoted by the number that differs, not by their type.
        #expect(
            Self.findings(product, "param-conflict").first?.related.map(\.message) == [
                "ko gives 2500000", "en gives 2500000",
            ])
    }

    @Test(
        "endpoint-conflict: a part of a path or a method written otherwise; the source where every translation agrees")
    func endpointConflict() throws {
        let product = try Self.reconcile("endpoint-conflict", languages: ["en", "ko", "ja"])
        // Hosts (a region's), queries and a closing `/` are not compared.
        #expect(
            Self.findings(product, "endpoint-conflict").map { "\($0.location) \($0.message)" } == [
                "en/endpoint-conflict.md:18:2 en writes GET /v2/refund/{refund_id} where every translation (ko, ja) "
                    + "writes GET /v2/refunds/{refund_id}: they were not updated, or en's text is wrong",
                "ko/endpoint-conflict.md:10:3 ko writes POST /v2/order/{order_id}/cancel where en writes "
                    + "POST /v2/orders/{order_id}/cancel",
                "ko/endpoint-conflict.md:13:9 ko writes DELETE /v2/orders/o_1/cancel where en writes "
                    + "POST /v2/orders/o_1/cancel",
            ])
    }

    @Test("message-swapped: rows holding each other's messages, by the names they keep in every language")
    func messageSwapped() throws {
        let product = try Self.reconcile("message-swapped", languages: ["en", "ko", "ja"])
        // ko swapped two upload rows; en, the source, swapped the authentication rows ko and ja
        // agree on. An acronym ko adds to a row (HTTP 413) moves nothing.
        #expect(
            Self.findings(product, "message-swapped").map { "\($0.location) \($0.message)" } == [
                "en/message-swapped.md:17:3 en gives DEMO_ERROR_TOKEN_EXPIRED (401) the message ko, ja give "
                    + "DEMO_ERROR_UNAUTHORIZED (401) ('The API key is missing or invalid.'): the translations were not "
                    + "updated, or en's rows are swapped",
                "ko/message-swapped.md:7:3 ko gives DEMO_ERROR_OFFLINE (3001) the message en gives "
                    + "DEMO_ERROR_TIMEOUT (3002) (it names requestTimeout): "
                    + "'업로드가 requestTimeout 안에 끝나지 않았습니다.', and the other way round",
            ])
    }

    @Test("param-conflict: a value a description lists in code replaced by another; examples are the text's")
    func paramDescribedValues() throws {
        let product = try Self.reconcile("param-described-values", languages: ["ko", "en", "ja"])
        #expect(
            Self.findings(product, "param-conflict").map { "\($0.location) \($0.message)" } == [
                "en/param-described-values.md:5:4 en gives status `completed` in its description where others "
                    + "give `settled`"
            ])
    }

    @Test(
        "param-missing: a table labelled in words in one language and in another's words in the other is no table missing"
    )
    func paramWordLabels() throws {
        let product = try Self.reconcile("param-word-labels", languages: ["en", "ko"])
        #expect(Self.findings(product, "param-missing").isEmpty)
    }

    @Test("quantity-conflict: a number one language writes after a capitalized word is still compared in the others")
    func quantityNamedElsewhere() throws {
        let product = try Self.reconcile("quantity-named-elsewhere", languages: ["ko", "en", "ja"])
        #expect(
            Self.findings(product, "quantity-conflict").map { "\($0.location) \($0.message)" } == [
                "ja/quantity-named-elsewhere.md:5:15 ja writes 5 回 where ko writes 8회"
            ])
    }

    @Test("example-mismatch: a number or truth value changed; an example localized as a whole keeps its own")
    func exampleValues() throws {
        let product = try Self.reconcile("example-values", languages: ["ko", "en", "ja"])
        // Strings outside ASCII (`이벤트`, `Event`) are the translation's own.
        #expect(
            Self.findings(product, "example-mismatch").map { "\($0.location) \($0.message)" } == [
                "en/example-values.md:6:1 the en example gives ttl 3600 where ko's gives 86400",
                "ja/example-values.md:6:1 the ja example gives silent true where ko's gives false",
            ])
    }

    @Test("param-conflict: a value written as code in a column headed \"default\" in any language differs")
    func paramDefaultColumn() throws {
        let product = try Self.reconcile("param-default-column", languages: ["ko", "en", "ja"])
        // An example column's values are the translation's own; a default in the language's own
        // script (`확인`, `OK`) is a text the translation localizes.
        #expect(
            Self.findings(product, "param-conflict").map { "\($0.location) \($0.message)" } == [
                "ja/param-default-column.md:5:4 ja gives capture_mode manual where others give automatic"
            ])
    }

    @Test(
        "param-conflict: a union type, a truth value in a cell of its own, a default and a number a description writes in code"
    )
    func paramStatedValues() throws {
        let product = try Self.reconcile("param-stated-values", languages: ["en", "ko", "ja", "zh"])
        // `False` is `false`; numbers after an example marker, a number only some descriptions
        // write and `None` beside a union type say nothing.
        #expect(
            Self.findings(product, "param-conflict").map { "\($0.location) \($0.message)" } == [
                "ko/param-stated-values.md:8:4 ko gives timeout type int where others give float",
                "ko/param-stated-values.md:9:4 ko gives max_retries 5 where others give 3",
                "ko/param-stated-values.md:10:4 ko gives auto_prompt true where others give false",
                "ko/param-stated-values.md:11:4 ko gives ttl a default of `3600` in its description where others give `86400`",
                "ko/param-stated-values.md:12:4 ko gives batch `1000` in its description where others give `500`",
                "ko/param-stated-values.md:13:4 ko gives mode a default of `manual` in its description where others give `automatic`",
            ])
        #expect(
            Self.findings(product, "param-conflict").dropFirst(3).first?.related.map(\.message) == [
                "en gives a default of `86400`", "ja gives a default of `86400`", "zh gives a default of `86400`",
            ])
    }

    @Test("param-conflict: a constant with its value (`ENOMEM (12)`) is no type; a type with its length is")
    func paramConstantValues() throws {
        let product = try Self.reconcile("param-constant-values", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "param-conflict").map { "\($0.location) \($0.message)" } == [
                "en/param-constant-values.md:10:4 en gives name type VARCHAR(32) where others give VARCHAR(64)"
            ])
    }

    @Test(
        "Per-platform error pages and no shared one: one code per number, spelt per platform; a table converting another system's codes to them by name defines none"
    )
    func platformPagesOnly() throws {
        let product = try Self.reconcile(
            "platform-pages-only", languages: ["ko", "en"],
            pages: ["android/error-codes", "ios/error-codes", "flutter/error-codes"])
        #expect(
            product.catalog.codes.map { code in
                "\(code.symbol) \(code.code) "
                    + (code.platforms ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
                        separator: ",")
            } == [
                "ERR_UNKNOWN 7100 android=ERR_UNKNOWN,flutter=unknown,ios=unknown",
                "ERR_CONNECTION_REQUIRED 7101 android=ERR_CONNECTION_REQUIRED,flutter=connectionRequired,"
                    + "ios=connectionRequired",
                "ERR_ACK_TIMEOUT 7102 android=ERR_ACK_TIMEOUT,flutter=ackTimeout,ios=ackTimeout",
            ])
        #expect(product.catalog.setAside?.map(\.location.path) == ["ko/ios/error-codes.md", "en/ios/error-codes.md"])
        #expect(
            product.findings.map { "\($0.rule) \($0.location) \($0.message)" } == [
                "code-conflict en/flutter/error-codes.md:7:11 en gives ackTimeout (7120): number 7120 where ko gives 7102"
            ])
    }

    @Test("A page whose codes are all its own, some of its names another page's with other numbers, is a group")
    func pageOfItsOwn() throws {
        let product = try Self.reconcile(
            "page-of-its-own", languages: ["ko", "en"], pages: ["sdk-errors", "server-errors", "messages"])
        #expect(
            product.catalog.codes.map { "\($0.group ?? "-") \($0.symbol) \($0.code)" } == [
                "- CHANNEL_NOT_FOUND 7101", "- MESSAGE_NOT_FOUND 7102", "- RATE_LIMITED 7103",
                "Server error codes INVALID_JSON 40001", "Server error codes INVALID_TOKEN 40002",
                "Server error codes CHANNEL_NOT_FOUND 40404", "Server error codes INTERNAL_ERROR 50000",
            ])
        // A page restating one code with another number is that code written wrong, not a group.
        #expect(
            product.findings.filter { $0.rule.hasPrefix("code-") }.map { "\($0.location) \($0.message)" } == [
                "en/messages.md:5:11 en gives RATE_LIMITED (7130): number 7130 where ko gives 7103"
            ])
    }

    @Test("sample-drift: a formula's or a caption's parentheses hold prose, not arguments")
    func sampleFormula() throws {
        let product = try Self.reconcile("sample-formula", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "sample-drift").map { "\($0.location) \($0.message)" } == [
                "en/sample-formula.md:12:1 the en sample calls xyz_client_open where ko calls xyz_client_connect"
            ])
    }

    @Test("code-missing: a row a translation's table adds where the source's table lacks it")
    func codeAddedRow() throws {
        let product = try Self.reconcile("code-added-row", languages: ["ko", "en"], pages: ["errors", "guide"])
        #expect(
            Self.findings(product, "code-missing").map { "\($0.location) \($0.message)" } == [
                "en/guide.md:9:9 XYZ_ERR_EXPIRED (-4) is in en's table under 'Errors', but not in ko's table there, "
                    + "though ko lists it elsewhere: added by the translation"
            ])
    }

    @Test("param-conflict: a constant in a cell of its own, a collection in words; a localized example is none")
    func paramConstants() throws {
        let product = try Self.reconcile("param-constants", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "param-conflict").map { "\($0.location) \($0.message)" } == [
                "en/param-constants.md:5:3 en gives StorageClass STANDARD_IA where others give STANDARD",
                "en/param-constants.md:6:3 en gives Tags type String where others give Array of String",
            ])
    }

    @Test("example-mismatch: an example introduced as the response is not the request table's")
    func exampleResponseCaption() throws {
        let product = try Self.reconcile("example-response-caption", languages: ["en"])
        #expect(
            Self.findings(product, "example-mismatch").map { "\($0.location.line) \($0.message)" } == [
                "19 the example's key \"curency\" is not a documented field; did you mean \"currency\"?"
            ])
    }

    @Test(
        "An example after a line that says what the request gives back is its response, in every language",
        arguments: [
            "성공하면 `201 Created`와 함께 버킷 정보를 반환합니다.", "成功すると、`201 Created` とともにバケット情報を返します。",
            "成功时返回 `201 Created` 以及存储桶信息。", "On success, the API returns the bucket.",
        ])
    func responseIntroductions(line: String) {
        let markdown = MarkdownParser.parse(line + "\n\n```json\n{\"a\": 1}\n```\n")
        #expect(FactExtractor.introducesResponse(before: 3, in: markdown))
        #expect(!FactExtractor.introducesResponse(before: 3, in: MarkdownParser.parse("요청 본문:\n\n```json\n{}\n```\n")))
    }

    @Test("code-unreferenced: a provider's error names numbered by HTTP statuses are not codes to add")
    func providerStatuses() throws {
        let product = try Self.reconcile("provider-statuses", languages: ["en"], pages: ["error-codes", "push"])
        #expect(
            Self.findings(product, "code-unreferenced").map { "\($0.location) \($0.message)" } == [
                "en/push.md:8:11 XYZ_ERR_PUSH_DISABLED (7103) is listed here but not on the error-code reference page "
                    + "en/error-codes.md; it is left out of the enum"
            ])
    }

    @Test("param-conflict: a parameter required in one language and optional in the others")
    func paramRequired() throws {
        let product = try Self.reconcile("param-required", languages: ["ko", "en", "ja"])
        #expect(
            Self.findings(product, "param-conflict").map {
                "\($0.location) \($0.message) \($0.related.map(\.message))"
            } == [
                "en/param-required.md:6:3 en gives transactionId as required where others give it as optional "
                    + "[\"ko gives it as optional\", \"ja gives it as optional\"]"
            ])
        let parameter = try #require(product.catalog.parameters.first { $0.key == "transactionId" })
        #expect(parameter.required == false)
        #expect(product.catalog.parameters.first { $0.key == "userId" }?.required == true)
        // `O` is optional beside `M`, required beside `X`; a column of other words says nothing.
        #expect(ParameterTableReader.requirementMarks(["M", "O"]) == ["M": true, "O": false])
        #expect(ParameterTableReader.requirementMarks(["O", "X"]) == ["O": true, "X": false])
        #expect(ParameterTableReader.requirementMarks(["O", "O"]) == nil)
        #expect(ParameterTableReader.requirementMarks(["Y", "only on Android"]) == nil)
        // Yes and no in every language; a conditional row says neither, and its column is still read.
        #expect(ParameterTableReader.requirementMarks(["예", "아니요"]) == ["예": true, "아니요": false])
        #expect(ParameterTableReader.requirementMarks(["はい", "いいえ", "条件付き"]) == ["はい": true, "いいえ": false])
        #expect(ParameterTableReader.requirementMarks(["필수", "조건부"]) == ["필수": true])
        #expect(ParameterTableReader.requirementMarks(["조건부", "Conditional"]) == nil)
        // en's `Int64` and `Boolean` are ko's `long` and `bool`: no type conflict.
        #expect(TypeNames.sameType("Int64", "long") && TypeNames.sameType("List", "Array[Object]"))
        #expect(TypeNames.sameType("List<long>", "Int64[]") && TypeNames.sameType("NSString *", "nsstring"))
        #expect(!TypeNames.sameType("int", "long") && !TypeNames.sameType("List<String>", "Array[int]"))
        #expect(!TypeNames.sameType("float", "double") && !TypeNames.sameType("Array", "Object"))
    }

    @Test("param-conflict: a description that opens by saying required or optional says the row's requiredness")
    func paramRequiredInDescription() throws {
        let product = try Self.reconcile("param-required-description", languages: ["en", "ko", "ja"])
        // A description saying nothing (ko's scope), or required only in some cases (deviceId), says neither.
        #expect(
            Self.findings(product, "param-conflict").map { "\($0.location) \($0.message)" } == [
                "ko/param-required-description.md:6:3 ko gives ttl as required where others give it as optional"
            ])
        #expect(product.catalog.parameters.first { $0.key == "scope" }?.required == false)
        #expect(product.catalog.parameters.first { $0.key == "deviceId" }?.required == nil)
    }

    @Test("param-conflict: a shorter list of values in one language, at its row")
    func paramConflict() throws {
        let product = try Self.reconcile("param-conflict", languages: ["ko", "en", "ja"])
        let conflicts = Self.findings(product, "param-conflict")
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.language == "en")
        #expect(conflicts.first?.location.line == 5)
        #expect(conflicts.first?.message.contains("lacks naver, google") == true)
        let parameter = try #require(product.catalog.parameters.first { $0.key == "kProviderNameKeyname" })
        #expect(parameter.values == ["facebook", "iosgamecenter", "naver", "google"])
        #expect(parameter.section == ["Login with Credential"])
    }

    @Test("param-conflict: a class's name is a type; Unreal's capitalized names beside int32 are names")
    func paramClassType() throws {
        let product = try Self.reconcile("param-type-class", languages: ["ko", "zh"])
        #expect(
            Self.findings(product, "param-conflict").map { "\($0.location.line) \($0.message)" } == [
                "6 zh gives agreement type boolean where others give PushAgreement",
                "14 zh gives Before type int32 where others give int64",
            ])
        #expect(TypeNames.isKnown("int32") && TypeNames.isKnown("uint8") && !TypeNames.isKnown("FString"))
    }

    @Test("sample-drift: a sample that calls a method by its old name, a declaration that keeps it or its parameters")
    func sampleCalls() throws {
        let product = try Self.reconcile("sample-drift-calls", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "sample-drift").map { "\($0.location.line) \($0.message)" } == [
                "4 the en sample calls requestWithdraw where ko calls withdraw",
                "14 the en sample declares sendChat where ko declares sendMessage",
                "23 the en sample declares public static void reportUser(String userId, ReportReason reason, "
                    + "DemoCallback callback) where ko declares public static void reportUser(String userId, "
                    + "ReportReason reason, String memo, DemoCallback callback)",
            ])
        #expect(
            CodeText.functions(in: "fun send(a: Int) {\ninit(x);\nsend(a: string): void;\nif (a) {\nx = make(1)")
                == (
                    declared: ["send", "send"], called: ["init"],
                    signatures: ["fun send(a: Int)", "send(a: string): void"]
                ))
        // A call that passes values, or that a keyword opens, declares nothing: a sample's
        // localized coordinates are no API of its own.
        #expect(
            CodeText.functions(
                in: "  center: LatLng(latitude: 35.68, longitude: 139.76),\nreturn TesseraMap(\n  zoom: 13\n);\n"
                    + "initialCamera: const Position(zoom: 13),\nfun move(to: LatLng, zoom: Double = 13.0) {"
            ).declared == ["move"])
        #expect(CodeText.passesValues("(name: \"Tokyo\")") && CodeText.passesValues("(at: Point(1, 2))"))
        #expect(!CodeText.passesValues("(a: Int, b: String = 3)") && !CodeText.passesValues("()"))
        // A parameter list over several lines, spaces made one.
        #expect(
            CodeText.functions(in: "void load(\n    Activity  activity ,\n    Map< String , Object > options\n);")
                .signatures
                == ["void load(Activity activity, Map<String, Object> options)"])
        // A reference's signature of a method on a path, its type after the parameters (TypeScript).
        #expect(
            CodeText.functions(
                in: "client.refunds.create(\n  paymentId: string,\n  params?: Params,\n): Promise<Refund>\n"
                    + "const r = client.refunds.create(id)\nclient.refunds.create(\"p_1\")"
            )
                == (
                    declared: ["create"], called: [],
                    signatures: ["client.refunds.create(paymentId: string, params?: Params): Promise<Refund>"]
                ))
        // A Go method's receiver is no call: the method declares what follows it.
        #expect(
            CodeText.functions(
                in: "func (c *Client) GetVehicle(ctx context.Context, id string) (*Vehicle, error) {\n"
                    + "func Open(path string) error {\nfunc (c *Client)\nOpen(name)"
            ) == (
                declared: ["GetVehicle", "Open"], called: ["Open"],
                signatures: ["func GetVehicle(ctx context.Context, id string)", "func Open(path string)"]
            ))
        #expect(
            CodeText.methodCalls(in: "a.get(1)?.load (x).run()\nb!!.go(); 1.5(2); .x(3); c[0].stop() { }") == [
                "get", "load", "run", "go", "stop",
            ])
        // Error codes compared as numbers are what a sample compares too.
        #expect(
            CodeText.comparedNumbers(
                in: "if (e.closeCode === 4002) {} else if (c != -1001 || x == 1 || y == 2.5) {}\ncase 305: break"
                    + "\ncase -7: break\ncase 3: break"
            ) == ["4002", "-1001", "305", "-7"])
    }

    @Test("param-missing: a row one language's table lacks; languages that agree give nothing")
    func paramMissing() throws {
        let product = try Self.reconcile("param-conflict", languages: ["ko", "en", "ja"])
        let missing = Self.findings(product, "param-missing")
        // The toolbar tables' icons (`![adapt_image](…)`, `![adaptimage](…)`) are no keys.
        #expect(missing.map { "\($0.language) \($0.fact)" } == ["en kIgnoreKeyname"])
        #expect(!product.catalog.parameters.contains { $0.key.contains("adapt") || $0.key == "previous" })
        let agreeing = try Self.reconcile("param-conflict", languages: ["ko", "ja"])
        #expect(Self.findings(agreeing, "param-missing").isEmpty)
        #expect(Self.findings(agreeing, "param-conflict").isEmpty)
        #expect(agreeing.catalog.parameters.first { $0.key == "kIgnoreKeyname" }?.type == "BOOL")
    }

    @Test("api-missing and api-conflict: an undeclared selector and a nullability difference")
    func apis() throws {
        let product = try Self.reconcile("api", languages: ["ko", "en"])
        let missing = Self.findings(product, "api-missing")
        #expect(missing.map(\.fact) == ["logoutWithViewController:completion:"])
        #expect(missing.first?.language == "en")
        #expect(missing.first?.location.line == 7)
        let conflicts = Self.findings(product, "api-conflict")
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.language == "en")
        #expect(conflicts.first?.message.contains("nullable UIViewController *") == true)
        let api = try #require(product.catalog.apis.first { $0.selector == "loginWithType:viewController:completion:" })
        #expect(api.declaration?.kind == .classMethod)
        #expect(api.declaration?.parameters.map(\.label) == ["loginWithType", "viewController", "completion"])
        #expect(
            product.catalog.apis.first { $0.selector == "logoutWithViewController:completion:" }?.receivers == [
                "TCGBGamebase"
            ])
    }

    @Test("api-missing: a selector one language renamed in a section is one finding there, not one per side")
    func apiRenamed() throws {
        let product = try Self.reconcile("api-renamed", languages: ["ko", "en", "ja"])
        // Logout's selectors have different numbers of parts, and ja declares two where ko and en
        // declare one for fetching: the source's is missing from ja, and ja's are told where ja
        // declares them, which the source does not.
        #expect(
            Self.findings(product, "api-missing").map { "\($0.location.path):\($0.location.line) \($0.message)" } == [
                "ja/api-renamed.md:4 ja declares queryTokenInfoWithCompletionHandler: where ko, en declare "
                    + "getTokenInfoWithCompletionHandler: instead; one side renamed it",
                "ja/api-renamed.md:7 ja does not document logoutWithCompletion:; ko, en do",
                "ja/api-renamed.md:10 ja documents signOutWithCompletion:completionQueue:, which ko, the source "
                    + "language, does not: dropped from the source, or not yet added to it",
                "ja/api-renamed.md:13 ja does not document fetchWithCompletion:; ko, en do",
                "ja/api-renamed.md:16 ja documents loadWithCompletion:, which ko, the source language, does not: "
                    + "dropped from the source, or not yet added to it",
                "ja/api-renamed.md:17 ja documents readWithCompletion:, which ko, the source language, does not: "
                    + "dropped from the source, or not yet added to it",
            ])
    }

    @Test("section-missing: each side's extra section, where it belongs")
    func sections() throws {
        let product = try Self.reconcile("sections", languages: ["ko", "en"])
        let missing = Self.findings(product, "section-missing").map { "\($0.language) \($0.fact)" }
        // Issue is missing with its parent: one finding for both.
        #expect(missing.contains("en Guide › Transfer Account"))
        #expect(missing.contains("ko Guide › Only In English"))
        #expect(missing.count == 2)
        #expect(Self.findings(product, "section-missing").contains { $0.message.contains("with 1 section below it") })
    }

    @Test("Release notes: dates in each language's format pair; a release one side lacks is still reported")
    func sectionsDated() throws {
        let product = try Self.reconcile("sections-dated", languages: ["ko", "en"])
        let missing = Self.findings(product, "section-missing").map { "\($0.language) \($0.message)" }
        #expect(
            missing == [
                "en en's '1.1.0 (March 9, 2021)' dates release 1.1.0 2021-03-09 where ko's '1.1.0 (2021. 03. 02.)' "
                    + "dates it 2021-03-02: one of the dates is wrong, and the two sections are not compared until "
                    + "they agree (ko: Notes › 1.1.0 (2021. 03. 02.), with 2 sections below in ko and 2 in en)",
                "en en has no section '0.9.0 (2020. 12. 15.)' (ko: Notes › 0.9.0 (2020. 12. 15.))",
            ], "\(missing)")
        #expect(SectionAligner.stamp("2.18.2 (2020.12.15)") == SectionAligner.stamp("2.18.2 (December 15, 2020)"))
        #expect(SectionAligner.stamp("2021. 04. 19.") == SectionAligner.stamp("19 Apr 2021"))
        #expect(SectionAligner.stamp("2021년 4월 19일") == SectionAligner.stamp("2021年4月19日"))
        #expect(SectionAligner.stamp("5.3 Build history") == nil)
        #expect(SectionAligner.stamp("Lower than 2017.2") == nil)
    }

    @Test("An explicit ID on one side pairs with the slug of the other's title; case and numbering do not count")
    func sectionsIDsAndCase() throws {
        let product = try Self.reconcile("sections-ids", languages: ["ko", "en"])
        let missing = Self.findings(product, "section-missing").map { "\($0.language) \($0.fact)" }
        #expect(missing == ["en Guide › 삭제"], "\(missing)")
    }

    @Test("section-missing: steps a translation renumbered (a step added before them) pair by the facts they hold")
    func renumberedSteps() throws {
        // en adds a step 1, so its `3.` is ko's `2.` and its `2-1.` ko's `1-1.`: each pair's section
        // names the same API, where the same numbers name different ones. Only the added step is missing.
        let product = try Self.reconcile("sections-renumbered", languages: ["ko", "en"])
        let missing = Self.findings(product, "section-missing").map {
            "\($0.location.path):\($0.location.line) \($0.message)"
        }
        #expect(
            missing == ["en/sections-renumbered.md:5 ko has no section matching en's '1. Check the saved account'"],
            "\(missing)")
        let alignment = SectionAligner(sourceLanguage: "ko").align(
            try Self.facts("sections-renumbered", languages: ["ko", "en"]))
        #expect(
            alignment.section(path: "en/sections-renumbered.md", line: 27) == ["Guide", "Login flow", "2-1. 성공한 경우"])
        #expect(SectionAligner.shiftedNumbering("2-1", by: 1) == "3-1")
        #expect(SectionAligner.shiftedNumbering("1.2.3", by: -1) == "0.2.3")
        #expect(SectionAligner.shiftedNumbering("1", by: -2) == nil)
    }

    @Test("section-missing: a section moved under a wrapper one side added pairs by the parameter keys it holds")
    func movedSection() throws {
        // en keeps a wrapper 'Start Download' over 'Download Setting', a level down from ko's
        // '다운로드 설정' with the same table. Paired by place, the wrapper took ko's section and the
        // table's own section was reported; the wrapper is what ko lacks.
        let product = try Self.reconcile("sections-moved", languages: ["ko", "en"])
        let missing = Self.findings(product, "section-missing").map {
            "\($0.location.path):\($0.location.line) \($0.message)"
        }
        #expect(
            missing == [
                "en/sections-moved.md:7 ko has no section matching en's 'Start Download'",
                "en/sections-moved.md:25 en has no section '다운로드' (ko: Guide › 다운로드)",
            ], "\(missing)")
        let alignment = SectionAligner(sourceLanguage: "ko").align(
            try Self.facts("sections-moved", languages: ["ko", "en"]))
        #expect(alignment.section(path: "en/sections-moved.md", line: 13) == ["Guide", "다운로드 설정"])
        // The level it moved by is the wrapper's doing: no section-level finding besides.
        #expect(Self.findings(product, "section-level").isEmpty)
    }

    @Test("section-missing: a section moved under another parent pairs by the text it keeps as it is")
    func movedSectionByKeptText() throws {
        // ja moved the toolchain error under its Gradle settings, a level down; its section holds
        // no facts, but quotes the same English error as ko's, once on each page.
        let product = try Self.reconcile("sections-moved-text", languages: ["ko", "ja"])
        let missing = Self.findings(product, "section-missing").map {
            "\($0.location.path):\($0.location.line) \($0.message)"
        }
        #expect(
            missing == [
                "ja/sections-moved-text.md:17 ja has no section '빌드 실패 FAQ' (ko: Guide › 빌드 실패 FAQ), though it has 1 of "
                    + "the sections below it; it lacks '라이브러리 충돌'"
            ], "\(missing)")
        let ja = try Self.facts("sections-moved-text", languages: ["ja"])[0]
        let ko = try Self.facts("sections-moved-text", languages: ["ko"])[0]
        #expect(ja.verbatims.map(\.line) == [13])
        #expect(Set(ja.verbatims.map(\.hash)) == Set(ko.verbatims.map(\.hash)))
    }

    @Test("section-missing: a run paired by place, shifted by a section nested a level down, is paired by its facts")
    func restructuredSections() throws {
        // en, an older edition, keeps '다운로드 설정' as a subsection of its 'Start Download' and
        // lacks ko's new '확인 후 다운로드'. Paired by place, its subsections shifted one along: the
        // setting's table took ko's first download section, and ko's setting section was reported
        // missing where the new section was not.
        let product = try Self.reconcile("sections-restructured", languages: ["ko", "en"])
        let missing = Self.findings(product, "section-missing").map {
            "\($0.location.path):\($0.location.line) \($0.message)"
        }
        #expect(
            missing == [
                "en/sections-restructured.md:33 en has no section '확인 후 다운로드' "
                    + "(ko: Guide › 다운로드 › 확인 후 다운로드)"
            ], "\(missing)")
        let alignment = SectionAligner(sourceLanguage: "ko").align(
            try Self.facts("sections-restructured", languages: ["ko", "en"]))
        let path = "en/sections-restructured.md"
        #expect(alignment.section(path: path, line: 13) == ["Guide", "다운로드 설정"])
        #expect(alignment.section(path: path, line: 9) == ["Guide", "다운로드"])
        #expect(alignment.section(path: path, line: 22) == ["Guide", "다운로드", "전체 리소스 다운로드"])
        #expect(alignment.section(path: path, line: 35) == ["Guide", "다운로드", "다운로드 결과"])
    }

    @Test(
        "section-missing: a wrapper holding the source's section a level down, flattened, pairs by its other subsections"
    )
    func flattenedSections() throws {
        // en, an older edition, nests ko's '동기화 설정' and its two subsections as siblings under
        // 'Start Sync', then ko's '동기화' subsections. The flattened ones are '동기화 설정''s, not
        // votes against 'Start Sync' being '동기화': what en lacks is '확인 후 동기화' alone.
        let product = try Self.reconcile("sections-flattened", languages: ["ko", "en"])
        let missing = Self.findings(product, "section-missing").map {
            "\($0.location.path):\($0.location.line) \($0.message)"
        }
        #expect(
            missing == [
                "en/sections-flattened.md:41 en has no section '확인 후 동기화' (ko: Guide › 동기화 › 확인 후 동기화)"
            ], "\(missing)")
        let alignment = SectionAligner(sourceLanguage: "ko").align(
            try Self.facts("sections-flattened", languages: ["ko", "en"]))
        let path = "en/sections-flattened.md"
        #expect(alignment.section(path: path, line: 3) == ["Guide", "동기화"])
        #expect(alignment.section(path: path, line: 7) == ["Guide", "동기화 설정"])
        #expect(alignment.section(path: path, line: 18) == ["Guide", "동기화 설정", "캐시와 비교"])
    }

    @Test("Text kept as it is: ASCII prose of five words, markers and spacing aside; code without its comments")
    func verbatimText() {
        func prose(_ line: String) -> UInt64? {
            Array(line.utf8).withUnsafeBufferPointer { VerbatimText.proseHash($0) }
        }
        let quoted = prose("> Error: could not resolve the toolchain for the target")
        #expect(quoted != nil)
        #expect(prose("- Error:  could not resolve the toolchain for the target") == quoted)
        #expect(prose("1. Error: could not resolve the toolchain for the target") == quoted)
        #expect(prose("Error: could not resolve the toolchain for the platform") != quoted)
        #expect(prose("### Error: could not resolve the toolchain for the target") == nil)
        #expect(prose("Error: could not resolve the toolchain 대상") == nil)
        #expect(prose("Call the API to log in.") == nil)
        let code = VerbatimText.codeHash("// 로그인합니다\nclient.login(user, password)\nclient.fetchProfile()\n")
        #expect(code != nil)
        #expect(code == VerbatimText.codeHash("// Log in\n  client.login(user, password)\nclient.fetchProfile()  \n"))
        #expect(code != VerbatimText.codeHash("client.login(user, password)\nclient.fetchSettings()\n"))
        #expect(VerbatimText.codeHash("x = 1\n") == nil)
    }

    @Test("section-missing: a heading over what the other side has as its parent's introduction lacks nothing")
    func headingOverIntroduction() throws {
        // ja puts ko's introduction to rich messages under a heading of its own; zh keeps the
        // introduction under the parent and adds a section besides, which ko lacks.
        let product = try Self.reconcile("sections-intro", languages: ["ko", "ja", "zh"])
        let missing = Self.findings(product, "section-missing").map {
            "\($0.location.path):\($0.location.line) \($0.message)"
        }
        #expect(missing == ["zh/sections-intro.md:7 ko has no section matching zh's '什么是富消息？'"], "\(missing)")
        // The other way round: the source's heading over the introduction ko has under the parent.
        let reversed = try Self.reconcile("sections-intro", languages: ["ja", "ko"])
        #expect(Self.findings(reversed, "section-missing").isEmpty)
    }

    @Test("A run of sections a translation lacks is one finding")
    func sectionsRun() throws {
        let product = try Self.reconcile("sections-run", languages: ["ko", "en"])
        let missing = Self.findings(product, "section-missing").map(\.message)
        #expect(
            missing == [
                "en has none of ko's 3 sections from '2022. 03. 01.' to '2022. 01. 01.' (ko: Notes › 2022. 03. 01.)"
            ],
            "\(missing)")
    }

    @Test("Translated headings match by numbering under a matched parent, then by the facts their sections hold")
    func headingSteps() throws {
        // ja adds two sections, so its headings cannot be paired by position: `1. ログイン`,
        // `1.1 初期化` and `2. 決済` match by numbering, `エラー処理` by its table's codes.
        let product = try Self.reconcile("heading-steps", languages: ["ko", "ja"])
        let missing = Self.findings(product, "section-missing").map { "\($0.language) \($0.fact)" }
        #expect(missing.sorted() == ["ko Guide › 付録", "ko Guide › 追加情報"])
        #expect(Self.findings(product, "code-missing").map { "\($0.location) \($0.message)" } == [])
    }

    @Test("Translated headings with a section added or dropped: paired as a diff, by level and by images and links")
    func translatedHeadingsDiff() throws {
        // Every title is translated and nothing is numbered: zh adds a section and ja drops one, so
        // neither can be paired by position. The images and links each section holds tell which
        // of the same-level headings is the extra or missing one.
        let product = try Self.reconcile("sections-translated", languages: ["en", "zh", "ja"])
        let missing = Self.findings(product, "section-missing").map {
            "\($0.location.path):\($0.location.line) \($0.message)"
        }
        #expect(
            missing.sorted() == [
                "ja/sections-translated.md:13 ja has no section 'Print images' (en: Image Viewer › Viewing › Print images)",
                "zh/sections-translated.md:13 en has no section matching zh's '显示导航窗口'",
            ], "\(missing)")
        // The sections after the extra one are the source's: the link under 关于 is in About.
        let alignment = SectionAligner(sourceLanguage: "en").align(
            try Self.facts("sections-translated", languages: ["en", "zh"]))
        #expect(
            alignment.section(path: "zh/sections-translated.md", line: 31) == ["Image Viewer", "Main menu", "About"])
        #expect(alignment.unmatched["zh/sections-translated.md"]?.map(\.title) == ["显示导航窗口"])
        // The added section stands under its matched parent's section, as the source names it.
        #expect(
            alignment.unmatched["zh/sections-translated.md"]?.map(\.path) == [["Image Viewer", "Viewing", "显示导航窗口"]])
        #expect(
            alignment.section(path: "zh/sections-translated.md", line: 14) == ["Image Viewer", "Viewing", "显示导航窗口"])
    }

    @Test("A section added in translation with no facts of its own is told by its shape")
    func translatedHeadingsShape() throws {
        // zh adds 投屏 between 打印机 and 鼠标; every title is translated and the images are named
        // differently in each language, so no section shares a key. Paired by level alone, the
        // extra section would be taken for the first; its length and its images tell it apart.
        let product = try Self.reconcile("sections-shape", languages: ["en", "zh"])
        let missing = Self.findings(product, "section-missing").map {
            "\($0.location.path):\($0.location.line) \($0.message)"
        }
        #expect(missing == ["zh/sections-shape.md:11 en has no section matching zh's '投屏'"], "\(missing)")
    }

    @Test("The names a translated title keeps (an API, a product) tell which heading is which")
    func titleWords() throws {
        // zh adds 新功能 after 初始化; the sections are alike and hold no facts. The IdP that both
        // login titles name pairs them, so the added section is the one reported.
        let product = try Self.reconcile("sections-words", languages: ["en", "zh"])
        let missing = Self.findings(product, "section-missing").map {
            "\($0.location.path):\($0.location.line) \($0.message)"
        }
        #expect(missing == ["zh/sections-words.md:7 en has no section matching zh's '新功能'"], "\(missing)")
        #expect(SectionAligner.titleWords("使用 IdP 登录 (v2_API)") == ["idp", "v2_api"])
        #expect(SectionAligner.titleWords("Log in with an IdP") == ["log", "in", "with", "an", "idp"])
        #expect(SectionAligner.titleWords("初始化 2.0") == [])
    }

    @Test("A translation that lacks a section pairs the others by the code spans they keep, not by their length")
    func codeSpansPairGaps() throws {
        // zh lacks 'Union' and translates every title. Its 字典 is as long as en's Union and shorter
        // than en's Dict (whose samples have a tab per Python version), and the samples' include lines
        // differ; the code spans zh keeps (`dict`, `prices`, `float`) are Dict's.
        let product = try Self.reconcile("sections-code-spans", languages: ["en", "zh"])
        let missing = Self.findings(product, "section-missing").map {
            "\($0.location.path):\($0.location.line) \($0.message)"
        }
        #expect(
            missing == [
                "zh/sections-code-spans.md:42 zh has no section 'Union' (en: Python Types Intro › Generic types with type parameters › Union)"
            ], "\(missing)")
        let zh = try Self.facts("sections-code-spans", languages: ["zh"])[0]
        #expect(zh.codeSpans.filter { $0.line == 38 }.count == 2)
        // A span lies between backtick runs of one length, trimmed; one without a letter or digit
        // is left out, and a run never closed is a backtick.
        func spans(_ line: String) -> [UInt64] {
            var line = line
            var found: [VerbatimFact] = []
            line.withUTF8 { VerbatimText.codeSpans($0, line: 1, into: &found) }
            return found.map(\.hash)
        }
        #expect(spans("`a` and `` b`c `` then `(`:`)` and an unclosed ` tick") == spans("`a`") + spans("``b`c``"))
        #expect(spans("`a` and `` b`c ``").count == 2)
        #expect(spans("`a`") != spans("`b`"))
    }

    @Test("Two translations that each add a section are weighed against one numbering of the source's words")
    func titleWordsOfTwoTranslations() throws {
        // The source page's keys and words are numbered once and shared by its translations, each
        // numbering its own words (ja's `unity`) past the source's; each finds its own added section.
        let both = try Self.reconcile("sections-words", languages: ["en", "zh", "ja"])
        let missing = Self.findings(both, "section-missing").map {
            "\($0.location.path):\($0.location.line) \($0.message)"
        }.sorted()
        #expect(
            missing == [
                "ja/sections-words.md:11 en has no section matching ja's 'Unity との連携'",
                "zh/sections-words.md:7 en has no section matching zh's '新功能'",
            ], "\(missing)")
        let alone = try Self.reconcile("sections-words", languages: ["en", "ja"])
        #expect(Self.findings(alone, "section-missing").map(\.location.line) == [11])
    }

    @Test("Translated titles all in ASCII pair between two languages written in Latin script")
    func latinTitles() throws {
        // pt drops 'Vote for FastAPI'; every pt title is ASCII, as are en's. Between a Korean and
        // an English guide two ASCII titles are two sections (see `sections`), not here.
        let product = try Self.reconcile("sections-latin", languages: ["en", "pt"])
        let missing = Self.findings(product, "section-missing").map {
            "\($0.location.path):\($0.location.line) \($0.message)"
        }
        #expect(
            missing == [
                "pt/sections-latin.md:13 pt has no section 'Vote for FastAPI' (en: Help FastAPI › Vote for FastAPI)"
            ],
            "\(missing)")
    }

    @Test("A title kept at another level matches only when it is unique: `#### Conclusion` is not `## Conclusion`")
    func titlesAtTheirLevel() throws {
        let product = try Self.reconcile("sections-levels", languages: ["en", "fr"])
        let missing = Self.findings(product, "section-missing").map {
            "\($0.location.path):\($0.location.line) \($0.message)"
        }
        #expect(missing.isEmpty, "\(missing)")
        // fr's `#### Conclusion` is en's `### Burger conclusion`, a level down.
        #expect(
            Self.findings(product, "section-level").map { "\($0.location.line) \($0.message)" } == [
                "9 fr's 'Conclusion' is one level lower than en's 'Burger conclusion' (#### for ###)"
            ])
        let alignment = SectionAligner(sourceLanguage: "en", latinScriptLanguages: ["en", "fr"])
            .align(try Self.facts("sections-levels", languages: ["en", "fr"]))
        #expect(alignment.section(path: "fr/sections-levels.md", line: 17) == ["Concurrency", "Conclusion"])
        #expect(
            alignment.section(path: "fr/sections-levels.md", line: 9) == [
                "Concurrency", "Burgers", "Burger conclusion",
            ])
    }

    @Test("section-level: one heading made a sibling of its parent, or a child of its previous sibling")
    func headingMovedOneLevel() throws {
        let product = try Self.reconcile("sections-one-level", languages: ["ko", "en"])
        #expect(Self.findings(product, "section-missing").isEmpty)
        // en's `#### Example` stays under its promoted `### Declaration`, at ko's level: not reported.
        #expect(
            Self.findings(product, "section-level").map { "\($0.location.line) \($0.message)" } == [
                "18 en's 'Get Token' is one level higher than ko's '토큰 조회' (### for ####)",
                "58 en's 'Withdraw' is one level lower than ko's '탈퇴' (#### for ###)",
                "85 en's 'Declaration' is one level higher than ko's '선언' (### for ####)",
            ])
    }

    @Test("section-level: a section at the top of a page titled by its front matter, demoted under its neighbour")
    func sectionLevelTop() throws {
        let product = try Self.reconcile("section-level-top", languages: ["zh", "ko"])
        #expect(
            Self.findings(product, "section-level").map { "\($0.location) \($0.message)" } == [
                "ko/section-level-top.md:15:1 ko's '서명 검증' is one level lower than zh's '签名校验' (### for ##)"
            ])
    }

    @Test("section-level: a run of headings a translation moved a level down is one finding, and is paired")
    func shiftedHeadings() throws {
        let product = try Self.reconcile("sections-shifted", languages: ["en", "zh"])
        #expect(Self.findings(product, "section-missing").isEmpty)
        let shifted = Self.findings(product, "section-level")
        #expect(
            shifted.map { "\($0.location.path):\($0.location.line) \($0.message)" } == [
                "zh/sections-shifted.md:3 zh's '第一层依赖项' is one level lower than en's 'First dependency' (### for ##), "
                    + "and so are the 2 headings after it"
            ])
        #expect(shifted.first?.related.map(\.location.description) == ["en/sections-shifted.md:3:1"])
    }

    @Test("A page with fewer than half its source page's sections: one finding, the sections it has still paired")
    func olderEdition() throws {
        // zh has the title and the first three of en's eight sections (an older edition): its four
        // headings pair, fewer than half of en's nine but more than a third, so its sections are
        // still en's. ja's headings pair with none but its title (`Docker…`, the page's first heading).
        let product = try Self.reconcile("sections-edition", languages: ["en", "zh", "ja"])
        let missing = Self.findings(product, "section-missing").map {
            "\($0.location.path):\($0.location.line) \($0.message)"
        }
        #expect(
            missing.sorted() == [
                "ja/sections-edition.md:1 ja has 1 of en's 9 sections of 'page' (8 missing, 2 headings "
                    + "of its own): a partial translation, or one of another edition",
                "zh/sections-edition.md:1 zh has 4 of en's 9 sections of 'page' (5 missing): a partial "
                    + "translation, or one of another edition",
            ], "\(missing)")
        let alignment = SectionAligner(sourceLanguage: "en").align(
            try Self.facts("sections-edition", languages: ["en", "zh"]))
        #expect(alignment.section(path: "zh/sections-edition.md", line: 11) == ["Docker", "Build an image"])
    }

    @Test("untranslated: Korean in a Chinese guide, a particle too; Latin names, Japanese kanji, quoted data are fine")
    func untranslated() throws {
        let zh = Fixture.facts(markdown: try Fixture.text("rules/untranslated/zh.md"), language: "zh")
        // The Korean a search term's code span holds, quoted in its description, is data; so is
        // the title of another site's article, not the text of a link to the Korean edition.
        #expect(zh.foreignText.map(\.text) == ["파라미터 설정 방법", "값 종류", "의", "설정 가이드"])
        #expect(zh.foreignText.map(\.location.line) == [3, 5, 11, 17])
        let ja = Fixture.facts(markdown: try Fixture.text("rules/untranslated/ja.md"), language: "ja")
        #expect(ja.foreignText.isEmpty)
        let product = Reconciler().reconcile(ReconcilerTests.product(["zh"]), facts: [zh])
        // One finding for the section's runs, with its extent; the other line is listed beside it.
        let findings = Self.findings(product, "untranslated")
        #expect(
            findings.map(\.message) == [
                "Hangul text in the zh guide under '认证' on 4 lines (3–17): 파라미터 설정 방법 … 값 종류 … 의 … 설정 가이드"
            ])
        #expect(findings.first?.related.map(\.location.line) == [5, 11, 17])
    }

    @Test("untranslated: the source's link texts titling a translation's edition, and its quotations, are quoted")
    func untranslatedQuotations() throws {
        let facts = try Self.facts("untranslated-quoted", languages: ["en", "zh"])
        // The source's line that writes Chinese outside quotes and links is still text.
        #expect(
            Self.findings(Reconciler().reconcile(ReconcilerTests.product(["en", "zh"]), facts: facts), "untranslated")
                .map { "\($0.location.line) \($0.message)" } == ["7 Han text in the en guide under '2.1.0': 设置"])
        // The runs are read all the same; the rule sets the quoted ones aside.
        #expect(facts[0].foreignText.map(\.titledEdition) == ["zh", nil, nil])
        #expect(facts[0].foreignText.map(\.isQuoted) == [false, true, false])
    }

    @Test("untranslated-page: an edition none of whose pages is translated is one finding; a page alone is its own")
    func untranslatedEdition() throws {
        let product = try Self.reconcile(
            "untranslated-edition", languages: ["ko", "zh", "ja"], pages: ["billing", "login", "setup"])
        #expect(
            Self.findings(product, "untranslated-page").map { "\($0.location.path) \($0.message)" } == [
                "ja/billing.md the ja page 'billing' has no text in Kana or Han: its 252 letters outside code are all Latin",
                "zh/billing.md the zh edition has no text in Han on any of its 3 pages: it was not translated, or is "
                    + "published in another language (then leave it out of the product's languages)",
            ])
        #expect(
            Self.findings(product, "untranslated-page").last?.related.map(\.location.path) == [
                "zh/login.md", "zh/setup.md",
            ])
    }

    @Test("untranslated: a term's original spelling in parentheses after its translation is no text left behind")
    func untranslatedOriginalTerms() throws {
        let en = Fixture.facts(
            markdown: try Fixture.text("rules/untranslated/en-original-terms.md"), language: "en")
        // One word, all the parentheses hold, after a word of other letters: the original term.
        #expect(en.foreignText.map(\.location.line) == [6, 7])
    }

    @Test("untranslated: runs in several sections of a page are one finding, with the sections and lines they span")
    func untranslatedAcrossSections() throws {
        let en = Fixture.facts(
            markdown: try Fixture.text("rules/untranslated/en-release-notes.md"), language: "en")
        let product = Reconciler().reconcile(ReconcilerTests.product(["en"]), facts: [en])
        let findings = Self.findings(product, "untranslated")
        #expect(
            findings.map(\.message) == [
                "Hangul text in the en guide in 2 sections from '2.1.0 (2024.03.02)' to '2.0.0 (2024.01.15)' "
                    + "on 2 lines (5–10): 기능 추가: 결제 조회 … 버그 수정"
            ])
        #expect(findings.first?.location.line == 5)
        #expect(findings.first?.related.map(\.location.line) == [10])
    }

    @Test("untranslated: a quote cut at its length ends in a whole part, never in an empty one (`… …`)")
    func untranslatedQuoteCut() throws {
        let en = Fixture.facts(markdown: try Fixture.text("rules/untranslated/en-states.md"), language: "en")
        let product = Reconciler().reconcile(ReconcilerTests.product(["en"]), facts: [en])
        let message = try #require(Self.findings(product, "untranslated").first?.message)
        #expect(message.hasSuffix("으즈츠크트프흐…"))
        #expect(!message.contains("… …"))
    }

    @Test("section-missing: a page of another edition, differing in many places, is one finding")
    func sectionAnotherEdition() throws {
        let product = try Self.reconcile("section-another-edition", languages: ["ko", "en"])
        let findings = Self.findings(product, "section-missing")
        #expect(findings.count == 1)
        #expect(findings.first?.location.line == 1)
        #expect(findings.first?.message.hasSuffix("a partial translation, or one of another edition") == true)
    }

    @Test("link-conflict: a page left in English may link to the English edition; a translated page may not")
    func linkFromLatinCopy() throws {
        let product = try Self.reconcile("link-latin-copy", languages: ["ko", "en", "ja", "zh"])
        #expect(Self.findings(product, "untranslated-page").map(\.language) == ["zh"])
        #expect(
            Self.findings(product, "link-conflict").map { "\($0.location.path) \($0.message)" } == [
                "ja/link-latin-copy.md ja links 'アプリキー' to https://docs.example.com/en/console/appkey/ where ko links "
                    + "to https://docs.example.com/ko/console/appkey/"
            ])
    }

    @Test("symbol-typo: a table that misspells its symbols is read as those codes, one finding, no conflict")
    func misspelledTable() throws {
        let facts = try [("ko", "net"), ("ko", "push"), ("ja", "net"), ("ja", "push")].map { language, page in
            Fixture.facts(
                markdown: try Fixture.text("rules/code-misspelled/\(language)-\(page).md"), language: language,
                path: "\(language)/\(page).md")
        }
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "ja"]), facts: facts)
        #expect(product.catalog.codes.map(\.symbol) == ["DEMO_HTTP_ERROR_TIMEOUT", "DEMO_HTTP_ERROR_OFFLINE"])
        let codeFindings = product.findings.filter { $0.rule.hasPrefix("code-") || $0.rule == "symbol-typo" }
        #expect(codeFindings.map(\.rule) == ["symbol-typo"])
        #expect(
            codeFindings.first?.message
                == "ja writes DEMO_HTTP_ERROR_TIMEOUT (100) as DEMO_HTTTP_ERROR_TIMEOUT, and 1 more symbols of this "
                + "table like it; the other rows with this number write DEMO_HTTP_ERROR_TIMEOUT")
        #expect(codeFindings.first.map { "\($0.location.path):\($0.location.line)" } == "ja/push.md:7")
    }

    @Test("code-missing, section-missing: what a never-closed code block hides is not missing; the fence is reported")
    func codesHiddenByFence() throws {
        let product = try Self.reconcile("code-hidden-by-fence", languages: ["ko", "en"])
        #expect(Self.findings(product, "code-missing").map { "\($0.location) \($0.message)" } == [])
        #expect(Self.findings(product, "markdown-syntax").map(\.location.line) == [5])
        #expect(Self.findings(product, "section-missing").isEmpty)
    }

    @Test("code-unlisted: a symbol without the words its number's codes all begin with is another product's")
    func unlistedWithoutPrefix() throws {
        let product = try Self.reconcile("code-unlisted-prefix", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "code-unlisted").map(\.message) == [
                "DEMO_ERROR_SCORE_LOCKED is used in the text but no error table defines it; also used in en"
            ])
    }

    @Test("sample-drift: a code block never closed, which holds the rest of the page, is no sample")
    func noSampleInUnclosedFence() throws {
        // The block holds the troubleshooting table's codes: read as a sample, it compared them.
        #expect(try Fixture.facts("rules/sample-unclosed-fence/en.md").samples.isEmpty)
        #expect(try Fixture.facts("rules/sample-unclosed-fence/ko.md").samples.count == 1)
        let product = try Self.reconcile("sample-unclosed-fence", languages: ["ko", "en"])
        #expect(Self.findings(product, "sample-drift").isEmpty)
        #expect(Self.findings(product, "markdown-syntax").map(\.location.line) == [12])
    }

    @Test("code-missing: what a code block closed late over a table hides is not missing; the fence is reported")
    func codesHiddenByLateFence() throws {
        let product = try Self.reconcile("code-hidden-by-late-fence", languages: ["ko", "en"])
        #expect(Self.findings(product, "code-missing").isEmpty)
        #expect(Self.findings(product, "markdown-syntax").map(\.location.line) == [5])
    }

    @Test("section-missing: a title repeated under each release is matched under its release, not the first one")
    func sectionRepeatedTitles() throws {
        let product = try Self.reconcile("section-repeated-titles", languages: ["ko", "en"])
        #expect(Self.findings(product, "section-missing").map(\.message) == [])
    }

    @Test("sample-drift: a name in capitals of no family of the tables' codes is no code a sample compares")
    func sampleDriftCodeFamilies() throws {
        let table = "| Code | Symbol | Description |\n| --- | --- | --- |\n| 101 | DEMO_ERROR_TIMEOUT | %@ |\n"
        let check = "if (error.code == DEMO_ERROR_TIMEOUT) { retry() }"
        let ko =
            "# 가이드\n\n## 오류\n\n" + table.replacingOccurrences(of: "%@", with: "시간 초과") + "\n## 설치\n\n"
            + "```groovy\nimplementation 'io.example:demo:2.0.0'\n```\n\n## 재시도\n\n```java\n\(check)\n```\n"
        let en =
            "# Guide\n\n## Errors\n\n" + table.replacingOccurrences(of: "%@", with: "Timed out") + "\n## Install\n\n"
            + "```groovy\ncompile group: 'io.example', name: 'demo', version: project.LIB_SDK_VERSION\n```\n\n"
            + "## Retry\n\n```java\n"
            + check.replacingOccurrences(of: "DEMO_ERROR_TIMEOUT", with: "DEMO_ERROR_TIME_OUT") + "\n```\n"
        let facts = [
            Fixture.facts(markdown: ko, language: "ko", path: "ko/guide.md", page: "guide"),
            Fixture.facts(markdown: en, language: "en", path: "en/guide.md", page: "guide"),
        ]
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts)
        // The retry's symbol, of the tables' family, is compared; the build script's property is not.
        let messages = Self.findings(product, "sample-drift").map(\.message)
        #expect(messages.contains("the en sample compares DEMO_ERROR_TIME_OUT where ko compares DEMO_ERROR_TIMEOUT"))
        #expect(!messages.contains { $0.contains("LIB_SDK_VERSION") }, "\(messages)")
    }

    @Test("section-missing: a translation cut short, its few headings all the source's, is a partial translation")
    func truncatedTranslation() throws {
        let titles = [
            "Let's Encrypt", "Domain Name", "DNS", "TLS Handshake", "Certificate", "Renewal", "Proxy", "Recap",
        ]
        var en = "# About HTTPS\n\nRead about HTTPS.\n"
        for title in titles { en += "\n## \(title)\n\nText about it.\n" }
        let pt = "# Sobre HTTPS\n\nLeia sobre HTTPS.\n\n## Let's Encrypt\n\nTexto.\n"
        let facts = [
            Fixture.facts(markdown: en, language: "en", path: "en/https.md", page: "https"),
            Fixture.facts(markdown: pt, language: "pt", path: "pt/https.md", page: "https"),
        ]
        let product = Reconciler().reconcile(ReconcilerTests.product(["en", "pt"]), facts: facts)
        #expect(
            Self.findings(product, "section-missing").map(\.message) == [
                "pt has 2 of en's 9 sections of 'https' (7 missing): a partial translation, or one of another edition"
            ])
    }

    @Test("section-level: a page section-missing reports as another edition gets no level findings besides")
    func levelsOnOtherEdition() throws {
        let titles = ["Install", "Configure", "Build", "Test", "Deploy", "Monitor", "Scale", "Secure"]
        var en = "# Guide\n\n## Image\n\nBuild an image with `docker build`.\n\n### Code\n\nWrite `main.py`.\n"
        for title in titles { en += "\n## \(title)\n\nRun `\(title.lowercased())`.\n" }
        // fr, an older edition: the image's code section a level up, and none of the rest.
        let fr = "# Guide\n\n## Image\n\nConstruisez avec `docker build`.\n\n## Code\n\nÉcrivez `main.py`.\n"
        let facts = [
            Fixture.facts(markdown: en, language: "en", path: "en/docker.md", page: "docker"),
            Fixture.facts(markdown: fr, language: "fr", path: "fr/docker.md", page: "docker"),
        ]
        let product = Reconciler().reconcile(ReconcilerTests.product(["en", "fr"]), facts: facts)
        #expect(Self.findings(product, "section-missing").map(\.fact) == ["page docker"])
        #expect(Self.findings(product, "section-level").isEmpty)
        // Alone, the level change is a finding.
        let levels = try #require(
            SectionLevelRule().findings(in: Reconciler.context(ReconcilerTests.product(["en", "fr"]), facts: facts))
                .first)
        #expect(levels.location.line == 7)
    }

    @Test("section-missing: a release numbered otherwise on the same date says which versions differ")
    func sectionMisnumberedRelease() throws {
        let ko = "# 릴리스 노트\n\n## 2.1.0 (2024. 03. 05.)\n\n* 재시도 간격을 늘렸습니다.\n\n## 2.0.0 (2024. 01. 10.)\n\n* 첫 버전.\n"
        let en =
            "# Release Notes\n\n## 2.0.1 (March 5, 2024)\n\n* Longer retries.\n\n## 2.0.0 (January 10, 2024)\n\n* First.\n"
        let facts = [
            Fixture.facts(markdown: ko, language: "ko", path: "ko/notes.md", page: "notes"),
            Fixture.facts(markdown: en, language: "en", path: "en/notes.md", page: "notes"),
        ]
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts)
        #expect(
            Self.findings(product, "section-missing").map { "\($0.location.line) \($0.message)" } == [
                "3 en's '2.0.1 (March 5, 2024)' numbers the release of 2024-03-05 2.0.1 where ko's '2.1.0 (2024. 03. "
                    + "05.)' numbers it 2.1.0: one of the versions is wrong, and the two sections are not compared "
                    + "until they agree (ko: 릴리스 노트 › 2.1.0 (2024. 03. 05.))"
            ])
    }

    @Test("section-missing: a release dated differently is one finding, not one more for each section below it")
    func sectionMisdatedRelease() throws {
        let product = try Self.reconcile("section-misdated-release", languages: ["ko", "ja"])
        #expect(
            Self.findings(product, "section-missing").map { "\($0.location.line) \($0.message)" } == [
                "3 ja's '1.9.0 (2024. 05. 07)' dates release 1.9.0 2024-05-07 where ko's '1.9.0 (2024. 05. 28.)' "
                    + "dates it 2024-05-28: one of the dates is wrong, and the two sections are not compared until "
                    + "they agree (ko: 릴리스 노트 › 1.9.0 (2024. 05. 28.))"
            ])
    }

    @Test("code-missing: a row one table lacks, though another table of the language lists the code")
    func codeMissingFromOneTable() throws {
        let product = try Self.reconcile("code-missing-one-table", languages: ["ko", "zh"])
        // zh's API table lists 4003; its table of the codes, which lists most of ko's, does not.
        #expect(
            Self.findings(product, "code-missing").map { "\($0.location) \($0.message)" } == [
                "zh/code-missing-one-table.md:8:10 FACE_TOO_SMALL (4003) is missing from zh's table under '识别错误', "
                    + "though zh lists it elsewhere; ko lists it there"
            ])
    }

    @Test("section-level: a heading made a subsection of its previous sibling, two levels down")
    func sectionLevelDemotedTwoLevels() throws {
        let product = try Self.reconcile("section-level-demoted", languages: ["zh", "en"])
        #expect(
            Self.findings(product, "section-level").map { "\($0.location) \($0.message)" } == [
                "en/section-level-demoted.md:7:1 en's 'Events' is 2 levels lower than zh's '事件' (#### for ##)"
            ])
    }

    @Test("section-level: a heading right under its source heading's parent, a level skipped")
    func sectionLevelSkipped() throws {
        let product = try Self.reconcile("section-level-skipped", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "section-level").map { "\($0.location) \($0.message)" } == [
                "en/section-level-skipped.md:5:1 en's 'Exception Format' is one level lower than ko's '예외 형식' "
                    + "(#### for ###)"
            ])
    }

    @Test("markdown-syntax: a container or a template block never closed, a tag's end that closes nothing")
    func blocksUnclosed() throws {
        let product = try Self.reconcile("blocks-unclosed", languages: ["ko", "en"])
        // `{% include %}` is closed by no page: no block. The code block's `:::` is code.
        #expect(
            Self.findings(product, "markdown-syntax").map { "\($0.location) \($0.message)" } == [
                "en/blocks-unclosed.md:3:1 the '{% hint %}' block opened here is never closed with '{% endhint %}': "
                    + "the rest of the page shows inside it, or the site fails to build; close it",
                "en/blocks-unclosed.md:6:1 the container opened here with '::: warning Caution' is never closed "
                    + "with ':::': the rest of the page shows inside it; close it",
                "en/blocks-unclosed.md:18:1 '{% endtabs %}' closes no '{% tabs %}': the site shows it as text or "
                    + "fails to build; remove it or open the block",
            ])
        // Where no page closes a `:::`, a line of one is a one-line directive (mkdocstrings'), no container.
        let directives = try Self.reconcile("blocks-directives", languages: ["ko", "en"])
        #expect(Self.findings(directives, "markdown-syntax").isEmpty)
    }

    @Test("markdown-syntax: MDX components hold Markdown, a fence right after a tag too; one never closed")
    func blocksComponents() throws {
        // CommonMark would read `<CodeGroup>` and the fence after it as HTML up to the blank line in
        // the Python sample, and the Go sample's fences as swapped; MDX reads two samples. A step's
        // indented text is text, not code.
        for language in ["zh", "en"] {
            let facts = try Fixture.facts("rules/blocks-components/\(language).md", language: language)
            #expect(facts.samples.count == 2)
            #expect(facts.syntaxIssues.allSatisfy { $0.kind == .unclosedComponent(name: "Warning") })
        }
        let product = try Self.reconcile("blocks-components", languages: ["zh", "en"])
        #expect(
            Self.findings(product, "markdown-syntax").map { "\($0.location) \($0.message)" } == [
                "en/blocks-components.md:22:1 the component '<Warning>' opened here is never closed with "
                    + "'</Warning>': MDX fails to build the page, or shows the rest of it inside; close it"
            ])
    }

    @Test("sample-drift: one of two samples paired one for one renamed a call the other still makes")
    func sampleDriftTabs() throws {
        let product = try Self.reconcile("sample-drift-tabs", languages: ["ko", "ja"])
        #expect(
            Self.findings(product, "sample-drift").map {
                "\($0.location) \($0.message) | \($0.related.map { "\($0.location)" })"
            } == [
                "ja/sample-drift-tabs.md:13:1 the ja sample calls scan where ko calls recognize | [\"ko/sample-drift-tabs.md:13:1\"]"
            ])
    }

    @Test("section-order: the sections out of the source's order, once per page, subsections moving with them")
    func sectionOrder() throws {
        let product = try Self.reconcile("section-order", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "section-order").map { "\($0.location) \($0.message)" } == [
                "en/section-order.md:15:1 en's 'CDN Download' stands after 'Getting Metadata'; ko has it ('CDN 다운로드') "
                    + "after '객체 다운로드'"
            ])
        #expect(Self.findings(product, "section-missing").isEmpty)
    }

    @Test("param-missing: a table after a code block closed late, which hid its heading, is not compared")
    func paramAfterLateFence() throws {
        let product = try Self.reconcile("param-after-late-fence", languages: ["ko", "en"])
        // en's table stands under 'Authentication' as rendered; the fence is markdown-syntax's.
        #expect(Self.findings(product, "param-missing").isEmpty)
        #expect(Self.findings(product, "markdown-syntax").map(\.location.line) == [9])
    }

    @Test("section-missing: a release dated otherwise is not paired by its subsections")
    func sectionMisdatedParent() throws {
        let product = try Self.reconcile("section-misdated-parent", languages: ["ko", "ja"])
        #expect(
            Self.findings(product, "section-missing").map { "\($0.location) \($0.message)" } == [
                "ja/section-misdated-parent.md:9:1 ko's '2024.06.18' and ja's '2024.06.13' could not be aligned "
                    + "(ko: 릴리스 노트 › 2024.06.18)"
            ])
    }

    @Test("code-conflict: a code named with its number in a table that defines no codes")
    func codeInOtherTable() throws {
        let product = try Self.reconcile("code-in-other-table", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "code-conflict").map { "\($0.location) \($0.message)" } == [
                "en/code-in-other-table.md:12:34 DEMO_ERROR_TIMEOUT is written with 103 here, but en's own table gives 102"
            ])
    }

    @Test("A provider's table numbered by HTTP statuses is another system's, though a translation reorders it")
    func otherSystemHTTPStatuses() throws {
        let product = try Self.reconcile("other-system-http", languages: ["ja", "en", "ko"])
        #expect(product.catalog.codes.map(\.symbol) == ["TOKEN_EXPIRED", "TOKEN_INVALID"])
        #expect(product.catalog.leftOut?.map(\.symbol).sorted() == ["INVALID_ARGUMENT", "UNREGISTERED"])
        // Its rows errata cannot read (`BadDeviceToken`, no symbol's shape) are none of the product's.
        #expect(product.findings.isEmpty, "\(product.findings)")
    }

    @Test("A table of platforms' errors mapped onto the product's (a dash for a code, several codes) is set aside")
    func platformErrorsTable() throws {
        let product = try Self.reconcile("platform-errors", languages: ["ko", "en"])
        #expect(product.catalog.codes.map(\.symbol) == ["PERMISSION_DENIED", "DEVICE_BLOCKED", "DEVICE_NOT_FOUND"])
        #expect(product.findings.isEmpty, "\(product.findings)")
    }

    @Test("A table of changes to codes (Added, 追加) gives them neither message nor category")
    func changesTable() throws {
        let product = try Self.reconcile("changes-table", languages: ["ja", "en"])
        let codes = product.catalog.codes
        #expect(codes.map { NamedCode.text($0.code) } == ["PN-1001", "PN-1006", "PN-2007"])
        #expect(codes.allSatisfy { $0.category == nil })
        #expect(codes[1].messages["en"]?.text == "Too many registrations.")
        #expect(product.findings.isEmpty, "\(product.findings)")
    }

    @Test("Lower-case codes beside an HTTP status are codes named by strings: an enum case each, raw value the name")
    func lowerCaseCodes() throws {
        let product = try Self.reconcile("lower-case-codes", languages: ["en", "ko"])
        #expect(
            product.catalog.codes.map(\.symbol) == [
                "parameter_invalid", "parameter_missing", "card_declined", "rate_limited",
            ])
        #expect(
            product.findings.map { "\($0.rule) \($0.message)" } == [
                "code-conflict ko gives rate_limited (409): HTTP status 409 where en gives 429"
            ])
        let swift = String(decoding: try #require(SwiftEmitter().emit(product).first).contents, as: UTF8.self)
        #expect(swift.contains("public enum DemoError: String, Error, CaseIterable, Sendable {"))
        #expect(swift.contains("    case parameterInvalid = \"parameter_invalid\""))
        #expect(swift.contains("    case parameterMissing = \"parameter_missing\""))
        #expect(!swift.contains("case rateLimited409"), "\(swift)")
        var json = ""
        CatalogJSONEmitter.write(product.catalog, to: &json)
        #expect(json == String(decoding: try CatalogJSONEmitter.encode(product.catalog), as: UTF8.self))
    }

    @Test("example-mismatch: a response beside its request's table, sharing two keys of seven, is not that table's")
    func responseBesideRequest() throws {
        let product = try Self.reconcile("example-response-beside-request", languages: ["en", "ko"])
        #expect(product.findings.isEmpty, "\(product.findings.map(\.message))")
    }

    @Test("code-conflict: a class of warning constants restates the warnings' table; a sign dropped is reported")
    func warningConstants() throws {
        let product = try Self.reconcile("warning-constants", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "code-conflict").map { "\($0.location) \($0.message)" } == [
                "en/warning-constants.md:10:5 en gives WARN_NETWORK_POOR (101): number 101 where ko gives -101"
            ])
    }

    @Test("code-conflict: a translation's table that keeps a code's old name, alone, is that code written otherwise")
    func renamedInOneTable() throws {
        let product = try Self.reconcile(
            "renamed-in-one-table", languages: ["ko", "en"],
            pages: [("ko", "error-code"), ("ko", "messages"), ("en", "error-code"), ("en", "messages")])
        #expect(
            product.findings.map { "\($0.rule) \($0.location) \($0.message)" } == [
                "code-conflict en/messages.md:8:10 en gives DEMO_FREQUENCY_CAPPED (1002): symbol DEMO_FREQUENCY_CAPPED "
                    + "where ko writes DEMO_DISPLAY_SUPPRESSED"
            ])
        #expect(product.catalog.codes.map(\.symbol) == ["DEMO_TIMEOUT", "DEMO_DISPLAY_SUPPRESSED"])
    }

    @Test("link-conflict: a site's own path before pages' names (`/docs/api/tracks`), links named in each language")
    func sitePrefixLinks() throws {
        let pages = ["ko", "en"].flatMap { language in
            ["faq", "api/recording", "api/tracks"].map { (language: language, page: $0) }
        }
        let product = try Self.reconcile("site-prefix-links", languages: ["ko", "en"], pages: pages)
        #expect(
            product.findings.map { "\($0.rule) \($0.location) \($0.message)" } == [
                "link-conflict en/faq.md:5:9 en links 'Recording API' to /docs/api/tracks#webhooks where ko links "
                    + "'녹화 API' to /docs/api/recording#webhooks"
            ])
    }

    @Test("A table of codes and their exception classes, named by an enum declared in code: one enum of them")
    func exceptionClasses() throws {
        let product = try Self.reconcile("exception-classes", languages: ["ja", "en"])
        let codes = product.catalog.codes
        // A type name per row groups nothing, and is no description; the enum's cases name the codes.
        #expect(codes.map(\.symbol) == ["InvalidArgument", "BucketNotFound", "BucketNotEmpty"])
        #expect(codes.allSatisfy { $0.group == nil && !$0.isUnnamed })
        #expect(codes[1].messages["en"]?.text == "The bucket does not exist")
        #expect(codes[1].messages["ja"]?.text == "バケットが存在しません")
        #expect(product.findings.isEmpty, "\(product.findings.map(\.message))")
    }

    @Test("A page named for errors is the reference: its messages, not an endpoint's table of when codes come")
    func errorsPage() throws {
        let pages = ["en", "ko"].flatMap { language in ["api", "errors"].map { (language: language, page: $0) } }
        let product = try Self.reconcile("errors-page", languages: ["en", "ko"], pages: pages)
        let amount = try #require(product.catalog.codes.first { $0.symbol == "INVALID_AMOUNT" })
        #expect(amount.messages["en"]?.text == "The amount must be a positive integer.")
        #expect(amount.messages["ko"]?.text == "금액은 양의 정수여야 합니다.")
        // A column of when each code comes says why, not what it says: no message-mismatch.
        #expect(product.findings.isEmpty, "\(product.findings.map(\.message))")
    }

    @Test("api-missing: an API only a translation documents is told there, not as missing from every other guide")
    func apiOnlyInTranslation() throws {
        let product = try Self.reconcile("api-only-translation", languages: ["ko", "en", "ja"])
        #expect(
            Self.findings(product, "api-missing").map { "\($0.location) \($0.message)" } == [
                "ja/api-only-translation.md:12:1 ja documents requestItemListWithCompletion:, which ko, the source "
                    + "language, does not: dropped from the source, or not yet added to it"
            ])
    }

    @Test("api-missing: the APIs of a section a translation lacks are that section's finding")
    func apiOfMissingSection() throws {
        let product = try Self.reconcile("api-missing-section", languages: ["ko", "en"])
        // en has the list's section without its API: that is reported; the deletion's is not there.
        #expect(
            Self.findings(product, "api-missing").map { "\($0.location) \($0.message)" } == [
                "en/api-missing-section.md:3:1 en does not document fetchItemsWithLimit:completion:; ko do"
            ])
        #expect(
            Self.findings(product, "section-missing").map { "\($0.location) \($0.message)" } == [
                "en/api-missing-section.md:7:1 en has no section '삭제' (ko: 아이템 › 삭제)"
            ])
    }

    @Test("A language switcher names other languages in each edition: no link-conflict, no untranslated text")
    func languageSwitcher() throws {
        let product = try Self.reconcile("language-switcher", languages: ["en", "ko", "ja"])
        // The quick start the pages link is not among the fixture's pages: `link-broken`'s.
        let findings = product.findings.filter { $0.rule != LinkBrokenRule.id }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test("code-conflict: a code's yes-or-no cell answered otherwise, wherever the column stands")
    func codeFlags() throws {
        let product = try Self.reconcile("code-flags", languages: ["ja", "ko", "en"])
        #expect(
            Self.findings(product, "code-conflict").map { "\($0.location) \($0.message)" } == [
                "ko/code-flags.md:6:49 ko answers '아니요' under '재시도' for DEMO_ERROR_TIMEOUT (4002) where ja, en answer yes"
            ])
    }

    @Test("section-missing: a release dated otherwise, its date before its version, is no section of the source's")
    func sectionMisdatedDateFirst() throws {
        let product = try Self.reconcile("section-misdated-date-first", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "section-missing").map { "\($0.location) \($0.message)" } == [
                "en/section-misdated-date-first.md:9:1 en's '2024.03.15 (2.2.0)' dates release 2.2.0 2024-03-15 "
                    + "where ko's '2024.03.05 (2.2.0)' dates it 2024-03-05: one of the dates is wrong, and the two "
                    + "sections are not compared until they agree (ko: 릴리스 노트 › 2024.03.05 (2.2.0), with 1 "
                    + "section below in ko and 1 in en)"
            ])
    }

    @Test("section-missing: an older edition's sections in another order are told by the marks they keep")
    func sectionsOlderOrder() throws {
        // zh swaps the filter and statistics sections and lacks the notification section: the
        // filter keeps its symbol, the statistics its screenshot (localized), so neither is taken for
        // the missing one.
        let product = try Self.reconcile("sections-older-order", languages: ["ko", "zh"])
        #expect(
            Self.findings(product, "section-missing").map { "\($0.location.line) \($0.message)" } == [
                "16 zh has no section '알림 설정' (ko: 콘솔 가이드 › 알림 설정)"
            ])
        // A code span shaped as a name of code or a command tells a section; a word does not (a
        // `default` held once on each page is as often in two different sections).
        func distinctive(_ line: String) -> [Bool] {
            var line = line
            var found: [VerbatimFact] = []
            line.withUTF8 { VerbatimText.codeSpans($0, line: 1, into: &found) }
            return found.map(\.isDistinctive)
        }
        #expect(
            distinctive("`DEMO_WORD_BLOCKED` `requestPurchase` `GPSubscription` `Query()` `v2` `pip install demo`") == [
                true, true, true, true, true, true,
            ])
        #expect(distinctive("`default` `None` `Required` `HTTP` `a b`") == [false, false, false, false, false])
        #expect(distinctive("`CONSUMABLE` `SUBSCRIPTION`") == [true, true])
    }

    @Test("section-missing: sections an older edition placed elsewhere pair by the table cells and constants they keep")
    func movedSectionsByCells() throws {
        let product = try Self.reconcile("sections-moved-cells", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "section-missing").map { "\($0.location.line) \($0.message)" } == [
                "18 en has no section '요금' (ko: 개요 › 요금)"
            ])
    }

    @Test("section-missing: a page's title keeps its pair when its sections are paired below it")
    func sectionsTitleKept() throws {
        // zh's title section holds what en's first section says (an older edition): zh lacks that
        // section, not its title, whose sections are paired under en's title.
        let product = try Self.reconcile("sections-title-kept", languages: ["en", "zh"])
        #expect(
            Self.findings(product, "section-missing").map(\.message) == [
                "zh has no section 'The response_model Parameter' (en: Response Model › The response_model Parameter)"
            ])
    }

    @Test("api-missing: a declaration one side kept without the parameter the other added is one finding")
    func apiParametersChanged() throws {
        let product = try Self.reconcile("api-parameters", languages: ["ko", "en", "ja"])
        #expect(
            Self.findings(product, "api-missing").map { "\($0.location.path):\($0.location.line) \($0.message)" } == [
                "ja/api-parameters.md:4 ja declares initWithAppKey:collectorAddress: where ko, en declare "
                    + "initWithAppKey:collectorAddress:serviceZone: instead; one side changed its parameters"
            ])
    }

    @Test("code-missing: a code only a translation lists is one finding there, not one per language that lacks it")
    func codeTheSourceDropped() throws {
        let product = try Self.reconcile("code-source-dropped", languages: ["ko", "en", "ja"])
        #expect(
            Self.findings(product, "code-missing").map { "\($0.location.path):\($0.location.line) \($0.message)" } == [
                "ja/code-source-dropped.md:6 DEMO_ERROR_LEGACY (101) is listed by ja but not by ko, the source language, "
                    + "nor by en: dropped from the source, or not yet added to it"
            ])
    }

    @Test("code-conflict: a code a table writes in hexadecimal is written so, where the others are decimal")
    func codeHexadecimalSection() throws {
        let product = try Self.reconcile("code-hex-section", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "code-conflict").map(\.message) == [
                "en gives DEMO_CONNECTION_LOST (0x0340): number 0x0340 where ko gives 0x0304"
            ])
        // And the other way: HTTP statuses in decimal beside a product's codes in hexadecimal.
        func row(_ code: Int, hexadecimal: Bool) -> CodeDefinition {
            CodeDefinition(
                symbol: "S\(code)", code: code, category: nil, description: nil,
                location: SourceLocation(path: "en/a.md", line: 1, column: 1), section: [], hexadecimal: hexadecimal)
        }
        let rows = [row(0x10, hexadecimal: true), row(0x11, hexadecimal: true), row(200, hexadecimal: false)]
        #expect(CodeNotation.exceptions(rows, productHexadecimal: true) == [200: false])
        #expect(CodeNotation.exceptions(rows, productHexadecimal: false) == [0x10: true, 0x11: true])
    }

    @Test("code-unlisted: a symbol quoted with a number outside the tables' numbering is another library's")
    func codeUnlistedQuoted() throws {
        // The product's symbols share no prefix: 104 is numbered as its codes are, 2001 is not; 102
        // is a code of the table under another name, so the source's `LAUNCH_SERVER_ERROR` is another's.
        let product = try Self.reconcile("code-unlisted-quoted", languages: ["en"])
        #expect(Self.findings(product, "code-unlisted").map(\.fact) == ["SERVER_BUSY"])
        #expect(product.catalog.codes.map(\.symbol).contains("ERROR_CODE_IO_NETWORK_FAILED") == false)
    }

    @Test("code-unlisted, code-conflict: the name a response sample gives beside its code is that code's")
    func codeUnlistedResponse() throws {
        // Abridged after a status line or not, a sample's `resultMessage` names its `resultCode`:
        // 0 is the table's DEMO_SUCCESS, 103 is no table's, and ko writes DEMO_TIMEOUT with 104. An
        // HTTP status is no code, and a message is no name.
        let product = try Self.reconcile("code-unlisted-response", languages: ["en", "ko"])
        #expect(
            Self.findings(product, "code-unlisted").map { "\($0.location) \($0.message)" } == [
                "en/code-unlisted-response.md:20:27 DEMO_OK is used in sample code but no error table defines it: "
                    + "en's table names 0 DEMO_SUCCESS; also used in ko",
                "en/code-unlisted-response.md:33:27 DEMO_NOT_FOUND is used in sample code but no error table "
                    + "defines it",
            ])
        #expect(
            Self.findings(product, "code-conflict").map { "\($0.location) \($0.message)" } == [
                "ko/code-unlisted-response.md:33:27 DEMO_TIMEOUT is written with 104 here, but ko's own table gives 101"
            ])
        #expect(product.catalog.codes.first { $0.symbol == "DEMO_NOT_FOUND" }?.code == 103)
    }

    @Test("untranslated: a sentence a translation keeps as a Latin-script edition writes it, unless the source does")
    func untranslatedLatinCopy() throws {
        // English is the source: ko and ja kept its sentence; not a menu path, nor a quotation.
        let english = try Self.reconcile("untranslated-latin", languages: ["en", "ko", "ja"])
        #expect(
            Self.findings(english, "untranslated").map { "\($0.location) \($0.message)" } == [
                "ja/untranslated-latin.md:5:1 Latin text in the ja guide in 2 sections from 'ユーザー' to '設定' on 2 "
                    + "lines (5–17), as en's edition of the page writes it: Call `identify()` after login and "
                    + "`reset()` after logout. … How often the queue is uploaded to the s…",
                "ko/untranslated-latin.md:5:1 Latin text in the ko guide under '사용자', as en's edition of the page "
                    + "writes it: Call `identify()` after login and `reset()` after logout.",
            ])
        // Korean is the source and writes the sentence so: it is the source's own text; the table's
        // cell it translates is not. A package's name in a cell is no sentence.
        let korean = try Self.reconcile("untranslated-latin", languages: ["ko", "en", "ja"])
        #expect(
            Self.findings(korean, "untranslated").map { "\($0.location)" } == ["ja/untranslated-latin.md:17:19"])
    }

    @Test("untranslated: sections of a translation left in a Latin-script edition's older wording")
    func untranslatedOldEdition() throws {
        // ja keeps two releases in English as an older edition wrote them; en has reworded all
        // but one line since. The known issue ko writes in English too is ko's own text.
        let product = try Self.reconcile("untranslated-old-edition", languages: ["ko", "en", "ja"])
        #expect(
            Self.findings(product, "untranslated").map { "\($0.location) \($0.message)" } == [
                "ja/untranslated-old-edition.md:17:1 Latin text in the ja guide in 2 sections from '2023.11.20' to "
                    + "'2023.06.01' on 4 lines (17–28), in sections with no text in Kana or Han where ko's are in "
                    + "Hangul or Han (1 line as en's edition of the page writes it): * Add support for the storage of "
                    + "an encrypted cache … * the log level can now be changed from the se…"
            ])
    }

    @Test("untranslated: a line of a Traditional Chinese page written in Simplified Chinese")
    func untranslatedChineseVariant() throws {
        let product = try Self.reconcile("untranslated-variant", languages: ["en", "zh-Hant"])
        // A line with one Simplified ideograph among Traditional ones (`会`) is a slip, not a copy.
        #expect(
            Self.findings(product, "untranslated").map { "\($0.location) \($0.message)" } == [
                "zh-Hant/untranslated-variant.md:5:1 Simplified Chinese text in the zh-Hant guide under '錯誤處理': "
                    + "API 调用失败时会抛出异常，可以通过 `code` 属性确认错误代码。"
            ])
        #expect(ChineseVariant(bundle: "zh-TW") == .traditional && ChineseVariant(bundle: "zh_CN") == .simplified)
        #expect(ChineseVariant(bundle: "zh") == nil && ChineseVariant(bundle: "ja") == nil)
    }

    @Test("code-conflict: text giving the decided number beside its language's mistyped row is right; another is not")
    func codeConflictRowTypo() throws {
        let product = try Self.reconcile("code-conflict-row", languages: ["ko", "en", "ja"])
        #expect(
            Self.findings(product, "code-conflict").map { "\($0.location) \($0.message)" } == [
                "en/code-conflict-row.md:6:3 en gives DEMO_ERROR_TOKEN_EXPIRED (3040): number 3040 where ko, ja give 3004",
                "ja/code-conflict-row.md:8:17 DEMO_ERROR_TOKEN_EXPIRED is written with 3005 here, but ja's own table "
                    + "gives 3004",
            ])
    }

    @Test("code-conflict: release notes giving a number as the source's notes do tell history; another number is drift")
    func codeConflictReleaseNotes() throws {
        let product = try Self.reconcile("code-conflict-release", languages: ["ko", "en", "ja"])
        #expect(
            Self.findings(product, "code-conflict").map { "\($0.location) \($0.message)" } == [
                "ja/code-conflict-release.md:11:14 DEMO_ERROR_NETWORK is written with 1030 here, but ja's own table "
                    + "gives 3003"
            ])
    }

    @Test(
        "code-unlisted: a code release notes say was removed (a heading, or its line), or a line with its number elsewhere, is history; an added one is not"
    )
    func codeUnlistedRemoved() throws {
        let product = try Self.reconcile("code-unlisted-removed", languages: ["en", "ko"])
        #expect(
            Self.findings(product, "code-unlisted").map { "\($0.location) \($0.message)" } == [
                "en/code-unlisted-removed.md:16:4 DEMO_ERROR_QUOTA is used in the text but no error table defines "
                    + "it; also used in ko"
            ])
        #expect(!product.catalog.codes.contains { $0.code == 199 })
        #expect(
            product.catalog.leftOut?.map { "\($0.code) \($0.reason)" } == [
                "197 only lines saying it was removed or deprecated name it",
                "198 only release notes name it, as removed or deprecated",
                "199 only release notes name it, as removed or deprecated",
            ])
    }

    @Test("example-mismatch: a translation's example spells a key otherwise than the source's; what all share, once")
    func exampleRenamed() throws {
        let product = try Self.reconcile("example-renamed", languages: ["ko", "en"])
        // `failure_reason` for `failureReason` under `data`, which both hold (a table of former
        // fields documents the old key); not the keys below it, nor the localized `title.en` for
        // `title.ko`; the field no example holds, at ko only, and not en's renamed one again; the
        // key no table documents in either language, at ko only.
        #expect(
            Self.findings(product, "example-mismatch").map { "\($0.location) \($0.message)" } == [
                "en/example-renamed.md:19:1 the en example writes data.failure_reason where ko's writes "
                    + "data.failureReason",
                "ko/example-renamed.md:34:1 the table documents fields none of its examples holds: extra",
                "ko/example-renamed.md:34:1 the example's key \"orderNo\" is not a documented field",
            ])
    }

    @Test("code-conflict: a heading that names a code by its number and symbol gives the symbol that number")
    func codeHeadings() throws {
        let product = try Self.reconcile("code-headings", languages: ["en"])
        #expect(
            Self.findings(product, "code-conflict").map { "\($0.location.line) \($0.message)" } == [
                "14 SEND_FAILED is written with 1001 here, but en's own table gives 1010"
            ])
        #expect(FactExtractor.headingCode("### 1001: SEND_FAILED {#send-failed}")! == (1001, "SEND_FAILED"))
        #expect(FactExtractor.headingCode("### Error 1001") == nil)
        #expect(FactExtractor.headingCode("1001 SEND_FAILED") == nil)
    }

    @Test("code-missing: a missing row is placed after the row its own table gives before it, numbers running down")
    func codeMissingOrder() throws {
        let product = try Self.reconcile("code-missing-order", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "code-missing").map { "\($0.location.line) \($0.message)" } == [
                "6 DEMO_NO_LICENSE (-1003) is missing from en's error tables; ko lists it"
            ])
    }

    @Test("code-missing: the codes of a table a translation lacks are one finding; a row it lacks, one each")
    func codeTableUntranslated() throws {
        let product = try Self.reconcile("code-table-untranslated", languages: ["ko", "en", "ja"])
        #expect(
            Self.findings(product, "code-missing").map { "\($0.location.path):\($0.location.line) \($0.message)" } == [
                "en/code-table-untranslated.md:3 en lacks the table of section '결제 오류' and its 3 codes: "
                    + "DEMO_PAY_FAILED (201), DEMO_PAY_CANCELED (202), DEMO_PAY_DENIED (203); ko, ja list them",
                "ja/code-table-untranslated.md:7 DEMO_BUSY (102) is missing from ja's error tables; ko, en list it",
            ])
        #expect(Self.findings(product, "code-missing").first?.resolution == "the en bundle uses the ko messages")
    }

    @Test("markdown-syntax: a page left as a copy of another language's repeats its defects; reported once, there")
    func syntaxInCopiedPage() throws {
        let product = try Self.reconcile("syntax-copy", languages: ["ko", "en", "zh"])
        #expect(Self.findings(product, "untranslated-page").map(\.language) == ["zh"])
        #expect(Self.findings(product, "markdown-syntax").map(\.language).sorted() == ["en", "ko"])
    }

    @Test("param-missing: a row the source labels in words is that label translated; a row added is not")
    func paramLabelTranslated() throws {
        let product = try Self.reconcile("param-label", languages: ["ko", "en", "ja"])
        #expect(
            Self.findings(product, "param-missing").map(\.message) == [
                "en lists a row that ko, the source language, does not, nor does ja: X-Demo-Retry"
            ])
    }

    @Test("sample-drift: a version or an address a translation's sample writes in place of the source's")
    func sampleDriftPinnedValues() throws {
        let product = try Self.reconcile("sample-drift-pinned", languages: ["en", "ko", "ja"])
        // Not a localized example's site, a language folder, a comment, a date or a query.
        #expect(
            Self.findings(product, "sample-drift").map { "\($0.location) \($0.message)" } == [
                "ja/sample-drift-pinned.md:18:1 the ja sample writes api.example.com/v2/orders where en writes "
                    + "api.example.com/v3/orders",
                "ko/sample-drift-pinned.md:7:1 the ko sample writes 2.3.1 where en writes 2.4.0",
            ])
    }

    @Test("param-missing: a row a translation labels in words is the source's row translated; a row left out is not")
    func paramLabelInTranslation() throws {
        let product = try Self.reconcile("param-label-translation", languages: ["en", "ko", "ja"])
        #expect(
            Self.findings(product, "param-missing").map(\.message) == [
                "ja's table has no row Android; en, ko list it",
                // A key written as code is never translated.
                "ko's table has no row timeout; en, ja list it",
            ])
    }

    @Test("param-missing: a translation's row in place of the source's is one finding, a misspelt key one note")
    func paramRowInstead() throws {
        let product = try Self.reconcile("param-extra", languages: ["ko", "en", "ja"])
        // At the row ja lists instead, not the table's first.
        #expect(Self.findings(product, "param-missing").first?.location.line == 8)
        #expect(
            Self.findings(product, "param-missing").map { "\($0.language) \($0.severity) \($0.message)" } == [
                "ja warning ja's table has no row ocrType; ko, en list it; it lists iapType instead, which ko does not",
                "ja note one row spelt notificationtAction in ja and notificationAction in ko, en: the spellings differ "
                    + "by a letter or two; one of them is wrong",
            ])
    }

    @Test("param-missing: a table a translation lacks is said to be missing, not rows of another table")
    func paramTableMissing() throws {
        let product = try Self.reconcile("param-table-missing", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "param-missing").map { "\($0.location.line) \($0.message)" } == [
                "7 en has no table of the row that ko lists here: appkey"
            ])
    }

    @Test("param-missing: rows only translations list are reported at the first of them, not the table's first row")
    func paramExtraRows() throws {
        let product = try Self.reconcile("param-extra-rows", languages: ["ko", "en", "ja"])
        #expect(
            Self.findings(product, "param-missing").map { "\($0.location) \($0.message)" } == [
                "en/param-extra-rows.md:8:3 en, ja list a row that ko, the source language, does not: isSuccessful"
            ])
    }

    @Test("A page left as a copy of another language's is not reported again for what that page's finding says")
    func findingsOfCopiedPage() throws {
        let product = try Self.reconcile("param-copy", languages: ["ko", "en", "zh"])
        #expect(Self.findings(product, "untranslated-page").map(\.language) == ["zh"])
        #expect(Self.findings(product, "param-missing").map(\.language) == ["en"])
    }

    @Test("section-missing: a page that keeps another translation's titles is aligned through it, moved sections too")
    func sectionsThroughTwin() throws {
        let product = try Self.reconcile("section-twin", languages: ["ko", "en", "zh"])
        // zh keeps en's titles but dropped the wrapper, moved the dashboard a level up and lacks the
        // integrity API: by position and level alone, its dashboard took the integrity API's place.
        #expect(
            product.findings.filter { $0.rule.hasPrefix("section") }.map { "\($0.location) \($0.message)" } == [
                "zh/section-twin.md:3:1 zh has no section '공개 API' (ko: 가이드 › 공개 API)",
                "zh/section-twin.md:7:1 zh's 'Dashboard' is one level higher than ko's '대시보드' (## for ###), "
                    + "and so is the heading after it",
                "zh/section-twin.md:9:1 zh has no section '무결성 API' (ko: 가이드 › 무결성 API, with 1 section below it)",
            ])
    }

    @Test("section-missing: a release that kept one of its two subsections keeps the one its title translates")
    func sectionsTranslatedRepeats() throws {
        let product = try Self.reconcile("section-translated-repeats", languages: ["ko", "en"])
        // Under the other releases the page translates 기능 개선/변경 as Feature Updates: the last
        // release's Feature Updates is not its first subsection, 버그 수정, which en lacks.
        #expect(
            product.findings.map { "\($0.location) \($0.message)" } == [
                "en/section-translated-repeats.md:25:1 en has no section '버그 수정' (ko: 릴리스 노트 › 2018.12.27 › 버그 수정)"
            ])
    }

    @Test("section-missing: a translation whose file holds another page is one finding, not one per heading")
    func misplacedPage() throws {
        let facts = try ["ko", "en", "zh"].flatMap { language in
            try ["console", "google"].map { page in
                Fixture.facts(
                    markdown: try Fixture.text("misplaced-page/\(language)/\(page).md"), language: language,
                    path: "\(language)/\(page).md", page: page)
            }
        }
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en", "zh"]), facts: facts)
        // zh's console page is en's Google guide: its titles are, and its images are ko's Google
        // guide's. en's Google guide, which holds zh's console page's titles too, is its own.
        #expect(
            product.findings.filter { $0.location.path == "zh/console.md" || $0.location.path == "en/google.md" }
                .map { "\($0.location) \($0.rule) \($0.message)" } == [
                    "zh/console.md:1:1 section-missing zh's page 'console' holds another page: its headings are en's "
                        + "'google' (5 of its 5 titles), not ko's 'console' (5 sections)",
                    "zh/console.md:1:1 untranslated-page the zh page 'console' has no text in Han: its 254 letters "
                        + "outside code are all Latin",
                ])
    }

    @Test("section-missing: a page left as a copy of another language's is not reported for the sections it copied")
    func sectionsOfCopiedPage() throws {
        let product = try Self.reconcile("section-copy", languages: ["ko", "en", "zh"])
        #expect(Self.findings(product, "untranslated-page").map(\.language) == ["zh"])
        #expect(Self.findings(product, "section-missing").map(\.language) == ["en"])
    }

    @Test("section-missing: a copy's own gap is reported, though a translated page has the same gap")
    func sectionsOfCopiedPageOwnGap() throws {
        // zh copies en, which has the section: zh dropped it, as ja did on its own.
        let product = try Self.reconcile("section-copy-own-gap", languages: ["ko", "en", "ja", "zh"])
        #expect(Self.findings(product, "untranslated-page").map(\.language) == ["zh"])
        #expect(Self.findings(product, "section-missing").map(\.language) == ["ja", "zh"])
    }

    @Test("untranslated-page: a page of the Korean guide left in English; Korean in its code does not count")
    func untranslatedPage() throws {
        let product = try Self.reconcile("untranslated-page", languages: ["en", "ko", "ja", "zh"])
        // The Japanese page is translated; the Chinese one has too little text to tell.
        #expect(
            Self.findings(product, "untranslated-page").map {
                "\($0.location) \($0.language) \($0.fact): \($0.message)"
            }
                == [
                    "ko/untranslated-page.md:1:1 ko page page: the ko page 'page' has no text "
                        + "in Hangul or Han: its 221 letters outside code are all Latin"
                ])
        let letters = try ["en", "ko", "ja", "zh"].map { language in
            try Fixture.facts("rules/untranslated-page/\(language).md", language: language).untranslatedLetters
        }
        #expect(letters == [0, 221, 0, 19])
        // Latin is never foreign: `untranslated` has nothing to say about these pages.
        #expect(Self.findings(product, "untranslated").isEmpty)
        // The drift report's summary counts the page (its "Untranslated pages" column).
        #expect(DriftSummary.summaries(for: product).map(\.untranslatedPages) == [0, 1, 0, 0])
        // The source language's pages are not translations.
        let koreanSource = try Self.reconcile("untranslated-page", languages: ["ko", "en"])
        #expect(Self.findings(koreanSource, "untranslated-page").isEmpty)
    }

    @Test("untranslated-page: a page the source language keeps in English too is not left untranslated")
    func untranslatedPageLatinSource() throws {
        let facts = try Self.facts("untranslated-page-latin-source", languages: ["ko", "zh"])
        #expect(facts.allSatisfy { $0.untranslatedLetters >= UntranslatedPageRule.minimumLetters })
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "zh"]), facts: facts)
        #expect(Self.findings(product, "untranslated-page").isEmpty)
    }

    @Test("untranslated-page: a page in Latin and another language's script says which, not 'all Latin'")
    func untranslatedPageOtherScript() throws {
        let product = try Self.reconcile("untranslated-page-other-script", languages: ["ko", "zh"])
        #expect(
            Self.findings(product, "untranslated-page").map(\.message) == [
                "the zh page 'page' has no text in Han: outside code it has 233 Latin letters, "
                    + "and text in Hangul on 2 lines"
            ])
    }

    @Test("untranslated-page and untranslated in languages of other alphabets: Cyrillic, Thai, Arabic")
    func untranslatedPageAlphabets() throws {
        let languages = ["en", "ru", "uk", "th", "ar"]
        let product = try Self.reconcile("untranslated-page-alphabets", languages: languages)
        // The Russian page is the English one; Cyrillic in its inline code and code does not count.
        #expect(
            Self.findings(product, "untranslated-page").map { "\($0.location) \($0.message)" } == [
                "ru/untranslated-page-alphabets.md:1:1 the ru page 'page' has no text "
                    + "in Cyrillic: its 221 letters outside code are all Latin"
            ])
        let facts = try languages.map { language in
            try Fixture.facts("rules/untranslated-page-alphabets/\(language).md", language: language)
        }
        #expect(facts.map(\.untranslatedLetters) == [0, 221, 0, 0, 0])
        // Korean left in the Ukrainian guide is foreign there, as in an English one; Cyrillic,
        // Thai and Arabic are foreign nowhere (a guide names languages in their own alphabets).
        #expect(
            Self.findings(product, "untranslated").map { "\($0.location) \($0.message)" } == [
                "uk/untranslated-page-alphabets.md:5:1 Hangul text in the uk guide under 'Login': 값 종류"
            ])
        let korean = ScriptDetector.NativeScripts([.hangul, .han])
        #expect(ScriptDetector.foreignRuns(in: "Русский, ไทย, العربية, Ελληνικά, עברית, हिन्दी", native: korean).isEmpty)
        // A language errata does not know is not checked; Serbian is written in two alphabets.
        #expect(ScriptDetector.nativeScripts(for: "sr") == nil)
        #expect(ScriptDetector.nativeScripts(for: "pt-BR") == [])
        #expect(ScriptDetector.nativeScripts(for: "uk_UA") == [.cyrillic])
    }

    @Test("symbol-characters: a symbol written with a zero-width space or full-width forms is read, and reported")
    func symbolCharacters() throws {
        let product = try Self.reconcile("symbol-characters", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "symbol-characters").map { "\($0.location) \($0.fact): \($0.message)" } == [
                "ko/symbol-characters.md:5:3 characters:AUTH_ONE: AUTH_ONE is written with U+200B ZERO WIDTH SPACE "
                    + "(invisible): copied into code, it does not compile",
                "ko/symbol-characters.md:6:3 characters:AUTH_TWO: AUTH_TWO is written with full-width ＿ for _: "
                    + "copied into code, it does not compile",
                "ko/symbol-characters.md:7:3 characters:AUTH_THREE: AUTH_THREE is written with full-width ＡＵＴＨ＿ＲＥ "
                    + "for AUTH_RE: copied into code, it does not compile",
            ])
        // The symbols are read as code knows them: every language lists every code, and agrees.
        #expect(
            product.catalog.codes.map(\.symbol) == ["AUTH_ONE", "AUTH_TWO", "AUTH_THREE", "AUTH_FOUR", "AUTH_FIVE"])
        #expect(product.findings.filter { $0.rule != "symbol-characters" && $0.rule != "untranslated" }.isEmpty)
        // Full-width digits of a code, and a description, are not symbols.
        #expect(ErrorTableReader.undisguised("오류 AUTH＿X") == nil)
        #expect(ErrorTableReader.undisguised("AUTH_X") == nil)
        #expect(ErrorTableReader.undisguised("\u{FEFF}AUTH_X")?.text == "AUTH_X")
        #expect(SymbolCharactersRule.describe("\u{AD}") == "U+00AD SOFT HYPHEN (invisible)")
    }

    @Test("Scripts are judged by the bundle name, not the folder's: Korean kept in kr/, Chinese in cn/")
    func scriptsByBundle() throws {
        func facts(_ fixture: String, folder: String, bundle: String?) throws -> DocumentFacts {
            let document = SourceDocument(
                product: "demo", language: folder, page: "page", path: "\(folder)/page.md",
                text: try Fixture.text(fixture), bundle: bundle)
            return FactExtractor().extract(DocumentParser().parse(document))
        }
        // `cn` is no language code: without a bundle name its script is not known.
        #expect(try facts("rules/untranslated/zh.md", folder: "cn", bundle: nil).foreignText.isEmpty)
        #expect(try facts("rules/untranslated/zh.md", folder: "cn", bundle: "zh-Hans").foreignText.count == 4)

        let kr = try facts("rules/untranslated-page/ko.md", folder: "kr", bundle: "ko")
        #expect(kr.untranslatedLetters == 221)
        var config = ReconcilerTests.product(["en", "kr"])
        config.languages[1].bundle = "ko"
        let en = try facts("rules/untranslated-page/en.md", folder: "en", bundle: nil)
        let product = Reconciler().reconcile(config, facts: [en, kr])
        #expect(
            Self.findings(product, "untranslated-page").map(\.message) == [
                "the kr page 'page' has no text in Hangul or Han: its 221 letters outside code are all Latin"
            ])
    }

    @Test(
        "link-conflict: links to a heading of their page point to its section, whatever its title makes of the fragment"
    )
    func fragmentLinks() throws {
        let product = try Self.reconcile("links-fragments", languages: ["ko", "en"])
        let conflicts = Self.findings(product, "link-conflict")
        #expect(conflicts.map(\.message) == ["en links 'below' to #overview where ko links to #오류-코드"])
        #expect(conflicts.map(\.location.line) == [13])
        #expect(LinkConflictRule.fragmentKey("%EC%98%A4%EB%A5%98-%EC%BD%94%EB%93%9C") == "오류코드")
        #expect(LinkConflictRule.fragmentKey("Error-Codes") == "errorcodes")
    }

    @Test("link-conflict: a page of the guides by its address on the site and by a relative path is one target")
    func siteAddressesOfPages() throws {
        // zh writes en's relative links as the site's addresses of its own edition (`/zh/async/`), or
        // of the source's (`/async/`) for a page it lacks, which the site shows in English; its
        // link to the source's edition of a page it has (`/settings/`) is another target.
        let pages = [
            ("en", "tutorial/start", "en/start"), ("en", "async", "en/async"),
            ("en", "project-generation", "en/project-generation"), ("en", "deployment/index", "en/deployment/index"),
            ("en", "settings", "en/settings"), ("zh", "tutorial/start", "zh/start"), ("zh", "settings", "zh/settings"),
        ]
        let facts = try pages.map { language, page, file in
            Fixture.facts(
                markdown: try Fixture.text("rules/links-site-pages/\(file).md"), language: language,
                path: "docs/\(language)/\(page).md", page: page)
        }
        let product = Reconciler().reconcile(ReconcilerTests.product(["en", "zh"]), facts: facts)
        #expect(
            Self.findings(product, "link-conflict").map(\.message) == [
                "zh links 'settings' to https://docs.example.com/settings/ where en links to ../settings.md"
            ])
    }

    @Test("link-conflict: a translation that links another language's edition of a page of the guides")
    func linksToOtherEditions() throws {
        let languages = ["ko", "en", "ja", "zh"]
        let product = try Self.reconcile("links-editions", languages: languages, pages: ["guide", "error-code"])
        // en keeps ko's address of the only page linked so, which ja and zh link in their own
        // editions; ja links ko's edition and zh en's where ko links the page by its path (zh's
        // second under the product's folder after the language, as some sites name pages).
        #expect(
            Self.findings(product, "link-conflict").map { "\($0.location.path):\($0.location.line) \($0.message)" } == [
                "en/guide.md:5 en links 'Error Codes' to https://docs.example.com/ko/Demo/Push/ko/error-code/, ko's "
                    + "edition of the page 'error-code', as ko does; en has its own",
                "ja/guide.md:9 ja links 'エラーコード' to https://docs.example.com/ko/Demo/Push/ko/error-code/, ko's "
                    + "edition of the page 'error-code', where ko links to ./error-code/; ja has its own",
                "zh/guide.md:9 zh links '错误代码' to https://docs.example.com/en/Demo/Push/en/error-code/, en's edition "
                    + "of the page 'error-code', where ko links to ./error-code/; zh has its own",
                "zh/guide.md:13 zh links '错误代码' to https://docs.example.com/ko/push-demo/error-code/, ko's edition "
                    + "of the page 'error-code', where ko links to ./error-code/; zh has its own",
            ])
    }

    @Test("link-conflict: another language's edition where the source links its default edition, without a language")
    func linksToDefaultEdition() throws {
        let languages = ["ko", "en", "ja"]
        let product = try Self.reconcile(
            "links-default-edition", languages: languages, pages: ["start", "console-guide"])
        #expect(
            Self.findings(product, "link-conflict").map { "\($0.location.path):\($0.location.line) \($0.message)" } == [
                "ja/start.md:5 ja links 'コンソールガイド' to https://docs.example.com/en/docs/console-guide#rules, en's "
                    + "edition of the page 'console-guide', where ko links to "
                    + "https://docs.example.com/docs/console-guide#rules; ja has its own"
            ])
    }

    @Test("link-conflict: a translation's folder in the address of the source's default edition is its own edition")
    func linksToFolderEdition() throws {
        let product = try Self.reconcile(
            "links-folder-edition", languages: ["en", "ko", "ja"], pages: ["console", "rest"])
        // ko's `/ko/docs/rest#revoke-tokens` for en's `/docs/rest#revoke-tokens` is its own; ja's is ko's.
        #expect(
            Self.findings(product, "link-conflict").map { "\($0.location.path):\($0.location.line)" } == [
                "ja/console.md:5"
            ])
    }

    @Test("link-conflict: a site serving the source at addresses without a language part (a root locale)")
    func linksToRootEdition() throws {
        let languages = ["ko", "en", "ja"]
        let product = try Self.reconcile("links-root-edition", languages: languages, pages: ["start", "console-guide"])
        // `/en/console-guide#rules` is en's edition of ko's `/console-guide#rules`; en's
        // `/console-guide`, as ko writes it, is ko's.
        #expect(
            Self.findings(product, "link-conflict").map { "\($0.location.path):\($0.location.line) \($0.message)" } == [
                "en/start.md:5 en links 'Console' to /console-guide, ko's edition of the page 'console-guide', "
                    + "as ko does; en has its own",
                // Beside the source's link with the same fragment, not its first to the page.
                "ja/start.md:7 ja links '上限' to /en/console-guide#limits, en's edition of the page 'console-guide', "
                    + "where ko links to /console-guide#limits; ja has its own",
            ])
    }

    @Test("link-conflict: a site serving every language's edition at one address; a link with another's part")
    func linksOneAddress() throws {
        let languages = ["ko", "en", "ja"]
        let product = try Self.reconcile("links-one-address", languages: languages, pages: ["start", "console-guide"])
        #expect(
            Self.findings(product, "link-conflict").map { "\($0.location.path):\($0.location.line) \($0.message)" } == [
                "en/start.md:5 en links 'Console Guide' to /ja/docs/console-guide#rules, ja's edition of the page "
                    + "'console-guide', where ko links to /docs/console-guide#rules; en has its own"
            ])
    }

    @Test("link-conflict: a link to a page the language does not have says so")
    func linksToMissingPage() throws {
        let product = try Self.reconcile(
            "links-missing-page", languages: ["ko", "en"], pages: [("ko", "start"), ("ko", "console"), ("en", "start")])
        #expect(
            Self.findings(product, "link-conflict").map { "\($0.location.path):\($0.location.line) \($0.message)" } == [
                "en/start.md:5 en links 'Console Guide' to console.md#managing-buckets, a page en does not have, "
                    + "where ko links to console.md#버킷-관리"
            ])
    }

    @Test("section-missing: the one section left over on each side under one parent is the same section, moved")
    func loneLeftovers() throws {
        // zh, an older edition, has the structure first; nothing in it is kept as it is.
        let product = try Self.reconcile("sections-lone-leftover", languages: ["ko", "zh"])
        #expect(Self.findings(product, "section-missing").map(\.message) == [])
    }

    @Test("section-missing: a page's first section a translation lacks stands before its next one, on that page")
    func firstSectionMissing() throws {
        // Titles come from front matter: the missing release is the page's first heading.
        let pages: [(String, String, String)] = [
            ("ko", "overview", "## 소개\n\n`MatchClient`를 씁니다.\n"),
            ("ko", "release-notes", "---\ntitle: 릴리스 노트\n---\n\n## 2025.03.18\n\n추가\n\n## 2025.01.14\n\n변경\n"),
            ("ja", "overview", "## 紹介\n\n`MatchClient`を使います。\n"),
            ("ja", "release-notes", "---\ntitle: リリースノート\n---\n\n## 2025.01.14\n\n変更\n"),
        ]
        let facts = pages.map { language, page, text in
            Fixture.facts(markdown: text, language: language, path: "\(language)/\(page).md", page: page)
        }
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "ja"]), facts: facts)
        #expect(
            Self.findings(product, "section-missing").map { "\($0.location) \($0.message)" } == [
                "ja/release-notes.md:5:1 ja has no section '2025.03.18' (ko: release-notes › 2025.03.18)"
            ])
    }

    @Test("section-missing: sections that link each its language's edition of one page are one section")
    func sectionsLinkingEditions() throws {
        let product = try Self.reconcile("sections-link-editions", languages: ["ko", "zh"])
        // Paired by place, zh's last section would be ko's 환불 조회, and 결과 코드 the one zh lacks.
        #expect(
            Self.findings(product, "section-missing").map(\.message) == [
                "zh has no section '환불 조회' (ko: API 가이드 › 환불 조회, with 2 sections below it)"
            ])
    }

    @Test("link-conflict: a page marked by its language's suffix is that language's edition of the page without one")
    func linksBySuffix() throws {
        let languages = ["ko", "en", "ja"]
        let facts = try languages.flatMap { language in
            try ["overview", "error-code", "faq"].map { page in
                let file = language == "ko" ? "\(page).md" : "\(page).\(language).md"
                return Fixture.facts(
                    markdown: try Fixture.text("rules/links-suffix/\(file)"), language: language, path: "docs/\(file)",
                    page: page)
            }
        }
        var product = ReconcilerTests.product(languages)
        product.languages = languages.map {
            LanguageConfig(folder: $0, bundle: $0, path: "docs", suffix: $0 == "ko" ? nil : $0)
        }
        // Each links its own edition of the FAQ; en's anchor is the one its heading does not have.
        #expect(
            Self.findings(Reconciler().reconcile(product, facts: facts), "link-conflict").map {
                "\($0.location.path):\($0.location.line) \($0.message)"
            } == [
                "docs/overview.en.md:6 en links 'Error Codes' to error-code.en.md#client-errors, a heading en's edition "
                    + "of error-code does not have (its own there is 'Client Result Codes'), where ko links to "
                    + "error-code.md#클라이언트-오류"
            ])
    }

    @Test(
        "param-missing: a row a translation lacks, after the row the source gives before it; its example's key is that row's"
    )
    func paramMissingPlace() throws {
        let product = try Self.reconcile("param-missing-place", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "param-missing").map { "\($0.location) \($0.message)" } == [
                "en/param-missing-place.md:8:3 en's table has no row region; ko lists it"
            ])
        // The key both examples hold and no table documents is reported once, at the key's line.
        #expect(
            Self.findings(product, "example-mismatch").map { "\($0.location) \($0.message)" } == [
                "ko/param-missing-place.md:18:1 the example's key \"traceId\" is not a documented field"
            ])
    }

    @Test("link-conflict: a heading whose explicit ID a translation changed, or dropped where its links use it")
    func headingIDs() throws {
        let product = try Self.reconcile("heading-ids", languages: ["ko", "en", "ja"])
        #expect(
            Self.findings(product, "link-conflict").map { "\($0.location.path):\($0.location.line) \($0.message)" } == [
                "en/heading-ids.md:3 en's heading 'Initialization' has the ID {#initialization} where ko's '초기화' has "
                    + "{#initialize}: links to #initialize do not reach it",
                "ja/heading-ids.md:7 ja's heading 'ログ送信' has no ID where ko's '로그 전송' has {#send}, which ja's links "
                    + "use: they do not reach it",
            ])
    }

    @Test("link-conflict: a page that writes the same link the same way in several places is one finding")
    func repeatedLinks() throws {
        // fr names a heading by its former fragment in three paragraphs: one finding at the first,
        // naming the others; its other link differs otherwise, and is a finding of its own.
        let product = try Self.reconcile("links-repeated", languages: ["en", "fr"])
        let conflicts = Self.findings(product, "link-conflict")
        #expect(
            conflicts.map(\.message) == [
                "fr links 'résoudre les problèmes sur le forum' to help.md#answer-issues-on-the-forum where en links "
                    + "to help.md#answer-questions-on-the-forum, and so do 2 more links of the page (lines 9, 13)",
                "fr links 'relisent les pull requests' to help.md#relire-les-pull-requests where en links to "
                    + "help.md#review-pull-requests",
            ])
        #expect(conflicts.map(\.location.line) == [5, 17])
        #expect(conflicts.first?.related.map(\.location.line) == [5, 9, 13])
    }

    @Test("link-conflict: a fragment written without the accents of its heading's title points to it")
    func fragmentsWithoutAccents() throws {
        // MkDocs writes `Vous êtes pressés ?` as `#vous-etes-presses`, GitHub as `#vous-êtes-pressés-`.
        let product = try Self.reconcile("links-accents", languages: ["en", "fr"])
        #expect(Self.findings(product, "link-conflict").isEmpty)
        #expect(LinkConflictRule.fragmentKey("Vous êtes pressés ?") == "vousetespresses")
        #expect(LinkConflictRule.fragmentKey("vous-êtes-pressés-") == "vousetespresses")
        #expect(LinkConflictRule.fragmentKey("Wydajność") == "wydajnosc")
        // Korean, Japanese and Chinese keep their letters (a Hangul syllable is not taken apart).
        #expect(LinkConflictRule.fragmentKey("오류 코드") == "오류코드")
        #expect(LinkConflictRule.fragmentKey("データベース") == "データベース")
    }

    @Test("link-conflict: a heading of a page errata does not read, named in each guide's language, is not compared")
    func linksToHeadingsOutside() throws {
        // Each guide names the other manual's heading in its own language (`#기본-앱-설정`,
        // percent-encoded Japanese, `#default-applications`), and so does each guide's link to its
        // own edition of another product's page (`/en/common/errors/#error-codes`); English
        // fragments of one page are still compared.
        let product = try Self.reconcile("links-outside", languages: ["ko", "ja", "en"])
        #expect(
            Self.findings(product, "link-conflict").map(\.message) == [
                "ja links 'ログイン設定' to https://example.com/login#login-options where ko links to "
                    + "https://example.com/login#login-settings"
            ])
        #expect(LinkConflictRule.hasTranslatedFragment("a#%EC%98%A4"))
        #expect(LinkConflictRule.hasTranslatedFragment("#오류"))
        #expect(!LinkConflictRule.hasTranslatedFragment("https://example.com/%EC%98%A4#errors-%20x"))
        #expect(!LinkConflictRule.hasTranslatedFragment("page.md"))
        // A `%` and one hex digit is no escape of a byte.
        #expect(!LinkConflictRule.hasTranslatedFragment("#%8z"))
        #expect(!LinkConflictRule.hasTranslatedFragment("#100%8"))
    }

    @Test("link-conflict: a link is shown beside the source's link at the same place among the section's links")
    func linkPlaces() throws {
        // ko's second link names no heading (its page's is `사진 가져오기`); zh's second leads to
        // its import section: zh's is reported beside ko's second link, not its first.
        let product = try Self.reconcile("links-places", languages: ["ko", "zh"])
        let conflicts = Self.findings(product, "link-conflict")
        #expect(conflicts.map(\.message) == ["zh links '导入照片' to #导入照片 where ko links to #사진-가져오기-방법"])
        #expect(conflicts.first?.related.first?.location.column == 21)
    }

    @Test("Sections with the same explicit ID ({#id}) are one section, whatever their titles")
    func headingAnchors() throws {
        let product = try Self.reconcile("anchors", languages: ["ko", "en"])
        #expect(product.findings.map { "\($0.rule) \($0.fact)" } == ["section-missing 로그인 › 개요"])
        let en = try Fixture.facts("rules/anchors/en.md", language: "en")
        #expect(en.headings.map(\.title) == ["Login", "Error codes", "Contact us"])
        #expect(en.headings.map(\.anchor) == ["login", "error-codes", "contact"])
        #expect(PageLayout.splittingAnchor("Login {#login .tab}") == ("Login", "login"))
        #expect(PageLayout.splittingAnchor("{#only}") == ("{#only}", "only"))
        // Python-Markdown's and kramdown's attribute lists.
        for title in ["Login { #login }", "Login {: #login }", "Login {.tab #login}"] {
            #expect(PageLayout.splittingAnchor(title) == ("Login", "login"))
        }
        for title in ["Set {x}", "Use {#}", "Title {# spaced}", "a {#b} c", "Login"] {
            #expect(PageLayout.splittingAnchor(title) == (title, nil))
        }
    }

    @Test("section-missing: a release heading whose date says another release is not its source's, whatever its ID")
    func releaseHeadingIDs() throws {
        let product = try Self.reconcile("release-ids", languages: ["en", "ja"])
        #expect(
            Self.findings(product, "section-missing").map(\.message) == [
                "en's '2024-06-11' and ja's '2024-06-18' could not be aligned (en: Release notes › 2024-06-11)"
            ])
    }

    @Test("link-conflict: links to headings of another page point to the headings' sections")
    func linksToOtherPages() throws {
        let facts = try ["ko", "en"].flatMap { language in
            try ["guide", "errors"].map { page in
                let path = "\(language)/\(page).md"
                let text = try Fixture.text("rules/links-pages/" + path)
                let document = SourceDocument(product: "demo", language: language, page: page, path: path, text: text)
                return FactExtractor().extract(DocumentParser().parse(document))
            }
        }
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts)
        // `errors.md#오류-코드`, `./errors#%EC%A0%9C%EC%9E%AC` and `../ko/errors/#오류-코드` are the
        // English guide's `errors.md#error-codes`, `./errors#bans` and `../en/errors/#error-codes`;
        // the Contact section's link leads to another heading than the Korean one's.
        let conflicts = Self.findings(product, "link-conflict")
        #expect(
            conflicts.map { "\($0.location.path):\($0.location.line) \($0.message)" } == [
                "en/guide.md:10 en links 'how to reach us' to errors.md#error-codes where ko links to errors.md#문의"
            ])

        let pages = ["ko/guide.md": 0, "ko/errors.md": 1, "docs/ko/errors.markdown": 2, "ko/setup.mdx": 3]
        let cases: [(String, String, (Int, Substring)?)] = [
            ("errors.md#a", "ko/guide.md", (1, "a")),
            ("./errors#a", "ko/guide.md", (1, "a")),
            ("../ko/errors/#a", "ko/guide.md", (1, "a")),
            ("errors.md?x=1#a", "ko/guide.md", (1, "a")),
            ("../errors#a", "docs/ko/sub/page.md", (2, "a")),
            ("%65rrors.md#a", "ko/guide.md", (1, "a")),
            ("errors.md", "ko/guide.md", nil),
            ("errors.md#", "ko/guide.md", nil),
            ("/ko/errors.md#a", "ko/guide.md", nil),
            ("https://example.com/ko/errors.md#a", "ko/guide.md", nil),
            ("../../errors.md#a", "ko/guide.md", nil),
            ("missing.md#a", "ko/guide.md", nil),
            ("setup.mdx#a", "ko/guide.md", (3, "a")),
            ("./setup#a", "ko/guide.md", (3, "a")),
        ]
        for (destination, from, expected) in cases {
            let linked = LinkConflictRule.linkedPage(destination, from: from, pages: pages)
            #expect(linked?.page == expected?.0, "\(destination) from \(from)")
            #expect(linked?.fragment == expected?.1, "\(destination) from \(from)")
        }
        // From a page marked by a suffix (MkDocs), the same language's version of the page first.
        let suffixed = ["docs/errors.md": 0, "docs/errors.ko.md": 1, "docs/setup.md": 2]
        for (destination, expected) in [("errors.md#a", 1), ("./errors#a", 1), ("setup.md#a", 2), ("setup#a", 2)] {
            let linked = LinkConflictRule.linkedPage(
                destination, from: "docs/login.ko.md", pages: suffixed, suffix: "ko")
            #expect(linked?.page == expected, "\(destination)")
        }
        #expect(LinkConflictRule.linkedPage("errors.md#a", from: "docs/login.md", pages: suffixed)?.page == 0)
    }

    @Test(
        "link-conflict: a site address of a page read points to its heading's section; a third language's edition is reported"
    )
    func linksBySiteAddress() throws {
        let facts = try ["ko", "en", "zh"].flatMap { language in
            try ["guide", "start"].map { page in
                let path = "\(language)/\(page).md"
                let text = try Fixture.text("rules/links-site/" + path)
                let document = SourceDocument(product: "demo", language: language, page: page, path: path, text: text)
                return FactExtractor().extract(DocumentParser().parse(document))
            }
        }
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en", "zh"]), facts: facts)
        // en's `#set-user-id` and ko's `#userid` name one heading of each language's page; zh links
        // the English edition's. zh's link to the Korean Gateway page, written as ko's, is compared
        // with ko's (not with en's, whose text it shares).
        #expect(
            Self.findings(product, "link-conflict").map { "\($0.location.path) \($0.message)" } == [
                "zh/guide.md zh links '设置用户 ID' to /docs/en/start/#set-user-id, en's edition of the page 'start', "
                    + "where ko links to /docs/ko/start/#userid; zh has its own"
            ])
        let languages = LinkConflictRule.LanguageCodes(ReconcilerTests.product(["ko", "en"]).languages)
        let pages = LinkConflictRule.pagesByLanguageAndName(facts)
        let cases: [(String, Int?)] = [
            ("/docs/ko/start/#a", 1),
            ("https://docs.example.com/EN/Demo/en/start.html#a", 3),
            ("/docs/ko/start/", nil),
            ("/docs/start/#a", nil),
            ("/docs/ko/#a", nil),
            ("start/#a", nil),
            ("/docs/ja/start/#a", nil),
        ]
        for (destination, expected) in cases {
            #expect(
                LinkConflictRule.sitePage(destination, languages: languages, pages: pages)?.page == expected,
                "\(destination)")
        }
    }

    @Test("section-missing: a page a language lacks altogether is one finding, where the page would be or is")
    func missingPage() throws {
        func facts(_ pages: [(language: String, page: String, file: String)]) throws -> [DocumentFacts] {
            try pages.map { language, page, file in
                let text = try Fixture.text("rules/links-pages/\(language)/\(file).md")
                let path = "docs/\(language)/\(page).markdown"
                let document = SourceDocument(product: "demo", language: language, page: page, path: path, text: text)
                return FactExtractor().extract(DocumentParser().parse(document))
            }
        }
        let product = Reconciler().reconcile(
            ReconcilerTests.product(["ko", "en"]),
            facts: try facts([("ko", "guide", "guide"), ("ko", "errors", "errors"), ("en", "guide", "guide")]))
        let missing = Self.findings(product, "section-missing")
        #expect(
            missing.map { "\($0.location) \($0.language) \($0.fact): \($0.message)" } == [
                "docs/en/errors.markdown en page errors: en has no page 'errors' (ko: docs/ko/errors.markdown, 4 sections)"
            ])
        #expect(missing.first?.related.map(\.location.description) == ["docs/ko/errors.markdown:1:1"])

        // A language that lacks most pages (and at least ten): one finding for them all.
        let begun = Reconciler().reconcile(
            ReconcilerTests.product(["ko", "en"]),
            facts: try facts(
                (1...12).map { ("ko", String(format: "page%02d", $0), "guide") } + [("en", "page01", "guide")]))
        #expect(
            Self.findings(begun, "section-missing").map { "\($0.location) \($0.language) \($0.fact): \($0.message)" }
                == [
                    "docs/en/page02.markdown en pages: en has 1 of ko's 12 pages (11 missing: 'page02', 'page03', "
                        + "'page04', 'page05', 'page06' and 6 more)"
                ])

        // So does one that has most pages but lacks ten or more (the rest shown in the source
        // language): their list, not one finding per page.
        let partial = Reconciler().reconcile(
            ReconcilerTests.product(["ko", "en"]),
            facts: try facts(
                (1...24).map { ("ko", String(format: "page%02d", $0), "guide") }
                    + (1...14).map { ("en", String(format: "page%02d", $0), "guide") }))
        #expect(
            Self.findings(partial, "section-missing").map { "\($0.location) \($0.language) \($0.fact): \($0.message)" }
                == [
                    "docs/en/page15.markdown en pages: en has 14 of ko's 24 pages (10 missing: 'page15', 'page16', "
                        + "'page17', 'page18', 'page19' and 5 more)"
                ])

        // A page the source language lacks: one finding at it, not one per heading it has or lacks.
        let extra = Reconciler().reconcile(
            ReconcilerTests.product(["ko", "en"]),
            facts: try facts([
                ("ko", "guide", "guide"), ("ko", "errors", "errors"), ("en", "guide", "guide"),
                ("en", "errors", "errors"), ("en", "extra", "errors"),
            ]))
        #expect(
            Self.findings(extra, "section-missing").map { "\($0.location) \($0.language) \($0.fact): \($0.message)" }
                == [
                    "docs/en/extra.markdown:1:1 ko page extra: ko has no page 'extra' matching en's (4 sections)"
                ])

        // A language whose pages have other names than the source's is aligned to the source's
        // first page: it lacks no page.
        let renamed = Reconciler().reconcile(
            ReconcilerTests.product(["ko", "en"]),
            facts: try facts([("ko", "guide", "guide"), ("ko", "errors", "errors"), ("en", "start", "guide")]))
        #expect(!Self.findings(renamed, "section-missing").contains { $0.fact.hasPrefix("page ") })
    }

    @Test("link-conflict: each guide may link to its own language's page, not to a third language's")
    func localizedLinks() throws {
        let product = try Self.reconcile("links-localized", languages: ["ko", "en", "zh"])
        let conflicts = Self.findings(product, "link-conflict").map { "\($0.language) \($0.message)" }
        #expect(
            conflicts == [
                "en en links 'the console' to ../../zh/console.md where ko links to ../../ko/console.md",
                "zh zh links 'Gamebase' to https://docs.example.com/zh/Game/Gamebase/zh/aos-started/#start where ko "
                    + "links to https://docs.example.com/ko/Game/Gamebase/ko/aos-started/#initialize",
            ])
        #expect(
            LinkTargets.localized("../../KO/a.ko.md?lang=ko#ko-x", codes: [Array("ko".utf8)])
                == "../../{lang}/a.md?lang={lang}#ko-x")
        #expect(
            LinkTargets.localized("https://example.com/kor/book", codes: [Array("ko".utf8)])
                == "https://example.com/kor/book")
        let zh = LinkTargets.languageCodes(LanguageConfig(folder: "zh", bundle: "zh-Hans"))
        #expect(LinkTargets.localized("/zh-HANS/a/zh/b", codes: zh) == "/{lang}/a/{lang}/b")
    }

    @Test("link-conflict: a translation that keeps the source's link to its edition of a page the translation has")
    func linksToSourceEdition() throws {
        let pages = ["ko": ["guide", "error-code", "console"], "en": ["guide", "error-code"]]
        let facts = try ["ko", "en"].flatMap { language in
            try pages[language]!.map { page in
                Fixture.facts(
                    markdown: try Fixture.text("links-source-edition/\(language)/\(page).md"), language: language,
                    path: "\(language)/\(page).md", page: page)
            }
        }
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts)
        // Not the console, which the English guide lacks, nor another product's page of the same name.
        #expect(
            Self.findings(product, "link-conflict").map { "\($0.location) \($0.message)" } == [
                "en/guide.md:3:9 en links 'error codes' to /Game/Demo/ko/error-code, ko's edition of the page "
                    + "'error-code', as ko does; en has its own"
            ])
    }

    @Test("link-conflict: the same page with another fragment; identical links are fine")
    func links() throws {
        let product = try Self.reconcile("links", languages: ["ko", "en"])
        let conflicts = Self.findings(product, "link-conflict")
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.language == "en")
        #expect(conflicts.first?.message.contains("./oper-app/#authentication") == true)
    }

    @Test("markdown-syntax: ####3.1.1 and an unmatched ** are reported; headings still start sections")
    func syntax() throws {
        let facts = Fixture.facts(markdown: try Fixture.text("rules/syntax/zh-Hant.md"), language: "zh-Hant")
        #expect(facts.headings.map(\.title) == ["3.登入介接", "3.1 流程說明", "3.1.1"])
        #expect(facts.headings.last?.path == ["3.登入介接", "3.1 流程說明", "3.1.1"])
        let product = Reconciler().reconcile(ReconcilerTests.product(["zh-Hant"]), facts: [facts])
        let lines = Self.findings(product, "markdown-syntax").map(\.location.line)
        #expect(lines == [1, 2, 3, 7])
    }

    @Test("markdown-syntax: an unmatched ** says which of its pair fails, as CommonMark pairs them")
    func emphasisFaults() throws {
        let facts = try Self.facts("syntax-emphasis-faults", languages: ["zh"])
        let findings = Self.findings(
            Reconciler().reconcile(ReconcilerTests.product(["zh"]), facts: facts), "markdown-syntax")
        #expect(
            findings.map { "\($0.location.line) \($0.message)" } == [
                "3 '**' is not read as emphasis here and shows on the page (an opening '**' right before punctuation "
                    + "needs a space or punctuation before it)",
                "4 neither this '**' nor the next is read as emphasis, and both show on the page (an opening '**' right "
                    + "before punctuation needs a space or punctuation before it, a closing '**' right after "
                    + "punctuation a space or punctuation after it)",
                "5 '**' is not read as emphasis here and shows on the page (a closing '**' right after punctuation "
                    + "needs a space or punctuation after it)",
                "6 '**' has no '**' on its line to pair with and shows on the page: add the '**' that closes it",
                "8 neither this '**' nor the next is read as emphasis, and both show on the page (an opening '**' right "
                    + "before punctuation needs a space or punctuation before it, a closing '**' right after "
                    + "punctuation a space or punctuation after it)",
                "9 '**' is not read as emphasis here and shows on the page: a '**' that does not pair on another line "
                    + "of its paragraph takes its partner",
            ])
    }

    @Test(
        "markdown-syntax under Python-Markdown: #Title is a heading and ** pairs in turn; an odd ** and a fence still show"
    )
    func syntaxUnderPythonMarkdown() throws {
        let facts = try Self.facts("syntax-renderer", languages: ["ko"])
        var product = ReconcilerTests.product(["ko"])
        let lines = { (product: ProductConfig) in
            Self.findings(Reconciler().reconcile(product, facts: facts), "markdown-syntax").map(\.location.line)
        }
        #expect(lines(product) == [1, 3, 5, 7])
        product.renderer = .pythonMarkdown
        // Line 5's third `**` stands between spaces: shown as it is, the other two pair.
        #expect(lines(product) == [7])
        let messages = Self.findings(Reconciler().reconcile(product, facts: facts), "markdown-syntax").map(\.message)
        #expect(messages.last?.contains("Python-Markdown shows '````' as text") == true, "\(messages)")
    }

    @Test("markdown-syntax: a code block the page ends in that swallows a component's closing tag is a warning")
    func fenceOpenInComponent() throws {
        let facts = try Self.facts("syntax-open-in-component", languages: ["en", "ko"])
        let findings = Self.findings(
            Reconciler().reconcile(ReconcilerTests.product(["en", "ko"]), facts: facts), "markdown-syntax")
        // A sample of markup closing its own tags is code: the page only ends inside it, a note.
        #expect(findings.map { "\($0.language):\($0.location.line) \($0.severity)" } == ["en:6 warning", "ko:6 note"])
    }

    @Test("markdown-syntax: a page ending inside a code block never closed is a note; under Python-Markdown a warning")
    func fenceOpenAtEnd() throws {
        let facts = try Self.facts("syntax-open-at-end", languages: ["en"])
        var product = ReconcilerTests.product(["en"])
        let findings = { (product: ProductConfig) in
            Self.findings(Reconciler().reconcile(product, facts: facts), "markdown-syntax")
        }
        #expect(findings(product).map { "\($0.location.line) \($0.severity)" } == ["3 note"])
        #expect(findings(product).first?.message.contains("the page ends inside it") == true)
        product.renderer = .pythonMarkdown
        #expect(findings(product).map { "\($0.location.line) \($0.severity)" } == ["3 warning"])
        #expect(findings(product).first?.message.contains("Python-Markdown shows '```' as text") == true)
    }

    @Test(
        "markdown-syntax: a translation's row that lost a cell the source's row has; a row whose cells past the header's hold text"
    )
    func tableRowCells() throws {
        let product = try Self.reconcile("table-row-cells", languages: ["ko", "en", "ja"])
        // A row short in the source too (either table's) is left as it is: trailing cells may be left out.
        #expect(
            Self.findings(product, "markdown-syntax").map { "\($0.language):\($0.location.line) \($0.message)" } == [
                "en:6 the 'throwable' row has 3 cells where its header has 4 and ko's row has them all: a cell was "
                    + "lost, so any cell after it stands under the next column's header; add the missing cell",
                "en:21 the 'MESSAGE_TOO_LONG' row has 2 cells where its header has 3 and ko's row has them all: a cell "
                    + "was lost, so any cell after it stands under the next column's header; add the missing cell",
                // A row of a table of neither parameters nor codes, known by its code span.
                "en:28 this row has 3 cells where its header has 4 and ko's row has them all: a cell was lost, so any "
                    + "cell after it stands under the next column's header; add the missing cell",
                // Known by its first cell, which every language writes alike (`2.7`).
                "en:36 this row has 3 cells where its header has 4 and ko's row has them all: a cell was lost, so any "
                    + "cell after it stands under the next column's header; add the missing cell",
                "ja:5 this row has more cells than its header's 4: the renderer drops '例: `INFO`' past them; add a "
                    + "column to the header or join the cells",
            ])
    }

    @Test("markdown-syntax under Python-Markdown: an admonition whose text is not indented under it shows empty")
    func emptyAdmonition() throws {
        let facts = try Self.facts("syntax-admonition", languages: ["en"])
        var product = ReconcilerTests.product(["en"])
        let findings = { (product: ProductConfig) in
            Self.findings(Reconciler().reconcile(product, facts: facts), "markdown-syntax")
        }
        // Other renderers show `!!!` as text: not theirs to report.
        #expect(findings(product).isEmpty)
        product.renderer = .pythonMarkdown
        #expect(
            findings(product).map { "\($0.location.line) \($0.message)" } == [
                "3 the text on line 4, under '!!! warning', is not indented by four spaces: Python-Markdown shows the "
                    + "admonition empty and the text as a paragraph after it; indent it"
            ])
        // A page whose admonitions all lost their indentation: one finding.
        let many = Fixture.facts(markdown: "!!! note\nOne.\n\n!!! tip\nTwo.\n\n!!! info\nThree.\n", language: "en")
        #expect(
            Self.findings(Reconciler().reconcile(product, facts: [many]), "markdown-syntax").map(\.message) == [
                "3 admonitions on this page (lines 1, 4, 7) have their text at the margin, not indented by four "
                    + "spaces under them: Python-Markdown shows them empty and the text as paragraphs after them; "
                    + "indent it"
            ])
    }

    @Test("markdown-syntax under Python-Markdown: an admonition's title in other quotes, or in none, is not read")
    func admonitionTitle() throws {
        let facts = try Self.facts("syntax-admonition-title", languages: ["ja"])
        var product = ReconcilerTests.product(["ja"])
        #expect(Self.findings(Reconciler().reconcile(product, facts: facts), "markdown-syntax").isEmpty)
        product.renderer = .pythonMarkdown
        // Classes in ASCII (Material's `inline end`), a title in ASCII quotes and an empty one are read.
        #expect(
            Self.findings(Reconciler().reconcile(product, facts: facts), "markdown-syntax").map {
                "\($0.location.line) \($0.message)"
            } == [
                "3 '!!! tip 「ポイント」' is no admonition: Python-Markdown reads a title only in ASCII double quotes, so "
                    + "the line and the text under it show as a paragraph; write '!!! tip \"ポイント\"'",
                "6 '参考' is not this admonition's title: Python-Markdown reads words after 'note' as classes, and titles "
                    + "the box 'Note'; write '!!! note \"参考\"'",
            ])
    }

    @Test("markdown-syntax: a step numbered without a space after its number is text run into the step before")
    func unspacedStep() throws {
        let facts = try Self.facts("syntax-unspaced-step", languages: ["ja"])
        var product = ReconcilerTests.product(["ja"])
        for renderer in [product.renderer, .pythonMarkdown] {
            product.renderer = renderer
            // `2.x` and `1.5` starting a paragraph, with no step beside them, are no steps.
            #expect(
                Self.findings(Reconciler().reconcile(product, facts: facts), "markdown-syntax").map {
                    "\($0.location.line) \($0.message)"
                } == [
                    "4 '2.' is not a numbered step here (it needs a space after '2.'): the line shows as text run "
                        + "into the one before"
                ])
        }
    }

    @Test(
        "quantity-conflict, number-conflict: a number every translation writes otherwise than the source is one finding"
    )
    func quantitySourceOdd() throws {
        let product = try Self.reconcile("quantity-source-odd", languages: ["en", "ko", "ja"])
        #expect(
            Self.findings(product, "quantity-conflict").map { "\($0.location) \($0.message)" } == [
                "en/quantity-source-odd.md:5:25 en writes 50 where every translation writes otherwise (ko 100개, ja 100 件): "
                    + "they were not updated, or en's text is wrong",
                "ko/quantity-source-odd.md:9:8 ko writes 20 MB where en writes 10 MB",
            ])
        // So does a name's number (number-conflict).
        #expect(
            Self.findings(product, "number-conflict").map { "\($0.location) \($0.message)" } == [
                "en/quantity-source-odd.md:13:10 en writes iOS 13 where every translation (ko, ja) writes iOS 14: they "
                    + "were not updated, or en's text is wrong"
            ])
    }

    @Test("markdown-syntax: a heading holding an image alone is no section, and a slip where the source's is none")
    func imageHeading() throws {
        let product = try Self.reconcile(
            "syntax-image-heading", languages: ["ko", "en", "ja"], pages: ["guide", "home"])
        // The logo every language's home page makes a heading of is not reported.
        #expect(
            Self.findings(product, "markdown-syntax").map { "\($0.location) \($0.message)" } == [
                "en/guide.md:3:1 '######' makes a heading of the image on this line: it opens a section without a title "
                    + "(and an empty entry in a table of contents); remove the '######' to show it in the text"
            ])
        #expect(Self.findings(product, "section-missing").isEmpty)
    }

    @Test("identifier-conflict: a translation's section names another identifier than the source's")
    func identifierConflict() throws {
        let product = try Self.reconcile("identifier-conflict", languages: ["ko", "en", "ja", "zh"])
        // Not compared: `userID` (case), WebViews (an inflected word), a link's target, an image's
        // alt text, retryLimit outside a code span, `extraOption` (like nothing of ko's), the
        // parameter table's renamed key (param-missing's), HTML tags and attribute lists (`{#…}`);
        // the status row, whose key each language translates, is compared.
        #expect(
            Self.findings(product, "identifier-conflict").map { "\($0.location) \($0.message)" } == [
                "en/identifier-conflict.md:11:22 en writes `onOrderFinished` where ko writes `onOrderCompleted`",
                // Alike in nothing, but the one name in a code span each side alone names.
                "ja/identifier-conflict.md:26:6 ja writes `total` where ko writes `amount`",
                "ko/identifier-conflict.md:7:8 ko writes `STATUS_DEFERRED` where every translation writes otherwise "
                    + "(en `STATUS_PENDING`, ja `STATUS_PENDING`, zh `STATUS_PENDING`): they were not updated, or ko's "
                    + "text is wrong",
            ])
        #expect(Self.findings(product, "param-missing").count == 1)
    }

    @Test("markdown-syntax: a paragraph indented into an admonition, or out of it, where the source's is not")
    func admonitionIndentation() throws {
        let facts = try Self.facts("syntax-admonition-indent", languages: ["ko", "en", "ja"])
        var product = ReconcilerTests.product(["ko", "en", "ja"])
        product.renderer = .pythonMarkdown
        // en and ja both keep the warning's sentence inside it: an edition, not a slip.
        #expect(
            Self.findings(Reconciler().reconcile(product, facts: facts), "markdown-syntax").map {
                "\($0.location) \($0.message)"
            } == [
                "en/syntax-admonition-indent.md:8:1 line 8 is indented under the admonition on line 5, where ko's "
                    + "paragraph stands after it: Python-Markdown shows it inside the box; move it to the margin",
                "ja/syntax-admonition-indent.md:22:1 line 22 stands at the margin after the admonition on line 19, "
                    + "where ko's paragraph is indented under it: Python-Markdown shows it after the box; indent it by "
                    + "four spaces",
            ])
        // Other renderers show no admonitions.
        product.renderer = .gfm
        #expect(Self.findings(Reconciler().reconcile(product, facts: facts), "markdown-syntax").isEmpty)
    }

    @Test("markdown-syntax: a link written with full-width brackets or parentheses is text")
    func fullWidthLinks() throws {
        let facts = try Self.facts("syntax-full-width-links", languages: ["ja"])
        // Parentheses around words, code spans and links in ASCII are none.
        #expect(
            Self.findings(Reconciler().reconcile(ReconcilerTests.product(["ja"]), facts: facts), "markdown-syntax")
                .map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                    "3:5 '[はじめに]（./start/#init）' is not a link: its parentheses are full-width, which no "
                        + "renderer reads; write them as '(' and ')'",
                    "4:1 '［設定］(./setup.md)' is not a link: its brackets are full-width, which no renderer reads; write "
                        + "them as '[' and ']'",
                    "5:1 '［API］（https://example.com/api）' is not a link: its brackets and parentheses are full-width, "
                        + "which no renderer reads; write them as '[', ']', '(' and ')'",
                ])
    }

    @Test("markdown-syntax: a link whose '[' was lost, or with a space before its '(', is text")
    func linksShownAsText() throws {
        let facts = try Self.facts("syntax-links-as-text", languages: ["en"])
        // A link whose text spans lines, parentheses around words, a task box, code spans and
        // escaped brackets are none.
        #expect(
            Self.findings(Reconciler().reconcile(ReconcilerTests.product(["en"]), facts: facts), "markdown-syntax")
                .map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                    "3:19 '[Contact us] (https://example.com/contact)' is not a link: the space between ']' and '(' "
                        + "keeps renderers from reading one, so the brackets and the address show as text; remove the "
                        + "space",
                    "5:1 'Default currency](https://example.com/images/currency.png)' is not an image: the '![' that "
                        + "opens its text is missing, so the text and the address show as they are; add it",
                    "7:1 'See Setup Guide](./setup.md#install)' is not a link: the '[' that opens its text is missing, "
                        + "so the text and the address show as they are; add it",
                ])
    }

    @Test("markdown-syntax: an HTML element whose end tag may not be left out, opened and never closed")
    func unclosedHTMLElement() throws {
        let facts = try Self.facts("syntax-unclosed-element", languages: ["zh"])
        // Elements closed, written as closing themselves, in comments, code spans or code are none.
        #expect(
            Self.findings(Reconciler().reconcile(ReconcilerTests.product(["zh"]), facts: facts), "markdown-syntax")
                .map { "\($0.location.line) \($0.message)" } == [
                    "3 the '<table>' opened here is never closed with '</table>': browsers take what follows into it "
                        + "or set it out of place; close it"
                ])
    }

    @Test("markdown-syntax: a table's rows without a delimiter row, or with one of other cells, are text")
    func tableRowsWithoutDelimiter() throws {
        let facts = try Self.facts("syntax-table-rows", languages: ["ja"])
        var product = ReconcilerTests.product(["ja"])
        for renderer in [product.renderer, .pythonMarkdown] {
            product.renderer = renderer
            // A table, a quoted table, one row alone and rows in code are no findings.
            #expect(
                Self.findings(Reconciler().reconcile(product, facts: facts), "markdown-syntax").map {
                    "\($0.location.line) \($0.message)"
                } == [
                    "3 lines 3–5 are a table's rows without the delimiter row under the header: they show as text, "
                        + "not a table; add '| --- | --- | --- |' after line 3",
                    "7 this table's delimiter row (line 8) has 3 cells where its header has 2: lines 7–9 show as text, "
                        + "not a table; give both as many cells",
                ])
        }
    }

    @Test("markdown-syntax under Python-Markdown: a ** between spaces shows and pairs with none, leaving its pair odd")
    func spacedStarsUnderPythonMarkdown() throws {
        let facts = try Self.facts("syntax-spaced", languages: ["ko"])
        var product = ReconcilerTests.product(["ko"])
        let findings = { (product: ProductConfig) in
            Self.findings(Reconciler().reconcile(product, facts: facts), "markdown-syntax")
        }
        #expect(findings(product).map(\.location.line) == [1, 3])
        product.renderer = .pythonMarkdown
        #expect(findings(product).map(\.location.line) == [3])
        // Line 3's `** 한 번**`: the spaced opener is the fault, at its own column.
        #expect(findings(product).first?.message.contains("'**' with a space after it opens nothing") == true)
        #expect(findings(product).first?.location.column == 6)
    }

    @Test("A declaration written with full-width colons is the API all the same, reported at its line")
    func fullWidthColons() throws {
        let product = try Self.reconcile("full-width-colon", languages: ["ko", "en"])
        #expect(Self.findings(product, "api-missing").isEmpty)
        let characters = Self.findings(product, "symbol-characters")
        #expect(characters.map { "\($0.language):\($0.location.line)" } == ["ko:4"])
        #expect(characters.first?.message.hasPrefix("setDebugMode: is written with full-width ：") == true)
    }

    @Test(
        "markdown-syntax: a code fence never closed that swallows headings, tables or fences; one that ends on code apart"
    )
    func unclosedFence() throws {
        let swallowed = try Fixture.facts("rules/unclosed-fence/swallowed.md")
        #expect(
            swallowed.syntaxIssues.map { "\($0.location.line) \($0.message)" } == [
                "3 the code block opened here with '````' is never closed: the 8 lines after it, headings and tables "
                    + "included, show as code; close it with '````'"
            ])
        // The table it swallowed defines nothing.
        #expect(swallowed.definitions.isEmpty)
        // One the page ends inside on code alone hides nothing: an issue of its own kind (a note).
        #expect(
            try Fixture.facts("rules/unclosed-fence/code-only.md").syntaxIssues.map(\.kind) == [
                .fenceOpenAtEnd(fence: "```")
            ])
        #expect(try Fixture.facts("rules/unclosed-fence/closed.md").syntaxIssues.isEmpty)
        // A fence closed only after a line that opens another; a fence written twice; a longer
        // fence that holds a shorter one, as Markdown allows.
        #expect(
            try Fixture.facts("rules/unclosed-fence/closed-late.md").syntaxIssues.map {
                "\($0.location.line) \($0.message)"
            } == [
                "3 the code block opened here with '```' is not closed before line 8, where '```kotlin' opens "
                    + "another: lines 4–9 show as one block of code; close it with '```' before line 8",
                "14 the code block opened here with '```' is not closed before line 16, where '```kotlin' opens "
                    + "another: lines 15–17 show as one block of code; remove this line",
            ])
    }

    @Test("A code block closed late is one finding: the heading it hides is not missing, its code no sample")
    func fenceClosedLate() throws {
        let product = try Self.reconcile("fence-closed-late", languages: ["en", "ko"])
        #expect(
            product.findings.map { "\($0.rule) \($0.location.path):\($0.location.line)" } == [
                "markdown-syntax ko/fence-closed-late.md:5"
            ])
    }

    @Test("api-conflict compares a selector's declarations page by page: two services' methods are no conflict")
    func apiConflictPerPage() throws {
        func page(_ type: String, _ name: String, _ language: String) -> DocumentFacts {
            let markdown = "# \(name)\n\n```objectivec\n+ (void)initWithConfiguration:(\(type) *)configuration;\n```\n"
            return Fixture.facts(markdown: markdown, language: language, path: "\(language)/\(name).md", page: name)
        }
        let facts = [
            page("DemoIAPConfiguration", "iap-ios", "ko"), page("DemoPushConfiguration", "push-ios", "ko"),
            page("DemoIAPConfiguration", "iap-ios", "en"), page("DemoPushConfiguration", "push-ios", "en"),
        ]
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts)
        #expect(Self.findings(product, "api-conflict").isEmpty)
        // One page's translation that declares it otherwise is still a conflict.
        let drifted = Reconciler().reconcile(
            ReconcilerTests.product(["ko", "en"]),
            facts: [facts[0], facts[1], page("DemoOtherConfiguration", "iap-ios", "en"), facts[3]])
        #expect(Self.findings(drifted, "api-conflict").map(\.location.path) == ["en/iap-ios.md"])
    }

    @Test("link-conflict: each guide's own version of a page, a generator's slug and ?hl= are localization")
    func linkLocalization() throws {
        func conflicts(_ ko: String, _ en: String) -> [String] {
            let product = ReconcilerTests.reconcile(
                ["ko": "## 설정\n\n\(ko)\n\n## 사용자 정보\n\n본문\n", "en": "## Setup\n\n\(en)\n\n## User ID\n\nText\n"],
                order: ["ko", "en"])
            return Self.findings(product, "link-conflict").map(\.message)
        }
        // Each guide links to its own language's version of another site's page, with its heading's slug.
        #expect(conflicts("[앱 키](/docs/ko/console/#appkey)", "[App key](/docs/en/console/#check-appkey)").isEmpty)
        // A generator's suffix for a title met twice on the page is not a word of the title.
        #expect(
            conflicts("[알림](/docs/ko/console/#google_1)", "[Notifications](/docs/en/console/#set-up-google-push)")
                .isEmpty)
        // A fragment no heading of the page makes (a generator's own slug for a Hangul title).
        #expect(conflicts("[사용자 ID](./page/#_2)", "[User ID](./page/#user-id)").isEmpty)
        #expect(
            conflicts("[설정](https://example.com/config?hl=ko)", "[Config](https://example.com/config?hl=en)").isEmpty)
        // One link more precise than the other: a heading of the page, a tab of a form.
        #expect(conflicts("[콘솔](./console)", "[Console](./console/#store)").isEmpty)
        #expect(conflicts("[문의](https://example.com/support?tab=3)", "[Support](https://example.com/support)").isEmpty)
        // Another page, or the English guide linking to the Korean version, is still reported.
        #expect(conflicts("[콘솔](/docs/ko/console/#start)", "[Console](/docs/en/console/#initialize)").count == 1)
        #expect(conflicts("[앱 키](/docs/ko/console/#appkey)", "[App key](/docs/ko/console/#appkey-en)").count == 1)
        #expect(
            conflicts("[설정](https://example.com/config?v=2)", "[Config](https://example.com/config?v=1)").count == 1)
    }

    @Test("untranslated: a page reported wholly in another language gets that one finding")
    func untranslatedInUntranslatedPage() throws {
        let english = String(repeating: "Install the app and sign in with your account before you pay. ", count: 6)
        let product = ReconcilerTests.reconcile(
            ["ko": "## 설치\n\n앱을 설치합니다.\n", "zh": "## Install\n\n\(english)\n\n앱을 설치합니다.\n"],
            order: ["ko", "zh"])
        #expect(Self.findings(product, "untranslated-page").count == 1)
        #expect(Self.findings(product, "untranslated").isEmpty)
    }

    @Test("untranslated: names in link and image targets and URLs are addresses, not text")
    func untranslatedTargets() throws {
        let en = Fixture.facts(
            markdown: """
                ## Blacklist

                ![Batch](http://image.example.com/4_5_블랙리스트_일괄_등록_en.png)
                See [the guide](../ko/가이드.md) or https://example.com/문서 for details. 일괄 등록
                """, language: "en")
        #expect(en.foreignText.map(\.text) == ["일괄 등록"])
    }

    @Test("untranslated: an image's alt text names a picture, not prose; text beside it still counts")
    func untranslatedAltText() throws {
        let en = Fixture.facts(markdown: try Fixture.text("rules/untranslated/en-alt-text.md"), language: "en")
        #expect(en.foreignText.map(\.text) == ["완료됨", "환불된 결제는 조회되지 않습니다"])
        #expect(en.foreignText.map(\.location.line) == [13, 15])
    }

    @Test("untranslated: an alt text left in Korean where another translation translates the same image's")
    func untranslatedKeptAltText() throws {
        let languages = ["ko", "en", "ja"]
        let product = try Self.reconcile("untranslated-alt-text", languages: languages)
        // ja translates the caption (another picture: the same place in the section); the figure
        // number alone and the screenshot's name every translation keeps are not reported.
        let findings = Self.findings(product, "untranslated")
        #expect(
            findings.map { "\($0.location) \($0.message)" } == [
                "en/untranslated-alt-text.md:7:1 Hangul text in the en guide under 'Structure', in an image's alt text "
                    + "(ja translates it): 물리적 구조"
            ])
        #expect(findings.first?.related.isEmpty == true)

        // Where every translation keeps the alt texts, none is reported.
        var facts = try Self.facts("untranslated-alt-text", languages: languages)
        facts[2] = Fixture.facts(
            markdown: try Fixture.text("rules/untranslated-alt-text/ja-kept.md"), language: "ja",
            path: "ja/untranslated-alt-text.md")
        let kept = Reconciler().reconcile(ReconcilerTests.product(languages), facts: facts)
        #expect(Self.findings(kept, "untranslated").isEmpty)

        // Text left on the page's lines and the alt text are one finding.
        facts = try Self.facts("untranslated-alt-text", languages: languages)
        facts[1] = Fixture.facts(
            markdown: try Fixture.text("rules/untranslated-alt-text/en.md") + "\n점수는 매일 초기화됩니다.\n",
            language: "en", path: "en/untranslated-alt-text.md")
        let folded = Reconciler().reconcile(ReconcilerTests.product(languages), facts: facts)
        #expect(
            Self.findings(folded, "untranslated").map { "\($0.location.line) \($0.message)" } == [
                "7 Hangul text in the en guide in 2 sections from 'Structure' to 'Console' on 2 lines (7–19), "
                    + "with an image's alt text (ja translates it): 물리적 구조 … 점수는 매일 초기화됩니다"
            ])
        #expect(Self.findings(folded, "untranslated").first?.related.map(\.message) == ["점수는 매일 초기화됩니다"])

        // An image the source page no longer shows: its Korean alt text is kept all the same.
        facts = try Self.facts("untranslated-alt-text", languages: languages)
        let state = "\n![[%@]](https://static.example.com/console/state.png)\n"
        facts[1] = Fixture.facts(
            markdown: try Fixture.text("rules/untranslated-alt-text/en.md") + String(format: state, "결제 상태 변경"),
            language: "en", path: "en/untranslated-alt-text.md")
        facts[2] = Fixture.facts(
            markdown: try Fixture.text("rules/untranslated-alt-text/ja.md") + String(format: state, "決済状態の変更"),
            language: "ja", path: "ja/untranslated-alt-text.md")
        let unshown = Reconciler().reconcile(ReconcilerTests.product(languages), facts: facts)
        #expect(
            Self.findings(unshown, "untranslated").first?.message
                == "Hangul text in the en guide in 2 sections from 'Structure' to 'Console' on 2 lines (7–19), in the alt texts of 2 "
                + "images (ja translates them): 물리적 구조 … 결제 상태 변경")
    }

    @Test("untranslated: a figure's number alone is no caption to translate")
    func figureLabels() {
        #expect(UntranslatedRule.isFigureLabel("그림 1"))
        #expect(UntranslatedRule.isFigureLabel("図12"))
        #expect(UntranslatedRule.isFigureLabel("그림 1.2"))
        #expect(!UntranslatedRule.isFigureLabel("그림 3 오름차순 정렬"))
        #expect(!UntranslatedRule.isFigureLabel("물리적 구조"))
        #expect(!UntranslatedRule.isFigureLabel("프로젝트 생성"))
    }

    @Test(
        "message-mismatch: status words left in English, Korean left in the English guide and the same words reworded are not another meaning"
    )
    func messageMismatchSameMeaning() throws {
        let facts = try ["ko", "en"].flatMap { language in
            try ["error-code", "chat"].map { page in
                Fixture.facts(
                    markdown: try Fixture.text("rules/message-mismatch/\(language)/\(page).md"), language: language,
                    path: "\(language)/\(page).md", page: page)
            }
        }
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts)
        let findings = Self.findings(product, "message-mismatch")
        // Only the message that says something else, in the source: the translation that follows
        // it is the source's finding. No other row beside it.
        #expect(findings.map(\.location.path) == ["ko/chat.md"])
        #expect(findings.map(\.location.line) == [9])
        #expect(findings.allSatisfy { $0.related.count == 1 })
        #expect(findings.map(\.fact) == ["message:DEMO_ERROR_BANNED"])
    }

    @Test(
        "A platform's page naming the reference's codes without their prefix is their spelling; a limits table citing codes defines none"
    )
    func platformShortNames() throws {
        let product = try Self.reconcile(
            "platform-short-names", languages: ["en", "ko"],
            pages: ["error-codes", "android/errors", "ios/errors", "limits"])
        // `NOT_INITIALIZED` on Android and `.notInitialized` on iOS are `DEMO_ERROR_NOT_INITIALIZED`
        // (1001); what a code means on one platform is no message to compare with the reference page's;
        // `| Events per batch | 500 | 4000 |` gives a limit, not a code's message.
        #expect(product.findings.isEmpty)
        let code = try #require(product.catalog.codes.first { $0.code == 1001 })
        #expect(code.symbol == "DEMO_ERROR_NOT_INITIALIZED")
        #expect(code.platforms?["android"] == "NOT_INITIALIZED")
    }

    @Test("message-mismatch: content words are case-folded and stemmed; function words do not count")
    func messageContentWords() {
        #expect(MessageMismatchRule.sayTheSame("SEND FAILED", "Failed to send the message."))
        #expect(MessageMismatchRule.sayTheSame("ALREADY SENT", "The message has already been sent"))
        #expect(MessageMismatchRule.sayTheSame("SEND FAILED (e.g. no network)", "Failed to send the message."))
        #expect(!MessageMismatchRule.sayTheSame("Timed out.", "The server is busy."))
        #expect(!MessageMismatchRule.sayTheSame("The server is busy.", "The server timed out."))
        #expect(MessageMismatchRule.withoutParentheses("SEND FAILED (예: 네트워크 오류)") == "SEND FAILED ")
    }

    @Test(
        "message-mismatch: a platform page's message that names its own call for the reference page's phrase says the same"
    )
    func messageNamesItsCall() {
        #expect(
            MessageMismatchRule.namesItsCall(
                "The SDK has not been initialized. Call configure(_:) first.",
                for: "The SDK has not been initialized. Call the initialization method first."))
        #expect(MessageMismatchRule.namesItsCall("SDK 尚未初始化。请先调用 Initialize()。", for: "SDK 尚未初始化。请先调用初始化方法。"))
        #expect(MessageMismatchRule.namesItsCall("`initialize()`를 먼저 호출하세요.", for: "초기화 메서드를 먼저 호출하세요."))
        // Another sentence around the call is another message.
        #expect(!MessageMismatchRule.namesItsCall("Call reset() to retry.", for: "The server is under maintenance."))
        #expect(!MessageMismatchRule.namesItsCall("Timed out.", for: "The server timed out."))
    }

    @Test("page-corrupt: merge markers are reported once, and no other finding is built on the page")
    func corruptPage() throws {
        let ko = "# 릴리스 노트\n\n## 2.1.0\n\n로그인 오류를 수정했습니다.\n"
        let en = "# Release notes\n\n<<<<<<< HEAD\n## 2.1.0\n\n로그인 오류를 수정했습니다.\n=======\n## 2.0.0\n>>>>>>> release\n"
        let product = ReconcilerTests.reconcile(["ko": ko, "en": en], order: ["ko", "en"])
        #expect(
            product.findings.map { "\($0.rule) \($0.location.path):\($0.location.line)" } == [
                "page-corrupt en/page.md:3"
            ])
        // Without the markers, the same page's drift is reported.
        let clean = en.replacingOccurrences(of: "<<<<<<< HEAD\n", with: "").replacingOccurrences(
            of: ">>>>>>> release\n", with: "")
        let fixed = ReconcilerTests.reconcile(["ko": ko, "en": clean], order: ["ko", "en"])
        #expect(fixed.findings.contains { $0.rule == "untranslated" })
    }

    @Test("page-corrupt: most of a page written out again from a later heading; an API's repeated headings are not")
    func partlyRepeatedPage() throws {
        let part = (1...5).map { "## Step \($0)\n\nDo step \($0).\n" }.joined(separator: "\n")
        let doubled = "# Guide\n\n## Start\n\nRead first.\n\n" + part + "\n" + part
        let facts = Fixture.facts(markdown: doubled, language: "en")
        #expect(
            facts.corruptions.map { "\($0.location.line) \($0.message)" } == [
                "27 the page's content is written out twice: 'Step 1' and the 4 headings after it start again here; "
                    + "keep one copy"
            ])
        // Each API's `Request`, `Response` and `Example` come again under each API: not a copy.
        let apis = (1...4).map { "## API \($0)\n\n### Request\n\n### Response\n\n### Example\n" }.joined(
            separator: "\n")
        #expect(Fixture.facts(markdown: "# APIs\n\n" + apis, language: "en").corruptions.isEmpty)
    }

    @Test("page-corrupt: releases that each have the same subsections repeat titles, not the page")
    func repeatedSubsections() throws {
        // Release notes whose releases are components, not headings: `Added` and `Fixed` come again
        // over other text.
        let releases = (1...3).map {
            "<Update label=\"2.\($0).0\">\n### Added\n\n- Feature \($0).\n\n### Fixed\n\n- Bug \($0).\n</Update>\n"
        }
        #expect(Fixture.facts(markdown: releases.joined(separator: "\n"), language: "en").corruptions.isEmpty)
        let twice = "### Added\n\n- Feature.\n\n### Fixed\n\n- Bug.\n"
        #expect(Fixture.facts(markdown: twice + "\n" + twice, language: "en").corruptions.count == 1)
    }

    @Test("markdown-syntax: stars written to be seen (\\*\\*, 2**20, (**), a ** b, masks) are not reported")
    func literalStars() throws {
        let facts = Fixture.facts(markdown: try Fixture.text("rules/syntax-escaped/en.md"), language: "en")
        // Line 5's failed pair, line 7's \\**x and **[y]**z, and line 13's dangling marker; not
        // the escaped stars of line 3, nor the literal ones of lines 9, 11 and 15.
        #expect(facts.syntaxIssues.map(\.location.line) == [5, 7, 13])
        let line = Substring("a ** b, 2**20 \\** \\\\**x **[y]**z\u{3000}**\u{3000} (**) '**' ab****cd 가**'나")
        let whole = SourceRange(
            start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: line.utf8.count))
        // \\**x, the two of **[y]**z, and 가**'나; not those between spaces or letters, in a pair, escaped, or long.
        let stars = FactExtractor.markerLikeStars(line, columns: whole)
        #expect(stars.runs == 4)
        // The first is the one a finding points at.
        #expect(stars.firstColumn == 21)
    }

    @Test("markdown-syntax: a fence meant to close code opened with two backticks says so")
    func shortFenceOpener() {
        let markdown = "# Guide\n\n## Buy\n\n``java\nbuy(item)\n````\n\n## Refund\n\nText.\n"
        let issues = Fixture.facts(markdown: markdown, language: "en").syntaxIssues
        #expect(issues.map(\.location.line) == [7])
        #expect(issues.first?.kind == .unclosedFence(fence: "````", shortOpener: 5))
        #expect(issues.first?.message.hasPrefix("line 5's two backticks open no code block") == true)
        #expect(
            issues.first.map { MarkdownSyntaxRule.message(of: $0, under: .pythonMarkdown) }?.contains(
                "Python-Markdown shows the lines from 5 to here as text") == true)
        // A fence with nothing of the kind above it keeps its own message.
        let plain = Fixture.facts(markdown: "# Guide\n\nText.\n\n```java\nbuy(item)\n", language: "en")
        #expect(plain.syntaxIssues.first?.message.hasPrefix("the code block opened here") == true)
    }

    @Test("markdown-syntax: a '**' between spaces meant to open or close a pair is the fault, not its partner")
    func spacedStars() {
        let markdown = "# Guide\n\nGo to ** File > Add** now.\n\nPress **Save ** to keep it.\n\nSee a ** b here.\n"
        let issues = Fixture.facts(markdown: markdown, language: "en").syntaxIssues
        #expect(
            issues.map { "\($0.location.line):\($0.location.column) \($0.kind)" } == [
                "3:7 unmatchedEmphasis(pairedOnLine: false, spaced: Optional(ErrataCore.SpacedMarker.opener))",
                "5:14 unmatchedEmphasis(pairedOnLine: false, spaced: Optional(ErrataCore.SpacedMarker.closer))",
            ])
        #expect(issues.first?.message.hasPrefix("'**' with a space after it opens nothing") == true)
        // Python-Markdown shows them too: its message is the same.
        #expect(MarkdownSyntaxRule.shows(issues[0], under: .pythonMarkdown))
        #expect(
            MarkdownSyntaxRule.message(of: issues[1], under: .pythonMarkdown).hasSuffix("remove the space before it"))
    }

    @Test("example-mismatch: \"vaild\" against the documented valid; a matching example is fine")
    func example() throws {
        let facts = Fixture.facts(markdown: try Fixture.text("rules/example/zh-Hant.md"), language: "zh-Hant")
        #expect(facts.examples.map(\.keys) == [["vaild", "msgId", "msg"], ["valid", "uid"]])
        let product = Reconciler().reconcile(ReconcilerTests.product(["zh-Hant"]), facts: [facts])
        let mismatches = Self.findings(product, "example-mismatch").filter { $0.severity != .note }
        #expect(mismatches.count == 1)
        #expect(mismatches.first?.location.line == 10)
        #expect(mismatches.first?.message.contains("did you mean \"valid\"") == true)
    }

    @Test(
        "example-mismatch: dotted fields are paths, a table may follow its example, a shared envelope is documented")
    func exampleShapes() throws {
        let facts = Fixture.facts(markdown: try Fixture.text("rules/example-shapes/en.md"), language: "en")
        let product = Reconciler().reconcile(ReconcilerTests.product(["en"]), facts: [facts])
        // Only the refund example's typo (the field it stands for is not reported again as left
        // out): its `header` is the envelope documented once at the top, the order example's nested
        // fields are its table's dotted ones, and the cancel example's table of its result's fields
        // follows it.
        #expect(
            Self.findings(product, "example-mismatch").map { "\($0.location.line) \($0.message)" } == [
                "48 the example's key \"amonut\" is not a documented field; did you mean \"amount\"?"
            ])
    }

    @Test("example-mismatch: a key under an object the table documents field by field, beside its counterpart")
    func exampleNestedKeys() throws {
        let facts = Fixture.facts(markdown: try Fixture.text("rules/example-nested/en.md"), language: "en")
        let product = Reconciler().reconcile(ReconcilerTests.product(["en"]), facts: [facts])
        // `content.ko` is one of the messages per language the table documents without naming them.
        #expect(
            Self.findings(product, "example-mismatch").map { "\($0.location.line) \($0.message)" } == [
                "8 the example's key \"result.userID\" is not a documented field; did you mean \"result.userId\"?"
            ])
    }

    @Test("API versions: each page's result codes a group of its own; a migration table cross-references them")
    func apiVersions() throws {
        let product = try Self.reconcile(
            "api-versions", languages: ["ko", "en"],
            pages: ["error-codes", "api-v1", "api-v2", "migration", "overview"])
        // v1's and v2's tables, titled alike, are named by their pages; the migration table, all of
        // whose codes they give, is neither; the deprecated codes listed as bullets are the SDK's.
        #expect(
            product.catalog.codes.map { "\($0.group ?? "-") \($0.code) \($0.symbol)" } == [
                "Result Codes (api-v1) -1009 GUILD_LOCKED", "Result Codes (api-v1) -1007 PERMISSION_DENIED",
                "Result Codes (api-v1) -1005 GUILD_FULL", "Result Codes (api-v1) -1004 MEMBER_NOT_FOUND",
                "Result Codes (api-v1) -1001 INVALID_GUILD_NAME", "- 3013 GUILD_FULL", "- 3014 PERMISSION_DENIED",
                "- 3090 GUILD_LEGACY_TOKEN", "- 3091 GUILD_V1_ENDPOINT",
                "Result Codes (api-v2) 4001 INVALID_GUILD_NAME",
                "Result Codes (api-v2) 4004 MEMBER_NOT_FOUND", "Result Codes (api-v2) 4005 GUILD_FULL",
                "Result Codes (api-v2) 4007 PERMISSION_DENIED", "Result Codes (api-v2) 4009 ROLE_LIMIT_EXCEEDED",
            ])
        #expect(
            product.catalog.leftOut?.filter { $0.reason.contains("Result Code Changes group") }.count == 6)
        // `GUILD_FULL`(4005) names v2's code; en's bullet misspells its code's symbol; en's overview
        // links v1's page where ko links v2's.
        #expect(
            product.findings.map { "\($0.rule) \($0.location) \($0.message)" } == [
                "symbol-typo en/error-codes.md:13:13 en writes GUILD_V1_ENDPOINT (3091) as GUILD_V1_ENDPIONT; the "
                    + "other rows with this number write GUILD_V1_ENDPOINT",
                "link-conflict en/overview.md:6:13 en links 'Server API' to ./api-v1/ where ko links "
                    + "'서버 API v2' to ./api-v2/",
            ])
    }

    @Test("code-conflict: a table of a field's named values is no table of errors, and its numbers are compared")
    func valueTables() throws {
        let product = try Self.reconcile("value-table", languages: ["ko", "ja"])
        // Under a heading about errors, a header of values heads the error codes.
        #expect(product.catalog.codes.map(\.symbol) == ["NOT_READY"])
        #expect(
            product.catalog.setAside?.map(\.names) == [
                ["SPAM", "PERSONAL_INFO", "COPYRIGHT", "OTHER"], ["SPAM", "PERSONAL_INFO", "COPYRIGHT", "OTHER"],
            ])
        #expect(
            Self.findings(product, "code-conflict").map { "\($0.location) \($0.severity) \($0.message)" } == [
                "ja/value-table.md:11:3 warning ja gives COPYRIGHT the value 7 where ko gives 6"
            ])
    }

    @Test("link-conflict: a translation's link at the place of a page it lacks, to a page it then links twice")
    func linkCopiedFromTheLineAbove() throws {
        let product = try Self.reconcile("links-copied", languages: ["ko", "zh"], pages: ["index", "rest", "mqtt"])
        #expect(
            Self.findings(product, "link-conflict").map { "\($0.location) \($0.message)" } == [
                "zh/index.md:6:4 zh links 'MQTT 主题' to rest.md where ko links 'MQTT 토픽' to mqtt.md"
            ])
    }

    @Test("link-conflict: a section whose code block, closed late, swallows the next heading is not compared")
    func linkAfterLateFence() throws {
        let product = try Self.reconcile("link-late-fence", languages: ["ko", "ja"])
        // Both of ja's links are right: the second only stands, as rendered, in the first section.
        #expect(Self.findings(product, "link-conflict").isEmpty)
        #expect(Self.findings(product, "markdown-syntax").map(\.location.line) == [7])
    }

    @Test("example-mismatch: a translation's example giving a key a value of another kind than the source's")
    func exampleRetypedValue() throws {
        let product = try Self.reconcile("example-retyped", languages: ["en", "ko", "ja"])
        // A localized string, or a null for a string, is no other kind.
        #expect(
            Self.findings(product, "example-mismatch").map { "\($0.location) \($0.message)" } == [
                "ja/example-retyped.md:4:1 the ja example gives refreshable as a string where en's gives a boolean",
                "ko/example-retyped.md:4:1 the ko example gives expires_in as a string where en's gives a number",
            ])
    }

    @Test("example-mismatch: what a request sends in its address or headers, and optional fields, no example needs")
    func exampleRequestParameters() throws {
        let facts = Fixture.facts(markdown: try Fixture.text("rules/example-request/en.md"), language: "en")
        let product = Reconciler().reconcile(ReconcilerTests.product(["en"]), facts: [facts])
        // The path's and query's parameters (from the endpoint, or the table's `In` column), the
        // header and the optional password are no omission; the required topic is; a response
        // example shares no field with a table of the address's parameters; the one key the
        // example lacks beside the one field it lacks is that field renamed. A table of a GET's
        // parameters, of a request's, or of a section beside the example's sharing one key, documents
        // another object than the example (a response, a webhook's body).
        #expect(
            Self.findings(product, "example-mismatch").map { "\($0.location.line) \($0.message)" } == [
                "31 the table documents fields none of its examples holds: topic",
                "42 the example's key \"timeZone\" is not a documented field; did you mean \"timezoneId\"?",
            ])
    }

    @Test("example-mismatch: a table's array paths are the examples' paths; one note for what no example holds")
    func exampleArrayPaths() throws {
        let facts = Fixture.facts(markdown: try Fixture.text("rules/example-array-paths/en.md"), language: "en")
        let product = Reconciler().reconcile(ReconcilerTests.product(["en"]), facts: [facts])
        // Each platform's example leaves out the other's field; only the field neither holds is reported.
        #expect(
            Self.findings(product, "example-mismatch").map { "\($0.location.line) \($0.message)" } == [
                "18 the table documents fields none of its examples holds: data[0].hookCount"
            ])
    }

    @Test("code-unlisted: beside a result table's SUCCESS row, the prefix most symbols share marks errors")
    func unlistedBesideSuccess() throws {
        let product = try Self.reconcile("code-unlisted-result", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "code-unlisted").map { "\($0.location.path):\($0.location.line) \($0.fact)" } == [
                "ko/code-unlisted-result.md:13 ERROR_CHANGE_METAFILE"
            ])
        #expect(Reconciler.mostSymbolsPrefix(["SUCCESS", "ERROR_A", "ERROR_B", "ERROR_C", "ERROR_D"]) == "ERROR_")
        #expect(Reconciler.mostSymbolsPrefix(["SUCCESS", "ERROR_A", "ERROR_B"]) == nil)
    }

    @Test("code-unlisted: a numbered member of another type is another library's constant, not the product's code")
    func unlistedMember() throws {
        let product = try Self.reconcile("code-unlisted-member", languages: ["ko", "en"])
        #expect(Self.findings(product, "code-unlisted").map(\.fact) == ["XYZ_ERROR_PURCHASE_PENDING"])
        #expect(product.catalog.codes.map(\.code) == [4005, 4008])
        let mentions = try Self.facts("code-unlisted-member", languages: ["en"])[0].mentions
        #expect(mentions.filter(\.isMember).map(\.symbol) == ["ITEM_ALREADY_OWNED"])
    }

    @Test("param-missing: every translation that renamed the source's rows says what it lists instead")
    func renamedRows() throws {
        let product = try Self.reconcile("param-renamed", languages: ["ko", "en", "ja"])
        #expect(
            Self.findings(product, "param-missing").map { "\($0.language) \($0.message)" } == [
                "en en's table lacks 2 rows that ko lists: DownloadedBytes, TotalFileCount; it lists "
                    + "TotalFileNumber, TotalReceivedBytes instead, which ko does not",
                "ja ja's table lacks 2 rows that ko lists: DownloadedBytes, TotalFileCount; it lists "
                    + "TotalFileNumber, TotalReceivedBytes instead, which ko does not",
            ])
    }

    @Test(
        "Parameter tables: names, not types, are keys; a case variant is one note; a type is a typo only of its row's")
    func parameterTables() throws {
        let product = try Self.reconcile("param-tables", languages: ["ko", "en", "ja", "zh"])
        // The names column is the key column; the table of types and the table describing a
        // method hold no parameters.
        #expect(
            Set(product.catalog.parameters.map(\.key)) == [
                "userId", "getUserText", "getuserText", "cardNumber", "cardNumbers", "nickname", "count",
            ])
        let missing = Self.findings(product, "param-missing")
        #expect(missing.map(\.language) == ["ja"])
        #expect(missing.first?.severity == .note)
        #expect(missing.first?.location.line == 6)
        #expect(
            missing.first?.message
                == "one row spelt getuserText in ja and getUserText in ko, en, zh: the spellings differ in case; one of them is wrong"
        )
        // zh's SecureStrnig against the SecureString the others give the row; FString, and
        // SecureString[] beside SecureString in other rows, are names of their own.
        let typos = Self.findings(product, "symbol-typo").map { "\($0.language) \($0.fact) \($0.location.line)" }
        #expect(typos == ["zh SecureStrnig 7"])
    }

    @Test("Parameter key variants: case and a one-letter prefix, not other names")
    func parameterKeyVariants() {
        #expect(ParamMissingRule.isVariant("appID", of: "AppID"))
        #expect(ParamMissingRule.isVariant("bPushEnabled", of: "pushEnabled"))
        #expect(ParamMissingRule.isVariant("pushEnabled", of: "bPushEnabled"))
        #expect(!ParamMissingRule.isVariant("xOffset", of: "yOffset"))
        #expect(!ParamMissingRule.isVariant("getUserText", of: "setUserText"))
        #expect(!ParamMissingRule.isVariant("abc", of: "abc"))
    }

    @Test("A cell is a method declaration only with typed, named parameters, not a sentence with a parenthesis")
    func methodDeclarationCells() {
        #expect(ParameterTableReader.isDeclaration("public void load(Activity activity, long itemId)"))
        #expect(ParameterTableReader.isDeclaration("public String getUserId()"))
        #expect(!ParameterTableReader.isDeclaration("Type of ID to output (0=Device ID, 1=User ID)"))
        #expect(!ParameterTableReader.isDeclaration("payment unique identifier(PAYMENT ID)"))
        #expect(!ParameterTableReader.isDeclaration("Open App (OPEN_APP)"))
        #expect(!ParameterTableReader.isDeclaration("Rooting detections (Android only)"))
    }

    @Test("symbol-typo: a symbol and a type within two edits; far symbols are not typos")
    func typos() throws {
        let facts = Fixture.facts(markdown: try Fixture.text("rules/typo/en.md"), language: "en")
        let product = Reconciler().reconcile(ReconcilerTests.product(["en"]), facts: [facts])
        let typos = Self.findings(product, "symbol-typo").map { "\($0.fact) \($0.location.line)" }
        #expect(typos == ["TCGB_ERROR_BANED_MEMBER 7", "varhcar 13"])
    }

    @Test("symbol-typo: a selector sent near a declared one, once per page; declared and far ones are not typos")
    func selectorTypos() throws {
        let product = try Self.reconcile("typo-selectors", languages: ["en", "ko"])
        let typos = Self.findings(product, "symbol-typo").map { "\($0.language) \($0.fact) \($0.location.line)" }
        #expect(
            typos == [
                "en loginWithViewControler:completion: 8", "ko loginWithViewControler:completion: 4",
            ])
        #expect(
            Self.findings(product, "symbol-typo").first?.message
                == "selector loginWithViewControler:completion: is one edit from loginWithViewController:completion:; is it a typo?"
        )
    }

    @Test("sample-drift: a different compared symbol; comments and strings do not count")
    func sampleDrift() throws {
        let product = try Self.reconcile("sample-drift", languages: ["ko", "en", "ja"])
        let drift = Self.findings(product, "sample-drift")
        #expect(drift.map(\.language) == ["en"])
        #expect(
            drift.first?.message.contains(
                "compares TCGB_ERROR_RESPONSE_TIMEOUT where ko compares TCGB_ERROR_SOCKET_RESPONSE_TIMEOUT") == true)
    }

    @Test("sample-drift: reported at the sample that differs, beside the source's sample most like it")
    func sampleDriftPlace() throws {
        let product = try Self.reconcile("sample-drift-place", languages: ["ko", "en"])
        let drift = Self.findings(product, "sample-drift")
        #expect(drift.map(\.message) == ["the en sample passes kDemoAuthLineRegionKey"])
        #expect(drift.map(\.location.line) == [10])
        #expect(drift.first?.related.map(\.location.line) == [16])
    }

    @Test("sample-drift: console steps set in a fence are prose, not a sample; code beside them is still compared")
    func sampleDriftProseInFence() throws {
        let product = try Self.reconcile("sample-drift-prose", languages: ["ko", "en"])
        let drift = Self.findings(product, "sample-drift")
        #expect(drift.map(\.location.line) == [12])
        #expect(
            drift.first?.message
                == "the en sample calls refundPayment:completion: where ko calls cancelPayment:completion:")
    }

    @Test("sample-drift: a sample that checks none of the symbols its counterpart checks, one for one")
    func sampleDriftLacking() throws {
        let product = try Self.reconcile("sample-drift-lacking", languages: ["ko", "en"])
        // Under 취소 the English guide has one sample for the Korean guide's two: not reported.
        #expect(
            Self.findings(product, "sample-drift").map {
                "\($0.location.line) \($0.message) \($0.related.map(\.location.line))"
            }
                == ["6 the en sample compares none of ERROR_NETWORK, which ko compares [6]"])
    }

    @Test("A fence that names no language and holds no mark of code, or a MyST directive's, is prose")
    func proseInFence() {
        func isProse(_ info: String, _ body: String) -> Bool {
            let document = MarkdownParser.parse("```\(info)\n\(body)\n```\n")
            let lines = body.split(separator: "\n", omittingEmptySubsequences: false).count
            return PageLayout.isProseInFence(info: info, lines: 2...(1 + lines), in: document)
        }
        #expect(isProse("", "1. Click [Search].\n2. See https://example.com (the console)."))
        #expect(isProse("text", "Apps > Select App > In-App"))
        #expect(!isProse("objectivec", "[DemoStore refresh]"))
        #expect(!isProse("", "[DemoStore refresh];"))
        #expect(!isProse("", "Demo.initialize(config)"))
        #expect(!isProse("", "let retries = 3"))
        #expect(!isProse("", "// Refresh the list\n[list reload]"))
        #expect(!isProse("", "<key>DemoAppKey</key>"))
        // A MyST directive holds Markdown, unless it is one of code's.
        #expect(isProse("{note}", "`DemoError.notReady`(1) is sent as `DEMO_NOT_READY`(101) = not ready."))
        #expect(!isProse("{code-block} kotlin", "Demo.initialize(config)"))
    }

    @Test("sample-drift: samples in another order or split otherwise use the same; one changed symbol does not")
    func sampleDriftOrder() throws {
        let product = try Self.reconcile("sample-drift-order", languages: ["ko", "ja", "en", "zh"])
        let drift = Self.findings(product, "sample-drift")
        #expect(drift.map(\.language) == ["zh"])
        #expect(
            drift.first?.message
                == "the zh sample compares TCGB_ERROR_AUTH_USER_CANCELLED where ko compares TCGB_ERROR_AUTH_USER_CANCELED"
        )
        // At the sample that compares it, beside the source's sample that compares the other (the
        // code's first line).
        #expect(drift.first?.location.line == 8)
        #expect(drift.first?.related.first?.location.line == 8)
    }

    @Test("A page without headings is aligned to the source's sections by the facts it shares")
    func alignedByFacts() throws {
        let product = try Self.reconcile("aligned", languages: ["ko", "ja"])
        let parameter = try #require(product.catalog.parameters.first)
        #expect(parameter.section == ["Mapping"])
        #expect(Set(parameter.sources.map(\.language)) == ["ko", "ja"])
        #expect(Self.findings(product, "param-conflict").map(\.language) == ["ja"])
        #expect(Self.findings(product, "api-missing").isEmpty)
        let note = Self.findings(product, "section-missing")
        #expect(note.count == 1)
        #expect(note.first?.message.contains("matched to ko's sections") == true)
    }

    @Test("A source page without headings: a translation's first heading has no title to pair with")
    func sourceWithoutHeadings() {
        let facts = [
            Fixture.facts(markdown: "Just text, no heading.\n", language: "ko", path: "ko/page.md"),
            Fixture.facts(markdown: "# Title\n\nText.\n", language: "en", path: "en/page.md"),
        ]
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts)
        #expect(Self.findings(product, "section-missing").isEmpty)
    }

    @Test("section-missing: a wrapper a translation does without names the sections below it that it lacks")
    func droppedWrapper() throws {
        let product = try Self.reconcile("section-wrapper", languages: ["ko", "en"])
        let findings = Self.findings(product, "section-missing")
        #expect(
            findings.map(\.message) == [
                "en has no section 'Download' (ko: Guide › Download), though it has 3 of the sections below it; "
                    + "it lacks 'Check first'"
            ])
        #expect(findings.first?.related.map(\.location.line) == [7, 19])
    }

    @Test("section-missing: the pages' first headings, a breadcrumb at one level, are their titles")
    func pageTitles() throws {
        let product = try Self.reconcile("section-page-title", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "section-missing").map(\.message) == [
                "en has none of ko's 3 sections from '앱키 확인' to '세부 정보 검색' (ko: 앱키 확인)"
            ])
    }

    @Test("A page of its title alone is a page not written yet, not one matched by facts it lacks")
    func titleOnlyPage() throws {
        let product = try Self.reconcile("section-stub", languages: ["ko", "en"])
        #expect(
            Self.findings(product, "section-missing").map(\.message) == [
                "en has 1 of ko's 5 headings and nothing below it: the page is not written yet"
            ])
    }
}
