import Foundation

/// Finds a product's error-code reference pages: the pages that list its error codes for their own
/// sake (`error-code.md`, titled "Error Codes", "오류 코드", "エラーコード"…), as opposed to a guide
/// that lists the codes one of its calls returns.
///
/// Where a product has such a page, it is the authority: each language's messages and categories
/// come from that language's version of it, and a code that only other pages list is left out of
/// the enum and reported. The config can name the pages (`catalog: {pages: [...]}`).
enum ReferencePages {
    /// The page names (relative to the language folder, without extension) of the product's
    /// reference pages: those the config names, else the source language's pages with an error
    /// table whose file name or title says they list error or result codes.
    static func find(product: ProductConfig, facts: [DocumentFacts]) -> Set<String> {
        var found: Set<String> = []
        for page in facts where page.language == product.sourceLanguage && !page.definitions.isEmpty {
            let named =
                product.catalogPages.isEmpty
                ? ErrorPageNames.namesCodes(page.page)
                    || page.headings.first.map { ErrorPageNames.namesCodes(title(of: $0.title)) } == true
                : product.catalogPages.contains { $0.matches(page.page) || $0.matches(page.page + ".md") }
            if named { found.insert(page.page) }
        }
        return found
    }

    /// The sections of other pages that a reference page sends its reader to: for codes it does not
    /// list itself (`실패 코드는 [이벤트 가이드](./event-guide/#실패-코드)에서 설명합니다`), whose tables
    /// are the reference's too, and from a section about codes that are not the product's (`## Third-party
    /// codes`), whose tables are another system's; each by page path, as heading paths.
    static func linkedSections(facts: [DocumentFacts], referencePaths: Set<String>)
        -> (delegated: [String: [SectionPath]], otherSystems: [String: [SectionPath]])
    {
        guard !referencePaths.isEmpty else { return ([:], [:]) }
        var pages: [String: Int] = [:]
        for (index, page) in facts.enumerated() { pages[page.language + "\u{1}" + page.page] = index }
        var delegated: [String: [SectionPath]] = [:]
        var otherSystems: [String: [SectionPath]] = [:]
        for page in facts where referencePaths.contains(page.path) {
            for link in page.links {
                // The linked page by its name: the address's last part, without an extension.
                guard let (name, fragment) = LinkTargets.pageAndFragment(link.destination), !name.isEmpty,
                    !fragment.isEmpty
                else { continue }
                guard
                    let index = pages[page.language + "\u{1}" + name]
                        ?? facts.indices.first(where: {
                            facts[$0].language == page.language && facts[$0].page.hasSuffix("/" + name)
                        }),
                    facts[index].path != page.path
                else { continue }
                let wanted = SectionAligner.normalized(fragment.removingPercentEncoding ?? fragment)
                let aboutOtherSystems = OtherSystemWords.appear(in: link.section.last ?? "")
                for heading in facts[index].headings
                where heading.anchor == fragment || SectionAligner.normalized(heading.title) == wanted {
                    if aboutOtherSystems {
                        otherSystems[facts[index].path, default: []].append(heading.path)
                    } else {
                        delegated[facts[index].path, default: []].append(heading.path)
                    }
                }
            }
        }
        return (delegated, otherSystems)
    }

    /// A page title's last part: `오류 코드` of `Game > Demo > 오류 코드`.
    private static func title(of heading: String) -> String {
        heading.split(separator: ">").last.map(String.init) ?? heading
    }
}
