import Testing
import Yams

@testable import ErrataCore

@Suite("errata.yml")
struct ConfigLoaderTests {
    static let valid = """
        version: 1
        products:
          gamebase:
            name: Gamebase
            source: ko
            languages:
              en: en
              ko: ko
              zh: zh-Hans
            resolutions:
              - fact: TCGB_ERROR_BANNED_MEMBER
                code: 7
                reason: the server sends 7
        rules:
          code-missing: error
        """

    func parse(_ text: String) throws -> Config {
        try ConfigLoader().parse(text, path: "errata.yml", root: "/project")
    }

    func error(_ text: String) -> InputError? {
        do {
            _ = try parse(text)
            return nil
        } catch let error as InputError {
            return error
        } catch {
            return nil
        }
    }

    @Test("Reads a product's pages, its reference pages, its platform and its groups' enums")
    func platformsAndPages() throws {
        let text = """
            version: 1
            products:
              iap:
                name: Iap
                source: ko
                languages: {ko: ko, en: en}
                pages: ["iap-*"]
                catalog: {pages: [iap-error-code]}
                swift: {enum: IapError, platform: iOS, enums: {ConnectResult: IapConnectResult}}
            """
        let product = try #require(try parse(text).products.first)
        #expect(product.pages.map(\.text) == ["iap-*"])
        #expect(product.catalogPages.map(\.text) == ["iap-error-code"])
        #expect(product.swift.platform == "ios")
        #expect(product.swift.groupEnums == ["ConnectResult": "IapConnectResult"])
        let badPlatform = error(text.replacingOccurrences(of: "platform: iOS", with: "platform: symbian"))
        #expect(badPlatform?.message.contains("platform must be one of") == true)
        #expect(badPlatform?.location.line == 9)
        let badEnum = error(text.replacingOccurrences(of: "IapConnectResult", with: "Bundle"))
        #expect(badEnum?.message.contains("swift.enums.ConnectResult") == true)
    }

    @Test("Reads products, languages with the source first, defaults and resolutions")
    func validConfig() throws {
        let config = try parse(Self.valid)
        #expect(config.docsFolder == "docs-src")
        #expect(config.outputFolder == "generated")
        let product = try #require(config.products.first)
        #expect(product.languages.map(\.folder) == ["ko", "en", "zh"])
        #expect(product.language("zh")?.bundle == "zh-Hans")
        #expect(product.swift.enumName == "GamebaseError")
        #expect(product.resolutions.first?.code == 7)
        #expect(product.resolutions.first?.location.line == 11)
        #expect(config.ruleSeverities["code-missing"] == .error)
        #expect(config.disabledRules.isEmpty)
        let off = try parse(Self.valid.replacingOccurrences(of: "code-missing: error", with: "code-missing: off"))
        #expect(off.disabledRules == ["code-missing"])
        #expect(off.ruleSeverities.isEmpty)
        // A number in hexadecimal, as YAML writes it, in a resolution's fact and code.
        let hex = try parse(
            Self.valid.replacingOccurrences(of: "fact: TCGB_ERROR_BANNED_MEMBER", with: "fact: 0xBBD")
                .replacingOccurrences(of: "code: 7", with: "code: 0x7"))
        #expect(hex.products.first?.resolutions.first.map { "\($0.fact) \($0.code ?? -1)" } == "3005 7")
    }

    @Test("A typo in a key names the line and suggests the key")
    func typo() {
        let failure = error(Self.valid.replacingOccurrences(of: "languages:", with: "langauges:"))
        #expect(failure?.location.line == 6)
        #expect(failure?.message.contains("did you mean 'languages'") == true)
    }

    @Test("The renderer: gfm by default, set for every product, one of three")
    func renderer() throws {
        #expect(try parse(Self.valid).renderer == .gfm)
        let config = try parse("renderer: python-markdown\n" + Self.valid)
        #expect(config.renderer == .pythonMarkdown)
        #expect(config.products.allSatisfy { $0.renderer == .pythonMarkdown })
        let failure = error("renderer: kramdown\n" + Self.valid)
        #expect(failure?.location.line == 1)
        #expect(failure?.message.contains("commonmark, gfm, python-markdown") == true, "\(String(describing: failure))")
    }

