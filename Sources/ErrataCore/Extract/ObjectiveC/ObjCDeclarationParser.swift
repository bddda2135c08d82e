import Foundation

/// Reads Objective-C method declarations out of sample code or a whole guide.
///
/// The grammar, read by recursive descent over ``ObjCTokenization`` tokens:
///
/// ```
/// declaration := ('+' | '-') '(' type ')' selector macro* ';'
/// selector    := identifier | piece+ (',' '...')?
/// piece       := identifier? ':' ('(' type ')')? identifier
/// macro       := MACRO_NAME ('(' balanced ')')?        -- __attribute__((…)), NS_SWIFT_NAME(…), API_AVAILABLE(…)
/// type        := (word | '*' | '<' type (',' type)* '>' | '(' ('^' | '*') name? ')' '(' params ')' | '[' n? ']')+
/// ```
///
/// A declaration starts at the beginning of a line (after whitespace, and after a stray `'` or `` ` `` left by
/// scraped pages) and ends with `;`. A method implementation (`- (void)autoSignIn {`), a prose bullet
/// (`- foo bar`) and anything else that does not fit the grammar yields nothing. An attempt stops at the next
/// line that could start a declaration, so every token is read by at most one attempt: the time is linear.
public enum ObjCDeclarationParser {
    /// Every method declaration in `text`, in source order. Lines and columns are relative to `text`.
    public static func declarations(in text: String) -> [ObjCMethodDeclaration] {
        // The reading by lines finds the lines that may start one itself (none: no declaration);
        // the byte pre-check is for the texts it leaves to the whole reading.
        if let declarations = declarationsByLines(in: text) { return declarations }
        guard mayHoldDeclaration(text) else { return [] }
        return declarationsWithoutPrecheck(in: text)
    }

