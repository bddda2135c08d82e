import Testing

@testable import ErrataCore

/// The values of a result-code table that report success are no cases of the generated `Error`
/// enum (`Fixtures/success-values/`); the rules still read them.
@Suite("Success values")
struct SuccessValuesTests {
    @Test("A result table's success rows are left out of the enum, with why; its errors stay")
    func resultTable() throws {
        let facts = try Fixture.facts(folder: "success-values", languages: ["ko", "en"], page: "result-code")
        let product = Reconciler().reconcile(ReconcilerTests.product(["ko", "en"]), facts: facts)
        #expect(product.catalog.codes.map(\.code) == [-199, -9, 2])
        let leftOut = try #require(product.catalog.leftOut)
        #expect(leftOut.map(\.symbol) == ["XYZ_RESULT_SUCCESS", "XYZ_RESULT_SUCCESS_NO_CHANGE"])
        #expect(leftOut.allSatisfy { $0.reason.contains("reports success") })
        #expect(leftOut.first?.location.path == "ko/result-code.md")
        let plan = EnumPlan(catalog: product.catalog, typeName: "XYZResult")
        #expect(plan.cases.map(\.name) == ["errorNetwork", "userCancel", "notOk"])
    }

    @Test(
        "A name reports success by a success word its group's shared words do not negate",
        arguments: [
            ("SUCCESS", ["SUCCESS", "USER_CANCEL"], true),
            ("MATCH_SUCCESS", ["MATCH_SUCCESS", "CONNECT_REFUSED"], true),
            ("LB_SUCCESS_BUT_NOT_UPDATE", ["LB_SUCCESS_BUT_NOT_UPDATE", "LB_ERROR_X"], true),
            ("RESULT_OK", ["RESULT_OK", "RESULT_CANCELED"], true),
            ("XYZLoginResultSuccess", ["XYZLoginResultSuccess", "XYZLoginResultCanceled"], true),
            ("ERR_OK", ["ERR_OK", "ERR_TIMEOUT"], true),
            ("ERROR_NONE", ["ERROR_NONE", "ERROR_TIMEOUT"], true),
            ("NOT_OK", ["NOT_OK", "TIMEOUT"], false),
            ("ERROR_SUCCESS_EXPECTED", ["ERROR_SUCCESS_EXPECTED", "TIMEOUT"], false),
            ("UNSUCCESSFUL", ["UNSUCCESSFUL", "TIMEOUT"], false),
            ("TOKEN_EXPIRED", ["TOKEN_EXPIRED", "TIMEOUT"], false),
            ("BOOKING_FAILED", ["BOOKING_FAILED", "TIMEOUT"], false),
            ("__", ["__", "TIMEOUT"], false),
        ])
    func names(symbol: String, group: [String], reportsSuccess: Bool) {
        #expect(SuccessValues.reportsSuccess(symbol, group: group) == reportsSuccess)
    }

    @Test("Names split into words in snake and camel case")
    func words() {
        #expect(SuccessValues.words("XYZ_RESULT_OK") == ["XYZ", "RESULT", "OK"])
        #expect(SuccessValues.words("XYZLoginResultSuccess") == ["XYZ", "LOGIN", "RESULT", "SUCCESS"])
        #expect(SuccessValues.words("XYZErrorURLInvalid2Times") == ["XYZ", "ERROR", "URL", "INVALID2", "TIMES"])
    }
}
