import Foundation

/// Finds Objective-C message sends in sample code, and selector references in prose.
///
/// Every `[` is read by recursive descent over ``ObjCTokenization`` tokens:
///
/// ```
/// send      := '[' receiver (identifier | keyword+) ']'
/// keyword   := identifier? ':' argument          -- the first keyword has a label
/// receiver  := ('*' | '&')* cast* primary postfix*
/// cast      := '(' type-like tokens ')'          -- followed by an operand, not by the selector
/// primary   := identifier | send | '(' … ')' | '@' literal | string | '^' block
/// postfix   := '.' identifier | '->' identifier | '(' … ')' | '[' … ']'
/// argument  := any balanced tokens up to the next keyword or ']' (a ':' closing a '?' is the ternary's)
/// ```
///
/// A bracket that does not fit (`@[…]`, `dict[@"k"]`, `array[0]`, `[x]`, `[XYZClient]`, a Markdown
/// link `[text](url)`) is not a send, but is still searched for sends inside it. Brackets, parentheses and
/// braces are matched; a closer that matches an outer opener ends the inner groups, a `;` ends a bracket,
/// and a closer that matches nothing is ignored, so broken code and prose recover at once. Every token is
/// read once and nesting deeper than ``maximumDepth`` is read flat, so the time is linear and the stack small.
public enum ObjCMessageSendParser {
    /// How deeply groups are read as groups; deeper ones are read as plain tokens.
    static let maximumDepth = 96

    /// Every message send and selector reference in `text`, nested ones included, each once, ordered by the
    /// position of its `[`. Lines and columns are relative to `text`.
    public static func sends(in text: String) -> [ObjCMessageSend] {
        // Fast path: no `[` that a receiver could follow, no send (tokenizing is the larger cost).
        guard mayHoldSend(text) else { return [] }
        return sendsWithoutPrecheck(in: text)
    }

    /// The sends in a line of prose that name an API: those with a named selector (one with a
    /// `:`) or a receiver that starts with a capital (a class). In prose, `[see below]` and
    /// `[Request Body]` read like sends; those are left out (see ``isProseReference(_:)``).
    ///
    /// - Parameter linkBrackets: The UTF-8 offsets in `line` of brackets that are not sends: those
    ///   the Markdown parser read as a link's or an image's label (`[Release Notes][notes]`). The
    ///   brackets inside them are still read.
    public static func proseReferences(in line: Substring, ignoringBracketsAt linkBrackets: [Int] = [])
        -> [ObjCMessageSend]
    {
        // Sorted, so that a line of many links is searched in logarithmic time per bracket (they
        // come in line order: most lines need no sorting, and no new array).
        let ignored =
            zip(linkBrackets, linkBrackets.dropFirst()).allSatisfy({ $0 <= $1 }) ? linkBrackets : linkBrackets.sorted()
        // Fast path: a named selector has its `:` inside brackets, and a capital receiver shows
        // right after its `[`: most prose links need no tokenizing.
        guard mayReference(line.utf8, ignoring: ignored) else { return [] }
        let text = String(line)
        guard mayHoldSend(text) else { return [] }
        let sends = sendsWithoutPrecheck(in: text).filter(isProseReference)
        guard !ignored.isEmpty else { return sends }
        if FastText.isASCII(line.utf8) {
            return sends.filter { !contains(ignored, $0.column - 1) }
        }
        // The sends' columns count characters, the brackets' offsets bytes: the characters are
        // counted once along the line, as the sends are in the order of their columns.
        var index = text.startIndex
        var column = 1
        return sends.filter { send in
            if send.column < column {
                index = text.startIndex
                column = 1
            }
            index = text.index(index, offsetBy: send.column - column)
            column = send.column
            return !contains(ignored, text.utf8.distance(from: text.startIndex, to: index))
        }
    }

