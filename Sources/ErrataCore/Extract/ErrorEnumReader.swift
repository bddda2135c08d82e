/// Reads the error enums a code sample declares: an SDK's guide often gives its error codes as
/// the header or the source does, not as a table.
///
/// ```objc
/// typedef NS_ENUM(NSUInteger, XYZError) {
///     XYZErrorUnknown = 0,          // Unknown error.
///     XYZErrorNotReady = 1,         // Not ready yet.
/// };
/// ```
///
/// The declarations read are those of the SDKs' languages: Objective-C's `NS_ENUM`,
/// `NS_ERROR_ENUM` and `typedef enum { … } Name;`, and `enum Name` after any modifiers, with
/// `class` or `struct` and a type or constructor after the name (C, C++, C#, TypeScript, Swift,
/// Java, Kotlin); and classes of numbered constants, as SDKs without enums give their codes
/// (Java's `static final int`, Kotlin's `object` of `const val`, Dart's `static const`, C#'s
/// `const int`, a Java interface's fields). An enum counts when its name says it holds errors,
/// results or warnings (`…Error`, `…ErrorCode`, `…Result`, `…WarningCode`). Each case gives its
/// name, its number (or a string naming its code, `"E1001"`) and its message: the comment on
/// its line (or a string its constructor is given, `NOT_READY(1, "Not ready")`), else the
/// documentation comment above it. A case without a number is one more than the case before, as
/// C numbers them, in an Objective-C enum or one where another case is given its number; a case
/// whose number is an expression is left out.
enum ErrorEnumReader {
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

    /// A case as written: its number, if given.
    private struct WrittenCase {
        var name: String
        /// `.some(nil)` for a number the reader cannot work out (an expression).
        var code: Int??
        var comment: String?
        var line: Int
        var column: Int
    }

