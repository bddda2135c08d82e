import ErrataMarkdown

/// One token of Objective-C source, with its place in the text.
struct ObjCToken: Sendable, Hashable {
    /// What a token is.
    enum Kind: Sendable, Hashable {
        /// `[A-Za-z_$][A-Za-z0-9_$]*`.
        case identifier
        /// A number such as `0`, `0x1F`, `1.5e3f`.
        case number
        /// A string literal `"…"` (the `@` of `@"…"` is a token of its own). Ends at the end of its line
        /// when it is not closed.
        case string
        /// A character literal such as `'a'`, `'\n'` or `'abcd'`.
        case character
        /// A single ASCII punctuation character: `[`, `]`, `(`, `:`, `*`, `@`, `'`, `` ` `` and so on.
        case punctuation
        /// A run of characters outside ASCII (prose in another script, typographic quotes).
        case other
    }

    /// What the token is.
    var kind: Kind
    /// For punctuation, its ASCII value; otherwise the ASCII value of the first character, or 0x80.
    var byte: UInt8
    /// Offset of the first character, in characters.
    var start: Int
    /// Offset just past the last character, in characters.
    var end: Int
    /// 1-based line of the first character.
    var line: Int
    /// 1-based column of the first character, in characters.
    var column: Int
    /// Whether whitespace or a comment separates the token from the one before it.
    var isSpaced: Bool
    /// Whether the token is the first one on its line.
    var startsLine: Bool

    /// Whether this is the punctuation character `ascii`.
    func `is`(_ ascii: Unicode.Scalar) -> Bool {
        kind == .punctuation && UInt32(byte) == ascii.value
    }
}

/// Objective-C source split into tokens, with comments and whitespace set aside.
///
/// A `"` starts a string literal, except a `"` without `@` before it whose text up to the next `"` on its line
/// holds a `[`: that is a quotation mark in prose (`"[XYZClient userID]" API`), and what it quotes is read.
///
/// The tokenizer never fails: anything it does not know becomes a punctuation or `other` token. It runs in
/// one pass over the characters, so its time is linear in the length of the text.
///
/// Lines end at `\n`, `\r\n` or `\r`; columns count `Character`s. A `//` directly after `:` and directly
/// before a non-space character (`https://…` in prose) does not start a comment; a `/*` that is not closed
/// ends at the end of its line, so that a stray `/*` in prose does not hide the rest of the text.
struct ObjCTokenization: Sendable {
    /// The UTF-8 bytes of the text.
    private let utf8: [UInt8]
    /// Where each character starts in ``utf8``, followed by its count, when the text is not plain
    /// ASCII (`nil` for ASCII text, whose characters are its bytes: most sample code).
    private let characterStarts: [Int]?
    /// One byte per character: its ASCII value, or `other` for a character outside ASCII (what
    /// the tokens are read from; tests compare it with `Character.asciiValue`).
    private(set) var bytes: [UInt8]
    /// The tokens, in order.
    let tokens: [ObjCToken]

    /// Splits `text` into tokens.
    init(_ text: String) {
        utf8 = Array(text.utf8)
        if utf8.withUnsafeBufferPointer(FastText.hasOneCharacterPerByte) {
            characterStarts = nil
            bytes = utf8
        } else if let solo = utf8.withUnsafeBufferPointer(Self.soloCharacters) {
            characterStarts = solo.starts
            bytes = solo.bytes
        } else {
            let starts = FastText.characterStarts(text)
            characterStarts = starts
            // `\r\n` is one character whose ASCII value is `\n` (as `Character.asciiValue` says).
            var bytes: [UInt8] = []
            bytes.reserveCapacity(starts.count - 1)
            for index in 0..<(starts.count - 1) {
                bytes.append(FastText.asciiValue(utf8, from: starts[index], to: starts[index + 1], other: Self.other))
            }
            self.bytes = bytes
        }
        tokens = Self.tokenize(bytes)
    }

