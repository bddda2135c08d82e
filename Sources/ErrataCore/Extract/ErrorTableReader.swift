import ErrataMarkdown
import Foundation

/// Reads error codes out of a table, recognising columns by what their cells hold.
///
/// A row defines codes when one cell holds symbols (`XYZ_…`, several split on `<br/>`,
/// commas or spaces; `DemoError.AUTH_…` is `AUTH_…`) and a number stands in that cell
/// (`SYMBOL(4602)`), in a later one, or else in an earlier one (tables that list the code first),
/// unless that column's header names a row number (`#`, `No.`).
/// The description is the first text cell after them; the category is the text cell before
/// the symbol, and a row without one takes the category above. Because nothing depends on a
/// column's position, tables that lost their leading pipes or merged cells, whose rows are
/// shifted by one column, read the same as well-formed ones. A row whose only cell is text
/// continues the description of the row above when the text stands in a column after the
/// symbols' (`| | | and may be retried. |`) or its line is the tail of a line broken in two (it
/// lacks the leading pipe the header has); in the symbols' column or before, on a row of its
/// own (`| Auth | | |`), it names the category of the rows below. In a table where a row
/// gives a symbol and a number, a row that holds no symbol (`| timeout | 5 |`, a number alone)
/// is one errata cannot read: it is given back in ``Result/unreadable``, for `table-unreadable`
/// to report.
struct ErrorTableReader {
    /// Whether the page's name says it lists error codes (`errors.md`, `error-codes.md`): its
    /// tables of codes and names list errors, whatever their headers and headings say.
    var onErrorPage = false

    // Rows and cells are mapped with closures, not key paths: the optimizer leaves key paths here
    // to `swift_getAtKeyPath`, about 700 instructions a call, on every row of every table.
    /// One cell: its text (inline Markdown flattened, `<br/>` as `\n`) and where it starts.
    struct Cell {
        var text: String
        /// Where the cell's text starts, as cmark gives it (byte column); turned into a
        /// ``SourceLocation`` only for the cells a fact is read from.
        var position: SourcePosition
        /// Whether the cell is one image (an icon): its text is the image's alt text, which the
        /// page does not show.
        var isImage = false
        /// The texts of the code spans among the cell's own inlines (`` `86400` ``), in order.
        var codeSpans: [String] = []
    }

    /// What a table row gives.
    struct Result {
        var definitions: [CodeDefinition] = []
        /// Symbols in the table that have no number beside them.
        var unnumbered: [CodeMention] = []
        /// Symbols written with characters code cannot hold (read as if they were not there).
        var disguised: [DisguisedSymbolFact] = []
        /// Rows of an error table that give no symbol.
        var unreadable: [UnreadableRowFact] = []
        /// The table, when it pairs names with numbers but lists states or values, not errors.
        var setAside: SetAsideTableFact?
        /// The columns whose header names a code (see ``ErrorTableColumns/codeColumns``).
        var codeColumns: Set<Int> = []
    }

    /// The text of the row's cell in `column` (a description or a message column, see
    /// ``ErrorTableColumns/descriptionColumn``), if the header names one and the cell holds text.
    private static func text(in kinds: [CellKind], column: Int?) -> String? {
        guard let column, column < kinds.count, case .text(let text) = kinds[column] else { return nil }
        return text
    }

    private enum CellKind {
        case empty
        case number(Int)
        /// Symbols, and the characters of the cell that disguise them (invisible ones, full-width
        /// forms), which were set aside to read them.
        case symbols([SymbolScanner.Match], disguises: [Unicode.Scalar])
        case text(String)
        /// A Platform column's cell: the platforms' ids.
        case platforms([String])
        /// A group column's cell: the group's name.
        case group(String)
    }

