/// A place in a Markdown source file.
///
/// Lines are 1-based. Columns are 1-based and count UTF-8 bytes, as cmark reports
/// them; ``MarkdownDocument/characterColumn(line:byteColumn:)`` converts a column to
/// characters for messages.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    // Kept in 32 bits: every node of a page's tree holds two positions, and pages are far below
    // 2^31 bytes and lines (see `limits.max-file-bytes`).
    private var storedLine: Int32
    private var storedColumn: Int32

    /// The 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// The 1-based column, in UTF-8 bytes.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Creates a position.
    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// The span of source a node was read from, both ends inclusive.
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    /// The first character of the node.
    public var start: SourcePosition
    /// The last character of the node.
    public var end: SourcePosition

    /// Creates a range.
    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    /// The lines the range covers.
    public var lines: ClosedRange<Int> { start.line...max(start.line, end.line) }

    public var description: String { "\(start)-\(end)" }
}

/// What a Markdown node is. Closed, so every `switch` over it is exhaustive.
public enum MarkdownNodeKind: Sendable, Hashable {
    case document
    case blockQuote
    case list(ordered: Bool)
    case item
    /// A fenced or indented code block; `info` is the fence's info string (may be empty).
    case codeBlock(info: String)
    /// A raw HTML block, handed on as HTML.
    case htmlBlock
    case paragraph
    case heading(level: Int)
    case thematicBreak
    case table
    case tableHeader
    case tableRow
    case tableCell
    case text
    case softBreak
    case lineBreak
    case code
    case htmlInline
    case emphasis
    case strong
    case strikethrough
    case link(destination: String)
    case image(destination: String)
    /// A node kind this module does not model (for example a footnote); its name is cmark's.
    case other(String)

    /// Whether the node is a block (as opposed to inline content).
    public var isBlock: Bool {
        switch self {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading,
            .thematicBreak, .table, .tableHeader, .tableRow, .tableCell:
            return true
        case .text, .softBreak, .lineBreak, .code, .htmlInline, .emphasis, .strong, .strikethrough,
            .link, .image:
            return false
        case .other:
            return false
        }
    }
}

/// One node of a parsed Markdown document: immutable, with its source range.
public struct MarkdownNode: Sendable {
    /// What the node is.
    public var kind: MarkdownNodeKind
    /// Where the node stands in the source.
    public var range: SourceRange
    // The stored properties are in another order than the public initializer's arguments: the
    // parser builds nodes with the memberwise initializer, `init(kind:range:children:literal:
    // isRecovered:)`. An initializer written out, with an optional string among the fields, copies
    // the node it made and destroys the original (retaining and releasing every field), once for
    // each node of every page; the memberwise one does not.
    /// The node's children, in document order.
    public var children: [MarkdownNode]
    /// The node's literal text (text, code, code blocks, HTML), if it has one. A code block of a
    /// tree parsed with ``MarkdownParser/ParagraphDetail/linksAndMarkers`` has none: its text is
    /// on its source lines.
    public var literal: String?
    /// True for a table that cmark read as paragraph text and errata recovered from the source lines.
    public var isRecovered: Bool

    /// The text of the node's inline content, with `<br>` tags and line breaks kept as `\n`.
    ///
    /// Emphasis markers are dropped, code spans keep their text, links keep their label.
    public var plainText: String {
        withUnsafePointer(to: self) { Self.plainText(of: $0) }
    }

    /// ``plainText`` of the node `node` points to, read where it stands.
    package static func plainText(of node: UnsafePointer<MarkdownNode>) -> String {
        // A node of one text (most links' labels and headings' titles) is that text, not a copy.
        let single = node.pointee.children.withUnsafeBufferPointer { children -> String? in
            guard children.count == 1, let child = children.baseAddress else { return nil }
            switch node.pointee.kind {
            case .text, .code, .softBreak, .lineBreak, .htmlInline: return nil
            default: break
            }
            switch child.pointee.kind {
            case .text, .code: return child.pointee.literal ?? ""
            default: return nil
            }
        }
        if let single { return single }
        var result = ""
        appendPlainText(of: node, to: &result)
        return result
    }

