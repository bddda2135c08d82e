/// The resolved configuration: every default applied, every value checked.
///
/// Made by ``ConfigLoader`` from `errata.yml` and the command line's overrides, once, so
/// that the command line, the plugins and the tests share one set of rules.
public struct Config: Sendable, Hashable {
    /// The project root: the folder `errata.yml` is in. Every path below is relative to it.
    public var root: String
    /// The config file, relative to the root, or `nil` when errata runs on defaults.
    public var configFile: String?
    /// The folder holding `<product>/<language>/<page>.md`, relative to the root; `.` for the
    /// root itself.
    public var docsFolder: String
    /// The output root, relative to the root (or absolute, when given on the command line).
    public var outputFolder: String
    /// The products, in the order the config lists them.
    public var products: [ProductConfig]
    /// Rule severities that replace the defaults, by rule id.
    public var ruleSeverities: [String: Diagnostic.Severity]
    /// The rules turned off (`code-unlisted: off`): they do not run.
    public var disabledRules: Set<String> = []
    /// Where `docs` is written in the config (or the config file itself when it is not).
    public var docsLocation: SourceLocation?
    /// Where `output` is written in the config, when it is.
    public var outputLocation: SourceLocation?
    /// Whether the docs folder was given on the command line (`--docs`), not in the config.
    public var docsFromCommandLine = false
    /// Whether the output root was given on the command line (`--output`), not in the config.
    public var outputFromCommandLine = false
    /// How large and how deeply nested an input may be (the config's `limits`).
    public var limits: Limits = .default
    /// Files and folders of the docs folder that are not pages (the config's `exclude`).
    public var excluded: [PathPattern] = []
    /// What renders the pages (the config's `renderer`): what `markdown-syntax` holds them to.
    public var renderer: MarkdownRenderer = .gfm
    /// What a language's site shows for a page it lacks (the config's `fallback`); `nil` to tell
    /// it from the layout.
    public var fallback: PageFallback?
    /// The rules document SARIF reports link each rule to (`report: {help-base-url: …}`), when the
    /// config names one.
    public var helpBaseURL: String?
    /// The lowest severity of a finding that fails the SwiftPM build plugin's step (the config's
    /// `plugin: {fail-on: …}`); `nil` when findings never fail a build.
    public var pluginFailOn: Diagnostic.Severity?

    /// Whether the file or folder at `path` (relative to the docs folder) is excluded.
    func isExcluded(_ path: String) -> Bool {
        excluded.contains { $0.matches(path) }
    }

    /// A path inside the docs folder (`shop/ko`), relative to the root.
    func pathInDocs(_ path: String) -> String {
        docsFolder == "." ? path : docsFolder + "/" + path
    }

    /// The folder of a product's language inside the docs folder: its `path`, or
    /// `<product folder>/<language folder>`.
    static func languageFolder(_ language: LanguageConfig, of product: ProductConfig) -> String {
        language.folder(inProductFolder: product.folder)
    }

    /// Creates a configuration.
    public init(
        root: String,
        configFile: String?,
        docsFolder: String,
        outputFolder: String,
        products: [ProductConfig],
        ruleSeverities: [String: Diagnostic.Severity] = [:]
    ) {
        self.root = root
        self.configFile = configFile
        self.docsFolder = docsFolder
        self.outputFolder = outputFolder
        self.products = products
        self.ruleSeverities = ruleSeverities
    }
}

/// One product: a guide written in one or more languages.
public struct ProductConfig: Sendable, Hashable {
    /// The product's key in the config, e.g. `shop`.
    public var id: String
    /// The folder under the docs folder, e.g. `shop`.
    public var folder: String
    /// The display name and output folder, e.g. `Demo`.
    public var name: String
    /// The folder name of the language the guide is written in first.
    public var sourceLanguage: String
    /// The languages, in order of precedence (the source language first).
    public var languages: [LanguageConfig]
    /// How the Swift code is named.
    public var swift: SwiftOutputConfig
    /// Decisions taken by people, which win over the default policy.
    public var resolutions: [Resolution]
    /// Where the product is written in the config.
    public var location: SourceLocation?
    /// The pages of this product, as patterns inside each language's folder (`iap-*`); empty for
    /// every page. Several products can share the docs this way, one per service.
    public var pages: [PathPattern] = []
    /// The product's error-code reference pages, as patterns inside each language's folder; empty
    /// to recognise them by their name, title and tables.
    public var catalogPages: [PathPattern] = []
    /// What renders the pages (the config's `renderer`, the same for every product).
    public var renderer: MarkdownRenderer = .gfm
    /// What a language's site shows for a page it lacks (the config's `fallback`, the same for
    /// every product); `nil` to tell it from the layout.
    public var fallback: PageFallback?