    /// Whether the sorted `offsets` hold `offset`.
    private static func contains(_ offsets: [Int], _ offset: Int) -> Bool {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] == offset
    }

    /// Whether a send found in prose names an API (see ``proseReferences(in:)``).
    ///
    /// Of the brackets without a `:`, two capitalised words are a label, not a send (`[Request
    /// Body]`, `[User ID]`, a button or a table's caption): an Objective-C method's name starts
    /// with a lowercase letter or an acronym (`[XYZClient sharedClient]`, `[NSUUID UUIDString]`),
    /// and a class sent an acronym's method is named with a prefix, not as a word (`User`).
    static func isProseReference(_ send: ObjCMessageSend) -> Bool {
        if send.selector.utf8.contains(UInt8(ascii: ":")) { return true }
        guard send.receiver.first?.isUppercase == true else { return false }
        let selector = Array(send.selector.prefix(2))
        guard let first = selector.first, first.isUppercase else { return true }
        let acronym = selector.count == 2 && !selector[1].isLowercase
        return acronym && !isCapitalisedWord(send.receiver)
    }

    /// Whether `name` is one capital followed by lowercase letters only (`User`, `Request`).
    private static func isCapitalisedWord(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase else { return false }
        return name.dropFirst().allSatisfy(\.isLowercase)
    }

    /// ``mayNameSelector(_:ignoring:)`` or ``mayStartCapitalReceiver(_:ignoring:)``, on the
    /// line's bytes when they are contiguous: every prose line is checked, and most hold no `[` at
    /// all.
    static func mayReference(_ utf8: Substring.UTF8View, ignoring ignored: [Int] = []) -> Bool {
        let onBytes = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress,
                let first = memchr(base, Int32(UInt8(ascii: "[")), bytes.count)
            else { return false }
            var open = base.distance(to: first.assumingMemoryBound(to: UInt8.self))
            // A `:` between the first `[` that is not a link's and the last `]`.
            var selectorOpen: Int? = open
            while let candidate = selectorOpen, !ignored.isEmpty, contains(ignored, candidate) {
                let after = candidate + 1
                selectorOpen = memchr(base + after, Int32(UInt8(ascii: "[")), bytes.count - after).map {
                    base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
                }
            }
            if let selectorOpen {
                var close = bytes.count - 1
                while close > selectorOpen, bytes[close] != UInt8(ascii: "]") { close -= 1 }
                if close > selectorOpen + 1,
                    memchr(base + selectorOpen + 1, Int32(UInt8(ascii: ":")), close - selectorOpen - 1) != nil
                {
                    return true
                }
            }
            // A `[` (not an ignored one) followed, after white space, by what starts a capital receiver.
            while true {
                if ignored.isEmpty || !contains(ignored, open) {
                    var next = open + 1
                    while next < bytes.count, bytes[next] == 0x20 || (0x09...0x0D).contains(bytes[next]) { next += 1 }
                    guard next < bytes.count else { return false }
                    switch bytes[next] {
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                        // Unless the bracket holds the name alone (`[Note]`).
                        var end = next + 1
                        while end < bytes.count, isIdentifierPart(bytes[end]) { end += 1 }
                        if end == bytes.count || bytes[end] != UInt8(ascii: "]") { return true }
                    case UInt8(ascii: "/"), UInt8(ascii: "("), UInt8(ascii: "*"), UInt8(ascii: "&"):
                        return true
                    default:
                        break
                    }
                }
                let after = open + 1
                guard after < bytes.count,
                    let found = memchr(base + after, Int32(UInt8(ascii: "[")), bytes.count - after)
                else { return false }
                open = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            }
        }
        return onBytes
            ?? (mayNameSelector(utf8, ignoring: ignored) || mayStartCapitalReceiver(utf8, ignoring: ignored))
    }

    /// Whether a `:` stands between the first `[` that counts and the last `]` after it, as in a
    /// send with a named selector (not in the URL after a Markdown link's `]`).
    ///
    /// - Parameter ignored: UTF-8 offsets of brackets that do not count, sorted (see
    ///   ``proseReferences(in:ignoringBracketsAt:)``): a link's `[` opens no send, so the `:` of a
    ///   link's URL before a later `]` (`[a](https://x) [b]`) names no selector.
    static func mayNameSelector(_ utf8: Substring.UTF8View, ignoring ignored: [Int] = []) -> Bool {
        var rest = utf8[...]
        while let open = rest.firstIndex(of: UInt8(ascii: "[")) {
            rest = rest[rest.index(after: open)...]
            if !ignored.isEmpty, contains(ignored, utf8.distance(from: utf8.startIndex, to: open)) { continue }
            guard let close = utf8.lastIndex(of: UInt8(ascii: "]")), open < close else { return false }
            return utf8[open..<close].contains(UInt8(ascii: ":"))
        }
        return false
    }

    /// Whether some `[` is followed, after white space, by an ASCII capital that starts more than
    /// a name alone in the bracket (`[Note]` sends nothing: a receiver needs a selector after it),
    /// or by what the receiver's text may start after: a `/` (a comment), a `(` (a cast) or a `*`
    /// or `&`. A character outside ASCII cannot start a receiver (the tokenizer reads it as
    /// ``ObjCToken/Kind/other``, which no expression starts with).
    ///
    /// - Parameter ignored: UTF-8 offsets of brackets that do not count, sorted (see
    ///   ``proseReferences(in:ignoringBracketsAt:)``).
    static func mayStartCapitalReceiver(_ utf8: Substring.UTF8View, ignoring ignored: [Int] = []) -> Bool {
        var rest = utf8[...]
        while let open = rest.firstIndex(of: UInt8(ascii: "[")) {
            rest = rest[rest.index(after: open)...]
            if !ignored.isEmpty, contains(ignored, utf8.distance(from: utf8.startIndex, to: open)) { continue }
            guard let start = rest.firstIndex(where: { !(0x09...0x0D).contains($0) && $0 != 0x20 }) else {
                return false
            }
            switch rest[start] {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                let name = rest[start...].prefix(while: isIdentifierPart)
                if name.endIndex == rest.endIndex || rest[name.endIndex] != UInt8(ascii: "]") { return true }
            case UInt8(ascii: "/"), UInt8(ascii: "("), UInt8(ascii: "*"), UInt8(ascii: "&"):
                return true
            default:
                continue
            }
        }
        return false
    }

    /// ``sends(in:)`` without the byte pre-check (tests compare the two).
    static func sendsWithoutPrecheck(in text: String) -> [ObjCMessageSend] {
        let tokenization = ObjCTokenization(text)
        guard tokenization.tokens.contains(where: { $0.is("[") }) else { return [] }
        var reader = SendReader(tokenization: tokenization)
        reader.readAll()
        return reader.found.sorted { $0.start < $1.start }.map(\.send)
    }
}

