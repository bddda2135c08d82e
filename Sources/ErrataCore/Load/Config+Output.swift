import Foundation

extension Config {
    /// The output root as an absolute path, checked to stay inside the project and apart from the
    /// guides.
    ///
    /// A relative output folder (from the config) must lead to a folder inside the project root,
    /// not the root itself, not even through a symbolic link such as `generated -> /elsewhere`.
    /// An absolute folder given on the command line is taken as it is: the user chose it. Either
    /// way the output root must not be the docs folder, inside it or around it: errata replaces
    /// whole product folders there, and would replace the guides (on a file system that ignores
    /// case, `docs-src/Gamebase` is `docs-src/gamebase`). When the docs folder is the project
    /// itself (`docs: .`), the output root must be apart from every language's folder instead.
    ///
    /// - Throws: ``InputError`` naming the config file (and the line of `output`) when the folder
    ///   leads outside or overlaps the docs.
    public func resolvedOutputRoot() throws -> String {
        let location = outputLocation ?? SourceLocation(path: configFile ?? outputFolder)
        let path = outputFolder.hasPrefix("/") ? outputFolder : root + "/" + outputFolder
        let realRoot = Self.realPath(root)
        let realOutput = Self.realPath(path)
        if !outputFolder.hasPrefix("/") {
            guard realOutput.hasPrefix(realRoot + "/") else {
                throw InputError(
                    "the output folder '\(outputFolder)' leads outside the project (to \(realOutput)); "
                        + "errata will not write there",
                    at: location
                )
            }
        }
        let realDocs = Self.realPath(root + "/" + docsFolder)
        let output = realOutput.lowercased()
        func overlaps(_ folder: String) -> Bool {
            let folder = folder.lowercased()
            return output == folder || output.hasPrefix(folder + "/") || folder.hasPrefix(output + "/")
        }
        guard realDocs == realRoot else {
            if overlaps(realDocs) {
                throw InputError(
                    "the output folder '\(outputFolder)' overlaps the docs folder '\(docsFolder)'; errata replaces "
                        + "whole folders in its output and would replace the guides",
                    at: location
                )
            }
            return path
        }
        // With the project itself as the docs folder, the output is in it: it must keep clear of
        // every language's folder instead.
        for product in products {
            for language in product.languages {
                let folder = Self.languageFolder(language, of: product)
                if overlaps(Self.realPath(root + "/" + folder)) {
                    throw InputError(
                        "the output folder '\(outputFolder)' overlaps the folder '\(folder)' of language "
                            + "'\(language.folder)' of product '\(product.id)'; errata replaces whole folders in its "
                            + "output and would replace the guides",
                        at: location
                    )
                }
            }
        }
        return path
    }

    private static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
