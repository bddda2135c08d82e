/// One page of a guide in one language, read and decoded.
public struct SourceDocument: Sendable, Hashable {
    /// The product's id.
    public var product: String
    /// The language's folder name, e.g. `zh`.
    public var language: String
    /// The page's path inside the language folder, without `.md`, e.g. `ios-authentication`.
    public var page: String
    /// The file, relative to the project root.
    public var path: String
    /// The decoded text, with `\n` line ends.
    public var text: String

    /// Creates a source document.
    public init(product: String, language: String, page: String, path: String, text: String) {
        self.product = product
        self.language = language
        self.page = page
        self.path = path
        self.text = text
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
