import Foundation
internal import Yams

/// Reads `errata.yml` with Yams and resolves it into a ``Config``.
///
/// Every key is checked: an unknown key (a typo), a value of the wrong type or a missing
/// required value is an ``InputError`` naming the file and line, with a suggestion where
/// a known key is close.
public struct ConfigLoader: Sendable {
    /// Overrides from the command line, applied after the file.
    public struct Overrides: Sendable, Hashable {
        /// Replaces the file's `output`: absolute, or relative to the project root; held to the
        /// rules the file's is held to (see ``Config/resolvedOutputRoot()``).
        public var outputFolder: String?
        /// Replaces the file's `docs`: relative to the project root, inside it.
        public var docsFolder: String?

        /// Creates overrides.
        public init(outputFolder: String? = nil, docsFolder: String? = nil) {
            self.outputFolder = outputFolder
            self.docsFolder = docsFolder
        }
    }

    /// The name of the config file errata looks for.
    public static let defaultFileName = "errata.yml"

    /// Creates a loader.
    public init() {}

    /// Loads the config file at `path`, or, when `path` is `nil`, `errata.yml` in `directory`.
    ///
    /// - Parameters:
    ///   - path: An explicit config file, or `nil`.
    ///   - directory: The folder to look in when `path` is `nil` (usually the current one).
    ///   - overrides: Command-line values that replace the file's.
    /// - Returns: The resolved config.
    /// - Throws: ``InputError`` for a missing or invalid file.
    public func load(path: String?, in directory: String, overrides: Overrides = .init()) throws -> Config {
        let fileManager = FileManager.default
        let configPath: String
        if let path {
            configPath = path.hasPrefix("/") ? path : directory + "/" + path
            guard fileManager.fileExists(atPath: configPath) else {
                throw InputError("config file not found", at: SourceLocation(path: path))
            }
        } else {
            configPath = directory + "/" + Self.defaultFileName
            guard fileManager.fileExists(atPath: configPath) else {
                throw InputError(
                    "no \(Self.defaultFileName) here; run 'errata init' to write one from the docs folder's layout, or pass --config",
                    at: SourceLocation(path: Self.defaultFileName)
                )
            }
        }
        let root = (configPath as NSString).deletingLastPathComponent
        let displayPath = (configPath as NSString).lastPathComponent
        let data = try BoundedFileReader.read(
            configPath, displayPath: displayPath, noun: "config file", maxBytes: Limits.maxConfigBytes,
            limitName: "a fixed limit for config files")
        let text = try TextDecoder.decode(data, path: displayPath)
        return try parse(text, path: displayPath, root: root.isEmpty ? "." : root, overrides: overrides)
    }

