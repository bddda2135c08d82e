public import Foundation

/// One file an emitter produces, relative to the product's output folder.
public struct OutputFile: Sendable, Hashable {
    /// The path inside the product's output folder, with forward slashes, e.g. `Swift/GamebaseError.swift`.
    public var path: String
    /// The exact bytes.
    public var contents: Data

    /// Creates an output file.
    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }

    /// Creates an output file from UTF-8 text.
    public init(path: String, text: String) {
        self.init(path: path, contents: Data(text.utf8))
    }
}

/// Something that writes files from a reconciled product: Swift, bundles, catalog, reports.
public protocol ProductEmitter: Sendable {
    /// The files for one product. Same input, same bytes: nothing may depend on time, locale
    /// or dictionary order.
    func emit(_ product: ReconciledProduct) throws -> [OutputFile]
}
