import ErrataCore
import Foundation
import Testing

/// One command of a reference run: `errata <arguments>`, whose outputs are kept under `name`.
struct ReferenceCommand: Sendable {
    /// The name of the expected files: `<name>.<stdoutExtension>` and `<name>.log`.
    var name: String
    /// The arguments after `errata`.
    var arguments: [String]
    /// The extension of the file holding standard output.
    var stdoutExtension: String = "txt"
}

/// A project the reference tests run errata on, and the commands they run there.
///
/// Every fixture runs `errata build`, then `errata check` in every format errata has (so that a
/// new reporter is recorded too), then its own commands, in one copy of the project.
struct ReferenceFixture: Sendable, CustomTestStringConvertible {
    /// The folder under `Expected/` holding the fixture's expected outputs.
    var name: String
    /// The folder the project is copied from.
    var root: URL
    /// The entries of `root` copied into the project; all of them when `nil`.
    var inputs: [String]? = nil
    /// A folder of the repository that already holds the build's outputs (the seeds' `generated/`,
    /// which `scripts/check-generated.sh` keeps current): the outputs under `files/` plus its name
    /// are compared with it instead of with a second copy under `Expected/`.
    var committedOutputs: String? = nil
    /// Arguments added to every `errata check` in every format (e.g. a baseline).
    var checkArguments: [String] = []
    /// Commands run after the build and the checks.
    var extraCommands: [ReferenceCommand] = []

    var testDescription: String { name }

    /// Every command, in the order they run.
    var commands: [ReferenceCommand] {
        let checks = FindingReporters.identifiers.map { format in
            ReferenceCommand(
                name: "check-\(format)", arguments: ["check", "--format", format] + checkArguments,
                stdoutExtension: Self.fileExtension(format: format))
        }
        return [ReferenceCommand(name: "build", arguments: ["build"])] + checks + extraCommands
    }

    /// The extension of a report in `format`, for reading it in an editor or a pull request.
    static func fileExtension(format: String) -> String {
        switch format {
        case "json", "sarif": return format
        case "junit": return "xml"
        case "markdown": return "md"
        default: return "txt"
        }
    }

    // MARK: - The fixtures

    /// The repository's root: the folder above this file holding `Package.swift`.
    static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// This test target's folder.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The fixture projects of `Fixtures/<name>`.
    static func local(_ name: String) -> URL {
        testsFolder.appendingPathComponent("Fixtures/\(name)", isDirectory: true)
    }

    /// Every fixture.
    static let all: [ReferenceFixture] = [
        // The seeds: the repository's own errata.yml and docs-src/.
        ReferenceFixture(
            name: "seeds", root: repositoryRoot, inputs: ["errata.yml", "docs-src"], committedOutputs: "generated",
            extraCommands: [
                ReferenceCommand(name: "diff", arguments: ["diff"], stdoutExtension: "md"),
                ReferenceCommand(
                    name: "diff-locale-zh-Hans", arguments: ["diff", "--locale", "zh-Hans"], stdoutExtension: "md"),
                ReferenceCommand(name: "explain-symbol", arguments: ["explain", "TCGB_ERROR_BANNED_MEMBER"]),
                ReferenceCommand(name: "explain-number", arguments: ["explain", "3005"]),
            ]),
        // A Docusaurus site, a language marked by a suffix, MDX, hexadecimal codes.
        ReferenceFixture(
            name: "docusaurus", root: local("docusaurus"),
            extraCommands: [
                ReferenceCommand(name: "init-print", arguments: ["init", "--print"]),
                ReferenceCommand(name: "explain-hex", arguments: ["explain", "0x1D"]),
            ]),
        // Findings of rules the seeds do not trigger, and rule severities changed in the config.
        ReferenceFixture(
            name: "rules", root: local("rules"),
            extraCommands: [
                ReferenceCommand(name: "diff-locale-en", arguments: ["diff", "--locale", "en"], stdoutExtension: "md"),
                ReferenceCommand(name: "explain-symbol", arguments: ["explain", "PLAY_ERROR_SESSION_EXPIRED"]),
            ]),
        // Codes named by strings (`E1001`) rather than numbers.
        ReferenceFixture(
            name: "named-codes", root: local("named-codes"),
            extraCommands: [
                ReferenceCommand(name: "explain-alias", arguments: ["explain", "E2010"])
            ]),
        // Resolutions (one settles a conflict, one is stale) and a baseline (one entry stale).
        ReferenceFixture(
            name: "resolutions", root: local("resolutions"), checkArguments: ["--baseline", "baseline.json"],
            extraCommands: [
                ReferenceCommand(name: "check-min-coverage", arguments: ["check", "--min-coverage", "90"]),
                ReferenceCommand(
                    name: "check-write-baseline", arguments: ["check", "--write-baseline", "written-baseline.json"]),
                ReferenceCommand(name: "explain-resolved", arguments: ["explain", "STORE_ERROR_RECEIPT_INVALID"]),
            ]),
    ]
}
