/// `sample-drift`: sample code that calls a different API, compares a different error symbol or
/// passes a different constant in one language.
///
/// Samples are compared section by section (sections matched across languages), with comments and
/// string literals set aside, since those are translated. For each section where both a language
/// and the source language have samples, what the language's samples use and the source's do not
/// (and the reverse) is reported at the language's first sample there. Example: the English
/// sample compares `TCGB_ERROR_RESPONSE_TIMEOUT` where the others compare
/// `TCGB_ERROR_SOCKET_RESPONSE_TIMEOUT`.
public struct SampleDriftRule: ContextRule {
    public static let id = "sample-drift"
    public static let summary = "Sample code calls a different API or compares a different symbol in one language."
    public static let defaultSeverity = Diagnostic.Severity.warning

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext) -> [Finding] {
        // What samples use is gathered in lists and compared sorted, each value once: sorting
        // strings that are mostly the same objects costs less than hashing each into sets.
        struct Usage {
            var selectors: [String] = []
            var symbols: [String] = []
            var constants: [String] = []
            var first: SourceLocation?

            mutating func add(_ sample: SampleFact) {
                selectors += sample.selectors
                symbols += sample.symbols
                constants += sample.constants
                if first == nil { first = sample.location }
            }

            /// Adds what a later run of samples uses.
            mutating func add(_ later: Usage) {
                guard first != nil else {
                    self = later
                    return
                }
                selectors += later.selectors
                symbols += later.symbols
                constants += later.constants
            }

            /// The usage with each list sorted, each value once.
            var sorted: Usage {
                var sorted = self
                sorted.selectors = selectors.sortedUnique()
                sorted.symbols = symbols.sortedUnique()
                sorted.constants = constants.sortedUnique()
                return sorted
            }
        }
        // Each section's usage by language, the sections in the order they are first met (the
        // findings are sorted by place afterwards; sorting the sections, whose paths are mostly
        // not ASCII, compared them scalar by scalar).
        var sections: [(path: SectionPath, usage: [String: Usage])] = []
        // Room for a section per sample at once: growing would hash every path again.
        var sectionIndex: [SectionPath: Int] = Dictionary(
            minimumCapacity: context.facts.reduce(0) { $0 + $1.samples.count })
        let languages = context.order.count
        // Updated in place: a copy taken out of the list would copy its lists. The section's path is
        // hashed once: looked up, and numbered where it is missing, in one access.
        func store(_ run: (section: SectionPath, usage: Usage)?, language: String) {
            guard let run else { return }
            let index = sectionIndex.number(of: run.section, next: sections.count)
            if index == sections.count { sections.append((run.section, Dictionary(minimumCapacity: languages))) }
            sections[index].usage[language, default: Usage()].add(run.usage)
        }
        for page in context.facts {
            // A page's samples in a row mostly stand in one section: they are gathered run by run,
            // and each run is stored under its section once.
            var run: (section: SectionPath, usage: Usage)?
            let sections = context.alignment.pages[page.path]
            for sample in page.samples {
                let section =
                    sample.location.path == page.path
                    ? sections?.section(at: sample.location.line) ?? [] : context.section(of: sample.location)
                if run?.section != section {
                    store(run, language: page.language)
                    run = (section, Usage())
                }
                run!.usage.add(sample)
            }
            store(run, language: page.language)
        }
        let source = context.product.sourceLanguage
        var findings: [Finding] = []
        for (section, languages) in sections {
            guard let reference = languages[source]?.sorted, !section.isEmpty else { continue }
            for language in context.order where language != source {
                guard let own = languages[language]?.sorted, let location = own.first else { continue }
                var differences: [String] = []
                for (what, mine, theirs) in [
                    ("calls", own.selectors, reference.selectors),
                    ("compares", own.symbols, reference.symbols),
                    ("passes", own.constants, reference.constants),
                ] {
                    let extra = Self.difference(mine, theirs)
                    let lacking = Self.difference(theirs, mine)
                    guard !extra.isEmpty, !lacking.isEmpty || what != "calls" else { continue }
                    var text = "\(what) \(extra.joined(separator: ", "))"
                    if !lacking.isEmpty { text += " where \(source) \(what) \(lacking.joined(separator: ", "))" }
                    differences.append(text)
                }
                guard !differences.isEmpty else { continue }
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: "the \(language) sample \(differences.joined(separator: "; "))",
                        product: context.product.id,
                        fact: "sample:" + section.joined(separator: " › "),
                        language: language,
                        section: section,
                        location: location,
                        related: reference.first.map {
                            [RelatedLocation(language: source, location: $0, message: "\(source)'s sample")]
                        } ?? []
                    )
                )
            }
        }
        return findings
    }

    /// The values of sorted, unique `a` that `b` (sorted, unique) lacks, in order.
    static func difference(_ a: [String], _ b: [String]) -> [String] {
        var result: [String] = []
        var next = 0
        for value in a {
            while next < b.count, b[next] < value { next += 1 }
            if next < b.count, b[next] == value { continue }
            result.append(value)
        }
        return result
    }
}
