/// Short cells that say what a release did to something (`Added`, `Renamed`, `추가`, `名前の変更`,
/// `移除`), in the guides' languages: the kind column of a table of changes.
enum ChangeWords {
    /// Whether a cell is such a word or a phrase of a few words around one.
    static func name(_ cell: String) -> Bool {
        // A sentence is no kind of change.
        guard cell.utf8.count <= 24 else { return false }
        let lowered = cell.lowercased()
        if lowered.utf8.allSatisfy({ $0 < 0x80 }) {
            return lowered.split(whereSeparator: { !$0.isLetter }).contains { latin.contains(String($0)) }
        }
        return scripts.contains { lowered.contains($0) }
    }

    private static let latin: Set<String> = [
        "added", "new", "removed", "deleted", "renamed", "changed", "modified", "updated", "deprecated", "replaced",
    ]
    private static let scripts = [
        "추가", "신규", "삭제", "제거", "변경", "폐기", "追加", "新規", "削除", "変更", "廃止", "新增", "删除", "刪除", "移除", "变更",
        "變更", "更名", "重命名", "废弃", "廢棄",
    ]
}
