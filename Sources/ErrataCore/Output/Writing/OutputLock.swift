public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock on an output root, held while errata writes there, so that two runs at
/// once (the build plugin and a terminal, two CI steps) never write the same folders together.
///
/// The lock is an advisory `flock` on the file `.errata.lock` inside the root, which holds the
/// holder's process id so that a run kept waiting can name it. The holder removes the file when
/// it lets go; a run that locked a file already removed (it opened it just before) sees that the
/// path no longer leads to its file and tries again. The system drops the lock of a process that
/// dies, so a killed run never blocks the next one.
public final class OutputLock {
    /// The lock file's name inside the output root.
    public static let fileName = ".errata.lock"

    /// The environment variable that sets how long a run waits for the lock, in seconds.
    public static let timeoutVariable = "ERRATA_LOCK_TIMEOUT"

    /// How long a run waits for the lock unless ``timeoutVariable`` says otherwise.
    public static let defaultTimeout: TimeInterval = 60

    private let path: String
    private var descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        release()
    }

    /// How long to wait: ``timeoutVariable`` from the environment, else ``defaultTimeout``.
    ///
    /// - Throws: ``InputError`` when the variable is set to something that is not a number of
    ///   seconds.
    public static func configuredTimeout() throws -> TimeInterval {
        guard let text = ProcessInfo.processInfo.environment[timeoutVariable] else { return defaultTimeout }
        guard let seconds = TimeInterval(text.trimmingCharacters(in: .whitespaces)), seconds >= 0, seconds.isFinite
        else {
            throw InputError(
                "\(timeoutVariable) must be a number of seconds, not '\(text)'",
                at: SourceLocation(path: timeoutVariable))
        }
        return seconds
    }

    /// Locks the output root `root` (which must exist), waiting up to `timeout` seconds for
    /// another run to let go.
    ///
    /// - Parameters:
    ///   - waiting: Called once, with a line naming the holder, when the lock is taken and this
    ///     run starts to wait.
    /// - Throws: ``InputError`` naming the lock file and its holder when the wait runs out, or
    ///   when the lock file cannot be created.
    public static func acquire(
        root: String, timeout: TimeInterval, waiting: (String) -> Void = { _ in }
    ) throws -> OutputLock {
        let path = root + "/" + fileName
        let deadline = Date().addingTimeInterval(timeout)
        var toldWaiting = false
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw InputError(
                    "cannot create the lock file: \(String(cString: strerror(errno)).lowercased())",
                    at: SourceLocation(path: path))
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                // The previous holder may have removed the file after this run opened it: the
                // lock then guards nothing, and the path is tried again.
                var held = stat()
                var current = stat()
                if fstat(descriptor, &held) == 0, stat(path, &current) == 0, held.st_dev == current.st_dev,
                    held.st_ino == current.st_ino
                {
                    let text = "\(getpid())\n"
                    _ = ftruncate(descriptor, 0)
                    _ = text.withCString { pwrite(descriptor, $0, strlen($0), 0) }
                    return OutputLock(path: path, descriptor: descriptor)
                }
                close(descriptor)
                continue
            }
            let holder = Self.holder(of: descriptor)
            close(descriptor)
            if Date() >= deadline {
                throw InputError(
                    "the output folder is locked by \(holder ?? "another errata run"), which is still writing; "
                        + "errata waited \(Self.format(timeout)) s (set \(timeoutVariable) to wait longer). If no "
                        + "errata runs, the lock is held by a process that inherited it: end that process",
                    at: SourceLocation(path: path))
            }
            if !toldWaiting {
                toldWaiting = true
                waiting(
                    "errata: waiting for \(holder ?? "another errata run") to finish writing \(root) "
                        + "(up to \(Self.format(timeout)) s, \(timeoutVariable))")
            }
            usleep(20_000)
        }
    }

    /// Lets go of the lock and removes the lock file. Called by `deinit` if not before.
    public func release() {
        guard descriptor >= 0 else { return }
        // Removed while still held: a run that opens the path from now on gets a new file, and
        // one that opened the old file sees it is gone once it locks it.
        unlink(path)
        close(descriptor)
        descriptor = -1
    }

    /// "process 123", read from the lock file, or `nil` when it holds no process id yet.
    private static func holder(of descriptor: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let pid = Int32(text), pid > 0 else { return nil }
        return "process \(pid)"
    }

    private static func format(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
