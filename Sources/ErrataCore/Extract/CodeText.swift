import ErrataMarkdown
import Foundation

/// Sample code with comments and string literals blanked out, so that translated comments and
/// messages do not count as differences between languages. Lines and columns are kept.
enum CodeText {
    /// `code` with `// …`, `/* … */`, `"…"` and `'…'` replaced by spaces (newlines are kept).
    ///
    /// Reads characters (a `\r\n` or a letter with a combining mark is one character, blanked by
    /// one space), each as its UTF-8 bytes: only a one-byte character can be one of the marks.
    static func blankingCommentsAndStrings(_ code: String) -> String {
        let bytes = Array(code.utf8)
        // ASCII code (most samples) has a character per byte: the same pass, in place.
        if bytes.withUnsafeBufferPointer(FastText.hasOneCharacterPerByte) {
            return blankingASCII(bytes)
        }
        let starts = FastText.characterStarts(code)
        let space = UInt8(ascii: " ")
        let newline = UInt8(ascii: "\n")
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let backslash = UInt8(ascii: "\\")
        /// Stands for a character of more than one byte, which is none of the marks.
        let other: UInt8 = 0x80
        // Written in place: a character is either copied or blanked by one byte, so the result is
        // never longer than the code.
        let result = [UInt8](unsafeUninitializedCapacity: bytes.count) { result, written in
            func put(_ byte: UInt8) {
                result[written] = byte
                written += 1
            }
            var state = State.code
            var previous = space
            for index in 0..<(starts.count - 1) {
                let start = starts[index]
                let end = starts[index + 1]
                let character = end - start == 1 ? bytes[start] : other
                switch state {
                case .code:
                    if character == slash && previous == slash {
                        // The `/` before, kept as code, was the last byte written.
                        result[written - 1] = space
                        put(space)
                        state = .lineComment
                    } else if character == star && previous == slash {
                        result[written - 1] = space
                        put(space)
                        state = .blockComment
                    } else if character == UInt8(ascii: "\"") {
                        put(space)
                        state = .string
                    } else if character == UInt8(ascii: "'") {
                        put(space)
                        state = .character
                    } else {
                        for offset in start..<end { put(bytes[offset]) }
                    }
                case .lineComment:
                    put(character == newline ? newline : space)
                    if character == newline { state = .code }
                case .blockComment:
                    put(character == newline ? newline : space)
                    if character == slash && previous == star { state = .code }
                case .string, .character:
                    if character == newline {
                        put(newline)
                        state = .code
                    } else {
                        put(space)
                        if previous != backslash && character == UInt8(ascii: state == .string ? "\"" : "'") {
                            state = .code
                        }
                    }
                }
                previous = (previous == backslash && character == backslash) ? space : character
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// ``blankingCommentsAndStrings(_:)`` for ASCII text without `\r`, byte by byte.
    ///
    /// Code between marks is let through eight bytes at a time: in code, only `/`, `"` and `'`
    /// change anything (a `*` only right after a `/`, and what came before a run matters only
    /// in whether it was a `/`). A line comment is blanked up to its line end at once.
    private static func blankingASCII(_ bytes: [UInt8]) -> String {
        var result = bytes
        var state = State.code
        var previous = UInt8(ascii: " ")
        result.withUnsafeMutableBufferPointer { result in
            let count = result.count
            var index = 0
            while index < count {
                if state == .code, previous != UInt8(ascii: "/") {
                    let next = firstCodeMark(in: result, from: index)
                    if next > index {
                        // None of the bytes passed is a `/`, and the mark after them reads the same
                        // whatever else they were.
                        previous = UInt8(ascii: " ")
                        index = next
                        continue
                    }
                } else if state == .lineComment {
                    let end =
                        result.baseAddress.flatMap { base in
                            memchr(base + index, Int32(UInt8(ascii: "\n")), count - index).map {
                                base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
                            }
                        } ?? count
                    if end > index {
                        // Blanked up to the line end, which is read as usual.
                        memset(result.baseAddress! + index, Int32(UInt8(ascii: " ")), end - index)
                        previous = UInt8(ascii: " ")
                        index = end
                        continue
                    }
                }
                blankASCII(at: index, in: result, state: &state, previous: &previous)
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The index of the first `/`, `"` or `'` in `bytes` at or after `start`, or the count: eight
    /// bytes at a time, each class found exactly by a zero-byte test.
    @inline(__always)
    private static func firstCodeMark(in bytes: UnsafeMutableBufferPointer<UInt8>, from start: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        func zeroBytes(_ value: UInt64) -> UInt64 { ~(((value & lows) &+ lows) | value | lows) }
        var index = start
        while bytes.count - index >= 8 {
            let word = UInt64(
                littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
            let marks =
                zeroBytes(word ^ (UInt64(UInt8(ascii: "/")) * ones))
                | zeroBytes(word ^ (UInt64(UInt8(ascii: "\"")) * ones))
                | zeroBytes(word ^ (UInt64(UInt8(ascii: "'")) * ones))
            if marks != 0 { return index + marks.trailingZeroBitCount >> 3 }
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return index }
            index += 1
        }
        return index
    }

    /// One step of ``blankingASCII(_:)``: reads the byte at `index` of `result` and blanks it
    /// (and the `/` before it) as `state` says.
    @inline(__always)
    private static func blankASCII(
        at index: Int, in result: UnsafeMutableBufferPointer<UInt8>, state: inout State, previous: inout UInt8
    ) {
        let space = UInt8(ascii: " ")
        let newline = UInt8(ascii: "\n")
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let backslash = UInt8(ascii: "\\")
        let byte = result[index]
        switch state {
        case .code:
            if byte == slash && previous == slash {
                result[index - 1] = space
                result[index] = space
                state = .lineComment
            } else if byte == star && previous == slash {
                result[index - 1] = space
                result[index] = space
                state = .blockComment
            } else if byte == UInt8(ascii: "\"") {
                result[index] = space
                state = .string
            } else if byte == UInt8(ascii: "'") {
                result[index] = space
                state = .character
            }
        case .lineComment:
            if byte == newline {
                state = .code
            } else {
                result[index] = space
            }
        case .blockComment:
            if byte != newline { result[index] = space }
            if byte == slash && previous == star { state = .code }
        case .string, .character:
            if byte == newline {
                state = .code
            } else {
                result[index] = space
                if previous != backslash && byte == UInt8(ascii: state == .string ? "\"" : "'") { state = .code }
            }
        }
        previous = (previous == backslash && byte == backslash) ? space : byte
    }

    private enum State {
        case code, lineComment, blockComment, string, character
    }

    /// Constants passed in code: identifiers such as `kXYZProviderMail` (a `k` then an upper-case letter).
    ///
    /// Works on UTF-8 bytes: identifiers are ASCII, and this runs on every line of sample code.
    static func constants(in code: String) -> [String] {
        code.withUTF8Bytes(constants)
    }

    /// ``constants(in:)`` on the UTF-8 bytes of the code: each `k` (found with memchr) that
    /// starts an identifier is read from there.
    private static func constants(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var found: [String] = []
        guard let base = bytes.baseAddress else { return found }
        var from = 0
        while from < bytes.count, let hit = memchr(base + from, Int32(UInt8(ascii: "k")), bytes.count - from) {
            let start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            var end = start + 1
            while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
            from = end
            // The identifier starts at the `k` (after a byte that is no part of one, and not
            // inside a character outside ASCII), and a capital follows it.
            guard start == 0 || (bytes[start - 1] < 0x80 && !isIdentifierByte(bytes[start - 1])) else { continue }
            if end - start > 2, bytes[start + 1] >= 0x41, bytes[start + 1] <= 0x5A {
                found.append(String(decoding: bytes[start..<end], as: UTF8.self))
            }
        }
        return found
    }

    /// ``constants(in:)`` read byte by byte, every identifier in turn: the reference the memchr
    /// reading is tested against.
    static func constantsByIdentifiers(in code: String) -> [String] {
        let bytes = Array(code.utf8)
        var found: [String] = []
        var start = -1
        for index in 0...bytes.count {
            let inside = index < bytes.count && isIdentifierByte(bytes[index])
            if inside {
                if start < 0 { start = index }
                continue
            }
            if start >= 0, index - start > 2, bytes[start] == UInt8(ascii: "k"),
                bytes[start + 1] >= 0x41, bytes[start + 1] <= 0x5A,
                start == 0 || bytes[start - 1] < 0x80
            {
                found.append(String(decoding: bytes[start..<index], as: UTF8.self))
            }
            start = -1
        }
        return found
    }

    /// The methods code calls on a receiver, in order: `fetchToken` of
    /// `Demo.fetchToken(context)` or `?.fetchToken (`, `Init` of `Demo.Init(…)` (Java,
    /// Kotlin, C#, Swift, JavaScript; Objective-C's sends are read apart). Read on the code with
    /// comments and strings blanked.
    static func methodCalls(in code: String) -> [String] {
        func calls(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
            var found: [String] = []
            guard let base = bytes.baseAddress else { return found }
            var from = 0
            while from < bytes.count, let hit = memchr(base + from, Int32(UInt8(ascii: ".")), bytes.count - from) {
                let dot = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                from = dot + 1
                // A receiver before the dot: a name, a call's or subscript's end, or Kotlin's `?.`/`!!.`.
                guard dot > 0 else { continue }
                switch bytes[dot - 1] {
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "?"), UInt8(ascii: "!"): break
                case let byte where isIdentifierByte(byte): break
                default: continue
                }
                let start = dot + 1
                guard start < bytes.count, (bytes[start] | 0x20) >= 0x61, (bytes[start] | 0x20) <= 0x7A else {
                    continue
                }
                var end = start
                while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
                var next = end
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
                guard end - start >= 2, next < bytes.count, bytes[next] == UInt8(ascii: "(") else { continue }
                found.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                from = end
            }
            return found
        }
        return code.withUTF8Bytes(calls)
    }

    /// The functions and methods lines of code declare, and those they call without a receiver, in
    /// order. A line's first name followed by `(`, after nothing but words, types and modifiers (no
    /// `.`, `=`, `(` or `,` before it), other than a statement's keyword (`if (`), is declared where
    /// a word stands before it or a `:` after its parentheses (`public void sendMessage(String text) {`,
    /// `fun sendMessage(`, `sendMessage(roomId: string): Promise<void>;`), else called
    /// (`initialize(context);`); and each declared one's signature, its name and parameter list
    /// (`sendMessage(roomId: string, text: string)`). Read on the code with comments and strings blanked.
    static func functions(in code: String) -> (declared: [String], called: [String], signatures: [String]) {
        func functions(_ bytes: UnsafeBufferPointer<UInt8>) -> (
            declared: [String], called: [String], signatures: [String]
        ) {
            var declared: [String] = []
            var called: [String] = []
            var signatures: [String] = []
            guard let base = bytes.baseAddress else { return ([], [], []) }
            var lineStart = 0
            while lineStart < bytes.count {
                let newline = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), bytes.count - lineStart)
                let lineEnd = newline.map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? bytes.count
                defer { lineStart = lineEnd + 1 }
                // Most lines call or declare nothing: a line without `(` is passed over on memchr.
                guard memchr(base + lineStart, Int32(UInt8(ascii: "(")), lineEnd - lineStart) != nil else { continue }
                // The line's first `(`, with nothing before it that ends a name's place.
                var open = lineStart
                // Whether the name is the last of a path the line starts with (`client.refunds.create(`).
                var dotted = false
                // Whether the line so far holds names, dots and spaces only.
                var path = true
                scan: while open < lineEnd {
                    switch bytes[open] {
                    case UInt8(ascii: "("): break scan
                    case UInt8(ascii: "."):
                        // Only a path of names from the line's start, not a call on a value (`x = a.b(`).
                        if path, open > lineStart, isIdentifierByte(bytes[open - 1]) {
                            dotted = true
                            open += 1
                        } else {
                            open = lineEnd
                        }
                    case UInt8(ascii: "="), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                        open = lineEnd
                    default:
                        path = path && (isIdentifierByte(bytes[open]) || bytes[open] == UInt8(ascii: " "))
                        open += 1
                    }
                }
                guard open < lineEnd else { continue }
                // A path's method is declared where a type follows its parameters, as a reference
                // writes it (`client.refunds.create(\n  id: string,\n): Promise<Refund>`); called, it
                // is a method call's, which ``methodCalls(in:)`` reads.
                if dotted {
                    guard let close = closingParenthesis(bytes, from: open, before: bytes.count),
                        let next = ((close + 1)..<bytes.count).first(where: { bytes[$0] != UInt8(ascii: " ") }),
                        bytes[next] == UInt8(ascii: ":")
                    else { continue }
                }
                // A Go method's receiver (`func (c *Client) Get(id string)`): the name and its
                // parameters stand after it.
                if open - lineStart >= 5, bytes[open - 1] == UInt8(ascii: " "),
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[(open - 5)..<(open - 1)]), as: UTF8.self)
                        == "func", open - 5 == lineStart || bytes[open - 6] == UInt8(ascii: " "),
                    let receiverEnd = closingParenthesis(bytes, from: open, before: lineEnd)
                {
                    var next = receiverEnd + 1
                    while next < lineEnd, isIdentifierByte(bytes[next]) || bytes[next] == UInt8(ascii: " ") {
                        next += 1
                    }
                    guard next < lineEnd, bytes[next] == UInt8(ascii: "(") else { continue }
                    open = next
                }
                var end = open
                while end > lineStart, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
                var start = end
                while start > lineStart, isIdentifierByte(bytes[start - 1]) { start -= 1 }
                guard end - start >= 3, (bytes[start] | 0x20) >= 0x61, (bytes[start] | 0x20) <= 0x7A else { continue }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                guard !statementKeywords.contains(name) else { continue }
                let wordBefore = (lineStart..<start).contains { isIdentifierByte(bytes[$0]) }
                // A type after the parameters (`): Promise<void>;`, `): Unit {`).
                var typed = false
                if let close = (open..<lineEnd).last(where: { bytes[$0] == UInt8(ascii: ")") }) {
                    typed =
                        ((close + 1)..<lineEnd).first { bytes[$0] != UInt8(ascii: " ") }.map {
                            bytes[$0] == UInt8(ascii: ":")
                        } ?? false
                }
                // A formula or a caption in a text block (`TLS(약 6 KB)`, `TLS(about 6 KB)`) calls nothing.
                let closing = closingParenthesis(bytes, from: open, before: lineEnd) ?? lineEnd
                if isProse(UnsafeBufferPointer(rebasing: bytes[open..<closing])) { continue }
                // A call that passes values (`center: LatLng(35.68, 139.76)`, `const Position(zoom: 13)`)
                // declares nothing, whatever stands before it.
                let parameterList = wordBefore || typed ? parameters(bytes, from: open) : ""
                // The word just before the name (`return TesseraMap(`, `new Foo(`): a call's keyword.
                var wordEnd = start
                while wordEnd > lineStart, bytes[wordEnd - 1] == UInt8(ascii: " ") { wordEnd -= 1 }
                var wordStart = wordEnd
                while wordStart > lineStart, isIdentifierByte(bytes[wordStart - 1]) { wordStart -= 1 }
                let keyword = String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<wordEnd]), as: UTF8.self)
                if wordBefore || typed, !callKeywords.contains(keyword), !passesValues(parameterList) {
                    declared.append(name)
                    // With the type it returns, before its name (`Task<OrderResponse> CreateAsync(`)
                    // or after its parameters (`): Promise<void>`, `-> Result {`), modifiers and all.
                    // (A Go method's receiver, `func (c *Client)`, is left out: the name follows the
                    // signature's first parenthesis.)
                    let before =
                        collapsedSpaces(UnsafeBufferPointer(rebasing: bytes[lineStart..<start]))
                        .split(separator: "(").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                    let after = returnType(bytes, from: open)
                    signatures.append(
                        (before.isEmpty || before.hasSuffix(".") ? before : before + " ") + name + parameterList
                            + (after.isEmpty || after.hasPrefix(":") ? after : " " + after)
                    )
                } else {
                    called.append(name)
                }
            }
            return (declared, called, signatures)
        }
        return code.withUTF8Bytes(functions)
    }

    /// The bytes' text with each run of spaces and tabs one space, trimmed.
    private static func collapsedSpaces(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(
            separator: " ")
    }

    /// The type a declaration writes after its parameters (`: Promise<void>`, `-> Result`), up to
    /// the body or the end of the line; empty where it writes none.
    private static func returnType(_ bytes: UnsafeBufferPointer<UInt8>, from open: Int) -> String {
        guard let close = closingParenthesis(bytes, from: open, before: min(bytes.count, open + 2_000)) else {
            return ""
        }
        var start = close + 1
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
        guard start < bytes.count,
            bytes[start] == UInt8(ascii: ":")
                || (bytes[start] == UInt8(ascii: "-") && start + 1 < bytes.count
                    && bytes[start + 1] == UInt8(ascii: ">"))
        else { return "" }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "{"),
            bytes[end] != UInt8(ascii: "=")
        {
            end += 1
        }
        var text = collapsedSpaces(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        // Python's `-> Result:` ends with its block's colon; a declaration ends with `;`.
        while let last = text.last, last == ";" || (last == ":" && text.count > 1) { text.removeLast() }
        return text == ":" || text == "->" ? "" : text
    }

    /// The words before a call's name that make it one (`return Foo(`, `new Foo(`, `const Foo(`).
    private static let callKeywords: Set<String> = ["return", "new", "await", "throw", "yield", "const", "try"]

    /// Whether a parenthesized list, as bytes from its `(`, is prose, not arguments or parameters:
    /// it holds letters of another script than code's (strings are blanked before), or a quantity
    /// (`6 KB`, `30 seconds`).
    static func isProse(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if bytes.contains(where: { $0 >= 0x80 }) { return true }
        var index = 1
        while index < bytes.count {
            // A number, a space, and a word that is not an operator's (`x > 0 and y`, `0 if ok`).
            if bytes[index] == UInt8(ascii: " "), FastText.isASCIIDigit(bytes[index - 1]) {
                var end = index + 1
                while end < bytes.count, FastText.isASCIILetter(bytes[end]) { end += 1 }
                if end > index + 1,
                    !operatorWords.contains(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
                {
                    return true
                }
            }
            index += 1
        }
        return false
    }

    /// Words that stand between values in code: `0 and ready`, `1 if x else 2`.
    private static let operatorWords: Set<String> = [
        "and", "or", "not", "if", "else", "in", "is", "for", "as", "instanceof", "to", "until", "downTo", "step",
    ]

    /// Whether a parameter list (`(latitude: 35.68, longitude: 139.76)`) passes values, as a call
    /// does, rather than naming parameters: an argument, or what its label gives (`zoom: 13`), is a
    /// number, a string or a constructor's call; a declaration gives names and types there, its
    /// defaults after `=` (`timeout: Double = 30`).
    static func passesValues(_ list: String) -> Bool {
        guard list.utf8.count > 2 else { return false }
        var arguments: [Substring] = []
        var depth = 0
        var start = list.index(after: list.startIndex)
        for index in list.indices {
            switch list[index] {
            case "(", "[", "<", "{": depth += 1
            case ")", "]", ">", "}": depth -= 1
            case "," where depth == 1:
                arguments.append(list[start..<index])
                start = list.index(after: index)
            default: break
            }
        }
        if start < list.endIndex { arguments.append(list[start..<list.index(before: list.endIndex)]) }
        return arguments.contains { argument in
            var value = argument.trimmingWhitespace()
            if let colon = value.firstIndex(of: ":"),
                value[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            {
                value = value[value.index(after: colon)...].trimmingWhitespace()
            }
            for keyword in ["const ", "new ", "await "] where value.hasPrefix(keyword) {
                value = value.dropFirst(keyword.count).trimmingWhitespace()
            }
            guard let first = value.first else { return false }
            if first.isNumber || first == "\"" || first == "'" { return true }
            if first == "-", value.dropFirst().first?.isNumber == true { return true }
            // `LatLng(…)`: a name, then its arguments.
            let name = value.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            return !name.isEmpty && value.dropFirst(name.count).first == "("
        }
    }

    /// The index of the `)` that closes the `(` at `open`, looked for before `end`; `nil` if none does.
    private static func closingParenthesis(_ bytes: UnsafeBufferPointer<UInt8>, from open: Int, before end: Int) -> Int?
    {
        var depth = 0
        var close = open
        while close < end {
            if bytes[close] == UInt8(ascii: "(") { depth += 1 }
            if bytes[close] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return close }
            }
            close += 1
        }
        return nil
    }

    /// The parameter list that opens at `open` (a `(`), to its matching `)` on that line or a later
    /// one, with its spaces made one and none beside brackets and before commas:
    /// `(roomId: string, text: string)`. `()` where it is never closed.
    private static func parameters(_ bytes: UnsafeBufferPointer<UInt8>, from open: Int) -> String {
        guard let close = closingParenthesis(bytes, from: open, before: min(bytes.count, open + 2_000)) else {
            return "()"
        }
        var text: [UInt8] = []
        var pendingSpace = false
        for byte in bytes[open...close] {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
            {
                pendingSpace = true
                continue
            }
            let closing =
                byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: ",")
            if pendingSpace, let last = text.last, !closing,
                !(last == UInt8(ascii: "(") || last == UInt8(ascii: "[") || last == UInt8(ascii: "<"))
            {
                text.append(UInt8(ascii: " "))
            }
            pendingSpace = false
            // A trailing comma before the closing parenthesis (`options?: RequestOptions,\n)`) is style.
            if byte == UInt8(ascii: ")"), text.last == UInt8(ascii: ",") { text.removeLast() }
            text.append(byte)
            if byte == UInt8(ascii: ",") { pendingSpace = true }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Words a statement or expression starts with before a parenthesis: not functions.
    private static let statementKeywords: Set<String> = [
        "if", "for", "while", "switch", "catch", "return", "when", "foreach", "using", "lock", "sizeof", "typeof",
        "elif", "print", "assert", "await", "throw", "yield", "else", "guard", "defer", "repeat",
    ]

    /// The numbers of two digits or more, or negative, code compares a value with (`closeCode ===
    /// 4002`, `code != -1001`, `case 305:`, `case -7:`), in order: error codes written as numbers.
    /// Read on the code with comments and strings blanked.
    static func comparedNumbers(in code: String) -> [String] {
        func numbers(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
            var found: [(at: Int, number: String)] = []
            guard let base = bytes.baseAddress else { return [] }
            func isDigit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
            // The number from `at` on, past spaces, if it has two digits or more, or a sign, and ends there.
            func number(from start: Int) {
                var at = start
                while at < bytes.count, bytes[at] == UInt8(ascii: " ") { at += 1 }
                let first = at
                if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
                let digits = at
                while isDigit(at) { at += 1 }
                guard at - digits >= 2 || (at - digits == 1 && digits > first),
                    at == bytes.count || !(isIdentifierByte(bytes[at]) || bytes[at] == UInt8(ascii: "."))
                else { return }
                found.append((first, String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<at]), as: UTF8.self)))
            }
            // After each `==`, `===`, `!=` or `!==` (its last `=` found with memchr) …
            var from = 0
            while from < bytes.count, let hit = memchr(base + from, Int32(UInt8(ascii: "=")), bytes.count - from) {
                let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                from = index + 1
                guard index > 0, bytes[index - 1] == UInt8(ascii: "=") || bytes[index - 1] == UInt8(ascii: "!") else {
                    continue
                }
                var start = index + 1
                if start < bytes.count, bytes[start] == UInt8(ascii: "=") { start += 1 }
                from = start
                number(from: start)
            }
            // … and each `case `.
            from = 0
            while from < bytes.count,
                let offset = FastText.firstOffset(of: "case ", in: UnsafeBufferPointer(rebasing: bytes[from...]))
            {
                let index = from + offset
                from = index + 5
                if index == 0 || !isIdentifierByte(bytes[index - 1]) { number(from: index + 5) }
            }
            return found.sorted { $0.at < $1.at }.map(\.number)
        }
        return code.withUTF8Bytes(numbers)
    }

    /// A byte of an identifier: an ASCII letter or digit, or `_`.
    @inline(__always)
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F
    }
}
