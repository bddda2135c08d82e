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

    /// Symbols, long identifiers (selectors, constants), page names and product folders of the
    /// guides in `docs-src/`: what `Sources/` must not quote, so that errata is not tuned to them.
    /// Apple's own type names (`UI…`, `NS…`, `CG…`) are the platform's, not the guides'.
    static func guideNames() throws -> Set<String> {
        let symbol = try Regex(#"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+){2,}"#)
        let identifier = try Regex(#"[a-z]+(?:[A-Z][a-z0-9]+){2,}|[A-Z]{2,}[a-z]+(?:[A-Z][a-z0-9]+)+"#)
        var names: Set<String> = []
        let docs = URL(fileURLWithPath: projectRoot + "/docs-src")
        let walker = try #require(FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil))
        // The products' folders, not the language folders inside them.
        for product in try FileManager.default.contentsOfDirectory(atPath: docs.path) { names.insert(product) }
        for case let url as URL in walker where url.pathExtension == "md" {
            let page = url.deletingPathExtension().lastPathComponent
            if page.contains("-") { names.insert(page) }
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: symbol) {
                let name = String(text[match.range])
                names.insert(name)
                // The words after a symbol's prefix (`XYZ_ERROR_`), when there are three or more:
                // the symbol with another prefix is the guides' still.
                let words = name.split(separator: "_")
                if words.count >= 5 { names.insert("_" + words.dropFirst(2).joined(separator: "_")) }
            }
            for match in text.matches(of: identifier) {
                let name = String(text[match.range])
                if name.count >= 12, !["UI", "NS", "CG"].contains(where: name.hasPrefix) { names.insert(name) }
            }
        }
        return names
    }

    @Test("Sources/ quotes none of the guides' symbols, identifiers, page names or product folders")
    func sourcesQuoteNoGuide() throws {
        let names = try Self.guideNames()
        #expect(names.count > 50, "the scan of docs-src/ found too little: \(names.sorted())")
        let word = try Regex(#"[A-Za-z0-9_-]+"#)
        let sources = URL(fileURLWithPath: Self.projectRoot + "/Sources")
        let walker = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var quoted: [String] = []
        for case let url as URL in walker where ["swift", "c", "h"].contains(url.pathExtension) {
            let text = try String(contentsOf: url, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                for match in line.matches(of: word) {
                    let token = String(line[match.range])
                    let tail = token.split(separator: "_").dropFirst(2).joined(separator: "_")
                    let found =
                        names.contains(token) || names.contains(token.lowercased())
                        || (!tail.isEmpty && names.contains("_" + tail))
                    if found { quoted.append("\(url.lastPathComponent):\(index + 1): \(token)") }
                }
            }
        }
        #expect(quoted.isEmpty, "\(quoted.joined(separator: "\n"))")
    }
}
