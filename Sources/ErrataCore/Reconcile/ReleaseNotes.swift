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
        return section[release...].contains { RemovalWords.appear(in: $0) }
    }

    /// Whether a mention tells of a code a release took away: under a heading that says so, on a
    /// line of a release's notes that does (`Removed DEMO_LEGACY (0x3007).`), or on a line elsewhere
    /// that says so of it with its number (a note on the error-code page: `v2.3.0で
    /// OS_VERSION_NOT_SUPPORTED（108）は廃止されました`).
    static func tellsRemoval(_ mention: CodeMention) -> Bool {
        isRemoval(mention.section) || (mention.saysRemoved && (isRelease(mention.section) || mention.code != nil))
    }
}