    /// Reads the body rows of a table.
    ///
    /// - Parameters:
    ///   - header: The texts of the header row's cells; read only for a table that gives a code
    ///     before its symbols.
    ///   - locate: Turns a cell's position into a location (columns in characters).
    ///   - headerLine: The source line of the header row: with `sourceLine`, what tells a row
    ///     broken over two lines from a row of one cell (read only for such rows).
    ///   - sourceLine: The text of a 1-based source line.
    func read(
        rows: [[Cell]], header: () -> [String] = { [] }, section: SectionPath,
        locate: (SourcePosition) -> SourceLocation, headerLine: Int, sourceLine: (Int) -> Substring
    ) -> Result {
        // Columns whose header names a row number, not a code.
        var result = Result()
        var category: String?
        var platforms: [String] = []
        var group: String?
        var lastRowDefinitions: Range<Int>?
        // The column of the last row's symbols.
        var lastSymbolIndex: Int?
        var rowKinds = rows.map { $0.map { classify($0.text) } }
        let headerTexts = header()
        let indexColumns = Set(headerTexts.indices.filter { Self.namesRowNumber(headerTexts[$0]) })
        let columns = ErrorTableColumns(header: headerTexts, section: section, onErrorPage: onErrorPage) { column in
            var text = 0
            var numbers = 0
            for kinds in rowKinds where column < kinds.count {
                switch kinds[column] {
                case .text: text += 1
                case .number: numbers += 1
                default: continue
                }
            }
            return text > numbers
        }
        result.codeColumns = columns.codeColumns
        if columns.listing == .settings { return result }
        if case .other(let reason) = columns.listing {
            Self.readLoneWordSymbols(&rowKinds)
            result.setAside = Self.setAside(
                rows: rows, kinds: rowKinds, reason: reason, section: section, locate: locate)
            return result
        }
        let ownCodes = columns.ownCodeColumns.subtracting(columns.protocolStatusColumns).subtracting(indexColumns)
        Self.readNamedCodes(&rowKinds, in: ownCodes, least: 1)
        Self.readNamedCodes(
            &rowKinds, in: columns.plainColumns.subtracting(ownCodes).subtracting(indexColumns), least: 2)
        if !columns.httpStatusColumns.isEmpty, columns.namesErrors {
            Self.readLowerCaseCodes(&rowKinds, in: ownCodes)
        }
        Self.readPlatformColumns(&rowKinds, named: columns.platformColumns)
        Self.readNamedSymbols(&rowKinds, in: columns.symbolColumns.union(columns.spellingColumns.keys))
        // A column of names under the word for an error (`invalidApiKey`), none a symbol as
        // written: a column of symbols with a word among them (`Internal`) keeps the word a word.
        let nameColumns = columns.errorNameColumns.filter { column in
            !rowKinds.contains { kinds in
                guard column < kinds.count, case .symbols = kinds[column] else { return false }
                return true
            }
        }
        Self.readNamedSymbols(&rowKinds, in: nameColumns)
        Self.readGroupColumn(&rowKinds, named: columns.groupColumn)
        Self.readLoneWordSymbols(&rowKinds)
        // An error table pairs symbols with codes: a table none of whose rows gives a symbol and a
        // number (a list of action or state names) is none, and its rows are not reported.
        let isErrorTable = rowKinds.contains { kinds in
            var hasSymbol = false
            var hasNumber = false
            for (column, kind) in kinds.enumerated() {
                switch kind {
                case .symbols(let symbols, _):
                    hasSymbol = true
                    if symbols.contains(where: { $0.code != nil }) { hasNumber = true }
                case .number: if !indexColumns.contains(column) { hasNumber = true }
                default: continue
                }
            }
            return hasSymbol && hasNumber
        }
        if !isErrorTable, columns.namesErrors,
            let unnamed = Self.unnamedCodes(
                rows: rows, kinds: rowKinds, columns: columns, indexColumns: indexColumns, section: section,
                locate: locate)
        {
            return unnamed
        }
        for (row, kinds) in zip(rows, rowKinds) {
            guard let symbolIndex = kinds.firstIndex(where: { if case .symbols = $0 { true } else { false } }),
                case .symbols(let symbols, let disguises) = kinds[symbolIndex]
            else {
                // No symbol. A row of more cells than one is not a description's tail
                // (`TIMEOUT | E01 | …`, a name and a code errata cannot read): it is not added to
                // another row's text.
                let filled = kinds.indices.filter { if case .empty = kinds[$0] { false } else { true } }
                if filled.count == 1, case .text(let text) = kinds[filled[0]] {
                    // In the description's column, or on the tail of a line broken in two (which
                    // cmark puts in the first column), it continues the row above; in the
                    // category's or the symbol's column, on a row of its own, it is a category.
                    let column = filled[0]
                    if column <= lastSymbolIndex ?? 0,
                        !Self.isBrokenRow(sourceLine(row[column].position.line), header: sourceLine(headerLine))
                    {
                        category = text
                        lastRowDefinitions = nil
                    } else if let range = lastRowDefinitions {
                        for index in range {
                            let previous = result.definitions[index].description
                            result.definitions[index].description = previous.map { $0 + " " + text } ?? text
                        }
                    }
                } else if !filled.isEmpty {
                    lastRowDefinitions = nil
                    if isErrorTable {
                        result.unreadable.append(
                            UnreadableRowFact(
                                cells: filled.map { Self.clean(row[$0].text) },
                                location: locate(row[filled[0]].position),
                                section: section))
                    }
                }
                continue
            }
            lastSymbolIndex = symbolIndex
            var code = symbols.lazy.compactMap { $0.code }.first
            // The cell the code is written in: the symbols' own (`SYMBOL(0x1F)`) or its own.
            var codeCell = symbolIndex
            var descriptionStart = symbolIndex + 1
            // In a column whose header names the code and no state where one does (`| 결과 코드 | 이름 |
            // 설명 | HTTP 状态码 |`), the last number before the symbols, else the first after them: a
            // code column after the symbols beside one before names the code the row becomes
            // elsewhere (`| resultCode | resultMessage | … | SDK result code |`). Else, in any column,
            // the first number after the symbols, else the last before them.
            func isCodeNumber(_ column: Int) -> Bool {
                guard columns.ownCodeColumns.contains(column), !indexColumns.contains(column) else { return false }
                if case .number = kinds[column] { return true }
                return false
            }
            // A dash in the first column after the symbols whose header names the code, none before
            // giving one (`| NotFoundError | - | Web | … | 3003 |`): the row has no code of its own,
            // and a later column's number is the product's code it maps onto.
            if code == nil, !kinds.indices.contains(where: { $0 < symbolIndex && isCodeNumber($0) }),
                let column = kinds.indices.first(where: {
                    $0 > symbolIndex && columns.ownCodeColumns.contains($0) && !indexColumns.contains($0)
                }), Self.isDash(Self.clean(row[column].text))
            {
                lastRowDefinitions = nil
                continue
            }
            if code == nil,
                let numberIndex = kinds.indices.last(where: { $0 < symbolIndex && isCodeNumber($0) })
                    ?? kinds.indices.first(where: { $0 > symbolIndex && isCodeNumber($0) }),
                case .number(let value) = kinds[numberIndex]
            {
                code = value
                codeCell = numberIndex
                if numberIndex > symbolIndex { descriptionStart = numberIndex + 1 }
            }
            if code == nil {
                if let numberIndex = kinds[(symbolIndex + 1)...].firstIndex(where: {
                    if case .number = $0 { true } else { false }
                }), case .number(let value) = kinds[numberIndex] {
                    code = value
                    codeCell = numberIndex
                    descriptionStart = numberIndex + 1
                } else if let numberIndex = kinds[..<symbolIndex].lastIndex(where: {
                    if case .number = $0 { true } else { false }
                }), !indexColumns.contains(numberIndex), case .number(let value) = kinds[numberIndex] {
                    // `| 4101 | AUTH_SIGN_IN_ABORTED | … |`: the code first.
                    code = value
                    codeCell = numberIndex
                }
            }
            // A category column, where the header names one, else the text before the symbols.
            var owner: String?
            if let column = columns.categoryColumn {
                if column < kinds.count, case .text(let text) = kinds[column] { category = text }
            } else if let column = kinds[..<symbolIndex].lastIndex(where: {
                if case .text = $0 { true } else { false }
            }), case .text(let text) = kinds[column] {
                category = text
                if column == 0, columns.plainColumns.contains(0) || columns.platformColumns.contains(0) { owner = text }
            }
            // A row without platforms of its own is on those of the row above (a merged cell).
            let rowPlatforms = kinds.compactMap { kind -> [String]? in
                if case .platforms(let ids) = kind { return ids }
                return nil
            }.flatMap { $0 }
            if !rowPlatforms.isEmpty { platforms = rowPlatforms }
            for kind in kinds {
                if case .group(let name) = kind { group = name }
            }
            // Never a column saying what to do about the code (`처리 방법`).
            let description =
                Self.text(in: kinds, column: columns.descriptionColumn ?? columns.describedColumn)
                ?? kinds.indices[descriptionStart...].lazy.compactMap { column -> String? in
                    guard !columns.remedyColumns.contains(column), !columns.protocolStatusColumns.contains(column),
                        case .text(let text) = kinds[column]
                    else {
                        return nil
                    }
                    return text
                }.first
            let location = locate(row[symbolIndex].position)
            // `GKError.cancelled`: the type the symbol is a member of (most cells hold no `.`).
            var qualifier: String?
            if symbols.count == 1, row[symbolIndex].text.utf8.contains(UInt8(ascii: ".")) {
                let written = Self.clean(row[symbolIndex].text)
                if Self.memberName(written) != nil, let dot = written.lastIndex(of: "."), dot > written.startIndex {
                    qualifier = String(written[..<dot])
                }
            }
            guard let code else {
                for symbol in symbols {
                    result.unnumbered.append(
                        CodeMention(
                            symbol: symbol.symbol, code: nil, context: .prose, location: location, section: section)
                    )
                }
                lastRowDefinitions = nil
                continue
            }
            let first = result.definitions.count
            if !disguises.isEmpty {
                for symbol in symbols {
                    result.disguised.append(
                        DisguisedSymbolFact(
                            symbol: symbol.symbol, scalars: disguises.map { $0.value }, location: location,
                            section: section))
                }
            }
            let hexadecimal = NumberText.writesHexadecimal(row[codeCell].text)
            // The number again in the other notation, in a cell of its own (`| 3002 | 0xBBA |`).
            var restated: RestatedNumber?
            let otherNotation = kinds.indices.filter { column in
                guard column != codeCell, !indexColumns.contains(column), case .number = kinds[column] else {
                    return false
                }
                return NumberText.writesHexadecimal(row[column].text) != hexadecimal
            }
            if otherNotation.count == 1, case .number(let value) = kinds[otherNotation[0]] {
                restated = RestatedNumber(
                    text: Self.clean(row[otherNotation[0]].text), value: value,
                    location: locate(row[otherNotation[0]].position))
            }
            // The HTTP status beside the code, in the one status column.
            var httpStatus: RestatedNumber?
            let statusColumns = columns.httpStatusColumns.filter { $0 != codeCell && $0 < kinds.count }.sorted()
            if statusColumns.count == 1, case .number(let value) = kinds[statusColumns[0]], (100...599).contains(value)
            {
                httpStatus = RestatedNumber(
                    text: Self.clean(row[statusColumns[0]].text), value: value,
                    location: locate(row[statusColumns[0]].position))
            }
            var flags: [TableFlag] = []
            for column in kinds.indices where column != symbolIndex && column != codeCell {
                if case .text(let text) = kinds[column], let isYes = YesNoText.value(text) {
                    let header = column < headerTexts.count ? Self.clean(headerTexts[column]) : ""
                    flags.append(
                        TableFlag(header: header, text: text, isYes: isYes, location: locate(row[column].position)))
                }
            }
            for spellings in Self.spellingGroups(symbols.map { $0.symbol }) {
                // Symbols that each write their own number (`A_FAILED(1002), B_FAILED(1005)`) keep it.
                let own = symbols.first { spellings.contains($0.symbol) && $0.code != nil }?.code
                // The name without a platform's prefix, in the table's upper-snake case where it has one.
                func rank(_ name: String) -> (Int, Int, String) {
                    (name.contains(where: \.isLowercase) ? 1 : 0, name.utf8.count, name)
                }
                var definition = CodeDefinition(
                    symbol: spellings.min { rank($0) < rank($1) }!,
                    code: own ?? code,
                    category: category,
                    description: description,
                    location: location,
                    section: section,
                    hexadecimal: hexadecimal
                )
                if spellings.count > 1 { definition.spellings = spellings }
                for (column, platform) in columns.spellingColumns where column < kinds.count {
                    if case .symbols(let written, _) = kinds[column], written.count == 1 {
                        definition.platformSpellings[platform] = written[0].symbol
                    }
                }
                definition.platforms = platforms
                definition.group = group
                definition.message = Self.text(in: kinds, column: columns.messageColumn)
                definition.owner = owner
                definition.qualifier = qualifier
                definition.describesCause = columns.describesCauses
                definition.flags = flags
                definition.restated = restated
                definition.httpStatus = httpStatus
                definition.numberIsHTTPStatus = columns.httpStatusColumns.contains(codeCell)
                result.definitions.append(definition)
            }
            lastRowDefinitions = first..<result.definitions.count
        }
        // A table of changes (`| 追加 | PN-1006 | REGISTRATION_THROTTLED | … |` on a migration page):
        // its text says what changed, not what the code means; the codes' own table defines them.
        if result.definitions.count >= 2, columns.categoryColumn == nil,
            result.definitions.allSatisfy({ $0.category.map(ChangeWords.name) == true }),
            let table = Self.setAside(
                rows: rows, kinds: rowKinds,
                reason: "it lists changes to codes ('\(result.definitions[0].category!)'), not the codes",
                section: section,
                locate: locate)
        {
            return Result(setAside: table, codeColumns: result.codeColumns)
        }
        return result
    }

