/// `api-missing`: a selector some languages document (declare, or name in the text) and another lacks.
///
/// Example: the Korean guide declares `+ (void)issueTransferAccountWithCompletion:` in its
/// TransferAccount section; the English guide, an older edition, has no such section. Reported once
/// per selector and missing language, at the heading of the section it belongs in (or the top of the
/// page), with the languages that document it as related locations. A language whose page does
/// not exist is not reported here.
public struct APIMissingRule: DriftRule {
    public static let id = "api-missing"
    public static let summary = "A selector is documented in some languages but not in others."
    public static let defaultSeverity = Diagnostic.Severity.warning

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
