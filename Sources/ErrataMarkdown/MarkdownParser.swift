internal import CCmarkGFM
internal import CErrataSupport
import Foundation

/// Parses Markdown with libcmark-gfm. The only place in errata that calls cmark.
///
/// cmark's C tree is walked once along its links, turned into immutable ``MarkdownNode``
/// values and freed before `parse` returns. The walk measures how deeply containers nest, so
/// that no Swift tree deeper than a limit is ever built: deeper trees could overflow the stack
/// in the code that walks them or frees them.
public enum MarkdownParser {
    /// How much of a paragraph's inline content the tree keeps.
    public enum ParagraphDetail: Sendable {
        /// Every inline node, as cmark reads it.
        case all
        /// Only what a reader of facts looks at in running text: links and images, whole (with
        /// their label), the text nodes in which an asterisk stands (emphasis markers cmark
        /// could not match) and HTML comments (errata's own, which turn rules off). The other inline nodes of paragraphs are left out, and emphasis,
        /// strong and strikethrough nodes give up their kept children to the paragraph. Headings,
        /// table cells and every other block keep all their inline content; a paragraph's text
        /// is still on its source lines. Code blocks keep their info string but not their text,
        /// which is on their source lines too (a page's samples are most of its bytes outside
        /// prose).
        ///
        /// Most of a page's nodes are the words of its paragraphs: leaving them out makes the
        /// tree several times smaller. Limits are checked on the whole tree all the same.
        case linksAndMarkers
    }

    /// Parses a GitHub-flavoured Markdown document (tables and strikethrough enabled).
    ///
    /// The bodies of MkDocs' admonitions and content tabs, indented under their marker line, are
    /// read as Markdown rather than as indented code (see ``IndentedBlocks``), and so are MDX
    /// components' (see ``ComponentBlocks``).
    ///
    /// Containers nested deeper than the default ``MarkdownLimits/maximumNesting`` are left out
    /// of the tree; their content is kept, attached to the deepest container allowed. The other
    /// limits are not checked. Use ``parse(_:limits:)`` to refuse documents over any limit.
    ///
    /// - Parameters:
    ///   - source: The document's text, already decoded and with `\n` line ends.
    ///   - paragraphs: How much of each paragraph's inline content the tree keeps.
    ///   - frontMatterLines: How many lines at the top are front matter, not Markdown (see
    ///     ``MarkdownDocument/frontMatterLines``).
    /// - Returns: The document tree, with tables that cmark missed or misplaced repaired
    ///   (see ``TableRecovery``).
    public static func parse(
        _ source: String, paragraphs: ParagraphDetail = .all, frontMatterLines: Int = 0
    ) -> MarkdownDocument {
        let maximum = MarkdownLimits.default.maximumNesting
        let blocks = prepared(source, frontMatterLines: frontMatterLines)
        let root =
            (try? parseTree(
                blocks.text, maximumNesting: maximum, flatten: true, paragraphs: paragraphs,
                columnShifts: blocks.shifts))
            ?? emptyDocument()
        let lines = SourceLines(source)
        let repaired = TableRecovery(lines: lines, maximumNesting: maximum).repair(root)
        var document = MarkdownDocument(root: repaired, sourceLines: lines)
        document.frontMatterLines = min(max(frontMatterLines, 0), lines.count)
        document.unclosedComponents = blocks.components.unclosed
        document.closedComponents = blocks.components.closed
        return document
    }

