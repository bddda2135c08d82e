/// One page of a guide in one language, read and decoded.
public struct SourceDocument: Sendable, Hashable {
    /// The product's id.
    public var product: String
    /// The language's folder name, e.g. `zh`.
    public var language: String
    /// The page's path inside the language folder, without `.md` or `.markdown`, e.g. `ios-sign-in`.
    public var page: String
    /// The file, relative to the project root.
    public var path: String
    /// The decoded text, with `\n` line ends.
    public var text: String
    /// The language's bundle name, e.g. `zh-Hans`: a language code, which the folder name need not
    /// be (`kr/` for Korean), so the scripts the language is written in are judged by it.
    public var bundle: String

    /// Creates a source document; its bundle name is `bundle`, or else the language's folder name.
    public init(product: String, language: String, page: String, path: String, text: String, bundle: String? = nil) {
        self.product = product
        self.language = language
        self.page = page
        self.path = path
        self.text = text
        self.bundle = bundle ?? language
    }
}

/// Every page of one product, by language, as the load stage hands them on.
public struct LoadedProduct: Sendable {
    /// The product's configuration.
    public var config: ProductConfig
    /// The pages, sorted by language precedence, then page path.
    public var documents: [SourceDocument]

    /// Creates a loaded product.
    public init(config: ProductConfig, documents: [SourceDocument]) {
        self.config = config
        self.documents = documents
    }
}

/// A page ``SourceLoader/discover(_:)`` found, not read yet.
public struct PageFile: Sendable, Hashable {
    /// The product id.
    public var product: String
    /// The language folder.
    public var language: String
    /// The page name: the path in the language folder without `.md` or `.markdown`.
    public var page: String
    /// The path relative to the project root.
    public var relativePath: String
    /// The language's bundle name (see ``SourceDocument/bundle``).
    public var bundle: String
    /// For a page that discovery found as a link, the real path of the file it leads to (checked
    /// to be inside the docs folder); `nil` for a plain file, which is read only as a plain file.
    public var target: String?

    /// Creates a page; its bundle name is `bundle`, or else the language's folder name.
    public init(product: String, language: String, page: String, relativePath: String, bundle: String? = nil) {
        self.product = product
        self.language = language
        self.page = page
        self.relativePath = relativePath
        self.bundle = bundle ?? language
    }
}

/// A product's pages as ``SourceLoader/discover(_:)`` found them.
public struct DiscoveredProduct: Sendable {
    /// The product's configuration.
    public var config: ProductConfig
    /// Its pages, language by language in config order, each language's sorted by path.
    public var pages: [PageFile]
    /// What was wrong with a folder of the product, met after ``pages``; no later product was
    /// looked at.
    public var failure: (any Error)?

    /// Creates a discovered product.
    public init(config: ProductConfig, pages: [PageFile], failure: (any Error)?) {
        self.config = config
        self.pages = pages
        self.failure = failure
    }
}
