import Foundation
internal import Yams

/// A first `errata.yml` for a project, worked out from how its guides are laid out (`errata init`).
///
/// Five layouts are recognised, in this order:
/// - a Docusaurus site: `docs/` for the default language and
///   `i18n/<language>/docusaurus-plugin-content-docs/current/` for the others (`docs: .`);
/// - the first language's pages in the docs folder itself and the others' in its language
///   folders (VitePress: `docs/guide.md`, `docs/ko/guide.md`), with `docs: .`;
/// - one guide per language folder of the docs folder: `docs/ko/…`, `docs/en/…` (one product,
///   each language with its `path`);
/// - products of language folders: `docs-src/<product>/<language>/…` (errata's own layout), the
///   products possibly grouped in folders (`docs/Game/Demo/ko/…`);
/// - pages marked by language suffixes beside the default language's (`login.md`, `login.ko.md`:
///   MkDocs' i18n plugin, Hugo), with `docs: .`.
///
/// A folder is a language when its name is a language code errata knows (`ko`, `en`, `zh-Hans`,
/// `pt_BR`, and the country codes sites use for a language: `kr`, `jp`, `cn`, `tw`) and it holds
/// Markdown pages; a layout needs two such languages (in one of its products). The source
/// language is `source` when given, otherwise the site's default language where its config names
/// one, and else the language with the most pages (English on a tie). `errata init` reads the
/// ``yaml`` back with ``ConfigLoader`` before it writes it.
public struct ConfigScaffold: Sendable, Equatable {
    /// One language of a product.
    public struct Language: Sendable, Equatable {
        /// The key in `languages`: the folder's name.
        public var folder: String
        /// The bundle (`.lproj`) name.
        public var bundle: String
        /// The folder of its pages, relative to the docs folder, when it is not `<product>/<folder>`.
        public var path: String?
        /// The suffix that marks its pages beside another language's (`login.ko.md`).
        public var suffix: String?
        /// How many pages it has.
        public var pages: Int
    }

    /// The language a site's generator takes as its default, and where that comes from.
    public struct SiteDefault: Sendable, Equatable {
        /// The language's folder.
        public var language: String
        /// Where it comes from, in a few words (`docusaurus.config.js names it`).
        public var because: String
    }

    /// One product.
    public struct Product: Sendable, Equatable {
        /// The key in `products`.
        public var key: String
        /// The output folder and type-name prefix.
        public var name: String
        /// The source language's folder.
        public var source: String
        /// Why this source, when it was guessed (no `source` was given).
        public var sourceGuess: String?
        /// The languages, the source first, then by pages.
        public var languages: [Language]
        /// The source language's pages of each platform (``Platform``), by platform.
        public var platforms: [String: Int] = [:]
        /// The source language's pages whose names say they list error codes.
        public var referencePages: [String] = []
        /// Services whose pages are written per platform (`chat-android`, `chat-ios`: `chat`), when
        /// there are two or more.
        public var services: [String] = []
        /// The language the site's generator takes as its default, when the layout or its config
        /// says (`defaultLocale` in `docusaurus.config.js`), and where that comes from.
        public var siteDefault: SiteDefault? = nil
        /// What points at the source language, each in a few words (printed by `errata init`);
        /// empty when `source` was given.
        public var reasons: [String] = []
        /// Whether nothing but the folders' names and counts of pages chose the source (English,
        /// or the first of the languages with the most pages).
        var sourceUnfounded = false

        /// Reads the platforms and error-code pages of the source language's page names.
        mutating func readSDKPages(root: String, docs: String) {
            guard let language = languages.first(where: { $0.folder == source }) else { return }
            let folder = root + "/" + docs + "/" + (language.path ?? key + "/" + language.folder)
            let pages = ConfigScaffold.pageFiles(in: folder).compactMap(SourceLoader.pageName(ofFile:)).compactMap {
                page -> String? in
                guard let suffix = language.suffix else { return page }
                return page.hasSuffix("." + suffix) ? String(page.dropLast(suffix.utf8.count + 1)) : nil
            }
            var servicePlatforms: [String: Set<String>] = [:]
            for page in pages {
                guard let platform = Platform.of(page: page) else { continue }
                platforms[platform, default: 0] += 1
                // The page's name without its platform word: the service it documents.
                let name = page.split(separator: "/").last.map(String.init) ?? page
                let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
                let service = words.filter { Platform.id(ofWord: $0) != platform }.joined(separator: "-")
                if !service.isEmpty { servicePlatforms[service, default: []].insert(platform) }
            }
            let perPlatform = servicePlatforms.filter { $0.value.count >= 2 }.keys.sorted()
            if perPlatform.count >= 2 { services = perPlatform }
            referencePages = pages.filter(ErrorPageNames.namesCodes).sorted()
        }
    }

    /// The docs folder, relative to the project root.
    public var docs: String
    /// What was found.
    public var products: [Product]
    /// The layout, in words (for the summary).
    public var layout: String
    /// What `init` says of the layout beside the products (a Docusaurus `docs/` that is not in the
    /// default locale).
    public var notes: [String] = []
    /// The names of folders whose pages are left out (`exclude`), as found.
    public var setAsideFound: [String] = []
    /// How many pages those folders hold.
    public var setAsidePages = 0
    /// Why the site looks rendered by Python-Markdown, which reads `#Title` as a heading and
    /// `**「x」**y` as emphasis where CommonMark does not (the config then says
    /// `renderer: python-markdown`); `nil` where nothing shows it.
    public var pythonMarkdown: PythonMarkdownEvidence?
    /// Whether the site's i18n plugin shows the default language's page where a translation
    /// lacks one (the config then says `fallback: source`).
    public var fallsBackToSource = false

    /// What shows that a site is rendered by Python-Markdown.
    public enum PythonMarkdownEvidence: Sendable, Equatable {
        /// An `mkdocs.yml`.
        case mkDocs
        /// Links to headings by the ids Python-Markdown numbers for titles it keeps no letter of
        /// (`#_2` for a Korean title): no other generator makes them.
        case numberedHeadingIDs(links: Int)
        /// Admonitions (`!!! note`, `??? tip`), an extension of Python-Markdown's that others show
        /// as text.
        case admonitions(count: Int)
    }

