import Foundation
import PackagePlugin

/// Runs errata on a target's guides and adds the generated Swift to the target.
///
/// The target holds `errata.yml` and the guides it names (by default `docs-src/`). The plugin only
/// finds files and builds a command line: it declares `errata.yml` and every Markdown file under the
/// target as inputs and one Swift file as the output, so SwiftPM runs errata again only when one of
/// them changed. The messages are compiled into that file, so the target needs no resources.
@main
struct ErrataBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let directory = target.directoryURL
        let config = directory.appending(path: "errata.yml")
        guard FileManager.default.fileExists(atPath: config.path) else {
            throw ErrataPluginError("target '\(target.name)' has no errata.yml at \(config.path)")
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "ErrataGenerated.swift")
        return [
            .buildCommand(
                displayName: "errata: generating \(target.name)'s errors from its guides",
                executable: try context.tool(named: "errata").url,
                arguments: ["build", "--config", config.path, "--plugin-output", output.path],
                inputFiles: [config] + markdownFiles(under: directory),
                outputFiles: [output]
            )
        ]
    }

    /// Every page below `directory` (`.md` or `.markdown`, in any case, and not hidden nor in a
    /// hidden folder, as errata reads them), sorted.
    private func markdownFiles(under directory: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else {
            return []
        }
        var files: [URL] = []
        for case let url as URL in enumerator where ["md", "markdown"].contains(url.pathExtension.lowercased()) {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// A plugin error with a message for the user.
struct ErrataPluginError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
