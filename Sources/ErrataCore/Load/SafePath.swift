/// Checks on paths taken from the config, so that nothing is read or written outside the project.
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
}
