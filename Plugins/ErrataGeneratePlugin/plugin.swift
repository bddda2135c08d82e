import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory errata-generate [build options]`: runs
/// `errata build` in the package's folder, rewriting the output folder (`generated/` by default).
@main
struct ErrataGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let errata = try context.tool(named: "errata").url
        let process = Process()
        process.executableURL = errata
        process.arguments = ["build"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ErrataPluginError("errata build failed with exit code \(process.terminationStatus)")
        }
    }
}

/// A plugin error with a message for the user.
struct ErrataPluginError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