    /// For text of solo scalars only (``Graphemes/isSolo(_:)``: most prose and comments, in Korean,
    /// Japanese, Chinese, Latin, Cyrillic, Hebrew or Arabic script), each scalar a character of its
    /// own: the characters' starts and ASCII values in one pass over the scalars; `nil` for any
    /// other text.
    private static func soloCharacters(_ utf8: UnsafeBufferPointer<UInt8>) -> (starts: [Int], bytes: [UInt8])? {
        var isSolo = true
        var count = 0
        // Written through the arrays' buffers: at most one start and one byte per UTF-8 byte.
        let bytes = [UInt8](unsafeUninitializedCapacity: utf8.count) { bytes, initialized in
            var offset = 0
            while offset < utf8.count {
                let (scalar, length) = UTF8Scalars.decode(utf8, at: offset)
                guard FastText.isSolo(scalar) else {
                    isSolo = false
                    break
                }
                bytes[count] = scalar < 0x80 ? UInt8(scalar) : other
                count += 1
                offset += length
            }
            initialized = isSolo ? count : 0
        }
        guard isSolo else { return nil }
        let starts = [Int](unsafeUninitializedCapacity: count + 1) { starts, initialized in
            var offset = 0
            for index in 0..<count {
                starts[index] = offset
                let lead = utf8[offset]
                offset += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            }
            starts[count] = offset
            initialized = count + 1
        }
        return (starts, bytes)
    }

    /// Where `token`'s text stands in ``utf8`` (its offsets are in characters).
    private func byteRange(of token: ObjCToken) -> Range<Int> {
        guard let characterStarts else { return token.start..<token.end }
        return characterStarts[token.start]..<characterStarts[token.end]
    }

