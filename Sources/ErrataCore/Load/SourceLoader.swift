import ErrataPluginSupport
import Foundation

/// Finds and reads `<docs>/<product>/<language>/<page>.md` (or `.markdown`; or the pages below a
/// language's own `path` in the docs) for every configured product.
///
/// Discovery never depends on the order the file system lists files in: pages are sorted.
/// A missing folder, an empty language or an unreadable page is an ``InputError``.
public struct SourceLoader: Sendable {
    /// Creates a loader.
    public init() {}

    /// Loads every product of `config`: ``discover(_:)``, then every page read (``read(_:config:)``).
    ///
    /// - Parameter config: The resolved configuration.
    /// - Returns: One ``LoadedProduct`` per product, in config order.
    /// - Throws: ``InputError`` for anything missing or not UTF-8: the first in page order.
    public func load(_ config: Config) throws -> [LoadedProduct] {
        let loader = self
        return try discover(config).map { product in
            // Pages are read and decoded side by side; the first error in page order is thrown.
            let read = product.pages.parallelMap { page in Result { try loader.read(page, config: config) } }
            let documents = try read.map { try $0.get() }
            if let failure = product.failure { throw failure }
            return LoadedProduct(config: product.config, documents: documents)
        }
    }

    /// Finds every product's pages without reading them, checking the folders on the way.
    ///
    /// A product's folders are checked language by language: when one is wrong (missing, empty,
    /// a link out of the docs folder), that product stops there with ``DiscoveredProduct/failure``
    /// set, after the pages of its earlier languages, and no later product is looked at. So the
    /// first error in page order is the one a reader of every page in order would meet.
    ///
    /// - Parameter config: The resolved configuration.
    /// - Returns: The products up to the first one with a failure, in config order.
    /// - Throws: ``InputError`` when the docs folder itself is missing or leads outside the project.
    public func discover(_ config: Config) throws -> [DiscoveredProduct] {
        let docsPath = config.root + "/" + config.docsFolder
        guard Self.isDirectory(docsPath) else {
            let exists = FileManager.default.fileExists(atPath: docsPath)
            throw InputError(
                "the docs folder '\(config.docsFolder)' " + (exists ? "is a file, not a folder" : "does not exist"),
                at: config.docsLocation ?? SourceLocation(path: config.configFile ?? config.docsFolder)
            )
        }
        let docsReal = try config.resolvedDocsFolder()
        var products: [DiscoveredProduct] = []
        for product in config.products {
            var pages: [PageFile] = []
            do {
                try discoverProduct(product, config: config, docsReal: docsReal, into: &pages)
            } catch {
                products.append(DiscoveredProduct(config: product, pages: pages, failure: error))
                break
            }
            products.append(DiscoveredProduct(config: product, pages: pages, failure: nil))
        }
        return products
    }

    /// The indices of `pages`, largest file first (by the size the file system gives; ties, and
    /// files it cannot tell, in their order), for the order in which pages are read and parsed.
    static func largestFirst(_ pages: [PageFile], root: String) -> [Int] {
        // One `stat` a page, side by side: a doc set of many small pages is mostly system calls here.
        let sizes = pages.parallelChunks(minimumChunk: 256) { chunk in
            chunk.map { page -> Int in
                var info = stat()
                return stat(root + "/" + page.relativePath, &info) == 0 ? Int(info.st_size) : 0
            }
        }.flatMap { $0 }
        return pages.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
    }

