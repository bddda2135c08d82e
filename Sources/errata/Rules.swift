import ArgumentParser
import ErrataCore

extension Errata {
    /// `errata rules`: lists the rules, or explains one.
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rules",
            abstract: "List the rules errata checks, or explain one with examples.",
            discussion: """
                Without an argument, prints one line per rule: its id, default severity, kind and \
                summary. With a rule id, prints what the rule catches, how to act on a finding, and \
                guides on which it reports and does not report. A rule's severity can be changed or \
                the rule turned off under 'rules:' in errata.yml.

                Examples:
                  errata rules
                  errata rules code-conflict
                  errata rules --markdown
                """
        )

        @Argument(help: ArgumentHelp("A rule id, e.g. code-conflict.", valueName: "rule"))
        var rule: String?

        @Flag(help: "Print the drift rules as a Markdown table (README's rule table).")
        var markdown = false

        func run() throws {
            if markdown {
                Console.out(RuleDocumentation.markdownTable(), terminator: "")
                return
            }
            guard let rule else {
                Console.out(RuleDocumentation.list(), terminator: "")
                return
            }
            guard let text = RuleDocumentation.explain(rule) else {
                let ids = RuleDescriptor.all.map(\.id)
                throw ValidationError("no rule '\(rule)'; the rules are \(ids.joined(separator: ", "))")
            }
            Console.out(text, terminator: "")
        }
    }
}
