import ErrataTestSupport
import Foundation
import Testing

/// `errata build --plugin-output`, as the SwiftPM build plugin runs it: absolute paths in every
/// diagnostic, and findings that fail the step when the config's `plugin: {fail-on: …}` asks.
@Suite("errata build for the build plugin")
struct PluginModeTests {
    /// A demo project whose English table gives one `code-conflict` error, with `extra` appended
    /// to its config.
    static func conflictProject(config extra: String = "") throws -> ErrataRunner {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner, rows: ["en": CheckCommandTests.conflictRows()])
        try runner.write(DemoFixture.config() + extra, to: "errata.yml")
        return runner
    }

    /// Runs the build as the plugin does, but with the config named relatively, so that only
    /// errata can make the paths absolute; returns the result and the plugin's file.
    static func pluginBuild(_ runner: ErrataRunner) throws -> (ErrataRunner.Result, file: String) {
        let file = runner.sandbox.appendingPathComponent("work/ErrataGenerated.swift").path
        return (try runner.build(["--config", "errata.yml", "--plugin-output", file]), file)
    }

    @Test("Findings carry absolute paths, so SwiftPM and Xcode show them on the page")
    func absolutePaths() throws {
        let runner = try Self.conflictProject()
        let (result, file) = try Self.pluginBuild(runner)
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: file))
        let root = runner.project.path
        let conflict = try #require(result.stderrLines.first { $0.hasSuffix("[code-conflict]") }, "\(result.stderr)")
        #expect(conflict.hasPrefix(root + "/docs-src/demo/en/errors.md:6:"), "\(conflict)")
        let diagnostics = result.stderrLines.filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.hasPrefix(root + "/") }, "\(result.stderr)")
    }

    @Test("Input errors carry absolute paths too")
    func absoluteInputErrors() throws {
        let runner = try Self.conflictProject(config: "plugin:\n  fail-on: sometimes\n")
        let (result, _) = try Self.pluginBuild(runner)
        #expect(result.exitCode == 2)
        let line = DemoFixture.lineNumber(of: "fail-on:", in: try runner.text("errata.yml"))
        #expect(
            result.stderr.hasPrefix("\(runner.project.path)/errata.yml:\(line):"), "stderr: \(result.stderr)")
        #expect(result.stderr.contains("plugin.fail-on must be one of: error, warning, never (found 'sometimes')"))
    }

    @Test("An error finding fails the step only when plugin: {fail-on: error} asks", arguments: ["", "never"])
    func failOnError(unset: String) throws {
        let lenient = try Self.conflictProject(config: unset.isEmpty ? "" : "plugin:\n  fail-on: \(unset)\n")
        #expect(try Self.pluginBuild(lenient).0.exitCode == 0)

        let strict = try Self.conflictProject(config: "plugin:\n  fail-on: error\n")
        let (result, file) = try Self.pluginBuild(strict)
        #expect(result.exitCode == 1, "stderr: \(result.stderr)")
        #expect(
            result.stderr.contains(
                "\(strict.project.path)/errata.yml: error: 1 finding at or above 'error' fail the build "
                    + "(plugin: {fail-on: error} in errata.yml)"), "stderr: \(result.stderr)")
        // The Swift is written all the same: only the step fails.
        #expect(FileManager.default.fileExists(atPath: file))
    }

    @Test("A warning fails the step at fail-on: warning, not at fail-on: error")
    func failOnWarning() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner, rows: ["en": Array(DemoFixture.enRows.prefix(2))])
        try runner.write(DemoFixture.config() + "plugin:\n  fail-on: error\n", to: "errata.yml")
        #expect(try Self.pluginBuild(runner).0.exitCode == 0)
        try runner.write(DemoFixture.config() + "plugin: {fail-on: warning}\n", to: "errata.yml")
        let (result, _) = try Self.pluginBuild(runner)
        #expect(result.exitCode == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.contains(": warning: TCGB_ERROR_NOT_LOGGED_IN (8) is missing from en's error tables"))
    }

    @Test("errata build and check accept the plugin section, and their exit codes do not follow it")
    func otherCommandsIgnoreIt() throws {
        let runner = try Self.conflictProject(config: "plugin:\n  fail-on: warning\n")
        #expect(try runner.build().exitCode == 0)
        #expect(try runner.run(["check"]).exitCode == 1)
    }
}
