/// Checks on the config values that end up in generated code or in output paths: the product
/// name (an output folder and the enum's default name), the enum name, language folder names
/// (written into the generated code's comments) and bundle names (`.lproj` folders and string
/// literals). Each check gives what is wrong and what is allowed, or `nil` when the value is fine.
enum ConfigValues {
    /// Why `name` cannot be a product's name, or `nil`. The name is a folder of the output and is
    /// shown in reports: a plain folder name, printable, without spaces at either end, and
    /// without the characters Windows or macOS refuse in a file name.
    static func productNameProblem(_ name: String) -> String? {
        guard SafePath.isComponent(name) else {
            return "must be a plain folder name (not empty, no '/' or '\\', not starting with '.')"
        }
        if let scalar = name.unicodeScalars.first(where: isUnprintable) {
            return "holds \(describe(scalar)); a name holds printable characters only"
        }
        if name.unicodeScalars.first?.properties.isWhitespace == true
            || name.unicodeScalars.last?.properties.isWhitespace == true
        {
            return "starts or ends with a space"
        }
        if let scalar = name.unicodeScalars.first(where: { ":*?\"<>|".unicodeScalars.contains($0) }) {
            return "holds '\(scalar)', which Windows and macOS refuse in a folder name"
        }
        return nil
    }

    /// The enum name a product gets when the config gives none: the name's letters and digits, then `Error`.
    static func defaultEnumName(forProductName name: String) -> String {
        name.filter { $0.isLetter || $0.isNumber } + "Error"
    }

    /// Why `folder` cannot be a language's folder name, or `nil`: it is written into the
    /// generated code's comments and the reports, so it must be printable.
    static func languageFolderProblem(_ folder: String) -> String? {
        guard let scalar = folder.unicodeScalars.first(where: isUnprintable) else { return nil }
        return "holds \(describe(scalar)); a folder name holds printable characters only"
    }

    /// Whether `bundle` is a bundle (`.lproj`) name: a language tag as BCP 47 and Apple write
    /// them, a language of 2 to 8 ASCII letters then subtags of 1 to 8 ASCII letters or digits,
    /// joined by `-` or `_` (`en`, `zh-Hans`, `zh-Hant-HK`, `pt_BR`, `es-419`, `Base`).
    static func isBundleName(_ bundle: String) -> Bool {
        let parts = bundle.utf8.split(
            separator: UInt8(ascii: "-"), omittingEmptySubsequences: false
        ).flatMap { $0.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...8).contains(language.count),
            language.allSatisfy(FastText.isASCIILetter)
        else { return false }
        return parts.dropFirst().allSatisfy {
            (1...8).contains($0.count) && $0.allSatisfy(FastText.isASCIIAlphanumeric)
        }
    }

    /// What a bundle name may be, for messages.
    static let bundleNameRule =
        "must be a language tag such as 'en', 'zh-Hans', 'zh-Hant-HK' or 'pt-BR': 2 to 8 ASCII letters, then "
        + "parts of 1 to 8 ASCII letters or digits, joined by '-' or '_'"

    /// Whether a scalar would be unseen or act on a terminal in a name: a control character (C0,
    /// DEL, C1), a line or paragraph separator, or a format character (bidirectional controls,
    /// zero-width joiners).
    static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: scalar.properties.generalCategory == .format
        }
    }

    /// `U+001B` for messages.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
