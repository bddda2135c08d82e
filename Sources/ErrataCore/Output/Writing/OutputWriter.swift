internal import CErrataSupport
public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes each product's output folder all at once, or not at all, and only over a folder errata
/// wrote itself.
///
/// - One run at a time: the whole write holds ``OutputLock`` on the output root, so two runs at
///   once never mix their files; a run waits for the other (bounded) before it writes.
/// - All at once: the new folder is staged beside the old one inside the output root (under a
///   name of its own run), then the two are exchanged in one atomic step
///   (`renameat2(RENAME_EXCHANGE)` on Linux, `renamex_np` on macOS), so at every moment the
///   product folder holds either the complete old outputs or the complete new ones. Where the
///   file system has no such exchange, two renames, undone if the second fails; a run killed
///   between them is finished by the next run (``recoverLeftovers()``), which puts the old folder
///   back first. A write that fails removes what it staged.
/// - Only its own: each product folder holds a manifest (``manifestName``) of the files errata
///   wrote there, with their SHA-256. errata replaces a folder only when it holds a manifest, is
///   empty, or (a folder from before manifests) holds only paths errata is about to write. A file
///   at the folder's path, a folder of other files, or a file added to a generated folder is
///   refused with an ``InputError`` naming it; a generated file edited since it was written is
///   reported through ``notice`` and overwritten.
///
/// Each file is made as it is written: its emitter's bytes go straight into the staging folder,
/// hashed on the way for the manifest, a piece at a time (see ``OutputFile``), so that no output
/// is held whole; the files of a folder are made side by side. The checks that compare old and
/// new files compare their digests.
///
/// Files whose bytes did not change are hard-linked from the old folder, so they keep their
/// modification time and build systems see nothing new; a folder with no change at all is not
/// touched.
public struct OutputWriter: Sendable {
    /// What a write did.
    public struct Summary: Sendable, Hashable {
        /// Files written with new content.
        public var written: [String] = []
        /// Files whose bytes were already there.
        public var unchanged: [String] = []
        /// Files that were there before and are no longer produced.
        public var removed: [String] = []
        /// Files changed since errata wrote them, overwritten (or removed) with a warning.
        public var edited: [String] = []
    }

    /// The manifest's name inside each product folder: the files errata wrote there.
    public static let manifestName = ".errata-manifest.json"

    /// The output root, an absolute path. Nothing outside it is written.
    public let root: String

    /// How long to wait for another run's lock on the root, in seconds.
    public var lockTimeout: TimeInterval = OutputLock.defaultTimeout

    /// Told what the user should know as it happens: a wait for another run, an edited file about
    /// to be overwritten (as a warning diagnostic), a folder put back after a killed run.
    public var notice: @Sendable (String) -> Void = { _ in }

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

    /// Called with the product folder's path just before the atomic exchange: a test changes the
    /// folder there, as another process could.
    var beforeExchange: (@Sendable (String) -> Void)?

    /// Called with the staging folder's path once it is made, before it is filled: a test puts something in the way.
    var beforeStaging: (@Sendable (String) -> Void)?

    /// Creates a writer for an output root.
    public init(root: String) {
        self.root = root
    }

    /// Replaces the product folder `folder` (a single name inside the root) with exactly `files`.
    ///
    /// - Parameters:
    ///   - files: Every file of the folder; paths are relative to it.
    ///   - folder: The product's folder name, e.g. `Demo`.
    /// - Returns: What changed.
    /// - Throws: ``InputError`` if a path would leave the folder, if something errata did not
    ///   write is in the way, or naming the path that could not be written (the output root is
    ///   not a folder, not writable, the disk is full…).
    @discardableResult
    public func replace(folder: String, with files: [OutputFile]) throws -> Summary {
        try replace([(folder, files)])[0]
    }

