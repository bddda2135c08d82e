import Foundation

/// Text a translation keeps as it is (see ``VerbatimFact``), hashed alike on every page: a quoted
/// error message or log, a command, a code block, a code span. Two sections that hold the same
/// such text are one section, wherever each guide put it; two that share code spans (`` `str` ``,
/// which many sections name) are more likely one than two that share none.
enum VerbatimText {
    /// The hash of a line of prose kept as it is: all ASCII, five words or more with 24 letters or
    /// more, hashed without its quote and list markers and with its spaces collapsed; `nil` for
    /// any other line (and for a heading).
    static func proseHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard bytes.count >= 24 else { return nil }
        var start = 0
        // Quote and list markers: `>`, `-`, `*`, `+`, `1.`, `1)`, and the spaces around them.
        while start < bytes.count {
            let byte = bytes[start]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+")
            {
                start += 1
                continue
            }
            var digits = start
            while digits < bytes.count, FastText.isASCIIDigit(bytes[digits]) { digits += 1 }
            if digits > start, digits < bytes.count,
                bytes[digits] == UInt8(ascii: ".") || bytes[digits] == UInt8(ascii: ")")
            {
                start = digits + 1
                continue
            }
            break
        }
        guard start < bytes.count, bytes[start] != UInt8(ascii: "#"), let text = wordsHash(bytes[start...]) else {
            return nil
        }
        return text.words >= 5 && text.letters >= 24 ? text.hash : nil
    }

    /// Whether a table cell's text reads as a sentence: five words at least between spaces, four of
    /// them wholly in lower case (a cell's text has lost its code spans' marks: a package name,
    /// `io.example:sdk-android 2.4.0`, is no sentence).
    static func isCellSentence(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard words.count >= 5 else { return false }
        return words.count { word in
            let letters = word.utf8.prefix { FastText.isASCIILetter($0) }
            return letters.count >= 2 && letters.allSatisfy(FastText.isASCIILowercase)
                && word.utf8.dropFirst(letters.count).allSatisfy { ",.;:!?)".utf8.contains($0) }
        } >= 4
    }

    /// Whether an ASCII line reads as a sentence: four words at least wholly in lower case
    /// (`after`, `and`, `the`), which a menu path (`Project Target > Build Settings`) or a list of
    /// names lacks. Addresses (`https://…`, a link's `](…)`), HTML tags and template tags
    /// (`{% for … %}`, `{{ … }}`) hold no words; a quotation (`"I'm using it…"`, after any list or
    /// quote marker) is someone's words, kept as written.
    static func isSentence(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let space = UInt8(ascii: " ")
        // List and quote markers first.
        func isMarker(_ byte: UInt8) -> Bool {
            switch byte {
            case space, 0x09, UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"): true
            default: false
            }
        }
        var index = 0
        while index < bytes.count, isMarker(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") { return false }
        // One pass: a tag (`<…>`, `{…}`) is skipped, a link's target (`](…)`) and an address
        // (`scheme://…`, to the next space) too; a word is letters alone, all in lower case, not
        // joined to a digit or `_` (a name).
        var words = 0
        var start: Int?
        var lower = true
        var joined = false
        func endWord(at end: Int) {
            if let first = start, lower, !joined, end - first >= 2 { words += 1 }
            start = nil
        }
        while index < bytes.count {
            let byte = bytes[index]
            var skipTo: UInt8?
            if byte == UInt8(ascii: "<") {
                skipTo = UInt8(ascii: ">")
            } else if byte == UInt8(ascii: "{") {
                skipTo = UInt8(ascii: "}")
            } else if byte == UInt8(ascii: "("), index > 0, bytes[index - 1] == UInt8(ascii: "]") {
                skipTo = UInt8(ascii: ")")
            } else if byte == UInt8(ascii: ":"), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "/"),
                bytes[index + 2] == UInt8(ascii: "/")
            {
                // The scheme read as a word is no word.
                start = nil
                skipTo = space
            }
            if let end = skipTo {
                endWord(at: index)
                while index < bytes.count, bytes[index] != end { index += 1 }
                index += 1
                continue
            }
            if FastText.isASCIILetter(byte) {
                if start == nil {
                    start = index
                    lower = true
                    joined =
                        index > 0 && (FastText.isASCIIDigit(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: "_"))
                }
                if !FastText.isASCIILowercase(byte) { lower = false }
            } else {
                if FastText.isASCIIDigit(byte) || byte == UInt8(ascii: "_") { joined = true }
                endWord(at: index)
            }
            index += 1
        }
        endWord(at: bytes.count)
        return words >= 4
    }

    /// The hash of ASCII text with its runs of spaces made one, with its count of words and of
    /// letters; `nil` for text outside ASCII or of more than one line.
    private static func wordsHash(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> (
        hash: UInt64, words: Int, letters: Int
    )? {
        var hash = Hash()
        var words = 0
        var letters = 0
        var inWord = false
        // A link's target (`](…)`) is left out: each edition links its own language's page or
        // heading (`#key-restrictions`, `#密钥限制`) from the same sentence.
        var previous: UInt8 = 0
        var inTarget = false
        for byte in bytes {
            defer { previous = byte }
            if inTarget {
                if byte == UInt8(ascii: ")") { inTarget = false } else { continue }
            } else if byte == UInt8(ascii: "("), previous == UInt8(ascii: "]") {
                inTarget = true
            }
            guard byte < 0x80, byte != UInt8(ascii: "\n") else { return nil }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                if inWord { words += 1 }
                inWord = false
                continue
            }
            if !inWord, words > 0 { hash.add(UInt8(ascii: " ")) }
            inWord = true
            hash.add(byte)
            if FastText.isASCIILetter(byte) { letters += 1 }
        }
        if inWord { words += 1 }
        return (hash.value, words, letters)
    }

    /// The hash of a table cell kept as it is: all ASCII, two words or more (`Android, iOS, macOS`,
    /// `Linux, Windows, macOS`) with 12 letters or more, hashed with its spaces collapsed; `nil`
    /// for any other cell (a type, a flag, a translated description).
    static func cellHash(_ text: String) -> UInt64? {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= 12, let text = wordsHash(bytes[...]) else { return nil }
            return text.words >= 2 && text.letters >= 12 ? text.hash : nil
        }
    }

    /// The hash of a code block's lines written in ASCII, each trimmed, but comments (which
    /// translations translate) and blank lines; `nil` when these hold fewer than 24 letters,
    /// too little to tell one block from another.
    static func codeHash(_ text: String) -> UInt64? {
        var text = text
        // One pass over the bytes, in place: a block is split into lines without copying any.
        return text.withUTF8 { bytes in
            var hash = Hash()
            var letters = 0
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                defer { lineStart = lineEnd + 1 }
                var first = lineStart
                while first < lineEnd, isSpace(bytes[first]) { first += 1 }
                var last = lineEnd
                while last > first, isSpace(bytes[last - 1]) { last -= 1 }
                guard first < last, !isComment(bytes, first, last),
                    FastText.isASCII(UnsafeBufferPointer(rebasing: bytes[first..<last]))
                else { continue }
                // Eight bytes at a time: code blocks are most of a guide's bytes. Letters are
                // counted only until there are enough.
                var index = first
                while index + 8 <= last {
                    hash.add(word: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
                    index += 8
                }
                while index < last {
                    hash.add(bytes[index])
                    index += 1
                }
                if letters < 24 {
                    for offset in first..<last where FastText.isASCIILetter(bytes[offset]) { letters += 1 }
                }
                hash.add(UInt8(ascii: "\n"))
            }
            return letters >= 24 ? hash.value : nil
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// Whether the trimmed line `first..<last` is a comment: `//`, `/*`, `*`, `# `, `--`, `<!`.
    private static func isComment(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ last: Int) -> Bool {
        let byte = bytes[first]
        let next: UInt8? = first + 1 < last ? bytes[first + 1] : nil
        switch byte {
        case UInt8(ascii: "/"): return next == UInt8(ascii: "/") || next == UInt8(ascii: "*")
        case UInt8(ascii: "*"): return true
        case UInt8(ascii: "#"): return next == nil || next == UInt8(ascii: " ")
        case UInt8(ascii: "-"): return next == UInt8(ascii: "-")
        case UInt8(ascii: "<"): return next == UInt8(ascii: "!")
        default: return false
        }
    }

    /// Appends to `spans` the hash of each code span on line `line`, outside code (`` `dict` ``,
    /// ``` `` a`b `` ```): its text between backtick runs of one length, trimmed, when it holds an
    /// ASCII letter or digit (`` `|` `` tells one section from another too seldom).
    static func codeSpans(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, into spans: inout [VerbatimFact]) {
        let tick = UInt8(ascii: "`")
        // Most lines hold no backtick: memchr finds the first, if any.
        guard let base = bytes.baseAddress, let hit = memchr(base, Int32(tick), bytes.count) else { return }
        var index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
        while index < bytes.count {
            guard bytes[index] == tick else {
                index += 1
                continue
            }
            var open = index
            while open < bytes.count, bytes[open] == tick { open += 1 }
            let length = open - index
            // The closing run: the next run of backticks as long as the opening one.
            var close = open
            var found = false
            while close < bytes.count {
                guard bytes[close] == tick else {
                    close += 1
                    continue
                }
                var end = close
                while end < bytes.count, bytes[end] == tick { end += 1 }
                if end - close == length {
                    found = true
                    break
                }
                close = end
            }
            // An opening run never closed is literal backticks: what follows it is read on.
            guard found else {
                index = open
                continue
            }
            var first = open
            var last = close
            while first < last, isSpace(bytes[first]) { first += 1 }
            while last > first, isSpace(bytes[last - 1]) { last -= 1 }
            var hash = Hash()
            var hasAlphanumeric = false
            // A name of code has a mark a word lacks: `_`, `.`, `(`, `:`, `/`, a hump
            // (`requestPurchase`, `GPSubscription`), letters and digits; a command has spaces.
            var hasMark = false
            var previous: (UInt8, UInt8) = (0, 0)
            var letters = false
            var digits = false
            var spaces = false
            for byte in bytes[first..<last] {
                hash.add(byte)
                if FastText.isASCIIAlphanumeric(byte) { hasAlphanumeric = true }
                switch byte {
                case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ":"), UInt8(ascii: "/"):
                    hasMark = true
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digits = true
                case UInt8(ascii: " "): spaces = true
                case UInt8(ascii: "a")...UInt8(ascii: "z"):
                    letters = true
                    if FastText.isASCIIUppercase(previous.1), FastText.isASCIIUppercase(previous.0) { hasMark = true }
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    letters = true
                    if FastText.isASCIILowercase(previous.1) { hasMark = true }
                default: break
                }
                previous = (previous.1, byte)
            }
            // A constant's name (`PERMANENT`) is all capitals: seven letters or more (not `HTTP`).
            let constant =
                !hasMark && !spaces && letters && last - first >= 7
                && bytes[first..<last].allSatisfy { !FastText.isASCIILowercase($0) }
            let distinctive = hasMark || (letters && digits) || (spaces && last - first >= 8) || constant
            if hasAlphanumeric {
                spans.append(VerbatimFact(hash: hash.value, line: line, isDistinctive: distinctive))
            }
            index = close + length
        }
    }

    /// The hash of a table cell that names its row alike in every language: ASCII without spaces,
    /// 1 to 24 bytes, with a digit or a `/` in it (`2.7`, `v3`, `/v1/users`); `nil` for any other.
    static func rowKeyHash(_ text: String) -> UInt64? {
        var text = text
        return text.withUTF8 { bytes in
            guard (1...24).contains(bytes.count), bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }),
                bytes.contains(where: { FastText.isASCIIDigit($0) || $0 == UInt8(ascii: "/") })
            else { return nil }
            var hash = Hash()
            for byte in bytes { hash.add(byte) }
            return hash.value
        }
    }

    /// FNV-1a, 64 bits, by byte or by word: unseeded, unlike Swift's `Hasher`, so a page's hashes do
    /// not depend on the process that made them.
    private struct Hash {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ byte: UInt8) {
            value ^= UInt64(byte)
            value &*= 0x100_0000_01b3
        }

        /// Eight bytes as one step (hashes are compared within one run only).
        mutating func add(word: UInt64) {
            value ^= word
            value &*= 0x100_0000_01b3
            value ^= value >> 29
        }
    }

    /// A line's bytes without its code spans (the text between pairs of backticks).
    static func outsideCodeSpans(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var inSpan = false
        for byte in bytes {
            if byte == UInt8(ascii: "`") {
                inSpan.toggle()
            } else if !inSpan {
                kept.append(byte)
            }
        }
        return kept
    }
}
