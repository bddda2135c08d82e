import Testing

@testable import ErrataCore

@Suite("exclude patterns")
struct PathPatternTests {
    func matches(_ pattern: String, _ path: String) throws -> Bool {
        try #require(PathPattern(pattern)).matches(path)
    }

    @Test("A name without '/' matches a file or folder of that name at any depth")
    func names() throws {
        #expect(try matches("_*.md", "_partial.md"))
        #expect(try matches("_*.md", "gamebase/ko/_partial.md"))
        #expect(try matches("drafts", "gamebase/ko/drafts/login.md"))
        #expect(try matches("drafts/", "gamebase/drafts/ko/login.md"))
        #expect(try matches("login.?d", "gamebase/ko/login.md"))
        #expect(try matches("[lm]ogin.md", "gamebase/ko/login.md"))
        #expect(try !matches("_*.md", "gamebase/ko/login_.md"))
        #expect(try !matches("drafts", "gamebase/ko/drafts.md"))
        #expect(try !matches("*.md", "gamebase/ko/login.markdown"))
    }

    @Test("A path is anchored at the docs folder; '*' stays within a name; a folder holds what is below it")
    func paths() throws {
        #expect(try matches("gamebase/ko", "gamebase/ko/login.md"))
        #expect(try matches("gamebase/ko/", "gamebase/ko/sub/login.md"))
        #expect(try matches("*/ko/login.md", "gamebase/ko/login.md"))
        #expect(try matches("gamebase/*/old", "gamebase/ja/old/a.md"))
        #expect(try !matches("ko/login.md", "gamebase/ko/login.md"))
        #expect(try !matches("gamebase/*", "other/gamebase/x.md"))
        #expect(try !matches("gamebase/ko/login.md", "gamebase/ko"))
        #expect(try !matches("*/login.md", "gamebase/ko/login.md"))
    }

    @Test("'**' stands for any number of folders, none included")
    func doubleStar() throws {
        #expect(try matches("**/drafts", "drafts/a.md"))
        #expect(try matches("**/drafts", "gamebase/ko/drafts/a.md"))
        #expect(try matches("gamebase/**/internal/*.md", "gamebase/internal/a.md"))
        #expect(try matches("gamebase/**/internal/*.md", "gamebase/ko/v1/internal/a.md"))
        #expect(try matches("gamebase/**/**/x.md", "gamebase/x.md"))
        #expect(try matches("gamebase/**", "gamebase/ko/a.md"))
        #expect(try matches("**", "a.md"))
        #expect(try !matches("gamebase/**/internal/*.md", "gamebase/ko/internal/v/a.md"))
        #expect(try !matches("gamebase/**/internal", "other/ko/internal/a.md"))
        // Many stars on a deep path: linear in the path for each star, not exponential.
        let deep = Array(repeating: "a", count: 200).joined(separator: "/") + "/b.md"
        #expect(try !matches(Array(repeating: "**/a", count: 50).joined(separator: "/") + "/c.md", deep))
        #expect(try matches(Array(repeating: "**/a", count: 50).joined(separator: "/") + "/b.md", deep))
    }

    @Test("Patterns that cannot name a path inside the docs folder are refused")
    func invalid() {
        for text in ["", "/", "/abs", "../x", "a/../b", "a/./b", "./a", "a//b", "a\\b", "."] {
            #expect(PathPattern(text) == nil, "\(text)")
        }
    }
}