extension ObjCMessageSendParser {
    /// Whether some `[` is followed, after white space, by what can start a receiver (a name, a
    /// nested send, a cast or parenthesis, a literal, a block, a dereference or a comment). A
    /// Markdown link whose text is in Korean, `[1]` or `[ ]` cannot start a send, and a line
    /// without any such `[` need not be tokenized.
    static func mayHoldSend(_ text: String) -> Bool {
        // On the contiguous bytes (native strings), each `[` found with memchr.
        if let result = text.utf8.withContiguousStorageIfAvailable(mayHoldSend(bytes:)) { return result }
        return mayHoldSendByView(text)
    }

    /// ``mayHoldSend(_:)`` through the UTF-8 view: for text that is not contiguous, and the
    /// reference the byte search is tested against.
    static func mayHoldSendByView(_ text: String) -> Bool {
        var utf8 = text.utf8[...]
        while let open = utf8.firstIndex(of: UInt8(ascii: "[")) {
            utf8 = utf8[utf8.index(after: open)...]
            guard let next = utf8.first(where: { !(0x09...0x0D).contains($0) && $0 != 0x20 }) else { return false }
            switch next {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "@"),
                UInt8(ascii: "\""), UInt8(ascii: "^"), UInt8(ascii: "*"), UInt8(ascii: "&"), UInt8(ascii: "/"):
                return true
            default:
                continue
            }
        }
        return false
    }

    /// ``mayHoldSend(_:)`` on UTF-8 bytes.
    private static func mayHoldSend(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var from = 0
        while from < bytes.count, let hit = memchr(base + from, Int32(UInt8(ascii: "[")), bytes.count - from) {
            var index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
            while index < bytes.count, (0x09...0x0D).contains(bytes[index]) || bytes[index] == 0x20 { index += 1 }
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "@"),
                UInt8(ascii: "\""), UInt8(ascii: "^"), UInt8(ascii: "*"), UInt8(ascii: "&"), UInt8(ascii: "/"):
                return true
            default:
                from = index
            }
        }
        return false
    }
}

