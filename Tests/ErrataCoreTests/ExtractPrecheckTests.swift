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
            "> [Note]", "[Note] [Foo bar]", "[Foo]: url", "[Foo$1_x]", "[Foo] x:y", "[Foo", "[ Foo]", "[Foo ]",
            "[Foo.bar baz]", "[Foo(1) bar]", "[Foo[0] bar]", "[Foo\u{301} bar]", "[한국어 설명]", "[한국어 foo:1]",
            "[Ünïcode bar]", "[Foo] [bar baz:1]", "[[Foo] bar]", "[[foo bar] baz:1]",
        ]
        for line in lines {
            let fast = ObjCMessageSendParser.proseReferences(in: Substring(line))
            let full = ObjCMessageSendParser.sendsWithoutPrecheck(in: line).filter(
                ObjCMessageSendParser.isProseReference)
            #expect(fast == full, "\(line.debugDescription)")
        }
    }
}

/// The pre-check on a line's bytes answers as the two checks on its UTF-8 view it stands for.
@Suite("Prose reference pre-check on bytes")
struct ProseReferencePrecheckTests {
    @Test("On random lines, ignoring random brackets, the byte check agrees with the view checks")
    func bytesAgreeWithViews() {
        let pieces = [
            "[", "]", ":", " ", "\t", "\n", "A", "Foo", "b", "x y", "/", "(", "*", "&", "é", "한", "[[", "]]", "::",
            "https://a.b/c:d", "[Foo bar]", "[x y:1]", "[ ", " ]", "\u{3000}", "1", "_", "@", "[Note]", "$",
        ]
        var generator = SplitMix(seed: 0x5B5B)
        var checked = 0
        var agreedTrue = 0
        let edges = ["[:]", "[]:", ":[]", "[ :]", "]:[", "[\t:]", "[", "[ ", "[\tA", "[]", "[[:]]", "a[b]c:"]
        for round in 0..<6000 {
            // Lines in the middle of a larger text too, as a page's lines are.
            let line = round < edges.count * 2 ? edges[round / 2] : generator.text(of: pieces, fewerThan: 14)
            let text = round % 2 == 0 ? line : "ab\n" + line + "\ncd"
            let start = text.utf8.index(text.utf8.startIndex, offsetBy: round % 2 == 0 ? 0 : 3)
            let end = text.utf8.index(start, offsetBy: line.utf8.count)
            let substring = Substring(text.utf8[start..<end])
            let lineBytes = Array(substring.utf8)
            let brackets = lineBytes.indices.filter { lineBytes[$0] == UInt8(ascii: "[") }
            let ignored = brackets.filter { _ in generator.next() % 3 == 0 }
            let views =
                ObjCMessageSendParser.mayNameSelector(substring.utf8, ignoring: ignored)
                || ObjCMessageSendParser.mayStartCapitalReceiver(substring.utf8, ignoring: ignored)
            let bytes = ObjCMessageSendParser.mayReference(substring.utf8, ignoring: ignored)
            #expect(bytes == views, "\(line.debugDescription) ignoring \(ignored)")
            checked += 1
            if views { agreedTrue += 1 }
        }
        // Both answers are common among the lines drawn.
        #expect(agreedTrue > 1000 && checked - agreedTrue > 1000)
    }
}

