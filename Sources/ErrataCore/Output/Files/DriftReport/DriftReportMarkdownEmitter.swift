/// Writes `report/drift.md`: the drift report a docs maintainer reads, fact by fact and language by language.
///
/// The report has, in this order:
/// - a title, the languages compared (with the source language and the pages read per language)
///   and a count of the findings, or "No drift found.";
/// - **Findings by page**: the pages the findings are on, worst first (most errors, then warnings,
///   then notes), with their counts by severity; at most ``shownPages`` rows, the rest summed up in
///   one line, so that the summary stays a screen long however many findings there are;
/// - **Findings by rule**: each rule's count, severities and kind, worst first;
/// - **Error code conflicts** (`code-conflict`): for each conflicting code, a table with one row per
///   language (symbol, number and where the table row is), how the value was decided, and
///   the findings with their resolutions and whether the config accepts them;
/// - **Drift by section**: every other finding under the section it is about (the source
///   language's headings), parameter and API disagreements side by side (a row per language),
///   then each language's findings with their rule and related locations;
/// - the messages a language's bundle takes from another language;
/// - a summary table, one row per language: facts present, missing, conflicting, untranslated
///   lines and pages.
///
/// Languages follow the catalog's order, conflict groups the order in which their first finding
/// appears, and findings the order the reconciler sorted them; nothing depends on time, locale
/// or dictionary order. The text ends with exactly one newline.
public struct DriftReportMarkdownEmitter: ProductEmitter {
    /// The report's path inside the product's output folder.
    public static let path = "report/drift.md"

    /// Creates the emitter.
    public init() {}

    /// The Markdown report for one product.
    ///
    /// - Parameter product: The reconciled product.
    /// - Returns: One file, ``path``.
    public func emit(_ product: ReconciledProduct) throws -> [OutputFile] {
        [OutputFile(path: Self.path) { write(product, to: &$0) }]
    }

    /// The report's text.
    ///
    /// - Parameter product: The reconciled product.
    /// - Returns: The Markdown, ending with one newline.
    func render(_ product: ReconciledProduct) -> String {
        var text = ""
        write(product, to: &text)
        return text
    }

    /// Writes the report's text a block at a time, as ``render(_:)`` gives it.
    func write<Stream: TextOutputStream>(_ product: ReconciledProduct, to out: inout Stream) {
        var blocks = Blocks(out: out)
        blocks.add("# \(Self.inline(product.catalog.name)) translation drift")
        blocks.add(Self.introduction(product))
        blocks.add(Self.totals(product.findings))
        for block in Self.pageSummary(product.findings) + Self.ruleSummary(product.findings) { blocks.add(block) }
        Self.conflicts(product, into: &blocks)
        Self.bySection(product, into: &blocks)
        for block in Self.fallbacks(product) + Self.summary(product) { blocks.add(block) }
        blocks.out.write("\n")
        out = blocks.out
    }

    /// The report's blocks as they are written, separated by one blank line (none ends with a
    /// newline of its own); a long block, such as a section's bullets, is written in pieces.
    struct Blocks<Stream: TextOutputStream> {
        var out: Stream
        private var started = false

        init(out: Stream) {
            self.out = out
        }

        /// Adds a whole block.
        mutating func add(_ text: String) {
            start()
            out.write(text)
        }

        /// Starts a block whose text follows with ``write(_:)``.
        mutating func start() {
            if started { out.write("\n\n") }
            started = true
        }

        /// Writes more of the block started last.
        mutating func write(_ text: String) {
            out.write(text)
        }
    }
}

// MARK: - Sections

extension DriftReportMarkdownEmitter {
    /// "Compared 3 languages: ko (source language, 2 pages), en (2 pages), ja (1 page)."
    static func introduction(_ product: ReconciledProduct) -> String {
        let languages = product.catalog.languages.map(\.folder)
        let described = languages.map { language -> String in
            let count = product.pages[language]?.count ?? 0
            let pages = "\(count) \(count == 1 ? "page" : "pages")"
            let source = language == product.catalog.sourceLanguage ? "source language, " : ""
            return "\(inline(language)) (\(source)\(pages))"
        }
        let noun = languages.count == 1 ? "language" : "languages"
        return "Compared \(languages.count) \(noun): \(described.joined(separator: ", "))."
    }