    /// Parses config text.
    ///
    /// - Parameters:
    ///   - text: The YAML.
    ///   - path: The file's name, for messages.
    ///   - root: The project root.
    ///   - overrides: Command-line values that replace the file's.
    /// - Returns: The resolved config.
    /// - Throws: ``InputError`` naming the line of the first problem.
    public func parse(_ text: String, path: String, root: String, overrides: Overrides = .init()) throws -> Config {
        guard text.utf8.count <= Limits.maxConfigBytes else {
            throw InputError(
                "the config is \(text.utf8.count) bytes; errata reads config files of up to "
                    + "\(Limits.maxConfigBytes) bytes",
                at: SourceLocation(path: path)
            )
        }
        // Anchors and aliases let a few lines stand for billions of nodes; errata.yml needs none.
        try YAMLAliasGuard.check(text, path: path)
        let node: Node?
        do {
            node = try Self.parser(text).singleRoot()
        } catch let error as YamlError {
            throw Self.inputError(from: error, path: path)
        } catch {
            throw InputError("not valid YAML: \(error)", at: SourceLocation(path: path))
        }
        guard let node else {
            throw InputError(
                "the config file is empty; it needs at least 'products'", at: SourceLocation(path: path, line: 1))
        }
        let reader = NodeReader(path: path)
        let top = try reader.mapping(
            node, context: "the config",
            keys: [
                "version", "docs", "output", "exclude", "products", "rules", "limits", "renderer", "fallback", "report",
                "plugin",
            ])
        if let version = top["version"] {
            let number = try reader.int(version, context: "version")
            guard number == 1 else {
                throw reader.error("unsupported config version \(number); this errata reads version 1", at: version)
            }
        }
        // `.`: the guides are anywhere in the project (each language at its `path`, as a Docusaurus
        // site keeps `docs/` and `i18n/`).
        if let flag = overrides.docsFolder, flag != ".", !SafePath.isContained(flag) {
            throw InputError(
                "--docs '\(flag)' must be a relative path inside the project (no '..', not absolute)",
                at: SourceLocation(path: "--docs"))
        }
        let docs =
            try overrides.docsFolder
            ?? top["docs"].map { node in
                try reader.string(node, context: "docs") == "." ? "." : try reader.relativePath(node, context: "docs")
            } ?? "docs-src"
        let output: String
        if let override = overrides.outputFolder {
            output = override
        } else {
            output = try top["output"].map { try reader.relativePath($0, context: "output") } ?? "generated"
        }
        guard let productsNode = top["products"] else {
            throw reader.error("the config needs 'products'", at: node)
        }
        let productEntries = try reader.orderedMapping(productsNode, context: "products")
        guard !productEntries.isEmpty else {
            throw reader.error("'products' is empty; list at least one product", at: productsNode)
        }
        var products: [ProductConfig] = []
        var names: [String: Node] = [:]
        for (key, value) in productEntries {
            let product = try readProduct(id: key, node: value, in: productsNode, reader: reader)
            if let other = names[product.name.lowercased()] {
                throw reader.error(
                    "products '\(product.id)' and the one at line \(other.mark?.line ?? 0) both write to '\(product.name)'; give each its own 'name'",
                    at: value
                )
            }
            names[product.name.lowercased()] = value
            try checkEnumNameUnique(product, among: products, at: value, reader: reader)
            products.append(product)
        }
        var severities: [String: Diagnostic.Severity] = [:]
        var disabled: Set<String> = []
        if let rulesNode = top["rules"] {
            let known = RuleDescriptor.all.map(\.id)
            for (rule, value) in try reader.orderedMapping(rulesNode, context: "rules") {
                guard known.contains(rule) else {
                    var message = "unknown rule '\(rule)' in rules"
                    if let suggestion = EditDistance.closest(to: rule, in: known) {
                        message += "; did you mean '\(suggestion)'?"
                    } else {
                        message += "; the rules are: \(known.joined(separator: ", "))"
                    }
                    throw reader.error(message, at: reader.keyNode(rule, in: rulesNode) ?? value)
                }
                let level = try reader.string(value, context: "rules.\(rule)")
                if level == "off" {
                    disabled.insert(rule)
                    continue
                }
                guard let severity = Diagnostic.Severity(rawValue: level) else {
                    throw reader.error(
                        "severity of rule '\(rule)' must be one of: error, warning, note, off (found '\(level)')",
                        at: value)
                }
                severities[rule] = severity
            }
        }
        var config = Config(
            root: root,
            configFile: path,
            docsFolder: docs,
            outputFolder: output,
            products: products,
            ruleSeverities: severities
        )
        config.disabledRules = disabled
        if let limitsNode = top["limits"] {
            config.limits = try readLimits(limitsNode, reader: reader)
        }
        if let excludeNode = top["exclude"] {
            config.excluded = try readExclude(excludeNode, reader: reader)
        }
        if let rendererNode = top["renderer"] {
            let renderer = try reader.choice(rendererNode, context: "renderer", of: MarkdownRenderer.self)
            config.renderer = renderer
            for index in config.products.indices { config.products[index].renderer = renderer }
        }
        if let fallbackNode = top["fallback"] {
            let fallback = try reader.choice(fallbackNode, context: "fallback", of: PageFallback.self)
            config.fallback = fallback
            for index in config.products.indices { config.products[index].fallback = fallback }
        }
        if let reportNode = top["report"] {
            let fields = try reader.mapping(reportNode, context: "report", keys: ["help-base-url"])
            if let node = fields["help-base-url"] {
                let url = try reader.string(node, context: "report.help-base-url")
                // Written into every SARIF rule: an absolute web address, nothing a viewer could run.
                guard url.hasPrefix("https://") || url.hasPrefix("http://"),
                    !url.contains(where: { $0.isWhitespace || $0 == "#" || $0.asciiValue.map { $0 < 0x20 } ?? false })
                else {
                    throw reader.error(
                        "report.help-base-url must be an http(s) address without spaces or '#', "
                            + "e.g. https://github.com/you/errata/blob/main/docs/rules.md (found '\(url)')",
                        at: node)
                }
                config.helpBaseURL = url
            }
        }
        if let pluginNode = top["plugin"] {
            config.pluginFailOn = try readPlugin(pluginNode, reader: reader)
        }
        config.docsLocation =
            overrides.docsFolder == nil ? top["docs"].map(reader.location(of:)) : nil
        config.outputLocation =
            overrides.outputFolder == nil ? top["output"].map(reader.location(of:)) : nil
        config.docsFromCommandLine = overrides.docsFolder != nil
        config.outputFromCommandLine = overrides.outputFolder != nil
        return config
    }