    /// Works out the config for the project at `root`.
    ///
    /// - Parameters:
    ///   - root: The project folder (where `errata.yml` goes).
    ///   - docs: The docs folder relative to `root`; `nil` to look for `docs-src`, `docs`,
    ///     `content` (and a Docusaurus site at the root), or else language folders at the root.
    ///   - source: The source language's folder, or `nil` to guess it.
    /// - Throws: ``InputError`` when no layout is found, or `source` is not one of its languages.
    public static func detect(root: String, docs: String?, source: String?) throws -> ConfigScaffold {
        var scaffold = try layout(root: root, docs: docs)
        scaffold.findSetAside(root: root)
        // A layout that does not say which language is the site's default takes its config's word.
        if let stated = siteDefaultLanguage(root: root, docs: scaffold.docs) {
            for index in scaffold.products.indices
            where scaffold.products[index].siteDefault == nil
                && scaffold.products[index].languages.contains(where: { $0.folder == stated })
            {
                scaffold.products[index].siteDefault = SiteDefault(
                    language: stated, because: "the site's default language")
            }
        }
        // The evidence is read only for the products whose source is to be guessed.
        let guessed = scaffold.products.contains { product in !product.languages.contains { $0.folder == source } }
        scaffold = try scaffold.choosingSource(source, evidence: guessed ? scaffold.evidence(root: root) : [:])
        if isMkDocsSite(root: root, docs: scaffold.docs) {
            scaffold.pythonMarkdown = .mkDocs
            scaffold.fallsBackToSource = mkdocsFallsBack(root: root, docs: scaffold.docs)
        } else {
            let marks = pythonMarkdownMarks(in: root + "/" + scaffold.docs)
            if marks.links >= minimumNumberedHeadingLinks {
                scaffold.pythonMarkdown = .numberedHeadingIDs(links: marks.links)
            } else if marks.admonitions >= minimumAdmonitions {
                scaffold.pythonMarkdown = .admonitions(count: marks.admonitions)
            }
        }
        for index in scaffold.products.indices {
            scaffold.products[index].readSDKPages(root: root, docs: scaffold.docs)
        }
        return scaffold
    }

    /// How many links to headings by Python-Markdown's numbered ids (`](#_2)`, `](login/#_12)`) make
    /// a site rendered by it: one could be a heading's own id.
    static let minimumNumberedHeadingLinks = 3

    /// How many admonitions (`!!! note`) make a site rendered by Python-Markdown: one could be a
    /// page quoting the syntax.
    static let minimumAdmonitions = 3

    /// What the pages below `folder` write that Python-Markdown alone reads: links to a heading by an
    /// id it numbers (`#_2`), and admonitions (`!!! note`, `??? tip "Title"` at the start of a line,
    /// outside code fences).
    static func pythonMarkdownMarks(in folder: String) -> (links: Int, admonitions: Int) {
        var links = 0
        var admonitions = 0
        for page in pageFiles(in: folder) {
            guard let data = FileManager.default.contents(atPath: folder + "/" + page) else { continue }
            let bytes = [UInt8](data)
            var index = 0
            var lineStart = true
            var inFence = false
            while index + 3 < bytes.count {
                let byte = bytes[index]
                if lineStart {
                    if (byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~")) && bytes[index + 1] == byte
                        && bytes[index + 2] == byte
                    {
                        inFence.toggle()
                    } else if !inFence, byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?"),
                        bytes[index + 1] == byte, bytes[index + 2] == byte, bytes[index + 3] == 0x20,
                        index + 4 < bytes.count, FastText.isASCIILetter(bytes[index + 4])
                    {
                        admonitions += 1
                    }
                }
                lineStart = byte == 0x0A
                // `#_`, digits, and the link's closing `)`.
                if byte == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "_") {
                    var end = index + 2
                    while end < bytes.count, FastText.isASCIIDigit(bytes[end]) { end += 1 }
                    if end > index + 2, end < bytes.count, bytes[end] == UInt8(ascii: ")") { links += 1 }
                    index = end
                } else {
                    index += 1
                }
            }
        }
        return (links, admonitions)
    }

    /// Whether an `mkdocs.yml` (or `.yaml`) is at the project's top, in the docs folder, or in one
    /// of its folders (a site per language, as FastAPI keeps `docs/en/mkdocs.yml`).
    static func isMkDocsSite(root: String, docs: String) -> Bool {
        var folders = [root, root + "/" + docs]
        folders += childFolders(of: root + "/" + docs).map { root + "/" + docs + "/" + $0 }
        return folders.contains { folder in
            ["mkdocs.yml", "mkdocs.yaml"].contains { FileManager.default.fileExists(atPath: folder + "/" + $0) }
        }
    }

    /// Refuses a docs folder that leads outside the project (`..`, absolute, or through a link):
    /// `init` lists it and reads the files of its site.
    ///
    /// - Parameter given: Whether the folder is `--docs` (named in the message), not one found.
    private static func checkInside(_ folder: String, root: String, given: Bool) throws {
        guard folder != "." else { return }
        let realRoot = SafePath.realPath(root)
        guard SafePath.isContained(folder), let realRoot, let real = SafePath.realPath(root + "/" + folder),
            real.hasPrefix(realRoot + "/")
        else {
            throw InputError(
                (given ? "--docs" : "the docs folder") + " '\(folder)' leads outside the project; it must be a folder "
                    + "inside it (relative, no '..', no link that leads out)",
                at: SourceLocation(path: given ? "--docs" : folder))
        }
    }

