import ErrataMarkdown
import Foundation
import Testing

@testable import ErrataCore

/// The byte-level fast paths of extraction and reconciliation give what the slower, obvious code
/// they replace gives: Foundation's trimming, a full edit-distance table, a comparison of every
/// word with every other, and a tokenizer run on every text.
@Suite("Fast paths")
struct FastPathTests {
    /// Texts with ASCII and Unicode white space, CJK, combining marks, emoji and line breaks.
    static let texts: [String] = [
        "", " ", "\t", "a", "  a  ", "\u{3000}가나\u{3000}", "\u{00A0}x\u{2003}", " \n a \r\n",
        "\u{2028}mid\u{2029}", "\u{0085}x\u{0085}", "e\u{301} ", " 👩‍💻 ", "\t한 국\t", "\u{200B}zero\u{200B}",
        "TCGB\\_ERROR", "**7**", "  -12 ", "\u{FEFF}bom",
    ]

    @Test("Trimming matches Foundation's trimmingCharacters(in:)")
    func trimming() {
        for text in Self.texts {
            #expect(
                String(text.trimmingWhitespace()) == text.trimmingCharacters(in: .whitespaces),
                "\(text.debugDescription)")
            #expect(
                String(text.trimmingWhitespaceAndNewlines()) == text.trimmingCharacters(in: .whitespacesAndNewlines),
                "\(text.debugDescription)")
        }
    }

    @Test("containsASCII finds what contains(_:) finds")
    func containsASCII() {
        for text in Self.texts + ["a==b", "x != y", "**bold", "<br/>", "=", "!"] {
            #expect(text.containsASCII("==") == text.contains("=="))
            #expect(text.containsASCII("**") == text.contains("**"))
            #expect(text.containsASCII("<b") == text.contains("<b"))
        }
    }

    @Test("A link's separators are found and split on as on characters, a combining mark beside one too")
    func linkSeparators() {
        let links = [
            "../a/b.md#x", "https://docs.example.com/ko/start/?hl=ko#s", "a#\u{301}b#c", "/\u{301}x/y", "e\u{301}/#f",
            "가/나#다", "//", "", "x:/y://z", "#", "?#?",
        ]
        for text in Self.texts + links {
            for character in ["#", "?", "/"] as [Unicode.Scalar] {
                #expect(text.firstIndex(ofASCII: character) == text.firstIndex(of: Character(character)), "\(text)")
                for omitting in [true, false] {
                    #expect(
                        text.split(ascii: character, omittingEmptySubsequences: omitting)
                            == text.split(separator: Character(character), omittingEmptySubsequences: omitting),
                        "\(text)")
                }
            }
            #expect(text.firstRange(ofASCII: "://") == text.range(of: "://"), "\(text)")
        }
    }

    @Test("The byte search finds a needle anywhere, and == or != as two searches do")
    func byteSearch() {
        // The reference: every position compared in full.
        func reference(_ text: String, _ needle: String) -> Bool {
            let haystack = Array(text.utf8)
            let pattern = Array(needle.utf8)
            guard haystack.count >= pattern.count else { return false }
            return (0...(haystack.count - pattern.count)).contains {
                Array(haystack[$0..<($0 + pattern.count)]) == pattern
            }
        }
        let extra = [
            "", "=", "==", "!=", "=!", "a=b", "a = = b", "x!", "=!=", "***", "a*", "*a*b**", "é==", "한!=국", "<b", "<br",
            String(repeating: "a", count: 300) + "==", "==" + String(repeating: "b", count: 300),
            String(repeating: "=a", count: 200), "*" + String(repeating: "x", count: 99) + "<br",
        ]
        for text in Self.texts + extra {
            let utf8 = Substring(text).utf8
            #expect(FastText.contains(utf8, "==") == reference(text, "=="), "\(text.debugDescription)")
            #expect(FastText.contains(utf8, "!=") == reference(text, "!="), "\(text.debugDescription)")
            #expect(FastText.contains(utf8, "**") == reference(text, "**"), "\(text.debugDescription)")
            #expect(FastText.contains(utf8, "[") == reference(text, "["), "\(text.debugDescription)")
            #expect(FastText.contains(utf8, "<br") == reference(text, "<br"), "\(text.debugDescription)")
            #expect(
                FastText.containsEqualityOperator(utf8) == (reference(text, "==") || reference(text, "!=")),
                "\(text.debugDescription)")
        }
    }

    @Test("The range of a needle, first or last, is Foundation's literal range(of:), in a slice too")
    func ranges() {
        let texts = Self.texts + ["기본값은 `30`, 기본값", "defaults to 5 (default)", "aaa", "既定値は既定", "e.g. 1, e.g. 2"]
        let needles = ["", "a", "aa", "기본값", "default", "既定", "e.g.", "\u{301}", "zz", "👩"]
        for text in texts {
            for start in [text.startIndex, text.index(text.startIndex, offsetBy: min(2, text.count))] {
                let slice = text[start...]
                for needle in needles {
                    for backwards in [false, true] {
                        let options: String.CompareOptions = backwards ? [.literal, .backwards] : .literal
                        #expect(
                            FastText.range(of: needle, in: slice, backwards: backwards)
                                == slice.range(of: needle, options: options),
                            "\(needle.debugDescription) in \(slice.debugDescription), backwards: \(backwards)")
                    }
                }
            }
        }
    }

    @Test("Lines split on bytes as on characters, without a phantom last line")
    func lines() {
        // Pages reach the parser with `\r\n` and `\r` already turned into `\n` (TextDecoder).
        for text in Self.texts + ["a\n", "a\nb", "\n\n", "한\n국\n", "a\n\u{301}b"] where !text.contains("\r") {
            var expected = text.split(separator: "\n", omittingEmptySubsequences: false)
            if text.hasSuffix("\n") { expected.removeLast() }
            #expect(
                MarkdownDocument.splitLines(text).map(String.init) == expected.map(String.init),
                "\(text.debugDescription)")
        }
        // Every line feed ends a line, even after a carriage return.
        #expect(MarkdownDocument.splitLines("x\r\ny") == ["x\r", "y"])
    }

    @Test("The banded edit distance equals the full table within the limit")
    func bandedEditDistance() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcAB_é가")
        var rows = EditDistance.Rows()
        for _ in 0..<3000 {
            let a = String((0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement()! })
            var b = Array(a)
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                switch Int.random(in: 0...2, using: &generator) {
                case 0 where !b.isEmpty: b.remove(at: Int.random(in: 0..<b.count, using: &generator))
                case 1: b.insert(alphabet.randomElement()!, at: Int.random(in: 0...b.count, using: &generator))
                default: if !b.isEmpty { b[Int.random(in: 0..<b.count, using: &generator)] = alphabet.randomElement()! }
                }
            }
            let other = String(b)
            for limit in 0...3 {
                let full = EditDistance.distance(a, other, limit: limit)
                let banded = EditDistance.distance(
                    a.unicodeScalars.map(\.value), other.unicodeScalars.map(\.value), limit: limit, rows: &rows)
                #expect(full == banded, "\(a) \(other) limit \(limit)")
            }
        }
    }

    @Test("A text the send pre-check rejects has no send, and one the declaration pre-check rejects no declaration")
    func objectiveCPrechecks() {
        // Every Markdown fixture, whole and line by line, and a few texts made for the pre-checks.
        let root = Bundle.module.resourceURL!.appendingPathComponent("Fixtures").path
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        var texts = files.filter { $0.hasSuffix(".md") }.compactMap {
            try? String(contentsOfFile: root + "/" + $0, encoding: .utf8)
        }
        #expect(texts.count > 20)
        texts += [
            "[TCGBGamebase loginWithType:x completion:nil];", "[ [a b] c]", "[\n  TCGBGamebase\n  userID]",
            "[링크](url) 와 [1] 과 [ ]", "\"[TCGBGamebase userID]\" API", "/* c */ - (void)foo;", "'- (void)x;",
            "  + (NSString *)name;", "- 목록", "[(id)x foo]", "[@\"a\" length]", "[^{ } copy]",
        ]
        for text in texts {
            for piece in [text] + MarkdownDocument.splitLines(text).map(String.init) {
                #expect(
                    ObjCMessageSendParser.sends(in: piece) == ObjCMessageSendParser.sendsWithoutPrecheck(in: piece))
                #expect(
                    ObjCDeclarationParser.declarations(in: piece)
                        == ObjCDeclarationParser.declarationsWithoutPrecheck(in: piece))
            }
        }
    }

    @Test("Symbols after non-ASCII text get character offsets")
    func symbolOffsets() {
        let matches = SymbolScanner.matches(in: "한국어 **TCGB\\_ERROR\\_X(3)** 와 e\u{301} TCGB_ERROR_Y")
        #expect(matches.map(\.symbol) == ["TCGB_ERROR_X", "TCGB_ERROR_Y"])
        #expect(matches.map(\.characterOffset) == [6, 30])
        #expect(matches.first?.code == 3)
        #expect(SymbolScanner.matches(in: "TCGB_ERROR_X는").isEmpty)
        #expect(SymbolScanner.matches(in: "SYMBOL_A（１２）").first?.code == 12)
        // Hexadecimal, as tables give codes, on bytes and (after a full-width parenthesis) on scalars.
        let codes: [(String, Int?)] = [
            ("SYMBOL_A(0x1F)", 31), ("**SYMBOL_A(0X7f)**", 127), ("SYMBOL_A （0x1F）", 31), ("SYMBOL_A(0x)", nil),
            ("SYMBOL_A(0x1G)", nil), ("SYMBOL_A(0x１)", nil), ("SYMBOL_A（0x）", nil), ("SYMBOL_A(0)", 0),
            ("SYMBOL_A(012)", 12), ("SYMBOL_A(0x1F", nil), ("SYMBOL_A(-0x1)", nil),
        ]
        for (text, code) in codes {
            #expect(SymbolScanner.matches(in: Substring(text)).first?.code == code, "\(text)")
        }
    }

    @Test("A text's symbols read at once are those its lines hold")
    func symbolsOfWholeText() {
        // Pieces that make and break symbols where lines meet: escapes, `_` at either end of a
        // line, letters outside ASCII right after a symbol, every kind of line break.
        let pieces = [
            "TCGB", "_", "ERROR", "\\_", "\\", "X1", "a", "b_", "\n", "\r\n", "\r", " ", "(3)", "는", "é",
            "e\u{301}", "가", "👩‍💻", "==", "case ", "TCGB_ERROR_AUTH", "_Y", "Z_", "\u{2028}", "9",
        ]
        var generator = SystemRandomNumberGenerator()
        var texts = ["", "TCGB_ERROR_X", "TCGB_ERROR_X\nTCGB_ERROR_Y는\r\nA_B\\\n_C"]
        for _ in 0..<3000 {
            texts.append((0..<Int.random(in: 1...14, using: &generator)).map { _ in pieces.randomElement()! }.joined())
        }
        for text in texts {
            let lineByLine = MarkdownDocument.splitLines(text).flatMap { SymbolScanner.matches(in: $0).map(\.symbol) }
            #expect(SymbolScanner.symbols(in: text) == lineByLine, "\(text.debugDescription)")
        }
    }
}

