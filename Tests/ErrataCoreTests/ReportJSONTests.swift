import Foundation
import Testing

@testable import ErrataCore

@Suite("Report: JSON")
struct ReportJSONTests {
    private func parse(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    @Test("Every reporter writes in parts exactly what its report is, with findings and without")
    func writtenInParts() {
        /// Counts the parts, to show that the long reports are written in several.
        struct Parts: TextOutputStream {
            var text = ""
            var count = 0
            mutating func write(_ string: String) {
                text += string
                count += 1
            }
        }
        /// Keeps what is written as strings and as bytes, in order.
        struct BytesAndStrings: UTF8OutputStream {
            var bytes: [UInt8] = []
            var byteWrites = 0
            mutating func write(_ string: String) {
                bytes += string.utf8
            }
            mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
                self.bytes += bytes
                byteWrites += 1
            }
        }
        var product = ReportFixture.product()
        for _ in 0..<11 { product.findings += product.findings }  // a few thousand findings
        var empty = ReportFixture.product()
        empty.findings = []
        for reporter in FindingReporters.all {
            for products in [[product], [empty], []] {
                let context = ReportContext(products: products, toolVersion: "1")
                var parts = Parts()
                reporter.write(products, context: context, to: &parts)
                #expect(parts.text == reporter.report(products, context: context), "\(reporter.identifier)")
                if context.findings.count > 1000, ["xcode", "json", "sarif"].contains(reporter.identifier) {
                    #expect(parts.count > 1, "\(reporter.identifier) wrote its report whole")
                }
                // The same text to a stream that takes bytes; the Xcode report is handed over as bytes.
                var stream = BytesAndStrings()
                reporter.write(products, context: context, toUTF8: &stream)
                #expect(String(decoding: stream.bytes, as: UTF8.self) == parts.text, "\(reporter.identifier)")
                if reporter.identifier == "xcode", !context.findings.isEmpty {
                    #expect(stream.byteWrites > 0)
                }
            }
        }
    }

    @Test("Every finding is an element with the same sorted keys, nulls included")
    func shape() throws {
        let product = ReportFixture.product()
        let context = ReportContext(products: [product], toolVersion: "1")
        let text = JSONReporter().report([product], context: context)
        let entries = try parse(text)
        #expect(entries.count == product.findings.count)
        let keys: Set<String> = [
            "accepted", "fact", "failing", "fingerprint", "justification", "justificationLocation", "language",
            "location", "message", "product", "related", "resolution", "rule", "section", "severity", "status",
            "suppressed",
        ]
        for entry in entries {
            #expect(Set(entry.keys) == keys)
        }
        let conflict = try #require(entries.first { $0["rule"] as? String == "code-conflict" })
        #expect(conflict["severity"] as? String == "error")
        #expect(conflict["status"] as? String == "open")
        #expect(conflict["failing"] as? Bool == true)
        #expect(conflict["justification"] is NSNull)
        #expect((conflict["location"] as? [String: Any])?["path"] as? String == "docs-src/demo/en/errors.md")
        #expect((conflict["related"] as? [Any])?.count == 2)
        #expect(text.hasPrefix("[\n  {\n    \"accepted\" : false,\n    \"fact\" : "))
        #expect(text.hasSuffix("]\n"))
        #expect(!text.contains("\\/"))
    }

    @Test("The same input gives the same bytes, in report order")
    func stable() {
        let first = ReportFixture.product()
        let second = ReportFixture.product()
        let a = JSONReporter().report([first], context: ReportContext(products: [first], toolVersion: "1"))
        let b = JSONReporter().report([second], context: ReportContext(products: [second], toolVersion: "1"))
        #expect(a == b)
    }

    @Test("An accepted finding says so, with the resolution's reason and place, and does not fail")
    func accepted() throws {
        let product = ReportFixture.product(resolutions: [ReportFixture.bannedResolution])
        let context = ReportContext(products: [product], toolVersion: "1")
        let entries = try parse(JSONReporter().report([product], context: context))
        let conflict = try #require(entries.first { $0["rule"] as? String == "code-conflict" })
        #expect(conflict["status"] as? String == "accepted")
        #expect(conflict["accepted"] as? Bool == true)
        #expect(conflict["failing"] as? Bool == false)
        #expect(conflict["justification"] as? String == "The server has sent 7 since 2.0.")
        #expect((conflict["justificationLocation"] as? [String: Any])?["line"] as? Int == 12)
    }

    @Test("No findings is an empty array")
    func empty() {
        #expect(JSONReporter().report([], context: ReportFixture.context([])) == "[]\n")
    }
}
