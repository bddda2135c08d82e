import ArgumentParser
import ErrataCore
import Foundation

extension Errata {
    /// `errata explain`: one error code across every language, with its sources and what was decided.
    struct Explain: ParsableCommand {
        static let configuration = CommandConfiguration(
            // Named here, not worked out from the type's name at every start.
            commandName: "explain",
            abstract: "Explain an error code or symbol: what each language says, where, and what was decided.",
            discussion: """
                Finds the codes whose decided symbol or number, or whose alias (a value that lost \
                but is still documented), is the one given, and prints: the decided symbol and number \
                with the reasons, the aliases, every place a language states the code (language, \
                table/prose/sample, symbol, number, path:line:column), the message in each language \
                (marking those taken from another language) and the findings about it. Symbols are \
                matched without regard to case.

                Exits 0 when something was found, 1 when nothing was (with a suggestion when a symbol \
                is close), 2 on bad input or config.

                Examples:
                  errata explain 4012
                  errata explain XYZ_ERROR_ACCOUNT_LOCKED
                  errata explain xyz_error_auth_account_locked
                """
        )

        @OptionGroup var project: ProjectOptions

        @Argument(help: ArgumentHelp("An error code number or symbol.", valueName: "code|symbol"))
        var query: String

        func run() throws {
            try withInputErrors {
                let config = try project.resolve()
                let explanation = Explanation(query: query, products: try Pipeline(emitters: []).run(config).products)
                // The text quotes the guides: their control characters are shown as escapes, so that a
                // page cannot rewrite the terminal; the explanation's own line breaks are kept.
                let text = VisibleText.escaped(explanation.text, keeping: { $0 == "\n" })
                guard explanation.found else {
                    Console.error("error: " + text.trimmingCharacters(in: .newlines))
                    throw ExitCode(1)
                }
                Console.out(text, terminator: "")
            }
        }
    }
}
