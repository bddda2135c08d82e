/// Result-code tables list the values that mean success beside the errors (`SUCCESS | 0`,
/// `XYZ_RESULT_OK`, `XYZLoginResultSuccess`). The generated enums are `Error`s, where such a
/// case would be an error that says all went well, and `Enum(rawValue: code)` would not be `nil`
/// on success: so the catalog leaves them out, after the rules have read them as any other code.
enum SuccessValues {
    /// The words that say a name reports success (`SUCCESS_NO_DIFFERENCE`, `MATCH_SUCCESS`, `OK`).
    private static let successWords: Set<String> = ["SUCCESS", "SUCCEEDED", "SUCCEED", "SUCCESSFUL", "OK"]
    /// Words that, before a success word, turn it into an error (`NOT_OK`, `ERR_SUCCESS_EXPECTED`).
    private static let negations: Set<String> = ["NOT", "NO", "NON", "UN", "ERROR", "ERR", "FAIL", "FAILED", "FAILURE"]
    /// Whole names that say no error happened (`NO_ERROR`, `ERROR_NONE` after `ERROR_`).
    private static let noErrorNames: Set<[String]> = [["NONE"], ["NO", "ERROR"], ["NO", "ERR"]]

    /// Whether `symbol`, of a group whose named codes are `group`, reports success.
    static func reportsSuccess(_ symbol: String, group: [String]) -> Bool {
        reportsSuccess(words: words(symbol), shared: sharedWords(group.map(words)))
    }

    /// How many leading words every one of a group's names (as ``words(_:)``) shares: they name the
    /// group, not the value (`XYZ_ERROR_`, `XYZLoginResult`); each name keeps at least its last word.
    static func sharedWords(_ names: [[String]]) -> Int {
        // A name alone shares its words with no other: none of them names a group.
        guard names.count > 1 else { return 0 }
        return Reconciler.commonLeadingWords(names)?.count ?? 0
    }

    /// Whether a name of `words` whose first `shared` name its group reports success.
    static func reportsSuccess(words: [String], shared: Int) -> Bool {
        guard !words.isEmpty else { return false }
        let rest = Array(words.dropFirst(min(shared, words.count - 1)))
        if noErrorNames.contains(rest) { return true }
        guard let success = rest.firstIndex(where: successWords.contains) else { return false }
        return rest[..<success].allSatisfy { !negations.contains($0) }
    }

    /// The upper-cased words of a name, in snake or camel case: `XYZ_RESULT_OK` → `XYZ`, `RESULT`,
    /// `OK`; `XYZLoginResultSuccess` → `XYZ`, `LOGIN`, `RESULT`, `SUCCESS`. Names are ASCII, and
    /// read on their bytes (every code's name is read); another is split at its `_` alone.
    static func words(_ symbol: String) -> [String] {
        let words = symbol.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
            func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
            func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
            var words: [String] = []
            func add(_ range: Range<Int>) {
                guard !range.isEmpty else { return }
                words.append(String(decoding: bytes[range].map { isLower($0) ? $0 - 0x20 : $0 }, as: UTF8.self))
            }
            var start = 0
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == UInt8(ascii: "_") {
                    add(start..<index)
                    start = index + 1
                    continue
                }
                // A capital after a small letter or a digit starts a word, and so does the last
                // capital of a run followed by a small letter (`URLInvalid`: `URL`, `Invalid`).
                guard index > start, isUpper(byte) else { continue }
                let previous = bytes[index - 1]
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if isLower(previous) || isDigit(previous) || (isUpper(previous) && isLower(next)) {
                    add(start..<index)
                    start = index
                }
            }
            add(start..<bytes.count)
            return words
        }
        return (words ?? nil) ?? symbol.split(separator: "_").map { $0.uppercased() }
    }
}

extension Catalog {
    /// The catalog without the codes that report success, each moved to ``leftOut`` with why.
    func separatingSuccessValues() -> Catalog {
        // Each name's words, and each group's shared words, worked out once.
        var wordsByGroup: [String?: [[String]]] = [:]
        var words: [[String]?] = []
        for code in codes {
            let named = code.isUnnamed ? nil : SuccessValues.words(code.symbol)
            words.append(named)
            if let named { wordsByGroup[code.group, default: []].append(named) }
        }
        let shared = wordsByGroup.mapValues(SuccessValues.sharedWords)
        var kept: [CatalogCode] = []
        var successes: [LeftOutCode] = []
        for (code, named) in zip(codes, words) {
            guard let named, let source = code.sources.first,
                SuccessValues.reportsSuccess(words: named, shared: shared[code.group] ?? 0)
            else {
                kept.append(code)
                continue
            }
            successes.append(
                LeftOutCode(
                    symbol: code.symbol, code: code.code,
                    reason: "its name says it reports success, and the generated enum is an Error",
                    location: source.location))
        }
        guard !successes.isEmpty else { return self }
        var catalog = self
        catalog.codes = kept
        catalog.leftOut = ((leftOut ?? []) + successes).sorted { ($0.code, $0.symbol) < ($1.code, $1.symbol) }
        return catalog
    }
}
