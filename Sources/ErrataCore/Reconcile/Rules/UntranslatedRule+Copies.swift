extension UntranslatedRule {
    /// A translation's lines of Latin prose (see ``LatinProseFact``) that an edition of the page in
    /// a Latin-script language holds as they are, and the source language's edition does not
    /// (unless it is that edition): sentences copied from it and left untranslated. A line the
    /// source writes so too is the source's own text (a quoted message, a menu path). By page
    /// path, with the languages whose editions hold the lines; pages `untranslated-page` reports
    /// are left to it.
    static func copiedLatinProse(in context: ReconcileContext) -> [String: (runs: [ForeignTextFact], from: [String])] {
        let sourceLanguage = context.product.sourceLanguage
        // A source page's lines are its own text.
        let copying = { (page: DocumentFacts) in page.language != sourceLanguage && !page.latinProse.isEmpty }
        guard context.facts.contains(where: copying) else { return [:] }
        func isLatin(_ language: String) -> Bool {
            ScriptDetector.nativeScripts(for: context.product.language(language)?.bundle ?? language)?.isEmpty == true
        }
        // Only the pages of a name a translation copies from may matter.
        let copied = Set(context.facts.filter(copying).map(\.page))
        var pagesByName: [String: [DocumentFacts]] = [:]
        for page in context.facts where copied.contains(page.page) { pagesByName[page.page, default: []].append(page) }
        var copies: [String: (runs: [ForeignTextFact], from: [String])] = [:]
        for pages in pagesByName.values where pages.contains(where: copying) {
            // The languages whose Latin-script edition holds each line.
            var holders: [UInt64: [String]] = [:]
            for page in pages where isLatin(page.language) {
                for verbatim in page.verbatims where holders[verbatim.hash]?.last != page.language {
                    holders[verbatim.hash, default: []].append(page.language)
                }
            }
            guard !holders.isEmpty else { continue }
            let sourceLines =
                isLatin(sourceLanguage)
                ? [] : Set(pages.first { $0.language == sourceLanguage }?.verbatims.map(\.hash) ?? [])
            for page in pages where copying(page) && page.untranslatedLetters < UntranslatedPageRule.minimumLetters {
                let copied = page.latinProse.filter { holders[$0.hash] != nil && !sourceLines.contains($0.hash) }
                guard !copied.isEmpty else { continue }
                let from = Set(copied.flatMap { holders[$0.hash]! })
                copies[page.path] = (copied.map(\.run), context.order.filter(from.contains))
            }
        }
        return copies
    }
}
