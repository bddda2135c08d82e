import Foundation
import Testing

@testable import ErrataCore

/// Every rule's declared examples behave as declared, and every rule is registered and described.
@Suite("Rules describe themselves")
struct RuleExamplesTests {
    /// The findings of rule `id` on an example, its first page's language the source.
    static func findings(of id: String, on example: RuleExample) -> [Finding] {
        let languages = example.pages.map(\.language)
        let facts = example.pages.map { page in
            Fixture.facts(
                markdown: page.markdown, language: page.language, path: "\(page.language)/\(page.name).md",
                page: page.name)
        }
        let product = Reconciler().reconcile(ReconcilerTests.product(languages), facts: facts)
        return product.findings.filter { $0.rule == id }
    }

    static var rules: [any DriftRule] { RuleRegistry.all }

    @Test("A rule reports on each of its triggering examples", arguments: RuleRegistry.ids)
    func triggering(_ id: String) throws {
        let rule = try #require(Self.rules.first { type(of: $0).id == id })
        let examples = type(of: rule).triggeringExamples
        #expect(!examples.isEmpty, "\(id) declares no triggering example")
        for (index, example) in examples.enumerated() {
            #expect(
                !Self.findings(of: id, on: example).isEmpty, "\(id): triggering example \(index + 1) reports nothing")
        }
    }

    @Test("A rule reports nothing on its non-triggering examples", arguments: RuleRegistry.ids)
    func nonTriggering(_ id: String) throws {
        let rule = try #require(Self.rules.first { type(of: $0).id == id })
        let examples = type(of: rule).nonTriggeringExamples
        #expect(!examples.isEmpty, "\(id) declares no non-triggering example")
        for (index, example) in examples.enumerated() {
            let findings = Self.findings(of: id, on: example)
            #expect(findings.isEmpty, "\(id): non-triggering example \(index + 1) reports \(findings.map(\.message))")
        }
    }

    @Test("Every rule file is registered, once")
    func registered() throws {
        let ids = RuleRegistry.ids
        #expect(Set(ids).count == ids.count)
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/ErrataCore/Reconcile/Rules").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix("Rule.swift")
        }
        let registered = Set(RuleRegistry.all.map { "\(type(of: $0)).swift" })
        #expect(Set(files) == registered)
    }

    @Test("Every rule has a help text and a summary of one line")
    func described() {
        for rule in RuleDescriptor.all {
            #expect(!rule.summary.isEmpty && !rule.summary.contains("\n"), "\(rule.id)")
            #expect(rule.help.count > rule.summary.count, "\(rule.id)")
        }
    }

    @Test("README's rule table is the one the rules declare")
    func readmeTable() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../README.md").standardized
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(
            text.contains(RuleDocumentation.markdownTable()),
            "README's rule table differs; replace it with `errata rules --markdown`:\n\(RuleDocumentation.markdownTable())"
        )
    }

    @Test("errata rules <id> shows the help and the examples")
    func explain() throws {
        let text = try #require(RuleDocumentation.explain(CodeConflictRule.id))
        #expect(text.contains("default severity: error"))
        #expect(text.contains("kind: conflict"))
        #expect(text.contains("Reported on:") && text.contains("Not reported on:"))
        #expect(RuleDocumentation.explain("no-such-rule") == nil)
    }
}
