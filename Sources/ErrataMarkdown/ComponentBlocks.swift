import Foundation

/// MDX's components (`<Tabs>`, `<Tab title="Kotlin">`, `<CodeGroup>`, `<Note>`), as Docusaurus,
/// Mintlify and other MDX sites write them, each tag on a line of its own around Markdown.
///
/// MDX reads what a component holds as Markdown, indented or not. CommonMark reads a line holding
/// a tag as the start of an HTML block that runs to the next blank line, swallowing the fence
/// after it, and reads a component's indented body as code: a sample in a tab would be broken, a
/// note's text code. Before cmark reads the page, each line that holds only a component's tags
/// is emptied, and each line a component holds is moved left by the indent of the component's
/// first line, so that it is read as the Markdown it is. Lines keep their numbers, and columns
/// are those of the page as written (see ``IndentedBlocks/Result/shifts``).
///
/// A component is a tag whose name starts with a capital letter (HTML's start with small
/// letters and keep CommonMark's reading); tags are recognised outside fenced code only (`<View>`
/// in a React sample is code). A component never closed is listed (``Result/unclosed``).
enum ComponentBlocks {
    /// The text cmark reads, what each line lost, and the components never closed.
    struct Result {
        var text: String
        /// As ``IndentedBlocks/Result/shifts``: `nil` when no line lost any.
        var shifts: [Int32]?
        /// The components opened and never closed: the line of the tag and the name.
        var unclosed: [(line: Int, name: String)] = []
        /// The names of the components the page closes.
        var closed: Set<String> = []
    }

    /// `source` with its component tag lines emptied and their bodies moved left.
    static func dedented(_ source: String) -> Result {
        let moved: Moved? = source.withUTF8Bytes { bytes in
            guard mayHoldComponent(bytes) else { return nil }
            return dedented(bytes)
        }
        guard let moved else { return Result(text: source, shifts: nil) }
        let text = IndentedBlocks.text(of: source, keeping: moved.kept)
        return Result(
            text: text, shifts: moved.changed ? moved.shifts : nil, unclosed: moved.unclosed, closed: moved.closed)
    }

    private struct Moved {
        var kept: [Range<Int>] = []
        var shifts: [Int32] = [0]
        var changed = false
        var unclosed: [(line: Int, name: String)] = []
        var closed: Set<String> = []
    }