/// Page discovery lists folders with `readdir`, as Foundation's `subpathsOfDirectory` would.
@Suite("Listing a folder")
struct FolderListingTests {
    @Test("The entries listed are Foundation's, links not followed")
    func listingMatchesFoundation() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("errata-listing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        for folder in [
            "a/b/c", "x.md/inner", ".hidden", "empty",
            "deep/" + Array(repeating: "d", count: 40).joined(separator: "/"),
        ] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in [
            "p.md", "a/q.md", "a/b/r.md", "a/b/c/notes.txt", "x.md/inner/s.md", ".hidden/h.md", ".dot.md", "한국어.md",
        ] {
            try Data("# t\n".utf8).write(to: root.appendingPathComponent(file))
        }
        // Links to a folder (not entered), to a file, to nothing and out of the tree; a pipe.
        try manager.createSymbolicLink(atPath: root.path + "/linked", withDestinationPath: "a")
        try manager.createSymbolicLink(atPath: root.path + "/link.md", withDestinationPath: "a/q.md")
        try manager.createSymbolicLink(atPath: root.path + "/broken.md", withDestinationPath: "/nonexistent/x")
        try manager.createSymbolicLink(atPath: root.path + "/a/up", withDestinationPath: "..")
        #expect(mkfifo(root.path + "/pipe.md", 0o600) == 0)
        let listed = try #require(SourceLoader.subpaths(of: root.path))
        let foundation = try manager.subpathsOfDirectory(atPath: root.path)
        #expect(listed.sorted() == foundation.sorted())
        #expect(listed.contains("deep/" + Array(repeating: "d", count: 40).joined(separator: "/")))
        #expect(!listed.contains { $0.hasPrefix("linked/") || $0.hasPrefix("a/up/") })
        // Plain files are told apart as `lstat` tells them: links (to files too), folders and the
        // pipe are not.
        for (entry, isFile) in try #require(SourceLoader.entries(of: root.path)) {
            var info = stat()
            #expect(lstat(root.path + "/" + entry, &info) == 0)
            #expect(isFile == (info.st_mode & S_IFMT == S_IFREG), "\(entry)")
        }
        let files = try #require(SourceLoader.entries(of: root.path)).filter(\.isFile).map(\.path)
        #expect(files.contains("p.md") && !files.contains("link.md") && !files.contains("pipe.md"))
        #expect(SourceLoader.subpaths(of: root.path + "/missing") == nil)
        #expect(SourceLoader.subpaths(of: root.path + "/p.md") == nil)
    }
}

