import ErrataMarkdown
import Foundation

/// Reads parameter and field tables, recognising columns by what their cells hold.
///
/// A parameter table has a column of identifiers (`kXYZSignInOptionProviderName`,
/// `client_id`, `access_token`). Among the other columns, one whose cells are whole numbers is a
/// maximum length; one whose cells are type names (`bigint`, `**BOOL**`) or lists of allowed values
/// (`mail, phone, passkey`, `"north"<br/>"south"`, `String(ex: north, south)`) is
/// the type or values column; one whose cells all say required or optional (`Y`/`N`, `필수`/`선택`,
/// `mandatory`/`optional`) is whether each is required; the remaining column with the most text is
/// the description. Headers are not relied on, since they are translated (or not) differently in
/// every language; a header that says "default" in any of them (`Default`, `기본값`, `默认值`) only
/// adds its cells written as code (`` `automatic` ``) to the values the languages write alike.
struct ParameterTableReader {
    // Rows and cells are mapped with closures, not key paths: the optimizer leaves key paths here
    // to `swift_getAtKeyPath`, about 700 instructions a call, on every row of every table.
    typealias Cell = ErrorTableReader.Cell

    /// The rows of a table (header excluded) as parameter facts, or nothing if it is not a parameter table.
    func read(
        rows: [[Cell]], header: [String] = [], section: SectionPath, tableLine: Int,
        locate: (SourcePosition) -> SourceLocation, labels: inout [Int]
    ) -> [ParameterFact] {
        let width = rows.map { $0.count }.max() ?? 0
        guard width >= 2, !rows.isEmpty else { return [] }
        // Each cell cleaned once: columns are looked at several times. A cell that is one image
        // (a table of toolbar icons) shows no text: its alt text is no key, type or description.
        let cleaned = rows.map { $0.map { $0.isImage ? "" : ErrorTableReader.clean($0.text) } }
        func column(_ index: Int) -> [String] {
            cleaned.map { index < $0.count ? $0[index] : "" }
        }
        // The key column: the first whose non-empty cells are mostly identifiers and not types
        // (`String | userId`, `Type | Description`: a type names no parameter). A table whose
        // identifier columns all hold types lists types, not parameters.
        // A field nested under the row above it (`- userId`, `└ userId`) names a parameter too;
        // a column of required marks names none, nor one of where each is sent (`In | Name`:
        // `path | appKey`) where another column names the keys.
        let identifierColumns = (0..<width).filter { index in
            let cells = column(index).filter { !$0.isEmpty }
            return !cells.isEmpty && cells.count { Self.nestedKey($0) != nil } * 2 > cells.count
                && Self.requirementMarks(cells) == nil
        }
        func keyColumn(among columns: [Int]) -> Int? {
            columns.first { index in
                !Self.holdsTypes(
                    column(index).filter { !$0.isEmpty },
                    before: columns.first(where: { $0 > index }).map { column($0).filter { !$0.isEmpty } })
            }
        }
        let namesPlaces = { (index: Int) in column(index).allSatisfy { $0.isEmpty || Self.place($0) != nil } }
        guard
            let keyColumn = keyColumn(among: identifierColumns.filter { !namesPlaces($0) })
                ?? keyColumn(among: identifierColumns)
        else { return [] }
        // A table of endpoints (`GET | /v1/users/{id}`) names HTTP methods, not parameters.
        if column(keyColumn).allSatisfy({ $0.isEmpty || Self.httpMethods.contains($0) }) { return [] }
        // A table that describes a method or a member (`Syntax | public void load(Activity activity)`,
        // `Syntax | public bool IsReady;`) labels its rows; a table of methods lists each one's
        // parameters in a cell (`Init | Result | String userId`): their rows are no parameters.
        for index in 0..<width where index != keyColumn {
            let cells = column(index)
            if cells.contains(where: { Self.isDeclaration($0) || Self.isMemberDeclaration($0) }) { return [] }
            if cells.contains(where: { !$0.isEmpty }), cells.allSatisfy({ $0.isEmpty || Self.isParameterList($0) }) {
                return []
            }
        }
        // Whether a column's filled cells are each one code span and nothing else.
        func writtenAsCode(_ index: Int) -> Bool {
            var filled = false
            for (row, cells) in zip(rows, cleaned) where index < row.count && !cells[index].isEmpty {
                guard row[index].codeSpans.count == 1, row[index].codeSpans[0] == cells[index] else { return false }
                filled = true
            }
            return filled
        }
        var lengthColumn: Int?
        var requiredColumn: (index: Int, marks: [String: Bool])?
        var placeColumn: Int?
        var typeColumn: Int?
        var typeColumnHoldsTypes = false
        var descriptionColumn: Int?
        var longest = 0.0
        for index in 0..<width where index != keyColumn {
            let cells = column(index).filter { !$0.isEmpty }
            guard !cells.isEmpty else { continue }
            if lengthColumn == nil, cells.allSatisfy({ NumberText.integer($0) != nil }) {
                lengthColumn = index
                continue
            }
            if requiredColumn == nil, let marks = Self.requirementMarks(cells) {
                requiredColumn = (index, marks)
                continue
            }
            if placeColumn == nil, cells.allSatisfy({ Self.place($0) != nil }) {
                placeColumn = index
                continue
            }
            let typed = cells.filter { Self.typeOrValues($0, singleTokenIsType: true) != nil }.count
            if typed * 2 > cells.count {
                // A column of mostly well-known types reads a lone word as a type; otherwise as a value.
                // It is the type column over an earlier column of other words (`Path`, `Body`: where
                // each parameter goes), and a column of values written as code is over an earlier one
                // of plain words (`| `org_` | Organization | `org_2M8KQ1` |`, whose words a translation
                // writes in its own script).
                let holdsTypes = cells.filter(TypeNames.isKnown).count * 2 >= cells.count
                if typeColumn == nil || (!typeColumnHoldsTypes && holdsTypes)
                    || (!typeColumnHoldsTypes && !holdsTypes && writtenAsCode(index) && !writtenAsCode(typeColumn!))
                {
                    typeColumn = index
                    typeColumnHoldsTypes = holdsTypes
                    continue
                }
            }
            let average = Double(cells.map(FastText.characterCount).reduce(0, +)) / Double(cells.count)
            if average > longest {
                longest = average
                descriptionColumn = index
            }
        }
        var facts: [ParameterFact] = []
        // The columns whose cells may be a number or a truth value of their own (a default value).
        let numberColumns = Set(0..<width).subtracting(
            [keyColumn, descriptionColumn, typeColumn, lengthColumn, requiredColumn?.index, placeColumn].compactMap {
                $0
            })
        // A column headed "default": its values written as code are compared too (`automatic`).
        let defaultColumn = header.firstIndex { DescribedValues.isDefaultWord(String($0.trimmingWhitespace())) }
        // The keys of the rows the next nested row may stand under, outermost first.
        var parents: [String] = []
        for (row, cells) in zip(rows, cleaned) where keyColumn < row.count {
            guard let nested = Self.nestedKey(cells[keyColumn]) else {
                if !cells[keyColumn].isEmpty { labels.append(row[keyColumn].position.line) }
                continue
            }
            // A row nested deeper than the rows above it allow (a table whose rows all start
            // with a dash) stands at the deepest level they give.
            let depth = min(nested.depth, parents.count)
            parents.removeSubrange(depth...)
            let key = depth == 0 ? nested.name : Self.nestedPath(nested.name, under: parents[depth - 1])
            parents.append(key)
            func text(_ column: Int?) -> String? {
                guard let column, column < cells.count else { return nil }
                let value = cells[column]
                return value.isEmpty ? nil : value
            }
            let parsed = text(typeColumn).flatMap { Self.typeOrValues($0, singleTokenIsType: typeColumnHoldsTypes) }
            let numbers = cells.indices.compactMap { column -> String? in
                guard numberColumns.contains(column) else { return nil }
                if let literal = Self.literal(cells[column]) { return literal }
                return column == defaultColumn ? Self.codeValue(row[column], cleaned: cells[column]) : nil
            }
            facts.append(
                ParameterFact(
                    key: key,
                    type: parsed?.type,
                    maxLength: text(lengthColumn).flatMap(NumberText.integer),
                    values: parsed?.values ?? [],
                    description: text(descriptionColumn),
                    location: locate(row[keyColumn].position),
                    section: section,
                    tableLine: tableLine,
                    required: requiredColumn.map { column in text(column.index).flatMap { column.marks[$0] } }
                        ?? text(descriptionColumn).flatMap(Self.leadingRequirement),
                    place: text(placeColumn).flatMap(Self.place)
                )
            )
            facts[facts.count - 1].numbers = numbers
            if let descriptionColumn, descriptionColumn < row.count,
                let described = DescribedValues(
                    description: cells[descriptionColumn], codeSpans: row[descriptionColumn].codeSpans)
            {
                facts[facts.count - 1].statedDefault = described.statedDefault
                facts[facts.count - 1].describedNumbers = described.numbers
                facts[facts.count - 1].describedValues = described.values
            }
        }
        return facts
    }

