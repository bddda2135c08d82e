/// Words that say something was removed or deprecated, in the guides' languages: whole Latin words
/// (`Removed`, `deprecated`), and other scripts' words anywhere (they do not space them).
enum RemovalWords {
    /// Whether `text` holds one.
    static func appear(in text: some StringProtocol) -> Bool {
        let words = text.lowercased().split { !$0.isLetter }
        if words.contains(where: { latin.contains(String($0)) }) { return true }
        return scripts.contains { text.contains($0) }
    }

    private static let latin: Set<String> = [
        "removed", "removal", "removals", "deleted", "deprecated", "deprecation", "deprecations", "dropped",
        "discontinued",
    ]
    private static let scripts = [
        "삭제", "제거", "폐기", "지원 종료", "지원 중단", "削除", "廃止", "非推奨", "移除", "删除", "刪除", "废弃", "廢棄", "弃用",
        "棄用",
    ]
}
