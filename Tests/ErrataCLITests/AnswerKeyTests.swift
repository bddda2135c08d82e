import Foundation
import Testing

/// errata's catalog and enums on the fixture repository `Tests/Accuracy/MultiPlatform`, compared
/// with its answer key (`answers.json`), which was written by reading the pages, not from
/// errata's output: every code, every platform's symbol, every message and category per
/// language, and nothing in an enum that the key does not list for it.
@Suite("The catalog of a multi-platform repository matches its answer key")
struct AnswerKeyTests {
    /// The fixture repository in the source tree.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Accuracy/MultiPlatform")

    /// The fixture built in a sandbox: its catalog, its enums' Swift files, its findings.
    struct Build {
        var catalog: [String: Any]
        var swift: [String: String]
        var check: ErrataRunner.Result
    }

    static func build() throws -> (Build, ErrataRunner) {
        let runner = try ErrataRunner()
        try FileManager.default.removeItem(at: runner.project)
        try FileManager.default.copyItem(at: fixture, to: runner.project)
        let built = try runner.run(["build", "--quiet"])
        #expect(built.exitCode == 0, "\(built.stderr)")
        let catalog = try #require(
            JSONSerialization.jsonObject(with: runner.data("generated/Foobase/catalog.json")) as? [String: Any])
        var swift: [String: String] = [:]
        let folder = runner.url("generated/Foobase/Swift")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            swift[String(file.dropLast(6))] = try String(
                contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        }
        return (Build(catalog: catalog, swift: swift, check: try runner.run(["check", "--format", "json"])), runner)
    }

    static func key() throws -> [String: Any] {
        try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: fixture.appendingPathComponent("answers.json")))
                as? [String: Any])
    }

    /// A message or category as a reader sees it: white space runs as one space.
    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    @Test("Every code of the key, with its symbol on every platform, its messages and categories")
    func codes() throws {
        let (build, _) = try Self.build()
        let key = try Self.key()
        let codes = try #require(build.catalog["codes"] as? [[String: Any]])
        let mainEnum = "FoobaseError"
        for keyEnum in try #require(key["enums"] as? [[String: Any]]) {
            let enumName = try #require(keyEnum["enum"] as? String)
            for expected in try #require(keyEnum["codes"] as? [[String: Any]]) {
                let number = try #require(expected["code"] as? Int)
                let found = codes.filter {
                    $0["code"] as? Int == number && ($0["group"] as? String ?? mainEnum) == enumName
                }
                guard found.count == 1, let code = found.first else {
                    Issue.record("\(enumName) \(number): \(found.count) catalog codes, expected 1")
                    continue
                }
                #expect(code["symbol"] as? String == expected["symbol"] as? String, "\(enumName) \(number): symbol")
                if let platforms = expected["platforms"] as? [String: String] {
                    #expect(code["platforms"] as? [String: String] == platforms, "\(enumName) \(number): platforms")
                }
                let messages = code["messages"] as? [String: [String: Any]] ?? [:]
                for (language, text) in expected["messages"] as? [String: String] ?? [:] {
                    let message = messages[language]
                    #expect(message?["language"] as? String == language, "\(enumName) \(number): \(language) fell back")
                    #expect(
                        (message?["text"] as? String).map(Self.normalized) == Self.normalized(text),
                        "\(enumName) \(number): \(language) message")
                }
                let categories = code["categories"] as? [String: String] ?? [:]
                for (language, text) in expected["categories"] as? [String: String] ?? [:] {
                    #expect(categories[language] == text, "\(enumName) \(number): \(language) category")
                }
            }
        }
    }

    @Test("Each enum holds exactly the key's codes on its platform; none of the codes that are not errors")
    func enums() throws {
        let (build, _) = try Self.build()
        let key = try Self.key()
        let platform = try #require(build.catalog["platform"] as? String)
        #expect(platform == "ios", "the Objective-C pages are iOS's")
        for keyEnum in try #require(key["enums"] as? [[String: Any]]) {
            let enumName = try #require(keyEnum["enum"] as? String)
            let swift = try #require(build.swift[enumName], "no Swift file for \(enumName)")
            let expected = Set(
                (keyEnum["codes"] as? [[String: Any]] ?? []).filter { code in
                    guard let platforms = code["platforms"] as? [String: Any] else { return true }
                    return platforms[platform] != nil
                }.compactMap { $0["code"] as? Int })
            let cases = Set(
                swift.split(separator: "\n").compactMap { line -> Int? in
                    let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
                    guard parts.count == 4, parts[0] == "case", parts[2] == "=" else { return nil }
                    return Int(parts[3])
                })
            #expect(cases == expected, "\(enumName): cases \(cases.sorted()), key \(expected.sorted())")
        }
    }

    @Test("build --verbose lists the enums and what was left out, with why; explain finds each")
    func leftOut() throws {
        let (_, runner) = try Self.build()
        let verbose = try runner.run(["build", "--verbose"])
        #expect(
            verbose.stdout.contains(
                "enums for ios: FoobaseError (18 codes), ConnectResult (2 codes), MatchResult (2 codes)"))
        #expect(verbose.stdout.contains("left out: BKT_ERR_CANCELLED (3) at ko/ios-auth.md:17:3: another SDK's code"))
        #expect(verbose.stdout.contains("left out: SUCCESS (0) at ko/match.md:9:17: its name says it reports success"))
        #expect(verbose.stdout.contains("set aside: the table at ko/aos-purchase.md:24:3, 4 rows (ACTIVE, CANCELED"))
        let quiet = try runner.run(["build"])
        #expect(quiet.stdout.contains("(5 codes left out, 4 tables set aside: see --verbose)"))
        let explained = try runner.run(["explain", "BKT_ERR_TOKEN_EXPIRED"])
        #expect(explained.exitCode == 0)
        #expect(explained.stdout.contains("is left out of the Foobase catalog: another SDK's code"))
        let state = try runner.run(["explain", "ACTIVE"])
        #expect(state.stdout.contains("stands in a table the Foobase catalog sets aside: its header names states"))
    }

    @Test("The findings the key expects are reported, and no finding is an error")
    func findings() throws {
        let (build, _) = try Self.build()
        let key = try Self.key()
        let findings = try #require(
            JSONSerialization.jsonObject(with: Data(build.check.stdout.utf8)) as? [[String: Any]])
        #expect(!findings.contains { $0["severity"] as? String == "error" }, "\(findings)")
        for expected in key["findingsExpected"] as? [[String: Any]] ?? [] {
            let rule = expected["rule"] as? String
            let at = try #require(expected["at"] as? String)
            #expect(
                findings.contains { finding in
                    let location = finding["location"] as? [String: Any]
                    let place = "\(location?["path"] as? String ?? ""):\(location?["line"] as? Int ?? 0)"
                    return place == at && (rule == nil || finding["rule"] as? String == rule)
                }, "no \(rule ?? "finding") at \(at)")
        }
    }
}
