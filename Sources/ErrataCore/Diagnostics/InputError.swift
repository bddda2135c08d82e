/// Input errata cannot use: a missing folder, a file that is not UTF-8, a bad config.
///
/// Always names the file, and the line where there is one. The command line exits with
/// code 2 for it, and nothing is written.
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The file (and line) it is about.
    public var location: SourceLocation

    /// Creates an input error.
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// The error as a diagnostic line.
    public var diagnostic: Diagnostic {
        Diagnostic(severity: .error, message: message, location: location)
    }

    public var description: String { diagnostic.description }
}
