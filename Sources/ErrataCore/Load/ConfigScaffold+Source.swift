import ErrataMarkdown
import Foundation

extension ConfigScaffold {
    // MARK: - Folders left out

    /// Finds the pages of the products' languages that are in folders ``setAsideFolders`` names,
    /// and those folders' names as spelled.
    mutating func findSetAside(root: String) {
        var pages: Set<String> = []
        var names: Set<String> = []
        for product in products {
            for language in product.languages {
                let folder = root + "/" + docs + "/" + (language.path ?? product.key + "/" + language.folder)
                for entry in SourceLoader.subpaths(of: folder) ?? [] where SourceLoader.pageName(ofFile: entry) != nil {
                    let setAside = entry.split(separator: "/").dropLast().filter(Self.isSetAside)
                    guard !setAside.isEmpty else { continue }
                    names.formUnion(setAside.map(String.init))
                    pages.insert((folder as NSString).standardizingPath + "/" + entry)
                }
            }
        }
        setAsideFound = names.sorted()
        setAsidePages = pages.count
    }

    /// The config's `exclude` lines: the folders ``setAsideFolders`` names, and any found spelled
    /// in another case.
    var excludeLines: [String] {
        let patterns =
            Self.setAsideFolders + setAsideFound.filter { !Self.setAsideFolders.contains($0) }
        return [
            "exclude:",
            "  # Old copies, backups, temporary copies and drafts are not the guide: their pages are left out",
            "  # wherever such a folder is. Delete a line to check that folder's pages too.",
        ] + patterns.map { "  - " + Self.quoted($0 + "/") }
    }

    // MARK: - The source language

    /// What points at each product's source language, by product key: text left in the other
    /// languages' pages, and the git history of the project (one `git log`). Read with the
    /// config this scaffold writes, its sources provisional; empty when that config cannot be
    /// read.
    func evidence(root: String) -> [String: SourceEvidence] {
        var provisional = self
        for index in provisional.products.indices {
            if provisional.products[index].source.isEmpty {
                provisional.products[index].source = provisional.products[index].languages[0].folder
            }
            provisional.products[index].languages = Self.distinctBundles(provisional.products[index].languages)
        }
        guard let config = try? ConfigLoader().parse(provisional.yaml, path: ConfigLoader.defaultFileName, root: root),
            let discovered = try? SourceLoader().discover(config)
        else { return [:] }
        let history = GitHistory.changes(root: root)
        var result: [String: SourceEvidence] = [:]
        for product in discovered {
            var evidence = SourceEvidence()
            let scripts = SourceEvidence.Scripts(
                languages: product.config.languages.map { ($0.folder, $0.bundle) })
            let loader = SourceLoader()
            let leftovers = product.pages.parallelMap { page -> [String: Int] in
                guard let document = try? loader.read(page, config: config) else { return [:] }
                return SourceEvidence.leftoverLines(in: DocumentParser().parse(document), scripts: scripts)
            }
            for (page, lines) in zip(product.pages, leftovers) { evidence.addLeftovers(lines, in: page.language) }
            if let history {
                var pages: [String: (page: String, language: String)] = [:]
                for page in product.pages { pages[page.relativePath] = (page.page, page.language) }
                evidence.gitRead = true
                evidence.countLeads(in: history, pages: pages)
            }
            result[product.config.id] = evidence
        }
        return result
    }

    /// The same scaffold with each product's source language chosen (`source` where the product
    /// has it, else guessed from `evidence` and the layout) and its languages ordered: the source
    /// first, then by pages (most first), then by folder.
    func choosingSource(_ source: String?, evidence: [String: SourceEvidence]) throws -> ConfigScaffold {
        // The source of every product that has it; the others' is guessed.
        if let source, !products.contains(where: { $0.languages.contains { $0.folder == source } }) {
            let known = Set(products.flatMap { $0.languages.map(\.folder) }).sorted()
            throw InputError(
                "--source \(source) is not one of the languages found (\(known.joined(separator: ", ")))",
                at: SourceLocation(path: docs))
        }
        var result = self
        for index in result.products.indices {
            var product = result.products[index]
            if let source, product.languages.contains(where: { $0.folder == source }) {
                product.source = source
                product.sourceGuess = nil
                product.reasons = []
            } else {
                product.guessSource(from: evidence[product.key] ?? SourceEvidence())
            }
            result.products[index] = product
        }
        // The guides of one repository are written in one language first: a product nothing
        // points at takes the source every other product's evidence chose.
        let founded = result.products.filter { !$0.sourceUnfounded && $0.sourceGuess != nil }
        if let shared = founded.first?.source, founded.allSatisfy({ $0.source == shared }) {
            for index in result.products.indices
            where result.products[index].sourceUnfounded
                && result.products[index].languages.contains(where: { $0.folder == shared })
            {
                let others = founded.map(\.key).sorted()
                result.products[index].source = shared
                result.products[index].reasons.insert(
                    "the source of the other products (\(Self.listed(others)))", at: 0)
                result.products[index].sourceGuess = result.products[index].reasons.joined(separator: "; ")
                result.products[index].sourceUnfounded = false
            }
        }
        for index in result.products.indices {
            let source = result.products[index].source
            result.products[index].languages.sort { left, right in
                if (left.folder == source) != (right.folder == source) { return left.folder == source }
                if left.pages != right.pages { return left.pages > right.pages }
                return left.folder < right.folder
            }
            result.products[index].languages = Self.distinctBundles(result.products[index].languages)
        }
        return result
    }

