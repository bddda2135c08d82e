import Foundation
import GamebaseErrors
import Testing

/// Tests of the committed, generated `GamebaseError`: it compiles, decodes and reads its bundles.
@Suite("The generated GamebaseError")
struct GamebaseErrorTests {
    @Test("Raw values decode to the documented cases")
    func decoding() throws {
        #expect(GamebaseError(rawValue: 7) == .bannedMember)
        #expect(GamebaseError(rawValue: 6) == .invalidMember)
        #expect(GamebaseError(rawValue: 3001) == .authUserCanceled)
        #expect(GamebaseError(rawValue: 123_456) == nil)
        #expect(GamebaseError.bannedMember.documentedSymbol == "TCGB_ERROR_BANNED_MEMBER")
        #expect(GamebaseError.bannedMember.category == "Auth")
        #expect(GamebaseError.allCases.count > 25)
    }

    @Test("The English guide's 3005 still decodes, to a deprecated case with its own symbol")
    func deprecatedLegacyCase() throws {
        let legacy = try #require(GamebaseError(rawValue: 3005))
        #expect(legacy != .bannedMember)
        #expect(legacy.documentedSymbol == "TCGB_ERROR_AUTH_BANNED_MEMBER")
        #expect(legacy.message(forLanguage: "en") == "Named member has been banned.")
        #expect(!GamebaseError.allCases.contains(legacy))
        #expect(GamebaseError.allCases.contains(.bannedMember))
    }

    @Test("Messages in Korean, Japanese, Chinese and English are read from the bundle")
    func messagesByLanguage() {
        #expect(GamebaseError.bannedMember.message(forLanguage: "ko") == "제재된 회원입니다.")
        #expect(GamebaseError.bannedMember.message(forLanguage: "ja") == "制裁中の会員です。")
        #expect(GamebaseError.bannedMember.message(forLanguage: "zh-Hans") == "此成员已被禁用。")
        #expect(GamebaseError.bannedMember.message(forLanguage: "en") == "Named member has been banned.")
        #expect(GamebaseError.bannedMember.message(forLanguage: "zh-Hans-CN") == "此成员已被禁用。")
        #expect(GamebaseError.bannedMember.message(forLanguage: "ko_KR") == "제재된 회원입니다.")
        #expect(GamebaseError.bannedMember.message(forLanguage: "fr") == nil)
    }

    @Test("A message with a line break in the guide keeps it")
    func multilineMessage() {
        #expect(
            GamebaseError.authExternalLibraryError.message(forLanguage: "ko") == "외부 인증 라이브러리 오류입니다.\n상세 오류를 확인하십시오.")
    }

    @Test("A language without its own message uses the source language's")
    func fallback() {
        // The English guide does not list 3602; its bundle carries the Korean message.
        #expect(
            GamebaseError.authWithdrawAlreadyTemporaryWithdraw.message(forLanguage: "en")
                == GamebaseError.authWithdrawAlreadyTemporaryWithdraw.message(forLanguage: "ko"))
    }

    @Test("NSError bridging and LocalizedError give the code, domain and a message")
    func bridging() {
        let error = GamebaseError.bannedMember as NSError
        #expect(error.code == 7)
        #expect(error.domain == "GamebaseError")
        #expect(!(GamebaseError.bannedMember.errorDescription ?? "").isEmpty)
    }
}
