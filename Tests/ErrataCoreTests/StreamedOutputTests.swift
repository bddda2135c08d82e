import Foundation
import Testing

@testable import ErrataCore

/// Outputs made as they are written give the bytes they gave made whole.
@Suite("Streamed outputs")
struct StreamedOutputTests {
    @Test("catalog.json written code by code is what JSONEncoder gives the whole catalog")
    func catalogMatchesEncoder() throws {
        let config = try ConfigLoader().load(path: nil, in: SeedGuidesTests.projectRoot)
        var catalogs = [EmitterFixture.product().catalog]
        for product in try SourceLoader().load(config) {
            let facts = product.documents.map { FactExtractor().extract(DocumentParser().parse($0)) }
            catalogs.append(Reconciler().reconcile(product.config, facts: facts).catalog)
        }
        var empty = catalogs[0]
        empty.codes = []
        empty.codeRadix = 16
        catalogs.append(empty)
        for catalog in catalogs {
            var written = ""
            CatalogJSONEmitter.write(catalog, to: &written)
            let encoded = String(decoding: try CatalogJSONEmitter.encode(catalog), as: UTF8.self)
            #expect(written == encoded, "\(catalog.product)")
        }
    }

    @Test("SHA-256 with the processor's instructions gives what the portable code gives, in any pieces")
    func sha256Paths() {
        var generator = SplitMix(seed: 0x5A25)
        let bytes = (0..<20_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        for length in [0, 1, 55, 56, 63, 64, 65, 127, 128, 129, 1000, 20_000] {
            var digests: Set<String> = []
            for portable in [false, true] {
                for piece in [1, 7, 64, 100, 20_000] {
                    var digest = SHA256Digest(portable: portable)
                    var offset = 0
                    while offset < length {
                        let end = min(length, offset + piece)
                        bytes[offset..<end].withUnsafeBytes { digest.update($0) }
                        offset = end
                    }
                    digests.insert(digest.finish())
                }
            }
            #expect(digests.count == 1, "\(length) bytes")
        }
    }

    @Test("A file made in many pieces is written whole, and the manifest has its digest")
    func largeFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("errata-streamed-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = OutputFile(path: "big/file.txt") { sink in
            for index in 0..<200_000 { sink.write("line \(index) · 한국어\n") }
        }
        let expected = file.contents
        #expect(expected.count > 3 << 20)
        try OutputWriter(root: root).replace(folder: "Demo", with: [file])
        let written = try #require(FileManager.default.contents(atPath: root + "/Demo/big/file.txt"))
        #expect(written == expected)
        let manifest = try #require(FileManager.default.contents(atPath: root + "/Demo/" + OutputWriter.manifestName))
        #expect(OutputWriter.recordedFiles(manifest) == ["big/file.txt": OutputWriter.sha256(expected)])
        #expect(OutputWriter.digest(ofFileAt: root + "/Demo/big/file.txt") == OutputWriter.sha256(expected))
    }
}