    /// The codes of an error table that gives no symbols: a column of numbers beside descriptions
    /// (`| 50001 | Not supported |` under `Error code | Description`, or under an `Error Code`
    /// heading). Each row with a number there is a code without a name (see
    /// ``CodeDefinition/isUnnamed``); a row of one text cell continues the description above, and
    /// any other row is unreadable. `nil` when the table holds a symbol anywhere, or no column
    /// whose header names a code, an error or a value and whose filled cells are all numbers,
    /// beside a column of text (`| Step | Action |` under an `Errors` heading is no error table).
    private static func unnamedCodes(
        rows: [[Cell]], kinds: [[CellKind]], columns: ErrorTableColumns, indexColumns: Set<Int>,
        section: SectionPath, locate: (SourcePosition) -> SourceLocation
    ) -> Result? {
        let width = kinds.map { $0.count }.max() ?? 0
        var numbered: [Int] = []
        var hasText = false
        for column in 0..<width {
            var numbers = 0
            var others = 0
            for row in kinds where column < row.count {
                switch row[column] {
                case .symbols: return nil
                case .number: numbers += 1
                case .text:
                    hasText = true
                    others += 1
                case .empty: continue
                case .platforms, .group: others += 1
                }
            }
            // A protocol's status column (`HTTP 状态码`, `gRPC 상태`) numbers its codes, not the product's.
            if numbers > 0, others == 0, !indexColumns.contains(column), columns.codeColumns.contains(column),
                !columns.protocolStatusColumns.contains(column)
            {
                numbered.append(column)
            }
        }
        // The code is the first column of numbers; a later one (`Status | 400`) is a value beside it.
        guard hasText, let codeColumn = numbered.first else { return nil }
        // A table of other things that cites the error each gives (`| Limit | Value | Error |`: a
        // limit, its value and the code a request past it fails with) is keyed by those things, not
        // by the codes: a code stands on two of its rows after their first cell (in a table that
        // splits its rows by no platform, group or category), or the codes stand last, under the
        // word for an error alone, after text no header names as their description, message, cause
        // or remedy. Its rows define no code. (A table mapping another system's numbers onto the
        // product's codes, `| Store | Store error code | SDK error code |`, is read as codes, for
        // `mappedCodes`.)
        var seen: Set<Int> = []
        var repeats = false
        var textAfter = false
        for row in kinds {
            if codeColumn < row.count, case .number(let code) = row[codeColumn], !seen.insert(code).inserted {
                repeats = true
            }
            if row.dropFirst(codeColumn + 1).contains(where: { if case .text = $0 { true } else { false } }) {
                textAfter = true
            }
        }
        let splitsRows = !columns.platformColumns.isEmpty || columns.groupColumn != nil || columns.categoryColumn != nil
        let describesCodes =
            columns.describedColumn != nil || columns.descriptionColumn != nil || columns.messageColumn != nil
            || columns.describesCauses || !columns.remedyColumns.isEmpty
        if (repeats && !splitsRows && codeColumn > 0)
            || (!textAfter && !describesCodes && columns.errorNameColumns.contains(codeColumn))
        {
            return nil
        }
        var result = Result()
        result.codeColumns = columns.codeColumns
        var category: String?
        var platforms: [String] = []
        var group: String?
        var lastRow: Int?
        for (row, kinds) in zip(rows, kinds) {
            let filled = kinds.indices.filter { if case .empty = kinds[$0] { false } else { true } }
            guard codeColumn < kinds.count, case .number(let code) = kinds[codeColumn] else {
                // A dash for the code (`| 404 | — | Not found |`): a case the product gives no code.
                if codeColumn < kinds.count, Self.isDash(Self.clean(row[codeColumn].text)) {
                    lastRow = nil
                    continue
                }
                if filled.count == 1, case .text(let text) = kinds[filled[0]], filled[0] > codeColumn,
                    let last = lastRow
                {
                    let previous = result.definitions[last].description
                    result.definitions[last].description = previous.map { $0 + " " + text } ?? text
                } else if !filled.isEmpty {
                    lastRow = nil
                    result.unreadable.append(
                        UnreadableRowFact(
                            cells: filled.map { clean(row[$0].text) }, location: locate(row[filled[0]].position),
                            section: section))
                }
                continue
            }
            if let column = columns.categoryColumn, column < kinds.count, case .text(let text) = kinds[column] {
                category = text
            }
            let rowPlatforms = kinds.flatMap { kind -> [String] in
                if case .platforms(let ids) = kind { return ids }
                return []
            }
            if !rowPlatforms.isEmpty { platforms = rowPlatforms }
            for kind in kinds {
                if case .group(let name) = kind { group = name }
            }
            // The description: the first text after the code, else the last before it; never the
            // category, nor a type's name where the row has other text (`| 2001 | BucketNotFoundError | … |`).
            func description(_ column: Int, names: Bool) -> String? {
                guard column != columns.categoryColumn, !columns.remedyColumns.contains(column),
                    !columns.protocolStatusColumns.contains(column), case .text(let text) = kinds[column],
                    names || !Self.isTypeName(text)
                else { return nil }
                return text
            }
            func firstDescription(names: Bool) -> String? {
                kinds.indices[(codeColumn + 1)...].lazy.compactMap { description($0, names: names) }.first
                    ?? kinds.indices[..<codeColumn].reversed().lazy.compactMap { description($0, names: names) }.first
            }
            let text =
                Self.text(in: kinds, column: columns.descriptionColumn ?? columns.describedColumn)
                ?? firstDescription(names: false) ?? firstDescription(names: true)
            var definition = CodeDefinition(
                symbol: NamedCode.text(code), code: code, category: category, description: text,
                location: locate(row[codeColumn].position), section: section,
                hexadecimal: NumberText.writesHexadecimal(row[codeColumn].text))
            definition.isUnnamed = true
            definition.platforms = platforms
            definition.group = group
            definition.message = Self.text(in: kinds, column: columns.messageColumn)
            definition.describesCause = columns.describesCauses
            lastRow = result.definitions.count
            result.definitions.append(definition)
        }
        return result.definitions.isEmpty ? nil : result
    }

