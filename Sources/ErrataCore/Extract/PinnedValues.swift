/// The values a sample writes that no translation changes: versions (`flaregift-android:3.3.0`,
/// `pip install demo==2.4.0`), addresses (`https://api.example.com/v3/orders`) and the platform
/// levels a build setting names (`minSdkVersion 24`, `IPHONEOS_DEPLOYMENT_TARGET = 13.0`), strings
/// included, comments aside (they are translated). A translation that writes another one copies an
/// older edition.
enum PinnedValues {
    /// A version or an address, with the 0-based line of the segment it is written on.
    struct Value: Hashable, Sendable {
        /// The value as compared: an address without its query or fragment, its language folder
        /// (`/ko/`) written `{language}`.
        var text: String
        var line: Int
    }

    /// Whether a value's text (``Value/text``) is a version (`3.3.0`, `3.4`): the one kind that
    /// starts with a digit.
    static func isVersion(_ text: String) -> Bool { text.first?.isNumber == true }

    /// The versions and addresses of a code segment, in order.
    static func read(in text: String) -> [Value] {
        // Most segments hold neither `://`, a number of three parts nor a setting's word: not split
        // into lines.
        let mayHoldSetting = holdsSettingWord(text)
        guard FastText.contains(Substring(text).utf8, "://") || holdsVersion(text) || mayHoldSetting
        else { return [] }
        var values: [Value] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // Most lines hold neither `://` nor a digit followed by a dot.
            let hasAddress = FastText.contains(line.utf8, "://")
            let hasVersion = zip(line.utf8, line.utf8.dropFirst()).contains {
                FastText.isASCIIDigit($0) && $1 == UInt8(ascii: ".")
            }
            guard hasAddress || hasVersion || mayHoldSetting else { continue }
            let bytes = Array(line.utf8)
            let code = codePart(of: bytes)
            if hasAddress { values += addresses(in: bytes[..<code], line: index) }
            if hasVersion { values += versions(in: bytes[..<code], line: index) }
            if mayHoldSetting { values += settings(in: bytes[..<code], line: index) }
        }
        return values.sorted { ($0.line, $0.text) < ($1.line, $1.text) }
    }

    /// Whether `text` holds a digit, a dot, a digit, then a dot and a digit again (`2.4.0`), or a
    /// number of two parts after a constraint's sign (`~> 3.4`, `>=3.9`; see ``followsConstraint(_:)``).
    private static func holdsVersion(_ text: String) -> Bool {
        var utf8 = text
        return utf8.withUTF8 { bytes in
            var dots = 0
            var previousDigit = false
            // Whether a constraint's sign (`~`, `^`, `>`, `=`) stands before the number, spaces aside.
            var afterSign = false
            var numberAfterSign = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if FastText.isASCIIDigit(byte) {
                    if !previousDigit && dots == 0 { numberAfterSign = afterSign }
                    previousDigit = true
                    afterSign = false
                } else if byte == UInt8(ascii: "."), previousDigit, index + 1 < bytes.count,
                    FastText.isASCIIDigit(bytes[index + 1])
                {
                    dots += 1
                    if dots == 2 || numberAfterSign { return true }
                    previousDigit = false
                } else {
                    dots = 0
                    previousDigit = false
                    if byte == UInt8(ascii: "~") || byte == UInt8(ascii: "^") || byte == UInt8(ascii: ">")
                        || byte == UInt8(ascii: "=")
                    {
                        afterSign = true
                    } else if byte != UInt8(ascii: " ") {
                        afterSign = false
                    }
                }
                index += 1
            }
            return false
        }
    }

    /// Where the line's comment starts (`// …`, `# …`, `-- …`, a line of a block comment), or its end.
    private static func codePart(of bytes: [UInt8]) -> Int {
        let first = bytes.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? bytes.count
        if first < bytes.count, bytes[first] == UInt8(ascii: "*") || bytes[first] == UInt8(ascii: "#") { return first }
        var quote: UInt8?
        for index in bytes.indices {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") {
                quote = byte
                continue
            }
            let spaced = index == 0 || bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t")
            guard spaced, index + 1 < bytes.count else { continue }
            let pair = (byte, bytes[index + 1])
            if pair == (UInt8(ascii: "/"), UInt8(ascii: "/")) || pair == (UInt8(ascii: "/"), UInt8(ascii: "*"))
                || pair == (UInt8(ascii: "-"), UInt8(ascii: "-")) || (byte == UInt8(ascii: "#") && index > 0)
            {
                return index
            }
        }
        return bytes.count
    }

    /// The addresses of web and socket schemes on a line.
    private static func addresses(in bytes: ArraySlice<UInt8>, line: Int) -> [Value] {
        var values: [Value] = []
        let text = String(decoding: bytes, as: UTF8.self)
        var rest = Substring(text)
        while let range = rest.range(of: "://") {
            let scheme = rest[..<range.lowerBound].reversed().prefix { $0.isASCII && $0.isLetter }
            let end =
                rest[range.upperBound...].firstIndex { character in
                    // Text glued to it (`…/google.htmlの場合`) is no part of it.
                    !character.isASCII || character.isWhitespace || "\"'`<>()[]{},|\\".contains(character)
                } ?? rest.endIndex
            let schemeName = String(scheme.reversed()).lowercased()
            var address = rest[range.upperBound..<end]
            rest = rest[end...]
            guard ["http", "https", "ws", "wss"].contains(schemeName) else { continue }
            if let cut = address.firstIndex(where: { $0 == "?" || $0 == "#" }) { address = address[..<cut] }
            while let last = address.last, ".,;:".contains(last) { address = address.dropLast() }
            let parts = address.split(separator: "/", omittingEmptySubsequences: false).map { part in
                isLanguageFolder(part) ? "{language}" : String(part)
            }
            guard let host = parts.first, host.contains(".") else { continue }
            values.append(Value(text: parts.joined(separator: "/"), line: line))
        }
        return values
    }

    /// Whether a part of an address is a site's language folder (`ko`, `zh-CN`, `ja_JP`): a code with
    /// its region, or one of the languages' codes no path word shares (not `id`, `it`, `ws`).
    private static func isLanguageFolder(_ part: Substring) -> Bool {
        guard LanguageCode.matches(part) else { return false }
        return part.count > 2 || languageFolders.contains(String(part))
    }

    private static let languageFolders: Set<String> = [
        "ko", "en", "ja", "zh", "de", "fr", "es", "pt", "ru", "vi", "th", "tr", "pl", "nl", "ar", "uk", "cs", "sv",
    ]

    /// The words a build setting of a platform's level is named by, lower-cased: `sdk` anywhere in
    /// the name (`minSdkVersion`, `targetSdk`), `target` or `api_level` ending it
    /// (`IPHONEOS_DEPLOYMENT_TARGET`, `jvmTarget`, `apiLevel`); a player's `level` or a
    /// `targetScore` in a sample is an example's value (see ``isSettingName(_:)``).
    private static let settingWords: [[UInt8]] = ["sdk", "target", "level"].map { Array($0.utf8) }

    /// Whether a lower-cased name is a setting's (see ``settingWords``).
    private static func isSettingName(_ name: [UInt8]) -> Bool {
        func ends(_ suffix: String) -> Bool {
            name.count > suffix.utf8.count && name.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
        }
        return FastText.contains(name, settingWords[0]) || ends("target") || ends("apilevel") || ends("api_level")
    }

    /// Whether `text` holds one of ``settingWords`` in any case.
    private static func holdsSettingWord(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= 3 else { return false }
            for start in 0...(bytes.count - 3) {
                let first = FastText.asciiLowercased(bytes[start])
                // Most bytes start none of the words.
                guard first == UInt8(ascii: "s") || first == UInt8(ascii: "t") || first == UInt8(ascii: "l") else {
                    continue
                }
                for word in settingWords where word[0] == first {
                    if (1..<word.count).allSatisfy({ FastText.asciiLowercased(bytes[start + $0]) == word[$0] }) {
                        return true
                    }
                }
            }
            return false
        }
    }

    /// The build settings on a line that give a platform's level a number: a name holding one of
    /// ``settingWords``, then a space, `=` or `:` (the name's quotes closed), then a number of one
    /// or two parts, quoted or not (`minSdkVersion 24`, `"minSdk": 24`, `jvmTarget = '17'`), as
    /// `name number`. A number of three parts is a version (``versions(in:line:)``).
    private static func settings(in bytes: ArraySlice<UInt8>, line: Int) -> [Value] {
        func isNameByte(_ byte: UInt8) -> Bool { FastText.isASCIIAlphanumeric(byte) || byte == UInt8(ascii: "_") }
        func isQuote(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") }
        var values: [Value] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard FastText.isASCIILetter(bytes[index]) || bytes[index] == UInt8(ascii: "_"),
                index == bytes.startIndex || !isNameByte(bytes[index - 1])
            else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.endIndex, isNameByte(bytes[end]) { end += 1 }
            defer { index = end }
            let name = bytes[index..<end]
            let lowered = name.map(FastText.asciiLowercased)
            guard isSettingName(lowered) else { continue }
            var next = end
            if next < bytes.endIndex, isQuote(bytes[next]) { next += 1 }
            var separated = false
            while next < bytes.endIndex,
                bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "=") || bytes[next] == UInt8(ascii: ":")
            {
                separated = true
                next += 1
            }
            guard separated else { continue }
            let quote = next < bytes.endIndex && isQuote(bytes[next]) ? bytes[next] : nil
            if quote != nil { next += 1 }
            let start = next
            var parts = 0
            while next < bytes.endIndex, FastText.isASCIIDigit(bytes[next]) {
                while next < bytes.endIndex, FastText.isASCIIDigit(bytes[next]) { next += 1 }
                parts += 1
                guard next + 1 < bytes.endIndex, bytes[next] == UInt8(ascii: "."),
                    FastText.isASCIIDigit(bytes[next + 1])
                else { break }
                next += 1
            }
            guard (1...2).contains(parts) else { continue }
            // The number ends there: a quote closes it, or a character that is no part of a name.
            if let quote {
                guard next < bytes.endIndex, bytes[next] == quote else { continue }
            } else if next < bytes.endIndex, isNameByte(bytes[next]) || bytes[next] == UInt8(ascii: ".") {
                continue
            }
            let number = String(decoding: bytes[start..<next], as: UTF8.self)
            values.append(Value(text: String(decoding: name, as: UTF8.self) + " " + number, line: line))
        }
        return values
    }

    /// Whether text ends with a version constraint's operator, spaces aside (`pod 'Demo', '~> `,
    /// `"^`, `>=`, `~=`): a number of two parts after it is a version too (`'~> 3.4'`).
    private static func followsConstraint(_ bytes: ArraySlice<UInt8>) -> Bool {
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        guard end > bytes.startIndex else { return false }
        let last = bytes[end - 1]
        if last == UInt8(ascii: "^") || last == UInt8(ascii: "~") { return true }
        guard end - 1 > bytes.startIndex else { return false }
        let pair = (bytes[end - 2], last)
        return pair == (UInt8(ascii: "~"), UInt8(ascii: ">")) || pair == (UInt8(ascii: ">"), UInt8(ascii: "="))
            || pair == (UInt8(ascii: "~"), UInt8(ascii: "=")) || pair == (UInt8(ascii: "="), UInt8(ascii: "="))
    }

    /// The versions of three numbers or more on a line (`3.3.0`, `2.4.0-beta.1`), not a date's
    /// (`2025.03.18`) nor an IP address's.
    private static func versions(in bytes: ArraySlice<UInt8>, line: Int) -> [Value] {
        var values: [Value] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard FastText.isASCIIDigit(bytes[index]),
                index == bytes.startIndex
                    || !(FastText.isASCIIDigit(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: "."))
            else {
                index += 1
                continue
            }
            var end = index
            var numbers = 0
            while end < bytes.endIndex, FastText.isASCIIDigit(bytes[end]) {
                while end < bytes.endIndex, FastText.isASCIIDigit(bytes[end]) { end += 1 }
                numbers += 1
                guard end + 1 < bytes.endIndex, bytes[end] == UInt8(ascii: "."), FastText.isASCIIDigit(bytes[end + 1])
                else { break }
                end += 1
            }
            defer { index = max(end, index + 1) }
            let text = String(decoding: bytes[index..<end], as: UTF8.self)
            guard numbers == 3 || (numbers == 2 && Self.followsConstraint(bytes[..<index])),
                let major = Int(text.prefix { $0 != "." }), major < 1900
            else { continue }
            // A pre-release's suffix (`-beta.1`, `-rc1`) is part of it.
            var suffixEnd = end
            if suffixEnd < bytes.endIndex, bytes[suffixEnd] == UInt8(ascii: "-") {
                suffixEnd += 1
                while suffixEnd < bytes.endIndex,
                    FastText.isASCIILetter(bytes[suffixEnd]) || FastText.isASCIIDigit(bytes[suffixEnd])
                        || bytes[suffixEnd] == UInt8(ascii: ".")
                {
                    suffixEnd += 1
                }
                while bytes[suffixEnd - 1] == UInt8(ascii: ".") { suffixEnd -= 1 }
            }
            end = suffixEnd
            values.append(Value(text: String(decoding: bytes[index..<end], as: UTF8.self), line: line))
        }
        return values
    }
}
