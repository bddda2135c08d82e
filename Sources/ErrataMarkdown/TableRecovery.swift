import Foundation

/// Repairs the tables in a cmark tree so that every pipe table in the source is a table
/// node with the right line numbers.
///
/// Two things go wrong with real documents:
/// - A pipe table that follows a paragraph line with no blank line between, inside a
///   list item or after lazy continuation lines, is left as paragraph text. Such tables
///   are found in the paragraph's source lines, parsed on their own and inserted after
///   the paragraph, marked ``MarkdownNode/isRecovered``.
/// - When cmark does split a table out of a paragraph, it reports the table's lines
///   relative to the paragraph rather than the document. Such tables are moved to the
///   delimiter row that really follows their header.
struct TableRecovery {
    let lines: SourceLines
    /// The nesting allowed in the tables parsed again from source lines; deeper containers are
    /// left out of them (the document itself was checked against the same limit).
    var maximumNesting = MarkdownLimits.default.maximumNesting

    /// Returns `node` with its tables repaired.
    ///
    /// The walk keeps its own stack of open blocks instead of recursing, so the depth of the tree
    /// does not reach the thread's stack. It reads the tree where it stands: a block is copied
    /// only into a new list of its parent's children (once a sibling before it changed) or when
    /// its own children changed, not when the walk goes down into it.
    func repair(_ node: MarkdownNode) -> MarkdownNode {
        guard Self.hasBlockChildren(node) else { return node }
        return withUnsafePointer(to: node) { root in
            var stack = [Frame(root)]
            while true {
                let top = stack.count - 1
                guard stack[top].next < stack[top].original.count else {
                    let finished = stack.removeLast()
                    if stack.isEmpty { return finished.repaired }
                    if finished.isChanged {
                        stack[stack.count - 1].replace(with: finished.repaired)
                    } else {
                        stack[stack.count - 1].keep()
                    }
                    continue
                }
                let index = stack[top].next
                stack[top].next += 1
                let child = stack[top].original.baseAddress! + index
                switch Self.step(for: child.pointee) {
                case .table:
                    stack[top].replace(with: extend(relocate(child.pointee, notBefore: stack[top].floor)))
                case .paragraph(let range):
                    stack[top].keep(adding: embeddedTables(inParagraphAt: range))
                case .htmlBlock:
                    // Tables written as raw HTML (`<table><tr><td>`) are read like pipe tables.
                    if let html = child.pointee.literal, Self.mayHoldHTMLTable(html) {
                        stack[top].keep(
                            adding: HTMLTableReader.tables(in: html, firstLine: child.pointee.range.start.line))
                    } else {
                        stack[top].keep()
                    }
                case .descend:
                    stack.append(Frame(child))
                case .keep:
                    stack[top].keep()
                }
            }
        }
    }

    /// What ``repair(_:)`` does with a child.
    private enum Step {
        case table
        case paragraph(SourceRange)
        case htmlBlock
        /// A block with blocks in it: its children are repaired in turn.
        case descend
        case keep
    }

    private static func step(for child: borrowing MarkdownNode) -> Step {
        switch child.kind {
        case .table: .table
        case .paragraph: .paragraph(child.range)
        case .htmlBlock: .htmlBlock
        default: hasBlockChildren(child) ? .descend : .keep
        }
    }

    /// A block whose children are being repaired, read where it stands in the tree.
    ///
    /// Most blocks need no repair: their children are copied into a new list only from the first
    /// child that changed (or the first table found), and a block without any is kept as it is.
    /// The pointers are into the tree being repaired, which is not changed during the walk, so the
    /// storage they point to stays where it is.
    private struct Frame {
        /// The block, with its children as cmark gave them.
        let node: UnsafePointer<MarkdownNode>
        /// Its children as cmark gave them.
        let original: UnsafeBufferPointer<MarkdownNode>
        /// The children repaired so far, once one changed or a table was found; until then, the
        /// block's own first `next` children.
        private var children: [MarkdownNode]?
        /// The index of the next child to repair.
        var next = 0
        /// The line before which no table of this block is placed: the end of the last child.
        private(set) var floor: Int

