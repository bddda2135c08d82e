/// `untranslated`: text left in another language's script, such as Korean sentences and table
/// headers in the Chinese guide.
///
/// Latin script (product names, identifiers, code) is not reported, but for sentences a translation
/// keeps as a Latin-script edition of the page writes them, or in sections with none of its own
/// letters where the source's are in its own (see `UntranslatedRule+Copies.swift`); nor is code or
/// a link target.
/// An image's alt text is reported only where another translation translates the same image's
/// (see `UntranslatedRule+AltTexts.swift`). One finding per page and script, with the lines and
/// sections it spans.
public struct UntranslatedRule: ContextRule {
    public static let id = "untranslated"
    public static let summary = "Text is left in another language's script."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.untranslated
    public static let help = """
        Text in a script the page's language does not use (Korean sentences left in the Chinese guide). \
        Code and link targets never count; Latin script counts only in a sentence the page keeps as an edition \
        of it in a Latin-script language writes it, where the source language's does not, or in a section with \
        no text in the page's own letters where the source language's is in its own (English an older edition \
        left). An image's alt text counts only where another translation \
        translates it: it keeps the source's text of the same image (same source, or same place among the section's images) \
        and another translation's alt text of that image holds none of its script; a figure's number alone (`그림 1`) never \
        counts. The runs of one script on a page are one finding, \
        with the lines and sections they span; the first line of a few other sections is listed beside it. A page `untranslated-page` reports is not reported here too. Translate the text.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## 설치

                앱을 설치합니다.
                """#
            ),
            (
                "en",
                #"""
                ## Install

                Install the app. 앱을 설치합니다.
                """#
            )
        ),
        RuleExample(
            (
                "ko",
                #"""
                ## 구조

                ![그림 1 리더보드 구조](https://example.com/structure.png)
                """#
            ),
            (
                "en",
                #"""
                ## Structure

                ![그림 1 리더보드 구조](https://example.com/structure.png)
                """#
            ),
            (
                "ja",
                #"""
                ## 構造

                ![図1 リーダーボードの構造](https://example.com/structure-ja.png)
                """#
            )
        ),
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## 설치

                앱을 설치합니다.
                """#
            ),
            (
                "en",
                #"""
                ## Install

                ![설치 화면](https://example.com/install.png)

                Install the app.
                """#
            ),
            (
                "ja",
                #"""
                ## インストール

                ![설치 화면](https://example.com/install.png)

                アプリをインストールします。
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    /// The most characters of the text a finding quotes.
    static let quotedLength = 100
    /// The most places a finding lists beside its own.
    static let listedPlaces = 5

    public func findings(in context: ReconcileContext) -> [Finding] {
        var findings: [Finding] = []
        let altTexts = Self.keptAltTexts(in: context)
        let copies = Self.copiedLatinProse(in: context)
        let leftSections = Self.latinProseInUntranslatedSections(in: context)
        let codes = LinkConflictRule.LanguageCodes(context.product.languages)
        // A page `untranslated-page` reports as wholly in another language gets that one finding.
        for page in context.facts
        where page.language == context.product.sourceLanguage
            || page.untranslatedLetters < UntranslatedPageRule.minimumLetters
        {
            // One finding per script on a page: a page left partly untranslated (release notes whose
            // every entry kept its Korean) is one thing to fix, not one per line or per section.
            var stretches: [Stretch] = []
            var index: [String: Int] = [:]
            let kept = altTexts[page.path] ?? []
            // A link's text titling another of the product's languages' edition of a page (the
            // source's release notes announcing a translation) quotes that title; one to the source's own edition
            // or the page's language may be a copy left untranslated. The source's page quotes
            // what it puts in quotation marks.
            let isSource = page.language == context.product.sourceLanguage
            var runs = page.foreignText.filter { run in
                if isSource, run.isQuoted { return false }
                guard let code = run.titledEdition, let folder = codes.folder(named: code) else { return true }
                return folder == context.product.sourceLanguage || folder == page.language
            }
            let copied = copies[page.path]
            // Latin lines in sections left untranslated, those copied aside.
            let copiedLines = Set(copied?.runs.map(\.location) ?? [])
            let left = (leftSections[page.path] ?? []).filter { !copiedLines.contains($0.location) }
            if !kept.isEmpty || copied != nil || !left.isEmpty {
                // Alt texts, copied lines and lines left untranslated among the lines' runs, in page order.
                runs.append(contentsOf: kept.map(\.run))
                runs.append(contentsOf: copied?.runs ?? [])
                runs.append(contentsOf: left)
                runs.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
            }
            for run in runs {
                if let found = index[run.script] {
                    stretches[found].runs.append(run)
                } else {
                    index[run.script] = stretches.count
                    stretches.append(Stretch(script: run.script, runs: [run]))
                }
            }
            for alt in kept {
                guard let found = index[alt.run.script] else { continue }
                stretches[found].altTexts.insert(alt.run.location)
                for language in alt.translatedIn where !stretches[found].translatedIn.contains(language) {
                    stretches[found].translatedIn.append(language)
                }
            }
            if let copied, let found = index[copied.runs[0].script] {
                stretches[found].copiedFrom = copied.from
                stretches[found].copiedLines = Set(copied.runs.map(\.location.line)).count
            }
            if let first = left.first, let found = index[first.script] {
                stretches[found].inUntranslatedSections = true
            }
            for stretch in stretches {
                findings.append(finding(for: stretch, on: page, context: context))
            }
        }
        return findings
    }

    private struct Stretch {
        var script: String
        var runs: [ForeignTextFact]
        /// Where the runs that are images' alt texts stand.
        var altTexts: Set<SourceLocation> = []
        /// The languages that translate those alt texts.
        var translatedIn: [String] = []
        /// For Latin text, the languages whose editions of the page write it so (see
        /// ``copiedLatinProse(in:)``).
        var copiedFrom: [String] = []
        /// How many lines those editions write so.
        var copiedLines = 0
        /// Whether the Latin text stands in sections the source language writes in its own
        /// letters, and the translation in none of its own (see
        /// ``latinProseInUntranslatedSections(in:)``).
        var inUntranslatedSections = false
    }

    private func finding(for stretch: Stretch, on page: DocumentFacts, context: ReconcileContext) -> Finding {
        let runs = stretch.runs
        let lines = Set(runs.map(\.location.line)).sorted()
        let quoted = runs.map(\.text).uniquedInOrder().joined(separator: " … ").clipped(to: Self.quotedLength)
        // The sections a run stands in (the top two heading levels), in page order.
        let sections = runs.map { Array($0.section.prefix(2)) }.uniquedInOrder()
        let extent =
            lines.count == 1
            ? "" : " on \(lines.count) lines (\(lines.first!)–\(lines.last!))"
        let place: String
        if sections.count > 1 {
            let first = sections[0].last ?? ""
            let last = sections[sections.count - 1].last ?? ""
            place =
                " in \(sections.count) sections"
                + (first == last ? (first.isEmpty ? "" : " titled '\(first)'") : " from '\(first)' to '\(last)'")
        } else {
            place = sections.first?.last.map { " under '\($0)'" } ?? ""
        }
        // Alt texts are said to be so, with the translations that translate them.
        var images = ""
        if !stretch.altTexts.isEmpty {
            let count = stretch.altTexts.count
            let translators = stretch.translatedIn.joined(separator: ", ")
            images =
                (runs.allSatisfy { stretch.altTexts.contains($0.location) } ? ", in " : ", with ")
                + (count == 1 ? "an image's alt text" : "the alt texts of \(count) images")
                + " (\(translators) \(stretch.translatedIn.count == 1 ? "translates" : "translate") \(count == 1 ? "it" : "them"))"
        }
        let editions = stretch.copiedFrom.joined(separator: ", ")
        let copied: String
        if stretch.inUntranslatedSections {
            let source = context.product.sourceLanguage
            let scripts = UntranslatedPageRule.scriptNames(of: source, in: context)
            let count = stretch.copiedLines
            copied =
                ", in sections with no text in \(UntranslatedPageRule.scriptNames(of: page.language, in: context)) where \(source)'s are in \(scripts)"
                + (count == 0
                    ? ""
                    : " (\(count) line\(count == 1 ? "" : "s") as \(editions)'s edition of the page writes \(count == 1 ? "it" : "them"))")
        } else {
            copied = stretch.copiedFrom.isEmpty ? "" : ", as \(editions)'s edition of the page writes it"
        }
        func note(_ run: ForeignTextFact) -> String {
            stretch.altTexts.contains(run.location) ? "alt text: \(run.text)" : run.text
        }
        // The first line of each other section, then other lines, up to a few: the first line is
        // the finding's own place.
        var places: [RelatedLocation] = []
        var seen: Set<Int> = [runs[0].location.line]
        var sectionsListed: Set<[String]> = [Array(runs[0].section.prefix(2))]
        for run in runs.dropFirst()
        where places.count < Self.listedPlaces && sectionsListed.insert(Array(run.section.prefix(2))).inserted {
            seen.insert(run.location.line)
            places.append(RelatedLocation(language: page.language, location: run.location, message: note(run)))
        }
        for run in runs.dropFirst() where places.count < Self.listedPlaces && seen.insert(run.location.line).inserted {
            places.append(RelatedLocation(language: page.language, location: run.location, message: note(run)))
        }
        places.sort { $0.location.line < $1.location.line }
        return Finding(
            rule: Self.id,
            severity: Self.defaultSeverity,
            message:
                "\(stretch.script) text in the \(page.language) guide\(place)\(extent)\(images)\(copied): \(quoted)",
            product: context.product.id,
            fact: "text:\(stretch.script)",
            language: page.language,
            section: context.section(of: runs[0].location),
            location: runs[0].location,
            related: places
        )
    }
}
