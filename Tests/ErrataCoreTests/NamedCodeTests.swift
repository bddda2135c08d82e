import Foundation
import Testing

@testable import ErrataCore

/// Codes a product names by strings (`E1001`, `PN-2003`) rather than numbers
/// (`Fixtures/named-codes/`, in ja, en and ko): their tables, an enum declared with `String` raw
/// values, a REST table giving each HTTP status its code, and a table mapping 2.x numbers to them.
@Suite("Codes named by strings")
struct NamedCodeTests {
    static let languages = ["ja", "en", "ko"]

    static func reconcile() throws -> ReconciledProduct {
        let facts = try languages.flatMap { language in
            try ["errors", "ios"].map { page in
                Fixture.facts(
                    markdown: try Fixture.text("named-codes/\(language)/\(page).md"), language: language,
                    path: "\(language)/\(page).md", page: page)
            }
        }
        return Reconciler().reconcile(ReconcilerTests.product(languages), facts: facts)
    }

    @Test("A code is read back as the string that names it, and such codes sort as their names do")
    func notation() throws {
        for text in ["E1001", "PN-2003", "IAM_3001", "ABCD-123456"] {
            let code = try #require(NamedCode.code(text), "\(text)")
            #expect(NamedCode.isNamed(code))
            #expect(NamedCode.name(of: code) == text)
            #expect(CodeNotation.text(code, hexadecimal: true) == text)
        }
        for text in ["INVALID_KEY", "4012", "E12", "ABCDE1001", "ABCD-1234567", "e1001", "E1001X", "E-", "ABCD"] {
            #expect(NamedCode.code(text) == nil, "\(text)")
        }
        let codes = ["E1001", "E1002", "E2001", "W1001"].compactMap(NamedCode.code)
        #expect(codes == codes.sorted())
        #expect(codes.allSatisfy { $0 > Int(UInt32.max) })
        #expect(NamedCode.name(of: 4012) == nil)
        #expect(NamedCode.literal("0x1F") == 31)
        #expect(NamedCode.literal("E1001") == NamedCode.code("E1001"))
    }

    @Test("The catalog holds the error table's codes; a 2.x mapping and a REST table add none")
    func catalog() throws {
        let product = try Self.reconcile()
        let codes = product.catalog.codes
        #expect(codes.map { NamedCode.text($0.code) } == ["E1001", "E1002", "E2001", "W3001"])
        #expect(codes.map(\.symbol) == ["INVALID_API_KEY", "SESSION_EXPIRED", "DOCUMENT_BLURRY", "LOW_LIGHT"])
        for code in codes {
            #expect(Set(code.messages.keys) == Set(Self.languages), "\(code.symbol)")
        }
        #expect(codes[0].messages["ko"]?.text == "API 키가 유효하지 않습니다.")
        // The REST table's `— ` row is an HTTP status without a code: not unreadable.
        #expect(!product.findings.contains { $0.rule == TableUnreadableRule.id }, "\(product.findings)")
        #expect(!product.findings.contains { $0.rule == CodeUnreferencedRule.id }, "\(product.findings)")
    }

    @Test("A translation's other string is a conflict; an enum declared in code that lacks a case, a missing one")
    func findings() throws {
        let product = try Self.reconcile()
        let conflict = try #require(product.findings.first { $0.rule == CodeConflictRule.id })
        #expect(conflict.location.path == "en/errors.md")
        #expect(conflict.message.contains("E2010") && conflict.message.contains("E2001"), "\(conflict.message)")
        let missing = product.findings.filter { $0.rule == CodeMissingRule.id }
        #expect(missing.map(\.location.path) == ["en/ios.md"], "\(missing)")
        #expect(missing.first?.message.contains("LOW_LIGHT (W3001)") == true, "\(missing)")
        let blurry = try #require(product.catalog.codes.first { $0.symbol == "DOCUMENT_BLURRY" })
        #expect(blurry.aliases.map { NamedCode.text($0.code) } == ["E2010"])
    }

    @Test("The enum's raw values are the strings; catalog.json writes them as strings")
    func outputs() throws {
        let product = try Self.reconcile()
        let swift = try #require(SwiftEmitter().emit(product).first).contents
        let text = String(decoding: swift, as: UTF8.self)
        #expect(text.contains("public enum DemoError: String, Error, CaseIterable, Sendable {"))
        #expect(text.contains("    case invalidAPIKey = \"E1001\""))
        #expect(text.contains("    case documentBlurryE2010 = \"E2010\""))
        #expect(text.contains("        case \"W3001\": return \"LOW_LIGHT\""))
        #expect(!text.contains("var errorCode: Int"))
        var json = ""
        CatalogJSONEmitter.write(product.catalog, to: &json)
        let encoded = String(decoding: try CatalogJSONEmitter.encode(product.catalog), as: UTF8.self)
        #expect(json == encoded)
        let catalog = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let first = try #require((catalog["codes"] as? [[String: Any]])?.first)
        #expect(first["code"] as? String == "E1001")
        #expect(product.codes(matching: "e2010").map(\.code.symbol) == ["DOCUMENT_BLURRY"])
    }
}
