/// What `errata build --verbose` says of a product's catalog beyond its counts: the enums it
/// generates, and the codes and tables the catalog left out, each with where and why.
public enum CatalogSummary {
    /// The lines, without indentation.
    public static func lines(of product: ReconciledProduct) -> [String] {
        var lines: [String] = []
        let platform = product.catalog.platform.map { " for \($0)" } ?? ""
        let enums = product.enumViews.filter { !$0.catalog.codes.isEmpty }.map {
            "\($0.config.swift.enumName) (\($0.catalog.codes.count) codes)"
        }
        lines.append("enums\(platform): " + (enums.isEmpty ? "none" : enums.joined(separator: ", ")))
        for code in product.catalog.leftOut ?? [] {
            lines.append(
                "left out: \(code.symbol) (\(product.catalog.codeText(code.code))) at \(code.location): \(code.reason)")
        }
        for table in product.catalog.setAside ?? [] {
            let names =
                table.names.isEmpty
                ? "" : " (\(table.names.prefix(4).joined(separator: ", "))\(table.names.count > 4 ? ", …" : ""))"
            lines.append(
                "set aside: the table at \(table.location), \(table.codes.count) rows\(names): \(table.reason)")
        }
        return lines
    }
}
