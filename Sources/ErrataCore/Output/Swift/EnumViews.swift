/// The enums a product's docs define, each as a product of its own for the emitters that write
/// one enum (Swift, `.strings`, `.xcstrings`): the product's error codes, and one enum per group of
/// codes a table names in a group column (`MatchResult`), each with numbers of its own. Each holds
/// the codes on the catalog's platform.
extension ReconciledProduct {
    var enumViews: [ReconciledProduct] {
        let codes = catalog.codes.filter { code in
            guard let platform = catalog.platform, let platforms = code.platforms else { return true }
            return platforms[platform] != nil
        }
        var views: [ReconciledProduct] = []
        var main = self
        main.catalog.codes = codes.filter { $0.group == nil }
        views.append(main)
        let groups = Set(codes.compactMap(\.group)).sorted()
        for group in groups {
            var view = self
            view.config.swift.enumName = config.swift.groupEnums[group] ?? Self.enumName(forGroup: group, of: config)
            view.catalog.codes = codes.filter { $0.group == group }
            views.append(view)
        }
        return views
    }

    /// A group's enum: the group's name where it is a type name the generated code can take
    /// (`MatchResult`), else the product's enum name and the group's words (`FoobaseErrorGroup2`).
    static func enumName(forGroup group: String, of config: ProductConfig) -> String {
        if SwiftIdentifier.enumNameProblem(group) == nil, group != config.swift.enumName { return group }
        let words = group.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        let name = config.swift.enumName + SwiftIdentifier.lowerCamelCase(words).capitalizedFirst
        return SwiftIdentifier.enumNameProblem(name) == nil ? name : config.swift.enumName + "Group"
    }
}

extension String {
    /// The string with its first character upper-cased.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
