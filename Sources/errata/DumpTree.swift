import ArgumentParser
import ErrataCore
import ErrataMarkdown
import Foundation

extension Errata {
    /// `errata dump-tree FILE`: shows how errata reads a Markdown page, for debugging a guide.
    struct DumpTree: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "dump-tree",
            abstract: "Print the Markdown tree errata reads from a page, with line:column positions.",
            discussion: """
                Columns count UTF-8 bytes, as cmark reports them. Tables that errata recovered from \
                paragraph text are marked 'recovered'.

                The page is read with the limits of errata.yml (--config, or errata.yml in the current \
                folder when there is one; errata's defaults otherwise), and refused as 'errata build' \
                would refuse it.

                Example:
                  errata dump-tree docs-src/shop/ja/ios-sign-in.md
                """
        )

        @Argument(help: ArgumentHelp("The Markdown file.", valueName: "file"))
        var file: String

        @Option(
            name: .long,
            help: ArgumentHelp(
                "The config whose limits apply (default: errata.yml here, if there is one).", valueName: "path"))
        var config: String?

        func run() throws {
            try withInputErrors {
                let directory = FileManager.default.currentDirectoryPath
                let limits: Limits
                if config != nil
                    || FileManager.default.fileExists(atPath: directory + "/" + ConfigLoader.defaultFileName)
                {
                    limits = try ConfigLoader().load(path: config, in: directory).limits
                } else {
                    limits = .default
                }
                let document = try SourceLoader.readDocument(path: file, relativeTo: directory, limits: limits)
                // The whole tree: every inline node of every paragraph.
                let parsed = try DocumentParser(paragraphs: .all).parse(document, limits: limits)
                Console.out(parsed.markdown.root.dump(), terminator: "")
            }
        }
    }
}
