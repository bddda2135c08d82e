/// Release notes' sections: headings with a date or a version (see ``SectionAligner/stamp(_:)``),
/// which tell what a release changed. A code named there is as it was then: one a release took away
/// (`## 2.2.0 (2023-10-05)` › `### Removed`, `### 삭제`, `### 削除`, `### 移除`) is one the product no
/// longer has, not one its error tables forgot.
enum ReleaseNotes {
    /// Whether `section` stands under a release: a heading with a date or a version.
    static func isRelease(_ section: SectionPath) -> Bool {
        section.contains { SectionAligner.stamp($0) != nil }
    }

    /// Whether `section` stands under a release and, at that heading or below it, under one that
    /// says what was removed or deprecated.
    static func isRemoval(_ section: SectionPath) -> Bool {
        guard let release = section.firstIndex(where: { SectionAligner.stamp($0) != nil }) else { return false }
        return section[release...].contains(where: namesRemoval)
    }

    /// Whether a heading's words say that something was removed or deprecated, in any of the
    /// guides' languages: whole Latin words, other scripts' words anywhere (they do not space them).
    static func namesRemoval(_ title: String) -> Bool {
        let words = title.lowercased().split { !$0.isLetter }
        if words.contains(where: { latin.contains(String($0)) }) { return true }
        return scripts.contains { title.contains($0) }
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
