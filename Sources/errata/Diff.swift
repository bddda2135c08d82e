import ArgumentParser
import ErrataCore
import Foundation

extension Errata {
    /// `errata diff`: the drift report, narrowed to some languages, for docs maintainers.
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            // Named here, not worked out from the type's name at every start.
            commandName: "diff",
            abstract: "Print the drift report, optionally narrowed to some languages.",
            discussion: """
                Prints the Markdown drift report that 'errata build' writes to report/drift.md, for \
                every product, without writing anything. With --locale (repeatable), only the findings \
                whose language, or one of whose related languages, is among those given are kept; the \
                tables of decided values stay whole. A locale is a docs folder name (ko, en, zh) or a \
                bundle name (zh-Hans), without regard to case. Products that have none of the given \
                languages are left out.

                --rule, --language and --path (each repeatable) keep only the findings of some rules \
                (ids or kinds), reported in some languages, or in pages matching a pattern; --summary \
                prints a table of pages × rules with the number of findings, worst page first, instead \
                of the report.

                Exits 0, or 2 on bad input or config, or when a locale names no language of any product.

                Examples:
                  errata diff
                  errata diff --locale ko --locale en
                  errata diff --locale zh-Hans > zh-drift.md
                  errata diff --rule conflict --path 'en/**'
                  errata diff --summary
                """
        )

        @OptionGroup var project: ProjectOptions

        @Option(
            name: .customLong("locale"),
            help: ArgumentHelp(
                "A language to narrow the report to (repeatable): a folder or bundle name.",
                valueName: "locale")
        )
        var locales: [String] = []

        @OptionGroup var filters: FilterOptions

        func run() throws {
            try withInputErrors {
                let config = try project.resolve()
                var products = try Pipeline(emitters: []).run(config).products
                if !locales.isEmpty {
                    try checkLocales(products, config: config)
                    products = products.compactMap { product in
                        let folders = product.languageFolders(matching: locales)
                        return folders.isEmpty ? nil : product.narrowed(toLanguages: Set(folders))
                    }
                }
                try filters.checkLanguages(products, config: config)
                let filter = filters.filter
                for index in products.indices where !filter.isEmpty {
                    products[index].findings = filter.apply(products[index].findings, products: products) { $0 }
                }
                if filters.summary {
                    Console.out(FindingSummary(products.lazy.flatMap(\.findings)).text, terminator: "")
                    return
                }
                let reports = try products.map { product in
                    try DriftReportMarkdownEmitter().emit(product).map {
                        String(decoding: $0.contents, as: UTF8.self)
                    }.joined()
                }
                Console.out(reports.joined(separator: "\n"), terminator: "")
            }
        }

        /// Throws an input error for a locale that names no language of any product.
        private func checkLocales(_ products: [ReconciledProduct], config: Config) throws {
            for locale in locales where products.allSatisfy({ $0.languageFolders(matching: [locale]).isEmpty }) {
                var known: [String] = []
                for language in products.flatMap(\.config.languages) {
                    for name in [language.folder, language.bundle] where !known.contains(name) {
                        known.append(name)
                    }
                }
                throw InputError(
                    "no product has the language '\(locale)'; the languages are \(known.joined(separator: ", "))",
                    at: SourceLocation(path: config.configFile ?? ConfigLoader.defaultFileName)
                )
            }
        }
    }
}
