import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks on paths taken from the config and the command line, so that nothing is read or written
/// outside the project.
enum SafePath {
    /// Whether `name` is one plain path component.
    static func isComponent(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\\")
            && !name.contains("\0") && !name.hasPrefix(".")
    }

    /// Whether `path` is relative and never climbs above its start.
    static func isContained(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
        var depth = 0
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                depth -= 1
                if depth < 0 { return false }
            default: depth += 1
            }
        }
        return depth > 0
    }

    /// The absolute path `path` leads to once every link is followed, whether or not all of it
    /// exists: the real path of its longest existing part (`realpath(3)`), then the rest.
    ///
    /// A path that does not exist yet (an output folder) is where it will be created, which a
    /// link in its existing part moves: `out/generated` with `out` a link is the link's target.
    /// `nil` when that cannot be told: a `..` in the part that does not exist (it would climb out
    /// of a folder not yet made, from wherever a link later put it), or a link in the path that
    /// leads nowhere (a folder made through it would be made at its target). A path below a file
    /// is returned as it is: nothing can be made there, and the write that tries names it.
    ///
    /// - Parameter path: A path, absolute or relative to the current folder.
    static func realPath(_ path: String) -> String? {
        let path = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        if let resolved = resolve(path) { return resolved }
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var rest: [String] = []
        while let last = components.popLast() {
            rest.insert(last, at: 0)
            let prefix = "/" + components.joined(separator: "/")
            guard let resolved = resolve(prefix) else { continue }
            // The first missing part must be missing (or below a file, where nothing can be made),
            // not a link to nowhere.
            var info = stat()
            guard lstat(prefix == "/" ? "/" + rest[0] : prefix + "/" + rest[0], &info) != 0,
                errno == ENOENT || errno == ENOTDIR
            else { return nil }
            var result = resolved == "/" ? "" : resolved
            for component in rest where component != "." {
                guard component != ".." else { return nil }
                result += "/" + component
            }
            return result.isEmpty ? "/" : result
        }
        return nil
    }

    /// Whether the real path `path` is `folder` (a real path too) or inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// `realpath(3)`, or `nil` when it fails.
    private static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
