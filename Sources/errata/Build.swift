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
            try withInputErrors {
                let config = try project.resolve()
                // The plugin's file is in SwiftPM's work folder, outside the project, where the
                // build plugin asks for it: one file, replaced whole (see `PluginOutput.write`).
                if let pluginOutput {
                    let products = try Pipeline(emitters: []).run(config).products
                    // errata exits after this: the products need not be freed (see `keepUntilExit`).
                    defer { keepUntilExit(products) }
                    try PluginOutput.write(try PluginOutput.swift(for: products), to: pluginOutput)
                    if !quiet { printFindings(products) }
                    return
                }
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
