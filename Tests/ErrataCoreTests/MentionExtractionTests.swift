import Testing

@testable import ErrataCore

@Suite("Error codes in prose and samples")
struct MentionExtractionTests {
    @Test("Finds SYMBOL(123), SYMBOL (123), bold, full-width and compared symbols with their places")
    func mentions() throws {
        let facts = try Fixture.facts("mentions.md")
        let found = facts.mentions.map { mention in
            "\(mention.symbol)=\(mention.code.map(String.init) ?? "-") \(mention.context.rawValue) @\(mention.location.line):\(mention.location.column)"
        }
        #expect(
            found == [
                "TCGB_ERROR_SOCKET_ERROR=110 prose @3:26",
                "TCGB_ERROR_BANNED_MEMBER=7 prose @4:26",
                "AUTH_TRANSFERACCOUNT_BLOCK=3042 prose @5:3",
                "TCGB_ERROR_SOCKET_ERROR=- sample @8:19",
                "TCGB_ERROR_IN_STRING=- sample @9:13",
            ])
        #expect(facts.definitions.isEmpty)
        #expect(facts.mentions[0].section == ["Login"])
    }

    @Test("Columns count characters, not bytes, in Korean text")
    func characterColumns() {
        let facts = Fixture.facts(markdown: "오류 코드가 **TCGB_ERROR_BANNED_MEMBER(7)**인 경우\n", language: "ko")
        #expect(facts.mentions.first?.location.column == 10)
    }

    @Test("A JSON sample's name beside a code in one object: abridged, nested, on one line or several")
    func namedCodes() {
        let text = """
            HTTP/1.1 200 OK

            {"header": {"resultCode": -12, "resultMessage": "XYZ_LOCKED"}, "body": {"name": "XYZ_BODY"}},
            ...
            {
              "error": {
                "code": 4003,
                "error_name": "XYZ_VERSION_MISMATCH",
                "message": "version mismatch: 1.2.0 != 1.2.1"
              },
              "status": 500, "reason": "XYZ_SERVER"
            }
            {"resultCode": 1.5, "resultMessage": "XYZ_FRACTION"}
            {"statusCode": 404, "message": "XYZ_NOT_FOUND"}
            """
        #expect(
            JSONExampleScanner.namedCodes(in: text).map { "\($0.line) \($0.symbol) \($0.code)" } == [
                "3 XYZ_LOCKED -12", "8 XYZ_VERSION_MISMATCH 4003",
            ])
        #expect(JSONExampleScanner.namedCodes(in: #"let code = "XYZ_A"; // code: 1"#).isEmpty)
    }
}
