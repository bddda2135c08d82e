/// The rules as text for people: `errata rules`, `errata rules <id>` and README's rule table, all
/// made from what each rule declares (``DriftRule``) and the rules of `errata check`.
public enum RuleDocumentation {
    /// One line per rule: id, default severity, kind and summary, aligned.
    public static func list() -> String {
        let rows = RuleDescriptor.all.map { rule in
            [rule.id, rule.defaultSeverity.rawValue, rule.kind?.rawValue ?? "check", rule.summary]
        }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + row[3]
        }.joined(separator: "\n") + "\n"
    }

    /// Everything about one rule: its summary, severity, kind, help and examples.
    ///
    /// - Parameter id: A rule id, e.g. `code-conflict`.
    /// - Returns: The text, or `nil` when no rule has that id.
    public static func explain(_ id: String) -> String? {
        guard let descriptor = RuleDescriptor.all.first(where: { $0.id == id }) else { return nil }
        var text = "\(descriptor.id): \(descriptor.summary)\n\n"
        text += "default severity: \(descriptor.defaultSeverity.rawValue)"
        if let kind = descriptor.kind { text += "\nkind: \(kind.rawValue) (\(kind.summary))" }
        if !descriptor.failsCheck { text += "\nnever fails errata check" }
        text += "\n\n\(descriptor.help)\n"
        guard let rule = RuleRegistry.all.first(where: { type(of: $0).id == id }) else { return text }
        let ruleType = type(of: rule)
        for (title, examples) in [
            ("Reported on", ruleType.triggeringExamples), ("Not reported on", ruleType.nonTriggeringExamples),
        ] {
            for example in examples {
                text += "\n\(title):\n"
                for page in example.pages {
                    text += "\n  \(page.language)/\(page.name).md\n"
                    text +=
                        page.markdown.split(separator: "\n", omittingEmptySubsequences: false)
                        .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "\n"
                }
            }
        }
        return text
    }

    /// README's table of the drift rules: id, default severity and summary.
    public static func markdownTable() -> String {
        var lines = ["| rule | severity | reports |", "|---|---|---|"]
        for rule in RuleDescriptor.all where rule.kind != nil {
            lines.append("| `\(rule.id)` | \(rule.defaultSeverity.rawValue) | \(rule.summary) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
