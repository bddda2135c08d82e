public import ErrataCore
public import Foundation

/// Runs fuzzer input through every stage of errata in memory: decode, parse, extract, reconcile,
/// emit (every output file and every `errata check` format), writing nothing.
///
/// The input is one page in two languages: the bytes before ``separator`` are the Korean page
/// (the source language), the bytes after it the English page; without a separator both
/// languages get the same bytes. Input errata refuses (not UTF-8, nested too deeply) is fine;
/// what is checked is that nothing crashes, hangs, or emits something that does not read back:
/// see ``violations(_:)``.
public enum PipelineFuzzer {
    /// The line that splits an input into its two pages.
    public static let separator = Data("\n=====errata-fuzz-language=====\n".utf8)

    /// The product the pages belong to.
    public static let product = ProductConfig(
        id: "fuzz",
        folder: "fuzz",
        name: "Fuzz",
        sourceLanguage: "ko",
        languages: [
            LanguageConfig(folder: "ko", bundle: "ko"),
            LanguageConfig(folder: "en", bundle: "en"),
        ],
        swift: SwiftOutputConfig(enumName: "FuzzError", accessLevel: "public")
    )

    /// The default limits, but for a smaller page size, so that the fuzzer spends its time on
    /// content rather than on size.
    public static let limits = Limits(maxFileBytes: 1 << 20)

    /// Runs `data` through the pipeline; returns what is wrong with the outputs (empty when
    /// everything is right). Input errors are not violations.
    public static func violations(_ data: Data) -> [String] {
        let pages: [(language: String, bytes: Data)]
        if let range = data.range(of: separator) {
            pages = [("ko", data[..<range.lowerBound]), ("en", data[range.upperBound...])]
        } else {
            pages = [("ko", data), ("en", data)]
        }
        let parser = DocumentParser()
        let extractor = FactExtractor()
        var facts: [DocumentFacts] = []
        for (language, bytes) in pages {
            let path = "docs-src/fuzz/\(language)/page.md"
            guard bytes.count <= limits.maxFileBytes, let text = try? TextDecoder.decode(Data(bytes), path: path)
            else { return [] }
            let document = SourceDocument(product: "fuzz", language: language, page: "page", path: path, text: text)
            guard let parsed = try? parser.parse(document, limits: limits) else { return [] }
            facts.append(extractor.extract(parsed))
        }
        let reconciled = Reconciler().reconcile(product, facts: facts)
        var problems: [String] = []
        var files: [OutputFile] = []
        for emitter in Pipeline.defaultEmitters {
            do {
                files += try emitter.emit(reconciled)
            } catch {
                problems.append("\(type(of: emitter)) threw \(error)")
            }
        }
        problems += OutputChecks.problems(in: files, product: reconciled)
        let context = ReportContext(products: [reconciled], toolVersion: "fuzz")
        for reporter in FindingReporters.all {
            let report = reporter.report([reconciled], context: context)
            if ["json", "sarif"].contains(reporter.identifier),
                (try? JSONSerialization.jsonObject(with: Data(report.utf8), options: [.fragmentsAllowed])) == nil
            {
                problems.append("the \(reporter.identifier) report is not valid JSON")
            }
        }
        return problems
    }
}
