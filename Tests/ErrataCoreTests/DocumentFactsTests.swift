import Testing

@testable import ErrataCore

@Suite("A page's facts")
struct DocumentFactsTests {
    @Test("A page's facts are a value: a copy changed later leaves the original as it was")
    func factsAreAValue() throws {
        // The fields are kept in a box that copies share (see `DocumentFacts`): a change to a copy,
        // whichever field it changes, must first give the copy a box of its own.
        let original = try Fixture.facts("error-table.md")
        var copy = original
        copy.definitions.removeFirst()
        copy.headings.append(copy.headings[0])
        copy.path = "elsewhere.md"
        copy.lineCount += 1
        var second = copy
        second.headings = []
        #expect(original.definitions.count == 5)
        #expect(copy.definitions.count == 4)
        #expect(copy.headings.count == original.headings.count + 1)
        #expect(original.path != "elsewhere.md")
        #expect(copy.lineCount == original.lineCount + 1)
        #expect(second.path == "elsewhere.md" && second.definitions.count == 4)
        #expect(second.headings.isEmpty && copy.headings.count == original.headings.count + 1)
        #expect(!original.headings.isEmpty)
    }
}