    /// What each cell of a column says, required (`true`) or optional, when every one says one or
    /// the other (`Y`, `N`; `필수`, `선택`; `mandatory`, `optional`; `O`, `X`; `M`, `O`), keyed by
    /// the cell; `nil` for any other column. `O` is optional beside `M`, required beside `X`.
    static func requirementMarks(_ cells: [String]) -> [String: Bool]? {
        var marks: [String: Bool] = [:]
        var circles: [String] = []
        var conditional = false
        for cell in cells where marks[cell] == nil {
            // Every column's cells are asked about: a long one (a description) is turned down first.
            guard cell.utf8.count <= longestMark else { return nil }
            let word = cell.lowercased()
            if requiredWords.contains(word) {
                marks[cell] = true
            } else if optionalWords.contains(word) {
                marks[cell] = false
            } else if conditionalWords.contains(word) {
                // Required in some cases: it says neither, but the column is one of requirement.
                conditional = true
            } else if word == "o" || word == "○" {
                circles.append(cell)
            } else {
                return nil
            }
        }
        guard !circles.isEmpty else { return marks.isEmpty && conditional ? nil : marks }
        let words = Set(marks.keys.map { $0.lowercased() })
        guard let circle: Bool = words.contains("m") ? false : words.contains("x") || words.contains("×") ? true : nil
        else { return nil }
        for cell in circles { marks[cell] = circle }
        return marks
    }

