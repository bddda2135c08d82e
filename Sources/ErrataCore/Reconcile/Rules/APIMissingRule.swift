/// `api-missing`: a selector some languages document (declare, or name in the text) and another lacks.
///
/// Example: the Korean guide declares `+ (void)requestDeviceTransferWithCompletion:` in its
/// TransferAccount section; the English guide, an older edition, has no such section. Reported once
/// per selector and missing language, at the heading of the section it belongs in (or the top of the
/// page), with the languages that document it as related locations. A language whose page does
/// not exist is not reported here.
public struct APIMissingRule: DriftRule {
    public static let id = "api-missing"
    public static let summary = "A selector is documented in some languages but not in others."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.missing
    public static let help = """
        A selector is declared or named in some languages' guides and not in another's, reported at the \
        section where it belongs. Readers of that language do not learn of the API. Add its declaration or \
        mention to the guide that lacks it. A guide that lacks the whole section the API belongs to gets the \
        section's `section-missing` finding instead. Where that guide declares another selector of as many parts, or \
        with the same first part, in the same section, which the others lack, one side renamed the API or \
        changed its parameters: it is reported once, at the declaration of the side without the source \
        language; give both sides the current declaration.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## Items

                목록을 가져옵니다.

                ```objectivec
                + (void)fetchItemsWithLimit:(NSInteger)limit completion:(void (^)(NSArray *items))completion;
                ```
                """#
            ),
            (
                "en",
                #"""
                ## Items

                Fetches the list.
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## Items

                목록을 가져옵니다.

                ```objectivec
                + (void)fetchItemsWithLimit:(NSInteger)limit completion:(void (^)(NSArray *items))completion;
                ```
                """#
            ),
            (
                "en",
                #"""
                ## Items

                Fetches the list.

                ```objectivec
                + (void)fetchItemsWithLimit:(NSInteger)limit completion:(void (^)(NSArray *items))completion;
                ```
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext, catalog: Catalog) -> [Finding] {
        var findings: [Finding] = []
        let declared = catalog.apis.filter { $0.sources.contains(where: { $0.kind == .declaration }) }
        var bySection: [SectionPath: [Int]] = [:]
        for (index, api) in declared.enumerated() { bySection[api.section, default: []].append(index) }
        // The selectors `language` declares in `api`'s section, of as many parts or of the same
        // first part (a parameter added or dropped), that no language documenting `api` has.
        func partners(of api: CatalogAPI, in language: String) -> [CatalogAPI] {
            let present = Set(api.languages)
            return (bySection[api.section] ?? []).map { declared[$0] }.filter { other in
                other.languages.contains(language) && present.isDisjoint(with: other.languages)
                    && (Self.parts(of: other.selector) == Self.parts(of: api.selector)
                        || Self.firstPart(of: other.selector) == Self.firstPart(of: api.selector))
            }
        }
        let source = context.product.sourceLanguage
        for api in declared {
            let present = Set(api.languages)
            // An API only translations document, where the source language's guide has pages: one
            // they still document after the source dropped it (or one added ahead of it), told where
            // they do, not as missing from every other guide.
            // (One of a pair renamed on one side is told as that, from the source's side.)
            if !present.contains(source), !context.pages(of: source).isEmpty {
                let renamed = partners(of: api, in: source)
                let isPair =
                    renamed.count == 1
                    && context.order.first(where: present.contains).map {
                        partners(of: renamed[0], in: $0).map(\.selector) == [api.selector]
                    } == true
                if !isPair {
                    findings += Self.onlyInTranslations(api, source: source, context: context)
                    continue
                }
            }
            for language in context.order where !present.contains(language) && !context.pages(of: language).isEmpty {
                // The language declares, in the same section, one selector of as many parts that no
                // language documenting this one has, and is the one such for it: one API renamed on
                // one side. It is reported once, at the declaration of the side without the first
                // language in precedence.
                let candidates = partners(of: api, in: language)
                if candidates.count == 1, let renamed = candidates.first,
                    let own = context.order.first(where: present.contains),
                    partners(of: renamed, in: own).map(\.selector) == [api.selector]
                {
                    let union = present.union(renamed.languages)
                    guard let first = context.order.first(where: union.contains), present.contains(first) else {
                        continue
                    }
                    if let finding = Self.renaming(api, as: renamed, in: language, context: context) {
                        findings.append(finding)
                    }
                    continue
                }
                let related = context.order.compactMap { other -> RelatedLocation? in
                    guard let source = api.sources.first(where: { $0.language == other }) else { return nil }
                    let how = source.kind == .declaration ? "declares" : "names"
                    return RelatedLocation(
                        language: other, location: source.location, message: "\(other) \(how) it here")
                }
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: "\(language) does not document \(api.selector); "
                            + "\(context.order.filter(present.contains).joined(separator: ", ")) do",
                        product: context.product.id,
                        fact: api.selector,
                        language: language,
                        section: api.section,
                        location: context.placement(of: api.section, in: language),
                        related: related
                    )
                )
            }
        }
        return findings
    }

    /// The findings without the APIs of a section a language lacks, which `section-missing` reports
    /// at the same place: the section's finding says it all (a translation that lacks the section
    /// on renaming an account lacks its API as well).
    static func withoutAPIsOfMissingSections(_ findings: [Finding], context: ReconcileContext) -> [Finding] {
        let missing = Set(
            findings.filter { $0.rule == SectionMissingRule.id }.map { "\($0.language)\u{1F}\($0.location)" })
        guard !missing.isEmpty else { return findings }
        return findings.filter { finding in
            guard finding.rule == id, missing.contains("\(finding.language)\u{1F}\(finding.location)"),
                let section = context.alignment.sectionIDs[SectionKey(finding.section)],
                let matched = context.alignment.matchedIDs[finding.location.path]
            else { return true }
            return matched.contains(section)
        }
    }

    /// One finding for each translation that documents `api`, which the source language does not.
    private static func onlyInTranslations(_ api: CatalogAPI, source: String, context: ReconcileContext) -> [Finding] {
        context.order.compactMap { language in
            guard let place = api.sources.first(where: { $0.language == language }) else { return nil }
            return Finding(
                rule: id,
                severity: defaultSeverity,
                message: "\(language) documents \(api.selector), which \(source), the source language, does not: "
                    + "dropped from the source, or not yet added to it",
                product: context.product.id,
                fact: api.selector,
                language: language,
                section: context.section(of: place.location),
                location: place.location
            )
        }
    }

    /// A selector's first part, its name before the first argument (`startWithKey:` of
    /// `startWithKey:region:`).
    static func firstPart(of selector: String) -> Substring {
        selector.firstIndex(of: ":").map { selector[...$0] } ?? selector[...]
    }

    /// How many parts (arguments) a selector has: its colons, or one.
    static func parts(of selector: String) -> Int {
        max(selector.count { $0 == ":" }, 1)
    }

    /// The finding for a language that declares `renamed` where the others declare `api`, at its
    /// declaration.
    static func renaming(_ api: CatalogAPI, as renamed: CatalogAPI, in language: String, context: ReconcileContext)
        -> Finding?
    {
        guard let declaration = renamed.sources.first(where: { $0.language == language && $0.kind == .declaration })
        else { return nil }
        let present = Set(api.languages)
        let others = context.order.filter(present.contains)
        return Finding(
            rule: id,
            severity: defaultSeverity,
            message: "\(language) declares \(renamed.selector) where \(others.joined(separator: ", ")) declare "
                + "\(api.selector) instead; one side "
                + (parts(of: api.selector) != parts(of: renamed.selector)
                    && firstPart(of: api.selector)
                        == firstPart(of: renamed.selector)
                    ? "changed its parameters" : "renamed it"),
            product: context.product.id,
            fact: api.selector,
            language: language,
            section: api.section,
            location: declaration.location,
            related: others.compactMap { other in
                api.sources.first { $0.language == other && $0.kind == .declaration }.map {
                    RelatedLocation(language: other, location: $0.location, message: "\(other) declares it here")
                }
            }
        )
    }
}