    /// Replaces several product folders under one lock: every folder is checked before any is
    /// written, so a folder refused leaves all of them as they were.
    ///
    /// - Returns: What changed, in the order of `outputs`.
    /// - Throws: As ``replace(folder:with:)``.
    public func replace(_ outputs: [(folder: String, files: [OutputFile])]) throws -> [Summary] {
        try translatingFileErrors {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            let lock = try OutputLock.acquire(root: root, timeout: lockTimeout, waiting: notice)
            defer { lock.release() }
            try recover()
            for output in outputs { try Self.validate(folder: output.folder, files: output.files) }
            // Every folder is staged, then every one checked, before any takes its place: a folder
            // refused leaves all of them as they were, and removes what was staged.
            var staged: [Staged] = []
            var applied = 0
            do {
                for output in outputs {
                    staged.append(try stage(folder: output.folder, files: output.files))
                }
                let plans = try staged.map { try plan($0) }
                for plan in plans {
                    for path in plan.summary.edited {
                        notice(
                            Diagnostic(
                                severity: .warning,
                                message: "this file was changed since errata wrote it; errata overwrites it with the "
                                    + "generated text (keep changes in the guides, not in generated files)",
                                location: SourceLocation(path: plan.staged.target + "/" + path)
                            ).description)
                    }
                }
                var summaries: [Summary] = []
                for plan in plans {
                    applied += 1
                    summaries.append(try apply(plan))
                }
                return summaries
            } catch {
                // The folder whose apply failed cleaned up after itself (or was stopped by a test).
                let first = applied
                for folder in staged.dropFirst(first) {
                    try? FileManager.default.removeItem(atPath: folder.staging)
                }
                throw error
            }
        }
    }

