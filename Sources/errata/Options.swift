import ArgumentParser
import ErrataCore
import Foundation

/// Options every command shares: where the config, docs and outputs are.
struct ProjectOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The config file.", valueName: "path"))
    var config: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The docs folder, instead of the config's 'docs' (relative to the config's folder, inside it).",
            valueName: "dir"))
    var docs: String?

    // Held to the rules of the config's 'output': errata writes only inside the project.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The output root, instead of the config's 'output' (from the current folder; inside the config's).",
            valueName: "dir"))
    var output: String?

    /// Loads and resolves the config.
    func resolve() throws -> Config {
        let directory = FileManager.default.currentDirectoryPath
        return try ConfigLoader().load(
            path: config,
            in: directory,
            overrides: ConfigLoader.Overrides(outputFolder: output.map(absolute), docsFolder: docs)
        )
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}

/// Runs a command body, turning input errors into a diagnostic and exit code 2.
func withInputErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as InputError {
        // One line: a line break in a value the message quotes is escaped like any control.
        Console.error(VisibleText.escaped(error.diagnostic.description))
        throw ExitCode(2)
    }
}

/// Where errata prints.
enum Console {
    /// Prints a line to standard error, its control characters (from a document or a config
    /// value) written as visible escapes, its line breaks kept.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((VisibleText.escaped(line, keeping: { $0 == "\n" }) + "\n").utf8))
    }

    /// Prints a line to standard output.
    static func out(_ line: String, terminator: String = "\n") {
        print(line, terminator: terminator)
    }
}

/// `--format`: the reporter a check prints with, by its identifier (see `FindingReporters`).
struct ReportFormat: ExpressibleByArgument, Equatable {
    /// The reporter's identifier, e.g. `sarif`.
    var identifier: String

    /// The default format, `xcode`.
    static let xcode = ReportFormat(identifier: XcodeReporter().identifier)

    private init(identifier: String) {
        self.identifier = identifier
    }

    /// The format named `argument`, if a reporter has that identifier.
    init?(argument: String) {
        guard FindingReporters.reporter(for: argument) != nil else { return nil }
        identifier = argument
    }

    /// The reporter.
    var reporter: any FindingReporter {
        FindingReporters.reporter(for: identifier) ?? XcodeReporter()
    }

    /// Every reporter's identifier, for `--help` and error messages.
    static var allValueStrings: [String] { FindingReporters.identifiers }

    /// The identifier, for `--help`'s default.
    var defaultValueDescription: String { identifier }
}

extension Console {
    /// Whether standard output is a terminal that may be colored: a TTY, and `NO_COLOR` unset.
    static var stdoutAllowsColor: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    /// Writes `text` to the file at `path` (relative to the current folder), or to standard
    /// output when `path` is `nil`; see ``write(toFile:_:)``.
    ///
    /// - Throws: ``InputError`` naming the file when it cannot be written.
    static func write(_ text: String, toFile path: String?) throws {
        try write(toFile: path) { $0.write(text) }
    }

    /// Lets `body` write a text in parts, to standard output when `path` is `nil`, else to the
    /// file at `path` (relative to the current folder): the parts go to a file beside it, which
    /// replaces it only once the whole text is written, so a failed write leaves no half file.
    /// A report of tens of thousands of findings (tens of megabytes) is thus never held whole.
    ///
    /// - Throws: ``InputError`` naming the file when it cannot be written.
    static func write(toFile path: String?, _ body: (inout OutputStream) -> Void) throws {
        guard let path else {
            guard let file = standardOutput.file else {
                throw InputError("cannot write to standard output", at: SourceLocation(path: "-"))
            }
            fflush(nil)
            var output = OutputStream(file: file)
            body(&output)
            fflush(file)
            return
        }
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        func failure(_ code: Int32) -> InputError {
            InputError(
                "cannot write the file: \(String(cString: strerror(code)).lowercased())", at: SourceLocation(path: path)
            )
        }
        // A folder there is refused; a terminal or a pipe (`/dev/stdout`) is written straight
        // into; a regular file (or the one a link leads to) is replaced once the text is whole.
        let destination: String
        switch try SingleFile.destination(of: full) {
        case .stream(let stream):
            guard let file = fopen(stream, "w") else { throw failure(errno) }
            var output = OutputStream(file: file)
            body(&output)
            let closed = fclose(file) == 0 ? 0 : errno
            let code = output.error != 0 ? output.error : closed
            if code != 0 { throw failure(code) }
            return
        case .replace(let file):
            destination = file
        }
        let (descriptor, temporary) = try SingleFile.createTemporary(beside: destination)
        guard let file = fdopen(descriptor, "w") else {
            let code = errno
            close(descriptor)
            unlink(temporary)
            throw failure(code)
        }
        var output = OutputStream(file: file)
        body(&output)
        let closed = fclose(file) == 0 ? 0 : errno
        let code = output.error != 0 ? output.error : closed
        guard code == 0, rename(temporary, destination) == 0 else {
            let error = code != 0 ? code : errno
            unlink(temporary)
            throw failure(error)
        }
    }

