/// A disagreement between languages (or a flaw in one), found by a drift rule.
public struct Finding: Sendable, Hashable, Codable {
    /// The rule's stable id, e.g. `code-conflict`.
    public var rule: String
    /// How serious, after the config's rule severities.
    public var severity: Diagnostic.Severity
    /// What is wrong, in a sentence that names the values and languages.
    public var message: String
    /// The product.
    public var product: String
    /// What the finding is about, stable across edits that move lines: e.g. `TCGB_ERROR_BANNED_MEMBER`.
    public var fact: String
    /// The language the primary location is in.
    public var language: String
    /// The headings above the primary location.
    public var section: SectionPath
    /// Where to fix it.
    public var location: SourceLocation
    /// The same fact in the other languages.
    public var related: [RelatedLocation]
    /// How the policy decided the value, where it did.
    public var resolution: String?
    /// Whether a resolution in the config accepts this disagreement.
    public var accepted: Bool

    /// Creates a finding.
    public init(
        rule: String,
        severity: Diagnostic.Severity,
        message: String,
        product: String,
        fact: String,
        language: String,
        section: SectionPath = [],
        location: SourceLocation,
        related: [RelatedLocation] = [],
        resolution: String? = nil,
        accepted: Bool = false
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.product = product
        self.fact = fact
        self.language = language
        self.section = section
        self.location = location
        self.related = related
        self.resolution = resolution
        self.accepted = accepted
    }

    /// The finding as a diagnostic line.
    public var diagnostic: Diagnostic {
        Diagnostic(severity: severity, message: message, location: location, rule: rule)
    }
}

/// A related place: the same fact in another language.
public struct RelatedLocation: Sendable, Hashable, Codable {
    /// The language.
    public var language: String
    /// Where.
    public var location: SourceLocation
    /// What that language says there, e.g. `ko says 7`.
    public var message: String

    /// Creates a related location.
    public init(language: String, location: SourceLocation, message: String) {
        self.language = language
        self.location = location
        self.message = message
    }
}
