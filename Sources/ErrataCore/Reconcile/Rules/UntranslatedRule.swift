/// `untranslated`: text left in another language's script, such as Korean sentences and table
/// headers in the Chinese guide.
///
/// Latin script (product names, identifiers, code) is never reported, nor is code. One finding per
/// line, with the text.
public struct UntranslatedRule: ContextRule {
    public static let id = "untranslated"
    public static let summary = "Text is left in another language's script."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.untranslated
    public static let help = """
        Text in a script the page's language does not use (Korean sentences left in the Chinese guide). \
        Code, link targets and Latin script never count. The runs under one section of the page (its top \
        two heading levels) are one finding, with the lines they span; the first few other lines are \
        listed beside it. A page `untranslated-page` reports is not reported here too. Translate the text.
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
        )
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

                Install the app.
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
        // A page `untranslated-page` reports as wholly in another language gets that one finding.
        for page in context.facts
        where page.language == context.product.sourceLanguage
            || page.untranslatedLetters < UntranslatedPageRule.minimumLetters
        {
            // One finding per stretch of the page: the runs under one of its top two heading
            // levels, in one script. A section left in another language is one finding, not one per line.
            var stretches: [Stretch] = []
            var index: [StretchKey: Int] = [:]
            for run in page.foreignText {
                let key = StretchKey(section: Array(run.section.prefix(2)), script: run.script)
                if let found = index[key] {
                    stretches[found].runs.append(run)
                } else {
                    index[key] = stretches.count
                    stretches.append(Stretch(key: key, runs: [run]))
                }
            }
            for stretch in stretches {
                findings.append(finding(for: stretch, on: page, context: context))
            }
        }
        return findings
    }

    private struct StretchKey: Hashable {
        var section: SectionPath
        var script: String
    }

    private struct Stretch {
        var key: StretchKey
        var runs: [ForeignTextFact]
    }

    private func finding(for stretch: Stretch, on page: DocumentFacts, context: ReconcileContext) -> Finding {
        let runs = stretch.runs
        let lines = Set(runs.map(\.location.line)).sorted()
        var quoted = runs.map(\.text).uniquedInOrder().joined(separator: " … ")
        if quoted.count > Self.quotedLength { quoted = String(quoted.prefix(Self.quotedLength)) + "…" }
        let extent =
            lines.count == 1
            ? "" : " on \(lines.count) lines (\(lines.first!)–\(lines.last!))"
        let section = stretch.key.section.last.map { " under '\($0)'" } ?? ""
        // Each other line once, up to a few: the first line is the finding's own place.
        var places: [RelatedLocation] = []
        var seen: Set<Int> = [runs[0].location.line]
        for run in runs.dropFirst() where places.count < Self.listedPlaces && seen.insert(run.location.line).inserted {
            places.append(RelatedLocation(language: page.language, location: run.location, message: run.text))
        }
        return Finding(
            rule: Self.id,
            severity: Self.defaultSeverity,
            message: "\(stretch.key.script) text in the \(page.language) guide\(section)\(extent): \(quoted)",
            product: context.product.id,
            fact: "text:\(stretch.key.script):" + stretch.key.section.joined(separator: " › "),
            language: page.language,
            section: context.section(of: runs[0].location),
            location: runs[0].location,
            related: places
        )
    }
}

extension Array where Element: Hashable {
    /// The elements, each once, in the order first met.
    fileprivate func uniquedInOrder() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
