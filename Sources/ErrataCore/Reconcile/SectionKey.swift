/// A section path as a dictionary key.
struct SectionKey: Hashable, Sendable {
    /// The path.
    let path: SectionPath

    init(_ path: SectionPath) {
        self.path = path
    }
}

/// A title, fragment or link key, in any script, as a dictionary key.
struct TextKey: Hashable, Sendable {
    /// The text.
    let text: String

    init(_ text: String) {
        self.text = text
    }
}
