/// Images' alt texts left in the source language where another translation translates them.
///
/// Most alt texts in a guide name a screenshot of the source language's product, and every
/// translation keeps them: not worth a finding. Where another translation of the page gives the
/// same image an alt text without the source's script, translating it is the page's convention,
/// and a reader of this one sees (or a screen reader reads) the source language under the picture.
extension UntranslatedRule {
    /// A run of an alt text left in another language's script, and the languages whose alt text of
    /// the same image holds none of it.
    struct KeptAltText {
        var run: ForeignTextFact
        var translatedIn: [String]
    }

    /// Where an image stands: its (canonical) section, and how many images of it come before.
    private struct Place: Hashable {
        var section: SectionPath
        var ordinal: Int
    }

    /// A page's images, with where each stands, looked up by source and by place.
    private struct PageImages {
        var page: DocumentFacts
        var places: [Place] = []
        /// For each image, how many images of the same source come before it.
        var occurrences: [Int] = []
        var bySource: [String: [Int]] = [:]
        var byPlace: [Place: Int] = [:]
        /// How many images each section holds.
        var counts: [SectionPath: Int] = [:]

        init(_ page: DocumentFacts, context: ReconcileContext) {
            self.page = page
            for (index, image) in page.images.enumerated() {
                let section = context.section(of: SourceLocation(path: page.path, line: image.line, column: 1))
                let place = Place(section: section, ordinal: counts[section, default: 0])
                counts[section, default: 0] += 1
                places.append(place)
                byPlace[place] = index
                occurrences.append(bySource[image.source]?.count ?? 0)
                bySource[image.source, default: []].append(index)
            }
        }

        /// The image here that stands for `other`'s image at `index`: the same source (its same
        /// occurrence), else the one at the same place in the same section, when both sections hold
        /// as many images and its source is not another image's of `other`.
        func counterpart(of index: Int, in other: PageImages) -> ImageFact? {
            let source = other.page.images[index].source
            if !source.isEmpty, let same = bySource[source] {
                let occurrence = other.occurrences[index]
                return occurrence < same.count ? page.images[same[occurrence]] : nil
            }
            let place = other.places[index]
            guard counts[place.section] == other.counts[place.section], let found = byPlace[place] else { return nil }
            let image = page.images[found]
            return other.bySource[image.source] == nil ? image : nil
        }
    }

    /// By page path, the runs of the alt texts a translated page keeps in the source's script
    /// where another translation's alt text of the same image holds none of that script.
    static func keptAltTexts(in context: ReconcileContext) -> [String: [KeptAltText]] {
        let sourceLanguage = context.product.sourceLanguage
        // Only pages whose images have a non-ASCII alt text can keep one; a page's translations
        // are found by name.
        var pagesByName: [String: [DocumentFacts]] = [:]
        for page in context.facts where !page.images.isEmpty {
            pagesByName[page.page, default: []].append(page)
        }
        var kept: [String: [KeptAltText]] = [:]
        for (_, pages) in pagesByName where pages.count >= 3 {
            guard pages.contains(where: { $0.language == sourceLanguage }),
                pages.contains(where: { page in
                    page.language != sourceLanguage && page.images.contains { !$0.alt.isASCII }
                })
            else { continue }
            let placed = pages.map { PageImages($0, context: context) }
            guard let source = placed.first(where: { $0.page.language == sourceLanguage }) else { continue }
            let sourceScripts = ScriptDetector.nativeScripts(for: context.product.bundle(of: sourceLanguage)) ?? []
            for mine in placed where mine.page.language != sourceLanguage {
                guard let scripts = ScriptDetector.nativeScripts(for: context.product.bundle(of: mine.page.language))
                else { continue }
                let native = ScriptDetector.NativeScripts(scripts)
                for (index, image) in mine.page.images.enumerated() where !image.alt.isASCII {
                    let runs = ScriptDetector.foreignRuns(in: image.alt[...], native: native)
                        .filter { !isFigureLabel($0.text) }
                    for run in runs {
                        // The source's alt text of the image holds the script: this one kept it. An
                        // image the source page no longer shows kept the source language's text too.
                        if let original = source.counterpart(of: index, in: mine) {
                            guard contains(run.script, in: original.alt) else { continue }
                        } else {
                            guard sourceScripts.contains(run.script) else { continue }
                        }
                        let translatedIn = placed.filter {
                            $0.page.language != sourceLanguage && $0.page.language != mine.page.language
                        }.compactMap { other -> String? in
                            guard let theirs = other.counterpart(of: index, in: mine),
                                theirs.alt.contains(where: \.isLetter), !contains(run.script, in: theirs.alt)
                            else { return nil }
                            return other.page.language
                        }
                        guard !translatedIn.isEmpty else { continue }
                        let line = image.line
                        let fact = ForeignTextFact(
                            text: run.text, script: run.script.rawValue,
                            location: SourceLocation(
                                path: mine.page.path, line: line, column: max(image.column, 1)),
                            section: ownSection(of: mine.page, at: line))
                        kept[mine.page.path, default: []].append(KeptAltText(run: fact, translatedIn: translatedIn))
                    }
                }
            }
        }
        return kept
    }

    /// Whether `text` holds a letter of `script`.
    private static func contains(_ script: ScriptDetector.Script, in text: String) -> Bool {
        text.unicodeScalars.contains { $0.value >= 0x1100 && ScriptDetector.script(of: $0) == script }
    }

    /// Whether a run is a figure's number and nothing more (`그림 1`, `図1`): a word, then a number.
    static func isFigureLabel(_ text: String) -> Bool {
        let word = text.prefix { $0.isLetter }
        guard !word.isEmpty else { return false }
        let rest = text[word.endIndex...].drop { $0.isWhitespace }
        let number = rest.prefix { $0.wholeNumberValue != nil || $0 == "." || $0 == "-" }
        guard number.contains(where: { $0.wholeNumberValue != nil }) else { return false }
        return !rest[number.endIndex...].contains { $0.isLetter }
    }

    /// The page's own headings in force at `line`.
    private static func ownSection(of page: DocumentFacts, at line: Int) -> SectionPath {
        let heading = SectionAligner.heading(before: line, lines: page.headings.map(\.location.line))
        return heading < 0 ? [] : page.headings[heading].path
    }
}
