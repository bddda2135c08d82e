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

    @Test("A column of places says where each parameter goes; an endpoint's templates and query names are read")
    func placesAndEndpoints() throws {
        let facts = try Fixture.facts("parameter-places.md")
        // A place column first is no key column; a table whose only keys are place words keeps them.
        #expect(
            facts.parameters.map { "\($0.key) \($0.place?.rawValue ?? "-")" } == [
                "appKey path", "pageSize query", "X-Request-Id header", "name body", "header -", "body -",
            ])
        #expect(
            facts.endpointParameters.map { "\($0.location.line) \($0.name)" } == [
                "16 appKey", "16 roomId", "16 pageIndex", "16 pageSize", "19 userId", "19 lang",
            ])
    }

    @Test("A type named with its package is a type; a field's dotted path is none")
    func qualifiedTypeNames() {
        #expect(
            ParameterTableReader.typeOrValues("google.protobuf.Duration", singleTokenIsType: false)?.type
                == "google.protobuf.Duration")
        #expect(
            ParameterTableReader.typeOrValues("java.time.Instant", singleTokenIsType: false)?.type
                == "java.time.Instant")
        #expect(!ParameterTableReader.isQualifiedTypeName("result.userId"))
        #expect(!ParameterTableReader.isQualifiedTypeName("Duration"))
        #expect(!ParameterTableReader.isQualifiedTypeName("e.g. Duration"))
    }

    @Test("A union of types with a well-known one or none is a type; a union of other words is none")
    func unionTypes() {
        #expect(
            ["str | None", "string | null", "Callable[[], Credentials] | None", "int | float"].map {
                ParameterTableReader.typeOrValues($0, singleTokenIsType: false)?.type
            } == ["str | None", "string | null", "Callable[[], Credentials] | None", "int | float"])
        #expect(!ParameterTableReader.isUnionType("foo | bar"))
        #expect(!ParameterTableReader.isUnionType("Yes | No, see below"))
        #expect(!ParameterTableReader.isUnionType("str"))
    }

    @Test("A description names its default in code before or after a default word; numbers in code before an example")
    func describedValues() {
        func read(_ text: String, _ spans: [String]) -> String {
            guard let values = DescribedValues(description: text, codeSpans: spans) else { return "-" }
            return "\(values.statedDefault ?? "none") \(values.numbers)"
        }
        #expect(read("Defaults to 86400; maximum 2419200.", ["86400", "2419200"]) == "86400 [\"86400\", \"2419200\"]")
        #expect(read("automatic (default) or manual.", ["automatic", "manual"]) == "automatic []")
        #expect(read("automatic 또는 manual(기본값).", ["automatic", "manual"]) == "manual []")
        #expect(read("既定値は 30、最大 60。", ["30", "60"]) == "30 [\"30\", \"60\"]")
        #expect(read("默认为 true。", ["true"]) == "true []")
        // A default word that is no value's (`(default) or`, `by default,`) names none.
        #expect(read("Uses the region by default, else global.", ["global"]) == "-")
        #expect(read("At most 500. For example 100.", ["500", "100"]) == "none [\"500\"]")
        #expect(read("The region.", []) == "-")
    }

    @Test("A cell that is a number alone is one, thousands separators aside; text with a number is none")
    func numbersInCells() {
        #expect(
            ["2500000", "2,500,000", "`-1`", "0.5", " 30 "].map(ParameterTableReader.number) == [
                "2500000", "2500000", "-1", "0.5", "30",
            ])
        #expect(
            ["-", "1,0", "1.", "v2", "2.5.0", "10MB", "1,000자", ""].allSatisfy {
                ParameterTableReader.number($0) == nil
            })
    }

    @Test("A field nested under the row above it by a mark (`- playerId`, `└ attributes`) is a path below that row")
    func nestedKeys() throws {
        let facts = try Fixture.facts("parameter-nested.md")
        // The marks make most names no identifier as written: the key column is still the names',
        // not the Required column's.
        #expect(
            facts.parameters.map { "\($0.key) \($0.required.map(String.init) ?? "-")" } == [
                "ruleId true", "players true", "players.playerId true", "players.attributes false",
                "players.attributes.mmr false", "maxWaitSeconds false",
            ])
        // An option's dashes are no mark.
        #expect(ParameterTableReader.nestedKey("--output") == nil && ParameterTableReader.nestedKey("-v") == nil)
        #expect(ParameterTableReader.nestedKey("- - mmr").map { "\($0.depth) \($0.name)" } == "2 mmr")
    }

    @Test("A nested row that writes its path too, whole or from its parent's name on, is not nested twice")
    func nestedRowsWritingTheirPath() {
        let markdown = """
            ## 요청

            | 이름 | 타입 | 설명 |
            | --- | --- | --- |
            | image | Object | 이미지 |
            | - image.data | String | Base64 이미지 |
            | result.faces | Array | 얼굴 목록 |
            | - faces[].confidence | Number | 얼굴일 확률 |
            | - score | Number | 점수 |
            """
        let facts = Fixture.facts(markdown: markdown, language: "ko")
        #expect(
            facts.parameters.map(\.key) == [
                "image", "image.data", "result.faces", "result.faces[].confidence", "result.faces.score",
            ])
    }

    @Test("A table of methods and their parameter lists, and one describing a member, list no parameters")
    func methodTables() throws {
        let facts = try Fixture.facts("parameter-method-tables.md")
        // A description of two words is no parameter list (`Item number`, `User name`).
        #expect(facts.parameters.map(\.key) == ["itemId", "userId"])
        #expect(ParameterTableReader.isParameterList("long itemId, OnDemoResponse callback"))
        #expect(!ParameterTableReader.isParameterList("Payment number"))
        #expect(ParameterTableReader.isMemberDeclaration("public const int MaxRetries"))
        #expect(!ParameterTableReader.isMemberDeclaration("public key of the app"))
        // A nullable type is a type (Swift, Kotlin).
        #expect(ParameterTableReader.isTypeName("String?"))
    }

    @Test("A column of where each parameter goes (Path, Body) before the types is no type column")
    func locationColumn() {
        let facts = Fixture.facts(
            markdown: """
                | Name | In | Type | Required | Description |
                | --- | --- | --- | --- | --- |
                | appKey | Path | String | Y | App key |
                | score | Body | Long | Y | The score |
                | metadata | Body | String | N | Extra data |
                """, language: "en")
        #expect(
            facts.parameters.map { "\($0.key) \($0.type ?? "-")" } == [
                "appKey String", "score Long", "metadata String",
            ])
    }
}
