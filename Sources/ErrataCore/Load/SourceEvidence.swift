import ErrataMarkdown
import Foundation

/// What points at the language a guide was written in first, for `errata init`: text of one
/// language left in the other languages' pages, and which language's pages a git history changes
/// first.
struct SourceEvidence: Sendable, Equatable {
    /// Lines of the other languages' pages that hold text in a language's script, by language folder.
    var leftoverLines: [String: Int] = [:]
    /// The languages whose pages hold those lines, by the language the text is in.
    var leftoverPages: [String: Set<String>] = [:]
    /// Commits that changed a page in some languages before another commit changed it in the
    /// others, by the language of the earlier change.
    var gitLeads: [String: Int] = [:]
    /// How many commits changed a page before another commit changed it in other languages.
    var gitLeadCommits = 0
    /// Whether a git history was read.
    var gitRead = false

    /// The fewest letters of a script a line needs to count: fewer are most often a language's
    /// name in a language menu (`한국어`, `日本語`), not a sentence left over.
    static let minimumLetters = 4

    /// The language that most of `counts` points at, when it is clear: at least `minimum`, and at
    /// least `ratio` times the runner-up's.
    static func clearWinner(_ counts: [String: Int], minimum: Int, ratio: Int) -> String? {
        let sorted = counts.filter { $0.value > 0 }.sorted {
            $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
        }
        guard let first = sorted.first, first.value >= minimum else { return nil }
        let second = sorted.dropFirst().first?.value ?? 0
        return first.value >= ratio * second && first.value > second ? first.key : nil
    }

    // MARK: - Leftover text

    /// The languages of a product that text left in another's pages is told by: the one
    /// language written in Hangul, the one in kana, the one in Han alone (Chinese in two scripts,
    /// `zh-Hans` and `zh-Hant`, is not told apart).
    ///
    /// Latin script is not read: product names, identifiers and English terms are written in it in
    /// every language, and a page translated from an English translation keeps English, not the
    /// source's text.
    struct Scripts: Sendable {
        var korean: String?
        var japanese: String?
        var chinese: String?

        init(languages: [(folder: String, bundle: String)]) {
            func only(_ test: (Set<ScriptDetector.Script>) -> Bool) -> String? {
                let matching = languages.filter { language in
                    ScriptDetector.nativeScripts(for: language.bundle).map(test) ?? false
                }
                return matching.count == 1 ? matching[0].folder : nil
            }
            korean = only { $0.contains(.hangul) }
            japanese = only { $0.contains(.kana) }
            chinese = only { $0 == [.han] }
        }
    }

    /// The lines of prose and tables of `document` that hold at least ``minimumLetters`` letters
    /// of another language of its product in that language's script, by language: Hangul for
    /// Korean, kana (and the kanji among it) for Japanese, Han without kana for Chinese. Code,
    /// HTML, link targets and URLs are not read.
    static func leftoverLines(in document: ParsedDocument, scripts: Scripts) -> [String: Int] {
        guard let native = ScriptDetector.nativeScripts(for: document.source.bundle) else { return [:] }
        let nativeScripts = ScriptDetector.NativeScripts(native)
        let layout = PageLayout(document: document)
        var lines: [String: Int] = [:]
        for number in stride(from: 1, through: document.markdown.lineCount, by: 1) {
            let kind = layout.kind(ofLine: number)
            guard kind == .prose || kind == .table, !layout.isCodeLike(number) else { continue }
            let line = document.markdown.line(number)
            guard !line.isASCII else { continue }
            let targets = LinkTargets.characterRanges(in: line)
            var letters: [ScriptDetector.Script: Int] = [:]
            for run in ScriptDetector.foreignRuns(in: line, native: nativeScripts, minimumLetters: 1)
            where !targets.contains(where: { $0.contains(run.offset) }) {
                for scalar in run.text.unicodeScalars {
                    let script = ScriptDetector.script(of: scalar)
                    if script != .other { letters[script, default: 0] += 1 }
                }
            }
            guard !letters.isEmpty else { continue }
            var found: [String: Int] = [:]
            if let korean = scripts.korean, let count = letters[.hangul] { found[korean] = count }
            if letters[.kana] != nil {
                // Japanese prose mixes kana and kanji: the line's Han is Japanese too.
                if let japanese = scripts.japanese { found[japanese] = (letters[.kana] ?? 0) + (letters[.han] ?? 0) }
            } else if let chinese = scripts.chinese, let count = letters[.han] {
                found[chinese] = count
            }
            for (language, count) in found where count >= minimumLetters && language != document.source.language {
                lines[language, default: 0] += 1
            }
        }
        return lines
    }