/// Brackets the Markdown parser read as links and images are not sends in prose.
@Suite("Prose references and Markdown links")
struct ProseLinkBracketTests {
    @Test("Reference links, shortcut links and images are not API references; sends beside and inside them are")
    func linkBracketsLeftOut() throws {
        let facts = try Fixture.facts("prose-links.md")
        let references = facts.apis.filter { $0.kind == .reference }.map {
            "\($0.receiver ?? "-") \($0.selector) @\($0.location.line):\($0.location.column)"
        }
        #expect(
            references == [
                "TCGBGamebase initialize @5:6",
                "TCGBGamebase loginWithType: @5:51",
                "TCGBGamebase userID @6:48",
            ])
    }

    @Test("Two capitalised words in brackets are a label, not a send; acronyms and lowercase selectors are")
    func labelsAreNotReferences() throws {
        let facts = try Fixture.facts("prose-labels.md")
        let references = facts.apis.filter { $0.kind == .reference }.map { "\($0.receiver ?? "-") \($0.selector)" }
        #expect(references == ["XYZClient sharedClient", "NSUUID UUIDString"])
    }

    @Test("On random lines, ignoring random brackets, the pre-checks skip no line with a reference")
    func precheckSkipsNoReference() {
        let pieces = [
            "[", "]", ":", " ", "Foo", "bar", "x y", "(", "*", "é", "한", "[[", "]]", "https://a.b/c:d", "[Foo bar]",
            "[x y:1]", "[A b:c]", "(u)", "[see below]", "@",
        ]
        var generator = SplitMix(seed: 0x5E4D)
        var withReferences = 0
        for _ in 0..<3000 {
            let line = generator.text(of: pieces, fewerThan: 10)
            let utf8 = Array(line.utf8)
            let ignored = utf8.indices.filter { utf8[$0] == UInt8(ascii: "[") && generator.next() % 2 == 0 }
            let expected = ObjCMessageSendParser.sendsWithoutPrecheck(in: line).filter { send in
                let offset = String(Array(line).prefix(send.column - 1)).utf8.count
                return ObjCMessageSendParser.isProseReference(send) && !ignored.contains(offset)
            }
            let found = ObjCMessageSendParser.proseReferences(in: Substring(line), ignoringBracketsAt: ignored)
            #expect(found == expected, "\(line.debugDescription) ignoring \(ignored)")
            if !expected.isEmpty { withReferences += 1 }
        }
        #expect(withReferences > 300)
    }

    @Test("Ignoring brackets gives the full parse's sends at the other brackets, and its pre-check skips no other")
    func ignoredBrackets() {
        let lines = [
            "See [Login Guide][guide] and [TCGBGamebase userID].", "[Release Notes] [Foo bar:baz]",
            "[![Build Status][badge]][ci] ![Project Logo][logo]",
            "한국어 [로그인 가이드][g] [Login Guide][g] [TCGBGamebase userID]",
            "[the [TCGBGamebase loginWithType:] page](./login.md)", "[Foo bar] [Baz qux]", "[(Foo *)x bar] [Foo bar]",
            "[x y:1] [A b]", "é [A b] ü [C d]",
            "See [the docs](https://fastapi.tiangolo.com/) and [Starlette](https://www.starlette.io/).",
            "[the docs](https://x.io/) [Foo bar:baz] [a](http://y)", "[a](https://x) [b c:d](u)",
        ]
        var generator = SplitMix(seed: 0xB7AC)
        for line in lines {
            let utf8 = Array(line.utf8)
            let brackets = utf8.indices.filter { utf8[$0] == UInt8(ascii: "[") }
            for _ in 0..<16 {
                let ignored = brackets.filter { _ in generator.next() % 2 == 0 }
                let found = ObjCMessageSendParser.proseReferences(in: Substring(line), ignoringBracketsAt: ignored)
                let expected = ObjCMessageSendParser.sendsWithoutPrecheck(in: line).filter { send in
                    let offset = String(Array(line).prefix(send.column - 1)).utf8.count
                    return ObjCMessageSendParser.isProseReference(send) && !ignored.contains(offset)
                }
                #expect(found == expected, "\(line.debugDescription) ignoring \(ignored)")
            }
        }
        // A line of links whose URLs hold `:` is not tokenized when its links' brackets are ignored.
        let links = "See [the docs](https://fastapi.tiangolo.com/) and [Starlette](https://www.starlette.io/)."
        let bytes = Array(links.utf8)
        let brackets = bytes.indices.filter { bytes[$0] == UInt8(ascii: "[") }
        #expect(ObjCMessageSendParser.mayReference(Substring(links).utf8))
        #expect(!ObjCMessageSendParser.mayReference(Substring(links).utf8, ignoring: brackets))
        #expect(ObjCMessageSendParser.mayReference(Substring(links).utf8, ignoring: [brackets[1]]))
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

    @Test("A cell's list values: bytes and Characters agree")
    func listParts() {
        let pieces = [
            "a", "b c", "ios", "\"x\"", "“y”", "`z`", ", ", ",", "、", "，", "\n", " ", "\t", "'", "\"", "`", "가",
            "e\u{301}", "\r\n", "\r", "1", "-", " ,", "\u{00A0}", "\u{0B}",
        ]
        var generator = SplitMix(seed: 0x11A7)
        for _ in 0..<4000 {
            let cell = generator.text(of: pieces, fewerThan: 7)
            #expect(
                ParameterTableReader.listParts(cell) == ParameterTableReader.listPartsByCharacters(cell),
                "\(cell.debugDescription)")
        }
    }
}

