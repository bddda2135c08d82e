public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A single file errata writes where the user says (a report, a baseline, the build plugin's
/// Swift): what is at the path is checked first, and a regular file is replaced only once the
/// whole text is written beside it.
public enum SingleFile {
    /// Where the bytes go.
    public enum Destination: Sendable, Equatable {
        /// Written to a new file beside this path, then renamed over it: a regular file, or
        /// nothing yet. A symbolic link is followed, and the file it leads to replaced.
        case replace(String)
        /// Written straight into it: a terminal, a pipe, `/dev/null` (there is nothing to replace).
        case stream(String)
    }

    /// Where a file written to `path` goes.
    ///
    /// - Throws: ``InputError`` naming `path` when a folder (or a socket) is there: errata
    ///   replaces only regular files.
    public static func destination(of path: String) throws -> Destination {
        var status = stat()
        // Nothing there: a new file (its folder must exist, as the system resolves the path).
        guard lstat(path, &status) == 0 else { return .replace(path) }
        var file = path
        if status.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(path, nil), stat(resolved, &status) == 0 else {
                throw InputError(
                    "this is a symbolic link that leads nowhere; errata will not replace it",
                    at: SourceLocation(path: path))
            }
            file = String(cString: resolved)
            free(resolved)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .replace(file)
        case S_IFCHR, S_IFIFO: return .stream(file)
        default:
            throw InputError(
                "this is not a regular file; errata writes only files, and will not replace it",
                at: SourceLocation(path: path))
        }
    }

    /// Creates a new, empty file beside `path`, under a name no other run uses.
    ///
    /// - Returns: Its descriptor (open for writing) and path.
    /// - Throws: ``InputError`` naming `path` when the file cannot be created.
    public static func createTemporary(beside path: String) throws -> (descriptor: Int32, path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        while true {
            let temporary =
                (folder.isEmpty ? "" : folder + "/") + ".errata-\(getpid())-"
                + String(UInt32.random(in: 0...UInt32.max), radix: 16) + "-" + name
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (descriptor, temporary) }
            if errno != EEXIST { throw failure(errno, at: path) }
        }
    }

    /// Writes `data` to `path` (see ``destination(of:)``): a regular file is replaced all at once,
    /// and no temporary file is left when the write fails.
    ///
    /// - Throws: ``InputError`` naming `path`.
    public static func write(_ data: Data, to path: String) throws {
        switch try destination(of: path) {
        case .stream(let stream):
            let descriptor = open(stream, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(errno, at: path) }
            defer { close(descriptor) }
            try writeAll(data, to: descriptor, path: path)
        case .replace(let file):
            let (descriptor, temporary) = try createTemporary(beside: file)
            var open = true
            do {
                try writeAll(data, to: descriptor, path: path)
                open = false
                guard close(descriptor) == 0 else { throw failure(errno, at: path) }
                guard rename(temporary, file) == 0 else { throw failure(errno, at: path) }
            } catch {
                if open { close(descriptor) }
                unlink(temporary)
                throw error
            }
        }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw failure(errno, at: path)
                }
                offset += count
            }
        }
    }

    /// An error naming `path`, for `errno` `code`.
    public static func failure(_ code: Int32, at path: String) -> InputError {
        InputError(
            "cannot write the file: \(String(cString: strerror(code)).lowercased())", at: SourceLocation(path: path))
    }
}

/// The C library's `write`, which the static `write` of ``SingleFile`` hides.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
