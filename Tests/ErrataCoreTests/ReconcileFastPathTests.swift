import Testing

@testable import ErrataCore

/// The byte-level fast paths of reconciliation give what the Character-level code they replace gives.
@Suite("Reconcile fast paths")
struct ReconcileFastPathTests {
    @Test("A symbol without its category's words: bytes and Characters agree")
    func normalizedName() {
        let symbols = [
            "", "_", "__", "A", "_A", "A_", "A__B", "__A__B__", "TCGB_ERROR_AUTH_BANNED_MEMBER",
            "TCGB_ERROR_AUTH_AUTH", "AUTH_AUTH_X", "auth_AUTH", "TCGB_ERROR_AUTH_", "TCGB_ÉRROR_AUTH",
            "\u{212A}EY_AUTH", "KEY_\u{212A}EY", "TCGB_ERROR_e\u{301}_AUTH", "X_KEY", "X_A_B_C_D_E_KEY",
        ]
        // Kelvin sign: `\u{212A}EY` equals `KEY` as a String, not as bytes.
        let categories = ["", "Auth", "auth key", "Key", "인증", "AUTH_KEY", "K", "\u{212A}ey", "a b c d e key"]
        for symbol in symbols {
            for category in categories {
                let words = ConceptMatcher.words(ofCategory: category)
                #expect(
                    ConceptMatcher.normalizedName(symbol, categoryWords: words)
                        == ConceptMatcher.normalizedNameByCharacters(symbol, categoryWords: words),
                    "\(symbol.debugDescription) in \(category.debugDescription)")
            }
        }
        #expect(
            ConceptMatcher.normalizedName("TCGB_ERROR_AUTH_BANNED_MEMBER", categoryWords: ["AUTH"])
                == "TCGB_ERROR_BANNED_MEMBER")
    }

    @Test("Each heading's parent, found with a stack, is the nearest earlier heading of a lower level")
    func parentIndices() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 2, 5, 40, 300] {
            for _ in 0..<20 {
                let headings = (0..<length).map { index in
                    SectionHeading(
                        title: "h\(index)", level: Int.random(in: 1...6, using: &generator), path: ["h\(index)"],
                        location: SourceLocation(path: "p.md", line: index + 1), isPseudo: false)
                }
                let expected = headings.indices.map { index in
                    headings[..<index].lastIndex { $0.level < headings[index].level }
                }
                #expect(SectionAligner.parentIndices(headings) == expected)
            }
        }
    }

    @Test("A heading's numbering: the byte check agrees with the Character reading")
    func numbering() {
        let titles = [
            "", " ", "1", "2-1. 로그인", "3.1.1", ".5 x", "-1", "Login", "login 1.2", "a\u{301}1", "1\u{301}.2",
            "一般設定", "①", "٣ title", "\u{FF11}.2", "#3", "(1) x", "x-1", "\u{600}1",
        ]
        for title in titles {
            #expect(
                SectionAligner.numbering(title) == SectionAligner.numberingByCharacters(title),
                "\(title.debugDescription)")
        }
        #expect(SectionAligner.numbering("2-1. 로그인") == "2-1")
    }

    @Test("The closest near match is the first of all near matches")
    func closestNearMatch() {
        var words: [String] = []
        for variant in 1...30 {
            for base in ["TCGB_ERROR_BANNED_MEMBER", "loginWithType:", "varchar", "가나다라마바사"] {
                words.append("\(base)_V\(variant)")
            }
        }
        words += ["TCGB_ERROR_BANNED_MEMBRE", "TCGB_ERROR_BANNED_MEMBR", "AAAAAAB", "AAAAABA", "BAAAAAA", "AAAAAAA"]
        let index = NearMatchIndex(words)
        let queries =
            words + [
                "TCGB_ERROR_BANNED_MEMBR_V7", "loginWithTyp:_V12", "varhcar_V3", "nothing_like_it", "AAAAAA",
                "AAAAAAAA",
                "가나다라마바_V3", "short",
            ]
        for query in queries {
            let closest = index.closest(to: query)
            let first = index.matches(for: query).first
            #expect(closest?.word == first?.word && closest?.distance == first?.distance, "\(query)")
        }
    }

    @Test("Words that share a long prefix are not all candidates of one another")
    func nearMatchCandidatesStayFew() {
        // 3,000 symbols with the same 11-character prefix and different words after it.
        let syllables = ["AUTH", "BAN", "LOGIN", "TOKEN", "USER", "PUSH", "ITEM", "STORE", "SOCKET", "TIMEOUT"]
        var words: [String] = []
        for a in syllables {
            for b in syllables {
                for n in 0..<30 { words.append("TCGB_ERROR_\(a)_\(b)_\(n)") }
            }
        }
        let index = NearMatchIndex(words)
        for query in ["TCGB_ERROR_AUTH_BAN_7", "TCGB_ERROR_LOGIN_TOKEN_12", "TCGB_ERROR_SOCKT_TIMEOUT_3"] {
            let candidates = index.candidates(for: query.unicodeScalars.map(\.value))
            // A piece of one index held nearly all 3,000 (the prefix fills the first); now a fraction.
            #expect(candidates.count < words.count / 4, "\(query): \(candidates.count) candidates of \(words.count)")
            // And none within two edits is missed.
            let expected = Set(words.filter { ($0 != query) && (EditDistance.distance(query, $0, limit: 2) ?? 0) > 0 })
            #expect(Set(index.matches(for: query).map(\.word)) == expected, "\(query)")
        }
    }
}