    /// ``declarations(in:)`` read from the lines that may start one, and as many after each as the
    /// attempt can read, rather than from the tokens of the whole text: most samples are method
    /// bodies, whose lines no attempt reads (an implementation's attempt ends at its `{`).
    ///
    /// Without a `/*` or a `\r`, no token spans two lines (strings and `//` comments end with their
    /// line), so a line's tokens are those of the whole text's. An attempt from a `+`/`-` reads no
    /// token past the first `;`, `{` or `}` after it, nor past the next line that starts one
    /// (``DeclarationReader/nextStart(after:)``): it is made on those lines alone. `nil`, for the
    /// whole text to be read, where the text holds `/*` or `\r`, or a line starting with `+`/`-`
    /// on its bytes does not on its tokens (`'' - x`: an earlier attempt would read through it).
    static func declarationsByLines(in text: String) -> [ObjCMethodDeclaration]? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> [ObjCMethodDeclaration]? in
            guard let base = bytes.baseAddress else { return [] }
            let count = bytes.count
            func offset(of hit: UnsafeMutableRawPointer) -> Int { UnsafeRawPointer(base).distance(to: hit) }
            if memchr(base, 0x0D, count) != nil { return nil }
            var slash = 0
            while slash + 1 < count, let hit = memchr(base + slash, 0x2F, count - 1 - slash) {
                slash = offset(of: hit) + 1
                if bytes[slash] == UInt8(ascii: "*") { return nil }
            }
            // The lines that start with `+` or `-` after white space and stray quotes, as
            // `mayHoldDeclaration` reads them: their 0-based numbers and first bytes.
            var starts: [(line: Int, offset: Int)] = []
            var line = 0
            var lineStart = 0
            while lineStart < count {
                var index = lineStart
                while index < count, Self.isSkipped(bytes[index]) { index += 1 }
                if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    starts.append((line, lineStart))
                }
                guard index < count, let newline = memchr(base + index, 0x0A, count - index) else { break }
                lineStart = offset(of: newline) + 1
                line += 1
            }
            var declarations: [ObjCMethodDeclaration] = []
            for (index, first) in starts.enumerated() {
                let limit = index + 1 < starts.count ? starts[index + 1].offset : count
                // Bytes `first.offset..<end`: up to the end of the line of the next `;`, `{` or `}`
                // byte, or the limit.
                var end = first.offset
                while true {
                    var at = end
                    while at < limit, !Self.endsAttempt(bytes[at]) { at += 1 }
                    end = at < limit ? memchr(base + at, 0x0A, limit - at).map { offset(of: $0) + 1 } ?? limit : limit
                    let window = UnsafeBufferPointer(rebasing: bytes[first.offset..<end])
                    let tokenization = ObjCTokenization(String(decoding: window, as: UTF8.self))
                    let reader = DeclarationReader(tokenization: tokenization)
                    let tokens = tokenization.tokens
                    guard let start = (0..<min(2, tokens.count)).first(where: reader.startsDeclaration) else {
                        return nil
                    }
                    // The byte may be in a string or a comment: read on while no token ends the attempt.
                    let ended = tokens[(start + 1)...].contains { $0.is(";") || $0.is("{") || $0.is("}") }
                    if ended || end == limit {
                        if var declaration = reader.read(at: start, limit: tokens.count) {
                            declaration.line += first.line
                            declarations.append(declaration)
                        }
                        break
                    }
                }
            }
            return declarations
        } ?? nil
    }

    /// White space and the stray quotes before a declaration's `+` or `-` on its line.
    private static func isSkipped(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0B, 0x0C, UInt8(ascii: "'"), UInt8(ascii: "`"): true
        default: false
        }
    }

    /// `;`, `{` or `}`, which no attempt reads past.
    private static func endsAttempt(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    /// ``declarations(in:)`` without the byte pre-check (tests compare the two).
    static func declarationsWithoutPrecheck(in text: String) -> [ObjCMethodDeclaration] {
        let tokenization = ObjCTokenization(text)
        var parser = DeclarationReader(tokenization: tokenization)
        return parser.readAll()
    }

    /// Whether some line starts with `+` or `-` (after white space and stray quotes), on bytes:
    /// text without one holds no declaration, and need not be tokenized. A `/*` answers yes: a
    /// comment may stand before the `-` on its line.
    static func mayHoldDeclaration(_ text: String) -> Bool {
        // Read through a buffer pointer (a string's bytes are contiguous), not the UTF-8 view's
        // iterator: the loop runs over every byte of every code block.
        text.utf8.withContiguousStorageIfAvailable(mayHoldDeclaration)
            ?? Array(text.utf8).withUnsafeBufferPointer(mayHoldDeclaration)
    }

    /// ``mayHoldDeclaration(_:)`` on the text's UTF-8 bytes.
    private static func mayHoldDeclaration(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var atLineStart = true
        var previous: UInt8 = 0
        for byte in bytes {
            defer { previous = byte }
            switch byte {
            case UInt8(ascii: "*") where previous == UInt8(ascii: "/"):
                return true
            case 0x0A, 0x0D:
                atLineStart = true
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                if atLineStart { return true }
            default:
                if !isSkipped(byte) { atLineStart = false }
            }
        }
        return false
    }

    /// Parses the text of one type, as written between the parentheses of a declaration
    /// (`nullable NSDictionary<NSString *, id> *`), or nil when it is not a type.
    static func type(_ text: String) -> ObjCType? {
        let tokenization = ObjCTokenization(text)
        var reader = TypeReader(
            tokens: tokenization.tokens, tokenization: tokenization, limit: tokenization.tokens.count)
        guard let (type, next) = reader.readTopLevel(at: 0), next == tokenization.tokens.count else { return nil }
        return type
    }
}

// MARK: - Declarations

/// One pass over the tokens, trying a declaration at each line that starts with `+` or `-`.
private struct DeclarationReader {
    let tokenization: ObjCTokenization
    let tokens: [ObjCToken]

    init(tokenization: ObjCTokenization) {
        self.tokenization = tokenization
        self.tokens = tokenization.tokens
    }

    /// Whether the token at `index` begins a line with `+` or `-` (after a stray quote or backtick).
    func startsDeclaration(_ index: Int) -> Bool {
        let token = tokens[index]
        guard token.is("+") || token.is("-") else { return false }
        if token.startsLine { return true }
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        return previous.startsLine && (previous.is("'") || previous.is("`"))
    }

    mutating func readAll() -> [ObjCMethodDeclaration] {
        var result: [ObjCMethodDeclaration] = []
        var index = 0
        while index < tokens.count {
            guard startsDeclaration(index) else {
                index += 1
                continue
            }
            // The attempt reads up to the next possible start at most; `end` is where the next search begins.
            let limit = nextStart(after: index)
            if let declaration = read(at: index, limit: limit) {
                result.append(declaration)
            }
            index = limit
        }
        return result
    }

