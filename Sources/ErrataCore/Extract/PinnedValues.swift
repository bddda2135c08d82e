/// The values a sample writes that no translation changes: versions (`flaregift-android:3.3.0`,
/// `pip install demo==2.4.0`) and addresses (`https://api.example.com/v3/orders`), strings included,
/// comments aside (they are translated). A translation that writes another one copies an older edition.
enum PinnedValues {
    /// A version or an address, with the 0-based line of the segment it is written on.
    struct Value: Hashable, Sendable {
        /// The value as compared: an address without its query or fragment, its language folder
        /// (`/ko/`) written `{language}`.
        var text: String
        var line: Int
    }

    /// The versions and addresses of a code segment, in order.
    static func read(in text: String) -> [Value] {
        // Most segments hold neither `://` nor a number of three parts: not split into lines.
        guard FastText.contains(Substring(text).utf8, "://") || holdsThreePartNumber(text) else { return [] }
        var values: [Value] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // Most lines hold neither `://` nor a digit followed by a dot.
            let hasAddress = FastText.contains(line.utf8, "://")
            let hasVersion = zip(line.utf8, line.utf8.dropFirst()).contains {
                FastText.isASCIIDigit($0) && $1 == UInt8(ascii: ".")
            }
            guard hasAddress || hasVersion else { continue }
            let bytes = Array(line.utf8)
            let code = codePart(of: bytes)
            if hasAddress { values += addresses(in: bytes[..<code], line: index) }
            if hasVersion { values += versions(in: bytes[..<code], line: index) }
        }
        return values.sorted { ($0.line, $0.text) < ($1.line, $1.text) }
    }

    /// Whether `text` holds a digit, a dot, a digit, then a dot and a digit again (`2.4.0`).
    private static func holdsThreePartNumber(_ text: String) -> Bool {
        var utf8 = text
        return utf8.withUTF8 { bytes in
            var dots = 0
            var previousDigit = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if FastText.isASCIIDigit(byte) {
                    previousDigit = true
                } else if byte == UInt8(ascii: "."), previousDigit, index + 1 < bytes.count,
                    FastText.isASCIIDigit(bytes[index + 1])
                {
                    dots += 1
                    if dots == 2 { return true }
                    previousDigit = false
                } else {
                    dots = 0
                    previousDigit = false
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
            guard numbers == 3, let major = Int(text.prefix { $0 != "." }), major < 1900 else { continue }
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
