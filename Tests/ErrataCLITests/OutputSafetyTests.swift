import ErrataTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// No run may lose a user's files or leave half an output: runs at once take turns, a stopped
/// run is finished by the next one whatever it is asked, errata replaces only folders it wrote,
/// and a write that fails leaves nothing behind. Every test runs the real `errata`.
@Suite("errata never loses a user's files nor leaves half an output")
struct OutputSafetyTests {
    /// Holds the output root's lock as another run would, from this process.
    final class HeldLock {
        let descriptor: Int32

        init(root: URL) throws {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            descriptor = open(root.appendingPathComponent(".errata.lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else {
                throw ErrataRunner.HarnessError(description: "cannot lock: \(String(cString: strerror(errno)))")
            }
            let text = "\(getpid())\n"
            _ = text.withCString { write(descriptor, $0, strlen($0)) }
        }

        func release() {
            close(descriptor)
        }
    }

    /// Entries of the output root that are not product folders.
    static func leftovers(_ runner: ErrataRunner, products: [String]) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: runner.url("generated").path)
            .filter { !products.contains($0) }.sorted()
    }

    @Test("Six builds at once of a changed project all exit 0 and leave every product folder whole and right")
    func concurrentBuilds() throws {
        let runner = try ErrataRunner()
        let reference = try ErrataRunner()
        func write(version: Int, into project: ErrataRunner) throws {
            for file in KillTests.files(version: version) { try project.write(file.text, to: file.path) }
        }
        for round in 1...2 {
            let version = round == 1 ? 2 : 1
            try write(version: version == 1 ? 2 : 1, into: runner)
            if round == 1 { try #require(try runner.build(["--quiet"]).exitCode == 0) }
            try write(version: version, into: runner)
            try write(version: version, into: reference)
            try #require(try reference.build(["--quiet"]).exitCode == 0)
            let expected = try KillTests.outputs(reference)

            let processes = try (0..<6).map { index in
                try Subprocess.start(
                    try ErrataRunner.binary().path, ["build", "--quiet"], directory: runner.project.path,
                    standardError: runner.sandbox.appendingPathComponent("stderr-\(round)-\(index).txt").path)
            }
            for (index, process) in processes.enumerated() {
                let end = process.wait()
                let stderr =
                    (try? String(
                        contentsOf: runner.sandbox.appendingPathComponent("stderr-\(round)-\(index).txt"),
                        encoding: .utf8)) ?? ""
                #expect(!end.signaled && end.status == 0, "round \(round), build \(index): \(stderr)")
            }
            #expect(
                try KillTests.outputs(runner) == expected, "round \(round): the product folders are not the build's")
            #expect(try Self.leftovers(runner, products: KillTests.products) == [], "round \(round)")
        }
    }

    @Test("A build that cannot get the lock in time exits 2 naming the holder, and writes nothing")
    func lockTimeout() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        let lock = try HeldLock(root: runner.url("generated"))
        let started = Date()
        let result = try runner.build(environment: ["ERRATA_LOCK_TIMEOUT": "0.3"])
        let waited = Date().timeIntervalSince(started)
        lock.release()
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stderr.contains("process \(getpid())"), "\(result.stderr)")
        #expect(result.stderr.contains("ERRATA_LOCK_TIMEOUT"), "\(result.stderr)")
        #expect(result.stderr.contains("generated/.errata.lock"), "\(result.stderr)")
        #expect(waited >= 0.3)
        #expect(!runner.exists("generated/Demo"))

        let next = try runner.build()
        #expect(next.exitCode == 0, "\(next.stderr)")
        #expect(try Self.leftovers(runner, products: ["Demo"]) == [], "the lock file is removed after the run")
    }

    @Test("A build waits for the run holding the lock, says so, and writes once it lets go")
    func waitsForTheLock() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        let lock = try HeldLock(root: runner.url("generated"))
        let stderrPath = runner.sandbox.appendingPathComponent("stderr-wait.txt").path
        let process = try Subprocess.start(
            try ErrataRunner.binary().path, ["build"], directory: runner.project.path, standardError: stderrPath)
        let deadline = Date().addingTimeInterval(30)
        var stderr = ""
        while Date() < deadline, !stderr.contains("waiting") {
            usleep(20_000)
            stderr = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
        }
        #expect(!runner.exists("generated/Demo"), "nothing is written while another run holds the lock")
        lock.release()
        let end = process.wait()
        stderr = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
        #expect(end.status == 0 && !end.signaled, "\(stderr)")
        #expect(stderr.contains("waiting for process \(getpid())"), "\(stderr)")
        #expect(runner.exists("generated/Demo/Swift/DemoError.swift"))
    }

    /// Builds the demo, then leaves `generated/` as a build killed between its two renames does:
    /// the product folder moved aside, no product folder.
    private func builtAndStopped() throws -> (ErrataRunner, [String: Data]) {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        try #require(try runner.build().exitCode == 0)
        let built = try runner.snapshot("generated/Demo")
        try FileManager.default.moveItem(
            at: runner.url("generated/Demo"), to: runner.url("generated/.errata-old-4242-0badcafe-Demo"))
        try runner.write("", to: "generated/.errata-staging-4242-0badcafe-Demo/Swift/DemoError.swift")
        return (runner, built)
    }

    @Test("A build refused for a bad page first puts back the folder a stopped run moved aside")
    func recoveryBeforeBadInput() throws {
        let (runner, built) = try builtAndStopped()
        try runner.write(Data([0x23, 0x20, 0xFF, 0xFE, 0x0A]), to: DemoFixture.pagePath("en"))
        let result = try runner.build()
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(try runner.snapshot("generated/Demo") == built)
        #expect(try Self.leftovers(runner, products: ["Demo"]) == [])
    }

    @Test("A check, even one that fails on its findings, first puts back the folder a stopped run moved aside")
    func recoveryBeforeCheck() throws {
        let (runner, built) = try builtAndStopped()
        var rows = DemoFixture.enRows
        rows[1].code = 70
        try runner.write(DemoFixture.page(rows: rows), to: DemoFixture.pagePath("en"))
        let result = try runner.run(["check"])
        #expect(result.exitCode == 1, "\(result.stderr)")
        #expect(try runner.snapshot("generated/Demo") == built)
        #expect(try Self.leftovers(runner, products: ["Demo"]) == [])
    }

    @Test("A file kept where a product folder goes is refused with exit 2, and kept")
    func fileInTheWay() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        try runner.write("my notes\n", to: "generated/Demo")
        let result = try runner.build()
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("generated/Demo") && result.stderr.contains("move it away"), "\(result.stderr)")
        #expect(try runner.text("generated/Demo") == "my notes\n")
    }

    @Test("A folder of the user's own where a product folder goes (output: Sources) is refused, and kept")
    func usersFolderInTheWay() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        try runner.write(DemoFixture.config(output: "Sources"), to: "errata.yml")
        try runner.write("print(\"hello\")\n", to: "Sources/Demo/main.swift")
        let result = try runner.build()
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("Sources/Demo/main.swift"), "\(result.stderr)")
        #expect(try runner.snapshot("Sources/Demo") == ["main.swift": Data("print(\"hello\")\n".utf8)])
    }

    @Test("A file the user added to a generated folder is refused with exit 2 and kept; the folder is unchanged")
    func addedFile() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        try #require(try runner.build().exitCode == 0)
        try runner.write("extension DemoError {}\n", to: "generated/Demo/Swift/Mine.swift")
        var rows = DemoFixture.enRows
        rows[0].message = "A changed message."
        try runner.write(DemoFixture.page(rows: rows), to: DemoFixture.pagePath("en"))
        let before = try runner.snapshot("generated/Demo")
        let result = try runner.build()
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("generated/Demo/Swift/Mine.swift"), "\(result.stderr)")
        #expect(try runner.snapshot("generated/Demo") == before)
    }

    @Test("A generated file the user edited is named in a warning, then overwritten")
    func editedFile() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        try #require(try runner.build().exitCode == 0)
        let swift = try runner.text("generated/Demo/Swift/DemoError.swift")
        try runner.write(swift + "// my change\n", to: "generated/Demo/Swift/DemoError.swift")
        let result = try runner.build()
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stderrLines.contains {
                $0.contains("generated/Demo/Swift/DemoError.swift") && $0.contains("warning")
            }, "\(result.stderr)")
        #expect(try runner.text("generated/Demo/Swift/DemoError.swift") == swift)
    }

    @Test("A folder errata wrote before it kept a manifest, and an empty folder, are adopted")
    func adoption() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        try #require(try runner.build().exitCode == 0)
        let built = try runner.snapshot("generated/Demo")
        #expect(built[".errata-manifest.json"] != nil)
        let stamp = try runner.stamp("generated/Demo/catalog.json")
        try FileManager.default.removeItem(at: runner.url("generated/Demo/.errata-manifest.json"))
        let adopted = try runner.build()
        #expect(adopted.exitCode == 0, "\(adopted.stderr)")
        #expect(try runner.snapshot("generated/Demo") == built)
        #expect(try runner.stamp("generated/Demo/catalog.json") == stamp, "unchanged files are kept, not rewritten")

        try FileManager.default.removeItem(at: runner.url("generated/Demo"))
        try FileManager.default.createDirectory(at: runner.url("generated/Demo"), withIntermediateDirectories: true)
        #expect(try runner.build().exitCode == 0)
        #expect(try runner.snapshot("generated/Demo") == built)
    }

    @Test("A write that fails (files over the size limit) exits 2, keeps the old folder and leaves no staging")
    func failedWrite() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        try #require(try runner.build().exitCode == 0)
        let before = try runner.snapshot("generated/Demo")
        var rows = DemoFixture.enRows
        rows[0].message = "A changed message."
        try runner.write(DemoFixture.page(rows: rows), to: DemoFixture.pagePath("en"))
        // Files past 512 bytes cannot be written (EFBIG; the signal is ignored): the catalog fails.
        let stderrPath = runner.sandbox.appendingPathComponent("stderr-limit.txt").path
        let end = try Subprocess.run(
            "/bin/sh", ["-c", "ulimit -f 1; trap '' XFSZ; exec \"$0\" build", try ErrataRunner.binary().path],
            directory: runner.project.path, standardError: stderrPath)
        let stderr = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
        #expect(end.status == 2 && !end.signaled, "\(stderr)")
        #expect(stderr.contains("cannot write the outputs"), "\(stderr)")
        #expect(try runner.snapshot("generated/Demo") == before)
        #expect(try Self.leftovers(runner, products: ["Demo"]) == [])
    }

    @Test("A report written through a symbolic link replaces the file it leads to, not the link")
    func reportThroughLink() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        try runner.write("old\n", to: "reports/real.txt")
        try FileManager.default.createSymbolicLink(
            atPath: runner.url("report.txt").path, withDestinationPath: "reports/real.txt")
        let result = try runner.run(["check", "--output-file", "report.txt"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(atPath: runner.url("report.txt").path))
                == "reports/real.txt")
        #expect(try runner.text("reports/real.txt") != "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: runner.url("reports").path) == ["real.txt"])
        let folder = try runner.run(["check", "--output-file", "reports"])
        #expect(folder.exitCode == 2, "\(folder.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: runner.url("reports").path) == ["real.txt"])
    }

    @Test("The plugin's output never replaces a file the plugin did not write")
    func pluginOutputKeepsOthers() throws {
        let runner = try ErrataRunner()
        try DemoFixture.write(into: runner)
        try runner.write("// mine\n", to: "Mine.swift")
        let refused = try runner.build(["--plugin-output", "Mine.swift"])
        #expect(refused.exitCode == 2)
        #expect(refused.stderr.contains("Mine.swift"), "\(refused.stderr)")
        #expect(try runner.text("Mine.swift") == "// mine\n")

        #expect(try runner.build(["--plugin-output", "out/Generated.swift"]).exitCode == 0)
        var rows = DemoFixture.enRows
        rows[0].message = "A changed message."
        try runner.write(DemoFixture.page(rows: rows), to: DemoFixture.pagePath("en"))
        #expect(try runner.build(["--plugin-output", "out/Generated.swift"]).exitCode == 0)
        #expect(try runner.text("out/Generated.swift").contains("A changed message."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: runner.url("out").path) == ["Generated.swift"])
    }
}
