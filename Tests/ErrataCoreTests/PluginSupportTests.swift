import ErrataCore
import ErrataPluginSupport
import Foundation
import Testing

/// What errata's SwiftPM plugins work out before they run errata (`Sources/ErrataPluginSupport`,
/// which each plugin compiles through a symbolic link).
@Suite("The plugins' shared logic")
struct PluginSupportTests {
    /// A fresh folder, removed by the caller.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "errata-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test("The build plugin's inputs are the pages the loader reads, of every file kind, and the config")
    func inputsAgreeWithLoader() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let config = "version: 1\nproducts:\n  demo:\n    source: ko\n    languages: {ko: ko, en: en}\n"
        try Self.write(config, "errata.yml", in: root)
        let page = "# Errors\n\n| Error | Error Code | Description |\n| --- | --- | --- |\n| E\\_ONE | 1 | One. |\n"
        // One page of each extension, in both cases; then files the loader does not read.
        for (index, fileExtension) in PageFiles.extensions.enumerated() {
            for language in ["ko", "en"] {
                try Self.write(page, "docs-src/demo/\(language)/page\(index).\(fileExtension)", in: root)
                try Self.write(
                    page, "docs-src/demo/\(language)/upper/page\(index).\(fileExtension.uppercased())", in: root)
            }
        }
        for other in ["docs-src/demo/ko/notes.txt", "docs-src/demo/ko/.draft.md", "docs-src/demo/en/.cache/old.mdx"] {
            try Self.write(page, other, in: root)
        }
        let loaded = try ConfigLoader().load(path: nil, in: root.path)
        let discovered = try SourceLoader().discover(loaded)
        #expect(discovered.allSatisfy { $0.failure == nil })
        let pages = discovered.flatMap(\.pages).map(\.relativePath)
        let inputs = PluginSupport.inputFiles(in: root).map { String($0.path.dropFirst(root.path.count + 1)) }
        #expect(inputs.first == "errata.yml")
        #expect(Set(inputs.dropFirst()) == Set(pages))
        #expect(pages.count == PageFiles.extensions.count * 4)
        #expect(inputs.contains("docs-src/demo/en/page2.mdx") && inputs.contains("docs-src/demo/ko/upper/page2.MDX"))
    }

    @Test("Each plugin compiles the shared sources the tests import")
    func pluginsLinkSharedSources() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let shared = repository.appending(path: "Sources/ErrataPluginSupport").resolvingSymlinksInPath().path
        let plugins = try FileManager.default.contentsOfDirectory(atPath: repository.appending(path: "Plugins").path)
        #expect(plugins.sorted() == ["ErrataBuildPlugin", "ErrataCheckPlugin", "ErrataGeneratePlugin"])
        for plugin in plugins {
            let link = repository.appending(path: "Plugins/\(plugin)/ErrataPluginSupport")
            #expect(link.resolvingSymlinksInPath().path == shared, "\(plugin)")
        }
    }

    @Test("Command plugins find errata.yml in the package's folder and its targets' folders")
    func configSearch() throws {
        let package = try Self.folder()
        defer { try? FileManager.default.removeItem(at: package) }
        let targets = ["App", "Errors", "More"].map {
            PluginSupport.Target(name: $0, directory: package.appending(path: "Sources/\($0)"))
        }
        for target in targets {
            try FileManager.default.createDirectory(at: target.directory, withIntermediateDirectories: true)
        }
        #expect(throws: PluginSupportError.self) {
            try PluginSupport.runs(packageDirectory: package, targets: targets, arguments: [])
        }
        try Self.write("", "Sources/Errors/errata.yml", in: package)
        try Self.write("", "Sources/More/errata.yml", in: package)
        let all = try PluginSupport.runs(
            packageDirectory: package, targets: targets, arguments: ["--format", "github"])
        #expect(all.map(\.config) == ["Sources/Errors/errata.yml", "Sources/More/errata.yml"])
        #expect(all.map(\.target) == ["Errors", "More"])
        #expect(all.allSatisfy { $0.arguments == ["--format", "github"] })

        try Self.write("", "errata.yml", in: package)
        let withRoot = try PluginSupport.runs(packageDirectory: package, targets: targets, arguments: [])
        #expect(withRoot.map(\.config) == ["errata.yml", "Sources/Errors/errata.yml", "Sources/More/errata.yml"])

        let one = try PluginSupport.runs(
            packageDirectory: package, targets: targets, arguments: ["--target", "More", "--quiet"])
        #expect(one.map(\.config) == ["Sources/More/errata.yml"])
        #expect(one.first?.arguments == ["--quiet"])
        #expect(throws: PluginSupportError.self) {
            try PluginSupport.runs(packageDirectory: package, targets: targets, arguments: ["--target", "App"])
        }
        #expect(throws: PluginSupportError.self) {
            try PluginSupport.runs(packageDirectory: package, targets: targets, arguments: ["--target=Nope"])
        }

        let given = try PluginSupport.runs(
            packageDirectory: package, targets: targets, arguments: ["--config", "x/errata.yml"])
        #expect(given == [PluginSupport.Run(config: nil, target: nil, arguments: ["--config", "x/errata.yml"])])
    }
}
