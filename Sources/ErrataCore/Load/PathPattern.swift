import Foundation

/// One entry of the config's `exclude` list: files and folders of the docs folder that are not
/// pages (a Docusaurus `_partial.md`, a `drafts/` folder, a generated changelog).
///
/// Written like a `.gitignore` line, relative to the docs folder, and matched one path component
/// at a time with `fnmatch(3)`:
/// - `*` and `?` stand for any characters, or one, within a file or folder name; `[abc]` and
///   `[a-z]` for one of those characters.
/// - `**` as a whole component stands for any number of folders, none included
///   (`Demo/**/internal`).
/// - A pattern without `/` is a name, matched at any depth (`_*.md`, `drafts`).
/// - A pattern that matches a folder excludes everything below it; a trailing `/` is allowed.
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    /// Its components, `**` included; one component for a name matched at any depth.
    private let components: [String]
    /// Whether the pattern is a name matched at any depth (it has no `/`).
    private let isName: Bool

    /// Reads a pattern; `nil` when it cannot match a path inside the docs folder (empty, absolute,
    /// with an empty, `.` or `..` component, or a `\`).
    public init?(_ text: String) {
        var body = Substring(text)
        if body.hasSuffix("/") { body = body.dropLast() }
        let parts = body.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !body.isEmpty, !text.hasPrefix("/"), !text.contains("\\"), !text.contains("\0"),
            parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
        else { return nil }
        self.text = text
        // `a/**/**/b` is `a/**/b`.
        self.components = parts.enumerated().filter { index, part in
            !(part == "**" && index > 0 && parts[index - 1] == "**")
        }.map(\.element)
        self.isName = parts.count == 1
    }

    public var description: String { text }

    /// Whether the file or folder at `path` (relative to the docs folder, `/`-separated) is
    /// excluded: the pattern matches it or one of the folders it is in.
    public func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/").map(String.init)
        if isName {
            return components[0] == "**" || names.contains { Self.matches(components[0], $0) }
        }
        // reachable[p]: the pattern's first p components match the names read so far.
        var reachable = [Bool](repeating: false, count: components.count + 1)
        reachable[0] = true
        reachable = closedOverStars(reachable)
        for name in names {
            // A prefix of the path (a folder above the file) matched the whole pattern.
            if reachable[components.count] { return true }
            var next = [Bool](repeating: false, count: components.count + 1)
            for (index, component) in components.enumerated() where reachable[index] {
                if component == "**" {
                    next[index] = true
                } else if Self.matches(component, name) {
                    next[index + 1] = true
                }
            }
            reachable = closedOverStars(next)
            if !reachable.contains(true) { return false }
        }
        return reachable[components.count]
    }

    /// `reachable` with every `**` also passed over without a folder.
    private func closedOverStars(_ reachable: [Bool]) -> [Bool] {
        var result = reachable
        for (index, component) in components.enumerated() where component == "**" && result[index] {
            result[index + 1] = true
        }
        return result
    }

    /// Whether one name matches one component of a pattern.
    private static func matches(_ component: String, _ name: String) -> Bool {
        if !component.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) { return component == name }
        return fnmatch(component, name, 0) == 0
    }
}