    /// The symbols of one cell grouped by the code they spell, each group in the cell's order.
    ///
    /// A symbol that is another with a prefix in front (`XYZ_ERROR_NOT_INITIALIZED` beside
    /// `NOT_INITIALIZED`) is that code as another platform writes it, and so is one whose last
    /// words are one or two edits from it (`XYZ_ERROR_NOT_INITALIZED`: a misspelt spelling, which
    /// `symbol-typo` reports). Other symbols in one cell are names of their own (aliases).
    static func spellingGroups(_ symbols: [String]) -> [[String]] {
        guard symbols.count > 1 else { return symbols.map { [$0] } }
        let byLength = symbols.indices.sorted { (symbols[$0].utf8.count, $0) < (symbols[$1].utf8.count, $1) }
        var group = [Int?](repeating: nil, count: symbols.count)
        var groups: [[Int]] = []
        for short in byLength where group[short] == nil {
            group[short] = groups.count
            var members = [short]
            for long in byLength
            where group[long] == nil
                && (isSpelling(symbols[long], of: symbols[short])
                    || isCamelSpelling(symbols[short], of: symbols[long])
                    || isCamelSpelling(symbols[long], of: symbols[short]))
            {
                group[long] = groups.count
                members.append(long)
            }
            groups.append(members)
        }
        // Each group in the cell's order, the groups in the order of their first symbol.
        return groups.map { $0.sorted() }.sorted { $0[0] < $1[0] }.map { $0.map { symbols[$0] } }
    }

    /// Whether `name` is an Objective-C or C# spelling of the upper-snake `symbol`, in mixed case
    /// with a prefix of its own (`RNErrorNotInitialized` of `RN_ERR_NOT_INITIALIZED`), or one or two
    /// edits from one (see ``camelSpelling(_:of:)``).
    static func isCamelSpelling(_ name: String, of symbol: String) -> Bool {
        camelSpelling(name, of: symbol) != nil
    }

    /// How `name` spells the upper-snake `symbol` in mixed case: its letters and digits end with
    /// those of the symbol's words after its first one or two (three at least), or, for eight at
    /// least, one or two edits from them (`RNErrorTokenExipred`); `expected` is the name so spelt
    /// (`RNErrorTokenExpired`). `nil` for a name that spells it in no such way.
    static func camelSpelling(_ name: String, of symbol: String) -> (exact: Bool, expected: String)? {
        guard !name.contains("_"), name.contains(where: \.isLowercase), symbol.contains("_"),
            !symbol.contains(where: \.isLowercase)
        else { return nil }
        let words = symbol.split(separator: "_")
        let lowered = name.lowercased()
        var near: String?
        for prefix in 1...2 where prefix < words.count {
            let tail = words[prefix...].joined().lowercased()
            guard tail.utf8.count >= 3, lowered.utf8.count > tail.utf8.count else { continue }
            if lowered.hasSuffix(tail) { return (true, name) }
            let end = String(lowered.suffix(tail.count))
            if near == nil, tail.utf8.count >= 8, end != tail, EditDistance.distance(end, tail, limit: 2) != nil {
                near =
                    String(name.dropLast(tail.count))
                    + words[prefix...].map { $0.prefix(1) + $0.dropFirst().lowercased() }.joined()
            }
        }
        return near.map { (false, $0) }
    }

