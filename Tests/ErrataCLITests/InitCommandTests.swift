import Foundation
import Testing

/// `errata init`: a first errata.yml from the layout of the guides.
@Suite("errata init")
struct InitCommandTests {
    /// A page with an error table, in Korean or English.
    static func page(_ language: String) -> String {
        let description = language == "ko" ? "이용 정지된 회원입니다." : "The user is banned."
        return """
            # Errors

            | Error | Code | Description |
            | --- | --- | --- |
            | TCGB_ERROR_BANNED_MEMBER | 7 | \(description) |

            """
    }

    @Test("Products of language folders: the written config loads, and check reads every page")
    func products() throws {
        let runner = try ErrataRunner()
        for (language, pages) in [("ko", ["login", "errors"]), ("en", ["login", "errors"]), ("zh_CN", ["errors"])] {
            for page in pages { try runner.write(Self.page(language), to: "docs-src/sdk/\(language)/\(page).md") }
        }
        try runner.write(Self.page("ko"), to: "docs-src/sdk/images/not-a-language.md")
        try runner.write(Self.page("ko"), to: "docs-src/console/ja/intro.md")
        let missing = try runner.run(["check"])
        #expect(missing.exitCode == 2)
        #expect(missing.stderr.contains("run 'errata init'"), "stderr: \(missing.stderr)")

        let result = try runner.run(["init", "--source", "ko"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        let yaml = try runner.text("errata.yml")
        #expect(yaml.contains("docs: docs-src\n"))
        #expect(
            yaml.contains(
                """
                  sdk:
                    name: Sdk
                    source: ko
                    # Folder: bundle (.lproj) name. The order is the precedence for ties.
                    languages:
                      ko: ko  # 2 pages
                      en: en  # 2 pages
                      zh_CN: zh-Hans  # 1 page
                """), "\(yaml)")
        // A product of one language beside it; its source is a guess the file marks.
        #expect(
            yaml.contains("  console:\n    name: Console\n    # The language the guide is written in first. A guess"))
        #expect(
            result.stderr.contains("product sdk, docs-src/<product>/<language>/: ko (source, 2 pages), en (2 pages)"))
        let check = try runner.run(["check", "--format", "json"])
        #expect(check.exitCode == 0, "stderr: \(check.stderr)")
        #expect(check.stderr.contains("errata check:"))