        /// A frame for the block `node` points to, before any child is repaired.
        init(_ node: UnsafePointer<MarkdownNode>) {
            self.node = node
            self.original = node.pointee.children.withUnsafeBufferPointer { $0 }
            self.floor = node.pointee.range.start.line
        }

        /// Whether a child changed or a table was found.
        var isChanged: Bool { children != nil }

        /// The block with its repaired children.
        var repaired: MarkdownNode {
            var repaired = node.pointee
            if let children { repaired.children = children }
            return repaired
        }

        /// Keeps the child just read (`next - 1`) as it is, with the tables found in it after it.
        mutating func keep(adding tables: [MarkdownNode] = []) {
            // The child is copied out only into a new list of children (a copy retains its parts).
            if !tables.isEmpty, children == nil { children = copied(upTo: next - 1) }
            if children != nil {
                children!.append(original[next - 1])
                children! += tables
            }
            floor = max(floor, tables.last?.range.end.line ?? original[next - 1].range.end.line)
        }

        /// Puts `repaired` in the place of the child just read (`next - 1`).
        mutating func replace(with repaired: MarkdownNode) {
            if children == nil { children = copied(upTo: next - 1) }
            children!.append(repaired)
            floor = max(floor, repaired.range.end.line)
        }

        /// The block's own children before index `end`, with room for the rest.
        private func copied(upTo end: Int) -> [MarkdownNode] {
            var copy: [MarkdownNode] = []
            copy.reserveCapacity(original.count + 1)
            copy += original[..<end]
            return copy
        }
    }

    /// Whether an HTML block may hold a `<table` tag, in any case: the tag is searched for in the
    /// bytes, which is how Foundation's case-insensitive search finds it unless a letter outside
    /// ASCII follows, which Foundation decides.
    static func mayHoldHTMLTable(_ html: String) -> Bool {
        // Each `<` found with memchr (HTML blocks are mostly comments and text: long runs without
        // one); `nil` when the tag is found but Foundation decides.
        let found = html.withUTF8Bytes { bytes -> Bool? in
            guard let base = bytes.baseAddress else { return false }
            var from = 0
            while from < bytes.count, let hit = memchr(base + from, Int32(UInt8(ascii: "<")), bytes.count - from) {
                let open = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                var index = open + 1
                var matched = true
                for expected in "table".utf8 {
                    guard index < bytes.count, bytes[index] | 0x20 == expected else {
                        matched = false
                        break
                    }
                    index += 1
                }
                if matched {
                    // A mark after the tag name could join its last letter (`e` and U+0301).
                    guard index < bytes.count, bytes[index] >= 0x80 else { return true }
                    return nil
                }
                from = open + 1
            }
            return false
        }
        return found ?? (html.range(of: "<table", options: .caseInsensitive) != nil)
    }

    static func hasBlockChildren(_ node: MarkdownNode) -> Bool {
        !node.children.isEmpty && node.kind.isBlock
    }

    // MARK: - Tables cmark placed on the wrong lines

    func relocate(_ table: MarkdownNode, notBefore floor: Int) -> MarkdownNode {
        let start = table.range.start.line
        if Self.isDelimiterRow(line(start + 1)), Self.hasPipe(line(start)) || columnCount(table) == 1 {
            return table
        }
        guard let header = table.children.first else { return table }
        let headerTexts = header.children.map { $0.plainText.trimmingSpaces() }.filter { !$0.isEmpty }
        var candidate = max(floor, 1)
        while candidate < lines.count {
            if Self.isDelimiterRow(line(candidate + 1)),
                headerTexts.allSatisfy({ line(candidate).contains($0) })
            {
                return Self.placeRows(of: table, headerLine: candidate)
            }
            candidate += 1
        }
        return table
    }

