/// A comment in a page that turns errata's rules off for some of its lines, as markdownlint's do:
///
/// ```markdown
/// <!-- errata-disable-next-line section-missing: kept short on purpose -->
/// <!-- errata-disable-line untranslated -->
/// <!-- errata-disable untranslated link-conflict: the legal text stays in English -->
/// <!-- errata-enable untranslated -->
/// <!-- errata-disable-file -->
/// ```
///
/// After the keyword come rule ids or kinds (`conflict`, `untranslated`…), separated by spaces or
/// commas, none meaning every rule; after a colon, the reason. Only HTML comments the Markdown
/// parser reads as HTML (a block, or inline in a paragraph) count: one in a code block or a code
/// span is text.
public struct SuppressionComment: Sendable, Hashable {
    /// What the comment turns off or on.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `errata-disable-next-line`: the line after the comment.
        case disableNextLine = "errata-disable-next-line"
        /// `errata-disable-line`: the comment's own line.
        case disableLine = "errata-disable-line"
        /// `errata-disable-file`: the whole page.
        case disableFile = "errata-disable-file"
        /// `errata-disable`: from the comment's line to an `errata-enable` of the same rules.
        case disable = "errata-disable"
        /// `errata-enable`: turns back on what an `errata-disable` turned off.
        case enable = "errata-enable"
    }

    /// What it does.
    public var kind: Kind
    /// The rule ids or kinds it names; empty for every rule.
    public var rules: [String]
    /// Why, as written after the colon; `nil` when none is given.
    public var reason: String?
    /// Where the comment starts.
    public var location: SourceLocation

    /// Creates a comment.
    public init(kind: Kind, rules: [String], reason: String?, location: SourceLocation) {
        self.kind = kind
        self.rules = rules
        self.reason = reason
        self.location = location
    }

    /// Whether the comment names the rule `id` of kind `kind` (or names no rule).
    public func names(rule id: String, kind: RuleKind?) -> Bool {
        rules.isEmpty || rules.contains(id) || kind.map { rules.contains($0.rawValue) } == true
    }

    /// The errata comments in raw HTML the parser handed over (an HTML block or an inline tag).
    ///
    /// - Parameters:
    ///   - html: The HTML's text.
    ///   - line: The line it starts on.
    ///   - locate: The location of a line of the page.
    /// - Returns: The comments that are errata's, in order.
    static func comments(in html: Substring, line: Int, locate: (Int) -> SourceLocation) -> [SuppressionComment] {
        var found: [SuppressionComment] = []
        var rest = html
        var line = line
        while let open = rest.range(of: "<!--") {
            line += rest[..<open.lowerBound].count { $0 == "\n" }
            let body = rest[open.upperBound...]
            let close = body.range(of: "-->")
            let text = close.map { body[..<$0.lowerBound] } ?? body
            if let comment = parse(text, location: locate(line)) { found.append(comment) }
            line += text.count { $0 == "\n" }
            guard let close else { break }
            rest = body[close.upperBound...]
        }
        return found
    }

    /// The comment whose text (between `<!--` and `-->`) is `text`, if it is errata's.
    static func parse(_ text: Substring, location: SourceLocation) -> SuppressionComment? {
        let trimmed = text.trimmingWhitespaceAndNewlines()
        guard trimmed.hasPrefix("errata-") else { return nil }
        let word = trimmed.prefix { !$0.isWhitespace && $0 != ":" }
        guard let kind = Kind(rawValue: String(word)) else { return nil }
        var rest = trimmed[word.endIndex...]
        var reason: String?
        if let colon = rest.firstIndex(of: ":") {
            let written = rest[rest.index(after: colon)...].trimmingWhitespaceAndNewlines()
            reason = written.isEmpty ? nil : String(written)
            rest = rest[..<colon]
        }
        let rules = rest.split { $0.isWhitespace || $0 == "," }.map(String.init)
        return SuppressionComment(kind: kind, rules: rules, reason: reason, location: location)
    }
}

/// The errata comments of one page, asked whether they turn a finding off.
public struct PageSuppressions: Sendable {
    /// The comments, in page order.
    public var comments: [SuppressionComment]

    /// Creates the suppressions of a page from its comments, in page order.
    public init(_ comments: [SuppressionComment]) {
        self.comments = comments
    }

    /// The comment that turns off the rule `rule` (of kind `kind`) at `line`, if any.
    ///
    /// `errata-disable-next-line` covers the line after it, `errata-disable-line` its own line,
    /// `errata-disable-file` every line; for `errata-disable` and `errata-enable`, the last one
    /// at or above `line` that names the rule decides.
    public func comment(turningOff rule: String, kind: RuleKind?, at line: Int) -> SuppressionComment? {
        var range: SuppressionComment?
        for comment in comments where comment.names(rule: rule, kind: kind) {
            switch comment.kind {
            case .disableFile:
                return comment
            case .disableNextLine:
                if comment.location.line + 1 == line { return comment }
            case .disableLine:
                if comment.location.line == line { return comment }
            case .disable:
                if comment.location.line <= line { range = comment }
            case .enable:
                if comment.location.line <= line { range = nil }
            }
        }
        return range
    }
}