    /// Puts back what a killed run left in the output root (an old folder moved aside, an
    /// unfinished staging folder), under the lock; does nothing, and takes no lock, when there is
    /// nothing to put back. errata calls this first, as soon as it knows the output root, so that
    /// a run refused for bad input still recovers the outputs.
    ///
    /// - Throws: ``InputError`` when a leftover cannot be put back or removed.
    public func recoverLeftovers() throws {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: root),
            entries.contains(where: { $0.hasPrefix(Self.oldPrefix) || $0.hasPrefix(Self.stagingPrefix) })
        else { return }
        try translatingFileErrors {
            let lock = try OutputLock.acquire(root: root, timeout: lockTimeout, waiting: notice)
            defer { lock.release() }
            try recover()
        }
    }

    // MARK: - Staging

    /// A product folder's new files, written in its staging folder.
    struct Staged {
        var folder: String
        var target: String
        var staging: String
        /// The run's part of the staging name, `<pid>-<random>-`.
        var run: String
        /// The files' paths, sorted.
        var paths: [String]
        /// Each file's SHA-256.
        var digests: [String: String]
        /// The manifest's bytes (already in the staging folder).
        var manifest: Data
    }

    /// Refuses a folder name that is not one plain name, and paths that leave the folder or
    /// repeat, before anything is written.
    private static func validate(folder: String, files: [OutputFile]) throws {
        guard SafePath.isComponent(folder) else {
            throw InputError("output folder '\(folder)' must be a plain folder name", at: SourceLocation(path: folder))
        }
        var produced: Set<String> = []
        for file in files {
            guard SafePath.isContained(file.path), !file.path.hasSuffix("/"), file.path != Self.manifestName else {
                throw InputError("output path '\(file.path)' leaves its folder", at: SourceLocation(path: folder))
            }
            guard produced.insert(file.path).inserted else {
                throw InputError("two outputs are written to '\(file.path)'", at: SourceLocation(path: folder))
            }
        }
    }

    /// Makes the staging folder of `folder` and writes `files` and the manifest in it, the files
    /// side by side; removes it again when a file cannot be written.
    private func stage(folder: String, files: [OutputFile]) throws -> Staged {
        let fileManager = FileManager.default
        let run = Self.runName()
        let staging = root + "/" + Self.stagingPrefix + run + folder
        let sorted = files.sorted { $0.path < $1.path }
        do {
            try posix(mkdir(staging, 0o755), staging)
            beforeStaging?(staging)
            // Folders first, one at a time; then the files, each made on whichever thread is free.
            var folders: Set<String> = []
            for file in sorted {
                let parent = ((staging + "/" + file.path) as NSString).deletingLastPathComponent
                if parent != staging, folders.insert(parent).inserted {
                    try fileManager.createDirectory(atPath: parent, withIntermediateDirectories: true)
                }
            }
            let results = sorted.parallelMap { file in
                let start = StageTimer.enabled ? StageTimer.threadMilliseconds() : 0
                let result = Self.writeFile(at: staging + "/" + file.path) { file.write(to: &$0) }
                if StageTimer.enabled {
                    StageTimer.report(
                        "\(folder): write \(file.path)", cpuMilliseconds: StageTimer.threadMilliseconds() - start)
                }
                return result
            }
            var digests: [String: String] = [:]
            for (file, result) in zip(sorted, results) {
                digests[file.path] = try result.get()
            }
            let paths = sorted.map(\.path)
            let manifest = Self.manifest(of: paths.map { ($0, digests[$0]!) })
            _ = try Self.writeFile(at: staging + "/" + Self.manifestName) { $0.write(bytes: manifest) }.get()
            return Staged(
                folder: folder, target: root + "/" + folder, staging: staging, run: run, paths: paths, digests: digests,
                manifest: manifest)
        } catch {
            try? fileManager.removeItem(atPath: staging)
            throw error
        }
    }

    /// Creates the file `path` (which must not exist) with the bytes `write` makes, and returns
    /// their SHA-256; the failure names the file and the system's reason.
    private static func writeFile(at path: String, _ produce: (inout OutputSink) -> Void) -> Result<String, InputError>
    {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return .failure(failure(errno, at: path)) }
        var digest = SHA256Digest()
        var failed: Int32 = 0
        var sink = OutputSink { bytes in
            guard failed == 0, var base = bytes.baseAddress else { return }
            digest.update(bytes)
            var left = bytes.count
            while left > 0 {
                let written = write(descriptor, base, left)
                if written < 0 {
                    if errno == EINTR { continue }
                    failed = errno
                    return
                }
                left -= written
                base += written
            }
        }
        produce(&sink)
        sink.finish()
        if close(descriptor) != 0, failed == 0 { failed = errno }
        guard failed == 0 else { return .failure(failure(failed, at: path)) }
        return .success(digest.finish())
    }

    // MARK: - Planning

    /// What a write of one folder will do, worked out before any folder is replaced.
    struct Plan {
        var staged: Staged
        var summary: Summary
        /// Whether anything is to be written at all.
        var changed: Bool
        var targetExists: Bool
    }

    private func plan(_ staged: Staged) throws -> Plan {
        let folder = staged.folder
        let target = staged.target
        var plan = Plan(staged: staged, summary: Summary(), changed: true, targetExists: false)

        var status = stat()
        guard lstat(target, &status) == 0 else {
            plan.summary.written = staged.paths
            return plan
        }
        plan.targetExists = true
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFDIR else {
            throw InputError(
                (kind == S_IFLNK ? "a symbolic link" : "a file") + " errata did not write is where product folder '"
                    + folder + "' goes; errata will not replace it: move it away, or choose another 'output' "
                    + "or product 'name' in the config",
                at: SourceLocation(path: target))
        }
        let fileManager = FileManager.default
        var existing = listFiles(in: target)
        let recorded: [String: String]?
        if existing.remove(Self.manifestName) != nil {
            guard let data = fileManager.contents(atPath: target + "/" + Self.manifestName),
                let files = Self.recordedFiles(data)
            else {
                throw InputError(
                    "the manifest of errata's files in this folder cannot be read, so errata cannot tell its files "
                        + "from others; move the folder away (or remove the manifest if the folder holds only "
                        + "errata's files) and build again",
                    at: SourceLocation(path: target + "/" + Self.manifestName))
            }
            recorded = files
        } else {
            recorded = nil
        }

        // Each file there is read once, to its digest.
        var current: [String: String] = [:]
        var foreign: [String] = []
        for path in existing.sorted() {
            let new = staged.digests[path]
            let digest = Self.digest(ofFileAt: target + "/" + path)
            current[path] = digest
            if let new, digest == new { continue }
            guard let recorded else {
                // A folder without a manifest is adopted only when it holds nothing but paths
                // errata is about to write: a folder from before manifests, never a user's own.
                if new == nil { foreign.append(path) }
                continue
            }
            guard let hash = recorded[path] else {
                foreign.append(path)
                continue
            }
            if digest != hash {
                // Edited since errata wrote it: overwritten with a warning; but one errata no
                // longer writes would be lost with nothing in its place, so it is refused.
                if new == nil { foreign.append(path) } else { plan.summary.edited.append(path) }
            }
        }
        guard foreign.isEmpty else {
            let others =
                foreign.count > 1
                ? " (and \(foreign.count - 1) more: \(foreign.dropFirst().prefix(5).joined(separator: ", ")))" : ""
            let reason =
                recorded == nil
                ? "is in product folder '\(folder)', which errata did not write (it has no \(Self.manifestName)) "
                    + "and would replace"
                : "is not a file errata wrote in product folder '\(folder)' (or was changed and is no longer "
                    + "generated), and errata would delete it"
            throw InputError(
                "\(reason)\(others); errata will not: move it out of the folder, or choose another 'output' or "
                    + "product 'name' in the config",
                at: SourceLocation(path: target + "/" + foreign[0]))
        }

        for path in staged.paths {
            if let digest = current[path], digest == staged.digests[path] {
                plan.summary.unchanged.append(path)
            } else {
                plan.summary.written.append(path)
            }
        }
        plan.summary.removed = existing.subtracting(staged.paths).sorted()
        plan.changed =
            !plan.summary.written.isEmpty || !plan.summary.removed.isEmpty
            || fileManager.contents(atPath: target + "/" + Self.manifestName) != staged.manifest
        return plan
    }

    /// The SHA-256 of the file at `path`, read a piece at a time; `nil` when it cannot be read
    /// as a file (a symbolic link, a folder, no permission).
    static func digest(ofFileAt path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var digest = SHA256Digest()
        let size = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer.baseAddress, size)
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            digest.update(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
        return digest.finish()
    }

    // MARK: - Writing

    private func apply(_ plan: Plan) throws -> Summary {
        let fileManager = FileManager.default
        let staging = plan.staged.staging
        guard plan.changed else {
            try? fileManager.removeItem(atPath: staging)
            return plan.summary
        }
        let target = plan.staged.target
        let run = plan.staged.run
        var stoppedByTest = false
        do {
            // An unchanged file keeps its inode (and time): the old one takes the new copy's place.
            for path in plan.summary.unchanged {
                let linked = staging + ".link"
                if link(target + "/" + path, linked) == 0, rename(linked, staging + "/" + path) != 0 {
                    unlink(linked)
                }
            }
            guard plan.targetExists else {
                try posix(rename(staging, target), target)
                return plan.summary
            }
            if exchange == .atomicWhenAvailable {
                beforeExchange?(target)
                if errata_exchange_paths(staging, target) == 0 {
                    // The staging name now holds the old folder.
                    try? fileManager.removeItem(atPath: staging)
                    return plan.summary
                }
                // Only a file system or kernel without the exchange falls back to two renames;
                // any other failure (the folder gone, a full disk) is reported as it is.
                let code = errno
                guard code == EINVAL || code == ENOSYS || code == EOPNOTSUPP || code == ENOTSUP else {
                    throw Self.failure(code, at: target)
                }
            }
            // Two renames. Between them the folder is missing: a failed second rename is undone,
            // and the next run's `recover` puts the old folder back if this run is killed there.
            let old = root + "/" + Self.oldPrefix + run + plan.staged.folder
            try posix(rename(target, old), target)
            do {
                try afterRename?(1)
            } catch {
                stoppedByTest = true
                throw error
            }
            guard rename(staging, target) == 0 else {
                let code = errno
                rename(old, target)
                throw Self.failure(code, at: target)
            }
            do {
                try afterRename?(2)
            } catch {
                stoppedByTest = true
                throw error
            }
            // The new folder is in place; an old one left here is removed by the next run.
            try? fileManager.removeItem(atPath: old)
            return plan.summary
        } catch {
            if !stoppedByTest { try? fileManager.removeItem(atPath: staging) }
            throw error
        }
    }

    /// Cleans up after a run that was killed: puts back an old folder that was moved aside, and
    /// drops unfinished staging folders. Runs under the lock: whatever is left is no live run's.
    private func recover() throws {
        let fileManager = FileManager.default
        let entries = (try? fileManager.contentsOfDirectory(atPath: root)) ?? []
        for entry in entries.sorted() where entry.hasPrefix(Self.oldPrefix) {
            let old = root + "/" + entry
            let target = root + "/" + Self.folderName(leftover: String(entry.dropFirst(Self.oldPrefix.count)))
            var status = stat()
            if lstat(target, &status) == 0 {
                // The new folder took its place before the run stopped.
                try fileManager.removeItem(atPath: old)
            } else {
                try posix(rename(old, target), target)
                notice("errata: put back \(target), which a stopped run had moved aside")
            }
        }
        for entry in entries where entry.hasPrefix(Self.stagingPrefix) {
            try fileManager.removeItem(atPath: root + "/" + entry)
        }
    }

    static let stagingPrefix = ".errata-staging-"
    static let oldPrefix = ".errata-old-"

    /// `<pid>-<random>-`: what sets a run's staging and old folders apart from another run's.
    private static func runName() -> String {
        "\(getpid())-" + String(UInt32.random(in: 0...UInt32.max), radix: 16).leftPadded(to: 8) + "-"
    }

    /// The product folder a leftover is for: `<pid>-<random>-<folder>`, or `<folder>` as runs
    /// without run names left it.
    static func folderName(leftover name: String) -> String {
        let parts = name.split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false)
        if parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(\.isASCII), parts[0].allSatisfy(\.isNumber),
            parts[1].count == 8, parts[1].allSatisfy(\.isHexDigit), !parts[2].isEmpty
        {
            return String(parts[2])
        }
        return name
    }

    // MARK: - Manifest

    /// The manifest's bytes for files given by path and SHA-256.
    static func manifest(of files: [(path: String, digest: String)]) -> Data {
        let entries = Dictionary(files.map { ($0.path, JSONValue.string($0.digest)) }) { first, _ in first }
        let document = JSONValue.object([
            "generator": .string("errata"),
            "note": .string(
                "The files errata wrote in this folder; errata replaces the folder only while it holds them."),
            "sha256": .object(entries),
        ])
        return Data(JSONValue.render(document).utf8)
    }

    /// The files a manifest records, with their SHA-256; `nil` when it is not errata's manifest.
    static func recordedFiles(_ data: Data) -> [String: String]? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            object["generator"] as? String == "errata", let files = object["sha256"] as? [String: String]
        else { return nil }
        return files
    }

    /// The SHA-256 of `data`, in lowercase hexadecimal.
    static func sha256(_ data: Data) -> String {
        var digest = SHA256Digest()
        data.withUnsafeBytes { digest.update($0) }
        return digest.finish()
    }

    // MARK: - Helpers

    private func listFiles(in folder: String) -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: Set<String> = []
        while let path = enumerator.nextObject() as? String {
            var status = stat()
            // Symbolic links count as files (a user's), whatever they lead to.
            if lstat(folder + "/" + path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
                files.insert(path)
            }
        }
        return files
    }

    private func posix(_ result: Int32, _ path: String) throws {
        if result != 0 { throw Self.failure(errno, at: path) }
    }

    private static func failure(_ code: Int32, at path: String) -> InputError {
        InputError(
            "cannot write the outputs (\(String(cString: strerror(code)).lowercased()))", at: SourceLocation(path: path)
        )
    }

    /// Runs `body`, turning Foundation's file errors into an ``InputError`` naming the path.
    private func translatingFileErrors<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as CocoaError {
            let path = (error.userInfo[NSFilePathErrorKey] as? String) ?? root
            var reason = error.localizedDescription
            if let underlying = error.underlying.map({ $0 as NSError }), underlying.domain == NSPOSIXErrorDomain {
                reason = String(cString: strerror(Int32(underlying.code))).lowercased()
            }
            throw InputError("cannot write the outputs (\(reason))", at: SourceLocation(path: path))
        }
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
