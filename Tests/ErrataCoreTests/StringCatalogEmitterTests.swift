import Foundation
import Testing

@testable import ErrataCore

// MARK: - Fixture

/// A small reconciled product for the String Catalog and HTML tests, built by hand.
///
/// Three languages: ko (source), en, zh (bundle `zh-Hans`).
/// - `TCGB_ERROR_BANNED_MEMBER` is 7 in ko and zh, but en writes `TCGB_ERROR_AUTH_BANNED_MEMBER | 3005`
///   (a deprecated alias): a `code-conflict` in en. Its zh message holds `<script>` and quotes.
/// - `TCGB_ERROR_WITHDRAW` (3602) is missing from en, whose bundle takes the ko message: `code-missing` in en.
/// - `TCGB_ERROR_SOCKET_ERROR` (110) is used in ko prose only and has no message anywhere: `code-unlisted`.
/// - `TCGB_ERROR_TIMEOUT` (5001) agrees everywhere.
/// - An `api-conflict` finding in zh about a selector, a rule the emitters know nothing about.
enum EmitterFixture {
    static func at(_ path: String, _ line: Int, _ column: Int = 1) -> ErrataCore.SourceLocation {
        ErrataCore.SourceLocation(path: path, line: line, column: column)
    }

    static func source(
        _ language: String, _ symbol: String, _ code: Int?, _ context: Source.Context = .table,
        _ location: ErrataCore.SourceLocation
    ) -> Source {
        Source(
            language: language, symbol: symbol, code: code, category: context == .table ? "Auth" : nil,
            context: context, location: location)
    }