    /// The error enums declared in `code`.
    static func enums(in code: String) -> [Enum] {
        guard
            code.containsASCII("enum") || code.containsASCII("_ENUM(") || code.containsASCII("= {")
                || code.containsASCII("freeze({")
                || ((code.containsASCII("static") || code.containsASCII("const") || code.containsASCII("interface"))
                    && (code.containsASCII("Error") || code.containsASCII("Result") || code.containsASCII("Warning")))
                // A Kotlin exception class's constants (`catch (Exception e)` alone is most Java samples).
                || code.containsASCII("companion object")
        else { return sealedSubclasses(in: code) }
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [Enum] = []
        var index = 0
        while index < lines.count {
            guard var opening = opening(lines[index]) else {
                index += 1
                continue
            }
            // Kotlin's `companion object { const val … }` holds its class's constants.
            if opening.kind == .constants, opening.name == nil {
                opening.name = Self.enclosingClass(of: index, in: lines)
            }
            var written: [WrittenCase] = []
            var pendingDoc: [String] = []
            var inBlockComment = false
            var line = index + (opening.braceOnLine ? 1 : 2)
            var closingName: String?
            // A class of constants may hold methods: only its own members are read.
            var depth = 0
            while line < lines.count {
                var text = lines[line].trimmingCharacters(in: .whitespaces)
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
                if opening.kind == .constants {
                    depth += Self.braceBalance(text)
                    if depth < 0 { break }
                    if depth > 0 || text.hasPrefix("}") {
                        pendingDoc = []
                        continue
                    }
                } else if text.hasPrefix("}") {
                    closingName = Self.identifier(atStartOf: text.dropFirst().trimmingCharacters(in: .whitespaces))
                    break
                }
                if text.hasPrefix("//") {
                    pendingDoc.append(Self.commentText(String(text.dropFirst(2))))
                    continue
                }
                // An attribute (`#[default]`, C#'s `[Description("…")]`) stands above its case; Rust's
                // `#[error("Timed out")]` gives the case's message.
                if text.hasPrefix("#["), let close = Self.attributeEnd(text) {
                    let attribute = text[..<close]
                    if attribute.hasPrefix("#[error("), attribute.hasSuffix(")]"),
                        let message = Self.arguments(attribute.dropFirst(8).dropLast(2)).first.flatMap(
                            Self.stringLiteral)
                    {
                        pendingDoc.append(message)
                    }
                    // The case may follow on the attribute's line (`#[error("…")] Timeout = -7,`).
                    text = text[close...].trimmingCharacters(in: .whitespaces)
                    if text.isEmpty { continue }
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
                if opening.kind == .constants {
                    guard let constant = Self.constant(text, inInterface: opening.isInterface) else {
                        pendingDoc = []
                        continue
                    }
                    text = constant
                }
                // Swift writes its cases `case name = 1`.
                if text.hasPrefix("case ") { text = text.dropFirst(5).trimmingCharacters(in: .whitespaces) }
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
                // Java ends its constants with `;`, before the enum's fields and constructor.
                let endsCases = opening.kind != .constants && rest.hasSuffix(";")
                if rest.hasSuffix(",") || rest.hasSuffix(";") { rest.removeLast() }
                rest = rest.trimmingCharacters(in: .whitespaces)
                var code: Int??
                // A JavaScript object's constants are written `NAME: 1`.
                if rest.hasPrefix("=") || (opening.kind == .object && rest.hasPrefix(":")) {
                    code = .some(Self.codeLiteral(rest.dropFirst().trimmingCharacters(in: .whitespaces)))
                } else if rest.hasPrefix("("), rest.hasSuffix(")") {
                    // Java's and Kotlin's constants pass their number, and often their message.
                    let arguments = Self.arguments(rest.dropFirst().dropLast())
                    code = .some(arguments.lazy.compactMap(Self.codeLiteral).first)
                    if comment == nil {
                        comment = arguments.lazy.compactMap(Self.stringLiteral).first { NamedCode.code($0) == nil }
                    }
                } else if !rest.isEmpty {
                    code = .some(nil)
                }
                let doc = pendingDoc.filter { !$0.isEmpty }.joined(separator: " ")
                pendingDoc = []
                let column =
                    (lines[line].utf8.firstIndex { $0 != 0x20 && $0 != 0x09 }).map {
                        lines[line].utf8.distance(from: lines[line].utf8.startIndex, to: $0)
                    } ?? 0
                let message = comment.flatMap { $0.isEmpty ? nil : $0 } ?? (doc.isEmpty ? nil : doc)
                written.append(
                    WrittenCase(name: name, code: code, comment: message, line: line + 1, column: column + 1))
                if endsCases { break }
            }
            index = line
            guard let name = opening.name ?? closingName, Self.namesErrors(name) else { continue }
            let cases = Self.numbered(written, countsImplicitly: opening.kind == .objectiveC)
            guard !cases.isEmpty else { continue }
            found.append(Enum(name: name, cases: cases))
        }
        return found + sealedSubclasses(in: code).filter { sealed in !found.contains { $0.name == sealed.name } }
    }

    /// The cases with their numbers. Cases written without one are numbered as C numbers them
    /// (one more than the case before, the first 0) only in a C enum: Objective-C's, or one that
    /// gives some case a number with `=`; Swift's, Java's and Kotlin's cases have no number of
    /// their own.
    private static func numbered(_ written: [WrittenCase], countsImplicitly: Bool) -> [Case] {
        let counts = countsImplicitly || written.contains { $0.code != nil && $0.code! != nil }
        var cases: [Case] = []
        var next: Int? = counts ? 0 : nil
        for item in written {
            let code: Int?
            switch item.code {
            case .none: code = next
            case .some(let given): code = given
            }
            // After an expression, the cases that follow it have no number either.
            next = code.map { $0 + 1 }
            guard let code else { continue }
            cases.append(Case(name: item.name, code: code, comment: item.comment, line: item.line, column: item.column))
        }
        return cases
    }

    /// The code a case is given: a number (`1`, `0x1F`), or a string literal naming one (`"E1001"`,
    /// a Swift enum's `String` raw value, TypeScript's `'E1001'`; see ``NamedCode``).
    private static func codeLiteral(_ text: some StringProtocol) -> Int? {
        if let number = NumberText.literal(text) { return number }
        guard text.utf8.count >= 6, let quote = text.first, quote == "\"" || quote == "'", text.last == quote else {
            return nil
        }
        return NamedCode.code(text.dropFirst().dropLast())
    }

    /// Words a declaration may carry before `enum`.
    private static let modifiers: Set<Substring> = [
        "public", "internal", "private", "protected", "fileprivate", "open", "export", "declare", "const", "static",
        "sealed", "final", "@objc", "@frozen", "typedef", "pub", "pub(crate)",
    ]

    /// How a declaration writes its cases.
    private enum Kind {
        /// Objective-C's `NS_ENUM` and `typedef enum`: cases numbered as C numbers them.
        case objectiveC
        /// `enum Name`: C, C++, C#, Swift, Java, Kotlin, TypeScript.
        case cEnum
        /// A JavaScript object of constants, `NAME: 1`.
        case object
        /// A class, object or interface of numbered constants (`static const int name = 1;`).
        case constants
    }

    /// What a line opening a declaration gives.
    private struct Opening {
        /// The name, where the line gives it (`NS_ENUM(NSInteger, Name)`, `public enum Name`).
        var name: String?
        /// Whether its `{` is on the line (else on the next).
        var braceOnLine: Bool
        var kind: Kind
        /// A Java interface's fields are constants without saying so.
        var isInterface = false
    }

    /// The enum a line opens.
    private static func opening(_ line: String) -> Opening? {
        let text = line.trimmingCharacters(in: .whitespaces)
        for macro in ["NS_ERROR_ENUM(", "NS_ENUM(", "NS_CLOSED_ENUM("] {
            guard let start = text.range(of: macro), let close = text[start.upperBound...].firstIndex(of: ")")
            else { continue }
            let arguments = text[start.upperBound..<close].split(separator: ",")
            guard arguments.count == 2 else { return nil }
            let name = arguments[1].trimmingCharacters(in: .whitespaces)
            return Opening(name: name, braceOnLine: text[close...].contains("{"), kind: .objectiveC)
        }
        // JavaScript's enums are objects of constants: `[export] const Name = [Object.freeze(]{`.
        if let object = objectOpening(text) { return Opening(name: object, braceOnLine: true, kind: .object) }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if let constants = constantsOpening(words) { return constants }
        // `[modifiers] enum [class|struct] [Name] [: Type | (constructor)] [{]`
        guard let enumWord = words.firstIndex(where: { $0 == "enum" || $0 == "enum{" }),
            words[..<enumWord].allSatisfy({ modifiers.contains($0) })
        else { return nil }
        let isObjectiveC = enumWord > words.startIndex && words[words.startIndex] == "typedef"
        var rest = text[text.range(of: "enum")!.upperBound...].drop { $0 == " " || $0 == "\t" }
        for keyword in ["class ", "struct "] where rest.hasPrefix(keyword) {
            rest = rest.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
        }
        let name = identifier(atStartOf: String(rest))
        // A line that goes on past the name with anything but a type, a constructor or the
        // brace is a use of an enum (`enum Name value;`), not its declaration.
        let after = rest.dropFirst(name?.utf8.count ?? 0).drop { $0 == " " || $0 == "\t" }
        guard after.isEmpty || after.first == "{" || after.first == ":" || after.first == "(" else { return nil }
        return Opening(
            name: name, braceOnLine: text.contains("{"), kind: isObjectiveC || name == nil ? .objectiveC : .cEnum)
    }

    /// A class of constants whose name says it holds errors or results, as SDKs without enums give
    /// their codes: `[modifiers] class|object|struct|interface Name [: …|extends …] [{]` (Java's
    /// `final class`, Kotlin's `object`, Dart's `abstract final class`, C#'s `static class`).
    private static func constantsOpening(_ words: [Substring]) -> Opening? {
        if words.starts(with: ["companion", "object"]), words.count == 2 || (words.count == 3 && words[2] == "{") {
            return Opening(name: nil, braceOnLine: words.count == 3, kind: .constants)
        }
        guard
            let keyword = words.firstIndex(where: { ["class", "object", "struct", "interface"].contains($0) }),
            keyword + 1 < words.endIndex,
            words[..<keyword].allSatisfy({ modifiers.contains($0) || $0 == "abstract" }),
            let name = identifier(atStartOf: String(words[keyword + 1])), namesErrors(name)
        else { return nil }
        // The name ends its word, or runs into the brace; what follows may be a supertype, never a body.
        let after = words[keyword + 1].dropFirst(name.utf8.count)
        guard after.isEmpty || after == "{" || after == ":" else { return nil }
        let braceOnLine = words.last?.hasSuffix("{") ?? false
        guard braceOnLine || words.last == words[keyword + 1] || !words.contains(where: { $0.contains("(") })
        else { return nil }
        return Opening(
            name: name, braceOnLine: braceOnLine, kind: .constants, isInterface: words[keyword] == "interface")
    }

    /// The end of the attribute a line opens with (`#[error("a ] b")]`): past its closing `]`, brackets
    /// and strings inside it counted.
    private static func attributeEnd(_ text: String) -> String.Index? {
        var depth = 0
        var quoted = false
        for index in text.indices {
            let character = text[index]
            if quoted {
                if character == "\"" { quoted = false }
                continue
            }
            switch character {
            case "\"": quoted = true
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return text.index(after: index) }
            default: break
            }
        }
        return nil
    }