    /// The layout of the guides (see ``detect(root:docs:source:)``).
    private static func layout(root: String, docs: String?) throws -> ConfigScaffold {
        if docs == nil || docs == ".", let site = try docusaurus(root: root) {
            return site
        }
        // Astro Starlight keeps its pages in `src/content/docs/`, Nextra in `pages/`.
        var candidates =
            docs.map { [$0] }
            ?? ["docs-src", "docs", "content", "src/content/docs"].filter { SourceLoader.isDirectory(root + "/" + $0) }
        if candidates.isEmpty, docs == nil, SourceLoader.isDirectory(root + "/pages") { candidates = ["pages"] }
        // A repository of one guide keeps its language folders at its top (`ko/`, `en/`).
        // So does one of a few guides, each in a folder of its own (`android/ja/`, `ios/ja/`).
        if candidates.isEmpty,
            languageFolders(in: root).count >= (isMintlify(root) ? 1 : 2)
                || productFolders(in: root).contains(where: { $0.languages.count >= 2 })
        {
            candidates = ["."]
        }
        guard !candidates.isEmpty else {
            throw InputError(
                "found no docs folder (docs-src, docs, content, src/content/docs or pages) and no language folders (ko/, en/) "
                    + "here; pass --docs",
                at: SourceLocation(path: "."))
        }
        for folder in candidates {
            let path = root + "/" + folder
            guard SourceLoader.isDirectory(path) else {
                throw InputError("the docs folder does not exist", at: SourceLocation(path: folder))
            }
            try checkInside(folder, root: root, given: docs != nil)
            let languages = languageFolders(in: path)
            if let nested = nested(root: root, folder: folder, languages: languages) {
                return nested
            }
            if languages.count >= 2,
                let products = productsInsideLanguages(root: root, folder: folder, languages: languages)
            {
                return ConfigScaffold(
                    docs: folder, products: products, layout: "\(folder)/<language>/…/<product>/, a product per folder")
            }
            if languages.count >= 2 {
                let key = productKey(from: root)
                let product = Product(
                    key: key, name: typeName(key), source: "", sourceGuess: nil,
                    languages: languages.map {
                        Language(folder: $0.folder, bundle: $0.bundle, path: $0.folder, pages: $0.pages)
                    })
                return ConfigScaffold(docs: folder, products: [product], layout: "\(folder)/<language>/")
            }
            var products = productFolders(in: path)
            // The one product in a folder a site's generator names (Sphinx's `docs/source/<language>/`)
            // is the repository's.
            if products.count == 1, products[0].languages.count >= 2,
                Self.containerFolders.contains(products[0].key),
                products[0].languages.allSatisfy({ $0.path == nil })
            {
                let container = products[0].key
                for index in products[0].languages.indices {
                    products[0].languages[index].path = container + "/" + products[0].languages[index].folder
                }
                products[0].key = productKey(from: root)
                products[0].name = typeName(products[0].key)
                return ConfigScaffold(docs: folder, products: products, layout: "\(folder)/\(container)/<language>/")
            }
            // A product of one language is one when another has several (a guide not yet translated).
            if products.contains(where: { $0.languages.count >= 2 }) {
                let grouped = products.contains { $0.languages.contains { $0.path != nil } }
                let layout = grouped ? "\(folder)/…/<product>/<language>/" : "\(folder)/<product>/<language>/"
                return ConfigScaffold(docs: folder, products: products, layout: layout)
            }
            if folder != ".", let suffixed = suffixed(root: root, folder: folder) {
                return suffixed
            }
        }
        throw InputError(
            "found no guide in two languages: errata init looks for <language>/ or <product>/<language>/ folders "
                + "of Markdown pages (ko/, en/, zh-Hans/), pages marked by language suffixes (login.ko.md) and "
                + "Docusaurus' i18n/<language>/; write errata.yml by hand for another layout (see README)",
            at: SourceLocation(path: candidates.count == 1 ? candidates[0] : "."))
    }

    /// The products of language folders in the docs folder at `path`: each folder that holds
    /// language folders is a product, keyed by its name. A folder that holds none is searched in
    /// turn, down to ``productDepth`` folders (documentation repositories group products by
    /// category: `docs/Game/Demo/ko/`); the languages of a product found below the docs
    /// folder's own folders name their `path`, and the product's key is its folders' names joined
    /// by `-` when two products have one name.
    private static func productFolders(in path: String) -> [Product] {
        var found: [(folders: [String], languages: [(folder: String, bundle: String, pages: Int)])] = []
        func search(_ folders: [String]) {
            for child in childFolders(of: ([path] + folders).joined(separator: "/")) {
                guard SafePath.isComponent(child), bundle(forFolder: child) == nil, !isSetAside(child) else { continue }
                let inner = folders + [child]
                let languages = languageFolders(in: ([path] + inner).joined(separator: "/"))
                if !languages.isEmpty {
                    found.append((inner, languages))
                } else if inner.count < productDepth {
                    search(inner)
                }
            }
        }
        search([])
        var names: [String: Int] = [:]
        for product in found { names[product.folders.last!, default: 0] += 1 }
        return found.map { product in
            let nested = product.folders.count > 1
            let name = product.folders.last!
            let key = names[name]! > 1 ? product.folders.joined(separator: "-") : name
            return Product(
                key: key, name: typeName(key), source: "", sourceGuess: nil,
                languages: product.languages.map {
                    Language(
                        folder: $0.folder, bundle: $0.bundle,
                        path: nested ? (product.folders + [$0.folder]).joined(separator: "/") : nil, pages: $0.pages)
                })
        }
    }

    /// The folders a site generator keeps its pages in, which name no product.
    static let containerFolders: Set<String> = ["source", "src", "content", "contents", "pages", "docs", "doc"]

    /// How deep below the docs folder ``productFolders(in:)`` looks for a product's folder.
    static let productDepth = 3

