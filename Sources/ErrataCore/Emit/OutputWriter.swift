internal import CErrataSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes each product's output folder all at once, or not at all.
///
/// The new folder is staged beside the old one inside the output root, then the two are
/// exchanged in one atomic step (`renameat2(RENAME_EXCHANGE)` on Linux, `renamex_np` on macOS),
/// so at every moment the product folder holds either the complete old outputs or the complete
/// new ones. Files whose bytes did not change are hard-linked from the old folder, so they keep
/// their modification time and build systems see nothing new; a folder with no change at all is
/// not touched. Leftovers of a run that was killed are cleaned up by the next run.
public struct OutputWriter: Sendable {
    /// What a write did.
    public struct Summary: Sendable, Hashable {
        /// Files written with new content.
        public var written: [String] = []
        /// Files whose bytes were already there.
        public var unchanged: [String] = []
        /// Files that were there before and are no longer produced.
        public var removed: [String] = []
    }

    /// The output root, an absolute path. Nothing outside it is written.
    public let root: String

    /// How the staged folder takes the old folder's place.
    enum Exchange: Sendable {
        /// One atomic exchange where the file system has one, else two renames.
        case atomicWhenAvailable
        /// Two renames, as on a file system without an atomic exchange (tests force it).
        case renames
    }

    /// How the staged folder takes the old folder's place; only tests change it.
    var exchange = Exchange.atomicWhenAvailable

    /// Called after each of the two renames (1, then 2) of the fallback. A test throws from it to
    /// stop the write there, leaving the folders as a kill at that moment would.
    var afterRename: (@Sendable (Int) throws -> Void)?

    /// Creates a writer for an output root.
    public init(root: String) {
        self.root = root
    }

    /// Replaces the product folder `folder` (a single name inside the root) with exactly `files`.
    ///
    /// - Parameters:
    ///   - files: Every file of the folder; paths are relative to it.
    ///   - folder: The product's folder name, e.g. `Gamebase`.
    /// - Returns: What changed.
    /// - Throws: ``InputError`` if a path would leave the folder, or naming the path that could
    ///   not be written (the output root is not a folder, not writable, the disk is full…).
    @discardableResult
    public func replace(folder: String, with files: [OutputFile]) throws -> Summary {
        do {
            return try replaceOrThrow(folder: folder, with: files)
        } catch let error as CocoaError {
            let path = (error.userInfo[NSFilePathErrorKey] as? String) ?? root + "/" + folder
            var reason = error.localizedDescription
            if let underlying = error.underlying.map({ $0 as NSError }), underlying.domain == NSPOSIXErrorDomain {
                reason = String(cString: strerror(Int32(underlying.code))).lowercased()
            }
            throw InputError("cannot write the outputs (\(reason))", at: SourceLocation(path: path))
        }
    }

    private func replaceOrThrow(folder: String, with files: [OutputFile]) throws -> Summary {
        guard SafePath.isComponent(folder) else {
            throw InputError("output folder '\(folder)' must be a plain folder name", at: SourceLocation(path: folder))
        }
        var seen: Set<String> = []
        for file in files {
            guard SafePath.isContained(file.path), !file.path.hasSuffix("/") else {
                throw InputError("output path '\(file.path)' leaves its folder", at: SourceLocation(path: folder))
            }
            guard seen.insert(file.path).inserted else {
                throw InputError("two outputs are written to '\(file.path)'", at: SourceLocation(path: folder))
            }
        }
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: root, withIntermediateDirectories: true)
        try recover(folder: folder)

        let target = root + "/" + folder
        if isSymbolicLink(target) {
            throw InputError(
                "the output folder is a symbolic link; errata will not write through it",
                at: SourceLocation(path: target))
        }
        let existing = listFiles(in: target)
        var summary = Summary()
        var changed = false
        for file in files.sorted(by: { $0.path < $1.path }) {
            if existing.contains(file.path), fileManager.contents(atPath: target + "/" + file.path) == file.contents {
                summary.unchanged.append(file.path)
            } else {
                summary.written.append(file.path)
                changed = true
            }
        }
        summary.removed = existing.subtracting(seen).sorted()
        guard changed || !summary.removed.isEmpty || !fileManager.fileExists(atPath: target) else {
            return summary
        }

        let staging = root + "/" + Self.stagingPrefix + folder
        try fileManager.createDirectory(atPath: staging, withIntermediateDirectories: true)
        let unchanged = Set(summary.unchanged)
        for file in files {
            let destination = staging + "/" + file.path
            try fileManager.createDirectory(
                atPath: (destination as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true
            )
            if unchanged.contains(file.path), link(target + "/" + file.path, destination) == 0 {
                continue
            }
            try file.contents.write(to: URL(fileURLWithPath: destination))
        }
        if fileManager.fileExists(atPath: target) {
            if exchange == .atomicWhenAvailable, errata_exchange_paths(staging, target) == 0 {
                try fileManager.removeItem(atPath: staging)
            } else {
                // No atomic exchange on this file system: two renames. Between them the folder is
                // missing; the next run's `recover` puts the old one back if the run stops there.
                let old = root + "/" + Self.oldPrefix + folder
                try fileManager.moveItem(atPath: target, toPath: old)
                try afterRename?(1)
                try fileManager.moveItem(atPath: staging, toPath: target)
                try afterRename?(2)
                try fileManager.removeItem(atPath: old)
            }
        } else {
            try fileManager.moveItem(atPath: staging, toPath: target)
        }
        return summary
    }

    static let stagingPrefix = ".errata-staging-"
    static let oldPrefix = ".errata-old-"

    /// Cleans up after a run that was killed: puts back an old folder that was moved aside, and
    /// drops an unfinished staging folder.
    private func recover(folder: String) throws {
        let fileManager = FileManager.default
        let target = root + "/" + folder
        let old = root + "/" + Self.oldPrefix + folder
        let staging = root + "/" + Self.stagingPrefix + folder
        if fileManager.fileExists(atPath: old) {
            if fileManager.fileExists(atPath: target) {
                try fileManager.removeItem(atPath: old)
            } else {
                try fileManager.moveItem(atPath: old, toPath: target)
            }
        }
        if fileManager.fileExists(atPath: staging) {
            try fileManager.removeItem(atPath: staging)
        }
    }

    private func listFiles(in folder: String) -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: Set<String> = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files.insert(path)
            }
        }
        return files
    }

    private func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}