@Suite("Reading a file within a limit")
struct BoundedFileReaderTests {
    static func read(_ path: String, maxBytes: Int) throws -> Data {
        try BoundedFileReader.read(path, displayPath: "f.md", noun: "page", maxBytes: maxBytes, limitName: "limit")
    }

    @Test("A file is read whole up to the limit and refused past it")
    func sizes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("errata-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for size in [0, 1, 4095, 4096, 65_537, 1_000_000] {
            let bytes = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
            let path = root.path + "/\(size).md"
            try bytes.write(to: URL(fileURLWithPath: path))
            #expect(try Self.read(path, maxBytes: size) == bytes)
            #expect(try Self.read(path, maxBytes: size + 100) == bytes)
            if size > 0 {
                #expect(throws: InputError.self) { try Self.read(path, maxBytes: size - 1) }
            }
        }
        #expect(throws: InputError.self) { try Self.read(root.path + "/missing.md", maxBytes: 10) }
        #expect(throws: InputError.self) { try Self.read(root.path, maxBytes: 10) }
    }

    #if os(Linux)
        @Test("A file that holds more than its measured size is read past it, and still within the limit")
        func growingFile() throws {
            // /proc files measure 0 bytes and hold more: what a file that grew after it was measured looks like.
            let status = try Self.read("/proc/self/status", maxBytes: 1 << 20)
            #expect(status.count > 100)
            #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
            #expect(throws: InputError.self) { try Self.read("/proc/self/status", maxBytes: 50) }
        }
    #endif
}