    /// What a description says of its row's requirement when it opens by saying it, as a word of
    /// its own (`Required. The user…`, `**Optional**: …`, `(필수) …`, `任意。…`); `nil` otherwise,
    /// and for one required only in some cases (`Required when…`).
    static func leadingRequirement(_ description: String) -> Bool? {
        let text = description.drop { "*_([（【 ".contains($0) }
        // Most descriptions open with another word: its first letter tells.
        guard let first = text.first, "RrMmOo필선必任可选選".contains(first) else { return nil }
        let end = text.firstIndex(where: { !$0.isLetter }) ?? text.endIndex
        let word = text[..<end].lowercased()
        let required = leadingRequiredWords.contains(word)
        guard required || leadingOptionalWords.contains(word) else { return nil }
        // The word stands alone: a mark or the end follows it, not more of the sentence.
        let rest = text[end...].drop { $0 == " " }
        guard let next = rest.first else { return required }
        return ".:)]*_,。：）】、，-—–".contains(next) ? required : nil
    }

    /// The words a description opens with to say its row is required, or optional (lowercased):
    /// words of a sentence's length, not the letters a column of marks uses (`Y`, `No`).
    private static let leadingRequiredWords: Set<String> = ["required", "mandatory", "필수", "必須", "必需", "必填"]
    private static let leadingOptionalWords: Set<String> = ["optional", "선택", "任意", "可选", "选填", "可選", "選填"]

    /// The value a cell writes as one code span and nothing else (`` `automatic` ``, `` `{}` ``), in
    /// Latin script: a default the languages write alike; `nil` for another cell.
    private static func codeValue(_ cell: Cell, cleaned: String) -> String? {
        guard cell.codeSpans.count == 1, cell.codeSpans[0] == cleaned, !cleaned.isEmpty,
            cleaned.unicodeScalars.allSatisfy(\.isASCII)
        else { return nil }
        return cleaned
    }

    /// A cell that is a value of its own every language writes alike: a number (see ``number(_:)``)
    /// or a truth value (`true`, `` `False` ``), in lower case.
    static func literal(_ cell: String) -> String? {
        if let number = number(cell) { return number }
        // A constant (`STANDARD_IA`, `AUTOMATIC`): a value the languages write alike. Two or three
        // capitals may be an example localized (`KR`, `JPY`).
        // Told on the first byte first: most cells are words or sentences.
        if cell.utf8.count <= 42,
            let first = cell.utf8.first(where: { $0 != UInt8(ascii: " ") }),
            FastText.isASCIIUppercase(first) || first == UInt8(ascii: "`")
        {
            var constant = cell.trimmingWhitespace()
            if constant.utf8.count >= 2, constant.first == "`", constant.last == "`" {
                constant = constant.dropFirst().dropLast()
            }
            if isConstantName(String(constant)), constant.contains("_") || constant.utf8.count >= 4 {
                return String(constant)
            }
        }
        // Most cells are neither: their length tells first.
        guard cell.utf8.count <= 9 else { return nil }
        var word = cell.trimmingWhitespace()
        if word.utf8.count >= 2, word.first == "`", word.last == "`" { word = word.dropFirst().dropLast() }
        let lowered = word.lowercased()
        return lowered == "true" || lowered == "false" ? lowered : nil
    }

    /// The number a cell holds alone (`2500000`, `1,000`, `-1`, `0.5`), without thousands
    /// separators, if it holds one.
    static func number(_ cell: String) -> String? {
        // Most cells start with a letter: their first byte tells.
        guard let first = cell.utf8.first(where: { $0 != UInt8(ascii: " ") }),
            FastText.isASCIIDigit(first) || first == UInt8(ascii: "-") || first == UInt8(ascii: "`")
        else { return nil }
        var text = Substring(cell.trimmingCharacters(in: .whitespaces))
        if text.utf8.count >= 2, text.first == "`", text.last == "`" { text = text.dropFirst().dropLast() }
        let bytes = Array(text.utf8)
        let start = bytes.first == UInt8(ascii: "-") ? 1 : 0
        guard start < bytes.count, FastText.isASCIIDigit(bytes[start]), FastText.isASCIIDigit(bytes.last!) else {
            return nil
        }
        var fraction = false
        for index in start..<bytes.count where !FastText.isASCIIDigit(bytes[index]) {
            switch bytes[index] {
            case UInt8(ascii: ","):
                // A thousands separator: three digits after it, then no digit.
                let group = bytes[(index + 1)...].prefix { FastText.isASCIIDigit($0) }
                guard !fraction, group.count == 3 else { return nil }
            case UInt8(ascii: "."):
                guard !fraction, FastText.isASCIIDigit(bytes[index - 1]) else { return nil }
                fraction = true
            default:
                return nil
            }
        }
        return String(text).replacingOccurrences(of: ",", with: "")
    }

