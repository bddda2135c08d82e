/// A table of a page, known by the page and the headings above it, which its rows share.
struct TablePlace: Hashable {
    var path: String
    var section: SectionPath

    init(path: String, section: SectionPath) {
        self.path = path
        self.section = section
    }

    /// The table a row of codes stands in.
    init(_ row: CodeDefinition) {
        self.init(path: row.location.path, section: row.section)
    }
}
