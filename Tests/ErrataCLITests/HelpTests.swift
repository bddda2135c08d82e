import Foundation
import Testing

/// `errata --help`, `errata build --help` and `--version`.
@Suite("errata help")
struct HelpTests {
    /// Test 6: `errata build --help`.
    @Test("errata build --help exits 0 and lists every option")
    func buildHelp() throws {
        let runner = try ErrataRunner()
        let result = try runner.run(["build", "--help"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        for option in ["--output <dir>", "--config <path>", "--docs <dir>", "--quiet"] {
            #expect(result.stdout.contains(option), "build --help does not mention \(option)")
        }
        #expect(result.stdout.contains("USAGE: errata build"))
    }

    /// Test 6: `errata --help`.
    @Test("errata --help exits 0, lists the subcommands and mentions --output")
    func topLevelHelp() throws {
        let runner = try ErrataRunner()
        let result = try runner.run(["--help"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("build"))
        #expect(result.stdout.contains("dump-tree"))
        #expect(result.stdout.contains("Exit codes: 0 success"))
        #expect(result.stdout.contains("2 bad input"))
        #expect(result.stdout.contains("--output"), "stdout: \(result.stdout)")
    }

    /// `errata --version`.
    @Test("errata --version exits 0 and prints a version number")
    func version() throws {
        let runner = try ErrataRunner()
        let result = try runner.run(["--version"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        let version = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.split(separator: ".").count == 3, "version: \(version)")
        #expect(version.split(separator: ".").allSatisfy { Int($0) != nil }, "version: \(version)")
    }

    /// Commands the help recommends must exist.
    @Test("The commands the help text refers to exist")
    func referencedCommandsExist() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        let help = try runner.run(["build", "--help"])
        #expect(help.exitCode == 0)
        // `build --help` says "use 'errata check' in CI". (`errata check --help` would print the
        // default command's help and exit 0 even without a `check` command, so run it for real.)
        if help.stdout.contains("'errata check'") {
            let check = try runner.run(["check"])
            #expect(check.exitCode != 64, "stderr: \(check.stderr)")
            #expect(!check.stderr.contains("Unexpected argument 'check'"), "stderr: \(check.stderr)")
        }
    }
}
