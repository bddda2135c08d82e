import DemoErrors
import Testing

@Suite("The enum errata's build plugin generated from the guides")
struct DemoErrorsTests {
    @Test("Codes decode and carry their documented symbol")
    func decoding() {
        #expect(DemoErrors.error(forCode: 7) == .bannedMember)
        #expect(DemoError.bannedMember.documentedSymbol == "DEMO_ERROR_BANNED_MEMBER")
        #expect(DemoError.timeout.category == "Network")
        #expect(DemoError.allCases.count == 3)
    }

    @Test("Messages come in each language, compiled in")
    func messages() {
        #expect(DemoError.bannedMember.message(forLanguage: "ko") == "제재된 회원입니다.")
        #expect(DemoError.bannedMember.message(forLanguage: "en-US") == "The member is banned.")
        #expect(DemoError.bannedMember.message(forLanguage: "fr") == nil)
    }
}
