import Foundation
import Testing

@testable import ErrataCore

/// `link-broken` on the fixture `rules/link-broken/<language>/<page>.md`: pages and headings that
/// do not exist, and what the rule leaves alone.
@Suite("link-broken on fixtures")
struct LinkBrokenRuleTests {
    static let pages = ["start", "console", "api"]

    /// The `link-broken` findings, with the project's files at `files` when given.
    static func findings(files: ProjectFiles? = nil, rule: String = LinkBrokenRule.id) throws -> [Finding] {
        let facts = try ["ko", "en"].flatMap { language in
            try pages.map { page in
                Fixture.facts(
                    markdown: try Fixture.text("rules/link-broken/\(language)/\(page).md"), language: language,
                    path: "\(language)/\(page).md", page: page)
            }
        }
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts, files: files)
        return product.findings.filter { $0.rule == rule }
    }

    @Test("A page that does not exist, beside the source's link at the same place, once per page")
    func missingPage() throws {
        let findings = try Self.findings()
        let missing = try #require(findings.first { $0.fact == "link:./api-guide.md" })
        #expect(missing.language == "en")
        #expect(missing.location == SourceLocation(path: "en/start.md", line: 5, column: 61))
        #expect(
            missing.message
                == "en links 'API guide' to ./api-guide.md, a page that does not exist; ko links ./api.md, "
                + "and so does 1 more link of the page (line 17)")
        #expect(missing.related.map(\.language) == ["ko", "en"])
        #expect(missing.related.map(\.location.line) == [5, 17])
        #expect(findings.filter { $0.fact == "link:./api-guide.md" }.count == 1)
    }

    @Test("A fragment no heading of the page's edition has, in every language that writes it: once, at the source")
    func missingFragment() throws {
        let findings = try Self.findings()
        let absent = findings.filter { $0.fact == "link:./console.md#advanced-options" }
        #expect(absent.map(\.language) == ["ko"])
        #expect(
            absent.first?.message
                == "ko links ./console.md#advanced-options, a heading ko's edition of console does not have; en "
                + "copies the link, which leads nowhere there either")
        #expect(absent.first?.related.map(\.language) == ["en"])
        // A heading on the same page; an explicit ID is the heading's only fragment.
        let retry = findings.filter { $0.fact == "link:#retry" }
        #expect(retry.map(\.language) == ["ko"] && retry.first?.related.map(\.language) == ["en"])
        #expect(!findings.contains { $0.language == "ko" && $0.fact == "link:#errors" })
    }

    @Test("A page only the source language's edition has is named as such")
    func pageOnlyTheSourceHas() throws {
        let facts = [
            Fixture.facts(
                markdown: "# 시작\n\n[가이드](./guide.md)\n", language: "ko", path: "ko/start.md", page: "start"),
            Fixture.facts(markdown: "# 가이드\n\n내용.\n", language: "ko", path: "ko/guide.md", page: "guide"),
            Fixture.facts(
                markdown: "# Start\n\nSee [the guide](./guide.md) and [the notes](./notes.md).\n", language: "en",
                path: "en/start.md", page: "start"),
        ]
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts)
        #expect(
            DriftRuleTests.findings(product, LinkBrokenRule.id).map(\.message) == [
                "en links 'the guide' to ./guide.md, a page en's edition does not have (ko's has it): readers land "
                    + "nowhere, unless the site shows ko's page in its stead",
                "en links 'the notes' to ./notes.md, a page that does not exist",
            ])
    }

    @Test("link-conflict: a translation's fragment its own edition has no heading of says so, and names its heading")
    func conflictNamesTheEditionsHeading() throws {
        let facts = [
            Fixture.facts(
                markdown: "# 시작\n\n[설정](./guide.md#프로젝트-설정)\n", language: "ko", path: "ko/start.md", page: "start"),
            Fixture.facts(
                markdown: "# 가이드\n\n## 프로젝트 설정\n\n내용.\n", language: "ko", path: "ko/guide.md", page: "guide"),
            Fixture.facts(
                markdown: "# Start\n\n[Settings](./guide.md#project-settings)\n", language: "en", path: "en/start.md",
                page: "start"),
            Fixture.facts(
                markdown: "# Guide\n\n## Set up Project\n\nText.\n", language: "en", path: "en/guide.md", page: "guide"),
            // ja's fragment names its heading: a translated fragment, not a conflict.
            Fixture.facts(
                markdown: "# 開始\n\n[設定](./guide.md#プロジェクト設定)\n", language: "ja", path: "ja/start.md", page: "start"),
            Fixture.facts(
                markdown: "# ガイド\n\n## プロジェクト設定\n\n内容。\n", language: "ja", path: "ja/guide.md", page: "guide"),
        ]
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en", "ja"]), facts: facts)
        #expect(
            DriftRuleTests.findings(product, LinkConflictRule.id).map(\.message) == [
                "en links 'Settings' to ./guide.md#project-settings, a heading en's edition of guide does not have "
                    + "(its own there is 'Set up Project'), where ko links to ./guide.md#프로젝트-설정"
            ])
    }

    @Test("fallback: source: an address on the site of a page only the source has leads to the source's page")
    func fallbackToSourceBySiteAddress() throws {
        let site = "https://docs.example.com"
        let facts = [
            Fixture.facts(
                markdown: "# 시작\n\n[가이드](\(site)/ko/guide/#설치)와 [참고](\(site)/ko/notes/)\n", language: "ko",
                path: "ko/start.md", page: "start"),
            Fixture.facts(
                markdown: "# 가이드\n\n## 설치\n\n내용.\n", language: "ko", path: "ko/guide.md", page: "guide"),
            Fixture.facts(markdown: "# 참고\n\n내용.\n", language: "ko", path: "ko/notes.md", page: "notes"),
            Fixture.facts(
                markdown: "# Start\n\nSee [the guide](\(site)/en/guide/#설치), [setup](\(site)/en/guide/#setup) "
                    + "and [the notes](\(site)/en/notes/).\n", language: "en", path: "en/start.md", page: "start"),
        ]
        var config = ReconcilerTests.product(["ko", "en"])
        config.fallback = .source
        // The page shown is ko's: its heading is there ('setup', not there, is link-conflict's).
        let product = Reconciler().reconcile(config, facts: facts)
        #expect(DriftRuleTests.findings(product, LinkBrokenRule.id).isEmpty)
        config.fallback = .nothing
        #expect(
            DriftRuleTests.findings(Reconciler().reconcile(config, facts: facts), LinkBrokenRule.id).map(\.message)
                == [
                    "en links 'the guide' to \(site)/en/guide/#설치, a page en does not have",
                    "en links 'the notes' to \(site)/en/notes/, a page en does not have",
                ])
    }

    @Test("fallback: source: a page only the source has is the site's, and its headings are the fragment's")
    func fallbackToSource() throws {
        let facts = [
            Fixture.facts(
                markdown: "# 시작\n\n[가이드](./guide.md#설치)\n", language: "ko", path: "ko/start.md", page: "start"),
            Fixture.facts(
                markdown: "# 가이드\n\n## 설치\n\n내용.\n", language: "ko", path: "ko/guide.md", page: "guide"),
            Fixture.facts(
                markdown: "# Start\n\nSee [the guide](./guide.md#설치), [setup](./guide.md#setup) and "
                    + "[the notes](./notes.md).\n", language: "en", path: "en/start.md", page: "start"),
        ]
        var config = ReconcilerTests.product(["ko", "en"])
        config.fallback = .source
        let product = Reconciler().reconcile(config, facts: facts)
        // The link to a heading ko's page lacks is link-conflict's (against ko's link there).
        #expect(
            DriftRuleTests.findings(product, LinkBrokenRule.id).map(\.message) == [
                "en links 'the notes' to ./notes.md, a page that does not exist"
            ])
        #expect(
            DriftRuleTests.findings(product, LinkConflictRule.id).map(\.message) == [
                "en links 'setup' to ./guide.md#setup where ko links to ./guide.md#설치"
            ])
        // A link of en's own to that page: checked against the headings of the page the site shows.
        var own = facts
        own[0] = Fixture.facts(markdown: "# 시작\n\n내용.\n", language: "ko", path: "ko/start.md", page: "start")
        #expect(
            DriftRuleTests.findings(Reconciler().reconcile(config, facts: own), LinkBrokenRule.id).map(\.message) == [
                "en links ./guide.md#setup, a heading ko's edition of guide does not have",
                "en links 'the notes' to ./notes.md, a page that does not exist",
            ])
        // `none`: folders apart or not, a page the language lacks is not there.
        config.fallback = .nothing
        let strict = Reconciler().reconcile(config, facts: facts)
        #expect(DriftRuleTests.findings(strict, LinkBrokenRule.id).count == 2)
        #expect(
            DriftRuleTests.findings(strict, LinkConflictRule.id).map(\.message) == [
                "en links 'setup' to ./guide.md#setup, a page en does not have, where ko links to ./guide.md#설치"
            ])
    }

    @Test("A translation's copy of the source page's broken link is part of the source's finding")
    func copiedBrokenLink() throws {
        let facts = [
            Fixture.facts(
                markdown: "# 시작\n\n[설정](./setup.md)\n", language: "ko", path: "ko/start.md", page: "start"),
            Fixture.facts(
                markdown: "# Start\n\n[Setup](./setup.md) and [notes](./notes.md)\n", language: "en",
                path: "en/start.md", page: "start"),
            Fixture.facts(markdown: "# 開始\n\n[設定](./setup.md)\n", language: "ja", path: "ja/start.md", page: "start"),
        ]
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en", "ja"]), facts: facts)
        let findings = DriftRuleTests.findings(product, LinkBrokenRule.id)
        #expect(
            findings.map { "\($0.location.path) \($0.message)" } == [
                "en/start.md en links 'notes' to ./notes.md, a page that does not exist",
                "ko/start.md ko links '설정' to ./setup.md, a page that does not exist; en, ja copy the link, which "
                    + "leads nowhere there either",
            ])
        #expect(findings.last?.related.map(\.location.path) == ["en/start.md", "ja/start.md"])
    }

    @Test("A numbered id (#_2) names one of the headings Python-Markdown numbers: titles with no ASCII letter or digit")
    func numberedIDs() throws {
        // The link-broken messages of a product of one page.
        func broken(_ markdown: String, language: String, page: String) -> [String] {
            let facts = Fixture.facts(
                markdown: markdown, language: language, path: "\(language)/\(page).md", page: page)
            let product = Reconciler().reconcile(ReconcilerTests.product([language]), facts: [facts])
            return DriftRuleTests.findings(product, LinkBrokenRule.id).map(\.message)
        }
        let guide = "# 가이드\n\n## 설정 방법\n\n## 2. 설치\n\n## Résumé\n\n## 옵션 {#options}\n\n[설정](#_2), [다음](#_3)\n"
        #expect(
            broken(guide, language: "ko", page: "guide") == [
                "ko links #_3, a heading ko's edition of guide does not have (Python-Markdown numbers the titles that "
                    + "keep no ASCII letter or digit, and it has 2: #_1 to #_2)"
            ])
        // A fragment in Korean names a heading where the site's ids may keep it (two numbered links
        // say nothing); where the guides link three numbered ids, the site makes ASCII ids alone,
        // and the heading's own is suggested.
        let unicode = guide + "\n[설정 보기](#설정-방법)\n"
        #expect(broken(unicode, language: "ko", page: "guide").count == 1)
        #expect(
            broken(unicode + "[처음](#_1)\n", language: "ko", page: "guide").last
                == "ko links #설정-방법, a heading ko's edition of guide does not have; did you mean #_2?")
        #expect(
            broken("# Notes\n\n## Setup\n\nSee [setup](#_1).\n", language: "en", page: "notes") == [
                "en links #_1, a heading en's edition of notes does not have (Python-Markdown numbers the titles that "
                    + "keep no ASCII letter or digit, and it has none)"
            ])
    }

    @Test("A fragment one or two edits from a heading's is shown beside it")
    func suggestion() throws {
        let facts = [
            Fixture.facts(markdown: "# Start\n\nSee [calls](./api.md#call).\n", language: "en", path: "en/start.md"),
            Fixture.facts(markdown: "# API\n\n## Calls\n\nText.\n", language: "en", path: "en/api.md", page: "api"),
        ]
        let product = Reconciler().reconcile(ReconcilerTests.product(["en"]), facts: facts)
        let finding = try #require(product.findings.first { $0.rule == LinkBrokenRule.id })
        #expect(
            finding.message
                == "en links ./api.md#call, a heading en's edition of api does not have; did you mean #calls?")
    }

    @Test("An address on the site that names a language leads to no page of a folder of that edition's pages")
    func missingSitePage() throws {
        let product = try DriftRuleTests.reconcile(
            "links-site-missing", languages: ["ko", "en"],
            pages: ["start", "guides/uploading-objects", "guides/access"])
        // The blog is no folder of the guides' pages, and an archive is no page: neither is judged.
        #expect(
            DriftRuleTests.findings(product, LinkBrokenRule.id).map {
                "\($0.location.path):\($0.location.line) \($0.message)"
            }
                == [
                    "en/start.md:3 en links 'Uploading objects' to /en/guides/uploading/, a page that does not exist; "
                        + "ko links /ko/guides/uploading-objects/"
                ])
    }

    @Test("Images, other sites, mail, code blocks, existing pages and HTML anchors are left alone")
    func leftAlone() throws {
        let findings = try Self.findings()
        for fact in [
            "link:./images/flow.png", "link:https://example.com/guide.md", "link:mailto:help@example.com",
            "link:./nowhere.md", "link:./console.md", "link:./api.md", "link:./console.md#settings",
            // An HTML element's id or name is a place a fragment may name.
            "link:./console.md#quotas", "link:./console.md#limits",
        ] {
            #expect(!findings.contains { $0.fact == fact }, "\(fact)")
        }
    }

    @Test("A page on disk that errata does not read is there; without the files, the pages read are all there is")
    func filesOnDisk() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("link-broken-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for language in ["ko", "en"] {
            let old = root.appendingPathComponent("\(language)/old")
            try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
            try "# Old\n".write(to: old.appendingPathComponent("legacy.md"), atomically: true, encoding: .utf8)
        }
        #expect(try Self.findings().contains { $0.fact == "link:./old/legacy.md" })
        let onDisk = try Self.findings(files: ProjectFiles(root: root.path, docsFolder: "."))
        #expect(!onDisk.contains { $0.fact == "link:./old/legacy.md" })
        #expect(onDisk.contains { $0.fact == "link:./api-guide.md" })
        // A target outside the docs folder cannot be judged.
        let outside = try Self.findings(files: ProjectFiles(root: root.path, docsFolder: "docs"))
        #expect(!outside.contains { $0.fact == "link:./api-guide.md" })
    }

    @Test("A link link-conflict reports is not reported again")
    func reportedAsConflict() throws {
        let pages: [(String, String, String)] = [
            ("ko", "start", "# 시작\n\n[상태](./status.md#message-status)를 봅니다.\n"),
            ("ko", "status", "# 상태\n\n## 메시지 상태 {#message-status}\n\n설명.\n"),
            ("en", "start", "# Start\n\nSee the [status](./status.md#status-values).\n"),
            ("en", "status", "# Status\n\n## Message status {#message-status}\n\nText.\n"),
        ]
        let facts = pages.map { language, page, markdown in
            Fixture.facts(markdown: markdown, language: language, path: "\(language)/\(page).md", page: page)
        }
        let findings = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts).findings
        let conflict = try #require(findings.first { $0.rule == LinkConflictRule.id })
        #expect(conflict.location.path == "en/start.md")
        #expect(!findings.contains { $0.rule == LinkBrokenRule.id })
        // Without link-conflict, the link is link-broken's.
        let alone = Reconciler(rules: [LinkBrokenRule()]).reconcile(
            ReconcilerTests.product(["ko", "en"]), facts: facts)
        #expect(alone.findings.map(\.location) == [conflict.location])
    }
    @Test("A link without an extension is judged where the guides link their pages so")
    func extensionlessLinks() throws {
        func findings(_ startText: String) -> [String] {
            let pages: [(String, String, String)] = [
                ("en", "start", startText),
                ("en", "install", "# Install\n\nText.\n"),
            ]
            let facts = pages.map { language, page, markdown in
                Fixture.facts(markdown: markdown, language: language, path: "\(language)/\(page).md", page: page)
            }
            return Reconciler(rules: [LinkBrokenRule()]).reconcile(ReconcilerTests.product(["en"]), facts: facts)
                .findings.map(\.message)
        }
        // `./install/` reaches a page: `./setup` is one of the guides' pages, and there is none.
        #expect(
            findings("# Start\n\nSee [Install](./install/) and [Setup](./setup).\n") == [
                "en links 'Setup' to ./setup, a page that does not exist"
            ])
        // No such link reaches a page: they lead to the site's pages kept elsewhere.
        #expect(findings("# Start\n\nSee [Console](./console/) and [Setup](./setup).\n") == [])
        // A page's link to itself shows nothing of the others (a few pages of a larger site).
        #expect(findings("# Start\n\n## Use\n\nSee [Use](./start/#use) and [Setup](./setup).\n") == [])
    }
}