    static func product() -> ReconciledProduct {
        let languages = [
            LanguageConfig(folder: "ko", bundle: "ko"),
            LanguageConfig(folder: "en", bundle: "en"),
            LanguageConfig(folder: "zh", bundle: "zh-Hans"),
        ]
        let config = ProductConfig(
            id: "demo", folder: "demo", name: "Demo", sourceLanguage: "ko", languages: languages,
            swift: SwiftOutputConfig(enumName: "DemoError", accessLevel: "public"))
        let majority = Decision(rule: .majority, reason: "majority: ko, zh (2 of 3 languages) give 7")
        let unanimous = Decision(rule: .unanimous, reason: "every language that lists it agrees")
        let banned = CatalogCode(
            symbol: "TCGB_ERROR_BANNED_MEMBER", code: 7, category: "Auth", listed: true,
            codeDecision: majority, symbolDecision: majority,
            messages: [
                "ko": Message(text: "제재된 회원입니다.", language: "ko", location: at("docs/demo/ko/auth.md", 12)),
                "en": Message(text: "Banned member.", language: "en", location: at("docs/demo/en/auth.md", 14)),
                "zh": Message(
                    text: "<script>alert(\"x\")</script> 此成员'已'被禁用。", language: "zh",
                    location: at("docs/demo/zh/auth.md", 13)),
            ],
            sources: [
                source("ko", "TCGB_ERROR_BANNED_MEMBER", 7, .table, at("docs/demo/ko/auth.md", 12, 3)),
                source("en", "TCGB_ERROR_AUTH_BANNED_MEMBER", 3005, .table, at("docs/demo/en/auth.md", 14, 3)),
                source("zh", "TCGB_ERROR_BANNED_MEMBER", 7, .table, at("docs/demo/zh/auth.md", 13, 3)),
                source("ko", "TCGB_ERROR_BANNED_MEMBER", 7, .prose, at("docs/demo/ko/auth.md", 40, 9)),
            ],
            aliases: [
                Alias(symbol: "TCGB_ERROR_AUTH_BANNED_MEMBER", code: 3005, languages: ["en"], deprecatedCase: true)
            ])
        let withdraw = CatalogCode(
            symbol: "TCGB_ERROR_WITHDRAW", code: 3602, category: "Auth", listed: true,
            codeDecision: unanimous, symbolDecision: unanimous,
            messages: [
                "ko": Message(text: "탈퇴 유예 중\n입니다", language: "ko", location: at("docs/demo/ko/auth.md", 20)),
                "en": Message(text: "탈퇴 유예 중\n입니다", language: "ko", location: at("docs/demo/ko/auth.md", 20)),
                "zh": Message(text: "退出宽限期 \\ / \u{1}", language: "zh", location: at("docs/demo/zh/auth.md", 21)),
            ],
            sources: [
                source("ko", "TCGB_ERROR_WITHDRAW", 3602, .table, at("docs/demo/ko/auth.md", 20, 3)),
                source("zh", "TCGB_ERROR_WITHDRAW", 3602, .table, at("docs/demo/zh/auth.md", 21, 3)),
            ],
            aliases: [])
        let socket = CatalogCode(
            symbol: "TCGB_ERROR_SOCKET_ERROR", code: 110, category: nil, listed: false,
            codeDecision: unanimous, symbolDecision: unanimous, messages: [:],
            sources: [source("ko", "TCGB_ERROR_SOCKET_ERROR", 110, .prose, at("docs/demo/ko/login.md", 5, 7))],
            aliases: [])
        let timeout = CatalogCode(
            symbol: "TCGB_ERROR_TIMEOUT", code: 5001, category: "Network", listed: true,
            codeDecision: unanimous, symbolDecision: unanimous,
            messages: [
                "ko": Message(text: "시간 초과", language: "ko", location: at("docs/demo/ko/auth.md", 30)),
                "en": Message(text: "Timed out", language: "en", location: at("docs/demo/en/auth.md", 30)),
                "zh": Message(text: "超时", language: "zh", location: at("docs/demo/zh/auth.md", 30)),
            ],
            sources: [
                source("ko", "TCGB_ERROR_TIMEOUT", 5001, .table, at("docs/demo/ko/auth.md", 30, 3)),
                source("en", "TCGB_ERROR_TIMEOUT", 5001, .table, at("docs/demo/en/auth.md", 30, 3)),
                source("zh", "TCGB_ERROR_TIMEOUT", 5001, .table, at("docs/demo/zh/auth.md", 30, 3)),
            ],
            aliases: [])
        let catalog = Catalog(
            product: "demo", name: "Demo", sourceLanguage: "ko",
            languages: languages.map { CatalogLanguage(folder: $0.folder, bundle: $0.bundle) },
            codes: [banned, socket, withdraw, timeout])
        let findings = [
            Finding(
                rule: "code-conflict", severity: .error,
                message: "en gives TCGB_ERROR_AUTH_BANNED_MEMBER (3005): number 3005 where ko, zh give 7",
                product: "demo", fact: "TCGB_ERROR_BANNED_MEMBER", language: "en", section: ["Errors", "Auth"],
                location: at("docs/demo/en/auth.md", 14, 3),
                related: [
                    RelatedLocation(
                        language: "ko", location: at("docs/demo/ko/auth.md", 12, 3),
                        message: "ko gives TCGB_ERROR_BANNED_MEMBER (7)")
                ],
                resolution: "using TCGB_ERROR_BANNED_MEMBER = 7"),
            Finding(
                rule: "code-missing", severity: .warning,
                message: "TCGB_ERROR_WITHDRAW (3602) is missing from en's error tables; ko, zh list it",
                product: "demo", fact: "TCGB_ERROR_WITHDRAW", language: "en", section: ["Errors", "Auth"],
                location: at("docs/demo/en/auth.md", 15, 1)),
            Finding(
                rule: "code-unlisted", severity: .warning,
                message: "TCGB_ERROR_SOCKET_ERROR is used in the text but no error table defines it",
                product: "demo", fact: "TCGB_ERROR_SOCKET_ERROR", language: "ko",
                location: at("docs/demo/ko/login.md", 5, 7)),
            Finding(
                rule: "api-conflict", severity: .warning,
                message: "zh declares <script>alert('x')</script> & \"login:\" differently",
                product: "demo", fact: "+[TCGBGamebase login:]", language: "zh", section: ["API"],
                location: at("docs/demo/zh/api.md", 8, 1),
                related: [
                    RelatedLocation(
                        language: "ko", location: at("docs/demo/ko/api.md", 9, 1), message: "ko declares login:")
                ]),
        ]
        return ReconciledProduct(
            config: config, catalog: catalog, findings: findings,
            pages: [
                "ko": ["docs/demo/ko/api.md", "docs/demo/ko/auth.md", "docs/demo/ko/login.md"],
                "en": ["docs/demo/en/auth.md", "docs/demo/en/login.md"],
                "zh": ["docs/demo/zh/api.md", "docs/demo/zh/auth.md"],
            ])
    }