/// One recursive-descent pass over the tokens.
private struct SendReader {
    let tokenization: ObjCTokenization
    let tokens: [ObjCToken]
    /// Sends found so far, with the token index of their `[`.
    var found: [Found] = []

    /// A send and the token index of its `[` (a struct, not a tuple: an array of tuples is copied
    /// and freed element by element through the runtime's generic tuple witnesses).
    struct Found {
        var start: Int
        var send: ObjCMessageSend
    }
    /// How many brackets, parentheses and braces are open around the current position.
    var openBrackets = 0
    var openParentheses = 0
    var openBraces = 0
    var depth = 0

    init(tokenization: ObjCTokenization) {
        self.tokenization = tokenization
        self.tokens = tokenization.tokens
    }

    func token(_ index: Int) -> ObjCToken? {
        index < tokens.count ? tokens[index] : nil
    }

    mutating func readAll() {
        var index = 0
        while index < tokens.count {
            // At the top, every closer is unmatched and ignored.
            index = isCloser(tokens[index]) ? index + 1 : readItem(at: index)
        }
    }

    // MARK: - Groups

    /// Reads one token, or the whole group it opens. Returns the index after it.
    mutating func readItem(at index: Int) -> Int {
        let current = tokens[index]
        if current.is("[") {
            if index > 0, tokens[index - 1].is("@"), !current.isSpaced {
                return readGroup(at: index)
            }
            return readBracket(at: index)
        }
        if current.is("(") || current.is("{") {
            return readGroup(at: index)
        }
        return index + 1
    }

    func isCloser(_ token: ObjCToken) -> Bool {
        token.is("]") || token.is(")") || token.is("}")
    }

    /// Whether `closer` closes a group that is open around the current one.
    func closesOuterGroup(_ closer: ObjCToken) -> Bool {
        (closer.is("]") && openBrackets > 0) || (closer.is(")") && openParentheses > 0)
            || (closer.is("}") && openBraces > 0)
    }

    /// Opens the group of the opener `opener` for the duration of a read.
    mutating func enter(_ opener: ObjCToken) {
        depth += 1
        if opener.is("[") {
            openBrackets += 1
        } else if opener.is("(") {
            openParentheses += 1
        } else {
            openBraces += 1
        }
    }

    mutating func leave(_ opener: ObjCToken) {
        depth -= 1
        if opener.is("[") {
            openBrackets -= 1
        } else if opener.is("(") {
            openParentheses -= 1
        } else {
            openBraces -= 1
        }
    }

    /// Reads a group that is not a send (`(…)`, `{…}`, `@[…]`), searching it for sends.
    mutating func readGroup(at index: Int) -> Int {
        guard depth < ObjCMessageSendParser.maximumDepth else { return index + 1 }
        let opener = tokens[index]
        enter(opener)
        defer { leave(opener) }
        return readGroupBody(from: index + 1, opener: opener)
    }

    /// Reads the rest of a group up to its closer. Returns the index after the closer, or the index of the
    /// token that ended it early (a closer of an outer group, or a `;` inside brackets).
    mutating func readGroupBody(from start: Int, opener: ObjCToken) -> Int {
        let closer: Unicode.Scalar = opener.is("[") ? "]" : opener.is("(") ? ")" : "}"
        var index = start
        while let current = token(index) {
            if current.is(closer) { return index + 1 }
            if isCloser(current) {
                // Another group's closer: it ends this group if an outer group waits for it.
                if closesOuterGroup(current) { return index }
                index += 1
            } else if current.is(";") && closer == "]" {
                return index
            } else {
                index = readItem(at: index)
            }
        }
        return index
    }

    // MARK: - Sends

