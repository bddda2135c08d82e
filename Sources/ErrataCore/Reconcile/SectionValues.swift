/// The values each translation page's text gives in a section, beside those the source
/// language's pages give in the same section: what rules comparing a section's numbers read.
struct SectionValues<Value: Hashable> {
    /// Where a value is first written in a section, and how.
    struct Place {
        var location: SourceLocation
        var text: String
    }

    /// A translation page's section and the source language's.
    struct Pair {
        var page: DocumentFacts
        var section: SectionPath
        var mine: [Value: Place]
        var theirs: [Value: Place]

        /// The values each side writes that the other does not.
        var extra: [Value] { mine.keys.filter { theirs[$0] == nil } }
        var lacking: [Value] { theirs.keys.filter { mine[$0] == nil } }
    }

    /// A page's section, by the page's name: where translations are compared with each other.
    struct PageSection: Hashable {
        var page: String
        var section: SectionPath
    }

    /// The translations that write values in each page's section: where every one of them
    /// differs from the source alike, the source's text is the one to look at (not updated in
    /// them, or a slip in it), and one finding says so.
    static func translations(of pairs: [Pair]) -> [PageSection: Set<String>] {
        var languages: [PageSection: Set<String>] = [:]
        for pair in pairs {
            languages[PageSection(page: pair.page.page, section: pair.section), default: []].insert(pair.page.language)
        }
        return languages
    }

    /// How one translation writes a value otherwise than the source, and where each does.
    struct Writing {
        var language: String
        var text: String
        var location: SourceLocation
        var sourceText: String
        var sourceLocation: SourceLocation
    }

    /// The findings for one difference the translations of a page's section show: one at the
    /// source's text, worded by `againstSource` (by default, each translation's text named), where
    /// every translation (two or more) that has the section shows it; otherwise one for each
    /// translation (`ja writes 5 where ko writes 8`).
    static func findings(
        for writings: [Writing], in place: PageSection, translations: [PageSection: Set<String>],
        rule: String, severity: Diagnostic.Severity, fact: String, context: ReconcileContext,
        againstSource: (([Writing]) -> String)? = nil
    ) -> [Finding] {
        let source = context.product.sourceLanguage
        let againstSource =
            againstSource ?? { found in
                "\(source) writes \(found[0].sourceText) where every translation writes otherwise ("
                    + found.map { "\($0.language) \($0.text)" }.listed(naming: 10)
                    + "): they were not updated, or \(source)'s text is wrong"
            }
        if writings.count >= 2, Set(writings.map(\.language)) == translations[place] {
            return [
                Finding(
                    rule: rule, severity: severity, message: againstSource(writings), product: context.product.id,
                    fact: fact, language: source, section: place.section, location: writings[0].sourceLocation,
                    related: writings.map {
                        RelatedLocation(language: $0.language, location: $0.location, message: "\($0.language)'s text")
                    })
            ]
        }
        return writings.map {
            Finding(
                rule: rule, severity: severity,
                message: "\($0.language) writes \($0.text) where \(source) writes \($0.sourceText)",
                product: context.product.id, fact: fact, language: $0.language, section: place.section,
                location: $0.location,
                related: [RelatedLocation(language: source, location: $0.sourceLocation, message: "\(source)'s text")])
        }
    }

    /// The pairs of sections where both the translation and the source write a value.
    /// `values` gives a page's values with the place each is written.
    static func pairs(
        in context: ReconcileContext, values: (DocumentFacts) -> [(value: Value, place: Place)]
    ) -> [Pair] {
        let source = context.product.sourceLanguage
        func sections(of page: DocumentFacts) -> [TextSection: [Value: Place]] {
            var result: [TextSection: [Value: Place]] = [:]
            // A line's values share its section, looked up once; a section's run of values is
            // gathered apart and added to the others' when the next section begins.
            var line: (number: Int, section: TextSection)?
            var run: [Value: Place] = [:]
            func flush() {
                guard let section = line?.section, !run.isEmpty else { return }
                result[section, default: [:]].merge(run) { first, _ in first }
                run = [:]
            }
            for (value, place) in values(page) {
                if line?.number != place.location.line {
                    let section = context.textSection(of: place.location, page: page.page)
                    if section != line?.section { flush() }
                    line = (place.location.line, section)
                }
                if run[value] == nil { run[value] = place }
            }
            flush()
            return result
        }
        var sourceSections: [TextSection: [Value: Place]] = [:]
        for page in context.facts where page.language == source {
            sourceSections.merge(sections(of: page)) { mine, theirs in mine.merging(theirs) { a, _ in a } }
        }
        guard !sourceSections.isEmpty else { return [] }
        var pairs: [Pair] = []
        for page in context.facts where page.language != source {
            for (section, mine) in sections(of: page) {
                guard let theirs = sourceSections[section] else { continue }
                pairs.append(Pair(page: page, section: section.path, mine: mine, theirs: theirs))
            }
        }
        return pairs
    }
}
