/// Decides each code's number, symbol and messages and builds the ``Catalog``.
struct CatalogBuilder {
    let context: ReconcileContext

    func build() -> Catalog {
        var codes = context.concepts.map(code(for:))
        let taken = Set(codes.map(\.code))
        for (symbol, mentions) in context.unlisted {
            if let code = unlistedCode(symbol: symbol, mentions: mentions), !taken.contains(code.code) {
                codes.append(code)
            }
        }
        codes.sort { ($0.code, $0.symbol) < ($1.code, $1.symbol) }
        return Catalog(
            product: context.product.id,
            name: context.product.name,
            sourceLanguage: context.product.sourceLanguage,
            languages: context.product.languages.map { CatalogLanguage(folder: $0.folder, bundle: $0.bundle) },
            codes: codes
        )
    }

    /// The decided code for a concept.
    func code(for concept: Concept) -> CatalogCode {
        let languages = concept.languages(order: context.order)
        let votes = languages.compactMap { language in concept.firstDefinition(in: language).map { (language, $0) } }
        let resolution = context.resolution(symbols: concept.symbols, codes: Set(votes.map(\.1.code)))
        let (code, codeDecision) = Policy.decide(
            votes.map { ($0.0, $0.1.code) },
            order: context.order,
            resolved: resolution?.code,
            resolution: resolution,
            describe: { String($0) }
        )
        let (symbol, symbolDecision) = Policy.decide(
            votes.map { ($0.0, $0.1.symbol) },
            order: context.order,
            resolved: resolution?.symbol,
            resolution: resolution,
            describe: { $0 }
        )
        let category = concept.definitions.lazy.compactMap(\.definition.category).first

        var messages: [String: Message] = [:]
        for language in context.order {
            if let definition = concept.firstDefinition(in: language), let text = definition.description {
                messages[language] = Message(text: text, language: language, location: definition.location)
            }
        }
        // A language without its own message takes the first one by precedence (the source language's).
        if let fallbackLanguage = context.order.first(where: { messages[$0] != nil }),
            let fallback = messages[fallbackLanguage]
        {
            for language in context.order where messages[language] == nil {
                messages[language] = fallback
            }
        }

        var sources = concept.definitions.map { language, definition in
            Source(
                language: language,
                symbol: definition.symbol,
                code: definition.code,
                category: definition.category,
                context: .table,
                location: definition.location
            )
        }
        sources += concept.mentions.map { language, mention in
            Source(
                language: language,
                symbol: mention.symbol,
                code: mention.code,
                category: nil,
                context: mention.context == .prose ? .prose : .sample,
                location: mention.location
            )
        }

        // Values that lost: other (symbol, number) pairs some table lists.
        var aliases: [Alias] = []
        var seenPairs: Set<String> = []
        for (_, definition) in concept.definitions where definition.symbol != symbol || definition.code != code {
            let key = "\(definition.symbol)#\(definition.code)"
            if seenPairs.insert(key).inserted {
                let languages = concept.definitions.filter {
                    $0.definition.symbol == definition.symbol && $0.definition.code == definition.code
                }.map(\.language)
                aliases.append(
                    Alias(
                        symbol: definition.symbol,
                        code: definition.code,
                        languages: context.order.filter(Set(languages).contains),
                        deprecatedCase: definition.code != code
                    )
                )
            }
        }
        return CatalogCode(
            symbol: symbol,
            code: code,
            category: category,
            listed: true,
            codeDecision: codeDecision,
            symbolDecision: symbolDecision,
            messages: messages,
            sources: sources,
            aliases: aliases
        )
    }

    /// A code known only from prose (`SYMBOL(110)`), if the prose gives it a number.
    private func unlistedCode(symbol: String, mentions: [(language: String, mention: CodeMention)]) -> CatalogCode? {
        var votes: [(String, Int)] = []
        for language in context.order {
            if let code = mentions.first(where: { $0.language == language && $0.mention.code != nil })?.mention.code {
                votes.append((language, code))
            }
        }
        guard !votes.isEmpty else { return nil }
        let resolution = context.resolution(symbols: [symbol], codes: Set(votes.map(\.1)))
        let (code, decision) = Policy.decide(
            votes,
            order: context.order,
            resolved: resolution?.code,
            resolution: resolution,
            describe: { String($0) }
        )
        return CatalogCode(
            symbol: symbol,
            code: code,
            category: nil,
            listed: false,
            codeDecision: decision,
            symbolDecision: Decision(rule: .unanimous, reason: "only this symbol is used"),
            messages: [:],
            sources: mentions.map { language, mention in
                Source(
                    language: language,
                    symbol: mention.symbol,
                    code: mention.code,
                    category: nil,
                    context: mention.context == .prose ? .prose : .sample,
                    location: mention.location
                )
            },
            aliases: []
        )
    }
}

/// The policy that decides a disputed value.
enum Policy {
    /// Decides among the languages' values.
    ///
    /// - Parameters:
    ///   - votes: Each language's value, one per language.
    ///   - order: Language precedence, the source language first.
    ///   - resolved: The value an accepted resolution names, if any.
    ///   - resolution: That resolution, for its reason.
    ///   - describe: How to show a value in the reason.
    /// - Returns: The value and how it was decided.
    static func decide<Value: Hashable>(
        _ votes: [(String, Value)],
        order: [String],
        resolved: Value?,
        resolution: Resolution?,
        describe: (Value) -> String
    ) -> (Value, Decision) {
        var counts: [Value: [String]] = [:]
        var values: [Value] = []
        for (language, value) in votes {
            if counts[value] == nil { values.append(value) }
            counts[value, default: []].append(language)
        }
        if let resolved, let resolution {
            return (resolved, Decision(rule: .resolution, reason: "accepted in the config: \(resolution.reason)"))
        }
        guard values.count > 1 else {
            let languages = counts[values[0]]!.joined(separator: ", ")
            return (values[0], Decision(rule: .unanimous, reason: "every language that lists it agrees (\(languages))"))
        }
        let best = counts.values.map(\.count).max()!
        let leaders = values.filter { counts[$0]!.count == best }
        if leaders.count == 1 {
            let winner = leaders[0]
            let reason =
                "majority: \(counts[winner]!.joined(separator: ", ")) (\(best) of \(votes.count) languages) give \(describe(winner))"
            return (winner, Decision(rule: .majority, reason: reason))
        }
        // A tie: the leader given by the language with the highest precedence.
        for language in order {
            if let winner = leaders.first(where: { counts[$0]!.contains(language) }) {
                let reason =
                    "tie between \(leaders.map(describe).joined(separator: " and ")); \(language) has precedence"
                return (winner, Decision(rule: .precedence, reason: reason))
            }
        }
        return (leaders[0], Decision(rule: .precedence, reason: "tie"))
    }
}