    /// The text of the one file an emitter writes.
    static func text(of emitter: some ProductEmitter, _ product: ReconciledProduct) throws -> (String, String) {
        let files = try emitter.emit(product)
        try #require(files.count == 1)
        return (files[0].path, String(decoding: files[0].contents, as: UTF8.self))
    }
}

// MARK: - String Catalog

@Suite("String Catalog (.xcstrings)")
struct StringCatalogEmitterTests {
    /// The catalog, parsed back with `JSONSerialization`.
    func parsed() throws -> (path: String, text: String, json: [String: Any]) {
        let (path, text) = try EmitterFixture.text(of: StringCatalogEmitter(), EmitterFixture.product())
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let json = try #require(object as? [String: Any])
        return (path, text, json)
    }

    func unit(_ json: [String: Any], _ key: String, _ language: String) -> [String: Any]? {
        let strings = json["strings"] as? [String: Any]
        let entry = strings?[key] as? [String: Any]
        let localization = (entry?["localizations"] as? [String: Any])?[language] as? [String: Any]
        return localization?["stringUnit"] as? [String: Any]
    }

    @Test("Beside the .strings files, parsed by JSONSerialization, with the top-level keys Xcode writes")
    func topLevel() throws {
        let (path, _, json) = try parsed()
        #expect(path == "Resources/DemoError.xcstrings")
        #expect(json["sourceLanguage"] as? String == "ko")
        #expect(json["version"] as? String == "1.0")
        let strings = try #require(json["strings"] as? [String: Any])
        // The alias is a key of its own; the code without any message has no entry, as in the .strings files.
        #expect(
            Set(strings.keys) == [
                "TCGB_ERROR_BANNED_MEMBER", "TCGB_ERROR_AUTH_BANNED_MEMBER", "TCGB_ERROR_WITHDRAW",
                "TCGB_ERROR_TIMEOUT",
            ])
        let entry = try #require(strings["TCGB_ERROR_BANNED_MEMBER"] as? [String: Any])
        #expect(entry["comment"] as? String == "Auth · code 7 · documented in ko, zh")
        #expect(entry["extractionState"] as? String == "manual")
        let alias = try #require(strings["TCGB_ERROR_AUTH_BANNED_MEMBER"] as? [String: Any])
        #expect(alias["comment"] as? String == "Auth · code 3005 · documented in en")
    }

    @Test("needs_review where the language drifted, translated elsewhere; bundle names as languages")
    func states() throws {
        let (_, _, json) = try parsed()
        #expect(unit(json, "TCGB_ERROR_BANNED_MEMBER", "en")?["state"] as? String == "needs_review")
        #expect(unit(json, "TCGB_ERROR_AUTH_BANNED_MEMBER", "en")?["state"] as? String == "needs_review")
        #expect(unit(json, "TCGB_ERROR_BANNED_MEMBER", "ko")?["state"] as? String == "translated")
        #expect(unit(json, "TCGB_ERROR_BANNED_MEMBER", "zh-Hans")?["state"] as? String == "translated")
        #expect(unit(json, "TCGB_ERROR_BANNED_MEMBER", "zh") == nil)
        #expect(unit(json, "TCGB_ERROR_TIMEOUT", "en")?["state"] as? String == "translated")
        #expect(unit(json, "TCGB_ERROR_BANNED_MEMBER", "en")?["value"] as? String == "Banned member.")
        // Values read back exactly, whatever they hold.
        let zh = unit(json, "TCGB_ERROR_BANNED_MEMBER", "zh-Hans")?["value"] as? String
        #expect(zh == "<script>alert(\"x\")</script> 此成员'已'被禁用。")
        #expect(unit(json, "TCGB_ERROR_WITHDRAW", "zh-Hans")?["value"] as? String == "退出宽限期 \\ / \u{1}")
        #expect(unit(json, "TCGB_ERROR_WITHDRAW", "ko")?["value"] as? String == "탈퇴 유예 중\n입니다")
    }

    @Test("No localization for a language whose message falls back to another language")
    func fallbacks() throws {
        let (_, _, json) = try parsed()
        #expect(unit(json, "TCGB_ERROR_WITHDRAW", "en") == nil)
        let strings = try #require(json["strings"] as? [String: Any])
        let entry = try #require(strings["TCGB_ERROR_WITHDRAW"] as? [String: Any])
        let localizations = try #require(entry["localizations"] as? [String: Any])
        #expect(Set(localizations.keys) == ["ko", "zh-Hans"])
    }

    @Test("Any rule's finding about a symbol in a language marks that language for review")
    func anyRule() throws {
        var product = EmitterFixture.product()
        product.findings.append(
            Finding(
                rule: "symbol-typo", severity: .note, message: "typo", product: "demo", fact: "TCGB_ERROR_TIMEOUT",
                language: "zh", location: EmitterFixture.at("docs/demo/zh/auth.md", 31)))
        let (_, text) = try EmitterFixture.text(of: StringCatalogEmitter(), product)
        let json = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(unit(json, "TCGB_ERROR_TIMEOUT", "zh-Hans")?["state"] as? String == "needs_review")
        #expect(unit(json, "TCGB_ERROR_TIMEOUT", "ko")?["state"] as? String == "translated")
    }

    @Test("Written as Xcode writes it: sorted keys, two spaces, ' : ', escapes, one final newline")
    func bytes() throws {
        let (_, text, _) = try parsed()
        let expectedStart = """
            {
              "sourceLanguage" : "ko",
              "strings" : {
                "TCGB_ERROR_AUTH_BANNED_MEMBER" : {
                  "comment" : "Auth · code 3005 · documented in en",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "needs_review",
                        "value" : "Banned member."
                      }
                    },
                    "ko" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "제재된 회원입니다."
                      }
                    },
                    "zh-Hans" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "<script>alert(\\"x\\")</script> 此成员'已'被禁用。"
                      }
                    }
                  }
                },
                "TCGB_ERROR_BANNED_MEMBER" : {

            """
        #expect(text.hasPrefix(expectedStart))
        #expect(text.hasSuffix("\n  },\n  \"version\" : \"1.0\"\n}\n"))
        #expect(!text.hasSuffix("\n\n"))
        #expect(text.contains(#""value" : "탈퇴 유예 중\n입니다""#))
        #expect(text.contains(#""value" : "退出宽限期 \\ / \u0001""#))
        #expect(!text.contains("\t"))
        for line in text.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            #expect(indent % 2 == 0, "odd indentation: \(line)")
            if line.contains("\":") { Issue.record("no space before a colon: \(line)") }
        }
        // Keys in each object are sorted the way Xcode sorts them.
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("    \"") && $0.hasSuffix(": {") }
            .map { $0.trimmingCharacters(in: .whitespaces).split(separator: "\"")[0] }
        #expect(
            keys == [
                "TCGB_ERROR_AUTH_BANNED_MEMBER", "TCGB_ERROR_BANNED_MEMBER", "TCGB_ERROR_TIMEOUT",
                "TCGB_ERROR_WITHDRAW",
            ])
    }

    @Test("The same bytes every time")
    func deterministic() throws {
        let first = try StringCatalogEmitter().emit(EmitterFixture.product())
        for _ in 0..<5 {
            #expect(try StringCatalogEmitter().emit(EmitterFixture.product()) == first)
        }
    }

    @Test("No catalog for a product without codes")
    func empty() throws {
        var product = EmitterFixture.product()
        product.catalog.codes = []
        #expect(try StringCatalogEmitter().emit(product).isEmpty)
    }

    @Test("Keys sort like Apple's JSONSerialization: by number, without regard to case, '_' before letters")
    func keyOrder() {
        let keys = ["B_10", "a_2", "B_9", "A", "ERROR_AUTHX", "ERROR_AUTH_X", "b"]
        #expect(
            keys.sorted(by: JSONValue.KeyOrder.xcode.precedes) == [
                "A", "a_2", "b", "B_9", "B_10", "ERROR_AUTH_X", "ERROR_AUTHX",
            ])
        #expect(JSONValue.render(.object([:]), keys: .xcode) == "{\n\n}\n")
        #expect(
            JSONValue.render(.object(["b": .array([.number(1), .bool(true)]), "a": .string("/")]), keys: .xcode)
                == "{\n  \"a\" : \"/\",\n  \"b\" : [\n    1,\n    true\n  ]\n}\n")
    }
}
