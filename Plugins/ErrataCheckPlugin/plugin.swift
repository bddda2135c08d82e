import Foundation
import PackagePlugin

/// `swift package errata-check [--target T] [check options]`: runs `errata check` on each
/// `errata.yml` of the package (its own, and those in its targets' folders; only T's with
/// `--target`), from the package's folder.
///
/// The other arguments are passed to `errata check` as they are, e.g. `--format github` or
/// `--baseline .errata-baseline.json`. The command fails when a check does.
@main
struct ErrataCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let errata = try context.tool(named: "errata").url
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }.map {
            PluginSupport.Target(name: $0.name, directory: $0.directoryURL)
        }
        let runs = try PluginSupport.runs(
            packageDirectory: context.package.directoryURL, targets: targets, arguments: arguments)
        var failed: [String] = []
        for run in runs {
            let config = run.config.map { ["--config", $0] } ?? []
            let status = try PluginSupport.run(
                errata, ["check"] + config + run.arguments, in: context.package.directoryURL)
            if status != 0 {
                failed.append("\(run.config ?? "errata check") (exit code \(status))")
            }
        }
        guard failed.isEmpty else {
            throw PluginSupportError("errata check failed: \(failed.joined(separator: ", "))")
        }
    }
}
