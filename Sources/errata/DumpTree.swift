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

                Example:
                  errata dump-tree docs-src/gamebase/ja/ios-authentication.md
                """
        )

        @Argument(help: ArgumentHelp("The Markdown file.", valueName: "file"))
        var file: String

        func run() throws {
            try withInputErrors {
                guard let data = FileManager.default.contents(atPath: file) else {
                    throw InputError("cannot read the file", at: SourceLocation(path: file))
                }
                let text = try TextDecoder.decode(data, path: file)
                Console.out(MarkdownParser.parse(text).root.dump(), terminator: "")
            }
        }
    }
}