    private func readProduct(id: String, node: Node, in productsNode: Node, reader: NodeReader) throws -> ProductConfig
    {
        let context = "product '\(id)'"
        let fields = try reader.mapping(
            node,
            context: context,
            keys: ["folder", "name", "source", "languages", "swift", "resolutions", "pages", "catalog"]
        )
        // Without 'folder' or 'name', the key names the docs folder and the output folder.
        if fields["folder"] == nil || fields["name"] == nil, !SafePath.isComponent(id) {
            throw reader.error(
                "product key '\(id)' must be a plain folder name (no '/', not starting with '.'), since it names "
                    + "the product's folders; or give 'folder' and 'name'",
                at: reader.keyNode(id, in: productsNode) ?? node
            )
        }
        let folder = try fields["folder"].map { try reader.pathComponent($0, context: "\(context).folder") } ?? id
        let defaultName = id.prefix(1).uppercased() + id.dropFirst()
        let name = try fields["name"].map { try reader.pathComponent($0, context: "\(context).name") } ?? defaultName
        try checkProductName(
            name, context: context, at: fields["name"] ?? reader.keyNode(id, in: productsNode) ?? node, reader: reader)
        guard let languagesNode = fields["languages"] else {
            throw reader.error("\(context) needs 'languages' (folder name: bundle name, e.g. 'zh: zh-Hans')", at: node)
        }
        var languages: [LanguageConfig] = []
        for (folderName, valueNode) in try reader.orderedMapping(languagesNode, context: "\(context).languages") {
            languages.append(try readLanguage(folderName, valueNode, context: context, reader: reader))
        }
        guard !languages.isEmpty else {
            throw reader.error("\(context) lists no languages", at: languagesNode)
        }
        // Each language's pages in a folder of their own. One may be inside another's (VitePress
        // keeps the first language in `docs/` and the others in `docs/ko/`…): the outer language
        // does not read the inner one's pages.
        let languageFolders = languages.map { $0.folder(inProductFolder: folder) }
        for (index, language) in languages.enumerated() {
            for other in languages.indices
            where other < index && languageFolders[other] == languageFolders[index]
                && languages[other].suffix == language.suffix
            {
                throw InputError(
                    "\(context): languages '\(languages[other].folder)' and '\(language.folder)' have the same folder "
                        + "'\(languageFolders[index])'; each language needs a folder of its own, or a 'suffix' that "
                        + "marks its pages (login.ko.md)",
                    at: language.location ?? reader.location(of: languagesNode))
            }
            // Each language's bundle is a folder of the output (`ko.lproj`), compared as a
            // case-insensitive file system (macOS) compares it.
            if let other = languages[..<index].first(where: {
                $0.bundle.lowercased() == language.bundle.lowercased()
            }) {
                throw InputError(
                    "\(context): languages '\(other.folder)' and '\(language.folder)' have the same bundle "
                        + "'\(language.bundle)', so their strings would be written to one '\(language.bundle).lproj'; "
                        + "give each language a bundle of its own (e.g. 'zh-Hant' and 'zh-Hant-HK')",
                    at: language.location ?? reader.location(of: languagesNode))
            }
        }
        guard let sourceNode = fields["source"] else {
            throw reader.error("\(context) needs 'source', the language the guide is written in first", at: node)
        }
        let source = try reader.string(sourceNode, context: "\(context).source")
        guard let sourceIndex = languages.firstIndex(where: { $0.folder == source }) else {
            let known = languages.map(\.folder).joined(separator: ", ")
            throw reader.error(
                "source language '\(source)' is not one of the product's languages (\(known))", at: sourceNode)
        }
        // The source language leads the precedence; the others keep their order.
        let sourceLanguage = languages.remove(at: sourceIndex)
        languages.insert(sourceLanguage, at: 0)

        var enumName = ConfigValues.defaultEnumName(forProductName: name)
        var enumGiven = false
        var access = "public"
        var platform: String?
        var groupEnums: [String: String] = [:]
        if let swiftNode = fields["swift"] {
            let swift = try reader.mapping(
                swiftNode, context: "\(context).swift", keys: ["enum", "access", "platform", "enums"])
            if let enumsNode = swift["enums"] {
                for (group, valueNode) in try reader.orderedMapping(enumsNode, context: "\(context).swift.enums") {
                    let name = try reader.string(valueNode, context: "\(context).swift.enums.\(group)")
                    try checkEnumName(name, context: "\(context).swift.enums.\(group)", at: valueNode, reader: reader)
                    groupEnums[group] = name
                }
            }
            if let platformNode = swift["platform"] {
                let text = try reader.string(platformNode, context: "\(context).swift.platform")
                guard let id = Platform.id(ofWord: text) else {
                    throw reader.error(
                        "platform must be one of \(Platform.all.joined(separator: ", ")) (found '\(text)')",
                        at: platformNode)
                }
                platform = id
            }
            if let enumNode = swift["enum"] {
                enumName = try reader.string(enumNode, context: "\(context).swift.enum")
                enumGiven = true
                try checkEnumName(enumName, context: "\(context).swift.enum", at: enumNode, reader: reader)
            }
            if let accessNode = swift["access"] {
                access = try reader.string(accessNode, context: "\(context).swift.access")
                guard ["public", "internal", "package"].contains(access) else {
                    throw reader.error("access must be public, package or internal (found '\(access)')", at: accessNode)
                }
            }
        }
        if !enumGiven {
            try checkEnumName(
                enumName, context: "\(context): the name '\(name)' gives the enum name", hint: "; set swift.enum",
                at: fields["name"] ?? node, reader: reader)
        }
        var resolutions: [Resolution] = []
        if let list = fields["resolutions"] {
            for item in try reader.sequence(list, context: "\(context).resolutions") {
                let entry = try reader.mapping(
                    item, context: "a resolution", keys: ["fact", "code", "symbol", "reason"])
                guard let factNode = entry["fact"] else {
                    throw reader.error("a resolution needs 'fact': the symbol or code it decides", at: item)
                }
                guard let reasonNode = entry["reason"] else {
                    throw reader.error("a resolution needs 'reason': why this value is right", at: item)
                }
                let reason = try reader.string(reasonNode, context: "reason")
                guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw reader.error("a resolution's 'reason' must not be empty", at: reasonNode)
                }
                // A code named by a string (`E1001`) is written as it is.
                let code = try entry["code"].map { node in
                    try node.scalar.flatMap { NamedCode.code($0.string) } ?? reader.int(node, context: "code")
                }
                let symbol = try entry["symbol"].map { try reader.string($0, context: "symbol") }
                guard code != nil || symbol != nil else {
                    throw reader.error("a resolution needs 'code' or 'symbol': the value that wins", at: item)
                }
                // A number in hexadecimal names the code its decimal names.
                let fact = try reader.string(factNode, context: "fact")
                resolutions.append(
                    Resolution(
                        fact: NumberText.literal(fact).map(String.init) ?? fact,
                        code: code,
                        symbol: symbol,
                        reason: reason,
                        location: reader.location(of: item)
                    )
                )
            }
        }
        var product = ProductConfig(
            id: id,
            folder: folder,
            name: name,
            sourceLanguage: source,
            languages: languages,
            swift: SwiftOutputConfig(enumName: enumName, accessLevel: access),
            resolutions: resolutions
        )
        product.swift.platform = platform
        product.swift.groupEnums = groupEnums
        product.location = reader.location(of: fields["folder"] ?? node)
        if let pagesNode = fields["pages"] {
            product.pages = try readPatterns(pagesNode, context: "\(context).pages", reader: reader)
        }
        if let catalogNode = fields["catalog"] {
            let catalog = try reader.mapping(catalogNode, context: "\(context).catalog", keys: ["pages"])
            if let pagesNode = catalog["pages"] {
                product.catalogPages = try readPatterns(pagesNode, context: "\(context).catalog.pages", reader: reader)
            }
        }
        return product
    }

    /// One language of a product: `ko: ko` (the folder name and the bundle name), or
    /// `ko: {bundle: ko, path: i18n/ko/docs, suffix: ko}` for pages kept elsewhere in the docs or
    /// marked by a suffix.
    private func readLanguage(_ folderName: String, _ valueNode: Node, context: String, reader: NodeReader) throws
        -> LanguageConfig
    {
        guard SafePath.isComponent(folderName) else {
            throw reader.error("language folder '\(folderName)' must be a plain folder name", at: valueNode)
        }
        try checkLanguageFolder(folderName, at: valueNode, reader: reader)
        let languageContext = "\(context).languages.\(folderName)"
        var bundleNode = valueNode
        var path: String?
        var suffix: String?
        if valueNode.mapping != nil {
            let fields = try reader.mapping(
                valueNode, context: languageContext, keys: ["bundle", "path", "suffix"])
            guard let node = fields["bundle"] else {
                throw reader.error(
                    "\(languageContext) needs 'bundle', the .lproj name (e.g. 'zh-Hans')", at: valueNode)
            }
            bundleNode = node
            if let pathNode = fields["path"] {
                let value = try reader.string(pathNode, context: "\(languageContext).path")
                // `.` is the docs folder itself (Mintlify's default language, beside the others' folders).
                guard
                    value == "."
                        || SafePath.isContained(value)
                            && !value.split(separator: "/").contains(where: { $0.hasPrefix(".") })
                else {
                    throw reader.error(
                        "\(languageContext).path '\(value)' must be a folder inside the docs folder, relative to "
                            + "it (no '..' or hidden folders, not absolute), or '.' for the docs folder itself",
                        at: pathNode)
                }
                path = value.split(separator: "/").joined(separator: "/")
            }
            if let suffixNode = fields["suffix"] {
                let value = try reader.string(suffixNode, context: "\(languageContext).suffix")
                guard !value.isEmpty,
                    value.utf8.allSatisfy({
                        FastText.isASCIIAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
                    })
                else {
                    throw reader.error(
                        "\(languageContext).suffix '\(value)' must be letters, digits, '-' or '_' (the 'ko' of "
                            + "'login.ko.md')",
                        at: suffixNode)
                }
                suffix = value
            }
        }
        let bundle = try reader.string(bundleNode, context: languageContext)
        try checkBundleName(bundle, at: bundleNode, reader: reader)
        return LanguageConfig(
            folder: folderName, bundle: bundle, path: path, suffix: suffix, location: reader.location(of: valueNode))
    }

    /// The `exclude` list: one pattern or a list of them, each a path inside the docs folder.
    /// The `plugin` section: the lowest severity that fails the build plugin's step (`fail-on`), or
    /// `nil` (`never`, the default) when findings never fail a build.
    private func readPlugin(_ node: Node, reader: NodeReader) throws -> Diagnostic.Severity? {
        let fields = try reader.mapping(node, context: "plugin", keys: ["fail-on"])
        guard let failOnNode = fields["fail-on"] else { return nil }
        let value = try reader.string(failOnNode, context: "plugin.fail-on")
        switch value {
        case "never": return nil
        case "error": return .error
        case "warning": return .warning
        default:
            throw reader.error(
                "plugin.fail-on must be one of: error, warning, never (found '\(value)')", at: failOnNode)
        }
    }

    private func readExclude(_ node: Node, reader: NodeReader) throws -> [PathPattern] {
        try readPatterns(node, context: "exclude", reader: reader)
    }

    /// One path pattern or a list of them, each a path inside a folder.
    private func readPatterns(_ node: Node, context: String, reader: NodeReader) throws -> [PathPattern] {
        let entries = node.scalar != nil ? [node] : try reader.sequence(node, context: context)
        return try entries.map { entry in
            let text = try reader.string(entry, context: "each pattern in \(context)")
            guard let pattern = PathPattern(text) else {
                throw reader.error(
                    "\(context) pattern '\(text)' must be a relative path (no '.' or '..' parts, no '\\')",
                    at: entry)
            }
            return pattern
        }
    }

    private func readLimits(_ node: Node, reader: NodeReader) throws -> Limits {
        let keys: [(String, WritableKeyPath<Limits, Int>)] = [
            ("max-file-bytes", \.maxFileBytes),
            ("max-nesting", \.maxNesting),
            ("max-inline-markup", \.maxInlineMarkup),
            ("max-table-columns", \.maxTableColumns),
        ]
        let fields = try reader.mapping(node, context: "limits", keys: keys.map(\.0))
        var limits = Limits.default
        for (key, path) in keys {
            guard let value = fields[key] else { continue }
            limits[keyPath: path] = try reader.int(
                value, context: "limits.\(key)", in: 1...Limits.ceilings[keyPath: path])
        }
        return limits
    }

    /// A YAML parser for the config. errata reads every value as its text (``NodeReader``), so
    /// scalars are not typed: Yams' default resolver compiles a dozen regular expressions the
    /// first time it is used (2 to 3 ms of every run), for tags nothing here reads. The encoding
    /// is given: by default Yams works it out from the environment, which it copies whole each
    /// time (about 0.3 million instructions per parser: front matter makes one per page).
    static func parser(_ text: String) throws -> Parser {
        try Parser(yaml: text, resolver: .basic, encoding: .utf8)
    }

    /// The ``InputError`` for a Yams error, at the line and column Yams reports.
    static func inputError(from error: YamlError, path: String) -> InputError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return InputError(
                "not valid YAML: \(problem)", at: SourceLocation(path: path, line: mark.line, column: mark.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return InputError(
                "key '\(duplicates.joined(separator: "', '"))' is given twice in this mapping",
                at: SourceLocation(path: path, line: context.mark.line, column: context.mark.column)
            )
        default:
            return InputError("not valid YAML: \(error)", at: SourceLocation(path: path))
        }
    }
}

