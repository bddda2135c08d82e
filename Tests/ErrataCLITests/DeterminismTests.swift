import Foundation
import Testing

/// Same input, same bytes out: ten builds of the same guides, each in a fresh project whose files
/// were created in a different order, under different locales, time zones and thread counts,
/// write identical outputs.
@Suite("errata build writes the same bytes every time")
struct DeterminismTests {
    /// A small deterministic random number generator (SplitMix64), so that the test is repeatable.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    /// The project's files, relative to its root: two products, three languages that disagree
    /// on some codes, several pages each, and text in every script.
    static let files: [(path: String, text: String)] = {
        var files: [(String, String)] = []
        files.append(
            (
                "errata.yml",
                """
                version: 1
                products:
                  alpha:
                    name: Alpha
                    source: ko
                    languages:
                      ko: ko
                      en: en
                      ja: ja
                  beta:
                    name: Beta
                    source: en
                    languages:
                      en: en
                      zh: zh-Hans

                """
            ))
        let messages = [
            "ko": "오류입니다", "en": "An error", "ja": "エラーです", "zh": "错误",
        ]
        for (product, languages) in [("alpha", ["ko", "en", "ja"]), ("beta", ["en", "zh"])] {
            for language in languages {
                for page in 0..<6 {
                    var lines = ["# Page \(page)", "", "## Errors \(page)", ""]
                    lines += ["| Category | Error | Error Code | Description |", "| --- | --- | --- | --- |"]
                    for row in 0..<8 {
                        // English renumbers some codes and Japanese drops some rows: drift to report.
                        let code = 1000 * page + row + (language == "en" && row == 3 ? 500 : 0)
                        if language == "ja" && row == 5 { continue }
                        let category = row == 0 ? "Cat \(page)" : ""
                        let symbol = "TCGB\\_ERROR\\_P\(page)\\_R\(row)"
                        lines.append("| \(category) | \(symbol) | \(code) | \(messages[language]!) \(page).\(row) |")
                    }
                    lines += [
                        "", "See TCGB_ERROR_P\(page)_R1(\(1000 * page + 1)) and [a link](https://example.com/\(page)).",
                        "",
                    ]
                    lines += [
                        "```objc", "[TCGBGamebase loginWithType:@\"x\" viewController:self completion:nil];", "```",
                    ]
                    files.append(
                        ("docs-src/\(product)/\(language)/page-\(page).md", lines.joined(separator: "\n") + "\n"))
                }
            }
        }
        return files
    }()

    /// The environments of the ten runs: locales, time zones and thread counts.
    static let environments: [[String: String]] = [
        ["LANG": "C", "LC_ALL": "C", "TZ": "UTC", "ERRATA_THREADS": "1"],
        ["LANG": "en_US.UTF-8", "LC_ALL": "en_US.UTF-8", "TZ": "America/Los_Angeles", "ERRATA_THREADS": "8"],
        ["LANG": "ko_KR.UTF-8", "LC_ALL": "ko_KR.UTF-8", "TZ": "Asia/Seoul", "ERRATA_THREADS": "2"],
        ["LANG": "ja_JP.UTF-8", "LC_ALL": "ja_JP.UTF-8", "TZ": "Asia/Tokyo", "ERRATA_THREADS": "3"],
        ["LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8", "TZ": "Europe/Istanbul", "ERRATA_THREADS": "1"],
        ["LANG": "zh_CN.GB18030", "LC_ALL": "zh_CN.GB18030", "TZ": "Pacific/Chatham", "ERRATA_THREADS": "16"],
        ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "TZ": "Pacific/Kiritimati", "ERRATA_THREADS": "4"],
        ["LANG": "ar_SA.UTF-8", "LC_ALL": "ar_SA.UTF-8", "TZ": "America/St_Johns", "ERRATA_THREADS": "2"],
        ["LANG": "POSIX", "LC_ALL": "POSIX", "TZ": "Etc/GMT+12", "ERRATA_THREADS": "1"],
        ["LANG": "fr_FR.UTF-8", "LC_ALL": "fr_FR.UTF-8", "TZ": "Australia/Lord_Howe", "ERRATA_THREADS": "64"],
    ]

    @Test("Ten builds with shuffled file creation, other locales, time zones and thread counts give the same bytes")
    func sameBytes() throws {
        var reference: [String: Data]?
        var referenceOutput: String?
        for (run, environment) in Self.environments.enumerated() {
            let runner = try ErrataRunner()
            var generator = SeededGenerator(state: UInt64(run) &* 7919 &+ 17)
            // Files (and so their folders) are created in a different order each time, so the file
            // system lists them in a different order.
            for file in Self.files.shuffled(using: &generator) {
                try runner.write(file.text, to: file.path)
            }
            let result = try runner.build([], environment: environment)
            try #require(result.exitCode == 0, "run \(run): \(result.stderr)")
            let outputs = try runner.snapshot("generated")
            #expect(outputs.keys.contains("Alpha/Swift/AlphaError.swift"))
            #expect(outputs.keys.contains("Beta/Resources/zh-Hans.lproj/BetaError.strings"))
            let printed = result.stdout + result.stderr
            if let reference, let referenceOutput {
                #expect(outputs.keys.sorted() == reference.keys.sorted(), "run \(run) wrote other files")
                for (path, data) in outputs where reference[path] != data {
                    Issue.record("run \(run) (\(environment)): \(path) differs")
                }
                #expect(printed == referenceOutput, "run \(run) printed something else")
            } else {
                reference = outputs
                referenceOutput = printed
                #expect(printed.contains("warning:"), "the guides were meant to drift")
            }
        }
    }
}
