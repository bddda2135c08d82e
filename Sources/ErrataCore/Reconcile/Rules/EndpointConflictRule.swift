/// `endpoint-conflict`: an endpoint a translation writes with another HTTP method, or with a path
/// a part of which is written otherwise, than the source's edition of the page.
///
/// Example: the English page documents `GET /v2/config/{app_key}` and the Japanese page writes
/// `GET /v2/configs/{app_key}` in one place. A request built from the Japanese page goes to an
/// address the service does not have.
public struct EndpointConflictRule: ContextRule {
    public static let id = "endpoint-conflict"
    public static let summary = "An endpoint's method or path differs between languages."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.conflict
    public static let help = """
        A translation writes an endpoint (`GET /v1/users/{id}`, `curl -X POST https://…/v1/orders`) with \
        another HTTP method than the source's edition of the page, or with one part of its path written \
        otherwise (`/v1.2/` for `/v1.3/`, `/achievement/` for `/achievements/`). A request built from that \
        guide goes to an address the service does not have. Endpoints are compared page by page, by \
        method and path: a full address's host, which a region may change, and its query are left out. \
        Where every translation writes the endpoint one way and the source another, one finding stands at \
        the source's: the translations were not updated, or the source's is the slip.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                ## Unlock an achievement

                **POST** `/v1/users/{userId}/achievements/{id}/unlock`
                """#
            ),
            (
                "ko",
                #"""
                ## 업적 달성

                **POST** `/v1/users/{userId}/achievement/{id}/unlock`
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                ## Unlock an achievement

                **POST** `/v1/users/{userId}/achievements/{id}/unlock`
                """#
            ),
            (
                "ko",
                #"""
                ## 업적 달성

                `POST https://api.example.kr/v1/users/{userId}/achievements/{id}/unlock`를 호출합니다.
                """#
            )
        )
    ]

    /// Creates the rule.
    public init() {}

    public func findings(in context: ReconcileContext) -> [Finding] {
        let source = context.product.sourceLanguage
        let sourcePages = Dictionary(
            context.pages(of: source).filter { !$0.endpoints.isEmpty }.map { ($0.page, $0) },
            uniquingKeysWith: { first, _ in first })
        guard !sourcePages.isEmpty else { return [] }
        // Each endpoint of a translation the source's edition does not write, with the source's
        // endpoint it stands for, by page.
        struct Drift: Hashable {
            var page: String
            var written: String
            var original: String
        }
        var drifts: [Drift: [(endpoint: EndpointFact, language: String)]] = [:]
        var order: [Drift] = []
        var translations: [String: Set<String>] = [:]
        for page in context.facts where page.language != source {
            guard let original = sourcePages[page.page] else { continue }
            translations[page.page, default: []].insert(page.language)
            let written = Set(original.endpoints.map(\.text))
            var seen: Set<String> = []
            for endpoint in page.endpoints where !written.contains(endpoint.text) && seen.insert(endpoint.text).inserted
            {
                guard let match = original.endpoints.first(where: { Self.isVariant(endpoint, of: $0) }) else {
                    continue
                }
                let drift = Drift(page: page.page, written: endpoint.text, original: match.text)
                if drifts[drift] == nil { order.append(drift) }
                drifts[drift, default: []].append((endpoint, page.language))
            }
        }
        var findings: [Finding] = []
        for drift in order {
            let written = drifts[drift]!
            let original = sourcePages[drift.page]!.endpoints.first { $0.text == drift.original }!
            let languages = written.map(\.language)
            // Every translation of the page writes it alike, and none as the source does: the
            // source's edition is the one to look at.
            let sourceWritesNone = !context.facts.contains {
                $0.page == drift.page && $0.language != source && $0.endpoints.contains { $0.text == drift.original }
            }
            if languages.count >= 2, Set(languages) == translations[drift.page], sourceWritesNone {
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: "\(source) writes \(drift.original) where every translation ("
                            + "\(languages.joined(separator: ", "))) writes \(drift.written): they were not updated, "
                            + "or \(source)'s text is wrong",
                        product: context.product.id,
                        fact: "endpoint:\(drift.original)",
                        language: source,
                        section: context.section(of: original.location),
                        location: original.location,
                        related: written.map {
                            RelatedLocation(
                                language: $0.language, location: $0.endpoint.location,
                                message: "\($0.language) writes \(drift.written)")
                        }
                    ))
                continue
            }
            for (endpoint, language) in written {
                findings.append(
                    Finding(
                        rule: Self.id,
                        severity: Self.defaultSeverity,
                        message: "\(language) writes \(drift.written) where \(source) writes \(drift.original)",
                        product: context.product.id,
                        fact: "endpoint:\(drift.written)",
                        language: language,
                        section: context.section(of: endpoint.location),
                        location: endpoint.location,
                        related: [
                            RelatedLocation(
                                language: source, location: original.location, message: "\(source) writes it here")
                        ],
                        resolution: "write \(drift.original) as \(source) does"
                    ))
            }
        }
        return findings
    }

    /// Whether `endpoint` is `original` with another method, or with one part of its path a
    /// letter or two apart (`v1.2` for `v1.3`, `achievement` for `achievements`): the same endpoint
    /// written otherwise, not another one.
    static func isVariant(_ endpoint: EndpointFact, of original: EndpointFact) -> Bool {
        if endpoint.path == original.path { return endpoint.method != original.method }
        guard endpoint.method == original.method else { return false }
        let parts = endpoint.path.split(separator: "/", omittingEmptySubsequences: false)
        let originals = original.path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == originals.count else { return false }
        let differing = zip(parts, originals).filter { $0 != $1 }
        guard differing.count == 1, let (part, other) = differing.first else { return false }
        return EditDistance.distance(String(part), String(other), limit: 2) != nil
    }
}
