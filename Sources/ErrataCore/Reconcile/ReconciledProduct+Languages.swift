/// Narrowing a reconciled product to some of its languages, for `errata diff --locale`.
extension ReconciledProduct {
    /// The language folders that `locales` name, in the catalog's order.
    ///
    /// A locale names a language by its docs folder (`zh`) or its bundle name (`zh-Hans`),
    /// without regard to case.
    ///
    /// - Parameter locales: Folder or bundle names.
    /// - Returns: The folders of the languages named; empty when none is.
    public func languageFolders(matching locales: [String]) -> [String] {
        let wanted = Set(locales.map { $0.lowercased() })
        return config.languages.filter {
            wanted.contains($0.folder.lowercased()) || wanted.contains($0.bundle.lowercased())
        }.map(\.folder)
    }

    /// The product with only the findings about some languages; the catalog is kept whole.
    ///
    /// A finding stays when its own language, or the language of one of its related locations,
    /// is one of `languages`.
    ///
    /// - Parameter languages: Language folders.
    /// - Returns: The narrowed product.
    public func narrowed(toLanguages languages: Set<String>) -> ReconciledProduct {
        var narrowed = self
        narrowed.findings = findings.filter { finding in
            languages.contains(finding.language) || finding.related.contains { languages.contains($0.language) }
        }
        return narrowed
    }
}
