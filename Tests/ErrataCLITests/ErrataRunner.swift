import ErrataTestSupport
import Foundation

/// Runs the built `errata` binary in a fresh temporary project, for end-to-end tests.
///
/// Each runner owns a sandbox folder in the system's temporary folder, with the project in
/// `<sandbox>/project`: tests write their own `errata.yml` and pages there (nothing is copied
/// from the repository), and a path such as `../outside` stays inside the sandbox. The sandbox
/// is removed when the runner goes away.
final class ErrataRunner {
    /// What one run of `errata` did.
    struct Result {
        /// The process's exit status.
        var exitCode: Int32
        /// Everything written to standard output.
        var stdout: String
        /// Everything written to standard error.
        var stderr: String

        /// The non-empty lines of standard error.
        var stderrLines: [String] {
            stderr.split(separator: "\n").map(String.init)
        }
    }

    /// Errors of the test harness itself (not of errata).
    struct HarnessError: Error, CustomStringConvertible {
        /// What went wrong.
        var description: String
    }

    /// The folder holding the project and anything a test puts beside it.
    let sandbox: URL
    /// The project root: the folder `errata.yml` is written to and errata runs in.
    let project: URL

    /// Creates an empty project in a new temporary sandbox.
    init() throws {
        let name = "errata-cli-tests-" + UUID().uuidString
        sandbox = FileManager.default.temporaryDirectory.appendingPathComponent(name, isDirectory: true)
            .resolvingSymlinksInPath()
        project = sandbox.appendingPathComponent("project", isDirectory: true)
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: sandbox)
    }

    // MARK: - Files

    /// The URL of `path`, relative to the project root.
    func url(_ path: String) -> URL {
        project.appendingPathComponent(path)
    }

    /// Writes `text` as UTF-8 to `path` (relative to the project), creating folders as needed.
    func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// Writes `data` to `path` (relative to the project), creating folders as needed.
    func write(_ data: Data, to path: String) throws {
        let file = url(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try data.write(to: file)
    }

    /// The bytes of `path` (relative to the project).
    func data(_ path: String) throws -> Data {
        try Data(contentsOf: url(path))
    }

    /// The text of `path` (relative to the project), decoded as UTF-8.
    func text(_ path: String) throws -> String {
        let bytes = try data(path)
        guard let text = String(data: bytes, encoding: .utf8) else {
            throw HarnessError(description: "\(path) is not UTF-8")
        }
        return text
    }

    /// Whether a file or folder exists at `path`, relative to the project.
    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url(path).path)
    }

    /// Every file below `folder` (relative to the project, hidden files included), by path
    /// relative to `folder`, with its bytes. Empty if the folder does not exist.
    func snapshot(_ folder: String) throws -> [String: Data] {
        let root = url(folder).path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
        var files: [String: Data] = [:]
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = root + "/" + relative
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                // Keep empty folders (e.g. a staging folder left behind) visible in comparisons.
                files[relative + "/"] = Data()
            } else {
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: full))
            }
        }
        return files
    }

    /// The identity of a file on disk: its modification time and inode number.
    struct FileStamp: Equatable, CustomStringConvertible {
        /// The modification time.
        var modified: Date
        /// The inode (`.systemFileNumber`).
        var inode: UInt64

        var description: String { "inode \(inode), modified \(modified.timeIntervalSince1970)" }
    }

    /// The modification time and inode of `path`, relative to the project.
    func stamp(_ path: String) throws -> FileStamp {
        let attributes = try FileManager.default.attributesOfItem(atPath: url(path).path)
        guard let modified = attributes[.modificationDate] as? Date,
            let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
        else {
            throw HarnessError(description: "no modification date or inode for \(path)")
        }
        return FileStamp(modified: modified, inode: inode)
    }

    // MARK: - Running

    /// Runs `errata` with `arguments` in the project folder.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments, e.g. `["build"]`.
    ///   - environment: Variables added to (or replacing those of) the test's own environment.
    /// - Returns: The exit code and both outputs.
    @discardableResult
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        // Outputs go to files beside the project, so that a full pipe can never block the child.
        let outURL = sandbox.appendingPathComponent("stdout-\(UUID().uuidString).txt")
        let errURL = sandbox.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        var inherited = ProcessInfo.processInfo.environment
        // Run inside GitHub Actions, `--format github` would append to the runner's own summary.
        inherited["GITHUB_STEP_SUMMARY"] = nil
        let termination = try Subprocess.run(
            try Self.binary().path, arguments, directory: project.path,
            environment: inherited.merging(environment) { _, new in new },
            standardOutput: outURL.path, standardError: errURL.path)
        return Result(
            exitCode: termination.signaled ? 128 + termination.status : termination.status,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }

    /// Runs `errata build` with extra arguments.
    @discardableResult
    func build(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> Result {
        try run(["build"] + arguments, environment: environment)
    }

    // MARK: - Finding the binary

    /// The `errata` executable (see ``ErrataBinary``).
    static func binary() throws -> URL {
        try ErrataBinary.url()
    }
}
