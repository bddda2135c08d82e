/// The identifiers a line of prose or a table's row names: words no translation translates
/// (`PAYMENT_DEFERRED`, `onPurchaseUpdated`, `` `REFUNDABLE` ``), so that a section naming another
/// one in a translation kept an older edition's name, or mistyped it.
///
/// A code span that holds one identifier (a call's `()` aside) is one, whatever its letters; outside
/// code spans only words that cannot be ordinary words are (an underscore between letters, a capital
/// after two small letters: `client_id`, `getUserId`), and words of capitals and digits
/// (`REFUNDABLE`) are read only so that a word a language writes outside a code span is not taken
/// for one it lacks. Nothing of a link's target, a path, an address, an e-mail, an HTML tag or a
/// template's tag is read.
enum IdentifierText {
    struct Match: Equatable {
        var text: String
        /// How the line writes it: which is the one thing a rule may report.
        var form: IdentifierFact.Form
        /// The 0-based character offset on the line.
        var offset: Int
    }

    /// Whether the line may hold an identifier: a backtick, an underscore, a small letter followed
    /// by a capital, or three capitals in a row (most lines of a translation hold none).
    static func mayHold<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Bool where Bytes.Index == Int {
        var previousSmall = false
        var capitals = 0
        for byte in bytes {
            if byte == UInt8(ascii: "`") || byte == UInt8(ascii: "_") { return true }
            let isCapital = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            if previousSmall && isCapital { return true }
            capitals = isCapital ? capitals + 1 : 0
            if capitals >= 3 { return true }
            previousSmall = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
        }
        return false
    }

