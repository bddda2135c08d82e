import Testing

@testable import ErrataCore

/// What alignment reads of a heading title on bytes gives what reading it by characters gives.
@Suite("Title fast paths")
struct TitleFastPathTests {
    /// Titles of every shape the byte paths turn down or read: numbered, dated, versioned, in four
    /// scripts, with numbers of other scripts, combining marks and odd white space.
    static let titles: [String] = [
        "Overview", "3.1 Login", "3.1. 로그인", "1-2 ログイン", "2.18.2 (2020.12.15)", "2.18.2 (December 15, 2020)",
        "2021. 04. 19.", "19 Apr 2021", "2021년 4월 19일", "2021年4月19日", "v2.3", "vv2.3", "V2.3.1", "5.3 Build history",
        "Lower than 2017.2", "2017.2 or higher", "1.12.0", "一、概要", "①Setup", "١٢ Arabic digits", "1\u{301}. Accent",
        "1.\u{3000}全角", "10) Notes", "-1.2- Dashes", "1.2\tTabbed", "1.2\nNewline", "12345678901 long", "2020.1.2",
        "April 19th, 2021", "Sept. 3 2020", "3 Ｌogin", "É 2021", "Ⅻ Roman", "2021", "1", "", " 1.2 ", "1.2.3.4.5 deep",
    ]

    @Test("A title turned down before it is split holds no stamp")
    func stamps() {
        for title in Self.titles {
            let read = SectionAligner.stamp(tokens: SectionAligner.StampToken.tokens(title))
            #expect(SectionAligner.stamp(title) == read, "\(title.debugDescription)")
        }
    }

    @Test("A title's numbering and the title without it, on bytes and by characters")
    func numbering() {
        for title in Self.titles {
            let prefix = title.prefix { $0.isNumber || $0 == "." || $0 == "-" }
            let trimmed = prefix.drop { $0 == "." || $0 == "-" }.reversed().drop { $0 == "." || $0 == "-" }.reversed()
            let numbering = trimmed.isEmpty || !trimmed.contains(where: \.isNumber) ? nil : String(trimmed)
            #expect(SectionAligner.numbering(title) == numbering, "\(title.debugDescription)")
            let bare = title.drop { $0.isNumber || $0 == "." || $0 == "-" || $0 == ")" || $0.isWhitespace }
            let normalized = SectionAligner.normalized(String(bare))
            let expected = numbering == nil || normalized.isEmpty ? nil : normalized
            #expect(SectionAligner.bareTitle(title) == expected, "\(title.debugDescription)")
        }
    }

    @Test("The platforms a cell lists, word by word on bytes")
    func platformCells() {
        let cells = [
            "Android<br/>Unity", "iOS, Android", "Android / iOS", "AOS & iOS", "UE4", "Android\r\niOS", "Android,,iOS",
            "Description of Android", "android\u{14}", "", " ", "iOS\nunreal\nweb", "ANDROID", "Andróid",
        ]
        for cell in cells {
            let words = cell.split { $0 == "\n" || $0 == "," || $0 == " " || $0 == "/" || $0 == "&" }
            var expected: [String]? = words.isEmpty || !cell.utf8.allSatisfy({ $0 < 0x80 }) ? nil : []
            for word in words where expected != nil {
                if let id = Platform.id(ofWord: word) {
                    if !expected!.contains(id) { expected!.append(id) }
                } else {
                    expected = nil
                }
            }
            #expect(Platform.ids(inCell: cell) == expected, "\(cell.debugDescription)")
        }
    }
}
