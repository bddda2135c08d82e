internal import CCmarkGFM

/// Parses Markdown with libcmark-gfm. The only place in errata that calls cmark.
///
/// cmark's C tree is walked once with `cmark_iter`, turned into immutable ``MarkdownNode``
/// values and freed before `parse` returns.
public enum MarkdownParser {
    /// Parses a GitHub-flavoured Markdown document (tables and strikethrough enabled).
    ///
    /// - Parameter source: The document's text, already decoded and with `\n` line ends.
    /// - Returns: The document tree, with tables that cmark missed or misplaced repaired
    ///   (see ``TableRecovery``).
    public static func parse(_ source: String) -> MarkdownDocument {
        let root = parseTree(source)
        let lines = MarkdownDocument.splitLines(source)
        let repaired = TableRecovery(lines: lines).repair(root)
        return MarkdownDocument(root: repaired, lines: lines)
    }

    /// Parses `source` into a tree without any repair.
    static func parseTree(_ source: String) -> MarkdownNode {
        cmark_gfm_core_extensions_ensure_registered()
        let options = CMARK_OPT_DEFAULT
        guard let parser = cmark_parser_new(options) else {
            return MarkdownNode(
                kind: .document, range: SourceRange(start: .init(line: 1, column: 1), end: .init(line: 1, column: 1)))
        }
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough"] {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        var text = source
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else { return }
            base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                cmark_parser_feed(parser, pointer, buffer.count)
            }
        }
        guard let document = cmark_parser_finish(parser) else {
            return MarkdownNode(
                kind: .document, range: SourceRange(start: .init(line: 1, column: 1), end: .init(line: 1, column: 1)))
        }
        defer { cmark_node_free(document) }
        return convert(document)
    }

    /// Walks the C tree once and builds the Swift tree, without recursion.
    private static func convert(_ document: OpaquePointer) -> MarkdownNode {
        guard let iterator = cmark_iter_new(document) else {
            return makeNode(document, children: [])
        }
        defer { cmark_iter_free(iterator) }
        // Each open container collects its children until its EXIT event.
        var stack: [[MarkdownNode]] = []
        var result: MarkdownNode?
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let isLeaf = isLeafType(node)
            switch event {
            case CMARK_EVENT_ENTER:
                if isLeaf {
                    let built = makeNode(node, children: [])
                    if stack.isEmpty { result = built } else { stack[stack.count - 1].append(built) }
                } else {
                    stack.append([])
                }
            case CMARK_EVENT_EXIT:
                let children = stack.popLast() ?? []
                let built = makeNode(node, children: children)
                if stack.isEmpty { result = built } else { stack[stack.count - 1].append(built) }
            default:
                continue
            }
        }
        return result ?? makeNode(document, children: [])
    }

    /// Whether cmark reports only ENTER for the node: leaves never have children.
    /// Every other node, extension nodes included, gets ENTER and EXIT even when empty.
    private static func isLeafType(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE,
            CMARK_NODE_HTML_INLINE, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK,
            CMARK_NODE_THEMATIC_BREAK:
            return true
        default:
            return false
        }
    }

    private static func makeNode(_ node: OpaquePointer, children: [MarkdownNode]) -> MarkdownNode {
        let range = SourceRange(
            start: SourcePosition(
                line: Int(cmark_node_get_start_line(node)),
                column: Int(cmark_node_get_start_column(node))
            ),
            end: SourcePosition(
                line: Int(cmark_node_get_end_line(node)),
                column: Int(cmark_node_get_end_column(node))
            )
        )
        let literal = cmark_node_get_literal(node).map { String(cString: $0) }
        return MarkdownNode(kind: kind(of: node), range: range, literal: literal, children: children)
    }

    private static func kind(of node: OpaquePointer) -> MarkdownNodeKind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST)
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(info: cmark_node_get_fence_info(node).map { String(cString: $0) } ?? "")
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(destination: cmark_node_get_url(node).map { String(cString: $0) } ?? "")
        case CMARK_NODE_IMAGE:
            return .image(destination: cmark_node_get_url(node).map { String(cString: $0) } ?? "")
        default:
            // Extension nodes have no public enum value; their type string names them.
            let name = cmark_node_get_type_string(node).map { String(cString: $0) } ?? "unknown"
            switch name {
            case "table": return .table
            case "table_header": return .tableHeader
            case "table_row": return .tableRow
            case "table_cell": return .tableCell
            case "strikethrough": return .strikethrough
            default: return .other(name)
            }
        }
    }
}
