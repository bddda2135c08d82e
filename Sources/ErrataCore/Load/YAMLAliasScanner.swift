/// Finds YAML anchors (`&name`) and aliases (`*name`) in config text before Yams reads it.
///
/// A few lines of anchors and aliases can stand for billions of nodes ("billion laughs"), and
/// Yams hashes mapping keys while it composes the document, so an alias used as a key would
/// take forever before errata sees the tree. errata.yml needs neither, so any anchor or alias is
/// refused up front. The scan is lexical and linear: it knows where a YAML node can start (at
/// the start of a line, after `- `, `? `, `: `, `[`, `{` or `,`), and skips comments, quoted
/// scalars, plain scalars and block scalars (`|`, `>`), so `a & b` or `*bold*` inside text is
/// not mistaken for one. Anything it misses is caught after composing, when the anchors are
/// known (see `NodeReader.firstAnchoredNode(in:)`).
enum YAMLAliasScanner {
    /// An anchor or alias found in the text.
    struct Found: Equatable {
        /// The token as written, e.g. `*bomb`.
        var text: String
        /// The 1-based line.
        var line: Int
        /// The 1-based column, in characters.
        var column: Int
    }

    /// The first anchor or alias in `text`, or `nil` if there is none.
    static func firstAnchorOrAlias(in text: String) -> Found? {
        var scanner = State()
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if let (token, column) = scanner.scan(Array(line.unicodeScalars)) {
                return Found(text: token, line: lineNumber, column: column + 1)
            }
        }
        return nil
    }

    private struct State {
        /// Inside a quoted scalar that continues on the next line: its quote.
        var openQuote: Unicode.Scalar?
        /// Inside a block scalar: the indentation of the line that started it.
        var blockParentIndent: Int?
        /// How many flow collections (`[`, `{`) are open.
        var flowDepth = 0
        /// When the last line ended inside a plain scalar (`key: some text`): that line's indentation.
        /// More indented lines after it continue the scalar.
        var plainScalarIndent: Int?

        /// Scans one line; returns the first anchor or alias on it and its 0-based column.
        mutating func scan(_ line: [Unicode.Scalar]) -> (String, Int)? {
            let indent = line.prefix(while: { $0 == " " }).count
            let blank = line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
            if let parent = blockParentIndent {
                if blank || indent > parent { return nil }
                blockParentIndent = nil
            }
            if let parent = plainScalarIndent, flowDepth == 0 {
                if blank || indent > parent { return nil }
                plainScalarIndent = nil
            }
            var endsInPlainScalar = false
            defer {
                if endsInPlainScalar, flowDepth == 0, openQuote == nil, blockParentIndent == nil {
                    plainScalarIndent = indent
                }
            }
            var index = 0
            var expectNode = true
            if let quote = openQuote {
                guard let end = Self.closingQuote(quote, in: line, from: 0) else { return nil }
                openQuote = nil
                index = end + 1
                expectNode = false
            }
            while index < line.count {
                let scalar = line[index]
                let next: Unicode.Scalar? = index + 1 < line.count ? line[index + 1] : nil
                let nextIsBlank = next == nil || next == " " || next == "\t" || next == "\r"
                if scalar == " " || scalar == "\t" || scalar == "\r" {
                    index += 1
                    continue
                }
                if scalar == "#", index == 0 || line[index - 1] == " " || line[index - 1] == "\t" {
                    return nil
                }
                endsInPlainScalar = false
                if expectNode {
                    switch scalar {
                    case "&", "*":
                        if !nextIsBlank {
                            let token = line[index...].prefix { !" \t\r,[]{}".unicodeScalars.contains($0) }
                            var text = ""
                            text.unicodeScalars.append(contentsOf: token)
                            return (text, index)
                        }
                        index += 1
                        expectNode = false
                    case "-", "?", ":":
                        index += 1
                        if !nextIsBlank { expectNode = false }
                    case "[", "{":
                        flowDepth += 1
                        index += 1
                    case "]", "}":
                        flowDepth = max(0, flowDepth - 1)
                        index += 1
                        expectNode = false
                    case ",":
                        index += 1
                    case "!":
                        // A tag; the node follows it.
                        while index < line.count, line[index] != " ", line[index] != "\t" { index += 1 }
                    case "\"", "'":
                        guard let end = Self.closingQuote(scalar, in: line, from: index + 1) else {
                            openQuote = scalar
                            return nil
                        }
                        index = end + 1
                        expectNode = false
                    case "|", ">":
                        if flowDepth == 0 {
                            blockParentIndent = indent
                            return nil
                        }
                        index += 1
                        expectNode = false
                    default:
                        index = skipPlainScalar(line, from: index)
                        expectNode = false
                        endsInPlainScalar = true
                    }
                    continue
                }
                switch scalar {
                case ":" where nextIsBlank || (flowDepth > 0 && (next == "," || next == "]" || next == "}")):
                    expectNode = true
                case "," where flowDepth > 0:
                    expectNode = true
                case "[", "{":
                    flowDepth += 1
                    expectNode = true
                case "]", "}":
                    flowDepth = max(0, flowDepth - 1)
                default:
                    break
                }
                index += 1
            }
            return nil
        }

        /// The end of a plain scalar starting at `start`: before `: `, ` #`, or a flow indicator
        /// inside a flow collection.
        private func skipPlainScalar(_ line: [Unicode.Scalar], from start: Int) -> Int {
            var index = start
            while index < line.count {
                let scalar = line[index]
                let next: Unicode.Scalar? = index + 1 < line.count ? line[index + 1] : nil
                if scalar == ":", next == nil || next == " " || next == "\t" || next == "\r" { return index }
                if scalar == "#", index > start, line[index - 1] == " " || line[index - 1] == "\t" { return index }
                if flowDepth > 0, scalar == "," || scalar == "]" || scalar == "}" || scalar == ":" { return index }
                index += 1
            }
            return index
        }

        /// The index of the quote that closes a scalar opened by `quote`, searching from `start`.
        static func closingQuote(_ quote: Unicode.Scalar, in line: [Unicode.Scalar], from start: Int) -> Int? {
            var index = start
            while index < line.count {
                let scalar = line[index]
                if quote == "\"", scalar == "\\" {
                    index += 2
                    continue
                }
                if scalar == quote {
                    if quote == "'", index + 1 < line.count, line[index + 1] == "'" {
                        index += 2
                        continue
                    }
                    return index
                }
                index += 1
            }
            return nil
        }
    }
}