    @Test("The fallback: told from the layout by default, set for every product, source or none")
    func fallback() throws {
        #expect(try parse(Self.valid).fallback == nil)
        let config = try parse("fallback: source\n" + Self.valid)
        #expect(config.fallback == .source)
        #expect(config.products.allSatisfy { $0.fallback == .source })
        #expect(try parse("fallback: none\n" + Self.valid).fallback == .nothing)
        let failure = error("fallback: english\n" + Self.valid)
        #expect(failure?.location.line == 1)
        #expect(
            failure?.message.contains("fallback must be one of source, none") == true, "\(String(describing: failure))")
    }

    @Test("A wrong type names the line")
    func wrongType() {
        let failure = error(Self.valid.replacingOccurrences(of: "source: ko", with: "source: [ko]"))
        #expect(failure?.location.line == 5)
        #expect(failure?.message.contains("source") == true)
    }

    @Test("The source language must be one of the languages")
    func unknownSource() {
        let failure = error(Self.valid.replacingOccurrences(of: "source: ko", with: "source: ja"))
        #expect(failure?.location.line == 5)
        #expect(failure?.message.contains("'ja'") == true)
    }

    @Test("A resolution needs a reason")
    func resolutionWithoutReason() {
        let failure = error(Self.valid.replacingOccurrences(of: "        reason: the server sends 7\n", with: ""))
        #expect(failure?.message.contains("reason") == true)
        #expect(failure?.location.line == 11)
    }

    @Test("Output paths must stay inside the project")
    func outputOutside() {
        for path in ["../outside", "/tmp/out", "generated/../../x"] {
            let failure = error("output: \(path)\n" + Self.valid)
            #expect(failure?.location.line == 1, "\(path)")
        }
    }

    @Test("Two products writing to the same folder are refused")
    func sameOutput() {
        let text = """
            products:
              a:
                name: Same
                source: en
                languages: {en: en}
              b:
                name: Same
                source: en
                languages: {en: en}
            """
        #expect(error(text)?.location.line == 7)
    }

    @Test("A language may keep its pages elsewhere in the docs: a bundle and a path")
    func languagePath() throws {
        let config = try parse(
            Self.valid.replacingOccurrences(
                of: "      zh: zh-Hans\n", with: "      zh: {bundle: zh-Hans, path: i18n//zh/current/}\n"))
        let product = try #require(config.products.first)
        #expect(product.language("zh")?.bundle == "zh-Hans")
        #expect(product.language("zh")?.path == "i18n/zh/current")
        #expect(product.language("en")?.path == nil)
        // Two languages may share a folder when a suffix marks one's pages (MkDocs: `login.zh.md`).
        let suffixed = try parse(
            Self.valid.replacingOccurrences(
                of: "      zh: zh-Hans\n", with: "      zh: {bundle: zh-Hans, path: gamebase/en, suffix: zh_CN}\n"))
        #expect(suffixed.products.first?.language("zh")?.suffix == "zh_CN")
        // One language's folder may hold another's (VitePress: `docs/` and `docs/ko/`).
        for nested in ["gamebase", "gamebase/ko/zh"] {
            let text = Self.valid.replacingOccurrences(
                of: "      zh: zh-Hans\n", with: "      zh: {bundle: zh-Hans, path: \(nested)}\n")
            #expect(try parse(text).products.first?.language("zh")?.path == nested)
        }
    }

    @Test("The docs folder may be the project itself: '.'; nothing else that does not lead below it")
    func docsIsProject() throws {
        #expect(try parse("docs: .\n" + Self.valid).docsFolder == ".")
        for docs in ["./", "..", "/docs", "a/../.."] {
            #expect(error("docs: \(docs)\n" + Self.valid)?.location.line == 1, "\(docs)")
        }
    }

    @Test("A language's path must stay in the docs, name a bundle, and not be another language's folder")
    func badLanguagePath() {
        let cases: [(value: String, words: [String])] = [
            ("{bundle: zh-Hans, path: ../elsewhere}", ["inside the docs folder"]),
            ("{bundle: zh-Hans, path: /abs}", ["inside the docs folder"]),
            ("{bundle: zh-Hans, path: i18n/.hidden}", ["inside the docs folder"]),
            ("{path: i18n/zh}", ["needs 'bundle'"]),
            ("{bundle: zh-Hans, paht: i18n/zh}", ["did you mean 'path'"]),
            ("{bundle: zh-Hans, path: gamebase/en}", ["'en'", "'zh'", "same folder 'gamebase/en'"]),
            ("{bundle: zh-Hans, path: gamebase//en/}", ["same folder"]),
            ("{bundle: zh-Hans, suffix: zh.Hans}", ["suffix 'zh.Hans' must be letters"]),
            ("{bundle: zh-Hans, suffix: ''}", ["suffix '' must be letters"]),
            // Two languages writing one `.lproj` (the second would overwrite the first's strings).
            ("ko", ["'ko'", "'zh'", "same bundle 'ko'", "bundle of its own"]),
            ("{bundle: EN}", ["'en'", "'zh'", "same bundle 'EN'"]),
        ]
        for (value, words) in cases {
            let failure = error(
                Self.valid.replacingOccurrences(of: "      zh: zh-Hans\n", with: "      zh: \(value)\n"))
            #expect(failure?.location.line == 9, "\(value): \(String(describing: failure))")
            for word in words {
                #expect(failure?.message.contains(word) == true, "\(value): \(String(describing: failure))")
            }
        }
    }

    @Test("exclude takes one pattern or a list of them, each inside the docs folder")
    func exclude() throws {
        let list = try parse("exclude:\n  - _*.md\n  - \"**/drafts/\"\n" + Self.valid)
        #expect(list.excluded.map(\.text) == ["_*.md", "**/drafts/"])
        #expect(list.isExcluded("gamebase/ko/_intro.md"))
        #expect(list.isExcluded("gamebase/ko/drafts/login.md"))
        #expect(!list.isExcluded("gamebase/ko/login.md"))
        #expect(try parse("exclude: gamebase/ko/old\n" + Self.valid).excluded.map(\.text) == ["gamebase/ko/old"])
        #expect(try parse(Self.valid).excluded.isEmpty)
        for value in ["../elsewhere", "/abs/x", "a/../b", "a//b", "./a", "''", "{a: b}", "[[a]]"] {
            let failure = error("exclude:\n  - x\n  - \(value)\n" + Self.valid)
            #expect(failure?.location.line == 3, "\(value): \(String(describing: failure))")
            #expect(failure?.message.contains("exclude") == true, "\(value): \(String(describing: failure))")
        }
        #expect(error("exclude: {a: b}\n" + Self.valid)?.message.contains("exclude must be a list") == true)
    }

    @Test("Broken YAML and an empty file name the file")
    func brokenYAML() {
        #expect(error("products: [unclosed\n")?.location.path == "errata.yml")
        #expect(error("")?.message.contains("empty") == true)
    }
}

