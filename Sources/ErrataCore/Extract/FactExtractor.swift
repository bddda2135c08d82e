import ErrataMarkdown

/// The extract stage: turns one parsed page into language-neutral facts with locations.
public struct FactExtractor: Sendable {
    /// Creates an extractor.
    public init() {}

    /// Extracts the facts of one page.
    public func extract(_ document: ParsedDocument) -> DocumentFacts {
        let layout = PageLayout(document: document)
        var definitions: [CodeDefinition] = []
        var mentions: [CodeMention] = []
        let reader = ErrorTableReader()
        for table in layout.tables {
            let rows = table.children.dropFirst().map { row in
                row.children.map { cell in
                    // The cell's text starts after its padding; its first inline node knows where.
                    let start = cell.children.first.map(\.range.start) ?? cell.range.start
                    return ErrorTableReader.Cell(text: cell.plainText, location: document.location(start))
                }
            }
            let section = layout.section(at: table.range.start.line)
            let result = reader.read(rows: Array(rows), section: section)
            definitions += result.definitions
            mentions += result.unnumbered
        }
        for (index, line) in document.markdown.lines.enumerated() {
            let number = index + 1
            let kind = layout.kind(ofLine: number)
            if kind == .table { continue }
            for match in SymbolScanner.matches(in: line) {
                let context: CodeMention.Context
                if kind == .code || match.isCompared || PageLayout.looksLikeCode(line) {
                    context = .sample
                } else {
                    context = .prose
                }
                mentions.append(
                    CodeMention(
                        symbol: match.symbol,
                        code: match.code,
                        context: context,
                        location: document.location(line: number, characterOffset: match.characterOffset),
                        section: layout.section(at: number)
                    )
                )
            }
        }
        return DocumentFacts(
            language: document.source.language,
            page: document.source.page,
            path: document.source.path,
            definitions: definitions,
            mentions: mentions
        )
    }
}

/// What each line of a page is (table, code, prose) and which section it belongs to.
struct PageLayout {
    enum LineKind {
        case prose
        case code
        case table
    }

    private(set) var tables: [MarkdownNode] = []
    private var lineKinds: [LineKind]
    /// Headings in document order: line and the section path from there on.
    private var sections: [(line: Int, path: SectionPath)] = []

    init(document: ParsedDocument) {
        lineKinds = Array(repeating: .prose, count: document.markdown.lines.count + 1)
        var headingStack: [(level: Int, title: String)] = []
        var tables: [MarkdownNode] = []
        var codeRanges: [ClosedRange<Int>] = []
        var tableRanges: [ClosedRange<Int>] = []
        var sections: [(line: Int, path: SectionPath)] = []
        document.markdown.root.forEachDescendant { node in
            switch node.kind {
            case .table:
                tables.append(node)
                tableRanges.append(node.range.lines)
            case .codeBlock:
                codeRanges.append(node.range.lines)
            case .heading(let level):
                while let last = headingStack.last, last.level >= level { headingStack.removeLast() }
                headingStack.append((level, node.plainText.trimmingSpacesAndHashes()))
                sections.append((node.range.start.line, headingStack.map(\.title)))
            default:
                break
            }
        }
        self.tables = tables
        self.sections = sections.sorted { $0.line < $1.line }
        for range in codeRanges { mark(range, as: .code) }
        for range in tableRanges { mark(range, as: .table) }
    }

    private mutating func mark(_ range: ClosedRange<Int>, as kind: LineKind) {
        for line in range where line > 0 && line < lineKinds.count {
            lineKinds[line] = kind
        }
    }

    func kind(ofLine line: Int) -> LineKind {
        line > 0 && line < lineKinds.count ? lineKinds[line] : .prose
    }

    /// The section path in force at `line`.
    func section(at line: Int) -> SectionPath {
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].line <= line { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? [] : sections[low - 1].path
    }

    /// Whether a line outside code blocks reads as code (pages that lost their code fences).
    static func looksLikeCode(_ line: Substring) -> Bool {
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        if trimmed.hasPrefix("//") || trimmed.hasPrefix("}") { return true }
        if trimmed.hasSuffix(";") || trimmed.hasSuffix("{") { return true }
        return trimmed.contains("==") || trimmed.contains("!=")
    }
}

extension String {
    /// The text without surrounding spaces or closing `#` marks.
    func trimmingSpacesAndHashes() -> String {
        var text = Substring(self)
        while let last = text.last, last == " " || last == "#" { text.removeLast() }
        while let first = text.first, first == " " { text.removeFirst() }
        return String(text)
    }
}
