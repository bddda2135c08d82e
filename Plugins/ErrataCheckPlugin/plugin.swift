import Foundation
import PackagePlugin

/// `swift package errata-check [check options]`: runs `errata check` in the package's folder.
///
/// Arguments are passed to `errata check` as they are, e.g. `--format github` or
/// `--baseline .errata-baseline.json`. The command fails when the check does.
@main
struct ErrataCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let errata = try context.tool(named: "errata").url
        let status = try run(errata, ["check"] + arguments, in: context.package.directoryURL)
        guard status == 0 else {
            throw ErrataPluginError("errata check failed with exit code \(status)")
        }
    }
}

/// Runs a tool in a folder with the plugin's own standard output and error; returns its exit code.
func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

/// A plugin error with a message for the user.
struct ErrataPluginError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
