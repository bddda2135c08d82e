/// Cells that answer yes or no (`Yes`, `아니요`, `はい`, `否`, `✓`), in the guides' languages.
enum YesNoText {
    /// `true` for a yes, `false` for a no, `nil` for any other text.
    static func value(_ text: String) -> Bool? {
        // Every word below is at most 12 bytes: a longer cell is a sentence.
        guard text.utf8.count <= 12 else { return nil }
        let word = text.lowercased()
        if yes.contains(word) { return true }
        if no.contains(word) { return false }
        return nil
    }

    private static let yes: Set<String> = [
        "yes", "y", "true", "✓", "✔", "✅", "○", "◯", "예", "네", "はい", "可", "是", "可以",
    ]
    private static let no: Set<String> = [
        "no", "n", "false", "✗", "✘", "❌", "×", "아니요", "아니오", "いいえ", "不可", "否", "不",
    ]
}