/// Reads typed values out of Yams nodes, with messages that name the line.
struct NodeReader {
    let path: String

    func location(of node: Node) -> SourceLocation {
        SourceLocation(path: path, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0)
    }

    func error(_ message: String, at node: Node) -> InputError {
        InputError(message, at: location(of: node))
    }

    /// One of the values a setting takes (`renderer: gfm`), or an error that lists them.
    func choice<Value: RawRepresentable & CaseIterable>(_ node: Node, context: String, of type: Value.Type) throws
        -> Value where Value.RawValue == String
    {
        let name = try string(node, context: context)
        guard let value = Value(rawValue: name) else {
            throw error(
                "\(context) must be one of \(Value.allCases.map(\.rawValue).joined(separator: ", ")) (found '\(name)')",
                at: node)
        }
        return value
    }

    /// A mapping whose keys must all be in `keys`.
    func mapping(_ node: Node, context: String, keys: [String]) throws -> [String: Node] {
        var result: [String: Node] = [:]
        for (key, value) in try orderedMapping(node, context: context) {
            guard keys.contains(key) else {
                var message = "unknown key '\(key)' in \(context)"
                if let suggestion = EditDistance.closest(to: key, in: keys) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; expected one of: \(keys.joined(separator: ", "))"
                }
                throw self.error(message, at: keyNode(key, in: node) ?? value)
            }
            result[key] = value
        }
        return result
    }

    /// The node of `key` in the mapping `node`, for its line.
    func keyNode(_ key: String, in node: Node) -> Node? {
        node.mapping?.keys.first { $0.string == key }
    }

    /// A mapping with string keys, in file order.
    func orderedMapping(_ node: Node, context: String) throws -> [(String, Node)] {
        guard let mapping = node.mapping else {
            throw error("\(context) must be a mapping of 'key: value' lines", at: node)
        }
        var seen: Set<String> = []
        var result: [(String, Node)] = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                throw error("keys in \(context) must be plain text", at: keyNode)
            }
            guard seen.insert(key).inserted else {
                throw error("key '\(key)' is given twice in \(context)", at: keyNode)
            }
            result.append((key, value))
        }
        return result
    }

    func sequence(_ node: Node, context: String) throws -> [Node] {
        guard let sequence = node.sequence else {
            throw error("\(context) must be a list", at: node)
        }
        return Array(sequence)
    }

    func string(_ node: Node, context: String) throws -> String {
        guard let scalar = node.scalar else {
            throw error("\(context) must be a single value, not a list or mapping", at: node)
        }
        return scalar.string
    }

    func int(_ node: Node, context: String) throws -> Int {
        // Decimal, or hexadecimal as YAML writes it (`0x1F`).
        guard let scalar = node.scalar, let value = NumberText.literal(scalar.string) else {
            throw error("\(context) must be a whole number", at: node)
        }
        return value
    }

    /// A whole number in `range`.
    func int(_ node: Node, context: String, in range: ClosedRange<Int>) throws -> Int {
        let value = try int(node, context: context)
        guard range.contains(value) else {
            throw error(
                "\(context) must be between \(range.lowerBound) and \(range.upperBound) (found \(value))", at: node)
        }
        return value
    }

    /// A relative path that stays inside the project.
    func relativePath(_ node: Node, context: String) throws -> String {
        let value = try string(node, context: context)
        guard SafePath.isContained(value) else {
            throw error(
                "\(context) '\(value)' must be a relative path inside the project (no '..', not absolute)", at: node)
        }
        return value
    }

    /// A single folder name.
    func pathComponent(_ node: Node, context: String) throws -> String {
        let value = try string(node, context: context)
        guard SafePath.isComponent(value) else {
            throw error("\(context) '\(value)' must be a plain folder name (no '/', not '.' or '..')", at: node)
        }
        return value
    }
}

