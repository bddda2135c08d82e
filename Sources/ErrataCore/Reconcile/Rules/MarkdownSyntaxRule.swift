/// `markdown-syntax`: constructs that do not render as their author meant.
///
/// Examples: `####3.1.1` (no space after the hashes, so CommonMark shows it as text; errata still
/// uses it as a section boundary), and `**[XYZClient userID]**로`, whose closing `**` follows
/// punctuation and precedes a letter, so it is not emphasis and the asterisks show. Stars written
/// to be seen are not reported: escaped (`\*\*`), between spaces, between ASCII letters or digits
/// (`2**20`), inside brackets or quotes (`(**)`), or four and more (`abc****xyz`). One finding per
/// line.
///
/// What is reported depends on the site's renderer (config `renderer`): Python-Markdown reads
/// `####Title` as a heading and pairs each `**` with the next one on the line (but for one between
/// spaces, which it shows as it is), so under it only a line's odd `**` and unclosed fences are
/// reported. A `**` between spaces meant to pair with the line's one unmatched `**` (`** once**`)
/// is the fault under both, reported at its own column. A table row whose cells past the header's
/// hold text is reported (renderers drop them),
/// a translation's row with fewer cells than its header where the source's row has them all, and a
/// table's rows without a delimiter row under the header (shown as text), and an HTML element whose
/// end tag may not be left out (`<table>`, `<div>`, `<details>`) opened and never closed.
/// A link written with full-width brackets or parentheses, as an input method types them, is text;
/// so is one whose `[` (or an image's `![`) was lost, or with a space between its `]` and `(`.
/// Under Python-Markdown, an admonition whose text is not indented under it or whose title it does
/// not read (not in ASCII double quotes), and a translation's
/// paragraph indented into an admonition (or out of it) where the source's is not.
public struct MarkdownSyntaxRule: ContextRule {
    public static let id = "markdown-syntax"
    public static let summary = "Markdown that does not render as its author meant."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.syntax
    public static let help = """
        Markdown that does not render as its author meant: under CommonMark and GFM, `####Title` without a \
        space shows as text, and `**…**` that cannot open or close emphasis shows its stars; under every \
        renderer, a code fence never closed swallows the page after it, a table row's cells past its \
        header's are dropped, a table's rows without a delimiter row (`| --- |`) under the header show as \
        text, a link written with full-width brackets or parentheses (`[設定]（./setup/#init）`) is text, \
        as is one whose `[` was lost (`Setup](./setup.md)`) or with a space before its `(` \
        (`[Setup] (./setup.md)`), and an HTML `<table>` or `<div>` never closed takes what follows into it; a translation's row with \
        fewer cells than the source's puts the cells after the lost one under the wrong headers, and a \
        translation's heading holding an image alone (`###### ![Figure 1](…)`) where the source's page makes \
        none opens a section without a title (it is no section to compare). Add the \
        space, move the stars so that they open and close emphasis, close the fence or the element, add the \
        delimiter row, write the link's brackets in ASCII (and all of them, without a space between), or give the row its header's cells. Set \
        `renderer: python-markdown` for an MkDocs site: Python-Markdown reads `####Title` as a heading and \
        pairs `**` in turn, so only an odd `**` is reported there; an admonition (`!!! note`) whose text is \
        not indented under it shows empty, one whose title is not in ASCII double quotes (`!!! tip 「Note」`) \
        is no admonition (or, unquoted, `!!! tip 참고`, is titled with its type), and a translation's paragraph indented into an admonition (or \
        out of it) where the source's is not shows inside the box (or after it).
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                ####Install

                Text.
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                #### Install

                Text.
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext) -> [Finding] {
        var findings: [Finding] = []
        let source = context.product.sourceLanguage
        let sourcePages = Dictionary(context.pages(of: source).map { ($0.page, $0) }, uniquingKeysWith: { a, _ in a })
        let blockTags = Set(context.facts.flatMap(\.closedTags))
        // Each page's translations that have admonitions, for comparing them (Python-Markdown's alone).
        let translations =
            context.product.renderer == .pythonMarkdown
            ? Dictionary(
                grouping: context.facts.filter { $0.language != source && !$0.admonitions.isEmpty }, by: \.page)
            : [:]
        for page in context.facts {
            var seen: Set<Int> = []
            // Room for every message at once: growing would hash every message (mostly not ASCII,
            // so normalized first) again at each step.
            var occurrences: [String: Int] = Dictionary(minimumCapacity: page.syntaxIssues.count)
            // A page whose admonitions all lost their indentation (a translation's editor) is one
            // finding for them, at the first.
            let admonitions =
                context.product.renderer == .pythonMarkdown
                ? page.syntaxIssues.filter { $0.kind == .emptyAdmonition } : []
            var admonitionsReported = false
            for issue in page.syntaxIssues where Self.shows(issue, under: context.product.renderer) {
                // A tag no page closes is no block (`{% include %}`); nor is `:::` where no page closes
                // one (mkdocstrings' `::: package.module` under MkDocs).
                if case .unclosedTag(let name) = issue.kind, !blockTags.contains(name) { continue }
                if issue.kind == .unclosedContainer, !blockTags.contains(FactExtractor.containerName) { continue }
                if case .unclosedComponent(let name) = issue.kind, !blockTags.contains("<\(name)>") { continue }
                var message = Self.message(of: issue, under: context.product.renderer)
                if issue.kind == .emptyAdmonition, admonitions.count >= Self.manyAdmonitions {
                    guard !admonitionsReported else { continue }
                    admonitionsReported = true
                    let lines = admonitions.map { String($0.location.line) }.listed(naming: 5)
                    message =
                        "\(admonitions.count) admonitions on this page (lines \(lines)) have their text at the margin, "
                        + "not indented by four spaces under them: Python-Markdown shows them empty and the text as "
                        + "paragraphs after them; indent it"
                }
                // A heading of an image is a slip where the source's page makes none (a page's
                // title that is a logo is made in every language).
                if issue.kind == .imageHeading {
                    guard page.language != source, let original = sourcePages[page.page],
                        !original.syntaxIssues.contains(where: { $0.kind == .imageHeading })
                    else { continue }
                }
                if case .shortRow(let cells, let columns) = issue.kind {
                    guard page.language != source, let original = sourcePages[page.page] else { continue }
                    let row: String
                    if let key = Self.fullRow(matching: issue.location.line, of: page, in: original) {
                        row = "the '\(key)' row"
                    } else if Self.hasFullRow(sharingCodeOn: issue.location.line, of: page, in: original)
                        || Self.hasFullRow(sharingKeyOn: issue.location.line, of: page, in: original)
                    {
                        row = "this row"
                    } else {
                        continue
                    }
                    message =
                        "\(row) has \(cells) cells where its header has \(columns) and \(source)'s row has "
                        + "them all: a cell was lost, so any cell after it stands under the next column's header; "
                        + "add the missing cell"
                }
                guard seen.insert(issue.location.line).inserted else { continue }
                // The message is hashed once: counted and read in one access.
                let occurrence = Self.increment(&occurrences[issue.message, default: 0])
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.severity(of: issue, under: context.product.renderer),
                        message: message,
                        product: context.product.id,
                        fact: "syntax:\(issue.message)#\(occurrence)",
                        language: page.language,
                        section: context.section(of: issue.location),
                        location: issue.location
                    )
                )
            }
            if context.product.renderer == .pythonMarkdown, page.language != source, !page.admonitions.isEmpty,
                let original = sourcePages[page.page]
            {
                let others = (translations[page.page] ?? []).filter { $0.language != page.language }
                findings += Self.admonitionDrift(
                    page, original: original, others: others, source: source, context: context)
            }
        }
        return findings
    }

    /// A translation's paragraph indented under an admonition where the source's stands at the
    /// margin after it, or the other way round: Python-Markdown shows it inside the box, or after
    /// it. Admonitions are paired in order, section by section, where both editions have as many;
    /// the blocks one holds more (or fewer) are as many as the margin holds fewer (or more) before
    /// the next heading. Where another translation's admonition holds as many blocks, the two follow
    /// an edition of the source's, not a slip of the indentation.
    static func admonitionDrift(
        _ page: DocumentFacts, original: DocumentFacts, others: [DocumentFacts], source: String,
        context: ReconcileContext
    ) -> [Finding] {
        guard !page.admonitions.isEmpty, !original.admonitions.isEmpty else { return [] }
        /// The admonition of `other` paired with `admonition` of `page`, and its index in its section.
        func counterpart(of admonition: AdmonitionFact, in other: DocumentFacts) -> (AdmonitionFact, Int)? {
            let section = context.section(of: admonition.location)
            let ours = page.admonitions.filter { context.section(of: $0.location) == section }
            let theirs = other.admonitions.filter { context.section(of: $0.location) == section }
            guard ours.count == theirs.count, let index = ours.firstIndex(of: admonition) else { return nil }
            return (theirs[index], index)
        }
        var findings: [Finding] = []
        for admonition in page.admonitions {
            guard let (original, index) = counterpart(of: admonition, in: original) else { continue }
            let moved = admonition.blocks.count - original.blocks.count
            guard moved != 0, original.blocksAfter.count - admonition.blocksAfter.count == moved,
                !others.contains(where: {
                    counterpart(of: admonition, in: $0)?.0.blocks.count == admonition.blocks.count
                })
            else { continue }
            let marker = admonition.location.line
            let line: Int
            let message: String
            if moved > 0 {
                line = admonition.blocks[original.blocks.count]
                message =
                    "line \(line) is indented under the admonition on line \(marker), where \(source)'s paragraph "
                    + "stands after it: Python-Markdown shows it inside the box; move it to the margin"
            } else {
                line = admonition.blocksAfter[0]
                message =
                    "line \(line) stands at the margin after the admonition on line \(marker), where \(source)'s "
                    + "paragraph is indented under it: Python-Markdown shows it after the box; indent it by four spaces"
            }
            findings.append(
                Finding(
                    rule: id, severity: defaultSeverity, message: message, product: context.product.id,
                    fact: "syntax:admonition#\(index)", language: page.language,
                    section: context.section(of: admonition.location),
                    location: SourceLocation(path: admonition.location.path, line: line, column: 1),
                    related: [
                        RelatedLocation(
                            language: source, location: original.location,
                            message: "\(source)'s admonition holds \(original.blocks.count) "
                                + (original.blocks.count == 1 ? "paragraph" : "paragraphs"))
                    ]))
        }
        return findings
    }

    /// How many admonitions without their text under them make one finding for a page.
    static let manyAdmonitions = 3

    /// Whether `issue` shows on a page the renderer renders.
    static func shows(_ issue: SyntaxIssueFact, under renderer: MarkdownRenderer) -> Bool {
        if issue.kind == .emptyAdmonition || issue.kind == .admonitionTitle { return renderer == .pythonMarkdown }
        guard renderer == .pythonMarkdown else { return true }
        switch issue.kind {
        case .unspacedHeading: return false
        case .unmatchedEmphasis(let paired, let spaced): return !paired || spaced != nil
        case .imageHeading, .unspacedListItem, .unclosedFence, .fenceOpenAtEnd, .lateFence, .shortRow, .emptyAdmonition,
            .admonitionTitle,
            .unclosedContainer,
            .unclosedTag, .unopenedTag, .unclosedComponent, .other:
            return true
        }
    }

    /// The name of the parameter or the code that `page`'s table row on `line` gives, when the
    /// source page `original` gives it in a row with every cell of its table.
    static func fullRow(matching line: Int, of page: DocumentFacts, in original: DocumentFacts) -> String? {
        let shortLines = Set(
            original.syntaxIssues.compactMap { issue -> Int? in
                guard case .shortRow = issue.kind else { return nil }
                return issue.location.line
            })
        // The row's key, and which of the page's rows with that key it is: the source's row with the
        // key at the same place is its original (tables of one page repeat rows).
        if let index = page.parameters.firstIndex(where: { $0.location.line == line }) {
            let key = page.parameters[index].key
            let occurrence = page.parameters[..<index].count { $0.key == key }
            let rows = original.parameters.filter { $0.key == key }
            guard occurrence < rows.count else { return nil }
            return shortLines.contains(rows[occurrence].location.line) ? nil : key
        }
        if let index = page.definitions.firstIndex(where: { $0.location.line == line }) {
            let definition = page.definitions[index]
            let same: (CodeDefinition) -> Bool = { $0.code == definition.code && $0.symbol == definition.symbol }
            let occurrence = page.definitions[..<index].count(where: same)
            let rows = original.definitions.filter(same)
            guard occurrence < rows.count else { return nil }
            return shortLines.contains(rows[occurrence].location.line) ? nil : definition.symbol
        }
        return nil
    }

    /// Whether the source's row that writes the short row's first distinctive code span (a topic,
    /// a path: `` `tw/{id}/ota/progress` ``), at the same occurrence, has all its cells: a row of a
    /// table that names neither parameters nor codes, a cell lost in the translation.
    static func hasFullRow(sharingCodeOn line: Int, of page: DocumentFacts, in original: DocumentFacts) -> Bool {
        guard let index = page.codeSpans.firstIndex(where: { $0.line == line && $0.isDistinctive }) else {
            return false
        }
        return sourceRowIsFull(matching: index, of: page.codeSpans, among: original.codeSpans, in: original)
    }

    /// Whether the source's row whose first cell is the short row's, kept alike in every language
    /// (`2.7`, `/v1/users`: see ``DocumentFacts/rowKeys``), at the same occurrence, has all its cells.
    static func hasFullRow(sharingKeyOn line: Int, of page: DocumentFacts, in original: DocumentFacts) -> Bool {
        guard let index = page.rowKeys.firstIndex(where: { $0.line == line }) else { return false }
        return sourceRowIsFull(matching: index, of: page.rowKeys, among: original.rowKeys, in: original)
    }

    /// Whether the source's text of the same hash as `own[index]`, at the same occurrence, stands
    /// on a row that is not short.
    private static func sourceRowIsFull(
        matching index: Int, of own: [VerbatimFact], among theirs: [VerbatimFact], in original: DocumentFacts
    ) -> Bool {
        let hash = own[index].hash
        let occurrence = own[..<index].count { $0.hash == hash }
        let lines = theirs.filter { $0.hash == hash }.map(\.line)
        guard occurrence < lines.count else { return false }
        return !original.syntaxIssues.contains { issue in
            guard case .shortRow = issue.kind else { return false }
            return issue.location.line == lines[occurrence]
        }
    }

    /// How serious the issue is on a page the renderer renders: a block the page ends inside
    /// shows as meant under CommonMark, a note there.
    static func severity(of issue: SyntaxIssueFact, under renderer: MarkdownRenderer) -> Diagnostic.Severity {
        if case .fenceOpenAtEnd = issue.kind, renderer != .pythonMarkdown { return .note }
        return defaultSeverity
    }

    /// What the issue does on a page the renderer renders.
    static func message(of issue: SyntaxIssueFact, under renderer: MarkdownRenderer) -> String {
        switch (renderer, issue.kind) {
        case (.pythonMarkdown, .unclosedFence(let fence, let opener?)):
            "line \(opener)'s two backticks open no code block (a fence takes three), so this '\(fence)', meant to "
                + "close it, opens one never closed: Python-Markdown shows the lines from \(opener) to here as text; "
                + "give both lines the same fence of three backticks"
        case (.pythonMarkdown, .unclosedFence(let fence, nil)), (.pythonMarkdown, .fenceOpenAtEnd(let fence)):
            "the code block opened here with '\(fence)' is never closed: Python-Markdown shows '\(fence)' as text "
                + "and the code after it as paragraphs; close it with '\(fence)'"
        case (.pythonMarkdown, .unmatchedEmphasis(_, nil)):
            "this line's last '**' has no other '**' to pair with and shows on the page; remove it or add its pair"
        default: issue.message
        }
    }

    /// Adds one to `count` and returns it.
    private static func increment(_ count: inout Int) -> Int {
        count += 1
        return count
    }
}