    /// Reads the bracket at `index` as a send if it is one, and as a plain group otherwise.
    mutating func readBracket(at index: Int) -> Int {
        guard depth < ObjCMessageSendParser.maximumDepth else { return index + 1 }
        let opener = tokens[index]
        enter(opener)
        defer { leave(opener) }

        let (receiver, afterReceiver) = readReceiver(at: index + 1)
        guard let receiver else {
            return readGroupBody(from: afterReceiver, opener: opener)
        }
        var position = afterReceiver
        // Unary: `[receiver selector]`.
        if let selector = token(position), selector.kind == .identifier, token(position + 1)?.is("]") == true {
            let end = position + 2
            record(
                at: index, close: position + 1, receiver: receiver, selector: tokenization.text(selector), empty: false)
            return end
        }
        // Keywords: the first has a label.
        guard token(position)?.kind == .identifier, token(position + 1)?.is(":") == true else {
            return readGroupBody(from: position, opener: opener)
        }
        // The selector's bytes, made a string once the `]` is reached (most brackets are).
        var selector: [UInt8] = []
        // Room for most selectors at once (growing would copy them).
        selector.reserveCapacity(64)
        var allEmpty = true
        while true {
            guard let current = token(position) else { return position }
            if current.kind == .identifier, token(position + 1)?.is(":") == true {
                tokenization.appendText(of: current, to: &selector)
                selector.append(UInt8(ascii: ":"))
                position += 2
            } else if current.is(":") {
                selector.append(UInt8(ascii: ":"))
                position += 1
            } else if current.is("]") {
                record(
                    at: index, close: position, receiver: receiver, selector: String(decoding: selector, as: UTF8.self),
                    empty: allEmpty)
                return position + 1
            } else {
                // Ended early: the bracket is abandoned where its argument stopped.
                return position
            }
            let (next, empty) = readArgument(from: position)
            allEmpty = allEmpty && empty
            position = next
        }
    }

    /// Reads an argument up to the next keyword, the `]`, or a token that ends the bracket early.
    /// Returns where it stopped and whether the argument was empty.
    mutating func readArgument(from start: Int) -> (Int, Bool) {
        var index = start
        var pendingQuestionMarks = 0
        while let current = token(index) {
            if current.is("]") || current.is(";") { break }
            if isCloser(current) {
                if closesOuterGroup(current) { break }
                index += 1
                continue
            }
            let startsKeyword = (current.kind == .identifier && token(index + 1)?.is(":") == true) || current.is(":")
            if startsKeyword {
                guard pendingQuestionMarks > 0 else { break }
                // The `:` of a `?:` conditional.
                pendingQuestionMarks -= 1
                index += current.is(":") ? 1 : 2
                continue
            }
            if current.is("?") { pendingQuestionMarks += 1 }
            index = readItem(at: index)
        }
        return (index, index == start)
    }

    /// Reads a receiver: optional `*`/`&`, casts, a primary expression and its postfixes. Returns the range
    /// of its tokens (without casts), or nil when the tokens cannot start a receiver (the bracket is then not
    /// a send), and the index after what was read. Groups read on the way are searched for sends either way,
    /// and never read again.
    mutating func readReceiver(at start: Int) -> (Range<Int>?, Int) {
        var index = start
        while let current = token(index), current.is("*") || current.is("&") { index += 1 }
        var textStart = index
        var end: Int
        var casts = 0
        while true {
            guard let primary = token(index) else { return (nil, index) }
            if primary.is("(") {
                let after = readGroup(at: index)
                guard after > index + 1, tokens[after - 1].is(")") else { return (nil, after) }
                if casts < 4, isCast(from: index + 1, to: after - 1, next: after) {
                    casts += 1
                    index = after
                    textStart = index
                    continue
                }
                end = after
            } else {
                let (isPrimary, after) = readPrimary(at: index)
                guard isPrimary else { return (nil, after) }
                end = after
            }
            break
        }
        end = readPostfixes(from: end)
        return (textStart..<end, end)
    }

