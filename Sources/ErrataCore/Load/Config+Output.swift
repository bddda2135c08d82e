import Foundation

extension Config {
    /// The output root as an absolute real path, checked to stay inside the project and apart from
    /// the guides.
    ///
    /// The output folder, from the config or from `--output`, must lead to a folder inside the
    /// project root, not the root itself, once every link in it is followed: those in the part that
    /// exists (`out/generated` with `out -> /elsewhere`) as well as the whole (`generated ->
    /// /elsewhere`); see ``SafePath/realPath(_:)``. It must not be the docs folder, inside it or
    /// around it: errata replaces whole product folders there, and would replace the guides (on a
    /// file system that ignores case, `docs-src/Shop` is `docs-src/shop`). When the docs
    /// folder is the project itself (`docs: .`), the output root must be apart from every
    /// language's folder instead. The path returned is the real one that was checked, so a link
    /// made later in its existing part does not move the write.
    ///
    /// - Throws: ``InputError`` naming the config file (and the line of `output`), or `--output`,
    ///   when the folder leads outside the project or overlaps the docs.
    public func resolvedOutputRoot() throws -> String {
        let setting = outputFromCommandLine ? "--output" : "the output folder"
        let location =
            outputFromCommandLine
            ? SourceLocation(path: "--output") : outputLocation ?? SourceLocation(path: configFile ?? outputFolder)
        let path = outputFolder.hasPrefix("/") ? outputFolder : root + "/" + outputFolder
        let realRoot = try realProjectRoot()
        guard let realOutput = SafePath.realPath(path) else {
            throw InputError(
                "\(setting) '\(outputFolder)' cannot be followed to a folder: it holds a link that leads nowhere, "
                    + "or a '..' after a folder that does not exist; errata will not write there",
                at: location
            )
        }
        guard realOutput.hasPrefix(realRoot + "/") else {
            throw InputError(
                "\(setting) '\(outputFolder)' leads outside the project (to \(realOutput)); errata writes only "
                    + "inside the project's folder \(realRoot)",
                at: location
            )
        }
        let realDocs = SafePath.realPath(root + "/" + docsFolder) ?? realRoot + "/" + docsFolder
        let output = realOutput.lowercased()
        func overlaps(_ folder: String) -> Bool {
            let folder = folder.lowercased()
            return output == folder || output.hasPrefix(folder + "/") || folder.hasPrefix(output + "/")
        }
        guard realDocs == realRoot else {
            if overlaps(realDocs) {
                throw InputError(
                    "\(setting) '\(outputFolder)' overlaps the docs folder '\(docsFolder)'"
                        + (realOutput == path ? "" : " (it leads to \(realOutput))")
                        + "; errata replaces whole folders in its output and would replace the guides",
                    at: location
                )
            }
            return realOutput
        }
        // With the project itself as the docs folder, the output is in it: it must keep clear of
        // every language's folder instead.
        for product in products {
            for language in product.languages {
                let folder = Self.languageFolder(language, of: product)
                let real = (SafePath.realPath(root + "/" + folder) ?? realRoot + "/" + folder).lowercased()
                // A language in the docs folder itself (`.`) leaves the output out of its pages.
                if folder == "." ? output == real || real.hasPrefix(output + "/") : overlaps(real) {
                    throw InputError(
                        "\(setting) '\(outputFolder)' overlaps the folder '\(folder)' of language "
                            + "'\(language.folder)' of product '\(product.id)'; errata replaces whole folders in its "
                            + "output and would replace the guides",
                        at: location
                    )
                }
            }
        }
        return realOutput
    }

    /// The docs folder as an absolute real path, checked to be the project root or inside it
    /// once every link in it is followed (`docs-src -> /elsewhere` is refused).
    ///
    /// - Throws: ``InputError`` naming `docs` in the config (at its line), or `--docs`, when the
    ///   folder leads outside the project.
    public func resolvedDocsFolder() throws -> String {
        let location =
            docsFromCommandLine
            ? SourceLocation(path: "--docs") : docsLocation ?? SourceLocation(path: configFile ?? docsFolder)
        let realRoot = try realProjectRoot()
        let path = docsFolder == "." ? root : root + "/" + docsFolder
        guard let realDocs = SafePath.realPath(path), SafePath.isInside(realDocs, realRoot) else {
            let target = SafePath.realPath(path).map { " (to \($0))" } ?? ""
            throw InputError(
                "\(docsFromCommandLine ? "--docs" : "the docs folder") '\(docsFolder)' leads outside the "
                    + "project\(target); errata reads only inside the project's folder \(realRoot)",
                at: location
            )
        }
        return realDocs
    }

    /// A file named on the command line (`--baseline`, `--write-baseline`), as an absolute real
    /// path, checked to be inside the project once every link in it is followed.
    ///
    /// - Parameters:
    ///   - path: The file, as the user gave it.
    ///   - directory: The folder a relative `path` is relative to (the current one).
    ///   - option: The option that named it, for messages (`--baseline`).
    /// - Throws: ``InputError`` naming the option when the file leads outside the project.
    public func containedFile(_ path: String, relativeTo directory: String, option: String) throws -> String {
        let full = path.hasPrefix("/") ? path : directory + "/" + path
        let realRoot = try realProjectRoot()
        guard let real = SafePath.realPath(full), real.hasPrefix(realRoot + "/") else {
            let target = SafePath.realPath(full).map { " (to \($0))" } ?? ""
            throw InputError(
                "\(option) '\(path)' leads outside the project\(target); errata reads and writes project files "
                    + "only inside the project's folder \(realRoot)",
                at: SourceLocation(path: option)
            )
        }
        return real
    }

    /// The project root's real path.
    private func realProjectRoot() throws -> String {
        guard let real = SafePath.realPath(root) else {
            throw InputError("cannot find the project's folder", at: SourceLocation(path: root))
        }
        return real
    }
}
