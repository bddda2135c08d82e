public import Foundation

/// What errata's SwiftPM plugins work out before they run errata: the build plugin's input
/// files, and the `errata.yml` files a command plugin runs on. Plugins cannot import a library,
/// so each plugin compiles this folder through a symbolic link; the tests import it as a module.
public enum PluginSupport {
    /// The name of the config file the plugins look for.
    public static let configFileName = "errata.yml"

    /// The files below `directory` that a build of its `errata.yml` may read: the config and
    /// every page (see ``PageFiles``), not hidden nor in a hidden folder, as the loader reads
    /// them; sorted by path, the config first.
    public static func inputFiles(in directory: URL) -> [URL] {
        let config = directory.appending(path: configFileName)
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [config] }
        var pages: [URL] = []
        for case let url as URL in enumerator
        where PageFiles.extensions.contains(url.pathExtension.lowercased())
            && (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true
        {
            pages.append(url)
        }
        return [config] + pages.sorted { $0.path < $1.path }
    }

    /// A target of the package a command plugin runs in: its name and folder.
    public struct Target: Sendable, Hashable {
        /// The target's name.
        public var name: String
        /// The target's folder.
        public var directory: URL

        /// Creates a target.
        public init(name: String, directory: URL) {
            self.name = name
            self.directory = directory
        }
    }

    /// One run of errata by a command plugin.
    public struct Run: Sendable, Hashable {
        /// The config file, relative to the package's folder (errata runs there, so that the
        /// paths it prints and takes read from it); `nil` when the arguments name one.
        public var config: String?
        /// The target whose folder holds the config, or `nil` for the package's own.
        public var target: String?
        /// errata's arguments after its command (`check`, `build`).
        public var arguments: [String]

        /// Creates a run.
        public init(config: String?, target: String?, arguments: [String]) {
            self.config = config
            self.target = target
            self.arguments = arguments
        }
    }

    /// The runs of a command plugin given `arguments`: one for `--config` when the arguments name
    /// one; else one for each `errata.yml` in the package's folder and in the folders of the
    /// targets (only those named with `--target`, when any is).
    ///
    /// - Throws: ``PluginSupportError`` when no config is found, or a named target is unknown or
    ///   has no `errata.yml`.
    public static func runs(packageDirectory: URL, targets: [Target], arguments: [String]) throws -> [Run] {
        var rest: [String] = []
        var named: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--target" {
                guard index + 1 < arguments.endIndex else {
                    throw PluginSupportError("--target needs a target name")
                }
                named.append(arguments[index + 1])
                index += 2
                continue
            }
            if argument.hasPrefix("--target=") {
                named.append(String(argument.dropFirst("--target=".count)))
            } else {
                rest.append(argument)
            }
            index += 1
        }
        if rest.contains(where: { $0 == "--config" || $0.hasPrefix("--config=") }) {
            guard named.isEmpty else {
                throw PluginSupportError("give either --config or --target, not both")
            }
            return [Run(config: nil, target: nil, arguments: rest)]
        }
        let fileManager = FileManager.default
        var runs: [Run] = []
        if named.isEmpty, fileManager.fileExists(atPath: packageDirectory.appending(path: configFileName).path) {
            runs.append(Run(config: configFileName, target: nil, arguments: rest))
        }
        for name in named where !targets.contains(where: { $0.name == name }) {
            throw PluginSupportError("the package has no target '\(name)'")
        }
        for target in targets where named.isEmpty || named.contains(target.name) {
            let config = target.directory.appending(path: configFileName)
            guard fileManager.fileExists(atPath: config.path) else {
                if named.contains(target.name) {
                    throw PluginSupportError("target '\(target.name)' has no \(configFileName) at \(config.path)")
                }
                continue
            }
            runs.append(
                Run(config: relativePath(of: config, from: packageDirectory), target: target.name, arguments: rest))
        }
        guard !runs.isEmpty else {
            throw PluginSupportError(
                "no \(configFileName) in the package's folder nor in any target's folder; put one beside the guides "
                    + "(errata init writes one), or pass --config")
        }
        return runs
    }

    /// Runs `tool` in `directory` with the plugin's standard output and error; returns its exit code.
    public static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// `url`'s path relative to `directory` when it is inside it, else its absolute path.
    static func relativePath(of url: URL, from directory: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = directory.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// A plugin error with a message for the user.
public struct PluginSupportError: Error, CustomStringConvertible, Sendable {
    public var description: String

    /// Creates an error with a message.
    public init(_ description: String) {
        self.description = description
    }
}
