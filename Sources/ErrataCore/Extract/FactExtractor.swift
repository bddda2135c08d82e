import ErrataMarkdown

/// The extract stage: turns one parsed page into language-neutral facts with locations.
public struct FactExtractor: Sendable {
    /// Creates an extractor.
    public init() {}

    /// Extracts the facts of one page.
    public func extract(_ document: ParsedDocument) -> DocumentFacts {
        extract(document, codeAnalyses: nil)
    }

    /// Extracts the facts of one page, taking the analysis of code segments already met in this
    /// run from `codeAnalyses` (the same facts as ``extract(_:)``).
    func extract(_ document: ParsedDocument, codeAnalyses: CodeAnalysisCache?) -> DocumentFacts {
        let layout = PageLayout(document: document)
        var facts = DocumentFacts(
            language: document.source.language,
            page: document.source.page,
            path: document.source.path,
            definitions: [],
            mentions: []
        )
        facts.lineCount = document.markdown.lineCount
        facts.headings = layout.headings
        // The scripts the page's language writes (`nil` for a language errata does not know).
        let native = ScriptDetector.nativeScripts(for: document.source.bundle).map(ScriptDetector.NativeScripts.init)
        let (rowIssues, otherTableLines, codeTableLines) = extractTables(
            document, layout: layout, writesOwnLetters: native?.hasOwnLetters ?? false, into: &facts)
        Self.assignHeadingPlatforms(&facts.definitions)
        extractLines(
            document, layout: layout, native: native, otherTableLines: otherTableLines, codeTableLines: codeTableLines,
            into: &facts)
        let declared = extractCode(document, layout: layout, codeAnalyses: codeAnalyses, into: &facts)
        if !declared.isEmpty { Self.describeDeclaredCodes(declared, in: &facts) }
        extractInlines(document, layout: layout, into: &facts)
        for (html, line) in layout.htmlComments {
            facts.suppressions += SuppressionComment.comments(in: html[...], line: line) {
                document.location(line: $0, characterOffset: 0)
            }
        }
        for (line, message) in PageCorruption.find(in: document.markdown, layout: layout) {
            facts.corruptions.append(
                SyntaxIssueFact(
                    message: message, location: document.location(line: line, characterOffset: 0),
                    section: layout.section(at: line)))
        }
        for unclosed in layout.unclosedFences {
            let shortOpener = Self.shortFenceOpener(before: unclosed.line, in: document.markdown)
            let message =
                if let shortOpener {
                    "line \(shortOpener)'s two backticks open no code block (a fence takes three), so this "
                        + "'\(unclosed.fence)', meant to close it, opens one never closed: the \(unclosed.lines) lines "
                        + "after it, headings and tables included, show as code; give both lines the same fence of "
                        + "three backticks"
                } else {
                    "the code block opened here with '\(unclosed.fence)' is never closed: the \(unclosed.lines) lines "
                        + "after it, headings and tables included, show as code; close it with '\(unclosed.fence)'"
                }
            facts.syntaxIssues.append(
                SyntaxIssueFact(
                    message: message, location: document.location(line: unclosed.line, characterOffset: 0),
                    section: layout.section(at: unclosed.line),
                    kind: .unclosedFence(fence: unclosed.fence, shortOpener: shortOpener)))
        }
        for open in layout.fencesOpenAtEnd {
            facts.syntaxIssues.append(
                SyntaxIssueFact(
                    message:
                        "the code block opened here with '\(open.fence)' is never closed: the page ends inside it, so "
                        + "anything added after it would show as code; close it with '\(open.fence)'",
                    location: document.location(line: open.line, characterOffset: 0),
                    section: layout.section(at: open.line), kind: .fenceOpenAtEnd(fence: open.fence)))
        }
        for late in layout.lateFences {
            let opener = document.markdown.line(late.opener).trimmingCharacters(in: .whitespaces)
            let empty = ((late.line + 1)..<late.opener).allSatisfy {
                document.markdown.line($0).allSatisfy { $0 == " " || $0 == "\t" }
            }
            let hiddenHeadings = ((late.line + 1)..<late.closer).filter {
                let line = document.markdown.line($0)
                let text = line.drop { $0 == " " }
                let marks = text.prefix { $0 == "#" }.count
                return line.count - text.count <= 3 && (1...6).contains(marks) && text.dropFirst(marks).first == " "
            }
            // A table's header row and delimiter row among the lines shown as code.
            let hidesTable = ((late.line + 1)..<max(late.line + 1, late.closer - 1)).contains { number in
                let row = document.markdown.line(number).drop { $0 == " " }
                let delimiter = document.markdown.line(number + 1).drop { $0 == " " }
                return row.hasPrefix("|") && delimiter.hasPrefix("|")
                    && delimiter.allSatisfy { "|-: \t".contains($0) } && delimiter.contains("-")
            }
            // A fence written twice holds nothing before the second: that one is the line to remove.
            let fix =
                empty
                ? "remove this line" : "close it with '\(late.fence)' before line \(late.opener)"
            facts.syntaxIssues.append(
                SyntaxIssueFact(
                    message:
                        "the code block opened here with '\(late.fence)' is not closed before line \(late.opener), "
                        + "where '\(opener)' opens another: lines \(late.line + 1)–\(late.closer - 1) show as one "
                        + "block of code; \(fix)",
                    location: document.location(line: late.line, characterOffset: 0),
                    section: layout.section(at: late.line),
                    kind: .lateFence(
                        lines: late.line...late.closer, hiddenHeadings: hiddenHeadings, hidesTable: hidesTable)))
        }
        for heading in layout.headings where heading.isPseudo {
            let marks = String(repeating: "#", count: heading.level)
            facts.syntaxIssues.append(
                SyntaxIssueFact(
                    message:
                        "'\(marks)\(heading.title)' is not a heading in CommonMark (it needs a space after '\(marks)'); "
                        + "it shows as text",
                    location: heading.location,
                    section: heading.path,
                    kind: .unspacedHeading
                )
            )
        }
        for heading in layout.imageHeadings {
            let marks = String(repeating: "#", count: heading.level)
            facts.syntaxIssues.append(
                SyntaxIssueFact(
                    message:
                        "'\(marks)' makes a heading of the image on this line: it opens a section without a title "
                        + "(and an empty entry in a table of contents); remove the '\(marks)' to show it in the text",
                    location: document.location(line: heading.line, characterOffset: 0),
                    section: layout.section(at: heading.line), kind: .imageHeading))
        }
        facts.syntaxIssues += rowIssues
        let admonitions = Self.admonitions(document, layout: layout)
        facts.syntaxIssues += admonitions.empty
        facts.admonitions = admonitions.indented
        facts.syntaxIssues += Self.unspacedListItems(document, layout: layout)
        facts.syntaxIssues += Self.rowsWithoutTable(document, layout: layout)
        facts.syntaxIssues += Self.fullWidthLinks(document, layout: layout)
        facts.syntaxIssues += Self.linksShownAsText(document, layout: layout)
        let blocks = Self.unclosedBlocks(document, layout: layout)
        facts.syntaxIssues += blocks.issues
        facts.closedTags = blocks.closedTags
        return facts
    }

    // MARK: - Tables