        // An existing file is kept unless --force; --print shows the new one and writes nothing.
        try runner.write("# mine\n", to: "errata.yml")
        let again = try runner.run(["init"])
        #expect(again.exitCode == 2)
        #expect(again.stderr.hasPrefix("errata.yml: error: errata.yml exists; pass --force"))
        #expect(try runner.text("errata.yml") == "# mine\n")
        let printed = try runner.run(["init", "--print", "--source", "ko"])
        #expect(printed.exitCode == 0)
        #expect(printed.stdout == yaml)
        #expect(try runner.run(["init", "--force", "--source", "ko"]).exitCode == 0)
        #expect(try runner.text("errata.yml") == yaml)
    }

    @Test("An SDK's pages: init names their platforms, services and error-code page, and the config loads")
    func sdkPages() throws {
        let runner = try ErrataRunner()
        for language in ["ko", "en"] {
            for page in ["iap-android", "iap-ios", "push-android", "push-ios", "error-code", "overview"] {
                try runner.write(Self.page(language), to: "docs/\(language)/\(page).md")
            }
        }
        let result = try runner.run(["init", "--source", "ko"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        let yaml = try runner.text("errata.yml")
        #expect(yaml.contains("# Pages per platform: android (2), ios (2)."), "\(yaml)")
        #expect(yaml.contains("# swift: {platform: ios}"))
        #expect(yaml.contains("# Pages documented per platform, by subject: iap, push."))
        #expect(yaml.contains("# The error-code page (error-code) is the catalog's authority"))
        #expect(try runner.run(["check"]).exitCode != 2)
    }

    @Test("Folders of one script in two regions (zh_TW, zh_HK) get a bundle each, and the config loads")
    func regionsOfOneScript() throws {
        let runner = try ErrataRunner()
        for language in ["en_US", "zh_CN", "zh_HK", "zh_TW"] {
            try runner.write(Self.page("en"), to: "docs/app/\(language)/errors.md")
        }
        // The source is guessed from the pages read with the bundles told apart, as errata reads them.
        let leftover = try ErrataRunner()
        try leftover.write(Self.page("ko"), to: "docs/app/ko/errors.md")
        for language in ["zh_HK", "zh_TW"] {
            for page in ["errors", "login"] {
                try leftover.write(Self.page("ko"), to: "docs/app/\(language)/\(page).md")
            }
        }
        let guessed = try leftover.run(["init", "--print"])
        #expect(
            guessed.stderr.contains("source ko — Korean text left on 4 lines of the zh_HK and zh_TW pages"),
            "stderr: \(guessed.stderr)")
        let result = try runner.run(["init", "--source", "en_US"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        let yaml = try runner.text("errata.yml")
        // Taiwan's is Traditional Chinese's usual bundle; Hong Kong's names its region.
        #expect(
            yaml.contains(
                """
                      en_US: en-US  # 1 page
                      zh_CN: zh-Hans  # 1 page
                      zh_HK: zh-Hant-HK  # 1 page
                      zh_TW: zh-Hant  # 1 page
                """), "\(yaml)")
        let build = try runner.run(["build"])
        #expect(build.exitCode == 0, "stderr: \(build.stderr)")
        #expect(try runner.text("generated/App/Resources/zh-Hant-HK.lproj/AppError.strings").contains("banned"))
        #expect(try runner.text("generated/App/Resources/zh-Hant.lproj/AppError.strings").contains("banned"))
    }

    @Test("One guide per language folder, the source guessed from the pages; a Docusaurus site")
    func languageFoldersAndDocusaurus() throws {
        let runner = try ErrataRunner()
        for page in ["a", "b"] { try runner.write(Self.page("ko"), to: "docs/kr/\(page).md") }
        try runner.write(Self.page("en"), to: "docs/en-US/a.md")
        let result = try runner.run(["init", "--print"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("docs: docs\n"))
        #expect(result.stdout.contains("A guess (kr has the most pages (2)): check it.\n    source: kr\n"))
        #expect(
            result.stdout.contains(
                "      kr: {bundle: ko, path: kr}  # 2 pages\n      en-US: {bundle: en-US, path: en-US}  # 1 page\n"))

        let site = try ErrataRunner()
        try site.write(Self.page("ko"), to: "docs/guide/errors.md")
        try site.write(Self.page("en"), to: "i18n/en/docusaurus-plugin-content-docs/current/guide/errors.md")
        try site.write(
            "export default { i18n: { defaultLocale: \"ko\", locales: [\"ko\", \"en\"] } };\n",
            to: "docusaurus.config.ts")
        let written = try site.run(["init"])
        #expect(written.exitCode == 0, "stderr: \(written.stderr)")
        let yaml = try site.text("errata.yml")
        #expect(yaml.contains("docs: \".\"\n"))
        #expect(yaml.contains("    source: ko\n"))
        #expect(
            written.stderr.contains(
                "errata init: source ko — the site's default locale: ko; en and ko have as many pages (1)\n"))
        #expect(
            yaml.contains("      en: {bundle: en, path: i18n/en/docusaurus-plugin-content-docs/current}  # 1 page\n"))
        let check = try site.run(["check"])
        #expect(check.exitCode == 0, "stderr: \(check.stderr)")
        #expect(check.stderr.contains("no findings"), "stderr: \(check.stderr)")
    }

    @Test("A Docusaurus site of MDX pages: imports, JSX and MDX comments read as Markdown, tables and links read")
    func docusaurusMDX() throws {
        let fixtures = SARIFValidationTests.repository.appendingPathComponent("Tests/ErrataCLITests/Fixtures/mdx")
        func fixture(_ name: String) throws -> String {
            String(decoding: try Data(contentsOf: fixtures.appendingPathComponent(name)), as: UTF8.self)
        }
        let site = try ErrataRunner()
        let korean = "i18n/ko/docusaurus-plugin-content-docs/current/"
        try site.write(try fixture("en.mdx"), to: "docs/errors.mdx")
        try site.write(try fixture("en-login.mdx"), to: "docs/login.mdx")
        try site.write(try fixture("ko.mdx"), to: korean + "errors.mdx")
        try site.write(try fixture("ko-login.mdx"), to: korean + "login.mdx")
        // Without a config naming the default locale, Docusaurus' own (English), marked as a guess.
        let unstated = try site.run(["init", "--print"])
        #expect(unstated.stdout.contains("    source: en\n"), "\(unstated.stdout)")
        #expect(
            unstated.stderr.contains(
                "source en — Docusaurus' default locale; the site's config names none: en; en and ko have as many"),
            "\(unstated.stderr)")
        try site.write(
            "module.exports = { i18n: { defaultLocale: 'en', locales: ['en', 'ko'] } };\n",
            to: "docusaurus.config.js")
        let written = try site.run(["init"])
        #expect(written.exitCode == 0, "stderr: \(written.stderr)")
        #expect(written.stderr.contains("en (source, 2 pages), ko (2 pages)"), "stderr: \(written.stderr)")

        let check = try site.run(["check", "--format", "json"])
        #expect(check.exitCode == 1, "stderr: \(check.stderr)")
        let findings = try #require(
            try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [[String: Any]])
        // The banned user's code differs, and the Korean link leads to another section; nothing of
        // the imports, the JSX or the admonition is a finding, nor the English page's MDX comments
        // in Korean (not shown, as HTML comments are not).
        #expect(
            findings.map { finding in
                let location = finding["location"] as? [String: Any] ?? [:]
                return "\(finding["rule"] ?? "") \(location["path"] ?? ""):\(location["line"] ?? "")"
            }.sorted() == [
                "code-conflict \(korean)errors.mdx:27",
                "link-conflict \(korean)errors.mdx:12",
            ], "\(check.stdout)")
    }

    @Test("Pages marked by language suffixes (MkDocs, Hugo): one language per suffix, the site's default without")
    func suffixes() throws {
        let runner = try ErrataRunner()
        try runner.write(Self.page("ko"), to: "content/guide/errors.md")
        try runner.write(Self.page("en"), to: "content/guide/errors.en.md")
        try runner.write(Self.page("en"), to: "content/guide/notes.v2.md")
        try runner.write("baseURL = 'https://example.org'\ndefaultContentLanguage = 'ko'\n", to: "hugo.toml")
        let result = try runner.run(["init"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        let yaml = try runner.text("errata.yml")
        #expect(yaml.contains("docs: \".\"\n"))
        #expect(
            yaml.contains(
                "A guess (the site's default language: ko; ko has\n    # the most pages (2)): check it.\n    source: ko\n"
            ),
            "\(yaml)")
        // `notes.v2.md` is a page of the default language: `v2` is no language code.
        #expect(
            yaml.contains(
                "      ko: {bundle: ko, path: content}  # 2 pages\n"
                    + "      en: {bundle: en, path: content, suffix: en}  # 1 page\n"), "\(yaml)")
        let check = try runner.run(["check"])
        #expect(check.exitCode == 0, "stderr: \(check.stderr)")
        #expect(check.stdout.contains("en has no page 'guide/notes.v2'"), "stdout: \(check.stdout)")
        #expect(!yaml.contains("markdown-syntax"))

        // An MkDocs site: Python-Markdown reads `##Setup` as a heading.
        let mkdocs = try ErrataRunner()
        for language in ["en", "ko"] {
            try mkdocs.write(Self.page(language) + "\n##Setup\n\nText.\n", to: "docs/\(language)/docs/errors.md")
        }
        try mkdocs.write("site_name: Demo\n", to: "docs/en/mkdocs.yml")
        let written = try mkdocs.run(["init", "--source", "en"])
        #expect(written.exitCode == 0, "stderr: \(written.stderr)")
        #expect(written.stderr.contains("an MkDocs site: renderer python-markdown"), "stderr: \(written.stderr)")
        let config = try mkdocs.text("errata.yml")
        #expect(config.contains("\nrenderer: python-markdown\n"), "\(config)")
        let clean = try mkdocs.run(["check"])
        #expect(clean.exitCode == 0, "stderr: \(clean.stderr)")
        #expect(!clean.stdout.contains("markdown-syntax"), "stdout: \(clean.stdout)")
        // Under the default renderer, CommonMark's reading of `##Setup` is reported.
        try mkdocs.write(config.replacingOccurrences(of: "\nrenderer: python-markdown\n", with: "\n"), to: "errata.yml")
        #expect(try mkdocs.run(["check"]).stdout.contains("'##Setup' is not a heading in CommonMark"))
    }

    @Test("init: an MkDocs site whose i18n plugin falls back to the default language says fallback: source")
    func mkdocsFallback() throws {
        let runner = try ErrataRunner()
        try runner.write(Self.page("en") + "\nSee [the setup](setup.md#install).\n", to: "docs/en/errors.md")
        try runner.write("# Setup\n\n## Install\n\nText.\n", to: "docs/en/setup.md")
        try runner.write(Self.page("ko") + "\n[설치](setup.md#install)를 보세요.\n", to: "docs/ko/errors.md")
        let plugin = "plugins:\n  - i18n:\n      docs_structure: folder\n      languages:\n"
        let languages = "        - locale: en\n          default: true\n        - locale: ko\n"
        try runner.write("site_name: Demo\ndocs_dir: docs\n" + plugin + languages, to: "mkdocs.yml")
        let written = try runner.run(["init", "--source", "en"])
        #expect(written.exitCode == 0, "stderr: \(written.stderr)")
        #expect(written.stderr.contains("fallback source"), "stderr: \(written.stderr)")
        let config = try runner.text("errata.yml")
        #expect(config.contains("\nfallback: source\n"), "\(config)")
        // ko's link to the page only en has leads to en's page, whose heading it names.
        let check = try runner.run(["check"])
        #expect(!check.stdout.contains("link-broken"), "stdout: \(check.stdout)")
        // A plugin told not to fall back: no line, and the link is reported.
        try runner.write(
            "site_name: Demo\ndocs_dir: docs\n"
                + plugin.replacingOccurrences(
                    of: "folder\n", with: "folder\n      fallback_to_default: false\n") + languages, to: "mkdocs.yml")
        try FileManager.default.removeItem(at: runner.url("errata.yml"))
        #expect(try runner.run(["init", "--source", "en"]).exitCode == 0)
        #expect(!(try runner.text("errata.yml")).contains("fallback:"))
        #expect(try runner.run(["check"]).stdout.contains("link-broken"))
    }

    @Test("init: pages that link to headings by Python-Markdown's numbered ids are rendered by it")
    func numberedHeadingIDs() throws {
        let runner = try ErrataRunner()
        // A link or two to `#_2` could name a heading's own id; three make the site's renderer.
        let links = ["See [setup](#_1).", "See [errors](errors/#_2) and [limits](#_3)."]
        for (language, title) in [("ko", "설정"), ("en", "Setup")] {
            try runner.write(Self.page(language) + "\n##\(title)\n\n\(links[0])\n", to: "docs/\(language)/errors.md")
        }
        var result = try runner.run(["init", "--source", "ko"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(!(try runner.text("errata.yml")).contains("renderer:"))
        try runner.write(Self.page("ko") + "\n##설정\n\n\(links[1])\n", to: "docs/ko/limits.md")
        result = try runner.run(["init", "--source", "ko", "--force"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(
            result.stderr.contains(
                "4 links name headings by Python-Markdown's numbered ids (#_2): renderer python-markdown"),
            "stderr: \(result.stderr)")
        #expect(try runner.text("errata.yml").contains("\nrenderer: python-markdown\n"))
    }

    @Test("init: pages that write MkDocs admonitions are rendered by Python-Markdown")
    func admonitionsMakePythonMarkdown() throws {
        let runner = try ErrataRunner()
        // Admonitions quoted in a code block are no evidence; nor are one or two on the site.
        let quoted = "```markdown\n!!! note\n!!! tip\n!!! danger\n```\n"
        let box = "!!! danger \"주의\"\n    **차단 기간(일)**을 확인하세요.\n"
        try runner.write(Self.page("ko") + "\n" + quoted + "\n" + box, to: "docs/ko/errors.md")
        try runner.write(Self.page("en") + "\n" + quoted, to: "docs/en/errors.md")
        var result = try runner.run(["init", "--source", "ko"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(!(try runner.text("errata.yml")).contains("renderer:"))
        try runner.write(Self.page("en") + "\n" + box + "\n??? tip\n    Text.\n", to: "docs/en/errors.md")
        result = try runner.run(["init", "--source", "ko", "--force"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(
            result.stderr.contains("3 admonitions (!!! note) are Python-Markdown's: renderer python-markdown"),
            "stderr: \(result.stderr)")
        #expect(try runner.text("errata.yml").contains("\nrenderer: python-markdown\n"))
    }

    @Test("Products inside each language folder, each with its error-code page: a product per folder")
    func productsInsideLanguages() throws {
        let runner = try ErrataRunner()
        for language in ["ko", "en"] {
            for product in ["GameSDK", "Leaderboard"] {
                try runner.write(Self.page(language), to: "docs/\(language)/Game/\(product)/error-code.md")
                try runner.write(Self.page(language), to: "docs/\(language)/Game/\(product)/api-guide.md")
            }
        }
        let result = try runner.run(["init", "--source", "ko"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        let yaml = try runner.text("errata.yml")
        #expect(yaml.contains("  gamesdk:\n    name: Gamesdk\n"), "\(yaml)")
        #expect(yaml.contains("      en: {bundle: en, path: en/Game/Leaderboard}  # 2 pages\n"), "\(yaml)")
        #expect(try runner.run(["check"]).exitCode == 0)
        // A folder of pages outside them (a tenth or more of the pages) keeps one guide per language.
        for language in ["ko", "en"] {
            try runner.write(Self.page(language), to: "docs/\(language)/overview.md")
        }
        let one = try runner.run(["init", "--print", "--source", "ko"])
        #expect(!one.stdout.contains("gamesdk:"), "\(one.stdout)")
    }

    @Test("Mintlify: the default language's pages at the top, the others' in <language>/, the README aside")
    func mintlifyTop() throws {
        let runner = try ErrataRunner()
        for page in ["errors", "guides/ios"] {
            try runner.write(Self.page("en"), to: "\(page).mdx")
            try runner.write(Self.page("ko"), to: "ko/\(page).mdx")
        }
        try runner.write("# Demo docs\n\nRun `mintlify dev`.\n", to: "README.md")
        // An old copy at the top is left out as it is anywhere.
        try runner.write(Self.page("en"), to: "old/errors.mdx")
        try runner.write("{\"name\": \"Demo\"}\n", to: "mint.json")
        let result = try runner.run(["init"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        let yaml = try runner.text("errata.yml")
        #expect(
            yaml.contains(
                "      en: {bundle: en, path: \".\"}  # 2 pages\n      ko: {bundle: ko, path: ko}  # 2 pages\n"),
            "\(yaml)")
        // The output folder stands among the English pages and is none of them.
        #expect(try runner.run(["build"]).exitCode == 0)
        let check = try runner.run(["check", "--format", "json"])
        #expect(check.exitCode == 0, "stderr: \(check.stderr)")
        #expect(check.stdout == "[\n\n]\n" || check.stdout == "[]\n", "\(check.stdout)")
        // Without a Mintlify config, pages beside language folders at the top are no language.
        try FileManager.default.removeItem(at: runner.url("mint.json"))
        try FileManager.default.removeItem(at: runner.url("errata.yml"))
        #expect(try runner.run(["init", "--print"]).stdout.contains("path: \".\"") == false)
    }

    @Test("Nextra: every language's pages marked by a suffix in pages/, the default locale first")
    func nextraSuffixes() throws {
        let runner = try ErrataRunner()
        for language in ["en", "ja"] {
            try runner.write(Self.page(language), to: "pages/index.\(language).mdx")
            try runner.write(Self.page(language), to: "pages/docs/ios.\(language).mdx")
        }
        try runner.write(
            "export default { i18n: { locales: ['ja', 'en'], defaultLocale: 'ja' } }\n", to: "next.config.mjs")
        let result = try runner.run(["init"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        let yaml = try runner.text("errata.yml")
        #expect(yaml.contains("    source: ja\n"), "\(yaml)")
        #expect(
            yaml.contains(
                "      ja: {bundle: ja, path: pages, suffix: ja}  # 2 pages\n"
                    + "      en: {bundle: en, path: pages, suffix: en}  # 2 pages\n"), "\(yaml)")
        // The source's pages name its platforms, without their suffix.
        #expect(yaml.contains("Pages per platform: ios (1)"), "\(yaml)")
        let check = try runner.run(["check"])
        #expect(check.exitCode == 0, "stderr: \(check.stderr)")
    }

    @Test("VitePress: the first language's pages in docs/ itself, the others' in docs/<language>/")
    func nestedLanguages() throws {
        let runner = try ErrataRunner()
        for page in ["guide/errors", "index"] {
            try runner.write(Self.page("ko"), to: "docs/\(page).md")
            try runner.write(Self.page("en"), to: "docs/en/\(page).md")
        }
        try runner.write(
            "export default { locales: { root: { label: '한국어', lang: 'ko' }, en: { lang: 'en' } } }\n",
            to: "docs/.vitepress/config.mts")
        let result = try runner.run(["init", "--print"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("docs: \".\"\n"))
        #expect(
            result.stdout.contains(
                "(the site's default language: ko; en and\n    # ko have as many pages (2)): check it.\n    source: ko\n"
                    + "    # Folder: bundle (.lproj) name. "
                    + "The order is the precedence for ties.\n    languages:\n"
                    + "      ko: {bundle: ko, path: docs}  # 2 pages\n      en: {bundle: en, path: docs/en}  # 2 pages\n"
            ),
            "\(result.stdout)")
        #expect(try runner.run(["init"]).exitCode == 0)
        let check = try runner.run(["check"])
        #expect(check.exitCode == 0, "stderr: \(check.stderr)")
        // The outer language does not read the inner one's pages: one page each, nothing missing.
        #expect(check.stderr.contains("no findings"), "stderr: \(check.stderr)")
    }

    @Test("Starlight: the root locale's pages in src/content/docs/, the others' in src/content/docs/<language>/")
    func starlightRootLocale() throws {
        let runner = try ErrataRunner()
        for page in ["guides/errors", "index"] {
            try runner.write(Self.page("ko"), to: "src/content/docs/\(page).md")
            try runner.write(Self.page("en"), to: "src/content/docs/en/\(page).md")
        }
        // `defaultLocale: 'root'` names the root locale, whose `lang` is the language.
        try runner.write(
            "export default defineConfig({ integrations: [starlight({ defaultLocale: 'root', locales: {\n"
                + "  root: { label: '한국어', lang: 'ko' }, en: { label: 'English' } } })] })\n",
            to: "astro.config.mjs")
        let result = try runner.run(["init", "--print"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(
            result.stdout.contains(
                "      ko: {bundle: ko, path: src/content/docs}  # 2 pages\n"
                    + "      en: {bundle: en, path: src/content/docs/en}  # 2 pages\n"),
            "\(result.stdout)")
        #expect(result.stdout.contains("    source: ko\n"), "\(result.stdout)")
    }

    @Test("A site generator's folder (Sphinx's docs/source/<language>/) names no product: the repository does")
    func generatorFolder() throws {
        let runner = try ErrataRunner()
        for language in ["ko", "en"] {
            try runner.write(Self.page(language), to: "docs/source/\(language)/errors.md")
        }
        let result = try runner.run(["init", "--source", "ko"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        let yaml = try runner.text("errata.yml")
        #expect(yaml.contains("from the layout it found: docs/source/<language>/.\n"), "\(yaml)")
        #expect(yaml.contains("  project:\n    name: Project\n"), "\(yaml)")
        #expect(yaml.contains("ko: {bundle: ko, path: source/ko}"), "\(yaml)")
        #expect(try runner.run(["check"]).exitCode == 0)
    }

    @Test("Products grouped in folders (docs/Game/Gamebase/ko/); a repository of language folders at its top")
    func groupedProductsAndRootLanguages() throws {
        let runner = try ErrataRunner()
        for language in ["ko", "en"] {
            try runner.write(Self.page(language), to: "docs/Game/Gamebase/\(language)/errors.md")
            try runner.write(Self.page(language), to: "docs/Game/Leaderboard/\(language)/errors.md")
            try runner.write(Self.page(language), to: "docs/Cloud/Storage/Leaderboard/\(language)/errors.md")
        }
        try runner.write(Self.page("en"), to: "docs/Game/images/readme.md")
        let result = try runner.run(["init", "--source", "ko"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        let yaml = try runner.text("errata.yml")
        #expect(yaml.contains("from the layout it found: docs/…/<product>/<language>/.\n"), "\(yaml)")
        #expect(
            yaml.contains(
                """
                  Gamebase:
                    name: Gamebase
                    source: ko
                    # Folder: bundle (.lproj) name. The order is the precedence for ties.
                    languages:
                      ko: {bundle: ko, path: Game/Gamebase/ko}  # 1 page
                      en: {bundle: en, path: Game/Gamebase/en}  # 1 page
                """), "\(yaml)")
        // Two products of one name are told apart by their folders.
        #expect(yaml.contains("  Game-Leaderboard:\n    name: GameLeaderboard\n"), "\(yaml)")
        #expect(yaml.contains("  Cloud-Storage-Leaderboard:\n"), "\(yaml)")
        #expect(yaml.contains("      ko: {bundle: ko, path: Cloud/Storage/Leaderboard/ko}  # 1 page\n"), "\(yaml)")
        let check = try runner.run(["check"])
        #expect(check.exitCode == 0, "stderr: \(check.stderr)")
        #expect(check.stderr.contains("no findings"), "stderr: \(check.stderr)")

        // A guide's own repository: ko/ and en/ at the top, no docs folder.
        let repository = try ErrataRunner()
        for language in ["ko", "en"] { try repository.write(Self.page(language), to: "\(language)/errors.md") }
        let top = try repository.run(["init", "--source", "ko"])
        #expect(top.exitCode == 0, "stderr: \(top.stderr)")
        #expect(try repository.text("errata.yml").contains("docs: \".\"\n"))
        #expect(try repository.run(["check"]).exitCode == 0)
    }

    @Test("A guide per platform at the top (android/ja/): one source for them all, the site's or the evidence's")
    func platformFolders() throws {
        func page(_ language: String, leftover: Bool = false) -> String {
            language == "ja"
                ? "# ガイド\n\n広告を読み込みます。\n"
                : "# Guide\n\nLoad an ad.\n" + (leftover ? "\n広告を表示します。\n\n広告を閉じます。\n\n報酬を付与します。\n" : "")
        }
        // Jekyll's `_config.yml` lists the site's languages, the default first.
        let site = try ErrataRunner()
        for platform in ["android", "ios", "common"] {
            for language in ["ja", "en"] { try site.write(page(language), to: "\(platform)/\(language)/guide.md") }
        }
        try site.write("title: Ads\nlanguages: [ja, en]\n", to: "_config.yml")
        let stated = try site.run(["init"])
        #expect(stated.exitCode == 0, "stderr: \(stated.stderr)")
        let yaml = try site.text("errata.yml")
        #expect(yaml.contains("docs: \".\"\n"), "\(yaml)")
        #expect(yaml.components(separatedBy: "    source: ja\n").count == 4, "\(yaml)")
        #expect(stated.stderr.contains("the site's default language: ja"), "\(stated.stderr)")
        // Without it, Japanese left in one platform's English pages decides for the others too.
        let evidence = try ErrataRunner()
        for platform in ["android", "ios", "common"] {
            for language in ["ja", "en"] {
                try evidence.write(
                    page(language, leftover: platform == "common"), to: "\(platform)/\(language)/guide.md")
            }
        }
        let guessed = try evidence.run(["init"])
        #expect(guessed.exitCode == 0, "stderr: \(guessed.stderr)")
        #expect(try evidence.text("errata.yml").components(separatedBy: "    source: ja\n").count == 4)
        #expect(guessed.stderr.contains("the source of the other products (common)"), "\(guessed.stderr)")
    }

    @Test("No layout, or a source none of the languages is: exit 2 and nothing written")
    func refusals() throws {
        let runner = try ErrataRunner()
        try runner.write(Self.page("en"), to: "guide/a.md")
        let nowhere = try runner.run(["init"])
        #expect(nowhere.exitCode == 2)
        #expect(nowhere.stderr.hasPrefix(".: error: found no docs folder"), "stderr: \(nowhere.stderr)")
        try runner.write(Self.page("en"), to: "docs/guide/a.md")
        try runner.write(Self.page("en"), to: "docs/api/b.md")
        let none = try runner.run(["init"])
        #expect(none.exitCode == 2)
        #expect(none.stderr.hasPrefix("docs: error: found no guide in two languages"), "stderr: \(none.stderr)")
        #expect(!FileManager.default.fileExists(atPath: runner.url("errata.yml").path))

        try runner.write(Self.page("ko"), to: "docs/ko/a.md")
        try runner.write(Self.page("en"), to: "docs/en/a.md")
        let source = try runner.run(["init", "--source", "fr"])
        #expect(source.exitCode == 2)
        #expect(source.stderr.contains("--source fr is not one of the languages found (en, ko)"))
        let folder = try runner.run(["init", "--docs", "nowhere"])
        #expect(folder.exitCode == 2)
        #expect(folder.stderr.hasPrefix("nowhere: error: the docs folder does not exist"))
        #expect(!FileManager.default.fileExists(atPath: runner.url("errata.yml").path))
    }
}
