import Foundation
import Testing

@testable import ErrataCore
@testable import ErrataMarkdown

/// The byte-level paths of the extract stage give what the character-level code they replace
/// gives, on texts made to reach their fallbacks: `\r\n` and lone `\r`, combining marks after
/// ASCII marks, Hangul, emoji sequences, regional indicators, prepended marks, zero-width space,
/// and the characters canonically equal to ASCII (`\u{037E}` is `;`, `\u{1FEF}` is `` ` ``).
@Suite("Extract fast paths")
struct ExtractFastPathTests {
    /// Pieces that random texts are made of.
    static let pieces: [String] = [
        "a", "Z", "_", "0", " ", "\t", "\n", "\r\n", "\r", "/", "*", "//", "/*", "*/", "\"", "'", "\\", "\\\\",
        "@", "[", "]", "(", ")", ":", ";", "`", "-", "+", "{", "}", "https://x", "e\u{301}", "/\u{301}",
        "\"\u{301}", "'\u{0308}", "\u{301}", "한", "국어", "カナ", "漢字", "👩‍💻", "🇰🇷", "🇰", "\u{600}", "\u{600}/",
        "\u{200B}", "\u{037E}", "\u{1FEF}", "\u{212A}", "\u{3000}", "é", "\u{FEFF}", "TCGB", "id", "foo:",
        "\r\u{301}", "\n\u{301}",
    ]

    /// Deterministic random texts of the pieces, and a few written out.
    static func texts(count: Int = 3000) -> [String] {
        var generator = SplitMix(seed: 0x5EED)
        var texts = [
            "", "a", "// 주석\n[x y];", "/* 한 */ - (void)foo;", "\"문자열\" [a b:c]", "'가' x", "a\r\nb // c\r\nd",
            "x /\u{301}/ y", "\u{600}//c", "[TCGBGamebase 로그인:x]", "@\"\\\"한\" [a b]", "\u{1FEF}코드\u{1FEF} 한국",
        ]
        for _ in 0..<count {
            let length = Int(generator.next() % 24)
            texts.append((0..<length).map { _ in generator.pick(pieces) }.joined())
        }
        return texts
    }

