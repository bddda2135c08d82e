/// `untranslated-page`: a page of a language with letters of its own (Hangul, kana or Han for
/// Korean, Japanese, Chinese; Cyrillic, Greek, Hebrew, Arabic, Thai or Devanagari for the
/// languages written in them) with no text in them: a page copied from another language and left
/// untranslated.
///
/// `untranslated` reports text in a script the language does not use, and Latin never counts
/// there (names, identifiers and code are Latin in every language); so a page left entirely in
/// English in the Korean guide gave no finding. This rule reports such a page once, at its first
/// line, when the Latin letters of its text outside code reach ``minimumLetters`` (a page of a few
/// API names is not a page of prose). The source language's own pages are not checked: they are
/// not translations.
///
/// An edition most of whose pages are so (three quarters and at least ``wholeEdition``) is one
/// finding, its pages beside it: an edition published in another language on purpose (a Chinese
/// edition in English) is one decision, not one mistake per page.
public struct UntranslatedPageRule: ContextRule {
    public static let id = "untranslated-page"
    public static let summary =
        "A page in a language of another script than Latin has no text in it: it was not translated."
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let kind = RuleKind.untranslated
    public static let help = """
        A page of a language with letters of its own (Korean, Japanese, Chinese, Russian, …) that holds none \
        of them outside code, once it has about forty words of Latin letters: a page copied from another \
        language and never translated. One finding per page; where three pages or more, three quarters of \
        the language's or more, are so, one for the edition (an edition published in English). Translate the \
        page, or leave an edition published in another language out of the product's languages.
        """
    public static let triggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                # Install

                This guide explains how to install the application, how to sign in with an account, and how to keep the session alive while the user moves between screens. Every step lists what to call and what to expect back. The last section lists the errors a call may return and what to do about each of them.
                """#
            ),
            (
                "ja",
                #"""
                # Install

                This guide explains how to install the application, how to sign in with an account, and how to keep the session alive while the user moves between screens. Every step lists what to call and what to expect back. The last section lists the errors a call may return and what to do about each of them.
                """#
            )
        )
    ]
    public static let nonTriggeringExamples = [
        RuleExample(
            (
                "en",
                #"""
                # Install

                This guide explains how to install the application, how to sign in with an account, and how to keep the session alive while the user moves between screens. Every step lists what to call and what to expect back. The last section lists the errors a call may return and what to do about each of them.
                """#
            ),
            (
                "ja",
                #"""
                # インストール