    /// The name of a language folder's language in English (`Korean` for `kr`), or the folder.
    static func languageName(_ folder: String) -> String {
        guard let code = bundleLanguage(folder) else { return folder }
        return Locale(identifier: "en").localizedString(forLanguageCode: code) ?? folder
    }

    /// `a`, `a and b`, `a, b and c`.
    static func listed(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}

extension ConfigScaffold.Product {
    /// The fewest lines of leftover text, and how many times the next language's, that make the
    /// language they are in the source whatever else says.
    static let leftoverDecides = (minimum: 3, ratio: 3)
    /// The fewest commits that led, and how many times the next language's, that make their
    /// language the source when no leftover text decides.
    static let gitDecides = (minimum: 3, ratio: 2)

    /// Chooses the source language from what points at it, in this order: text of one language
    /// left in the others' pages; the language whose pages the git history changes first; the
    /// site's default language; the language with the most pages. Between languages with as many
    /// pages, fainter git history or leftover text decides, and else English, then the first
    /// folder. Sets ``reasons`` to all that was found, what decided first.
    mutating func guessSource(from evidence: SourceEvidence) {
        let folders = Set(languages.map(\.folder))
        let leftovers = evidence.leftoverLines.filter { folders.contains($0.key) }
        let leads = evidence.gitLeads.filter { folders.contains($0.key) }
        let leftover = SourceEvidence.clearWinner(
            leftovers, minimum: Self.leftoverDecides.minimum, ratio: Self.leftoverDecides.ratio)
        let git = SourceEvidence.clearWinner(leads, minimum: Self.gitDecides.minimum, ratio: Self.gitDecides.ratio)
        let most = languages.map(\.pages).max() ?? 0
        let tied = languages.filter { $0.pages == most }.map(\.folder)

        var leftoverReason: String?
        if let top = leftovers.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key })?.key {
            let pages = (evidence.leftoverPages[top] ?? []).sorted()
            let lines = leftovers[top] ?? 0
            leftoverReason =
                "\(ConfigScaffold.languageName(top)) text left on \(lines == 1 ? "1 line" : "\(lines) lines") of the "
                + "\(ConfigScaffold.listed(pages)) pages"
            let others = leftovers.filter { $0.key != top }.sorted { $0.key < $1.key }
            if !others.isEmpty {
                leftoverReason! +=
                    " ("
                    + others.map { "\(ConfigScaffold.languageName($0.key)) on \($0.value)" }.joined(separator: ", ")
                    + ")"
            }
        }
        var gitReason: String?
        if evidence.gitRead {
            if let top = leads.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }) {
                gitReason = "git: \(top.key) pages changed first in \(top.value) of \(evidence.gitLeadCommits) commits"
                let others = leads.filter { $0.key != top.key }.sorted { $0.key < $1.key }
                if !others.isEmpty {
                    gitReason! += " (" + others.map { "\($0.key) in \($0.value)" }.joined(separator: ", ") + ")"
                }
            } else {
                gitReason = "git: no commit changed a page in one language before the others"
            }
        }
        let siteReason = siteDefault.map { "\($0.because): \($0.language)" }
        let pagesReason =
            tied.count == 1
            ? "\(tied[0]) has the most pages (\(most))"
            : "\(ConfigScaffold.listed(tied.sorted())) have as many pages (\(most))"

        let chosen: (language: String, reason: String?)
        sourceUnfounded = false
        if let leftover {
            chosen = (leftover, leftoverReason)
        } else if let git {
            chosen = (git, gitReason)
        } else if let site = siteDefault, folders.contains(site.language) {
            chosen = (site.language, siteReason)
        } else if tied.count == 1 {
            chosen = (tied[0], pagesReason)
        } else if let faint = SourceEvidence.clearWinner(
            leads.filter { tied.contains($0.key) }, minimum: 1, ratio: Self.gitDecides.ratio)
        {
            // A commit that changed one language's pages first is a release written there; a line
            // or two of another script may be a term quoted on purpose.
            chosen = (faint, gitReason)
        } else if let faint = SourceEvidence.clearWinner(
            leftovers.filter { tied.contains($0.key) }, minimum: 1, ratio: Self.leftoverDecides.ratio)
        {
            chosen = (faint, leftoverReason)
        } else {
            let english = tied.first { ConfigScaffold.bundleLanguage($0) == "en" }
            sourceUnfounded = true
            chosen = (
                english ?? tied.sorted()[0],
                pagesReason + (english == nil ? "; the first of them" : "; English, with nothing else to go by")
            )
        }
        source = chosen.language
        reasons = [chosen.reason].compactMap { $0 }
        for reason in [leftoverReason, gitReason, siteReason, pagesReason] {
            if let reason, !reasons.contains(where: { $0.hasPrefix(reason) }) { reasons.append(reason) }
        }
        sourceGuess = reasons.joined(separator: "; ")
    }
}
