/// `message-mismatch`: a page's error table gives a code another message than the product's
/// error-code reference page gives it in the same language.
///
/// Where a product has an error-code reference page (see ``ReferencePages``), the bundles take
/// their messages from it; another page's table that words a code's message differently, in the
/// same language, tells a reader something else. A message that holds the other whole (a page that
/// adds a sentence of its own), or whose content words are all the other's or hold all of them
/// (`SEND FAILED` and `Failed to send the message.`), or that names the page's own call where the
/// reference page's says what it does (`Call configure(_:) first.`), says the same and is not
/// reported; nor is a
/// message left outside its language's scripts where the reference page's is in them (status words
/// in English in the Korean guide), or holding a script foreign to its page's language (Korean in
/// the English guide): that is untranslated text, not another meaning. One finding per table, with
/// its other rows beside it.
public struct MessageMismatchRule: ContextRule {
    public static let id = "message-mismatch"
    public static let summary =
        "A page's error table gives a code another message than the error-code reference page, in the same language."
    public static let defaultSeverity = Diagnostic.Severity.note
    public static let kind = RuleKind.divergence
    public static let help = """
        The product has an error-code reference page, and the bundles take each code's message from it. \
        Another page's error table gives the code a different message in the same language (not one that \
        only adds to it, says it in the same words or names the page's own call for a phrase of it, and not \
        status words left in another script where the \
        reference page's message is translated), so the guide says two things. Align the page's wording with \
        the reference page, or the other way round.
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
        ),
        RuleExample(
            pages: (
                "ko", "error-code",
                #"""
                # 오류 코드

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_SEND_FAILED | 102 | 메시지 전송 실패 |
                """#
            ),
            (
                "ko", "chat",
                #"""
                # 채팅

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_SEND_FAILED | 102 | SEND FAILED (예: 네트워크 오류) |
                """#
            ),
            (
                "en", "error-code",
                #"""
                # Error codes

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_SEND_FAILED | 102 | Failed to send the message. |
                """#
            ),
            (
                "en", "chat",
                #"""
                # Chat

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_SEND_FAILED | 102 | SEND FAILED |
                """#
            )
        ),
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
        // The scripts each language is written in, worked out once per language.
        var native: [String: ScriptDetector.NativeScripts] = [:]
        func pageScripts(_ language: String) -> ScriptDetector.NativeScripts {
            if let known = native[language] { return known }
            let scripts = ScriptDetector.NativeScripts(
                ScriptDetector.nativeScripts(for: context.product.bundle(of: language)) ?? [])
            native[language] = scripts
            return scripts
        }
        /// The scripts of a language with letters of its own; `nil` for the others.
        func ownScripts(_ language: String) -> ScriptDetector.NativeScripts? {
            let scripts = pageScripts(language)
            return scripts.hasOwnLetters ? scripts : nil
        }
        let source = context.product.sourceLanguage
        /// The reference page's row where `definition`'s message differs from it; `nil` where it does not.
        func differingReference(_ definition: LanguageDefinition, in concept: Concept) -> CodeDefinition? {
            guard let message = definition.definition.description.map(Self.normalized), !message.isEmpty,
                let reference = concept.definitions.first(where: {
                    $0.language == definition.language
                        && context.referencePaths.contains($0.definition.location.path)
                })?.definition,
                let referenceMessage = reference.description.map(Self.normalized), !referenceMessage.isEmpty,
                !message.contains(referenceMessage), !referenceMessage.contains(message),
                let text = definition.definition.description, let referenceText = reference.description,
                !Self.sayTheSame(text, referenceText), !Self.namesItsCall(text, for: referenceText),
                !(ownScripts(definition.language).map {
                    Self.isLeftInAnotherScript(text, translated: referenceText, native: $0)
                } ?? false),
                // Hangul in the English guide's table: untranslated text (`untranslated`
                // reports it), not another meaning.
                !Self.holdsForeignLetters(text, native: pageScripts(definition.language))
            else { return nil }
            return reference
        }
        for concept in context.concepts where context.isReferenced(concept) {
            for definition in concept.definitions
            where !context.referencePaths.contains(definition.definition.location.path)
                && !definition.definition.describesCause
            {
                guard let reference = differingReference(definition, in: concept) else { continue }
                // A translation's row whose source row, on the source's edition of the page, differs
                // from the source's reference page as well: the source's finding says it; the
                // translation only follows its source.
                if definition.language != source {
                    // The source's rows of the same table: on its edition of the page, in the section
                    // aligned with this row's.
                    let page = context.pageNames[definition.definition.location.path]
                    let section = context.section(of: definition.definition.location)
                    let sourceRows = concept.definitions.filter {
                        $0.language == source && $0.definition.code == definition.definition.code
                            && !$0.definition.describesCause
                            && context.pageNames[$0.definition.location.path] == page
                            && context.section(of: $0.definition.location) == section
                    }
                    if sourceRows.contains(where: { differingReference($0, in: concept) != nil }) { continue }
                }
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

    /// Whether a message is left outside its language's scripts (its words outside parentheses
    /// have no letter of them) where the reference page's message is written in them.
    static func isLeftInAnotherScript(
        _ message: String, translated reference: String, native: ScriptDetector.NativeScripts
    ) -> Bool {
        !ScriptDetector.containsLetter(of: native, in: Substring(withoutParentheses(message)))
            && ScriptDetector.containsLetter(of: native, in: Substring(reference))
    }

    /// Whether a message, outside parentheses, holds letters of a script its page's language is
    /// not written in (Hangul, kana or Han in the English guide).
    static func holdsForeignLetters(_ message: String, native: ScriptDetector.NativeScripts) -> Bool {
        !ScriptDetector.foreignRuns(in: Substring(withoutParentheses(message)), native: native).isEmpty
    }

    /// The text outside parentheses (an example or a remark in them: `FAILED (e.g. a timeout)`).
    static func withoutParentheses(_ text: String) -> String {
        var kept = ""
        var depth = 0
        for character in text {
            switch character {
            case "(", "（": depth += 1
            case ")", "）": depth = max(depth - 1, 0)
            default: if depth == 0 { kept.append(character) }
            }
        }
        return kept
    }

    /// Whether two messages say the same in the same words: the content words of one are all
    /// among the other's (`SEND FAILED`, `Failed to send the message.`), with or without what
    /// they add in parentheses.
    static func sayTheSame(_ a: String, _ b: String) -> Bool {
        func holdEachOther(_ first: Set<String>, _ second: Set<String>) -> Bool {
            !first.isEmpty && !second.isEmpty && (first.isSubset(of: second) || second.isSubset(of: first))
        }
        return holdEachOther(contentWords(a), contentWords(b))
            || holdEachOther(contentWords(withoutParentheses(a)), contentWords(withoutParentheses(b)))
    }

    /// Whether a message is the reference page's with one phrase written as a call instead
    /// (`Call configure(_:) first.` for `Call the initialization method first.`,
    /// `先に initialize() を呼び出して` for `先に初期化メソッドを呼び出して`): a platform's page names its
    /// own API where the reference page, for every platform, says what it does.
    static func namesItsCall(_ message: String, for reference: String) -> Bool {
        let scalars = Array(message.unicodeScalars)
        func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "."
        }
        // The first call: a name, then its parentheses (`configure(_:)`), in backticks or not.
        guard let open = scalars.firstIndex(of: "("), open > 0, isNamePart(scalars[open - 1]),
            let close = scalars[open...].firstIndex(of: ")")
        else { return false }
        var start = open
        while start > 0, isNamePart(scalars[start - 1]), scalars[start - 1].isASCII { start -= 1 }
        var end = close + 1
        if start > 0, scalars[start - 1] == "`", end < scalars.count, scalars[end] == "`" {
            start -= 1
            end += 1
        }
        guard start < open else { return false }
        func squeezed(_ part: some Sequence<Unicode.Scalar>) -> String {
            String(String.UnicodeScalarView(part.filter { !$0.properties.isWhitespace }))
        }
        let before = squeezed(scalars[..<start])
        let after = squeezed(scalars[end...])
        let whole = squeezed(reference.unicodeScalars)
        // Most of the message is the reference's, and a phrase of it stands where the call does.
        return whole.count > before.count + after.count && (before.count + after.count) * 2 >= whole.count
            && whole.hasPrefix(before) && whole.hasSuffix(after)
    }

    /// English words that carry no content of their own.
    private static let functionWords: Set<String> = [
        "the", "and", "for", "not", "has", "have", "had", "been", "was", "were", "are", "this", "that", "with",
        "from", "into", "its", "can", "could", "may", "will", "please", "etc",
    ]

    /// A message's words, case-folded, without words of Latin letters that carry no content (two
    /// letters or fewer, or a function word), and with the endings of English inflection cut off
    /// (`consumed`, `consume`: `consum`).
    static func contentWords(_ message: String) -> Set<String> {
        var words: Set<String> = []
        for word in normalized(message).split(separator: " ") {
            guard word.allSatisfy(\.isASCII) else {
                words.insert(String(word))
                continue
            }
            guard word.count > 2, !functionWords.contains(String(word)) else { continue }
            words.insert(stem(String(word)))
        }
        return words
    }

    /// A crude English stem: a plural's, past's or gerund's ending, then a final `e`, cut off.
    static func stem(_ word: String) -> String {
        var stem = Substring(word)
        for (ending, shortest) in [("ing", 6), ("ed", 5), ("es", 5), ("s", 4)]
        where stem.count >= shortest && stem.hasSuffix(ending) {
            stem = stem.dropLast(ending.count)
            break
        }
        if stem.count > 3, stem.hasSuffix("e") { stem = stem.dropLast() }
        return String(stem)
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
