/// Reads tables written as raw HTML (`<table><tr><td>…`), common in older guides, into the
/// same table nodes cmark makes for pipe tables, with a line for every row.
///
/// Only what tables need is understood: `<tr>`, `<td>`, `<th>` (with `rowspan`, whose cell is
/// repeated as an empty cell in the rows below, and `colspan`, which adds empty cells), `<br>`
/// inside cells as a line break, other tags dropped, and the common character references.
/// Anything else is left alone; the reader never fails, and its work is linear in the block.
enum HTMLTableReader {
    /// The tables in an HTML block that starts on `firstLine`.
    static func tables(in html: String, firstLine: Int) -> [MarkdownNode] {
        let scanner = TagScanner(html)
        return tables(tokens: Array(AnyIterator(scanner.next)), firstLine: firstLine)
    }

    /// The tables that HTML split into `tokens` holds, the HTML starting on `firstLine`.
    static func tables(tokens: [HTMLToken], firstLine: Int) -> [MarkdownNode] {
        var tables: [MarkdownNode] = []
        var rows: [(line: Int, cells: [String])] = []
        var currentRow: [String]?
        var rowLine = firstLine
        var cellText: String?
        var tableLine = firstLine
        // Columns covered by a rowspan from a row above, and for how many more rows.
        var covered: [Int: Int] = [:]
        var coveredNext: [Int: Int] = [:]
        var cellSpan = (rows: 1, columns: 1)

        func fillCovered() {
            while let remaining = covered[currentRow!.count], remaining > 0 {
                currentRow!.append("")
            }
        }
        func finishCell() {
            guard let text = cellText, currentRow != nil else { return }
            fillCovered()
            let column = currentRow!.count
            currentRow!.append(clean(text))
            for _ in 1..<max(cellSpan.columns, 1) { currentRow!.append("") }
            if cellSpan.rows > 1 { coveredNext[column] = cellSpan.rows - 1 }
            cellText = nil
        }
        func finishRow() {
            finishCell()
            guard currentRow != nil else { return }
            let maxCovered = covered.keys.max() ?? -1
            while currentRow!.count <= maxCovered, covered[currentRow!.count] != nil { currentRow!.append("") }
            var next = covered.compactMapValues { $0 > 1 ? $0 - 1 : nil }
            next.merge(coveredNext) { _, new in new }
            covered = next
            coveredNext = [:]
            let row = currentRow!
            currentRow = nil
            if !row.isEmpty { rows.append((rowLine, row)) }
        }
        func finishTable() {
            finishRow()
            if rows.count >= 2 { tables.append(makeTable(rows, line: tableLine)) }
            rows = []
            covered = [:]
            coveredNext = [:]
        }

        for token in tokens {
            switch token {
            case .text(let text):
                if cellText != nil { cellText! += text }
            case .tag(let name, let closing, let attributes, let line):
                switch (name, closing) {
                case ("table", false):
                    finishTable()
                    tableLine = firstLine + line
                case ("table", true):
                    finishTable()
                case ("tr", false):
                    finishRow()
                    currentRow = []
                    rowLine = firstLine + line
                case ("tr", true):
                    finishRow()
                case ("td", false), ("th", false):
                    if currentRow == nil {
                        currentRow = []
                        rowLine = firstLine + line
                    }
                    finishCell()
                    cellText = ""
                    cellSpan = (
                        Int(attributes["rowspan"] ?? "") ?? 1, Int(attributes["colspan"] ?? "") ?? 1
                    )
                case ("td", true), ("th", true):
                    finishCell()
                case ("br", _):
                    if cellText != nil { cellText! += "\n" }
                default:
                    break
                }
            }
        }
        finishTable()
        return tables
    }

    private static func makeTable(_ rows: [(line: Int, cells: [String])], line: Int) -> MarkdownNode {
        let width = rows.map(\.cells.count).max() ?? 0
        var children: [MarkdownNode] = []
        for (index, row) in rows.enumerated() {
            let position = SourcePosition(line: row.line, column: 1)
            let range = SourceRange(start: position, end: position)
            let cells = (0..<width).map { column -> MarkdownNode in
                let text = column < row.cells.count ? row.cells[column] : ""
                let child = MarkdownNode(kind: .text, range: range, literal: text)
                return MarkdownNode(kind: .tableCell, range: range, children: text.isEmpty ? [] : [child])
            }
            children.append(MarkdownNode(kind: index == 0 ? .tableHeader : .tableRow, range: range, children: cells))
        }
        let range = SourceRange(
            start: SourcePosition(line: line, column: 1),
            end: SourcePosition(line: rows.last?.line ?? line, column: 1)
        )
        return MarkdownNode(kind: .table, range: range, children: children, literal: nil, isRecovered: true)
    }

