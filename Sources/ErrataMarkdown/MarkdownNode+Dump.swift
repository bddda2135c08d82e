extension MarkdownNode {
    /// A readable dump of the tree with positions, one node per line, for tests and debugging.
    ///
    /// For example `Heading(2) @3:1-3:9` followed by its children, indented.
    public func dump() -> String {
        var output = ""
        var stack: [(node: MarkdownNode, depth: Int)] = [(self, 0)]
        while let (node, depth) = stack.popLast() {
            output += String(repeating: "  ", count: depth)
            output += "\(node.kind.dumpName) @\(node.range)"
            if node.isRecovered { output += " recovered" }
            if let literal = node.literal, !literal.isEmpty {
                let shown = literal.count > 40 ? String(literal.prefix(40)) + "…" : literal
                output += " \(String(reflecting: shown))"
            }
            output += "\n"
            for child in node.children.reversed() {
                stack.append((child, depth + 1))
            }
        }
        return output
    }
}

extension MarkdownNodeKind {
    /// The name a tree dump prints for the kind.
    var dumpName: String {
        switch self {
        case .document: return "Document"
        case .blockQuote: return "BlockQuote"
        case .list(let ordered): return ordered ? "OrderedList" : "List"
        case .item: return "Item"
        case .codeBlock(let info): return info.isEmpty ? "CodeBlock" : "CodeBlock(\(info))"
        case .htmlBlock: return "HTMLBlock"
        case .paragraph: return "Paragraph"
        case .heading(let level): return "Heading(\(level))"
        case .thematicBreak: return "ThematicBreak"
        case .table: return "Table"
        case .tableHeader: return "TableHeader"
        case .tableRow: return "TableRow"
        case .tableCell: return "TableCell"
        case .text: return "Text"
        case .softBreak: return "SoftBreak"
        case .lineBreak: return "LineBreak"
        case .code: return "Code"
        case .htmlInline: return "HTMLInline"
        case .emphasis: return "Emphasis"
        case .strong: return "Strong"
        case .strikethrough: return "Strikethrough"
        case .link(let destination): return "Link(\(destination))"
        case .image(let destination): return "Image(\(destination))"
        case .other(let name): return "Other(\(name))"
        }
    }
}
