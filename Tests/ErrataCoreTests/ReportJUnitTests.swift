import Foundation
import Testing

@testable import ErrataCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Report: JUnit XML")
struct ReportJUnitTests {
    typealias Place = ReportFixture.Place

    /// The elements of an XML document with their attributes and text, or `nil` when it is not well-formed.
    final class Reader: NSObject, XMLParserDelegate {
        struct Element {
            var name: String
            var attributes: [String: String]
            var text = ""
        }
        var elements: [Element] = []
        private var open: [Int] = []

        static func read(_ text: String) -> [Element]? {
            let reader = Reader()
            let parser = XMLParser(data: Data(text.utf8))
            parser.delegate = reader
            return parser.parse() ? reader.elements : nil
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            open.append(elements.count)
            elements.append(Element(name: elementName, attributes: attributeDict))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = open.last { elements[last].text += string }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            open.removeLast()
        }
    }

    @Test("One testsuite per page, one testcase per finding: failures at --fail-on, skipped when let through")
    func structure() throws {
        var accepted = ReportedFinding(
            finding: ReportFixture.finding(fact: "D", location: Place(path: "b.md", line: 4)), fingerprint: "d")
        accepted.status = .accepted
        accepted.justification = "decided in 2.0"
        let context = ReportContext(
            findings: [
                ReportedFinding(
                    finding: ReportFixture.finding(
                        severity: .warning, fact: "W", location: Place(path: "b.md", line: 9, column: 2)),
                    fingerprint: "w"),
                ReportedFinding(
                    finding: ReportFixture.finding(
                        fact: "E", location: Place(path: "a.md", line: 3),
                        related: [
                            RelatedLocation(
                                language: "ko", location: Place(path: "ko/a.md", line: 5), message: "ko gives 7")
                        ], resolution: "using 7"),
                    fingerprint: "e"),
                accepted,
            ],
            failOn: .error,
            toolVersion: "1"
        )
        let elements = try #require(Reader.read(JUnitReporter().report([], context: context)))
        let root = try #require(elements.first)
        #expect(root.name == "testsuites")
        #expect(root.attributes["tests"] == "3")
        #expect(root.attributes["failures"] == "1")
        #expect(root.attributes["skipped"] == "1")
        let suites = elements.filter { $0.name == "testsuite" }
        #expect(suites.map { $0.attributes["name"] } == ["a.md", "b.md"])
        #expect(suites.map { $0.attributes["tests"] } == ["1", "2"])
        let cases = elements.filter { $0.name == "testcase" }
        #expect(cases.map { $0.attributes["file"] } == ["a.md", "b.md", "b.md"])
        #expect(cases.map { $0.attributes["line"] } == ["3", "4", "9"])
        #expect(
            cases.map { $0.attributes["classname"] } == [
                "errata.code-conflict", "errata.code-conflict", "errata.code-conflict",
            ])
        #expect(cases[0].attributes["name"] == "code-conflict: E (en) at line 3")
        let failures = elements.filter { $0.name == "failure" }
        #expect(failures.count == 1)
        #expect(failures.first?.attributes["message"] == "en gives 3005")
        #expect(failures.first?.text == "error at a.md:3: en gives 3005\nko/a.md:5: ko gives 7\nDecision: using 7")
        #expect(
            elements.filter { $0.name == "skipped" }.map { $0.attributes["message"] } == ["accepted: decided in 2.0"])

        // At --fail-on warning the warning fails too.
        var failingWarnings = context
        failingWarnings.failOn = .warning
        let stricter = try #require(Reader.read(JUnitReporter().report([], context: failingWarnings)))
        #expect(stricter.filter { $0.name == "failure" }.count == 2)
    }

    @Test("Hostile text stays well-formed XML and reads back as written, controls made visible")
    func hostileText() throws {
        let message = "a<b>&c \"q\" 'a' ]]> <!-- x --> <![CDATA[ y ]]>\u{0}\u{1B}\u{8}\u{FFFF}\ttab\r\nend"
        let path = "docs/<&\"'>\n.md"
        let finding = ReportFixture.finding(
            message: message, fact: "F</testcase>", location: Place(path: path, line: 2),
            related: [RelatedLocation(language: "ko", location: Place(path: "ko&.md", line: 1), message: "<ko>")])
        let text = JUnitReporter().report([], context: ReportFixture.context([finding]))
        let elements = try #require(Reader.read(text))
        let testCase = try #require(elements.first { $0.name == "testcase" })
        #expect(testCase.attributes["file"] == path)
        #expect(testCase.attributes["name"] == "code-conflict: F</testcase> (en) at line 2")
        let failure = try #require(elements.first { $0.name == "failure" })
        let visible = "a<b>&c \"q\" 'a' ]]> <!-- x --> <![CDATA[ y ]]>\\u{0}\\u{1B}\\u{8}\\u{FFFF}\ttab\r\nend"
        #expect(failure.attributes["message"] == visible)
        #expect(failure.text.hasSuffix("\nko&.md:1: <ko>"))
        #expect(!text.contains("\u{0}") && !text.contains("\u{1B}") && !text.contains("\u{FFFF}"))
    }

    @Test("No findings: one passing test case, so that no CI reads the report as empty")
    func empty() throws {
        let elements = try #require(Reader.read(JUnitReporter().report([], context: ReportFixture.context([]))))
        #expect(elements.first?.attributes["tests"] == "1")
        #expect(elements.filter { $0.name == "testcase" }.map { $0.attributes["name"] } == ["errata check"])
        #expect(elements.filter { $0.name == "failure" }.isEmpty)
    }
}
