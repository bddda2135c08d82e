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
