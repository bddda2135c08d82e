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
        mention to the guide that lacks it.
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
        for api in catalog.apis where api.sources.contains(where: { $0.kind == .declaration }) {
            let present = Set(api.languages)
            for language in context.order where !present.contains(language) && !context.pages(of: language).isEmpty {
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
}
