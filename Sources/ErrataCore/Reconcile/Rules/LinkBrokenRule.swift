import Foundation

/// `link-broken`: a link of one language that leads nowhere.
///
/// A relative link (or an address on the site that ``LinkConflictRule`` reads as a page of the
/// guides, or that names a language and a folder of its pages) to a page that no file stands
/// for, or a link to a heading (`page.md#anchor`, `#anchor`) of a page errata reads whose edition
/// has no such heading: a translator who renamed a heading or a page, or guessed a page's name,
/// sends the reader to nothing. Each language is judged on its own; a translation's copy of the
/// source page's broken link is folded into the source's finding (one fix there is theirs).
///
/// What errata cannot judge is left alone: other sites, pages and fragments of pages errata does
/// not read, targets outside the docs folder, and files on disk that are not pages (images) or
/// that the config leaves out.
public struct LinkBrokenRule: ContextRule {
    public static let id = "link-broken"
    public static let summary = "A link leads to a page or a heading that does not exist."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.reference
    public static let help = """
        A relative link to a Markdown page that no file in the language's folder stands for (or an \
        address on the site, `/en/guides/install/`, that names a language and a folder of its pages \
        but no page), or a link to a heading (`guide.md#setup`, `#setup`) that the linked page's edition does not have (headings \
        are matched by their explicit ID, `{#setup}`, else by the slugs site generators make of their \
        titles). Readers who follow it land nowhere. A link to a page the source language's edition has \
        and the link's does not says so: a site that shows the source's page in a translation's stead \
        (as MkDocs' and Docusaurus' fallbacks do) leads there; `fallback: source` in `errata.yml` says the \
        site does, and such a link's fragment is then checked on the source's page. Correct the page's name \
        or the fragment (a close heading is suggested); a link that another rule already reports as differing from the source \
        language's is not reported again, and a translation's copy of a broken link of the source's page \
        of the same name is part of the source's finding.
        """
    public static let triggeringExamples = [
        RuleExample(
            pages: (
                "ko", "start",
                #"""
                ## 시작하기

                [콘솔 가이드](./console-guide.md)를 참고하세요.
                """#
            ),
            (
                "en", "start",
                #"""
                ## Getting started

                See the [Console guide](./console-guide.md).
                """#
            )
        ),
        RuleExample(
            (
                "ko",
                #"""
                ## 오류 코드 {#error-codes}

                [오류 코드](#error-code)를 확인합니다.
                """#
            ),
            (
                "en",
                #"""
                ## Error codes {#error-codes}

                Check the [error codes](#error-code).
                """#
            )
        ),
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            pages: (
                "ko", "start",
                #"""
                ## 시작하기

                [콘솔 가이드](./console-guide.md)를 참고하세요.
                """#
            ),
            ("ko", "console-guide", "## 콘솔\n"),
            (
                "en", "start",
                #"""
                ## Getting started

                See the [Console guide](./console-guide.md).
                """#
            ),
            ("en", "console-guide", "## Console\n")
        ),
        RuleExample(
            (
                "ko",
                #"""
                ## 오류 코드

                [오류 코드](#오류-코드)를 확인합니다.
                """#
            ),
            (
                "en",
                #"""
                ## Error codes

                Check the [error codes](#error-codes).
                """#
            )
        ),
    ]

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext) -> [Finding] {
        let resolver = Resolver(context)
        var findings: [Finding] = []
        // The name of each finding's page.
        var pages: [String] = []
        // Where a link leads depends on its destination and the linking page's language and folder
        // (an in-page fragment, on the page): worked out once for the many pages that link alike.
        var judged: [String: Problem?] = Dictionary(minimumCapacity: 256)
        for (pageIndex, page) in context.facts.enumerated() {
            let folder = page.path.lastIndex(of: "/").map { String(page.path[..<$0]) } ?? ""
            let place = page.language + "\u{1}" + folder + "\u{1}"
            // One finding per destination on a page, at its first link; the others beside it.
            var broken: [String: (problem: Problem, link: Int, again: [SourceLocation])] = [:]
            var order: [String] = []
            let links = page.links
            for index in links.indices {
                let destination = String(links[index].destination.trimmingWhitespace())
                if var known = broken[destination] {
                    known.again.append(links[index].location)
                    broken[destination] = known
                    continue
                }
                guard !destination.isEmpty else { continue }
                // An address on a site (`https://…`, `/docs/…`) leads where it leads from any page.
                let key =
                    destination.hasPrefix("#")
                    ? page.path + "\u{1}" + destination
                    : destination.hasPrefix("/") || destination.contains("://") ? destination : place + destination
                let found: Problem?
                if let known = judged[key] {
                    found = known
                } else {
                    found = resolver.problem(destination, from: pageIndex)
                    judged[key] = .some(found)
                }
                guard let problem = found else { continue }
                broken[destination] = (problem, index, [])
                order.append(destination)
            }
            for destination in order {
                guard let (problem, index, again) = broken[destination] else { continue }
                findings.append(
                    finding(
                        problem, link: links[index], destination: destination, again: again, page: page,
                        context: context, resolver: resolver))
                pages.append(page.page)
            }
        }
        return Self.foldingCopies(findings, pages: pages, source: context.product.sourceLanguage)
    }

    /// `findings` (each of the page named alike in `pages`) with a translation's broken link that
    /// the source language's page of the same name has too, to the same destination, folded into
    /// the source's finding: the translations copied the link, and one fix at the source is theirs.
    static func foldingCopies(_ findings: [Finding], pages: [String], source: String) -> [Finding] {
        var sourceFindings: [String: Int] = [:]
        for (index, finding) in findings.enumerated() where finding.language == source {
            sourceFindings[pages[index] + "\u{1F}" + finding.fact] = index
        }
        guard !sourceFindings.isEmpty else { return findings }
        var copies: [Int: [Finding]] = [:]
        var folded = Set<Int>()
        for (index, finding) in findings.enumerated() where finding.language != source {
            guard let original = sourceFindings[pages[index] + "\u{1F}" + finding.fact] else { continue }
            copies[original, default: []].append(finding)
            folded.insert(index)
        }
        guard !folded.isEmpty else { return findings }
        var result: [Finding] = []
        for (index, var finding) in findings.enumerated() where !folded.contains(index) {
            if let copied = copies[index] {
                let languages = copied.map(\.language).uniquedInOrder()
                finding.message +=
                    "; \(languages.joined(separator: ", ")) \(languages.count == 1 ? "copies" : "copy") the link, "
                    + "which leads nowhere there either"
                finding.related += copied.map {
                    RelatedLocation(language: $0.language, location: $0.location, message: "\($0.language)'s copy")
                }
            }
            result.append(finding)
        }
        return result
    }

    /// What is wrong with a link.
    enum Problem: Equatable {
        /// No page at the path; `edition` names the language whose edition an address names.
        case page(edition: String?)
        /// No page at the path in the link's language, where the source language has the page: a
        /// site that shows the source's page in a translation's stead leads there.
        case untranslatedPage(source: String)
        /// The page `name` of `edition` (page `index` of the facts) has no heading the fragment names;
        /// for a numbered id (`#_18`), how many headings the page numbers.
        case fragment(name: String, edition: String, index: Int, numbered: Int? = nil)
    }

    private func finding(
        _ problem: Problem, link: LinkFact, destination: String, again: [SourceLocation], page: DocumentFacts,
        context: ReconcileContext, resolver: Resolver
    ) -> Finding {
        let language = page.language
        var message: String
        var related: [RelatedLocation] = []
        switch problem {
        case .page(let edition):
            message =
                "\(language) links '\(link.label)' to \(destination), "
                + (edition.map { "a page \($0) does not have" } ?? "a page that does not exist")
            // The source language's link at the same place, where it leads somewhere.
            if let source = resolver.sourceLink(at: link, in: page), source.destination != link.destination {
                message += "; \(context.product.sourceLanguage) links \(source.destination)"
                related.append(
                    RelatedLocation(
                        language: context.product.sourceLanguage, location: source.location,
                        message: "\(context.product.sourceLanguage) links \(source.destination)"))
            }
        case .untranslatedPage(let source):
            message =
                "\(language) links '\(link.label)' to \(destination), a page \(language)'s edition does not have "
                + "(\(source)'s has it): readers land nowhere, unless the site shows \(source)'s page in its stead"
        case .fragment(let name, let edition, let index, let numbered):
            message = "\(language) links \(destination), a heading \(edition)'s edition of \(name) does not have"
            if let numbered {
                message +=
                    " (Python-Markdown numbers the titles that keep no ASCII letter or digit, and it has "
                    + (numbered == 0 ? "none" : "\(numbered): #_1 to #_\(numbered)") + ")"
            }
            // Worked out for a finding only: a close heading is looked for among all the page's.
            if let suggestion = resolver.suggestion(for: LinkConflictRule.fragment(of: destination), on: index) {
                message += "; did you mean #\(suggestion)?"
            }
        }
        if !again.isEmpty {
            let lines = again.map { String($0.line) }.joined(separator: ", ")
            message +=
                ", and so \(again.count == 1 ? "does 1 more link" : "do \(again.count) more links") "
                + "of the page (line\(again.count == 1 ? "" : "s") \(lines))"
            related += again.map { RelatedLocation(language: language, location: $0, message: "the same link again") }
        }
        return Finding(
            rule: Self.id, severity: Self.defaultSeverity, message: message, product: context.product.id,
            fact: "link:" + destination, language: language, section: context.section(of: link.location),
            location: link.location, related: related)
    }

    /// `findings` without the `link-broken` findings at a link `link-conflict` reports: one
    /// finding for one link, the conflict naming the target the source language gives.
    static func withoutLinksReportedAsConflicts(_ findings: [Finding]) -> [Finding] {
        var conflicting = Set<SourceLocation>()
        for finding in findings where finding.rule == LinkConflictRule.id {
            conflicting.insert(finding.location)
            for related in finding.related where related.language == finding.language {
                conflicting.insert(related.location)
            }
        }
        guard !conflicting.isEmpty else { return findings }
        return findings.filter { $0.rule != id || !conflicting.contains($0.location) }
    }
}

extension LinkBrokenRule {
    /// The folders (relative to the root) of the languages whose site shows the source language's
    /// page where they lack one. As the config's `fallback` says; else a site whose translations
    /// live apart from the source (Docusaurus' `i18n/…`) does, and folders side by side (`ko/`,
    /// `en/`) are read as they are, where a missing page is missing.
    static func languagesFallingBack(in product: ProductConfig) -> Set<String> {
        let source = product.language(product.sourceLanguage).map { Config.languageFolder($0, of: product) }
        func parent(_ folder: String) -> Substring {
            folder.lastIndex(of: "/").map { folder[..<$0] } ?? ""
        }
        var falling = Set<String>()
        for language in product.languages where language.suffix == nil {
            let folder = Config.languageFolder(language, of: product)
            switch product.fallback {
            case .source?: if folder != source { falling.insert(language.folder) }
            case .nothing?: break
            case nil:
                if let source, folder != source, parent(folder) != parent(source) { falling.insert(language.folder) }
            }
        }
        return falling
    }

    /// Finds where links lead, with the pages read and the project's files.
    struct Resolver {
        let context: ReconcileContext
        let pagesByPath: [String: Int]
        let guidePages: LinkConflictRule.GuidePages
        let codes: LinkConflictRule.LanguageCodes
        /// Each read page by language and name.
        let pagesByLanguageAndName: [String: Int]
        /// The folders of each language's page names (`guides` of `guides/uploading`), keyed as
        /// ``pagesByLanguageAndName``, with a page of each.
        let pageFolders: [String: Int]
        /// The folders (relative to the root) of the languages whose site shows the source
        /// language's edition of a page they lack: not a sibling folder of the source's.
        let fallingBack: Set<String>
        /// The extensions of pages, with their dot.
        let extensions = SourceLoader.pageExtensions.map { "." + $0 }
        /// Each linked page's places as fragment keys, worked out at its first fragment: a page's
        /// in-page links would each key every heading again.
        private let placeKeys = PlaceKeys()

        private final class PlaceKeys {
            var byPage: [Int: Set<String>] = [:]
            /// Each page's headings' fragments as written and lowercased, for suggestions.
            var slugs: [Int: [(String, String)]] = [:]
            var extensionlessLinksReachPages: Bool?
            /// Each page's count of headings Python-Markdown numbers (see ``numberedHeadings(of:)``).
            var numbered: [Int: Int] = [:]
            var makesASCIIIDs: Bool?
        }

        /// The files a link to `target` may lead to from a page of `language`, the likeliest first:
        /// the page with the extension it names, or any page extension, or a folder's index page.
        private func files(_ target: String, pageExtension: String?, language: String) -> [String] {
            let base = pageExtension.map { target.dropLast($0.count) } ?? Substring(target)
            let pageExtensions = pageExtension.map { [$0] } ?? extensions
            var candidates: [String] = []
            if let suffix = context.product.language(language)?.suffix {
                // MkDocs' i18n: `errors.md` from a page marked `.en` is `errors.en.md` where there is one.
                candidates += pageExtensions.map { base + "." + suffix + $0 }
            }
            candidates += pageExtensions.map { base + $0 }
            if pageExtension == nil {
                candidates += extensions.flatMap { [base + "/index" + $0, base + "/README" + $0] }
            }
            return candidates
        }

        /// Whether the site makes its heading ids of ASCII alone, as Python-Markdown does by default:
        /// the guides link numbered ids (`#_2`, three links at least), which it gives the titles it
        /// keeps nothing of, so a fragment in another script (`#설치-방법`) names no heading.
        private func makesASCIIIDs() -> Bool {
            if let known = placeKeys.makesASCIIIDs { return known }
            var numbered = 0
            search: for page in context.facts {
                for link in page.links {
                    guard let hash = link.destination.lastIndex(of: "#"),
                        LinkConflictRule.numberedSlug(link.destination[link.destination.index(after: hash)...]) != nil
                    else { continue }
                    numbered += 1
                    if numbered >= ConfigScaffold.minimumNumberedHeadingLinks { break search }
                }
            }
            let makes = numbered >= ConfigScaffold.minimumNumberedHeadingLinks
            placeKeys.makesASCIIIDs = makes
            return makes
        }

        /// Whether some relative link of the guides without a page's extension (`./console/`,
        /// `./installation`) reaches another page errata reads: the guides link their pages so. A
        /// page's link to itself (`./setup/#install` on `setup`) shows nothing of the others: a
        /// project holding a few pages of a larger site links the rest so too.
        private func extensionlessLinksReachPages() -> Bool {
            if let known = placeKeys.extensionlessLinksReachPages { return known }
            var reaches = false
            search: for page in context.facts {
                for link in page.links {
                    let (path, _) = LinkConflictRule.pathAndFragment(String(link.destination.trimmingWhitespace()))
                    let slash = path.firstIndex(of: "/") ?? path.endIndex
                    guard !path.isEmpty, !path.hasPrefix("/"), !path[..<slash].contains(":"),
                        let (target, isPage) = resolved(path, from: page.path), isPage == nil
                    else { continue }
                    if files(target, pageExtension: nil, language: page.language).contains(where: {
                        $0 != page.path && pagesByPath[$0] != nil
                    }) || prettyPage(path, from: page).map({ context.facts[$0].path != page.path }) == true {
                        reaches = true
                        break search
                    }
                }
            }
            placeKeys.extensionlessLinksReachPages = reaches
            return reaches
        }

        init(_ context: ReconcileContext) {
            self.context = context
            var byPath: [String: Int] = [:]
            var byName: [String: Int] = [:]
            var folders: [String: Int] = [:]
            for (index, page) in context.facts.enumerated() {
                byPath[page.path] = index
                byName[page.language + "\u{1F}" + page.page] = index
                var folder = page.page[...]
                while let slash = folder.lastIndex(of: "/") {
                    folder = folder[..<slash]
                    folders[page.language + "\u{1F}" + folder] = index
                }
            }
            pageFolders = folders
            pagesByPath = byPath
            pagesByLanguageAndName = byName
            codes = LinkConflictRule.LanguageCodes(context.product.languages)
            guidePages = context.linkedPages
            fallingBack = LinkBrokenRule.languagesFallingBack(in: context.product)
        }

        /// What is wrong with the link `destination` of page `pageIndex`; `nil` for a link that
        /// leads somewhere, or whose target errata cannot judge.
        func problem(_ destination: String, from pageIndex: Int) -> Problem? {
            let page = context.facts[pageIndex]
            if destination.hasPrefix("#") {
                return fragmentProblem(LinkConflictRule.fragment(of: destination), on: pageIndex)
            }
            let (path, fragment) = LinkConflictRule.pathAndFragment(destination)
            // A scheme (`https:`, `mailto:`) before any `/`: another site, unless it is the guides'.
            let slash = path.firstIndex(of: "/") ?? path.endIndex
            if path[..<slash].contains(":") || path.hasPrefix("/") {
                return siteProblem(destination, fragment: fragment)
            }
            guard !path.isEmpty else { return nil }
            guard let (target, isPage) = resolved(path, from: page.path) else { return nil }
            let candidates = files(target, pageExtension: isPage, language: page.language)
            if let linked = candidates.lazy.compactMap({ pagesByPath[$0] }).first {
                guard !fragment.isEmpty else { return nil }
                return fragmentProblem(fragment, on: linked)
            }
            if isPage == nil, let linked = prettyPage(path, from: page) {
                guard !fragment.isEmpty else { return nil }
                return fragmentProblem(fragment, on: linked)
            }
            // A file that is not read (left out by the config, an image, a folder) is there all the same.
            if let files = context.files {
                if !files.isInDocs(target) { return nil }
                if files.exists(target) || candidates.contains(where: files.exists) { return nil }
            } else if pagesByPath.keys.contains(where: { $0.hasPrefix(target + "/") }) {
                return nil
            }
            let named = LinkConflictRule.relativePageName(destination, from: page.page, pages: guidePages)
            // A link without a page's extension (`./console/`) leads to one of the site's pages: where
            // no such link of the guides reaches a page errata reads, they lead to pages kept
            // elsewhere, which errata cannot judge.
            if isPage == nil, named == nil, !extensionlessLinksReachPages() { return nil }
            let source = context.product.sourceLanguage
            if let named, page.language != source, let shown = pagesByLanguageAndName[source + "\u{1F}" + named.page] {
                guard fallingBack.contains(page.language) else { return .untranslatedPage(source: source) }
                // The site shows the source's page: its headings are the fragment's.
                return fragment.isEmpty ? nil : fragmentProblem(fragment, on: shown)
            }
            return .page(edition: nil)
        }

        /// The page an extensionless link leads to on a site of "pretty" addresses (Hugo, Jekyll),
        /// which serves each page as a folder of its own (`getting-started.md` at
        /// `/getting-started/`) and so resolves `../api/send/` from there; `nil` for none, and for an
        /// index page, which is its folder already.
        private func prettyPage(_ path: Substring, from page: DocumentFacts) -> Int? {
            let file = page.path
            guard let dot = file.lastIndex(of: "."), file[dot...].count > 1 else { return nil }
            let name = file[..<dot].split(separator: "/").last ?? ""
            guard !["index", "_index", "readme"].contains(name.lowercased()) else { return nil }
            guard let (target, _) = resolved(path, from: file[..<dot] + "/index.md") else { return nil }
            return files(target, pageExtension: nil, language: page.language).lazy.compactMap { pagesByPath[$0] }.first
        }

        /// `path` resolved from the folder of the file `from` (relative to the root), percent
        /// escapes decoded, and the page extension it ends in (`nil` for none: `./console/`, or
        /// `.html`); `nil` for a path above the root or to a file that is not a page (an image).
        private func resolved(_ path: Substring, from file: String) -> (String, String?)? {
            guard let parts = LinkConflictRule.walked(LinkConflictRule.percentDecoded(path), from: file),
                let last = parts.last
            else { return nil }
            let target = parts.joined(separator: "/")
            let lowered = last.lowercased()
            if let pageExtension = extensions.first(where: { lowered.hasSuffix($0) && lowered.count > $0.count }) {
                return (target, String(last.suffix(pageExtension.count)))
            }
            for siteExtension in [".html", ".htm"] where lowered.hasSuffix(siteExtension) {
                return (String(target.dropLast(siteExtension.count)), nil)
            }
            // Another file (`diagram.png`, `mkdocs.yml`): not a page.
            if let dot = last.lastIndex(of: "."), dot != last.startIndex,
                last[last.index(after: dot)...].allSatisfy({ $0.isLetter || $0.isNumber })
                    && last[last.index(after: dot)...].contains(where: \.isLetter)
            {
                return nil
            }
            return (target, nil)
        }

        /// An address on the site (`/docs/ko/start/#x`) that names a page of the guides.
        private func siteProblem(_ destination: String, fragment: Substring) -> Problem? {
            guard let linked = LinkConflictRule.sitePageName(destination, codes: codes, pages: guidePages) else {
                return leadsToNoPage(destination) ? .page(edition: nil) : nil
            }
            guard let edition = linked.language ?? guidePages.defaultEdition else { return nil }
            guard let index = pagesByLanguageAndName[edition + "\u{1F}" + linked.page] else {
                // Only an address that names a language names an edition that may lack the page.
                guard linked.language != nil else { return nil }
                // A site that falls back shows the source's page there, with its headings.
                let source = context.product.sourceLanguage
                if fallingBack.contains(edition), let shown = pagesByLanguageAndName[source + "\u{1F}" + linked.page] {
                    return fragment.isEmpty ? nil : fragmentProblem(fragment, on: shown)
                }
                return .page(edition: edition)
            }
            guard !fragment.isEmpty else { return nil }
            return fragmentProblem(fragment, on: index)
        }

        /// Whether an address on the site that names a language (`/en/guides/install/`) leads to
        /// no page, where a folder of that edition's pages (`guides`) holds the name: the site
        /// serves each page at its name, and no page, nor any file, has this one.
        private func leadsToNoPage(_ destination: String) -> Bool {
            guard destination.hasPrefix("/"),
                var parts = LinkConflictRule.siteParts(ofPath: LinkConflictRule.pathAndFragment(destination).path),
                let language = parts.first.flatMap({ codes.folder(named: $0) })
            else { return false }
            parts.removeFirst()
            // A file that is not a page (`/en/files/sample.zip`) is not judged.
            guard parts.count >= 2, let last = parts.last, !last.isEmpty, !last.contains(".") else { return false }
            let folder = parts.dropLast().joined(separator: "/")
            guard let sibling = pageFolders[language + "\u{1F}" + folder].map({ context.facts[$0] }) else {
                return false
            }
            // A page the config leaves out is there all the same: looked for beside its sibling.
            if let project = context.files, let name = sibling.path.range(of: sibling.page, options: .backwards) {
                let target = String(sibling.path[..<name.lowerBound]) + parts.joined(separator: "/")
                if files(target, pageExtension: nil, language: language).contains(where: project.exists) {
                    return false
                }
            }
            return true
        }

        /// Whether `fragment` names a heading of page `index`; a ``Problem`` where it names none.
        func fragmentProblem(_ fragment: Substring, on index: Int) -> Problem? {
            let page = context.facts[index]
            let wanted = LinkConflictRule.fragmentKey(fragment)
            // `#top` is the page's top in every browser; headings hidden in a code block never
            // closed or closed late are `markdown-syntax`'s to report.
            guard !wanted.isEmpty, wanted != "top", page.headingsHiddenInCode == 0, !page.hasUnclosedFence else {
                return nil
            }
            // Generators that keep only ASCII in a slug (Python-Markdown) number the titles left
            // with nothing (`_1`, `_2`…), and titles met twice (`setup_1`, `setup-1`).
            if let number = LinkConflictRule.numberedSlug(fragment) {
                let numbered = placeKeys.numbered[index] ?? Self.numberedHeadings(of: page)
                placeKeys.numbered[index] = numbered
                return number <= numbered
                    ? nil : .fragment(name: page.page, edition: page.language, index: index, numbered: numbered)
            }
            let keys = placeKeys.byPage[index] ?? Self.places(of: page, asciiOnly: makesASCIIIDs())
            placeKeys.byPage[index] = keys
            if keys.contains(wanted) { return nil }
            if let separator = fragment.lastIndex(where: { $0 == "-" || $0 == "_" }),
                fragment[fragment.index(after: separator)...].allSatisfy(\.isNumber),
                keys.contains(LinkConflictRule.fragmentKey(fragment[..<separator]))
            {
                return nil
            }
            return problem()

            func problem() -> Problem {
                .fragment(name: page.page, edition: page.language, index: index)
            }
        }

        /// How many of a page's headings Python-Markdown gives a numbered id (`_1`, `_2`…): those
        /// without an explicit ID whose title keeps no ASCII letter, digit or `_` once its letters
        /// are decomposed (`설정`, `概要`; not `2. 설정`, `Résumé`), in page order.
        static func numberedHeadings(of page: DocumentFacts) -> Int {
            page.headings.count(where: isNumbered)
        }

        /// Whether Python-Markdown numbers a heading (see ``numberedHeadings(of:)``).
        static func isNumbered(_ heading: SectionHeading) -> Bool {
            heading.anchor == nil
                && !heading.title.decomposedStringWithCompatibilityMapping.unicodeScalars.contains {
                    $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_")
                }
        }

        /// The fragment keys of a page's places: its headings' (an explicit ID replaces the slug of
        /// the title, as Docusaurus, Hugo and attr_list make it) and its HTML elements' ids.
        private static func places(of page: DocumentFacts, asciiOnly: Bool) -> Set<String> {
            var keys = Set<String>()
            for heading in page.headings {
                if let anchor = heading.anchor {
                    keys.insert(LinkConflictRule.fragmentKey(Substring(anchor)))
                    continue
                }
                let key = LinkConflictRule.fragmentKey(Substring(heading.title))
                if !asciiOnly || key.isASCII { keys.insert(key) }
                keys.insert(String(key.unicodeScalars.filter(\.isASCII)))
            }
            for anchor in page.htmlAnchors { keys.insert(LinkConflictRule.fragmentKey(Substring(anchor))) }
            return keys
        }

        /// The fragment of the heading of `page` one or two edits away from `fragment`, if one is.
        func suggestion(for fragment: Substring, on index: Int) -> String? {
            let written = LinkConflictRule.percentDecoded(fragment).lowercased()
            guard written.count >= 4 else { return nil }
            // Each page's fragments, made once for the page's broken links: as the site writes them,
            // and as compared (a title's slug is lower-case already; an explicit ID is lowercased).
            // Where the site numbers the titles it keeps nothing of, such a title is written `_N`.
            let slugs =
                placeKeys.slugs[index]
                ?? {
                    let numbers = makesASCIIIDs()
                    var numbered = 0
                    return context.facts[index].headings.map { heading -> (String, String) in
                        if let anchor = heading.anchor { return (anchor, anchor.lowercased()) }
                        let slug = Self.slug(heading.title)
                        guard numbers, Self.isNumbered(heading) else { return (slug, slug) }
                        numbered += 1
                        return ("_\(numbered)", slug)
                    }
                }()
            placeKeys.slugs[index] = slugs
            var best: (slug: String, distance: Int)?
            let length = written.utf8.count
            for (slug, lowered) in slugs where abs(lowered.utf8.count - length) <= 2 {
                guard !slug.isEmpty, slug != written, let distance = EditDistance.distance(written, lowered, limit: 2)
                else { continue }
                if best == nil || distance < best!.distance { best = (slug, distance) }
            }
            return best?.slug
        }

        /// A title's fragment as GitHub makes it: lower-case, spaces as `-`, punctuation dropped.
        static func slug(_ title: String) -> String {
            String(
                title.lowercased().compactMap { character -> Character? in
                    if character == " " { return "-" }
                    return character.isLetter || character.isNumber || character == "-" || character == "_"
                        ? character : nil
                })
        }

        /// The source language's link at the place of `link` in its section (the same one among
        /// the section's links, where both have as many), where it leads somewhere.
        func sourceLink(at link: LinkFact, in page: DocumentFacts) -> LinkFact? {
            let source = context.product.sourceLanguage
            guard page.language != source,
                let sourceIndex = pagesByLanguageAndName[source + "\u{1F}" + page.page]
            else { return nil }
            let section = context.section(of: link.location)
            let sourcePage = context.facts[sourceIndex]
            let own = page.links.filter { context.section(of: $0.location) == section }
            let theirs = sourcePage.links.filter { context.section(of: $0.location) == section }
            guard own.count == theirs.count, let place = own.firstIndex(where: { $0.location == link.location })
            else { return nil }
            let candidate = theirs[place]
            let destination = String(candidate.destination.trimmingWhitespace())
            guard !destination.isEmpty, problem(destination, from: sourceIndex) == nil else { return nil }
            return candidate
        }
    }
}
