import Testing

@testable import ErrataCore

@Suite("Text from the docs in generated code")
struct SwiftLiteralTests {
    @Test("String literals escape quotes, backslashes, interpolation, newlines and bidi controls")
    func literals() {
        #expect(SwiftLiteral.string(#"say "hi" \(x)"#) == #""say \"hi\" \\(x)""#)
        #expect(SwiftLiteral.string("a\nb\u{202E}c") == #""a\nb\u{202E}c""#)
        #expect(SwiftLiteral.string("제재된 회원") == "\"제재된 회원\"")
    }

    @Test("Comment text cannot end the comment or break the line")
    func comments() {
        #expect(SwiftLiteral.commentText("a */ b\nc") == "a * / b c")
        #expect(SwiftLiteral.docLines("one\ntwo", indent: "") == ["/// one", "/// two"])
    }

    @Test(".strings values escape quotes, backslashes and control characters")
    func strings() {
        #expect(StringsEmitter.quoted("a \"b\" \\ %@\n") == #""a \"b\" \\ %@\n""#)
    }

    @Test("Swift names: camel case, keywords escaped, digits and empty names made valid")
    func names() {
        #expect(SwiftIdentifier.lowerCamelCase(["BANNED", "MEMBER"]) == "bannedMember")
        #expect(SwiftIdentifier.lowerCamelCase(["3RD", "PARTY"]) == "_3rdParty")
        #expect(SwiftIdentifier.lowerCamelCase([]) == "unnamed")
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.isValidTypeName("GamebaseError"))
        #expect(!SwiftIdentifier.isValidTypeName("Type"))
        #expect(!SwiftIdentifier.isValidTypeName("1Error"))
    }
}
