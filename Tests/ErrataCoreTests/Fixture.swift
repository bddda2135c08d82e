import Foundation

@testable import ErrataCore

/// Reads the Markdown fixtures under `Tests/ErrataCoreTests/Fixtures/`.
enum Fixture {
    /// The text of a fixture file.
    static func text(_ name: String) throws -> String {
        let url = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/\(name)")
        return try TextDecoder.decode(try Data(contentsOf: url), path: name)
    }

    /// The facts of a fixture, read as a page of language `language`.
    static func facts(_ name: String, language: String = "en", text override: String? = nil) throws -> DocumentFacts {
        let text = try override ?? self.text(name)
        let document = SourceDocument(
            product: "demo", language: language, page: name, path: "\(language)/\(name)", text: text)
        return FactExtractor().extract(DocumentParser().parse(document))
    }

    /// The facts of Markdown given inline.
    static func facts(markdown: String, language: String, path: String? = nil, page name: String = "page")
        -> DocumentFacts
    {
        let page = path ?? "\(language)/page.md"
        let document = SourceDocument(product: "demo", language: language, page: name, path: page, text: markdown)
        return FactExtractor().extract(DocumentParser().parse(document))
    }

    /// The facts of one page in several languages: `folder/<language>.md`, read as
    /// `<language>/<page>.md`.
    static func facts(folder: String, languages: [String], page: String) throws -> [DocumentFacts] {
        try languages.map { language in
            facts(
                markdown: try text("\(folder)/\(language).md"), language: language, path: "\(language)/\(page).md",
                page: page)
        }
    }
}
