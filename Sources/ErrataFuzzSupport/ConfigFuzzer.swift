import ErrataCore
public import Foundation

/// Runs fuzzer input through the config loader as the text of `errata.yml`.
///
/// Any input must either be refused with an ``InputError`` or give a config whose paths stay
/// inside the project; see ``violations(_:)``.
public enum ConfigFuzzer {
    /// Loads `data` as `errata.yml`; returns what is wrong with the result (empty when nothing is).
    public static func violations(_ data: Data) -> [String] {
        guard let text = try? TextDecoder.decode(data, path: "errata.yml") else { return [] }
        let config: Config
        do {
            config = try ConfigLoader().parse(text, path: "errata.yml", root: "/errata-fuzz-project")
        } catch is InputError {
            return []
        } catch {
            return ["the loader threw something other than an InputError: \(error)"]
        }
        var problems: [String] = []
        // The docs folder may be the project itself (`.`); the output folder never is.
        for folder in [config.docsFolder, config.outputFolder]
        where !isContained(folder) && !(folder == config.docsFolder && folder == ".") {
            problems.append("the folder '\(folder)' leaves the project")
        }
        for pattern in config.excluded
        where !isContained(pattern.text) || pattern.text.split(separator: "/").contains("..") {
            problems.append("the exclude pattern '\(pattern.text)' is not a path inside the docs folder")
        }
        if config.products.isEmpty { problems.append("a config without products") }
        var names: Set<String> = []
        for product in config.products {
            if !names.insert(product.name.lowercased()).inserted {
                problems.append("two products write to '\(product.name)'")
            }
            if product.languages.isEmpty { problems.append("product '\(product.id)' has no languages") }
            if product.languages.first?.folder != product.sourceLanguage {
                problems.append("product '\(product.id)' does not put its source language first")
            }
            for component in [product.folder, product.name] + product.languages.flatMap({ [$0.folder, $0.bundle] })
            where component.isEmpty || component.contains("/") || component.hasPrefix(".") {
                problems.append("product '\(product.id)' has the path component '\(component)'")
            }
        }
        let limits = config.limits
        let ceilings = Limits.ceilings
        if !(1...ceilings.maxNesting).contains(limits.maxNesting)
            || !(1...ceilings.maxFileBytes).contains(limits.maxFileBytes)
            || !(1...ceilings.maxInlineMarkup).contains(limits.maxInlineMarkup)
            || !(1...ceilings.maxTableColumns).contains(limits.maxTableColumns)
        {
            problems.append("limits out of range: \(limits)")
        }
        return problems
    }

    private static func isContained(_ path: String) -> Bool {
        var depth = 0
        guard !path.hasPrefix("/") else { return false }
        for component in path.split(separator: "/") {
            if component == ".." { depth -= 1 } else if component != "." { depth += 1 }
            if depth < 0 { return false }
        }
        return depth > 0
    }
}
