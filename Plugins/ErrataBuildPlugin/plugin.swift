import Foundation
import PackagePlugin

/// Runs errata on a target's guides and adds the generated Swift to the target.
///
/// The target holds `errata.yml` and the guides it names (by default `docs-src/`). The plugin only
/// finds files and builds a command line: it declares `errata.yml` and every page under the target
/// (each file kind errata reads, see `PageFiles`) as inputs and one Swift file as the output, so
/// SwiftPM runs errata again only when one of them changed. The messages are compiled into that
/// file, so the target needs no resources.
@main
struct ErrataBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let directory = target.directoryURL
        let config = directory.appending(path: PluginSupport.configFileName)
        guard FileManager.default.fileExists(atPath: config.path) else {
            throw PluginSupportError(
                "target '\(target.name)' has no \(PluginSupport.configFileName) at \(config.path); "
                    + "run 'errata init' in its folder")
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "ErrataGenerated.swift")
        return [
            .buildCommand(
                displayName: "errata: generating \(target.name)'s errors from its guides",
                executable: try context.tool(named: "errata").url,
                // An absolute config: errata prints absolute paths in this mode, which SwiftPM and
                // Xcode put on the page whatever folder the build runs in.
                arguments: ["build", "--config", config.path, "--plugin-output", output.path],
                inputFiles: PluginSupport.inputFiles(in: directory),
                outputFiles: [output]
            )
        ]
    }
}