    static func read<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> [Match] where Bytes.Index == Int {
        guard mayHold(bytes) else { return [] }
        var matches: [Match] = []
        let start = bytes.startIndex
        let end = bytes.endIndex
        var index = start
        // The characters before `index`, for the offsets of matches on lines of other scripts.
        var characters = 0
        var counted = start
        func offset(of position: Int) -> Int {
            while counted < position {
                if bytes[counted] & 0xC0 != 0x80 { characters += 1 }
                counted += 1
            }
            return characters
        }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") {
                var open = index
                while open < end, bytes[open] == UInt8(ascii: "`") { open += 1 }
                let length = open - index
                guard let close = closingRun(in: bytes, from: open, length: length) else {
                    index = open
                    continue
                }
                if let text = spanIdentifier(bytes[open..<close]) {
                    matches.append(Match(text: text, form: .span, offset: offset(of: open)))
                }
                index = close + length
                continue
            }
            // An HTML tag (`<a name="step_2">`, `<span class="note_box">`): its names and values are the
            // page's markup, which each language may write apart (an anchor per language).
            if byte == UInt8(ascii: "<"), index + 1 < end,
                bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "!")
                    || (bytes[index + 1] | 0x20 >= UInt8(ascii: "a") && bytes[index + 1] | 0x20 <= UInt8(ascii: "z")),
                let close = bytes[index...].firstIndex(of: UInt8(ascii: ">"))
            {
                index = close + 1
                continue
            }
            // A heading's attributes (`{#retry_policy}`, `{: #id .class}`).
            if byte == UInt8(ascii: "{"), index + 1 < end,
                bytes[index + 1] == UInt8(ascii: "#") || bytes[index + 1] == UInt8(ascii: ":"),
                let close = bytes[index...].firstIndex(of: UInt8(ascii: "}"))
            {
                index = close + 1
                continue
            }
            // A template's tag (`{% if page.draft %}`, `{{ page.title }}`): the site generator's code.
            if byte == UInt8(ascii: "{"), index + 1 < end,
                bytes[index + 1] == UInt8(ascii: "%") || bytes[index + 1] == UInt8(ascii: "{")
            {
                let closer = bytes[index + 1] == UInt8(ascii: "%") ? UInt8(ascii: "%") : UInt8(ascii: "}")
                index += 2
                while index < end, !(bytes[index] == closer && index + 1 < end && bytes[index + 1] == UInt8(ascii: "}"))
                {
                    index += 1
                }
                index += 2
                continue
            }
            // An image's alt text, most often its file's name: `![` to its `]`.
            if byte == UInt8(ascii: "!"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "[") {
                index += 2
                while index < end, bytes[index] != UInt8(ascii: "]") { index += 1 }
                continue
            }
            // A link's target: `](` to its `)`.
            if byte == UInt8(ascii: "]"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "(") {
                index += 2
                while index < end, bytes[index] != UInt8(ascii: ")"), bytes[index] != UInt8(ascii: " ") { index += 1 }
                continue
            }
            guard isWordByte(byte) else {
                index += 1
                continue
            }
            // A run of word characters, dots and slashes: a path, an address or a host is read whole and left.
            let runStart = index
            var joined = false
            while index < end {
                let next = bytes[index]
                if isWordByte(next) {
                    index += 1
                } else if joiners.contains(next), index + 1 < end,
                    isWordByte(bytes[index + 1]) || next != UInt8(ascii: ".")
                {
                    joined = joined || next != UInt8(ascii: ".")
                    index += 1
                } else {
                    break
                }
            }
            let before = runStart > start ? bytes[runStart - 1] : UInt8(ascii: " ")
            let after = index < end ? bytes[index] : UInt8(ascii: " ")
            if joined || joiners.contains(before)
                || after == UInt8(ascii: "/") || after == UInt8(ascii: "@")
                || after == UInt8(ascii: ":")
                    && index + 1 < end && bytes[index + 1] == UInt8(ascii: "/")
            {
                continue
            }
            let word = bytes[runStart..<index]
            if let form = bareForm(word), !namesFile(word) {
                matches.append(
                    Match(text: String(decoding: word, as: UTF8.self), form: form, offset: offset(of: runStart)))
            }
        }
        return matches
    }

    /// Characters that join words into a path, an address or a query (`docs/guide`, `a@b.io`, `?a=b`):
    /// such a run is not an identifier of the text. (A dot joins a qualified name, `Foo.barBaz`; a
    /// host or a file's name is told apart below.)
    private static let joiners: Set<UInt8> = [
        UInt8(ascii: "/"), UInt8(ascii: "@"), UInt8(ascii: "="), UInt8(ascii: "?"), UInt8(ascii: "&"),
        UInt8(ascii: "#"), UInt8(ascii: "\\"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "%"),
    ]

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || FastText.isASCIIDigit(byte) || byte == UInt8(ascii: "_")
    }

    private static func closingRun<Bytes: RandomAccessCollection<UInt8>>(
        in bytes: Bytes, from start: Int, length: Int
    ) -> Int? where Bytes.Index == Int {
        var index = start
        while index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "`") else {
                index += 1
                continue
            }
            var run = index
            while run < bytes.endIndex, bytes[run] == UInt8(ascii: "`") { run += 1 }
            if run - index == length { return index }
            index = run
        }
        return nil
    }

    /// A code span's text when it is one identifier, qualified or not, a call's `()` left out
    /// (`getUserId()`, `Foo.bar`, `Foo::Bar`): a letter or an underscore first, two characters at least.
    private static func spanIdentifier<Bytes: Collection<UInt8>>(_ span: Bytes) -> String? {
        var text = Array(span)
        while text.first == UInt8(ascii: " ") { text.removeFirst() }
        while text.last == UInt8(ascii: " ") { text.removeLast() }
        if text.count > 2, text.suffix(2) == [UInt8(ascii: "("), UInt8(ascii: ")")] { text.removeLast(2) }
        guard text.count >= 2, let first = text.first, isWordByte(first), !FastText.isASCIIDigit(first) else {
            return nil
        }
        var previous: UInt8 = 0
        for byte in text {
            if isWordByte(byte) {
                previous = byte
                continue
            }
            // One dot or a `::` between words.
            guard byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":"), isWordByte(previous) || byte == previous
            else { return nil }
            previous = byte
        }
        guard isWordByte(previous), !namesFile(text) else { return nil }
        return String(decoding: text, as: UTF8.self)
    }

    /// A file's name in a code span (`config.json`) names a file, not an identifier of the code.
    private static let fileExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "svg", "webp", "md", "html", "htm", "json", "xml", "yml", "yaml", "txt",
        "zip", "pdf", "plist", "gradle", "aar", "jar", "swift", "kt", "java", "js", "ts", "py", "cs", "mp4", "csv",
        "properties", "h", "m", "mm", "cpp", "so", "dll", "framework", "xcframework", "unitypackage", "apk", "ipa",
    ]

    /// Whether a name ends in a file's extension (`config.json`, `step_01.png`).
    private static func namesFile<Bytes: BidirectionalCollection<UInt8>>(_ name: Bytes) -> Bool {
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return fileExtensions.contains(String(decoding: name[name.index(after: dot)...], as: UTF8.self).lowercased())
    }

    /// How a word outside code spans reads: an identifier (`client_id`, `getUserId`), a word of
    /// capitals (`REFUNDABLE`, three letters at least), or nothing an identifier is told by.
    private static func bareForm<Bytes: Collection<UInt8>>(_ word: Bytes) -> IdentifierFact.Form? {
        guard let first = word.first, !FastText.isASCIIDigit(first), word.count >= 3 else { return nil }
        var small = 0
        var capitals = 0
        var letters = 0
        var identifier = false
        for byte in word {
            let isSmall = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            let isCapital = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            if byte == UInt8(ascii: "_"), letters > 0 { identifier = true }
            if isCapital, small >= 2 { identifier = true }
            small = isSmall ? small + 1 : 0
            if isCapital { capitals += 1 }
            if isSmall || isCapital { letters += 1 }
        }
        // An underscore at an end is emphasis (`_word_`, `__word__`) or a blank to fill in.
        if first == UInt8(ascii: "_") || word.reversed().first == UInt8(ascii: "_") { return nil }
        if identifier { return .word }
        if capitals == letters, capitals >= 3 { return .capitals }
        return nil
    }
}
