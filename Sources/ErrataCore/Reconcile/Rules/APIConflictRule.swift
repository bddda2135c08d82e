/// `api-conflict`: a selector declared differently in different languages (return type, parameter
/// types, nullability, class or instance method).
///
/// Example: one guide declares `viewController:(nullable UIViewController *)viewController` and
/// another `viewController:(UIViewController *)viewController`. The declaration most languages give
/// is taken (ties go to the source language); each language that differs gets a finding at its
/// declaration, with the agreeing declarations as related locations.
public struct APIConflictRule: DriftRule {
    public static let id = "api-conflict"
    public static let summary = "A selector is declared differently in different languages."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.conflict
    public static let help = """
        A selector is declared differently in different languages: its return type, a parameter's type or \
        nullability, or class against instance method. Code written from one guide does not compile against \
        the other. Declarations are compared within one page and its translations: one selector on two \
        pages is most often two classes' methods. Make the declarations agree with the SDK's header.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "ko",
                #"""
                ## Items

                ```objectivec
                + (void)fetchItemsWithLimit:(NSInteger)limit completion:(void (^)(NSArray *items))completion;
                ```
                """#
            ),
            (
                "en",
                #"""
                ## Items

                ```objectivec
                + (void)fetchItemsWithLimit:(NSUInteger)limit completion:(void (^)(NSArray *items))completion;
                ```
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

                ```objectivec
                + (void)fetchItemsWithLimit:(NSInteger)limit completion:(void (^)(NSArray *items))completion;
                ```
                """#
            ),
            (
                "en",
                #"""
                ## Items

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
        // Declarations are compared page by page: one selector on two pages is most often two
        // classes' methods (`initWithOptions:` of two services), not one API in two forms.
        for api in catalog.apis {
            let declarations = api.sources.filter { $0.kind == .declaration && $0.signature != nil }
            var pages: [String] = []
            var byPage: [String: [APISource]] = [:]
            for source in declarations {
                let page = context.pageNames[source.location.path] ?? source.location.path
                if byPage[page] == nil { pages.append(page) }
                byPage[page, default: []].append(source)
            }
            for page in pages {
                let sources = byPage[page]!
                let decided = Self.decided(sources, order: context.order)
                var reported: Set<String> = []
                for source in sources where source.signature != decided && reported.insert(source.language).inserted {
                    // A language that also gives the decided declaration elsewhere only repeats it differently.
                    let agreeing = sources.filter { $0.signature == decided }
                    findings.append(
                        Finding(
                            rule: Self.id,
                            severity: Self.defaultSeverity,
                            message: "\(source.language) declares \(source.signature!) but "
                                + "\(Self.languages(agreeing, context)) declare \(decided)",
                            product: context.product.id,
                            fact: api.selector,
                            language: source.language,
                            section: api.section,
                            location: source.location,
                            related: agreeing.map {
                                RelatedLocation(
                                    language: $0.language, location: $0.location,
                                    message: "\($0.language) declares it so")
                            },
                            resolution: "the catalog keeps \(decided)"
                        )
                    )
                }
            }
        }
        return findings
    }

    /// The declaration a page's languages settle on: each language's first one votes, the majority
    /// wins, a tie goes to the language with the highest precedence.
    static func decided(_ sources: [APISource], order: [String]) -> String {
        var votes: [(String, String)] = []
        for language in order {
            if let first = sources.first(where: { $0.language == language }), let signature = first.signature {
                votes.append((language, signature))
            }
        }
        guard !votes.isEmpty else { return sources[0].signature! }
        return Policy.decide(votes, order: order, resolved: nil, resolution: nil, describe: { $0 }).0
    }

    static func languages(_ sources: [APISource], _ context: ReconcileContext) -> String {
        let present = Set(sources.map(\.language))
        return context.order.filter(present.contains).joined(separator: ", ")
    }
}