    /// The index of the next token after `index` that could start a declaration, or the end.
    func nextStart(after index: Int) -> Int {
        var next = index + 1
        while next < tokens.count, !startsDeclaration(next) { next += 1 }
        return next
    }

    /// Reads one declaration from the `+`/`-` at `start`, using no token at or past `limit`.
    func read(at start: Int, limit: Int) -> ObjCMethodDeclaration? {
        var cursor = Cursor(tokens: tokens, limit: limit, index: start + 1)
        let kind: ObjCMethodDeclaration.Kind = tokens[start].is("+") ? .classMethod : .instanceMethod
        guard let returnType = readParenthesizedType(&cursor) else { return nil }
        guard cursor.peek(0)?.kind == .identifier else { return nil }
        var parameters: [ObjCParameter] = []
        var selector = ""
        if cursor.peek(1)?.is(":") == true {
            while let piece = readPiece(&cursor) {
                parameters.append(piece)
                selector += piece.label + ":"
            }
            guard !parameters.isEmpty else { return nil }
            if cursor.peek(0)?.is(",") == true {
                // A variadic method: `, ...`.
                guard cursor.peek(1)?.is(".") == true, cursor.peek(2)?.is(".") == true, cursor.peek(3)?.is(".") == true
                else { return nil }
                cursor.index += 4
            }
        } else {
            selector = tokenization.text(tokens[cursor.index])
            cursor.index += 1
        }
        guard skipMacros(&cursor), cursor.peek(0)?.is(";") == true else { return nil }
        return ObjCMethodDeclaration(
            kind: kind,
            returnType: returnType,
            selector: selector,
            parameters: parameters,
            line: tokens[start].line,
            column: tokens[start].column
        )
    }

    /// `label:(type)name` or `:(type)name`; nil, without moving, when the next tokens are not a piece.
    func readPiece(_ cursor: inout Cursor) -> ObjCParameter? {
        var attempt = cursor
        var label = ""
        if attempt.peek(0)?.kind == .identifier, attempt.peek(1)?.is(":") == true {
            label = tokenization.text(tokens[attempt.index])
            attempt.index += 2
        } else if attempt.peek(0)?.is(":") == true {
            attempt.index += 1
        } else {
            return nil
        }
        var type = ObjCType(name: "id")
        if attempt.peek(0)?.is("(") == true {
            guard let written = readParenthesizedType(&attempt) else { return nil }
            type = written
        }
        guard let nameToken = attempt.peek(0), nameToken.kind == .identifier else { return nil }
        attempt.index += 1
        cursor = attempt
        return ObjCParameter(label: label, name: tokenization.text(nameToken), type: type)
    }

    /// `( type )`.
    func readParenthesizedType(_ cursor: inout Cursor) -> ObjCType? {
        guard cursor.peek(0)?.is("(") == true else { return nil }
        var reader = TypeReader(tokens: tokens, tokenization: tokenization, limit: cursor.limit)
        guard let (type, next) = reader.readTopLevel(at: cursor.index + 1),
            next < cursor.limit, tokens[next].is(")")
        else { return nil }
        cursor.index = next + 1
        return type
    }

    /// Skips `__attribute__((…))`, `NS_SWIFT_NAME(…)`, `API_AVAILABLE(…)`, `DEPRECATED_ATTRIBUTE` and the like.
    /// False when a macro's parentheses are not closed before `;`, a brace or the limit.
    func skipMacros(_ cursor: inout Cursor) -> Bool {
        while let token = cursor.peek(0), token.kind == .identifier, isMacroName(tokenization.text(token)) {
            cursor.index += 1
            guard cursor.peek(0)?.is("(") == true else { continue }
            var depth = 0
            while let current = cursor.peek(0) {
                if current.is("(") {
                    depth += 1
                } else if current.is(")") {
                    depth -= 1
                    if depth == 0 { break }
                } else if current.is(";") || current.is("{") || current.is("}") {
                    return false
                }
                cursor.index += 1
            }
            guard cursor.peek(0)?.is(")") == true else { return false }
            cursor.index += 1
        }
        return true
    }

    /// `NS_SWIFT_NAME`, `API_AVAILABLE`, `__attribute__`, `__TVOS_PROHIBITED`: upper case with underscores, or
    /// starting with two underscores.
    func isMacroName(_ name: String) -> Bool {
        if name.hasPrefix("__") { return true }
        guard name.count >= 2, let first = name.first, first.isASCII, first.isUppercase || first == "_" else {
            return false
        }
        return name.allSatisfy { ($0.isASCII && ($0.isUppercase || $0.isNumber)) || $0 == "_" }
    }
}

