import ErrataTestSupport
import Foundation
import Testing

/// The SARIF of a real `errata check --format sarif` over the repository's own guides, validated
/// against the SARIF 2.1.0 schema by `scripts/validate-sarif.py` (Python's `jsonschema`).
@Suite("SARIF validation")
struct SARIFValidationTests {
    /// The repository root: three folders above this file.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Whether `python3` can import `jsonschema`.
    static let canValidate: Bool = {
        let termination = try? Subprocess.run("/usr/bin/env", ["python3", "-c", "import jsonschema"])
        return termination?.status == 0 && termination?.signaled == false
    }()

    @Test(
        "The SARIF for the repository's docs-src is valid SARIF 2.1.0",
        .enabled(
            if: canValidate,
            "python3 with the jsonschema module is needed: scripts/bootstrap.sh installs it"
        )
    )
    func repositorySARIFIsValid() throws {
        let runner = try ErrataRunner()
        let fileManager = FileManager.default
        try fileManager.removeItem(at: runner.project)
        try fileManager.createDirectory(at: runner.project, withIntermediateDirectories: true)
        for item in ["errata.yml", "docs-src"] {
            try fileManager.copyItem(at: Self.repository.appendingPathComponent(item), to: runner.url(item))
        }
        let check = try runner.run(["check", "--format", "sarif", "--output-file", "errata.sarif"])
        #expect([0, 1].contains(check.exitCode), "stderr: \(check.stderr)")
        let log = try #require(try JSONSerialization.jsonObject(with: runner.data("errata.sarif")) as? [String: Any])
        let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
        #expect(results.count > 10, "the guides have drift; the SARIF should show it")

        let output = runner.sandbox.appendingPathComponent("validate.txt")
        let termination = try Subprocess.run(
            "/usr/bin/env",
            [
                "python3", Self.repository.appendingPathComponent("scripts/validate-sarif.py").path,
                runner.url("errata.sarif").path,
            ],
            standardOutput: output.path, standardError: output.path)
        let text = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        #expect(termination.status == 0 && !termination.signaled, "\(text)")
        #expect(text.contains("valid SARIF 2.1.0"), "\(text)")
    }

    @Test("The schema the script validates with is the committed test copy")
    func schemaIsCommitted() throws {
        let schema = Self.repository.appendingPathComponent("Tests/ErrataCLITests/Fixtures/sarif-schema-2.1.0.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schema)) as? [String: Any])
        #expect((json["id"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
    }
}
