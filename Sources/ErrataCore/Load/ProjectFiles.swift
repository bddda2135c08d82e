import Foundation

/// The files of the project as the loader sees them, for the rules that ask whether a link's
/// target exists: a page the config leaves out, an image or another product's page is on disk
/// though errata reads none of them.
public struct ProjectFiles: Sendable {
    /// The project's root folder (absolute, or relative to the working folder).
    public var root: String
    /// The docs folder, relative to `root` (`.` for the root itself).
    public var docsFolder: String

    /// Creates the view of a project's files.
    public init(root: String, docsFolder: String) {
        self.root = root
        self.docsFolder = docsFolder
    }

    /// The view of the files of the project `config` describes.
    public init(_ config: Config) {
        self.init(root: config.root, docsFolder: config.docsFolder)
    }

    /// Whether `path` (relative to the root, as pages' paths are) is inside the docs folder: a
    /// target outside it is another project's, or the site's, and cannot be judged.
    public func isInDocs(_ path: String) -> Bool {
        docsFolder == "." || docsFolder.isEmpty || path == docsFolder || path.hasPrefix(docsFolder + "/")
    }

    /// Whether a file or a folder is at `path` (relative to the root).
    public func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(root + "/" + path, &info) == 0
    }
}
