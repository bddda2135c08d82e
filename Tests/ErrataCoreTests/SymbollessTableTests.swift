import Foundation
import Testing

@testable import ErrataCore

/// Error tables that give a number and a description but no symbol (`Fixtures/symbolless/`, in
/// ko, en, ja and zh): a platform page's result codes, and a server guide's `Value | Description`
/// table under an `Error Code` heading beside an error-code reference page.
@Suite("Error tables without a symbol column")
struct SymbollessTableTests {
    static let languages = ["ko", "en", "ja", "zh"]

    static func reconcile(pages: [String]) throws -> ReconciledProduct {
        let facts = try languages.flatMap { language in
            try pages.map { page in
                Fixture.facts(
                    markdown: try Fixture.text("symbolless/\(language)/\(page).md"), language: language,
                    path: "\(language)/\(page).md", page: page)
            }
        }
        return Reconciler().reconcile(ReconcilerTests.product(languages), facts: facts)
    }

    @Test("A page's code | description tables are its codes, known by number, with each language's message")
    func platformPageCodes() throws {
        let product = try Self.reconcile(pages: ["purchase-unity"])
        let codes = product.catalog.codes
        #expect(codes.map(\.code) == [50000, 50001, 51000])
        for code in codes {
            #expect(code.isUnnamed)
            #expect(code.platforms == ["unity": String(code.code)])
            #expect(Set(code.messages.values.map(\.language)) == Set(Self.languages), "\(code.code) fell back")
        }
        let notSupported = try #require(codes.first { $0.code == 50001 })
        #expect(notSupported.messages["ko"]?.text == "지원하지 않는 기능입니다")
        #expect(notSupported.messages["ja"]?.text == "サポートしていない機能です")
        #expect(notSupported.messages["zh"]?.text == "不支持的功能")
        // The row repeated in the second table is the same code, at its first row.
        #expect(notSupported.messages["en"]?.location.line == 10)
        #expect(!product.findings.contains { $0.severity == .error }, "\(product.findings)")
    }

    @Test("catalog.json gives no symbol; the enum names each code by its number")
    func outputs() throws {
        var product = try Self.reconcile(pages: ["purchase-unity"])
        product.catalog.platform = "unity"
        var json = ""
        CatalogJSONEmitter.write(product.catalog, to: &json)
        let encoded = String(decoding: try CatalogJSONEmitter.encode(product.catalog), as: UTF8.self)
        #expect(json == encoded)
        let catalog = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let first = try #require((catalog["codes"] as? [[String: Any]])?.first)
        #expect(first["symbol"] is NSNull)
        #expect(first["unnamed"] as? Bool == true)
        #expect((first["platforms"] as? [String: Any])?["unity"] is NSNull)
        let plan = EnumPlan(catalog: product.catalog, typeName: "DemoError")
        #expect(plan.cases.map(\.name) == ["code50000", "code50001", "code51000"])
        #expect(plan.cases.map(\.symbol) == ["50000", "50001", "51000"])
    }

    @Test("Beside a reference page, a row without a symbol is the page's code of its number, or a code it lacks")
    func besideReferencePage() throws {
        let product = try Self.reconcile(pages: ["error-code", "server-api"])
        #expect(product.catalog.codes.map(\.code) == [100, 1100])
        let parameters = try #require(product.catalog.codes.first { $0.code == 1100 })
        #expect(parameters.symbol == "INVALID_PARAMETERS" && !parameters.isUnnamed)
        // Messages come from the reference page, not the guide's table.
        #expect(parameters.messages["en"]?.text == "Invalid parameters")
        #expect(!product.findings.contains { $0.rule == "code-conflict" })
        let unreferenced = product.findings.filter { $0.rule == "code-unreferenced" }
        #expect(unreferenced.map(\.location.description) == ["ko/server-api.md:8:3"])
        #expect(unreferenced.first?.message.hasPrefix("9999 is listed here but not on") == true)
        #expect(product.catalog.leftOut?.map(\.code) == [9999])
    }

    @Test("A table of numbers and text under a heading that does not name errors is not read as codes")
    func notAnErrorTable() {
        let facts = Fixture.facts(
            markdown: "# Limits\n\n| Value | Description |\n| --- | --- |\n| 100 | Items per page |\n", language: "en")
        #expect(facts.definitions.isEmpty)
        let errors = Fixture.facts(
            markdown: "# Errors\n\n| Value | Description |\n| --- | --- |\n| 100 | Timed out |\n| n/a | x |\n",
            language: "en")
        // A column with text besides numbers is not a code column: nothing read, as before.
        #expect(errors.definitions.isEmpty)
        // Nor is a column whose header names no code, error or value.
        let steps = Fixture.facts(
            markdown: "# Errors\n\n| Step | Action |\n| --- | --- |\n| 1 | Retry |\n", language: "en")
        #expect(steps.definitions.isEmpty)
    }
}
