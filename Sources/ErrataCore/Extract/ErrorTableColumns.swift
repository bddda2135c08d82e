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
        /// Settings and their values (`| Option | Default |`): a table of parameters, not of codes.
        case settings
    }

    /// Columns whose header names platforms (`Platform`, `플랫폼`).
    var platformColumns: Set<Int> = []
    /// Columns whose header names nothing the lists below know (`Store`, `IdP`, `ネットワーク`).
    var plainColumns: Set<Int> = []
    /// Columns whose header names what to do about a code (`처리 방법`, `Solution`), not what it
    /// means: never its message.
    var remedyColumns: Set<Int> = []
    /// Columns whose header names a protocol's status (`HTTP status`, `HTTP 상태`, `HTTP 状态码`,
    /// `gRPC 상태`): the status an API answers with beside the code, never the code's state nor its
    /// message.
    var protocolStatusColumns: Set<Int> = []
    /// Of ``protocolStatusColumns``, those of HTTP's: a number there is an HTTP status.
    var httpStatusColumns: Set<Int> = []
    /// Whether a column's header names what causes a code (`원인`, `Cause`) and none a message or a
    /// description: the rows' text says why the code comes, not what it says.
    var describesCauses = false
    /// The column whose header names a category (`Category`, `분류`), if any.
    var categoryColumn: Int?
    /// The column whose header names a group of codes (`Group`, `그룹`), each group an enum of its own.
    var groupColumn: Int?
    /// Columns whose header names symbols (`Symbol`, `Name`, `심볼`, `定数`) in a table of errors
    /// with a code column: a name in them is a symbol however it is cased (`CPKErrorNotReady`,
    /// `Unknown`), and never a group.
    var symbolColumns: Set<Int> = []
    /// Columns headed by the word for an error alone (`| Code | Error | Description |`), in such a
    /// table: their names are symbols (`invalidApiKey`) where none of their cells is one already.
    var errorNameColumns: Set<Int> = []
    /// Columns whose header names one platform each (`Android (XYZResultCode)`, `iOS`), two at
    /// least, in a table of errors with a code column: each cell is that platform's spelling of
    /// the row's code, however cased; by column, the platform's ``Platform`` id.
    var spellingColumns: [Int: String] = [:]
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
    /// The message column, where a description column follows it (see ``descriptionColumn``):
    /// where the languages translate it, it is the code's message after all (see
    /// ``CodeDefinition/message``).
    var messageColumn: Int?
    /// The one column whose header names a description, in a table with no message column: the
    /// code's message, whatever other text columns stand before it.
    var describedColumn: Int?
    /// Columns whose header names a code, an error or a value (`Error code`, `Value`, `코드`, `値`):
    /// the columns a table without symbols may give its codes in (not `Step`, `#`).
    var codeColumns: Set<Int> = []
    /// Of ``codeColumns``, those whose header names no state either (`결과 코드`, not `HTTP 状态码`):
    /// where a row gives its code when it gives numbers in several.
    var ownCodeColumns: Set<Int> = []

    /// Reads the header's cells and the headings above the table.
    ///
    /// - Parameters:
    ///   - header: The header's cell texts.
    ///   - section: The headings above the table, outermost first.
    ///   - isTextColumn: Whether the body's cells in a column hold text rather than numbers (a
    ///     `Status` column of `400`s is an HTTP status beside an error, not a state).
    init(header: [String], section: SectionPath, onErrorPage: Bool = false, isTextColumn: (Int) -> Bool) {
        let cells = header.map { HeaderText(ErrorTableReader.clean($0)) }
        for (column, cell) in cells.enumerated() {
            if cell.names.contains(.platform) { platformColumns.insert(column) }
            if cell.names.isEmpty { plainColumns.insert(column) }
            if cell.names.contains(.remedy), cell.names.isDisjoint(with: [.description, .message]) {
                remedyColumns.insert(column)
            }
            // `HTTP` alone heads the status an API answers with.
            if !cell.names.isDisjoint(with: [.state, .code])
                || ErrorTableReader.clean(header[column]).lowercased() == "http"
            {
                let words = header[column].lowercased()
                if words.contains("http") { httpStatusColumns.insert(column) }
                if words.contains("http") || words.contains("grpc") { protocolStatusColumns.insert(column) }
            }
            if categoryColumn == nil, cell.names.contains(.category) { categoryColumn = column }
            if groupColumn == nil, cell.names.contains(.group) { groupColumn = column }
            if !cell.names.isDisjoint(with: [.code, .error, .value, .result]) {
                codeColumns.insert(column)
                if !cell.names.contains(.state) { ownCodeColumns.insert(column) }
            }
        }
        // (`原因` names a cause and a reason: a description only beside another column.)
        describesCauses =
            cells.contains { $0.names.contains(.cause) }
            && !cells.contains { !$0.names.contains(.cause) && !$0.names.isDisjoint(with: [.message, .description]) }
        if let message = cells.firstIndex(where: { $0.names.contains(.message) }) {
            descriptionColumn = cells.indices.first { $0 > message && cells[$0].names.contains(.description) }
            if descriptionColumn != nil {
                messageColumn = message
            } else if cells.indices.allSatisfy({ $0 == message || !cells[$0].names.contains(.description) }) {
                // The message column gives the message, past columns of other text (`| Code |
                // Symbol | Module | Message |`).
                describedColumn = message
            }
        } else {
            // One column headed as the description (`説明`) holds it, past columns of other text
            // (a platform's code each, in a table mapping them to the product's).
            let described = cells.indices.filter {
                cells[$0].names.contains(.description) && cells[$0].names.isDisjoint(with: [.code, .error, .symbol])
            }
            if described.count == 1 { describedColumn = described[0] }
        }
        // A description headed by one platform (`Meaning on Android`, `Android での意味`) says what the
        // code means there, not the code's message.
        if let column = descriptionColumn ?? describedColumn, Platform.only(namedIn: header[column]) != nil {
            describesCauses = true
        }
        let heading = section.last.map(HeaderText.init)
        let headerNamesErrors = cells.contains { $0.names.contains(.error) }
        namesErrors = headerNamesErrors || heading?.names.contains(.error) == true
        // A page or section about errors split by platform (`## 오류 코드` › `### iOS`, or a page
        // named for them whose title is in its front matter): a table there that names a code
        // column and a symbol column lists errors too.
        // So does a table of codes and their messages there (`| Code | Message | Solution |` under
        // `## Error Codes` › `### Verification Module`), symbols or none.
        if !namesErrors, cells.contains(where: { $0.names.contains(.code) }),
            cells.contains(where: { !$0.names.isDisjoint(with: [.symbol, .message]) }),
            onErrorPage || section.dropLast().contains(where: { HeaderText($0).names.contains(.error) })
        {
            namesErrors = true
        }
        // Only in a table of errors whose header names a code or value column too: `Name` heads a
        // table of parameters' names as often.
        if namesErrors,
            cells.contains(where: {
                !$0.names.isDisjoint(with: [.code, .value, .result]) && !$0.names.contains(.symbol)
            })
        {
            // A header that is an error enum's name (`` `AdErrorCode` ``) heads its cases' names.
            symbolColumns = Set(
                cells.indices.filter {
                    cells[$0].names.contains(.symbol) && cells[$0].names.isDisjoint(with: [.group, .code])
                        || Self.namesErrorType(ErrorTableReader.clean(header[$0]))
                })
            errorNameColumns = Set(
                cells.indices.filter { Self.errorWords.contains(ErrorTableReader.clean(header[$0]).lowercased()) })
        }
        // Result codes (`## SDK 결과 코드`) spelt per platform are the product's errors too.
        let namesResultCodes = (cells + (heading.map { [$0] } ?? [])).contains {
            $0.names.isSuperset(of: [.result, .code])
        }
        if namesErrors || namesResultCodes, !codeColumns.isEmpty {
            var platforms: [Int: String] = [:]
            for (column, text) in header.enumerated() where !cells[column].names.contains(.platform) {
                if let platform = Platform.only(namedIn: text) { platforms[column] = platform }
            }
            if platforms.count >= 2, Set(platforms.values).count == platforms.count { spellingColumns = platforms }
        }
        if headerNamesErrors { return }
        // A table of protocols' statuses alone (`gRPC status | HTTP status`) maps one protocol's to another's.
        if protocolStatusColumns.count == header.count {
            listing = .other("its columns are protocols' statuses ('\(header.joined(separator: "', '"))'), not errors")
            return
        }
        // A table of settings (`| Option | Default |`) or registers (`| Register | Address |`) gives
        // each name a value, not a code, unless a header or heading names codes or errors.
        if cells.contains(where: { $0.names.contains(.setting) }),
            cells.allSatisfy({ $0.names.isDisjoint(with: [.code, .error, .result]) }),
            section.allSatisfy({ HeaderText($0).names.isDisjoint(with: [.error, .code, .result]) })
        {
            listing = .settings
            return
        }
        if let column = cells.indices.first(where: {
            cells[$0].names.contains(.state) && isTextColumn($0) && !protocolStatusColumns.contains($0)
        }) {
            listing = .other("its header names states ('\(header[column])'), not errors")
            return
        }
        // The nearest heading decides a header that says neither; a heading about codes
        // (`Status codes`) is about the codes, whatever they report.
        guard let heading, let title = section.last else { return }
        // A heading about states under one about errors below the page's title (`## SDK error
        // codes` › `### Payment state`) names a group of errors.
        let inErrorGroup =
            section.count >= 3 && !HeaderText(section[section.count - 2]).names.isDisjoint(with: [.error, .code])
        if heading.names.isDisjoint(with: [.error, .code]), heading.names.contains(.state), !inErrorGroup {
            listing = .other("it stands under '\(title)', a heading about states, not errors")
            return
        }
        // A table of values (`| 값 | 이름 | 설명 |` of report reasons: a column headed by the word
        // alone, not `Default value`) under no heading that names errors, codes or results: a
        // field's named values, not errors.
        if let column = header.indices.first(where: {
            Self.valueHeaders.contains(ErrorTableReader.clean(header[$0]).lowercased())
        }),
            cells.allSatisfy({ $0.names.isDisjoint(with: [.code, .error, .result]) }),
            section.allSatisfy({ HeaderText($0).names.isDisjoint(with: [.error, .code, .result]) })
        {
            listing = .other("its header names values ('\(header[column])') and no heading above it names errors")
        }
    }

    /// Whether a heading names errors or codes (`### 지원 종료된 오류 코드`, `Error codes`), in any of
    /// the guides' languages.
    static func namesErrorsOrCodes(_ heading: String) -> Bool {
        !HeaderText(heading).names.isDisjoint(with: [.error, .code])
    }

    /// Headers that are the word for an error alone (lowercased).
    private static let errorWords: Set<String> = ["error", "errors", "오류", "에러", "エラー", "错误", "錯誤"]

    /// Headers that say a column holds values, and nothing else.
    private static let valueHeaders: Set<String> = ["value", "values", "값", "値", "值", "数值", "數值"]

    /// Whether a header is the name of a type of errors or results: an upper camel case name one
    /// of whose words says so (`AdErrorCode`, `XYZResult`), not any name (`IdP`).
    static func namesErrorType(_ text: String) -> Bool {
        guard ErrorTableReader.isTypeName(text) else { return false }
        var words: [Substring] = []
        var start = text.startIndex
        for index in text.indices.dropFirst() where text[index].isUppercase {
            words.append(text[start..<index])
            start = index
        }
        words.append(text[start...])
        return words.contains { ["error", "errors", "code", "codes", "result", "results"].contains($0.lowercased()) }
    }

    /// What a header cell or heading names: each list of words below it holds a word of,
    /// found in one pass over its words (a table's header is read against every list).
    private struct HeaderText {
        var names: Meaning = []

        init(_ text: String) {
            let original = Array(text.utf8)
            let bytes = original.map(FastText.asciiLowercased)
            var start: Int?
            // Whether the run of letters started in lower case.
            var camel = false
            for (index, byte) in bytes.enumerated() {
                // A word ends before a space or a sign, and, in a run that starts in lower case,
                // where a capitalized word follows a lower-case letter: a header written as the
                // field it documents (`resultCode`, `rawValue`), not a type's name (`XYZResultCode`)
                // nor a name spelt so (`iOS`).
                let hump =
                    camel && start != nil && FastText.isASCIIUppercase(original[index])
                    && FastText.isASCIILowercase(original[index - 1])
                    && index + 1 < original.count && FastText.isASCIILowercase(original[index + 1])
                if let first = start, !FastText.isASCIILetter(byte) || hump {
                    names.formUnion(Self.latin[String(decoding: bytes[first..<index], as: UTF8.self)] ?? [])
                    start = hump ? index : nil
                }
                if FastText.isASCIILetter(byte), start == nil {
                    start = index
                    camel = FastText.isASCIILowercase(original[index])
                }
            }
            if let first = start { names.formUnion(Self.latin[String(decoding: bytes[first...], as: UTF8.self)] ?? []) }
            // Phrases whose words name nothing alone (`What to do`).
            for (phrase, meaning) in Self.latinPhrases where FastText.contains(bytes, phrase) {
                names.formUnion(meaning)
            }
            guard bytes.contains(where: { $0 >= 0x80 }) else { return }
            for (word, meaning) in Self.scripts where !names.isSuperset(of: meaning) && FastText.contains(bytes, word) {
                names.formUnion(meaning)
            }
        }

        /// Each Latin word, as a whole word, and what it names.
        private static let latin: [String: Meaning] = Meaning.lists.reduce(into: [:]) { table, list in
            for word in list.words.latin { table[word, default: []].formUnion(list.meaning) }
        }
        /// Latin phrases, in lower case, found anywhere in the lower-cased text.
        private static let latinPhrases: [([UInt8], Meaning)] = [
            "what to do", "how to fix", "how to handle", "how to resolve",
        ].map { (Array($0.utf8), .remedy) }
        /// Each word in another script (as UTF-8), found anywhere (such scripts do not space their
        /// words), and what it names.
        private static let scripts: [([UInt8], Meaning)] = Meaning.lists.flatMap { list in
            list.words.scripts.map { (Array($0.utf8), list.meaning) }
        }
    }

    /// What a header's words name, one bit per list of words.
    private struct Meaning: OptionSet {
        let rawValue: UInt16
        static let error = Meaning(rawValue: 1 << 0)
        static let state = Meaning(rawValue: 1 << 1)
        static let code = Meaning(rawValue: 1 << 2)
        static let value = Meaning(rawValue: 1 << 3)
        static let platform = Meaning(rawValue: 1 << 4)
        static let group = Meaning(rawValue: 1 << 5)
        static let message = Meaning(rawValue: 1 << 6)
        static let description = Meaning(rawValue: 1 << 7)
        static let category = Meaning(rawValue: 1 << 8)
        static let symbol = Meaning(rawValue: 1 << 9)
        static let remedy = Meaning(rawValue: 1 << 10)
        static let result = Meaning(rawValue: 1 << 11)
        static let cause = Meaning(rawValue: 1 << 12)
        static let setting = Meaning(rawValue: 1 << 13)

        static let lists: [(meaning: Meaning, words: (latin: [String], scripts: [String]))] = [
            (
                .error,
                (
                    ["error", "errors", "err", "errcode", "errorcode", "fail", "failure", "failures", "exception"],
                    ["오류", "에러", "실패", "예외", "エラー", "失敗", "例外", "错误", "錯誤", "失败", "异常", "異常"]
                )
            ),
            (.state, (["status", "state", "states", "statuses"], ["상태", "状態", "ステータス", "状态", "狀態"])),
            (.code, (["code", "codes"], ["코드", "コード", "代码", "代碼", "码", "碼"])),
            (.value, (["value", "values"], ["값", "値", "值"])),
            (.result, (["result", "results"], ["결과", "結果", "结果"])),
            (
                .cause,
                (
                    ["cause", "causes", "when", "condition", "conditions", "trigger", "happened"],
                    ["원인", "原因", "조건", "발생", "상황", "条件", "発生", "状況", "触发", "觸發", "发生", "發生", "情况", "情況"]
                )
            ),
            (.platform, (["platform", "platforms", "os"], ["플랫폼", "プラットフォーム", "平台", "平臺"])),
            (
                .group,
                (["group", "groups", "enum", "enumeration"], ["그룹", "グループ", "分组", "分組", "组别", "組別"])
            ),
            (.message, (["message", "messages", "msg"], ["메시지", "메세지", "メッセージ", "消息", "訊息", "信息"])),
            (
                .description,
                (
                    ["description", "descriptions", "desc", "reason", "meaning", "explanation"],
                    ["설명", "사유", "의미", "説明", "理由", "意味", "描述", "说明", "說明", "原因", "含义", "含義"]
                )
            ),
            (
                .symbol,
                (
                    // A column headed by the language its names are written in (`| Code | Swift |
                    // Description |`, `.invalidApiKey`) gives that language's symbols.
                    [
                        "symbol", "symbols", "name", "names", "constant", "constants", "identifier", "case", "cases",
                        "swift", "kotlin", "java", "objc", "objective", "dart",
                    ],
                    [
                        "심볼", "심벌", "이름", "상수", "케이스", "シンボル", "名前", "定数", "ケース", "符号", "符號", "名称", "名稱",
                        "常量", "枚举值", "枚舉值",
                    ]
                )
            ),
            (
                .setting,
                (
                    ["default", "defaults", "address", "addresses", "register", "registers", "offset"],
                    [
                        "기본값", "기본 값", "초기값", "디폴트", "주소", "레지스터", "デフォルト", "既定値", "初期値", "アドレス", "レジスタ",
                        "默认", "默認", "缺省", "预设", "預設", "地址", "寄存器",
                    ]
                )
            ),
            (
                .category,
                (
                    ["category", "categories"],
                    ["카테고리", "분류", "구분", "カテゴリ", "分類", "区分", "类别", "分类", "類別"]
                )
            ),
            (
                .remedy,
                (
                    ["solution", "solutions", "action", "actions", "remedy", "handling", "resolution", "workaround"],
                    [
                        "처리 방법", "처리방법", "조치", "대응", "해결", "対処", "対応", "解決", "处理方法", "处理方式", "处理建议",
                        "解决", "處理方法", "處理方式",
                        "对策", "對策",
                    ]
                )
            ),
        ]
    }

}
