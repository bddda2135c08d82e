import Foundation

/// Python-Markdown's blocks whose body is indented, as MkDocs sites write them: admonitions
/// (`!!! note "Title"`), collapsible ones (`??? note`, `???+ note`) and content tabs
/// (`=== "Android"`), each followed by its body indented four spaces more than the marker.
///
/// CommonMark reads such a body as an indented code block: an error table in a platform's tab
/// would be code. Before cmark reads the page, each body is moved left, four columns for each
/// block it is in, so that it is read as the Markdown it is; the marker line stays, as text (its
/// title is shown on the page). Lines keep their numbers, and every node's columns are moved
/// back by what its line lost (see ``Result/shifts``), so positions are those of the page as
/// written.
///
/// A marker is recognised outside code only: not in fenced code, nor four columns or more into
/// its block (an indented code block; `!!! note` in a sample of MkDocs' syntax is code). A list
/// item's content, four columns in as Python-Markdown writes it, is a block of its own: a tab
/// in a numbered step is one, and its body stays in the step. Blank lines do not end a body; a
/// line indented less than a body ends it.
enum IndentedBlocks {
    /// The text cmark reads, and what each line lost.
    struct Result {
        var text: String
        /// For each 1-based line (index 0 unused), the bytes of indentation taken from its start;
        /// `nil` when no line lost any (a page without such blocks, most).
        var shifts: [Int32]?
    }

    /// `source` with the bodies of its indented blocks moved left.
    static func dedented(_ source: String) -> Result {
        // Most pages hold no marker: one search for each marker's bytes tells (`a === b` in
        // JavaScript does not start its line). The others are read line by line on their bytes.
        let moved: (kept: [Range<Int>], shifts: [Int32])? = source.withUTF8Bytes { bytes in
            guard
                startsLine(withRunOf: UInt8(ascii: "!"), in: bytes)
                    || startsLine(withRunOf: UInt8(ascii: "?"), in: bytes)
                    || startsLine(withRunOf: UInt8(ascii: "="), in: bytes)
            else { return nil }
            return dedented(bytes)
        }
        guard let moved else { return Result(text: source, shifts: nil) }
        return Result(text: text(of: source, keeping: moved.kept), shifts: moved.shifts)
    }

    /// `source`'s byte ranges `kept`, put together. The page is valid UTF-8 and is cut only between
    /// lines or after the spaces and tabs taken from their starts: appending its slices validates
    /// nothing, where a string decoded from the bytes would be validated again (2.7 % of FastAPI's
    /// instructions).
    static func text(of source: String, keeping kept: [Range<Int>]) -> String {
        var text = ""
        text.reserveCapacity(source.utf8.count)
        let utf8 = source.utf8
        for range in kept where !range.isEmpty {
            let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            let upper = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
            text += source[lower..<upper]
        }
        return text
    }