    /// A row broken over two lines leaves a line of bare pipes, which ends a cmark table; the
    /// rows after it are read again together with the table.
    func extend(_ table: MarkdownNode) -> MarkdownNode {
        let end = table.range.end.line
        guard Self.isBarePipes(line(end + 1)) else { return table }
        var last = end + 1
        while last + 1 <= lines.count, Self.hasPipe(line(last + 1)) { last += 1 }
        guard last > end + 1, var extended = parseTable(from: table.range.start.line, through: last) else {
            return table
        }
        extended.isRecovered = table.isRecovered
        return extended
    }

    static func isBarePipes(_ line: Substring) -> Bool {
        hasPipe(line) && line.utf8.allSatisfy { $0 == UInt8(ascii: "|") || $0 == 0x20 || $0 == 0x09 }
    }

    private func columnCount(_ table: MarkdownNode) -> Int {
        table.children.first?.children.count ?? 0
    }

    /// Puts the header on `headerLine` and each following row on its own line after the delimiter row.
    private static func placeRows(of table: MarkdownNode, headerLine: Int) -> MarkdownNode {
        var moved = table
        var rows: [MarkdownNode] = []
        for (index, row) in table.children.enumerated() {
            let rowLine = index == 0 ? headerLine : headerLine + 1 + index
            rows.append(setLine(row, to: rowLine))
        }
        moved.children = rows
        moved.range = SourceRange(
            start: SourcePosition(line: headerLine, column: table.range.start.column),
            end: SourcePosition(line: rows.last?.range.end.line ?? headerLine, column: table.range.end.column)
        )
        return moved
    }

    private static func setLine(_ node: MarkdownNode, to line: Int) -> MarkdownNode {
        var moved = node
        moved.range.start.line = line
        moved.range.end.line = line
        moved.children = node.children.map { setLine($0, to: line) }
        return moved
    }

    // MARK: - Tables hidden in paragraph text

    func embeddedTables(in paragraph: MarkdownNode) -> [MarkdownNode] {
        embeddedTables(inParagraphAt: paragraph.range)
    }

    /// ``embeddedTables(in:)`` for the paragraph that spans `range`.
    func embeddedTables(inParagraphAt range: SourceRange) -> [MarkdownNode] {
        let first = range.start.line
        let last = min(range.end.line, lines.count)
        guard last > first else { return [] }
        // The runs of lines that read as a table, found on the lines' bytes (most paragraphs hold
        // no pipe), then parsed.
        let runs = lines.withLineBytes { bytes in
            var runs: [ClosedRange<Int>] = []
            var header = first
            while header < last {
                let delimiter = header + 1
                guard Self.hasPipe(bytes[header]), Self.isDelimiterRow(bytes[delimiter], line: lines.line(delimiter))
                else {
                    header += 1
                    continue
                }
                var end = delimiter
                while end + 1 <= last, Self.hasPipe(bytes[end + 1]) {
                    end += 1
                }
                runs.append(header...end)
                header = end + 1
            }
            return runs
        }
        return runs.compactMap { parseTable(from: $0.lowerBound, through: $0.upperBound) }
    }

    /// Parses lines `first...last` on their own as a table and moves it back to where it stands.
    ///
    /// Lines holding nothing but pipes (the tail of a row broken over two lines) are left out,
    /// since they would end the table; every other line keeps its own line number.
    private func parseTable(from first: Int, through last: Int) -> MarkdownNode? {
        var origin: [(line: Int, indent: Int)] = []
        var text = ""
        for number in first...last {
            let raw = line(number)
            if number > first + 1, Self.isBarePipes(raw) { continue }
            let body = raw.drop(while: { $0 == " " || $0 == "\t" })
            origin.append((number, raw.utf8.count - body.utf8.count))
            text += body
            text += "\n"
        }
        guard var parsed = try? MarkdownParser.parseTree(text, maximumNesting: maximumNesting, flatten: true),
            let index = parsed.children.firstIndex(where: { $0.kind == .table })
        else {
            return nil
        }
        // Taken out of the parsed document, so that the table's nodes are moved where they stand.
        var table = parsed.children.remove(at: index)
        Self.move(&table, to: origin)
        table.isRecovered = true
        return table
    }

