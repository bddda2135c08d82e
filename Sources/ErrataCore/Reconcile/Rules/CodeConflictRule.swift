/// `code-conflict`: one error code given a different number or symbol in different languages,
/// or a number in prose that disagrees with the table.
///
/// Example: the locked-account code is `XYZ_ERROR_ACCOUNT_LOCKED | 12` in the Korean, Japanese and
/// Chinese tables and `XYZ_ERROR_AUTH_ACCOUNT_LOCKED | 4012` in the English one. One finding is
/// reported at each row that disagrees with the decided value, with the rows that agree as
/// related locations, and says how the policy decided.
public struct CodeConflictRule: ContextRule {
    public static let id = "code-conflict"
    public static let summary = "One error code has a different number or symbol in different languages."
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let kind = RuleKind.conflict
    public static let help = """
        One error code has a different number or symbol in different languages, or a number in prose \
        disagrees with the table; as a warning, a code's yes-or-no cell (`Retryable`) is answered otherwise \
        than most languages answer it, or its HTTP status otherwise than most languages give it, and a row's \
        hexadecimal cell gives another number than its decimal one where the table's other rows agree. The generated enum can hold only one value, so errata decides (an accepted \
        resolution, else the majority, else the source language) and keeps a losing number listed in a table \
        as a deprecated case. Fix the guide that is wrong, or record the decision under `resolutions` in \
        `errata.yml`.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## 오류 코드

                | 오류 | 코드 | 설명 |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 101 | 시간이 초과되었습니다. |
                """#
            ),
            (
                "en",
                #"""
                ## Error codes

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 102 | Timed out. |
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## 오류 코드

                | 오류 | 코드 | 설명 |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 101 | 시간이 초과되었습니다. |
                """#
            ),
            (
                "en",
                #"""
                ## Error codes

                | Error | Code | Description |
                | --- | --- | --- |
                | DEMO_ERROR_TIMEOUT | 101 | Timed out. |
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    /// The status the source language's edition of a row's page gives its code, where another
    /// language's edition of the page gives it too and it is not the decided one: that table's
    /// status (an S3-compatible endpoint's, a batch API's), which no translation changed.
    static func pageStatus(of row: CodeDefinition, in concept: Concept, _ context: ReconcileContext) -> Int? {
        guard let page = context.pageNames[row.location.path] else { return nil }
        let source = context.product.sourceLanguage
        let editions = concept.definitions.filter { context.pageNames[$0.definition.location.path] == page }
        let sourceCodes = Set(editions.filter { $0.language == source }.map(\.definition.code))
        guard sourceCodes.count == 1, let status = sourceCodes.first,
            editions.contains(where: { $0.language != source && $0.definition.code == status })
        else { return nil }
        return status
    }

    public func findings(in context: ReconcileContext) -> [Finding] {
        var findings: [Finding] = []
        // The numbers text writes otherwise, told after the rows (see below).
        var written: [Finding] = []
        // The numbers of the symbols several groups of codes give, each its own (`GUILD_FULL` of the
        // SDK's errors, of API v1's results, of API v2's): text giving any of them names that one.
        var groupNumbers: [String: Set<Int>] = [:]
        if context.concepts.contains(where: { $0.definitions.contains { $0.definition.group != nil } }) {
            var concepts: [String: Set<Int>] = [:]
            for (index, concept) in context.concepts.enumerated() {
                for symbol in concept.symbols { concepts[symbol, default: []].insert(index) }
            }
            for (symbol, indices) in concepts where indices.count > 1 {
                groupNumbers[symbol] = Set(indices.map { context.decidedCode(at: $0).code })
            }
        }
        for (index, concept) in context.concepts.enumerated() {
            let decided = context.decidedCode(at: index)
            let resolution = context.resolution(
                symbols: concept.symbols, codes: Set(concept.definitions.map(\.definition.code)))
            // Table rows that disagree with the decision. Rows and mentions are looked at in place:
            // a copy of one retains each of its strings; only those reported are copied.
            // A platform's spelling of the decided symbol is the same symbol.
            let spellings = decided.spellings ?? [decided.symbol]
            // A row of one platform's table gives that platform's spelling, compared per platform
            // (``platformSpellings(in:misspelt:)``), not against the code's name.
            func namesOtherwise(_ row: CodeDefinition) -> Bool {
                !spellings.contains(row.symbol) && !(row.platforms.count == 1 && row.platformSpellings.count == 1)
                    && !SymbolTypoRule.writesInOwnNotation(row, spellings)
            }
            for index in concept.definitions.indices
            // A row without a symbol states only its number, the one it was matched by.
            where !concept.definitions[index].definition.isUnnamed
                && (concept.definitions[index].definition.code != decided.code
                    || namesOtherwise(concept.definitions[index].definition))
                // A misspelled symbol with the right number is `symbol-typo`'s.
                && !SymbolTypoRule.misspells(concept.definitions[index].definition, decided)
            {
                let language = concept.definitions[index].language
                let definition = concept.definitions[index].definition
                // A name numbered by an HTTP status has the status its page's editions give, where
                // that is another table's (an S3-compatible endpoint's) than the decided one.
                let pageStatus =
                    definition.numberIsHTTPStatus && !namesOtherwise(definition)
                    ? Self.pageStatus(of: definition, in: concept, context) : nil
                if pageStatus == definition.code { continue }
                let expected = pageStatus ?? decided.code
                var agreeing = concept.definitions.filter {
                    $0.definition.code == expected
                        && (spellings.contains($0.definition.symbol)
                            || SymbolTypoRule.writesInOwnNotation($0.definition, spellings))
                }
                // The same page's rows in the other languages, where they agree, say it best (one
                // platform's enum, against the tables' or another platform's).
                if let page = context.pageNames[definition.location.path] {
                    let samePage = agreeing.filter { context.pageNames[$0.definition.location.path] == page }
                    if !samePage.isEmpty { agreeing = samePage }
                }
                var what: [String] = []
                if definition.code != expected {
                    what.append(
                        "\(definition.numberIsHTTPStatus ? "HTTP status" : "number") \(context.codeText(definition.code)) where \(describe(agreeing.map(\.language), context, "gives", "give")) \(context.codeText(expected))"
                    )
                }
                if namesOtherwise(definition) {
                    what.append(
                        "symbol \(definition.symbol) where \(describe(agreeing.map(\.language), context, "writes", "write")) \(decided.symbol)"
                    )
                }
                var decision: [String] = []
                if definition.code != decided.code { decision.append("number: \(decided.codeDecision.reason)") }
                if namesOtherwise(definition) {
                    decision.append("symbol: \(decided.symbolDecision.reason)")
                }
                var resolutionText =
                    "using \(decided.symbol) = \(context.codeText(decided.code)) (\(decision.joined(separator: "; ")))"
                if definition.code != decided.code,
                    decided.aliases.contains(where: { $0.code == definition.code && $0.deprecatedCase })
                {
                    resolutionText += "; \(context.codeText(definition.code)) is kept as a deprecated case"
                }
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message:
                            "\(language) gives \(definition.symbol) (\(context.codeText(definition.code))): \(what.joined(separator: ", and "))",
                        product: context.product.id,
                        fact: decided.symbol,
                        language: language,
                        section: context.section(of: definition.location),
                        location: definition.location,
                        related: agreeing.map {
                            RelatedLocation(
                                language: $0.language,
                                location: $0.definition.location,
                                message:
                                    "\($0.language) gives \($0.definition.symbol) (\(context.codeText($0.definition.code)))"
                            )
                        },
                        resolution: resolutionText,
                        accepted: resolution != nil
                    )
                )
            }
            // Numbers in prose that disagree with the language's own table (or the decision).
            for index in concept.mentions.indices {
                guard let number = concept.mentions[index].mention.code else { continue }
                let language = concept.mentions[index].language
                // The language's row of the code by the name the mention writes, a platform's spelling too.
                let ownIndex = concept.definitions.firstIndex {
                    let written = concept.mentions[index].mention.symbol
                    return $0.language == language
                        && ($0.definition.symbol == written || $0.definition.spellings.contains(written)
                            || $0.definition.platformSpellings.values.contains(written))
                }
                guard number != ownIndex.map({ concept.definitions[$0].definition.code }) ?? decided.code,
                    groupNumbers[concept.mentions[index].mention.symbol]?.contains(number) != true
                else {
                    continue
                }
                // Release notes tell a code as it was then (`NETWORK_ERROR`(1003) in a fix of 1.5.2):
                // where the source language's notes give that number too, it is history, not drift.
                if ReleaseNotes.isRelease(concept.mentions[index].mention.section),
                    concept.mentions.contains(where: {
                        $0.language == context.product.sourceLanguage && $0.mention.code == number
                            && ReleaseNotes.isRelease($0.mention.section)
                    })
                {
                    continue
                }
                // The language's table row numbers the code otherwise than the catalog and is reported
                // for it; text that gives the decided number is right, not a second mistake.
                if let own = ownIndex, concept.definitions[own].definition.code != decided.code,
                    number == decided.code
                {
                    continue
                }
                let mention = concept.mentions[index].mention
                let own = ownIndex.map { concept.definitions[$0] }
                // An enum case restating the code names it in its platform's style: the table's name is said.
                let symbol = mention.spelling.map { $0 == mention.symbol ? "" : mention.symbol + " " } ?? ""
                let source =
                    own.map { "\(language)'s own table gives \(symbol)\(context.codeText($0.definition.code))" }
                    ?? "the catalog has \(symbol)\(context.codeText(decided.code))"
                written.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message:
                            "\(mention.spelling ?? mention.symbol) is written with \(context.codeText(number)) here, but \(source)",
                        product: context.product.id,
                        fact: decided.symbol,
                        language: language,
                        section: context.section(of: mention.location),
                        location: mention.location,
                        related: (own.map { [$0] } ?? []).map {
                            RelatedLocation(
                                language: $0.language,
                                location: $0.definition.location,
                                message: "\($0.language) table gives \(context.codeText($0.definition.code))"
                            )
                        },
                        resolution:
                            "using \(decided.symbol) = \(context.codeText(decided.code)) (\(decided.codeDecision.reason))",
                        accepted: resolution != nil
                    )
                )
            }
        }
        // A case of an enum in code both defines its code and writes its number (`RATE_LIMITED(50020)`):
        // told once, as the row.
        var told = Set(findings.map(\.location))
        findings += written.filter { told.insert($0.location).inserted }
        return findings + Self.platformSpellings(in: context, misspelt: false) + Self.mappingConflicts(in: context)
            + Self.valueConflicts(in: context)
            + Self.flagConflicts(in: context) + Self.statusConflicts(in: context)
            + Self.notationConflicts(in: context)
            + Self.otherProductNumbers(in: context)
    }

    /// Another product's code quoted with a number its table does not give it (`LOGIN_TOKEN_EXPIRED`
    /// (3103) in the shop's guide, where the login service's table gives 3102).
    static func otherProductNumbers(in context: ReconcileContext) -> [Finding] {
        var findings: [Finding] = []
        for (symbol, mentions, codes) in context.otherProductsQuoted {
            for use in mentions {
                guard let number = use.mention.code, !codes.contains(where: { $0.code == number }) else { continue }
                let given = codes.map { "the \($0.product) product's table gives \(context.codeText($0.code))" }
                findings.append(
                    Finding(
                        rule: id,
                        severity: defaultSeverity,
                        message:
                            "\(symbol) is written with \(context.codeText(number)) here, but "
                            + given.joined(separator: ", and "),
                        product: context.product.id,
                        fact: symbol,
                        language: use.language,
                        section: context.section(of: use.mention.location),
                        location: use.mention.location,
                        related: codes.map {
                            RelatedLocation(
                                language: use.language, location: $0.location,
                                message: "the \($0.product) product gives \(context.codeText($0.code))")
                        }
                    ))
            }
        }
        return findings
    }

    /// The rows whose column for a platform spells their code otherwise than most languages do:
    /// those a character or two apart (`misspelt`, `symbol-typo`'s), or the others (this rule's).
    static func platformSpellings(in context: ReconcileContext, misspelt: Bool) -> [Finding] {
        var findings: [Finding] = []
        for (index, concept) in context.concepts.enumerated() {
            for vote in concept.platformSpellingVotes() {
                for (row, spelling) in vote.dissenting
                where EditDistance.isMisspelling(spelling, of: vote.decided) == misspelt {
                    let decided = context.decidedCode(at: index)
                    let others = context.order.filter(vote.agreeing.contains)
                    let rule = misspelt ? SymbolTypoRule.self as any DriftRule.Type : CodeConflictRule.self
                    findings.append(
                        Finding(
                            rule: rule.id,
                            severity: rule.defaultSeverity,
                            message:
                                "\(row.language) spells \(decided.symbol) (\(context.codeText(decided.code))) on "
                                + "\(Platform.displayName(vote.platform)) as \(spelling); "
                                + "\(others.joined(separator: ", ")) \(others.count == 1 ? "writes" : "write") \(vote.decided)",
                            product: context.product.id,
                            fact: vote.decided,
                            language: row.language,
                            section: context.section(of: row.definition.location),
                            location: row.definition.location,
                            related: concept.definitions.filter {
                                vote.agreeing.contains($0.language)
                                    && $0.definition.platformSpellings[vote.platform] == vote.decided
                            }.prefix(3).map {
                                RelatedLocation(
                                    language: $0.language, location: $0.definition.location,
                                    message: "\($0.language) writes \(vote.decided)")
                            },
                            resolution: "the catalog keeps \(vote.decided)"
                        ))
                }
            }
        }
        return findings
    }

    /// The languages in precedence order and the verb that agrees with them: `en gives`, `ko, ja give`.
    private func describe(_ languages: [String], _ context: ReconcileContext, _ singular: String, _ plural: String)
        -> String
    {
        let ordered = context.order.filter(Set(languages).contains)
        guard !ordered.isEmpty else { return "no language \(singular)" }
        return ordered.joined(separator: ", ") + " " + (ordered.count == 1 ? singular : plural)
    }
}