    /// Creates a product configuration.
    public init(
        id: String,
        folder: String,
        name: String,
        sourceLanguage: String,
        languages: [LanguageConfig],
        swift: SwiftOutputConfig,
        resolutions: [Resolution] = []
    ) {
        self.id = id
        self.folder = folder
        self.name = name
        self.sourceLanguage = sourceLanguage
        self.languages = languages
        self.swift = swift
        self.resolutions = resolutions
    }

    /// The language configuration for a folder name.
    public func language(_ folder: String) -> LanguageConfig? {
        languages.first { $0.folder == folder }
    }

    /// The bundle (`.lproj`) name of a language folder: what names its language (`kr: ko`); the
    /// folder's own name for a folder the product does not list.
    public func bundle(of folder: String) -> String {
        language(folder)?.bundle ?? folder
    }
}

/// A language of a product: its folder name and its bundle (`.lproj`) name.
public struct LanguageConfig: Sendable, Hashable {
    /// The folder name in the docs, e.g. `zh`.
    public var folder: String
    /// Apple's language name for the bundle, e.g. `zh-Hans`.
    public var bundle: String
    /// Where the language's pages are, relative to the docs folder, when they are not in
    /// `<product folder>/<folder>` (a layout with the language first, such as Hugo's
    /// `content/ko/docs`, or Docusaurus's `i18n/ko/docusaurus-plugin-content-docs/current`).
    public var path: String?
    /// The suffix that marks the language's pages, when they share a folder with another
    /// language's (MkDocs' i18n plugin: `login.ko.md` beside `login.md`); the page is then
    /// `login`. `nil` for pages named without one.
    public var suffix: String?
    /// Where the language is written in the config.
    public var location: SourceLocation?

    /// The folder of the language's pages inside the docs folder, for a product whose folder is
    /// `productFolder`: its `path`, or `<product folder>/<language folder>`.
    func folder(inProductFolder productFolder: String) -> String {
        path ?? productFolder + "/" + folder
    }

    /// Creates a language configuration.
    public init(
        folder: String, bundle: String, path: String? = nil, suffix: String? = nil, location: SourceLocation? = nil
    ) {
        self.folder = folder
        self.bundle = bundle
        self.path = path
        self.suffix = suffix
        self.location = location
    }
}

/// How the generated Swift is named.
public struct SwiftOutputConfig: Sendable, Hashable {
    /// The enum's name, e.g. `DemoError`. Also the `.strings` table name.
    public var enumName: String
    /// `public` or `internal`.
    public var accessLevel: String
    /// The platform the enum is for (a ``Platform`` id); `nil` for the platform whose pages declare
    /// Objective-C or Swift APIs, else every code.
    public var platform: String?
    /// The enum of each group of codes (a table's group column: `MatchResult`), by group name;
    /// a group not named here gets its own name, where it is a type name.
    public var groupEnums: [String: String] = [:]

    /// Creates a Swift output configuration.
    public init(enumName: String, accessLevel: String) {
        self.enumName = enumName
        self.accessLevel = accessLevel
    }
}

/// A decision about a disputed fact, taken by a person, with the reason.
public struct Resolution: Sendable, Hashable {
    /// The fact: an error symbol or a code number as the guides write it.
    public var fact: String
    /// The code to use, if the decision is about the number.
    public var code: Int?
    /// The symbol to use, if the decision is about the symbol.
    public var symbol: String?
    /// Why.
    public var reason: String
    /// Where the decision is written in the config.
    public var location: SourceLocation

    /// Creates a resolution.
    public init(fact: String, code: Int?, symbol: String?, reason: String, location: SourceLocation) {
        self.fact = fact
        self.code = code
        self.symbol = symbol
        self.reason = reason
        self.location = location
    }
}

/// What a language's site shows for a page of the source language it lacks.
public enum PageFallback: String, Sendable, Hashable, CaseIterable {
    /// The source language's page (MkDocs' i18n plugins, Docusaurus, sites built so).
    case source
    /// Nothing: a link to it leads nowhere.
    case nothing = "none"
}

/// The Markdown renderer a site uses, which decides what shows as the author meant.
public enum MarkdownRenderer: String, Sendable, Hashable, CaseIterable {
    /// CommonMark (Docusaurus' MDX, VitePress' markdown-it and most others follow it).
    case commonmark
    /// GitHub Flavored Markdown: CommonMark with tables, task lists and autolinks (GitHub, cmark-gfm).
    case gfm
    /// Python-Markdown (MkDocs): `#Title` is a heading, and `**` pairs with the next `**` of the
    /// paragraph whatever stands around it.
    case pythonMarkdown = "python-markdown"
}