    /// A Docusaurus site at `root`: `docs/` and `i18n/<language>/docusaurus-plugin-content-docs/current/`.
    private static func docusaurus(root: String) throws -> ConfigScaffold? {
        let current = "docusaurus-plugin-content-docs/current"
        guard SourceLoader.isDirectory(root + "/docs"), SourceLoader.isDirectory(root + "/i18n") else { return nil }
        var languages: [Language] = []
        for locale in childFolders(of: root + "/i18n") {
            let path = "i18n/\(locale)/\(current)"
            guard let bundle = bundle(forFolder: locale), SourceLoader.isDirectory(root + "/" + path) else { continue }
            let pages = pageCount(in: root + "/" + path)
            if pages > 0 { languages.append(Language(folder: locale, bundle: bundle, path: path, pages: pages)) }
        }
        let defaultPages = pageCount(in: root + "/docs")
        guard !languages.isEmpty, defaultPages > 0 else { return nil }
        // The site's default locale, as docusaurus.config.js or .ts states it; English otherwise.
        let stated = siteDefaultLanguage(root: root)
        var locale = stated ?? "en"
        var siteDefault = SiteDefault(
            language: locale,
            because: stated == nil
                ? "Docusaurus' default locale; the site's config names none" : "the site's default locale")
        var note: String?
        if languages.contains(where: { $0.folder == locale }) {
            // The default locale's pages are in i18n/ too, so docs/ is in another language: the
            // one the site's pages are translated from.
            let taken = Set(languages.map(\.folder))
            guard let other = docsLanguage(root: root, taken: taken) else {
                throw InputError(
                    "a Docusaurus site whose default locale '\(locale)' has its pages in i18n/\(locale)/: docs/ is in "
                        + "another language, which errata cannot tell; write errata.yml by hand with 'docs: .' and, "
                        + "under the product's languages, '<language of docs/>: {bundle: <its bundle>, path: docs}' "
                        + "beside '\(locale): {bundle: \(bundle(forFolder: locale) ?? locale), path: i18n/\(locale)/\(current)}' "
                        + "(see docs/config.md)",
                    at: SourceLocation(path: "docs"))
            }
            note =
                "the site's default locale is '\(locale)', but i18n/\(locale)/ holds its pages: docs/ is read as "
                + "'\(other.language)' (\(other.because))"
            locale = other.language
            siteDefault = SiteDefault(language: locale, because: "docs/, which Docusaurus translates from")
        }
        languages.insert(
            Language(folder: locale, bundle: bundle(forFolder: locale) ?? locale, path: "docs", pages: defaultPages),
            at: 0)
        let key = productKey(from: root)
        let product = Product(
            key: key, name: typeName(key), source: "", sourceGuess: nil, languages: languages, siteDefault: siteDefault)
        var scaffold = ConfigScaffold(
            docs: ".", products: [product], layout: "a Docusaurus site, docs/ and i18n/<language>/")
        scaffold.notes += note.map { [$0] } ?? []
        return scaffold
    }

