import Foundation
import Testing

@testable import ErrataCore

@Suite("Writing outputs all at once")
final class OutputWriterTests {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "errata-writer-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// Each test gets its own instance, so each removes its own folder.
    deinit {
        try? FileManager.default.removeItem(atPath: root)
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

    // MARK: - Without an atomic exchange

    /// Every file under `folder` (relative to the root), with its contents.
    /// The manifest is left out: it is errata's own record of the files.
    func snapshot(_ folder: String) -> [String: Data] {
        let path = root + "/" + folder
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return files }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isDirectory),
                !isDirectory.boolValue, relative != OutputWriter.manifestName
            {
                files[relative] = FileManager.default.contents(atPath: path + "/" + relative)
            }
        }
        return files
    }

    static let oldFiles = [
        OutputFile(path: "a.txt", text: "one"), OutputFile(path: "sub/b.txt", text: "two"),
        OutputFile(path: "stale.txt", text: "old"),
    ]
    static let newFiles = [OutputFile(path: "a.txt", text: "one"), OutputFile(path: "sub/b.txt", text: "changed")]

    static func expected(_ files: [OutputFile]) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    /// The error a test throws to stop a write, as a kill would.
    struct Stop: Error {}

    @Test("The two-rename fallback writes what the atomic exchange writes, and leaves nothing behind")
    func renamesFallback() throws {
        var writer = OutputWriter(root: root)
        writer.exchange = .renames
        let steps = StepLog()
        writer.afterRename = { steps.append($0) }
        try writer.replace(folder: "Demo", with: Self.oldFiles)
        #expect(steps.values.isEmpty, "a first write has no old folder to move aside")
        let before = try attributes("Demo/a.txt")
        let summary = try writer.replace(folder: "Demo", with: Self.newFiles)
        #expect(steps.values == [1, 2])
        #expect(summary.unchanged == ["a.txt"] && summary.written == ["sub/b.txt"] && summary.removed == ["stale.txt"])
        #expect(snapshot("Demo") == Self.expected(Self.newFiles))
        #expect(try attributes("Demo/a.txt").1 == before.1, "the unchanged file is the same inode")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["Demo"])
    }

    @Test(
        "A fallback write stopped after either rename leaves the old set or the new one, and the next run recovers",
        arguments: [1, 2])
    func renamesFallbackStopped(after step: Int) throws {
        var writer = OutputWriter(root: root)
        writer.exchange = .renames
        try writer.replace(folder: "Demo", with: Self.oldFiles)
        writer.afterRename = { if $0 == step { throw Stop() } }
        #expect(throws: Stop.self) { try writer.replace(folder: "Demo", with: Self.newFiles) }

        let fileManager = FileManager.default
        let entries = try fileManager.contentsOfDirectory(atPath: root)
        let old = try #require(entries.first { $0.hasPrefix(".errata-old-") })
        #expect(OutputWriter.folderName(leftover: String(old.dropFirst(".errata-old-".count))) == "Demo")
        if step == 1 {
            // Between the renames the folder is missing; the old set waits beside it, whole.
            let staging = try #require(entries.first { $0.hasPrefix(".errata-staging-") })
            #expect(!fileManager.fileExists(atPath: root + "/Demo"))
            #expect(snapshot(old) == Self.expected(Self.oldFiles))
            #expect(snapshot(staging) == Self.expected(Self.newFiles))
        } else {
            #expect(snapshot("Demo") == Self.expected(Self.newFiles))
            #expect(snapshot(old) == Self.expected(Self.oldFiles))
        }

        // The next run, whatever it writes, starts from exactly the old set or exactly the new one.
        let recovered = step == 1 ? Self.oldFiles : Self.newFiles
        let next = try OutputWriter(root: root).replace(folder: "Demo", with: recovered)
        #expect(next.written.isEmpty && next.removed.isEmpty, "\(next)")
        #expect(snapshot("Demo") == Self.expected(recovered))
        #expect(try fileManager.contentsOfDirectory(atPath: root) == ["Demo"])
    }

    @Test("An exchange that fails for another reason than lacking support is reported; nothing is moved aside")
    func exchangeFailure() throws {
        var writer = OutputWriter(root: root)
        try writer.replace(folder: "Demo", with: Self.oldFiles)
        // The folder vanishes just before the exchange, as if another program moved it: ENOENT.
        let elsewhere = root + "/elsewhere"
        writer.beforeExchange = { try? FileManager.default.moveItem(atPath: $0, toPath: elsewhere) }
        #expect(throws: InputError.self) { try writer.replace(folder: "Demo", with: Self.newFiles) }
        #expect(snapshot("elsewhere") == Self.expected(Self.oldFiles), "the folder moved away is untouched")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["elsewhere"], "nothing left behind")
    }

    @Test("A fallback whose second rename fails puts the old folder back")
    func fallbackRollback() throws {
        var writer = OutputWriter(root: root)
        writer.exchange = .renames
        try writer.replace(folder: "Demo", with: Self.oldFiles)
        let root = self.root
        writer.afterRename = { step in
            guard step == 1 else { return }
            // The staged folder disappears: the second rename fails (ENOENT).
            for entry in try FileManager.default.contentsOfDirectory(atPath: root)
            where entry.hasPrefix(".errata-staging-") {
                try FileManager.default.removeItem(atPath: root + "/" + entry)
            }
        }
        #expect(throws: InputError.self) { try writer.replace(folder: "Demo", with: Self.newFiles) }
        #expect(snapshot("Demo") == Self.expected(Self.oldFiles))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["Demo"])
    }

    @Test("A write that fails while staging removes what it staged")
    func stagingFailure() throws {
        var writer = OutputWriter(root: root)
        try writer.replace(folder: "Demo", with: Self.oldFiles)
        // A file where the staged folder needs a subfolder: writing `sub/b.txt` fails.
        writer.beforeStaging = { staging in
            _ = FileManager.default.createFile(atPath: staging + "/sub", contents: Data("x".utf8))
        }
        #expect(throws: (any Error).self) { try writer.replace(folder: "Demo", with: Self.newFiles) }
        #expect(snapshot("Demo") == Self.expected(Self.oldFiles))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["Demo"])
    }

    @Test("Leftover names give back their product folder, with or without a run name")
    func leftoverNames() {
        #expect(OutputWriter.folderName(leftover: "123-0badcafe-Demo") == "Demo")
        #expect(OutputWriter.folderName(leftover: "123-0badcafe-My-App") == "My-App")
        #expect(OutputWriter.folderName(leftover: "Demo") == "Demo")
        #expect(OutputWriter.folderName(leftover: "My-App-x") == "My-App-x")
    }

    @Test("SHA-256 gives the standard digests")
    func sha256() {
        #expect(OutputWriter.sha256(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            OutputWriter.sha256(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            OutputWriter.sha256(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            OutputWriter.sha256(Data(repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}

/// The steps a fallback write reported, in order.
private final class StepLog: @unchecked Sendable {
    private let lock = NSLock()
    private var steps: [Int] = []

    func append(_ step: Int) {
        lock.lock()
        steps.append(step)
        lock.unlock()
    }

    var values: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return steps
    }
}