/// A cell's `Type(ex: a, b)` split on bytes, as on Characters.
@Suite("Parenthesized cell fast path")
struct ParenthesizedCellFastPathTests {
    @Test("A cell's type and examples in parentheses: bytes and Characters agree")
    func parenthesized() {
        let pieces = [
            "String", "(", ")", "（", "）", "ex:", "EX:", "Ex.", "e.g.", "E.G.", "eg:", "eG:", "ex", "e", "x", "g",
            ":", ".", "\u{1A}", "\u{0E}", "예:", "例：", "如:", " ", "\t", "\n", "\u{0B}", "a", ", ", "e\u{301}",
            "\r\n", "1", "@", "`", "\u{3000}", "\u{00A0}", "\u{301}",
        ]
        var generator = SplitMix(seed: 0x9A2E)
        var split = 0
        for _ in 0..<6000 {
            // Mostly text, a parenthesis, text and a closing one, so that most cells are split.
            let cell =
                generator.text(of: pieces, fewerThan: 4) + generator.pick(["(", "（", "", "("])
                + generator.text(of: pieces, fewerThan: 6) + generator.pick([")", "）", "", ")"])
            let found = ParameterTableReader.parenthesized(cell)
            let expected = ParameterTableReader.parenthesizedByCharacters(cell)
            #expect(found?.head == expected?.head, "\(cell.debugDescription)")
            #expect(found?.inner == expected?.inner, "\(cell.debugDescription)")
            if expected != nil { split += 1 }
        }
        #expect(split > 1500)
        // The pre-check lets through every cell whose text before the parenthesis is a type name.
        var typed = 0
        for _ in 0..<6000 {
            let cell =
                generator.pick([
                    "String", "NSString *", " int", "가", "e\u{301}", "", "String가", "\u{3000}String", "String\u{00A0}",
                    "String\u{3000}\u{301}",
                ])
                + generator.text(of: pieces, fewerThan: 3) + generator.pick(["(", "（", "("])
                + generator.text(of: pieces, fewerThan: 4) + generator.pick([")", "）"])
            guard let split = ParameterTableReader.parenthesizedByCharacters(cell),
                ParameterTableReader.isTypeName(split.head)
            else { continue }
            typed += 1
            #expect(ParameterTableReader.typeMayPrecedeParenthesis(cell), "\(cell.debugDescription)")
        }
        #expect(typed > 500)
        #expect(ParameterTableReader.parenthesized("String(EX: japan, thailand)")?.inner == " japan, thailand")
    }
}

/// An error-table cell read as one symbol on bytes, as on Characters.
@Suite("Symbol cell fast path")
struct SymbolCellFastPathTests {
    @Test("A cell that is one symbol: bytes and Characters agree")
    func wholeSymbol() {
        let pieces = [
            "TCGB_ERROR", "_X", "\\_Y", "(3)", " (12)", "（7）", ")", "(", " ", "\t", "\n", "\r\n", "x", "**", "A1_B2",
            "\u{0B}", "\u{85}", "é", "\u{301}", "(-4)", "ab", "_", "\u{3000}",
        ]
        var generator = SplitMix(seed: 0x5EB0)
        var matched = 0
        for _ in 0..<12000 {
            let cell = generator.text(of: pieces, fewerThan: 6)
            let trimmed = cell.trimmingWhitespace()
            let found = SymbolScanner.matches(in: trimmed)
            guard found.count == 1, let match = found.first, match.characterOffset == 0 else {
                #expect(SymbolScanner.wholeSymbol(cell) == nil, "\(cell.debugDescription)")
                continue
            }
            let expected = SymbolScanner.wholeSymbolByCharacters(trimmed, match: match)
            #expect(SymbolScanner.wholeSymbol(cell) == expected, "\(cell.debugDescription)")
            if expected != nil { matched += 1 }
        }
        #expect(matched > 300)
    }
}