    /// The language of a Docusaurus site's `docs/` when it is not the default locale's: the one
    /// locale `i18n.locales` lists that has no folder in `i18n/` (`taken`), or else the language
    /// the script of `docs/`'s pages shows (Hangul, kana, Han, else Latin for English).
    static func docsLanguage(root: String, taken: Set<String>) -> SiteDefault? {
        if let config = docusaurusConfig(root: root),
            let list = firstGroup(of: #"locales\s*:\s*\[([^\]]*)\]"#, in: config.text)
        {
            let locales = list.split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "'\"`")))
            }
            let free = locales.filter { !$0.isEmpty && !taken.contains($0) && bundle(forFolder: $0) != nil }
            if free.count == 1 {
                return SiteDefault(language: free[0], because: "the one locale \(config.name) lists without i18n/")
            }
        }
        // The letters of the pages, Latin ones (ASCII) counted apart.
        var letters: [ScriptDetector.Script: Int] = [:]
        var latin = 0
        for page in pageFiles(in: root + "/docs").prefix(200) {
            guard let data = FileManager.default.contents(atPath: root + "/docs/" + page), data.count <= 1 << 20 else {
                continue
            }
            for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
                if scalar.isASCII {
                    if scalar.properties.isAlphabetic { latin += 1 }
                } else {
                    letters[ScriptDetector.script(of: scalar), default: 0] += 1
                }
            }
        }
        let hangul = letters[.hangul] ?? 0
        let kana = letters[.kana] ?? 0
        let han = letters[.han] ?? 0
        var language = "en"
        // Guides in Korean, Japanese or Chinese are written around Latin code and names: their
        // own letters are a fraction of the Latin ones.
        if (hangul + kana + han) * 10 >= latin {
            language = hangul >= kana + han ? "ko" : kana * 5 >= han ? "ja" : "zh"
        }
        guard !taken.contains(language) else { return nil }
        return SiteDefault(language: language, because: "the script of its pages")
    }

    /// The Docusaurus config at `root`, its name and text.
    static func docusaurusConfig(root: String) -> (name: String, text: String)? {
        for name in ["docusaurus.config.js", "docusaurus.config.ts", "docusaurus.config.mjs"] {
            if let data = FileManager.default.contents(atPath: root + "/" + name), data.count <= 1 << 20,
                let text = String(data: data, encoding: .utf8)
            {
                return (name, text)
            }
        }
        return nil
    }

    /// The products inside each language folder (`docs/ko/Game/GameSDK/`, `docs/ko/Game/Leaderboard/`):
    /// two folders or more, none inside another, that each hold an error-code page of their own
    /// and stand in every language's folder, and hold nine in ten of the first language's pages;
    /// `nil` otherwise (one guide per language folder). Each gets a product keyed by its folder's name.
    private static func productsInsideLanguages(
        root: String, folder: String, languages: [(folder: String, bundle: String, pages: Int)]
    ) -> [Product]? {
        let first = languages.max { $0.pages < $1.pages }!
        let base = root + "/" + folder + "/"
        let pages = pageFiles(in: base + first.folder)
        let homes = Set(
            pages.compactMap { entry -> String? in
                guard let page = SourceLoader.pageName(ofFile: entry), ErrorPageNames.namesCodes(page),
                    let slash = entry.lastIndex(of: "/")
                else { return nil }
                return String(entry[..<slash])
            })
        guard homes.count >= 2,
            !homes.contains(where: { home in homes.contains { $0 != home && home.hasPrefix($0 + "/") } }),
            languages.allSatisfy({ language in
                homes.allSatisfy { SourceLoader.isDirectory(base + language.folder + "/" + $0) }
            }),
            pages.count(where: { entry in homes.contains { entry.hasPrefix($0 + "/") } }) * 10 >= pages.count * 9
        else { return nil }
        let names = homes.sorted().map { productKey(from: $0) }
        return zip(homes.sorted(), names).map { home, name in
            // Two folders of one name are keyed by their folders (`game-sdk`, `web-sdk`).
            let key =
                names.count(where: { $0 == name }) > 1
                ? productKey(from: home.replacingOccurrences(of: "/", with: "-")) : name
            return Product(
                key: key, name: typeName(key), source: "", sourceGuess: nil,
                languages: languages.map { language in
                    Language(
                        folder: language.folder, bundle: language.bundle, path: language.folder + "/" + home,
                        pages: pageCount(in: base + language.folder + "/" + home))
                })
        }
    }

    /// Whether the project is a Mintlify site (`mint.json`, or `docs.json` of its later versions),
    /// whose default language's pages stand at its top.
    static func isMintlify(_ root: String) -> Bool {
        ["mint.json", "docs.json"].contains { FileManager.default.fileExists(atPath: root + "/" + $0) }
    }

    /// The first language's pages in `folder` itself and the others' in its language folders
    /// (VitePress: `docs/guide.md`, `docs/ko/guide.md`): `docs: .`, the outer language (the site's
    /// default language, English otherwise) with `path: <folder>`, each inner one with
    /// `path: <folder>/<language>`. Only when the pages outside the language folders are at least
    /// half as many as a language's: a few stray pages beside them (a README) are no language. At
    /// the project's top (Mintlify: `introduction.mdx`, `ko/introduction.mdx`) only beside a
    /// Mintlify config.
    private static func nested(
        root: String, folder: String, languages: [(folder: String, bundle: String, pages: Int)]
    ) -> ConfigScaffold? {
        // At the project's top, only for a site whose pages stand there (Mintlify's `mint.json` or
        // `docs.json`): elsewhere a README beside the language folders is no language.
        guard folder != "." || isMintlify(root), !languages.isEmpty else { return nil }
        let inner = Set(languages.map(\.folder))
        let outerPages = pageFiles(in: root + "/" + folder).count(where: { entry in
            let top = entry.split(separator: "/", maxSplits: 1).first.map(String.init) ?? entry
            return !inner.contains(top) && SourceLoader.pageName(ofFile: entry) != nil
                && !(folder == "." && SourceLoader.repositoryFiles.contains(entry))
        })
        let most = languages.map(\.pages).max() ?? 0
        let siteDefault = siteDefaultLanguage(root: root, docs: folder)
        let locale = siteDefault ?? "en"
        guard outerPages > 0, outerPages * 2 >= most, !inner.contains(locale) else { return nil }
        var all = [
            Language(folder: locale, bundle: bundle(forFolder: locale) ?? locale, path: folder, pages: outerPages)
        ]
        all += languages.map {
            Language(
                folder: $0.folder, bundle: $0.bundle, path: folder == "." ? $0.folder : folder + "/" + $0.folder,
                pages: $0.pages)
        }
        let key = productKey(from: root)
        let product = Product(
            key: key, name: typeName(key), source: "", sourceGuess: nil, languages: all,
            siteDefault: siteDefault.map { SiteDefault(language: $0, because: "the site's default language") })
        return ConfigScaffold(
            docs: ".", products: [product],
            layout: "the first language in \(folder)/ and the others in \(folder)/<language>/ (VitePress, Starlight)")
    }

    /// Pages of several languages side by side in `folder`, marked by suffixes (`login.md` and
    /// `login.ko.md`, as MkDocs' i18n plugin and Hugo name them): `docs: .`, the language without a
    /// suffix (the site's default language in `mkdocs.yml` or Hugo's config, English otherwise) and
    /// one language per suffix; or, where every page has one (Nextra's `login.ja.mdx`), one
    /// language per suffix, the site's default (`defaultLocale` in `next.config.mjs`) first.
    private static func suffixed(root: String, folder: String) -> ConfigScaffold? {
        var counts: [String: Int] = [:]
        var plain = 0
        for entry in pageFiles(in: root + "/" + folder) {
            guard let page = SourceLoader.pageName(ofFile: entry) else { continue }
            let name = (page as NSString).lastPathComponent
            if let dot = name.lastIndex(of: "."), bundle(forFolder: String(name[name.index(after: dot)...])) != nil {
                counts[String(name[name.index(after: dot)...]), default: 0] += 1
            } else {
                plain += 1
            }
        }
        // Nextra marks every language's pages, the default's too (`index.ja.mdx`, `index.en.mdx`).
        guard plain > 0 ? !counts.isEmpty : counts.count >= 2 else { return nil }
        let siteDefault = siteDefaultLanguage(root: root)
        let locale = plain > 0 ? siteDefault ?? "en" : ""
        var languages =
            plain > 0
            ? [Language(folder: locale, bundle: bundle(forFolder: locale) ?? locale, path: folder, pages: plain)] : []
        for (suffix, pages) in counts.sorted(by: { $0.key < $1.key }) where suffix != locale {
            languages.append(
                Language(folder: suffix, bundle: bundle(forFolder: suffix)!, path: folder, suffix: suffix, pages: pages)
            )
        }
        guard languages.count >= 2 else { return nil }
        if plain == 0, let siteDefault, let index = languages.firstIndex(where: { $0.folder == siteDefault }) {
            languages.insert(languages.remove(at: index), at: 0)
        }
        let key = productKey(from: root)
        // The site's default language, when its config names it; else the one with the most pages.
        let product = Product(
            key: key, name: typeName(key), source: "", sourceGuess: nil, languages: languages,
            siteDefault: siteDefault.map { SiteDefault(language: $0, because: "the site's default language") })
        return ConfigScaffold(
            docs: ".", products: [product], layout: "pages marked by language suffixes in \(folder)/ (login.ko.md)")
    }

    /// The site's default language, as its generator's config names it: `defaultLocale` in
    /// `docusaurus.config.js` or `.ts`, `default_language: ko` in `mkdocs.yml` (or the language its
    /// i18n plugin marks `default: true`), `defaultContentLanguage` in Hugo's config, the `root`
    /// locale's `lang` in VitePress' `.vitepress/config` (in `docs`, `docs/` or the project) and in
    /// Astro Starlight's `astro.config.mjs`, `defaultLocale` in Next.js' `next.config.mjs`, the
    /// `default_lang` or first of the `languages` in Jekyll's `_config.yml`.
    static func siteDefaultLanguage(root: String, docs: String? = nil) -> String? {
        let docusaurus = #"defaultLocale\s*:\s*['"]([A-Za-z_-]+)['"]"#
        let hugo = #"defaultContentLanguage\s*[:=]\s*['"]?([A-Za-z_-]+)"#
        // VitePress: `locales: { root: { label: 'English', lang: 'en' }, … }`.
        let vitepress = #"root\s*:\s*\{[^}]*?lang\s*:\s*['"]([A-Za-z_-]+)"#
        var files = [
            "docusaurus.config.js", "docusaurus.config.ts", "docusaurus.config.mjs", "mkdocs.yml", "mkdocs.yaml",
            "hugo.toml", "hugo.yaml", "config.toml", "config.yaml", "_config.yml", "astro.config.mjs",
            "astro.config.ts", "astro.config.js", "next.config.js", "next.config.mjs", "next.config.ts",
        ]
        for folder in [docs, "docs", "."].compactMap({ $0 }) {
            files += ["config.ts", "config.mts", "config.js", "config.mjs"].map { "\(folder)/.vitepress/\($0)" }
        }
        for name in files {
            guard let data = FileManager.default.contents(atPath: root + "/" + name),
                data.count <= 1 << 20, let text = String(data: data, encoding: .utf8)
            else { continue }
            if name.hasPrefix("mkdocs.") {
                if let language = mkdocsDefaultLanguage(text) { return language }
                continue
            }
            if name == "_config.yml" {
                if let language = jekyllDefaultLanguage(text) { return language }
                continue
            }
            // Starlight's `defaultLocale: 'root'` names the root locale, whose `lang` says the language.
            for pattern in [docusaurus, hugo, vitepress, #"default_language:\s*['"]?([A-Za-z_-]+)"#] {
                if let match = firstGroup(of: pattern, in: text), match != "root" { return match }
            }
        }
        return nil
    }

    /// The default language of an `mkdocs.yml`'s i18n plugin (mkdocs-static-i18n): the language
    /// `default: true` marks in its `languages` (a list of `locale:` entries, or a mapping by
    /// language), or its `default_language`. `nil` when the file is not YAML Yams reads without
    /// aliases, or names none.
    static func mkdocsDefaultLanguage(_ text: String) -> String? {
        guard let i18n = MkDocsI18n(text)?.options else { return nil }
        switch i18n["languages"] {
        case .sequence(let languages):
            for language in languages where language["default"]?.bool == true {
                if let locale = language["locale"]?.string { return locale }
            }
        case .mapping(let languages):
            for (key, value) in languages where value["default"]?.bool == true {
                if let locale = key.string { return locale }
            }
        default:
            break
        }
        return i18n["default_language"]?.string
    }

    /// The i18n plugin (mkdocs-static-i18n) an `mkdocs.yml` lists.
    struct MkDocsI18n {
        /// Its options, where it is given any.
        var options: Node?

        /// The plugin `text` lists; `nil` when it lists none, or is not YAML Yams reads without aliases.
        init?(_ text: String) {
            // MkDocs' own tags (`!!python/name:…`, `!ENV`) are only kept on the nodes here.
            guard (try? YAMLAliasGuard.check(text, path: "mkdocs.yml")) != nil,
                let root = try? ConfigLoader.parser(text).singleRoot(), let plugins = root["plugins"],
                let entry = (plugins.sequence.map(Array.init) ?? [plugins]).first(where: {
                    $0.string == "i18n" || $0["i18n"] != nil
                })
            else { return nil }
            options = entry["i18n"]
        }
    }

    /// Whether an `mkdocs.yml` at the project's top or in the docs folder has an i18n plugin
    /// (mkdocs-static-i18n) that shows the default language's page where a translation lacks
    /// one: its `fallback_to_default`, true unless it says otherwise.
    static func mkdocsFallsBack(root: String, docs: String) -> Bool {
        for folder in [root, root + "/" + docs] {
            for name in ["mkdocs.yml", "mkdocs.yaml"] {
                guard let data = FileManager.default.contents(atPath: folder + "/" + name), data.count <= 1 << 20,
                    let text = String(data: data, encoding: .utf8), let plugin = MkDocsI18n(text)
                else { continue }
                return plugin.options?["fallback_to_default"]?.bool ?? true
            }
        }
        return false
    }

    /// The default language of a Jekyll site's `_config.yml`: its `default_lang` (jekyll-polyglot),
    /// else the first of its `languages` (which the multilingual plugins serve first). `nil` when
    /// the file is not YAML Yams reads without aliases, or names none.
    static func jekyllDefaultLanguage(_ text: String) -> String? {
        guard (try? YAMLAliasGuard.check(text, path: "_config.yml")) != nil,
            let root = try? ConfigLoader.parser(text).singleRoot()
        else { return nil }
        if let language = root["default_lang"]?.string { return language }
        return root["languages"]?.sequence?.first?.string
    }

    /// The first capture group of `pattern`'s first match in `text`.
    private static func firstGroup(of pattern: String, in text: String) -> String? {
        guard let expression = try? NSRegularExpression(pattern: pattern),
            let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return String(text[range])
    }

    /// The languages with a bundle each. Folders that give one bundle (`zh_TW` and `zh_HK` are
    /// both Traditional Chinese, `zh-Hant`) would write their strings to one `.lproj`: one keeps
    /// it (a folder that names no region, else the script's usual region, `TW` for `zh-Hant` and
    /// `CN` for `zh-Hans`, else the first), and the others' bundles name their region too
    /// (`zh-Hant-HK`).
    static func distinctBundles(_ languages: [Language]) -> [Language] {
        let usualRegion = ["zh-hant": "TW", "zh-hans": "CN"]
        var result = languages
        for bundle in Set(languages.map { $0.bundle.lowercased() }) {
            let sharing = languages.indices.filter { languages[$0].bundle.lowercased() == bundle }
            guard sharing.count > 1 else { continue }
            let regions = sharing.map { region(ofFolder: languages[$0].folder) }
            let keeper =
                regions.firstIndex(where: { $0 == nil })
                ?? regions.firstIndex(where: { $0 == usualRegion[bundle] }) ?? 0
            for (offset, index) in sharing.enumerated() where offset != keeper {
                guard let region = regions[offset], !bundle.hasSuffix("-" + region.lowercased()) else { continue }
                result[index].bundle += "-" + region
            }
        }
        return result
    }

    /// The region a language folder names (`HK` for `zh_HK`, `TW` for `tw`), if any.
    static func region(ofFolder name: String) -> String? {
        let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" })
        if parts.count == 1 { return ["tw": "TW", "cn": "CN"][name.lowercased()] }
        return parts.dropFirst().first { isRegion($0) }.map { $0.uppercased() }
    }

    /// Whether a part of a language folder's name is a region: two letters (`TW`) or three digits
    /// (`419`).
    private static func isRegion(_ part: some StringProtocol) -> Bool {
        (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber))
    }

    /// The primary language of a folder's bundle name (`en` for `en-GB`).
    static func bundleLanguage(_ folder: String) -> String? {
        bundle(forFolder: folder).flatMap { $0.split(separator: "-").first.map(String.init) }
    }

    /// The config file's text.
    public var yaml: String {
        var lines = [
            "# errata configuration, written by `errata init` from the layout it found: \(layout).",
            "# Check the source language and the bundle names, then run `errata check`. See README.",
            "version: 1",
            "docs: \(Self.quoted(docs))",
            "output: generated",
        ]
        lines += excludeLines
        switch pythonMarkdown {
        case .mkDocs?:
            lines += [
                "# MkDocs renders with Python-Markdown, which reads '#Title' as a heading and pairs '**' in turn:",
                "# markdown-syntax reports what it shows.",
                "renderer: python-markdown",
            ]
            if fallsBackToSource {
                lines += [
                    "# Its i18n plugin shows the default language's page where a translation lacks one",
                    "# (fallback_to_default): a link to such a page is not broken.",
                    "fallback: source",
                ]
            }
        case .numberedHeadingIDs?:
            lines += [
                "# The pages link to headings by the ids Python-Markdown numbers (#_2): the site renders with it,",
                "# which reads '#Title' as a heading and pairs '**' in turn. markdown-syntax reports what it shows;",
                "# delete this line if the pages are read elsewhere (GitHub renders CommonMark).",
                "renderer: python-markdown",
            ]
        case .admonitions?:
            lines += [
                "# The pages write admonitions (!!! note), which Python-Markdown reads: the site renders with it,",
                "# which reads '#Title' as a heading and pairs '**' in turn. markdown-syntax reports what it shows;",
                "# delete this line if the pages are read elsewhere (GitHub renders CommonMark).",
                "renderer: python-markdown",
            ]
        case nil:
            break
        }
        lines.append("products:")
        for product in products {
            lines.append("  \(Self.quoted(product.key)):")
            lines.append("    name: \(Self.quoted(product.name))")
            if let guess = product.sourceGuess {
                lines += Self.commentLines(
                    "The language the guide is written in first. A guess (\(guess)): check it.", indent: "    ")
            }
            lines.append("    source: \(Self.quoted(product.source))")
            lines.append("    # Folder: bundle (.lproj) name. The order is the precedence for ties.")
            lines.append("    languages:")
            for language in product.languages {
                let suffix = language.suffix.map { ", suffix: \(Self.quoted($0))" } ?? ""
                let value =
                    language.path.map { "{bundle: \(Self.quoted(language.bundle)), path: \(Self.quoted($0))\(suffix)}" }
                    ?? Self.quoted(language.bundle)
                let pages = language.pages == 1 ? "1 page" : "\(language.pages) pages"
                lines.append("      \(Self.quoted(language.folder)): \(value)  # \(pages)")
            }
            lines += product.sdkComments
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as comment lines of at most about 100 columns, broken between words.
    static func commentLines(_ text: String, indent: String) -> [String] {
        var lines: [String] = []
        var line = indent + "#"
        for word in text.split(separator: " ") {
            if line.count + 1 + word.count > 100, line != indent + "#" {
                lines.append(line)
                line = indent + "#"
            }
            line += " " + word
        }
        return lines + [line]
    }

    /// A YAML scalar: plain when it is made of letters, digits, `_`, `-`, `.` and `/` and does
    /// not start like anything else; double-quoted otherwise.
    static func quoted(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (CharacterSet.alphanumerics.contains(scalar) || "_-./".unicodeScalars.contains(scalar))
            } && !text.hasPrefix("-") && !text.hasPrefix(".")
            && !["true", "false", "yes", "no", "on", "off", "null", "y", "n"].contains(text.lowercased())
            && Double(text) == nil
        if plain { return text }
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where scalar.value < 0x20: escaped += String(format: "\\x%02X", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    // MARK: - Folders

    /// The language folders directly in `path` that hold pages, with their bundle names and pages.
    static func languageFolders(in path: String) -> [(folder: String, bundle: String, pages: Int)] {
        childFolders(of: path).compactMap { folder in
            guard let bundle = bundle(forFolder: folder) else { return nil }
            let pages = pageCount(in: path + "/" + folder)
            return pages > 0 ? (folder, bundle, pages) : nil
        }
    }

    /// The bundle (`.lproj`) name for a folder named with a language code, or `nil` when the name is
    /// not one: `ko` → `ko`, `zh` and `zh_CN` → `zh-Hans`, `zh-tw` → `zh-Hant`, `pt_BR` → `pt-BR`,
    /// `kr` → `ko`, `jp` → `ja`.
    public static func bundle(forFolder name: String) -> String? {
        let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first?.lowercased(), parts.count <= 3, name.unicodeScalars.allSatisfy(\.isASCII) else {
            return nil
        }
        // Country codes sites name a language's folder with.
        let aliases = ["kr": "ko", "jp": "ja", "cn": "zh-Hans", "tw": "zh-Hant"]
        if parts.count == 1, let alias = aliases[first] { return alias }
        guard languageCodes.contains(first) else { return nil }
        var bundle = first
        var script: String?
        for part in parts.dropFirst() {
            if part.count == 4, part.allSatisfy(\.isLetter) {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
                bundle += "-" + script!
            } else if isRegion(part) {
                // Chinese by region: Apple's bundles name the script.
                if first == "zh", script == nil {
                    script = ["tw", "hk", "mo"].contains(part.lowercased()) ? "Hant" : "Hans"
                    bundle += "-" + script!
                } else if first != "zh" {
                    bundle += "-" + part.uppercased()
                }
            } else {
                return nil
            }
        }
        if bundle == "zh" { return "zh-Hans" }
        return bundle
    }

    /// The ISO 639-1 codes of languages guides are translated into (two-letter codes that are also
    /// common folder names, such as `ts` or `as`, are left out).
    static let languageCodes: Set<String> = [
        "af", "ar", "az", "be", "bg", "bn", "bs", "ca", "cs", "cy", "da", "de", "el", "en", "es", "et", "eu", "fa",
        "fi", "fr", "ga", "gl", "he", "hi", "hr", "hu", "hy", "id", "is", "it", "ja", "ka", "kk", "km", "ko", "ky",
        "lo", "lt", "lv", "mk", "mn", "mr", "ms", "mt", "nb", "ne", "nl", "nn", "pl", "ps", "pt", "ro", "ru", "si",
        "sk", "sl", "sq", "sr", "sv", "sw", "ta", "te", "tg", "th", "tl", "tr", "uk", "ur", "uz", "vi", "zh",
    ]

    /// The product key for a project folder: its name, lower-cased, made of letters, digits, `-`
    /// and `_`; `docs` when nothing is left.
    static func productKey(from path: String) -> String {
        let name = ((path as NSString).standardizingPath as NSString).lastPathComponent.lowercased()
        let key = String(
            name.unicodeScalars.filter {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_")
            }.map(Character.init))
        guard let first = key.unicodeScalars.first, CharacterSet.letters.contains(first) else { return "docs" }
        return key
    }

    /// `my-sdk` → `MySdk`: the words of a key, capitalized and joined, its letters and digits
    /// only; a name the config accepts, whose enum name (`MySdkError`) it accepts too.
    static func typeName(_ key: String) -> String {
        var name = key.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." || $0 == " " })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
            .filter { $0.isLetter || $0.isNumber }
        // A Swift type name starts with a letter (`2fa` → `Docs2fa`).
        if name.first.map({ $0.isASCII && $0.isLetter }) != true { name = "Docs" + name }
        // `localized` would make `LocalizedError`, which the generated code uses.
        if SwiftIdentifier.enumNameProblem(ConfigValues.defaultEnumName(forProductName: name)) != nil
            || ConfigValues.productNameProblem(name) != nil
        {
            name += "Docs"
        }
        return name
    }

    private static func childFolders(of path: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") && SourceLoader.isDirectory(path + "/" + $0) }.sorted()
    }

    private static func pageCount(in path: String) -> Int {
        pageFiles(in: path).count
    }

    /// The pages below `path` (relative to it), but those in folders ``setAsideFolders`` names.
    static func pageFiles(in path: String) -> [String] {
        (SourceLoader.subpaths(of: path) ?? []).filter { entry in
            SourceLoader.pageName(ofFile: entry) != nil
                && !entry.split(separator: "/").dropLast().contains(where: isSetAside)
        }
    }

    /// The names of folders whose pages are not part of the guide: old copies, backups,
    /// temporary copies and drafts (any case). `archive`, `legacy` and `deprecated` are not among
    /// them: guides name live sections so (an archive storage service, the pages of a legacy API
    /// still in use).
    static let setAsideFolders = ["old", "backup", "backups", "bak", "temp", "tmp", "draft", "drafts"]

    /// Whether a folder's name is one of ``setAsideFolders``, in any case.
    static func isSetAside(_ name: some StringProtocol) -> Bool {
        setAsideFolders.contains(name.lowercased())
    }
}

extension ConfigScaffold.Product {
    /// What `init` says of an SDK's pages: the platforms they are written for and the error-code
    /// page, as comments with the key that chooses otherwise (see docs/sdk-docs.md).
    var sdkComments: [String] {
        var lines: [String] = []
        let found = Platform.all.filter { platforms[$0] != nil }
        if let first = found.first {
            let counts = found.map { "\($0) (\(platforms[$0]!))" }
            lines += [
                "    # Pages per platform: \(counts.joined(separator: ", ")). The Swift enum is for the platform",
                "    # whose pages declare Objective-C APIs; to choose one (see docs/sdk-docs.md):",
                "    # swift: {platform: \(found.contains("ios") ? "ios" : first)}",
            ]
        }
        if !services.isEmpty {
            let listed = services.prefix(4).joined(separator: ", ") + (services.count > 4 ? ", …" : "")
            lines += [
                "    # Pages documented per platform, by subject: \(listed).",
                "    # For an enum per service, make a product of each with its pages (see docs/sdk-docs.md):",
                "    # pages: [\"\(services[0])-*\"]",
            ]
        }
        if !referencePages.isEmpty {
            lines += [
                "    # The error-code page (\(referencePages.joined(separator: ", "))) is the catalog's authority: messages",
                "    # and categories come from it; codes only other pages list are left out and reported.",
            ]
        }
        return lines
    }
}
