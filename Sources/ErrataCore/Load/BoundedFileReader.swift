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
    /// - Returns: The file's bytes.
    /// - Throws: ``InputError`` naming `displayPath` for a file that cannot be read, is not a plain
    ///   file, or is larger than `maxBytes`.
    static func read(
        _ fullPath: String, displayPath: String, noun: String, maxBytes: Int, limitName: String
    ) throws -> Data {
        let location = SourceLocation(path: displayPath)
        let descriptor = open(fullPath, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw InputError("cannot read the \(noun) (\(errnoText()))", at: location)
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
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
        let data: Data
        do {
            // One byte more than the limit tells a file that grew since it was measured.
            data = try handle.read(upToCount: maxBytes + 1) ?? Data()
        } catch {
            throw InputError("cannot read the \(noun) (\((error as NSError).localizedDescription))", at: location)
        }
        guard data.count <= maxBytes else {
            throw InputError("the \(noun) is over the limit of \(maxBytes) bytes (\(limitName))", at: location)
        }
        return data
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}
