import Testing

@testable import ErrataCore

@Suite("Report: Xcode diagnostics")
struct ReportXcodeTests {
    typealias Place = ReportFixture.Place

    @Test("A finding prints as path:line:col: severity: message [rule], with a note per related location")
    func findingWithNotes() {
        let finding = ReportFixture.finding(
            related: [
                RelatedLocation(
                    language: "ko", location: Place(path: "docs-src/demo/ko/errors.md", line: 7, column: 3),
                    message: "ko gives 7")
            ]
        )
        let text = XcodeReporter().report([], context: ReportFixture.context([finding]))
        #expect(
            text == """
                docs-src/demo/en/errors.md:6:3: error: en gives 3005 [code-conflict]
                docs-src/demo/ko/errors.md:7:3: note: ko gives 7

                """
        )
    }

    @Test("A long report, written in runs side by side, is every finding's lines in order")
    func longReportInOrder() {
        // Over a thousand findings: the report is written in several runs (512 findings each).
        let findings = (0..<1_300).map { index in
            ReportFixture.finding(
                severity: index % 3 == 0 ? .error : .warning,
                message: "finding \(index)",
                fact: "FACT_\(index % 400)",
                location: Place(path: "docs-src/demo/en/page-\(index % 7).md", line: index + 1, column: 3),
                related: index % 5 == 0
                    ? [
                        RelatedLocation(
                            language: "ko", location: Place(path: "docs-src/demo/ko/errors.md", line: index, column: 1),
                            message: "ko says \(index)")
                    ] : []
            )
        }
        let whole = XcodeReporter().report([], context: ReportFixture.context(findings))
        let oneByOne = findings.map { XcodeReporter().report([], context: ReportFixture.context([$0])) }.joined()
        #expect(whole == oneByOne)
        #expect(whole.split(separator: "\n").count == 1_300 + 260)
    }

    @Test("A real conflict points at the en row and notes the ko and ja rows")
    func realConflict() throws {
        let product = ReportFixture.product()
        let context = ReportContext(products: [product], toolVersion: "1")
        let lines = XcodeReporter().report([product], context: context).split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex { $0.hasSuffix("[code-conflict]") })
        #expect(lines[index].hasPrefix("docs-src/demo/en/errors.md:6:"))
        #expect(lines[index].contains(": error: en gives TCGB_ERROR_AUTH_BANNED_MEMBER (3005)"))
        #expect(lines[index + 1].hasPrefix("docs-src/demo/ko/errors.md:6:"))
        #expect(lines[index + 1].contains(": note: ko gives TCGB_ERROR_BANNED_MEMBER (7)"))
        #expect(lines[index + 2].hasPrefix("docs-src/demo/ja/errors.md:"))
    }

    @Test("An accepted finding is a note marked accepted, with a note at the resolution")
    func acceptedFinding() throws {
        let product = ReportFixture.product(resolutions: [ReportFixture.bannedResolution])
        let context = ReportContext(products: [product], toolVersion: "1")
        let text = XcodeReporter().report([product], context: context)
        let lines = text.split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex { $0.hasSuffix("[code-conflict]") })
        #expect(lines[index].contains(": note: accepted: en gives"), "\(lines[index])")
        #expect(!text.contains(": error: "))
        #expect(lines.contains("errata.yml:12:9: note: accepted in the config: The server has sent 7 since 2.0."))
    }

    @Test("A baselined finding is a note marked baselined")
    func baselinedFinding() {
        var entry = ReportedFinding(finding: ReportFixture.finding(), fingerprint: "f")
        entry.status = .baselined
        entry.justification = "listed in the baseline base.json"
        entry.justificationLocation = Place(path: "base.json", line: 4)
        let text = XcodeReporter().report([], context: ReportContext(findings: [entry], toolVersion: "1"))
        #expect(
            text == """
                docs-src/demo/en/errors.md:6:3: note: baselined: en gives 3005 [code-conflict]
                base.json:4: note: baselined: listed in the baseline base.json

                """
        )
    }

    @Test("Colors only when asked: bold location, red error, magenta warning")
    func colors() {
        let findings = [ReportFixture.finding(), ReportFixture.finding(severity: .warning)]
        let plain = XcodeReporter().report([], context: ReportFixture.context(findings))
        #expect(!plain.contains("\u{1B}"))
        let colored = XcodeReporter().report([], context: ReportFixture.context(findings, useColor: true))
        #expect(colored.contains("\u{1B}[1mdocs-src/demo/en/errors.md:6:3: \u{1B}[0m\u{1B}[1;31merror: "))
        #expect(colored.contains("\u{1B}[1;35mwarning: "))
        #expect(colored.contains("[code-conflict]\n"))
    }

    @Test("A long message's line breaks: the bytes, eight at a time, and the scalars agree")
    func lineBreaksOnBytes() {
        // Breaks and the scalars whose UTF-8 shares their first bytes, at every place in a word.
        let text = [
            "a", "abcdefg", " ", "가", "로그인", "¨", "©", "Å", "\u{C2}", "\u{E2}", "…", "‧", "‪", "⁩", "\u{0E}", "\u{01}",
            "\t",
        ]
        let breaks = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\r\n"]
        var generator = SplitMix(seed: 0x7B3A)
        var breaking = 0
        for _ in 0..<4000 {
            // Long text with at most one break, anywhere in it.
            let message =
                generator.text(of: text, fewerThan: 30) + (generator.next() % 2 == 0 ? generator.pick(breaks) : "")
                + generator.text(of: text, fewerThan: 30)
            let expected = XcodeReporter.hasLineBreakByScalars(message)
            #expect(XcodeReporter.hasLineBreak(message) == expected, "\(message.debugDescription)")
            if expected { breaking += 1 }
        }
        #expect(breaking > 1500)
        #expect(breaking < 2500)
    }

    @Test("A message with a line break stays on one line; no findings print nothing")
    func oneLinePerDiagnostic() {
        let finding = ReportFixture.finding(message: "first\nsecond")
        let text = XcodeReporter().report([], context: ReportFixture.context([finding]))
        #expect(text == "docs-src/demo/en/errors.md:6:3: error: first second [code-conflict]\n")
        #expect(XcodeReporter().report([], context: ReportFixture.context([])) == "")
        // Every Unicode line break, and text whose UTF-8 shares bytes with them but is no break.
        let cases = [
            ("a\r\nb", "a b"), ("a\u{0B}b\u{0C}c\rd", "a b c d"), ("a\u{85}b", "a b"), ("a\u{2028}b\u{2029}c", "a b c"),
            // Bidirectional controls are written as escapes.
            ("¨ © ¥ ⁩ 가", #"¨ © ¥ \u{2069} 가"#), ("‧ ‪ Å … \u{C2}", "‧ \\u{202A} Å … \u{C2}"), ("가\u{2029}", "가 "),
        ]
        for (message, printed) in cases {
            let text = XcodeReporter().report(
                [], context: ReportFixture.context([ReportFixture.finding(message: message)]))
            #expect(
                text == "docs-src/demo/en/errors.md:6:3: error: \(printed) [code-conflict]\n",
                "\(message.debugDescription)")
        }
    }
}