/// A position in the tokens that may not pass `limit`.
private struct Cursor {
    let tokens: [ObjCToken]
    let limit: Int
    var index: Int

    /// The token `offset` places ahead, or nil at or past the limit.
    func peek(_ offset: Int) -> ObjCToken? {
        let position = index + offset
        return position < limit ? tokens[position] : nil
    }
}

// MARK: - Types

/// One part of a type, before it is spelled out.
private enum TypePart {
    case word(String)
    case star
    case generic([String])
    case declarator(marker: String, parameters: [String])
    case array(String)
}

/// Reads a type by recursive descent: words, stars, generic arguments and block or function-pointer declarators.
private struct TypeReader {
    let tokens: [ObjCToken]
    let tokenization: ObjCTokenization
    let limit: Int
    /// How deep generic arguments and block parameters may nest before the type is given up.
    static let maximumDepth = 32

    /// Reads the type of a declaration, whose qualifiers give its nullability. Returns the index after it.
    mutating func readTopLevel(at index: Int) -> (ObjCType, Int)? {
        var nullability = ObjCType.Nullability.unspecified
        guard let (parts, next) = readParts(at: index, depth: 0, nullability: &nullability) else { return nil }
        guard let name = Self.spell(parts) else { return nil }
        return (ObjCType(name: name, nullability: nullability), next)
    }

    /// Reads a nested type (a generic argument or a block's parameter), dropping its qualifiers and, for a
    /// block parameter, its name.
    mutating func readNested(at index: Int, depth: Int, dropsName: Bool) -> (String, Int)? {
        var ignored = ObjCType.Nullability.unspecified
        guard let (read, next) = readParts(at: index, depth: depth, nullability: &ignored) else { return nil }
        var parts = read
        if dropsName { Self.dropName(&parts) }
        guard let name = Self.spell(parts) else { return nil }
        return (name, next)
    }

    func token(_ index: Int) -> ObjCToken? {
        index < limit ? tokens[index] : nil
    }

    /// Reads parts until a token that cannot continue a type (`)`, `,`, `>` or anything foreign).
    mutating func readParts(
        at start: Int,
        depth: Int,
        nullability: inout ObjCType.Nullability
    ) -> ([TypePart], Int)? {
        guard depth < Self.maximumDepth else { return nil }
        var parts: [TypePart] = []
        var index = start
        while let current = token(index) {
            if current.kind == .identifier {
                let word = tokenization.text(current)
                if let qualifier = Self.nullabilityQualifiers[word] {
                    if nullability == .unspecified { nullability = qualifier }
                    index += 1
                } else if word == "NS_NOESCAPE" || word == "__attribute__" || word == "__attribute" {
                    index += 1
                    if token(index)?.is("(") == true {
                        guard let after = skipBalancedParentheses(at: index) else { return nil }
                        index = after
                    }
                } else {
                    parts.append(.word(word))
                    index += 1
                }
            } else if current.is("*") {
                guard !parts.isEmpty else { return nil }
                parts.append(.star)
                index += 1
            } else if current.is("<") {
                guard case .word = parts.last else { return nil }
                guard let (arguments, next) = readGenericArguments(at: index + 1, depth: depth) else { return nil }
                parts.append(.generic(arguments))
                index = next
            } else if current.is("(") {
                guard !parts.isEmpty,
                    let (part, next) = readDeclarator(at: index + 1, depth: depth, nullability: &nullability)
                else { return nil }
                parts.append(part)
                index = next
            } else if current.is("[") {
                guard !parts.isEmpty else { return nil }
                var size = ""
                if let number = token(index + 1), number.kind == .number || number.kind == .identifier {
                    size = tokenization.text(number)
                    index += 1
                }
                guard token(index + 1)?.is("]") == true else { return nil }
                parts.append(.array("[\(size)]"))
                index += 2
            } else {
                break
            }
        }
        return parts.isEmpty ? nil : (parts, index)
    }

    /// `A, B>`: the arguments and the index after the `>`.
    mutating func readGenericArguments(at start: Int, depth: Int) -> ([String], Int)? {
        var arguments: [String] = []
        var index = start
        while true {
            guard let (argument, next) = readNested(at: index, depth: depth + 1, dropsName: false) else { return nil }
            arguments.append(argument)
            guard let separator = token(next) else { return nil }
            if separator.is(">") { return (arguments, next + 1) }
            guard separator.is(",") else { return nil }
            index = next + 1
        }
    }

