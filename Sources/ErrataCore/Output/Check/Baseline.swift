import Foundation

/// A baseline: the findings a team has decided to live with for now, so that `errata check`
/// fails only on new drift (as SwiftLint's baseline does).
///
/// `errata check --write-baseline FILE` writes one; `errata check --baseline FILE` reads it and
/// lets every finding it lists through. An entry records what a finding says and where it stands
/// in the page's structure (rule, product, language, page, fact, message and the headings above
/// it), never its line, so the baseline survives edits that move lines. A finding is matched to
/// an entry on its content and section (see ``match(_:)``); among identical ones, in order. The
/// file is JSON, keys sorted, entries sorted, one newline at the end:
///
/// ```json
/// {
///   "findings" : [
///     {
///       "fact" : "XYZ_ERROR_ACCOUNT_LOCKED",
///       "fingerprint" : "5c0b0c5d7e3f2a91",
///       "language" : "en",
///       "message" : "en gives XYZ_ERROR_AUTH_ACCOUNT_LOCKED (4012): …",
///       "path" : "docs-src/shop/en/ios-sign-in.md",
///       "product" : "shop",
///       "rule" : "code-conflict",
///       "section" : [ "Error Codes" ]
///     }
///   ],
///   "version" : 2
/// }
/// ```
///
/// Version 1 files, whose entries have no section, are still read: their entries match on rule,
/// product, fact and language.
public struct Baseline: Sendable, Hashable {
    /// One finding the baseline lets through.
    public struct Entry: Sendable, Hashable, Codable {
        /// ``Fingerprint/of(_:)`` of the finding (rule, product, fact and language).
        public var fingerprint: String
        /// The rule id.
        public var rule: String
        /// The product id.
        public var product: String
        /// What the finding is about, e.g. `XYZ_ERROR_ACCOUNT_LOCKED`.
        public var fact: String
        /// The language folder.
        public var language: String
        /// The finding's message when the baseline was written (for people; not matched on first).
        public var message: String
        /// The page the finding is in.
        public var path: String
        /// The headings above the finding; `nil` in a version 1 file.
        public var section: SectionPath?

        /// The entry for a finding.
        ///
        /// - Parameter finding: The finding.
        public init(_ finding: Finding) {
            fingerprint = Fingerprint.of(finding)
            rule = finding.rule
            product = finding.product
            fact = finding.fact
            language = finding.language
            message = finding.message
            path = finding.location.path
            section = finding.section
        }

        /// What the entry is about: the fields a version 1 entry is matched on.
        var key: Key { Key(rule: rule, product: product, fact: fact, language: language) }
    }

    /// Where a finding stands and what it says, without line numbers or ordinals: what entries
    /// written with a section are matched on.
    struct Content: Hashable {
        var rule: String
        var product: String
        var language: String
        var path: String
        var fact: String
        var section: SectionPath
        /// The message with its line numbers masked; `nil` to match on the place alone.
        var message: String?

        init(
            rule: String, product: String, language: String, path: String, fact: String, section: SectionPath,
            message: String?
        ) {
            self.rule = rule
            self.product = product
            self.language = language
            self.path = path
            self.fact = Baseline.withoutOrdinal(fact)
            self.section = section
            self.message = message.map(Baseline.withoutLineNumbers)
        }

        init(_ finding: Finding, withMessage: Bool) {
            self.init(
                rule: finding.rule, product: finding.product, language: finding.language,
                path: finding.location.path, fact: finding.fact, section: finding.section,
                message: withMessage ? finding.message : nil)
        }

        init?(_ entry: Entry, withMessage: Bool) {
            guard let section = entry.section else { return nil }
            self.init(
                rule: entry.rule, product: entry.product, language: entry.language, path: entry.path,
                fact: entry.fact, section: section, message: withMessage ? entry.message : nil)
        }
    }

