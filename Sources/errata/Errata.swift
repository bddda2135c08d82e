import ArgumentParser

/// The `errata` command: compiles multilingual developer guides into code and drift reports.
@main
struct Errata: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "errata",
        abstract: "Compile multilingual developer guides into a Swift error enum, message bundles and a drift report.",
        discussion: """
            errata reads the same guide in several languages (docs-src/<product>/<language>/<page>.md), \
            extracts the facts code depends on, reconciles them across the languages and writes \
            generated/<Product>/: Swift, .strings bundles, catalog.json and report/drift.{md,json}.

            With no command, errata runs 'build': errata [--config <path>] [--docs <dir>] [--output <dir>] [--quiet]. \
            See 'errata help <command>' for each command's options.

            Exit codes: 0 success, 1 findings at the failing severity (check), 2 bad input or config \
            (the message names the file and line).
            """,
        version: ErrataVersion.current,
        subcommands: [Build.self, Check.self, Diff.self, Explain.self, Init.self, Rules.self, DumpTree.self],
        defaultSubcommand: Build.self
    )
}

/// The version errata reports.
enum ErrataVersion {
    static let current = "0.1.0"
}
