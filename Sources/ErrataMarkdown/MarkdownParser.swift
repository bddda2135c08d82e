internal import CCmarkGFM
import Foundation

/// Parses Markdown with libcmark-gfm. The only place in errata that calls cmark.
///
/// cmark's C tree is walked once with `cmark_iter`, turned into immutable ``MarkdownNode``
/// values and freed before `parse` returns. The walk measures how deeply containers nest, so
/// that no Swift tree deeper than a limit is ever built: deeper trees could overflow the stack
/// in the code that walks them or frees them.
public enum MarkdownParser {
    /// Parses a GitHub-flavoured Markdown document (tables and strikethrough enabled).
    ///
    /// Containers nested deeper than the default ``MarkdownLimits/maximumNesting`` are left out
    /// of the tree; their content is kept, attached to the deepest container allowed. The other
    /// limits are not checked. Use ``parse(_:limits:)`` to refuse documents over any limit.
    ///
    /// - Parameter source: The document's text, already decoded and with `\n` line ends.
    /// - Returns: The document tree, with tables that cmark missed or misplaced repaired
    ///   (see ``TableRecovery``).
    public static func parse(_ source: String) -> MarkdownDocument {
        let maximum = MarkdownLimits.default.maximumNesting
        let root = (try? parseTree(source, maximumNesting: maximum, flatten: true)) ?? emptyDocument()
        let lines = MarkdownDocument.splitLines(source)
        let repaired = TableRecovery(lines: lines, maximumNesting: maximum).repair(root)
        return MarkdownDocument(root: repaired, lines: lines)
    }

    /// Parses a GitHub-flavoured Markdown document, refusing one over `limits`.
    ///
    /// The inline markup and table columns are counted before cmark reads the document, and the
    /// nesting while its tree is converted, before any deep Swift tree exists.
    ///
    /// - Parameters:
    ///   - source: The document's text, already decoded and with `\n` line ends.
    ///   - limits: What the document may ask of the parser; each is brought within its ceiling.
    /// - Returns: The document tree, with its tables repaired.
    /// - Throws: ``MarkdownLimitError`` at the first place over a limit.
    public static func parse(_ source: String, limits: MarkdownLimits) throws -> MarkdownDocument {
        let limits = limits.clamped
        try MarkdownPrescan.check(source, limits: limits)
        let root = try parseTree(source, maximumNesting: limits.maximumNesting, flatten: false)
        let lines = MarkdownDocument.splitLines(source)
        let repaired = TableRecovery(lines: lines, maximumNesting: limits.maximumNesting).repair(root)
        return MarkdownDocument(root: repaired, lines: lines)
    }

    /// Parses `source` into a tree without any repair.
    ///
    /// - Parameters:
    ///   - maximumNesting: The deepest nesting allowed.
    ///   - flatten: What to do with deeper containers: leave them out, keeping their content
    ///     (`true`), or throw (`false`).
    static func parseTree(_ source: String, maximumNesting: Int, flatten: Bool) throws -> MarkdownNode {
        let options = CMARK_OPT_DEFAULT
        guard let parser = cmark_parser_new(options) else {
            return emptyDocument()
        }
        defer { cmark_parser_free(parser) }
        for ext in extensions.pointers {
            cmark_parser_attach_syntax_extension(parser, ext)
        }
        var text = source
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else { return }
            base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                cmark_parser_feed(parser, pointer, buffer.count)
            }
        }
        guard let document = cmark_parser_finish(parser) else {
            return emptyDocument()
        }
        defer { cmark_node_free(document) }
        return try convert(document, maximumNesting: maximumNesting, flatten: flatten)
    }

    /// The table and strikethrough extensions, registered once for the whole process.
    ///
    /// `cmark_gfm_core_extensions_ensure_registered` is not thread-safe: two threads calling it
    /// first at once register the extensions twice, renumbering the table node types while the
    /// other thread parses (a crash, or tables read wrong). A `static let` is initialized exactly
    /// once, whichever thread asks first.
    private static let extensions = Extensions()

    private struct Extensions: @unchecked Sendable {
        let pointers: [OpaquePointer]

        init() {
            cmark_gfm_core_extensions_ensure_registered()
            pointers = ["table", "strikethrough"].compactMap { (name: String) in cmark_find_syntax_extension(name) }
        }
    }

    /// Extension node kinds by the address of their type string, shared by all parses.
    private static let extensionKinds = KindCache()

    private static func emptyDocument() -> MarkdownNode {
        MarkdownNode(
            kind: .document, range: SourceRange(start: .init(line: 1, column: 1), end: .init(line: 1, column: 1)))
    }

    /// Walks the C tree once and builds the Swift tree, without recursion.
    private static func convert(_ document: OpaquePointer, maximumNesting: Int, flatten: Bool) throws -> MarkdownNode {
        guard let iterator = cmark_iter_new(document) else {
            return makeNode(document, children: [])
        }
        defer { cmark_iter_free(iterator) }
        // Each open container collects its children until its EXIT event; `lines` holds the line
        // each one starts on (its parent's, when cmark gives none), for messages.
        var stack: [[MarkdownNode]] = []
        var lines: [Int] = []
        // Containers nested too deeply and left out (when flattening): their EXITs are skipped.
        var skipped = 0
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
                } else if stack.count > maximumNesting || skipped > 0 {
                    // The document is level 0, so `stack.count` is this container's depth.
                    guard flatten else {
                        let line = Int(cmark_node_get_start_line(node))
                        let column = Int(cmark_node_get_start_column(node))
                        throw MarkdownLimitError(
                            kind: .nesting,
                            position: line > 0
                                ? SourcePosition(line: line, column: column)
                                : SourcePosition(line: lines.last ?? 1, column: 0),
                            limit: maximumNesting
                        )
                    }
                    skipped += 1
                } else {
                    stack.append([])
                    let line = Int(cmark_node_get_start_line(node))
                    lines.append(line > 0 ? line : lines.last ?? 1)
                }
            case CMARK_EVENT_EXIT:
                if skipped > 0 {
                    skipped -= 1
                    continue
                }
                let children = stack.popLast() ?? []
                lines.removeLast()
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
            // Extension nodes have no public enum value; their type string names them. The
            // string is a constant of the extension, so its address tells the kinds apart
            // without reading it again (`table_header` and `table_row` share a node type).
            guard let name = cmark_node_get_type_string(node) else { return .other("unknown") }
            let address = UInt(bitPattern: name)
            if let known = extensionKinds.value(for: address) { return known }
            let kind: MarkdownNodeKind
            switch String(cString: name) {
            case "table": kind = .table
            case "table_header": kind = .tableHeader
            case "table_row": kind = .tableRow
            case "table_cell": kind = .tableCell
            case "strikethrough": kind = .strikethrough
            case let other: kind = .other(other)
            }
            extensionKinds.set(kind, for: address)
            return kind
        }
    }
}

/// Node kinds by the address of cmark's constant type string, under a lock.
private final class KindCache: @unchecked Sendable {
    private let lock = NSLock()
    private var kinds: [UInt: MarkdownNodeKind] = [:]

    func value(for address: UInt) -> MarkdownNodeKind? {
        lock.lock()
        defer { lock.unlock() }
        return kinds[address]
    }

    func set(_ kind: MarkdownNodeKind, for address: UInt) {
        lock.lock()
        defer { lock.unlock() }
        kinds[address] = kind
    }
}