                このガイドでは、アプリのインストール方法とログイン方法を説明します。
                """#
            )
        )
    ]

    /// The fewest Latin letters outside code (about 40 words) for which a page is reported.
    public static let minimumLetters = 200

    /// Creates the rule.
    public init() {}

    /// Whether this rule reports the page: a translation left as a copy of another language's
    /// page, whose other defects are that page's (see ``withoutCopiedFindings(_:in:)``); not one
    /// whose source page is in Latin letters too (a page kept in English in every language).
    static func reports(_ page: DocumentFacts, in context: ReconcileContext) -> Bool {
        page.language != context.product.sourceLanguage && page.untranslatedLetters >= minimumLetters
            && !context.latinSourcePages.contains(page.page)
    }

    /// `findings` without those of other rules on a page this rule reports that a page of the same
    /// name it may be a copy of has too (the same rule and fact, or message): the copy took them
    /// from it. It may be a copy of a page in a language written in Latin letters, or of the source
    /// language's, partly translated; another translation's same gap is its own, not the copy's.
    static func withoutCopiedFindings(_ findings: [Finding], in context: ReconcileContext) -> [Finding] {
        var copies: [String: String] = [:]
        var names: [String: String] = [:]
        for page in context.facts {
            if reports(page, in: context) {
                copies[page.path] = page.page
            } else if page.language == context.product.sourceLanguage
                || ScriptDetector.nativeScripts(for: context.product.bundle(of: page.language)) == []
            {
                names[page.path] = page.page
            }
        }
        guard !copies.isEmpty else { return findings }
        struct Seen: Hashable {
            var rule: String
            var page: String
            var text: String
        }
        var original: Set<Seen> = []
        for finding in findings where copies[finding.location.path] == nil {
            guard let page = names[finding.location.path] else { continue }
            original.insert(Seen(rule: finding.rule, page: page, text: finding.fact))
            original.insert(Seen(rule: finding.rule, page: page, text: "\u{1}" + finding.message))
        }
        return findings.filter { finding in
            guard finding.rule != id, let page = copies[finding.location.path] else { return true }
            return !original.contains(Seen(rule: finding.rule, page: page, text: finding.fact))
                && !original.contains(Seen(rule: finding.rule, page: page, text: "\u{1}" + finding.message))
        }
    }

    public func findings(in context: ReconcileContext) -> [Finding] {
        var findings: [Finding] = []
        let reported = context.facts.filter { Self.reports($0, in: context) }
        var editions: Set<String> = []
        for language in context.order {
            let pages = reported.filter { $0.language == language }
            let all = context.pages(of: language).count
            guard pages.count >= Self.wholeEdition, pages.count * 4 >= all * 3 else { continue }
            editions.insert(language)
            let scripts = Self.scriptNames(of: language, in: context)
            let share = pages.count == all ? "any of its \(all) pages" : "\(pages.count) of its \(all) pages"
            findings.append(
                Finding(
                    rule: Self.id,
                    severity: Self.defaultSeverity,
                    message: "the \(language) edition has no text in \(scripts) on \(share): it was not "
                        + "translated, or is published in another language (then leave it out of the product's languages)",
                    product: context.product.id,
                    fact: "edition " + language,
                    language: language,
                    location: SourceLocation(path: pages[0].path, line: 1, column: 1),
                    related: pages.dropFirst().map {
                        RelatedLocation(
                            language: language, location: SourceLocation(path: $0.path, line: 1, column: 1),
                            message: "'\($0.page)': " + Self.letters(of: $0))
                    }
                ))
        }
        for page in reported where !editions.contains(page.language) {
            findings.append(
                Finding(
                    rule: Self.id,
                    severity: Self.defaultSeverity,
                    message:
                        "the \(page.language) page '\(page.page)' has no text in "
                        + "\(Self.scriptNames(of: page.language, in: context)): " + Self.letters(of: page),
                    product: context.product.id,
                    fact: "page " + page.page,
                    language: page.language,
                    location: SourceLocation(path: page.path, line: 1, column: 1),
                    related: []
                )
            )
        }
        return findings
    }

    /// How many pages, three quarters of a language's or more, make one finding for the whole
    /// edition (a Chinese edition published in English) rather than one for each page.
    static let wholeEdition = 3

    /// The names of the scripts a language is written in, other than Latin (`Kana or Han`).
    static func scriptNames(of language: String, in context: ReconcileContext) -> String {
        let bundle = context.product.bundle(of: language)
        return ScriptDetector.NativeScripts(ScriptDetector.nativeScripts(for: bundle) ?? []).names
            .joined(separator: " or ")
    }

    /// What the page's letters outside code are: all Latin, or Latin and the other scripts it
    /// holds (a copy of the source language's page, partly translated into English).
    private static func letters(of page: DocumentFacts) -> String {
        var lines: [String: Set<Int>] = [:]
        for run in page.foreignText { lines[run.script, default: []].insert(run.location.line) }
        guard !lines.isEmpty else { return "its \(page.untranslatedLetters) letters outside code are all Latin" }
        let others = lines.keys.sorted().map { script in
            let count = lines[script]!.count
            return "\(script) on \(count) line\(count == 1 ? "" : "s")"
        }
        return "outside code it has \(page.untranslatedLetters) Latin letters, and text in "
            + others.joined(separator: " and ")
    }
}
