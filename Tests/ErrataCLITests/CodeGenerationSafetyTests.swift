import ErrataTestSupport
import Foundation
import Testing

/// Guides written to break the generated code: descriptions, categories and symbols with quotes,
/// backslashes, `"""`, `\(`, `*/`, `#"`, format specifiers, line breaks, bidirectional controls,
/// Swift keywords, names that collide with each other or with the enum's own members, and a
/// symbol that is nothing but the shared prefix.
///
/// errata generates them, then the test compiles the generated targets in a small SwiftPM
/// package together with a program that prints every case's symbol, category and message in
/// every language, runs it, and compares each with the text as the guide states it. The
/// `.strings` files must pass `plutil -lint` and read back the same messages; the String
/// Catalog must be JSON with the same messages.
@Suite("Generated code from hostile guides compiles and means what the guides say")
struct CodeGenerationSafetyTests {
    /// One row of an error table, in both languages.
    struct Row {
        /// The symbol as written in the guide (Markdown escapes included).
        var markdownSymbol: String
        /// The code number in Korean (and in English unless `englishCode` is set).
        var code: Int
        /// The category cell as Markdown, and as read.
        var category: (markdown: String, text: String)
        /// The description cells as Markdown and as read, in Korean and in English (`nil`: no English row).
        var korean: (markdown: String, text: String)
        var english: (markdown: String, text: String)?
        /// A different number in the English table (which then loses to Korean).
        var englishCode: Int?

        /// The symbol as errata reads it.
        var symbol: String { markdownSymbol.replacingOccurrences(of: "\\_", with: "_") }
    }

    static let bidi = "\u{202E}evil\u{202C} \u{2066}isolated\u{2069} \u{200F}mark"