    /// Reads the page's tables into facts; returns its rows whose cells do not match their header's,
    /// and the lines of the tables that define no codes (parameters, callbacks), whose cells may
    /// still name a code with its number.
    private func extractTables(
        _ document: ParsedDocument, layout: PageLayout, writesOwnLetters: Bool, into facts: inout DocumentFacts
    ) -> (rowIssues: [SyntaxIssueFact], otherTableLines: [ClosedRange<Int>], codeTableLines: [ClosedRange<Int>]) {
        var otherTableLines: [ClosedRange<Int>] = []
        // The tables that define codes or map them, whose rows the code rules compare.
        var codeTableLines: [ClosedRange<Int>] = []
        let errorReader = ErrorTableReader(onErrorPage: ErrorPageNames.namesCodes(document.source.page))
        let parameterReader = ParameterTableReader()
        var rowIssues: [SyntaxIssueFact] = []
        for table in layout.tables {
            if !table.isRecovered { rowIssues += Self.misshapenRows(of: table, in: document, layout: layout) }
            let rows: [[ErrorTableReader.Cell]] = table.children.dropFirst().map { row in
                // Each cell read where it stands, through a pointer (handed to a closure, or
                // asked for its text, a cell is copied first: its children retained and released).
                row.children.withUnsafeBufferPointer { cells in
                    (0..<cells.count).map { index -> ErrorTableReader.Cell in
                        let cell = cells.baseAddress! + index
                        // The cell's text starts after its padding; its first inline node knows where.
                        let (start, isImage, codeSpans) = cell.pointee.children.withUnsafeBufferPointer {
                            children -> (SourcePosition, Bool, [String]) in
                            guard let first = children.baseAddress else { return (cell.pointee.range.start, false, []) }
                            let isImage: Bool
                            if children.count == 1, case .image = first.pointee.kind {
                                isImage = true
                            } else {
                                isImage = false
                            }
                            var codeSpans: [String] = []
                            for child in 0..<children.count {
                                if case .code = (first + child).pointee.kind, let code = (first + child).pointee.literal
                                {
                                    codeSpans.append(code)
                                }
                            }
                            return (first.pointee.range.start, isImage, codeSpans)
                        }
                        return ErrorTableReader.Cell(
                            text: MarkdownNode.plainText(of: cell), position: start, isImage: isImage,
                            codeSpans: codeSpans)
                    }
                }
            }
            let section = layout.section(at: table.range.start.line)
            for row in rows {
                if let first = row.first, let hash = VerbatimText.rowKeyHash(first.text) {
                    facts.rowKeys.append(VerbatimFact(hash: hash, line: first.position.line))
                }
                for cell in row where !cell.isImage {
                    if let hash = VerbatimText.cellHash(cell.text) {
                        facts.verbatims.append(VerbatimFact(hash: hash, line: cell.position.line))
                        // A sentence in Latin script (the hash is of ASCII text alone) in a cell of a
                        // page in a language with letters of its own: it may be copied from a
                        // Latin-script edition, untranslated.
                        if writesOwnLetters, VerbatimText.isCellSentence(cell.text) {
                            facts.latinProse.append(
                                LatinProseFact(
                                    hash: hash,
                                    run: ForeignTextFact(
                                        text: cell.text, script: "Latin", location: document.location(cell.position),
                                        section: section)))
                        }
                    }
                }
            }
            // The header names the columns: a column of row numbers holds no codes.
            var result = errorReader.read(
                rows: rows, header: { table.children.first?.children.map(\.plainText) ?? [] }, section: section,
                locate: document.location, headerLine: table.range.start.line, sourceLine: document.markdown.line)
            if result.setAside == nil, let first = result.definitions.first,
                let mapping = Self.mappedCodes(
                    in: rows, defining: result.definitions, known: facts.definitions, codeColumns: result.codeColumns,
                    locate: document.location)
            {
                result.setAside = SetAsideTableFact(
                    reason: "it maps another system's codes to the product's ('\(mapping.example)')",
                    names: result.definitions.map(\.symbol), codes: result.definitions.map(\.code),
                    location: first.location, section: section)
                result.setAside!.mappings = mapping.rows
                result.setAside!.values = result.definitions.map {
                    SetAsideTableFact.NamedValue(name: $0.symbol, code: $0.code, location: $0.location)
                }
                result.definitions = []
                // Its rows map codes of another system's: one errata cannot read is none of the product's.
                result.unreadable = []
            }
            // Codes without names under a heading that says they are not the product's (`curl exit
            // codes` under `Errors that are not API errors`): another program's.
            if result.setAside == nil, let first = result.definitions.first, result.definitions.allSatisfy(\.isUnnamed),
                let title = section.last, OtherSystemWords.appear(in: title)
            {
                result.setAside = SetAsideTableFact(
                    reason: "it stands under '\(title)', a heading about codes that are not the product's",
                    names: [], codes: result.definitions.map(\.code), location: first.location, section: section)
                result.definitions = []
                result.unreadable = []
            }
            facts.definitions.append(taking: result.definitions)
            facts.mentions.append(taking: result.unnumbered)
            facts.disguisedSymbols.append(taking: result.disguised)
            facts.unreadableRows.append(taking: result.unreadable)
            if let setAside = result.setAside { facts.setAsideTables.append(setAside) }
            let lines = table.range.start.line...max(table.range.start.line, table.range.end.line)
            if result.definitions.isEmpty, result.setAside == nil {
                otherTableLines.append(lines)
                var labels: [Int] = []
                let parameters = parameterReader.read(
                    rows: rows,
                    header: table.children.first?.children.map(\.plainText) ?? [],
                    section: section,
                    tableLine: table.range.start.line,
                    locate: document.location,
                    labels: &labels
                )
                facts.parameters.append(taking: parameters)
                facts.parameterLabels += labels
            } else {
                codeTableLines.append(lines)
            }
        }
        return (rowIssues, otherTableLines, codeTableLines)
    }

    /// The cells of the table that name a code `known` defines, by its number and symbol, one in
    /// parentheses (`2003(DEMO_CANCELED)`), or by its number alone in a column whose header names a
    /// code (`| Store | Store code | SDK code |`) in a table that describes none of its codes, on most
    /// of the rows that define a code of their own with another number: the table maps another
    /// system's codes (a store's, a platform's) to the product's, and its own are not the product's.
    /// A table that describes its codes lists them, though it names the code each becomes (a
    /// server's codes and the SDK's). `example` is one such cell, as written.
    static func mappedCodes(
        in rows: [[ErrorTableReader.Cell]], defining definitions: [CodeDefinition], known: [CodeDefinition],
        codeColumns: Set<Int>, locate: (SourcePosition) -> SourceLocation
    ) -> (example: String, rows: [SetAsideTableFact.Mapping])? {
        // The symbol `known` gives each number (the first row's), for a cell that gives the number alone.
        var knownNames: [Int: String] = [:]
        // The number `known` gives each symbol, for a cell that names the code alone (`.timedOut`).
        var knownSymbols: [String: Int] = [:]
        // A description most rows share (`Google Play`) describes no code; rows that name their
        // platforms give that platform's errors (`AVErrorDeviceNotConnected | -11814 | iOS | … | 3003`),
        // where a server's table of its own codes names none. A name alone describes nothing.
        let descriptions = Set(definitions.compactMap(\.description).filter { ErrorTableReader.nameAlone($0) == nil })
        if descriptions.count * 2 <= definitions.count || definitions.contains(where: { !$0.platforms.isEmpty }) {
            for definition in known where !definition.isUnnamed {
                if knownNames[definition.code] == nil { knownNames[definition.code] = definition.symbol }
                if knownSymbols[definition.symbol] == nil { knownSymbols[definition.symbol] = definition.code }
            }
        }
        // A cell that is a known code's symbol alone, as written or as a member (`ChatError.timedOut`, `.timedOut`).
        func knownSymbol(_ cell: ErrorTableReader.Cell) -> (code: Int, name: Substring)? {
            guard !knownSymbols.isEmpty, cell.text.utf8.count <= 96, !cell.text.utf8.contains(UInt8(ascii: " ")),
                let name = ErrorTableReader.nameAlone(ErrorTableReader.clean(cell.text)),
                let code = knownSymbols[name]
            else { return nil }
            return (code, Substring(name))
        }
        // A number alone, or the first of several that one is known (`3001, 3002`: the codes a row maps onto).
        func knownNumber(_ cell: ErrorTableReader.Cell, column: Int) -> Int? {
            guard codeColumns.contains(column), !knownNames.isEmpty else { return nil }
            let text = ErrorTableReader.clean(cell.text)
            if let number = NumberText.integer(text) { return knownNames[number] != nil ? number : nil }
            let numbers = text.split { !($0.isNumber || $0 == "-") }.map { NumberText.integer(String($0)) }
            guard numbers.count > 1, numbers.allSatisfy({ $0 != nil }) else { return nil }
            return numbers.lazy.compactMap { $0 }.first { knownNames[$0] != nil }
        }
        // Most tables have no cell that names a code by its number and a name in parentheses
        // (`2003(DEMO_CANCELED)`, `2003（DEMO_CANCELED）` in CJK text): told on bytes first.
        func mayName(_ text: String) -> Bool {
            var (digit, letter, parenthesis) = (false, false, false)
            var previous: (UInt8, UInt8) = (0, 0)
            for byte in text.utf8 {
                if FastText.isASCIIDigit(byte) {
                    digit = true
                } else if FastText.isASCIILetter(byte) {
                    letter = true
                } else if byte == UInt8(ascii: "(") || (byte == 0x88 && previous == (0xEF, 0xBC)) {
                    parenthesis = true
                }
                previous = (previous.1, byte)
            }
            return digit && letter && parenthesis
        }
        var ownPairs: [Int: Set<String>] = [:]
        var own: [Int: CodeDefinition] = [:]
        for definition in definitions {
            ownPairs[definition.location.line, default: []].insert("\(definition.symbol)\u{1}\(definition.code)")
            if own[definition.location.line] == nil { own[definition.location.line] = definition }
        }
        // A second symbol with a number of its own, each in a cell of its own (`| -1 | OLD_NOT_INIT |
        // 1001 | XYZ_NOT_INITIALIZED |`, codes renamed and renumbered by a version): the row's code
        // maps onto that one.
        func pairedCode(in row: [ErrorTableReader.Cell]) -> (column: Int, code: Int, name: Substring)? {
            guard row.count >= 4, let line = row.first?.position.line, let definition = own[line] else { return nil }
            for column in row.indices {
                let text = ErrorTableReader.clean(row[column].text)
                guard text != definition.symbol, let match = SymbolScanner.wholeSymbol(text), match.code == nil,
                    match.symbol == text
                else { continue }
                for neighbour in [column - 1, column + 1] where row.indices.contains(neighbour) {
                    if let number = NumberText.integer(ErrorTableReader.clean(row[neighbour].text)),
                        number != definition.code
                    {
                        return (column, number, Substring(match.symbol))
                    }
                }
            }
            return nil
        }
        let paired = rows.map(pairedCode(in:))
        let lines = Set(definitions.map(\.location.line))
        let candidates = rows.indices.count { index in
            let row = rows[index]
            guard let line = row.first?.position.line, lines.contains(line) else { return false }
            return row.indices.contains {
                mayName(row[$0].text) || knownNumber(row[$0], column: $0) != nil || knownSymbol(row[$0]) != nil
            } || paired[index] != nil
        }
        guard candidates * 2 > lines.count else { return nil }
        var pairs = Set<String>()
        for definition in known where !definition.isUnnamed {
            pairs.insert("\(definition.symbol)\u{1}\(definition.code)")
        }
        var mapped: [SetAsideTableFact.Mapping] = []
        // The example shown is a code other than success (0), where the table maps one.
        var example: (text: String, code: Int)?
        for (row, paired) in zip(rows, paired) {
            guard let line = row.first?.position.line, let ownPair = ownPairs[line], let definition = own[line] else {
                continue
            }
            if let paired {
                mapped.append(
                    SetAsideTableFact.Mapping(
                        name: definition.symbol, code: definition.code, target: paired.code,
                        targetName: String(paired.name), location: locate(row[paired.column].position)))
                if example == nil || (example!.code == 0 && paired.code != 0) {
                    example = ("\(paired.code) \(paired.name)", paired.code)
                }
                continue
            }
            for (column, cell) in row.enumerated() {
                let words = cell.text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
                let numbers = words.compactMap { NumberText.integer(String($0)) }
                let names = words.filter { $0.first?.isLetter == true && NumberText.integer(String($0)) == nil }
                var target: (code: Int, name: Substring)?
                if let number = knownNumber(cell, column: column), number != definition.code {
                    target = (number, Substring(knownNames[number]!))
                } else if let named = knownSymbol(cell), named.code != definition.code,
                    named.name != Substring(definition.symbol)
                {
                    target = named
                }
                for number in numbers where target == nil {
                    if let name = names.first(where: {
                        pairs.contains("\($0)\u{1}\(number)") && !ownPair.contains("\($0)\u{1}\(number)")
                    }) {
                        target = (number, name)
                        break
                    }
                }
                // A cell that is a name and a number alone, the row's own neither (`PURCHASE_CANCELLED
                // (0x1005)`, `2003(DEMO_CANCELED)`): a code of the product's the row maps onto, where
                // no table of the page has given the product's codes yet.
                if target == nil, pairs.isEmpty, words.count == 2, numbers.count == 1, names.count == 1,
                    names[0].contains("_"), names[0] != Substring(definition.symbol), numbers[0] != definition.code,
                    cell.text.contains("(") || cell.text.contains("（")
                {
                    target = (numbers[0], names[0])
                }
                guard let target else { continue }
                mapped.append(
                    SetAsideTableFact.Mapping(
                        name: definition.symbol, code: definition.code, target: target.code,
                        targetName: String(target.name), location: locate(cell.position)))
                if example == nil || (example!.code == 0 && target.code != 0) { example = (cell.text, target.code) }
                break
            }
        }
        guard mapped.count * 2 > ownPairs.count, let example else { return nil }
        return (example.text, mapped)
    }

