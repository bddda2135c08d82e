import Testing

@testable import ErrataMarkdown

/// The whole-text counts that let most documents skip the line-by-line limit check never let
/// through a document that check refuses.
@Suite("Markdown pre-scan")
struct PrescanTests {
    /// Random text of Markdown's marker bytes, pipes, escapes and line ends, and table rows.
    private static let pieces = [
        "*", "_", "]", "~", "|", "\\", "\n", "\n\n", " ", "a", "b_c", "**x**", "| a | b |", "|---|---|", "\\|",
        "- item", "> quote", "# head", "    code", "[l](u)", "한", "\r\n", "~~s~~", "x|y|z",
    ]

    @Test("On random documents and limits, the shortcut agrees with the reading line by line")
    func shortcutAgrees() throws {
        var random = LinearSequence(seed: 0x9E37_79B9)
        var shortcuts = 0
        var refusals = 0
        for _ in 0..<4000 {
            let text = (0..<(random.next() % 120)).map { _ in Self.pieces[random.next() % Self.pieces.count] }.joined()
            let limits = MarkdownLimits(
                maximumInlineMarkup: 1 + random.next() % 120, maximumTableColumns: 1 + random.next() % 24)
            var bytes = text
            let within = bytes.withUTF8 { MarkdownPrescan.isWithinLimitsEverywhere($0, limits: limits) }
            let lineByLine = Result { try MarkdownPrescan.checkEveryLine(text, limits: limits) }
            let checked = Result { try MarkdownPrescan.check(text, limits: limits) }
            if within {
                shortcuts += 1
                #expect(throws: Never.self, "\(text.debugDescription) \(limits)") { try lineByLine.get() }
            }
            if case .failure = lineByLine { refusals += 1 }
            #expect(
                String(describing: checked) == String(describing: lineByLine), "\(text.debugDescription) \(limits)")
        }
        // Both ways are taken often among the documents drawn.
        #expect(shortcuts > 500 && refusals > 500, "\(shortcuts) shortcuts, \(refusals) refusals")
    }

    @Test("Documents far from the limits take the shortcut; a long row or many markers do not")
    func shortcutTaken() {
        func within(_ text: String, _ limits: MarkdownLimits = .default) -> Bool {
            var text = text
            return text.withUTF8 { MarkdownPrescan.isWithinLimitsEverywhere($0, limits: limits) }
        }
        let table = "| Code | Symbol |\n|---|---|\n" + String(repeating: "| 3001 | `TCGB_ERROR_X` |\n", count: 100)
        #expect(within("# Guide\n\nText with **bold** and _words_.\n\n" + table))
        #expect(!within(String(repeating: "|", count: 300)))
        #expect(within(String(repeating: "|x\n", count: 300)))
        #expect(!within(String(repeating: "*", count: 5001)))
        // Sixteen bytes at a time and one at a time: at every length and place around a block.
        for length in 0..<40 {
            for place in 0..<length {
                var row = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                row[place] = UInt8(ascii: "|")
                let text = String(decoding: row, as: UTF8.self)
                #expect(!within(text, MarkdownLimits(maximumTableColumns: 1)), "\(length) \(place)")
                #expect(within(text, MarkdownLimits(maximumTableColumns: 2)), "\(length) \(place)")
                row[place] = UInt8(ascii: "_")
                let marked = String(decoding: row, as: UTF8.self)
                #expect(!within(marked + marked, MarkdownLimits(maximumInlineMarkup: 1)), "\(length) \(place)")
                #expect(within(marked + "\n" + marked, MarkdownLimits(maximumInlineMarkup: 2, maximumTableColumns: 1)))
            }
        }
        #expect(!within("a|b|c|d\n", MarkdownLimits(maximumTableColumns: 3)))
        #expect(within("a|b|c\nd|e|f\n", MarkdownLimits(maximumTableColumns: 3)))
    }
}
