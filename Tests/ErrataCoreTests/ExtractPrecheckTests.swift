import ErrataMarkdown
import Foundation
import Testing

@testable import ErrataCore

/// The byte pre-checks of extraction never drop what the full reading finds: API references in
/// prose, lists in parameter tables.
@Suite("Prose references fast path")
struct ProseReferenceFastPathTests {
    @Test("Every line of every fixture and guide, and lines made for the pre-check, give the sends of the full parse")
    func proseReferences() {
        let root = Bundle.module.resourceURL!.appendingPathComponent("Fixtures").path
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        var lines = files.filter { $0.hasSuffix(".md") }.flatMap { file -> [String] in
            let text = (try? String(contentsOfFile: root + "/" + file, encoding: .utf8)) ?? ""
            return MarkdownDocument.splitLines(text).map(String.init)
        }
        // And every line of the guides in docs-src/.
        let docs = SeedGuidesTests.projectRoot + "/docs-src"
        let guides = FileManager.default.enumerator(atPath: docs)?.compactMap { $0 as? String } ?? []
        lines += guides.filter { $0.hasSuffix(".md") }.flatMap { file -> [String] in
            let text = (try? String(contentsOfFile: docs + "/" + file, encoding: .utf8)) ?? ""
            return MarkdownDocument.splitLines(text).map(String.init)
        }
        #expect(lines.count > 2000)
        lines += [
            "See [the guide](guide.md) and [TCGBGamebase loginWithType:x completion:nil].",
            "Call [TCGBGamebase userID] first.", "[see below]", "[see below:]", "[ Foo bar]", "[\tfoo bar]",
            "[/* c */ Foo bar]", "[(Foo *)x bar]", "[[Foo alloc] init]", "[[foo alloc] init]", "[Éclair taste]",
            "[ébauche taste]", "[링크 열기](url)", "[x y:1]", "[@\"Foo\" length]", "[self.Foo bar]", "a: [foo bar]",
            "[the guide](https://example.com/a:b)", "Note: [see below]", "[x](y) and [foo bar:baz]",
            "[a] : [b c]", "]: [a b", "[a b]: c",
            "[(id)Foo bar]", "[ (id) Foo bar]", "[*Foo bar]", "[&Foo bar]", "[**(Foo *)Bar baz]", "[foo (Bar)]",
        ]
        for line in lines {
            let fast = ObjCMessageSendParser.proseReferences(in: Substring(line))
            let full = ObjCMessageSendParser.sendsWithoutPrecheck(in: line).filter(
                ObjCMessageSendParser.isProseReference)
            #expect(fast == full, "\(line.debugDescription)")
        }
    }
}

/// The byte pre-check of list cells in parameter tables never rejects a cell the full reading
/// takes as a list.
@Suite("Parameter list fast path")
struct ParameterListFastPathTests {
    @Test("A cell the byte check calls no list is no list when read in full")
    func cannotBeList() {
        let pieces = [
            "a", "b c", "ios", "android", "\"x\"", "“y”", "`z`", ", ", "、", "，", "\n", " ", "\u{3000}", "가", "漢",
            "かな", "e\u{301}", "a\u{301} ", " \u{301}b", "ꀀ", "1", "-", "'q'", "\t", "\u{00A0}",
        ]
        var cells: [String] = []
        // Every sequence of up to three pieces.
        for a in pieces {
            cells.append(a)
            for b in pieces {
                cells.append(a + b)
                for c in pieces { cells.append(a + b + c) }
            }
        }
        var rejected = 0
        for cell in cells where ParameterTableReader.cannotBeList(cell) {
            rejected += 1
            #expect(!ParameterTableReader.isList(ParameterTableReader.listParts(cell)), "\(cell.debugDescription)")
        }
        #expect(rejected > 1000)
    }
}