    /// Maps positions in the separately parsed text back to the document's lines and columns.
    private static func move(_ node: inout MarkdownNode, to origin: [(line: Int, indent: Int)]) {
        func adjust(_ position: SourcePosition) -> SourcePosition {
            let index = position.line - 1
            guard index >= 0, index < origin.count else { return position }
            return SourcePosition(line: origin[index].line, column: position.column + origin[index].indent)
        }
        node.range = SourceRange(start: adjust(node.range.start), end: adjust(node.range.end))
        for index in node.children.indices {
            move(&node.children[index], to: origin)
        }
    }

    // MARK: - Lines

    /// Whether a line holds `|`, on bytes (with memchr when the line is contiguous).
    static func hasPipe(_ line: Substring) -> Bool {
        line.utf8.withContiguousStorageIfAvailable(hasPipe) ?? line.utf8.contains(UInt8(ascii: "|"))
    }

    /// ``hasPipe(_:)`` on a line's UTF-8 bytes.
    static func hasPipe(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, Int32(UInt8(ascii: "|")), bytes.count) != nil
    }

    private func line(_ number: Int) -> Substring {
        lines.line(number)
    }

    /// Whether a line is a GFM table delimiter row such as `| --- | :-: |` or `---|---|`.
    static func isDelimiterRow(_ line: Substring) -> Bool {
        line.utf8.withContiguousStorageIfAvailable { isDelimiterRow($0, line: line) }
            ?? (hasPipe(line) && characterDelimiterRow(line))
    }

    /// ``isDelimiterRow(_:)`` on a line's UTF-8 `bytes`; the line's text is read only when the
    /// line is not ASCII.
    static func isDelimiterRow(_ bytes: UnsafeBufferPointer<UInt8>, line: @autoclosure () -> Substring) -> Bool {
        // A delimiter row needs a pipe (checked first: this runs on most lines).
        guard hasPipe(bytes) else { return false }
        if let ascii = asciiDelimiterRow(bytes) { return ascii }
        return characterDelimiterRow(line())
    }

    /// ``isDelimiterRow(_:)`` on the UTF-8 bytes of an ASCII line, without making strings; `nil`
    /// for a line that is not ASCII.
    ///
    /// In ASCII text every character is one byte (a line holds no `\n`, so no `\r\n` pair), so
    /// splitting, trimming and comparing bytes gives what ``characterDelimiterRow(_:)`` gives.
    static func asciiDelimiterRow(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var pipes = 0
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if byte == UInt8(ascii: "|") { pipes += 1 }
        }
        let cellCount = pipes + 1
        var kept = 0
        var cellStart = 0
        for cell in 0..<cellCount {
            var end = cellStart
            while end < bytes.count, bytes[end] != UInt8(ascii: "|") { end += 1 }
            var low = cellStart
            var high = end
            cellStart = end + 1
            while low < high, bytes[low] == 0x20 || bytes[low] == 0x09 { low += 1 }
            while high > low, bytes[high - 1] == 0x20 || bytes[high - 1] == 0x09 { high -= 1 }
            // An empty first or last cell (outer pipes) is dropped.
            if low == high, cell == 0 || cell == cellCount - 1 { continue }
            if low < high, bytes[low] == UInt8(ascii: ":") { low += 1 }
            if high > low, bytes[high - 1] == UInt8(ascii: ":") { high -= 1 }
            guard low < high else { return false }
            for index in low..<high where bytes[index] != UInt8(ascii: "-") { return false }
            kept += 1
        }
        return kept > 0
    }

    /// ``isDelimiterRow(_:)`` on characters, for any line.
    static func characterDelimiterRow(_ line: Substring) -> Bool {
        var cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        if cells.first == "" { cells.removeFirst() }
        if cells.last == "" { cells.removeLast() }
        guard !cells.isEmpty else { return false }
        return cells.allSatisfy { cell in
            var body = Substring(cell)
            if body.hasPrefix(":") { body = body.dropFirst() }
            if body.hasSuffix(":") { body = body.dropLast() }
            return !body.isEmpty && body.allSatisfy { $0 == "-" }
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