    /// Reads a primary expression other than a parenthesized one. Returns whether the tokens were one, and the
    /// index after what was read.
    mutating func readPrimary(at index: Int) -> (Bool, Int) {
        let primary = tokens[index]
        switch primary.kind {
        case .identifier, .string:
            return (true, index + 1)
        case .punctuation:
            break
        default:
            return (false, index)
        }
        if primary.is("[") {
            let after = readBracket(at: index)
            return (after > index + 1 && tokens[after - 1].is("]"), after)
        }
        if primary.is("@") {
            // A lone `@` is a string literal whose text was blanked out.
            guard let next = token(index + 1), !next.isSpaced else { return (true, index + 1) }
            if next.is("[") || next.is("{") || next.is("(") {
                let after = readGroup(at: index + 1)
                return (after > index + 2 && isCloser(tokens[after - 1]), after)
            }
            if next.kind == .string || next.kind == .number { return (true, index + 2) }
            if next.kind == .identifier {
                // `@selector(…)`, `@protocol(…)`, `@YES`.
                guard token(index + 2)?.is("(") == true else { return (true, index + 2) }
                let after = readGroup(at: index + 2)
                return (after > index + 3 && tokens[after - 1].is(")"), after)
            }
            return (true, index + 1)
        }
        if primary.is("^") {
            var after = index + 1
            if token(after)?.is("(") == true { after = readGroup(at: after) }
            guard token(after)?.is("{") == true else { return (false, after) }
            let end = readGroup(at: after)
            return (end > after + 1 && tokens[end - 1].is("}"), end)
        }
        return (false, index)
    }

    /// Reads `.name`, `->name`, calls and subscripts after a primary expression.
    mutating func readPostfixes(from start: Int) -> Int {
        var index = start
        while let current = token(index) {
            if current.is("."), let name = token(index + 1), name.kind == .identifier {
                index += 2
            } else if current.is("-"), token(index + 1)?.is(">") == true, let name = token(index + 2),
                name.kind == .identifier, !token(index + 1)!.isSpaced
            {
                index += 3
            } else if current.is("(") {
                index = readGroup(at: index)
            } else if current.is("[") && !current.isSpaced {
                index = readBracket(at: index)
            } else {
                break
            }
        }
        return index
    }

    /// Whether the parenthesized tokens `from..<to` are a cast: they read like a type, and what follows is an
    /// operand rather than the selector (`[(x) foo]` sends `foo` to `x`).
    func isCast(from start: Int, to end: Int, next: Int) -> Bool {
        guard start < end else { return false }
        for index in start..<end {
            let current = tokens[index]
            guard
                current.kind == .identifier || current.is("*") || current.is("<") || current.is(">")
                    || current.is(",") || current.is("^")
            else { return false }
        }
        guard let following = token(next) else { return false }
        if following.kind == .identifier {
            guard let after = token(next + 1) else { return false }
            return !(after.is("]") || after.is(":"))
        }
        return following.is("[") || following.is("(") || following.is("@") || following.kind == .string
    }

    /// Records the send whose `[` is at `open` and whose `]` is at `close`, unless it is a Markdown link
    /// (`[text](url)`) or a link reference definition (`[text]: url` at the start of a line).
    mutating func record(at open: Int, close: Int, receiver: Range<Int>, selector: String, empty: Bool) {
        if let after = token(close + 1), !after.isSpaced {
            if after.is("(") { return }
            if after.is(":") && tokens[open].startsLine { return }
        }
        let bracket = tokens[open]
        found.append(
            Found(
                start: open,
                send: ObjCMessageSend(
                    receiver: normalizedText(receiver),
                    selector: selector,
                    line: bracket.line,
                    column: bracket.column,
                    isReference: empty && selector.utf8.contains(UInt8(ascii: ":"))
                )
            )
        )
    }

    /// The tokens in `range` joined with single spaces where the source had whitespace or comments, except
    /// just inside brackets and parentheses, after `@`, `.` and `:`, and before `,`, `:`, `.` and `;`.
    func normalizedText(_ range: Range<Int>) -> String {
        // A receiver of one token (most: a class or a variable) is that token's text.
        if range.count == 1 { return tokenization.text(tokens[range.lowerBound]) }
        var result: [UInt8] = []
        var previous: ObjCToken?
        for current in tokens[range] {
            if let previous, current.isSpaced, !isTight(after: previous), !isTight(before: current) {
                result.append(UInt8(ascii: " "))
            }
            tokenization.appendText(of: current, to: &result)
            previous = current
        }
        return String(decoding: result, as: UTF8.self)
    }

    func isTight(after token: ObjCToken) -> Bool {
        token.is("[") || token.is("(") || token.is("@") || token.is(".") || token.is(":")
    }

    func isTight(before token: ObjCToken) -> Bool {
        token.is("]") || token.is(")") || token.is(",") || token.is(":") || token.is(".") || token.is(";")
    }
}
