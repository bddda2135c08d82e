import ArgumentParser
import ErrataCore
import Foundation

extension Errata {
    /// `errata check`: reports the drift without writing outputs, and fails CI on new drift.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            // Named here, not worked out from the type's name at every start.
            commandName: "check",
            abstract: "Report translation drift and fail when it reaches the failing severity (for CI).",
            discussion: """
                Runs the whole pipeline, as 'errata build' does, but writes no outputs: it prints every \
                finding and exits 0 when no finding that counts reaches the failing severity (--fail-on, \
                error by default), 1 when one does, and 2 on bad input or config (the message names the \
                file and line).

                Formats (--format):
                  xcode     path:line:col: error: message [rule], and a note: line
                            for each related location (the default; colored on a
                            terminal unless NO_COLOR is set)
                  json      a JSON array of findings, for scripts
                  sarif     SARIF 2.1.0, for GitHub code scanning
                  github    GitHub Actions annotations (::error file=…::message), the
                            most important 10 of each level, and a job summary
                            appended to $GITHUB_STEP_SUMMARY when it is set
                  junit     JUnit XML, for GitLab, Jenkins and Azure test reports
                  markdown  a table per product, for a pull-request comment
                Paths are relative to the current folder; columns count characters.

                Findings that do not count are still shown, marked: those a resolution in errata.yml \
                accepts, those a comment in the page turns off (<!-- errata-disable-next-line rule: \
                reason -->, <!-- errata-disable rule --> … <!-- errata-enable rule -->), and those \
                listed in the baseline (--baseline). A baseline entry matches a finding on its rule, \
                language, page, fact, message and headings, not its line. A baseline entry that matches \
                no finding is reported as 'stale-baseline', a resolution that names no code as \
                'stale-resolution': both are warnings that never fail the check.

                --rule, --language and --path (each repeatable) keep only some findings, before \
                --fail-on decides; --summary prints a table of pages × rules instead of the findings.

                --min-coverage N fails the check when a language's guide states less than N percent of \
                the error codes listed in any language's error table ('min-coverage').

                Examples:
                  errata check
                  errata check --format github
                  errata check --format sarif --output-file errata.sarif
                  errata check --write-baseline .errata-baseline.json
                  errata check --baseline .errata-baseline.json --fail-on warning
                  errata check --min-coverage 95
                  errata check --rule untranslated --language en --path 'en/api/**'
                  errata check --summary
                """
        )

        @OptionGroup var project: ProjectOptions

        @OptionGroup var filters: FilterOptions

        @Option(help: ArgumentHelp("The output format.", valueName: "format"))
        var format: ReportFormat = .xcode

        @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "path"))
        var outputFile: String?

        @Option(help: ArgumentHelp("The lowest severity that fails the check.", valueName: "severity"))
        var failOn: FailSeverity = .error

        @Option(help: ArgumentHelp("Let the findings listed in this baseline file through.", valueName: "file"))
        var baseline: String?

        @Option(
            help: ArgumentHelp(
                "Write the current findings (those the config does not accept) to this baseline file and exit 0.",
                valueName: "file"
            )
        )
        var writeBaseline: String?

        @Option(
            help: ArgumentHelp(
                "Fail when a language states less than this percentage (0-100) of the catalog's listed codes.",
                valueName: "percent"
            )
        )
        var minCoverage: Double?

        func validate() throws {
            if let minCoverage, !(0...100).contains(minCoverage) {
                throw ValidationError("--min-coverage must be between 0 and 100 (found \(minCoverage))")
            }
        }

        func run() throws {
            try withInputErrors {
                let config = try project.resolve()
                // A build stopped while it swapped folders left the old one aside: it is put back
                // first, whatever this check finds (nothing is locked or written when nothing is
                // left; an output folder the config refuses is the build's to report).
                if let outputRoot = try? config.resolvedOutputRoot() {
                    var writer = OutputWriter(root: outputRoot)
                    writer.lockTimeout = try OutputLock.configuredTimeout()
                    writer.notice = { Console.error($0) }
                    try writer.recoverLeftovers()
                }
                let directory = FileManager.default.currentDirectoryPath
                // Read before the pipeline runs, so that a bad baseline fails at once (writing a
                // baseline does not read one).
                // A baseline is a project file: read and written only inside the project.
                let baseline = try (writeBaseline == nil ? self.baseline : nil).map {
                    _ = try config.containedFile($0, relativeTo: directory, option: "--baseline")
                    return try Baseline.read(path: $0, relativeTo: directory, maxBytes: config.limits.maxFileBytes)
                }
                if let writeBaseline {
                    _ = try config.containedFile(writeBaseline, relativeTo: directory, option: "--write-baseline")
                }
                // Nothing is written, so nothing is emitted: check only needs the findings.
                let products = try Pipeline(emitters: []).run(config).products
                var timer = StageTimer()
                try filters.checkLanguages(products, config: config)
                if let writeBaseline {
                    let findings = FindingCheck.baselineFindings(in: products)
                    try Console.write(Baseline(findings: findings).text, toFile: writeBaseline)
                    Console.error("errata check: wrote \(findings.count) findings to \(writeBaseline)")
                    return
                }
                let pathPrefix = FindingCheck.pathPrefix(root: config.root, currentDirectory: directory)
                let check = FindingCheck(
                    failOn: failOn.severity,
                    baseline: baseline,
                    minimumCoverage: minCoverage,
                    severities: config.ruleSeverities,
                    pathPrefix: pathPrefix,
                    // Worked out only for a report that prints them.
                    fingerprints: format.reporter.printsFingerprints
                )
                var result = check.run(products)
                // Filtered before the failing findings are counted: what is not reported does not fail.
                result.findings = filters.filter.apply(result.findings, products: products, pathPrefix: pathPrefix) {
                    $0.finding
                }
                timer.lap("check")
                let useColor = format == .xcode && outputFile == nil && Console.stdoutAllowsColor
                let context = result.context(
                    toolVersion: ErrataVersion.current, useColor: useColor,
                    helpBaseURL: config.helpBaseURL ?? SARIFReporter.defaultHelpBaseURL)
                if filters.summary {
                    try Console.write(FindingSummary(result.findings.lazy.map(\.finding)).text, toFile: outputFile)
                } else {
                    try Console.write(toFile: outputFile) {
                        format.reporter.write(products, context: context, toUTF8: &$0)
                    }
                }
                appendStepSummary(products, context: context)
                timer.lap("report")
                Console.error(result.summary)
                let failed = result.failed
                // errata exits now: the products need not be freed (see `keepUntilExit`).
                keepUntilExit((products, result))
                if failed { throw ExitCode(1) }
            }
        }
    }
}

/// `--fail-on`: the lowest severity that fails a check.
enum FailSeverity: String, ExpressibleByArgument, CaseIterable {
    case error
    case warning

    /// The severity.
    var severity: Diagnostic.Severity {
        switch self {
        case .error: return .error
        case .warning: return .warning
        }
    }
}
