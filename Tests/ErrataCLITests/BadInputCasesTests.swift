import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `errata build` on every kind of bad input: each case is refused with exit code 2 and one
/// `path[:line[:column]]: error: …` line naming the file (and the line, where there is one), and
/// leaves the outputs of the last good build byte for byte as they were, with no staging folder.
@Suite("errata build refuses bad input, and leaves the outputs alone")
struct BadInputCasesTests {
    /// Builds the demo, breaks the project, builds again, and checks the refusal.
    ///
    /// - Parameters:
    ///   - prefix: What standard error must start with: the file, and its line where there is one.
    ///   - contains: Words the message must hold.
    ///   - breakProject: Makes the project bad.
    /// - Returns: The runner and the failed run, for further checks.
    @discardableResult
    private func expectRefused(
        prefix: String,
        contains words: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ breakProject: (ErrataRunner) throws -> Void
    ) throws -> (ErrataRunner, ErrataRunner.Result) {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        let good = try runner.build()
        try #require(good.exitCode == 0, "the first build failed: \(good.stderr)", sourceLocation: sourceLocation)
        let before = try runner.snapshot("generated")
        try #require(before.keys.contains("Demo/Swift/DemoError.swift"), sourceLocation: sourceLocation)

        try breakProject(runner)
        let beside = try FileManager.default.contentsOfDirectory(atPath: runner.sandbox.path).sorted()
        let result = try runner.build()

        #expect(result.exitCode == 2, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix(prefix), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(": error: "), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        for word in words {
            #expect(result.stderr.contains(word), "no '\(word)' in: \(result.stderr)", sourceLocation: sourceLocation)
        }
        #expect(result.stdout.isEmpty, "stdout: \(result.stdout)", sourceLocation: sourceLocation)
        let after = try runner.snapshot("generated")
        #expect(after.keys.sorted() == before.keys.sorted(), sourceLocation: sourceLocation)
        #expect(after == before, "generated/ changed", sourceLocation: sourceLocation)
        let besideAfter = try FileManager.default.contentsOfDirectory(atPath: runner.sandbox.path).sorted()
        #expect(besideAfter == beside, "something was written beside the project", sourceLocation: sourceLocation)
        return (runner, result)
    }

    private static let page = DemoFixture.pagePath("en")
    private static let config = DemoFixture.config()

    /// The demo config with `old` replaced by `new` (which must be there).
    private static func config(replacing old: String, with new: String) -> String {
        precondition(config.contains(old), "the demo config has no '\(old)'")
        return config.replacingOccurrences(of: old, with: new)
    }

    /// The 1-based line of the first line of `text` containing `needle`.
    private static func line(of needle: String, in text: String) -> Int {
        DemoFixture.lineNumber(of: needle, in: text)
    }

    // MARK: - Pages that are not UTF-8 text

    @Test("1. A page with an invalid UTF-8 sequence (a lone continuation byte) is refused at its byte")
    func invalidUTF8() throws {
        try expectRefused(prefix: "\(Self.page):2:4: error:", contains: ["0x80", "byte offset"]) { runner in
            try runner.write(Data("# T\nabc".utf8) + Data([0x80]) + Data("def\n".utf8), to: Self.page)
        }
    }

    @Test("2. A page saved as UTF-16 big-endian with a byte-order mark is refused as UTF-16")
    func utf16BigEndianBOM() throws {
        try expectRefused(prefix: "\(Self.page):1:1: error:", contains: ["UTF-16"]) { runner in
            let text = DemoFixture.page(rows: DemoFixture.enRows)
            try runner.write(Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!, to: Self.page)
        }
    }

    @Test("3. A page with a NUL byte is refused at the NUL")
    func nulByte() throws {
        try expectRefused(prefix: "\(Self.page):2:3: error:", contains: ["NUL", "byte offset 6"]) { runner in
            try runner.write(Data("# T\nab".utf8) + Data([0]) + Data("cd\n".utf8), to: Self.page)
        }
    }

    @Test("4. An empty page (0 bytes) is refused: an empty page is always a mistake")
    func emptyPage() throws {
        try expectRefused(prefix: "\(Self.page): error:", contains: ["empty"]) { runner in
            try runner.write(Data(), to: Self.page)
        }
    }

    @Test("5. A page of nothing but blank lines and a byte-order mark is empty too")
    func blankPage() throws {
        try expectRefused(prefix: "\(Self.page): error:", contains: ["empty"]) { runner in
            try runner.write(Data([0xEF, 0xBB, 0xBF]) + Data(" \n\r\n\t\n".utf8), to: Self.page)
        }
    }

    @Test("6. A binary file (a PNG) named like a page is refused at its first invalid byte")
    func binaryPage() throws {
        try expectRefused(prefix: "\(Self.page):1:1: error:", contains: ["0x89", "byte offset 0"]) { runner in
            let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52]
            try runner.write(Data(png + [UInt8](repeating: 0xA5, count: 256)), to: Self.page)
        }
    }

    // MARK: - Files and folders in the wrong place

    @Test("7. A folder named like a page (x.md/) is refused")
    func folderNamedLikeAPage() throws {
        let path = "docs-src/demo/en/x.md"
        try expectRefused(prefix: "\(path): error:", contains: ["folder"]) { runner in
            try FileManager.default.createDirectory(at: runner.url(path), withIntermediateDirectories: true)
            try runner.write("# Inside a folder\n", to: path + "/inner.txt")
        }
    }

    @Test("46. Two files that are the same page (errors.md and errors.markdown) are refused at the second")
    func samePageTwice() throws {
        let path = "docs-src/demo/en/errors.md"
        try expectRefused(prefix: "\(path): error:", contains: ["'errors.markdown'", "'errors.md'", "same page"]) {
            runner in
            try runner.write(try runner.text(Self.page), to: "docs-src/demo/en/errors.markdown")
        }
    }

    @Test("8. A page that is a symbolic link to a file outside docs-src/ is refused, and not read")
    func pageLinkLeavesDocs() throws {
        let path = "docs-src/demo/en/secret.md"
        try expectRefused(prefix: "\(path): error:", contains: ["outside the docs folder"]) { runner in
            try runner.write("# A secret\n", to: "secret.md")
            try FileManager.default.createSymbolicLink(
                atPath: runner.url(path).path, withDestinationPath: runner.url("secret.md").path)
        }
    }

    @Test("47. A page in a sub-folder that is a symbolic link to a file outside docs-src/ is refused")
    func nestedPageLinkLeavesDocs() throws {
        let path = "docs-src/demo/en/guides/deep/secret.md"
        try expectRefused(prefix: "\(path): error:", contains: ["outside the docs folder"]) { runner in
            try runner.write("# A secret\n", to: "secret.md")
            try runner.write("# Guide\n", to: "docs-src/demo/en/guides/deep/guide.md")
            try FileManager.default.createSymbolicLink(
                atPath: runner.url(path).path, withDestinationPath: runner.url("secret.md").path)
        }
    }

    @Test("9. A language folder that is a symbolic link to a folder outside docs-src/ is refused")
    func languageFolderLinkLeavesDocs() throws {
        try expectRefused(prefix: "docs-src/demo/en: error:", contains: ["outside the docs folder"]) { runner in
            let outside = runner.sandbox.appendingPathComponent("project/elsewhere/en")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try FileManager.default.moveItem(
                at: runner.url(Self.page), to: outside.appendingPathComponent(DemoFixture.page))
            try FileManager.default.removeItem(at: runner.url("docs-src/demo/en"))
            try FileManager.default.createSymbolicLink(
                atPath: runner.url("docs-src/demo/en").path, withDestinationPath: outside.path)
        }
    }

    @Test("10. Two pages that link to each other (a loop) are refused, not followed forever")
    func pageLinkLoop() throws {
        try expectRefused(prefix: "docs-src/demo/en/a.md: error:", contains: ["leads nowhere"]) { runner in
            let folder = runner.url("docs-src/demo/en").path
            try FileManager.default.createSymbolicLink(atPath: folder + "/a.md", withDestinationPath: "b.md")
            try FileManager.default.createSymbolicLink(atPath: folder + "/b.md", withDestinationPath: "a.md")
        }
    }

    @Test(
        "11. An unreadable page (chmod 000) is refused with the reason",
        .disabled(if: getuid() == 0, "running as root: chmod 000 does not stop root from reading a file")
    )
    func unreadablePage() throws {
        let (runner, _) = try expectRefused(prefix: "\(Self.page): error:", contains: ["permission denied"]) { runner in
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: runner.url(Self.page).path)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: runner.url(Self.page).path)
    }

    @Test("12. A named pipe named like a page is refused at once, without blocking on it")
    func namedPipePage() throws {
        let path = "docs-src/demo/en/pipe.md"
        try expectRefused(prefix: "\(path): error:", contains: ["named pipe"]) { runner in
            #expect(mkfifo(runner.url(path).path, 0o644) == 0)
        }
    }

    @Test("13. A language folder that was deleted is refused at the language's line in errata.yml")
    func languageFolderMissing() throws {
        let line = Self.line(of: "en: en", in: Self.config)
        try expectRefused(prefix: "errata.yml:\(line):", contains: ["'en'", "docs-src/demo/en"]) { runner in
            try FileManager.default.removeItem(at: runner.url("docs-src/demo/en"))
        }
    }

    @Test("13b. With several mistakes, the first in page order is reported: a bad ko page before a missing en folder")
    func firstMistakeInPageOrder() throws {
        // ko comes before en in the config: its pages are met before en's folder is looked for.
        let koPage = DemoFixture.pagePath("ko")
        try expectRefused(prefix: "\(koPage):2:4: error:", contains: ["0x80"]) { runner in
            try runner.write(Data("# T\nabc".utf8) + Data([0x80]) + Data("def\n".utf8), to: koPage)
            try FileManager.default.removeItem(at: runner.url("docs-src/demo/en"))
        }
        // Of two bad pages, the one in the first language.
        try expectRefused(prefix: "\(koPage): error:", contains: ["empty"]) { runner in
            try runner.write(Data(), to: koPage)
            try runner.write(Data("# T\nabc".utf8) + Data([0x80]) + Data("def\n".utf8), to: Self.page)
        }
    }

    @Test("14. A language folder with no Markdown page in it is refused")
    func languageFolderEmpty() throws {
        try expectRefused(prefix: "docs-src/demo/en: error:", contains: ["no Markdown pages"]) { runner in
            try FileManager.default.removeItem(at: runner.url(Self.page))
            try runner.write("not a page\n", to: "docs-src/demo/en/notes.txt")
        }
    }

    @Test("15. A docs path that is a file, not a folder, is refused at its line")
    func docsPathIsAFile() throws {
        let line = Self.line(of: "docs:", in: Self.config)
        try expectRefused(prefix: "errata.yml:\(line):", contains: ["is a file"]) { runner in
            try FileManager.default.removeItem(at: runner.url("docs-src"))
            try runner.write("not a folder\n", to: "docs-src")
        }
    }

    @Test("16. An absolute docs path is refused at its line")
    func docsPathAbsolute() throws {
        let config = Self.config(replacing: "docs: docs-src", with: "docs: /etc")
        try expectRefused(prefix: "errata.yml:2:", contains: ["'/etc'", "relative"]) { runner in
            try runner.write(config, to: "errata.yml")
        }
    }

    // MARK: - errata.yml

    @Test("17. An unknown key in a product is refused at its line, with a suggestion")
    func unknownKey() throws {
        let config = Self.config(replacing: "    source: ko", with: "    sorce: ko")
        let line = Self.line(of: "sorce", in: config)
        try expectRefused(prefix: "errata.yml:\(line):", contains: ["'sorce'", "did you mean 'source'"]) { runner in
            try runner.write(config, to: "errata.yml")
        }
    }

    @Test("18. A value of the wrong type (a list for the languages) is refused at its line")
    func wrongType() throws {
        let config = Self.config(replacing: "      ko: ko\n      en: en\n", with: "      - ko\n      - en\n")
        let line = Self.line(of: "- ko", in: config)
        try expectRefused(prefix: "errata.yml:\(line):", contains: ["languages", "mapping"]) { runner in
            try runner.write(config, to: "errata.yml")
        }
    }

    @Test("19. A version that is not a number is refused at its line")
    func versionNotANumber() throws {
        let config = Self.config(replacing: "version: 1", with: "version: one")
        try expectRefused(prefix: "errata.yml:1:", contains: ["version", "whole number"]) { runner in
            try runner.write(config, to: "errata.yml")
        }
    }

    @Test("20. An output path that leaves the project (../) is refused, and nothing is written there")
    func outputLeavesProject() throws {
        let config = Self.config(replacing: "output: generated", with: "output: generated/../../escaped")
        let line = Self.line(of: "output:", in: config)
        let (runner, _) = try expectRefused(prefix: "errata.yml:\(line):", contains: ["inside the project"]) {
            runner in
            try runner.write(config, to: "errata.yml")
        }
        #expect(!FileManager.default.fileExists(atPath: runner.sandbox.appendingPathComponent("escaped").path))
    }

    @Test("21. An output folder that is a symbolic link leading outside the project is refused")
    func outputThroughLink() throws {
        let config = Self.config(replacing: "output: generated", with: "output: linked")
        let line = Self.line(of: "output:", in: config)
        let (runner, _) = try expectRefused(prefix: "errata.yml:\(line):", contains: ["outside the project"]) {
            runner in
            let outside = runner.sandbox.appendingPathComponent("outside")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: runner.url("linked").path, withDestinationPath: outside.path)
            try runner.write(config, to: "errata.yml")
        }
        let outside = runner.sandbox.appendingPathComponent("outside").path
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    }

    @Test("22. Two products that would write to the same folder are refused at the second one")
    func twoProductsOneFolder() throws {
        let config = Self.config + "  other:\n    name: DEMO\n    source: ko\n    languages:\n      ko: ko\n"
        let line = Self.line(of: "other:", in: config) + 1
        try expectRefused(prefix: "errata.yml:\(line):", contains: ["'other'", "both write to"]) { runner in
            try runner.write(config, to: "errata.yml")
        }
    }

    @Test("23. A key given twice in a mapping is refused at its first line")
    func duplicateKey() throws {
        let config = Self.config(replacing: "    source: ko\n", with: "    source: ko\n    source: en\n")
        let line = Self.line(of: "source: ko", in: config)
        try expectRefused(prefix: "errata.yml:\(line):", contains: ["'source'", "twice"]) { runner in
            try runner.write(config, to: "errata.yml")
        }
    }

    @Test("24. A billion-laughs bomb of YAML anchors and aliases is refused at once, at the first anchor")
    func billionLaughs() throws {
        var config = "version: 1\nbomb:\n  a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            config +=
                "  \(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
                + "]\n"
            previous = name
        }
        config += "  ? *i\n  : boom\n" + Self.config.dropFirst("version: 1\n".count)
        try expectRefused(prefix: "errata.yml:3:6: error:", contains: ["anchors or aliases", "'&a'"]) { runner in
            try runner.write(config, to: "errata.yml")
        }
    }

    @Test("25. A config that is a list, not a mapping, is refused")
    func configIsAList() throws {
        try expectRefused(prefix: "errata.yml:1:", contains: ["mapping"]) { runner in
            try runner.write("- version: 1\n- products: {}\n", to: "errata.yml")
        }
    }

    @Test("26. A product with no languages is refused at its languages")
    func productWithoutLanguages() throws {
        let config = Self.config(replacing: "    languages:\n      ko: ko\n      en: en\n", with: "    languages: {}\n")
        let line = Self.line(of: "languages:", in: config)
        try expectRefused(prefix: "errata.yml:\(line):", contains: ["no languages"]) { runner in
            try runner.write(config, to: "errata.yml")
        }
    }

    @Test("27. An enum name that is not a Swift type name is refused at its line")
    func badEnumName() throws {
        let config = Self.config + "    swift:\n      enum: Demo-Error\n"
        let line = Self.line(of: "enum:", in: config)
        try expectRefused(prefix: "errata.yml:\(line):", contains: ["'Demo-Error'", "Swift type name"]) { runner in
            try runner.write(config, to: "errata.yml")
        }
    }

    @Test("28. An enum name that is a Swift keyword (Type) is refused at its line")
    func enumNameKeyword() throws {
        let config = Self.config + "    swift:\n      enum: Type\n"
        let line = Self.line(of: "enum:", in: config)
        try expectRefused(prefix: "errata.yml:\(line):", contains: ["'Type'"]) { runner in
            try runner.write(config, to: "errata.yml")
        }
    }

    @Test("29. A language folder name that climbs out (../) is refused at its line")
    func languageFolderClimbs() throws {
        let config = Self.config(replacing: "      en: en", with: "      ../en: en")
        let line = Self.line(of: "../en", in: config)
        try expectRefused(prefix: "errata.yml:\(line):", contains: ["plain folder name"]) { runner in
            try runner.write(config, to: "errata.yml")
        }
    }

    @Test("30. A config that is not UTF-8 is refused at its byte")
    func configNotUTF8() throws {
        try expectRefused(prefix: "errata.yml:2:", contains: ["UTF-8"]) { runner in
            try runner.write(Data("version: 1\ndocs: d".utf8) + Data([0xC3, 0x28]) + Data("\n".utf8), to: "errata.yml")
        }
    }

    @Test("31. A config file that is a folder is refused")
    func configIsAFolder() throws {
        try expectRefused(prefix: "errata.yml: error:", contains: ["folder"]) { runner in
            try FileManager.default.removeItem(at: runner.url("errata.yml"))
            try FileManager.default.createDirectory(at: runner.url("errata.yml"), withIntermediateDirectories: true)
        }
    }

    @Test("32. An unknown rule severity is refused at its line")
    func badSeverity() throws {
        let config = Self.config + "rules:\n  code-missing: fatal\n"
        let line = Self.line(of: "code-missing", in: config)
        try expectRefused(prefix: "errata.yml:\(line):", contains: ["'fatal'"]) { runner in
            try runner.write(config, to: "errata.yml")
        }
    }

    @Test("37. A product key that is a path (a/b), naming its folders, is refused at its line")
    func productKeyIsAPath() throws {
        let config = Self.config(replacing: "  demo:\n    name: Demo\n", with: "  demo/../../x:\n")
        let line = Self.line(of: "demo/../../x:", in: config)
        try expectRefused(prefix: "errata.yml:\(line):", contains: ["'demo/../../x'", "plain folder name"]) {
            runner in
            try runner.write(config, to: "errata.yml")
        }
    }

    @Test("38. An output folder that is the docs folder is refused, and the guides are left alone")
    func outputIsTheDocs() throws {
        let config = Self.config(replacing: "output: generated", with: "output: docs-src")
        let line = Self.line(of: "output:", in: config)
        let (runner, _) = try expectRefused(prefix: "errata.yml:\(line):", contains: ["overlaps the docs"]) { runner in
            try runner.write(config, to: "errata.yml")
        }
        #expect(try runner.text(Self.page) == DemoFixture.page(rows: DemoFixture.enRows))
    }

    @Test("39. An output folder inside the docs folder is refused")
    func outputInsideTheDocs() throws {
        let config = Self.config(replacing: "output: generated", with: "output: docs-src/demo")
        let line = Self.line(of: "output:", in: config)
        try expectRefused(prefix: "errata.yml:\(line):", contains: ["overlaps the docs"]) { runner in
            try runner.write(config, to: "errata.yml")
        }
    }

    @Test("40. An unknown rule in rules (a typo) is refused at its line, with a suggestion")
    func unknownRule() throws {
        let config = Self.config + "rules:\n  code-mising: error\n"
        let line = Self.line(of: "code-mising", in: config)
        try expectRefused(prefix: "errata.yml:\(line):", contains: ["'code-mising'", "did you mean 'code-missing'"]) {
            runner in
            try runner.write(config, to: "errata.yml")
        }
    }

    // MARK: - Limits

    @Test("33. A page over limits.max-file-bytes is refused before it is read")
    func pageOverSizeLimit() throws {
        let config = Self.config + "limits:\n  max-file-bytes: 1000\n"
        try expectRefused(prefix: "\(Self.page): error:", contains: ["bytes", "max-file-bytes"]) { runner in
            try runner.write(config, to: "errata.yml")
            let padding = String(repeating: "Padding text.\n", count: 100)
            try runner.write(DemoFixture.page(rows: DemoFixture.enRows) + padding, to: Self.page)
        }
    }

    @Test("34. A page nested deeper than limits.max-nesting is refused at the line that goes too deep")
    func pageNestedTooDeeply() throws {
        let config = Self.config + "limits:\n  max-nesting: 20\n"
        try expectRefused(prefix: "\(Self.page):9:", contains: ["20 levels", "max-nesting"]) { runner in
            try runner.write(config, to: "errata.yml")
            let deep = String(repeating: "> ", count: 30) + "quoted\n"
            try runner.write(DemoFixture.page(rows: DemoFixture.enRows) + "\n" + deep, to: Self.page)
        }
    }

    @Test("35. A nesting limit out of range is refused at its line")
    func nestingLimitOutOfRange() throws {
        let config = Self.config + "limits:\n  max-nesting: 1000000\n"
        let line = Self.line(of: "max-nesting", in: config)
        try expectRefused(prefix: "errata.yml:\(line):", contains: ["max-nesting", "between 1 and"]) { runner in
            try runner.write(config, to: "errata.yml")
        }
    }

    @Test("36. A config over 1 MiB is refused without being parsed")
    func hugeConfig() throws {
        let config = Self.config + "# " + String(repeating: "x", count: 1 << 20) + "\n"
        try expectRefused(prefix: "errata.yml: error:", contains: ["bytes"]) { runner in
            try runner.write(config, to: "errata.yml")
        }
    }

    @Test("41. A config that is a named pipe is refused at once, without blocking on it")
    func namedPipeConfig() throws {
        try expectRefused(prefix: "errata.yml: error:", contains: ["named pipe"]) { runner in
            try FileManager.default.removeItem(at: runner.url("errata.yml"))
            #expect(mkfifo(runner.url("errata.yml").path, 0o644) == 0)
        }
    }

    @Test("45. An output root that cannot be created (a file is in the way) is refused, naming the path")
    func outputRootBlocked() throws {
        let config = Self.config(replacing: "output: generated\n", with: "output: blocked/generated\n")
        try expectRefused(prefix: "", contains: ["blocked", "cannot write the outputs", "not a directory"]) { runner in
            try runner.write(config, to: "errata.yml")
            try runner.write("a file, not a folder\n", to: "blocked")
        }
    }

    // MARK: - Files other commands read

    /// Runs `arguments` in the demo project after `prepare`, and checks a refusal: exit code 2, one
    /// line on standard error starting with `prefix` and holding `words`, nothing on standard output.
    private func expectCommandRefused(
        _ arguments: [String],
        prefix: String,
        contains words: [String],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ prepare: (ErrataRunner) throws -> Void
    ) throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        try prepare(runner)
        let result = try runner.run(arguments)
        #expect(result.exitCode == 2, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix(prefix), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        for word in words {
            #expect(result.stderr.contains(word), "no '\(word)' in: \(result.stderr)", sourceLocation: sourceLocation)
        }
        #expect(result.stdout.isEmpty, "stdout: \(result.stdout)", sourceLocation: sourceLocation)
    }

    @Test("42. A baseline over limits.max-file-bytes is refused before it is read")
    func baselineOverSizeLimit() throws {
        try expectCommandRefused(
            ["check", "--baseline", "baseline.json"], prefix: "baseline.json: error:",
            contains: ["baseline file", "bytes", "max-file-bytes"]
        ) { runner in
            try runner.write(Self.config + "limits:\n  max-file-bytes: 1000\n", to: "errata.yml")
            try runner.write(String(repeating: " ", count: 2000) + "{}", to: "baseline.json")
        }
    }

    @Test("43. A baseline that is a device or a named pipe is refused at once, without reading it")
    func baselineNotAFile() throws {
        // A device is outside the project: refused before it is opened.
        try expectCommandRefused(
            ["check", "--baseline", "/dev/zero"], prefix: "--baseline: error:", contains: ["outside the project"]
        ) { _ in }
        try expectCommandRefused(
            ["check", "--baseline", "pipe.json"], prefix: "pipe.json: error:", contains: ["named pipe"]
        ) { runner in
            #expect(mkfifo(runner.url("pipe.json").path, 0o644) == 0)
        }
    }

    @Test("44. dump-tree reads a page with the config's limits, and refuses it as build would")
    func dumpTreeLimits() throws {
        let deep = DemoFixture.page(rows: DemoFixture.enRows) + "\n" + String(repeating: "> ", count: 30) + "quoted\n"
        try expectCommandRefused(
            ["dump-tree", Self.page], prefix: "\(Self.page):9:", contains: ["20 levels", "max-nesting"]
        ) { runner in
            try runner.write(Self.config + "limits:\n  max-nesting: 20\n", to: "errata.yml")
            try runner.write(deep, to: Self.page)
        }
        try expectCommandRefused(
            ["dump-tree", Self.page], prefix: "\(Self.page): error:", contains: ["bytes", "max-file-bytes"]
        ) { runner in
            try runner.write(Self.config + "limits:\n  max-file-bytes: 100\n", to: "errata.yml")
        }
        try expectCommandRefused(
            ["dump-tree", Self.page, "--config", "other.yml"], prefix: "other.yml: error:", contains: ["not found"]
        ) { _ in }
        // Without a config, errata's defaults apply: 256 levels.
        try expectCommandRefused(
            ["dump-tree", Self.page], prefix: "\(Self.page):1:", contains: ["256 levels", "max-nesting"]
        ) { runner in
            try FileManager.default.removeItem(at: runner.url("errata.yml"))
            try runner.write(String(repeating: "> ", count: 300) + "quoted\n", to: Self.page)
        }
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        let tree = try runner.run(["dump-tree", Self.page])
        #expect(tree.exitCode == 0, "stderr: \(tree.stderr)")
        #expect(tree.stdout.hasPrefix("Document @1:1"), "stdout: \(tree.stdout)")
    }
}