    /// Reads and decodes one page found by ``discover(_:)``.
    ///
    /// - Throws: ``InputError`` naming the page when it cannot be read, is a link where discovery
    ///   found a plain file, is not a plain file, is over the size limit, is not UTF-8 or is empty.
    public func read(_ page: PageFile, config: Config) throws -> SourceDocument {
        // A page found as a plain file is read only as one: a link put in its place since is
        // refused. A page found as a link is read at the target checked then.
        let fullPath = page.target ?? config.root + "/" + page.relativePath
        let data = try readPage(fullPath, relativePath: page.relativePath, limits: config.limits)
        let text = try TextDecoder.decode(data, path: page.relativePath)
        // An empty page is a mistake (a truncated file, a failed merge), never a translation.
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw InputError(
                "the page is empty; write it, or delete the file if the language has no such page",
                at: SourceLocation(path: page.relativePath)
            )
        }
        return SourceDocument(
            product: page.product,
            language: page.language,
            page: page.page,
            path: page.relativePath,
            text: text,
            bundle: page.bundle
        )
    }

    /// Reads one page's bytes, refusing a link and what is not a plain file or is larger than the
    /// limit (see ``BoundedFileReader``).
    private func readPage(_ fullPath: String, relativePath: String, limits: Limits) throws -> Data {
        try BoundedFileReader.read(
            fullPath, displayPath: relativePath, noun: "page", maxBytes: limits.maxFileBytes,
            limitName: "limits.max-file-bytes in errata.yml", followingLinks: false)
    }

    /// Reads and decodes one page outside any product, as `errata dump-tree` does.
    ///
    /// - Parameters:
    ///   - path: The file, as the user gave it (for messages).
    ///   - directory: The folder a relative `path` is relative to.
    ///   - limits: The limits; only ``Limits/maxFileBytes`` applies here.
    /// - Returns: The page, with an empty product and language.
    /// - Throws: ``InputError`` naming the file when it cannot be read, is not a plain file, is
    ///   over the size limit, or is not UTF-8.
    public static func readDocument(path: String, relativeTo directory: String, limits: Limits) throws
        -> SourceDocument
    {
        let full = path.hasPrefix("/") ? path : directory + "/" + path
        let data = try BoundedFileReader.read(
            full, displayPath: path, noun: "page", maxBytes: limits.maxFileBytes,
            limitName: "limits.max-file-bytes in errata.yml")
        let text = try TextDecoder.decode(data, path: path)
        let page = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return SourceDocument(product: "", language: "", page: page, path: path, text: text)
    }

    private func discoverProduct(
        _ product: ProductConfig, config: Config, docsReal: String, into pages: inout [PageFile]
    ) throws {
        let productRelative = config.pathInDocs(product.folder)
        let productPath = config.root + "/" + productRelative
        // The product's folder is only needed by the languages kept in it.
        guard product.languages.allSatisfy({ $0.path != nil }) || Self.isDirectory(productPath) else {
            throw InputError(
                "product '\(product.id)': the folder '\(productRelative)' does not exist",
                at: product.location ?? SourceLocation(path: config.configFile ?? productRelative)
            )
        }
        let folders = product.languages.map { Config.languageFolder($0, of: product) }
        for (index, language) in product.languages.enumerated() {
            let languageRelative = config.pathInDocs(folders[index])
            // The folders of the languages inside this one's, relative to it: their pages are theirs.
            // A language in the docs folder itself (`.`) holds every other's, and errata's output.
            var inner = folders.filter { $0.hasPrefix(folders[index] + "/") }.map {
                String($0.dropFirst(folders[index].count + 1))
            }
            if folders[index] == "." {
                inner = folders.filter { $0 != "." }
                let output = config.outputFolder
                if config.docsFolder == "." {
                    if !output.hasPrefix("/") { inner.append(output) }
                } else if output.hasPrefix(config.docsFolder + "/") {
                    inner.append(String(output.dropFirst(config.docsFolder.count + 1)))
                }
            }
            let languagePath = config.root + "/" + languageRelative
            guard Self.isDirectory(languagePath) else {
                throw InputError(
                    "product '\(product.id)': language '\(language.folder)' has no folder '\(languageRelative)'",
                    at: language.location ?? SourceLocation(path: config.configFile ?? languageRelative)
                )
            }
            let languageReal = realPath(languagePath)
            guard languageReal.hasPrefix(docsReal + "/") || (folders[index] == "." && languageReal == docsReal) else {
                throw InputError(
                    "the language folder is a link that leads outside the docs folder (to \(languageReal))",
                    at: SourceLocation(path: languageRelative)
                )
            }
            // Pages marked with another language's suffix are that language's.
            let otherSuffixes = product.languages.compactMap(\.suffix).filter { $0 != language.suffix }
            let found = try markdownFiles(
                in: languagePath, relative: languageRelative, docsReal: docsReal, product: product.id,
                language: (language.folder, language.bundle), excluding: inner,
                suffixes: (own: language.suffix, others: otherSuffixes),
                isExcluded: { entry in
                    (folders[index] == "." && Self.repositoryFiles.contains(entry))
                        || (!config.excluded.isEmpty
                            && config.isExcluded(folders[index] == "." ? entry : folders[index] + "/" + entry))
                        || (!product.pages.isEmpty && !product.pages.contains { $0.matches(entry) })
                })
            guard !found.isEmpty else {
                throw InputError(
                    "product '\(product.id)': language '\(language.folder)' has no Markdown pages"
                        + (config.excluded.isEmpty ? "" : " that the config's 'exclude' keeps"),
                    at: SourceLocation(path: languageRelative)
                )
            }
            pages += found
        }
    }

    /// The files at a repository's top that describe the repository, not the guide: left out of a
    /// language whose pages are the docs folder itself (`.`).
    static let repositoryFiles: Set<String> = [
        "README.md", "CONTRIBUTING.md", "LICENSE.md", "CODE_OF_CONDUCT.md", "SECURITY.md",
    ]

    /// The extensions of the files that are pages, in lower case: the list the build plugin
    /// declares its inputs from.
    static let pageExtensions = PageFiles.extensions

    /// The page name of a file below a language folder: its path without its `.md`, `.markdown` or
    /// `.mdx` extension (in any case: `.MD` too); `nil` for any other file, and for a file that is
    /// hidden or in a hidden folder (`.draft.md`, `.cache/x.md`), as site generators skip them.
    static func pageName(ofFile entry: String) -> String? {
        let utf8 = entry.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), utf8.first != UInt8(ascii: "."),
            // A byte search: Foundation's `contains` took about 4,500 instructions a file.
            !entry.containsASCII("/.")
        else { return nil }
        let fileExtension = entry[utf8.index(after: dot)...].lowercased()
        guard pageExtensions.contains(fileExtension) else { return nil }
        return String(entry[..<dot])
    }

    /// The page a file's name without its extension (`login.ko`) is for a language marked with
    /// `suffix` (`login`), or, for a language without one, the name itself unless one of
    /// `otherSuffixes` marks it; `nil` when the page is not the language's.
    static func page(named name: String, suffix: String?, otherSuffixes: [String]) -> String? {
        if let suffix {
            guard name.hasSuffix("." + suffix), name.utf8.count > suffix.utf8.count + 1 else { return nil }
            return String(name.dropLast(suffix.count + 1))
        }
        return otherSuffixes.contains { name.hasSuffix("." + $0) } ? nil : name
    }

    /// Every `.md`, `.markdown` or `.mdx` file below `path`, sorted, but those in the folders `excluded`
    /// (relative to `path`: other languages' folders), refusing links that leave the docs folder
    /// and two files that are the same page (`login.md` and `login.markdown`). With suffixes, only
    /// the files marked with `own` (`login.ko.md`, the page `login`) or, without it, those marked
    /// with none of `others`; and none of those `isExcluded` says yes to (given their paths
    /// relative to `path`: the config's `exclude`).
    private func markdownFiles(
        in path: String, relative: String, docsReal: String, product: String,
        language: (folder: String, bundle: String), excluding excluded: [String] = [],
        suffixes: (own: String?, others: [String]) = (nil, []),
        isExcluded: (String) -> Bool = { _ in false }
    ) throws -> [PageFile] {
        guard let listed = Self.entries(of: path) else {
            throw InputError("cannot list the folder", at: SourceLocation(path: relative))
        }
        var pages: [PageFile] = []
        var fileOfPage: [String: String] = [:]
        for (entry, isFile) in listed.sorted(by: { $0.path < $1.path }) {
            guard let name = Self.pageName(ofFile: entry), !excluded.contains(where: { entry.hasPrefix($0 + "/") }),
                let page = Self.page(named: name, suffix: suffixes.own, otherSuffixes: suffixes.others),
                !isExcluded(entry)
            else { continue }
            let relativePath = relative == "." ? entry : relative + "/" + entry
            if let other = fileOfPage.updateValue(entry, forKey: page) {
                throw InputError(
                    "'\(other)' and '\(entry)' are the same page '\(page)'; keep one of them",
                    at: SourceLocation(path: relativePath))
            }
            // A plain file (not a link) is inside the language folder's real path, which is inside
            // the docs folder (checked by the caller), however deep: the listing descends only into
            // folders, never into links (see ``entries(of:)``). The listing tells plain files
            // apart, so most pages need no system call here.
            if isFile {
                pages.append(
                    PageFile(
                        product: product, language: language.folder, page: page, relativePath: relativePath,
                        bundle: language.bundle))
                continue
            }
            let full = path + "/" + entry
            guard let resolved = SafePath.realPath(full) else {
                throw InputError(
                    "the page is a link that leads nowhere (to a missing file, or round to itself)",
                    at: SourceLocation(path: relativePath))
            }
            guard resolved == docsReal || resolved.hasPrefix(docsReal + "/") else {
                throw InputError(
                    "the page is a link that leads outside the docs folder (to \(resolved))",
                    at: SourceLocation(path: relativePath)
                )
            }
            if Self.isDirectory(full) {
                throw InputError(
                    "a folder is named like a page; pages must be files", at: SourceLocation(path: relativePath))
            }
            var file = PageFile(
                product: product, language: language.folder, page: page, relativePath: relativePath,
                bundle: language.bundle)
            // A link inside the docs folder is read at the target checked here, not followed again.
            file.target = resolved
            pages.append(file)
        }
        return pages
    }

    /// Every entry below the folder `path` (files, folders and links, at any depth; links are
    /// not followed), as paths relative to it, in no particular order; `nil` when a folder cannot
    /// be read. What `FileManager.subpathsOfDirectory(atPath:)` lists, read with `readdir`: at
    /// about a fiftieth of the cost (it is the first thing every run does, on one thread).
    static func subpaths(of path: String) -> [String]? {
        entries(of: path)?.map(\.path)
    }

    /// ``subpaths(of:)``, each entry with whether it is a plain file (not a folder, a link or
    /// anything else), as the listing tells (asked of the entry itself on file systems that do not).
    static func entries(of path: String) -> [(path: String, isFile: Bool)]? {
        var found: [(path: String, isFile: Bool)] = []
        var folders = [""]
        while let relative = folders.popLast() {
            guard let directory = opendir(relative.isEmpty ? path : path + "/" + relative) else { return nil }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                        String(cString: $0)
                    }
                }
                if name == "." || name == ".." { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                var type = entry.pointee.d_type
                if type == UInt8(DT_UNKNOWN) {
                    // File systems that do not tell: asked of the entry itself, not what it links to.
                    var info = stat()
                    if lstat(path + "/" + child, &info) == 0 {
                        switch info.st_mode & S_IFMT {
                        case S_IFDIR: type = UInt8(DT_DIR)
                        case S_IFREG: type = UInt8(DT_REG)
                        default: break
                        }
                    }
                }
                found.append((child, type == UInt8(DT_REG)))
                if type == UInt8(DT_DIR) { folders.append(child) }
            }
        }
        return found
    }

    /// Whether `path` is a folder (or a link to one).
    static func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    /// `path` with every symbolic link resolved: `realpath(3)`, which is many times faster than
    /// Foundation's URL resolution on a folder of many pages; Foundation's when it fails.
    private func realPath(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