    /// Parses a GitHub-flavoured Markdown document, refusing one over `limits`.
    ///
    /// The inline markup and table columns are counted before cmark reads the document, and the
    /// nesting while its tree is converted, before any deep Swift tree exists.
    ///
    /// - Parameters:
    ///   - source: The document's text, already decoded and with `\n` line ends.
    ///   - limits: What the document may ask of the parser; each is brought within its ceiling.
    ///   - paragraphs: How much of each paragraph's inline content the tree keeps.
    ///   - frontMatterLines: How many lines at the top are front matter, not Markdown: cmark reads
    ///     them as blank lines, so that every other line keeps its number (see
    ///     ``MarkdownDocument/frontMatterLines``).
    /// - Returns: The document tree, with its tables repaired.
    /// - Throws: ``MarkdownLimitError`` at the first place over a limit.
    public static func parse(
        _ source: String, limits: MarkdownLimits, paragraphs: ParagraphDetail = .all, frontMatterLines: Int = 0
    ) throws -> MarkdownDocument {
        let limits = limits.clamped
        let blocks = prepared(source, frontMatterLines: frontMatterLines)
        let root: MarkdownNode
        do {
            try MarkdownPrescan.check(blocks.text, limits: limits)
            root = try parseTree(
                blocks.text, maximumNesting: limits.maximumNesting, flatten: false, paragraphs: paragraphs,
                columnShifts: blocks.shifts)
        } catch var error as MarkdownLimitError {
            // At the column of the page as written, on a line of a moved body.
            let line = error.position.line
            if let shifts = blocks.shifts, line > 0, line < shifts.count, error.position.column > 0 {
                error.position.column += Int(shifts[line])
            }
            throw error
        }
        let lines = SourceLines(source)
        let repaired = TableRecovery(lines: lines, maximumNesting: limits.maximumNesting).repair(root)
        var document = MarkdownDocument(root: repaired, sourceLines: lines)
        document.frontMatterLines = min(max(frontMatterLines, 0), lines.count)
        document.unclosedComponents = blocks.components.unclosed
        document.closedComponents = blocks.components.closed
        return document
    }

    /// The text cmark reads: front matter emptied, MkDocs' indented blocks and MDX components'
    /// bodies moved left (each line's shifts added up), with the components never closed.
    private static func prepared(_ source: String, frontMatterLines: Int) -> (
        text: String, shifts: [Int32]?, components: ComponentBlocks.Result
    ) {
        let indented = IndentedBlocks.dedented(blankingLines(frontMatterLines, of: source))
        var components = ComponentBlocks.dedented(indented.text)
        let text = components.text
        components.text = ""
        guard let second = components.shifts else { return (text, indented.shifts, components) }
        guard let first = indented.shifts else { return (text, second, components) }
        return (text, zip(first, second).map { $0 + $1 }, components)
    }