    /// The text of `token`.
    func text(_ token: ObjCToken) -> String {
        String(decoding: utf8[byteRange(of: token)], as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of `token`'s text to `bytes`: a text put together from several
    /// tokens (a selector, a receiver) is made a string once, not token by token.
    func appendText(of token: ObjCToken, to bytes: inout [UInt8]) {
        bytes += utf8[byteRange(of: token)]
    }

    /// The text of the token at `index`, or the empty string past the end.
    func text(at index: Int) -> String {
        index < tokens.count ? text(tokens[index]) : ""
    }

    // MARK: - Scanning

    private static let other: UInt8 = 0x80

    private static func tokenize(_ bytes: [UInt8]) -> [ObjCToken] {
        // Read through a buffer pointer: the scanner's many reads are checked against its count.
        bytes.withUnsafeBufferPointer { bytes in
            var scanner = Scanner(bytes: bytes)
            return scanner.run()
        }
    }

    /// The state of one pass over the characters.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        /// ``isIdentifierPart(_:)`` of each byte value, looked up in the loop over an identifier.
        let identifierParts = Scanner.identifierPartTable
        /// Made once for the process, never written again nor freed: safe to read from any thread.
        nonisolated(unsafe) static let identifierPartTable: UnsafePointer<Bool> = {
            let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
            for byte in 0..<256 { table[byte] = isIdentifierPart(UInt8(byte)) }
            return UnsafePointer(table)
        }()
        var index = 0
        var line = 1
        var lineStart = 0
        var tokens: [ObjCToken] = []
        var spaced = false
        var lineHasToken = false
        /// Set once a search for `*/` has reached the end: no later search can succeed either.
        var noCommentEnd = false

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            tokens.reserveCapacity(bytes.count / 4)
        }

        func byte(_ offset: Int) -> UInt8 {
            offset < bytes.count ? bytes[offset] : 0
        }

        mutating func newline() {
            index += 1
            line += 1
            lineStart = index
            spaced = true
            lineHasToken = false
        }

        mutating func run() -> [ObjCToken] {
            while index < bytes.count {
                let current = bytes[index]
                switch current {
                case 0x0A, 0x0D:
                    newline()
                case 0x20, 0x09, 0x0B, 0x0C:
                    index += 1
                    spaced = true
                case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/") && !isURLSlashes():
                    while index < bytes.count, !isNewline(bytes[index]) { index += 1 }
                    spaced = true
                case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                    skipBlockComment()
                default:
                    scanToken(current)
                }
            }
            return tokens
        }

        /// `://x`: the slashes of a URL, not a comment.
        func isURLSlashes() -> Bool {
            index > 0 && bytes[index - 1] == UInt8(ascii: ":") && index + 2 < bytes.count
                && !isSpace(bytes[index + 2]) && !isNewline(bytes[index + 2])
        }

        mutating func skipBlockComment() {
            var end = index + 2
            var lines = 0
            var lastNewline = -1
            var closed = false
            while end < bytes.count, !noCommentEnd {
                if bytes[end] == UInt8(ascii: "*") && byte(end + 1) == UInt8(ascii: "/") {
                    end += 2
                    closed = true
                    break
                }
                if isNewline(bytes[end]) {
                    lines += 1
                    lastNewline = end
                }
                end += 1
            }
            if !closed {
                // Not closed: a comment to the end of its line only.
                noCommentEnd = true
                end = index + 2
                while end < bytes.count, !isNewline(bytes[end]) { end += 1 }
                lines = 0
            }
            if lines > 0 {
                line += lines
                lineStart = lastNewline + 1
                lineHasToken = false
            }
            index = end
            spaced = true
        }

        mutating func scanToken(_ current: UInt8) {
            let start = index
            let kind: ObjCToken.Kind
            if isIdentifierStart(current) {
                index += 1
                while index < bytes.count, identifierParts[Int(bytes[index])] { index += 1 }
                kind = .identifier
            } else if isDigit(current) || (current == UInt8(ascii: ".") && isDigit(byte(index + 1))) {
                scanNumber()
                kind = .number
            } else if current == UInt8(ascii: "\""), !isQuotedBracket() {
                scanString()
                kind = .string
            } else if current == UInt8(ascii: "'"), let end = characterLiteralEnd() {
                index = end
                kind = .character
            } else if current == other {
                index += 1
                while index < bytes.count, bytes[index] == other { index += 1 }
                kind = .other
            } else {
                index += 1
                kind = .punctuation
            }
            tokens.append(
                ObjCToken(
                    kind: kind,
                    byte: current,
                    start: start,
                    end: index,
                    line: line,
                    column: start - lineStart + 1,
                    isSpaced: spaced,
                    startsLine: !lineHasToken
                )
            )
            spaced = false
            lineHasToken = true
        }

        mutating func scanNumber() {
            index += 1
            while index < bytes.count {
                let current = bytes[index]
                if isIdentifierPart(current) || current == UInt8(ascii: ".") {
                    index += 1
                } else if current == UInt8(ascii: "+") || current == UInt8(ascii: "-"),
                    bytes[index - 1] | 0x20 == UInt8(ascii: "e") || bytes[index - 1] | 0x20 == UInt8(ascii: "p")
                {
                    index += 1
                } else {
                    break
                }
            }
        }

        /// Whether the `"` here is a quotation mark in prose around a bracket expression
        /// (`"[XYZClient userID]"`): it has no `@` before it, and a `[` comes before the next `"` on its line.
        func isQuotedBracket() -> Bool {
            if index > 0, bytes[index - 1] == UInt8(ascii: "@") { return false }
            var end = index + 1
            while end < bytes.count {
                let current = bytes[end]
                if current == UInt8(ascii: "\"") || isNewline(current) { return false }
                if current == UInt8(ascii: "[") { return true }
                end += 1
            }
            return false
        }

        /// A string runs to its closing quote, reading through `\` escapes, or to the end of its line.
        mutating func scanString() {
            index += 1
            while index < bytes.count {
                let current = bytes[index]
                if current == UInt8(ascii: "\"") {
                    index += 1
                    return
                }
                if isNewline(current) { return }
                if current == UInt8(ascii: "\\"), index + 1 < bytes.count, !isNewline(bytes[index + 1]) {
                    index += 2
                } else {
                    index += 1
                }
            }
        }

        /// The end of a character literal starting here (`'a'`, `'\''`, `'abcd'`), or nil when the quote is
        /// an apostrophe in prose or a stray mark.
        func characterLiteralEnd() -> Int? {
            var end = index + 1
            var count = 0
            while end < bytes.count, count < 8 {
                let current = bytes[end]
                if current == UInt8(ascii: "'") {
                    return count > 0 ? end + 1 : nil
                }
                if isNewline(current) { return nil }
                if current == UInt8(ascii: "\\") {
                    end += 2
                } else {
                    // Only a single space may be quoted; a space among letters is prose.
                    if isSpace(current) && !(count == 0 && byte(end + 1) == UInt8(ascii: "'")) { return nil }
                    end += 1
                }
                count += 1
            }
            return nil
        }
    }
}

// MARK: - Character classes

private func isNewline(_ byte: UInt8) -> Bool {
    byte == 0x0A || byte == 0x0D
}

private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
}

private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

private func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
}

/// A byte of an identifier: `[A-Za-z0-9_$]` (also what the message-send parser's pre-check reads
/// a name by).
func isIdentifierPart(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
}
