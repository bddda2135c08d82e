import ErrataTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// All or nothing: `errata build` killed with SIGKILL at twenty points of a large build leaves
/// each product's output folder exactly as the last good build wrote it or exactly as the new
/// build would, never a mix, and the next build cleans up after it by itself.
@Suite("A killed build leaves the old outputs or the new ones")
struct KillTests {
    static let products = ["Alpha", "Beta", "Gamma"]

    /// The guides: three products in two languages, with large error tables. `version` changes
    /// the messages of Alpha and Beta (Gamma stays the same, so its folder is left alone).
    static func files(version: Int) -> [(path: String, text: String)] {
        var files: [(String, String)] = [
            (
                "errata.yml",
                """
                version: 1
                products:
                  alpha:
                    source: ko
                    languages: {ko: ko, en: en}
                  beta:
                    source: ko
                    languages: {ko: ko, en: en}
                  gamma:
                    source: ko
                    languages: {ko: ko, en: en}

                """
            )
        ]
        for product in ["alpha", "beta", "gamma"] {
            let edition = product == "gamma" ? 0 : version
            for language in ["ko", "en"] {
                for page in 0..<3 {
                    var lines = ["# \(product) \(page)", "", "| Category | Error | Error Code | Description |"]
                    lines.append("| --- | --- | --- | --- |")
                    for row in 0..<100 {
                        let code = 1000 * page + row
                        let text = language == "ko" ? "오류 \(code), 판 \(edition)" : "Error \(code), edition \(edition)"
                        lines.append("| Cat\(row / 10) | TCGB\\_ERROR\\_P\(page)\\_R\(row) | \(code) | \(text) |")
                    }
                    files.append(
                        ("docs-src/\(product)/\(language)/page-\(page).md", lines.joined(separator: "\n") + "\n"))
                }
            }
        }
        return files
    }

    /// Each product folder's files, by product.
    static func outputs(_ runner: ErrataRunner) throws -> [String: [String: Data]] {
        var outputs: [String: [String: Data]] = [:]
        for product in products where runner.exists("generated/\(product)") {
            outputs[product] = try runner.snapshot("generated/\(product)")
        }
        return outputs
    }

    /// When to kill a build.
    enum Moment {
        /// This many seconds after it starts.
        case afterStart(TimeInterval)
        /// This many seconds after its first staging folder appears: while it writes.
        case afterStaging(TimeInterval)
    }

    /// Starts `errata build`, kills it with SIGKILL at `moment`, and waits for it. Returns whether
    /// the signal killed it (rather than the build ending first).
    static func buildAndKill(_ runner: ErrataRunner, at moment: Moment) throws -> Bool {
        let process = try Subprocess.start(
            try ErrataRunner.binary().path, ["build", "--quiet"], directory: runner.project.path)
        switch moment {
        case .afterStart(let delay):
            Thread.sleep(forTimeInterval: delay)
        case .afterStaging(let delay):
            let output = runner.url("generated").path
            while !process.hasExited {
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
                if entries.contains(where: { $0.hasPrefix(".errata-staging-") }) {
                    Thread.sleep(forTimeInterval: delay)
                    break
                }
                usleep(100)
            }
        }
        kill(process.pid, SIGKILL)
        return process.wait().signaled
    }

    @Test("SIGKILL at twenty points: every product folder is exactly old or exactly new, and the next build recovers")
    func killedBuilds() throws {
        let runner = try ErrataRunner()
        func write(version: Int) throws {
            for file in Self.files(version: version) where (try? runner.text(file.path)) != file.text {
                try runner.write(file.text, to: file.path)
            }
        }
        // The two reference states: the outputs of version 1 and of version 2.
        try write(version: 1)
        try #require(try runner.build(["--quiet"]).exitCode == 0)
        let old = try Self.outputs(runner)
        try write(version: 2)
        let started = Date()
        try #require(try runner.build(["--quiet"]).exitCode == 0)
        // How long a build takes, measured again at every recovery: the machine may be busy.
        var durations = [Date().timeIntervalSince(started)]
        let new = try Self.outputs(runner)
        try #require(old.count == 3 && new.count == 3)
        #expect(old["Alpha"] != new["Alpha"] && old["Beta"] != new["Beta"] && old["Gamma"] == new["Gamma"])
        let references = [1: old, 2: new]

        var version = 2
        var killedMidway = 0
        var killedWhileWriting = 0
        let kills = 20
        for kill in 0..<kills {
            // Build towards the other version, and kill the build somewhere along the way.
            let target = version == 1 ? 2 : 1
            try write(version: target)
            // Half the kills spread over the whole build, half while it writes (a few milliseconds
            // at the end), each a little later than the one before.
            let duration = durations.sorted()[durations.count / 2]
            let moment: Moment =
                kill.isMultiple(of: 2)
                ? .afterStart(duration * 0.95 * (Double(kill) + 1) / Double(kills))
                : .afterStaging(0.0005 * Double(kill / 2))
            if try Self.buildAndKill(runner, at: moment) { killedMidway += 1 }

            let after = try Self.outputs(runner)
            for product in Self.products {
                let folder = after[product]
                if folder != references[version]![product] && folder != references[target]![product] {
                    Issue.record("kill \(kill) (\(moment)): \(product) is neither the old nor the new set")
                }
            }
            let root = try FileManager.default.contentsOfDirectory(atPath: runner.url("generated").path)
            if root.contains(where: { $0.hasPrefix(".errata-staging-") || $0.hasPrefix(".errata-old-") }) {
                killedWhileWriting += 1
            }
            for entry in root where !Self.products.contains(entry) {
                // The lock file of the killed run may stay: the system let go of its lock.
                #expect(
                    entry.hasPrefix(".errata-staging-") || entry.hasPrefix(".errata-old-") || entry == ".errata.lock",
                    "left behind: \(entry)")
            }

            // The next build finishes the job by itself and leaves nothing behind.
            let recoveryStarted = Date()
            let recovery = try runner.build(["--quiet"])
            durations.append(Date().timeIntervalSince(recoveryStarted))
            #expect(recovery.exitCode == 0, "\(recovery.stderr)")
            #expect(try Self.outputs(runner) == references[target]!, "kill \(kill): the next build did not recover")
            let cleaned = try FileManager.default.contentsOfDirectory(atPath: runner.url("generated").path)
            #expect(cleaned.sorted() == Self.products, "kill \(kill): left behind \(cleaned)")
            version = target
        }
        print("kill test: \(killedMidway) of \(kills) kills during a build, \(killedWhileWriting) while it wrote")
        // Many kills must land while errata runs, or the test proves little.
        #expect(killedMidway >= kills / 4, "only \(killedMidway) of \(kills) kills landed during a build")
        #expect(killedWhileWriting >= kills / 4, "only \(killedWhileWriting) of \(kills) kills landed while writing")
    }
}
