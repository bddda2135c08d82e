public import ErrataCore
import Foundation

/// Checks on emitted files that hold for any input: paths stay inside the product folder, the
/// `.strings` files read back as exactly the catalog's messages, the JSON files parse, and the
/// generated Swift's string literals and comments are closed where they should be.
public enum OutputChecks {
    /// What is wrong with `files`, emitted for `product` (empty when nothing is).
    public static func problems(in files: [OutputFile], product: ReconciledProduct) -> [String] {
        var problems: [String] = []
        var paths: Set<String> = []
        for file in files {
            if file.path.hasPrefix("/") || file.path.split(separator: "/").contains("..") {
                problems.append("output path '\(file.path)' leaves the product folder")
            }
            if !paths.insert(file.path).inserted {
                problems.append("two outputs at '\(file.path)'")
            }
            if String(data: file.contents, encoding: .utf8) == nil {
                problems.append("\(file.path) is not UTF-8")
            }
            if file.path.hasSuffix(".json") || file.path.hasSuffix(".xcstrings") {
                if (try? JSONSerialization.jsonObject(with: file.contents)) == nil {
                    problems.append("\(file.path) is not valid JSON")
                }
            }
            if file.path.hasSuffix(".strings") {
                problems += stringsProblems(file, product: product)
            }
            if file.path.hasSuffix(".swift") {
                problems += SwiftSourceCheck.problems(in: String(decoding: file.contents, as: UTF8.self))
                    .map { "\(file.path): \($0)" }
            }
        }
        return problems
    }

    /// A `.strings` file must parse, and hold each documented symbol's message in its language.
    private static func stringsProblems(_ file: OutputFile, product: ReconciledProduct) -> [String] {
        guard
            let table = try? PropertyListSerialization.propertyList(from: file.contents, format: nil)
                as? [String: String]
        else {
            return ["\(file.path) does not parse as a .strings table"]
        }
        let bundle = file.path.split(separator: "/").dropFirst().first.map { String($0.dropLast(6)) } ?? ""
        guard let language = product.catalog.languages.first(where: { $0.bundle == bundle }) else {
            return ["\(file.path) is for no language of the product"]
        }
        var problems: [String] = []
        for code in product.catalog.codes {
            guard let message = code.messages[language.folder], let read = table[code.symbol] else { continue }
            if read != message.text {
                problems.append(
                    "\(file.path): \(code.symbol) reads back as \(String(reflecting: read)), "
                        + "not \(String(reflecting: message.text))")
            }
        }
        return problems
    }
}

/// A lexical check of generated Swift: every string literal and block comment is closed on
/// its line, no doc-comment line carries a line break or bidirectional control, and the text
/// outside literals and comments holds nothing but ASCII.
///
/// errata's Swift is generated line by line with single-line literals, so a literal or a
/// comment left open means that doc text escaped into code.
public enum SwiftSourceCheck {
    /// What is wrong with `source` (empty when nothing is).
    public static func problems(in source: String) -> [String] {
        var problems: [String] = []
        var lineNumber = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            for scalar in line.unicodeScalars where isForbiddenAnywhere(scalar) {
                problems.append("line \(lineNumber) holds U+\(String(scalar.value, radix: 16, uppercase: true))")
            }
            let trimmed = line.drop(while: { $0 == " " })
            if trimmed.hasPrefix("//") { continue }
            var inString = false
            var index = trimmed.unicodeScalars.startIndex
            let scalars = trimmed.unicodeScalars
            while index < scalars.endIndex {
                let scalar = scalars[index]
                if inString {
                    if scalar == "\\" {
                        let next = scalars.index(after: index)
                        if next < scalars.endIndex, scalars[next] == "(" {
                            problems.append("line \(lineNumber): an interpolation in a generated literal")
                        }
                        index = next < scalars.endIndex ? scalars.index(after: next) : next
                        continue
                    }
                    if scalar == "\"" { inString = false }
                } else {
                    if scalar == "\"" {
                        inString = true
                    } else if scalar == "/", scalars.index(after: index) < scalars.endIndex,
                        scalars[scalars.index(after: index)] == "/" || scalars[scalars.index(after: index)] == "*"
                    {
                        break
                    } else if scalar == "#" {
                        problems.append("line \(lineNumber): a '#' in code (a raw string or directive)")
                    } else if !scalar.isASCII {
                        problems.append("line \(lineNumber): a non-ASCII character in code")
                    }
                }
                index = scalars.index(after: index)
            }
            if inString {
                problems.append("line \(lineNumber): a string literal is not closed")
            }
        }
        return problems
    }

    private static func isForbiddenAnywhere(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x08, 0x0B...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C, 0xFEFF: return true
        default: return false
        }
    }
}