    @Test("hasOneCharacterPerByte is ASCII without \\r, and isASCII is ASCII, at every length and position")
    func oneCharacterPerByte() {
        for length in 0..<40 {
            let plain = String(repeating: "x", count: length)
            #expect(FastText.hasOneCharacterPerByte(plain))
            for position in 0..<length {
                for mark in ["\r", "é", "\u{80}", "\u{7F}", "\u{0C}", "\u{8D}", "\u{20D}", "\u{10D}"] {
                    var characters = Array(plain)
                    characters[position] = Character(mark)
                    let text = String(characters)
                    #expect(
                        FastText.hasOneCharacterPerByte(text) == text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D },
                        "\(text.debugDescription)")
                    // Also from an offset, so that the eight-byte words start anywhere.
                    for start in 0..<min(3, text.utf8.count) {
                        let slice = Substring(text.utf8.dropFirst(start))
                        #expect(slice.isASCII == slice.utf8.allSatisfy { $0 < 0x80 }, "\(text.debugDescription)")
                    }
                }
            }
        }
        for text in Self.texts() {
            #expect(FastText.hasOneCharacterPerByte(text) == text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D })
        }
    }

    @Test("ASCII letters are counted eight bytes at a time as one by one, every byte value at every position")
    func asciiLetterCount() {
        for text in Self.texts() {
            let expected = text.utf8.filter { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }.count
            #expect(FastText.asciiLetterCount(Substring(text)) == expected, "\(text.debugDescription)")
        }
        // Every byte value, in each of the eight places of a word and in the tail.
        for value in 0...255 {
            for position in 0..<11 {
                var bytes = [UInt8](repeating: UInt8(ascii: "."), count: 11)
                bytes[position] = UInt8(value)
                let expected = FastText.isASCIILetter(UInt8(value)) ? 1 : 0
                #expect(bytes.withUnsafeBufferPointer(FastText.asciiLetterCount) == expected, "\(value) at \(position)")
            }
        }
    }

    @Test("An error-table cell splits into the same parts on bytes as on Characters")
    func cellParts() {
        let cells = [
            "", " ", "A_B", "A_B, C_D", "A_B/C_D", "A_B\nC_D", " A_B (101) ", "A_B\tC", "A_B\r\nC_D", "a\u{301}_B",
            "TCGB_ERROR_X,,TCGB_ERROR_Y", "한_글 A_B", "A_B（101）",
        ]
        for text in cells + Self.texts() {
            #expect(
                ErrorTableReader.parts(ofCell: text) == ErrorTableReader.partsByCharacters(ofCell: text),
                "\(text.debugDescription)")
        }
    }

    @Test("Character starts are the characters' UTF-8 offsets, and their count the characters'")
    func characterStarts() {
        for text in Self.texts() {
            var expected = [0]
            for character in text { expected.append(expected.last! + character.utf8.count) }
            #expect(FastText.characterStarts(text) == expected, "\(text.debugDescription)")
            #expect(FastText.characterCount(text) == text.count, "\(text.debugDescription)")
        }
        // Korean, Japanese and Chinese text, with what joins onto its characters.
        let cjk = [
            "한국어", "가", "\u{11A8}", "\u{1100}\u{1161}", "か", "\u{3099}", "\u{309A}", "カナ", "ｶ", "\u{FF9E}", "漢字",
            "\u{302A}", "。", "、", "，", "Ａ", "\u{3000}", "a", " ", "\r", "\n", "\r\n", "\u{FE0F}", "\u{200D}", "👍",
            "\u{301}", "e", "\u{0600}", "\u{3029}", "\u{302F}", "\u{4DBF}", "\u{D7A3}", "\u{D7B0}",
            // Solo scalars of other scripts, and what joins onto them.
            "متن", "\u{64E}", "שלום", "\u{5B8}", "Привет", "ё", "Tiếng", "🚀", "✏", "\u{1F3FD}", "├─", "→",
        ]
        var generator = SplitMix(seed: 0xC4A5)
        for _ in 0..<4000 {
            let text = generator.text(of: cjk, fewerThan: 12)
            var expected = [0]
            for character in text { expected.append(expected.last! + character.utf8.count) }
            #expect(FastText.characterStarts(text) == expected, "\(text.debugDescription)")
            #expect(FastText.characterStartsByIndex(text) == expected, "\(text.debugDescription)")
            #expect(FastText.characterCount(text) == text.count, "\(text.debugDescription)")
        }
    }

    @Test("The tokenizer reads the characters Array(text) gives, with their ASCII values")
    func tokenizerCharacters() {
        // Comments in other scripts, with marks, selectors and modifiers that join their letters.
        let others = [
            "// متن فارسی\n[a b:c];", "/* שָׁלוֹם */ [x y]", "// Привет 🚀\n- (void)foo;", "// ✏\u{FE0F} 👍\u{1F3FD}",
            "\"Tiếng Việt\" [a b]", "// ├── → ∑\r\n[a b]",
        ]
        for text in Self.texts() + others {
            let characters = Array(text)
            let tokenization = ObjCTokenization(text)
            #expect(tokenization.bytes == characters.map { $0.asciiValue ?? 0x80 }, "\(text.debugDescription)")
            for token in tokenization.tokens {
                #expect(tokenization.text(token) == String(characters[token.start..<token.end]))
                #expect(tokenization.text(token).utf8.elementsEqual(String(characters[token.start..<token.end]).utf8))
            }
        }
    }

    @Test("Blanking comments and strings on bytes gives what the Character loop gives")
    func blanking() {
        for text in Self.texts() {
            let blanked = CodeText.blankingCommentsAndStrings(text)
            let expected = Self.blankingReference(text)
            #expect(Array(blanked.utf8) == Array(expected.utf8), "\(text.debugDescription)")
        }
        // Long ASCII code, where runs of code and line comments are passed eight bytes at a time.
        let ascii = [
            "a", "Zy", "_", "0", " ", "\t", "\n", "/", "*", "//", "/*", "*/", "\"", "'", "\\", "\\\\", "@", "[x y]",
            "abcdefgh",
            "// c\n", "/* b */", "\"s\"", "'c'", "x/y", "**", "\\\"", "/\n", "id foo:bar;",
        ]
        var generator = SplitMix(seed: 0xB1A)
        for _ in 0..<3000 {
            let text = generator.text(of: ascii, fewerThan: 40)
            #expect(
                Array(CodeText.blankingCommentsAndStrings(text).utf8) == Array(Self.blankingReference(text).utf8),
                "\(text.debugDescription)")
        }
    }

    @Test("The foreign-letter pre-check on bytes finds what a scalar scan finds")
    func foreignPrecheck() {
        let alphabet = [
            "a", " ", "é", "\u{10FF}", "\u{1100}", "가", "\u{D7A3}", "ア", "\u{31F0}", "一", "\u{9FFF}",
            "\u{3400}", "\u{20000}", "\u{2FA1F}", "\u{2FA20}", "😀", "\u{FF66}", "\u{FFFF}", "\u{800}", "ß",
            "\u{11FF}", "\u{3130}", "\u{318F}", "\u{A960}", "\u{A97F}", "\u{D7B0}", "\u{D7FF}", "\u{AC00}",
            "\u{3040}", "\u{30FF}", "\u{31FF}", "\u{FF9F}", "\u{4DBF}", "\u{4E00}", "\u{F900}", "\u{FAFF}",
            "\u{3000}", "\u{FF0C}", "\u{E000}",
        ]
        var generator = SplitMix(seed: 7)
        // Short texts, and long ones read eight bytes at a time where they can be.
        for round in 0..<4000 {
            let text = generator.text(of: alphabet, fewerThan: round < 3000 ? 8 : 40)
            for native in [Set<ScriptDetector.Script>(), [.hangul, .han], [.kana, .han], [.han]] {
                let predicate = { (value: UInt32) -> Bool in
                    let script = ScriptDetector.script(of: Unicode.Scalar(value)!)
                    return script != .other && !native.contains(script)
                }
                let bytes = Array(text.utf8)
                let found = bytes.withUnsafeBufferPointer {
                    ScriptDetector.containsScalar(inUTF8: $0, where: predicate)
                }
                let expected = text.unicodeScalars.contains { predicate($0.value) }
                #expect(found == expected, "\(text.debugDescription)")
                // Decoding only the lead bytes a foreign letter may start with finds the same.
                let leads = ScriptDetector.NativeScripts(native).foreignLeads
                let filtered = bytes.withUnsafeBufferPointer {
                    ScriptDetector.containsScalar(inUTF8: $0, leads: leads, where: predicate)
                }
                #expect(filtered == expected, "\(text.debugDescription) \(native)")
            }
        }
        // Sequences after `0xE3` passed over undecoded: every scalar from U+3000 to U+3FFF, on its
        // own and after a kana, is found as decoding finds it, for each combination of scripts.
        let combinations: [Set<ScriptDetector.Script>] = [
            [], [.hangul], [.kana], [.han], [.hangul, .kana], [.hangul, .han], [.kana, .han], [.hangul, .kana, .han],
        ]
        for native in combinations {
            let scripts = ScriptDetector.NativeScripts(native)
            for value in UInt32(0x3000)...0x3FFF {
                let scalar = Unicode.Scalar(value)!
                for text in [String(scalar), "カ" + String(scalar)] {
                    let expected = text.unicodeScalars.contains {
                        ScriptDetector.isForeignLetter($0.value, native: scripts)
                    }
                    let found = Array(text.utf8).withUnsafeBufferPointer {
                        ScriptDetector.containsScalar(
                            inUTF8: $0, leads: scripts.foreignLeads, passedOverAfterE3: scripts.passedOverAfterE3,
                            where: { ScriptDetector.isForeignLetter($0, native: scripts) })
                    }
                    if found != expected {
                        Issue.record("U+\(String(value, radix: 16)) after \(text.count - 1) \(native)")
                    }
                }
            }
        }
        // A Japanese page's kana and punctuation, and a Korean page's, are passed over.
        #expect(ScriptDetector.NativeScripts([.kana, .han]).passedOverAfterE3 >> 1 & 0b111 == 0b111)
        #expect(ScriptDetector.NativeScripts([.hangul, .han]).passedOverAfterE3 & 1 == 1)
        // A run after a Greek varia (a backtick by canonical equivalence) is inline code.
        #expect(ScriptDetector.foreignRuns(in: "a \u{1FEF}한국어\u{1FEF} b", native: []).isEmpty)
        #expect(ScriptDetector.foreignRuns(in: "a 한국어 b", native: []).map(\.text) == ["한국어"])
        // One Hangul syllable is a word left over; one ideograph may stand alone.
        #expect(ScriptDetector.foreignRuns(in: "String SDK의 Version", native: []).map(\.text) == ["의"])
        #expect(ScriptDetector.foreignRuns(in: "10元 a month", native: []).isEmpty)
        #expect(ScriptDetector.foreignRunsByCharacters(in: "String SDK의 Version", native: []).map(\.text) == ["의"])
    }

    @Test("A letter of a language's scripts is found on bytes as a scalar scan finds it, outside inline code")
    func nativeLetters() {
        let alphabet = [
            "a", " ", "`", "é", "ß", "\u{7F}", "\u{80}", "\u{3FF}", "\u{36F}", "Ж", "\u{400}", "\u{52F}", "\u{530}",
            "α", "\u{370}", "\u{1F00}", "\u{1FFE}", "\u{1FFF}", "א", "\u{590}", "\u{591}", "\u{5F4}", "\u{5F5}",
            "ب", "\u{5FF}", "\u{600}", "\u{6FF}", "\u{FEFC}", "\u{FEFD}", "ก", "\u{E00}", "\u{E5B}", "\u{E5C}",
            "क", "\u{8FF}", "\u{97F}", "\u{980}", "\u{7FF}", "\u{800}", "가", "ア", "一", "😀", "\u{A640}",
        ]
        let natives: [Set<ScriptDetector.Script>] = [
            [.cyrillic], [.greek], [.hebrew], [.arabic], [.thai], [.devanagari], [.hangul, .han], [.kana, .han], [.han],
        ]
        var generator = SplitMix(seed: 0xA1FA)
        for _ in 0..<3000 {
            let text = generator.text(of: alphabet, fewerThan: 10)
            for scripts in natives {
                let native = ScriptDetector.NativeScripts(scripts)
                // The reference: the scalars outside inline code, the pieces between a backtick and
                // the next (an unclosed backtick is text). Backticks are scalars: one followed by a
                // combining mark is still one.
                var outside: [Unicode.Scalar] = []
                let pieces = text.unicodeScalars.split(separator: "`", omittingEmptySubsequences: false)
                for (index, piece) in pieces.enumerated() where index % 2 == 0 || index == pieces.count - 1 {
                    outside += piece
                }
                let expected = outside.contains { scalar in
                    if let letters = native.alphabet?.letters, letters.contains(where: { $0.contains(scalar.value) }) {
                        return true
                    }
                    switch ScriptDetector.script(of: scalar) {
                    case .hangul: return native.hangul
                    case .kana: return native.kana
                    case .han: return native.han
                    default: return false
                    }
                }
                #expect(
                    ScriptDetector.containsLetter(of: native, in: Substring(text)) == expected,
                    "\(text.debugDescription) \(scripts)")
            }
        }
    }

    @Test("Foreign runs taken as slices of the line are the runs built up character by character")
    func foreignRunSlices() {
        let prose = [
            "한국어 텍스트", "カナと漢字", "中文字", "。", "、", ",", ".", "!", "(1)", "Latin", " ", "`", "e\u{301}",
            "한\u{301}", "가\u{11A8}", "\u{1100}\u{1161}", "ｶﾀｶﾅ", "👍", "🇰🇷", "\u{3000}", "‘", "’", "\u{1FEF}",
            "か\u{3099}", "\u{3099}", "\u{302A}", "ｶ\u{FF9E}", "\u{1160}", "\u{1100}", "\u{11A8}", "\u{200D}",
            "ー", "々", "（", "Ａ", "\u{0600}", "\r", "\r\n", "`한`", "\u{1FEF}\u{301}", "`\u{301}", "ä", "ß",
        ]
        var generator = SplitMix(seed: 0xF0E1)
        var lines = Self.texts(count: 1500).map { Substring($0) }
        for _ in 0..<1500 {
            let length = Int(generator.next() % 14)
            let parts = (0..<length).map { _ in
                generator.next() % 2 == 0
                    ? generator.pick(prose)
                    : generator.pick(Self.pieces)
            }
            lines.append(Substring(parts.joined()))
        }
        let natives: [Set<ScriptDetector.Script>] = [[], [.hangul, .han], [.kana, .han], [.han]]
        for line in lines {
            for native in natives {
                for minimum in 1...3 {
                    #expect(
                        ScriptDetector.foreignRuns(in: line, native: native, minimumLetters: minimum)
                            == ScriptDetector.foreignRunsByCharacters(in: line, native: native, minimumLetters: minimum),
                        "\(line.debugDescription) \(native) \(minimum)")
                }
            }
        }
    }

    @Test("Code segments are the lines joined with line feeds")
    func segmentText() {
        for text in Self.texts(count: 300) + ["a\nb\nc", "\n\n", "x\n", "한\n\n국\r\n"] {
            let root = MarkdownNode(
                kind: .document, range: .init(start: .init(line: 1, column: 1), end: .init(line: 1, column: 1)))
            // Lines given apart (joined into one text), split from the text, and as the parser
            // makes them.
            let lines = MarkdownDocument.splitLines(text)
            for document in [
                MarkdownDocument(root: root, lines: lines),
                MarkdownDocument(root: root, sourceLines: SourceLines(text)),
                MarkdownParser.parse(text),
            ] {
                let count = document.lines.count
                for first in 0...(count + 1) {
                    for last in first...(count + 2) {
                        let expected = (first...last).map { document.line($0) }.joined(separator: "\n")
                        #expect(FactExtractor.text(ofLines: first...last, in: document) == expected)
                    }
                }
            }
        }
        // Lines replaced after parsing are the document's lines.
        var replaced = MarkdownParser.parse("one\ntwo\nthree")
        replaced.lines[1] = "other line"
        #expect(replaced.line(2) == "other line")
        #expect(FactExtractor.text(ofLines: 1...3, in: replaced) == "one\nother line\nthree")
        // Lines that do not come from one text are joined one by one.
        let pieces: [Substring] = ["first line of text", "second line of text"]
        let document = MarkdownDocument(
            root: MarkdownNode(
                kind: .document,
                range: .init(
                    start: .init(line: 1, column: 1), end: .init(line: 1, column: 1))), lines: pieces)
        #expect(FactExtractor.text(ofLines: 1...2, in: document) == "first line of text\nsecond line of text")
    }

    @Test("isScalar is Character equality for the marks the readers look for")
    func isScalar() {
        let marks: [Unicode.Scalar] = ["(", ")", "（", "）", ",", "\n", "、", "，"]
        var characters = Self.texts().flatMap { Array($0) }
        characters += ["\u{FF08}\u{301}", "(\u{301}", "\r\n", "\u{FE50}", "\u{FE51}", "\u{FF64}", "\u{2474}"]
        for character in characters {
            for mark in marks {
                #expect(character.isScalar(mark) == (character == Character(mark)), "\(character.debugDescription)")
            }
        }
    }

    @Test("Identifier and type-name cells read on bytes as on scalar properties")
    func parameterCells() {
        var cells =
            Self.texts() + [
                "client_id", "access_token", "kTCGBAuth", "a.b-c", "a[].b", "a[0].b", "a[x]", "a[", "a]", "a[1", "_x",
                "9a", "x y", "ª", "x²", "x\u{661}",
                "NSString *",
                "NSString * *", "* NSString", "varchar(20)", "NSDictionary<NSString *, id>", "BOOL", "**BOOL**",
                " int ",
                "\u{3000}int\u{3000}", "int\r", "in\u{301}t", String(repeating: "a", count: 80),
                String(repeating: "a", count: 81), String(repeating: "b", count: 24), String(repeating: "b", count: 25),
                "*", "* *", "a *", "a  b", "ｉｎｔ", "Ⅻ", "a\tb", "String?", "List<Mail>?", "?",
            ]
        cells += cells.map { " " + $0 + " " }
        for cell in cells {
            #expect(
                ParameterTableReader.isIdentifier(cell) == ParameterTableReader.isIdentifierReference(cell),
                "\(cell.debugDescription)")
            #expect(
                ParameterTableReader.isTypeName(cell) == ParameterTableReader.isTypeNameReference(cell),
                "\(cell.debugDescription)")
        }
    }

    @Test("Numbers of plain ASCII digits read as the Character loop reads them")
    func numbers() {
        var cells =
            Self.texts(count: 500) + [
                "0", "007", "-1", "-", "--1", "1-", "123456789012345678", "1234567890123456789", "-12345678901234567",
                "**12**", " 3 ", "１２", "٣", "−5", "+5", "1e3", "1.5", "\u{3000}42\u{3000}", "4\u{301}", "*-3*", "",
                "한", "一", "三", "①2", "−", "−１", "\u{600}1", "é1", "제재된 회원", "٣\u{301}", "a1", "x", "\u{0B}7",
                "\u{1C}1", "\r\n12", "\u{7F}", "_1", "0x1F", "0X1f", " 0xff ", "**0x10**", "0x", "0x1G", "-0x1",
                "0x7FFFFFFFFFFFFFF", "0xFFFFFFFFFFFFFFFF", "0x１", "x1F", "00x1",
            ]
        cells += (0..<200).map { String($0 * 7919 - 500) }
        for cell in cells {
            #expect(NumberText.integer(cell) == Self.integerReference(cell), "\(cell.debugDescription)")
        }
        // Hexadecimal after `0x`, up to 15 digits.
        #expect(["0x1F", "0X1f", " 0xff ", "**0x10**"].map(NumberText.integer) == [31, 31, 255, 16])
        #expect(NumberText.integer("0x7FFFFFFFFFFFFFF") == 0x7FF_FFFF_FFFF_FFFF)
        for cell in ["0x", "0x1G", "-0x1", "0xFFFFFFFFFFFFFFFF", "0x１", "x1F", "00x1"] {
            #expect(NumberText.integer(cell) == nil, "\(cell.debugDescription)")
        }
    }

    @Test("A pipe is found on contiguous and bridged lines alike")
    func pipes() {
        for text in Self.texts(count: 300) + ["|", "a|b", "한|국", "\\|"] {
            for line in MarkdownDocument.splitLines(text) {
                #expect(TableRecovery.hasPipe(line) == line.utf8.contains(UInt8(ascii: "|")))
            }
        }
    }

    /// ``NumberText/integer(_:)`` as it was before its fast paths: the Character reading.
    static func integerReference(_ text: String) -> Int? {
        NumberText.integerByCharacters(text.trimmingWhitespaceAndNewlines())
    }

    /// The Character loop ``CodeText/blankingCommentsAndStrings(_:)`` ran before it read bytes.
    static func blankingReference(_ code: String) -> String {
        enum State { case code, lineComment, blockComment, string, character }
        var result = ""
        var state = State.code
        var previous: Character = " "
        for character in code {
            switch state {
            case .code:
                if character == "/" && previous == "/" {
                    result.removeLast()
                    result.append("  ")
                    state = .lineComment
                } else if character == "*" && previous == "/" {
                    result.removeLast()
                    result.append("  ")
                    state = .blockComment
                } else if character == "\"" {
                    result.append(" ")
                    state = .string
                } else if character == "'" {
                    result.append(" ")
                    state = .character
                } else {
                    result.append(character)
                }
            case .lineComment:
                if character == "\n" {
                    result.append("\n")
                    state = .code
                } else {
                    result.append(" ")
                }
            case .blockComment:
                result.append(character == "\n" ? "\n" : " ")
                if character == "/" && previous == "*" { state = .code }
            case .string, .character:
                if character == "\n" {
                    result.append("\n")
                    state = .code
                } else {
                    result.append(" ")
                    if previous != "\\" && character == (state == .string ? "\"" : "'") { state = .code }
                }
            }
            previous = (previous == "\\" && character == "\\") ? " " : character
        }
        return result
    }

    @Test("A JSON example's keys, from one pass over its quotes, are those the search for each key gave")
    func jsonKeys() {
        var generator = SplitMix(seed: 0x1503)
        let names = ["a", "b", "msg", "msgId", "valid", "id", "한글", "e\u{301}", "é", ",", ":", " ", "x y", "ab"]
        var texts = [
            #"{"c": {"d": "x"}, "y": 1, "x": 2}"#, #"[{"a": 1}, {"b": 2, "a": 3}]"#, #"{"a\"b": 1, "c": 2}"#,
            #"{"\u00e9": 1, "é": 2, "a": 3}"#, #"["x", "y", {"y": 1, "x": 2}]"#, #"{"": 1, "a": {"": 2}}"#,
            // Code that starts with a bracket, told from JSON by what follows it.
            "{!> ../../docs_src/app.py !}", "[section]\nkey = 1", "[ \n {\"a\": 1} ]", "{ \n \"a\": 1 }", "[]", "{}",
            "[-1, {\"a\": 2}]", "[true, {\"b\": 1}]", "{'a': 1}", "[ {\"a\": [null]} ]", "{\u{3000}\"a\": 1}",
        ]
        func value(_ depth: Int) -> String {
            switch generator.next() % (depth > 3 ? 3 : 6) {
            case 0: return "1"
            case 1: return "\"" + generator.pick(names) + "\""
            case 2: return "null"
            case 3, 4:
                let count = Int(generator.next() % 5)
                let members = (0..<count).map { _ in
                    "\"" + generator.pick(names) + "\": " + value(depth + 1)
                }
                return "{" + members.joined(separator: ", ") + "}"
            default:
                return "[" + (0..<Int(generator.next() % 4)).map { _ in value(depth + 1) }.joined(separator: ",") + "]"
            }
        }
        for _ in 0..<1500 { texts.append(value(0)) }
        var compared = 0
        for text in texts {
            let expected = Self.referenceKeys(ofJSON: text)
            #expect(JSONExampleScanner.keys(ofJSON: text) == expected, "\(text)")
            if expected != nil { compared += 1 }
        }
        #expect(compared > 500)
        #expect(JSONExampleScanner.keys(ofJSON: #"{"c": {"d": "x"}, "y": 1, "x": 2}"#) == ["c", "c.d", "x", "y"])
    }

    @Test("Constants found from each `k` are the constants found reading every identifier")
    func constants() {
        let pieces = [
            "kTCGB", "kA", "k", "K", "kAuth_X", "ok", "_kB", "9kC", "kk", "kkD", " ", "(", "é", "가kE", "\u{301}kF", ":",
            "kG1", "x", "\n", "[", "kH", "k_", "kx",
        ]
        var generator = SplitMix(seed: 0xC0A5)
        var found = 0
        for _ in 0..<4000 {
            let code = generator.text(of: pieces, fewerThan: 10)
            let expected = CodeText.constantsByIdentifiers(in: code)
            #expect(CodeText.constants(in: code) == expected, "\(code.debugDescription)")
            found += expected.count
        }
        #expect(found > 800)
    }

    @Test("A code block's fence is found after its indentation: its interior is the code, an indented block all of it")
    func fencedInteriors() throws {
        let text = [
            "# A", "", "- item", "", "  ```objc", "  [a b];", "  ```", "", "   ~~~", "   [c d];", "   ~~~", "",
            "Text.", "", "    [e f];", "    [g h];", "", "```", "```",
        ].joined(separator: "\n")
        let document = try DocumentParser().parse(
            SourceDocument(product: "p", language: "en", page: "a", path: "en/a.md", text: text), limits: .default)
        #expect(PageLayout(document: document).codeSegments == [6...6, 10...10, 15...17])
    }

    @Test("JSON written into prose is found after leading tags; tag lines without a brace are passed over")
    func jsonInProse() {
        let text = [
            "<br/>", "<span id = \"x\"></span>", "<br/>{\"a\": 1,<br/>", "\"b\": {\"c\": 2}}", "Text.", "{\"d\": true}",
            "<br/><br/>", "<BR>  {\"e\": [1]}", "<b>{</b>",
        ]
        let lines = SourceLines(text.map { Substring($0) })
        let found = JSONExampleScanner.examples(inProse: Array(1...lines.count), of: lines)
        #expect(found.map(\.line) == [3, 6, 8])
        #expect(found.map(\.keys) == [["a", "b", "b.c"], ["d"], ["e"]])
        #expect(found.map(\.keyLines) == [[3, 4, 4], [6], [8]])
        // Only the prose lines given are read: without line 4, line 3's object is not closed.
        let prose = JSONExampleScanner.examples(inProse: [1, 2, 3, 5, 6, 7, 8, 9], of: lines)
        #expect(prose.map(\.line) == [6, 8])
        #expect(prose.map(\.keys) == [["d"], ["e"]])
    }

    @Test("The send pre-check finds a bracket on bytes as it does through the UTF-8 view")
    func sendPrecheck() {
        var generator = SplitMix(seed: 0x5E4D)
        let bracketPieces = ["[", "[ ", "[\t", "[x", "[1", "[[", "[@", "[*", "[-", "[\n"]
        for _ in 0..<3000 {
            let text = (0..<Int(generator.next() % 10)).map { _ in
                generator.next() % 3 == 0 ? generator.pick(bracketPieces) : generator.pick(Self.pieces)
            }.joined()
            #expect(
                ObjCMessageSendParser.mayHoldSend(text) == ObjCMessageSendParser.mayHoldSendByView(text),
                "\(text.debugDescription)")
        }
    }

    @Test("Declarations read line by line are those read from the whole text's tokens")
    func declarationsByLines() throws {
        // Declarations and bodies, with `;`, `{` and `}` in strings and comments, stray quotes,
        // macros, blocks, and the texts the whole reading is kept for (`/*`, `\r`).
        let declarationPieces = [
            "- ", "+ ", "-", "(void)", "(NSString *)", "(nullable id)", "(void (^)(BOOL ok))", "foo", "foo:", "bar:",
            "name", " ", "\n", "\n", "\n  ", ";", "{", "}", "'", "`", "\"a;{\"", "\"", "// c;", "// {", "//",
            "__attribute__((deprecated(\"x;\")))", "NS_SWIFT_NAME(f(_:))", "API_AVAILABLE(ios(13))", ",", "...",
            "<", ">", "*", "(", ")", "한", "/*", "*/", "\r", "'a'", "[x y];", "@\"}\"",
        ]
        var generator = SplitMix(seed: 0xDEC1)
        var texts = [
            "- (void)a;\n- (void)b {\n  x;\n}\n+ (id)c:(int)d\n    e:(int)f;",
            "- (void)foo:(NSString *)a // {\n    bar:(int)b;", "- (void)foo \"{\"\n;", "'' - (void)x\n;",
            "- (void)x\n'' - (void)y;", "x\n  - (void)last", "- (void)a;\r\n- (void)b;", "/* c */\n- (void)a;",
        ]
        for _ in 0..<20000 {
            texts.append((0..<Int(generator.next() % 30)).map { _ in generator.pick(declarationPieces) }.joined())
        }
        var byLines = 0
        for text in texts {
            let whole = ObjCDeclarationParser.declarationsWithoutPrecheck(in: text)
            #expect(ObjCDeclarationParser.declarations(in: text) == whole, "\(text.debugDescription)")
            if let lines = ObjCDeclarationParser.declarationsByLines(in: text) {
                #expect(lines == whole, "\(text.debugDescription)")
                byLines += 1
            }
        }
        // Most texts are read line by line, and some of them hold declarations.
        #expect(byLines > texts.count / 3)
        let found = try #require(
            ObjCDeclarationParser.declarationsByLines(in: "x\n- (void)a;\n- (void)b {\n}\n+ (id)c:(int)d\n  e:(int)f;"))
        #expect(found.map(\.selector) == ["a", "c:e:"])
        #expect(found.map(\.line) == [2, 5])
        #expect(ObjCDeclarationParser.declarationsByLines(in: "'' - (void)x\n;") == nil)
        #expect(ObjCDeclarationParser.declarationsByLines(in: "/* c */\n- (void)a;") == nil)
    }

    @Test("A table cell is cleaned as trimming its lines' white space cleans it")
    func cellCleaning() {
        let cells = [
            "\u{3000}x", "x\u{A0}", " a ", "\ta", "a\t", "한 ", " 한", "a\u{301}", "a\n b \n\n c", " \n한 \n", "\n",
            "\n\n",
            "x\r\ny\nz", "x\ry", "a\n\u{301}b", "\u{3000}\n\u{3000}a\u{3000}\n", "**a**\n", "",
        ]
        for text in Self.texts() + cells {
            let expected =
                text.utf8.contains(0x0A)
                ? text.split(separator: "\n").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }.joined(
                    separator: "\n")
                : String(text.trimmingWhitespace())
            #expect(ErrorTableReader.clean(text) == expected, "\(text.debugDescription)")
        }
    }

    @Test("An ASCII prefix is found on bytes as hasPrefix finds it")
    func asciiPrefix() {
        let pieces = ["`", "~", "```", "~~~", "\u{1FEF}", "\u{301}", "\r", "\n", "\r\n", " ", "a", "한", "`\u{301}"]
        var generator = SplitMix(seed: 0xF3CE)
        for _ in 0..<4000 {
            let text = generator.text(of: pieces, fewerThan: 6)
            for prefix: StaticString in ["```", "~~~", "\r", "a"] {
                let line = Substring(text)
                #expect(
                    line.hasASCIIPrefix(prefix) == line.hasPrefix(String(describing: prefix)),
                    "\(text.debugDescription) \(prefix)")
            }
        }
        // U+1FEF is canonically equivalent to `: the bytes alone would not say so.
        #expect(Substring("\u{1FEF}\u{1FEF}\u{1FEF}x").hasASCIIPrefix("```"))
        #expect(!Substring("``\u{301}`").hasASCIIPrefix("```"))
    }

    @Test("A pseudo-heading is turned down on bytes only where the Characters would turn it down")
    func pseudoHeading() {
        let pieces = [
            "#", "#", "##", " ", "\t", "\u{301}", "\r", "\r\n", "3.1", "a", "Title", "한", "#\u{301}", "\u{1F1F0}",
            "Введение", "مقدمة", "\u{200D}", "\u{1100}",
        ]
        var generator = SplitMix(seed: 0x7EAD)
        for _ in 0..<6000 {
            let line = Substring(generator.text(of: pieces, fewerThan: 7))
            let fast = PageLayout.pseudoHeading(line)
            let reference = PageLayout.pseudoHeadingByCharacters(line)
            #expect(fast?.level == reference?.level && fast?.title == reference?.title, "\(line.debugDescription)")
        }
        #expect(PageLayout.pseudoHeading("####3.1.1 Title")! == (4, "3.1.1 Title"))
        #expect(PageLayout.pseudoHeading("## Title") == nil)
        #expect(PageLayout.pseudoHeading("## \u{301}Title")! == (2, " \u{301}Title"))
        #expect(PageLayout.pseudoHeading("#######x") == nil)
        #expect(PageLayout.pseudoHeading("## Введение") == nil)
    }

    @Test("A title keeps what the Character loop keeps of it, spaces and closing hashes trimmed")
    func titlesTrimmed() {
        func reference(_ title: String) -> String {
            var text = Substring(title)
            while let last = text.last, last == " " || last == "#" { text.removeLast() }
            while let first = text.first, first == " " { text.removeFirst() }
            return String(text)
        }
        let pieces = ["#", " ", "a", "3.1", "한", "\u{301}", "\t", "\r\n", "\u{3000}", "#\u{301}", " \u{301}"]
        var generator = SplitMix(seed: 0x717E)
        for _ in 0..<4000 {
            let title = generator.text(of: pieces, fewerThan: 7)
            #expect(title.trimmingSpacesAndHashes() == reference(title), "\(title.debugDescription)")
        }
    }

    @Test("Trimming hands back text whose ends are kept, and trims the rest scalar by scalar")
    func trimming() {
        /// The scalars of `text` between the first and last that `predicate` keeps.
        func reference(_ text: String, _ predicate: (Unicode.Scalar) -> Bool) -> String {
            let scalars = Array(text.unicodeScalars)
            guard let first = scalars.firstIndex(where: { !predicate($0) }),
                let last = scalars.lastIndex(where: { !predicate($0) })
            else { return "" }
            var result = String.UnicodeScalarView()
            result.append(contentsOf: scalars[first...last])
            return String(result)
        }
        let ends = [
            " a", "a ", "\ta\t", "\u{3000}a", "a\u{3000}", "\n", " ", "a\u{A0}", "\u{A0}a", "한", "\u{2003}한\u{2003}",
            "😀 ", " 😀", "😀", "é\u{2028}", "\u{85}é", "a\u{301}",
        ]
        for text in Self.texts() + ends {
            #expect(
                String(text.trimmingWhitespace()) == reference(text, FastText.isWhitespace), "\(text.debugDescription)")
            #expect(
                String(text.trimmingWhitespaceAndNewlines()) == reference(text, FastText.isWhitespaceOrNewline),
                "\(text.debugDescription)")
        }
    }

    @Test("Line-break tags are stripped on bytes as Foundation strips them")
    func stripTags() {
        var generator = SplitMix(seed: 0xB4)
        let tagPieces = ["<br>", "<br/>", "<br />", "<BR>", "<BR/>", "<b", "<B", "r>", "/>", " />", "<", "br"]
        for _ in 0..<3000 {
            let text = (0..<Int(generator.next() % 10)).map { _ in
                generator.next() % 2 == 0 ? generator.pick(tagPieces) : generator.pick(Self.pieces)
            }.joined()
            #expect(
                JSONExampleScanner.stripTags(Substring(text))
                    == JSONExampleScanner.stripTagsByFoundation(Substring(text)),
                "\(text.debugDescription)")
        }
    }

    @Test("Every plain scalar is a letter or number, and lowercases, as its Character does")
    func plainScalars() {
        for value in UInt32(0)...0xFFFF where FastText.isPlain(value) {
            let scalar = Unicode.Scalar(value)!
            let character = Character(scalar)
            #expect(
                FastText.isPlainLetterOrNumber(value) == (character.isLetter || character.isNumber),
                "U+\(String(value, radix: 16))")
            #expect(
                String(Unicode.Scalar(FastText.plainLowercased(value))!) == String(scalar).lowercased(),
                "U+\(String(value, radix: 16))")
            #expect(FastText.isPlain(FastText.plainLowercased(value)))
        }
    }

    @Test("Latin-1, Latin Extended-A and Cyrillic titles normalize as Characters do, and fragments lose their accents")
    func latinLetters() {
        // Every scalar of the blocks on its own, then mixed with what joins to it or stops the byte path.
        var texts = (Array(0xC0..<0x180) + Array(0x400..<0x460)).map { String(Unicode.Scalar(UInt32($0))!) }
        var generator = SplitMix(seed: 0x1A71)
        let pieces = [
            "Vous", " ", "êtes", "PRESSÉS", "?", "Wydajność", "Производительность", "ЁЖИК", "й", "İstanbul", "Ÿ", "ß",
            "ŉ", "×", "÷", "e\u{301}", "\u{300}", "Σ", "ς", "로그인", "設定", "カナ", "１", "Ａ", "\r\n", "ǅ", "Ə", "ḿ",
            "😀", "-", "_", "2",
        ]
        texts += (0..<3000).map { _ in (0..<Int(generator.next() % 7)).map { _ in generator.pick(pieces) }.joined() }
        for text in texts {
            #expect(
                SectionAligner.normalized(text) == SectionAligner.normalizedByCharacters(text),
                "\(text.debugDescription)")
            if let fast = LatinLetters.lowercasedLettersAndNumbers(text) {
                #expect(fast == SectionAligner.normalizedByCharacters(text), "\(text.debugDescription)")
            }
        }
        // The byte paths are taken: accented Latin and Cyrillic titles.
        #expect(LatinLetters.lowercasedLettersAndNumbers("Vous êtes PRESSÉS ?") == "vousêtespressés")
        #expect(LatinLetters.lowercasedLettersAndNumbers("Производительность") == "производительность")
        #expect(LinkConflictRule.withoutLatinAccents("vousêtespressés") == "vousetespresses")
        #expect(LinkConflictRule.withoutLatinAccents("йод") == "йод")
        #expect(LatinLetters.lowercasedLettersAndNumbers("e\u{301}") == nil)
    }

    @Test("Plain text lowercases, and keeps its letters and numbers, as its Characters do")
    func plainText() {
        var generator = SplitMix(seed: 0x91A1)
        let casePieces = ["A", "Ｚ", "ａ", "。", "・", "ー", "〇", "々", "１", "！", "Login", "로그인", "設定", "カナ", "É"]
        for text in Self.texts()
            + (0..<2000).map({ _ in
                (0..<Int(generator.next() % 8)).map { _ in generator.pick(casePieces) }.joined()
            })
        {
            let allPlain = Array(text.utf8).withUnsafeBufferPointer(FastText.isAllPlain)
            #expect(allPlain == text.unicodeScalars.allSatisfy { FastText.isPlain($0.value) })
            #expect(FastText.plainLowercased(text) == (allPlain ? text.lowercased() : nil), "\(text.debugDescription)")
            #expect(
                FastText.plainLowercasedLettersAndNumbers(text)
                    == (allPlain ? SectionAligner.normalizedByCharacters(text) : nil), "\(text.debugDescription)")
            #expect(SectionAligner.normalized(text) == SectionAligner.normalizedByCharacters(text))
            #expect(LinkConflictRule.lowercased(text) == text.lowercased())
        }
    }

    /// The keys of a JSON example as they were first gathered: each key searched for in the whole
    /// source with Foundation, each path looked for in the list.
    static func referenceKeys(ofJSON text: String) -> [String]? {
        let trimmed = String(text.trimmingWhitespaceAndNewlines())
        guard let first = trimmed.first, first == "{" || first == "[",
            let value = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8), options: [.fragmentsAllowed])
        else { return nil }
        var keys: [String] = []
        func collect(_ value: Any, prefix: String) {
            if let object = value as? [String: Any] {
                var positions: [String: String.Index] = [:]
                for key in object.keys {
                    positions[key] = trimmed.range(of: "\"\(key)\"")?.lowerBound
                }
                let sorted = object.keys.sorted { lhs, rhs in
                    switch (positions[lhs], positions[rhs]) {
                    case let (l?, r?): return l < r
                    default: return lhs < rhs
                    }
                }
                for key in sorted {
                    let path = prefix.isEmpty ? key : prefix + "." + key
                    if !keys.contains(path) { keys.append(path) }
                    collect(object[key]!, prefix: path)
                }
            } else if let array = value as? [Any] {
                for element in array { collect(element, prefix: prefix) }
            }
        }
        collect(value, prefix: "")
        return keys.isEmpty ? nil : keys
    }

    @Test("A paragraph is an MDX comment when it opens with {/* and closes with */}, read on bytes")
    func mdxComments() {
        let cases: [(String, Bool)] = [
            ("{/* note */}", true), ("  {/* 한국어 */}  ", true), ("{/**/}", true), ("{/*\nmore\n*/}", true),
            ("{/*/}", false), ("{/* open", false), ("text {/* x */}", false), ("{/* x */} text", false),
            ("{ /* x */ }", false), ("", false),
        ]
        for (text, expected) in cases {
            let markdown = MarkdownParser.parse(text)
            let lines = 1...max(markdown.lines.count, 1)
            #expect(PageLayout.isMDXComment(lines, in: markdown) == expected, "\(text.debugDescription)")
        }
    }

    @Test("Code segments read again come from the run's cache with the same facts, wherever they stand")
    func cachedCodeAnalyses() throws {
        let sample = "- (void)login:(NSString *)name;\n[TCGBGamebase loginWithType:x]; // TCGB_NOTE\nTCGB_ERROR_X = 3;"
        var pages =
            try ParseFastPathTests.fixtureTexts() + [
                "# A\n\n```objc\n\(sample)\n```\n",
                "# B\n\nText.\n\n## C\n\n- item\n\n  ```objc\n  \(sample)\n  ```\n\n```\n\(sample)\n```\n",
                "# D\n\n```\n[x caf\u{E9}:1]; [y go:2];\n```\n\n```\n[x cafe\u{301}:1]; [y go:2];\n```\n",
                "# E\n\n```json\n{\"a\": 1}\n```\n\n```json\n{\"a\": 1}\n```\n",
            ]
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs-src")
        for case let url as URL in FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)!
        where url.pathExtension == "md" {
            pages.append(try TextDecoder.decode(try Data(contentsOf: url), path: url.path))
        }
        let parsed = pages.enumerated().compactMap { index, text in
            try? DocumentParser().parse(
                SourceDocument(product: "p", language: "en", page: "\(index)", path: "en/\(index).md", text: text),
                limits: .default)
        }
        let cache = CodeAnalysisCache()
        // A cache that is soon full reads the rest anew, with the same facts.
        let small = CodeAnalysisCache(byteBudget: 200)
        let extractor = FactExtractor()
        var segments = 0
        for _ in 0..<2 {
            for document in parsed {
                segments += PageLayout(document: document).codeSegments.count
                let uncached = String(reflecting: extractor.extract(document))
                #expect(String(reflecting: extractor.extract(document, codeAnalyses: cache)) == uncached)
                #expect(String(reflecting: extractor.extract(document, codeAnalyses: small)) == uncached)
            }
        }
        // A segment's hash takes every byte: one changed anywhere, or one more zero byte, changes it.
        for length in 0..<40 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            let hash = bytes.withUnsafeBytes(CodeAnalysisCache.Key.hash(of:))
            #expect((bytes + [0]).withUnsafeBytes(CodeAnalysisCache.Key.hash(of:)) != hash)
            for position in 0..<length {
                var changed = bytes
                changed[position] ^= 0x20
                #expect(changed.withUnsafeBytes(CodeAnalysisCache.Key.hash(of:)) != hash, "\(length) \(position)")
            }
        }
        // Read again means not read twice: the second pass and the repeated samples come from the cache.
        #expect(cache.count > 0)
        #expect(cache.count < segments / 2)
        #expect(small.count > 0)
        #expect(small.count < cache.count)
    }
}