    /// `source` with its first `count` lines emptied (each still ends with its `\n`, so every
    /// other line keeps its number and columns); `source` itself when `count` is 0.
    package static func blankingLines(_ count: Int, of source: String) -> String {
        guard count > 0 else { return source }
        let utf8 = source.utf8
        var start = utf8.startIndex
        var blanked = 0
        while blanked < count, let newline = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) {
            start = utf8.index(after: newline)
            blanked += 1
        }
        // A last line without a line end is emptied too.
        if blanked < count { start = utf8.endIndex }
        return String(repeating: "\n", count: blanked) + source[start...]
    }

    /// Whether a page may hold a footnote (`[^1]`): its bytes hold `[^`.
    static func holdsFootnote(_ source: String) -> Bool {
        func holds(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let base = bytes.baseAddress else { return false }
            var from = 1
            // `^` is rare in prose: found with memchr, then the byte before it looked at.
            while from < bytes.count, let hit = memchr(base + from, Int32(UInt8(ascii: "^")), bytes.count - from) {
                let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if bytes[index - 1] == UInt8(ascii: "[") { return true }
                from = index + 1
            }
            return false
        }
        return source.utf8.withContiguousStorageIfAvailable(holds) ?? Array(source.utf8).withUnsafeBufferPointer(holds)
    }

    /// Parses `source` into a tree without any repair.
    ///
    /// - Parameters:
    ///   - maximumNesting: The deepest nesting allowed.
    ///   - flatten: What to do with deeper containers: leave them out, keeping their content
    ///     (`true`), or throw (`false`).
    ///   - paragraphs: How much of each paragraph's inline content the tree keeps.
    ///   - arena: Whether cmark allocates from this thread's arena; by default, for a page of up
    ///     to ``arenaPageBytes`` (tests compare the two ways).
    ///   - everyExtension: Whether every extension is attached; by default, only those whose
    ///     characters `source` holds (see ``Extensions``; tests compare the two ways).
    ///   - columnShifts: For each 1-based line, the bytes taken from its start before cmark read
    ///     it (see ``IndentedBlocks``), added back to the columns of the nodes on it.
    static func parseTree(
        _ source: String, maximumNesting: Int, flatten: Bool, paragraphs: ParagraphDetail = .all,
        arena: Bool? = nil, everyExtension: Bool = false, columnShifts: [Int32]? = nil
    ) throws -> MarkdownNode {
        // Footnotes as GitHub renders them (`[^1]: …` is no link to its text), where a page has any.
        let options = Self.holdsFootnote(source) ? CMARK_OPT_DEFAULT | CMARK_OPT_FOOTNOTES : CMARK_OPT_DEFAULT
        // cmark's memory comes from this thread's arena and goes all at once when the page is
        // converted (see `errata_arena.h`), rather than node by node. A larger page, or one that
        // fills the arena and spills over to the system's allocator, is freed as it is converted,
        // so that its two trees are never held whole at once.
        let inArena = arena ?? (source.utf8.count <= arenaPageBytes)
        let mark = inArena ? errata_arena_enter() : nil
        defer { if let mark { errata_arena_leave(mark) } }
        let created =
            inArena
            ? cmark_parser_new_with_mem(options, UnsafeMutablePointer(OpaquePointer(errata_arena_memory())))
            : cmark_parser_new(options)
        guard let parser = created else {
            return emptyDocument()
        }
        defer { cmark_parser_free(parser) }
        var text = source
        let marking = text.withUTF8 { buffer in
            // An extension that reads inlines is attached only when the text holds the character
            // that starts them: without it, it would find nothing.
            var marks = false
            for (ext, character) in extensions.list {
                if let character, !everyExtension {
                    guard let base = buffer.baseAddress, memchr(base, Int32(character), buffer.count) != nil
                    else { continue }
                }
                cmark_parser_attach_syntax_extension(parser, ext)
                marks = marks || character != nil
            }
            guard let base = buffer.baseAddress, buffer.count > 0 else { return marks }
            base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                cmark_parser_feed(parser, pointer, buffer.count)
            }
            return marks
        }
        guard let document = finish(parser, marking: marking) else {
            return emptyDocument()
        }
        // In the arena, the nodes go when the scope ends; unless the page spilled over to the
        // system's allocator (by the end of the conversion, which may allocate too).
        defer { if !inArena || errata_arena_spilled() != 0 { cmark_node_free(document) } }
        return try convert(
            UnsafeMutableRawPointer(document), maximumNesting: maximumNesting, flatten: flatten,
            outliningParagraphs: paragraphs == .linksAndMarkers,
            freeingNodes: !inArena || errata_arena_spilled() != 0, columnShifts: columnShifts)
    }

    /// The largest page, in UTF-8 bytes, read in the arena (256 KiB). Larger pages would most
    /// likely fill it (cmark takes 4 to 14 times a page's size, and the arena holds 4 MiB), and
    /// they gain little from it.
    static let arenaPageBytes = 256 << 10

    /// Finishes `parser`'s document: cmark reads its inlines.
    ///
    /// Reading the inlines with an extension that marks characters (`marking`) sets and clears
    /// process-wide state in libcmark-gfm: one such document at a time (see ``finishing``). Every
    /// parse in the process with such an extension attached must finish here, tests' included:
    /// one that calls `cmark_parser_finish` itself clears `~` while another parse reads.
    static func finish(_ parser: OpaquePointer, marking: Bool) -> OpaquePointer? {
        guard marking else { return cmark_parser_finish(parser) }
        return finishing.withLock { cmark_parser_finish(parser) }
    }

    /// Held while cmark reads the inlines of a document parsed with an extension that marks
    /// characters.
    ///
    /// libcmark-gfm marks the characters that start an extension's inlines (`~` for
    /// strikethrough) in a table shared by every parser when a parse starts reading inlines, and
    /// clears them when it is done. With parses on several threads, one that finishes clears `~`
    /// while another still reads, which then takes `~~text~~` for plain text: a few parses in a
    /// hundred read differently from the same text. The blocks of documents are still read side
    /// by side, and their trees converted side by side; and a document without `~` is parsed
    /// without strikethrough (it would find none), so it neither marks nor clears anything and
    /// needs no lock: most documents.
    private static let finishing = NSLock()

    /// The table and strikethrough extensions, registered once for the whole process.
    ///
    /// `cmark_gfm_core_extensions_ensure_registered` is not thread-safe: two threads calling it
    /// first at once register the extensions twice, renumbering the table node types while the
    /// other thread parses (a crash, or tables read wrong). A `static let` is initialized exactly
    /// once, whichever thread asks first.
    private static let extensions = Extensions()

    private struct Extensions: @unchecked Sendable {
        /// Each extension, with the character that starts its inlines for those that read inlines
        /// (and mark it in libcmark-gfm's shared table while they do): only strikethrough, `~`.
        let list: [(extension: OpaquePointer, character: UInt8?)]

        init() {
            cmark_gfm_core_extensions_ensure_registered()
            let wanted: [(name: String, character: UInt8?)] = [("table", nil), ("strikethrough", UInt8(ascii: "~"))]
            list = wanted.compactMap { wanted in
                cmark_find_syntax_extension(wanted.name).map { ($0, wanted.character) }
            }
        }
    }

    private static func emptyDocument() -> MarkdownNode {
        MarkdownNode(
            kind: .document, range: SourceRange(start: .init(line: 1, column: 1), end: .init(line: 1, column: 1)))
    }

    /// Walks the C tree once and builds the Swift tree, without recursion.
    ///
    /// The walk follows cmark's child and sibling links, in the order of `cmark_iter`: a
    /// container is entered, its children walked, and the container built when it is left; leaf
    /// types (see ``isLeafType(_:)``) are never descended into, as the iterator does not.
    ///
    /// With `outliningParagraphs`, a paragraph keeps only its links and images and the text nodes that hold
    /// an asterisk (see ``ParagraphDetail/linksAndMarkers``); the containers it leaves out still
    /// count towards the nesting limit.
    private static func convert(
        _ document: UnsafeMutableRawPointer, maximumNesting: Int, flatten: Bool, outliningParagraphs: Bool = false,
        freeingNodes: Bool = true, columnShifts: [Int32]? = nil
    ) throws -> MarkdownNode {
        // Each open container collects its children until it is left: the innermost in `current`,
        // the others (and under them, the list the document itself goes to) on `stack`; `lines`
        // holds the line each one starts on (its parent's, when cmark gives none), for messages.
        var current: [MarkdownNode] = []
        var stack: [[MarkdownNode]] = []
        var lines: [Int] = []
        /// What became of a container entered and not yet left.
        enum Role {
            /// Built when it is left, from the children collected in `current`.
            case built
            /// Nested too deeply and left out (when flattening): its content goes to its parent.
            case skipped
            /// Left out of an outlined paragraph: its kept content goes to the paragraph.
            case outlined
        }
        // The containers entered and not yet left, skipped and outlined ones included.
        var open: [(node: UnsafeMutableRawPointer, role: Role)] = []
        var skipped = 0
        // While outlining paragraphs: whether the walk is in a paragraph, and the link or image
        // it is in, kept whole.
        var inParagraph = false
        var whole: UnsafeMutableRawPointer?
        // The kinds of the extension nodes met so far.
        var extensionKinds = ExtensionKinds()

        // Built in the argument of `append`, into the innermost open container's children, by the
        // memberwise initializer, so that it is moved there and not copied (see ``MarkdownNode``).
        func add(_ node: UnsafeMutableRawPointer, children: consuming [MarkdownNode]) {
            current.append(
                makeNode(
                    node, children: children, kinds: &extensionKinds, shifts: columnShifts,
                    codeText: !outliningParagraphs))
        }

        func enter(_ node: UnsafeMutableRawPointer) throws {
            if open.count > maximumNesting || skipped > 0 {
                // The document is level 0, so `open.count` is this container's depth.
                guard flatten else {
                    let position = positions(of: node)
                    let line = Int(position.0)
                    throw MarkdownLimitError(
                        kind: .nesting,
                        position: line > 0
                            ? SourcePosition(line: line, column: Int(position.1))
                            : SourcePosition(line: lines.last ?? 1, column: 0),
                        limit: maximumNesting
                    )
                }
                skipped += 1
                open.append((node, .skipped))
                return
            }
            let type = cmark_node_type(UInt32(errata_node_type(node)))
            if inParagraph, whole == nil {
                if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE {
                    whole = node
                } else {
                    open.append((node, .outlined))
                    return
                }
            } else if outliningParagraphs, type == CMARK_NODE_PARAGRAPH {
                inParagraph = true
            }
            var children: [MarkdownNode] = []
            if !inParagraph || whole != nil {
                // An outlined paragraph keeps few of its nodes: its children are not counted.
                var count = 0
                var child = errata_node_first_child(node)
                while let current = child {
                    count += 1
                    child = errata_node_next(current)
                }
                children.reserveCapacity(count)
            }
            // The parent's list goes on the stack, and this container's list becomes `current`
            // (swapped: moved, not copied).
            swap(&children, &current)
            stack.append(consume children)
            let line = Int(positions(of: node).0)
            lines.append(line > 0 ? line : lines.last ?? 1)
            open.append((node, .built))
        }

        func leave() {
            let (node, role) = open.removeLast()
            switch role {
            case .skipped:
                skipped -= 1
                return
            case .outlined:
                break
            case .built:
                var children = stack.popLast() ?? []
                swap(&children, &current)
                lines.removeLast()
                if inParagraph {
                    if node == whole {
                        whole = nil
                    } else if cmark_node_type(UInt32(errata_node_type(node))) == CMARK_NODE_PARAGRAPH {
                        inParagraph = false
                    }
                }
                add(node, children: consume children)
            }
            // Its children are converted: their cmark nodes are freed now, so that a long page's
            // two trees are not held whole at once (the container itself goes with its parent).
            while freeingNodes, let child = errata_node_first_child(node) {
                cmark_node_free(OpaquePointer(child))
            }
        }

        /// Whether a leaf of an outlined paragraph (outside links and images) is kept: text with an
        /// asterisk, or an HTML comment.
        func keepsLeaf(_ node: UnsafeMutableRawPointer) -> Bool {
            let type = cmark_node_type(UInt32(errata_node_type(node)))
            guard type == CMARK_NODE_TEXT || type == CMARK_NODE_HTML_INLINE else { return false }
            var length: Int32 = 0
            guard let bytes = errata_node_literal(node, &length), length > 0 else { return false }
            if type == CMARK_NODE_HTML_INLINE {
                return length >= 4 && memcmp(bytes, "<!--", 4) == 0
            }
            return memchr(bytes, Int32(UInt8(ascii: "*")), Int(length)) != nil
        }

        var node = document
        walk: while true {
            if isLeafType(node) {
                if !inParagraph || whole != nil || keepsLeaf(node) {
                    add(node, children: [])
                }
            } else {
                try enter(node)
                if let child = errata_node_first_child(node) {
                    node = child
                    continue walk
                }
                leave()
            }
            // On to the next sibling, leaving the containers whose last child this was; the
            // document's siblings, if any, are not part of the walk.
            while !open.isEmpty {
                if let next = errata_node_next(node) {
                    node = next
                    continue walk
                }
                node = open[open.count - 1].node
                leave()
            }
            break
        }
        return current.popLast() ?? makeNode(document, children: [], kinds: &extensionKinds, shifts: nil)
    }

    /// Whether cmark's iterator reports only ENTER for the node: leaves are never descended into.
    /// Every other node, extension nodes included, gets ENTER and EXIT even when empty.
    private static func isLeafType(_ node: UnsafeMutableRawPointer) -> Bool {
        switch cmark_node_type(UInt32(errata_node_type(node))) {
        case CMARK_NODE_TEXT, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE,
            CMARK_NODE_HTML_INLINE, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK,
            CMARK_NODE_THEMATIC_BREAK:
            return true
        default:
            return false
        }
    }

    /// The node's start line and column and end line and column, as cmark reports them.
    private static func positions(of node: UnsafeMutableRawPointer) -> (Int32, Int32, Int32, Int32) {
        var position: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &position) { buffer in
            errata_node_position(node, buffer.baseAddress!.assumingMemoryBound(to: Int32.self))
        }
        return position
    }

    /// Text that cmark hands out through `getter` (bytes and a length), as a Swift string, or
    /// `nil` where cmark has none. Invalid UTF-8 is repaired as `String(cString:)` repairs it.
    private static func text(
        of node: UnsafeMutableRawPointer,
        _ getter: (UnsafeRawPointer?, UnsafeMutablePointer<Int32>?) -> UnsafePointer<CChar>?
    ) -> String? {
        var length: Int32 = 0
        guard let bytes = getter(node, &length) else { return nil }
        return bytes.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            UTF8Text.string(repairing: UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }

    // Inlined: called for every node of every page.
    @inline(__always)
    /// - Parameter codeText: Whether a code block keeps its text as its literal (in an outline, its
    ///   text is only on its source lines: see ``ParagraphDetail/linksAndMarkers``).
    private static func makeNode(
        _ node: UnsafeMutableRawPointer, children: consuming [MarkdownNode], kinds: inout ExtensionKinds,
        shifts: [Int32]?, codeText: Bool = true
    ) -> MarkdownNode {
        var position = positions(of: node)
        if let shifts {
            // Columns of the page as written: what the line lost before cmark read it comes back.
            if position.0 > 0, Int(position.0) < shifts.count, position.1 > 0 { position.1 += shifts[Int(position.0)] }
            if position.2 > 0, Int(position.2) < shifts.count, position.3 > 0 { position.3 += shifts[Int(position.2)] }
        }
        let range = SourceRange(
            start: SourcePosition(line: Int(position.0), column: Int(position.1)),
            end: SourcePosition(line: Int(position.2), column: Int(position.3))
        )
        let kind = kind(of: node, kinds: &kinds)
        let literal: String?
        if !codeText, case .codeBlock = kind {
            literal = nil
        } else {
            literal = text(of: node, errata_node_literal)
        }
        // The memberwise initializer: see ``MarkdownNode``.
        return MarkdownNode(kind: kind, range: range, children: children, literal: literal, isRecovered: false)
    }

    private static func kind(of node: UnsafeMutableRawPointer, kinds: inout ExtensionKinds) -> MarkdownNodeKind {
        switch cmark_node_type(UInt32(errata_node_type(node))) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list(ordered: errata_node_list_type(node) == CMARK_ORDERED_LIST.rawValue)
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(info: text(of: node, errata_node_fence_info) ?? "")
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(errata_node_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(destination: text(of: node, errata_node_url) ?? "")
        case CMARK_NODE_IMAGE:
            return .image(destination: text(of: node, errata_node_url) ?? "")
        default:
            // Extension nodes have no public enum value; their type string names them. The
            // string is a constant of the extension, so its address tells the kinds apart
            // without reading it again (`table_header` and `table_row` share a node type).
            guard let name = errata_node_type_string(node) else { return .other("unknown") }
            return kinds.kind(named: name)
        }
    }
}

/// The kinds of the extension nodes one conversion has met, by the address of cmark's constant
/// type string: a few per document, each read by name once, with no lock (a cache shared by the
/// threads took one for every table cell).
private struct ExtensionKinds {
    private var known: [(name: UnsafePointer<CChar>, kind: MarkdownNodeKind)] = []

    /// The kind of the extension node whose type string is `name`.
    mutating func kind(named name: UnsafePointer<CChar>) -> MarkdownNodeKind {
        if let entry = known.first(where: { $0.name == name }) { return entry.kind }
        let kind: MarkdownNodeKind
        switch String(cString: name) {
        case "table": kind = .table
        case "table_header": kind = .tableHeader
        case "table_row": kind = .tableRow
        case "table_cell": kind = .tableCell
        case "strikethrough": kind = .strikethrough
        case let other: kind = .other(other)
        }
        known.append((name, kind))
        return kind
    }
}
