import Foundation
import Testing

/// `errata init` guessing the source language from evidence, and leaving out old copies.
@Suite("errata init: the source language and the folders left out")
struct InitSourceTests {
    /// A page about logging in, in `language`; with `leftover`, a Korean sentence left in it.
    static func page(_ language: String, leftover: Bool = false, extra: String = "") -> String {
        let text =
            switch language {
            case "ko": "로그인하려면 먼저 앱 키를 등록해야 합니다."
            case "ja": "ログインする前にアプリキーを登録してください。"
            case "zh": "登录之前必须先注册应用密钥。"
            default: "Register the app key before you log in."
            }
        let left = leftover ? "\n앱 키는 콘솔에서 확인할 수 있습니다.\n" : ""
        return """
            # Login

            \(text)
            \(left)
            \(extra)
            """
    }

    /// Runs git in the runner's project with a fixed author and date, and fails the test when it fails.
    static func git(_ runner: ErrataRunner, _ arguments: [String], date: Int = 0) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "-C", runner.project.path, "-c", "user.name=Test", "-c", "user.email=test@example.org"]
            + arguments
        let stamp = "\(1_700_000_000 + date * 60) +0000"
        process.environment = ProcessInfo.processInfo.environment.merging([
            "GIT_AUTHOR_DATE": stamp, "GIT_COMMITTER_DATE": stamp, "GIT_CONFIG_NOSYSTEM": "1",
            "HOME": runner.sandbox.path,
        ]) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }

    /// Commits every change in the project as one commit.
    static func commit(_ runner: ErrataRunner, _ message: String, date: Int) throws {
        try git(runner, ["add", "-A"])
        try git(runner, ["commit", "-q", "-m", message], date: date)
    }

    /// The pages of a guide in ko, en and ja, English with the most pages (so the page count
    /// alone would make it the source).
    static func guide(_ runner: ErrataRunner, leftoverIn: Set<String> = []) throws {
        for name in ["login", "logout", "errors"] {
            for language in ["ko", "en", "ja"] {
                try runner.write(
                    page(language, leftover: leftoverIn.contains(language)), to: "docs/\(language)/\(name).md")
            }
        }
        try runner.write(page("en"), to: "docs/en/faq.md")
    }

    @Test("Korean left in the English and Japanese pages makes Korean the source, whatever the page count")
    func leftoverText() throws {
        let runner = try ErrataRunner()
        try Self.guide(runner, leftoverIn: ["en", "ja"])
        let result = try runner.run(["init"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(
            result.stderr.contains(
                "errata init: source ko — Korean text left on 6 lines of the en and ja pages; en has the most pages (4)\n"
            ), "stderr: \(result.stderr)")
        let yaml = try runner.text("errata.yml")
        #expect(yaml.contains("    source: ko\n"), "\(yaml)")
        #expect(yaml.contains("# The language the guide is written in first. A guess (Korean text left on 6 lines"))
        #expect(try runner.run(["check"]).exitCode != 2)
    }

    @Test("Korean in code, link targets and URLs, and a language's name in a menu, are not leftover text")
    func leftoverTextIsProseOnly() throws {
        let runner = try ErrataRunner()
        let notProse = """
            ```swift
            let message = "로그인에 실패했습니다"
            ```

            See [the guide](https://example.org/가이드/로그인하기.html) or https://example.org/문서/로그인하기.

            Inline `로그인에_실패했습니다` code, and the menu: [한국어](../ko/login.md)
            """
        for page in ["login", "logout", "errors"] {
            for language in ["ko", "en", "ja"] {
                try runner.write(
                    Self.page(language, extra: language == "ko" ? "" : notProse), to: "docs/\(language)/\(page).md")
            }
        }
        try runner.write(Self.page("en"), to: "docs/en/faq.md")
        let result = try runner.run(["init", "--print"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("    source: en\n"), "\(result.stdout)")
        #expect(result.stdout.contains("A guess (en has the most pages (4)): check it."), "\(result.stdout)")
    }

    @Test("Git history: the language whose pages change first, others following, is the source")
    func gitHistory() throws {
        let runner = try ErrataRunner()
        try Self.git(runner, ["init", "-q"])
        try Self.guide(runner)
        try Self.commit(runner, "All languages at once: no order", date: 0)
        // Three rounds: Korean first, the others after, in one commit or two.
        for (round, page) in ["login", "logout", "errors"].enumerated() {
            try runner.write(Self.page("ko", extra: "새 내용 \(round)"), to: "docs/ko/\(page).md")
            try Self.commit(runner, "ko \(page)", date: round * 10 + 1)
            try runner.write(Self.page("en", extra: "New \(round)"), to: "docs/en/\(page).md")
            try Self.commit(runner, "en \(page)", date: round * 10 + 2)
            try runner.write(Self.page("ja", extra: "新しい \(round)"), to: "docs/ja/\(page).md")
            try Self.commit(runner, "ja \(page)", date: round * 10 + 3)
        }
        // A fix to one language that no other follows shows no order.
        try runner.write(Self.page("ja", extra: "修正"), to: "docs/ja/login.md")
        try Self.commit(runner, "ja fix", date: 40)
        let result = try runner.run(["init"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(
            result.stderr.contains(
                "errata init: source ko — git: ko pages changed first in 3 of 3 commits; en has the most pages (4)\n"),
            "stderr: \(result.stderr)")
        #expect(try runner.text("errata.yml").contains("    source: ko\n"))

        // Without git history (not a repository), the page count decides.
        let plain = try ErrataRunner()
        try Self.guide(plain)
        let counted = try plain.run(["init", "--print"])
        #expect(counted.stdout.contains("    source: en\n"), "\(counted.stdout)")
        #expect(!counted.stderr.contains("git"), "\(counted.stderr)")
    }

    @Test("Precedence: leftover text over git, git over the site's config, the site's config over page counts")
    func precedence() throws {
        // Japanese left in the others' pages wins over git history that says Korean.
        let runner = try ErrataRunner()
        try Self.git(runner, ["init", "-q"])
        let japanese = "\nアプリキーはコンソールで確認できます。\n"
        for page in ["login", "logout", "errors"] {
            for language in ["ko", "en", "ja"] {
                try runner.write(
                    Self.page(language, extra: language == "ja" ? "" : japanese), to: "docs/\(language)/\(page).md")
            }
        }
        try Self.commit(runner, "All", date: 0)
        for (round, page) in ["login", "logout", "errors"].enumerated() {
            try runner.write(Self.page("ko", extra: japanese + "새 내용"), to: "docs/ko/\(page).md")
            try Self.commit(runner, "ko", date: round * 10 + 1)
            try runner.write(Self.page("en", extra: japanese + "New"), to: "docs/en/\(page).md")
            try runner.write(Self.page("ja", extra: "新しい"), to: "docs/ja/\(page).md")
            try Self.commit(runner, "en ja", date: round * 10 + 2)
        }
        let leftover = try runner.run(["init", "--print"])
        #expect(leftover.stdout.contains("    source: ja\n"), "\(leftover.stdout)")
        #expect(
            leftover.stderr.contains(
                "errata init: source ja — Japanese text left on 6 lines of the en and ko pages; "
                    + "git: ko pages changed first in 3 of 3 commits; en, ja and ko have as many pages (3)\n"),
            "stderr: \(leftover.stderr)")

        // Git history that says Korean wins over an MkDocs i18n plugin that says English.
        let site = try ErrataRunner()
        try Self.git(site, ["init", "-q"])
        for page in ["login", "logout", "errors"] {
            for language in ["ko", "en"] { try site.write(Self.page(language), to: "docs/\(language)/\(page).md") }
        }
        try site.write(
            """
            site_name: Demo
            markdown_extensions:
              - pymdownx.emoji:
                  emoji_generator: !!python/name:material.extensions.emoji.to_svg
            plugins:
              - search
              - i18n:
                  docs_structure: folder
                  languages:
                    - locale: ko
                      name: 한국어
                    - locale: en
                      default: true
                      name: English

            """, to: "mkdocs.yml")
        try Self.commit(site, "All", date: 0)
        let configured = try site.run(["init", "--print"])
        #expect(configured.stdout.contains("    source: en\n"), "\(configured.stdout)")
        #expect(
            configured.stderr.contains(
                "source en — the site's default language: en; git: no commit changed a page in one language before "
                    + "the others; en and ko have as many pages (3)\n"), "stderr: \(configured.stderr)")
        for (round, page) in ["login", "logout", "errors"].enumerated() {
            try site.write(Self.page("ko", extra: "새 내용"), to: "docs/ko/\(page).md")
            try Self.commit(site, "ko", date: round * 10 + 1)
            try site.write(Self.page("en", extra: "New"), to: "docs/en/\(page).md")
            try Self.commit(site, "en", date: round * 10 + 2)
        }
        let history = try site.run(["init", "--print"])
        #expect(history.stdout.contains("    source: ko\n"), "\(history.stdout)")
        #expect(
            history.stderr.contains(
                "source ko — git: ko pages changed first in 3 of 3 commits; the site's default language: en; "),
            "stderr: \(history.stderr)")

        // The site's default language wins over the page count; on a tie of pages without
        // anything else, English.
        try site.write(Self.page("ko"), to: "docs/ko/more.md")
        try FileManager.default.removeItem(at: site.url(".git"))
        let pages = try site.run(["init", "--print"])
        #expect(pages.stdout.contains("    source: en\n"), "\(pages.stdout)")
        #expect(pages.stderr.contains("source en — the site's default language: en; ko has the most pages (4)\n"))
        try FileManager.default.removeItem(at: site.url("mkdocs.yml"))
        #expect(try site.run(["init", "--print"]).stderr.contains("source ko — ko has the most pages (4)\n"))
        try FileManager.default.removeItem(at: site.url("docs/ko/more.md"))
        #expect(
            try site.run(["init", "--print"]).stderr.contains(
                "source en — en and ko have as many pages (3); English, with nothing else to go by\n"))
    }

    @Test("On a tie of pages, one commit that changed a language first outweighs a line of its script elsewhere")
    func faintEvidence() throws {
        let runner = try ErrataRunner()
        try Self.git(runner, ["init", "-q"])
        for page in ["login", "logout", "errors"] {
            for language in ["ko", "en", "ja"] {
                // One Japanese line in an English page: a term quoted, or text left over.
                let extra = language == "en" && page == "login" ? "\nアプリキーはコンソールで確認できます。\n" : ""
                try runner.write(Self.page(language, extra: extra), to: "docs/\(language)/\(page).md")
            }
        }
        try Self.commit(runner, "All", date: 0)
        try runner.write(Self.page("en", extra: "New"), to: "docs/en/logout.md")
        try Self.commit(runner, "en", date: 1)
        try runner.write(Self.page("ko", extra: "새 내용"), to: "docs/ko/logout.md")
        try runner.write(Self.page("ja", extra: "新しい"), to: "docs/ja/logout.md")
        try Self.commit(runner, "ko ja", date: 2)
        let result = try runner.run(["init", "--print"])
        #expect(result.stdout.contains("    source: en\n"), "\(result.stdout)")
        #expect(
            result.stderr.contains(
                "source en — git: en pages changed first in 1 of 1 commits; Japanese text left on 1 line of the en "
                    + "pages; en, ja and ko have as many pages (3)\n"), "stderr: \(result.stderr)")
    }

    @Test("Folders of old copies, backups, temporary copies and drafts are left out, with a comment")
    func setAsideFolders() throws {
        let runner = try ErrataRunner()
        for page in ["login", "errors"] {
            for language in ["ko", "en"] { try runner.write(Self.page(language), to: "\(language)/\(page).md") }
        }
        // Old copies in one language only: counted, they would make it the source and be
        // reported as missing from the other.
        for folder in ["old", "backup", "Old/2019", "temp", "drafts"] {
            try runner.write(Self.page("en"), to: "en/\(folder)/login.md")
        }
        // A language folder holding nothing but old copies is no language.
        try runner.write(Self.page("ja"), to: "ja/old/login.md")
        let result = try runner.run(["init"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        let yaml = try runner.text("errata.yml")
        #expect(
            yaml.contains(
                """
                exclude:
                  # Old copies, backups, temporary copies and drafts are not the guide: their pages are left out
                  # wherever such a folder is. Delete a line to check that folder's pages too.
                  - old/
                  - backup/
                  - backups/
                  - bak/
                  - temp/
                  - tmp/
                  - draft/
                  - drafts/
                  - Old/
                products:
                """), "\(yaml)")
        #expect(yaml.contains("      en: {bundle: en, path: en}  # 2 pages\n"), "\(yaml)")
        #expect(!yaml.contains("ja:"), "\(yaml)")
        #expect(
            result.stderr.contains(
                "errata init: left out 5 pages in Old/, backup/, drafts/, old/, temp/ folders (old copies, backups, "
                    + "drafts); see 'exclude' in errata.yml\n"), "stderr: \(result.stderr)")
        let check = try runner.run(["check"])
        #expect(check.exitCode == 0, "stderr: \(check.stderr)")
        #expect(check.stderr.contains("no findings"), "stderr: \(check.stderr)")
    }

    @Test("A Docusaurus site whose docs/ is not in its default locale: docs/ is read as the other locale")
    func docusaurusDocsInAnotherLocale() throws {
        let site = try ErrataRunner()
        let english = "i18n/en/docusaurus-plugin-content-docs/current/"
        for page in ["intro", "guide/install"] {
            try site.write(Self.page("zh"), to: "docs/\(page).md")
            try site.write(Self.page("en", extra: "注册之后才能使用这个功能。"), to: english + page + ".md")
        }
        try site.write(
            """
            module.exports = {
              title: 'Site',
              i18n: {
                defaultLocale: 'en',
                locales: ['en', 'zh'],
              },
            };

            """, to: "docusaurus.config.js")
        let result = try site.run(["init"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(
            result.stderr.contains(
                "errata init: the site's default locale is 'en', but i18n/en/ holds its pages: docs/ is read as 'zh' "
                    + "(the one locale docusaurus.config.js lists without i18n/)\n"), "stderr: \(result.stderr)")
        // Two lines of Chinese are too few to decide alone; they agree with the site's layout.
        #expect(
            result.stderr.contains(
                "errata init: source zh — docs/, which Docusaurus translates from: zh; Chinese text left on 2 lines of "
                    + "the en pages; en and zh have as many pages (2)\n"), "stderr: \(result.stderr)")
        let yaml = try site.text("errata.yml")
        #expect(
            yaml.contains(
                "      zh: {bundle: zh-Hans, path: docs}  # 2 pages\n"
                    + "      en: {bundle: en, path: i18n/en/docusaurus-plugin-content-docs/current}  # 2 pages\n"),
            "\(yaml)")
        let check = try site.run(["check"])
        #expect(check.exitCode != 2, "stderr: \(check.stderr)")

        // Without a list of locales, the script of docs/'s pages tells.
        try site.write("module.exports = { i18n: { defaultLocale: 'en' } };\n", to: "docusaurus.config.js")
        let script = try site.run(["init", "--print"])
        #expect(script.stderr.contains("docs/ is read as 'zh' (the script of its pages)"), "stderr: \(script.stderr)")
    }
}
