import Foundation
import Testing

@testable import ErrataCore

/// The whole pipeline on the guides in `docs-src/`.
@Suite("The guides in docs-src")
struct SeedGuidesTests {
    static let projectRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.path + "/errata.yml") { return url.path }
        }
        return FileManager.default.currentDirectoryPath
    }()

    static func run() throws -> Pipeline.Result {
        let config = try ConfigLoader().load(path: nil, in: projectRoot)
        return try Pipeline().run(config)
    }

    @Test("Every code in every guide's error tables is in the catalog with the number and symbol its guide gives")
    func everyTableCodeIsInTheCatalog() throws {
        let config = try ConfigLoader().load(path: nil, in: Self.projectRoot)
        let loaded = try SourceLoader().load(config)
        let result = try Pipeline().run(config)
        for (product, reconciled) in zip(loaded, result.products) {
            var checked = 0
            for document in product.documents {
                let facts = FactExtractor().extract(DocumentParser().parse(document))
                for definition in facts.definitions {
                    let found = reconciled.catalog.codes.contains { code in
                        code.sources.contains {
                            $0.context == .table && $0.language == document.language
                                && $0.symbol == definition.symbol && $0.code == definition.code
                                && $0.location == definition.location
                        }
                    }
                    #expect(found, "\(definition.symbol) (\(definition.code)) at \(definition.location)")
                    checked += 1
                }
            }
            if product.config.id == "gamebase" {
                #expect(checked > 100)
            }
        }
    }

    @Test("Each language's main error table is read completely")
    func tableSizes() throws {
        let config = try ConfigLoader().load(path: nil, in: Self.projectRoot)
        let loaded = try SourceLoader().load(config)
        var counts: [String: Int] = [:]
        for document in loaded.flatMap(\.documents) where document.product == "gamebase" {
            let facts = FactExtractor().extract(DocumentParser().parse(document))
            counts[document.language] = Set(facts.definitions.map(\.symbol)).count
        }
        // Rows counted by hand in each guide's tables.
        #expect(counts == ["ko": 28, "en": 22, "ja": 28, "zh": 27])
    }

    @Test("The banned-user conflict shows both sides with file and line, and what was decided")
    func bannedUserConflict() throws {
        let result = try Self.run()
        let gamebase = try #require(result.products.first { $0.config.id == "gamebase" })
        let code = try #require(gamebase.catalog.codes.first { $0.symbol == "TCGB_ERROR_BANNED_MEMBER" })
        #expect(code.code == 7)
        #expect(
            code.aliases.contains {
                $0.code == 3005 && $0.symbol == "TCGB_ERROR_AUTH_BANNED_MEMBER" && $0.deprecatedCase
            })
        let finding = try #require(
            gamebase.findings.first { $0.rule == "code-conflict" && $0.fact == "TCGB_ERROR_BANNED_MEMBER" })
        #expect(finding.location.path == "docs-src/gamebase/en/ios-authentication.md")
        #expect(finding.location.line == 502)
        #expect(Set(finding.related.map(\.language)) == ["ko", "ja", "zh"])
        #expect(finding.related.first { $0.language == "ko" }?.location.line == 973)
        #expect(finding.resolution?.contains("majority") == true)
    }

    @Test("Two runs give the same bytes")
    func deterministic() throws {
        let first = try Self.run().outputs
        let second = try Self.run().outputs
        #expect(first.map(\.folder) == second.map(\.folder))
        for (a, b) in zip(first, second) {
            #expect(a.files == b.files)
        }
    }
}