    /// Whether `long` is `short` with a prefix in front, its last words one or two edits from it.
    static func isSpelling(_ long: String, of short: String) -> Bool {
        guard long.utf8.count > short.utf8.count + 1 else { return false }
        if long.hasSuffix("_" + short) { return true }
        let words = short.split(separator: "_").count
        let longWords = long.split(separator: "_", omittingEmptySubsequences: false)
        guard short.utf8.count >= 8, longWords.count > words else { return false }
        let tail = longWords.suffix(words).joined(separator: "_")
        return EditDistance.distance(tail, short, limit: 2) != nil
    }

    /// Reads each of `columns` whose filled cells all name codes by strings, `least` of them at
    /// least, as codes (`| E1001 | INVALID_API_KEY |` under `| Code | Name |`; see
    /// ``NamedCode/code(_:)``): a column whose header names nothing errata knows needs two,
    /// not a lone cell that only looks like one (`H264`).
    private static func readNamedCodes(_ rows: inout [[CellKind]], in columns: Set<Int>, least: Int) {
        for column in columns {
            var codes: [(row: Int, code: Int)] = []
            var isNamedCodes = true
            for row in rows.indices where column < rows[row].count {
                switch rows[row][column] {
                case .empty: continue
                case .text(let text):
                    if let code = NamedCode.code(text) { codes.append((row, code)) } else { isNamedCodes = false }
                default: isNamedCodes = false
                }
                if !isNamedCodes { break }
            }
            guard isNamedCodes, codes.count >= least else { continue }
            for (row, code) in codes { rows[row][column] = .number(code) }
        }
    }

    /// Whether a character joins the words of a code named by a string (`parameter_missing`,
    /// `payment/card-declined`, `resource.not_found`).
    static func joinsWords(_ character: Character) -> Bool {
        character == "_" || character == "-" || character == "/" || character == "."
    }

    /// Reads a column whose header names the code, beside an HTTP status column, whose filled cells
    /// are all lower-case names of words joined by `_`, `-`, `/` or `.` (`| parameter_missing | 400 |
    /// … |`, `payment/card-declined`: a REST API's codes, named by strings), as symbols: each row's
    /// code is its name, numbered by a code column where the table has one, else by its status.
    private static func readLowerCaseCodes(_ rows: inout [[CellKind]], in columns: Set<Int>) {
        func isLowerCaseCode(_ text: String) -> Bool {
            let words = text.split(omittingEmptySubsequences: false, whereSeparator: Self.joinsWords)
            return words.count >= 2 && text.utf8.count <= 64 && FastText.isASCIILowercase(text.utf8.first!)
                && words.allSatisfy { word in
                    !word.isEmpty && word.utf8.allSatisfy { FastText.isASCIILowercase($0) || FastText.isASCIIDigit($0) }
                }
        }
        for column in columns {
            var filled = 0
            var isCodes = true
            for row in rows where column < row.count {
                switch row[column] {
                case .empty: continue
                case .text(let text) where isLowerCaseCode(text): filled += 1
                default: isCodes = false
                }
                if !isCodes { break }
            }
            guard isCodes, filled > 0 else { continue }
            for row in rows.indices where column < rows[row].count {
                guard case .text(let text) = rows[row][column] else { continue }
                let match = SymbolScanner.Match(symbol: text, code: nil, characterOffset: 0, isCompared: false)
                rows[row][column] = .symbols([match], disguises: [])
            }
        }
    }

    /// Reads the cells of Platform columns (by header, or a column whose every filled cell names
    /// platforms only: `Android<br/>iOS`) as platforms.
    private static func readPlatformColumns(_ rows: inout [[CellKind]], named: Set<Int>) {
        let width = rows.map { $0.count }.max() ?? 0
        for column in 0..<width {
            var ids: [Int: [String]] = [:]
            var allPlatforms = true
            for row in rows.indices where column < rows[row].count {
                switch rows[row][column] {
                case .empty: continue
                case .text(let text):
                    if let found = Platform.ids(inCell: text) { ids[row] = found } else { allPlatforms = false }
                case .symbols(let symbols, _):
                    // `IOS` alone reads as a one-word name elsewhere; as a symbol it is not.
                    if let found = Platform.ids(inCell: symbols.map { $0.symbol }.joined(separator: "\n")) {
                        ids[row] = found
                    } else {
                        allPlatforms = false
                    }
                default: allPlatforms = false
                }
                // A column the header does not name stops being read at its first other cell.
                if !allPlatforms, !named.contains(column) { break }
            }
            guard !ids.isEmpty, allPlatforms || named.contains(column) else { continue }
            for (row, found) in ids { rows[row][column] = .platforms(found) }
        }
    }

    /// Reads the cells of a group column as groups: the column the header names one, else a
    /// column before the symbols whose every filled cell is a type name of two words or more
    /// (`MatchResult`, `ResultCodeConnect`) and that names two groups at least.
    private static func readGroupColumn(_ rows: inout [[CellKind]], named: Int?) {
        let width = rows.map { $0.count }.max() ?? 0
        var column = named
        if column == nil {
            for candidate in 0..<width {
                var names: Set<String> = []
                var filled = 0
                var all = true
                var beforeSymbols = true
                for row in rows where candidate < row.count {
                    if let symbols = row.firstIndex(where: { if case .symbols = $0 { true } else { false } }),
                        symbols <= candidate
                    {
                        beforeSymbols = false
                    }
                    switch row[candidate] {
                    case .empty: continue
                    case .text(let text) where isTypeName(text):
                        names.insert(text)
                        filled += 1
                    default: all = false
                    }
                }
                // A group holds several codes: a type name per row (`| 1001 | InvalidArgumentError |`,
                // each code's exception class) groups nothing.
                if all, beforeSymbols, names.count >= 2, names.count * 2 <= filled {
                    column = candidate
                    break
                }
            }
        }
        guard let column else { return }
        for row in rows.indices where column < rows[row].count {
            if case .text(let text) = rows[row][column] { rows[row][column] = .group(text) }
        }
    }

    /// Reads as symbols the names in the columns whose header names symbols, however they are
    /// cased (`CPKErrorNotReady`, `Unknown`), on rows that give a number: a symbol column of an
    /// iOS or Unity table holds no `UPPER_CASE` names. A case written with its type
    /// (`DemoError.notReady`) is the case's name.
    private static func readNamedSymbols(_ rows: inout [[CellKind]], in columns: Set<Int>) {
        guard !columns.isEmpty else { return }
        for row in rows.indices where rows[row].contains(where: { if case .number = $0 { true } else { false } }) {
            for column in columns.sorted() where column < rows[row].count {
                guard case .text(let text) = rows[row][column], text.utf8.count <= 128,
                    let name = nameAlone(text)
                else { continue }
                let match = SymbolScanner.Match(symbol: name, code: nil, characterOffset: 0, isCompared: false)
                rows[row][column] = .symbols([match], disguises: [])
            }
        }
    }

