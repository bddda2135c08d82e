import ArgumentParser
import ErrataCore
import Foundation

extension Errata {
    /// `errata build`: regenerates every product's outputs.
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            // Named here, not worked out from the type's name at every start.
            commandName: "build",
            abstract: "Generate the Swift enum, bundles, catalog and drift reports.",
            discussion: """
                Reads errata.yml in the current folder, compiles every product's guides and writes \
                <output>/<Product>/. Each product folder is replaced all at once, and only a folder \
                errata wrote (it keeps .errata-manifest.json there); files whose bytes did not change \
                are not rewritten. One build writes at a time: another waits for it up to \
                ERRATA_LOCK_TIMEOUT seconds (default 60), then exits 2. Findings are printed as \
                warnings and errors but do not fail the build (use 'errata check' in CI).

                Examples:
                  errata build
                  errata build --config path/to/errata.yml --output path/to/generated
                """
        )

        @OptionGroup var project: ProjectOptions

        @Flag(name: .shortAndLong, help: "Print only errors, not findings or the summary.")
        var quiet = false

        @Flag(
            name: .shortAndLong,
            help: "Also list each product's enums and what the catalog left out: codes and tables, and why.")
        var verbose = false

        @Option(
            name: .customLong("plugin-output"),
            help: ArgumentHelp(
                "Write only the Swift, with messages compiled in, to this file (used by the SwiftPM build plugin).",
                valueName: "file"
            )
        )
        var pluginOutput: String?

        func run() throws {
            if let pluginOutput {
                return try withInputErrors { try runForPlugin(output: pluginOutput) }
            }
            try withInputErrors {
                let config = try project.resolve()
                // What a stopped run left is put back before anything else, even when this run
                // is then refused for a bad page.
                let outputRoot = try config.resolvedOutputRoot()
                let lockTimeout = try OutputLock.configuredTimeout()
                var writer = OutputWriter(root: outputRoot)
                writer.lockTimeout = lockTimeout
                writer.notice = { Console.error($0) }
                try writer.recoverLeftovers()
                let pipeline = Pipeline()
                let result = try pipeline.run(config)
                defer { keepUntilExit(result) }
                let written = try pipeline.write(result, to: outputRoot, lockTimeout: lockTimeout) {
                    Console.error($0)
                }
                guard !quiet else { return }
                printFindings(result.products)
                for (product, (folder, summary)) in zip(result.products, written) {
                    let counts = Dictionary(grouping: product.findings, by: \.rule).mapValues(\.count)
                    let findings = counts.keys.sorted().map { "\(counts[$0]!) \($0)" }.joined(separator: ", ")
                    let leftOut = product.catalog.leftOut?.count ?? 0
                    let setAside = product.catalog.setAside?.count ?? 0
                    let omitted =
                        leftOut + setAside == 0 || verbose
                        ? "" : " (\(leftOut) codes left out, \(setAside) tables set aside: see --verbose)"
                    Console.out(
                        "\(product.config.id): \(product.catalog.codes.count) codes in \(product.config.languages.count) languages"
                            + omitted + (findings.isEmpty ? "" : "; \(findings)")
                    )
                    if verbose {
                        for line in CatalogSummary.lines(of: product) { Console.out("  " + VisibleText.escaped(line)) }
                    }
                    Console.out(
                        "  \(config.outputFolder)/\(folder): \(summary.written.count) written, "
                            + "\(summary.unchanged.count) unchanged, \(summary.removed.count) removed"
                    )
                }
            }
        }

        /// The build plugin's run: the Swift, with messages compiled in, to `output`, in SwiftPM's work
        /// folder outside the project (one file, replaced whole: see `PluginOutput.write`). Findings
        /// and errors carry absolute paths, which SwiftPM and Xcode put on the page whatever folder
        /// the build runs in; the config's `plugin: {fail-on: …}` makes findings fail the step.
        private func runForPlugin(output: String) throws {
            let directory = FileManager.default.currentDirectoryPath
            let configPath = project.config ?? ConfigLoader.defaultFileName
            let configURL = URL(
                fileURLWithPath: configPath, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)
            )
            .standardizedFileURL
            let root = configURL.deletingLastPathComponent().path
            let prefix = root.hasSuffix("/") ? root : root + "/"
            do {
                let config = try project.resolve()
                let products = try Pipeline(emitters: []).run(config).products
                // errata exits after this: the products need not be freed (see `keepUntilExit`).
                defer { keepUntilExit(products) }
                try PluginOutput.write(try PluginOutput.swift(for: products), to: output)
                let failOn = config.pluginFailOn
                let result = FindingCheck(
                    failOn: failOn ?? .error, severities: config.ruleSeverities, pathPrefix: prefix,
                    fingerprints: false
                ).run(products)
                if !quiet {
                    for reported in result.findings where reported.status == .open {
                        Console.error(reported.finding.diagnostic.description)
                    }
                }
                if let failOn, result.failed {
                    let count = result.failing.count
                    Console.error(
                        "\(configURL.path): error: \(count) finding\(count == 1 ? "" : "s") at or above "
                            + "'\(failOn.rawValue)' fail the build (plugin: {fail-on: \(failOn.rawValue)} in errata.yml)"
                    )
                    throw ExitCode(1)
                }
            } catch var error as InputError {
                if !error.location.path.hasPrefix("/") {
                    error.location.path = prefix + error.location.path
                }
                throw error
            }
        }

        /// Prints the findings not accepted in the config as diagnostics on standard error.
        private func printFindings(_ products: [ReconciledProduct]) {
            for product in products {
                for finding in product.findings where !finding.accepted {
                    Console.error(finding.diagnostic.description)
                }
            }
        }
    }
}
