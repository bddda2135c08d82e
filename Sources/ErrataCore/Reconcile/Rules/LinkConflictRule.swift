import Foundation

/// `link-conflict`: the same link pointing to different targets in different languages.
///
/// Links are compared within a section (matched across languages): two links are the same link
/// when they point to the same page (the target without its `#fragment`) or carry the same text.
/// A language whose target differs from what the source language (or, without it, most
/// languages) gives is reported at its link.
public struct LinkConflictRule: DriftRule {
    public static let id = "link-conflict"
    public static let summary = "The same link points to different targets in different languages."
    public static let defaultSeverity = Diagnostic.Severity.warning

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext, catalog: Catalog) -> [Finding] {
        struct Entry {
            var language: String
            var link: LinkFact
            var section: SectionPath
            /// `section` as text, the start of the grouping keys.
            var sectionKey: String
        }
        var entries: [Entry] = []
        // Each section's text is made once: printing an array is slow, and many links share a section.
        var sectionKeys: [SectionPath: String] = [:]
        for page in context.facts {
            for link in page.links where !link.destination.isEmpty {
                let section = context.section(of: link.location)
                let sectionKey =
                    sectionKeys[section]
                    ?? {
                        let key = "\(section)"
                        sectionKeys[section] = key
                        return key
                    }()
                entries.append(
                    Entry(language: page.language, link: link, section: section, sectionKey: sectionKey))
            }
        }
        var findings: [Finding] = []
        var reported: Set<String> = []
        // Same page, different fragment; or same text, different target.
        let keyed: [(String, (Entry) -> String)] = [
            ("page", { $0.sectionKey + "|" + Self.page(of: $0.link.destination) }),
            ("text", { $0.sectionKey + "|" + $0.link.label.lowercased() }),
        ]
        for (_, key) in keyed {
            let groups = Dictionary(grouping: entries, by: key)
            for groupKey in groups.keys.sorted() {
                let group = groups[groupKey]!
                let languages = Set(group.map(\.language))
                guard languages.count > 1 else { continue }
                let targets = Set(group.map { Self.normalized($0.link.destination) })
                guard targets.count > 1 else { continue }
                // The target the source language gives, else the most common.
                let reference =
                    context.order.lazy.compactMap { language in group.first { $0.language == language } }.first!
                let expected = Set(
                    group.filter { $0.language == reference.language }.map { Self.normalized($0.link.destination) })
                for entry in group
                where entry.language != reference.language
                    && !expected.contains(Self.normalized(entry.link.destination))
                {
                    let id = "\(entry.link.location)|\(entry.link.destination)"
                    guard reported.insert(id).inserted else { continue }
                    findings.append(
                        Finding(
                            rule: Self.id,
                            severity: Self.defaultSeverity,
                            message: "\(entry.language) links '\(entry.link.label)' to \(entry.link.destination) where "
                                + "\(reference.language) links to \(reference.link.destination)",
                            product: context.product.id,
                            fact: "link:" + Self.page(of: reference.link.destination),
                            language: entry.language,
                            section: entry.section,
                            location: entry.link.location,
                            related: [
                                RelatedLocation(
                                    language: reference.language,
                                    location: reference.link.location,
                                    message: "\(reference.language) links to \(reference.link.destination)"
                                )
                            ]
                        )
                    )
                }
            }
        }
        return findings
    }

    /// The target without its fragment and query.
    static func page(of destination: String) -> String {
        let base = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return normalized(
            String(base.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""))
    }

    /// A target for comparison: no `./` prefix, no trailing `/` before a fragment.
    static func normalized(_ destination: String) -> String {
        var text = String(destination.trimmingWhitespace())
        while text.hasPrefix("./") { text.removeFirst(2) }
        if text.containsASCII("/#") { text = text.replacingOccurrences(of: "/#", with: "#") }
        if text.hasSuffix("/") { text.removeLast() }
        return text
    }
}
