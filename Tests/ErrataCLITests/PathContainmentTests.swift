import Foundation
import Testing

/// errata reads and writes only inside the project (the folder of its config), whatever links
/// the paths hold and whether they come from `errata.yml` or the command line.
@Suite("errata reads and writes only inside the project")
struct PathContainmentTests {
    /// Builds the demo, breaks the project, runs errata with `arguments`, and checks the refusal:
    /// exit 2, one error line starting with `prefix` and holding `words`, no standard output,
    /// `generated/` as it was and nothing written beside the project.
    @discardableResult
    private func expectRefused(
        _ arguments: [String] = ["build"],
        absolute: Bool = false,
        prefix: String,
        contains words: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ breakProject: (ErrataRunner) throws -> Void = { _ in }
    ) throws -> ErrataRunner {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        let good = try runner.build()
        try #require(good.exitCode == 0, "the first build failed: \(good.stderr)", sourceLocation: sourceLocation)
        let before = try runner.snapshot("generated")
        try breakProject(runner)
        let beside = try Self.besideProject(runner)
        // With `absolute`, the last argument is a path relative to the sandbox, made absolute.
        let result = try runner.run(
            absolute ? arguments.dropLast() + [runner.sandbox.path + "/" + arguments.last!] : arguments)

        #expect(result.exitCode == 2, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix(prefix), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        for word in words {
            #expect(result.stderr.contains(word), "no '\(word)' in: \(result.stderr)", sourceLocation: sourceLocation)
        }
        #expect(result.stdout.isEmpty, "stdout: \(result.stdout)", sourceLocation: sourceLocation)
        #expect(try runner.snapshot("generated") == before, "generated/ changed", sourceLocation: sourceLocation)
        #expect(
            try Self.besideProject(runner) == beside, "something was written beside the project",
            sourceLocation: sourceLocation)
        return runner
    }

    /// Every file and folder of the sandbox outside the project, with its bytes.
    private static func besideProject(_ runner: ErrataRunner) throws -> [String: Data] {
        try runner.snapshot("..").filter { !$0.key.hasPrefix("project/") && $0.key != "project/" }
    }

    private static let config = DemoFixture.config()

    /// The demo config with `output: generated` replaced by `output: <value>`.
    private static func config(output value: String) -> (text: String, line: Int) {
        let text = config.replacingOccurrences(of: "output: generated", with: "output: \(value)")
        return (text, DemoFixture.lineNumber(of: "output:", in: text))
    }

    /// Makes `<sandbox>/outside`, a folder beside the project, and returns its path.
    private static func outsideFolder(_ runner: ErrataRunner) throws -> String {
        let outside = runner.sandbox.appendingPathComponent("outside").path
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        return outside
    }

    // MARK: - The output root

    @Test("An output folder below a link that leads outside the project (out/generated, out -> ..) is refused")
    func outputBelowLinkOutside() throws {
        let (config, line) = Self.config(output: "out/generated")
        try expectRefused(prefix: "errata.yml:\(line):", contains: ["'out/generated'", "outside the project"]) {
            runner in
            let outside = try Self.outsideFolder(runner)
            try FileManager.default.createSymbolicLink(atPath: runner.url("out").path, withDestinationPath: outside)
            try runner.write(config, to: "errata.yml")
        }
    }

    @Test("An output folder below a link into the docs folder (x/gen, x -> docs-src/demo) is refused")
    func outputBelowLinkIntoDocs() throws {
        let (config, line) = Self.config(output: "x/gen")
        let runner = try expectRefused(prefix: "errata.yml:\(line):", contains: ["'x/gen'", "docs folder"]) {
            runner in
            try FileManager.default.createSymbolicLink(
                atPath: runner.url("x").path, withDestinationPath: runner.url("docs-src/demo").path)
            try runner.write(config, to: "errata.yml")
        }
        #expect(!runner.exists("docs-src/demo/gen"))
    }

    @Test("An output folder below a link that leads nowhere is refused: a folder made through it would be elsewhere")
    func outputBelowDanglingLink() throws {
        let (config, line) = Self.config(output: "out/generated")
        try expectRefused(prefix: "errata.yml:\(line):", contains: ["'out/generated'", "leads nowhere"]) { runner in
            let outside = runner.sandbox.appendingPathComponent("not-yet").path
            try FileManager.default.createSymbolicLink(atPath: runner.url("out").path, withDestinationPath: outside)
            try runner.write(config, to: "errata.yml")
        }
    }

    @Test(
        "--output outside the project is refused, relative or absolute, and writes nothing", arguments: [false, true])
    func outputFlagOutside(absolute: Bool) throws {
        try expectRefused(
            ["build", "--output", absolute ? "escaped" : "../escaped"], absolute: absolute,
            prefix: "--output: error:", contains: ["--output", "outside the project"])
    }

    @Test("--output through a link that leads outside the project is refused")
    func outputFlagThroughLink() throws {
        try expectRefused(
            ["build", "--output", "out/gen"], prefix: "--output: error:", contains: ["outside the project"]
        ) {
            runner in
            let outside = try Self.outsideFolder(runner)
            try FileManager.default.createSymbolicLink(atPath: runner.url("out").path, withDestinationPath: outside)
        }
    }

    @Test("--output into the docs folder is refused, naming --output")
    func outputFlagIntoDocs() throws {
        try expectRefused(
            ["build", "--output", "docs-src/demo"], prefix: "--output: error:", contains: ["docs folder"])
    }

    @Test("--output inside the project, relative or absolute, is written")
    func outputFlagInside() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        let relative = try runner.build(["--output", "elsewhere/out"])
        #expect(relative.exitCode == 0, "stderr: \(relative.stderr)")
        #expect(runner.exists("elsewhere/out/Demo/Swift/DemoError.swift"))
        let absolute = try runner.build(["--output", runner.url("other").path])
        #expect(absolute.exitCode == 0, "stderr: \(absolute.stderr)")
        #expect(runner.exists("other/Demo/Swift/DemoError.swift"))
    }

    // MARK: - The build plugin's file

    @Test("--plugin-output, the build plugin's file in SwiftPM's work folder, may be outside the project")
    func pluginOutputOutside() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        let file = try Self.outsideFolder(runner) + "/work/ErrataGenerated.swift"
        let result = try runner.build(["--config", runner.url("errata.yml").path, "--plugin-output", file])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        let swift = try String(contentsOfFile: file, encoding: .utf8)
        #expect(swift.contains("DemoError"))
        #expect(!runner.exists("generated"))
    }

    // MARK: - The docs folder

    @Test("A docs folder that is a link to a folder outside the project is refused, and not read")
    func docsFolderLinkOutside() throws {
        let line = DemoFixture.lineNumber(of: "docs:", in: Self.config)
        try expectRefused(prefix: "errata.yml:\(line):", contains: ["'docs-src'", "outside the project"]) { runner in
            let outside = try Self.outsideFolder(runner) + "/docs"
            try FileManager.default.moveItem(atPath: runner.url("docs-src").path, toPath: outside)
            try FileManager.default.createSymbolicLink(
                atPath: runner.url("docs-src").path, withDestinationPath: outside)
        }
    }

    @Test("A docs folder that is a link inside the project is read")
    func docsFolderLinkInside() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        try FileManager.default.moveItem(atPath: runner.url("docs-src").path, toPath: runner.url("guides").path)
        try FileManager.default.createSymbolicLink(atPath: runner.url("docs-src").path, withDestinationPath: "guides")
        let result = try runner.build()
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(runner.exists("generated/Demo/Swift/DemoError.swift"))
    }

    @Test("--docs outside the project is refused, relative or absolute", arguments: [false, true])
    func docsFlagOutside(absolute: Bool) throws {
        try expectRefused(
            ["build", "--docs", absolute ? "outside/docs" : "../outside/docs"], absolute: absolute,
            prefix: "--docs: error:", contains: ["--docs", "inside the project"]
        ) { runner in
            try FileManager.default.copyItem(
                atPath: runner.url("docs-src").path, toPath: try Self.outsideFolder(runner) + "/docs")
        }
    }

    @Test("--docs through a link that leads outside the project is refused")
    func docsFlagThroughLink() throws {
        try expectRefused(["build", "--docs", "linked"], prefix: "--docs: error:", contains: ["outside the project"]) {
            runner in
            let outside = try Self.outsideFolder(runner) + "/docs"
            try FileManager.default.copyItem(atPath: runner.url("docs-src").path, toPath: outside)
            try FileManager.default.createSymbolicLink(atPath: runner.url("linked").path, withDestinationPath: outside)
        }
    }

    @Test("init --docs outside the project, by '..' or through a link, is refused and writes no config")
    func initDocsOutside() throws {
        for (value, linked) in [("../outside/docs", false), ("linked", true)] {
            let runner = try ErrataRunner()
            let outside = try Self.outsideFolder(runner) + "/docs"
            for language in ["ko", "en"] {
                try FileManager.default.createDirectory(
                    atPath: outside + "/" + language, withIntermediateDirectories: true)
                try Data("# Guide\n\nText.\n".utf8).write(to: URL(fileURLWithPath: outside + "/\(language)/a.md"))
            }
            if linked {
                try FileManager.default.createSymbolicLink(atPath: runner.url(value).path, withDestinationPath: outside)
            }
            let result = try runner.run(["init", "--docs", value])
            #expect(result.exitCode == 2, "\(value): \(result.stderr)")
            #expect(result.stderr.hasPrefix("--docs: error:"), "\(value): \(result.stderr)")
            #expect(result.stderr.contains("outside the project"), "\(value): \(result.stderr)")
            #expect(!runner.exists("errata.yml"))
        }
    }

    // MARK: - Baselines

    @Test("A baseline outside the project is neither read nor written")
    func baselineOutside() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        let outside = try Self.outsideFolder(runner)
        try Data("{\"version\": 1, \"findings\": []}".utf8).write(to: URL(fileURLWithPath: outside + "/b.json"))
        for option in ["--baseline", "--write-baseline"] {
            for path in ["../outside/b.json", outside + "/new.json"] {
                let result = try runner.run(["check", option, path])
                #expect(result.exitCode == 2, "\(option) \(path): \(result.stderr)")
                #expect(result.stderr.hasPrefix("\(option): error:"), "stderr: \(result.stderr)")
                #expect(result.stderr.contains("outside the project"), "stderr: \(result.stderr)")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["b.json"])
        let inside = try runner.run(["check", "--write-baseline", "base.json"])
        #expect(inside.exitCode == 0, "stderr: \(inside.stderr)")
        #expect(runner.exists("base.json"))
    }

    // MARK: - Pages

    @Test("A page that is a link to another file inside the docs folder is read through it, as before")
    func pageLinkInsideDocs() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        let page = DemoFixture.pagePath("en")
        try FileManager.default.moveItem(atPath: runner.url(page).path, toPath: runner.url("docs-src/en.txt").path)
        try FileManager.default.createSymbolicLink(atPath: runner.url(page).path, withDestinationPath: "../../en.txt")
        let result = try runner.build()
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(try runner.text("generated/Demo/Resources/en.lproj/DemoError.strings").contains("Banned member."))
    }
}
