import ArgumentParser
import ErrataCore
import Foundation

extension Errata {
    /// `errata init`: writes a first errata.yml from the layout of the docs folder.
    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Write a first errata.yml from how the guides are laid out.",
            discussion: """
                Looks at the docs folder (--docs, or the first of docs-src, docs and content) for \
                one guide per language folder (docs/ko/, docs/en/), the first language in the docs \
                folder and the others in its language folders (VitePress), products of language folders \
                (docs-src/<product>/<language>/), a Docusaurus site (docs/ and \
                i18n/<language>/docusaurus-plugin-content-docs/current/), or pages marked by \
                language suffixes (login.md and login.ko.md: MkDocs, Hugo), and writes errata.yml \
                with each language's folder, bundle name and page count. A folder is a language \
                when its name is a language code (ko, en, zh-Hans, pt_BR; kr, jp, cn, tw) and it \
                holds Markdown pages. The source language is --source, or else the \
                language guessed from, in this order: text of one language left in the others' pages \
                (Korean sentences in the English pages: Korean came first), the git history (which \
                language's pages change first), the site's default language (Docusaurus, MkDocs, \
                VitePress, Hugo), the most pages. The guess and why are printed and marked in the file. \
                Folders named old, backup(s), bak, temp, tmp, draft(s) are left out ('exclude'). The \
                file is checked as errata reads it before it is written.

                Exits 0 when the file was written, 2 when no layout was found, the file exists \
                (use --force) or it could not be written.

                Examples:
                  errata init
                  errata init --docs website/docs --source ko
                  errata init --print
                """
        )

        @Option(name: .long, help: ArgumentHelp("The docs folder, relative to the current one.", valueName: "dir"))
        var docs: String?

        @Option(
            name: .long,
            help: ArgumentHelp("The language the guides are written in first (its folder).", valueName: "language"))
        var source: String?

        @Flag(name: .long, help: "Replace an existing errata.yml.")
        var force = false

        @Flag(name: .long, help: "Print the config instead of writing errata.yml.")
        var print = false

        func run() throws {
            try withInputErrors {
                let directory = FileManager.default.currentDirectoryPath
                let path = directory + "/" + ConfigLoader.defaultFileName
                if !print, !force, FileManager.default.fileExists(atPath: path) {
                    throw InputError(
                        "\(ConfigLoader.defaultFileName) exists; pass --force to replace it, or --print to see the new one",
                        at: SourceLocation(path: ConfigLoader.defaultFileName))
                }
                let scaffold = try ConfigScaffold.detect(root: directory, docs: docs, source: source)
                let yaml = scaffold.yaml
                // What is written is what errata reads: a config it would refuse is not written.
                _ = try ConfigLoader().parse(yaml, path: ConfigLoader.defaultFileName, root: directory)
                // What was found and guessed, and why: on standard error, with --print too.
                var summary: [String] = []
                for product in scaffold.products {
                    let languages = product.languages.map { language in
                        let pages = language.pages == 1 ? "1 page" : "\(language.pages) pages"
                        return language.folder + " (" + (language.folder == product.source ? "source, " : "") + pages
                            + ")"
                    }
                    summary.append("product \(product.key), \(scaffold.layout): " + languages.joined(separator: ", "))
                    // Why this source, what decided first.
                    if !product.reasons.isEmpty {
                        summary.append("source \(product.source) — " + product.reasons.joined(separator: "; "))
                    }
                }
                summary += scaffold.notes
                if scaffold.setAsidePages > 0 {
                    let folders = scaffold.setAsideFound.map { $0 + "/" }.joined(separator: ", ")
                    let pages = scaffold.setAsidePages == 1 ? "1 page" : "\(scaffold.setAsidePages) pages"
                    summary.append(
                        "left out \(pages) in \(folders) folders (old copies, backups, drafts); "
                            + "see 'exclude' in \(ConfigLoader.defaultFileName)")
                }
                switch scaffold.pythonMarkdown {
                case .mkDocs?:
                    summary.append("an MkDocs site: renderer python-markdown, which markdown-syntax holds the pages to")
                    if scaffold.fallsBackToSource {
                        summary.append(
                            "its i18n plugin shows the default language's page where a translation lacks one: "
                                + "fallback source")
                    }
                case .numberedHeadingIDs(let links)?:
                    summary.append(
                        "\(links) links name headings by Python-Markdown's numbered ids (#_2): renderer python-markdown, "
                            + "which markdown-syntax holds the pages to")
                case .admonitions(let count)?:
                    summary.append(
                        "\(count) admonitions (!!! note) are Python-Markdown's: renderer python-markdown, "
                            + "which markdown-syntax holds the pages to")
                case nil:
                    break
                }
                if print {
                    Console.out(yaml, terminator: "")
                    for line in summary { Console.error("errata init: " + line) }
                    return
                }
                // Replaced all at once, never a folder or a link in its place (see `SingleFile`).
                try SingleFile.write(Data(yaml.utf8), to: path)
                for line in summary { Console.error("errata init: " + line) }
                Console.error("errata init: wrote \(ConfigLoader.defaultFileName); check it, then run 'errata check'")
            }
        }
    }
}
