/// Reads the error enums an Objective-C sample declares: an iOS SDK's guide often gives its
/// error codes as the header does, not as a table.
///
/// ```objc
/// typedef NS_ENUM(NSUInteger, XYZError) {
///     XYZErrorUnknown = 0,          // Unknown error.
///     XYZErrorNotReady = 1,         // Not ready yet.
/// };
/// ```
///
/// An enum counts when its name says it holds errors or results (`…Error`, `…ErrorCode`,
/// `…Result`): a `NS_ENUM`, `NS_ERROR_ENUM` or `typedef enum { … } Name;`. Each case gives its
/// name, its number (written, or one more than the case before) and its message: the comment on
/// its line, else the documentation comment above it. A case whose number is an expression is
/// left out.
enum ObjCEnumReader {
    struct Enum: Equatable {
        var name: String
        var cases: [Case]
    }

    struct Case: Equatable {
        var name: String
        var code: Int
        var comment: String?
        /// The 1-based line in the code, and the column of the name.
        var line: Int
        var column: Int
    }

    /// The error enums declared in `code`.
    static func enums(in code: String) -> [Enum] {
        guard code.containsASCII("NS_ENUM") || code.containsASCII("NS_ERROR_ENUM") || code.containsASCII("enum")
        else { return [] }
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [Enum] = []
        var index = 0
        while index < lines.count {
            guard let opening = opening(lines[index]) else {
                index += 1
                continue
            }
            var cases: [Case] = []
            var next = 0
            var pendingDoc: [String] = []
            var inBlockComment = false
            var line = index + (opening.braceOnLine ? 1 : 2)
            var closingName: String?
            while line < lines.count {
                let text = lines[line].trimmingCharacters(in: .whitespaces)
                defer { line += 1 }
                if inBlockComment {
                    if let end = text.range(of: "*/") {
                        pendingDoc.append(Self.commentText(String(text[..<end.lowerBound])))
                        inBlockComment = false
                    } else {
                        pendingDoc.append(Self.commentText(text))
                    }
                    continue
                }
                if text.hasPrefix("}") {
                    closingName = Self.identifier(atStartOf: text.dropFirst().trimmingCharacters(in: .whitespaces))
                    break
                }
                if text.hasPrefix("//") {
                    pendingDoc.append(Self.commentText(String(text.dropFirst(2))))
                    continue
                }
                if text.hasPrefix("/*") {
                    let body = text.dropFirst(2)
                    if let end = body.range(of: "*/") {
                        pendingDoc.append(Self.commentText(String(body[..<end.lowerBound])))
                    } else {
                        pendingDoc.append(Self.commentText(String(body)))
                        inBlockComment = true
                    }
                    continue
                }
                guard let name = Self.identifier(atStartOf: text) else {
                    pendingDoc = []
                    continue
                }
                var rest = text.dropFirst(name.utf8.count).trimmingCharacters(in: .whitespaces)
                var comment: String?
                if let slashes = rest.range(of: "//") {
                    comment = Self.commentText(String(rest[slashes.upperBound...]))
                    rest = String(rest[..<slashes.lowerBound])
                } else if let open = rest.range(of: "/*") {
                    let body = rest[open.upperBound...]
                    comment = Self.commentText(String(body.range(of: "*/").map { body[..<$0.lowerBound] } ?? body))
                    rest = String(rest[..<open.lowerBound])
                }
                rest = rest.trimmingCharacters(in: .whitespaces)
                if rest.hasSuffix(",") { rest.removeLast() }
                rest = rest.trimmingCharacters(in: .whitespaces)
                var code: Int? = next
                if rest.hasPrefix("=") {
                    code = NumberText.literal(rest.dropFirst().trimmingCharacters(in: .whitespaces))
                } else if !rest.isEmpty {
                    code = nil
                }
                let doc = pendingDoc.filter { !$0.isEmpty }.joined(separator: " ")
                pendingDoc = []
                guard let code else { continue }
                next = code + 1
                let column =
                    (lines[line].utf8.firstIndex { $0 != 0x20 && $0 != 0x09 }).map {
                        lines[line].utf8.distance(from: lines[line].utf8.startIndex, to: $0)
                    } ?? 0
                let message = comment.flatMap { $0.isEmpty ? nil : $0 } ?? (doc.isEmpty ? nil : doc)
                cases.append(Case(name: name, code: code, comment: message, line: line + 1, column: column + 1))
            }
            index = line
            guard let name = opening.name ?? closingName, Self.namesErrors(name), !cases.isEmpty else { continue }
            found.append(Enum(name: name, cases: cases))
        }
        return found
    }

    /// The enum a line opens: its name where the line gives it (`NS_ENUM(NSInteger, Name)`), and
    /// whether its `{` is on the line (else on the next).
    private static func opening(_ line: String) -> (name: String?, braceOnLine: Bool)? {
        let text = line.trimmingCharacters(in: .whitespaces)
        for macro in ["NS_ERROR_ENUM(", "NS_ENUM(", "NS_CLOSED_ENUM("] {
            guard let start = text.range(of: macro), let close = text[start.upperBound...].firstIndex(of: ")")
            else { continue }
            let arguments = text[start.upperBound..<close].split(separator: ",")
            guard arguments.count == 2 else { return nil }
            let name = arguments[1].trimmingCharacters(in: .whitespaces)
            return (name, text[close...].contains("{"))
        }
        if text.hasPrefix("typedef enum") || text.hasPrefix("enum ") {
            return (nil, text.contains("{"))
        }
        return nil
    }

    /// Whether an enum's name says it holds errors or results.
    static func namesErrors(_ name: String) -> Bool {
        name.contains("Error") || name.hasSuffix("Result") || name.hasSuffix("ResultCode")
    }

    /// The identifier a text starts with, if any.
    private static func identifier(atStartOf text: String) -> String? {
        let utf8 = text.utf8
        guard let first = utf8.first, FastText.isASCIILetter(first) || first == UInt8(ascii: "_") else { return nil }
        let end =
            utf8.firstIndex { !(FastText.isASCIILetter($0) || FastText.isASCIIDigit($0) || $0 == UInt8(ascii: "_")) }
            ?? utf8.endIndex
        return String(text[..<end])
    }

    /// A comment's text without its leading `*` and `/` marks and white space.
    private static func commentText(_ text: String) -> String {
        var body = Substring(text)
        while let first = body.first, first == "/" || first == "*" || first == "<" || first == "!" || first.isWhitespace
        {
            body = body.dropFirst()
        }
        return body.trimmingCharacters(in: .whitespaces)
    }
}
