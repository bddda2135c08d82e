import Foundation

/// Writes `catalog.json`: the reconciled catalog with the source of every value, the interface
/// for other generators.
public struct CatalogJSONEmitter: ProductEmitter {
    /// Creates the emitter.
    public init() {}

    public func emit(_ product: ReconciledProduct) throws -> [OutputFile] {
        [OutputFile(path: "catalog.json", contents: try Self.encode(product.catalog))]
    }

    /// Encodes a value as errata writes all JSON: sorted keys, two-space indent, final newline.
    static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(UInt8(ascii: "\n"))
        return data
    }
}
