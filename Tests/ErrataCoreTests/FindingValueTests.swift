import Foundation
import Testing

@testable import ErrataCore

@Suite("A finding")
struct FindingValueTests {
    private static let sample = Finding(
        rule: "code-conflict",
        severity: .error,
        message: "en gives TCGB_ERROR_BANNED_MEMBER (3005), ko gives 7",
        product: "gamebase",
        fact: "TCGB_ERROR_BANNED_MEMBER",
        language: "en",
        section: ["인증", "오류 코드"],
        location: SourceLocation(path: "docs-src/gamebase/en/ios-authentication.md", line: 502, column: 19),
        related: [
            RelatedLocation(
                language: "ko",
                location: SourceLocation(path: "docs-src/gamebase/ko/ios-authentication.md", line: 973, column: 3),
                message: "ko gives 7")
        ],
        resolution: "majority"
    )

    @Test("A finding is a value: a copy changed later leaves the original as it was")
    func findingIsAValue() {
        // The fields are kept in a box that copies share (see `Finding`): a change to a copy,
        // whichever field it changes, must first give the copy a box of its own.
        let original = Self.sample
        var copy = original
        #expect(copy == original)
        copy.severity = .warning
        copy.related[0].message = "ko gives 8"
        copy.section.append("iOS")
        copy.location.line += 1
        var second = copy
        second.message = "changed"
        second.accepted = true
        #expect(original.severity == .error && copy.severity == .warning)
        #expect(original.related[0].message == "ko gives 7" && copy.related[0].message == "ko gives 8")
        #expect(original.section == ["인증", "오류 코드"] && copy.section.count == 3)
        #expect(original.location.line == 502 && copy.location.line == 503)
        #expect(copy.message == original.message && second.message == "changed")
        #expect(!copy.accepted && second.accepted && !original.accepted)
        #expect(copy != original && second != copy)
    }

    @Test("Equal findings hash alike, and each field counts in equality")
    func equalityAndHashing() {
        // Built twice, so that the two do not share a box.
        let twin = Finding(
            rule: Self.sample.rule, severity: Self.sample.severity, message: Self.sample.message,
            product: Self.sample.product, fact: Self.sample.fact, language: Self.sample.language,
            section: Self.sample.section, location: Self.sample.location, related: Self.sample.related,
            resolution: Self.sample.resolution, accepted: Self.sample.accepted)
        #expect(twin == Self.sample && twin.hashValue == Self.sample.hashValue)
        let changes: [(inout Finding) -> Void] = [
            { $0.rule = "code-missing" }, { $0.severity = .note }, { $0.message += "." },
            { $0.product = "other" }, { $0.fact = "TCGB_ERROR_OTHER" }, { $0.language = "ja" },
            { $0.section = [] }, { $0.location.column = 1 }, { $0.related = [] },
            { $0.resolution = nil }, { $0.accepted = true },
        ]
        for change in changes {
            var changed = twin
            change(&changed)
            #expect(changed != Self.sample)
        }
        #expect(Set([twin, Self.sample]).count == 1)
    }

    @Test("A finding is encoded with its fields' names, and decoded back")
    func codable() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(Self.sample)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "rule", "severity", "message", "product", "fact", "language", "section", "location", "related",
                "resolution", "accepted",
            ])
        #expect(try JSONDecoder().decode(Finding.self, from: data) == Self.sample)
        // A finding without a resolution leaves the key out, and reads back without one.
        var unresolved = Self.sample
        unresolved.resolution = nil
        let unresolvedData = try encoder.encode(unresolved)
        #expect(!String(decoding: unresolvedData, as: UTF8.self).contains("resolution"))
        #expect(try JSONDecoder().decode(Finding.self, from: unresolvedData).resolution == nil)
    }
}
