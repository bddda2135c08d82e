import Foundation

/// A baseline: the findings a team has decided to live with for now, so that `errata check`
/// fails only on new drift (as SwiftLint's baseline does).
///
/// `errata check --write-baseline FILE` writes one; `errata check --baseline FILE` reads it and
/// lets every finding it lists through. An entry records what a finding is about (rule,
/// product, fact, language: the same fields as its ``Fingerprint``), never its line, so the
/// baseline survives edits that move lines. The message and path are kept for the people who
/// read the file. The file is JSON, keys sorted, entries sorted, one newline at the end:
///
/// ```json
/// {
///   "findings" : [
///     {
///       "fact" : "TCGB_ERROR_BANNED_MEMBER",
///       "fingerprint" : "5c0b0c5d7e3f2a91",
///       "language" : "en",
///       "message" : "en gives TCGB_ERROR_AUTH_BANNED_MEMBER (3005): …",
///       "path" : "docs-src/gamebase/en/ios-authentication.md",
///       "product" : "gamebase",
///       "rule" : "code-conflict"
///     }
///   ],
///   "version" : 1
/// }
/// ```
public struct Baseline: Sendable, Hashable {
    /// One finding the baseline lets through.
    public struct Entry: Sendable, Hashable, Codable {
        /// ``Fingerprint/of(_:)`` of the finding (rule, product, fact and language).
        public var fingerprint: String
        /// The rule id.
        public var rule: String
        /// The product id.
        public var product: String
        /// What the finding is about, e.g. `TCGB_ERROR_BANNED_MEMBER`.
        public var fact: String
        /// The language folder.
        public var language: String
        /// The finding's message when the baseline was written (for people; not matched on first).
        public var message: String
        /// The file the finding was in (for people; not matched).
        public var path: String

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
        }

        /// What the entry is about: the fields it is matched on.
        var key: Key { Key(rule: rule, product: product, fact: fact, language: language) }
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
    public static let version = 1

    /// The entries, sorted by product, rule, fact, language, path and message.
    public var entries: [Entry]
    /// Where each entry stands in the file it was read from, in the order of ``entries``
    /// (the line of its fingerprint; line 0 when not found). Empty for a baseline not read from a file.
    public var locations: [SourceLocation]

    /// A baseline listing `findings`.
    ///
    /// - Parameter findings: The findings to let through (usually every finding not accepted in the config).
    public init(findings: [Finding]) {
        entries = findings.map(Entry.init).sorted {
            ($0.product, $0.rule, $0.fact, $0.language, $0.path, $0.message)
                < ($1.product, $1.rule, $1.fact, $1.language, $1.path, $1.message)
        }
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
        guard file.version == version else {
            throw InputError(
                "unsupported baseline version \(file.version); this errata reads version \(version)",
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
    /// A finding matches an entry with the same rule, product, fact and language; among several,
    /// the one whose message is the same is taken first, then the others in file order. Lines
    /// play no part.
    ///
    /// - Parameter findings: The current findings, in report order.
    /// - Returns: The match.
    public func match(_ findings: [Finding]) -> Match {
        var pool: [Key: [Int]] = [:]
        for (index, entry) in entries.enumerated() {
            pool[entry.key, default: []].append(index)
        }
        var matched = [Int?](repeating: nil, count: findings.count)
        // Same message first, so that an unchanged finding keeps its own entry.
        for (index, finding) in findings.enumerated() {
            let key = Key(finding)
            if let position = pool[key]?.firstIndex(where: { entries[$0].message == finding.message }) {
                matched[index] = pool[key]!.remove(at: position)
            }
        }
        for (index, finding) in findings.enumerated() where matched[index] == nil {
            let key = Key(finding)
            if let first = pool[key]?.first {
                matched[index] = first
                pool[key]!.removeFirst()
            }
        }
        let stale = pool.values.flatMap { $0 }.sorted()
        return Match(entryForFinding: matched, staleEntries: stale)
    }
}

/// The file's JSON shape.
private struct File: Codable {
    var version: Int
    var findings: [Baseline.Entry]
}
