import Foundation
import Testing

/// `errata build` on bad input: exit code 2, one `path:line:col: error: …` line naming the file,
/// and the outputs of the last good build left exactly as they were.
@Suite("errata build rejects bad input")
struct BadInputTests {
    /// Builds the demo, breaks the project with `breakProject`, builds again, and checks that the
    /// second build failed with exit code 2, printed one error line and nothing on standard
    /// output, and left `generated/` byte for byte as the first build wrote it.
    ///
    /// - Returns: The runner (for further checks) and the failed build's result.
    private func rejectAfterGoodBuild(
        languages: [String] = ["ko", "en"],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ breakProject: (ErrataRunner) throws -> Void
    ) throws -> (ErrataRunner, ErrataRunner.Result) {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner, languages: languages)
        let good = try runner.build()
        try #require(good.exitCode == 0, "the first build failed: \(good.stderr)", sourceLocation: sourceLocation)
        let before = try runner.snapshot("generated")
        try #require(before.keys.filter { $0.hasSuffix(".strings") }.count == languages.count)

        try breakProject(runner)
        let result = try runner.build()

        #expect(result.exitCode == 2, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(" error: "), sourceLocation: sourceLocation)
        #expect(!result.stdout.contains("written"), sourceLocation: sourceLocation)
        let after = try runner.snapshot("generated")
        #expect(after.keys.sorted() == before.keys.sorted(), sourceLocation: sourceLocation)
        #expect(after == before, "generated/ changed", sourceLocation: sourceLocation)
        return (runner, result)
    }

    /// Test 4a: the docs folder is gone.
    @Test("A missing docs folder is rejected and names it")
    func docsFolderMissing() throws {
        let (_, result) = try rejectAfterGoodBuild { runner in
            try FileManager.default.moveItem(at: runner.url("docs-src"), to: runner.url("docs-moved"))
        }
        #expect(result.stderr.hasPrefix("errata.yml"))
        #expect(result.stderr.contains("'docs-src'"))
        #expect(result.stderr.contains("does not exist"))
        let line = DemoFixture.lineNumber(of: "docs: docs-src", in: DemoFixture.config())
        #expect(result.stderr.hasPrefix("errata.yml:\(line):"), "stderr: \(result.stderr)")

    }

    /// Test 4b: bytes 0xFF 0xFE in the middle of line 3 of a page.
    @Test("A page that is not UTF-8 is rejected with its path, line and the byte")
    func pageNotUTF8() throws {
        let path = DemoFixture.pagePath("en")
        let (_, result) = try rejectAfterGoodBuild { runner in
            var lines = try runner.data(path).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let third = lines[2]
            let middle = third.startIndex + third.count / 2
            lines[2] = third[..<middle] + Data([0xFF, 0xFE]) + third[middle...]
            try runner.write(Data(lines.joined(separator: [UInt8(ascii: "\n")])), to: path)
        }
        #expect(result.stderr.hasPrefix("\(path):3:"), "stderr: \(result.stderr)")
        #expect(result.stderr.contains("UTF-8"))
        #expect(result.stderr.contains("0xFF"))
    }

    /// Test 4c: `langauges:` instead of `languages:`.
    @Test("A misspelt key in errata.yml is rejected with its line and a suggestion")
    func configKeyTypo() throws {
        let config = DemoFixture.config(languagesKey: "langauges")
        let line = DemoFixture.lineNumber(of: "langauges:", in: config)
        #expect(line == 8)
        let (_, result) = try rejectAfterGoodBuild { runner in
            try runner.write(config, to: "errata.yml")
        }
        #expect(result.stderr.hasPrefix("errata.yml:\(line):"), "stderr: \(result.stderr)")
        #expect(result.stderr.contains("'langauges'"))
        #expect(result.stderr.contains("did you mean 'languages'"))
    }

    /// Test 4d: the config lists `ja`, which has no folder.
    @Test("A language with no folder is rejected and names the missing folder")
    func languageFolderMissing() throws {
        let config = DemoFixture.config(languages: ["ko", "en", "ja"])
        let line = DemoFixture.lineNumber(of: "ja: ja", in: config)
        let (_, result) = try rejectAfterGoodBuild { runner in
            try runner.write(config, to: "errata.yml")
        }
        #expect(result.stderr.hasPrefix("errata.yml"))
        #expect(result.stderr.contains("'ja'"))
        #expect(result.stderr.contains("docs-src/demo/ja"))
        #expect(result.stderr.hasPrefix("errata.yml:\(line):"), "stderr: \(result.stderr)")

    }

    /// Test 4e: `output: ../outside`.
    @Test("An output folder outside the project is rejected and nothing is written there")
    func outputLeavesProject() throws {
        let config = DemoFixture.config(output: "../outside")
        let line = DemoFixture.lineNumber(of: "output:", in: config)
        let (runner, result) = try rejectAfterGoodBuild { runner in
            try runner.write(config, to: "errata.yml")
        }
        #expect(result.stderr.hasPrefix("errata.yml:\(line):"), "stderr: \(result.stderr)")
        #expect(result.stderr.contains("'../outside'"))
        let outside = runner.sandbox.appendingPathComponent("outside")
        #expect(!FileManager.default.fileExists(atPath: outside.path))
        let beside = try FileManager.default.contentsOfDirectory(atPath: runner.sandbox.path)
        #expect(beside == ["project"])
    }

    /// Test 4f: a page saved as UTF-16 with a byte-order mark.
    @Test("A UTF-16 page with a byte-order mark is rejected as UTF-16")
    func pageUTF16() throws {
        let path = DemoFixture.pagePath("ko")
        let (_, result) = try rejectAfterGoodBuild { runner in
            let text = DemoFixture.page(rows: DemoFixture.koRows)
            let utf16 = try #require(text.data(using: .utf16LittleEndian))
            try runner.write(Data([0xFF, 0xFE]) + utf16, to: path)
        }
        #expect(result.stderr.hasPrefix("\(path):1:"), "stderr: \(result.stderr)")
        #expect(result.stderr.contains("UTF-16"))
    }

    /// Test 4g: an empty `errata.yml`.
    @Test("An empty errata.yml is rejected")
    func emptyConfig() throws {
        let (_, result) = try rejectAfterGoodBuild { runner in
            try runner.write("", to: "errata.yml")
        }
        #expect(result.stderr.hasPrefix("errata.yml:1:"), "stderr: \(result.stderr)")
        #expect(result.stderr.contains("empty"))
        #expect(result.stderr.contains("'products'"))
    }

    /// Test 4h: `source: fr` with languages ko and en.
    @Test("A source language that is not among the languages is rejected at its line")
    func sourceNotALanguage() throws {
        let config = DemoFixture.config(source: "fr")
        let line = DemoFixture.lineNumber(of: "source: fr", in: config)
        #expect(line == 7)
        let (_, result) = try rejectAfterGoodBuild { runner in
            try runner.write(config, to: "errata.yml")
        }
        #expect(result.stderr.hasPrefix("errata.yml:\(line):"), "stderr: \(result.stderr)")
        #expect(result.stderr.contains("'fr'"))
        #expect(result.stderr.contains("ko, en"))
    }
}