// Checks of the values that end up in generated code or output paths (see ``ConfigValues``).
extension ConfigLoader {
    /// A product's name: an output folder, shown in reports.
    fileprivate func checkProductName(_ name: String, context: String, at node: Node, reader: NodeReader) throws {
        guard let problem = ConfigValues.productNameProblem(name) else { return }
        throw reader.error("\(context): name '\(name)' \(problem)", at: node)
    }

    /// The enum's name: a Swift identifier that shadows nothing the generated code uses.
    fileprivate func checkEnumName(
        _ name: String, context: String, hint: String = "", at node: Node, reader: NodeReader
    ) throws {
        guard let problem = SwiftIdentifier.enumNameProblem(name) else { return }
        throw reader.error("\(context) '\(name)', which \(problem)\(hint)", at: node)
    }

    /// Two products' enums in one module (the build plugin writes them into one file) must differ.
    fileprivate func checkEnumNameUnique(
        _ product: ProductConfig, among earlier: [ProductConfig], at node: Node, reader: NodeReader
    ) throws {
        guard let other = earlier.first(where: { $0.swift.enumName == product.swift.enumName }) else { return }
        throw reader.error(
            "products '\(other.id)' and '\(product.id)' both name their enum '\(product.swift.enumName)'; "
                + "give each its own swift.enum",
            at: node)
    }

    /// A language's folder name: written into the generated code's comments.
    fileprivate func checkLanguageFolder(_ folder: String, at node: Node, reader: NodeReader) throws {
        guard let problem = ConfigValues.languageFolderProblem(folder) else { return }
        throw reader.error("language folder '\(folder)' \(problem)", at: node)
    }

    /// A language's bundle: an `.lproj` folder and a string in the generated code.
    fileprivate func checkBundleName(_ bundle: String, at node: Node, reader: NodeReader) throws {
        guard !ConfigValues.isBundleName(bundle) else { return }
        throw reader.error("bundle name '\(bundle)' \(ConfigValues.bundleNameRule)", at: node)
    }
}
