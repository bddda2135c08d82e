import Testing

@testable import ErrataCore

@Suite("Error codes from tables")
struct ErrorTableExtractionTests {
    @Test("Reads category, escaped symbols, numbers and descriptions, carrying categories down")
    func wellFormedTable() throws {
        let facts = try Fixture.facts("error-table.md")
        let rows = facts.definitions.map { "\($0.symbol)=\($0.code) [\($0.category ?? "-")] @\($0.location.line)" }
        #expect(
            rows == [
                "TCGB_ERROR_INVALID_MEMBER=6 [Auth] @7",
                "TCGB_ERROR_BANNED_MEMBER=7 [Auth] @8",
                "TCGB_ERROR_SOCKET_ERROR=110 [Network] @9",
                "TCGB_ERROR_SOCKET_CLOSED=110 [Network] @9",
                "TCGB_ERROR_TIMEOUT=71 [Network] @10",
            ])
        #expect(facts.definitions[1].description == "Member is banned.\nCheck the ban info.")
        #expect(facts.definitions[0].section == ["Errors", "Error Handling"])
        #expect(facts.definitions[0].location.column == 10)
    }

    @Test("A page named for errors, its title in front matter, lists errors under a header of codes and names")
    func errorPageTitledInFrontMatter() throws {
        let text = try Fixture.text("error-table-titled-page.md")
        // The same table on a page named otherwise, under no heading about errors, lists names and values.
        for (page, expected) in [
            ("reference/errors", ["networkUnavailable 8193", "requestTimeout 8194"]), ("guide", []),
        ] {
            let facts = Fixture.facts(markdown: text, language: "en", path: "en/\(page).md", page: page)
            #expect(facts.definitions.map { "\($0.symbol) \($0.code)" } == expected)
        }
    }

    @Test("An HTTP status column, mostly dashes, names no states: the rows are errors; a dash is no message")
    func httpStatusColumn() throws {
        let facts = try Fixture.facts("error-table-http-status.md")
        #expect(facts.setAsideTables.isEmpty)
        #expect(
            facts.definitions.map { "\($0.symbol)=\($0.code) \($0.description ?? "none")" } == [
                "CONNECTION_FAILED=80000 The client could not connect.", "CONNECTION_TIMEOUT=80001 none",
                "PROTOCOL_UNSUPPORTED=80005 The protocol version is not supported.",
            ])
    }

    @Test("HTTP statuses beside no symbol are HTTP's codes, not the product's; a code column beside text is")
    func httpStatusesWithoutSymbols() throws {
        let facts = try Fixture.facts("error-table-http-status-unnamed.md", language: "zh")
        // The codes named by strings beside the statuses are the product's; a dash is a status without one.
        #expect(
            facts.definitions.map { "\(NamedCode.text($0.code)) \($0.description ?? "")" } == [
                "E2004 不支持的证件", "E1001 认证失败", "50001 不支持的操作",
            ])
        #expect(facts.unreadableRows.isEmpty)
    }

    @Test("A dash in the code column is no code: a later code column's number is not the row's")
    func dashForCode() throws {
        let facts = try Fixture.facts("error-table-dash-code.md")
        #expect(facts.definitions.map { "\($0.symbol)=\($0.code)" } == ["DEMO_TIMEOUT=101"])
        #expect(facts.unreadableRows.isEmpty)
    }

    @Test("A gRPC status column names no states; a table of protocols' statuses alone maps them, lists no errors")
    func grpcStatusColumn() throws {
        let facts = try Fixture.facts("error-table-grpc-status.md", language: "ko")
        #expect(
            facts.definitions.map { "\($0.symbol)=\($0.code) \($0.description ?? "none")" } == [
                "DEVICE_NOT_FOUND=1001 디바이스를 찾을 수 없습니다.", "DEVICE_EXISTS=1002 같은 ID의 디바이스가 이미 있습니다.",
            ])
        #expect(
            facts.setAsideTables.map { "\($0.location.line) \($0.reason)" } == [
                "14 its columns are protocols' statuses ('gRPC 상태', 'HTTP 상태'), not errors"
            ])
    }

    @Test("A heading about states under one about errors groups errors; under the page's title alone it lists states")
    func stateGroupOfErrors() throws {
        let facts = try Fixture.facts("error-table-state-group.md")
        #expect(
            facts.definitions.map { "\($0.symbol)=\($0.code)" } == ["networkUnavailable=-1001", "paymentExpired=5001"])
        #expect(
            facts.setAsideTables.map { "\($0.location.line) \($0.reason)" } == [
                "21 it stands under 'Order states', a heading about states, not errors"
            ])
    }

    @Test("A column headed as an enum's cases (`ケース`, `케이스`) holds the symbols, before or after the codes")
    func caseColumn() throws {
        let facts = try Fixture.facts("error-table-case-column.md", language: "ja")
        #expect(facts.definitions.map { "\($0.symbol)=\($0.code)" } == ["notConnected=100", "timedOut=101"])
    }

    @Test("A table of codes and messages without symbols, under a heading of a page about errors, lists errors")
    func symbollessModuleTable() throws {
        let facts = try Fixture.facts("error-table-module-section.md")
        // Not the table of modules beside it: no message column.
        #expect(
            facts.definitions.map { "\($0.code) \($0.description ?? "")" } == [
                "20001 Failed to parse the manifest", "20002 Manifest signature verification failed",
            ])
    }

    @Test("A column headed as symbols holds symbols however cased (a case with its type: its name), never groups")
    func symbolColumn() throws {
        let facts = try Fixture.facts("error-table-symbol-column.md", language: "ko")
        #expect(
            facts.definitions.map { "\($0.symbol)=\($0.code) \($0.group ?? "-")" } == [
                "XYZPushErrorRegistrationFailed=201 -", "XYZPushErrorExtensionNotFound=202 -",
                "UnsupportedPlatform=301 -", "notInitialized=-1 -", "invalidAppKey=-2 -",
            ])
        #expect(facts.parameters.map(\.key) == ["retryCount"])
        #expect(facts.unreadableRows.isEmpty)
    }

    @Test("A row's code is in the column whose header names a code and no state, nearest the symbol")
    func codeColumn() throws {
        let facts = try Fixture.facts("error-table-code-column.md", language: "ko")
        #expect(
            facts.definitions.map { "\($0.symbol)=\($0.code) hex:\($0.hexadecimal) \($0.description ?? "-")" } == [
                "INVALID_APP_KEY=-1001 hex:false 앱 키가 올바르지 않습니다.",
                "INVALID_SECRET_KEY=-1002 hex:false 시크릿 키가 올바르지 않습니다.",
                "DEMO_ERROR_APPKEY_VERIFIER=459777 hex:true App key check failed.",
            ])
    }

    @Test("Reads a table that lost its leading pipes and merged cells, with a row broken over two lines")
    func shiftedTable() throws {
        let facts = try Fixture.facts("error-table-shifted.md", language: "ja")
        let rows = facts.definitions.map { "\($0.symbol)=\($0.code) [\($0.category ?? "-")] @\($0.location.line)" }
        #expect(
            rows == [
                "TCGB_ERROR_INVALID_MEMBER=6 [Auth] @4",
                "TCGB_ERROR_BANNED_MEMBER=7 [Auth] @5",
                "TCGB_ERROR_AUTH_EXTERNAL_LIBRARY_ERROR=3009 [Auth] @6",
                "TCGB_ERROR_AUTH_TOKEN_LOGIN_FAILED=3101 [Login] @8",
                "TCGB_ERROR_AUTH_TOKEN_LOGIN_INVALID_TOKEN_INFO=3102 [Login] @9",
            ])
        #expect(facts.definitions[1].description == "制裁中の会員です。")
        #expect(facts.definitions[2].description == "外部ライブラリエラーです。 詳細を確認してください。")
    }

    @Test("A code column before the symbols beside one after them: the one before is the row's code")
    func codeColumnsAroundSymbol() {
        let markdown = """
            ## Server result codes

            | resultCode | resultMessage | Description | SDK result code |
            |---|---|---|---|
            | -1001 | INVALID_APPKEY | The app key does not exist. | -3 |
            | -2002 | SLOT_VERSION_CONFLICT | The version differs. | 2002 |
            """
        let facts = Fixture.facts(markdown: markdown, language: "en")
        #expect(
            facts.definitions.map { "\($0.symbol) \($0.code)" } == [
                "INVALID_APPKEY -1001", "SLOT_VERSION_CONFLICT -2002",
            ])
    }

    @Test("A column saying what to do about a code is never its message; one that also describes it is")
    func remedyColumn() {
        let markdown = """
            ## 오류 처리

            | 코드 | 이름 | 처리 방법 |
            | --- | --- | --- |
            | 5005 | DEMO_PURCHASE_CANCELED | 별도 처리 불필요 |

            | 코드 | 이름 | 설명 및 조치 |
            | --- | --- | --- |
            | 5006 | DEMO_PURCHASE_PENDING | 결제가 보류 중입니다. 잠시 후 조회하십시오. |

            | Code | Name | What to do |
            | --- | --- | --- |
            | 5007 | DEMO_ALREADY_OWNED | Consume the item first. |

            | resultCode | resultMessage | 対応 |
            | --- | --- | --- |
            | 5008 | DEMO_RECEIPT_INVALID | アイテムを付与しない |

            | resultCode | resultMessage | 處理方式 |
            | --- | --- | --- |
            | 5009 | DEMO_RECEIPT_USED | 不再發放道具 |
            """
        let facts = Fixture.facts(markdown: markdown, language: "ko")
        #expect(
            facts.definitions.map { "\($0.code) \($0.description ?? "-")" } == [
                "5005 -", "5006 결제가 보류 중입니다. 잠시 후 조회하십시오.", "5007 -", "5008 -", "5009 -",
            ])
    }

    @Test("A header naming an error type heads its cases' names; another name does not")
    func errorTypeHeader() {
        #expect(ErrorTableColumns.namesErrorType("AdErrorCode"))
        #expect(ErrorTableColumns.namesErrorType("XYZResult"))
        #expect(!ErrorTableColumns.namesErrorType("IdP"))
        #expect(!ErrorTableColumns.namesErrorType("AppStore"))
    }

    @Test("Beside a message column (the API's text), a description or reason column is the code's message")
    func messageAndDescriptionColumns() throws {
        let facts = try Fixture.facts("error-table-message-column/ko.md", language: "ko")
        #expect(
            facts.definitions.map { "\($0.code) \($0.description ?? "-")" } == [
                "4000001 잘못된 인자",
                // An empty description: the message, rather than the note after it.
                "4010001 INVALID APPKEY",
                "68 서명 정보가 존재하지 않음",
            ])
    }

    @Test("A row whose description continues on the next line gets the whole description")
    func continuationRow() {
        let markdown = """
            Intro text.
            Error | Error Code | Description |
            ---|---|---|
            TCGB_ERROR_ONE | 1 | first half
            second half |
            TCGB_ERROR_TWO | 2 | two |
            """
        let facts = Fixture.facts(markdown: markdown, language: "ja")
        #expect(facts.definitions.map(\.symbol) == ["TCGB_ERROR_ONE", "TCGB_ERROR_TWO"])
        #expect(facts.definitions[0].description == "first half second half")
    }

    @Test("Codes in hexadecimal are read; a row errata cannot read is not taken for the tail of the row above")
    func unreadableRows() throws {
        let facts = try Fixture.facts("error-table-unreadable-rows.md")
        #expect(
            facts.definitions.map { "\($0.symbol)=\($0.code): \($0.description ?? "-")" } == [
                "NETWORK_ERROR=-1: Network error.",
                "TIMEOUT_ERROR=31: Timed out.",
                "PERMISSION_DENIED=2147483647: Denied.",
                "SERVER_ERROR=500: The server failed and may be retried.",
            ])
        // A code that is no number leaves its symbol without one.
        #expect(facts.mentions.filter { $0.code == nil }.map(\.symbol).contains("NOT_HEX"))
    }

    @Test(
        "A row of one text cell: a category in the symbols' column, a description's tail after it or on a broken line")
    func categoryRows() throws {
        let facts = try Fixture.facts("error-table-category-rows.md")
        #expect(
            facts.definitions.map { "\($0.category ?? "-") \($0.symbol)=\($0.code): \($0.description ?? "-")" } == [
                "Auth AUTH_USER_CANCELED=3001: The user canceled the login.",
                "Auth AUTH_BANNED_USER=3005: The user is banned until the ban ends.",
                "Network NETWORK_TIMEOUT=101: Timed out.",
                "Purchase PURCHASE_FAILED=4001: The purchase failed.",
                "Push PUSH_DISABLED=5001: Push is off.",
            ])
        #expect(ErrorTableReader.isBrokenRow("the login. |", header: "| Error | Code |"))
        #expect(!ErrorTableReader.isBrokenRow("| Auth | |", header: "| Error | Code |"))
        #expect(ErrorTableReader.isBrokenRow("failed.", header: "Error | Code"))
        #expect(!ErrorTableReader.isBrokenRow("Push | |", header: "Error | Code"))
        #expect(
            ["| a | b |", "a | b", "a \\| b | c", "| a |", "|"].map(ErrorTableReader.cellCount) == [2, 2, 2, 1, 1])
    }

    @Test("One-word symbols (UNAUTHORIZED) in the column where the table's other rows have symbols")
    func loneWordSymbols() throws {
        // `Internal` is no symbol (not in capitals); the second table has no symbol to go by.
        let facts = try Fixture.facts("error-table-lone-words.md")
        #expect(
            facts.definitions.map { "\($0.symbol)=\($0.code)" } == [
                "INVALID_PARAMETER=40001", "UNAUTHORIZED=40101", "FORBIDDEN=40301",
            ])
        #expect(["OK", "E2BIG", "TIMEOUT"].allSatisfy(ErrorTableReader.isLoneWordSymbol))
        #expect(!["A", "Ok", "2FA", "NOT FOUND", "ÉCHEC", ""].contains(where: ErrorTableReader.isLoneWordSymbol))
    }

    @Test("Tables in MkDocs' content tabs and admonitions are read, at their places on the page")
    func mkdocsBlocks() throws {
        let facts = try Fixture.facts("error-table-mkdocs-tabs.md")
        #expect(
            facts.definitions.map { "\($0.symbol)=\($0.code) \($0.location.line):\($0.location.column)" } == [
                "AUTH_USER_CANCELED=3001 7:7", "AUTH_BANNED_USER=3005 14:11",
            ])
    }

    @Test("Codes in hexadecimal: which cells write them so, which products, and how they are written back")
    func hexadecimalNotation() throws {
        let facts = try Fixture.facts("error-table-unreadable-rows.md")
        #expect(facts.definitions.map(\.hexadecimal) == [false, true, true, false])
        #expect(
            ["0x1F", "**0X7fffFFFF**", "AUTH_X(0x1f)", "AUTH_X<br>0x01"].allSatisfy(NumberText.writesHexadecimal))
        #expect(!["31", "ERROR_10X_LIMIT(5)", "0x", "0xG", "x0"].contains(where: NumberText.writesHexadecimal))
        #expect(
            [(31, true), (10, true), (0, true), (2_147_942_414, true), (-1, true), (31, false)].map {
                CodeNotation.text($0.0, hexadecimal: $0.1)
            } == ["0x1F", "0x0A", "0x00", "0x8007000E", "-1", "31"])
        #expect(!CodeNotation.isHexadecimal(facts.definitions))
        #expect(CodeNotation.isHexadecimal(facts.definitions.dropFirst()))
    }

    @Test("Reads tables that give the code first and symbols named with their type; a column of row numbers is no code")
    func codeFirst() throws {
        let facts = try Fixture.facts("error-table-code-first.md")
        #expect(
            facts.definitions.map { "\($0.symbol)=\($0.code): \($0.description ?? "-") @\($0.location)" } == [
                "AUTH_USER_CANCELED=3001: Login was canceled. @en/error-table-code-first.md:5:11",
                "AUTH_NOT_SUPPORTED_PROVIDER=3002: The provider is not supported. @en/error-table-code-first.md:6:10",
                "AUTH_TOKEN_EXPIRED=3003: The token expired. @en/error-table-code-first.md:7:10",
                "AUTH_LOGOUT_FAILED=3004: Logout failed. @en/error-table-code-first.md:8:10",
            ])
        #expect(facts.mentions.filter { $0.code == nil }.map(\.symbol) == ["TCGB_AUTH_GOOGLE", "TCGB_AUTH_APPLE"])
        #expect(["#", " No. ", "Index", "번호", "項番"].allSatisfy(ErrorTableReader.namesRowNumber))
        #expect(!["Code", "Error Code", "오류 번호", "Number", ""].contains(where: ErrorTableReader.namesRowNumber))
    }

    @Test("A symbol or a code with a note (`(deprecated)`, `*`, `(HTTP 400)`) is read without it")
    func notes() throws {
        let facts = try Fixture.facts("error-table-notes.md")
        #expect(
            facts.definitions.map { "\($0.symbol)=\($0.code): \($0.description ?? "-")" } == [
                "AUTH_ONE=3001: One (kept as written).",
                "AUTH_TWO=3002: Two",
                "AUTH_THREE=3003: Three",
                "AUTH_FOUR=3004: Four",
                "AUTH_FIVE=3005: Five",
                "AUTH_SIX=3006: Six",
                "AUTH_SEVEN=3007: Seven",
                "AUTH_EIGHT=3008: Eight",
            ])
        #expect(ErrorTableReader.withoutNotes("AUTH_X (a (b) c) *") == "AUTH_X")
        #expect(ErrorTableReader.withoutNotes("AUTH_X (3001) (old)") == "AUTH_X (3001)")
        #expect(ErrorTableReader.withoutNotes("AUTH_X (open") == nil)
        #expect(ErrorTableReader.withoutNotes("3009) x") == nil)
        #expect(ErrorTableReader.withoutNotes("AUTH_X") == nil)
        #expect(
            ["AUTH_X (a)", "AUTH_X*", "3009 (x)", "-1（x）", "Type.AUTH_X *"].allSatisfy(
                ErrorTableReader.startsLikeSymbolOrNumber))
        #expect(
            !["The user (a)", "오류 (x)", "(x) AUTH_X", "A-B (x)", "", " AUTH_X"].contains(
                where: ErrorTableReader.startsLikeSymbolOrNumber))
    }

    @Test("Reads small tables of the form SYMBOL(3602) | description")
    func smallTable() throws {
        let facts = try Fixture.facts("error-table-small.md")
        #expect(
            facts.definitions.map { "\($0.symbol)=\($0.code)" } == [
                "TCGB_ERROR_AUTH_WITHDRAW_ALREADY_TEMPORARY_WITHDRAW=3602",
                "TCGB_ERROR_AUTH_WITHDRAW_NOT_TEMPORARY_WITHDRAW=3603",
            ])
        #expect(facts.definitions[0].description == "Already withdrawn temporarily.")
        #expect(facts.definitions[0].category == nil)
    }

    @Test("Parameter tables and identifiers without numbers define no codes")
    func notErrorTables() throws {
        let facts = try Fixture.facts("not-error-tables.md")
        #expect(facts.definitions.isEmpty)
        #expect(facts.mentions.map(\.symbol) == ["HTTP_METHOD"])
    }

    @Test("A table of settings' defaults or registers' addresses lists parameters, not codes")
    func settingsTables() throws {
        let facts = try Fixture.facts("settings-tables.md")
        #expect(facts.definitions.map { "\($0.symbol)=\($0.code)" } == ["XYZ_ERR_TIMEOUT=-7"])
        #expect(facts.setAsideTables.isEmpty)
        #expect(
            facts.parameters.map(\.key) == [
                "XYZ_CFG_MAX_RETRIES", "XYZ_CFG_KEEPALIVE_S", "XYZ_REG_CTRL", "XYZ_REG_STATUS", "LOG_LEVEL",
            ])
    }

    @Test("A column headed as the message gives it, past a column of other text")
    func messageColumnLast() throws {
        let facts = try Fixture.facts("error-table-message-last.md")
        #expect(
            facts.definitions.map { "\($0.symbol) \($0.description ?? "-")" } == [
                "INVALID_TICKET The login ticket is invalid.", "LEADERBOARD_NOT_FOUND The leaderboard was not found.",
            ])
    }

    @Test("Codes without names under a heading that says they are not the product's are another program's")
    func otherProgramCodes() throws {
        let facts = try Fixture.facts("error-table-other-program.md")
        #expect(facts.definitions.map(\.code) == [4001, 4002])
        #expect(facts.setAsideTables.map(\.codes) == [[6, 28]])
    }
}