    /// The values of the `id` and `name` attributes of the HTML tags on a line, quoted with `"` or `'`.
    static func htmlAnchors(in bytes: UnsafeBufferPointer<UInt8>, into anchors: inout [String]) {
        var index = 0
        var inTag = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                inTag = index + 1 < bytes.count && FastText.isASCIILetter(bytes[index + 1])
            } else if byte == UInt8(ascii: ">") {
                inTag = false
            } else if inTag, byte == UInt8(ascii: "="), index >= 2 {
                var start = index
                while start > 0, FastText.isASCIILetter(bytes[start - 1]) { start -= 1 }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                let quote = index + 1 < bytes.count ? bytes[index + 1] : 0
                if name.lowercased() == "id" || name.lowercased() == "name",
                    start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t"),
                    quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
                    let end = bytes[(index + 2)...].firstIndex(of: quote), end > index + 2
                {
                    anchors.append(
                        String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 2)..<end]), as: UTF8.self))
                    index = end
                }
            }
            index += 1
        }
    }

    /// Whether the text just above a code block (past its fence and blank lines) is a short line
    /// naming a response (`Response `200 OK`:`, `응답 예시`, `レスポンス:`).
    static func introducesResponse(before first: Int, in markdown: MarkdownDocument) -> Bool {
        var number = first - 1
        var looked = 0
        while number >= 1, looked < 4 {
            let line = markdown.line(number).trimmingWhitespace()
            number -= 1
            looked += 1
            if line.isEmpty || line.hasPrefix("```") || line.hasPrefix("~~~") { continue }
            guard line.utf8.count <= 80 else { return false }
            let lowered = line.lowercased()
            // What a request gives back (`returns`, `반환`, `返します`, `返回`), or its success status.
            return [
                "response", "returns", "응답", "반환", "レスポンス", "応答", "返します", "返却", "响应", "響應", "回應", "返回",
                "200 ok", "201 created",
            ].contains { lowered.contains($0) }
                && !["request", "요청", "リクエスト", "请求", "請求"].contains { lowered.contains($0) }
        }
        return false
    }

    // MARK: - Lines: symbols, references, foreign text, JSON in text

    private func extractLines(
        _ document: ParsedDocument, layout: PageLayout, native: ScriptDetector.NativeScripts?,
        otherTableLines: [ClosedRange<Int>], codeTableLines: [ClosedRange<Int>], into facts: inout DocumentFacts
    ) {
        var codeTable = 0
        func inCodeTable(_ line: Int) -> Bool {
            while codeTable < codeTableLines.count, codeTableLines[codeTable].upperBound < line { codeTable += 1 }
            return codeTable < codeTableLines.count && codeTableLines[codeTable].contains(line)
        }
        lazy var parameterKeys = Dictionary(
            facts.parameters.map { ($0.location.line, $0.key) }, uniquingKeysWith: { first, _ in first })
        // A row of a table that defines no codes names a code only with its number (`NAME(101)`).
        var otherTable = 0
        func inOtherTable(_ line: Int) -> Bool {
            while otherTable < otherTableLines.count, otherTableLines[otherTable].upperBound < line { otherTable += 1 }
            return otherTable < otherTableLines.count && otherTableLines[otherTable].contains(line)
        }
        let chinese = ChineseVariant(bundle: document.source.bundle)
        // A Japanese or Korean page, on which a line of Simplified Chinese is one left untranslated.
        let bundleLanguage = document.source.bundle.lowercased().prefix { $0 != "-" && $0 != "_" }
        let japaneseOrKorean: Bool? = bundleLanguage == "ja" ? true : bundleLanguage == "ko" ? false : nil
        var proseLines: [Int] = []
        let definitionLines = Set(facts.definitions.map(\.location.line))
        // Bullet items that give a code number first (see ``ListCodeReader``), with their lines.
        var listedCodes: [(item: ListCodeReader.Item, line: Int)] = []
        // For a language with letters of its own (Hangul, kana, Han, Cyrillic…): the Latin letters
        // read until a letter of its own scripts shows that the page is written in it (most often
        // on its first lines).
        var readsLatinLetters = native?.hasOwnLetters ?? false
        var latinLetters = 0
        // The end of an HTML or MDX comment opened on an earlier line and still open.
        var htmlComment: [UInt8]?
        // The heading the lines read fall under (its index in the layout's headings, -1 before the
        // first), and the last one found to hold text in the page's own letters.
        let headings = layout.headings
        var heading = -1
        var nativeHeading = -2
        // Each line is read on its bytes, in place; its text is taken out of the page's lines only
        // for a reader that needs it (a line that may hold a symbol, a reference or another script).
        document.markdown.withLineBytes { lineBytes in
            for number in stride(from: 1, through: lineBytes.count, by: 1) {
                let bytes = lineBytes[number]
                let kind = layout.kind(ofLine: number)
                // A blank line (about a third of a page) holds nothing to read; it only stands among
                // the prose lines a JSON example may run over.
                if bytes.isEmpty {
                    if kind == .prose, !layout.isCodeLike(number) { proseLines.append(number) }
                    continue
                }
                // Most lines hold no fact: their section is only looked up when one needs it, and
                // their text only taken when a reader needs it.
                lazy var section = layout.section(at: number)
                lazy var line = document.markdown.line(number)
                // The line's bytes are looked at once for what the readers below first check.
                let marks = LineMarks(
                    bytes, readsScripts: native != nil,
                    countsLetters: readsLatinLetters && kind != .code && kind != .html)
                // A page's front matter is metadata: only its script is read (a title left in Korean
                // in the Chinese guide is untranslated), not its symbols, references or JSON.
                let numberedOnly = kind == .table && inOtherTable(number)
                if kind != .table || numberedOnly, kind != .frontMatter, marks.mayHoldSymbol {
                    // Worked out once per line, and only for lines with a symbol: the line may be long.
                    lazy var lineLooksLikeCode = PageLayout.looksLikeCode(bytes: bytes)
                    // A heading that names a code by its number and symbol (`#### 101 DEMO_TIMEOUT`: a
                    // guide describing codes one per section) gives the symbol that number.
                    lazy var headingCode = kind == .prose ? Self.headingCode(line) : nil
                    // Release notes name a code a release took away in a line that says so.
                    lazy var saysRemoved = kind == .prose && RemovalWords.appear(in: bytes)
                    for match in SymbolScanner.matches(in: line) where !numberedOnly || match.code != nil {
                        let context: CodeMention.Context =
                            kind == .code || match.isCompared || lineLooksLikeCode ? .sample : .prose
                        facts.mentions.append(
                            CodeMention(
                                symbol: match.symbol,
                                code: match.code ?? headingCode.flatMap { $0.symbol == match.symbol ? $0.code : nil },
                                context: context,
                                location: document.location(line: number, characterOffset: match.characterOffset),
                                section: section,
                                isMember: match.isMember
                            )
                        )
                        if saysRemoved { facts.mentions[facts.mentions.count - 1].saysRemoved = true }
                    }
                }
                if kind == .prose, ListCodeReader.mayBeItem(bytes), let item = ListCodeReader.item(line) {
                    listedCodes.append((item, number))
                }
                if kind == .prose || numberedOnly, SymbolScanner.mayHoldNumberedName(bytes), !layout.isCodeLike(number)
                {
                    for match in SymbolScanner.mixedCaseMatches(in: line) {
                        facts.mentions.append(
                            CodeMention(
                                symbol: match.symbol, code: match.code, context: .prose,
                                location: document.location(line: number, characterOffset: match.characterOffset),
                                section: section, isMember: match.isMember, isMixedCase: true))
                    }
                }
                if kind != .frontMatter, kind != .html {
                    if let method = EndpointText.method(in: bytes) {
                        facts.requestMethods.append(RequestMethodFact(method: method, section: section))
                    }
                    for endpoint in EndpointText.endpoints(in: bytes) {
                        facts.endpoints.append(
                            EndpointFact(
                                method: endpoint.method, path: endpoint.path,
                                location: document.location(line: number, characterOffset: endpoint.offset)))
                    }
                    for name in EndpointText.parameters(in: bytes) {
                        facts.endpointParameters.append(
                            EndpointParameterFact(
                                name: name, location: document.location(line: number, characterOffset: 0),
                                section: section))
                    }
                }
                // The text an HTML block shows (`<summary>응답 예시</summary>`, a `<td>`'s), outside its
                // tags and comments, in another script: left untranslated as prose is.
                // (A comment is followed from line to line; an ASCII line outside one that opens none
                // shows no other script and changes nothing.)
                if kind == .html, let native,
                    marks.isASCII != true || htmlComment != nil
                        || FastText.contains(bytes, "<!--") || FastText.contains(bytes, "{/*")
                {
                    let text = Self.visibleHTMLText(bytes, comment: &htmlComment)
                    for run in ScriptDetector.foreignRuns(in: text[...], native: native)
                    where !LanguageNames.isEndonym(run.text) {
                        facts.foreignText.append(
                            ForeignTextFact(
                                text: run.text, script: run.script.rawValue,
                                location: document.location(line: number, characterOffset: 0), section: section))
                    }
                }
                // An element's id (`<a id="retry"></a>`, `<a name="retry">`) a link's fragment may name.
                if kind != .code, kind != .frontMatter, FastText.contains(bytes, byte: UInt8(ascii: "<")),
                    FastText.contains(bytes, "id=") || FastText.contains(bytes, "name=")
                {
                    Self.htmlAnchors(in: bytes, into: &facts.htmlAnchors)
                }
                guard kind != .code, kind != .html else { continue }
                if kind == .prose || kind == .table, !layout.isCodeLike(number) {
                    for match in NamedNumbers.read(bytes) {
                        facts.namedNumbers.append(
                            NamedNumberFact(
                                name: match.name, number: match.number,
                                location: document.location(line: number, characterOffset: match.offset)))
                    }
                }
                // An error table's rows are the code rules'.
                if kind == .prose || (kind == .table && !definitionLines.contains(number)),
                    bytes.contains(where: FastText.isASCIIDigit), !layout.isCodeLike(number)
                {
                    for match in Quantities.read(line[...]) {
                        facts.quantities.append(
                            QuantityFact(
                                value: match.value, kind: match.kind.rawValue, text: match.text,
                                inTable: kind == .table,
                                location: document.location(line: number, characterOffset: match.offset)))
                    }
                }
                if kind != .frontMatter, FastText.contains(bytes, byte: UInt8(ascii: "`")) {
                    VerbatimText.codeSpans(bytes, line: number, into: &facts.codeSpans)
                }
                if kind == .prose || kind == .table, !layout.isCodeLike(number) {
                    let matches = IdentifierText.read(bytes)
                    if !matches.isEmpty {
                        let isReported = kind == .prose || !inCodeTable(number)
                        let parameterKey = kind == .table ? parameterKeys[number] : nil
                        for match in matches {
                            facts.identifiers.append(
                                IdentifierFact(
                                    text: match.text, form: match.form, isReported: isReported,
                                    parameterKey: parameterKey,
                                    location: document.location(line: number, characterOffset: match.offset)))
                        }
                    }
                }
                if kind == .prose, !layout.isCodeLike(number) {
                    proseLines.append(number)
                    if let hash = VerbatimText.proseHash(bytes) {
                        facts.verbatims.append(VerbatimFact(hash: hash, line: number))
                        // (A hash is made of ASCII text: a link's target aside, see `proseHash`.)
                        if native?.hasOwnLetters == true, VerbatimText.isSentence(bytes) {
                            let text = line.trimmingCharacters(in: .whitespaces)
                            facts.latinProse.append(
                                LatinProseFact(
                                    hash: hash,
                                    run: ForeignTextFact(
                                        text: text, script: "Latin",
                                        location: document.location(line: number, characterOffset: 0),
                                        section: section)))
                        }
                    }
                    if marks.hasBracket {
                        // In prose, `[see below]` reads like a send; keep named selectors and class
                        // receivers, and leave out the brackets cmark read as links and images.
                        let brackets = layout.linkBrackets[number] ?? []
                        for send in ObjCMessageSendParser.proseReferences(in: line, ignoringBracketsAt: brackets) {
                            facts.apis.append(
                                APIFact(
                                    selector: send.selector,
                                    receiver: Self.plainReceiver(send.receiver),
                                    kind: .reference,
                                    declaration: nil,
                                    location: document.location(line: number, characterOffset: send.column - 1),
                                    section: section
                                )
                            )
                        }
                    }
                }
                while heading + 1 < headings.count, headings[heading + 1].location.line <= number { heading += 1 }
                if let native, native.hasOwnLetters, nativeHeading != heading, marks.isASCII == false,
                    kind != .code, kind != .frontMatter, !layout.isCodeLike(number),
                    heading < 0 || headings[heading].location.line != number,
                    ScriptDetector.containsLetter(of: native, in: line)
                {
                    nativeHeading = heading
                    facts.nativeTextSections.append(heading < 0 ? 0 : headings[heading].location.line)
                }
                if readsLatinLetters, let native, !layout.isCodeLike(number) {
                    if marks.isASCII != true, ScriptDetector.containsLetter(of: native, in: line) {
                        readsLatinLetters = false
                    } else {
                        latinLetters += marks.asciiLetters ?? FastText.asciiLetterCount(bytes)
                    }
                }
                // A line of a Traditional Chinese page written in Simplified Chinese (or the other
                // way round): copied from the other edition, left unconverted.
                if let chinese, marks.isASCII != true, !layout.isCodeLike(number), chinese.writesOtherForm(bytes) {
                    facts.foreignText.append(
                        ForeignTextFact(
                            text: line.trimmingCharacters(in: .whitespaces), script: chinese.other.rawValue,
                            location: document.location(line: number, characterOffset: 0), section: section))
                }
                // (Text in code spans is data quoted: `console.log('中文测试')`.)
                if let japanese = japaneseOrKorean, marks.isASCII != true, !layout.isCodeLike(number),
                    let cell = Self.simplifiedChineseText(bytes, japanese: japanese)
                {
                    facts.foreignText.append(
                        ForeignTextFact(
                            text: cell ?? line.trimmingCharacters(in: .whitespaces),
                            script: ChineseVariant.simplified.rawValue,
                            location: document.location(line: number, characterOffset: 0), section: section))
                }
                if let native, !layout.isCodeLike(number), marks.isASCII != true {
                    // Names in link targets and URLs are addresses, not text to translate; an
                    // image's alt text is read from its image fact, against the translations'.
                    lazy var targets =
                        LinkTargets.characterRanges(in: line)
                        + Self.characterRanges(ofUTF8: layout.imageAltTexts[number] ?? [], in: line)
                        + LinkTargets.externalTitleRanges(in: line)
                    // Text a code span on the line holds is data quoted (`body:"시간 초과"`, then
                    // "시간 초과" in the description of what it finds), not text left untranslated.
                    lazy var spans = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                        .filter { $0.offset % 2 == 1 }.map(\.element)
                    lazy var editionTitles = LinkTargets.editionTitleRanges(in: line)
                    // A language's own name (`한국어` in a language switcher) is written so in every edition;
                    // a term's original spelling is given beside its translation.
                    for run in ScriptDetector.foreignRuns(inBytes: bytes, of: line, native: native)
                    where !targets.contains(where: { $0.contains(run.offset) }) && !LanguageNames.isEndonym(run.text)
                        && !Self.isOriginalTerm(run, in: line)
                        && !(FastText.contains(bytes, byte: UInt8(ascii: "`"))
                            && spans.contains { FastText.contains(Array($0.utf8), Array(run.text.utf8)) })
                    {
                        facts.foreignText.append(
                            ForeignTextFact(
                                text: run.text,
                                script: run.script.rawValue,
                                location: document.location(line: number, characterOffset: run.offset),
                                section: section,
                                titledEdition: editionTitles.first { $0.range.contains(run.offset) }?.language,
                                isQuoted: Self.isQuoted(run, in: line)
                            )
                        )
                    }
                }
            }
        }
        if readsLatinLetters { facts.untranslatedLetters = latinLetters }
        if listedCodes.count >= 2 {
            Self.defineListedCodes(listedCodes, document: document, layout: layout, into: &facts)
        }
        for example in JSONExampleScanner.examples(inProse: proseLines, of: document.markdown.sourceLines) {
            facts.examples.append(
                JSONExampleFact(
                    keys: example.keys,
                    keyLines: example.keyLines,
                    location: document.location(line: example.line, characterOffset: 0),
                    section: layout.section(at: example.line)
                )
            )
        }
    }

    /// The codes of bullet lists of two items at least in a section a heading of which names
    /// errors or codes, as rows of a table there.
    private static func defineListedCodes(
        _ items: [(item: ListCodeReader.Item, line: Int)], document: ParsedDocument, layout: PageLayout,
        into facts: inout DocumentFacts
    ) {
        let bySection = Dictionary(grouping: items) { layout.section(at: $0.line) }
        for (item, line) in items {
            let section = layout.section(at: line)
            guard bySection[section]!.count >= 2, section.contains(where: ErrorTableColumns.namesErrorsOrCodes) else {
                continue
            }
            facts.definitions.append(
                CodeDefinition(
                    symbol: item.symbol, code: item.code, category: nil, description: item.description,
                    location: document.location(line: line, characterOffset: item.characterOffset), section: section))
        }
    }

    /// Gives the mentions of a code segment starting on line `first` the codes its JSON writes
    /// them beside (the lines' symbols are read before the segments).
    private static func number(
        _ mentions: inout [CodeMention], by named: [JSONExampleScanner.NamedCode], from first: Int
    ) {
        // Few segments name codes: the page's mentions are searched for each name.
        for item in named {
            let line = first + item.line - 1
            guard
                let index = mentions.lastIndex(where: {
                    $0.location.line == line && $0.symbol == item.symbol && $0.code == nil
                })
            else { continue }
            mentions[index].code = item.code
            mentions[index].isJSONField = true
        }
    }

    /// The character ranges on `line` of its UTF-8 offset ranges (`ranges`).
    static func characterRanges(ofUTF8 ranges: [Range<Int>], in line: Substring) -> [Range<Int>] {
        let utf8 = line.utf8
        return ranges.compactMap { range in
            guard range.lowerBound >= 0, range.upperBound <= utf8.count else { return nil }
            let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            let upper = utf8.index(lower, offsetBy: range.count)
            let start = line.distance(from: line.startIndex, to: lower)
            return start..<(start + line.distance(from: lower, to: upper))
        }
    }

    /// What a line's readers check first, read from its bytes in one call: a symbol needs `X_Y`,
    /// a send a `[`, and a line of ASCII holds no foreign script.
    private struct LineMarks {
        let mayHoldSymbol: Bool
        let hasBracket: Bool
        /// Whether every byte is ASCII; `nil` when not asked (no scripts are read on the page).
        let isASCII: Bool?
        /// How many bytes are ASCII letters; `nil` when not asked (the page's Latin letters are
        /// not counted, or no longer: see ``DocumentFacts/untranslatedLetters``).
        let asciiLetters: Int?

        init(_ bytes: UnsafeBufferPointer<UInt8>, readsScripts: Bool, countsLetters: Bool) {
            mayHoldSymbol = SymbolScanner.mayHoldSymbol(bytes)
            hasBracket = FastText.contains(bytes, byte: UInt8(ascii: "["))
            isASCII = readsScripts ? FastText.isASCII(bytes) : nil
            asciiLetters = countsLetters ? FastText.asciiLetterCount(bytes) : nil
        }
    }

    // MARK: - Code: declarations, sends, samples, JSON blocks

    /// - Returns: The indices in the facts' definitions of the codes the page's samples declare
    ///   in error enums.
    private func extractCode(
        _ document: ParsedDocument,
        layout: PageLayout,
        codeAnalyses: CodeAnalysisCache?,
        into facts: inout DocumentFacts
    ) -> Range<Int> {
        let firstDeclared = facts.definitions.count
        // Prose set in a fence holds no code: its brackets are a console's buttons.
        for segment in layout.codeSegments where !layout.proseFences.contains(segment.lowerBound) {
            let text = Self.text(ofLines: segment, in: document.markdown)
            let first = segment.lowerBound
            let section = layout.section(at: first)
            func location(_ line: Int, _ column: Int) -> SourceLocation {
                document.location(line: first + line - 1, characterOffset: max(column - 1, 0))
            }
            if let hash = VerbatimText.codeHash(text) { facts.verbatims.append(VerbatimFact(hash: hash, line: first)) }
            let analysis = codeAnalyses?.analysis(of: text) ?? CodeAnalysis(text)
            if !analysis.namedCodes.isEmpty { Self.number(&facts.mentions, by: analysis.namedCodes, from: first) }
            if let keys = analysis.jsonKeys {
                facts.examples.append(
                    JSONExampleFact(
                        keys: keys, keyLines: analysis.jsonKeyLines.map { first + $0 }, location: location(1, 1),
                        section: section))
                facts.examples[facts.examples.count - 1].valueKinds = analysis.jsonValueKinds
                facts.examples[facts.examples.count - 1].values = analysis.jsonValues
                facts.examples[facts.examples.count - 1].versions = analysis.pinned.map(\.text).filter(
                    PinnedValues.isVersion)
                facts.examples[facts.examples.count - 1].isResponse = Self.introducesResponse(
                    before: first, in: document.markdown)
                continue
            }
            for (index, var declaration) in analysis.declarations.enumerated() {
                // Positions relative to the page, not to the code segment.
                declaration.line += first - 1
                if analysis.fullWidthColonDeclarations.contains(index) {
                    facts.disguisedSymbols.append(
                        DisguisedSymbolFact(
                            symbol: declaration.selector, scalars: [0xFF1A],
                            location: document.location(
                                line: declaration.line, characterOffset: declaration.column - 1),
                            section: layout.section(at: declaration.line)))
                }
                facts.apis.append(
                    APIFact(
                        selector: declaration.selector,
                        receiver: nil,
                        kind: .declaration,
                        declaration: declaration,
                        location: document.location(line: declaration.line, characterOffset: declaration.column - 1),
                        section: layout.section(at: declaration.line)
                    )
                )
            }
            // An error enum declared in code is a group of codes of its own, named as the enum.
            for declared in analysis.enums {
                for item in declared.cases {
                    var definition = CodeDefinition(
                        symbol: item.name, code: item.code, category: nil, description: item.comment,
                        location: location(item.line, item.column), section: layout.section(at: first + item.line - 1))
                    definition.group = declared.name
                    definition.isDeclaredInCode = true
                    facts.definitions.append(definition)
                }
            }
            for send in analysis.sends {
                facts.apis.append(
                    APIFact(
                        selector: send.selector,
                        receiver: Self.plainReceiver(send.receiver),
                        kind: send.isReference ? .reference : .send,
                        declaration: nil,
                        location: location(send.line, send.column),
                        section: layout.section(at: first + send.line - 1)
                    )
                )
            }
            // Every sample, those that use none of these too: a translation's sample that checks
            // none of the symbols its source's checks differs from it. A block never closed holds
            // the rest of the page, prose and tables too: no sample (`markdown-syntax` reports it).
            if layout.unclosedFences.contains(where: { $0.line == first || $0.line + 1 == first }) { continue }
            facts.samples.append(
                SampleFact(
                    selectors: analysis.sends.filter { !$0.isReference }.map(\.selector),
                    symbols: analysis.symbols,
                    constants: analysis.constants,
                    location: location(1, 1),
                    section: section
                )
            )
            facts.samples[facts.samples.count - 1].calls = analysis.calls
            facts.samples[facts.samples.count - 1].declares = analysis.declares
            facts.samples[facts.samples.count - 1].signatures = analysis.signatures
            facts.samples[facts.samples.count - 1].pinned = analysis.pinned.map(\.text)
            facts.samples[facts.samples.count - 1].pinnedLocations = analysis.pinned.map { location($0.line + 1, 1) }
        }
        return firstDeclared..<facts.definitions.count
    }

    /// The code a heading names by its number and its symbol alone (`#### 101 DEMO_TIMEOUT`,
    /// `### DEMO_TIMEOUT (101)` is read as any text is), if the line is such a heading.
    static func headingCode(_ line: Substring) -> (code: Int, symbol: String)? {
        let text = line.drop { $0 == " " }
        guard text.first == "#" else { return nil }
        // An explicit ID after the title is no part of it.
        let title = PageLayout.splittingAnchor(text.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)).title
        let words = title.split(separator: " ")
        guard words.count == 2 else { return nil }
        let number = words[0].hasSuffix(".") || words[0].hasSuffix(":") ? words[0].dropLast() : words[0]
        guard let code = Int(number),
            words[1].allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber || $0 == "_") }),
            words[1].contains("_")
        else { return nil }
        return (code, String(words[1]))
    }

    /// The line, among the few above `line` and after the last heading or fence, that holds two
    /// backticks and a language's name alone (`` ``java ``): code meant to open there, with a
    /// backtick too few for a fence.
    static func shortFenceOpener(before line: Int, in markdown: MarkdownDocument) -> Int? {
        var number = line - 1
        while number >= 1, line - number <= 40 {
            let text = markdown.line(number).trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("```") || text.hasPrefix("~~~") || text.hasPrefix("#") { return nil }
            if text.hasPrefix("``"),
                text.dropFirst(2).allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-_#".contains($0)) })
            {
                return number
            }
            number -= 1
        }
        return nil
    }

    /// Whether a run stands between double quotation marks on its line: an odd number of `"`
    /// before it and one after, or a `“` before it closed by a `”` after it.
    static func isQuoted(_ run: ScriptDetector.Run, in line: Substring) -> Bool {
        let characters = Array(line)
        let end = min(run.offset + run.text.count, characters.count)
        let before = characters[..<min(run.offset, characters.count)]
        let after = characters[end...]
        if before.count(where: { $0 == "\"" }) % 2 == 1, after.contains("\"") { return true }
        guard let open = before.lastIndex(of: "“") else { return false }
        return !before[open...].contains("”") && after.contains("”")
    }

    /// Whether a run of another script is a term's original spelling, in parentheses after its
    /// translation (`the Electronic Financial Transactions Act (전자금융거래법)`, `電子金融取引法（전자금융거래법）`):
    /// one word, all the parentheses hold, after a word of other letters.
    static func isOriginalTerm(_ run: ScriptDetector.Run, in line: Substring) -> Bool {
        guard !run.text.contains(where: \.isWhitespace), run.offset > 1 else { return false }
        let characters = Array(line)
        let end = run.offset + run.text.count
        guard end < characters.count, characters[run.offset - 1] == "(" || characters[run.offset - 1] == "（",
            characters[end] == ")" || characters[end] == "）"
        else { return false }
        var before = run.offset - 2
        if characters[before] == " " { before -= 1 }
        return before >= 0 && characters[before].isLetter
            && characters[before].unicodeScalars.first.map(ScriptDetector.script(of:)) != run.script
    }

    /// An error page that gives each platform a table under a heading naming it (`### Android`,
    /// `### iOS-only errors`), two platforms at least: each such table's codes are on its platform, and
    /// its symbols are that platform's spellings (a row of one table and a row of another with one
    /// number are one code: see `ConceptMatcher`). Rows whose table says otherwise (a Platform column,
    /// a column per platform) keep what it says. A page with one platform's table beside tables of
    /// no platform whose numbers it repeats (`#### iOS` listing `XYZPlayerError`'s cases) gives that
    /// platform's spellings of those tables' codes.
    /// The text a line of an HTML block shows: outside its tags (`<td>`, `<summary>`) and its
    /// comments, HTML's and MDX's (`{/* … */}`), which may run over several lines (`comment`
    /// carries the end of one still open from line to line).
    static func visibleHTMLText(_ bytes: UnsafeBufferPointer<UInt8>, comment: inout [UInt8]?) -> String {
        var kept: [UInt8] = []
        var index = 0
        var inTag = false
        func starts(_ marker: [UInt8], at index: Int) -> Bool {
            index + marker.count <= bytes.count && bytes[index..<(index + marker.count)].elementsEqual(marker)
        }
        while index < bytes.count {
            if let end = comment {
                if starts(end, at: index) {
                    comment = nil
                    index += end.count
                } else {
                    index += 1
                }
                continue
            }
            if let (opener, closer) = Self.commentMarks.first(where: { starts($0.opener, at: index) }) {
                comment = closer
                index += opener.count
                continue
            }
            let byte = bytes[index]
            if inTag {
                if byte == UInt8(ascii: ">") { inTag = false }
            } else if byte == UInt8(ascii: "<") {
                inTag = true
                kept.append(0x20)
            } else {
                kept.append(byte)
            }
            index += 1
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// How HTML's and MDX's comments open and close.
    private static let commentMarks: [(opener: [UInt8], closer: [UInt8])] = [
        (Array("<!--".utf8), Array("-->".utf8)), (Array("{/*".utf8), Array("*/}".utf8)),
    ]

    /// Whether ``ChineseVariant/isSimplified(_:japanese:)`` finds a line Simplified Chinese, outside
    /// its code spans (text in them is data quoted: `console.log('中文测试')`), or a cell of a table
    /// row (`| 5002 | メモリ不足 | 减少同时播放的特效数量 |`: the row's other cells are the page's language):
    /// `nil` if neither, `.some(nil)` for the line, the cell's text for a cell.
    private static func simplifiedChineseText(_ bytes: UnsafeBufferPointer<UInt8>, japanese: Bool) -> String?? {
        let quotes = FastText.contains(bytes, byte: UInt8(ascii: "`"))
        guard bytes.first(where: { $0 != UInt8(ascii: " ") }) == UInt8(ascii: "|") else {
            let simplified =
                quotes
                ? VerbatimText.outsideCodeSpans(bytes).withUnsafeBufferPointer {
                    ChineseVariant.isSimplified($0, japanese: japanese)
                } : ChineseVariant.isSimplified(bytes, japanese: japanese)
            return simplified ? .some(nil) : nil
        }
        // Most rows hold no two ideographs only Simplified Chinese writes: not split into cells.
        guard ChineseVariant.holdsSimplifiedOnly(bytes, japanese: japanese) else { return nil }
        let text = quotes ? VerbatimText.outsideCodeSpans(bytes) : Array(bytes)
        for cell in text.split(separator: UInt8(ascii: "|")) {
            let simplified = cell.withUnsafeBufferPointer { ChineseVariant.isSimplified($0, japanese: japanese) }
            if simplified { return String(decoding: cell, as: UTF8.self).trimmingCharacters(in: .whitespaces) }
        }
        return nil
    }

    static func assignHeadingPlatforms(_ definitions: inout [CodeDefinition]) {
        // Each table's section is looked at once (a table has many rows); `nil` for no platform.
        var platforms: [SectionPath: String?] = [:]
        for definition in definitions where definition.group == nil && !definition.isUnnamed {
            if platforms[definition.section] == nil {
                platforms[definition.section] = definition.section.last.flatMap(Platform.only(namedIn:))
            }
        }
        let named = Set(platforms.values.compactMap { $0 })
        if named.count == 1 {
            // One platform's table beside tables of no platform: its rows are that platform's
            // spellings of their codes (`networkDown` for `NETWORK_DOWN`) when most
            // of its numbers are theirs, under other symbols.
            var own: [Int: String] = [:]
            var others: [Int: String] = [:]
            for definition in definitions where definition.group == nil && !definition.isUnnamed {
                if platforms[definition.section] ?? nil != nil {
                    own[definition.code] = definition.symbol
                } else {
                    others[definition.code] = definition.symbol
                }
            }
            let spelt = own.filter { code, symbol in others[code].map { $0 != symbol } ?? false }
            guard !own.isEmpty, spelt.count * 2 >= own.count else { return }
        } else if named.count < 2 {
            return
        }
        for index in definitions.indices {
            guard let platform = platforms[definitions[index].section] ?? nil, definitions[index].group == nil,
                !definitions[index].isUnnamed, definitions[index].platforms.isEmpty,
                definitions[index].platformSpellings.isEmpty
            else { continue }
            definitions[index].platforms = [platform]
            definitions[index].platformSpellings = [platform: definitions[index].symbol]
        }
    }

    /// Gives the codes a page's error enum declares the descriptions of the table beside it that
    /// lists the enum's cases by name (`| XYZ_ERR_TIMEOUT | Timed out |`): a guide that gives its
    /// numbers in code often describes them in a table without numbers, which is read as a table
    /// of parameters until then. A case's own comment comes first; a row that names no case stays
    /// what its line made it, a mention of its symbol.
    ///
    /// - Parameters:
    ///   - declared: The indices in `facts.definitions` of the codes the page's enums declare.
    ///   - facts: The page's facts.
    static func describeDeclaredCodes(_ declared: Range<Int>, in facts: inout DocumentFacts) {
        var cases: [String: [Int]] = [:]
        for index in declared { cases[facts.definitions[index].symbol, default: []].append(index) }
        var tables: [Int: [Int]] = [:]
        for index in facts.parameters.indices { tables[facts.parameters[index].tableLine, default: []].append(index) }
        var describing: Set<Int> = []
        // In page order: the first table to describe a case gives its description.
        for (_, rows) in tables.sorted(by: { $0.key < $1.key }) {
            let named = rows.filter { cases[facts.parameters[$0].key] != nil }
            // Most rows name a case, and more than one does unless the table has one row.
            guard named.count * 2 > rows.count, named.count >= min(2, rows.count) else { continue }
            describing.formUnion(rows)
            for row in rows {
                let parameter = facts.parameters[row]
                for index in cases[parameter.key] ?? [] where facts.definitions[index].description == nil {
                    facts.definitions[index].description = parameter.description
                    facts.definitions[index].descriptionLocation = parameter.location
                }
            }
        }
        guard !describing.isEmpty else { return }
        facts.parameters = facts.parameters.indices.filter { !describing.contains($0) }.map { facts.parameters[$0] }
    }

    // MARK: - Inline nodes: links and unmatched emphasis

    /// Links a Hugo page makes with its `ref` and `relref` shortcodes
    /// (`[오류 코드]({{< relref "/errors.md#token" >}})`), which cmark reads as text: each is a link to
    /// the page and heading the shortcode names. A path from the language's root (`/errors.md`) is
    /// written relative to the page (`page` is its path in the language's folder), as a relative
    /// link is; a bare name (`errors.md`), which Hugo looks up beside the page and then anywhere, is
    /// left alone.
    static func shortcodeLinks(
        _ document: ParsedDocument, layout: PageLayout, page: String, into links: inout [LinkFact]
    ) {
        let depth = page.utf8.count { $0 == UInt8(ascii: "/") }
        document.markdown.withLineBytes { lines in
            for number in stride(from: 1, through: lines.count, by: 1) {
                let bytes = lines[number]
                // Most lines hold no shortcode.
                guard FastText.contains(bytes, "ref "), FastText.contains(bytes, "{{"),
                    layout.kind(ofLine: number) != .code
                else { continue }
                let line = document.markdown.line(number)
                var rest = line[...]
                while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
                    defer { rest = rest[close.upperBound...] }
                    func isMark(_ character: Character) -> Bool { "<>% \t".contains(character) }
                    let inside = rest[open.upperBound..<close.lowerBound].drop(while: isMark)
                    let words = inside.dropLast(inside.reversed().prefix(while: isMark).count)
                        .split(separator: " ", maxSplits: 1)
                    guard words.count == 2, words[0] == "ref" || words[0] == "relref" else { continue }
                    let quoted = words[1].drop(while: { $0 == " " })
                    guard quoted.count > 2, quoted.first == "\"", quoted.last == "\"" else { continue }
                    var target = String(quoted.dropFirst().dropLast())
                    if target.hasPrefix("/") {
                        target = String(repeating: "../", count: depth) + target.dropFirst()
                    } else if !target.hasPrefix("./"), !target.hasPrefix("../"), !target.hasPrefix("#") {
                        // Hugo looks a bare name up beside the page, then anywhere on the site.
                        continue
                    }
                    // The text in brackets the shortcode stands after (`[text](` … `)`).
                    var label = ""
                    let before = rest[..<open.lowerBound]
                    if before.hasSuffix("("), let bracket = before.dropLast().lastIndex(of: "["),
                        before.dropLast().last == "]"
                    {
                        label = String(
                            before[before.index(after: bracket)..<before.index(before.endIndex, offsetBy: -2)])
                    }
                    let column = line.distance(from: line.startIndex, to: open.lowerBound)
                    links.append(
                        LinkFact(
                            label: label, destination: target,
                            location: document.location(line: number, characterOffset: column),
                            section: layout.section(at: number)))
                }
            }
        }
    }

    private func extractInlines(_ document: ParsedDocument, layout: PageLayout, into facts: inout DocumentFacts) {
        // The layout gathered them on its walk of the tree.
        for link in layout.links {
            let line = link.range.start.line > 0 ? link.range.start.line : link.blockLine
            let position = link.range.start.line > 0 ? link.range.start : SourcePosition(line: line, column: 0)
            facts.links.append(
                LinkFact(
                    label: link.label,
                    destination: link.destination,
                    location: document.location(position),
                    section: layout.section(at: line)
                )
            )
        }
        Self.shortcodeLinks(document, layout: layout, page: facts.page, into: &facts.links)
        facts.images = layout.images.map { image in
            ImageFact(
                source: image.source, line: image.line,
                column: image.byteColumn > 0
                    ? document.characterColumn(line: image.line, byteColumn: image.byteColumn) : 0,
                alt: image.alt)
        }
        // cmark leaves emphasis markers it could not match as text: they show on the page.
        for (range, blockLine) in layout.starTexts {
            let line = range.start.line > 0 ? range.start.line : blockLine
            guard layout.kind(ofLine: line) == .prose, !layout.isCodeLike(line) else { continue }
            // Stars the author wrote to be seen (`\*\*`, `2**20`, `(**)`, `a ** b`) are not
            // reported; a node whose source cannot be told apart is.
            // The text cmark left starts after the last emphasis it read: the stars are further on.
            var position = range.start.line > 0 ? range.start : SourcePosition(line: line, column: 0)
            var spaced: SpacedMarker?
            if range.start.line > 0, range.end.line == range.start.line {
                let stars = Self.markerLikeStars(document.markdown.line(line), columns: range)
                guard let column = stars.firstColumn else { continue }
                position.column = column
                // The fault is a `**` with spaces around it that was to pair with these stars, when
                // they are the one run left (two that failed to pair are each other's).
                if stars.runs == 1, let partner = Self.spacedPartner(of: column, in: document.markdown.line(line)) {
                    position.column = partner.column
                    spaced = partner.marker
                }
            }
            let message =
                switch spaced {
                case .opener?:
                    "'**' with a space after it opens nothing: it and the '**' that was to close it show on the "
                        + "page; remove the space after it"
                case .closer?:
                    "'**' with a space before it closes nothing: it and the '**' that was to open with it show on "
                        + "the page; remove the space before it"
                case nil:
                    range.start.line > 0
                        ? Self.emphasisFault(at: position.column, in: document.markdown.line(line))
                        : Self.closerFault
                }
            facts.syntaxIssues.append(
                SyntaxIssueFact(
                    message: message,
                    location: document.location(position),
                    section: layout.section(at: line),
                    kind: .unmatchedEmphasis(
                        pairedOnLine: Self.starPairRuns(document.markdown.line(line)) % 2 == 0, spaced: spaced)
                )
            )
        }
    }

    /// Why a closing `**` fails, as CommonMark reads it.
    static let closerFault =
        "'**' is not read as emphasis here and shows on the page "
        + "(a closing '**' right after punctuation needs a space or punctuation after it)"

    /// Why the `**` at byte `column` (1-based) of `line`, which CommonMark left as text, is not
    /// emphasis. A run opens only before a letter, or after a space or punctuation (`调用**[API]`: it
    /// follows a letter and precedes `[`); it closes only after a letter, or before a space or
    /// punctuation (`**[API]**을`). The line's runs are paired as CommonMark pairs them (each
    /// closer with the nearest opener before it), and the run is told by what it and the next run
    /// left over, the partner it was meant for, can do; a run alone on its line has no partner.
    static func emphasisFault(at column: Int, in line: Substring) -> String {
        let utf8 = Array(line.utf8)
        func scalar(before offset: Int) -> Unicode.Scalar? {
            var start = offset - 1
            while start > 0, utf8[start] & 0xC0 == 0x80 { start -= 1 }
            return start >= 0 ? String(decoding: utf8[start..<offset], as: UTF8.self).unicodeScalars.first : nil
        }
        func scalar(at offset: Int) -> Unicode.Scalar? {
            offset < utf8.count
                ? String(decoding: utf8[offset..<min(offset + 4, utf8.count)], as: UTF8.self).unicodeScalars.first
                : nil
        }
        func isSpace(_ scalar: Unicode.Scalar?) -> Bool { scalar.map(\.properties.isWhitespace) ?? true }
        func isPunctuation(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return false }
            if scalar.isASCII {
                return (0x21...0x2F).contains(scalar.value) || (0x3A...0x40).contains(scalar.value)
                    || (0x5B...0x60).contains(scalar.value) || (0x7B...0x7E).contains(scalar.value)
            }
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                .finalPunctuation, .otherPunctuation:
                return true
            default:
                return false
            }
        }
        // The line's runs of two or three stars, not escaped, not between white space.
        var runs: [(start: Int, opens: Bool, closes: Bool)] = []
        var index = 0
        while index < utf8.count {
            guard utf8[index] == UInt8(ascii: "*") else {
                index += 1
                continue
            }
            let start = index
            while index < utf8.count, utf8[index] == UInt8(ascii: "*") { index += 1 }
            let (before, after) = (scalar(before: start), scalar(at: index))
            guard (2...3).contains(index - start), start == 0 || utf8[start - 1] != UInt8(ascii: "\\"),
                !(isSpace(before) && isSpace(after))
            else { continue }
            runs.append(
                (
                    start,
                    !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before)),
                    !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after))
                ))
        }
        guard let place = runs.firstIndex(where: { $0.start == column - 1 }) else { return closerFault }
        if runs.count == 1 {
            return "'**' has no '**' on its line to pair with and shows on the page: add the '**' that closes it"
        }
        // Paired as CommonMark pairs them; the runs left over show.
        var openers: [Int] = []
        var left = Set(runs.indices)
        for (number, run) in runs.enumerated() {
            if run.closes, let opener = openers.popLast() {
                left.remove(opener)
                left.remove(number)
            } else if run.opens {
                openers.append(number)
            }
        }
        // Paired on its line: another line of the paragraph took its partner.
        guard left.contains(place) else { return pairedElsewhere }
        let run = runs[place]
        let partner = left.filter { $0 > place }.min().map { runs[$0] }
        switch (run.opens, partner) {
        case (false, let partner?) where !partner.closes:
            return "neither this '**' nor the next is read as emphasis, and both show on the page (an opening "
                + "'**' right before punctuation needs a space or punctuation before it, a closing '**' right after "
                + "punctuation a space or punctuation after it)"
        case (false, _):
            return "'**' is not read as emphasis here and shows on the page (an opening '**' right before "
                + "punctuation needs a space or punctuation before it)"
        case (true, nil):
            return "'**' has no '**' after it on its line that closes it, and shows on the page: add its closing '**'"
        case (true, let partner?) where !partner.closes:
            return closerFault
        case (true, _):
            return pairedElsewhere
        }
    }

    /// Why a `**` that pairs on its own line shows: its paragraph's other lines hold one that does not.
    static let pairedElsewhere =
        "'**' is not read as emphasis here and shows on the page: a '**' that does not pair on another line of "
        + "its paragraph takes its partner"

    /// How many runs of two or three stars, not escaped by a `\`, `line` holds: what a renderer
    /// that pairs each `**` with the next one (Python-Markdown) pairs. A run between white space
    /// (or the line's ends) on both sides is not one: Python-Markdown shows it as it is, and pairs
    /// the others without it (`** once**` shows both).
    static func starPairRuns(_ line: Substring) -> Int {
        let utf8 = Array(line.utf8)
        var runs = 0
        var backslashes = 0
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "*"), backslashes % 2 == 0 {
                let start = index
                while index < utf8.count, utf8[index] == UInt8(ascii: "*") { index += 1 }
                let standsAlone = isWhiteSpace(before: start, in: utf8) && isWhiteSpace(at: index, in: utf8)
                if (2...3).contains(index - start), !standsAlone { runs += 1 }
                backslashes = 0
                continue
            }
            backslashes = utf8[index] == UInt8(ascii: "\\") ? backslashes + 1 : 0
            index += 1
        }
        return runs
    }

    /// How many runs of stars that read as emphasis markers the bytes of `line` hold from the
    /// range's start column to its end column (1-based, both ends inclusive, as cmark gives a text
    /// node's), and the 1-based byte column of the first. A run counts when it is two or three
    /// stars, the first not escaped by a `\`, and it is not text by its look: between white space
    /// (or the line's ends) on both sides, which CommonMark never reads as a marker (`a ** b`);
    /// between ASCII letters or digits (`2**20`); or inside a pair of brackets or quotes (`(**)`,
    /// `'**'`). Longer runs are masks and rules (`abc******xyz`).
    static func markerLikeStars(_ line: Substring, columns range: SourceRange) -> (runs: Int, firstColumn: Int?) {
        // Copied in one block where the line is contiguous (byte by byte through the view otherwise).
        let utf8 = line.utf8.withContiguousStorageIfAvailable(Array.init) ?? Array(line.utf8)
        let start = max(range.start.column - 1, 0)
        let end = min(range.end.column, utf8.count)
        var runs = 0
        var firstColumn: Int?
        var backslashes = 0
        var index = start
        while index < end {
            let byte = utf8[index]
            if byte == UInt8(ascii: "*"), backslashes % 2 == 0 {
                let runStart = index
                while index < end, utf8[index] == UInt8(ascii: "*") { index += 1 }
                let before: UInt8? = runStart > 0 ? utf8[runStart - 1] : nil
                let after: UInt8? = index < utf8.count ? utf8[index] : nil
                let literal =
                    (isWhiteSpace(before: runStart, in: utf8) && isWhiteSpace(at: index, in: utf8))
                    || (before.map(FastText.isASCIIAlphanumeric) == true
                        && after.map(FastText.isASCIIAlphanumeric) == true)
                    || (before.flatMap { closing[$0] } != nil && before.flatMap { closing[$0] } == after)
                if (2...3).contains(index - runStart), !literal {
                    runs += 1
                    if firstColumn == nil { firstColumn = runStart + 1 }
                }
                backslashes = 0
                continue
            }
            backslashes = byte == UInt8(ascii: "\\") ? backslashes + 1 : 0
            index += 1
        }
        return (runs, firstColumn)
    }

    /// The nearest run of two or three stars between white space on `line` that was to pair with
    /// the stars at byte `column` (1-based), with no star between them: before them when they can
    /// close (no white space before them), an opener with a space after it; else after them when
    /// they can open, a closer with a space before it. Its 1-based byte column.
    static func spacedPartner(of column: Int, in line: Substring) -> (column: Int, marker: SpacedMarker)? {
        let utf8 = Array(line.utf8)
        let stars = column - 1
        guard stars >= 0, stars < utf8.count else { return nil }
        var end = stars
        while end < utf8.count, utf8[end] == UInt8(ascii: "*") { end += 1 }
        // Runs between white space, by byte offset.
        var spaced: [Int] = []
        var index = 0
        while index < utf8.count {
            guard utf8[index] == UInt8(ascii: "*") else {
                index += 1
                continue
            }
            let start = index
            while index < utf8.count, utf8[index] == UInt8(ascii: "*") { index += 1 }
            if (2...3).contains(index - start), start == 0 || utf8[start - 1] != UInt8(ascii: "\\"),
                isWhiteSpace(before: start, in: utf8), isWhiteSpace(at: index, in: utf8)
            {
                spaced.append(start)
            }
        }
        func starless(_ range: Range<Int>) -> Bool { !utf8[range].contains(UInt8(ascii: "*")) }
        if !isWhiteSpace(before: stars, in: utf8), let before = spaced.last(where: { $0 < stars }) {
            var after = before
            while utf8[after] == UInt8(ascii: "*") { after += 1 }
            if starless(after..<stars) { return (before + 1, .opener) }
        }
        if !isWhiteSpace(at: end, in: utf8), let after = spaced.first(where: { $0 >= end }), starless(end..<after) {
            return (after + 1, .closer)
        }
        return nil
    }

    /// The closing mark of each ASCII bracket and quote.
    private static let closing: [UInt8: UInt8] = [
        UInt8(ascii: "("): UInt8(ascii: ")"), UInt8(ascii: "["): UInt8(ascii: "]"),
        UInt8(ascii: "{"): UInt8(ascii: "}"),
        UInt8(ascii: "<"): UInt8(ascii: ">"), UInt8(ascii: "'"): UInt8(ascii: "'"),
        UInt8(ascii: "\""): UInt8(ascii: "\""),
        UInt8(ascii: "`"): UInt8(ascii: "`"),
    ]

    /// Whether the character starting at byte `index` of `bytes` is white space, or `index` is the end.
    private static func isWhiteSpace(at index: Int, in bytes: [UInt8]) -> Bool {
        guard index < bytes.count else { return true }
        if bytes[index] < 0x80 { return bytes[index] == 0x20 || bytes[index] == 0x09 }
        let scalar = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).unicodeScalars.first
        return scalar?.properties.isWhitespace ?? false
    }

    /// Whether the character ending just before byte `index` of `bytes` is white space, or `index` is 0.
    private static func isWhiteSpace(before index: Int, in bytes: [UInt8]) -> Bool {
        guard index > 0 else { return true }
        var lead = index - 1
        while lead > 0, index - lead < 4, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        return isWhiteSpace(at: lead, in: bytes)
    }

    /// Lines `range` of `markdown` joined with `\n`: one slice of the page's text (see
    /// ``SourceLines/text(ofLines:)``).
    static func text(ofLines range: ClosedRange<Int>, in markdown: MarkdownDocument) -> String {
        markdown.sourceLines.text(ofLines: range)
    }

    /// A receiver that is a plain name (`XYZClient`), or `nil` for expressions.
    static func plainReceiver(_ receiver: String) -> String? {
        // Bytes first: an ASCII name (the usual receiver) needs no character classes.
        if receiver.isASCII {
            return receiver.utf8.allSatisfy { FastText.isASCIIAlphanumeric($0) || $0 == UInt8(ascii: "_") }
                ? receiver : nil
        }
        return receiver.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? receiver : nil
    }
}

extension Array {
    /// Appends the elements of `other`. Into an empty array (a page's first table) it takes
    /// `other`'s storage: appended, each element is copied, and a fact's copy retains each of its
    /// strings.
    mutating func append(taking other: consuming [Element]) {
        if isEmpty {
            self = other
        } else {
            self += other
        }
    }
}
