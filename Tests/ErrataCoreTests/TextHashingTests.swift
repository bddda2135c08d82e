import Foundation
import Testing

@testable import ErrataCore

@Suite("Section paths hashed on their bytes")
struct TextHashingTests {
    /// `String`'s own hash of `text`.
    private static func stringHash(_ text: String) -> Int {
        var hasher = Hasher()
        hasher.combine(text)
        return hasher.finalize()
    }

    /// The hash ``TextHashing`` gives `text`.
    private static func fastHash(_ text: String) -> Int {
        var hasher = Hasher()
        TextHashing.hash(text, into: &hasher)
        return hasher.finalize()
    }

    /// Text in NFC form (`precomposedStringWithCanonicalMapping` leaves its bytes as they are).
    private static func isNFC(_ text: String) -> Bool {
        text.precomposedStringWithCanonicalMapping.utf8.elementsEqual(text.utf8)
    }

    /// Pieces of text in many scripts and forms: NFC and decomposed Hangul, kana with and without
    /// a separate sound mark, a CJK compatibility ideograph (which NFC replaces), accented Latin
    /// composed and decomposed, combining marks on their own, emoji, fullwidth forms and CJK
    /// punctuation on either side of the combining tone marks.
    private static let pieces = [
        "a", "Z", " ", "_", "›", "로그인", "인증", "\u{1100}\u{1161}", "\u{1100}", "\u{1161}\u{11A8}",
        "ゲスト", "か\u{3099}", "が", "\u{3099}", "获取", "\u{F900}", "\u{8C48}", "é", "e\u{301}", "\u{301}",
        "Å", "A\u{30A}", "\u{212B}", "🙂", "Ａ", "\u{3001}", "\u{302A}", "\u{3029}", "Привет", "ü",
        "\u{0308}", "\r\n", "\u{AC00}\u{11A8}", "\u{D7A3}", "\u{FF5E}", "\u{FF5F}", "ー", "\u{309B}",
        "и\u{306}", "й", "\u{483}", "Ѐ", "–", "—", "’", "…", "\u{2000}", "\u{2002}", "\u{387}", "Ω",
        "\u{2126}", "ǎ", "a\u{30C}", "Ş", "ß", "ё",
    ]

    @Test("Every text hashes as String hashes it, and the fast path is taken only for text in NFC")
    func sameHashAsString() {
        var generator = SplitMix(seed: 0x7E47)
        var fast = 0
        var slow = 0
        for round in 0..<6000 {
            let text = round < Self.pieces.count ? Self.pieces[round] : generator.text(of: Self.pieces, fewerThan: 7)
            #expect(Self.fastHash(text) == Self.stringHash(text), "\(Array(text.unicodeScalars))")
            var copy = text
            let byScalars = copy.withUTF8 { TextHashing.isNFCByScalars($0) }
            if byScalars {
                #expect(Self.isNFC(text), "\(Array(text.unicodeScalars))")
                fast += 1
            } else {
                slow += 1
            }
        }
        // Both ways are exercised.
        #expect(fast > 500)
        #expect(slow > 500)
    }

    @Test("Each scalar read as NFC by itself is its own NFC form, combines with nothing before it, and orders first")
    func scalarsInNFCByThemselves() throws {
        // Letters a scalar could follow, of each script the fast way reads.
        let before = ["a", "e", "A", "и", "가", "か", "カ", "字", "é"]
        var checked = 0
        for value in UInt32(0x80)...UInt32(0xFFFF) where TextHashing.isNFCByItself(value) {
            let scalar = try #require(Unicode.Scalar(value))
            let text = String(scalar)
            #expect(Self.isNFC(text), "U+\(String(value, radix: 16))")
            #expect(scalar.properties.canonicalCombiningClass == .notReordered, "U+\(String(value, radix: 16))")
            for base in before {
                #expect(Self.isNFC(base + text), "\(base) U+\(String(value, radix: 16))")
            }
            checked += 1
        }
        #expect(checked > 39_000)
    }

    @Test("The scripts of most titles are read as NFC on their bytes; others are left to String")
    func scripts() {
        for text in [
            "로그인 설정", "ゲストログイン", "获取用户信息", "Login (guest)", "「設定」、。", "ＡＢＣ", "", "Café — résumé",
            "Привет", "Anmeldung über Gäste",
        ] {
            var copy = text
            #expect(copy.withUTF8 { TextHashing.isNFCByScalars($0) }, "\(text)")
        }
        for text in ["cafe\u{301}", "\u{1100}\u{1161}", "か\u{3099}", "\u{F900}", "🙂", "\u{302A}", "Ω", "\u{2000}"] {
            var copy = text
            #expect(!copy.withUTF8 { TextHashing.isNFCByScalars($0) }, "\(text)")
        }
    }

    @Test("Paths equal under canonical equivalence are equal keys with equal hashes, and find each other")
    func canonicalEquivalence() {
        var generator = SplitMix(seed: 0x5EC7)
        var equalPairs = 0
        for _ in 0..<3000 {
            let first = (0..<Int(generator.next() % 4)).map { _ in generator.text(of: Self.pieces, fewerThan: 4) }
            // The same path with each element composed or decomposed, or another path.
            let second: [String] =
                switch generator.next() % 3 {
                case 0: first.map(\.decomposedStringWithCanonicalMapping)
                case 1: first.map(\.precomposedStringWithCanonicalMapping)
                default: (0..<Int(generator.next() % 4)).map { _ in generator.text(of: Self.pieces, fewerThan: 4) }
                }
            let (a, b) = (SectionKey(first), SectionKey(second))
            #expect((a == b) == (first == second))
            #expect(a.hashValue == first.hashValue)
            if a == b {
                equalPairs += 1
                #expect(a.hashValue == b.hashValue)
                #expect([a: 1][b] == 1)
            }
        }
        #expect(equalPairs > 1500)
        // Decomposed Hangul finds the composed title.
        let composed = SectionKey(["로그인", "게스트"])
        let decomposed = SectionKey(["로그인", "게스트"].map(\.decomposedStringWithCanonicalMapping))
        #expect(composed.path.joined().utf8.count != decomposed.path.joined().utf8.count)
        #expect([composed: 7][decomposed] == 7)
        #expect([TextKey("게스트"): 7][TextKey("게스트".decomposedStringWithCanonicalMapping)] == 7)
        #expect([TextKey("Café"): 7][TextKey("Cafe\u{301}")] == 7)
        #expect(TextKey("Café").hashValue == "Café".hashValue)
    }
}
