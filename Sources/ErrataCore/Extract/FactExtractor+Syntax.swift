import ErrataMarkdown

/// Constructs that do not render as their author meant, read from the page's lines and tables
/// (see ``SyntaxIssueFact``).
extension FactExtractor {
    /// MkDocs' admonitions (`!!! note "Title"`, `??? tip`) whose text is not indented under them:
    /// Python-Markdown shows the box empty and the text after it as a paragraph of its own.
    static func emptyAdmonitions(_ document: ParsedDocument, layout: PageLayout) -> [SyntaxIssueFact] {
        var issues: [SyntaxIssueFact] = []
        document.markdown.withLineBytes { lines in
            for number in stride(from: 1, through: lines.count, by: 1) {
                let bytes = lines[number]
                guard bytes.count > 4, bytes[0] == UInt8(ascii: "!") || bytes[0] == UInt8(ascii: "?"),
                    bytes[1] == bytes[0], bytes[2] == bytes[0],
                    bytes[3] == UInt8(ascii: " ") || (bytes[3] == UInt8(ascii: "+") && bytes[0] == UInt8(ascii: "?")),
                    layout.kind(ofLine: number) == .prose
                else { continue }
                var next = number + 1
                while next <= lines.count, lines[next].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { next += 1 }
                guard next <= lines.count, let first = lines[next].first, first != 0x20, first != 0x09 else { continue }
                // `!!! warning`, without its title.
                let marker = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\"") }, as: UTF8.self)
                    .trimmingWhitespace()
                issues.append(
                    SyntaxIssueFact(
                        message:
                            "the text on line \(next), under '\(marker)', is not indented by four spaces: Python-Markdown "
                            + "shows the admonition empty and the text as a paragraph after it; indent it",
                        location: document.location(line: number, characterOffset: 0),
                        section: layout.section(at: number), kind: .emptyAdmonition))
            }
        }
        return issues
    }

    /// The rows of a GFM table with fewer cells than its header (the renderer adds empty ones at the
    /// end, so the cells after a lost one stand under the next column's header) or with more (the
    /// renderer drops those past the header's).
    static func misshapenRows(of table: MarkdownNode, in document: ParsedDocument, layout: PageLayout)
        -> [SyntaxIssueFact]
    {
        guard let header = table.children.first else { return [] }
        let columns = header.children.count
        var issues: [SyntaxIssueFact] = []
        for row in table.children.dropFirst() {
            let line = row.range.start.line
            // A cell the renderer added has no place in the source.
            let written = row.children.count { $0.range.start.column > 0 }
            if written < columns {
                issues.append(
                    SyntaxIssueFact(
                        message: "this row has \(written) cells where its header has \(columns)",
                        location: document.location(line: line, characterOffset: 0),
                        section: layout.section(at: line), kind: .shortRow(cells: written, columns: columns)))
                continue
            }
            // What follows the last cell's closing pipe is dropped. cmark's columns are off for a
            // table in a container whose lines are indented otherwise: they must land on pipes.
            // Most rows end at their last cell's pipe: only a row that runs past it is read.
            guard let first = row.children.first, let last = row.children.last,
                row.range.end.line == line, row.range.end.column > last.range.end.column + 1
            else { continue }
            let text = Array(document.markdown.line(line).utf8)
            let opening = first.range.start.column - 2
            let closing = last.range.end.column
            guard closing < text.count, text[closing] == UInt8(ascii: "|"),
                opening < 0 || (opening < text.count && text[opening] == UInt8(ascii: "|"))
            else { continue }
            let isEdge: (Character) -> Bool = { $0 == "|" || $0 == " " || $0 == "\t" }
            let rest = String(decoding: text[(closing + 1)...], as: UTF8.self)
            let dropped = String(rest.drop(while: isEdge).reversed().drop(while: isEdge).reversed())
            guard !dropped.isEmpty else { continue }
            issues.append(
                SyntaxIssueFact(
                    message:
                        "this row has more cells than its header's \(columns): the renderer drops "
                        + "'\(dropped.clipped(to: 60))' past them; add a column to the header or join the cells",
                    location: document.location(line: line, characterOffset: 0),
                    section: layout.section(at: line)))
        }
        return issues
    }
}