    /// Where a cell says a request sends its row's parameter (`Path`, `query`, `Body`, `헤더`), if it says so.
    static func place(_ cell: String) -> ParameterPlace? {
        guard cell.utf8.count <= 24 else { return nil }
        var words = cell.lowercased()
        for suffix in [" parameters", " parameter", " param", " variable", " string", "파라미터", "パラメータ", "参数", "參數"]
        where words.hasSuffix(suffix) {
            words.removeLast(suffix.count)
            break
        }
        return placeWords[words.trimmingCharacters(in: .whitespaces)]
    }

    /// The words a column of places writes, in the guides' languages (lowercased).
    private static let placeWords: [String: ParameterPlace] = [
        "path": .path, "url": .path, "uri": .path, "경로": .path, "パス": .path, "路径": .path, "路徑": .path,
        "query": .query, "querystring": .query, "쿼리": .query, "クエリ": .query, "查询": .query, "查詢": .query,
        "header": .header, "headers": .header, "헤더": .header, "ヘッダー": .header, "ヘッダ": .header,
        "请求头": .header, "標頭": .header,
        "body": .body, "request body": .body, "form": .body, "formdata": .body, "form-data": .body,
        "본문": .body, "바디": .body, "ボディ": .body, "本文": .body, "请求体": .body, "正文": .body,
    ]

    /// The length in UTF-8 of the longest of ``requiredWords`` and ``optionalWords``.
    private static let longestMark =
        (requiredWords.union(optionalWords).union(conditionalWords).union(["o", "○"])).map(\.utf8.count).max() ?? 0

    /// The cells that say a parameter is required, in the guides' languages (lowercased).
    static let requiredWords: Set<String> = [
        "y", "yes", "m", "required", "mandatory", "필수", "예", "네", "必須", "はい", "必需", "必填", "是",
    ]
    /// The cells that say a parameter is optional (lowercased).
    static let optionalWords: Set<String> = [
        "n", "no", "x", "×", "optional", "선택", "옵션", "아니요", "아니오", "任意", "オプション", "いいえ", "可选", "选填",
        "否",
    ]
    /// The cells that say a parameter is required in some cases only (lowercased): neither.
    static let conditionalWords: Set<String> = [
        "conditional", "conditionally required", "조건부", "조건부 필수", "条件付き", "条件付き必須", "条件", "有条件",
        "条件必填", "條件", "條件必填", "视情况", "視情況",
    ]

    /// The path of a field nested under `parent`: the parent's path and its name, unless the name
    /// writes the path already, whole (`- image.imageId` under `image`) or from the parent's own
    /// name on (`- faces[].confidence` under `result.faces`).
    static func nestedPath(_ name: String, under parent: String) -> String {
        if name.hasPrefix(parent + ".") || name.hasPrefix(parent + "[") { return name }
        let parts = parent.split(separator: ".")
        func bare(_ part: Substring) -> Substring { part.hasSuffix("[]") ? part.dropLast(2) : part }
        guard let last = parts.last, let first = name.split(separator: ".").first, first != name[...],
            bare(first) == bare(last)
        else { return parent + "." + name }
        return (parts.dropLast().map { $0 + "." }.joined()) + name
    }

    /// A key cell's identifier and how deep it is nested under the rows above it: 0 for a plain
    /// identifier, one for each mark before it (`- userId`, `└ userId`, `- - region`); `nil`
    /// for a cell that names no parameter.
    static func nestedKey(_ cell: String) -> (depth: Int, name: String)? {
        if isIdentifier(cell) { return (0, cell) }
        var depth = 0
        var rest = Substring(cell)
        while let first = rest.first {
            if nestingMarks.contains(first) {
                // A dash before a letter is an option's (`--output`, `-v`), not a mark.
                if first == "-" || first == "–", let next = rest.dropFirst().first,
                    !next.isWhitespace, !nestingMarks.contains(next)
                {
                    return nil
                }
                depth += 1
            } else if !first.isWhitespace {
                break
            }
            rest = rest.dropFirst()
        }
        let name = String(rest)
        return depth > 0 && isIdentifier(name) ? (depth, name) : nil
    }

    /// The marks a table writes before a field nested under the row above it.
    private static let nestingMarks: Set<Character> = ["-", "–", "└", "ㄴ", "↳", "→", "·"]

