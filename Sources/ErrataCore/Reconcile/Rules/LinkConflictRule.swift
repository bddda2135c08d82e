import Foundation

/// `link-conflict`: the same link pointing to different targets in different languages.
///
/// Links are compared within a section (matched across languages): two links are the same link
/// when they point to the same page (the target without its `#fragment`) or carry the same text.
/// A language whose target differs from what the source language (or, without it, most
/// languages) gives is reported at its link.
public struct LinkConflictRule: ContextRule {
    public static let id = "link-conflict"
    public static let summary = "The same link points to different targets in different languages."
    public static let defaultSeverity = Diagnostic.Severity.warning

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext) -> [Finding] {
        // Links are only ever compared within a section: they are gathered by section (each
        // numbered the first time one of its links is seen) as places in the facts, and the
        // sections are then compared side by side.
        // A source section is known by its number (see `SectionAligner.Alignment.sectionIDs`);
        // only other sections are hashed.
        var numbersByID: [Int: Int] = [:]
        var sectionNumbers: [SectionPath: Int] = [:]
        var sections: [Section] = []
        func number(of section: SectionPath, id: Int?) -> Int {
            if let id = id ?? context.alignment.sectionIDs[section] {
                if let number = numbersByID[id] { return number }
                numbersByID[id] = sections.count
            } else {
                let number = sectionNumbers.number(of: section, next: sections.count)
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
            for (linkIndex, link) in page.links.enumerated() where !link.destination.isEmpty {
                let sectionNumber: Int
                if link.location.path == page.path, let pageSections {
                    let start = pageSections.startIndex(at: link.location.line)
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
                    sectionNumber = number(of: context.section(of: link.location), id: nil)
                }
                sections[sectionNumber].links.append(LinkPlace(page: pageIndex, link: linkIndex))
            }
        }
        return sections.parallelChunks(minimumChunk: 64) { chunk in
            chunk.flatMap { Self.findings(in: $0, context: context) }
        }.flatMap { $0 }
    }

    /// A section's links, as places in the context's facts.
    private struct Section: Sendable {
        var path: SectionPath
        var links: [LinkPlace] = []
    }

    /// A link: the index of its page in the context's facts, and its own among the page's links.
    private struct LinkPlace: Sendable {
        var page: Int
        var link: Int
    }

    /// The conflicts among one section's links.
    private static func findings(in section: Section, context: ReconcileContext) -> [Finding] {
        let facts = context.facts
        let links = section.links.map { facts[$0.page].links[$0.link] }
        let languages = section.links.map { facts[$0.page].language }
        // Each link's compared forms, worked out once.
        let targets = links.map { normalized($0.destination) }
        // A target without `#` or `?` is its own page.
        let pages = links.indices.map { index in
            let destination = links[index].destination
            return destination.utf8.contains { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") }
                ? page(of: destination) : targets[index]
        }
        var findings: [Finding] = []
        // A link is reported once: for its page if there, else for its text. (Links at one place
        // are told apart by their destination.)
        var reported: Set<String> = []
        // Same page, different fragment; or same text, different target.
        for keyed in [groups(links.indices) { pages[$0] }, groups(links.indices) { lowercased(links[$0].label) }] {
            for group in keyed {
                let first = group[0]
                guard group.contains(where: { targets[$0] != targets[first] }),
                    group.contains(where: { languages[$0] != languages[first] })
                else { continue }
                // The target the source language gives, else the first in precedence.
                let reference =
                    context.order.lazy.compactMap { language in group.first { languages[$0] == language } }.first
                    ?? first
                let referenceLink = links[reference]
                let referenceLanguage = languages[reference]
                let expected = Set(group.lazy.filter { languages[$0] == referenceLanguage }.map { targets[$0] })
                for index in group {
                    let link = links[index]
                    let language = languages[index]
                    guard language != referenceLanguage, !expected.contains(targets[index]),
                        reported.insert("\(link.location)|\(link.destination)").inserted
                    else { continue }
                    findings.append(
                        Finding(
                            rule: Self.id,
                            severity: Self.defaultSeverity,
                            message: "\(language) links '\(link.label)' to \(link.destination) where "
                                + "\(referenceLanguage) links to \(referenceLink.destination)",
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
                    )
                }
            }
        }
        return findings
    }

    /// A label as links are grouped by it: lowercased. Labels without capitals in ASCII, Korean,
    /// Japanese or Chinese (most) are handed back as they are, without a copy.
    static func lowercased(_ label: String) -> String {
        FastText.plainLowercased(label) ?? label.lowercased()
    }

    /// `indices` grouped by `key`, groups in the order of their first index, each in index order.
    private static func groups(_ indices: Range<Int>, by key: (Int) -> String) -> [[Int]] {
        var numbers: [String: Int] = [:]
        var groups: [[Int]] = []
        for index in indices {
            // One lookup per index: the key's group, or a new one.
            let number = numbers.number(of: key(index), next: groups.count)
            if number == groups.count { groups.append([]) }
            groups[number].append(index)
        }
        return groups
    }

    /// The target without its fragment and query.
    static func page(of destination: String) -> String {
        // One character per byte (most targets): cut at the bytes, as the characters would be cut.
        if FastText.hasOneCharacterPerByte(destination) {
            // The page ends at the first `#` or `?`, whichever comes first.
            let utf8 = destination.utf8
            func isCut(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "#") || byte == UInt8(ascii: "?") }
            let cut =
                utf8.withContiguousStorageIfAvailable { $0.firstIndex(where: isCut) ?? $0.count }
                ?? utf8.firstIndex(where: isCut).map { utf8.distance(from: utf8.startIndex, to: $0) } ?? utf8.count
            return normalized(String(Substring(utf8.prefix(cut))))
        }
        return pageByCharacters(of: destination)
    }

    /// ``page(of:)`` on Characters: for any target, and the reference the byte path is tested against.
    static func pageByCharacters(of destination: String) -> String {
        let base = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return normalizedByCharacters(
            String(base.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""))
    }

    /// A target for comparison: no `./` prefix, no trailing `/` before a fragment.
    static func normalized(_ destination: String) -> String {
        // Most targets need nothing done: they are handed back as they are, without a copy.
        let utf8 = destination.utf8
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last),
            last != UInt8(ascii: "/"), !utf8.starts(with: "./".utf8), !destination.containsASCII("/#")
        {
            return destination
        }
        // The others of one character per byte (`./a.md`, `a/#x`) on bytes, the same steps.
        if FastText.hasOneCharacterPerByte(destination) { return normalized(bytes: Array(utf8)) }
        return normalizedByCharacters(destination)
    }

    /// ``normalizedByCharacters(_:)`` for text of one character per byte: white space (space and
    /// tab) trimmed, leading `./` dropped, `/#` made `#` from left to right, a final `/` dropped.
    private static func normalized(bytes: [UInt8]) -> String {
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        while end - start >= 2, bytes[start] == UInt8(ascii: "."), bytes[start + 1] == UInt8(ascii: "/") {
            start += 2
        }
        var result = FastText.replacing(Array("/#".utf8), with: UInt8(ascii: "#"), in: bytes[start..<end])
        if result.last == UInt8(ascii: "/") { result.removeLast() }
        return String(decoding: result, as: UTF8.self)
    }

    /// ``normalized(_:)`` for any target, and the reference the shortcut is tested against.
    static func normalizedByCharacters(_ destination: String) -> String {
        var text = String(destination.trimmingWhitespace())
        while text.hasPrefix("./") { text.removeFirst(2) }
        if text.containsASCII("/#") { text = text.replacingOccurrences(of: "/#", with: "#") }
        if text.hasSuffix("/") { text.removeLast() }
        return text
    }
}