/// A small deterministic random number generator, so that failures can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// One of `items`, drawn with the next number.
    mutating func pick<Item>(_ items: [Item]) -> Item {
        items[Int(next() % UInt64(items.count))]
    }

    /// Fewer than `limit` of `pieces` drawn one after another and joined: a random text.
    mutating func text(of pieces: [String], fewerThan limit: UInt64) -> String {
        (0..<Int(next() % limit)).map { _ in pick(pieces) }.joined()
    }
}

/// The character-level forms of the parameter table reader's byte-level checks.
extension ParameterTableReader {
    /// ``isIdentifier(_:)`` on Unicode scalar properties (the oracle of ``ExtractFastPathTests``).
    static func isIdentifierReference(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
            first.isASCII, text.count <= 80
        else { return false }
        var inBrackets = false
        for scalar in text.unicodeScalars {
            guard scalar.isASCII else { return false }
            if inBrackets {
                if scalar == "]" { inBrackets = false } else if scalar.properties.numericType == nil { return false }
            } else if scalar == "[" {
                inBrackets = true
            } else if !(scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
                || scalar == "." || scalar == "-")
            {
                return false
            }
        }
        return !inBrackets
    }

    /// ``isTypeName(_:)`` on Unicode scalar properties (the oracle of ``ExtractFastPathTests``).
    static func isTypeNameReference(_ text: String) -> Bool {
        let body = text.trimmingWhitespace()
        guard !body.isEmpty, body.utf8.count <= 24 * 4, body.count <= 24, let first = body.unicodeScalars.first,
            first.isASCII,
            first.properties.isAlphabetic
        else { return false }
        let allowed = body.unicodeScalars.allSatisfy {
            $0.isASCII
                && ($0.properties.isAlphabetic || $0.properties.numericType != nil
                    || "_*<>()[]? ".unicodeScalars.contains($0))
        }
        return allowed && body.split(separator: " ").filter { $0 != "*" }.count == 1
    }
}
