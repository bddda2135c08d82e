/// Text that names a language or a locale (`ko`, `en`, `zh-CN`, `ja_JP`): a key of localized data,
/// or a site's language folder, which each guide writes in its own language.
enum LanguageCode {
    /// Whether `text` is written as a language or locale code: two lowercase letters, then a region
    /// or script of two to four after `-` or `_`.
    static func matches(_ text: some StringProtocol) -> Bool {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first, first.count == 2, first.allSatisfy({ $0.isASCII && $0.isLowercase }) else {
            return false
        }
        return parts.count == 1 || (parts.count == 2 && (2...4).contains(parts[1].count))
    }
}
