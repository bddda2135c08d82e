/// A message for the user about the input, with where it applies.
///
/// Prints as `path:line:col: severity: message [rule]`, the shape Xcode, SwiftPM and
/// most editors turn into inline issues.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
        case note
        case warning
        case error

        private var rank: Int {
            switch self {
            case .note: return 0
            case .warning: return 1
            case .error: return 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How serious it is.
    public var severity: Severity
    /// What is wrong, in a sentence the user can act on.
    public var message: String
    /// Where, if known.
    public var location: SourceLocation?
    /// The rule id, for findings.
    public var rule: String?

    /// Creates a diagnostic.
    public init(severity: Severity, message: String, location: SourceLocation? = nil, rule: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.rule = rule
    }

    public var description: String {
        var text = ""
        if let location {
            text += "\(location): "
        }
        text += "\(severity.rawValue): \(message)"
        if let rule {
            text += " [\(rule)]"
        }
        return text
    }
}
