import Foundation
import Testing

@testable import ErrataCore

@Suite("Writing outputs all at once")
struct OutputWriterTests {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "errata-writer-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func attributes(_ path: String) throws -> (Date, Int) {
        let attributes = try FileManager.default.attributesOfItem(atPath: root + "/" + path)
        return (attributes[.modificationDate] as! Date, (attributes[.systemFileNumber] as! NSNumber).intValue)
    }

    @Test("Unchanged files keep their inode and time; changed files are rewritten; stale files go")
    func unchangedFilesAreKept() throws {
        let writer = OutputWriter(root: root)
        try writer.replace(
            folder: "Demo",
            with: [
                OutputFile(path: "a.txt", text: "one"), OutputFile(path: "sub/b.txt", text: "two"),
                OutputFile(path: "stale.txt", text: "old"),
            ])
        let before = try attributes("Demo/a.txt")
        Thread.sleep(forTimeInterval: 0.02)
        let summary = try writer.replace(
            folder: "Demo",
            with: [OutputFile(path: "a.txt", text: "one"), OutputFile(path: "sub/b.txt", text: "changed")])
        #expect(summary.unchanged == ["a.txt"])
        #expect(summary.written == ["sub/b.txt"])
        #expect(summary.removed == ["stale.txt"])
        let after = try attributes("Demo/a.txt")
        #expect(before.0 == after.0)
        #expect(before.1 == after.1)
        #expect(try String(contentsOfFile: root + "/Demo/sub/b.txt", encoding: .utf8) == "changed")
        #expect(!FileManager.default.fileExists(atPath: root + "/Demo/stale.txt"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["Demo"])
    }

    @Test("A second identical write touches nothing")
    func identicalWrite() throws {
        let writer = OutputWriter(root: root)
        let files = [OutputFile(path: "a.txt", text: "one")]
        try writer.replace(folder: "Demo", with: files)
        let before = try attributes("Demo")
        let summary = try writer.replace(folder: "Demo", with: files)
        #expect(summary.written.isEmpty)
        #expect(try attributes("Demo").1 == before.1)
    }

    @Test("Leftovers of a killed run are cleaned up, and an old folder moved aside is put back")
    func recovery() throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: root + "/.errata-staging-Demo", withIntermediateDirectories: true)
        try fileManager.createDirectory(atPath: root + "/.errata-old-Demo", withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: root + "/.errata-old-Demo/a.txt"))
        let summary = try OutputWriter(root: root).replace(
            folder: "Demo", with: [OutputFile(path: "a.txt", text: "old")])
        #expect(summary.unchanged == ["a.txt"])
        #expect(try fileManager.contentsOfDirectory(atPath: root) == ["Demo"])
    }

    @Test("Paths that leave the folder are refused before anything is written")
    func escapingPaths() {
        let writer = OutputWriter(root: root)
        for path in ["../x.txt", "/etc/x", "a/../../x"] {
            #expect(throws: InputError.self) {
                try writer.replace(folder: "Demo", with: [OutputFile(path: path, text: "x")])
            }
        }
        #expect(throws: InputError.self) { try writer.replace(folder: "..", with: []) }
        #expect((try? FileManager.default.contentsOfDirectory(atPath: root)) == [])
    }
}