/// What `errata init` makes of folder names and values.
@Suite("Config scaffold")
struct ConfigScaffoldTests {
    @Test("Language folders: codes, regions, scripts and the country codes sites use")
    func bundles() {
        let cases: [(String, String?)] = [
            ("ko", "ko"), ("en", "en"), ("zh", "zh-Hans"), ("zh_CN", "zh-Hans"), ("zh-tw", "zh-Hant"),
            ("zh-Hant", "zh-Hant"), ("zh_hans", "zh-Hans"), ("pt_BR", "pt-BR"), ("en-us", "en-US"),
            ("es-419", "es-419"),
            ("kr", "ko"), ("jp", "ja"), ("cn", "zh-Hans"), ("tw", "zh-Hant"), ("sr-Latn", "sr-Latn"),
            ("api", nil), ("img", nil), ("ts", nil), ("guide", nil), ("en-", "en"), ("한국어", nil), ("en-US-x-y", nil),
            ("kr-KR", nil), ("", nil),
        ]
        for (folder, bundle) in cases {
            #expect(ConfigScaffold.bundle(forFolder: folder) == bundle, "\(folder)")
        }
    }

    @Test("Values are plain where YAML reads them as written, and quoted elsewhere")
    func quoting() throws {
        #expect(
            ["my-sdk", "console", "2fa", "한국"].map(ConfigScaffold.typeName) == [
                "MySdk", "Console", "Docs2fa", "Docs한국",
            ])
        #expect(ConfigScaffold.quoted("docs-src") == "docs-src")
        #expect(ConfigScaffold.quoted("i18n/ko/current") == "i18n/ko/current")
        for text in [".", "no", "yes", "1.0", "-x", "a b", "a: b", "#x", "*x", "한국어", "a\"b\\c", "", "a\tb"] {
            let yaml = "value: \(ConfigScaffold.quoted(text))\n"
            let node = try #require(try Yams.compose(yaml: yaml))
            #expect(node["value"]?.string == text, "\(text.debugDescription) as \(yaml)")
        }
    }
}
