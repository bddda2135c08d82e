import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file errata did not write (a page, the config, a baseline): a plain file only, and
/// never more than a limit.
///
/// The file is opened without blocking and measured through the open descriptor, so a named pipe
/// or a device is refused before anything is read (reading one could block or never end), a huge
/// file is refused before its bytes are read, and a file swapped between the check and the read
/// is the file that was checked.
enum BoundedFileReader {
    /// Reads the file at `fullPath`.
    ///
    /// - Parameters:
    ///   - fullPath: The file's path.
    ///   - displayPath: The path for messages.
    ///   - noun: What the file is, for messages: `page`, `config file`, `baseline file`.
    ///   - maxBytes: The largest size read.
    ///   - limitName: Where the limit is set, for messages (e.g. `limits.max-file-bytes in errata.yml`).
    ///   - followingLinks: Whether a symbolic link at `fullPath` is followed; when `false`, the
    ///     file is opened only if it is not a link (`O_NOFOLLOW`), so a link swapped in for a file
    ///     that was checked is refused, not read.
    /// - Returns: The file's bytes.
    /// - Throws: ``InputError`` naming `displayPath` for a file that cannot be read, is a link
    ///   (when not following links), is not a plain file, or is larger than `maxBytes`.
    static func read(
        _ fullPath: String, displayPath: String, noun: String, maxBytes: Int, limitName: String,
        followingLinks: Bool = true
    ) throws -> Data {
        let location = SourceLocation(path: displayPath)
        let descriptor = open(fullPath, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            let code = errno
            var info = stat()
            if !followingLinks, code == ELOOP || code == EMLINK,
                lstat(fullPath, &info) == 0, info.st_mode & S_IFMT == S_IFLNK
            {
                throw InputError(
                    "the \(noun) is a symbolic link where a plain file was found; errata reads it only as the "
                        + "file it found",
                    at: location)
            }
            throw InputError("cannot read the \(noun) (\(errnoText(code)))", at: location)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw InputError("cannot read the \(noun) (\(errnoText()))", at: location)
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            let what = kind == S_IFDIR ? "a folder" : kind == S_IFIFO ? "a named pipe" : "a device or socket"
            throw InputError("the \(noun) is \(what), not a file; it must be a plain file", at: location)
        }
        let size = Int(info.st_size)
        guard size <= maxBytes else {
            throw InputError(
                "the \(noun) is \(size) bytes, over the limit of \(maxBytes) bytes (\(limitName))", at: location)
        }
        // Read into a buffer of the measured size, plus the one byte more than the limit that
        // tells a file that grew since it was measured (grown into, if it did).
        var capacity = size + 1
        guard var buffer = malloc(capacity) else {
            throw InputError("cannot read the \(noun) (out of memory)", at: location)
        }
        var count = 0
        while count <= maxBytes {
            if count == capacity {
                capacity = min(capacity * 2, maxBytes + 1)
                guard let grown = realloc(buffer, capacity) else {
                    free(buffer)
                    throw InputError("cannot read the \(noun) (out of memory)", at: location)
                }
                buffer = grown
            }
            let read = readBytes(descriptor, buffer + count, capacity - count)
            if read == 0 { break }
            if read < 0 {
                if errno == EINTR { continue }
                let message = errnoText()
                free(buffer)
                throw InputError("cannot read the \(noun) (\(message))", at: location)
            }
            count += read
        }
        guard count <= maxBytes else {
            free(buffer)
            throw InputError("the \(noun) is over the limit of \(maxBytes) bytes (\(limitName))", at: location)
        }
        return Data(bytesNoCopy: buffer, count: count, deallocator: .free)
    }

    /// `read(2)` (the name `read` is this type's own).
    private static func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    private static func errnoText(_ code: Int32 = errno) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
