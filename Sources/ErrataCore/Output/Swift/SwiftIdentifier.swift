/// Swift names made from documentation text: valid, escaped where needed, never ambiguous.
enum SwiftIdentifier {
    /// Words Swift reserves; a name equal to one is written in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol", "_", "some", "any", "consume", "borrowing",
        "consuming", "copy", "discard", "each", "macro", "package", "sending",
    ]

    /// Names a case of a generated enum must not take: the members the generated code declares
    /// (`allCases`, `tableName`, `bundle`, `message`…), those Swift and Foundation give every
    /// error enum (`rawValue`, `errorDomain`, `localizedDescription`…), and the words that mean
    /// something else after a dot (`self`, `init`, `Type`). A case whose name would be one of them
    /// gets its code appended, like any other clash.
    static let reservedCaseNames: Set<String> = [
        "allCases", "tableName", "sourceLanguage", "languages", "bundle", "documentedSymbol", "category",
        "message", "messageTable", "errorDescription", "errorDomain", "errorCode", "errorUserInfo",
        "failureReason", "recoverySuggestion", "helpAnchor", "localizedDescription", "rawValue", "hashValue",
        "hash", "description", "debugDescription", "init", "deinit", "self", "Self", "Type", "Protocol", "super",
    ]

    /// Whether `name` can be used as a type name as it is: an identifier by Swift's grammar, and
    /// not a keyword.
    static func isValidTypeName(_ name: String) -> Bool {
        isIdentifier(name) && !keywords.contains(name)
    }

    /// Whether `name` is an identifier by the Swift grammar's identifier-head and
    /// identifier-character sets, less the invisible format characters those sets hold
    /// (bidirectional overrides, zero-width joiners): in a name they make it look like another.
    static func isIdentifier(_ name: String) -> Bool {
        let scalars = name.unicodeScalars
        guard let first = scalars.first, isIdentifierHead(first) else { return false }
        return scalars.allSatisfy { isIdentifierHead($0) || isIdentifierCharacter($0) }
    }

    /// The grammar's identifier-head, without format characters (general category Cf).
    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || value == 0x5F
        }
        guard scalar.properties.generalCategory != .format else { return false }
        return identifierHeadRanges.contains { $0.contains(value) }
            // Each supplementary plane, but its last two code points.
            || (value >= 0x10000 && value & 0xFFFF <= 0xFFFD && value <= 0xEFFFD)
    }

    /// The grammar's identifier-character beyond the heads: digits and combining marks.
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        default: false
        }
    }

    /// The identifier-head ranges of the Swift grammar outside ASCII, in the Basic Multilingual Plane.
    private static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
        0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
        0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
    ]

    /// Why `name` cannot name the generated enum, or `nil` when it can: it must be an identifier,
    /// not a keyword, and none of the names the generated code uses
    /// (``SwiftEmitter/namesInGeneratedCode``) or gives the enum's members
    /// (``reservedCaseNames``), which it would shadow.
    static func enumNameProblem(_ name: String) -> String? {
        guard isIdentifier(name) else {
            return "is not a Swift type name (an identifier: a letter or '_', then letters, digits or '_'; "
                + "no spaces, dashes, invisible or control characters)"
        }
        if keywords.contains(name) { return "is a Swift keyword" }
        if SwiftEmitter.namesInGeneratedCode.contains(name) || reservedCaseNames.contains(name) {
            return "is a name the generated code uses, which the enum would shadow "
                + "(\(SwiftEmitter.namesInGeneratedCode.filter { $0.first?.isUppercase == true }.sorted().joined(separator: ", "))…)"
        }
        return nil
    }

    /// A lower-camel-case name from upper-snake words: `["ACCOUNT", "LOCKED"]` → `accountLocked`.
    ///
    /// Characters that cannot stand in an identifier are dropped; a name that would start with a
    /// digit gets a leading `_`; an empty result is `unnamed`.
    static func lowerCamelCase(_ words: [String]) -> String {
        var name = ""
        for word in words {
            let clean = String(
                word.unicodeScalars.filter {
                    $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)
                })
            guard !clean.isEmpty else { continue }
            let lower = clean.lowercased()
            // An acronym is cased as one: `authIDPLoginFailed`, `idpLoginFailed` (Swift's API
            // design guidelines).
            if acronyms.contains(lower) {
                name += name.isEmpty ? lower : lower.uppercased()
                continue
            }
            name += name.isEmpty ? lower : lower.prefix(1).uppercased() + lower.dropFirst()
        }
        if name.isEmpty { return "unnamed" }
        if let first = name.first, first.isNumber { name = "_" + name }
        return name
    }

    /// The case name of an Objective-C enum's case, named in camel case after its type
    /// (`XYZErrorNotReady` of `XYZError`: `notReady`; `XYZErrorURLInvalid`:
    /// `urlInvalid`); `nil` for a name with `_` or that does not start with the type's name.
    static func camelCaseName(_ symbol: String, inType type: String) -> String? {
        guard !symbol.contains("_"), symbol.hasPrefix(type), symbol.utf8.count > type.utf8.count,
            let first = symbol.dropFirst(type.count).first, first.isUppercase || first.isNumber
        else { return nil }
        let rest = Array(symbol.dropFirst(type.count))
        // The leading capitals are one word (`URLInvalid`: `url`, then `Invalid`), with a plural's
        // `s` (`APNsFailed`: `apns`, then `Failed`).
        var capitals = 0
        while capitals < rest.count, rest[capitals].isUppercase { capitals += 1 }
        let plural =
            capitals > 1 && capitals < rest.count && rest[capitals] == "s"
            && (capitals + 1 == rest.count || rest[capitals + 1].isUppercase)
        let head = plural ? capitals + 1 : capitals > 1 && capitals < rest.count ? capitals - 1 : max(capitals, 1)
        let name = String(rest[..<head]).lowercased() + String(rest[head...])
        guard let start = name.first, start.isLetter else { return "_" + name }
        return name
    }

    /// Words that are acronyms in American English, which Swift's API design guidelines case as
    /// one (`URL`, `utf8`).
    static let acronyms: Set<String> = [
        "api", "cpu", "css", "db", "dns", "gps", "gpu", "html", "http", "https", "id", "idp", "ip", "json",
        "jwt", "nfc", "os", "otp", "pdf", "qr", "sdk", "sms", "sql", "ssl", "tcp", "tls", "udp", "ui", "uri",
        "url", "utf8", "uuid", "xml",
    ]

    /// `name`, in backticks if it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }
}