    /// Adds the ``leftoverLines(in:scripts:)`` of a page of `language`.
    mutating func addLeftovers(_ lines: [String: Int], in language: String) {
        for (leftover, count) in lines where count > 0 {
            leftoverLines[leftover, default: 0] += count
            leftoverPages[leftover, default: []].insert(language)
        }
    }

    // MARK: - Git history

    /// Counts, in `commits` (oldest first, each the files it changed, relative to the project),
    /// the commits that changed a page in some of its languages before the others caught up:
    /// later commits changed it in every other language before it was changed in those again
    /// (`ko/login.md`, then `en/login.md`, `ja/login.md` and `zh/login.md` in one commit or
    /// several). A fix to one language that no other follows, or a change to every language at
    /// once, shows no order. `pages` gives the page and language of each file; other files are
    /// passed over. A commit counts once for each language it led with.
    mutating func countLeads(in commits: [[String]], pages: [String: (page: String, language: String)]) {
        var languagesOfPage: [String: Set<String>] = [:]
        for page in pages.values { languagesOfPage[page.page, default: []].insert(page.language) }
        // For each page, the change that may lead: its languages, its commit, the languages
        // changed since.
        var open: [String: (languages: Set<String>, commit: Int, followed: Set<String>)] = [:]
        var led: [Int: Set<String>] = [:]
        for (index, files) in commits.enumerated() {
            var changed: [String: Set<String>] = [:]
            for file in files {
                guard let page = pages[file] else { continue }
                changed[page.page, default: []].insert(page.language)
            }
            for (page, languages) in changed {
                let all = languagesOfPage[page] ?? []
                if var change = open[page], change.languages.isDisjoint(with: languages) {
                    change.followed.formUnion(languages)
                    if change.followed.isSuperset(of: all.subtracting(change.languages)) {
                        led[change.commit, default: []].formUnion(change.languages)
                        open[page] = nil
                    } else {
                        open[page] = change
                    }
                    continue
                }
                open[page] = languages.isSuperset(of: all) ? nil : (languages, index, [])
            }
        }
        for languages in led.values {
            for language in languages { gitLeads[language, default: 0] += 1 }
            gitLeadCommits += 1
        }
    }
}

/// Reads which files each commit of a project's git history changed, with one `git log` run.
enum GitHistory {
    /// The most commits read, newest first: enough to see how a guide is maintained, bounded in
    /// time and memory on a long history.
    static let maximumCommits = 5000

    /// The files each commit changed (added or modified), relative to `root`, oldest commit first;
    /// `nil` when `root` is in no git repository, git is not installed or its log cannot be read.
    /// Merges are passed over (they repeat their parents' changes).
    static func changes(root: String, maximumCommits: Int = maximumCommits) -> [[String]]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "git", "-C", root, "-c", "core.quotePath=false", "log", "--no-merges", "--no-renames", "--relative",
            "--name-status", "-z", "--format=%x01", "--max-count=\(maximumCommits)", "--", ".",
        ]
        var environment = ProcessInfo.processInfo.environment
        // Never a pager, a prompt or a lock taken for an index refresh.
        environment["GIT_PAGER"] = "cat"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return parse(data)
    }

    /// The commits of `git log --name-status -z --format=%x01` output, oldest first: each commit
    /// starts with `\u{1}`, then status and path fields separated by NUL.
    static func parse(_ data: Data) -> [[String]] {
        var commits: [[String]] = []
        for record in data.split(separator: 0x01) {
            let fields = record.split(separator: 0, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            var files: [String] = []
            var index = 0
            while index + 1 < fields.count {
                // The first status follows the commit's line end.
                let status = fields[index].trimmingCharacters(in: .newlines)
                guard let kind = status.first, status.count <= 4 else {
                    index += 1
                    continue
                }
                if kind == "A" || kind == "M" { files.append(fields[index + 1]) }
                index += 2
            }
            commits.append(files)
        }
        return commits.reversed()
    }
}
