import Foundation

/// Finds and reads `<docs>/<product>/<language>/<page>.md` for every configured product.
///
/// Discovery never depends on the order the file system lists files in: pages are sorted.
/// A missing folder, an empty language or an unreadable page is an ``InputError``.
public struct SourceLoader: Sendable {
    /// Creates a loader.
    public init() {}

    /// Loads every product of `config`.
    ///
    /// - Parameter config: The resolved configuration.
    /// - Returns: One ``LoadedProduct`` per product, in config order.
    /// - Throws: ``InputError`` for anything missing or not UTF-8.
    public func load(_ config: Config) throws -> [LoadedProduct] {
        let docsPath = config.root + "/" + config.docsFolder
        guard isDirectory(docsPath) else {
            let exists = FileManager.default.fileExists(atPath: docsPath)
            throw InputError(
                "the docs folder '\(config.docsFolder)' " + (exists ? "is a file, not a folder" : "does not exist"),
                at: config.docsLocation ?? SourceLocation(path: config.configFile ?? config.docsFolder)
            )
        }
        let docsReal = realPath(docsPath)
        return try config.products.map { product in
            try loadProduct(product, config: config, docsReal: docsReal)
        }
    }

    /// Reads one page's bytes, refusing what is not a plain file or is larger than the limit
    /// (see ``BoundedFileReader``).
    private func readPage(_ fullPath: String, relativePath: String, limits: Limits) throws -> Data {
        try BoundedFileReader.read(
            fullPath, displayPath: relativePath, noun: "page", maxBytes: limits.maxFileBytes,
            limitName: "limits.max-file-bytes in errata.yml")
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

    private func loadProduct(_ product: ProductConfig, config: Config, docsReal: String) throws -> LoadedProduct {
        let productRelative = config.docsFolder + "/" + product.folder
        let productPath = config.root + "/" + productRelative
        guard isDirectory(productPath) else {
            throw InputError(
                "product '\(product.id)': the folder '\(productRelative)' does not exist",
                at: product.location ?? SourceLocation(path: config.configFile ?? productRelative)
            )
        }
        var documents: [SourceDocument] = []
        for language in product.languages {
            let languageRelative = productRelative + "/" + language.folder
            let languagePath = config.root + "/" + languageRelative
            guard isDirectory(languagePath) else {
                throw InputError(
                    "product '\(product.id)': language '\(language.folder)' has no folder '\(languageRelative)'",
                    at: language.location ?? SourceLocation(path: config.configFile ?? languageRelative)
                )
            }
            let languageReal = realPath(languagePath)
            guard languageReal.hasPrefix(docsReal + "/") else {
                throw InputError(
                    "the language folder is a link that leads outside the docs folder (to \(languageReal))",
                    at: SourceLocation(path: languageRelative)
                )
            }
            let pages = try markdownFiles(in: languagePath, relative: languageRelative, docsReal: docsReal)
            guard !pages.isEmpty else {
                throw InputError(
                    "product '\(product.id)': language '\(language.folder)' has no Markdown pages",
                    at: SourceLocation(path: languageRelative)
                )
            }
            // Pages are read and decoded side by side; the first error in page order is thrown.
            let loader = self
            let read = pages.parallelMap { page in
                Result {
                    let fullPath = config.root + "/" + page.relativePath
                    let data = try loader.readPage(fullPath, relativePath: page.relativePath, limits: config.limits)
                    let text = try TextDecoder.decode(data, path: page.relativePath)
                    // An empty page is a mistake (a truncated file, a failed merge), never a translation.
                    guard text.contains(where: { !$0.isWhitespace }) else {
                        throw InputError(
                            "the page is empty; write it, or delete the file if the language has no such page",
                            at: SourceLocation(path: page.relativePath)
                        )
                    }
                    return SourceDocument(
                        product: product.id,
                        language: language.folder,
                        page: page.page,
                        path: page.relativePath,
                        text: text
                    )
                }
            }
            for result in read {
                documents.append(try result.get())
            }
        }
        return LoadedProduct(config: product, documents: documents)
    }

    private struct PageFile {
        var page: String
        var relativePath: String
    }

    /// Every `.md` file below `path`, sorted, refusing links that leave the docs folder.
    private func markdownFiles(in path: String, relative: String, docsReal: String) throws -> [PageFile] {
        let fileManager = FileManager.default
        guard let entries = try? fileManager.subpathsOfDirectory(atPath: path) else {
            throw InputError("cannot list the folder", at: SourceLocation(path: relative))
        }
        var pages: [PageFile] = []
        for entry in entries.sorted() where entry.hasSuffix(".md") {
            let full = path + "/" + entry
            let relativePath = relative + "/" + entry
            let resolved = realPath(full)
            guard resolved == docsReal || resolved.hasPrefix(docsReal + "/") else {
                throw InputError(
                    "the page is a link that leads outside the docs folder (to \(resolved))",
                    at: SourceLocation(path: relativePath)
                )
            }
            if isDirectory(full) {
                throw InputError(
                    "a folder is named like a page; pages must be files", at: SourceLocation(path: relativePath))
            }
            pages.append(PageFile(page: String(entry.dropLast(3)), relativePath: relativePath))
        }
        return pages
    }

    private func isDirectory(_ path: String) -> Bool {
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