    /// The HTTP methods, as an endpoint table's first column names them.
    static let httpMethods: Set<String> = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]

    /// Whether the cells of an identifier column are types rather than names: mostly well-known
    /// type names, or, beside a later column of identifiers (`Activity | activity`), all starting
    /// with a capital letter where the later column's, none a well-known type, mostly start with a
    /// small one (`RoomId | int64` names Unreal's parameters, not types).
    static func holdsTypes(_ cells: [String], before later: [String]?) -> Bool {
        guard !cells.isEmpty else { return false }
        if cells.filter(TypeNames.isKnown).count * 2 > cells.count { return true }
        guard let later, !later.isEmpty, !later.contains(where: TypeNames.isKnown) else { return false }
        func startsSmall(_ cell: String) -> Bool { cell.utf8.first.map { $0 >= 0x61 && $0 <= 0x7A } ?? false }
        func startsCapital(_ cell: String) -> Bool { cell.utf8.first.map { $0 >= 0x41 && $0 <= 0x5A } ?? false }
        // A type has no hyphen: `Content-Type | mandatory` names a header, not a type.
        return cells.allSatisfy { (startsCapital($0) && !$0.utf8.contains(UInt8(ascii: "-"))) || TypeNames.isKnown($0) }
            && later.filter(startsSmall).count * 2 > later.count
    }

    /// Whether a cell is one method declaration: words (modifiers, a return type) before a
    /// name and its parenthesized parameters, each a type and a name (`public void
    /// load(Activity activity, long id)`); not a sentence ending in a parenthesis.
    static func isDeclaration(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        guard utf8.count <= 400, utf8.allSatisfy({ $0 < 0x80 }),
            let open = utf8.firstIndex(of: UInt8(ascii: "(")),
            let close = utf8.lastIndex(where: { $0 != 0x20 && $0 != UInt8(ascii: ";") }),
            utf8[close] == UInt8(ascii: ")"), open < close,
            // A method's name is followed by its parenthesis; a note in words stands apart from
            // what it adds to (`Rooting detections (Android only)`).
            open > 0, utf8[open - 1] != UInt8(ascii: " ")
        else { return false }
        func isCodeWord(_ word: Substring) -> Bool {
            guard let first = word.utf8.first, FastText.isASCIILetter(first) || first == UInt8(ascii: "_") else {
                return false
            }
            return word.utf8.allSatisfy { FastText.isASCIIAlphanumeric($0) || "_<>[].?*".utf8.contains($0) }
        }
        let head = String(decoding: utf8[..<open], as: UTF8.self).split(separator: " ")
        let inner = String(decoding: utf8[(open + 1)..<close], as: UTF8.self)
        let parameters = inner.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.split(separator: " ")
        }
        // A type and a name before the parenthesis; each parameter a type and a name.
        guard head.count >= 2, head.allSatisfy(isCodeWord) else { return false }
        // A name in code starts small (`activity`); one without parameters joins its words
        // (`getAccountId`, `get_account_id`).
        func startsSmall(_ word: Substring) -> Bool { word.utf8.first.map { (0x61...0x7A).contains($0) } ?? false }
        if inner.allSatisfy({ $0 == " " }) {
            let name = head.last!
            return head.count <= 4 && startsSmall(name)
                && (name.contains("_") || name.dropFirst().contains(where: { $0.isUppercase }))
        }
        return parameters.allSatisfy { $0.count == 2 && $0.allSatisfy(isCodeWord) && startsSmall($0[1]) }
    }

    /// Whether a cell declares a member in code, after an access modifier (`public const int
    /// MaxRetries`, `public static Result Init();`): words of code, the last a name in code's casing.
    static func isMemberDeclaration(_ text: String) -> Bool {
        guard text.utf8.count <= 200, text.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        let words = text.split(separator: " ")
        guard words.count >= 3, let first = words.first, accessModifiers.contains(String(first)),
            words.allSatisfy({ word in
                word.utf8.allSatisfy { FastText.isASCIIAlphanumeric($0) || "_<>[].?*(),;=".utf8.contains($0) }
            })
        else { return false }
        let last = words.last!
        return last.hasSuffix(";") || last.hasSuffix(")") || last.contains("_")
            || last.dropFirst().contains(where: \.isUppercase) || last.first!.isUppercase
    }

    /// The access modifiers a member's declaration begins with (C#, Java, Kotlin, Swift).
    private static let accessModifiers: Set<String> = ["public", "private", "protected", "internal", "open"]

    /// Whether a cell lists a method's parameters, each a type and a name (`String userId`,
    /// `long itemId, OnResponse callback`): the type a well-known one or a name of two words joined
    /// (`OnResponse`), not a word of a phrase (`Payment number`).
    static func isParameterList(_ text: String) -> Bool {
        guard text.utf8.count <= 200, text.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        return text.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { part in
            let words = part.split(separator: " ")
            guard words.count == 2, let name = words[1].utf8.first,
                (0x61...0x7A).contains(name) || name == UInt8(ascii: "_"),
                let type = words[0].utf8.first, FastText.isASCIILetter(type),
                words.allSatisfy({ word in
                    word.utf8.allSatisfy { FastText.isASCIIAlphanumeric($0) || "_<>[].?*".utf8.contains($0) }
                })
            else { return false }
            return TypeNames.isKnown(String(words[0])) || words[0].dropFirst().contains(where: \.isUppercase)
                || words[0].contains(where: { "<[*".contains($0) })
        }
    }

    /// Whether a cell is a single identifier: a key, a field or a parameter name, or a path of
    /// them through arrays (`userScores[].userId`, `items[0].id`).
    ///
    /// On bytes: an identifier is ASCII, where a letter is alphabetic, a digit is numeric, and
    /// every character is one byte (none is `\r`).
    static func isIdentifier(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            guard let first = bytes.first, FastText.isASCIILetter(first) || first == UInt8(ascii: "_"),
                bytes.count <= 80
            else { return false }
            // An array's brackets hold nothing or an index; a type's (`Array[Object]`) hold a name.
            var inBrackets = false
            for byte in bytes {
                if inBrackets {
                    if byte == UInt8(ascii: "]") {
                        inBrackets = false
                    } else if !FastText.isASCIIDigit(byte) {
                        return false
                    }
                } else if FastText.isASCIIAlphanumeric(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                    || byte == UInt8(ascii: "-")
                {
                    continue
                } else if byte == UInt8(ascii: "[") {
                    inBrackets = true
                } else {
                    return false
                }
            }
            return !inBrackets
        }
    }

    /// A type name, a list of allowed values, or both (`String(ex: north, south)`), if the cell is one.
    ///
    /// A lone word is a type when it is a well-known type name, a class's name of two words or more
    /// (`DemoAgreement`), or `singleTokenIsType` says the column holds types; otherwise it is the one
    /// allowed value.
    static func typeOrValues(_ text: String, singleTokenIsType: Bool) -> (type: String?, values: [String])? {
        var body = text
        var type: String?
        if typeMayPrecedeParenthesis(body), let (head, inner) = parenthesized(body), isTypeName(head) {
            // A constant with its value (`ENOMEM (12)`, `ERR_MEM (-1)`) names no type; a type
            // with its length (`VARCHAR(255)`) is a well-known one.
            if isConstantName(head), !TypeNames.isKnown(head), NumberText.literal(inner) != nil { return nil }
            // The length is the type's (`VARCHAR(64)`, `String(36)`): compared with it.
            if TypeNames.isKnown(head), NumberText.integer(inner) != nil { return ("\(head)(\(inner))", []) }
            type = head
            body = inner
        }
        // A collection written in words (`Array of String`, `List of Integer`).
        if type == nil, isCollectionInWords(body) { return (body, []) }
        // A type named with its package (`google.protobuf.Duration`, `java.time.Instant`).
        if type == nil, isQualifiedTypeName(body) { return (body, []) }
        if type == nil, isTypeName(body) {
            if singleTokenIsType || TypeNames.isKnown(body) || ErrorTableReader.isTypeName(body)
                || !body.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            {
                return (body, [])
            }
            return (nil, [body])
        }
        if type == nil, isUnionType(body) { return (body, []) }
        // Fast path: most cells are sentences, which cannot be a list (checked on bytes first).
        guard !cannotBeList(body) else { return type.map { ($0, []) } }
        if type == nil, isGenericType(body) { return (body, []) }
        let parts = listParts(body)
        if isList(parts), parts.count >= 2 || (parts.count == 1 && text.utf8.contains(UInt8(ascii: "\""))) {
            return (type, parts)
        }
        return type.map { ($0, []) }
    }

    /// Whether a cell names a collection of a type in words: `Array of String`, `List of Integer`.
    static func isCollectionInWords(_ text: String) -> Bool {
        // Told on the bytes first: most cells asked are descriptions.
        guard text.utf8.count <= 40,
            text.hasPrefix("Array of ") || text.hasPrefix("List of ") || text.hasPrefix("Set of ")
        else { return false }
        let words = text.split(separator: " ")
        guard words.count == 3, ["Array", "List", "Set"].contains(words[0]), words[1] == "of" else { return false }
        return isTypeName(String(words[2]))
    }

    /// Whether a name is written as a constant's: capitals, digits and `_`, two letters at least.
    static func isConstantName(_ text: String) -> Bool {
        text.utf8.count { FastText.isASCIIUppercase($0) } >= 2
            && text.utf8.allSatisfy {
                FastText.isASCIIUppercase($0) || FastText.isASCIIDigit($0) || $0 == UInt8(ascii: "_")
            }
    }

    /// Whether a cell is a union of types, one of them well known or none (`str | None`,
    /// `string | null`, `Callable[[], Credentials] | None`): Python's and TypeScript's optional types.
    static func isUnionType(_ text: String) -> Bool {
        guard text.utf8.contains(UInt8(ascii: "|")) else { return false }
        let parts = text.split(separator: "|").map { String($0.trimmingWhitespace()) }
        guard parts.count >= 2,
            parts.allSatisfy({ isTypeName($0) || isGenericType($0) || isQualifiedTypeName($0) })
        else { return false }
        return parts.contains { TypeNames.isKnown($0) || noneWords.contains($0) }
    }

    /// The words for no value that a union of types may end with.
    private static let noneWords: Set<String> = ["None", "null", "undefined", "nil", "Null", "NULL"]

    /// Whether a cell is a generic type whose commas separate its arguments, not values
    /// (`Map<String, Object>`, `Array[[String, Array[String]]]`): a name, then brackets that
    /// hold every comma and close at the end (a pointer's `*` aside).
    static func isGenericType(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let first = utf8.first, FastText.isASCIILetter(first), utf8.contains(UInt8(ascii: ",")) else {
            return false
        }
        var depth = 0
        var closed = false
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: "["):
                guard !closed else { return false }
                depth += 1
            case UInt8(ascii: ">"), UInt8(ascii: "]"):
                depth -= 1
                guard depth >= 0 else { return false }
                closed = depth == 0
            case UInt8(ascii: ","), UInt8(ascii: " "):
                guard depth > 0 || (byte == UInt8(ascii: " ") && closed) else { return false }
            case UInt8(ascii: "*"):
                continue
            default:
                guard FastText.isASCIIAlphanumeric(byte) || byte == UInt8(ascii: "_"), !closed || depth > 0 else {
                    return false
                }
            }
        }
        return depth == 0 && closed
    }

    /// The markers that may open the examples in parentheses, in the order they are dropped.
    private static let exampleMarkers = ["ex:", "ex.", "e.g.", "eg:", "예:", "例:", "例：", "如:", "如："]

    /// A cell written `Type(ex: a, b)` or `Type (e.g. a, b)`: the text before the parenthesis,
    /// trimmed, and the text inside it without its example marker; `nil` for any other cell.
    static func parenthesized(_ text: String) -> (head: String, inner: String)? {
        // Bytes first: a cell without the bytes of either parenthesis holds neither (most cells).
        let utf8 = Substring(text).utf8
        guard FastText.contains(utf8, "(") || FastText.contains(utf8, "（") else { return nil }
        // ASCII without `\r` (a character per byte, the usual type cell) on bytes: only the ASCII
        // parenthesis and markers can be in it, and lowering its case lowers its letters.
        guard FastText.hasOneCharacterPerByte(text) else { return parenthesizedByCharacters(text) }
        return text.withUTF8Bytes { bytes -> (head: String, inner: String)? in
            guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), bytes.last == UInt8(ascii: ")") else {
                return nil
            }
            let head = String(String(decoding: bytes[..<open], as: UTF8.self).trimmingWhitespace())
            var inner = bytes[(open + 1)..<(bytes.count - 1)]
            // The markers are lower case: each byte of the text compared with its letters lowered.
            for marker in exampleMarkers where marker.utf8.allSatisfy({ $0 < 0x80 }) {
                let count = marker.utf8.count
                if inner.count >= count,
                    zip(inner.prefix(count), marker.utf8).allSatisfy({ FastText.asciiLowercased($0) == $1 })
                {
                    inner = inner.dropFirst(count)
                }
            }
            return (head, String(decoding: inner, as: UTF8.self))
        }
    }

    /// Whether nothing outside ASCII but white space comes before the first parenthesis (`(` or
    /// `（`): where something else does, the text before the parenthesis, trimmed, is no type name
    /// (most cells with a parenthesis are sentences in Korean, Japanese or Chinese). On bytes.
    static func typeMayPrecedeParenthesis(_ text: String) -> Bool {
        return text.withUTF8Bytes { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "(") { return true }
                guard byte >= 0x80 else {
                    index += 1
                    continue
                }
                // `（`, or white space that trimming may take off the text before the parenthesis
                // (U+3000, U+00A0 and the others of `CharacterSet.whitespaces`).
                let (scalar, length) = UTF8Scalars.decode(bytes, at: index)
                if scalar == 0xFF08 { return true }
                guard let value = Unicode.Scalar(scalar), FastText.isWhitespace(value) else { return false }
                index += length
            }
            return false
        }
    }

    /// ``parenthesized(_:)`` on Characters: for any text, and the reference the byte reading is tested
    /// against. (A character is one of the parentheses or a marker's only when it is their one
    /// scalar: no other character is canonically equivalent to them.)
    static func parenthesizedByCharacters(_ text: String) -> (head: String, inner: String)? {
        guard let open = text.firstIndex(where: { $0.isScalar("(") || $0.isScalar("（") }),
            let last = text.last, last.isScalar(")") || last.isScalar("）")
        else { return nil }
        let head = String(text[..<open].trimmingWhitespace())
        var inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        for marker in exampleMarkers where inner.prefix(marker.count).lowercased() == marker {
            inner = String(inner.dropFirst(marker.count))
        }
        return (head, inner)
    }

    /// A cell split into the values of a list: at commas (ASCII and CJK) and line breaks, each
    /// trimmed of white space and quotes, empty ones left out.
    static func listParts(_ body: String) -> [String] {
        // ASCII without `\r` (a character per byte) on bytes: the same separators, white space
        // and quotes (the curly quotes and CJK commas are not ASCII).
        if FastText.hasOneCharacterPerByte(body) {
            return body.withUTF8Bytes { bytes in
                bytes.split(whereSeparator: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\n") })
                    .compactMap { part -> String? in
                        var low = part.startIndex
                        var high = part.endIndex
                        // White space, then quotes, as the reading by characters trims them.
                        func trim(_ predicate: (UInt8) -> Bool) {
                            while low < high, predicate(part[low]) { low += 1 }
                            while high > low, predicate(part[high - 1]) { high -= 1 }
                        }
                        trim { $0 == 0x20 || $0 == 0x09 }
                        trim { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "`") }
                        return low < high ? String(decoding: part[low..<high], as: UTF8.self) : nil
                    }
            }
        }
        return listPartsByCharacters(body)
    }

    /// ``listParts(_:)`` on Characters: for any text, and the reference the byte reading is tested against.
    static func listPartsByCharacters(_ body: String) -> [String] {
        body.split(whereSeparator: {
            $0.isScalar(",") || $0.isScalar("\n") || $0.isScalar("、") || $0.isScalar("，")
        })
        .map {
            String($0.trimmingWhitespace().trimmingScalars(where: { "\"'`“”".unicodeScalars.contains($0) }))
        }
        .filter { !$0.isEmpty }
    }

    /// Whether parts are values of a list: short, ASCII, without spaces.
    static func isList(_ parts: [String]) -> Bool {
        parts.allSatisfy { part in
            // A string has no more characters than bytes: most parts are counted in bytes only.
            (part.utf8.count <= 40 || part.count <= 40) && !part.utf8.contains(UInt8(ascii: " "))
                && part.unicodeScalars.allSatisfy { $0.isASCII }
        }
    }

    /// Whether `body` is surely not a list (see ``isList(_:)``), read on bytes: it holds a letter
    /// of U+4000 to U+DFFF (CJK, Hangul: never a separator, a space or a quote, so some value
    /// holds it and is not ASCII), or a space between two ASCII letters or digits (inside a value,
    /// as no separator is next to it). Where this says `false`, the full reading decides.
    static func cannotBeList(_ body: String) -> Bool {
        var beforePrevious: UInt8 = 0
        var previous: UInt8 = 0
        for byte in body.utf8 {
            if byte >= 0xE4, byte <= 0xED { return true }
            if previous == UInt8(ascii: " "), FastText.isASCIIAlphanumeric(beforePrevious),
                FastText.isASCIIAlphanumeric(byte)
            {
                return true
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    /// Whether a cell is one short type name such as `bigint`, `String`, `BOOL`, `varchar(20)`, `NSString *`.
    ///
    /// On bytes: a type name is ASCII, where a letter is alphabetic, a digit is numeric, and
    /// every character is one byte (none is `\r`).
    /// Whether a cell is a type's name after its package's: names joined by dots, the last
    /// capitalized (`google.protobuf.Duration`), not a field's path (`result.userId`).
    static func isQualifiedTypeName(_ text: String) -> Bool {
        // Most cells hold no dot, or start otherwise than with a letter: looked at on bytes first.
        guard let first = text.utf8.first, FastText.isASCIILetter(first), text.utf8.contains(UInt8(ascii: "."))
        else { return false }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, text.utf8.count <= 64, let last = parts.last?.utf8.first,
            FastText.isASCIIUppercase(last)
        else { return false }
        return parts.allSatisfy { part in
            guard let first = part.utf8.first, FastText.isASCIILetter(first) else { return false }
            return part.utf8.allSatisfy { FastText.isASCIIAlphanumeric($0) || $0 == UInt8(ascii: "_") }
        }
    }

    static func isTypeName(_ text: String) -> Bool {
        let body = text.trimmingWhitespace().utf8
        guard let first = body.first, FastText.isASCIILetter(first), body.count <= 24 else { return false }
        // Words between spaces, other than a lone `*`: there must be exactly one.
        var words = 0
        var wordLength = 0
        var wordIsStar = false
        for byte in body {
            if byte == UInt8(ascii: " ") {
                if wordLength > 0, !(wordLength == 1 && wordIsStar) { words += 1 }
                wordLength = 0
                continue
            }
            // `?` marks a nullable type (`String?`, Swift's and Kotlin's).
            guard FastText.isASCIIAlphanumeric(byte) || "_*<>()[]?".utf8.contains(byte) else { return false }
            wordIsStar = wordLength == 0 && byte == UInt8(ascii: "*")
            wordLength += 1
        }
        if wordLength > 0, !(wordLength == 1 && wordIsStar) { words += 1 }
        return words == 1
    }
}