    /// The class a line stands in, by the nearest line above that opens one: the name a
    /// companion object's constants belong to, when that name says it holds errors.
    private static func enclosingClass(of line: Int, in lines: [String]) -> String? {
        for index in stride(from: line - 1, through: 0, by: -1) {
            let words = lines[index].split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let keyword = words.firstIndex(where: { $0 == "class" || $0 == "object" }),
                keyword + 1 < words.endIndex
            else { continue }
            return identifier(atStartOf: String(words[keyword + 1])).flatMap { namesErrors($0) ? $0 : nil }
        }
        return nil
    }

    /// The subclasses of a sealed error class a sample declares, as one enum per class, each
    /// case numbered by its constructor's call (`object InvalidToken : AuthError(1001, "…")`,
    /// `data object …`, `class Network(…) : AuthError(1003)`), in or after the class's body.
    private static func sealedSubclasses(in code: String) -> [Enum] {
        // Told on the bytes first: most samples declare no subclass of an error class.
        guard code.containsASCII(": "), code.containsASCII("object") || code.containsASCII("class"),
            code.containsASCII("Error") || code.containsASCII("Exception") || code.containsASCII("Result")
                || code.containsASCII("Warning")
        else { return [] }
        var found: [Enum] = []
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.utf8.contains(UInt8(ascii: ":")) {
            let text = line.trimmingCharacters(in: .whitespaces)
            var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, modifiers.contains(first) || first == "data" { words = words.dropFirst() }
            guard let keyword = words.first, keyword == "object" || keyword == "class", words.count >= 2,
                let name = identifier(atStartOf: String(words[words.startIndex + 1])),
                let colon = text.range(of: " : ") ?? text.range(of: ": ")
            else { continue }
            let parentText = text[colon.upperBound...].trimmingCharacters(in: .whitespaces)
            guard let parent = identifier(atStartOf: parentText), namesErrors(parent),
                let open = parentText.firstIndex(of: "("), let close = parentText.lastIndex(of: ")"), open < close
            else { continue }
            let arguments = Self.arguments(parentText[parentText.index(after: open)..<close])
            guard let code = arguments.lazy.compactMap(Self.codeLiteral).first else { continue }
            let message = arguments.lazy.compactMap(Self.stringLiteral).first { NamedCode.code($0) == nil }
            let column = line.utf8.count - line.drop { $0 == " " || $0 == "\t" }.utf8.count
            let item = Case(name: name, code: code, comment: message, line: index + 1, column: column + 1)
            if let existing = found.firstIndex(where: { $0.name == parent }) {
                found[existing].cases.append(item)
            } else {
                found.append(Enum(name: parent, cases: [item]))
            }
        }
        return found
    }

