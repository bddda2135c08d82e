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

    /// Whether `name` can be used as a type name as it is.
    static func isValidTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
        guard name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isXIDContinue }) else { return false }
        return !keywords.contains(name)
    }

    /// A lower-camel-case name from upper-snake words: `["BANNED", "MEMBER"]` → `bannedMember`.
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
            name += name.isEmpty ? lower : lower.prefix(1).uppercased() + lower.dropFirst()
        }
        if name.isEmpty { return "unnamed" }
        if let first = name.first, first.isNumber { name = "_" + name }
        return name
    }

    /// `name`, in backticks if it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }
}
