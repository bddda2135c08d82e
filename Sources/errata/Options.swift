import ArgumentParser
import ErrataCore
import Foundation

/// Options every command shares: where the config, docs and outputs are.
struct ProjectOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The config file.", valueName: "path"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("The docs folder, instead of the config's 'docs'.", valueName: "dir"))
    var docs: String?

    @Option(name: .long, help: ArgumentHelp("The output root, instead of the config's 'output'.", valueName: "dir"))
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
        Console.error(error.diagnostic.description)
        throw ExitCode(2)
    }
}

/// Where errata prints.
enum Console {
    /// Prints a line to standard error.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
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

    /// Writes `text` to the file at `path` (relative to the current folder) all at once, or to
    /// standard output when `path` is `nil`.
    ///
    /// - Throws: ``InputError`` naming the file when it cannot be written.
    static func write(_ text: String, toFile path: String?) throws {
        guard let path else {
            out(text, terminator: "")
            return
        }
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        do {
            // Written from the text's own bytes: a report of tens of thousands of findings runs to
            // tens of megabytes, and is not copied once more to be written.
            var text = text
            try text.withUTF8 { buffer in
                let data =
                    buffer.baseAddress.map {
                        Data(
                            bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: buffer.count, deallocator: .none)
                    } ?? Data()
                try data.write(to: URL(fileURLWithPath: full), options: .atomic)
            }
        } catch {
            throw InputError("cannot write the file: \(error.localizedDescription)", at: SourceLocation(path: path))
        }
    }
}
