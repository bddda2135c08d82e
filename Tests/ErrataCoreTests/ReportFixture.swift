import Foundation

@testable import ErrataCore

/// Small reconciled products for the reporter and check tests, reconciled from real Markdown.
///
/// Product `demo` in ko (the source), en and ja, one page each:
/// - `TCGB_ERROR_BANNED_MEMBER | 7` in ko and ja, `TCGB_ERROR_AUTH_BANNED_MEMBER | 3005` in en:
///   a `code-conflict` at the en row (ko and ja related);
/// - `TCGB_ERROR_NOT_LOGGED_IN | 8` in ko and ja but not en (unless `enComplete`): a `code-missing` for en;
/// - `TCGB_ERROR_SOCKET_ERROR(110)` in ja's prose, in no table: a `code-unlisted` for ja.
///
/// `shift` blank lines are put at the top of every page, to move every line and nothing else.
enum ReportFixture {
    /// A location, qualified (Testing has a `SourceLocation` too).
    typealias Place = ErrataCore.SourceLocation

    /// An error table.
    static func table(_ rows: [(String, Int, String)]) -> String {
        var text = "| Category | Error | Error Code | Description |\n| --- | --- | --- | --- |\n"
        for (index, row) in rows.enumerated() {
            let symbol = row.0.replacingOccurrences(of: "_", with: "\\_")
            text += "| \(index == 0 ? "Auth" : "") | \(symbol) | \(row.1) | \(row.2) |\n"
        }
        return text
    }

    /// The pages by language.
    static func pages(shift: Int = 0, enComplete: Bool = false, enConflict: Bool = true) -> [String: String] {
        let top = String(repeating: "\n", count: shift)
        var en: [(String, Int, String)] = [("TCGB_ERROR_INVALID_MEMBER", 6, "Invalid member.")]
        en.append(
            enConflict
                ? ("TCGB_ERROR_AUTH_BANNED_MEMBER", 3005, "Banned member.")
                : ("TCGB_ERROR_BANNED_MEMBER", 7, "Banned member."))
        if enComplete { en.append(("TCGB_ERROR_NOT_LOGGED_IN", 8, "Not logged in.")) }
        return [
            "ko": top + "# Errors\n\n"
                + table([
                    ("TCGB_ERROR_INVALID_MEMBER", 6, "잘못된 회원입니다."),
                    ("TCGB_ERROR_BANNED_MEMBER", 7, "제재된 회원입니다."),
                    ("TCGB_ERROR_NOT_LOGGED_IN", 8, "로그인되지 않았습니다."),
                ]),
            "en": top + "# Errors\n\n" + table(en),
            "ja": top + "# Errors\n\nTCGB_ERROR_SOCKET_ERROR(110)を確認してください。\n\n"
                + table([
                    ("TCGB_ERROR_INVALID_MEMBER", 6, "無効な会員です。"),
                    ("TCGB_ERROR_BANNED_MEMBER", 7, "制裁された会員です。"),
                    ("TCGB_ERROR_NOT_LOGGED_IN", 8, "ログインしていません。"),
                ]),
        ]
    }

    /// The product's configuration.
    static func config(resolutions: [Resolution] = []) -> ProductConfig {
        ProductConfig(
            id: "demo",
            folder: "demo",
            name: "Demo",
            sourceLanguage: "ko",
            languages: [
                LanguageConfig(folder: "ko", bundle: "ko"),
                LanguageConfig(folder: "en", bundle: "en"),
                LanguageConfig(folder: "ja", bundle: "ja-JP"),
            ],
            swift: SwiftOutputConfig(enumName: "DemoError", accessLevel: "public"),
            resolutions: resolutions
        )
    }

    /// The reconciled product.
    static func product(
        shift: Int = 0,
        enComplete: Bool = false,
        enConflict: Bool = true,
        resolutions: [Resolution] = []
    ) -> ReconciledProduct {
        let pages = pages(shift: shift, enComplete: enComplete, enConflict: enConflict)
        let facts = ["ko", "en", "ja"].map { language in
            Fixture.facts(markdown: pages[language]!, language: language, path: "docs-src/demo/\(language)/errors.md")
        }
        return Reconciler().reconcile(config(resolutions: resolutions), facts: facts)
    }

    /// A resolution accepting the banned-member conflict, written at `errata.yml:12:9`.
    static let bannedResolution = Resolution(
        fact: "TCGB_ERROR_BANNED_MEMBER",
        code: 7,
        symbol: nil,
        reason: "The server has sent 7 since 2.0.",
        location: Place(path: "errata.yml", line: 12, column: 9)
    )

    /// A finding made by hand.
    static func finding(
        rule: String = "code-conflict",
        severity: Diagnostic.Severity = .error,
        message: String = "en gives 3005",
        fact: String = "TCGB_ERROR_BANNED_MEMBER",
        language: String = "en",
        location: Place = Place(path: "docs-src/demo/en/errors.md", line: 6, column: 3),
        related: [RelatedLocation] = [],
        resolution: String? = nil,
        accepted: Bool = false
    ) -> Finding {
        Finding(
            rule: rule,
            severity: severity,
            message: message,
            product: "demo",
            fact: fact,
            language: language,
            location: location,
            related: related,
            resolution: resolution,
            accepted: accepted
        )
    }

    /// A context reporting `findings` of product `demo`, each open.
    static func context(_ findings: [Finding], useColor: Bool = false) -> ReportContext {
        ReportContext(
            findings: ReportedFinding.withUniqueFingerprints(
                findings.map { ReportedFinding(finding: $0, fingerprint: "") }),
            toolVersion: "9.9.9",
            useColor: useColor
        )
    }

    /// The findings of `product` with rule `rule`.
    static func findings(_ product: ReconciledProduct, rule: String) -> [Finding] {
        product.findings.filter { $0.rule == rule }
    }
}
