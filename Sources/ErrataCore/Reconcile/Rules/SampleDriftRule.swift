/// `sample-drift`: sample code that calls a different API, compares a different error symbol,
/// passes a different constant, or writes a different version or address in one language.
///
/// Samples are compared section by section (sections matched across languages), with comments and
/// string literals set aside, since those are translated. A fenced block that names no language
/// and has no mark of code is prose set in a fence (console steps: `2. Click [Save].`), not a
/// sample (see ``PageLayout/isProseInFence(info:lines:in:)``). For each section where both a language
/// and the source language have samples, what the language's samples use and the source's do not
/// (and the reverse) is reported at the language's first sample that uses it, beside the source's
/// sample that uses what it lacks, or else the source's sample most like it. Example: the English
/// sample compares `XYZ_ERROR_UPLOAD_TIMEOUT` where the others compare
/// `XYZ_ERROR_NETWORK_UPLOAD_TIMEOUT`. Where the section's samples pair one for one, a sample that
/// compares none of the symbols the source's compares is reported at the source's counterpart. A
/// version or an address, strings included, is compared where it replaces one of the source's
/// (`demo-android:2.3.1` for `2.4.0`, `/v2/orders` for `/v3/orders`; see ``PinnedValues``).
public struct SampleDriftRule: ContextRule {
    public static let id = "sample-drift"
    public static let summary =
        "Sample code calls another API, compares another symbol or writes another version in one language."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.divergence
    public static let help = """
        A sample calls another API, compares another error symbol or passes another constant than the source \
        language's sample in the same section (comments and strings set aside; console steps in a fence that \
        names no language are prose, not a sample), or writes another version or address in place of the \
        source's (`demo-android:2.3.1` for `2.4.0`, `/v2/orders` for `/v3/orders`; strings included, another \
        site's example address aside). Readers of that language copy code that behaves differently or an \
        older release. Make the sample match the source's.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## Refresh

                ```objectivec
                - (void)refresh {
                    [DemoClient fetchItemsWithLimit:10 completion:^(NSArray *items, DemoError *error) {
                        if (error.code == DEMO_ERROR_TIMEOUT) {
                            [self retry];
                        }
                    }];
                }
                ```
                """#
            ),
            (
                "en",
                #"""
                ## Refresh

                ```objectivec
                - (void)refresh {
                    [DemoClient fetchItemsWithLimit:10 completion:^(NSArray *items, DemoError *error) {
                        if (error.code == DEMO_ERROR_OFFLINE) {
                            [self retry];
                        }
                    }];
                }
                ```
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## Refresh

                ```objectivec
                - (void)refresh {
                    [DemoClient fetchItemsWithLimit:10 completion:^(NSArray *items, DemoError *error) {
                        if (error.code == DEMO_ERROR_TIMEOUT) {
                            [self retry];
                        }
                    }];
                }
                ```
                """#
            ),
            (
                "en",
                #"""
                ## Refresh

                ```objectivec
                - (void)refresh {
                    [DemoClient fetchItemsWithLimit:10 completion:^(NSArray *items, DemoError *error) {
                        if (error.code == DEMO_ERROR_TIMEOUT) {
                            [self retry];
                        }
                    }];
                }
                ```
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    /// What a language's samples in a section use, each list sorted, each value once (the
    /// versions and addresses as often as written).
    private struct Usage {
        var selectors: [String] = []
        var declares: [String] = []
        var signatures: [String] = []
        var symbols: [String] = []
        var constants: [String] = []
        var pinned: [String] = []
    }

    public func findings(in context: ReconcileContext) -> [Finding] {
        let facts = context.facts
        // The first words of the symbols the tables define: a sample compares codes of the
        // product's family (`XYZ_ERROR_TIMEOUT` beside a table's `XYZ_ERROR_…`, a defined symbol
        // among them), not any name in capitals (a build script's `project.SDK_VERSION` is a
        // property). Where no table defines a code, any such name may be one.
        var families = Set<Substring>()
        for page in facts {
            for definition in page.definitions {
                if let word = definition.symbol.split(separator: "_").first { families.insert(word) }
            }
        }
        let definesCodes = facts.contains { !$0.definitions.isEmpty }
        func isCode(_ symbol: String) -> Bool {
            !definesCodes || symbol.first?.isNumber == true
                || symbol.split(separator: "_").first.map(families.contains) == true
        }
        // A page's samples in a row that stand in one section: the page's index in the facts and
        // the samples' range (where the samples are, not copies of what they use: most sections
        // use the same in every language, and need no more than a comparison in place).
        struct Run {
            var page: Int
            var samples: Range<Int>
        }
        // Each section's runs by language, the sections in the order they are first met (the
        // findings are sorted by place afterwards; sorting the sections, whose paths are mostly
        // not ASCII, compared them scalar by scalar).
        var sections: [(path: SectionPath, runs: [String: [Run]])] = []
        // Room for a section per sample at once: growing would hash every path again.
        var sectionIndex: [SectionKey: Int] = Dictionary(minimumCapacity: facts.reduce(0) { $0 + $1.samples.count })
        let languages = context.order.count
        // The section's path is hashed once: looked up, and numbered where it is missing, in one
        // access.
        func store(_ run: Run, in section: SectionPath, language: String) {
            let index = sectionIndex.number(of: SectionKey(section), next: sections.count)
            if index == sections.count { sections.append((section, Dictionary(minimumCapacity: languages))) }
            sections[index].runs[language, default: []].append(run)
        }
        for (pageIndex, page) in facts.enumerated() {
            let pageSections = context.alignment.pages[page.path]
            var current: (section: SectionPath, start: Int)?
            for (index, sample) in page.samples.enumerated() {
                let section =
                    sample.location.path == page.path
                    ? pageSections?.section(at: sample.location.line) ?? [] : context.section(of: sample.location)
                if let open = current, open.section != section {
                    store(Run(page: pageIndex, samples: open.start..<index), in: open.section, language: page.language)
                    current = nil
                }
                if current == nil { current = (section, index) }
            }
            if let open = current {
                store(
                    Run(page: pageIndex, samples: open.start..<page.samples.count), in: open.section,
                    language: page.language)
            }
        }
        /// Whether two languages' runs hold samples that use the same, one for one in order.
        func sameUse(_ mine: [Run], _ theirs: [Run]) -> Bool {
            guard mine.reduce(0, { $0 + $1.samples.count }) == theirs.reduce(0, { $0 + $1.samples.count }) else {
                return false
            }
            var other = (run: 0, sample: theirs.first?.samples.lowerBound ?? 0)
            for run in mine {
                for index in run.samples {
                    while other.sample == theirs[other.run].samples.upperBound {
                        other.run += 1
                        other.sample = theirs[other.run].samples.lowerBound
                    }
                    let page = theirs[other.run].page
                    guard facts[run.page].samples[index].selectors == facts[page].samples[other.sample].selectors,
                        facts[run.page].samples[index].calls == facts[page].samples[other.sample].calls,
                        facts[run.page].samples[index].declares == facts[page].samples[other.sample].declares,
                        facts[run.page].samples[index].signatures == facts[page].samples[other.sample].signatures,
                        facts[run.page].samples[index].symbols == facts[page].samples[other.sample].symbols,
                        facts[run.page].samples[index].constants == facts[page].samples[other.sample].constants,
                        facts[run.page].samples[index].pinned == facts[page].samples[other.sample].pinned
                    else { return false }
                    other.sample += 1
                }
            }
            return true
        }
        /// What the runs' samples use, each list sorted, each value once.
        func usage(of runs: [Run]) -> Usage {
            var usage = Usage()
            for run in runs {
                for index in run.samples {
                    // What a sample calls: its sends, and its methods called on a receiver.
                    usage.selectors += facts[run.page].samples[index].selectors + facts[run.page].samples[index].calls
                    usage.declares += facts[run.page].samples[index].declares
                    usage.signatures += facts[run.page].samples[index].signatures
                    usage.symbols += facts[run.page].samples[index].symbols.filter(isCode)
                    usage.constants += facts[run.page].samples[index].constants
                    usage.pinned += facts[run.page].samples[index].pinned
                }
            }
            usage.selectors = usage.selectors.sortedUnique()
            usage.declares = usage.declares.sortedUnique()
            usage.signatures = usage.signatures.sortedUnique()
            usage.symbols = usage.symbols.sortedUnique()
            usage.constants = usage.constants.sortedUnique()
            // Counted: an install line left at an older version beside two updated ones replaces one.
            usage.pinned = usage.pinned.sorted()
            return usage
        }
        func firstLocation(of runs: [Run]) -> SourceLocation? {
            runs.first.map { facts[$0.page].samples[$0.samples.lowerBound].location }
        }
        /// The runs' samples, as places in the facts, in order.
        func samples(of runs: [Run]) -> [(page: Int, index: Int)] {
            runs.flatMap { run in run.samples.map { (run.page, $0) } }
        }
        func uses(_ sample: SampleFact, any values: Set<String>) -> Bool {
            !values.isEmpty
                && (sample.selectors.contains(where: values.contains) || sample.calls.contains(where: values.contains)
                    || sample.declares.contains(where: values.contains)
                    || sample.signatures.contains(where: values.contains)
                    || sample.symbols.contains(where: values.contains)
                    || sample.constants.contains(where: values.contains)
                    || sample.pinned.contains(where: values.contains))
        }
        /// How many of the selectors, symbols and constants two samples both use.
        func overlap(_ a: SampleFact, _ b: SampleFact) -> Int {
            Set(a.selectors).intersection(b.selectors).count + Set(a.calls).intersection(b.calls).count
                + Set(a.declares).intersection(b.declares).count
                + Set(a.symbols).intersection(b.symbols).count
                + Set(a.constants).intersection(b.constants).count
        }
        let source = context.product.sourceLanguage
        var findings: [Finding] = []
        for (section, runs) in sections {
            guard let sourceRuns = runs[source], !section.isEmpty else { continue }
            // Worked out once a language's samples differ from the source's.
            var reference: Usage?
            for language in context.order where language != source {
                guard let ownRuns = runs[language], let location = firstLocation(of: ownRuns),
                    !sameUse(ownRuns, sourceRuns)
                else { continue }
                let theirs = reference ?? usage(of: sourceRuns)
                reference = theirs
                let own = usage(of: ownRuns)
                let ownSamples = samples(of: ownRuns)
                let oneForOne = ownSamples.count == samples(of: sourceRuns).count
                var differences: [String] = []
                var extras: Set<String> = []
                var lacks: Set<String> = []
                // The first symbol compared that the source's samples do not compare: its line is
                // the place to look.
                var firstCompared: String?
                // The first version or address written otherwise, else.
                var firstWritten: String?
                // A function both declare, with other parameters (one the source added since).
                let bothDeclare = Set(own.declares).intersection(theirs.declares)
                func ofBoth(_ signatures: [String]) -> [String] {
                    signatures.filter { bothDeclare.contains(Self.declaredName($0)) }
                }
                // Where the samples pair one for one, a sample that calls another name than its
                // counterpart renamed it, though another sample of the section calls the name (a
                // code group's Java tab keeping the old name its Kotlin tab dropped).
                var renamed: (extra: [String], lacking: [String]) = ([], [])
                if oneForOne {
                    for (ownPlace, sourcePlace) in zip(ownSamples, samples(of: sourceRuns)) {
                        let a = facts[ownPlace.page].samples[ownPlace.index]
                        let b = facts[sourcePlace.page].samples[sourcePlace.index]
                        let mine = (a.selectors + a.calls).sortedUnique()
                        let theirs = (b.selectors + b.calls).sortedUnique()
                        let extra = Self.difference(mine, theirs)
                        let lacking = Self.difference(theirs, mine)
                        // Counterparts call the rest alike: two samples that share no call show two
                        // things (an older edition's other method), not one renamed.
                        // A sample of one call renamed it when the names share a stem (`getHistory`
                        // for `history`).
                        guard !extra.isEmpty, !lacking.isEmpty,
                            extra.count < mine.count
                                || (extra.count == 1 && lacking.count == 1
                                    && EditDistance.sharesStem(extra[0], lacking[0]))
                        else { continue }
                        renamed.extra += extra
                        renamed.lacking += lacking
                    }
                }
                // Versions and addresses written otherwise: sample by sample where they pair one for
                // one (a section's Gradle sample beside its CocoaPods one writes the same version).
                var written: (replacing: [String], replaced: [String])
                if oneForOne {
                    written = ([], [])
                    for (ownPlace, sourcePlace) in zip(ownSamples, samples(of: sourceRuns)) {
                        let pair = Self.replacedValues(
                            facts[ownPlace.page].samples[ownPlace.index].pinned.sorted(),
                            facts[sourcePlace.page].samples[sourcePlace.index].pinned.sorted())
                        written.replacing += pair.replacing
                        written.replaced += pair.replaced
                    }
                    written = (written.replacing.sortedUnique(), written.replaced.sortedUnique())
                } else {
                    written = Self.replacedValues(own.pinned, theirs.pinned)
                }
                let callsDiffer =
                    !Self.difference(own.selectors, theirs.selectors).isEmpty
                    && !Self.difference(theirs.selectors, own.selectors).isEmpty
                for (what, mine, theirs) in [
                    callsDiffer || renamed.extra.isEmpty
                        ? ("calls", own.selectors, theirs.selectors)
                        : ("calls", renamed.extra.sortedUnique(), renamed.lacking.sortedUnique()),
                    ("declares", own.declares, theirs.declares),
                    ("declares", ofBoth(own.signatures), ofBoth(theirs.signatures)),
                    ("compares", own.symbols, theirs.symbols),
                    ("passes", own.constants, theirs.constants),
                    ("writes", written.replacing, written.replaced),
                ] {
                    let extra = Self.difference(mine, theirs)
                    let lacking = Self.difference(theirs, mine)
                    // Samples, one for one with the source's, that check none of the symbols the
                    // source's check (an older edition's `result.IsSuccessful` for `result.Code ==
                    // SUCCESS`) handle the results otherwise; a sample that calls less may only show less.
                    guard !extra.isEmpty || (what == "compares" && !lacking.isEmpty && oneForOne),
                        !lacking.isEmpty || (what != "calls" && what != "declares")
                    else { continue }
                    extras.formUnion(extra)
                    lacks.formUnion(lacking)
                    var text =
                        extra.isEmpty
                        ? "compares none of \(lacking.joined(separator: ", ")), which \(source) compares"
                        : "\(what) \(extra.joined(separator: ", "))"
                    if !lacking.isEmpty, !extra.isEmpty {
                        text += " where \(source) \(what) \(lacking.joined(separator: ", "))"
                    }
                    differences.append(text)
                    if what == "compares", firstCompared == nil { firstCompared = extra.first }
                    if what == "writes", firstWritten == nil { firstWritten = extra.first }
                }
                guard !differences.isEmpty else { continue }
                // At the language's sample that uses what the source's do not, beside the source's
                // sample that uses what it lacks, else the one most like it (a section's samples
                // need not pair one for one: one language shows the declaration, another does not).
                let sourceSamples = samples(of: sourceRuns).map { facts[$0.page].samples[$0.index] }
                let besideIndex = sourceSamples.firstIndex { uses($0, any: lacks) }
                // A sample that lacks only is the source's counterpart, one for one.
                let place =
                    ownSamples.first { uses(facts[$0.page].samples[$0.index], any: extras) }
                    ?? (extras.isEmpty ? besideIndex.map { ownSamples[$0] } : nil)
                let located = place.map { facts[$0.page].samples[$0.index] }
                // A sample that renamed what its counterpart calls is shown beside that counterpart.
                let counterpart =
                    callsDiffer || renamed.extra.isEmpty
                    ? nil
                    : place.flatMap { place in ownSamples.firstIndex { $0 == place } }.map { sourceSamples[$0] }
                let beside =
                    counterpart ?? besideIndex.map { sourceSamples[$0] }
                    ?? located.flatMap { mine in sourceSamples.max { overlap($0, mine) < overlap($1, mine) } }
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: "the \(language) sample \(differences.joined(separator: "; "))",
                        product: context.product.id,
                        fact: "sample:" + section.joined(separator: " › "),
                        language: language,
                        section: section,
                        location: place.flatMap { place in
                            firstCompared.flatMap { symbol in
                                Self.use(
                                    of: symbol, in: facts[place.page], from: facts[place.page].samples[place.index])
                            }
                        } ?? located.flatMap { sample in
                            firstWritten.flatMap { value in
                                sample.pinned.firstIndex(of: value).map { sample.pinnedLocations[$0] }
                            }
                        } ?? located?.location ?? location,
                        related: (beside?.location ?? firstLocation(of: sourceRuns)).map {
                            [RelatedLocation(language: source, location: $0, message: "\(source)'s sample")]
                        } ?? []
                    )
                )
            }
        }
        return findings
    }

    /// Where `page`'s sample `sample` compares `symbol`: its first use in sample code at or after
    /// the block's start, before the page's next sample.
    private static func use(of symbol: String, in page: DocumentFacts, from sample: SampleFact) -> SourceLocation? {
        let start = sample.location.line
        let end = page.samples.lazy.map(\.location.line).filter { $0 > start }.min() ?? Int.max
        let mentions = page.mentions
        return mentions.indices.lazy.filter {
            mentions[$0].context == .sample && mentions[$0].symbol == symbol
                && (start..<end).contains(mentions[$0].location.line)
        }.map { mentions[$0].location }.first
    }

    /// The versions and addresses `mine` (sorted) writes in place of others `theirs` (sorted) writes,
    /// and those others: a version for a version (`2.3.1` for `2.4.0`); an address for one of the
    /// same site (the same domain) whose path differs in one part at most (`/v2/orders` for
    /// `/v3/orders`, or the same path on `api-sandbox.` for `sandbox.api.`). A value one side writes
    /// alone (a step more in a translation) replaces nothing; another site's address is an example.
    static func replacedValues(_ mine: [String], _ theirs: [String]) -> (replacing: [String], replaced: [String]) {
        let extra = difference(mine, theirs)
        let lacking = difference(theirs, mine)
        let isVersion = PinnedValues.isVersion
        func parts(_ address: String) -> (domain: ArraySlice<Substring>, path: [Substring]) {
            let slash = address.firstIndex(of: "/") ?? address.endIndex
            return (
                address[..<slash].split(separator: ".").suffix(2),
                address[slash...].split(separator: "/", omittingEmptySubsequences: false)
            )
        }
        // A setting (`minSdkVersion 24`) is the one value with a space: it replaces the same setting.
        func setting(_ value: String) -> Substring? { value.firstIndex(of: " ").map { value[..<$0] } }
        func replaces(_ a: String, _ b: String) -> Bool {
            if setting(a) != nil || setting(b) != nil { return setting(a) == setting(b) }
            if isVersion(a) || isVersion(b) { return isVersion(a) && isVersion(b) }
            let (x, y) = (parts(a), parts(b))
            return x.domain == y.domain && x.path.count == y.path.count
                && zip(x.path, y.path).count(where: { $0 != $1 }) <= 1
        }
        // Each value pairs with one at most, first one of its host (`api.` with `api.`, not `www.`)
        // or of its major version (`2.3.1` with `2.4.0`, not a tool's `1.9.0`).
        func near(_ value: String) -> Substring { value.prefix { $0 != "/" && (!isVersion(value) || $0 != ".") } }
        var replacing: [String] = []
        var replaced: Set<String> = []
        for value in extra {
            let candidates = lacking.filter { !replaced.contains($0) && replaces(value, $0) }
            guard let partner = candidates.first(where: { near($0) == near(value) }) ?? candidates.first
            else { continue }
            replacing.append(value)
            replaced.insert(partner)
        }
        return (replacing.sortedUnique(), replaced.sorted())
    }

    /// The name a signature declares: the word before its parameters (`CreateAsync` of
    /// `Task<OrderResponse> CreateAsync(OrderRequest request)`).
    static func declaredName(_ signature: String) -> String {
        let head = signature.prefix { $0 != "(" }
        return String(head.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
    }

    /// The values of sorted `a` that sorted `b` lacks, in order, each value of `b` standing for
    /// one of `a` (`3.1.0, 3.2.0, 3.2.0` lacks `3.2.0` once of `3.2.0, 3.2.0, 3.2.0`).
    static func difference(_ a: [String], _ b: [String]) -> [String] {
        var result: [String] = []
        var next = 0
        for value in a {
            while next < b.count, b[next] < value { next += 1 }
            if next < b.count, b[next] == value {
                next += 1
                continue
            }
            result.append(value)
        }
        return result
    }
}
