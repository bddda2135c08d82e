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
            ScriptDetector.nativeScripts(for: context.product.bundle(of: language))?.isEmpty == true
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

extension UntranslatedRule {
    /// A translation's lines of Latin prose (see ``LatinProseFact``) in a section that holds no
    /// text in the language's own letters, neither below its heading nor in it, where the source
    /// language's section holds text in its own: a section left in the language of an older
    /// edition (English release notes kept in the Japanese guide), whatever that edition's page
    /// writes today. By page path; pages `untranslated-page` reports are left to it.
    static func latinProseInUntranslatedSections(in context: ReconcileContext) -> [String: [ForeignTextFact]] {
        let sourceLanguage = context.product.sourceLanguage
        func ownLetters(_ language: String) -> ScriptDetector.NativeScripts? {
            guard let scripts = ScriptDetector.nativeScripts(for: context.product.bundle(of: language)) else {
                return nil
            }
            let native = ScriptDetector.NativeScripts(scripts)
            return native.hasOwnLetters ? native : nil
        }
        guard ownLetters(sourceLanguage) != nil,
            context.facts.contains(where: { $0.language != sourceLanguage && !$0.latinProse.isEmpty })
        else { return [:] }
        var sourceSections: Set<TextSection> = []
        for page in context.facts where page.language == sourceLanguage {
            for line in page.nativeTextSections {
                sourceSections.insert(
                    context.textSection(of: SourceLocation(path: page.path, line: line), page: page.page))
            }
        }
        var result: [String: [ForeignTextFact]] = [:]
        for page in context.facts
        where page.language != sourceLanguage && !page.latinProse.isEmpty
            && page.untranslatedLetters < UntranslatedPageRule.minimumLetters
        {
            guard let own = ownLetters(page.language) else { continue }
            let native = Set(page.nativeTextSections)
            let headingLines = page.headings.map(\.location.line)
            var runs: [ForeignTextFact] = []
            for prose in page.latinProse {
                let index = SectionAligner.heading(before: prose.run.location.line, lines: headingLines)
                let headingLine = index < 0 ? 0 : headingLines[index]
                guard !native.contains(headingLine),
                    index < 0 || !ScriptDetector.containsLetter(of: own, in: Substring(page.headings[index].title)),
                    sourceSections.contains(context.textSection(of: prose.run.location, page: page.page))
                else { continue }
                runs.append(prose.run)
            }
            if !runs.isEmpty { result[page.path] = runs }
        }
        return result
    }
}