    /// `fact` without the `#n` a rule numbers identical findings of a page with: the number
    /// changes when an identical finding appears above.
    static func withoutOrdinal(_ fact: String) -> String {
        guard let mark = fact.utf8.lastIndex(of: UInt8(ascii: "#")) else { return fact }
        let digits = fact.utf8[fact.utf8.index(after: mark)...]
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return fact
        }
        return String(fact[..<mark])
    }

    /// `message` with the line ranges findings give their extent by, `(12–40)`, written `(#–#)`.
    static func withoutLineNumbers(_ message: String) -> String {
        guard message.contains("–") else { return message }
        var result = ""
        var rest = message[...]
        while let open = rest.firstIndex(of: "(") {
            result += rest[...open]
            rest = rest[rest.index(after: open)...]
            let first = rest.prefix { $0.isASCII && $0.isNumber }
            let afterFirst = rest[first.endIndex...]
            guard !first.isEmpty, afterFirst.first == "–" else { continue }
            let second = afterFirst.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard !second.isEmpty, afterFirst.dropFirst()[second.endIndex...].first == ")" else { continue }
            result += "#–#"
            rest = rest[second.endIndex...]
        }
        return result + rest
    }

    /// The fields findings and entries are matched on.
    struct Key: Hashable {
        /// The rule id.
        var rule: String
        /// The product id.
        var product: String
        /// What the finding is about.
        var fact: String
        /// The language folder.
        var language: String

        /// Creates a key from its fields.
        init(rule: String, product: String, fact: String, language: String) {
            self.rule = rule
            self.product = product
            self.fact = fact
            self.language = language
        }

        /// The key of a finding.
        init(_ finding: Finding) {
            self.init(rule: finding.rule, product: finding.product, fact: finding.fact, language: finding.language)
        }
    }

    /// The file format's version.
    public static let version = 2
    /// The versions read: version 1 entries have no section.
    static let readVersions = 1...2

    /// The entries, sorted by product, rule, fact, language, path and message.
    public var entries: [Entry]
    /// Where each entry stands in the file it was read from, in the order of ``entries``
    /// (the line of its fingerprint; line 0 when not found). Empty for a baseline not read from a file.
    public var locations: [SourceLocation]

    /// A baseline listing `findings`.
    ///
    /// - Parameter findings: The findings to let through (usually every finding not accepted in the config).
    public init(findings: [Finding]) {
        // Identical entries stay in the findings' order (the page's), which matching follows.
        func order(_ entry: Entry) -> [String] {
            [
                entry.product, entry.rule, Baseline.withoutOrdinal(entry.fact), entry.language, entry.path,
                (entry.section ?? []).joined(separator: "\u{1F}"), Baseline.withoutLineNumbers(entry.message),
            ]
        }
        entries = findings.map(Entry.init).map { ($0, order($0)) }.enumerated().sorted {
            let (left, right) = ($0.element.1, $1.element.1)
            return left != right ? left.lexicographicallyPrecedes(right) : $0.offset < $1.offset
        }.map(\.element.0)
        locations = []
    }

    /// The file's text: JSON with sorted keys, two-space indentation, unescaped slashes, one final newline.
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and integers cannot fail.
        let data = (try? encoder.encode(File(version: Self.version, findings: entries))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads a baseline file.
    ///
    /// - Parameters:
    ///   - path: The file, as the user gave it (for messages and locations).
    ///   - directory: The folder a relative `path` is relative to (the current folder).
    ///   - maxBytes: The largest baseline read: the config's `limits.max-file-bytes`.
    /// - Returns: The baseline, with the location of each entry.
    /// - Throws: ``InputError`` naming the file when it is missing, not a plain file, over
    ///   `maxBytes`, not UTF-8 or not a baseline.
    public static func read(path: String, relativeTo directory: String, maxBytes: Int) throws -> Baseline {
        let full = path.hasPrefix("/") ? path : directory + "/" + path
        guard FileManager.default.fileExists(atPath: full) else {
            throw InputError(
                "cannot read the baseline file; write one with 'errata check --write-baseline \(path)'",
                at: SourceLocation(path: path)
            )
        }
        let data = try BoundedFileReader.read(
            full, displayPath: path, noun: "baseline file", maxBytes: maxBytes,
            limitName: "limits.max-file-bytes in errata.yml")
        return try parse(try TextDecoder.decode(data, path: path), path: path)
    }

    /// Parses a baseline file's text.
    ///
    /// - Parameters:
    ///   - text: The JSON.
    ///   - path: The file, for messages and locations.
    /// - Returns: The baseline, with the location of each entry.
    /// - Throws: ``InputError`` when the text is not a baseline of a version errata reads.
    public static func parse(_ text: String, path: String) throws -> Baseline {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: Data(text.utf8))
        } catch {
            throw InputError(
                "not an errata baseline file (expected JSON with 'version' and 'findings', as "
                    + "'errata check --write-baseline' writes)",
                at: SourceLocation(path: path, line: 1)
            )
        }
        guard readVersions.contains(file.version) else {
            throw InputError(
                "unsupported baseline version \(file.version); this errata reads versions "
                    + "\(readVersions.lowerBound) to \(readVersions.upperBound)",
                at: SourceLocation(path: path, line: 1)
            )
        }
        var baseline = Baseline(findings: [])
        baseline.entries = file.findings
        baseline.locations = locate(file.findings, in: text, path: path)
        return baseline
    }

    /// The line of each entry: the line of the `n`-th `"fingerprint"` whose value is the entry's
    /// fingerprint, for the `n`-th entry with that fingerprint.
    private static func locate(_ entries: [Entry], in text: String, path: String) -> [SourceLocation] {
        var lines: [String: [Int]] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let key = rest.range(of: "\"fingerprint\"") {
                rest = rest[key.upperBound...]
                guard let open = rest.firstIndex(of: "\"") else { break }
                let value = rest[rest.index(after: open)...]
                guard let close = value.firstIndex(of: "\"") else { break }
                lines[String(value[..<close]), default: []].append(index + 1)
                rest = value[value.index(after: close)...]
            }
        }
        var used: [String: Int] = [:]
        return entries.map { entry in
            let occurrence = used[entry.fingerprint, default: 0]
            used[entry.fingerprint] = occurrence + 1
            let found = lines[entry.fingerprint] ?? []
            return SourceLocation(path: path, line: occurrence < found.count ? found[occurrence] : 0)
        }
    }

    /// Which findings the baseline lets through, and which of its entries match nothing.
    public struct Match: Sendable, Hashable {
        /// For each finding, in the order given, the index of the entry that matched it, if any.
        public var entryForFinding: [Int?]
        /// The indices of the entries that matched no finding: stale entries, in file order.
        public var staleEntries: [Int]
    }

    /// Matches findings with entries, each entry letting through at most one finding.
    ///
    /// A finding matches an entry about the same rule, product, language, page and fact (without
    /// the ordinal of ``withoutOrdinal(_:)``) under the same headings: first one whose message is
    /// the same (line ranges masked), then, for what is left, one whose message changed (another
    /// language's value, the languages that list a code). Among identical ones, entries are taken
    /// in file order by findings in report order. Lines play no part: a line inserted or deleted
    /// above a finding changes nothing, and a finding moved under another heading is new. Entries
    /// of a version 1 file, which have no section, match on rule, product, fact and language.
    ///
    /// - Parameter findings: The current findings, in report order.
    /// - Returns: The match.
    public func match(_ findings: [Finding]) -> Match {
        var matched = [Int?](repeating: nil, count: findings.count)
        var used = [Bool](repeating: false, count: entries.count)
        for withMessage in [true, false] {
            pair(
                findings, &matched, &used, entryKey: { Content($0, withMessage: withMessage) },
                findingKey: { Content($0, withMessage: withMessage) })
        }
        pair(findings, &matched, &used, entryKey: { $0.section == nil ? $0.key : nil }, findingKey: Key.init)
        let stale = used.indices.filter { !used[$0] }
        return Match(entryForFinding: matched, staleEntries: stale)
    }

    /// Pairs the findings not yet matched with the entries not yet used that have the same key,
    /// in order; an entry whose key is `nil` takes no part.
    private func pair<K: Hashable>(
        _ findings: [Finding], _ matched: inout [Int?], _ used: inout [Bool], entryKey: (Entry) -> K?,
        findingKey: (Finding) -> K
    ) {
        // Each key's entries in file order, taken from the front.
        var pool: [K: (entries: [Int], next: Int)] = [:]
        for index in entries.indices where !used[index] {
            guard let key = entryKey(entries[index]) else { continue }
            pool[key, default: ([], 0)].entries.append(index)
        }
        guard !pool.isEmpty else { return }
        for index in findings.indices where matched[index] == nil {
            let key = findingKey(findings[index])
            guard let found = pool[key], found.next < found.entries.count else { continue }
            let entry = found.entries[found.next]
            pool[key]!.next += 1
            matched[index] = entry
            used[entry] = true
        }
    }
}

/// The file's JSON shape.
private struct File: Codable {
    var version: Int
    var findings: [Baseline.Entry]
}
