import ErrataCore
import Foundation

extension Errata.Check {
    /// Appends the GitHub job summary of a `--format github` check to the file
    /// `$GITHUB_STEP_SUMMARY` names, when it is set: GitHub shows it on the run's page. A summary
    /// that cannot be written is a warning, never a failed check.
    ///
    /// - Parameters:
    ///   - products: The reconciled products.
    ///   - context: The findings, as the report printed them.
    ///   - environment: The environment to read `GITHUB_STEP_SUMMARY` from.
    func appendStepSummary(
        _ products: [ReconciledProduct], context: ReportContext,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        guard let reporter = format.reporter as? GitHubReporter,
            let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty
        else { return }
        let summary = reporter.stepSummary(products, context: context)
        // Appended: other steps of the job add their own summaries to the same file.
        guard let handle = FileHandle(forWritingAtPath: path) ?? Self.created(path) else {
            Console.error("errata check: warning: cannot write the step summary to \(path)")
            return
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(summary.utf8))
        } catch {
            Console.error("errata check: warning: cannot write the step summary to \(path): \(error)")
        }
    }

    private static func created(_ path: String) -> FileHandle? {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
        return FileHandle(forWritingAtPath: path)
    }
}
