import ErrataTestSupport
import Foundation

/// Differences between an expected file and errata's output, for failure messages.
enum TextDiff {
    /// The most lines of a diff a message shows: past that, the rest is counted.
    static let maxLines = 200

    /// A unified diff (`diff -u`) of `expected` and `actual`, labelled with `name`, or the first
    /// differing line when `diff` cannot be run.
    static func unified(_ expected: Data, _ actual: Data, name: String) -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("errata-reference-diff-" + UUID().uuidString, isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let expectedFile = folder.appendingPathComponent("expected")
            let actualFile = folder.appendingPathComponent("actual")
            let outputFile = folder.appendingPathComponent("diff")
            try expected.write(to: expectedFile)
            try actual.write(to: actualFile)
            let status = try Subprocess.run(
                "/usr/bin/env",
                ["diff", "-u", "--label", name + " (recorded)", "--label", "errata's output", "expected", "actual"],
                directory: folder.path, standardOutput: outputFile.path
            ).shellStatus
            // 1: the files differ; anything else means diff did not do its work.
            if status == 1 {
                return limited(String(decoding: try Data(contentsOf: outputFile), as: UTF8.self))
            }
        } catch {}
        return firstDifference(expected, actual)
    }

    /// The first `count` lines of `data`.
    static func head(_ data: Data, count: Int = 20) -> String {
        limited(String(decoding: data, as: UTF8.self), to: count)
    }

    /// `text` cut to `limit` lines, saying how many were left out.
    static func limited(_ text: String, to limit: Int = maxLines) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > limit else { return text }
        return lines.prefix(limit).joined(separator: "\n") + "\n… \(lines.count - limit) more lines"
    }

    /// The first line where `expected` and `actual` differ, with both versions.
    static func firstDifference(_ expected: Data, _ actual: Data) -> String {
        let want = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let got = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let common = min(want.count, got.count)
        let index = (0..<common).first { want[$0] != got[$0] } ?? common
        let expectedLine = index < want.count ? "-\(want[index])" : "(no line: the expected file ends)"
        let actualLine = index < got.count ? "+\(got[index])" : "(no line: errata's output ends)"
        return "first difference at line \(index + 1):\n\(expectedLine)\n\(actualLine)"
    }
}
