/// What a parameter's description writes as code, which every language writes alike: the
/// default it names (``Defaults to `86400` ``, `` `send_invoice` (기본값) ``, ``既定値は `30` ``)
/// and the numbers it gives (``maximum `2419200` ``), examples aside (`e.g. `1000``: a
/// translation may give its own).
struct DescribedValues: Equatable {
    /// The code span the description names as the default, as written.
    var statedDefault: String?
    /// The code spans that are a number alone, before any example, as ``ParameterTableReader/number(_:)``
    /// writes them.
    var numbers: [String] = []
    /// The code spans that stand in a list of two or more (`` `a`, `b` or `c` ``), before any
    /// example, other than numbers: the values the parameter allows.
    var values: [String] = []

    /// What `description` (a cell's text, code spans written without their backticks) says of
    /// the code spans it holds, in order; `nil` when it names no default and writes no number.
    init?(description: String, codeSpans: [String]) {
        guard !codeSpans.isEmpty else { return nil }
        let text = description.lowercased()
        let examples =
            Self.exampleMarkers.compactMap { FastText.range(of: $0, in: text[...])?.lowerBound }.min() ?? text.endIndex
        var searchStart = text.startIndex
        // The run of code spans joined by list separators only, and where the last one ends.
        var run: [String] = []
        var runEnd: String.Index?
        func closeRun() {
            if run.count >= 2 { values += run }
            run = []
        }
        for span in codeSpans {
            let trimmed = String(span.trimmingWhitespace())
            guard !trimmed.isEmpty, let range = FastText.range(of: span.lowercased(), in: text[searchStart...])
            else { continue }
            searchStart = range.upperBound
            if range.upperBound <= examples, ParameterTableReader.number(trimmed) == nil,
                trimmed.unicodeScalars.allSatisfy({ $0.isASCII && $0 != " " })
            {
                if let runEnd, !Self.joinsList(text[runEnd..<range.lowerBound]) { closeRun() }
                run.append(trimmed)
                runEnd = range.upperBound
            } else {
                closeRun()
                runEnd = nil
            }
            if statedDefault == nil,
                Self.namesDefault(after: text[range.upperBound...])
                    || Self.namesDefault(before: text[text.startIndex..<range.lowerBound])
            {
                statedDefault = ParameterTableReader.number(trimmed) ?? trimmed
            }
            if range.upperBound <= examples, let number = ParameterTableReader.number(trimmed) {
                numbers.append(number)
            }
        }
        closeRun()
        if statedDefault == nil, numbers.isEmpty, values.isEmpty { return nil }
    }

    /// Whether the text between two code spans only separates the items of a list (`, `, `、`,
    /// ` or `, ` 또는 `, `/`).
    private static func joinsList(_ gap: Substring) -> Bool {
        let word = gap.filter { !$0.isWhitespace && !",、，/|;".contains($0) }
        return word.isEmpty || listWords.contains(String(word))
    }

    /// The words that join a list's last items (lowercased).
    private static let listWords: Set<String> = [
        "or", "and", "또는", "혹은", "및", "이나", "나", "または", "か", "および", "と", "或", "或者", "和", "及", "与", "與",
    ]

    /// Whether `text` is a word for a default value (`Default`, `기본값`, `既定値`), as a table's
    /// header writes it.
    static func isDefaultWord(_ text: String) -> Bool { defaultWords.contains(text.lowercased()) }

    /// The words for a default value (lowercased), longest first where one holds another.
    private static let defaultWords = [
        "default value", "defaults", "default", "기본값", "기본", "既定値", "既定", "デフォルト値", "デフォルト", "初期値",
        "默认值", "默认", "預設值", "預設", "预设值", "预设", "缺省值", "缺省",
    ]

    /// What may stand between a default word and its value, spaces removed (`Defaults to`,
    /// `default is`, `기본값은`, `既定値は`, `默认为`).
    private static let connectors: Set<String> = [
        "", "s", "sto", "to", "is", ":", "：", "=", "valueis", "value:", "value：", "은", "는", "값은", "값:", "값：", "は",
        "値は", "値:", "値：", "为", "為", "是", "值为", "值是", "值:", "值：", "值為", "：",
    ]

    /// The words that open an example, after which a translation may give its own values.
    private static let exampleMarkers = [
        "e.g.", "eg.", "for example", "for instance", "such as", "ex:", "ex.", "예:", "예：", "예를 들어", "예시", "例:",
        "例：", "例えば", "たとえば", "例如", "比如", "如：", "如:",
    ]

    /// Whether the text after a code span opens with a default word in parentheses (`(default)`,
    /// `（デフォルト）`).
    private static func namesDefault(after text: Substring) -> Bool {
        let rest = text.drop { $0 == " " }
        guard let open = rest.first, open == "(" || open == "（" else { return false }
        let inner = rest.dropFirst().prefix { $0 != ")" && $0 != "）" }
        guard inner.endIndex < rest.endIndex else { return false }
        return defaultWords.contains(String(inner.trimmingWhitespace()))
    }

    /// Whether the text before a code span ends with a default word and what joins it to a
    /// value (`Defaults to `, `기본값은 `, `默认为`), nothing else.
    private static func namesDefault(before text: Substring) -> Bool {
        let tail = text.suffix(24)
        for word in defaultWords {
            guard let range = FastText.range(of: word, in: tail, backwards: true) else { continue }
            let rest = String(tail[range.upperBound...].filter { !$0.isWhitespace })
            if connectors.contains(rest) { return true }
        }
        return false
    }
}
