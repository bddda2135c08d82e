import Foundation
import Testing

@testable import ErrataCore

/// Paths followed through their links, and pages read only as the files discovery found.
@Suite("Safe paths and page reads")
struct SafePathTests {
    /// A fresh folder (its real path), removed by the caller.
    private static func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("errata-safepath-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return try #require(SafePath.realPath(url.path))
    }

    private static func link(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    @Test("A path is followed through the links of its existing part, then the rest is appended")
    func realPathFollowsExistingPart() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/real/inner", withIntermediateDirectories: true)
        try Self.link(root + "/out", to: root + "/real")
        #expect(SafePath.realPath(root + "/real/inner") == root + "/real/inner")
        #expect(SafePath.realPath(root + "/out") == root + "/real")
        #expect(SafePath.realPath(root + "/out/generated/deep") == root + "/real/generated/deep")
        #expect(SafePath.realPath(root + "/out/./generated") == root + "/real/generated")
        #expect(SafePath.realPath(root + "/missing/x") == root + "/missing/x")
        // `..` in the existing part is the kernel's, after the link; in the missing part, refused.
        #expect(SafePath.realPath(root + "/out/inner/..") == root + "/real")
        #expect(SafePath.realPath(root + "/missing/../x") == nil)
    }

    @Test("A path through a link that leads nowhere cannot be followed; one below a file is itself")
    func realPathRefusesDanglingLinks() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.link(root + "/dangling", to: root + "/not-yet")
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/file"))
        #expect(SafePath.realPath(root + "/dangling") == nil)
        #expect(SafePath.realPath(root + "/dangling/generated") == nil)
        #expect(SafePath.realPath(root + "/file/generated") == root + "/file/generated")
    }

    @Test("The reader refuses a link when it is not to follow links, and reads through one when it is")
    func readerRefusesLink() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("# Secret\n".utf8).write(to: URL(fileURLWithPath: root + "/secret.md"))
        try Self.link(root + "/page.md", to: root + "/secret.md")
        let error = #expect(throws: InputError.self) {
            try BoundedFileReader.read(
                root + "/page.md", displayPath: "page.md", noun: "page", maxBytes: 100, limitName: "a limit",
                followingLinks: false)
        }
        #expect(error?.location.path == "page.md")
        #expect(error?.message.contains("symbolic link") == true, "\(String(describing: error))")
        let data = try BoundedFileReader.read(
            root + "/page.md", displayPath: "page.md", noun: "page", maxBytes: 100, limitName: "a limit")
        #expect(data == Data("# Secret\n".utf8))
    }

    /// A project with product `p`, language `en`, one page `a.md`; its config.
    private static func project(_ root: String) throws -> Config {
        try FileManager.default.createDirectory(atPath: root + "/docs-src/p/en", withIntermediateDirectories: true)
        try Data("# A\n\nText.\n".utf8).write(to: URL(fileURLWithPath: root + "/docs-src/p/en/a.md"))
        let yaml = "products:\n  p:\n    source: en\n    languages: {en: en}\n"
        return try ConfigLoader().parse(yaml, path: "errata.yml", root: root)
    }

    @Test("A page swapped for a link after discovery is refused when read, naming the page; its target is not read")
    func pageSwappedForLink() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let config = try Self.project(root)
        let pages = try SourceLoader().discover(config).flatMap(\.pages)
        let page = try #require(pages.first)
        #expect(page.target == nil)
        try Data("# Secret\n\nNot a page.\n".utf8).write(to: URL(fileURLWithPath: root + "/secret.md"))
        try FileManager.default.removeItem(atPath: root + "/docs-src/p/en/a.md")
        try Self.link(root + "/docs-src/p/en/a.md", to: root + "/secret.md")
        let error = #expect(throws: InputError.self) { try SourceLoader().read(page, config: config) }
        #expect(error?.location.path == "docs-src/p/en/a.md")
        #expect(error?.message.contains("symbolic link") == true, "\(String(describing: error))")
    }

    @Test("A page found as a link inside the docs folder is read at the target checked then")
    func pageLinkReadAtTarget() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let config = try Self.project(root)
        try Data("# B\n\nOther.\n".utf8).write(to: URL(fileURLWithPath: root + "/docs-src/b.txt"))
        try Self.link(root + "/docs-src/p/en/b.md", to: "../../b.txt")
        let pages = try SourceLoader().discover(config).flatMap(\.pages)
        let page = try #require(pages.first { $0.page == "b" })
        #expect(page.target == root + "/docs-src/b.txt")
        #expect(try SourceLoader().read(page, config: config).text == "# B\n\nOther.\n")
    }

    @Test("--docs must be a relative path inside the project")
    func docsOverrideContained() throws {
        let yaml = "products:\n  p:\n    source: en\n    languages: {en: en}\n"
        for value in ["../docs", "/tmp", "a/../../b"] {
            let error = #expect(throws: InputError.self) {
                try ConfigLoader().parse(
                    yaml, path: "errata.yml", root: "/project", overrides: .init(docsFolder: value))
            }
            #expect(error?.location.path == "--docs", "\(value)")
        }
        let config = try ConfigLoader().parse(
            yaml, path: "errata.yml", root: "/project", overrides: .init(docsFolder: "guides"))
        #expect(config.docsFolder == "guides" && config.docsFromCommandLine)
    }

    @Test("The output root from --output is held to the project as the config's is")
    func outputOverrideContained() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var config = try Self.project(root + "/project")
        config.outputFromCommandLine = true
        for outside in [root + "/elsewhere", root + "/project", "/"] {
            config.outputFolder = outside
            let error = #expect(throws: InputError.self) { try config.resolvedOutputRoot() }
            #expect(error?.location.path == "--output", "\(outside)")
        }
        config.outputFolder = root + "/project/out"
        #expect(try config.resolvedOutputRoot() == root + "/project/out")
    }
}
