import Foundation

/// `link-conflict`: the same link pointing to different targets in different languages.
///
/// And a heading's explicit ID (`{#setup}`) that a translation changed, or dropped where its
/// links use it: links copied from the source do not reach the heading.
///
/// Links are compared within a section (matched across languages): two links are the same link
/// when they point to the same page (the target without its `#fragment`) or carry the same text.
/// A language whose target differs from what the source language (or, without it, most
/// languages) gives is reported at its link.
///
/// Each guide may link to its own language's version of a page: a part of a target that is the
/// linking page's language (its folder or bundle name, in any case, between `/`, `.`, `?`, `&`,
/// `=` or `#`) stands for "this language", so the Korean guide's `https://docs.example.com/ko/api/`
/// and the English guide's `…/en/api/` are the same link, and `../../ko/console.md` and
/// `../../en/console.md` too. A guide that links to another of the product's languages' page
/// (`…/zh/api/` in the English guide) is reported; one that keeps the source language's target as
/// written is only where it leads to the source's edition of a page of the guides the translation
/// has (under an address the guides use for two pages or more, or for one page two languages
/// each link in their own edition: not another product's page of the same name); nor is a page
/// left in Latin script (`untranslated-page`) that links to the edition of a language written in
/// it. A translation that links another translation's edition of a page where the source language
/// links that page (`…/en/…/error-code/` in the Chinese guide, `./error-code/` in the Korean) is
/// reported too.
///
/// A link to a heading of its own page (`[Error codes](#error-codes)`, `[오류 코드](#오류-코드)`:
/// the fragment each generator makes from the heading, or its explicit ID) points to that
/// heading's section, matched across languages: translated headings make different fragments
/// for the same place. So does a link to a heading of another page of the guides, by a relative
/// path (`errors.md#오류-코드`, `../errors#error-codes`: with or without the page's extension), or
/// by its address on the site (`/docs/ko/start/#userid`: a part names the language, the last part
/// the page); a heading of another language's edition is another target.
/// A link to a page and one to a heading of it (or with a query added) are one link, one more
/// precise. Links of one text are compared by text only where they lead to different pages.
/// Links of each guide to its own language's version of a page errata does not read
/// (`…/ko/admin/#apikey`, `…/en/admin/#find-apikey`) are compared without their fragments:
/// each names a heading of its own language's page.
///
/// A page of the guides by its address on the site (`https://docs.example.com/zh/async/#details`,
/// its first part the linking page's language, or none for a page that language lacks, which the
/// site shows in the source language) and by a relative path (`../async.md#details`) is one target.
///
/// A page that writes the same link the same way in several places (each paragraph naming a
/// heading by its former fragment) gets one finding, at the first, that names the others.
public struct LinkConflictRule: ContextRule {
    public static let id = "link-conflict"
    public static let summary = "The same link points to different targets in different languages."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.conflict
    public static let help = """
        The same link (same place in the section, or same text) points to a different target in another \
        language: another page, another heading, another version or host. A guide may link to its own \
        language's version of a page. Make the targets agree.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## Login

                [콘솔](./console/#app-key)에서 앱 키를 확인합니다.
                """#
            ),
            (
                "en",
                #"""
                ## Login

                Find the app key in the [Console](./console/#application-key).
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## Login

                [콘솔](./console/#app-key)에서 앱 키를 확인합니다.
                """#
            ),
            (
                "en",
                #"""
                ## Login

                Find the app key in the [Console](./console/#app-key).
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext) -> [Finding] {
        // Links are only ever compared within a section: they are gathered by section (each
        // numbered the first time one of its links is seen) as places in the facts, and the
        // sections are then compared side by side.
        // A source section is known by its number (see `SectionAligner.Alignment.sectionIDs`);
        // only other sections are hashed.
        var numbersByID: [Int: Int] = [:]
        var sectionNumbers: [SectionKey: Int] = [:]
        var sections: [Section] = []
        func number(of section: SectionPath, id: Int?) -> Int {
            if let id = id ?? context.alignment.sectionIDs[SectionKey(section)] {
                if let number = numbersByID[id] { return number }
                numbersByID[id] = sections.count
            } else {
                let number = sectionNumbers.number(of: SectionKey(section), next: sections.count)
                if number < sections.count { return number }
            }
            sections.append(Section(path: section))
            return sections.count - 1
        }
        for (pageIndex, page) in context.facts.enumerated() {
            // A page's sections are looked up once each, by the heading its links fall under,
            // rather than a path hashed for every link.
            let pageSections = context.alignment.pages[page.path]
            var numbers: [Int: Int] = [:]
            // Links are read in place, by index: a copy of one retains each of its strings.
            let links = page.links
            // A section whose code block, closed late, shows the next heading as code holds that
            // heading's section too, as rendered: it may be aligned to either, so its links are not
            // compared (`markdown-syntax` reports the fence).
            let merged = page.linesHidingHeadings.map { lines in
                let before = page.headings.last { $0.location.line < lines.lowerBound }?.location.line ?? 0
                let after = page.headings.first { $0.location.line > lines.upperBound }?.location.line ?? Int.max
                return before..<after
            }
            for linkIndex in links.indices where !links[linkIndex].destination.isEmpty {
                // A language switcher (`[English](../en/README.md) · [日本語](../ja/README.md)`) lists
                // the other languages, which differ in every edition.
                if LanguageNames.isLanguageName(links[linkIndex].label) { continue }
                if !merged.isEmpty, merged.contains(where: { $0.contains(links[linkIndex].location.line) }) {
                    continue
                }
                let sectionNumber: Int
                let location = links[linkIndex].location
                if location.path == page.path, let pageSections {
                    let start = pageSections.startIndex(at: location.line)
                    if let known = numbers[start] {
                        sectionNumber = known
                    } else {
                        sectionNumber =
                            start < 0
                            ? number(of: [], id: nil)
                            : number(of: pageSections.starts[start].path, id: pageSections.sectionID(at: start))
                        numbers[start] = sectionNumber
                    }
                } else {
                    sectionNumber = number(of: context.section(of: location), id: nil)
                }
                sections[sectionNumber].links.append(LinkPlace(page: pageIndex, link: linkIndex))
            }
        }
        let languages = LanguageCodes(context.product.languages)
        let guidePages = context.linkedPages
        let found = sections.parallelChunks(minimumChunk: 64) { chunk in
            chunk.map { Self.findings(in: $0, context: context, languages: languages, pages: guidePages) }
        }.flatMap { $0 }
        // A section with a conflict and a link to a heading (of its own page, or of another page
        // of the guides) is compared again, each such link pointing to its heading's section:
        // translated headings make different fragments for the same place. (Most sections have no
        // conflict: their links are never resolved, nor their pages' headings keyed.) The pages
        // and fragments the links lead to are found first, then the headings of those pages are
        // keyed side by side, and then the sections compared again side by side.
        var pagesByPath: [String: Int]?
        var pagesByLanguageAndName: [String: [Int]]?
        var resolving: [(section: Int, linked: [(number: Int, page: Int, fragment: Substring)])] = []
        var linkedPages = Set<Int>()
        for (index, sectionFindings) in found.enumerated() {
            let section = sections[index]
            guard !sectionFindings.isEmpty,
                section.links.contains(where: {
                    context.facts[$0.page].links[$0.link].destination.utf8.contains(UInt8(ascii: "#"))
                })
            else { continue }
            var linked: [(number: Int, page: Int, fragment: Substring)] = []
            for (number, place) in section.links.enumerated() {
                let page = context.facts[place.page]
                let destination = page.links[place.link].destination
                if destination.utf8.first == UInt8(ascii: "#") {
                    linked.append((number, place.page, destination.dropFirst()))
                    continue
                }
                if pagesByPath == nil {
                    pagesByPath = Dictionary(
                        context.facts.indices.map { (context.facts[$0].path, $0) }, uniquingKeysWith: { a, _ in a })
                }
                if pagesByLanguageAndName == nil {
                    pagesByLanguageAndName = Self.pagesByLanguageAndName(context.facts)
                }
                if let other = Self.linkedPage(
                    destination, from: page.path, pages: pagesByPath ?? [:],
                    suffix: context.product.language(page.language)?.suffix)
                    ?? Self.sitePage(
                        destination, languages: languages, pages: pagesByLanguageAndName ?? [:],
                        defaultEdition: guidePages.defaultEdition)
                {
                    linked.append((number, other.page, other.fragment))
                }
            }
            linkedPages.formUnion(linked.map(\.page))
            resolving.append((index, linked))
        }
        let pagesToKey = linkedPages.sorted()
        let keyed = pagesToKey.parallelMap { pageIndex -> [TextKey: SectionPath]? in
            let page = context.facts[pageIndex]
            return context.alignment.pages[page.path].map { Self.headingsByFragment(page, sections: $0) }
        }
        let headingsByPage = Dictionary(uniqueKeysWithValues: zip(pagesToKey, keyed))
        let gathered = sections
        let resolved = resolving.parallelMap { index, linked -> [Conflict] in
            var section = gathered[index]
            for (number, page, fragment) in linked {
                if let headings = headingsByPage[page] ?? nil {
                    let key = Self.numberedSlug(fragment).map(Self.numberedSlugKey) ?? Self.fragmentKey(fragment)
                    if let target = headings[TextKey(key)] {
                        // A heading of another language's edition is another target than the same
                        // heading of the linking page's own (but for a copy linking a Latin edition).
                        let linking = context.facts[section.links[number].page]
                        let linkedLanguage = context.facts[page].language
                        let foreign =
                            linkedLanguage != linking.language
                            && !(languages.latinFolders.contains(linkedLanguage)
                                && UntranslatedPageRule.reports(linking, in: context))
                        section.links[number].target =
                            "#\u{1F}" + target.joined(separator: "\u{1F}") + (foreign ? "\u{1F}@" + linkedLanguage : "")
                    } else {
                        section.links[number].fragmentUnresolved = true
                        section.links[number].linkedPage = page
                    }
                }
            }
            section.isResolved = true
            return Self.findings(in: section, context: context, languages: languages, pages: guidePages)
        }
        // In the sections' order: each resolved section's findings where its first ones were.
        var resolvedBySection: [Int: [Conflict]] = [:]
        for ((index, _), conflicts) in zip(resolving, resolved) { resolvedBySection[index] = conflicts }
        var conflicts: [Conflict] = []
        for (index, sectionConflicts) in found.enumerated() {
            conflicts += resolvedBySection[index] ?? sectionConflicts
        }
        return Self.merged(conflicts) + Self.headingIDConflicts(in: context)
    }

    /// A translation's heading whose explicit ID differs from its source heading's (`### Initialization
    /// {#set-up}` for `### 설정 {#setup}`): the guides' links to `#setup`, which
    /// translations copy, do not reach it. One without the source's ID is reported where a link of
    /// its language to that page uses the ID.
    static func headingIDConflicts(in context: ReconcileContext) -> [Finding] {
        let source = context.product.sourceLanguage
        var findings: [Finding] = []
        for page in context.facts where page.language != source {
            guard let sourceHeadings = context.alignment.sourceHeadings[page.page],
                sourceHeadings.contains(where: { $0.anchor != nil })
            else { continue }
            var byPath: [SectionPath: SectionHeading] = [:]
            for heading in sourceHeadings where byPath[heading.path] == nil { byPath[heading.path] = heading }
            // The fragments the language's links give this page.
            lazy var linkedFragments: Set<String> = {
                var fragments = Set<String>()
                for other in context.pages(of: page.language) {
                    for link in other.links {
                        guard let (name, fragment) = LinkTargets.pageAndFragment(link.destination) else { continue }
                        let here = name.isEmpty && other.path == page.path
                        if here || (!name.isEmpty && (page.page == name || page.page.hasSuffix("/" + name))) {
                            fragments.insert(fragment)
                        }
                    }
                }
                return fragments
            }()
            for heading in page.headings {
                let canonical = context.alignment.section(path: page.path, line: heading.location.line)
                guard let theirs = byPath[canonical], let id = theirs.anchor, heading.anchor != id else { continue }
                let message: String
                if let own = heading.anchor {
                    message =
                        "\(page.language)'s heading '\(heading.title)' has the ID {#\(own)} where \(source)'s "
                        + "'\(theirs.title)' has {#\(id)}: links to #\(id) do not reach it"
                } else {
                    guard linkedFragments.contains(id) else { continue }
                    message =
                        "\(page.language)'s heading '\(heading.title)' has no ID where \(source)'s '\(theirs.title)' "
                        + "has {#\(id)}, which \(page.language)'s links use: they do not reach it"
                }
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: defaultSeverity,
                        message: message,
                        product: context.product.id,
                        fact: "heading-id:" + id,
                        language: page.language,
                        section: canonical,
                        location: heading.location,
                        related: [
                            RelatedLocation(
                                language: source, location: theirs.location, message: "\(source)'s heading")
                        ]
                    )
                )
            }
        }
        return findings
    }

    /// A conflict found in a section, and the difference it shows: its language, page and the two
    /// targets as written.
    private struct Conflict: Sendable {
        var finding: Finding
        var difference: String
        /// The link reported, as `location|destination`, where another check must not report it again.
        var link: String?
    }

    /// The findings of `conflicts`, one for each difference: a page that writes the same link the
    /// same way in several places (a stale fragment repeated in each paragraph that names the
    /// heading) is one finding at the first, naming the others, as one edit fixes them all.
    private static func merged(_ conflicts: [Conflict]) -> [Finding] {
        var places: [String: [Int]] = [:]
        for (index, conflict) in conflicts.enumerated() { places[conflict.difference, default: []].append(index) }
        var findings: [Finding] = []
        func place(_ index: Int) -> (Int, Int) {
            (conflicts[index].finding.location.line, conflicts[index].finding.location.column)
        }
        for (index, conflict) in conflicts.enumerated() {
            // The first on the page: sections are compared in the source's order, not the page's.
            guard let same = places[conflict.difference]?.sorted(by: { place($0) < place($1) }), same[0] == index
            else { continue }
            var finding = conflict.finding
            if same.count > 1 {
                let others = same.dropFirst().map { conflicts[$0].finding.location }
                let lines = others.map { String($0.line) }.joined(separator: ", ")
                finding.message +=
                    ", and so \(others.count == 1 ? "does 1 more link" : "do \(others.count) more links") "
                    + "of the page (line\(others.count == 1 ? "" : "s") \(lines))"
                finding.related += others.map {
                    RelatedLocation(language: finding.language, location: $0, message: "the same link again")
                }
            }
            findings.append(finding)
        }
        return findings
    }

    /// The parts of the path `relative` from the folder of the file `path` (relative to the root),
    /// `.` and `..` walked; `nil` for a path above the root.
    static func walked(_ relative: String, from path: String) -> [String]? {
        var parts = path.split(ascii: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        if parts == ["."] { parts = [] }
        for part in relative.split(ascii: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts
    }

    /// The page a relative link to a heading of another page leads to (its index in `pages`, by
    /// path from the project root) and the fragment; `nil` for a link that has no fragment, names
    /// a scheme (`https:`, `mailto:`) or a site path (`/docs/…`), climbs above the project, or
    /// leads to no page that was read. The link's path is resolved from the folder of `path`, the
    /// linking page's, percent escapes decoded; it may leave out the page's extension (`.md`,
    /// `.markdown`) and end in `/` (`../errors/#codes`, as sites with "pretty" addresses write).
    /// For a page of a language marked by a `suffix`, the link leads to that language's version of
    /// the page where there is one (`errors.md` from `login.ko.md` is `errors.ko.md`), as MkDocs'
    /// i18n plugin reads it.
    static func linkedPage(_ destination: String, from path: String, pages: [String: Int], suffix: String? = nil)
        -> (page: Int, fragment: Substring)?
    {
        guard let hash = destination.firstIndex(ofASCII: "#") else { return nil }
        var target = destination[..<hash]
        let fragment = destination[destination.index(after: hash)...]
        if let query = target.firstIndex(ofASCII: "?") { target = target[..<query] }
        let written = target.trimmingWhitespace()
        guard !written.isEmpty, !fragment.isEmpty, !written.hasPrefix("/"), !written.contains(":") else { return nil }
        guard let parts = Self.walked(percentDecoded(written), from: path) else { return nil }
        let resolved = parts.joined(separator: "/")
        let extensions = SourceLoader.pageExtensions.map { "." + $0 }
        var candidates = [resolved] + extensions.map { resolved + $0 }
        if let suffix {
            // `errors.md` → `errors.ko.md`; `errors` → `errors.ko.md`, `errors.ko.markdown`.
            let marked = extensions.compactMap { fileExtension in
                resolved.hasSuffix(fileExtension)
                    ? String(resolved.dropLast(fileExtension.count)) + "." + suffix + fileExtension : nil
            }
            candidates = (marked.isEmpty ? extensions.map { resolved + "." + suffix + $0 } : marked) + candidates
        }
        for candidate in candidates {
            if let page = pages[candidate] { return (page, fragment) }
        }
        return nil
    }

    /// The page an address on the documentation site leads to (`/docs/ko/console/#start`,
    /// `https://docs.example.com/en/Game/Demo/en/admin-guide/#list`): the page of the language a
    /// part of the address names (the last such part) whose name is the address's last part, when
    /// exactly one page of that language has that name (of the `defaultEdition`, the language the
    /// site serves without a language part, for an address without one); `nil` for an address without a fragment
    /// or a language, or one no page read answers. Sites publish each language's pages under its
    /// folder, by their file names.
    static func sitePage(
        _ destination: String, languages: LanguageCodes, pages: [String: [Int]], defaultEdition: String? = nil
    ) -> (page: Int, fragment: Substring)? {
        guard let hash = destination.firstIndex(ofASCII: "#") else { return nil }
        let fragment = destination[destination.index(after: hash)...]
        var target = destination[..<hash]
        if let query = target.firstIndex(ofASCII: "?") { target = target[..<query] }
        if let scheme = target.firstRange(ofASCII: "://") {
            let afterHost = target[scheme.upperBound...]
            guard let slash = afterHost.firstIndex(ofASCII: "/") else { return nil }
            target = afterHost[slash...]
        }
        guard !fragment.isEmpty, target.hasPrefix("/") else { return nil }
        let parts = target.split(ascii: "/").map { percentDecoded($0) }
        let folder: String
        if let languageIndex = parts.lastIndex(where: { part in languages.folder(named: part) != nil }) {
            guard languageIndex < parts.count - 1, let named = languages.folder(named: parts[languageIndex]) else {
                return nil
            }
            folder = named
        } else if let defaultEdition, !parts.isEmpty {
            // An address without a language part leads to the edition the site serves there.
            folder = defaultEdition
        } else {
            return nil
        }
        var name = Substring(parts[parts.count - 1])
        for fileExtension in SourceLoader.pageExtensions + ["html", "htm"] where name.hasSuffix("." + fileExtension) {
            name = name.dropLast(fileExtension.count + 1)
        }
        guard let found = pages[folder + "\u{1F}" + name], found.count == 1 else { return nil }
        return (found[0], fragment)
    }

    /// The pages read by language folder and by the last part of their name, keyed as
    /// ``sitePage(_:languages:pages:)`` looks them up.
    static func pagesByLanguageAndName(_ facts: [DocumentFacts]) -> [String: [Int]] {
        var pages: [String: [Int]] = [:]
        for (index, page) in facts.enumerated() {
            let name = page.page.split(ascii: "/").last.map(String.init) ?? page.page
            pages[page.language + "\u{1F}" + name, default: []].append(index)
        }
        return pages
    }

    /// Each language's folder and bundle names, and all of them, as ``LinkTargets/localized(_:codes:)`` compares them.
    struct LanguageCodes: Sendable {
        var own: [String: [[UInt8]]] = [:]
        var all: [[UInt8]] = []
        /// The names of the languages written in Latin script.
        var latin: [[UInt8]] = []
        /// The folders of the languages written in Latin script.
        var latinFolders: Set<String> = []

        /// The folder of the language one of whose names `part` is (ASCII case aside).
        func folder(named part: String) -> String? {
            let bytes = part.utf8.map(FastText.asciiLowercased)
            return own.keys.sorted().first { own[$0]?.contains(bytes) == true }
        }

        init(_ languages: [LanguageConfig]) {
            for language in languages {
                let codes = LinkTargets.languageCodes(language)
                if own[language.folder] == nil { own[language.folder] = codes }
                for code in codes where !all.contains(code) { all.append(code) }
                if ScriptDetector.nativeScripts(for: language.bundle)?.isEmpty == true {
                    for code in codes where !latin.contains(code) { latin.append(code) }
                    latinFolders.insert(language.folder)
                }
            }
        }
    }

    /// A section's links, as places in the context's facts.
    private struct Section: Sendable {
        var path: SectionPath
        var links: [LinkPlace] = []
        /// Whether its links to headings were resolved: they are only where the links as written
        /// conflict.
        var isResolved = false
    }

    /// A link: the index of its page in the context's facts, and its own among the page's links.
    private struct LinkPlace: Sendable {
        var page: Int
        var link: Int
        /// For a link to a heading (of its own page or of another page), the heading's section
        /// (canonical path), as it is compared.
        var target: String?
        /// Whether the link leads to a page errata reads but to no heading of it errata can name
        /// (a generator's own slug: MkDocs' `#_7` for a heading of Hangul only).
        var fragmentUnresolved = false
        /// For such a link, the page it leads to.
        var linkedPage: Int?
    }

    /// A page's headings by ``fragmentKey(_:)`` of their explicit ID and of their title, each with
    /// its canonical section; the first heading wins a key two share.
    private static func headingsByFragment(_ page: DocumentFacts, sections: SectionAligner.PageSections)
        -> [TextKey: SectionPath]
    {
        // Read in place, by index: a copy of a heading retains each of its strings.
        let pageHeadings = page.headings
        // Sized first: growing hashes every key again (titles in every script, costly to hash).
        var headings: [TextKey: SectionPath] = [:]
        headings.reserveCapacity(pageHeadings.count * 2)
        // Generators that keep only ASCII in a slug (Python-Markdown's) write `UserID 설정` as
        // `userid`, and number the titles left with nothing: `_1`, `_2`…
        var unspelled = 0
        for index in pageHeadings.indices {
            let section = sections.section(at: pageHeadings[index].location.line)
            for name in [pageHeadings[index].anchor, pageHeadings[index].title].compactMap({ $0 }) {
                let key = fragmentKey(Substring(name))
                if !key.isEmpty { headings.keepFirst(section, for: TextKey(key)) }
            }
            let ascii = String(fragmentKey(Substring(pageHeadings[index].title)).unicodeScalars.filter(\.isASCII))
            if ascii.isEmpty {
                unspelled += 1
                headings.keepFirst(section, for: TextKey(numberedSlugKey(unspelled)))
            } else {
                headings.keepFirst(section, for: TextKey(ascii))
            }
        }
        return headings
    }

    /// A fragment or a heading as they are matched: percent escapes decoded, then lower-case letters
    /// and digits only (what every generator keeps of a title, whatever it does with the rest:
    /// `#오류-코드` and `오류 코드`, `#error-codes` and `Error codes`), Latin letters without their
    /// accents (MkDocs and Sphinx write `Vous êtes pressés ?` as `#vous-etes-presses`, GitHub as
    /// `#vous-êtes-pressés-`).
    static func fragmentKey(_ text: Substring) -> String {
        withoutLatinAccents(SectionAligner.normalized(percentDecoded(text)))
    }

    /// `key` with the accents of its Latin letters taken off (`é` → `e`, `ś` → `s`): decomposed,
    /// without the combining marks that follow. As it is when it holds no accented Latin letter
    /// (most keys: ASCII, or Korean, Japanese and Chinese, which are left as they are).
    static func withoutLatinAccents(_ key: String) -> String {
        guard key.unicodeScalars.contains(where: isAccentScalar) else { return key }
        var folded = String.UnicodeScalarView()
        for character in key {
            // Only a character that starts with a Latin letter is decomposed (a Hangul syllable
            // would come apart into its letters).
            guard let first = character.unicodeScalars.first, first.value < 0x250 || isAccentScalar(first) else {
                folded.append(contentsOf: character.unicodeScalars)
                continue
            }
            for scalar in String(character).decomposedStringWithCanonicalMapping.unicodeScalars
            where !(0x300...0x36F).contains(scalar.value) {
                folded.append(scalar)
            }
        }
        return String(folded)
    }

    /// Whether a scalar is an accented Latin letter (Latin-1 Supplement to Latin Extended-B, Latin
    /// Extended Additional) or a combining mark.
    private static func isAccentScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xC0...0x24F, 0x300...0x36F, 0x1E00...0x1EFF: true
        default: false
        }
    }

    /// `text` with its percent escapes decoded; as it is where it has none, or a broken one.
    static func percentDecoded(_ text: Substring) -> String {
        text.utf8.contains(UInt8(ascii: "%")) ? String(text).removingPercentEncoding ?? String(text) : String(text)
    }

    /// The conflicts among one section's links.
    private static func findings(
        in section: Section, context: ReconcileContext, languages codes: LanguageCodes, pages guidePages: GuidePages
    ) -> [Conflict] {
        let facts = context.facts
        let keptSourceEditions = sourceEditionLinks(in: section, context: context, languages: codes, pages: guidePages)
        // Links that all point to the same target as written (one link in each language, in most
        // sections that have one) are the same link: nothing else to work out.
        guard let firstPlace = section.links.first else { return [] }
        let firstDestination = facts[firstPlace.page].links[firstPlace.link].destination
        if section.links.allSatisfy({ facts[$0.page].links[$0.link].destination == firstDestination }) {
            return keptSourceEditions
        }
        let links = section.links.map { facts[$0.page].links[$0.link] }
        let languages = section.links.map { facts[$0.page].language }
        // Each link's compared forms, worked out once: as written, and as compared (for a link to
        // a heading of its page, once resolved, the heading's section); links that are the same as
        // written stay the same.
        let written = links.map { normalized($0.destination) }
        var targets = section.links.indices.map { section.links[$0].target ?? written[$0] }
        // A target without `#` or `?` is its own page.
        let pages = links.indices.map { index in
            let destination = links[index].destination
            return destination.utf8.contains { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") }
                ? page(of: destination) : targets[index]
        }
        // A heading of a page errata does not read (`dman:///dde#默认程序设置`, another site's
        // `…#오류-코드`) named in a language other than English: each guide names it in its own
        // language, so links to that page are compared without their fragments (once the links to
        // headings errata reads are resolved: before, two such fragments are a conflict to look at).
        // The page is that of any language's edition: the English guide's `#network-errors` on its
        // own edition names the heading the Japanese guide's `#ネットワークエラー` names on its.
        let pageKeys = pages.map { LinkTargets.localized($0, codes: codes.all) }
        let translatedPages =
            !section.isResolved
            ? []
            : Set(
                section.links.indices.filter { section.links[$0].target == nil && hasTranslatedFragment(written[$0]) }
                    .map { pageKeys[$0] })
        if !translatedPages.isEmpty {
            for index in section.links.indices
            where section.links[index].target == nil && translatedPages.contains(pageKeys[index]) {
                targets[index] = pages[index] + "#\u{1F}"
            }
        }
        // Each target with the linking page's own language made a placeholder; two targets are the
        // same as written, or each as its own language's.
        // A page left in Latin script (an English copy in the Chinese guide) may link to the
        // editions of the languages written in it, as the page it was copied from did.
        let ownCodes = links.indices.map { index in
            let own = codes.own[languages[index]] ?? []
            let copied = UntranslatedPageRule.reports(facts[section.links[index].page], in: context)
            return copied ? own + codes.latin : own
        }
        let localizedTargets = links.indices.map { LinkTargets.localized(targets[$0], codes: ownCodes[$0]) }
        let localizedPages = links.indices.map { LinkTargets.localized(pages[$0], codes: ownCodes[$0]) }
        // Each guide linking to its own language's version of a page errata does not read names a
        // heading of that version, made from its translated title: two such fragments agree when
        // one's words are all in the other's (`…/ko/…#apikey`, `…/en/…#find-apikey`), or one is a
        // generator's numbered slug for a title it cannot spell (`#_7`).
        func unresolved(_ index: Int) -> Bool {
            section.links[index].target == nil || section.links[index].fragmentUnresolved
        }
        // A page of the guides by its address on the site (`https://…/zh/async/#details`) and by
        // a relative path (`../async.md#details`) is one target.
        let sitePages = links.indices.map { index in
            Self.sitePageName(links[index].destination, codes: codes, pages: guidePages)
        }
        let relativePages = links.indices.map { index in
            Self.relativePageName(
                links[index].destination, from: facts[section.links[index].page].page, pages: guidePages)
        }
        func sameTarget(_ a: Int, _ b: Int) -> Bool {
            if targets[a] == targets[b] || localizedTargets[a] == localizedTargets[b] || written[a] == written[b] {
                return true
            }
            // A site whose default language has no folder of its own (Docusaurus, Hugo): a
            // translation's folder inserted in the source's address is its own edition
            // (`/ko/docs/api/rest#revoke-tokens` for `/docs/api/rest#revoke-tokens`).
            let (localizedA, localizedB) = (
                LinkTargets.localized(written[a], codes: ownCodes[a]),
                LinkTargets.localized(written[b], codes: ownCodes[b])
            )
            if localizedA.contains("/{lang}/") != localizedB.contains("/{lang}/"),
                Self.withoutLanguageFolder(localizedA) == Self.withoutLanguageFolder(localizedB)
            {
                return true
            }
            if Self.sameGuidePage(site: sitePages[a], language: languages[a], relative: relativePages[b], guidePages)
                || Self.sameGuidePage(
                    site: sitePages[b], language: languages[b], relative: relativePages[a], guidePages)
                || Self.sameEditionPlace(
                    sitePages[a], sitePages[b], languages: (languages[a], languages[b]), guidePages)
            {
                return true
            }
            // One link to the page, the other to a heading of it or with a query added: the same
            // page, one more precise (a tab of a form, a section of a guide).
            if localizedPages[a] == localizedPages[b], Self.narrowsOrWidens(written[a], written[b]) { return true }
            return pages[a] != pages[b] && pageKeys[a] == pageKeys[b] && unresolved(a) && unresolved(b)
                && Self.fragmentsAgree(Self.fragment(of: written[a]), Self.fragment(of: written[b]))
        }
        // Links are grouped by their page with any language of the product made a placeholder
        // (`pageKeys`), so that the English guide's link to the Japanese page meets the Korean
        // guide's to its own.
        var findings: [Conflict] = []
        // A link is reported once: for its page if there, else for its text. (Links at one place
        // are told apart by their destination.)
        // A link to another language's edition where the source links the page by its path is
        // reported as that, first: compared with another translation's link, it would be measured
        // against a link that may be wrong the same way.
        let otherEditions = otherEditionLinks(
            in: section, context: context, languages: codes, pages: guidePages, relativePages: relativePages,
            sitePages: sitePages)
        var reported = Set(otherEditions.compactMap(\.link))
        // Same page, different fragment; or same text, different target.
        let byPage = groups(links.indices) { pageKeys[$0] }
        let byLabel = groups(links.indices) { lowercased(links[$0].label) }
        for (keyedByLabel, keyed) in [(false, byPage), (true, byLabel)] {
            for group in keyed {
                let first = group[0]
                guard group.contains(where: { !sameTarget($0, first) }),
                    group.contains(where: { languages[$0] != languages[first] })
                else { continue }
                // The target the source language gives, else the first in precedence.
                let reference =
                    context.order.lazy.compactMap { language in group.first { languages[$0] == language } }.first
                    ?? first
                let referenceLanguage = languages[reference]
                let referenceLinks = group.filter { languages[$0] == referenceLanguage }
                let expected = Set(referenceLinks.map { targets[$0] } + referenceLinks.map { written[$0] })
                let expectedLocalized = Set(referenceLinks.map { localizedTargets[$0] })
                // A link is shown beside the reference language's link at its own place among its
                // language's links of the group (the second of `[a](#a)、[b](#b)` beside the second).
                var seen: [String: Int] = [:]
                for index in group {
                    let link = links[index]
                    let language = languages[index]
                    let place = seen[language, default: 0]
                    seen[language] = place + 1
                    guard language != referenceLanguage, !expected.contains(targets[index]),
                        !expected.contains(written[index]),
                        !expectedLocalized.contains(localizedTargets[index]),
                        !referenceLinks.contains(where: { sameTarget(index, $0) }),
                        // Two links of one text to one page were compared with their page's group,
                        // against the source's link to that page where it has one.
                        !(keyedByLabel && referenceLinks.contains { pageKeys[$0] == pageKeys[index] }),
                        reported.insert("\(link.location)|\(link.destination)").inserted
                    else { continue }
                    let referenceLink = links[referenceLinks[min(place, referenceLinks.count - 1)]]
                    // A page of the guides the language lacks: the link leads nowhere, whatever its
                    // fragment, unless the site shows the source's page in its stead.
                    let lacked =
                        relativePages[index].map {
                            !guidePages.byLanguage.contains(language + "\u{1F}" + $0.page)
                        } ?? false
                        && !LinkBrokenRule.languagesFallingBack(in: context.product).contains(language)
                    // A heading the linked edition does not have: the link leads nowhere, and the
                    // reference's fragment names the heading the edition titles its own way.
                    let missingHeading = Self.missingHeading(
                        of: section.links[index], link: link,
                        reference: section.links[referenceLinks[min(place, referenceLinks.count - 1)]],
                        context: context)
                    let finding =
                        Finding(
                            rule: Self.id,
                            severity: Self.defaultSeverity,
                            message: "\(language) links '\(link.label)' to \(link.destination)"
                                + (lacked ? ", a page \(language) does not have," : "")
                                + (missingHeading.map { missing in
                                    ", a heading \(missing.edition) does not have"
                                        + (missing.title.map { " (its own there is '\($0)')" } ?? "") + ","
                                } ?? "") + " where \(referenceLanguage) links to \(referenceLink.destination)",
                            product: context.product.id,
                            fact: "link:" + pages[reference],
                            language: language,
                            section: section.path,
                            location: link.location,
                            related: [
                                RelatedLocation(
                                    language: referenceLanguage,
                                    location: referenceLink.location,
                                    message: "\(referenceLanguage) links to \(referenceLink.destination)"
                                )
                            ]
                        )
                    let difference = [
                        language, link.location.path, link.destination, referenceLanguage, referenceLink.destination,
                    ]
                    findings.append(
                        Conflict(finding: finding, difference: difference.joined(separator: "\u{1F}")))
                }
            }
        }
        findings += otherPageLinks(
            in: section, context: context, links: links, languages: languages,
            guidePages: links.indices.map { relativePages[$0]?.page ?? sitePages[$0]?.page }, reported: &reported)
        return keptSourceEditions + findings
            + otherEditions
    }

    /// Where `place`'s link names no heading of the page it leads to (nor an HTML element's id, nor a
    /// title met twice, `#setup-1`): that edition in words (`pt's edition of setup`) and, where the
    /// reference link names a heading of the same section, the title the edition gives it.
    private static func missingHeading(
        of place: LinkPlace, link: LinkFact, reference: LinkPlace, context: ReconcileContext
    ) -> (edition: String, title: String?)? {
        guard place.fragmentUnresolved, let index = place.linkedPage else { return nil }
        let page = context.facts[index]
        let fragment = Self.fragment(of: link.destination)
        let anchors = Set(page.htmlAnchors.map { fragmentKey(Substring($0)) })
        var names = [fragment]
        if let separator = fragment.lastIndex(where: { $0 == "-" || $0 == "_" }),
            fragment[fragment.index(after: separator)...].allSatisfy(\.isNumber)
        {
            names.append(fragment[..<separator])
        }
        guard !names.contains(where: { anchors.contains(fragmentKey($0)) }) else { return nil }
        if names.count > 1, page.headings.contains(where: { fragmentKey(Substring($0.title)) == fragmentKey(names[1]) })
        {
            return nil
        }
        let edition = "\(page.language)'s edition of \(page.page)"
        // The reference's heading, by its section, on this page.
        guard let target = reference.target, target.hasPrefix("#\u{1F}"), !target.contains("\u{1F}@"),
            let sections = context.alignment.pages[page.path]
        else { return (edition, nil) }
        let heading = page.headings.first { heading in
            "#\u{1F}" + sections.section(at: heading.location.line).joined(separator: "\u{1F}") == target
        }
        return (edition, heading?.title)
    }

    /// A translation's link to a page of the guides the source language does not link in the
    /// section, where the translation lacks the one page of the guides the source links there
    /// that it does not: the same link sent to another page (`./api-v1/` where the source links
    /// `./api-v2/`), whatever its text. Or, where the translation links as many pages as the
    /// source, its link at the place of the page it lacks to a page it then links once more than
    /// the source does.
    private static func otherPageLinks(
        in section: Section, context: ReconcileContext, links: [LinkFact], languages: [String],
        guidePages: [String?], reported: inout Set<String>
    ) -> [Conflict] {
        guard let source = context.order.first, languages.contains(source) else { return [] }
        let sourceLinks = links.indices.filter { languages[$0] == source && guidePages[$0] != nil }
        let sourcePages = Set(sourceLinks.map { guidePages[$0]! })
        var conflicts: [Conflict] = []
        for language in context.order.dropFirst() {
            let own = links.indices.filter { languages[$0] == language && guidePages[$0] != nil }
            let ownPages = Set(own.map { guidePages[$0]! })
            var extra = own.filter { !sourcePages.contains(guidePages[$0]!) }
            let missing = sourceLinks.filter { !ownPages.contains(guidePages[$0]!) }
            guard Set(missing.map { guidePages[$0]! }).count == 1 else { continue }
            // Or a page the source links too, once more than the source, at the place of the page
            // it lacks: a list of links, one copied from the line above (`[MQTT 主题](rest-gateway.md)`).
            if extra.isEmpty, missing.count == 1, own.count == sourceLinks.count,
                let place = sourceLinks.firstIndex(of: missing[0])
            {
                let page = guidePages[own[place]]!
                if own.count(where: { guidePages[$0] == page }) == sourceLinks.count(where: { guidePages[$0] == page })
                    + 1
                {
                    extra = [own[place]]
                }
            }
            guard Set(extra.map { guidePages[$0]! }).count == 1 else { continue }
            let link = links[extra[0]]
            let expected = links[missing[0]]
            guard reported.insert("\(link.location)|\(link.destination)").inserted else { continue }
            let finding = Finding(
                rule: id, severity: defaultSeverity,
                message:
                    "\(language) links '\(link.label)' to \(link.destination) where \(source) links "
                    + "'\(expected.label)' to \(expected.destination)",
                product: context.product.id, fact: "link:" + guidePages[missing[0]]!, language: language,
                section: section.path, location: link.location,
                related: [
                    RelatedLocation(
                        language: source, location: expected.location,
                        message: "\(source) links to \(expected.destination)")
                ])
            conflicts.append(
                Conflict(
                    finding: finding,
                    difference: [language, link.location.path, link.destination, source, expected.destination]
                        .joined(separator: "\u{1F}")))
        }
        return conflicts
    }

    /// The links of translations to a translation's edition of a page (`…/en/…/error-code/` in
    /// the Chinese guide) where the source language links that page in its place (as
    /// `./error-code/`, or its own edition), and the linking language has the page too: the reader
    /// is sent to another language's page (the source's too, where the source links the page by
    /// its path); but a page left in Latin script may link the edition of a language written in
    /// it. (The source's own edition kept as written is
    /// ``sourceEditionLinks(in:context:languages:pages:)``'s.)
    private static func otherEditionLinks(
        in section: Section, context: ReconcileContext, languages codes: LanguageCodes, pages guidePages: GuidePages,
        relativePages: [GuidePageLink?], sitePages: [GuidePageLink?]
    ) -> [Conflict] {
        let source = context.product.sourceLanguage
        let facts = context.facts
        let sourceLinks = section.links.indices.filter { facts[section.links[$0].page].language == source }
        guard !sourceLinks.isEmpty else { return [] }
        // The addresses the section's links give after a language's part (`docs/api/rest` of
        // `/ja/docs/api/rest`), with their page: without that part, the same address is the page's
        // (a site that serves each language's edition at one address, as Docusaurus's do).
        var prefixedPages: [String: String] = [:]
        for place in section.links {
            let destination = facts[place.page].links[place.link].destination
            guard let (prefix, page) = editionPage(destination, codes: codes.all, pages: guidePages), !prefix.isEmpty
            else { continue }
            prefixedPages[prefix + "/" + page.lowercased()] = page
        }
        func linkedPage(_ index: Int) -> String? {
            let destination = facts[section.links[index].page].links[section.links[index].link].destination
            return relativePages[index]?.page ?? sitePages[index]?.page
                ?? editionPage(destination, codes: codes.own[source] ?? [], pages: guidePages)?.page
                ?? (prefixedPages.isEmpty
                    ? nil
                    : siteParts(ofPath: pathAndFragment(destination).path).flatMap {
                        prefixedPages[$0.joined(separator: "/").lowercased()]
                    })
        }
        func fragment(_ index: Int) -> Substring {
            Self.pathAndFragment(facts[section.links[index].page].links[section.links[index].link].destination).fragment
        }
        let sourcePages = Set(sourceLinks.compactMap(linkedPage))
        guard !sourcePages.isEmpty else { return [] }
        // The source's own edition counts where the source links the page otherwise (as a path):
        // kept as written, it is ``sourceEditionLinks(in:context:languages:pages:)``'s.
        let sourceDestinations = Set(
            sourceLinks.map { facts[section.links[$0].page].links[section.links[$0].link].destination })
        var conflicts: [Conflict] = []
        for index in section.links.indices {
            let page = facts[section.links[index].page]
            let link = page.links[section.links[index].link]
            // Most links name no page of the guides in any language's edition: looked at once.
            guard page.language != source, editionPage(link.destination, codes: codes.all, pages: guidePages) != nil
            else { continue }
            // A page left in Latin script may link the editions of the languages written in it.
            let copied = UntranslatedPageRule.reports(page, in: context)
            for other in context.order
            where other != page.language && (other != source || !sourceDestinations.contains(link.destination)) {
                guard !(copied && codes.latinFolders.contains(other)), let codes = codes.own[other], !codes.isEmpty,
                    let (_, linked) = editionPage(link.destination, codes: codes, pages: guidePages),
                    sourcePages.contains(linked), guidePages.byLanguage.contains(page.language + "\u{1F}" + linked),
                    let sourceIndex = sourceLinks.first(where: {
                        linkedPage($0) == linked && fragment($0) == Self.pathAndFragment(link.destination).fragment
                    }) ?? sourceLinks.first(where: { linkedPage($0) == linked })
                else { continue }
                let sourceLink = facts[section.links[sourceIndex].page].links[section.links[sourceIndex].link]
                conflicts.append(
                    editionConflict(
                        link, in: page.language, edition: other, page: linked, section: section.path,
                        source: (source, sourceLink), context: context,
                        message: "where \(source) links to \(sourceLink.destination); \(page.language) has its own"))
                break
            }
        }
        return conflicts
    }

    /// The links of translations that keep, as written, the source language's link to its own
    /// edition of a page of the guides that the translation has too (`/Game/Demo/ko/error-code`
    /// in the English guide, as the Korean guide writes it): the reader is sent to the Korean page.
    /// A link to a page the translation lacks may lead to the source's edition (the site would
    /// show it), or to a page of another product with the same name (under an address no other of
    /// the guides' links leads to two pages of the guides by), and so may a page left in Latin
    /// script to a Latin-script source's edition.
    private static func sourceEditionLinks(
        in section: Section, context: ReconcileContext, languages codes: LanguageCodes, pages guidePages: GuidePages
    ) -> [Conflict] {
        let source = context.product.sourceLanguage
        guard let sourceCodes = codes.own[source], !sourceCodes.isEmpty else { return [] }
        let facts = context.facts
        var sourceLinks: [String: LinkFact] = [:]
        for place in section.links where facts[place.page].language == source {
            let link = facts[place.page].links[place.link]
            if sourceLinks[link.destination] == nil { sourceLinks[link.destination] = link }
        }
        guard !sourceLinks.isEmpty else { return [] }
        var conflicts: [Conflict] = []
        // The source's edition at the site's address without a language part, where the site
        // serves the source's edition there (`/guide/start` beside `/en/guide/start`).
        func defaultEditionPage(_ destination: String) -> String? {
            guard guidePages.defaultEdition == source, destination.hasPrefix("/"), !destination.hasPrefix("//"),
                let linked = sitePageName(destination, codes: codes, pages: guidePages), linked.language == nil
            else { return nil }
            return linked.page
        }
        for place in section.links {
            let page = facts[place.page]
            let link = page.links[place.link]
            guard page.language != source, let sourceLink = sourceLinks[link.destination],
                let linked = editionPage(link.destination, codes: sourceCodes, pages: guidePages).flatMap({
                    guidePages.sitePrefixes.contains($0.prefix) ? $0.page : nil
                }) ?? defaultEditionPage(link.destination),
                guidePages.byLanguage.contains(page.language + "\u{1F}" + linked),
                !(codes.latinFolders.contains(source) && UntranslatedPageRule.reports(page, in: context))
            else { continue }
            conflicts.append(
                editionConflict(
                    link, in: page.language, edition: source, page: linked, section: section.path,
                    source: (source, sourceLink), context: context,
                    message: "as \(source) does; \(page.language) has its own"))
        }
        return conflicts
    }

    /// A link of `language`'s page to `edition`'s edition of a page of the guides: the finding at
    /// it, beside the source language's link of that place; `message` ends the sentence.
    private static func editionConflict(
        _ link: LinkFact, in language: String, edition: String, page: String, section: SectionPath,
        source: (language: String, link: LinkFact), context: ReconcileContext, message: String
    ) -> Conflict {
        let finding = Finding(
            rule: id,
            severity: defaultSeverity,
            message: "\(language) links '\(link.label)' to \(link.destination), \(edition)'s edition of the page "
                + "'\(page)', " + message,
            product: context.product.id,
            fact: "link:" + page,
            language: language,
            section: section,
            location: link.location,
            related: [
                RelatedLocation(
                    language: source.language, location: source.link.location,
                    message: "\(source.language) links to \(source.link.destination)")
            ]
        )
        let difference = [language, link.location.path, link.destination, source.language, source.link.destination]
        return Conflict(
            finding: finding, difference: difference.joined(separator: "\u{1F}"),
            link: "\(link.location)|\(link.destination)")
    }

    /// The page of the guides a link names in the edition of a language of `codes` (folder or
    /// bundle names): the parts of its path after the last one that is such a name (`error-code`
    /// of `/Game/Demo/ko/error-code/`, `../../ko/console.md`), if a page has that name; with the
    /// parts before it, lowercased, less the host and a first language part (`/game/demo`).
    static func editionPage(_ destination: String, codes: [[UInt8]], pages: GuidePages)
        -> (prefix: String, page: String)?
    {
        var (path, _) = pathAndFragment(destination)
        if let scheme = path.firstRange(ofASCII: "://") {
            guard let slash = path[scheme.upperBound...].firstIndex(ofASCII: "/") else { return nil }
            path = path[slash...]
        }
        // Most links lead elsewhere: their last part names no page. It is looked at first, on bytes.
        let utf8 = path.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "/") {
            end = utf8.index(before: end)
        }
        guard let slash = utf8[..<end].lastIndex(of: UInt8(ascii: "/")) else { return nil }
        var lastPart = Substring(utf8[utf8.index(after: slash)..<end])
        if lastPart.utf8.contains(UInt8(ascii: "%")) { lastPart = percentDecoded(lastPart)[...] }
        guard pages.lastParts.contains(withoutPageExtension(lastPart)) else { return nil }
        let parts = path.split(ascii: "/")
        func isLanguage(_ part: Substring) -> Bool {
            part.utf8.count <= 16 && codes.contains(part.utf8.map(FastText.asciiLowercased))
        }
        guard let last = parts.lastIndex(where: isLanguage), last < parts.count - 1 else { return nil }
        var rest = parts[(last + 1)...].map { percentDecoded($0) }
        rest[rest.count - 1] = String(withoutPageExtension(rest[rest.count - 1][...]))
        // The page by the path after the language (`/ko/error-code/`), else by its end (a site
        // that names the product after the language: `/ko/demo-service/error-code/`).
        var dropped: [String] = []
        var page = pages.page(named: rest.joined(separator: "/"))
        while page == nil, rest.count > 1 {
            dropped.append(rest.removeFirst())
            page = pages.page(named: rest.joined(separator: "/"))
        }
        guard let page else { return nil }
        var before = parts[..<last]
        if let first = before.first, isLanguage(first) { before.removeFirst() }
        let prefix = (before.map { percentDecoded($0).lowercased() } + dropped.map { $0.lowercased() })
            .joined(separator: "/")
        return (prefix, page)
    }

    /// The extensions of pages and of the pages sites make of them.
    private static let pageExtensions = Set((["html", "htm"] + SourceLoader.pageExtensions).map { Substring($0) })

    /// An address's last part without a page's extension (`error-code` of `error-code.html`).
    private static func withoutPageExtension(_ part: Substring) -> Substring {
        guard let dot = part.utf8.lastIndex(of: UInt8(ascii: ".")),
            pageExtensions.contains(Substring(part.utf8[part.utf8.index(after: dot)...]))
        else { return part }
        return Substring(part.utf8[..<dot])
    }

    /// Whether a target's fragment (after `#`) holds a character outside ASCII, written or
    /// percent-encoded (`#오류-코드`, `#%EC%98%A4…`).
    static func hasTranslatedFragment(_ target: String) -> Bool {
        let utf8 = target.utf8
        guard let hash = utf8.firstIndex(of: UInt8(ascii: "#")) else { return false }
        // The last two bytes before the current one.
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in utf8[utf8.index(after: hash)...] {
            // `%80` to `%FF` encode a byte of a character outside ASCII: a first hex digit of 8 or
            // more (every letter among them is), and a second one.
            if byte >= 0x80
                || (previous.0 == UInt8(ascii: "%") && FastText.isASCIIHexDigit(previous.1)
                    && previous.1 >= UInt8(ascii: "8") && FastText.isASCIIHexDigit(byte))
            {
                return true
            }
            previous = (previous.1, byte)
        }
        return false
    }

    /// A label as links are grouped by it: lowercased. Labels without capitals in ASCII, Korean,
    /// Japanese or Chinese (most) are handed back as they are, without a copy.
    static func lowercased(_ label: String) -> String {
        FastText.plainLowercased(label) ?? label.lowercased()
    }

    /// `indices` grouped by `key`, groups in the order of their first index, each in index order.
    private static func groups(_ indices: Range<Int>, by key: (Int) -> String) -> [[Int]] {
        // Sized first: growing hashes every key again (labels in every script: hashed as
        // ``TextKey``s).
        var numbers: [TextKey: Int] = [:]
        numbers.reserveCapacity(indices.count)
        var groups: [[Int]] = []
        for index in indices {
            // One lookup per index: the key's group, or a new one.
            let number = numbers.number(of: TextKey(key(index)), next: groups.count)
            if number == groups.count { groups.append([]) }
            groups[number].append(index)
        }
        return groups
    }

    /// The names of the pages read (`tutorial/start`, as `DocumentFacts.page`), of all languages
    /// and of each.
    struct GuidePages: Sendable {
        var names: Set<String> = []
        var byLanguage: Set<String> = []
        /// The parts of site addresses before a language's folder (`/game/demo` of
        /// `https://docs.example.com/ko/Game/Demo/ko/error-code`, lowercased, without the host or a
        /// first language part) that lead to two pages of the guides or more, or to one page that
        /// two languages' guides each link in their own edition: where the site publishes these
        /// guides, not another product's (whose `…/ko/Overview` has a name too).
        var sitePrefixes: Set<String> = []

        /// Finds ``sitePrefixes`` in the links of `facts`.
        private mutating func findSitePrefixes(_ facts: [DocumentFacts], languages: LanguageCodes) {
            var pagesByPrefix: [String: Set<String>] = [:]
            var ownEditions: [String: Set<String>] = [:]
            for page in facts {
                let own = languages.own[page.language] ?? []
                for link in page.links {
                    guard
                        let (prefix, name) = LinkConflictRule.editionPage(
                            link.destination, codes: languages.all, pages: self)
                    else { continue }
                    pagesByPrefix[prefix, default: []].insert(name)
                    if !own.isEmpty,
                        LinkConflictRule.editionPage(link.destination, codes: own, pages: self)?.page == name
                    {
                        ownEditions[prefix + "\u{1F}" + name, default: []].insert(page.language)
                    }
                }
            }
            // The default language's edition is often at the address without a language part
            // (`/docs/async` beside `/zh/docs/async`): a link there is that language's own edition.
            if !ownEditions.isEmpty {
                var byAddress: [String: String] = [:]
                for key in ownEditions.keys {
                    let parts = key.split(separator: "\u{1F}", omittingEmptySubsequences: false)
                    guard parts.count == 2, !parts[0].isEmpty else { continue }
                    byAddress[(parts[0] + "/" + parts[1]).lowercased()] = key
                }
                for page in facts {
                    for link in page.links {
                        guard let path = Self.sitePath(link.destination), let key = byAddress[path] else { continue }
                        ownEditions[key]!.insert(page.language)
                    }
                }
            }
            // A site that serves its default edition under a path of its own without a language
            // part (Docusaurus' `/docs/api/tracks` for `api/tracks`): the part before pages' names.
            // Each address once; only one whose last part may end a page's name.
            var seen = Set<Substring>()
            for page in facts {
                for link in page.links where link.destination.hasPrefix("/") && !link.destination.hasPrefix("//") {
                    let path = LinkConflictRule.pathAndFragment(link.destination).path
                    guard seen.insert(path).inserted, let parts = LinkConflictRule.siteParts(ofPath: path),
                        parts.count > 1, lastParts.contains(Substring(parts[parts.count - 1])),
                        languages.folder(named: parts[0]) == nil
                    else { continue }
                    for dropped in 1..<min(parts.count, 4) {
                        if let name = self.page(named: parts[dropped...].joined(separator: "/")) {
                            pagesByPrefix[parts[..<dropped].joined(separator: "/").lowercased(), default: []].insert(
                                name)
                            break
                        }
                    }
                }
            }
            sitePrefixes = Set(pagesByPrefix.filter { $0.value.count >= 2 }.keys)
            for (key, linking) in ownEditions where linking.count >= 2 {
                sitePrefixes.insert(String(key.prefix { $0 != "\u{1F}" }))
            }
        }

        /// An address's path after its host, lowercased, without the slashes around it or a page's
        /// extension (`docs/async` of `https://docs.example.com/docs/async.html#x`); `nil` for a
        /// relative link.
        private static func sitePath(_ destination: String) -> String? {
            guard let parts = LinkConflictRule.siteParts(ofPath: LinkConflictRule.pathAndFragment(destination).path),
                !parts.isEmpty
            else { return nil }
            return parts.joined(separator: "/").lowercased()
        }

        /// The last part of each page's name (`start` of `tutorial/start`; `deployment` too for
        /// `deployment/index`): what an address's last part must be to name a page.
        var lastParts: Set<Substring> = []
        /// The language whose edition the site serves at addresses without a language part
        /// (`/guide/start` beside `/en/guide/start`): the one language whose links to the guides'
        /// pages by such an address never name a language, where another's name its own.
        var defaultEdition: String?

        /// Finds ``defaultEdition`` in the links of `facts`, by the site's own addresses (`/…`).
        private mutating func findDefaultEdition(_ facts: [DocumentFacts], languages: LanguageCodes) {
            var withoutPart = Set<String>()
            var withPart = Set<String>()
            var naming = Set<String>()
            for page in facts {
                for link in page.links where link.destination.hasPrefix("/") && !link.destination.hasPrefix("//") {
                    guard let linked = LinkConflictRule.sitePageName(link.destination, codes: languages, pages: self)
                    else { continue }
                    if let language = linked.language {
                        naming.insert(page.language)
                        if language == page.language { withPart.insert(page.language) }
                    } else {
                        withoutPart.insert(page.language)
                    }
                }
            }
            let candidates = withoutPart.subtracting(naming)
            guard candidates.count == 1, !withPart.isEmpty else { return }
            defaultEdition = candidates.first
        }

        init(_ facts: [DocumentFacts], languages: LanguageCodes) {
            for page in facts {
                names.insert(page.page)
                byLanguage.insert(page.language + "\u{1F}" + page.page)
            }
            for name in names {
                let parts = name.split(separator: "/")
                if let last = parts.last { lastParts.insert(last) }
                if parts.count > 1, parts.last == "index" { lastParts.insert(parts[parts.count - 2]) }
            }
            findSitePrefixes(facts, languages: languages)
            findDefaultEdition(facts, languages: languages)
        }

        /// The page `path` names (`deployment` or `deployment/` for `deployment/index`), if one was read.
        func page(named path: String) -> String? {
            let name = path.hasSuffix("/") ? String(path.dropLast()) : path
            if names.contains(name) { return name }
            let index = name.isEmpty ? "index" : name + "/index"
            return names.contains(index) ? index : nil
        }
    }

    /// A page of the guides a link names, with its fragment (`#details`, or empty).
    struct GuidePageLink: Equatable, Sendable {
        var page: String
        var fragment: Substring
        /// The language folder an address on the site names (`/zh/async/`); `nil` for none.
        var language: String?
    }

    /// The page of the guides an address on the site leads to (`https://docs.example.com/zh/async/#x`,
    /// `/async/`): its path after the host, less a first part that names one of the product's
    /// languages, is a page's name (`async`; `.html` and a trailing `/` aside, and `deployment/`
    /// for `deployment/index`). `nil` for a relative link or an address no page read answers.
    static func sitePageName(_ destination: String, codes: LanguageCodes, pages: GuidePages) -> GuidePageLink? {
        let (path, fragment) = Self.pathAndFragment(destination)
        guard var parts = siteParts(ofPath: path) else { return nil }
        let language = parts.first.flatMap { codes.folder(named: $0) }
        if language != nil { parts.removeFirst() }
        var page = pages.page(named: parts.joined(separator: "/"))
        // A site that publishes the guides under a path of its own (`/docs/async`, as the links to
        // other editions show it: `/zh/docs/async`).
        var dropped = 0
        while page == nil, dropped < parts.count - 1 {
            dropped += 1
            guard pages.sitePrefixes.contains(parts[..<dropped].joined(separator: "/").lowercased()) else { continue }
            page = pages.page(named: parts[dropped...].joined(separator: "/"))
        }
        guard let page else { return nil }
        return GuidePageLink(page: page, fragment: fragment, language: language)
    }

    /// The parts of an address's path after its host (`docs`, `async` of the path of
    /// `https://docs.example.com/docs/async.html`, or of `/docs/async/`), percent escapes decoded,
    /// the last without a page's extension; `nil` for a relative path.
    static func siteParts(ofPath path: Substring) -> [String]? {
        var rest = path
        if let scheme = path.firstRange(ofASCII: "://") {
            guard let slash = path[scheme.upperBound...].firstIndex(ofASCII: "/") else { return nil }
            rest = path[slash...]
        } else {
            guard path.hasPrefix("/"), !path.hasPrefix("//") else { return nil }
        }
        var parts = rest.split(ascii: "/").map { percentDecoded($0) }
        if let last = parts.last { parts[parts.count - 1] = String(withoutPageExtension(last[...])) }
        return parts
    }

    /// The page of the guides a relative link from page `name` leads to (`../async.md#x` from
    /// `tutorial/start` is `async`); `nil` for an address, a fragment alone, a path above the
    /// guide's folder, or one no page read answers.
    static func relativePageName(_ destination: String, from name: String, pages: GuidePages) -> GuidePageLink? {
        let (path, fragment) = Self.pathAndFragment(destination)
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains(":") else { return nil }
        guard var parts = Self.walked(percentDecoded(path), from: name) else { return nil }
        if let last = parts.last {
            for fileExtension in SourceLoader.pageExtensions where last.hasSuffix("." + fileExtension) {
                parts[parts.count - 1] = String(last.dropLast(fileExtension.count + 1))
            }
        }
        guard let page = pages.page(named: parts.joined(separator: "/")) else { return nil }
        return GuidePageLink(page: page, fragment: fragment, language: nil)
    }

    /// Whether a link of `language` by the site's address and another by a relative path lead to
    /// the same page and fragment: the address names that language's edition, or none (the source
    /// language's site) for a page the language lacks, which the site shows in the source language.
    static func sameGuidePage(
        site: GuidePageLink?, language: String, relative: GuidePageLink?, _ pages: GuidePages
    ) -> Bool {
        guard let site, let relative, site.page == relative.page, site.fragment == relative.fragment else {
            return false
        }
        // An address without a language part is the default edition's, which a language that
        // lacks the page is sent to.
        guard let named = site.language else {
            return pages.defaultEdition == language || !pages.byLanguage.contains(language + "\u{1F}" + site.page)
        }
        return named == language
    }

    /// Whether two addresses on the site (`/guide/start#x`, `/en/guide/start#x`) lead each
    /// to its linking language's edition of one page's place: the default language's edition
    /// is at the address without a language part.
    static func sameEditionPlace(
        _ a: GuidePageLink?, _ b: GuidePageLink?, languages: (String, String), _ pages: GuidePages
    ) -> Bool {
        guard let a, let b, a.page == b.page, a.fragment == b.fragment else { return false }
        return (a.language ?? pages.defaultEdition) == languages.0
            && (b.language ?? pages.defaultEdition) == languages.1
    }

    /// A target's path (without its query) and its fragment.
    static func pathAndFragment(_ destination: String) -> (path: Substring, fragment: Substring) {
        let trimmed = destination.trimmingWhitespace()
        let hash = trimmed.firstIndex(ofASCII: "#") ?? trimmed.endIndex
        let fragment = hash < trimmed.endIndex ? trimmed[trimmed.index(after: hash)...] : ""
        var path = trimmed[..<hash]
        if let query = path.firstIndex(ofASCII: "?") { path = path[..<query] }
        return (path, fragment)
    }

    /// The target without its fragment and query.
    static func page(of destination: String) -> String {
        let base = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return normalized(
            String(base.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""))
    }

    /// A target for comparison: no `./` prefix, no trailing `/` before a fragment.
    static func normalized(_ destination: String) -> String {
        var text = withoutLanguageQuery(String(destination.trimmingWhitespace()))
        while text.hasPrefix("./") { text.removeFirst(2) }
        if text.containsASCII("/#") { text = text.replacingOccurrences(of: "/#", with: "#") }
        if text.hasSuffix("/") { text.removeLast() }
        return text
    }

    /// The names of query parameters that choose a page's language (`?hl=ko`, `?lang=en`).
    static let languageQueryNames: Set<Substring> = ["hl", "lang", "language", "locale", "lc"]

    /// `destination` without the query parameters that choose the page's language: each guide
    /// asks for its own (`privacy-settings?hl=ko`, `?hl=en`), which is localization, not another target.
    static func withoutLanguageQuery(_ destination: String) -> String {
        guard let question = destination.firstIndex(ofASCII: "?") else { return destination }
        let fragmentStart = destination[question...].firstIndex(ofASCII: "#") ?? destination.endIndex
        let query = destination[destination.index(after: question)..<fragmentStart]
        let kept = query.split(separator: "&").filter { parameter in
            let name = parameter.split(separator: "=", maxSplits: 1).first ?? parameter
            return !languageQueryNames.contains(Substring(name.lowercased()))
        }
        guard kept.count != query.split(separator: "&").count else { return destination }
        let head = destination[..<question]
        return String(head) + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&")) + destination[fragmentStart...]
    }

    /// Whether two targets of one page differ only in that one has a fragment or a query the
    /// other lacks (`./console` and `./console/#store`; `/support?tab=3` and `/support`).
    static func narrowsOrWidens(_ a: String, _ b: String) -> Bool {
        func parts(_ target: String) -> (query: Substring, fragment: Substring) {
            let fragment = Self.fragment(of: target)
            let beforeFragment = target[..<(target.firstIndex(ofASCII: "#") ?? target.endIndex)]
            let query = beforeFragment.firstIndex(ofASCII: "?").map {
                beforeFragment[beforeFragment.index(after: $0)...]
            }
            return (query ?? "", fragment)
        }
        let (left, right) = (parts(a), parts(b))
        func agree(_ x: Substring, _ y: Substring) -> Bool { x.isEmpty || y.isEmpty || x == y }
        return agree(left.query, right.query) && agree(left.fragment, right.fragment)
    }

    /// The fragment of a target (after `#`), empty when it has none.
    static func fragment(of target: String) -> Substring {
        guard let hash = target.firstIndex(ofASCII: "#") else { return "" }
        return target[target.index(after: hash)...]
    }

    /// Whether two fragments of one page, as two languages' sites make them, can name one heading:
    /// one's words (numbers aside) are all in the other's, or one is a numbered slug (`_7`) a generator gives a
    /// title it cannot spell in ASCII.
    static func fragmentsAgree(_ a: Substring, _ b: Substring) -> Bool {
        guard !a.isEmpty, !b.isEmpty else { return false }
        func isNumberedSlug(_ fragment: Substring) -> Bool {
            fragment.first == "_" && fragment.count > 1 && fragment.dropFirst().allSatisfy(\.isNumber)
        }
        if isNumberedSlug(a) || isNumberedSlug(b) { return true }
        // Numbers are left out: a generator's suffix for a title met twice (`#install_1`, `#setup-2`).
        func words(_ fragment: Substring) -> Set<Substring> {
            Set(
                Substring(percentDecoded(fragment).lowercased()).split(whereSeparator: {
                    $0 == "-" || $0 == "_" || $0 == "."
                }
                ).filter { !$0.allSatisfy(\.isNumber) })
        }
        let (left, right) = (words(a), words(b))
        return !left.isEmpty && !right.isEmpty && (left.isSubset(of: right) || right.isSubset(of: left))
    }

    /// The number of a generator's numbered slug (`_7`: 7), if the fragment is one.
    static func numberedSlug(_ fragment: Substring) -> Int? {
        guard fragment.first == "_" else { return nil }
        return Int(fragment.dropFirst())
    }

    /// The key a heading's numbered slug is kept under, apart from any title's.
    static func numberedSlugKey(_ number: Int) -> String { "\u{1}_\(number)" }

    /// A localized address without its language's folder (`/{lang}/`).
    static func withoutLanguageFolder(_ target: String) -> String {
        target.replacingOccurrences(of: "/{lang}/", with: "/")
    }

}
