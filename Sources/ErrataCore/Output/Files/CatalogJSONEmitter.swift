import Foundation

/// Writes `catalog.json`: the reconciled catalog with the source of every value, the interface
/// for other generators.
///
/// The text is what `JSONEncoder` gives the catalog's `Codable` form with ``encode(_:)``'s
/// options (keys sorted, absent optionals left out), but the codes, most of a large catalog, are
/// written one at a time as the file is written (``JSONValue``), so that neither the encoder's
/// tree nor the text is ever held whole; the APIs and parameters, whose types are deeper, are
/// encoded an element at a time.
public struct CatalogJSONEmitter: ProductEmitter {
    /// Creates the emitter.
    public init() {}

    public func emit(_ product: ReconciledProduct) throws -> [OutputFile] {
        let catalog = product.catalog
        return [OutputFile(path: "catalog.json") { Self.write(catalog, to: &$0) }]
    }

    /// Encodes a value as errata writes all JSON: sorted keys, two-space indent, final newline.
    static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Writes the catalog's text, as ``encode(_:)`` gives it.
    static func write(_ catalog: Catalog, to out: inout some TextOutputStream) {
        // The members in the order of their keys' bytes.
        out.write("{\n  \"apis\" : ")
        writeEncoded(catalog.apis, to: &out)
        if let radix = catalog.codeRadix {
            out.write(",\n  \"codeRadix\" : \(radix)")
        }
        out.write(",\n  \"codes\" : ")
        let codes = catalog.codes
        JSONValue.array(count: codes.count, indent: 1) { code(codes[$0]) }.write(to: &out, indent: 1)
        out.write(",\n  \"languages\" : ")
        JSONValue.array(
            catalog.languages.map { .object(["bundle": .string($0.bundle), "folder": .string($0.folder)]) }
        )
        .write(to: &out, indent: 1)
        if let leftOut = catalog.leftOut {
            out.write(",\n  \"leftOut\" : ")
            writeEncoded(leftOut, to: &out)
        }
        out.write(",\n  \"name\" : ")
        JSONValue.appendQuoted(catalog.name, to: &out)
        out.write(",\n  \"parameters\" : ")
        writeEncoded(catalog.parameters, to: &out)
        if let platform = catalog.platform {
            out.write(",\n  \"platform\" : ")
            JSONValue.appendQuoted(platform, to: &out)
        }
        out.write(",\n  \"product\" : ")
        JSONValue.appendQuoted(catalog.product, to: &out)
        if let setAside = catalog.setAside {
            out.write(",\n  \"setAside\" : ")
            writeEncoded(setAside, to: &out)
        }
        out.write(",\n  \"sourceLanguage\" : ")
        JSONValue.appendQuoted(catalog.sourceLanguage, to: &out)
        out.write("\n}\n")
    }

    /// One code, with the keys its `Codable` form has (an absent optional has none), in their order.
    static func code(_ code: CatalogCode) -> JSONValue {
        var members: JSONValue.Members = [
            "aliases": .array(
                code.aliases.map {
                    .ordered([
                        "code": JSONValue.code($0.code), "deprecatedCase": .bool($0.deprecatedCase),
                        "languages": .array($0.languages.map(JSONValue.string)), "symbol": .string($0.symbol),
                    ])
                })
        ]
        if let categories = code.categories {
            members.append("categories", .object(categories.mapValues(JSONValue.string)))
        }
        if let category = code.category { members.append("category", .string(category)) }
        members.append("code", JSONValue.code(code.code))
        members.append("codeDecision", decision(code.codeDecision))
        if let group = code.group { members.append("group", .string(group)) }
        members.append("listed", .bool(code.listed))
        members.append(
            "messages",
            .object(
                code.messages.mapValues {
                    .ordered([
                        "language": .string($0.language), "location": JSONReporter.location($0.location),
                        "text": .string($0.text),
                    ])
                }))
        if code.numberIsHTTPStatus { members.append("numberIsHTTPStatus", .bool(true)) }
        if let platforms = code.platforms {
            members.append("platforms", .object(platforms.mapValues { code.isUnnamed ? .null : .string($0) }))
        }
        members.append("sources", .array(code.sources.map(source)))
        if let spellings = code.spellings { members.append("spellings", .array(spellings.map(JSONValue.string))) }
        members.append("symbol", code.isUnnamed ? .null : .string(code.symbol))
        members.append("symbolDecision", decision(code.symbolDecision))
        if code.isUnnamed { members.append("unnamed", .bool(true)) }
        return .ordered(members)
    }

    private static func decision(_ decision: Decision) -> JSONValue {
        .ordered(["reason": .string(decision.reason), "rule": .string(decision.rule.rawValue)])
    }

    private static func source(_ source: Source) -> JSONValue {
        var members: JSONValue.Members = [:]
        if let category = source.category { members.append("category", .string(category)) }
        if let code = source.code { members.append("code", JSONValue.code(code)) }
        members.append("context", .string(source.context.rawValue))
        members.append("language", .string(source.language))
        members.append("location", JSONReporter.location(source.location))
        members.append("symbol", source.isUnnamed ? .null : .string(source.symbol))
        return .ordered(members)
    }

    /// An array one level deep, each element encoded on its own by `JSONEncoder` and its lines
    /// indented for their place (a line break only ever ends a line of the encoder's text: strings
    /// escape theirs).
    private static func writeEncoded<Element: Encodable>(_ elements: [Element], to out: inout some TextOutputStream) {
        guard !elements.isEmpty else {
            out.write("[\n\n  ]")
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        out.write("[\n")
        for (index, element) in elements.enumerated() {
            out.write("    ")
            // The catalog's types hold strings, integers and booleans only: encoding cannot fail.
            let text = (try? encoder.encode(element)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
            // An empty array's blank line stays blank.
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if number > 0 { out.write(line.isEmpty ? "\n" : "\n    ") }
                out.write(String(line))
            }
            out.write(index == elements.count - 1 ? "\n" : ",\n")
        }
        out.write("  ]")
    }
}