    /// "5 findings: 2 errors, 3 warnings; 1 accepted in the config." or "No drift found."
    static func totals(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "No drift found." }
        var parts: [String] = []
        for severity in Diagnostic.Severity.allCases.reversed() {
            let count = findings.filter { $0.severity == severity }.count
            if count > 0 { parts.append("\(count) \(severity.rawValue)\(count == 1 ? "" : "s")") }
        }
        let noun = findings.count == 1 ? "finding" : "findings"
        var text = "\(findings.count) \(noun): \(parts.joined(separator: ", "))"
        let accepted = findings.filter(\.accepted).count
        if accepted > 0 { text += "; \(accepted) accepted in the config" }
        return text + "."
    }

    /// Pages listed in the summary by page before the rest are summed up in one line.
    static let shownPages = 25

    /// Findings counted by severity.
    struct SeverityCounts {
        var errors = 0
        var warnings = 0
        var notes = 0
        var total: Int { errors + warnings + notes }

        mutating func add(_ severity: Diagnostic.Severity) {
            switch severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }

        /// Whether these counts are worse than `other`'s: more errors, then warnings, then notes.
        func isWorse(than other: SeverityCounts) -> Bool {
            (errors, warnings, notes) > (other.errors, other.warnings, other.notes)
        }
    }

    /// The pages the findings are on, worst first (ties in the order their first finding
    /// appears), at most ``shownPages`` of them.
    static func pageSummary(_ findings: [Finding]) -> [String] {
        guard !findings.isEmpty else { return [] }
        var order: [String] = []
        var counts: [String: SeverityCounts] = [:]
        for finding in findings {
            let page = finding.location.path
            if counts[page] == nil { order.append(page) }
            counts[page, default: SeverityCounts()].add(finding.severity)
        }
        let ranked = order.enumerated().sorted { left, right in
            let (worse, better) = (counts[left.element]!, counts[right.element]!)
            if worse.isWorse(than: better) { return true }
            if better.isWorse(than: worse) { return false }
            return left.offset < right.offset
        }.map(\.element)
        var rows = [
            "| Page | Errors | Warnings | Notes | Findings |",
            "| --- | ---: | ---: | ---: | ---: |",
        ]
        for page in ranked.prefix(shownPages) {
            let count = counts[page]!
            rows.append(
                row([
                    cell(codeSpan(page.isEmpty ? "(no page)" : page)), String(count.errors), String(count.warnings),
                    String(count.notes), String(count.total),
                ]))
        }
        var blocks = ["## Findings by page", rows.joined(separator: "\n")]
        let rest = ranked.dropFirst(shownPages)
        if !rest.isEmpty {
            let restFindings = rest.reduce(0) { $0 + counts[$1]!.total }
            let pages = rest.count == 1 ? "page" : "pages"
            let noun = restFindings == 1 ? "finding" : "findings"
            blocks.append("And \(rest.count) more \(pages) with \(restFindings) \(noun), all listed below.")
        }
        return blocks
    }

    /// Each rule's findings: count, severities (worst first) and kind; rules with errors first,
    /// then by count, ties in the order the rules are registered.
    static func ruleSummary(_ findings: [Finding]) -> [String] {
        guard !findings.isEmpty else { return [] }
        var order: [String] = []
        var counts: [String: SeverityCounts] = [:]
        for finding in findings {
            if counts[finding.rule] == nil { order.append(finding.rule) }
            counts[finding.rule, default: SeverityCounts()].add(finding.severity)
        }
        let registered = RuleRegistry.ids
        let rank = { (rule: String) in registered.firstIndex(of: rule) ?? registered.count }
        let ranked = order.enumerated().sorted { left, right in
            let (one, other) = (counts[left.element]!, counts[right.element]!)
            if (one.errors > 0) != (other.errors > 0) { return one.errors > 0 }
            if one.total != other.total { return one.total > other.total }
            let (oneRank, otherRank) = (rank(left.element), rank(right.element))
            return oneRank != otherRank ? oneRank < otherRank : left.offset < right.offset
        }.map(\.element)
        var rows = [
            "| Rule | Findings | Severity | Kind |",
            "| --- | ---: | --- | --- |",
        ]
        for rule in ranked {
            let count = counts[rule]!
            var severities: [String] = []
            if count.errors > 0 { severities.append("error") }
            if count.warnings > 0 { severities.append("warning") }
            if count.notes > 0 { severities.append("note") }
            let kind = RuleRegistry.kind(of: rule)?.rawValue ?? "—"
            rows.append(
                row([cell(codeSpan(rule)), String(count.total), severities.joined(separator: ", "), kind]))
        }
        return ["## Findings by rule", rows.joined(separator: "\n")]
    }

    /// The summary table: one row per language.
    static func summary(_ product: ReconciledProduct) -> [String] {
        var rows = [
            "| Language | Facts present | Missing | Conflicting | Untranslated lines | Untranslated pages "
                + "| Codes listed | Codes missing | Code conflicts | Unlisted symbols used "
                + "| Messages from another language |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for entry in DriftSummary.summaries(for: product) {
            let cells = [
                cell(entry.language), String(entry.factsPresent), String(entry.factsMissing),
                String(entry.factsConflicting), String(entry.untranslated), String(entry.untranslatedPages),
                String(entry.codesListed),
                String(entry.codesMissing), String(entry.codesConflicting), String(entry.unlistedSymbols),
                String(entry.fallbackMessages),
            ]
            rows.append(row(cells))
        }
        return ["## Summary by language", rows.joined(separator: "\n")]
    }

    /// The conflicts: per fact, a side-by-side table, the decision and the findings.
    static func conflicts(_ product: ReconciledProduct, into blocks: inout Blocks<some TextOutputStream>) {
        let findings = product.findings.filter { $0.rule == CodeConflictRule.id }
        guard !findings.isEmpty else { return }
        blocks.add("## Error code conflicts")
        // Looked up once, not for each conflicting code: both grow with the findings.
        let codes = Catalog.CodesBySymbol(product.catalog)
        let languages = languages(product)
        for (fact, group) in grouped(findings, by: \.fact) {
            blocks.add("### \(inline(fact))")
            if let code = codes.code(named: fact) {
                blocks.add(conflictTable(code, languages: languages, catalog: product.catalog))
                let reason = inline(code.codeDecision.reason)
                blocks.add("**Decided:** \(inline(code.symbol)) = \(product.catalog.codeText(code.code)) — \(reason)")
                if code.symbolDecision.rule != .unanimous {
                    blocks.add("**Symbol:** \(inline(code.symbolDecision.reason))")
                }
            }
            let bullets = group.map { finding in
                var line = "- \(codeSpan(place(finding.location))) \(inline(finding.message))"
                if let resolution = finding.resolution { line += " — \(emphasis(resolution))" }
                line += finding.accepted ? " (accepted in the config)" : " (not accepted in the config)"
                return line
            }
            blocks.add(bullets.joined(separator: "\n"))
        }
    }

    /// One row per language: the symbols and numbers its error tables give for the code, and where.
    static func conflictTable(_ code: CatalogCode, languages: [String], catalog: Catalog) -> String {
        let symbols = code.names
        let sources = code.sources.filter { $0.context == .table && symbols.contains($0.symbol) }
        var rows = [
            "| Language | Symbol | Number | Where |",
            "| --- | --- | ---: | --- |",
        ]
        for language in languages {
            let listed = sources.filter { $0.language == language }
            guard !listed.isEmpty else {
                rows.append(row([cell(language), "—", "—", "not listed"]))
                continue
            }
            // Several rows in one language stay in one table row, one line each.
            rows.append(
                row([
                    cell(language),
                    listed.map { cell(codeSpan($0.symbol)) }.joined(separator: "<br>"),
                    listed.map { $0.code.map(catalog.codeText) ?? "—" }.joined(separator: "<br>"),
                    listed.map { cell(codeSpan(place($0.location))) }.joined(separator: "<br>"),
                ])
            )
        }
        return rows.joined(separator: "\n")
    }

    /// Every finding but the code conflicts, by section (source-language order), then language,
    /// with parameter and API disagreements side by side.
    static func bySection(_ product: ReconciledProduct, into blocks: inout Blocks<some TextOutputStream>) {
        let findings = product.findings.filter { $0.rule != CodeConflictRule.id }
        guard !findings.isEmpty else { return }
        // The product's sections in order, then those only findings name, in the order they are
        // first named; each section's findings in report order. Grouped once, by hashing: a doc
        // set has thousands of sections.
        var inSections: [SectionPath: [Finding]] = [:]
        var named: [SectionPath] = []
        for finding in findings {
            if inSections[finding.section] == nil { named.append(finding.section) }
            inSections[finding.section, default: []].append(finding)
        }
        var sections: [SectionPath] = []
        var listed: Set<SectionPath> = []
        for section in product.sections + named where listed.insert(section).inserted {
            sections.append(section)
        }
        let order = languages(product)
        let lookup = SideBySideLookup(product.catalog)
        blocks.add("## Drift by section")
        for section in sections {
            guard let inSection = inSections[section] else { continue }
            blocks.add("### " + (section.isEmpty ? "(no section)" : inline(section.joined(separator: " › "))))
            for table in sideBySide(inSection, section: section, languages: order, lookup: lookup) {
                blocks.add(table)
            }
            for language in order {
                let languageFindings = inSection.filter { $0.language == language }
                guard !languageFindings.isEmpty else { continue }
                blocks.add("#### \(inline(language))")
                // One block of bullets, written a bullet at a time.
                blocks.start()
                for (index, finding) in languageFindings.enumerated() {
                    if index > 0 { blocks.write("\n") }
                    blocks.write(bullet(finding))
                }
            }
        }
    }

    /// The catalog's parameters by key and section, and its APIs by selector (the first of each),
    /// for ``sideBySide(_:section:languages:lookup:)``.
    struct SideBySideLookup {
        private var parameters: [ParameterKey: Int] = [:]
        private var apis: [String: Int] = [:]
        private let catalog: Catalog

        private struct ParameterKey: Hashable {
            var key: String
            var section: SectionPath
        }

        init(_ catalog: Catalog) {
            self.catalog = catalog
            for (index, parameter) in catalog.parameters.enumerated() {
                let key = ParameterKey(key: parameter.key, section: parameter.section)
                if parameters[key] == nil { parameters[key] = index }
            }
            for (index, api) in catalog.apis.enumerated() where apis[api.selector] == nil {
                apis[api.selector] = index
            }
        }

        func parameter(_ key: String, in section: SectionPath) -> CatalogParameter? {
            parameters[ParameterKey(key: key, section: section)].map { catalog.parameters[$0] }
        }

        func api(_ selector: String) -> CatalogAPI? {
            apis[selector].map { catalog.apis[$0] }
        }
    }

    /// Tables with a row per language (in the order of `languages`, see ``languages(_:)``) for the
    /// parameters and APIs a section's conflicts are about.
    static func sideBySide(
        _ findings: [Finding], section: SectionPath, languages: [String], lookup: SideBySideLookup
    ) -> [String] {
        var blocks: [String] = []
        var shown: Set<String> = []
        for finding in findings where shown.insert(finding.rule + "|" + finding.fact).inserted {
            if finding.rule == ParamConflictRule.id, let parameter = lookup.parameter(finding.fact, in: section) {
                var rows = [
                    "| \(cell(codeSpan(parameter.key))) | Type | Length | Values | Where |",
                    "| --- | --- | ---: | --- | --- |",
                ]
                for language in languages {
                    for source in parameter.sources where source.language == language {
                        rows.append(
                            row([
                                cell(language), cell(source.type ?? "—"), source.maxLength.map(String.init) ?? "—",
                                cell(source.values.isEmpty ? "—" : source.values.joined(separator: ", ")),
                                cell(codeSpan(place(source.location))),
                            ])
                        )
                    }
                }
                blocks.append(rows.joined(separator: "\n"))
            } else if finding.rule == APIConflictRule.id, let api = lookup.api(finding.fact) {
                var rows = ["| \(cell(codeSpan(api.selector))) | Declaration | Where |", "| --- | --- | --- |"]
                for language in languages {
                    for source in api.sources where source.language == language && source.kind == .declaration {
                        rows.append(
                            row([
                                cell(language), cell(codeSpan(source.signature ?? "")),
                                cell(codeSpan(place(source.location))),
                            ])
                        )
                    }
                }
                blocks.append(rows.joined(separator: "\n"))
            }
        }
        return blocks
    }

    /// A finding as a bullet, with its related locations nested below it.
    static func bullet(_ finding: Finding) -> String {
        var lines: [String] = []
        var line = "- \(codeSpan(place(finding.location))) \(inline(finding.message)) [\(finding.rule)]"
        if let resolution = finding.resolution { line += " — \(emphasis(resolution))" }
        if finding.accepted { line += " (accepted in the config)" }
        lines.append(line)
        for related in finding.related {
            lines.append(
                "  - \(inline(related.language)) \(codeSpan(place(related.location))) — \(inline(related.message))"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// The messages bundles take from another language, by language, then code.
    static func fallbacks(_ product: ReconciledProduct) -> [String] {
        let fallbacks = DriftFallback.all(in: product.catalog)
        guard !fallbacks.isEmpty else { return [] }
        var rows = [
            "| Language | Symbol | Code | Message taken from |",
            "| --- | --- | ---: | --- |",
        ]
        for language in languages(product) {
            for fallback in fallbacks where fallback.language == language {
                rows.append(
                    row([
                        cell(language), cell(codeSpan(fallback.symbol)), product.catalog.codeText(fallback.code),
                        cell(fallback.usedLanguage),
                    ])
                )
            }
        }
        return ["## Messages taken from another language", rows.joined(separator: "\n")]
    }

    /// The heading of a rule's section.
    static func title(of rule: String) -> String {
        switch rule {
        case CodeMissingRule.id: return "Missing codes"
        case CodeUnlistedRule.id: return "Symbols used but not defined"
        default: return rule
        }
    }
}

// MARK: - Helpers

extension DriftReportMarkdownEmitter {
    /// The catalog's languages in order, then any other language a finding names, as first named.
    static func languages(_ product: ReconciledProduct) -> [String] {
        var languages = product.catalog.languages.map(\.folder)
        for finding in product.findings where !languages.contains(finding.language) {
            languages.append(finding.language)
        }
        return languages
    }

    /// Groups findings by a key, groups in the order their first finding appears.
    static func grouped<Key: Hashable>(_ values: [Finding], by key: (Finding) -> Key) -> [(Key, [Finding])] {
        var order: [Key] = []
        var groups: [Key: [Finding]] = [:]
        for value in values {
            let group = key(value)
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(value)
        }
        return order.map { ($0, groups[$0]!) }
    }

    /// `path:line`, or the path alone when the line is unknown.
    static func place(_ location: SourceLocation) -> String {
        location.line > 0 ? "\(location.path):\(location.line)" : location.path
    }

    /// A table row from cells that are already escaped.
    static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }

    /// Text for a table cell: `|` becomes `\|` (a backslash just before it is doubled, so it
    /// survives), a line break becomes `<br>`, other controls ``VisibleText`` escapes.
    static func cell(_ text: String) -> String {
        let text = VisibleText.escaped(text, keeping: { $0 == "\n" || $0 == "\r" })
        // Most cells hold no pipe and no line break: they are returned as they are.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "|") || $0 == 0x0A || $0 == 0x0D }) else { return text }
        var result = ""
        var previous: Character?
        for character in text {
            switch character {
            case "|":
                if previous == "\\" { result.append("\\") }
                result += "\\|"
            case "\r\n", "\n", "\r":
                result += "<br>"
            default:
                result.append(character)
            }
            previous = character
        }
        return result
    }

    /// Text on one line outside a table: line breaks become spaces, so a message cannot end a
    /// list item or start a heading; other controls ``VisibleText`` escapes.
    static func inline(_ text: String) -> String {
        guard mayHoldNewline(text.utf8) else { return VisibleText.escaped(text) }
        return VisibleText.escaped(String(text.map { $0.isNewline ? " " : $0 }))
    }

    /// Whether UTF-8 text may hold a character that is a newline: U+000A–U+000D, U+0085, U+2028 or
    /// U+2029. Each of these is a character of its own (or CR LF), so finding none of their
    /// encodings among the bytes means the text has no newline.
    static func mayHoldNewline(_ utf8: String.UTF8View) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in utf8 {
            switch byte {
            case 0x0A...0x0D: return true
            case 0x85 where previous == 0xC2: return true
            case 0xA8, 0xA9: if previous == 0x80 && beforePrevious == 0xE2 { return true }
            default: break
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    /// Italic text, with `*` escaped so it cannot end the emphasis early.
    static func emphasis(_ text: String) -> String {
        var trimmed = Substring(inline(text))
        while trimmed.first == " " { trimmed.removeFirst() }
        while trimmed.last == " " { trimmed.removeLast() }
        guard !trimmed.isEmpty else { return "" }
        var result = "*"
        for character in trimmed {
            if character == "*" { result += "\\*" } else { result.append(character) }
        }
        return result + "*"
    }

    /// A code span fenced by more backticks than the text holds in a row.
    static func codeSpan(_ text: String) -> String {
        let text = inline(text)
        var longest = 0
        var run = 0
        // Only a backtick byte, or U+1FEF (canonically a backtick; its UTF-8 starts with 0xE1),
        // makes a character equal to a backtick.
        if text.utf8.contains(where: { $0 == UInt8(ascii: "`") || $0 == 0xE1 }) {
            for character in text {
                run = character == "`" ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + padding + text + padding + fence
    }
}