    /// Cell text: references decoded, runs of spaces joined, lines trimmed, blank lines left out.
    static func clean(_ text: String) -> String {
        decodeReferences(text).split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
            }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }

    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
    ]

    /// `&amp;`, `&lt;`, `&#39;`, `&#x27;` and the like.
    static func decodeReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character == "&", let end = text[index...].prefix(12).firstIndex(of: ";"),
                let replacement = replacement(forName: text[text.index(after: index)..<end])
            else {
                result.append(character)
                index = text.index(after: index)
                continue
            }
            result += replacement
            index = text.index(after: end)
        }
        return result
    }

    /// What the reference `&name;` stands for, if errata knows it.
    private static func replacement(forName name: Substring) -> String? {
        if name.hasPrefix("#x") || name.hasPrefix("#X"), let value = UInt32(name.dropFirst(2), radix: 16) {
            return Unicode.Scalar(value).map { String(Character($0)) }
        } else if name.hasPrefix("#"), let value = UInt32(name.dropFirst()) {
            return Unicode.Scalar(value).map { String(Character($0)) }
        }
        return named[String(name)]
    }
}

/// A piece of HTML as the table reader sees it.
enum HTMLToken: Equatable {
    case text(String)
    /// A tag: lower-cased name, whether it closes, its attributes, and the 0-based line it starts on.
    case tag(name: String, closing: Bool, attributes: [String: String], line: Int)
}

/// Splits HTML into text and tags on its UTF-8 bytes, as HTML is defined: a tag name is ASCII
/// letters and digits, and every mark the scanner looks for (`<`, `>`, quotes, `/`, `-`, `\n`)
/// is ASCII. Comments are skipped; lines are counted.
final class TagScanner {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 0

    init(_ html: String) {
        bytes = Array(html.utf8)
    }

    func next() -> HTMLToken? {
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "<") {
            if let tag = readTag() { return tag }
            advance()
            return .text("<")
        }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") { advance() }
        return .text(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private func advance() {
        if bytes[index] == 0x0A { line += 1 }
        index += 1
    }

    private func readTag() -> HTMLToken? {
        let start = index
        let startLine = line
        // Comments.
        if bytes[index...].starts(with: "<!--".utf8) {
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: ">"), index >= 2, bytes[index - 1] == UInt8(ascii: "-"),
                    bytes[index - 2] == UInt8(ascii: "-")
                {
                    advance()
                    return .text("")
                }
                advance()
            }
            return .text("")
        }
        advance()
        var closing = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
            closing = true
            advance()
        }
        let nameStart = index
        while index < bytes.count, Self.isASCIIAlphanumeric(bytes[index]) { advance() }
        guard index > nameStart else {
            index = start
            line = startLine
            return nil
        }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
        let bodyStart = index
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                let body = String(decoding: bytes[bodyStart..<index], as: UTF8.self)
                advance()
                return .tag(
                    name: name, closing: closing, attributes: Self.attributes(body), line: startLine)
            }
            advance()
        }
        let body = String(decoding: bytes[bodyStart..<index], as: UTF8.self)
        return .tag(name: name, closing: closing, attributes: Self.attributes(body), line: startLine)
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// `rowspan="2" colspan=3` → ["rowspan": "2", "colspan": "3"].
    static func attributes(_ body: String) -> [String: String] {
        var result: [String: String] = [:]
        var rest = Substring(body)
        while let equals = rest.firstIndex(of: "=") {
            let key = rest[..<equals].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).last
                .map { $0.lowercased() }
            rest = rest[rest.index(after: equals)...].drop(while: { $0 == " " })
            var value: Substring
            if let first = rest.first, first == "\"" || first == "'" {
                let afterQuote = rest.dropFirst()
                let end = afterQuote.firstIndex(of: first) ?? afterQuote.endIndex
                value = afterQuote[..<end]
                rest = end < afterQuote.endIndex ? afterQuote[afterQuote.index(after: end)...] : ""
            } else {
                let end =
                    rest.firstIndex(where: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "/" }) ?? rest.endIndex
                value = rest[..<end]
                rest = rest[end...]
            }
            if let key { result[key] = String(value) }
        }
        return result
    }
}
