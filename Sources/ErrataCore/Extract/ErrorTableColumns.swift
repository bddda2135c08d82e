/// What a table's header and the headings above it say about it, in any of the guides'
/// languages: which columns name platforms or categories, and whether its rows are the
/// product's errors or states and values that only look like them (`ACTIVE | 0`).
struct ErrorTableColumns {
    /// What the table lists.
    enum Listing: Equatable {
        /// Errors or result codes: the reader reads them.
        case errors
        /// States or values; the reason, in a sentence.
        case other(String)
    }

    /// Columns whose header names platforms (`Platform`, `플랫폼`).
    var platformColumns: Set<Int> = []
    /// The column whose header names a category (`Category`, `분류`), if any.
    var categoryColumn: Int?
    /// The column whose header names a group of codes (`Group`, `그룹`), each group an enum of its own.
    var groupColumn: Int?
    /// What the table lists.
    var listing: Listing = .errors
    /// Whether the header or the nearest heading says the table lists errors (`Error code`,
    /// `에러 코드`, a table under `### Error Code`): what makes a table of numbers and descriptions
    /// without symbols an error table.
    var namesErrors = false
    /// The column whose header names a description or a reason (`Description`, `설명`, `사유`)
    /// after one whose header names a message (`| code | message | 설명 |`): the message column
    /// holds the text an API returns, the same in every language, and the description is the
    /// code's message in the page's language.
    var descriptionColumn: Int?
    /// Columns whose header names a code, an error or a value (`Error code`, `Value`, `코드`, `値`):
    /// the columns a table without symbols may give its codes in (not `Step`, `#`).
    var codeColumns: Set<Int> = []

    /// Reads the header's cells and the headings above the table.
    ///
    /// - Parameters:
    ///   - header: The header's cell texts.
    ///   - section: The headings above the table, outermost first.
    ///   - isTextColumn: Whether the body's cells in a column hold text rather than numbers (a
    ///     `Status` column of `400`s is an HTTP status beside an error, not a state).
    init(header: [String], section: SectionPath, isTextColumn: (Int) -> Bool) {
        let cells = header.map { HeaderText(ErrorTableReader.clean($0)) }
        for (column, cell) in cells.enumerated() {
            if Self.names(cell, Self.platformWords) { platformColumns.insert(column) }
            if categoryColumn == nil, Self.names(cell, Self.categoryWords) { categoryColumn = column }
            if groupColumn == nil, Self.names(cell, Self.groupWords) { groupColumn = column }
            if Self.names(cell, Self.codeWords) || Self.names(cell, Self.errorWords)
                || Self.names(cell, Self.valueWords)
            {
                codeColumns.insert(column)
            }
        }
        if let message = cells.firstIndex(where: { Self.names($0, Self.messageWords) }) {
            descriptionColumn = cells.indices.first { $0 > message && Self.names(cells[$0], Self.descriptionWords) }
        }
        namesErrors =
            cells.contains { Self.names($0, Self.errorWords) }
            || section.last.map { Self.names(HeaderText($0), Self.errorWords) } == true
        if cells.contains(where: { Self.names($0, Self.errorWords) }) { return }
        if let column = cells.indices.first(where: { Self.names(cells[$0], Self.stateWords) && isTextColumn($0) }) {
            listing = .other("its header names states ('\(header[column])'), not errors")
            return
        }
        // The nearest heading decides a header that says neither; a heading about codes
        // (`Status codes`) is about the codes, whatever they report.
        guard let heading = section.last.map(HeaderText.init) else { return }
        if !Self.names(heading, Self.errorWords), !Self.names(heading, Self.codeWords),
            Self.names(heading, Self.stateWords)
        {
            listing = .other("it stands under '\(section.last!)', a heading about states, not errors")
        }
    }

    /// A header cell or heading as ``names(_:_:)`` reads it: its bytes, ASCII lowered, and its
    /// Latin words, split once for every list of words it is held against.
    private struct HeaderText {
        var bytes: [UInt8]
        var latinWords: [String] = []

        init(_ text: String) {
            bytes = text.utf8.map(FastText.asciiLowercased)
            var start: Int?
            for (index, byte) in bytes.enumerated() {
                if FastText.isASCIILetter(byte) {
                    if start == nil { start = index }
                } else if let first = start {
                    latinWords.append(String(decoding: bytes[first..<index], as: UTF8.self))
                    start = nil
                }
            }
            if let first = start { latinWords.append(String(decoding: bytes[first...], as: UTF8.self)) }
        }
    }

    /// Whether `text` holds one of `words`: a Latin word as a whole word, a word in another
    /// script anywhere (such scripts do not space their words).
    private static func names(_ text: HeaderText, _ words: Words) -> Bool {
        if text.latinWords.contains(where: words.latin.contains) { return true }
        guard text.bytes.contains(where: { $0 >= 0x80 }) else { return false }
        return words.scripts.contains { FastText.contains(text.bytes, $0) }
    }

    private struct Words {
        var latin: Set<String>
        /// Words in other scripts, as UTF-8.
        var scripts: [[UInt8]]

        init(latin: Set<String>, scripts: [String]) {
            self.latin = latin
            self.scripts = scripts.map { Array($0.utf8) }
        }
    }

    private static let errorWords = Words(
        latin: ["error", "errors", "err", "errcode", "errorcode", "fail", "failure", "failures", "exception"],
        scripts: ["오류", "에러", "실패", "예외", "エラー", "失敗", "例外", "错误", "錯誤", "失败", "异常", "異常"])
    private static let stateWords = Words(
        latin: ["status", "state", "states", "statuses"],
        scripts: ["상태", "状態", "ステータス", "状态", "狀態"])
    private static let codeWords = Words(
        latin: ["code", "codes"], scripts: ["코드", "コード", "代码", "代碼", "码", "碼"])
    private static let valueWords = Words(
        latin: ["value", "values", "result"], scripts: ["값", "결과", "値", "結果", "值", "结果"])
    private static let platformWords = Words(
        latin: ["platform", "platforms", "os"],
        scripts: ["플랫폼", "プラットフォーム", "平台", "平臺"])
    private static let groupWords = Words(
        latin: ["group", "groups", "enum", "enumeration"],
        scripts: ["그룹", "グループ", "分组", "分組", "组别", "組別"])
    private static let messageWords = Words(
        latin: ["message", "messages", "msg"], scripts: ["메시지", "메세지", "メッセージ", "消息", "訊息", "信息"])
    private static let descriptionWords = Words(
        latin: ["description", "descriptions", "desc", "reason", "meaning", "explanation"],
        scripts: ["설명", "사유", "의미", "説明", "理由", "意味", "描述", "说明", "說明", "原因", "含义", "含義"])
    private static let categoryWords = Words(
        latin: ["category", "categories"],
        scripts: ["카테고리", "분류", "구분", "カテゴリ", "分類", "区分", "类别", "分类", "類別"])
}
