/// Translations whose file holds another page: heading for heading, the titles of a page of another
/// name in another language (the English Google console guide saved as the Chinese console guide).
/// Aligned with the source page of its own name, such a page gives a finding for every heading
/// that happens to stand where a source heading does; it is one finding, and the comparisons of
/// its facts with the source page's are left out.
struct MisplacedPage: Sendable {
    /// The page whose headings it holds.
    var holds: DocumentFacts
    /// How many of its distinct titles that page has.
    var shared: Int
    /// Its distinct titles.
    var titles: Int
}

enum MisplacedPages {
    /// The fewest distinct titles a page holds another's by: fewer may be shared by chance.
    static let minimumTitles = 4

    /// The misplaced pages among `facts`, by path: a page of another language than the source
    /// whose distinct titles are, four in five, the titles of one page of another name in another
    /// language and which has four in five of that page's, while the page of its own name in that
    /// language shares fewer than half of them; and whose images, code and link targets, which
    /// translations keep, are more the source page's of that other name than of its own (of the two
    /// pages that hold each other's titles, the one whose content is not its name's). A title under
    /// more than three page names (`Request`, `Overview`) tells no page from another and is not
    /// counted.
    static func find(_ facts: [DocumentFacts], sourceLanguage: String) -> [String: MisplacedPage] {
        // A copy keeps the titles byte for byte: they are compared as written, by a hash of their
        // bytes (hashing them as Strings normalizes every title outside ASCII). A page of fewer
        // headings than the fewest titles is not looked at.
        let titles = facts.map { page -> Set<UInt64> in
            guard page.headings.count >= minimumTitles else { return [] }
            return Set(page.headings.lazy.filter { !$0.title.isEmpty }.map { Fingerprint.fnv1a64($0.title) })
        }
        var pagesByTitle: [UInt64: [Int]] = [:]
        for (index, set) in titles.enumerated() where set.count >= minimumTitles {
            for title in set { pagesByTitle[title, default: []].append(index) }
        }
        // The titles under three page names or fewer: the others tell no page from another.
        let telling = pagesByTitle.filter { _, pages in
            var names: Set<String> = []
            for page in pages {
                names.insert(facts[page].page)
                if names.count > 3 { return false }
            }
            return true
        }
        var byLanguageAndName: [String: Int] = [:]
        for (index, page) in facts.enumerated() { byLanguageAndName[page.language + "\u{1F}" + page.page] = index }
        var misplaced: [String: MisplacedPage] = [:]
        for (index, page) in facts.enumerated()
        where page.language != sourceLanguage && titles[index].count >= minimumTitles {
            var shared: [Int: Int] = [:]
            for title in titles[index] {
                guard let pages = telling[title] else { continue }
                for other in pages where facts[other].page != page.page && facts[other].language != page.language {
                    shared[other, default: 0] += 1
                }
            }
            let candidates = shared.filter { other, count in
                count >= minimumTitles && count * 5 >= titles[index].count * 4 && count * 5 >= titles[other].count * 4
            }
            guard let (other, count) = candidates.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { continue }
            // The page of its own name in that language, where there is one, is not it.
            if let own = byLanguageAndName[facts[other].language + "\u{1F}" + page.page],
                titles[own].intersection(titles[index]).count * 2 >= titles[index].count
            {
                continue
            }
            guard let ownSource = byLanguageAndName[sourceLanguage + "\u{1F}" + page.page],
                let otherSource = byLanguageAndName[sourceLanguage + "\u{1F}" + facts[other].page]
            else { continue }
            let kept = Self.kept(page)
            guard
                kept.intersection(Self.kept(facts[otherSource])).count
                    > kept.intersection(Self.kept(facts[ownSource])).count
            else { continue }
            misplaced[page.path] = MisplacedPage(holds: facts[other], shared: count, titles: titles[index].count)
        }
        return misplaced
    }

    /// What a translation keeps of its page as it is: its images, code blocks and code spans, and
    /// link targets.
    private static func kept(_ page: DocumentFacts) -> Set<String> {
        var kept = Set(page.images.map(\.source))
        kept.formUnion(page.links.map(\.destination))
        kept.formUnion((page.verbatims + page.codeSpans).map { String($0.hash, radix: 16) })
        return kept
    }

    /// The fact of the finding that reports a misplaced page.
    static func fact(_ page: MisplacedPage) -> String { "holds " + page.holds.page }

    /// `findings` without those on a misplaced page that compare it with the source page of its
    /// name (every rule's but the ones about its text: its Markdown, its language), but the one that
    /// reports it.
    static func withoutComparisons(_ findings: [Finding], misplaced: [String: MisplacedPage]) -> [Finding] {
        guard !misplaced.isEmpty else { return findings }
        return findings.filter { finding in
            guard let page = misplaced[finding.location.path] else { return true }
            if finding.rule == SectionMissingRule.id, finding.fact == fact(page) { return true }
            let kind = RuleRegistry.kind(of: finding.rule)
            return kind == .syntax || kind == .untranslated
        }
    }
}
