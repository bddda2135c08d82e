import Foundation
import Testing

/// `errata build` on small, valid projects: what it writes, and what it leaves alone.
@Suite("errata build, end to end")
struct BuildTests {
    private static let swiftFile = "generated/Demo/Swift/DemoError.swift"
    private static let catalogFile = "generated/Demo/catalog.json"

    private static func stringsFile(_ bundle: String) -> String {
        "generated/Demo/Resources/\(bundle).lproj/DemoError.strings"
    }

    /// The `written, unchanged, removed` counts of the summary line for `generated/Demo`.
    private static func summary(_ stdout: String) -> [Int]? {
        let marker = "generated/Demo: "
        guard let line = stdout.split(separator: "\n").first(where: { $0.contains(marker) }),
            let start = line.range(of: marker)
        else { return nil }
        let counts = line[start.upperBound...].split(separator: ",").compactMap { part in
            Int(part.split(separator: " ").first ?? "")
        }
        return counts.count == 3 ? counts : nil
    }

    /// Waits long enough that a file rewritten now gets a different modification time.
    private static func letClockTick() {
        Thread.sleep(forTimeInterval: 0.05)
    }

    /// Test 1: a clean build and the files it writes.
    @Test("A clean build exits 0 and writes the enum, a .strings table per language and catalog.json")
    func cleanBuild() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)

        let result = try runner.build()

        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("demo: 3 codes in 2 languages"))
        let outputs = DemoFixture.outputs()
        #expect(Self.summary(result.stdout) == [outputs.count, 0, 0], "stdout: \(result.stdout)")
        let written = try runner.snapshot("generated").keys.filter { !$0.hasSuffix("/") }
        // Beside the outputs, the manifest of the files errata wrote there.
        #expect(Set(written.map { "generated/" + $0 }) == Set(outputs + ["generated/Demo/.errata-manifest.json"]))

        let swift = try runner.text(Self.swiftFile)
        #expect(swift.contains("public enum DemoError: Int, Error, CaseIterable, Sendable {"))
        #expect(swift.contains("    case invalidMember = 6\n"))
        #expect(swift.contains("    case bannedMember = 7\n"))
        #expect(swift.contains("    case notLoggedIn = 8\n"))
        #expect(!swift.contains("@available(*, deprecated"))

        let json = try JSONSerialization.jsonObject(with: try runner.data(Self.catalogFile))
        let catalog = try #require(json as? [String: Any])
        let codes = try #require(catalog["codes"] as? [[String: Any]])
        #expect(codes.count == 3)
        let banned = try #require(codes.first { ($0["code"] as? Int) == 7 }, "catalog.json has no code 7")
        #expect(banned["symbol"] as? String == "TCGB_ERROR_BANNED_MEMBER")
        #expect(banned["category"] as? String == "Auth")

        let drift = try JSONSerialization.jsonObject(with: try runner.data("generated/Demo/report/drift.json"))
        let findings = try #require((drift as? [String: Any])?["findings"] as? [Any])
        #expect(findings.isEmpty)
        #expect(try runner.text("generated/Demo/report/drift.md").hasPrefix("# Demo"))

        let ko = StringsTable.dictionary(try runner.text(Self.stringsFile("ko")))
        let en = StringsTable.dictionary(try runner.text(Self.stringsFile("en")))
        #expect(ko.count == 3)
        #expect(ko["TCGB_ERROR_BANNED_MEMBER"] == "제재된 회원입니다.")
        #expect(en.count == 3)
        #expect(en["TCGB_ERROR_BANNED_MEMBER"] == "Banned member.")
        // Foundation must be able to read the table the generated enum loads at run time.
        let parsed = try PropertyListSerialization.propertyList(
            from: try runner.data(Self.stringsFile("en")),
            format: nil
        )
        #expect((parsed as? [String: String]) == en)
    }

    @Test("Pages named .markdown (in any case) are read as .md pages are, hidden ones not: the same outputs")
    func markdownExtension() throws {
        let (runner, swift) = try builtDemo()
        let english = try runner.text(Self.stringsFile("en"))

        let folder = runner.url("docs-src/demo/en")
        try FileManager.default.moveItem(
            at: folder.appendingPathComponent(DemoFixture.page), to: folder.appendingPathComponent("errors.Markdown"))
        // Not pages: another extension, and hidden files and folders (whose codes would be cases).
        let hidden = DemoFixture.page(rows: [DemoFixture.Row(symbol: "TCGB_ERROR_HIDDEN", code: 99, message: "Hidden.")]
        )
        try runner.write(hidden, to: "docs-src/demo/en/notes.txt")
        for path in [".md", ".draft.md", ".cache/page.md", "sub/.cache/page.markdown"] {
            try runner.write(hidden, to: "docs-src/demo/en/" + path)
        }
        let result = try runner.build()

        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("demo: 3 codes in 2 languages"), "stdout: \(result.stdout)")
        // The same code, documented in the renamed page.
        #expect(
            try runner.text(Self.swiftFile)
                == swift.replacingOccurrences(
                    of: "docs-src/demo/en/errors.md:", with: "docs-src/demo/en/errors.Markdown:"))
        #expect(try runner.text(Self.stringsFile("en")) == english)
    }

    @Test("Codes the tables write in hexadecimal are written so in messages, the enum, the bundles and explain")
    func hexadecimalCodes() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        for language in ["ko", "en"] {
            var page = try runner.text(DemoFixture.pagePath(language))
            for code in [6, 7, 8] {
                let written = language == "ko" && code == 7 ? "0x1F" : "0x0\(code)"
                page = page.replacingOccurrences(of: " | \(code) | ", with: " | \(written) | ")
            }
            try runner.write(page, to: DemoFixture.pagePath(language))
        }
        let result = try runner.build()
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(
            result.stderr.contains(
                "en gives TCGB_ERROR_BANNED_MEMBER (0x07): number 0x07 where ko gives 0x1F [code-conflict]"),
            "stderr: \(result.stderr)")
        let swift = try runner.text(Self.swiftFile)
        #expect(swift.contains("    case bannedMember = 0x1F\n"), "\(swift)")
        #expect(swift.contains("= 0x07\n"), "\(swift)")
        #expect(swift.contains("        case 0x06: return \"TCGB_ERROR_INVALID_MEMBER\"\n"), "\(swift)")
        #expect(try runner.text(Self.stringsFile("en")).contains("/* Auth · 0x06 */"))
        let catalog = try runner.text(Self.catalogFile)
        #expect(catalog.contains("\"codeRadix\" : 16"), "\(catalog)")
        let explained = try runner.run(["explain", "0x1f"])
        #expect(explained.stdout.hasPrefix("TCGB_ERROR_BANNED_MEMBER = 0x1F  (Demo"), "\(explained.stdout)")

        // The demo's decimal tables give no radix in the catalog.
        let decimal = try ErrataRunner()
        try DemoFixture.write(into: decimal)
        #expect(try decimal.build().exitCode == 0)
        #expect(try !decimal.text(Self.catalogFile).contains("codeRadix"))
    }

    @Test("Files and folders the config's exclude names are not pages: the same outputs as without them")
    func excludedFiles() throws {
        let (runner, swift) = try builtDemo()
        let english = try runner.text(Self.stringsFile("en"))

        // A Docusaurus partial and a drafts folder, whose codes would be cases.
        let hidden = DemoFixture.page(rows: [DemoFixture.Row(symbol: "TCGB_ERROR_HIDDEN", code: 99, message: "Hidden.")]
        )
        for path in ["en/_partial.md", "ko/notes/_intro.md", "en/drafts/errors.md", "en/drafts/more/x.md"] {
            try runner.write(hidden, to: "docs-src/demo/" + path)
        }
        let unexcluded = try runner.build()
        #expect(unexcluded.exitCode == 0, "stderr: \(unexcluded.stderr)")
        #expect(try runner.text(Self.swiftFile).contains("TCGB_ERROR_HIDDEN"))

        let config = try runner.text("errata.yml")
        try runner.write(
            config.replacingOccurrences(
                of: "docs: docs-src\n", with: "docs: docs-src\nexclude:\n  - _*.md\n  - demo/*/drafts/\n"),
            to: "errata.yml")
        let result = try runner.build()
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("demo: 3 codes in 2 languages"), "stdout: \(result.stdout)")
        #expect(try runner.text(Self.swiftFile) == swift)
        #expect(try runner.text(Self.stringsFile("en")) == english)
        let check = try runner.run(["check", "--fail-on", "warning"])
        #expect(check.exitCode == 0, "stdout: \(check.stdout)")

        // A language whose every page is excluded says so.
        try runner.write(
            config.replacingOccurrences(of: "docs: docs-src\n", with: "docs: docs-src\nexclude: demo/ko\n"),
            to: "errata.yml")
        let empty = try runner.build()
        #expect(empty.exitCode == 2)
        #expect(
            empty.stderr.contains("language 'ko' has no Markdown pages that the config's 'exclude' keeps"),
            "stderr: \(empty.stderr)")
    }

    /// The demo project, built once, and the enum it gave.
    private func builtDemo(sourceLocation: SourceLocation = #_sourceLocation) throws -> (ErrataRunner, String) {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        try #require(try runner.build().exitCode == 0, sourceLocation: sourceLocation)
        return (runner, try runner.text(Self.swiftFile))
    }

    /// Builds the demo, moves each language's folder (`docs-src/demo/<language>`) to the path given
    /// for it, edits `errata.yml`, builds again, and checks that the build succeeds and the enum is
    /// the same but for the pages' paths. Returns the project and its config.
    private func relaidOut(
        _ moves: [(language: String, to: String)], sourceLocation: SourceLocation = #_sourceLocation,
        config edit: (String) -> String
    ) throws -> (runner: ErrataRunner, config: String) {
        let (runner, swift) = try builtDemo(sourceLocation: sourceLocation)

        var moved = swift
        for (language, destination) in moves {
            try FileManager.default.createDirectory(
                at: runner.url(destination).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: runner.url("docs-src/demo/\(language)"), to: runner.url(destination))
            moved = moved.replacingOccurrences(of: "docs-src/demo/\(language)/", with: destination + "/")
        }
        // The product folder goes once it is empty.
        if try FileManager.default.contentsOfDirectory(atPath: runner.url("docs-src/demo").path).isEmpty {
            try FileManager.default.removeItem(at: runner.url("docs-src/demo"))
        }
        let config = edit(try runner.text("errata.yml"))
        try runner.write(config, to: "errata.yml")
        let result = try runner.build()

        #expect(result.exitCode == 0, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(
            result.stdout.contains("demo: 3 codes in 2 languages"), "stdout: \(result.stdout)",
            sourceLocation: sourceLocation)
        // The same codes, documented in the pages where they are now.
        #expect(moved != swift, sourceLocation: sourceLocation)
        #expect(try runner.text(Self.swiftFile) == moved, sourceLocation: sourceLocation)
        return (runner, config)
    }

    @Test("Languages kept elsewhere in the docs (a language-first layout) are read from their paths")
    func languagePaths() throws {
        // `docs-src/ko/demo/` and `docs-src/en/demo/`, as Hugo keeps `content/<language>/`.
        let (runner, _) = try relaidOut([("ko", "docs-src/ko/demo"), ("en", "docs-src/en/demo")]) { config in
            config.replacingOccurrences(of: "      ko: ko\n", with: "      ko: {bundle: ko, path: ko/demo}\n")
                .replacingOccurrences(
                    of: "      en: en\n", with: "      en:\n        bundle: en\n        path: en/demo\n")
        }
        // A finding names the page where it is.
        try runner.write(DemoFixture.page(rows: Array(DemoFixture.enRows.dropLast())), to: "docs-src/en/demo/errors.md")
        let check = try runner.run(["check"])
        #expect(check.exitCode == 0, "stderr: \(check.stderr)")
        #expect(check.stdout.contains("docs-src/en/demo/errors.md:"), "stdout: \(check.stdout)")
    }

    @Test("A VitePress site: the first language's folder holds the others'; it does not read their pages")
    func vitePressLayout() throws {
        // `docs-src/site/` holds the Korean pages, `docs-src/site/en/` the English ones.
        let (runner, _) = try relaidOut([("ko", "docs-src/site"), ("en", "docs-src/site/en")]) { config in
            config.replacingOccurrences(of: "      ko: ko\n", with: "      ko: {bundle: ko, path: site}\n")
                .replacingOccurrences(of: "      en: en\n", with: "      en: {bundle: en, path: site/en}\n")
        }
        // Read as Korean pages too, the English page would be a Korean page 'en/errors' that the
        // English guide lacks.
        let check = try runner.run(["check", "--fail-on", "warning"])
        #expect(check.exitCode == 0, "stdout: \(check.stdout)")
    }

    @Test("An MkDocs site: the languages share a folder, one marked by a suffix (errors.en.md)")
    func mkDocsLayout() throws {
        let (runner, swift) = try builtDemo()

        try FileManager.default.moveItem(at: runner.url("docs-src/demo/ko"), to: runner.url("docs-src/docs"))
        try FileManager.default.moveItem(
            at: runner.url("docs-src/demo/en/errors.md"), to: runner.url("docs-src/docs/errors.en.md"))
        try FileManager.default.removeItem(at: runner.url("docs-src/demo"))
        let config = try runner.text("errata.yml")
            .replacingOccurrences(of: "      ko: ko\n", with: "      ko: {bundle: ko, path: docs}\n")
            .replacingOccurrences(of: "      en: en\n", with: "      en: {bundle: en, path: docs, suffix: en}\n")
        try runner.write(config, to: "errata.yml")
        let result = try runner.build()

        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("demo: 3 codes in 2 languages"), "stdout: \(result.stdout)")
        let moved = swift.replacingOccurrences(of: "docs-src/demo/ko/", with: "docs-src/docs/")
            .replacingOccurrences(of: "docs-src/demo/en/errors.md", with: "docs-src/docs/errors.en.md")
        #expect(try runner.text(Self.swiftFile) == moved)

        // A page only in Korean is missing from English where English would have it.
        try runner.write("# 안내\n\n## 시작\n\n본문.\n", to: "docs-src/docs/guide.md")
        let check = try runner.run(["check", "--fail-on", "warning"])
        #expect(check.exitCode == 1)
        #expect(
            check.stdout.contains("docs-src/docs/guide.en.md: warning: en has no page 'guide'"),
            "stdout: \(check.stdout)")
    }

    @Test("A Docusaurus site: docs '.', each language at its path, the output kept clear of them")
    func docusaurusLayout() throws {
        // `docs/` holds the source language, `i18n/en/docusaurus-plugin-content-docs/current/` English.
        let english = "i18n/en/docusaurus-plugin-content-docs/current"
        let (runner, config) = try relaidOut([("ko", "docs"), ("en", english)]) { config in
            config.replacingOccurrences(of: "docs: docs-src\n", with: "docs: .\n")
                .replacingOccurrences(of: "      ko: ko\n", with: "      ko: {bundle: ko, path: docs}\n")
                .replacingOccurrences(of: "      en: en\n", with: "      en: {bundle: en, path: \(english)}\n")
        }
        // An output in a language's folder would replace guides.
        let before = try runner.snapshot("docs")
        try runner.write(
            config.replacingOccurrences(of: "output: generated", with: "output: docs/generated"), to: "errata.yml")
        let refused = try runner.build()
        #expect(refused.exitCode == 2)
        #expect(refused.stderr.hasPrefix("errata.yml:3:9: error: "), "stderr: \(refused.stderr)")
        #expect(refused.stderr.contains("overlaps the folder 'docs' of language 'ko'"), "stderr: \(refused.stderr)")
        #expect(try runner.snapshot("docs") == before)
    }

    /// Test 2: a build with nothing to do leaves every output file as it was.
    @Test("A second build with nothing changed rewrites nothing: same bytes, mtimes and inodes")
    func secondBuildTouchesNothing() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        let first = try runner.build()
        #expect(first.exitCode == 0, "stderr: \(first.stderr)")

        let paths = DemoFixture.outputs() + ["generated/Demo"]
        var before: [String: ErrataRunner.FileStamp] = [:]
        for path in paths {
            before[path] = try runner.stamp(path)
        }
        let bytes = try runner.snapshot("generated")
        Self.letClockTick()

        let second = try runner.build()

        #expect(second.exitCode == 0, "stderr: \(second.stderr)")
        #expect(Self.summary(second.stdout) == [0, DemoFixture.outputs().count, 0], "stdout: \(second.stdout)")
        for path in paths {
            #expect(try runner.stamp(path) == before[path], "\(path) was rewritten")
        }
        #expect(try runner.snapshot("generated") == bytes)
    }

    /// Test 3: a code conflict is reported at the disagreeing row, and decided by majority.
    @Test("A renamed and renumbered code is reported at the English row and kept as a deprecated case")
    func conflictAcrossThreeLanguages() throws {
        let runner = try ErrataRunner()
        var enRows = DemoFixture.enRows
        enRows[1] = DemoFixture.Row(symbol: "TCGB_ERROR_AUTH_BANNED_MEMBER", code: 3005, message: "Banned member.")
        try DemoFixture.write(into: runner, languages: ["ko", "ja", "en"], rows: ["en": enRows])
        let enPage = DemoFixture.page(rows: enRows)
        let line = DemoFixture.lineNumber(of: "AUTH\\_BANNED", in: enPage)
        #expect(line == 6)

        let result = try runner.build()

        // Findings are printed, but do not fail `build`.
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("demo: 3 codes in 3 languages; 1 code-conflict"))
        let prefix = "docs-src/demo/en/\(DemoFixture.page):\(line):"
        let conflicts = result.stderrLines.filter { $0.contains("[code-conflict]") }
        #expect(conflicts.count == 1, "stderr: \(result.stderr)")
        let finding = try #require(conflicts.first)
        #expect(finding.hasPrefix(prefix), "expected \(prefix)…, got: \(finding)")
        #expect(finding.contains(" error: "))
        #expect(finding.contains("3005"))
        #expect(!result.stderr.contains("docs-src/demo/ko/"))
        #expect(!result.stderr.contains("docs-src/demo/ja/"))

        let swift = try runner.text(Self.swiftFile)
        #expect(swift.contains("    case bannedMember = 7\n"))
        let lines = swift.components(separatedBy: "\n")
        let aliasIndex = try #require(lines.firstIndex { $0.hasSuffix(" = 3005") }, "no case = 3005")
        #expect(lines[aliasIndex].hasPrefix("    case "))
        let attribute = aliasIndex > 0 ? lines[aliasIndex - 1] : ""
        #expect(attribute.contains("@available(*, deprecated, renamed: \"bannedMember\""), "\(attribute)")
        // The bundles carry the deprecated symbol too, with each language's message.
        let ja = StringsTable.dictionary(try runner.text(Self.stringsFile("ja")))
        #expect(ja["TCGB_ERROR_BANNED_MEMBER"] == "制裁された会員です。")
        #expect(ja["TCGB_ERROR_AUTH_BANNED_MEMBER"] == "制裁された会員です。")
    }

    /// Test 5: a renumbered code changes the Swift file and catalog, not the Korean bundle.
    @Test("Renumbering a code in one language rewrites the Swift file and catalog, not the other bundle")
    func renumberRewritesOnlyWhatChanged() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        #expect(try runner.build().exitCode == 0)
        let swiftBefore = try runner.data(Self.swiftFile)
        let catalogBefore = try runner.data(Self.catalogFile)
        let koBefore = try runner.data(Self.stringsFile("ko"))
        let koStamp = try runner.stamp(Self.stringsFile("ko"))
        let swiftStamp = try runner.stamp(Self.swiftFile)
        Self.letClockTick()

        var enRows = DemoFixture.enRows
        enRows[1].code = 3005
        try runner.write(DemoFixture.page(rows: enRows), to: DemoFixture.pagePath("en"))
        let result = try runner.build()

        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        let swift = try runner.text(Self.swiftFile)
        #expect(Data(swift.utf8) != swiftBefore)
        #expect(try runner.stamp(Self.swiftFile) != swiftStamp)
        #expect(swift.contains("    case bannedMember = 7\n"))
        #expect(swift.contains(" = 3005\n"))
        #expect(try runner.data(Self.catalogFile) != catalogBefore)
        // The Korean messages and keys are exactly what they were, so the Korean bundle should
        // be left alone. errata adds a second "TCGB_ERROR_BANNED_MEMBER" entry for the
        // deprecated 3005 case (see `renumberedCodeHasNoDuplicateKeys`), which rewrites it.
        let koAfter = try runner.data(Self.stringsFile("ko"))
        let koStampAfter = try runner.stamp(Self.stringsFile("ko"))
        #expect(koAfter == koBefore)
        #expect(koStampAfter == koStamp)

    }

    /// Test 5: a message edit rewrites exactly the files whose bytes change.
    @Test("Editing an English message rewrites the English bundle and catalog, not the Swift or Korean files")
    func messageEditRewritesOnlyWhatChanged() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        #expect(try runner.build().exitCode == 0)
        let outputs = DemoFixture.outputs()
        var stamps: [String: ErrataRunner.FileStamp] = [:]
        var bytes: [String: Data] = [:]
        for path in outputs {
            stamps[path] = try runner.stamp(path)
            bytes[path] = try runner.data(path)
        }
        Self.letClockTick()

        var enRows = DemoFixture.enRows
        enRows[1].message = "This member is banned."
        try runner.write(DemoFixture.page(rows: enRows), to: DemoFixture.pagePath("en"))
        let result = try runner.build()

        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        for path in [Self.swiftFile, Self.stringsFile("ko")] {
            #expect(try runner.stamp(path) == stamps[path], "\(path) was rewritten")
        }
        for path in [Self.stringsFile("en"), Self.catalogFile] {
            #expect(try runner.stamp(path) != stamps[path], "\(path) was not rewritten")
        }
        // Exactly the files whose bytes changed got a new inode, and the summary counts them.
        var changed: [String] = []
        for path in outputs {
            let contentChanged = try runner.data(path) != bytes[path]
            let rewritten = try runner.stamp(path) != stamps[path]
            #expect(contentChanged == rewritten, "\(path): bytes changed \(contentChanged), rewritten \(rewritten)")
            if rewritten { changed.append(path) }
        }
        #expect(Self.summary(result.stdout) == [changed.count, outputs.count - changed.count, 0])
        let en = StringsTable.dictionary(try runner.text(Self.stringsFile("en")))
        #expect(en["TCGB_ERROR_BANNED_MEMBER"] == "This member is banned.")
    }

    /// A deprecated alias with the same symbol must not repeat a `.strings` key.
    @Test("A code renumbered (not renamed) in one language gives .strings tables without duplicate keys")
    func renumberedCodeHasNoDuplicateKeys() throws {
        let runner = try ErrataRunner()
        var enRows = DemoFixture.enRows
        enRows[1].code = 3005
        try DemoFixture.write(into: runner, rows: ["en": enRows])

        let result = try runner.build()

        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("[code-conflict]"))
        for bundle in ["ko", "en"] {
            let keys = StringsTable.entries(try runner.text(Self.stringsFile(bundle))).map(\.key)
            #expect(keys.contains("TCGB_ERROR_BANNED_MEMBER"))
            #expect(keys.count == Set(keys).count, "\(bundle): duplicate keys in \(keys)")

        }
    }
}