    /// Standard output as a C file of its own (C's `stdout` is a mutable global to Swift 6):
    /// whatever `print` has buffered is flushed before it is written to.
    private static let standardOutput = StandardOutput()

    private struct StandardOutput: @unchecked Sendable {
        let file: UnsafeMutablePointer<FILE>? = fdopen(STDOUT_FILENO, "w")
    }

    /// A C file as a text stream: text is written through its buffer; the first error is kept.
    struct OutputStream: UTF8OutputStream {
        let file: UnsafeMutablePointer<FILE>
        /// The `errno` of the first write that failed, or 0.
        private(set) var error: Int32 = 0

        init(file: UnsafeMutablePointer<FILE>) {
            self.file = file
        }

        mutating func write(_ string: String) {
            var string = string
            string.withUTF8 { write(utf8: $0) }
        }

        mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
            guard error == 0, let base = bytes.baseAddress else { return }
            if fwrite(base, 1, bytes.count, file) != bytes.count { error = errno == 0 ? EIO : errno }
        }
    }
}

/// `--rule`, `--language`, `--path` and `--summary`: what `check` and `diff` report, and how.
struct FilterOptions: ParsableArguments {
    @Option(
        name: .customLong("rule"),
        help: ArgumentHelp(
            "Report only this rule (repeatable): a rule id, or a kind (conflict, missing, divergence, reference, "
                + "untranslated, syntax).",
            valueName: "rule"))
    var rules: [String] = []

    @Option(
        name: .customLong("language"),
        help: ArgumentHelp(
            "Report only the findings in this language (repeatable): a folder or bundle name.", valueName: "language"))
    var languages: [String] = []

    @Option(
        name: .customLong("path"),
        help: ArgumentHelp(
            "Report only the findings in pages matching this pattern (repeatable), written as in 'exclude'.",
            valueName: "glob"))
    var paths: [String] = []

    @Flag(
        help: "Print a table of pages × rules with the number of findings, worst page first, instead of the findings.")
    var summary = false

    func validate() throws {
        for path in paths where PathPattern(path) == nil {
            throw ValidationError(
                "--path '\(path)' is not a pattern of a path inside the project (relative, without '.' or '..')")
        }
        let unknown = FindingFilter(rules: rules).unknownRules()
        if let first = unknown.first {
            throw ValidationError(
                "--rule '\(first)' names no rule or kind; they are \(FindingFilter.ruleNames.joined(separator: ", "))")
        }
    }

    /// The filter the options give.
    var filter: FindingFilter {
        FindingFilter(rules: rules, languages: languages, paths: paths.compactMap(PathPattern.init))
    }

    /// Throws an input error for a `--language` that names no language of any product.
    func checkLanguages(_ products: [ReconciledProduct], config: Config) throws {
        guard let unknown = filter.unknownLanguages(in: products).first else { return }
        var known: [String] = []
        for language in products.flatMap(\.config.languages) {
            for name in [language.folder, language.bundle] where !known.contains(name) { known.append(name) }
        }
        throw InputError(
            "no product has the language '\(unknown)'; the languages are \(known.joined(separator: ", "))",
            at: SourceLocation(path: config.configFile ?? ConfigLoader.defaultFileName)
        )
    }
}
