/// A place in an input file, as errata reports it.
///
/// `path` is relative to the project root (the folder holding `errata.yml`), with forward
/// slashes. `line` and `column` are 1-based; `column` counts characters, not bytes.
public struct SourceLocation: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The file, relative to the project root.
    public var path: String
    /// The 1-based line, or 0 when the location is the whole file.
    public var line: Int
    /// The 1-based column in characters, or 0 when unknown.
    public var column: Int

    /// Creates a location.
    public init(path: String, line: Int = 0, column: Int = 0) {
        self.path = path
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }

    /// `path:line:column`, leaving out the parts that are unknown.
    public var description: String {
        guard line > 0 else { return path }
        guard column > 0 else { return "\(path):\(line)" }
        return "\(path):\(line):\(column)"
    }
}
