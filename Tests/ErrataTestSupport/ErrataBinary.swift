public import Foundation

/// The `errata` executable the tests run.
public enum ErrataBinary {
    /// `$ERRATA_BINARY` if set, else the `errata` in the products folder the test bundle was built
    /// into (found by walking up from the running test executable).
    ///
    /// - Throws: ``Subprocess/HarnessError`` when there is none.
    public static func url() throws -> URL {
        if let url = location { return url }
        throw Subprocess.HarnessError(
            description: "cannot find the errata executable near the test bundle; "
                + "build it with 'swift build --build-tests' or set ERRATA_BINARY"
        )
    }

    private static let location: URL? = {
        let fileManager = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["ERRATA_BINARY"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        var starts: [String] = []
        // On macOS the test bundle is loaded by `xctest`/`swiftpm-testing-helper`: look for it.
        starts += Bundle.allBundles.map(\.bundlePath).filter { $0.hasSuffix(".xctest") }
        // On Linux the `.xctest` is itself the running executable.
        starts.append(CommandLine.arguments[0])
        starts.append(Bundle.main.bundlePath)
        starts.append(Bundle.main.executablePath ?? "")
        for start in starts where !start.isEmpty {
            var folder = URL(fileURLWithPath: start).resolvingSymlinksInPath()
            while folder.path != "/" {
                let candidate = folder.appendingPathComponent("errata")
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    fileManager.isExecutableFile(atPath: candidate.path)
                {
                    return candidate
                }
                folder.deleteLastPathComponent()
            }
        }
        return nil
    }()
}
