/// What `--rule`, `--language` and `--path` keep of a report: a finding is kept when it passes
/// each filter given (any value of a repeated one).
public struct FindingFilter: Sendable {
    /// Rule ids or kinds (`code-conflict`, `untranslated`, `conflict`); empty keeps every rule.
    public var rules: [String]
    /// Language folder or bundle names, without regard to case; empty keeps every language.
    public var languages: [String]
    /// Patterns a finding's page must match (see ``PathPattern``); empty keeps every page.
    public var paths: [PathPattern]

    /// Creates a filter.
    public init(rules: [String] = [], languages: [String] = [], paths: [PathPattern] = []) {
        self.rules = rules
        self.languages = languages
        self.paths = paths
    }

    /// Whether the filter keeps everything.
    public var isEmpty: Bool { rules.isEmpty && languages.isEmpty && paths.isEmpty }

    /// Every rule id and kind a `--rule` may name, in `errata rules` order.
    public static var ruleNames: [String] {
        RuleDescriptor.all.map(\.id) + RuleKind.allCases.map(\.rawValue)
    }

    /// The values of `--rule` that name no rule and no kind.
    public func unknownRules() -> [String] {
        let known = Set(Self.ruleNames)
        return rules.filter { !known.contains($0) }
    }

    /// The values of `--language` that name no language of any of `products`.
    public func unknownLanguages(in products: [ReconciledProduct]) -> [String] {
        languages.filter { language in products.allSatisfy { $0.languageFolders(matching: [language]).isEmpty } }
    }

    /// The findings the filter keeps, in order.
    ///
    /// - Parameters:
    ///   - findings: The findings.
    ///   - products: The products they are about, for their languages' names.
    ///   - pathPrefix: What was put before project-relative paths (see
    ///     ``FindingCheck/pathPrefix(root:currentDirectory:)``): a pattern matches the path as
    ///     printed or the path without it.
    ///   - finding: How to reach the finding of an element.
    /// - Returns: The elements kept.
    public func apply<Element>(
        _ findings: [Element], products: [ReconciledProduct], pathPrefix: String = "",
        finding: (Element) -> Finding
    ) -> [Element] {
        guard !isEmpty else { return findings }
        var folders: [String: Set<String>] = [:]
        for product in products {
            folders[product.config.id] = Set(product.languageFolders(matching: languages))
        }
        var kinds: [String: RuleKind?] = [:]
        func kind(of rule: String) -> RuleKind? {
            if let known = kinds[rule] { return known }
            let kind = RuleDescriptor.descriptor(for: rule).kind
            kinds[rule] = kind
            return kind
        }
        let wantedRules = Set(rules)
        return findings.filter { element in
            let finding = finding(element)
            if !rules.isEmpty, !wantedRules.contains(finding.rule) {
                guard let kind = kind(of: finding.rule), wantedRules.contains(kind.rawValue) else { return false }
            }
            if !languages.isEmpty, folders[finding.product]?.contains(finding.language) != true { return false }
            if !paths.isEmpty {
                let path = finding.location.path
                let relative =
                    !pathPrefix.isEmpty && path.hasPrefix(pathPrefix) ? String(path.dropFirst(pathPrefix.count)) : path
                guard paths.contains(where: { $0.matches(path) || $0.matches(relative) }) else { return false }
            }
            return true
        }
    }
}
