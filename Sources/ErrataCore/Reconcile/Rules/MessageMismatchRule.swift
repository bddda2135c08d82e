/// `message-mismatch`: a page's error table gives a code another message than the product's
/// error-code reference page gives it in the same language.
///
/// Where a product has an error-code reference page (see ``ReferencePages``), the bundles take
/// their messages from it; another page's table that words a code's message differently, in the
/// same language, tells a reader something else. A message that holds the other whole (a page that
/// adds a sentence of its own) is not reported. One finding per table, with its other rows beside it.
public struct MessageMismatchRule: ContextRule {
    public static let id = "message-mismatch"
    public static let summary =
        "A page's error table gives a code another message than the error-code reference page, in the same language."
    public static let defaultSeverity = Diagnostic.Severity.note
    public static let kind = RuleKind.divergence
    public static let help = """
        The product has an error-code reference page, and the bundles take each code's message from it. \
        Another page's error table gives the code a different message in the same language (not one that \
        only adds to it), so the guide says two things. Align the page's wording with the reference page, or \
        the other way round.
        """
    public static let triggeringExamples = [
        RuleExample(
            pages: (
                "en", "error-code",
                #"""
                # Error codes

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 101 | Timed out. |
                """#
            ),
            (
                "en", "login",
                #"""
                # Login

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 101 | The server is busy. |
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            pages: (
                "en", "error-code",
                #"""
                # Error codes

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 101 | Timed out. |
                """#
            ),
            (
                "en", "login",
                #"""
                # Login

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 101 | Timed out. Try again later. |
                """#
            )
        )
    ]

    /// The most rows a finding lists beside its own.
    static let listedRows = 5

    /// Creates the rule.
    public init() {}

    /// A table: a page's section in one language.
    private struct Table: Hashable {
        var language: String
        var path: String
        var section: SectionPath
    }

    /// A row whose message differs, and the reference page's row.
    private struct Difference {
        var row: CodeDefinition
        var reference: CodeDefinition
    }

    public func findings(in context: ReconcileContext) -> [Finding] {
        guard !context.referencePaths.isEmpty else { return [] }
        var tables: [Table: [Difference]] = [:]
        var order: [Table] = []
        for concept in context.concepts where context.isReferenced(concept) {
            for definition in concept.definitions
            where !context.referencePaths.contains(definition.definition.location.path) {
                guard let message = definition.definition.description.map(Self.normalized), !message.isEmpty,
                    let reference = concept.definitions.first(where: {
                        $0.language == definition.language
                            && context.referencePaths.contains($0.definition.location.path)
                    })?.definition,
                    let referenceMessage = reference.description.map(Self.normalized), !referenceMessage.isEmpty,
                    !message.contains(referenceMessage), !referenceMessage.contains(message)
                else { continue }
                let table = Table(
                    language: definition.language, path: definition.definition.location.path,
                    section: definition.definition.section)
                if tables[table] == nil { order.append(table) }
                tables[table, default: []].append(Difference(row: definition.definition, reference: reference))
            }
        }
        return order.map { table in
            let differences = tables[table]!.sorted { $0.row.location < $1.row.location }
            let first = differences[0]
            let label = first.row.label(number: context.codeText(first.row.code))
            let more = differences.count == 1 ? "" : ", and \(differences.count - 1) more codes of this table"
            var related = [
                RelatedLocation(
                    language: table.language, location: first.reference.location,
                    message: "the reference page: \(first.reference.description ?? "")")
            ]
            related += differences.dropFirst().prefix(Self.listedRows).map {
                RelatedLocation(
                    language: table.language, location: $0.row.location,
                    message:
                        "\($0.row.symbol): \($0.row.description ?? "") (reference page: \($0.reference.description ?? ""))"
                )
            }
            return Finding(
                rule: Self.id,
                severity: Self.defaultSeverity,
                message:
                    "\(label) reads '\(first.row.description ?? "")' here but '\(first.reference.description ?? "")' on the "
                    + "error-code reference page\(more)",
                product: context.product.id,
                fact: "message:" + first.row.symbol,
                language: table.language,
                section: context.section(of: first.row.location),
                location: first.row.location,
                related: related
            )
        }
    }

    /// A message as compared: lowercased, without markup and punctuation, spaces collapsed.
    static func normalized(_ message: String) -> String {
        var words: [String] = []
        var word = ""
        for character in message.lowercased() {
            if character.isLetter || character.isNumber {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words.joined(separator: " ")
    }
}