    /// Product `Hostile`: every symbol shares the prefix `TCGB_ERROR_`.
    static let hostileRows: [Row] = [
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_QUOTES", code: 1,
            category: (##"Quotes "q" \\ \*/ #"x"#"##, ##"Quotes "q" \ */ #"x"#"##),
            korean: (#"따옴표 "인용" 그리고 \\ 백슬래시"#, #"따옴표 "인용" 그리고 \ 백슬래시"#),
            english: (#"Say "hi" and a back\\slash"#, #"Say "hi" and a back\slash"#)),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_TRIPLE", code: 2, category: ("", ##"Quotes "q" \ */ #"x"#"##),
            korean: (#""""세 개""" 그리고 \\(보간)"#, #""""세 개""" 그리고 \(보간)"#),
            english: (
                ##""""triple""" and #"raw"# and \\(interpolation) and \\u{41}"##,
                ##""""triple""" and #"raw"# and \(interpolation) and \u{41}"##
            )),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_COMMENT", code: 3, category: ("Comments \\*/ /\\*", "Comments */ /*"),
            korean: ("주석을 닫는 \\*/ 그리고 여는 /\\*", "주석을 닫는 */ 그리고 여는 /*"),
            english: (
                "ends \\*/ a comment, opens /\\* one, // and /// too", "ends */ a comment, opens /* one, // and /// too"
            )),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_FORMAT", code: 4, category: ("%@ %d", "%@ %d"),
            korean: ("형식 %@ 와 %d 와 %1$s 와 %%", "형식 %@ 와 %d 와 %1$s 와 %%"),
            english: ("format %@ and %d and %1$s and %% and %n", "format %@ and %d and %1$s and %% and %n")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_NEWLINE", code: 5, category: ("Line<br/>Breaks", "Line\nBreaks"),
            korean: ("첫 줄<br/>둘째 줄<br>셋째 줄", "첫 줄\n둘째 줄\n셋째 줄"),
            english: ("first line<br/>second line<br>third line", "first line\nsecond line\nthird line")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_BIDI", code: 6, category: ("Bidi \(bidi)", "Bidi \(bidi)"),
            korean: ("양방향 \(bidi) 끝", "양방향 \(bidi) 끝"),
            english: ("bidirectional \(bidi) end", "bidirectional \(bidi) end")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_DEFAULT", code: 7, category: ("Keywords", "Keywords"),
            korean: ("기본값", "기본값"), english: ("default", "default"), englishCode: 107),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_SELF", code: 8, category: ("", "Keywords"),
            korean: ("자기 자신", "자기 자신"), english: ("self", "self")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_TYPE", code: 9, category: ("", "Keywords"),
            korean: ("타입", "타입"), english: ("Type", "Type")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_INIT", code: 10, category: ("", "Keywords"),
            korean: ("초기화", "초기화"), english: ("init", "init")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_FOO\\_1", code: 11, category: ("Collisions", "Collisions"),
            korean: ("푸 1", "푸 1"), english: ("foo 1", "foo 1")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_FOO1", code: 12, category: ("", "Collisions"),
            korean: ("푸1", "푸1"), english: ("foo1", "foo1")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_ALL\\_CASES", code: 13, category: ("Members", "Members"),
            korean: ("모든 경우", "모든 경우"), english: ("all cases", "all cases")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_BUNDLE", code: 14, category: ("", "Members"),
            korean: ("번들", "번들"), english: ("bundle", "bundle")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_TABLE\\_NAME", code: 15, category: ("", "Members"),
            korean: ("표 이름", "표 이름"), english: ("table name", "table name")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_MESSAGE", code: 16, category: ("", "Members"),
            korean: ("메시지", "메시지"), english: ("message", "message")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_RAW\\_VALUE", code: 17, category: ("", "Members"),
            korean: ("원시 값", "원시 값"), english: ("raw value", "raw value")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_ERROR\\_DOMAIN", code: 18, category: ("", "Members"),
            korean: ("오류 도메인", "오류 도메인"), english: ("error domain", "error domain")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_SOURCE\\_LANGUAGE", code: 19, category: ("", "Members"),
            korean: ("원본 언어", "원본 언어"), english: ("source language", "source language")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_LANGUAGES", code: 20, category: ("", "Members"),
            korean: ("언어들", "언어들"), english: ("languages", "languages")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_3RD\\_PARTY", code: 21, category: ("Digits", "Digits"),
            korean: ("서드 파티 (영어 없음)", "서드 파티 (영어 없음)"), english: nil),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_404", code: 404, category: ("", "Digits"),
            korean: ("찾을 수 없음", "찾을 수 없음"), english: ("not found", "not found")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_NEGATIVE", code: -1, category: ("", "Digits"),
            korean: ("음수", "음수"), english: ("negative", "negative")),
    ]

    /// Product `Prefix`: one symbol is nothing but the prefix the others share.
    static let prefixRows: [Row] = [
        Row(
            markdownSymbol: "TCGB\\_ERROR", code: 1, category: ("Prefix", "Prefix"),
            korean: ("접두사뿐", "접두사뿐"), english: ("only the prefix", "only the prefix")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_A", code: 2, category: ("", "Prefix"),
            korean: ("에이", "에이"), english: ("a", "a")),
        Row(
            markdownSymbol: "TCGB\\_ERROR\\_B", code: 3, category: ("", "Prefix"),
            korean: ("비", "비"), english: ("b", "b")),
    ]

    static func page(_ rows: [Row], english: Bool) -> String {
        var lines = ["# Errors", "", "| Category | Error | Error Code | Description |", "| --- | --- | --- | --- |"]
        for row in rows {
            guard let description = english ? row.english?.markdown : row.korean.markdown else { continue }
            let code = english ? (row.englishCode ?? row.code) : row.code
            lines.append("| \(row.category.markdown) | \(row.markdownSymbol) | \(code) | \(description) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let config = """
        version: 1
        products:
          hostile:
            name: Hostile
            source: ko
            languages:
              ko: ko
              en: en
          prefix:
            name: Prefix
            source: ko
            languages:
              ko: ko
              en: en
        """

    /// What the dump program prints for one raw value.
    struct Entry: Codable, Equatable {
        var product: String
        var raw: Int
        var symbol: String
        var category: String?
        var messages: [String: String]
    }

    /// What the dump program prints.
    struct Dump: Codable {
        /// One entry per raw value asked for.
        var entries: [Entry]
        /// Each product's `allCases`, as raw values.
        var allCases: [String: [Int]]
        /// Each case referenced by the name the generated code gives it, with its raw value.
        var named: [String: Int]
    }

    @Test("The generated enums compile, and every symbol, category and message reads back as the guide states it")
    func compileAndRead() throws {
        let runner = try ErrataRunner()
        try runner.write(Self.config + "\n", to: "errata.yml")
        for (product, rows) in [("hostile", Self.hostileRows), ("prefix", Self.prefixRows)] {
            try runner.write(Self.page(rows, english: false), to: "docs-src/\(product)/ko/errors.md")
            try runner.write(Self.page(rows, english: true), to: "docs-src/\(product)/en/errors.md")
        }
        let result = try runner.build(["--quiet"])
        try #require(result.exitCode == 0, "\(result.stderr)")

        // The .strings files pass plutil -lint (when there is one) and read back exactly.
        for (product, rows) in [("Hostile", Self.hostileRows), ("Prefix", Self.prefixRows)] {
            for language in ["ko", "en"] {
                let path = "generated/\(product)/Resources/\(language).lproj/\(product)Error.strings"
                if let plutil = Self.plutil {
                    let lint = try Self.run(plutil, ["-lint", runner.url(path).path])
                    #expect(lint.status == 0, "plutil -lint \(path): \(lint.output)")
                }
                let table = try #require(
                    try PropertyListSerialization.propertyList(from: runner.data(path), format: nil)
                        as? [String: String])
                for row in rows {
                    #expect(table[row.symbol] == Self.message(row, language), "\(path): \(row.symbol)")
                }
            }
            let catalogPath = "generated/\(product)/Resources/\(product)Error.xcstrings"
            let catalog = try #require(
                try JSONSerialization.jsonObject(with: runner.data(catalogPath)) as? [String: Any])
            let strings = try #require(catalog["strings"] as? [String: [String: Any]])
            for row in rows {
                let localizations = strings[row.symbol]?["localizations"] as? [String: [String: [String: String]]]
                #expect(
                    localizations?["ko"]?["stringUnit"]?["value"] == row.korean.text, "\(catalogPath): \(row.symbol)")
                if let english = row.english {
                    #expect(localizations?["en"]?["stringUnit"]?["value"] == english.text, "\(row.symbol)")
                }
            }
        }

        // Compile the generated targets with a program that reads them back.
        let package = try Self.packageFolder()
        for product in ["Hostile", "Prefix"] {
            try Self.mirror(runner.url("generated/\(product)"), to: package.appendingPathComponent(product))
        }
        let swiftSources = try ["Hostile", "Prefix"].map {
            try runner.text("generated/\($0)/Swift/\($0)Error.swift")
        }
        try Self.writeIfChanged(Self.packageManifest, to: package.appendingPathComponent("Package.swift"))
        try Self.writeIfChanged(
            Self.dumpProgram(hostile: swiftSources[0], prefix: swiftSources[1]),
            to: package.appendingPathComponent("Dump/main.swift"))
        let build = try Self.run(
            "/usr/bin/env",
            [
                "swift", "build", "--package-path", package.path, "--scratch-path",
                package.appendingPathComponent(".build").path,
                "--product", "Dump",
            ])
        try #require(build.status == 0, "the generated code does not compile:\n\(build.output)")
        let warnings = build.output.split(separator: "\n").filter {
            $0.contains("warning:") && ($0.contains("/Hostile/") || $0.contains("/Prefix/"))
        }
        #expect(warnings.isEmpty, "warnings in the generated code:\n\(warnings.joined(separator: "\n"))")

        var arguments: [String] = []
        for row in Self.hostileRows {
            arguments.append("Hostile:\(row.code)")
            if let englishCode = row.englishCode { arguments.append("Hostile:\(englishCode)") }
        }
        arguments += Self.prefixRows.map { "Prefix:\($0.code)" }
        let dump = try Self.run(package.appendingPathComponent(".build/debug/Dump").path, arguments)
        try #require(dump.status == 0, "\(dump.output)")
        let json = try #require(dump.output.split(separator: "\n").last { $0.hasPrefix("{") }, "\(dump.output)")
        let decoded = try JSONDecoder().decode(Dump.self, from: Data(json.utf8))

        var expected: [Entry] = []
        for (product, rows) in [("Hostile", Self.hostileRows), ("Prefix", Self.prefixRows)] {
            for row in rows {
                let entry = Entry(
                    product: product, raw: row.code, symbol: row.symbol, category: row.category.text,
                    messages: ["ko": Self.message(row, "ko"), "en": Self.message(row, "en")])
                expected.append(entry)
                if let englishCode = row.englishCode {
                    var alias = entry
                    alias.raw = englishCode
                    expected.append(alias)
                }
            }
        }
        #expect(decoded.entries.count == expected.count)
        for (actual, wanted) in zip(decoded.entries, expected) {
            #expect(actual == wanted)
        }
        // Every current case, once; the deprecated alias is not among them.
        #expect(decoded.allCases["Hostile"] == Self.hostileRows.map(\.code).sorted())
        #expect(decoded.allCases["Prefix"] == Self.prefixRows.map(\.code).sorted())
        // Each case name in the generated source stands for the number written beside it.
        let declared = Self.declaredCases(swiftSources[0], product: "Hostile")
            .merging(Self.declaredCases(swiftSources[1], product: "Prefix")) { first, _ in first }
        #expect(decoded.named == declared)
        #expect(declared.count == Self.hostileRows.count + 1 + Self.prefixRows.count)
    }

    // MARK: - Expected values

    /// The message a language's bundle holds for a row: its own, else the source language's.
    static func message(_ row: Row, _ language: String) -> String {
        language == "en" ? row.english?.text ?? row.korean.text : row.korean.text
    }

    /// `case name = code` lines of generated source, as `Product.name` to code.
    static func declaredCases(_ source: String, product: String) -> [String: Int] {
        var cases: [String: Int] = [:]
        for line in source.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("case "), let equals = trimmed.firstIndex(of: "=") else { continue }
            let name = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 5)..<equals]
                .trimmingCharacters(in: .whitespaces)
            guard let code = Int(trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)) else {
                continue
            }
            cases["\(product).\(name)"] = code
        }
        return cases
    }

    // MARK: - The check package

    /// A folder that stays across test runs, so that the check package builds incrementally:
    /// one per build folder of this test bundle, in the system's temporary folder.
    static func packageFolder() throws -> URL {
        let key = ProcessInfo.processInfo.arguments.first ?? "tests"
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "errata-codegen-check-\(String(hash, radix: 16))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static let packageManifest = """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "ErrataCodegenCheck",
            defaultLocalization: "ko",
            targets: [
                .target(
                    name: "Hostile", path: "Hostile",
                    exclude: ["catalog.json", "report", "Resources/HostileError.xcstrings"],
                    sources: ["Swift"], resources: [.process("Resources")]),
                .target(
                    name: "Prefix", path: "Prefix",
                    exclude: ["catalog.json", "report", "Resources/PrefixError.xcstrings"],
                    sources: ["Swift"], resources: [.process("Resources")]),
                .executableTarget(name: "Dump", dependencies: ["Hostile", "Prefix"], path: "Dump"),
            ]
        )

        """

    /// A program that prints, as JSON, each asked-for case's symbol, category and messages, each
    /// product's `allCases`, and the raw value of every case referenced by its generated name.
    static func dumpProgram(hostile: String, prefix: String) -> String {
        let named = [("Hostile", hostile), ("Prefix", prefix)].flatMap { product, source in
            declaredCases(source, product: product).keys.sorted().map { name in
                "    named[\(String(reflecting: name))] = \(product)Error.\(name.split(separator: ".")[1]).rawValue"
            }
        }
        return """
            import Foundation
            import Hostile
            import Prefix

            struct Entry: Codable {
                var product: String
                var raw: Int
                var symbol: String
                var category: String?
                var messages: [String: String]
            }

            struct Dump: Codable {
                var entries: [Entry]
                var allCases: [String: [Int]]
                var named: [String: Int]
            }

            func entry(_ product: String, _ raw: Int) -> Entry {
                switch product {
                case "Hostile":
                    guard let value = HostileError(rawValue: raw) else { break }
                    return Entry(
                        product: product, raw: raw, symbol: value.documentedSymbol, category: value.category,
                        messages: ["ko": value.message(forLanguage: "ko") ?? "<none>",
                                   "en": value.message(forLanguage: "en") ?? "<none>"])
                default:
                    guard let value = PrefixError(rawValue: raw) else { break }
                    return Entry(
                        product: product, raw: raw, symbol: value.documentedSymbol, category: value.category,
                        messages: ["ko": value.message(forLanguage: "ko") ?? "<none>",
                                   "en": value.message(forLanguage: "en") ?? "<none>"])
                }
                return Entry(product: product, raw: raw, symbol: "<no case>", category: nil, messages: [:])
            }

            var named: [String: Int] = [:]
            \(named.joined(separator: "\n"))
            let entries = CommandLine.arguments.dropFirst().map { argument -> Entry in
                let parts = argument.split(separator: ":")
                return entry(String(parts[0]), Int(parts[1])!)
            }
            let dump = Dump(
                entries: entries,
                allCases: [
                    "Hostile": HostileError.allCases.map(\\.rawValue).sorted(),
                    "Prefix": PrefixError.allCases.map(\\.rawValue).sorted(),
                ],
                named: named)
            print(String(decoding: try! JSONEncoder().encode(dump), as: UTF8.self))

            """
    }

    /// Makes `destination` hold exactly the files of `source`, rewriting only those that differ
    /// (so that the check package builds incrementally).
    static func mirror(_ source: URL, to destination: URL) throws {
        let fileManager = FileManager.default
        var wanted: Set<String> = []
        if let enumerator = fileManager.enumerator(atPath: source.path) {
            while let relative = enumerator.nextObject() as? String {
                var isDirectory: ObjCBool = false
                let full = source.appendingPathComponent(relative)
                guard fileManager.fileExists(atPath: full.path, isDirectory: &isDirectory), !isDirectory.boolValue
                else { continue }
                wanted.insert(relative)
                try writeIfChanged(Data(contentsOf: full), to: destination.appendingPathComponent(relative))
            }
        }
        if let enumerator = fileManager.enumerator(atPath: destination.path) {
            var stale: [String] = []
            while let relative = enumerator.nextObject() as? String {
                var isDirectory: ObjCBool = false
                let full = destination.appendingPathComponent(relative)
                if fileManager.fileExists(atPath: full.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    !wanted.contains(relative)
                {
                    stale.append(relative)
                }
            }
            for relative in stale {
                try fileManager.removeItem(at: destination.appendingPathComponent(relative))
            }
        }
    }

    static func writeIfChanged(_ text: String, to url: URL) throws {
        try writeIfChanged(Data(text.utf8), to: url)
    }

    static func writeIfChanged(_ data: Data, to url: URL) throws {
        if (try? Data(contentsOf: url)) == data { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    // MARK: - Processes

    /// `plutil`, if the system or the toolchain has one.
    static let plutil: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/plutil" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// Runs a program; returns its exit status and its standard output and error, together.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("errata-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let termination = try Subprocess.run(
            executable, arguments, standardOutput: output.path, standardError: output.path)
        let status = termination.signaled ? 128 + termination.status : termination.status
        return (status, String(decoding: try Data(contentsOf: output), as: UTF8.self))
    }
}