    /// The name a cell gives alone: a name code can use, or a type's member (`ChatError.timedOut`,
    /// Swift's `.timedOut`).
    static func nameAlone(_ text: String) -> String? {
        isName(text) ? text : memberName(text)
    }

    /// The member's name of `Type.member` (`DemoError.notReady`, `Demo.Error.notReady`), each part a
    /// name, or of Swift's shorthand for a case of the type in context (`.notReady`).
    static func memberName(_ text: String) -> String? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ isName(String($0)) || (parts.count == 2 && $0.isEmpty) })
        else { return nil }
        return String(parts.last!)
    }

    /// Whether `text` is a name code can use: ASCII letters, digits and `_`, a letter first.
    static func isName(_ text: String) -> Bool {
        guard let first = text.utf8.first, FastText.isASCIILetter(first) else { return false }
        return text.utf8.allSatisfy {
            FastText.isASCIILetter($0) || FastText.isASCIIDigit($0) || $0 == UInt8(ascii: "_")
        }
    }

    /// Whether `text` is an upper camel case name of two words at least (`MatchResult`).
    static func isTypeName(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count <= 64, let first = utf8.first, (0x41...0x5A).contains(first),
            utf8.allSatisfy({ FastText.isASCIILetter($0) || FastText.isASCIIDigit($0) })
        else { return false }
        return utf8.dropFirst().contains { (0x41...0x5A).contains($0) } && utf8.contains { (0x61...0x7A).contains($0) }
    }

    /// A table of states or values, set aside: the names and numbers of its rows.
    private static func setAside(
        rows: [[Cell]], kinds: [[CellKind]], reason: String, section: SectionPath,
        locate: (SourcePosition) -> SourceLocation
    ) -> SetAsideTableFact? {
        var names: [String] = []
        var codes: [Int] = []
        var values: [SetAsideTableFact.NamedValue] = []
        for (row, cells) in zip(kinds, rows) {
            var rowNames: [String] = []
            var rowCodes: [Int] = []
            for kind in row {
                switch kind {
                case .number(let number): rowCodes.append(number)
                case .symbols(let symbols, _): rowNames += symbols.map { $0.symbol }
                default: continue
                }
            }
            if rowNames.count == 1, rowCodes.count == 1, let cell = cells.first {
                values.append(.init(name: rowNames[0], code: rowCodes[0], location: locate(cell.position)))
            }
            names += rowNames
            codes += rowCodes
        }
        guard !codes.isEmpty, let first = rows.first(where: { !$0.isEmpty })?.first else { return nil }
        var table = SetAsideTableFact(
            reason: reason, names: names, codes: codes, location: locate(first.position), section: section)
        table.values = values
        return table
    }

    /// Reads lone upper-case words, and names of capitals, digits and `_` shaped otherwise than
    /// a symbol, as symbols where a table's other rows hold symbols.
    ///
    /// A symbol is read by its shape, `WORD_WORD`; a one-word symbol (`UNAUTHORIZED`, `TIMEOUT`)
    /// has none, nor has `AUTH__TWICE` or `AUTH_TRAILING_` (a valid identifier all the same). In a
    /// column where another row of the table has a symbol, a cell of one such name is a symbol
    /// too, as written, on a row that also gives a number (its code): `| 40101 | UNAUTHORIZED | … |`
    /// beside `| 40001 | INVALID_PARAMETER | … |`.
    private static func readLoneWordSymbols(_ rows: inout [[CellKind]]) {
        var symbolColumns = Set<Int>()
        for kinds in rows {
            if let column = kinds.firstIndex(where: { if case .symbols = $0 { true } else { false } }) {
                symbolColumns.insert(column)
            }
        }
        guard !symbolColumns.isEmpty else { return }
        for row in rows.indices {
            let kinds = rows[row]
            guard !kinds.contains(where: { if case .symbols = $0 { true } else { false } }),
                kinds.contains(where: { if case .number = $0 { true } else { false } })
            else { continue }
            for column in symbolColumns.sorted() where column < kinds.count {
                guard case .text(let text) = kinds[column], isLoneWordSymbol(text) || isLooseSymbol(text) else {
                    continue
                }
                let match = SymbolScanner.Match(symbol: text, code: nil, characterOffset: 0, isCompared: false)
                rows[row][column] = .symbols([match], disguises: [])
                break
            }
        }
    }

    /// Whether `text` is an identifier with a `_` (ASCII letters, digits and `_`, not starting
    /// with a digit).
    static func isIdentifier(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "_")) && isName(text)
    }

    /// Whether `text` is one word of ASCII capitals and digits, two at least, the first a letter.
    static func isLoneWordSymbol(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count >= 2, utf8.count <= 64, let first = utf8.first, (0x41...0x5A).contains(first) else {
            return false
        }
        return utf8.allSatisfy { (0x41...0x5A).contains($0) || FastText.isASCIIDigit($0) }
    }

    /// Whether `text` is a name of ASCII capitals, digits and `_`, with a `_` and a capital, not
    /// starting with a digit (`AUTH__TWICE`, `AUTH_TRAILING_`, `_AUTH_LEADING`): an identifier the
    /// symbol shape leaves out.
    static func isLooseSymbol(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count >= 2, utf8.count <= 128, let first = utf8.first, !FastText.isASCIIDigit(first),
            utf8.contains(UInt8(ascii: "_")), utf8.contains(where: { (0x41...0x5A).contains($0) })
        else { return false }
        return utf8.allSatisfy { (0x41...0x5A).contains($0) || FastText.isASCIIDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// Whether a table row's source line is the tail of the row above, broken in two (`login. |`
    /// after `| AUTH_X | 3001 | The user canceled`): it lacks the leading pipe the header has,
    /// or, in a table without leading pipes, it is one cell. An empty line (a row without a
    /// place) is taken for a tail.
    static func isBrokenRow(_ line: Substring, header: Substring) -> Bool {
        let row = line.trimmingWhitespace()
        let head = header.trimmingWhitespace()
        guard !row.isEmpty, !head.isEmpty else { return true }
        if head.utf8.first == UInt8(ascii: "|") { return row.utf8.first != UInt8(ascii: "|") }
        return cellCount(row) == 1
    }

    /// The cells of a table line as GFM splits it: on pipes not escaped with `\`, a leading and a
    /// trailing pipe left out.
    static func cellCount(_ line: Substring) -> Int {
        var pipes = 0
        var escaped = false
        for byte in line.utf8 {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "|") {
                pipes += 1
            }
        }
        if line.utf8.first == UInt8(ascii: "|") { pipes -= 1 }
        if line.utf8.count > 1, line.utf8.last == UInt8(ascii: "|"), !line.hasSuffix("\\|") { pipes -= 1 }
        return max(pipes, 0) + 1
    }

    /// Whether a cell's text is a dash alone, which stands for nothing.
    static func isDash(_ text: String) -> Bool {
        text == "-" || text == "–" || text == "—"
    }

    private func classify(_ raw: String) -> CellKind {
        let text = Self.clean(raw)
        // A dash alone stands for nothing (no HTTP status, no remedy): no text, no message.
        if text.isEmpty || Self.isDash(text) { return .empty }
        let kind = classify(notingAside: text)
        // `AUTH_\u{200B}ONE`, `AUTH＿TWO`: a symbol written with characters code cannot hold,
        // read without them (and reported by `symbol-characters`).
        if case .text = kind, let (plain, disguises) = Self.undisguised(text),
            case .symbols(let symbols, _) = classify(notingAside: plain)
        {
            return .symbols(symbols, disguises: disguises)
        }
        return kind
    }

    /// ``classify(cleaned:)``, and for text, the same without its notes: `AUTH_X (deprecated)`,
    /// `AUTH_X *`, `3009 (HTTP 400)` are a symbol or a code with a note. Only a cell whose first
    /// word may be one is read again without its notes; a description keeps its text.
    private func classify(notingAside text: String) -> CellKind {
        let kind = classify(cleaned: text)
        // A symbol or a code with a note is short; a description that starts with a symbol is not
        // read again.
        if case .text = kind, text.utf8.count <= 160, Self.startsLikeSymbolOrNumber(text),
            let bare = Self.withoutNotes(text)
        {
            switch classify(cleaned: bare) {
            case .number(let number): return .number(number)
            case .symbols(let symbols, _): return .symbols(symbols, disguises: [])
            case .empty, .text, .platforms, .group: break
            }
        }
        return kind
    }

    /// Whether a scalar is invisible (a zero-width space or joiner, a soft hyphen, a byte-order
    /// mark): in a symbol, it cannot be seen and breaks the code it is copied into.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD, 0x180E, 0x200B...0x200D, 0x2060, 0xFEFF: true
        default: false
        }
    }

    /// `text` with its invisible characters taken out and its full-width letters, digits and low
    /// lines (`ＡＵＴＨ＿ＯＮＥ`, typed in an input method's full-width mode) made ASCII, and the
    /// characters that were; `nil` when it starts with neither an ASCII letter nor one of them, or
    /// holds none.
    static func undisguised(_ text: String) -> (text: String, disguises: [Unicode.Scalar])? {
        func fullWidthASCII(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
            switch scalar.value {
            case 0xFF10...0xFF19, 0xFF21...0xFF3A, 0xFF3F, 0xFF41...0xFF5A: Unicode.Scalar(scalar.value - 0xFEE0)
            default: nil
            }
        }
        guard let first = text.unicodeScalars.first,
            first.isASCII && FastText.isASCIILetter(UInt8(first.value)) || isInvisible(first)
                || fullWidthASCII(first) != nil,
            // Only text outside ASCII can hold them; most such cells (descriptions) hold none.
            !FastText.isASCII(Substring(text).utf8),
            text.unicodeScalars.contains(where: { isInvisible($0) || fullWidthASCII($0) != nil })
        else { return nil }
        var plain = String.UnicodeScalarView()
        var disguises: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            if isInvisible(scalar) {
                disguises.append(scalar)
            } else if let ascii = fullWidthASCII(scalar) {
                disguises.append(scalar)
                plain.append(ascii)
            } else {
                plain.append(scalar)
            }
        }
        return disguises.isEmpty ? nil : (String(plain), disguises)
    }

    private func classify(cleaned text: String) -> CellKind {
        if let number = NumberText.integer(text) { return .number(number) }
        // Fast path: a cell without `X_Y` anywhere holds no symbol.
        guard SymbolScanner.mayHoldSymbol(Substring(text).utf8) else { return .text(text) }
        let parts = Self.parts(ofCell: text)
        var symbols: [SymbolScanner.Match] = []
        // Identifiers not shaped as symbols (`xYZ_ERROR_NOT_INITIALIZED`), with their place.
        var misshapen: [(index: Int, name: String)] = []
        for part in parts {
            guard let match = SymbolScanner.wholeSymbol(part) ?? Self.qualifiedSymbol(part) else {
                // `SYMBOL (123)` splits into two parts, `SYMBOL<br/>123` too; accept the code part
                // after a symbol.
                if let last = symbols.last, last.code == nil,
                    let code = Self.parenthesisedNumber(part) ?? NumberText.integer(part)
                {
                    symbols[symbols.count - 1].code = code
                    continue
                }
                // A name of the cell's symbol spelt otherwise: `xYZ_ERROR_…`, or a platform's mixed
                // case (`RN_ERR_TIMEOUT<br/>RNErrorTimeout`), checked once the cell is read.
                guard Self.isName(part) else { return .text(text) }
                misshapen.append((symbols.count, part))
                continue
            }
            symbols.append(match)
        }
        // A misshapen name is a spelling of a symbol of the cell (kept, for `symbol-typo` to
        // report), or the cell is text.
        for (index, name) in misshapen.reversed() {
            guard
                symbols.contains(where: {
                    Self.isSpelling(name, of: $0.symbol) || Self.isCamelSpelling(name, of: $0.symbol)
                })
            else { return .text(text) }
            symbols.insert(
                SymbolScanner.Match(symbol: name, code: nil, characterOffset: 0, isCompared: false), at: index)
        }
        return symbols.isEmpty ? .text(text) : .symbols(symbols, disguises: [])
    }

    /// Whether the first word of `text` (up to a space, `(`, `*` or a byte outside ASCII) is
    /// made of the bytes of a symbol (`A-Z`, `a-z`, `0-9`, `_`, `.`) with a `_`, or of digits.
    static func startsLikeSymbolOrNumber(_ text: String) -> Bool {
        var underscore = false
        var digits = true
        var length = 0
        for byte in text.utf8 {
            if byte == 0x20 || byte == 0x0A || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "*") || byte >= 0x80 {
                break
            }
            if byte == UInt8(ascii: "_") {
                underscore = true
            } else if !(FastText.isASCIILetter(byte) || FastText.isASCIIDigit(byte) || byte == UInt8(ascii: ".")
                || (length == 0 && byte == UInt8(ascii: "-")))
            {
                return false
            }
            digits = digits && (FastText.isASCIIDigit(byte) || (length == 0 && byte == UInt8(ascii: "-")))
            length += 1
        }
        return length > 0 && (underscore || digits)
    }

    /// `text` without its notes: the groups in parentheses that hold no number (`(deprecated)`,
    /// `（Android）`) and the footnote marks at its end (`*`, `†`, `‡`, `※`, superscript digits);
    /// `nil` when it has none.
    static func withoutNotes(_ text: String) -> String? {
        var result = ""
        var depth = 0
        var group = ""
        var removed = false
        for character in text {
            switch character {
            case "(", "（":
                if depth == 0 { group = "" }
                depth += 1
                group.append(character)
            case ")", "）":
                guard depth > 0 else {
                    result.append(character)
                    continue
                }
                depth -= 1
                group.append(character)
                if depth == 0 {
                    // `(4602)` is a code, not a note.
                    if parenthesisedNumber(group) != nil { result += group } else { removed = true }
                }
            default:
                if depth > 0 { group.append(character) } else { result.append(character) }
            }
        }
        // An unclosed parenthesis is text.
        if depth > 0 { result += group }
        let marks: Set<Character> = ["*", "†", "‡", "※", "¹", "²", "³"]
        while let last = result.last, marks.contains(last) || last.isWhitespace {
            if marks.contains(last) { removed = true }
            result.removeLast()
        }
        return removed ? String(result.trimmingWhitespace()) : nil
    }

    /// A cell's text split at line breaks, commas (ASCII, ideographic `、` and full-width `，`),
    /// spaces and slashes, each part trimmed, empty parts left out.
    static func parts(ofCell text: String) -> [String] {
        // ASCII without `\r` (the usual symbol cell) on bytes: one character per byte, so the same
        // splits without grapheme breaking.
        if FastText.hasOneCharacterPerByte(text) {
            func isSeparator(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x2C || byte == 0x20 || byte == 0x2F }
            // A cell with no separator and nothing to trim (a space or tab: the only white space of
            // such text) is one part (most symbol cells).
            if !text.utf8.contains(where: { isSeparator($0) || $0 == 0x09 }) {
                return text.isEmpty ? [] : [text]
            }
            return text.utf8.split(whereSeparator: isSeparator)
                .map { String(Substring($0).trimmingWhitespace()) }
                .filter { !$0.isEmpty }
        }
        return partsByCharacters(ofCell: text)
    }

    /// ``parts(ofCell:)`` on Characters: for any text, and the reference the byte split is tested against.
    static func partsByCharacters(ofCell text: String) -> [String] {
        text.split(whereSeparator: { $0 == "\n" || $0 == "," || $0 == " " || $0 == "/" || $0 == "、" || $0 == "，" })
            .map { String($0.trimmingWhitespace()) }
            .filter { !$0.isEmpty }
    }

    /// The symbol of `Type.SYMBOL` (`DemoError.AUTH_ACCOUNT_LOCKED`, `Error.Code.NOT_FOUND`)
    /// or `Type::SYMBOL` (C++: `DemoErrorCode::AUTH_ACCOUNT_LOCKED`): a name of ASCII letters,
    /// digits, `_`, `.` and `::` up to the last `.` or `::`, a whole symbol after it.
    private static func qualifiedSymbol(_ part: String) -> SymbolScanner.Match? {
        // The symbol starts after the last `.` (Swift, Kotlin, C#) or `::` (C++).
        var symbolStart: String.Index?
        var previous: UInt8 = 0
        let utf8 = part.utf8
        for index in utf8.indices {
            let byte = utf8[index]
            if byte == UInt8(ascii: ".") || (byte == UInt8(ascii: ":") && previous == UInt8(ascii: ":")) {
                symbolStart = utf8.index(after: index)
            } else if !(FastText.isASCIILetter(byte) || FastText.isASCIIDigit(byte) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: ":"))
            {
                break
            }
            previous = byte
        }
        guard let symbolStart, let first = utf8.first, FastText.isASCIILetter(first) else { return nil }
        return SymbolScanner.wholeSymbol(String(part[symbolStart...]))
    }

    /// Whether a header cell names a row number (`#`, `No.`, `Index`, `번호`), not a code.
    static func namesRowNumber(_ header: String) -> Bool {
        // Such a header is short: most are not read further.
        header.utf8.count <= 16 && rowNumberHeaders.contains(clean(header).lowercased())
    }

    private static let rowNumberHeaders: Set<String> = [
        "#", "no", "no.", "nr", "nr.", "index", "idx", "번호", "순번", "序号", "序號", "番号", "項番",
    ]

    private static func parenthesisedNumber(_ part: String) -> Int? {
        guard part.count >= 3, let first = part.first, let last = part.last,
            first == "(" || first == "（", last == ")" || last == "）"
        else { return nil }
        return NumberText.integer(String(part.dropFirst().dropLast()))
    }

    /// Trims a cell and its surrounding emphasis markers, keeping inner line breaks.
    static func clean(_ text: String) -> String {
        // Read on the bytes: the offsets of the line feeds, each a character of its own unless a
        // `\r` stands before it (`nil` then: the lines are cut as characters), and for a cell of
        // one line, whether it starts and ends with ASCII other than a space or tab.
        let shape = text.withUTF8Bytes { bytes -> (lineFeeds: [Int], plainEnds: Bool)? in
            guard let base = bytes.baseAddress, let first = bytes.first, let last = bytes.last else {
                return ([], false)
            }
            guard memchr(base, 0x0A, bytes.count) != nil else {
                return (
                    [], first < 0x80 && last < 0x80 && first != 0x20 && first != 0x09 && last != 0x20 && last != 0x09
                )
            }
            guard memchr(base, 0x0D, bytes.count) == nil else { return nil }
            return (bytes.indices.filter { bytes[$0] == 0x0A }, false)
        }
        guard let shape else {
            return text.split(separator: "\n", omittingEmptySubsequences: true).map { $0.trimmingWhitespace() }
                .filter { !$0.isEmpty }.joined(separator: "\n")
        }
        guard !shape.lineFeeds.isEmpty else {
            // A cell that starts and ends with ASCII other than a space or tab (most) has nothing
            // to trim, and neither have most others (a Korean description): such a cell is handed
            // back as it is, without a copy.
            if shape.plainEnds { return text }
            let trimmed = text.trimmingWhitespace()
            return trimmed.utf8.count == text.utf8.count ? text : String(trimmed)
        }
        let utf8 = text.utf8
        var lines: [Substring] = []
        var start = utf8.startIndex
        for offset in shape.lineFeeds + [utf8.count] {
            let end = utf8.index(utf8.startIndex, offsetBy: offset)
            let line = Substring(utf8[start..<end]).trimmingWhitespace()
            if !line.isEmpty { lines.append(line) }
            if end < utf8.endIndex { start = utf8.index(after: end) }
        }
        return lines.joined(separator: "\n")
    }
}