    /// `^ name?)(parameters)` or `* name?)(parameters)`, after the first `(`.
    mutating func readDeclarator(
        at start: Int,
        depth: Int,
        nullability: inout ObjCType.Nullability
    ) -> (TypePart, Int)? {
        guard let marker = token(start), marker.is("^") || marker.is("*") else { return nil }
        var index = start + 1
        // Qualifiers and the name inside the declarator: `(^ _Nullable completion)`.
        while let current = token(index), current.kind == .identifier {
            let word = tokenization.text(current)
            if let qualifier = Self.nullabilityQualifiers[word], nullability == .unspecified {
                nullability = qualifier
            }
            index += 1
        }
        guard token(index)?.is(")") == true, token(index + 1)?.is("(") == true else { return nil }
        index += 2
        var parameters: [String] = []
        if token(index)?.is(")") == true {
            return (.declarator(marker: tokenization.text(marker), parameters: []), index + 1)
        }
        while true {
            if token(index)?.is(".") == true, token(index + 1)?.is(".") == true, token(index + 2)?.is(".") == true {
                parameters.append("...")
                index += 3
            } else {
                guard let (parameter, next) = readNested(at: index, depth: depth + 1, dropsName: true) else {
                    return nil
                }
                parameters.append(parameter)
                index = next
            }
            guard let separator = token(index) else { return nil }
            if separator.is(")") {
                return (.declarator(marker: tokenization.text(marker), parameters: parameters), index + 1)
            }
            guard separator.is(",") else { return nil }
            index += 1
        }
    }

    /// The index after the parentheses opening at `start`, or nil when they do not close on a type's tokens.
    func skipBalancedParentheses(at start: Int) -> Int? {
        var depth = 0
        var index = start
        while let current = token(index) {
            if current.is("(") {
                depth += 1
            } else if current.is(")") {
                depth -= 1
                if depth == 0 { return index + 1 }
            } else if current.is(";") || current.is("{") || current.is("}") {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// Drops the name of a block parameter: `XYZSession *session` → `XYZSession *`, `BOOL success` →
    /// `BOOL`, but `unsigned int` and `struct CGPoint` keep their last word.
    static func dropName(_ parts: inout [TypePart]) {
        guard parts.count >= 2, case .word(let last) = parts[parts.count - 1], !builtinWords.contains(last) else {
            return
        }
        if case .word(let previous) = parts[parts.count - 2], ["struct", "union", "enum"].contains(previous) {
            return
        }
        parts.removeLast()
    }

    /// The normalised spelling of `parts`.
    static func spell(_ parts: [TypePart]) -> String? {
        var result = ""
        var previousWasStar = false
        for part in parts {
            switch part {
            case .word(let word):
                if !result.isEmpty { result += " " }
                result += word
            case .star:
                result += previousWasStar ? "*" : " *"
            case .generic(let arguments):
                result += "<" + arguments.joined(separator: ", ") + ">"
            case .declarator(let marker, let parameters):
                if !result.isEmpty { result += " " }
                result += "(\(marker))(" + parameters.joined(separator: ", ") + ")"
            case .array(let array):
                result += array
            }
            if case .star = part { previousWasStar = true } else { previousWasStar = false }
        }
        return result.isEmpty ? nil : result
    }

    /// Words that are part of a type even in last place.
    static let builtinWords: Set<String> = [
        "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool", "bool",
        "const", "volatile", "restrict", "__restrict", "__unsafe_unretained", "__strong", "__weak",
        "__autoreleasing", "__kindof", "in", "out", "inout", "bycopy", "byref", "oneway",
    ]

    /// Every spelling of a nullability qualifier.
    static let nullabilityQualifiers: [String: ObjCType.Nullability] = [
        "nullable": .nullable, "_Nullable": .nullable, "__nullable": .nullable, "null_resettable": .nullable,
        "_Nullable_result": .nullable,
        "nonnull": .nonnull, "_Nonnull": .nonnull, "__nonnull": .nonnull,
        "null_unspecified": .nullUnspecified, "_Null_unspecified": .nullUnspecified,
        "__null_unspecified": .nullUnspecified,
    ]
}
