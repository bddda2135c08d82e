import Testing

@testable import ErrataCore

@Suite("Parameter tables")
struct ParameterTableTests {
    @Test(
        "Keys are paths through arrays; a hyphenated name is a header, not a type; Required and endpoints are no keys")
    func keysOfPathsAndHeaders() throws {
        let facts = try Fixture.facts("parameter-paths.md")
        #expect(
            facts.parameters.map { "\($0.key): \($0.type ?? "-")" } == [
                "Content-Type: -", "transactionId: long", "userScores: Array[Object]",
                "userScores[].userId: String", "userScores[].score: double", "items[0].id: String",
                "userIDsWithFactor: Array[[String, Array[String]]]", "extra: Map<String, Object>", "region: -",
            ])
        // A generic type's commas separate its arguments; a description's, values.
        #expect(facts.parameters.map(\.values).suffix(3) == [[], [], ["kr", "jp", "us"]])
    }
}
