import Foundation
import Testing

/// errata's whole output on fixture projects, compared with the files committed under
/// `Expected/<fixture>/`: every emitter's files, every `errata check` format, and some `diff`,
/// `explain` and `init` outputs, as the built binary prints and writes them.
///
/// A difference fails with a unified diff naming the file. `ERRATA_RECORD=1 swift test --filter
/// ErrataReferenceTests` (`make record-references`) writes today's outputs as the expected
/// files instead, and fails so that a new baseline never passes unseen: review the diff of
/// `Expected/` and run the tests again.
@Suite("Reference outputs of whole runs")
struct ErrataReferenceTests {
    /// Whether this run records the outputs instead of comparing them.
    static let recording: Bool = {
        let value = ProcessInfo.processInfo.environment["ERRATA_RECORD"] ?? ""
        return !value.isEmpty && value != "0"
    }()

    /// The folder of the expected outputs.
    static let expectedFolder = ReferenceFixture.testsFolder.appendingPathComponent("Expected", isDirectory: true)

    /// How to record the expected outputs again, for failure messages.
    static let recordHint =
        "If the change is intended, record the outputs again with "
        + "'ERRATA_RECORD=1 swift test --filter ErrataReferenceTests' (or 'make record-references') "
        + "and review the diff of Tests/ErrataReferenceTests/Expected."

    /// Runs `fixture`'s commands and compares every output with its recorded file: one issue per
    /// file that differs (with a unified diff), is new or is gone; or, when recording, writes them.
    @Test("errata's outputs equal the recorded ones", arguments: ReferenceFixture.all)
    func outputsMatch(_ fixture: ReferenceFixture) throws {
        let actual = try ReferenceRun.outputs(of: fixture)
        let folder = Self.expectedFolder.appendingPathComponent(fixture.name, isDirectory: true)
        let expected = try ReferenceRun.files(below: folder)
        if Self.recording {
            let changed = try Self.record(actual, replacing: expected, in: folder)
            Issue.record(
                """
                Recorded \(actual.count) files in Expected/\(fixture.name) (\(changed.count) changed\
                \(changed.isEmpty ? "" : ": " + changed.joined(separator: ", "))). Review the diff of \
                Tests/ErrataReferenceTests/Expected, then run the tests again without ERRATA_RECORD.
                """)
            return
        }
        var added: [String] = []
        var problems = 0
        for path in Set(actual.keys).union(expected.keys).sorted() {
            let name = "Expected/\(fixture.name)/\(path)"
            switch (expected[path], actual[path]) {
            case (let want?, let got?) where want != got:
                Issue.record("\(name) differs from errata's output:\n\(TextDiff.unified(want, got, name: name))")
            case (nil, let got?):
                added.append(path)
                // The first lines tell what the file is; a whole new fixture would say too much.
                if added.count <= 3 {
                    Issue.record(
                        "\(name) is new: errata wrote it, but no such file is recorded. It begins:\n\(TextDiff.head(got))"
                    )
                }
            case (_?, nil):
                Issue.record("\(name) is recorded, but errata no longer writes it.")
            default:
                continue
            }
            problems += 1
        }
        if added.count > 3 {
            Issue.record("Also new in Expected/\(fixture.name): \(added.dropFirst(3).joined(separator: ", "))")
        }
        if problems > 0 {
            Issue.record(
                """
                Expected/\(fixture.name) differs from errata's outputs in \(problems) \
                \(problems == 1 ? "file" : "files"). \(Self.recordHint)
                """)
        }
    }

    /// Replaces the files of `folder` with `actual`: writes each, removes those recorded before
    /// and not written now.
    ///
    /// - Returns: The paths that were added, changed or removed.
    static func record(_ actual: [String: Data], replacing expected: [String: Data], in folder: URL) throws -> [String]
    {
        var changed: [String] = []
        for (path, data) in actual.sorted(by: { $0.key < $1.key }) where expected[path] != data {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
            changed.append(path)
        }
        for path in expected.keys.sorted() where actual[path] == nil {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(path))
            changed.append(path)
        }
        return changed
    }
}
