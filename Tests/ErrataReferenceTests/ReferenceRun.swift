import ErrataTestSupport
import Foundation

/// Runs the built `errata` binary on a temporary copy of a fixture and gathers everything it
/// printed and wrote, as the files `Expected/<fixture>/` holds.
///
/// For each command `name`: `<name>.<ext>` is its standard output as it is, and `<name>.log` the
/// command line, the exit code and standard error. `files/<path>` is each file the commands
/// created or changed in the project (the build's outputs, a written baseline); an input file
/// that disappeared is listed in `removed-inputs.txt`. The copy's absolute path is written
/// `$PROJECT`, so that no temporary path is recorded.
enum ReferenceRun {
    /// The placeholder for the project copy's absolute path.
    static let projectPlaceholder = "$PROJECT"

    /// Every output of `fixture`'s commands, by path relative to its expected folder.
    static func outputs(of fixture: ReferenceFixture) throws -> [String: Data] {
        let fileManager = FileManager.default
        let unresolved = fileManager.temporaryDirectory
            .appendingPathComponent("errata-reference-tests-" + UUID().uuidString, isDirectory: true)
        let sandbox = unresolved.resolvingSymlinksInPath()
        let project = sandbox.appendingPathComponent("project", isDirectory: true)
        try fileManager.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: sandbox) }

        let entries = try fixture.inputs ?? fileManager.contentsOfDirectory(atPath: fixture.root.path)
        for entry in entries {
            try fileManager.copyItem(
                at: fixture.root.appendingPathComponent(entry), to: project.appendingPathComponent(entry))
        }
        let inputs = try files(below: project)

        let binary = try ErrataBinary.url()
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        // Run inside GitHub Actions, the github format would append to the runner's own summary.
        environment["GITHUB_STEP_SUMMARY"] = nil
        // The real path first: on macOS the temporary folder is reached through a link.
        let paths = [project.path, unresolved.appendingPathComponent("project").path]
        var outputs: [String: Data] = [:]
        for command in fixture.commands {
            let stdoutFile = sandbox.appendingPathComponent("stdout").path
            let stderrFile = sandbox.appendingPathComponent("stderr").path
            let status = try Subprocess.run(
                binary.path, command.arguments, directory: project.path, environment: environment,
                standardOutput: stdoutFile, standardError: stderrFile
            ).shellStatus
            let stdout = try Data(contentsOf: URL(fileURLWithPath: stdoutFile))
            let stderr = try Data(contentsOf: URL(fileURLWithPath: stderrFile))
            outputs["\(command.name).\(command.stdoutExtension)"] = normalized(stdout, paths: paths)
            var log = "$ errata \(command.arguments.joined(separator: " "))\nexit code: \(status)\n"
            if !stderr.isEmpty {
                log += "--- stderr\n" + String(decoding: normalized(stderr, paths: paths), as: UTF8.self)
            }
            outputs["\(command.name).log"] = Data(log.utf8)
        }

        var removed: [String] = []
        let after = try files(below: project)
        for (path, data) in after where inputs[path] != data {
            outputs["files/" + path] = normalized(data, paths: paths)
        }
        for path in inputs.keys.sorted() where after[path] == nil {
            removed.append(path)
        }
        if !removed.isEmpty {
            outputs["removed-inputs.txt"] = Data(removed.map { $0 + "\n" }.joined().utf8)
        }
        return outputs
    }

    /// `data` with each of `paths` written as ``projectPlaceholder``, when it is UTF-8 text.
    static func normalized(_ data: Data, paths: [String]) -> Data {
        guard var text = String(data: data, encoding: .utf8) else { return data }
        for path in paths where text.contains(path) {
            text = text.replacingOccurrences(of: path, with: projectPlaceholder)
        }
        return Data(text.utf8)
    }

    /// Every file below `folder`, hidden ones included, by path relative to it, with its bytes.
    static func files(below folder: URL) throws -> [String: Data] {
        let root = folder.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
        var files: [String: Data] = [:]
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = root + "/" + relative
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            files[relative] = try Data(contentsOf: URL(fileURLWithPath: full))
        }
        return files
    }
}
