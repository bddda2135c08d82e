import ErrataTestSupport
import Foundation
import Testing

/// The GitHub workflow of `Examples/` and README, run as written: its `errata check` steps on a
/// project with drift, with errata on the `PATH` and a step summary file, as a runner has.
@Suite("CI workflow")
struct CIWorkflowTests {
    static let repository = SARIFValidationTests.repository

    /// A project whose guides disagree on a code's number: one error, and one warning.
    static func project() throws -> ErrataRunner {
        let runner = try ErrataRunner()
        try runner.write(
            """
            version: 1
            products:
              demo:
                source: ko
                languages: {ko: ko, en: en}
            """, to: "errata.yml")
        try runner.write(
            "# 오류\n\n| Error | Error Code | Description |\n|---|---|---|\n| DEMO_ERROR_A | 7 | 가 |\n| DEMO_ERROR_B | 8 | 나 |\n",
            to: "docs-src/demo/ko/errors.md")
        try runner.write(
            "# Errors\n\n| Error | Error Code | Description |\n|---|---|---|\n| DEMO_ERROR_A | 9 | a |\n",
            to: "docs-src/demo/en/errors.md")
        return runner
    }

    /// The `run:` lines of a workflow text that call `errata check`.
    static func checkSteps(_ workflow: String) -> [String] {
        workflow.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " || $0 == "-" }
            guard trimmed.hasPrefix("run: errata check") else { return nil }
            let command = trimmed.dropFirst("run: ".count)
            // A trailing comment is the shell's too; it is left to the shell.
            return String(command)
        }
    }

    @Test("README's and the example's workflows upload SARIF and annotate with --format github, with the same steps")
    func workflowsAgree() throws {
        let example = try String(
            contentsOf: Self.repository.appendingPathComponent("Examples/GitHubActions/.github/workflows/errata.yml"),
            encoding: .utf8)
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let expected = [
            "errata check --format sarif --output-file errata.sarif || [ $? -eq 1 ]",
            "errata check --format github",
        ]
        #expect(Self.checkSteps(example) == expected)
        #expect(Self.checkSteps(readme) == expected)
        for text in [example, readme] {
            #expect(text.contains("uses: github/codeql-action/upload-sarif@v3"))
            #expect(text.contains("sarif_file: errata.sarif"))
            #expect(text.contains("security-events: write"))
        }
    }

    @Test(
        "The example's errata steps, run by a shell as a runner does: SARIF written and passing, annotations and a summary"
    )
    func exampleStepsRun() throws {
        let example = try String(
            contentsOf: Self.repository.appendingPathComponent("Examples/GitHubActions/.github/workflows/errata.yml"),
            encoding: .utf8)
        let runner = try Self.project()
        let summary = runner.sandbox.appendingPathComponent("step-summary.md")
        try Data("## an earlier step\n".utf8).write(to: summary)
        let binaryFolder = try ErrataRunner.binary().deletingLastPathComponent().path
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = binaryFolder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["GITHUB_STEP_SUMMARY"] = summary.path
        var statuses: [Int32] = []
        var outputs: [String] = []
        for step in Self.checkSteps(example) {
            let output = runner.sandbox.appendingPathComponent("step-\(statuses.count).txt")
            let termination = try Subprocess.run(
                "/bin/sh", ["-c", step], directory: runner.project.path, environment: environment,
                standardOutput: output.path, standardError: output.path)
            statuses.append(termination.status)
            outputs.append(String(decoding: try Data(contentsOf: output), as: UTF8.self))
        }
        // The SARIF step lets drift through to the upload; the last step fails the job.
        #expect(statuses == [0, 1], "\(outputs)")
        let log = try #require(try JSONSerialization.jsonObject(with: runner.data("errata.sarif")) as? [String: Any])
        #expect(((log["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.isEmpty == false)
        #expect(outputs[1].contains("::error file=docs-src/demo/en/errors.md,line=5,"))
        let written = try String(contentsOf: summary, encoding: .utf8)
        #expect(written.hasPrefix("## an earlier step\n## errata check\n"))
        #expect(written.contains("| `code-conflict` | 1 |"))
    }

    @Test("Formats other than github never write a step summary")
    func summaryOnlyWhenAsked() throws {
        let runner = try Self.project()
        let summary = runner.sandbox.appendingPathComponent("summary.md")
        let check = try runner.run(["check", "--format", "sarif"], environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(check.exitCode == 1)
        #expect(!FileManager.default.fileExists(atPath: summary.path))
    }

    @Test(
        "report.help-base-url in errata.yml is where SARIF's rules link; a value that is no http(s) address is refused")
    func helpBaseURL() throws {
        let runner = try Self.project()
        let config = try runner.text("errata.yml")
        try runner.write(
            config + "\nreport:\n  help-base-url: https://example.com/acme/errata/blob/v1/docs/rules.md\n",
            to: "errata.yml")
        let check = try runner.run(["check", "--format", "sarif"])
        #expect(check.exitCode == 1, "\(check.stderr)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let driver = ((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let rules = try #require(driver?["rules"] as? [[String: Any]])
        #expect(
            rules.first { $0["id"] as? String == "code-conflict" }?["helpUri"] as? String
                == "https://example.com/acme/errata/blob/v1/docs/rules.md#code-conflict")

        try runner.write(config + "\nreport:\n  help-base-url: javascript:alert(1)\n", to: "errata.yml")
        let refused = try runner.run(["check", "--format", "sarif"])
        #expect(refused.exitCode == 2)
        #expect(refused.stderr.contains("errata.yml:7:18: error:"), "\(refused.stderr)")
        #expect(refused.stderr.contains("report.help-base-url must be an http(s) address"))
    }
}
