import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory errata-generate [--target T] [build options]`:
/// runs `errata build` on each `errata.yml` of the package (its own, and those in its targets'
/// folders; only T's with `--target`), from the package's folder.
///
/// A target's outputs go to `.generated/` in its folder unless `--output` says otherwise: SwiftPM
/// skips hidden folders, so the generated Swift and bundles are not compiled into the target
/// beside the build plugin's enum (where they would clash with it, and their `.lproj` folders
/// would ask the package for a `defaultLocalization`).
@main
struct ErrataGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let errata = try context.tool(named: "errata").url
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }.map {
            PluginSupport.Target(name: $0.name, directory: $0.directoryURL)
        }
        let runs = try PluginSupport.runs(
            packageDirectory: context.package.directoryURL, targets: targets, arguments: arguments)
        var failed: [String] = []
        for run in runs {
            var options = run.config.map { ["--config", $0] } ?? []
            if let config = run.config, run.target != nil,
                !run.arguments.contains(where: { $0 == "--output" || $0.hasPrefix("--output=") })
            {
                options += ["--output", (config as NSString).deletingLastPathComponent + "/.generated"]
            }
            let status = try PluginSupport.run(
                errata, ["build"] + options + run.arguments, in: context.package.directoryURL)
            if status != 0 {
                failed.append("\(run.config ?? "errata build") (exit code \(status))")
            }
        }
        guard failed.isEmpty else {
            throw PluginSupportError("errata build failed: \(failed.joined(separator: ", "))")
        }
    }
}
