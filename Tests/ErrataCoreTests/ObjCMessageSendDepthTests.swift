import Foundation
import Testing

@testable import ErrataCore

/// The message-send reader recurses once per group it opens, up to
/// ``ObjCMessageSendParser/maximumDepth`` groups deep; deeper ones are read flat. These inputs
/// drive every recursive path to that depth and far beyond, on a thread with a 1 MiB stack
/// (see ``SmallStack``), so a stack overflow here would crash the test run.
@Suite("Objective-C sends nested without end")
struct ObjCMessageSendDepthTests {
    /// Each input repeats one opening pattern `count` times, so that every level takes the same
    /// recursive path: `readBracket` → `readReceiver` → `readPrimary` → `readBracket` for `[[`,
    /// → `readArgument` → `readItem` for `[a b:[`, → `readGroup` for `[(`, and so on.
    static let patterns: [(name: String, opener: String, closer: String)] = [
        ("brackets", "[", "]"),
        ("keyword arguments", "[a b:", "]"),
        ("second keyword arguments", "[a b:c d:", "]"),
        ("parenthesized receivers", "[(", ")]"),
        ("casts", "[(NSString *)", "]"),
        ("boxed literals", "@[", "]"),
        ("blocks", "[a b:^{", "}]"),
        ("postfix subscripts", "[a[", "]"),
        ("parentheses and braces", "({", "})"),
        ("unary receivers", "[[a b]c:", "]"),
    ]

    static let count = 20_000

    @Test("Nesting 20,000 deep, opened and never closed, is read on a 1 MiB stack", arguments: patterns)
    func unclosed(_ pattern: (name: String, opener: String, closer: String)) {
        let text = String(repeating: pattern.opener, count: Self.count) + "x y"
        _ = SmallStack.run { ObjCMessageSendParser.sends(in: text).count }
    }

    @Test("Nesting 20,000 deep, closed, is read on a 1 MiB stack", arguments: patterns)
    func closed(_ pattern: (name: String, opener: String, closer: String)) {
        let text =
            String(repeating: pattern.opener, count: Self.count) + "x y"
            + String(repeating: pattern.closer, count: Self.count)
        _ = SmallStack.run { ObjCMessageSendParser.sends(in: text).count }
    }

    @Test("At exactly the maximum depth, a send is still read as a send")
    func atTheLimit() {
        let depth = ObjCMessageSendParser.maximumDepth
        let text = String(repeating: "[a b:", count: depth - 1) + "[x y]" + String(repeating: "]", count: depth - 1)
        let found = SmallStack.run { ObjCMessageSendParser.sends(in: text) }
        #expect(found.count == depth)
        #expect(found.contains { $0.receiver == "x" && $0.selector == "y" })
    }
}
