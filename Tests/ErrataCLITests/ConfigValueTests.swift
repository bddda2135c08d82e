import Foundation
import Testing

/// Config values that end up in the generated Swift or in an output path are checked when the
/// config loads: a value the generated code could not compile with, or could be injected
/// through, stops the run with exit code 2 at its line, saying what is allowed, and writes nothing.
@Suite("errata.yml values that reach generated code are checked")
struct ConfigValueTests {
    /// A config whose product `demo` has `name`, `swift` and `languages` lines as given.
    static func config(name: String? = "Demo", swift: String? = nil, english: String = "en") -> String {
        var lines = ["version: 1", "docs: docs-src", "output: generated", "products:", "  demo:"]
        if let name { lines.append("    name: \(name)") }
        if let swift { lines.append("    swift: \(swift)") }
        lines += ["    source: ko", "    languages:", "      ko: ko", "      en: \(english)"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One refused value: the config, the text of the line the error must name, and a part of the message.
    struct Case: CustomTestStringConvertible, Sendable {
        var label: String
        var config: String
        var line: String
        var message: String
        var testDescription: String { label }
    }

    static let cases: [Case] = {
        // Every type the generated code names, as the enum's name and as the name giving it.
        var cases = [
            "Bundle", "Error", "LocalizedError", "CustomNSError", "String", "Locale", "Data", "FileManager",
            "Sendable", "Int", "CaseIterable", "Foundation", "PropertyListSerialization", "NSLocalizedDescriptionKey",
        ].map {
            Case(
                label: "swift.enum \($0)", config: config(swift: "{enum: \($0)}"), line: "swift: {enum: \($0)}",
                message: "the generated code uses")
        }
        cases += [
            Case(
                label: "swift.enum keyword", config: config(swift: "{enum: struct}"), line: "swift:", message: "keyword"
            ),
            Case(
                label: "swift.enum with a dash", config: config(swift: "{enum: My-Error}"), line: "swift:",
                message: "not a Swift type name"),
            Case(
                label: "swift.enum with a bidirectional override",
                config: config(swift: "{enum: \"Ab\\u202ECdError\"}"),
                line: "swift:", message: "not a Swift type name"),
            Case(
                label: "swift.enum a member name", config: config(swift: "{enum: allCases}"), line: "swift:",
                message: "the generated code uses"),
            Case(label: "name -", config: config(name: "\"-\""), line: "name:", message: "'Error'"),
            Case(label: "name space", config: config(name: "\" \""), line: "name:", message: "space"),
            Case(
                label: "name Localized", config: config(name: "Localized"), line: "name:", message: "'LocalizedError'"),
            Case(label: "name with a colon", config: config(name: "\"A:B\""), line: "name:", message: "':'"),
            Case(label: "name with an escape", config: config(name: "\"A\\eB\""), line: "name:", message: "U+001B"),
            Case(
                label: "bundle with a line break", config: config(english: "\"en\\npublic let injected = 1\""),
                line: "en: \"en", message: "language tag"),
            Case(
                label: "bundle with a space", config: config(english: "\"en US\""), line: "en: \"en US\"",
                message: "language tag"),
            Case(
                label: "bundle too long a part", config: config(english: "en-abcdefghi"), line: "en: en-",
                message: "language tag"),
            Case(label: "bundle of one letter", config: config(english: "e"), line: "en: e", message: "language tag"),
            Case(
                label: "language folder with a line break",
                config: config().replacingOccurrences(of: "      en: en", with: "      \"en\\npublic\": en"),
                line: "\"en\\npublic\": en", message: "U+000A"),
        ]
        return cases
    }()

    @Test("A refused value stops the run at its line with exit code 2", arguments: cases)
    func refused(_ item: Case) throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        try runner.write(item.config, to: "errata.yml")
        let result = try runner.build()
        #expect(result.exitCode == 2, "stdout: \(result.stdout) stderr: \(result.stderr)")
        let line = DemoFixture.lineNumber(of: item.line, in: item.config)
        #expect(line > 0)
        #expect(result.stderr.hasPrefix("errata.yml:\(line):"), "stderr: \(result.stderr)")
        #expect(result.stderr.contains(item.message), "stderr: \(result.stderr)")
        // Printed as one line: a value's control characters are escaped, not written.
        #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(!runner.exists("generated"))
    }

    @Test("Accepted values: Unicode type names, language tags with scripts and regions, and Base")
    func accepted() throws {
        for (swift, english) in [
            ("{enum: 오류}", "zh-Hant-HK"), ("{enum: DemoFailure}", "pt_BR"), ("{enum: Café}", "Base"),
            ("{enum: _Errors}", "es-419"),
        ] {
            let runner = try ErrataRunner()
            try DemoFixture.write(into: runner)
            try runner.write(Self.config(swift: swift, english: english), to: "errata.yml")
            let result = try runner.build()
            #expect(result.exitCode == 0, "\(swift) \(english): \(result.stderr)")
        }
    }

    @Test("Two products cannot give their enums one name (the build plugin writes them into one file)")
    func duplicateEnum() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        let config =
            Self.config(swift: "{enum: SharedError}") + """
                  other:
                    folder: demo
                    name: Other
                    swift: {enum: SharedError}
                    source: ko
                    languages:
                      ko: ko

                """
        try runner.write(config, to: "errata.yml")
        let result = try runner.build()
        #expect(result.exitCode == 2, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("both name their enum 'SharedError'"), "stderr: \(result.stderr)")
        #expect(result.stderr.hasPrefix("errata.yml:\(DemoFixture.lineNumber(of: "    folder: demo", in: config)):"))
    }

    @Test("errata init proposes names the loader accepts: a folder 'localized' does not become LocalizedError")
    func initNames() throws {
        let runner = try ErrataRunner()
        for folder in ["localized", "my-docs", "data"] {
            for language in ["ko", "en"] {
                try runner.write(
                    DemoFixture.page(rows: DemoFixture.rows(language)), to: "docs-src/\(folder)/\(language)/errors.md")
            }
        }
        let initialized = try runner.run(["init"])
        #expect(initialized.exitCode == 0, "stderr: \(initialized.stderr)")
        let written = try runner.text("errata.yml")
        #expect(written.contains("name: LocalizedDocs") || written.contains("name: \"LocalizedDocs\""), "\(written)")
        let built = try runner.build()
        #expect(built.exitCode == 0, "errata.yml:\n\(written)\nstderr: \(built.stderr)")
    }
}