    /// ``dedented(_:)`` on a page's bytes: the byte ranges of the page cmark reads (all but the
    /// indentation taken from lines' starts) and each line's shift, or `nil` when no line moves.
    private static func dedented(_ bytes: UnsafeBufferPointer<UInt8>) -> (kept: [Range<Int>], shifts: [Int32])? {
        guard let base = bytes.baseAddress else { return nil }
        // One per line: sized for lines of 24 bytes and more (most pages), so that it seldom grows.
        var shifts: [Int32] = []
        shifts.reserveCapacity(bytes.count / 24 + 2)
        shifts.append(0)
        // The runs of bytes kept: a line that loses its indentation ends one and starts the next.
        var kept: [Range<Int>] = []
        var runStart = 0
        // The bodies open around the current line: each one's indent, in columns of the page.
        var bodies: [Int] = []
        // The list items open around it: each one's indent (Python-Markdown indents an item's
        // content, an admonition or a tab among it, four columns).
        var items: [Int] = []
        var fence: (byte: UInt8, count: Int)?
        var changed = false
        var start = 0
        while true {
            let end =
                memchr(base + start, 0x0A, bytes.count - start).map {
                    base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
                } ?? bytes.count
            // The line without its line break (a `\r` before `\n` is part of the break).
            var contentEnd = end
            if contentEnd > start, bytes[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<contentEnd])
            shifts.append(0)
            let (indent, indentBytes) = Self.indent(of: line)
            var removed = 0
            // A blank line ends no body, and keeps its bytes.
            if indentBytes < line.count {
                while let body = bodies.last, indent < body { bodies.removeLast() }
                if fence == nil {
                    while let item = items.last, indent < item + 4 { items.removeLast() }
                }
                // Each body open moves the line four columns left: a body in a list item's content
                // stays in the item.
                removed = Self.indent(of: line, upTo: 4 * bodies.count).bytes
                if removed > 0 {
                    shifts[shifts.count - 1] = Int32(removed)
                    changed = true
                    kept.append(runStart..<start)
                    runStart = start + removed
                }
                let content = UnsafeBufferPointer(rebasing: line[indentBytes...])
                if let open = fence {
                    if let closing = Self.fence(content), closing.byte == open.byte, closing.count >= open.count,
                        Self.isBlank(UnsafeBufferPointer(rebasing: content[closing.count...]))
                    {
                        fence = nil
                    }
                } else if let opening = Self.fence(content) {
                    fence = opening
                } else if indent < max(bodies.last ?? 0, items.last.map { $0 + 4 } ?? 0) + 4, Self.isMarker(content) {
                    // Four columns or more into its block (a body, a list item's content, the page),
                    // a marker is in an indented code block (a sample of MkDocs' syntax).
                    bodies.append(indent + 4)
                } else if Self.startsListItem(content) {
                    items.append(indent)
                }
            }
            guard end < bytes.count else { break }
            start = end + 1
        }
        kept.append(runStart..<bytes.count)
        return changed ? (kept, shifts) : nil
    }

    /// Whether a line of `bytes` starts, after spaces and tabs, with three `byte`s in a row
    /// (`!!!`, `???`, `===`).
    private static func startsLine(withRunOf byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var offset = 0
        while offset + 3 <= bytes.count,
            let found = memchr(base + offset, Int32(byte), bytes.count - offset)
        {
            let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if at + 2 < bytes.count, bytes[at + 1] == byte, bytes[at + 2] == byte {
                var before = at - 1
                while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") {
                    before -= 1
                }
                if before < 0 || bytes[before] == UInt8(ascii: "\n") { return true }
            }
            // Past the run: a long row of `=` (a setext underline) is read once.
            offset = at + 1
            while offset < bytes.count, bytes[offset] == byte { offset += 1 }
        }
        return false
    }

    /// A line's indent in columns (a tab moves to the next multiple of 4, as Python-Markdown
    /// reads it) and in bytes, up to `limit` columns (a tab that spans past them is taken whole).
    private static func indent(of line: UnsafeBufferPointer<UInt8>, upTo limit: Int = .max) -> (
        columns: Int, bytes: Int
    ) {
        var columns = 0
        var bytes = 0
        for byte in line {
            guard columns < limit else { break }
            if byte == UInt8(ascii: " ") {
                columns += 1
            } else if byte == UInt8(ascii: "\t") {
                columns += 4 - columns % 4
            } else {
                break
            }
            bytes += 1
        }
        return (columns, bytes)
    }

    /// `!!! type`, `??? type`, `???+ type` (a word after the marker) or `=== "Title"`.
    static func isMarker(_ content: Substring.UTF8View) -> Bool {
        var text = Substring(content)
        return text.withUTF8 { isMarker($0) }
    }

    /// ``isMarker(_:)-(Substring.UTF8View)`` on a line's content's bytes.
    private static func isMarker(_ content: UnsafeBufferPointer<UInt8>) -> Bool {
        var bytes = content[...]
        // Three of one mark, read on the line's bytes (every line of a page with a marker-like
        // line is asked).
        guard let mark = bytes.first,
            mark == UInt8(ascii: "!") || mark == UInt8(ascii: "?") || mark == UInt8(ascii: "="),
            bytes.prefix(3).count == 3, bytes.prefix(3).allSatisfy({ $0 == mark })
        else { return false }
        bytes = bytes.dropFirst(3)
        // `???+ note` opens a collapsible admonition, `===+ "Title"` a tab selected first.
        if mark != UInt8(ascii: "!"), bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        guard let space = bytes.first, space == UInt8(ascii: " ") || space == UInt8(ascii: "\t") else { return false }
        guard let next = bytes.drop(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }).first else {
            return false
        }
        if mark == UInt8(ascii: "=") { return next == UInt8(ascii: "\"") }
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(next | 0x20)
    }

    /// Whether a line's content (after its indent) starts a list item: `-`, `*` or `+`, or up to
    /// nine digits and `.` or `)`, then a space or a tab.
    static func startsListItem(_ content: Substring.UTF8View) -> Bool {
        var text = Substring(content)
        return text.withUTF8 { startsListItem($0) }
    }

    /// ``startsListItem(_:)-(Substring.UTF8View)`` on a line's content's bytes.
    private static func startsListItem(_ content: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = content.first else { return false }
        var rest = content.dropFirst()
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
            // `***` and `- - -` are breaks, `**bold**` is text: a space must follow the mark.
        } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) {
            let digits = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            guard digits < 9 else { return false }
            rest = rest.dropFirst(digits)
            guard let mark = rest.first, mark == UInt8(ascii: ".") || mark == UInt8(ascii: ")") else { return false }
            rest = rest.dropFirst()
        } else {
            return false
        }
        return rest.first == UInt8(ascii: " ") || rest.first == UInt8(ascii: "\t")
    }

    /// The fence a line opens or closes (three or more backticks or tildes), if any.
    static func fence(_ content: UnsafeBufferPointer<UInt8>) -> (byte: UInt8, count: Int)? {
        guard let first = content.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return nil }
        let count = content.prefix { $0 == first }.count
        return count >= 3 ? (first, count) : nil
    }

    private static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
