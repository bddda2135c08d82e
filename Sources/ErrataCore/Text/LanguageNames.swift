/// Languages' names (`한국어`, `日本語`, `English`, `简体中文`): a page names languages so in a
/// language switcher or a list of supported languages, on purpose, in every edition.
enum LanguageNames {
    /// Whether `text`, trimmed, is a language's name in its own script (`한국어`, `日本語`).
    static func isEndonym(_ text: String) -> Bool {
        endonyms.contains(String(text.trimmingWhitespaceAndNewlines()))
    }

    /// Whether `text`, trimmed, names a language, in its own script or in English (`English`,
    /// `Japanese`): a link so named leads to that language's edition (a language switcher).
    static func isLanguageName(_ text: String) -> Bool {
        let name = String(text.trimmingWhitespaceAndNewlines())
        return endonyms.contains(name) || english.contains(name.lowercased())
    }

    private static let endonyms: Set<String> = [
        "한국어", "한글", "日本語", "にほんご", "中文", "简体中文", "繁體中文", "繁体中文", "正體中文", "简体", "繁體", "汉语", "漢語", "华语",
        "華語", "普通话", "粵語", "粤语", "Русский", "Українська", "العربية", "עברית", "ไทย", "हिन्दी", "Ελληνικά",
        "Български", "Қазақша", "فارسی", "English", "Deutsch", "Français", "Español", "Português", "Italiano",
        "Tiếng Việt", "Bahasa Indonesia",
    ]

    private static let english: Set<String> = [
        "english", "korean", "japanese", "chinese", "simplified chinese", "traditional chinese", "german", "french",
        "spanish", "portuguese", "russian", "vietnamese", "thai", "indonesian",
    ]
}