    /// A constants class's member line as an enum case (`NAME = 1;`), when it declares a constant:
    /// a name after modifiers and a type, one of them saying it is shared and fixed (`static`,
    /// `const`, or any field of an interface), given a value.
    private static func constant(_ text: String, inInterface: Bool) -> String? {
        guard let equals = text.firstIndex(of: "="), text[text.index(after: equals)...].first != "=" else { return nil }
        var declaration = text[..<equals]
        // `static readonly NAME: number = 1` and Swift's `static let name: Int = 1` give a type after the name.
        if let colon = declaration.firstIndex(of: ":") { declaration = declaration[..<colon] }
        let words = declaration.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count >= 2, let name = words.last, identifier(atStartOf: String(name)) == String(name) else {
            return nil
        }
        let qualifiers = words.dropLast()
        guard qualifiers.allSatisfy({ identifier(atStartOf: String($0)) == String($0) }),
            inInterface || qualifiers.contains(where: { $0 == "static" || $0 == "const" })
        else { return nil }
        return String(name) + " " + text[equals...]
    }

    /// How many more `{` than `}` a line of code opens.
    private static func braceBalance(_ text: String) -> Int {
        var balance = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "{") { balance += 1 } else if byte == UInt8(ascii: "}") { balance -= 1 }
        }
        return balance
    }

    /// The name of the object of constants a JavaScript line opens (`export const DemoErrorCode = {`,
    /// `const DemoError = Object.freeze({`), when the name says it holds errors or results.
    private static func objectOpening(_ text: String) -> String? {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        if words.first == "export" { words = words.dropFirst() }
        guard let keyword = words.first, ["const", "let", "var"].contains(keyword), words.count >= 3,
            let name = identifier(atStartOf: String(words[words.startIndex + 1])),
            words[words.startIndex + 2] == "=", namesErrors(name)
        else { return nil }
        let value = words.dropFirst(3).joined()
        return value == "{" || value == "Object.freeze({" ? name : nil
    }

    /// Whether an enum's name says it holds errors, results or warnings (`WarningCode`).
    static func namesErrors(_ name: String) -> Bool {
        name.contains("Error") || name.hasSuffix("Result") || name.hasSuffix("ResultCode") || name.hasSuffix("Warning")
            || name.hasSuffix("WarningCode") || name.hasSuffix("Exception")
    }

    /// The arguments of a call, split at its top-level commas (not those in strings).
    private static func arguments(_ text: Substring) -> [String] {
        var arguments: [String] = []
        var current = ""
        var quote: Character?
        var depth = 0
        for character in text {
            if let open = quote {
                current.append(character)
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0:
                arguments.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        return arguments
    }

    /// The text of a string literal (`"Not ready"`), if the argument is one.
    private static func stringLiteral(_ argument: String) -> String? {
        guard argument.count >= 2, let first = argument.first, first == "\"", argument.last == first else { return nil }
        let body = argument.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
        return body.isEmpty ? nil : body
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
