import Testing

@testable import ErrataCore

@Suite("Text from the docs in generated code")
struct SwiftLiteralTests {
    @Test("String literals escape quotes, backslashes, interpolation, newlines and bidi controls")
    func literals() {
        #expect(SwiftLiteral.string(#"say "hi" \(x)"#) == #""say \"hi\" \\(x)""#)
        #expect(SwiftLiteral.string("a\nb\u{202E}c") == #""a\nb\u{202E}c""#)
        #expect(SwiftLiteral.string("제재된 회원") == "\"제재된 회원\"")
    }

    @Test("Comment text cannot end the comment or break the line")
    func comments() {
        #expect(SwiftLiteral.commentText("a */ b\nc") == "a * / b c")
        #expect(SwiftLiteral.docLines("one\ntwo", indent: "") == ["/// one", "/// two"])
    }

    @Test(".strings values escape quotes, backslashes and control characters")
    func strings() {
        #expect(StringsEmitter.quoted("a \"b\" \\ %@\n") == #""a \"b\" \\ %@\n""#)
    }

    @Test("Swift names: camel case, keywords escaped, digits and empty names made valid")
    func names() {
        #expect(SwiftIdentifier.lowerCamelCase(["BANNED", "MEMBER"]) == "bannedMember")
        #expect(SwiftIdentifier.lowerCamelCase(["3RD", "PARTY"]) == "_3rdParty")
        #expect(SwiftIdentifier.lowerCamelCase([]) == "unnamed")
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.isValidTypeName("GamebaseError"))
        #expect(!SwiftIdentifier.isValidTypeName("Type"))
        #expect(!SwiftIdentifier.isValidTypeName("1Error"))
        // The grammar's sets beyond ASCII, less invisible format characters.
        #expect(SwiftIdentifier.isValidTypeName("오류"))
        #expect(SwiftIdentifier.isValidTypeName("Café\u{301}Error"))
        #expect(!SwiftIdentifier.isValidTypeName("\u{301}Error"))
        #expect(!SwiftIdentifier.isValidTypeName("A\u{202E}B"))
        #expect(!SwiftIdentifier.isValidTypeName("A\u{200B}B"))
        #expect(!SwiftIdentifier.isValidTypeName("A-B"))
        #expect(SwiftIdentifier.enumNameProblem("Bundle") != nil)
        #expect(SwiftIdentifier.enumNameProblem("DemoError") == nil)
    }

    /// The identifiers of Swift code outside comments and string literals.
    static func identifiers(in code: String) -> Set<String> {
        var names: Set<String> = []
        for line in code.split(separator: "\n") {
            var text = Substring(line)
            if let comment = text.range(of: "//") { text = text[..<comment.lowerBound] }
            // Literals here hold no escaped quote of their own (the fixture's texts have none).
            var outside = ""
            var inString = false
            var previous: Character = " "
            for character in text {
                if character == "\"" && previous != "\\" {
                    inString.toggle()
                } else if !inString {
                    outside.append(character)
                }
                previous = character
            }
            var word = ""
            for scalar in (outside + " ").unicodeScalars {
                if SwiftIdentifier.isIdentifierHead(scalar)
                    || (!word.isEmpty && SwiftIdentifier.isIdentifierCharacter(scalar))
                {
                    word.unicodeScalars.append(scalar)
                } else {
                    if !word.isEmpty { names.insert(word) }
                    word = ""
                }
            }
        }
        return names
    }

    @Test(
        "The names the generated code uses are all in SwiftEmitter.namesInGeneratedCode",
        arguments: [
            SwiftEmitter.Messages.bundle, .embedded,
        ])
    func namesInGeneratedCode(_ messages: SwiftEmitter.Messages) throws {
        let product = EmitterFixture.product()
        let files = try SwiftEmitter(messages: messages).emit(product)
        let code = String(decoding: try #require(files.first).contents, as: UTF8.self)
        let plan = EnumPlan(catalog: product.catalog, typeName: product.config.swift.enumName)
        let declared = Set(plan.cases.map(\.name)).union([product.config.swift.enumName])
        let unlisted = Self.identifiers(in: code).subtracting(SwiftIdentifier.keywords).subtracting(declared)
            .subtracting(SwiftEmitter.namesInGeneratedCode)
        #expect(unlisted.isEmpty, "names the list lacks: \(unlisted.sorted())")
        #expect(Self.identifiers(in: code).contains("Bundle") == (messages == .bundle))
    }

    @Test("A case the guides write in lower camel case keeps its name; a constant's is made lower camel case")
    func caseNamesInCamelCase() throws {
        let facts = try Fixture.facts("error-table-case-column.md", language: "ja")
        let product = Reconciler().reconcile(ReconcilerTests.product(["ja"]), facts: [facts])
        #expect(
            EnumPlan(catalog: product.catalog, typeName: "DemoError").cases.map(\.name) == ["notConnected", "timedOut"])
        #expect(EnumPlan.isLowerCamelCase("tlsHandshakeFailed"))
        #expect(!EnumPlan.isLowerCamelCase("NOT_CONNECTED") && !EnumPlan.isLowerCamelCase("timeout"))
    }
}