    /// Whether a line starts, after spaces, with `<` or `</` and a capital letter.
    private static func mayHoldComponent(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var offset = 0
        while offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "<")), bytes.count - offset) {
            let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var before = at - 1
            while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
            if before < 0 || bytes[before] == UInt8(ascii: "\n") {
                var next = at + 1
                if next < bytes.count, bytes[next] == UInt8(ascii: "/") { next += 1 }
                if next < bytes.count, isCapital(bytes[next]) { return true }
            }
            offset = at + 1
        }
        return false
    }

    private static func dedented(_ bytes: UnsafeBufferPointer<UInt8>) -> Moved {
        var moved = Moved()
        var runStart = 0
        // The components open around the current line: name, line, and the indent their body's
        // first line sets (what each of their lines loses).
        var open: [(name: String, line: Int, body: Int?)] = []
        var fence: (byte: UInt8, count: Int)?
        // An opening tag written over several lines, until its `>`: its name and line.
        var continuing: (name: String, line: Int)?
        var start = 0
        var number = 0
        func remove(_ count: Int, at lineStart: Int) {
            guard count > 0 else { return }
            moved.shifts[moved.shifts.count - 1] = Int32(count)
            moved.changed = true
            moved.kept.append(runStart..<lineStart)
            runStart = lineStart + count
        }
        while start <= bytes.count {
            number += 1
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var contentEnd = end
            if contentEnd > start, bytes[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<contentEnd])
            moved.shifts.append(0)
            var indent = 0
            while indent < line.count, line[indent] == UInt8(ascii: " ") || line[indent] == UInt8(ascii: "\t") {
                indent += 1
            }
            if let tag = continuing {
                if let selfClosing = tagEnd(UnsafeBufferPointer(rebasing: line[indent...])) {
                    if !selfClosing { open.append((tag.name, tag.line, nil)) }
                    continuing = nil
                }
                remove(line.count, at: start)
            } else if indent < line.count {
                let content = UnsafeBufferPointer(rebasing: line[indent...])
                if fence == nil, let tags = Self.tags(content) {
                    for (offset, tag) in tags.list.enumerated() {
                        if tags.continues, offset == tags.list.count - 1 {
                            continuing = (tag.name, number)
                        } else if tag.closing {
                            moved.closed.insert(tag.name)
                            if let index = open.lastIndex(where: { $0.name == tag.name }) {
                                moved.unclosed += open[(index + 1)...].map { ($0.line, $0.name) }
                                open.removeSubrange(index...)
                            }
                        } else if !tag.selfClosing {
                            open.append((tag.name, number, nil))
                        }
                    }
                    remove(line.count, at: start)
                } else {
                    // A line a component holds loses the indent of the component's first line.
                    var removed = 0
                    if !open.isEmpty {
                        if open[open.count - 1].body == nil { open[open.count - 1].body = indent }
                        removed = min(indent, open[open.count - 1].body ?? 0)
                        remove(removed, at: start)
                    }
                    if let openFence = fence {
                        if let closing = IndentedBlocks.fence(content), closing.byte == openFence.byte,
                            closing.count >= openFence.count,
                            content[closing.count...].allSatisfy({
                                $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
                            })
                        {
                            fence = nil
                        }
                    } else if indent - removed <= 3, let opening = IndentedBlocks.fence(content) {
                        fence = opening
                    }
                }
            }
            guard end < bytes.count else { break }
            start = end + 1
        }
        moved.kept.append(runStart..<bytes.count)
        moved.unclosed += open.map { ($0.line, $0.name) }
        return moved
    }

    private static func isCapital(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isCapital(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_")
    }

    /// The component tags a line's content is made of (`<Tab title="A">`, `</Tab></Tabs>`,
    /// `<Card href="/x" />`), and whether the last one goes on to the next line; `nil` when the
    /// line holds anything else.
    private static func tags(_ content: UnsafeBufferPointer<UInt8>) -> (
        list: [(name: String, closing: Bool, selfClosing: Bool)], continues: Bool
    )? {
        var list: [(name: String, closing: Bool, selfClosing: Bool)] = []
        var index = 0
        while index < content.count {
            if content[index] == UInt8(ascii: " ") || content[index] == UInt8(ascii: "\t") {
                index += 1
                continue
            }
            guard content[index] == UInt8(ascii: "<") else { return nil }
            var cursor = index + 1
            let closing = cursor < content.count && content[cursor] == UInt8(ascii: "/")
            if closing { cursor += 1 }
            guard cursor < content.count, isCapital(content[cursor]) else { return nil }
            let nameStart = cursor
            while cursor < content.count, isNameByte(content[cursor]) { cursor += 1 }
            let name = String(decoding: content[nameStart..<cursor], as: UTF8.self)
            // Attributes, with quoted strings and `{…}` expressions, up to the tag's `>`.
            var quote: UInt8?
            var braces = 0
            var ended = false
            var selfClosing = false
            while cursor < content.count {
                let byte = content[cursor]
                cursor += 1
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "{") {
                    braces += 1
                } else if byte == UInt8(ascii: "}") {
                    braces -= 1
                } else if byte == UInt8(ascii: ">"), braces <= 0 {
                    selfClosing = cursor >= 2 && content[cursor - 2] == UInt8(ascii: "/")
                    ended = true
                    break
                }
            }
            list.append((name, closing, selfClosing))
            // An opening tag whose attributes go on over the next lines.
            if !ended { return closing ? nil : (list, true) }
            index = cursor
        }
        return list.isEmpty ? nil : (list, false)
    }

    /// Whether a line ends an opening tag written over several lines (a `>` outside quotes), and
    /// if so whether the tag closes itself (`/>`); `nil` when the tag goes on.
    private static func tagEnd(_ content: UnsafeBufferPointer<UInt8>) -> Bool? {
        var quote: UInt8?
        for (index, byte) in content.enumerated() {
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index > 0 && content[index - 1] == UInt8(ascii: "/")
            }
        }
        return nil
    }
}