    /// Reads each node where it stands, through a pointer: a node handed to a method as `self`,
    /// or as an argument, from an array's element or a pointer's `pointee`, is copied first (its
    /// children and text retained, then released).
    private static func appendPlainText(of node: UnsafePointer<MarkdownNode>, to result: inout String) {
        switch node.pointee.kind {
        case .text, .code:
            result += node.pointee.literal ?? ""
        case .softBreak:
            result += " "
        case .lineBreak:
            result += "\n"
        case .htmlInline:
            if isLineBreakTag(node.pointee.literal ?? "") { result += "\n" }
        default:
            node.pointee.children.withUnsafeBufferPointer { children in
                guard let first = children.baseAddress else { return }
                for index in 0..<children.count { appendPlainText(of: first + index, to: &result) }
            }
        }
    }

    /// Whether an inline HTML tag is `<br>` or `<br/>`, in any case and with any white space.
    static func isLineBreakTag(_ tag: String) -> Bool {
        // ASCII tags (most: `<a href>`, `<abbr>`, `<code>`) on their bytes: each character one byte
        // (a `\r\n` two, white space both), lowercased and white space left out as characters are.
        let ascii = tag.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            var kept: [UInt8] = []
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if byte == 0x20 || (0x09...0x0D).contains(byte) { continue }
                guard kept.count < 5 else { return false }
                kept.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
            }
            return kept.elementsEqual("<br>".utf8) || kept.elementsEqual("<br/>".utf8)
        }
        if let ascii = ascii ?? nil { return ascii }
        let lowered = tag.lowercased().filter { !$0.isWhitespace }
        return lowered == "<br>" || lowered == "<br/>"
    }

    /// Calls `body` for this node and every node below it, in document order.
    ///
    /// The walk is iterative, so deeply nested documents cannot overflow the stack.
    public func forEachDescendant(_ body: (MarkdownNode) throws -> Void) rethrows {
        try forEachDescendantInPlace { try body($0.pointee) }
    }

    /// ``forEachDescendant(_:)`` handing `body` each node where it stands rather than a copy:
    /// for walks over whole pages that read a few fields of each node. The pointer is valid
    /// only during the call.
    package func forEachDescendantInPlace(_ body: (UnsafePointer<MarkdownNode>) throws -> Void) rethrows {
        try withUnsafePointer(to: self) { node in
            try body(node)
            // Each list of children is read through a pointer to its first element, taken once when
            // the walk goes down into it; nothing is retained. The lists belong to the tree below
            // `self`, which is not changed during the call, so their storage stays where it is.
            // The stack holds the lists above the one being walked, and where to go on in each.
            var nodes = Self.elements(of: node)
            var next = 0
            var stack: [(nodes: UnsafeBufferPointer<MarkdownNode>, next: Int)] = []
            while true {
                guard next < nodes.count else {
                    guard let parent = stack.popLast() else { return }
                    nodes = parent.nodes
                    next = parent.next
                    continue
                }
                let node = nodes.baseAddress! + next
                next += 1
                try body(node)
                let below = Self.elements(of: node)
                if !below.isEmpty {
                    stack.append((nodes, next))
                    nodes = below
                    next = 0
                }
            }
        }
    }

    /// The storage of the children of the node `node` points to, valid for as long as that node
    /// is, unchanged.
    private static func elements(of node: UnsafePointer<MarkdownNode>) -> UnsafeBufferPointer<MarkdownNode> {
        node.pointee.children.withUnsafeBufferPointer { $0 }
    }
}

extension MarkdownNode {
    /// Creates a node.
    public init(
        kind: MarkdownNodeKind,
        range: SourceRange,
        literal: String? = nil,
        children: [MarkdownNode] = [],
        isRecovered: Bool = false
    ) {
        self.init(kind: kind, range: range, children: children, literal: literal, isRecovered: isRecovered)
    }
}
