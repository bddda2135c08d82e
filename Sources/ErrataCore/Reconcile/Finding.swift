/// A disagreement between languages (or a flaw in one), found by a drift rule.
///
/// Its fields are kept in one box that copies share until one of them changes: findings are
/// sorted, merged, checked and reported, and a copy of eleven fields retained each of their seven
/// strings and two arrays (atomically), where a copy of the box retains one reference.
public struct Finding: Sendable, Hashable, Codable {
    /// The fields, shared by copies until one of them changes.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var rule: String
        @exclusivity(unchecked) var severity: Diagnostic.Severity
        @exclusivity(unchecked) var message: String
        @exclusivity(unchecked) var product: String
        @exclusivity(unchecked) var fact: String
        @exclusivity(unchecked) var language: String
        @exclusivity(unchecked) var section: SectionPath
        @exclusivity(unchecked) var location: SourceLocation
        @exclusivity(unchecked) var related: [RelatedLocation]
        @exclusivity(unchecked) var resolution: String?
        @exclusivity(unchecked) var accepted: Bool

        init(
            rule: String,
            severity: Diagnostic.Severity,
            message: String,
            product: String,
            fact: String,
            language: String,
            section: SectionPath,
            location: SourceLocation,
            related: [RelatedLocation],
            resolution: String?,
            accepted: Bool
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

        /// A box of its own with the same fields.
        func copy() -> Storage {
            Storage(
                rule: rule,
                severity: severity,
                message: message,
                product: product,
                fact: fact,
                language: language,
                section: section,
                location: location,
                related: related,
                resolution: resolution,
                accepted: accepted
            )
        }
    }

    private var storage: Storage

    /// The box, made this value's own first if another shares it.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// The rule's stable id, e.g. `code-conflict`.
    public var rule: String {
        _read { yield storage.rule }
        _modify { yield &uniqueStorage.rule }
    }
    /// How serious, after the config's rule severities.
    public var severity: Diagnostic.Severity {
        _read { yield storage.severity }
        _modify { yield &uniqueStorage.severity }
    }
    /// What is wrong, in a sentence that names the values and languages.
    public var message: String {
        _read { yield storage.message }
        _modify { yield &uniqueStorage.message }
    }
    /// The product.
    public var product: String {
        _read { yield storage.product }
        _modify { yield &uniqueStorage.product }
    }
    /// What the finding is about, stable across edits that move lines: e.g. `XYZ_ERROR_ACCOUNT_LOCKED`.
    public var fact: String {
        _read { yield storage.fact }
        _modify { yield &uniqueStorage.fact }
    }
    /// The language the primary location is in.
    public var language: String {
        _read { yield storage.language }
        _modify { yield &uniqueStorage.language }
    }
    /// The headings above the primary location.
    public var section: SectionPath {
        _read { yield storage.section }
        _modify { yield &uniqueStorage.section }
    }
    /// Where to fix it.
    public var location: SourceLocation {
        _read { yield storage.location }
        _modify { yield &uniqueStorage.location }
    }
    /// The same fact in the other languages.
    public var related: [RelatedLocation] {
        _read { yield storage.related }
        _modify { yield &uniqueStorage.related }
    }
    /// How the policy decided the value, where it did.
    public var resolution: String? {
        _read { yield storage.resolution }
        _modify { yield &uniqueStorage.resolution }
    }
    /// Whether a resolution in the config accepts this disagreement.
    public var accepted: Bool {
        _read { yield storage.accepted }
        _modify { yield &uniqueStorage.accepted }
    }

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
        storage = Storage(
            rule: rule,
            severity: severity,
            message: message,
            product: product,
            fact: fact,
            language: language,
            section: section,
            location: location,
            related: related,
            resolution: resolution,
            accepted: accepted
        )
    }

    /// The finding as a diagnostic line.
    public var diagnostic: Diagnostic {
        Diagnostic(severity: severity, message: message, location: location, rule: rule)
    }

    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.rule == rhs.rule
            && lhs.severity == rhs.severity
            && lhs.message == rhs.message
            && lhs.product == rhs.product
            && lhs.fact == rhs.fact
            && lhs.language == rhs.language
            && lhs.section == rhs.section
            && lhs.location == rhs.location
            && lhs.related == rhs.related
            && lhs.resolution == rhs.resolution
            && lhs.accepted == rhs.accepted
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(severity)
        hasher.combine(message)
        hasher.combine(product)
        hasher.combine(fact)
        hasher.combine(language)
        hasher.combine(section)
        hasher.combine(location)
        hasher.combine(related)
        hasher.combine(resolution)
        hasher.combine(accepted)
    }

    private enum CodingKeys: String, CodingKey {
        case rule, severity, message, product, fact, language, section, location, related, resolution, accepted
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            rule: try container.decode(String.self, forKey: .rule),
            severity: try container.decode(Diagnostic.Severity.self, forKey: .severity),
            message: try container.decode(String.self, forKey: .message),
            product: try container.decode(String.self, forKey: .product),
            fact: try container.decode(String.self, forKey: .fact),
            language: try container.decode(String.self, forKey: .language),
            section: try container.decode(SectionPath.self, forKey: .section),
            location: try container.decode(SourceLocation.self, forKey: .location),
            related: try container.decode([RelatedLocation].self, forKey: .related),
            resolution: try container.decodeIfPresent(String.self, forKey: .resolution),
            accepted: try container.decode(Bool.self, forKey: .accepted)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encode(product, forKey: .product)
        try container.encode(fact, forKey: .fact)
        try container.encode(language, forKey: .language)
        try container.encode(section, forKey: .section)
        try container.encode(location, forKey: .location)
        try container.encode(related, forKey: .related)
        try container.encodeIfPresent(resolution, forKey: .resolution)
        try container.encode(accepted, forKey: .accepted)
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
