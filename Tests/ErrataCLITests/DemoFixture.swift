import Foundation

/// The tiny project the end-to-end tests build: product `demo` ("Demo"), written in Korean
/// first, with one page `errors.md` per language holding a three-row error table.
enum DemoFixture {
    /// One row of an error table.
    struct Row {
        /// The error symbol, e.g. `TCGB_ERROR_BANNED_MEMBER` (written with `\_` in the page).
        var symbol: String
        /// The error code.
        var code: Int
        /// The description cell.
        var message: String
    }

    /// The page every language has.
    static let page = "errors.md"

    /// Where the page of `language` is, relative to the project root.
    static func pagePath(_ language: String) -> String {
        "docs-src/demo/\(language)/\(page)"
    }

    /// The Korean table.
    static let koRows = [
        Row(symbol: "TCGB_ERROR_INVALID_MEMBER", code: 6, message: "잘못된 회원입니다."),
        Row(symbol: "TCGB_ERROR_BANNED_MEMBER", code: 7, message: "제재된 회원입니다."),
        Row(symbol: "TCGB_ERROR_NOT_LOGGED_IN", code: 8, message: "로그인되지 않았습니다."),
    ]

    /// The English table, agreeing with the Korean one.
    static let enRows = [
        Row(symbol: "TCGB_ERROR_INVALID_MEMBER", code: 6, message: "Invalid member."),
        Row(symbol: "TCGB_ERROR_BANNED_MEMBER", code: 7, message: "Banned member."),
        Row(symbol: "TCGB_ERROR_NOT_LOGGED_IN", code: 8, message: "Not logged in."),
    ]

    /// The Japanese table, agreeing with the Korean one.
    static let jaRows = [
        Row(symbol: "TCGB_ERROR_INVALID_MEMBER", code: 6, message: "無効な会員です。"),
        Row(symbol: "TCGB_ERROR_BANNED_MEMBER", code: 7, message: "制裁された会員です。"),
        Row(symbol: "TCGB_ERROR_NOT_LOGGED_IN", code: 8, message: "ログインしていません。"),
    ]

    /// The default rows of a language.
    static func rows(_ language: String) -> [Row] {
        switch language {
        case "ko": return koRows
        case "ja": return jaRows
        default: return enRows
        }
    }

    /// `errata.yml` for product `demo` with the given languages (folder name = bundle name).
    ///
    /// - Parameters:
    ///   - languages: The language folders, in order.
    ///   - source: The source language.
    ///   - output: The `output` value.
    ///   - languagesKey: The key written for the languages (to make a typo).
    static func config(
        languages: [String] = ["ko", "en"],
        source: String = "ko",
        output: String = "generated",
        languagesKey: String = "languages"
    ) -> String {
        var lines = [
            "version: 1",
            "docs: docs-src",
            "output: \(output)",
            "products:",
            "  demo:",
            "    name: Demo",
            "    source: \(source)",
            "    \(languagesKey):",
        ]
        lines += languages.map { "      \($0): \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A page: a heading, a blank line and the error table. The table header is line 3 and
    /// row `n` (0-based) is line `5 + n`.
    static func page(title: String = "Errors", rows: [Row]) -> String {
        var lines = [
            "# \(title)",
            "",
            "| Category | Error | Error Code | Description |",
            "| --- | --- | --- | --- |",
        ]
        for (index, row) in rows.enumerated() {
            let category = index == 0 ? "Auth" : "    "
            let symbol = row.symbol.replacingOccurrences(of: "_", with: "\\_")
            lines.append("| \(category) | \(symbol) | \(row.code) | \(row.message) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the config and a page for each language into `runner`'s project.
    ///
    /// - Parameters:
    ///   - runner: The project to write into.
    ///   - languages: The languages of the config, each with a page.
    ///   - rows: Tables that replace a language's default rows.
    static func write(
        into runner: ErrataRunner,
        languages: [String] = ["ko", "en"],
        rows: [String: [Row]] = [:]
    ) throws {
        try runner.write(config(languages: languages), to: "errata.yml")
        for language in languages {
            try runner.write(page(rows: rows[language] ?? Self.rows(language)), to: pagePath(language))
        }
    }

    /// The 1-based number of the first line of `text` containing `needle`, or 0.
    static func lineNumber(of needle: String, in text: String) -> Int {
        let lines = text.components(separatedBy: "\n")
        return (lines.firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    /// The files a build of the demo writes, relative to the project, for `languages`.
    static func outputs(languages: [String] = ["ko", "en"]) -> [String] {
        [
            "generated/Demo/Swift/DemoError.swift",
            "generated/Demo/catalog.json",
            "generated/Demo/report/drift.md",
            "generated/Demo/report/drift.json",
            "generated/Demo/report/drift.html",
            "generated/Demo/Resources/DemoError.xcstrings",
        ]
            + languages.map { "generated/Demo/Resources/\($0).lproj/DemoError.strings" }
    }
}
