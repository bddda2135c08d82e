public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with `posix_spawn` and reaped with `waitpid`, for the test targets that
/// run programs (the `errata` binary, `diff`, `flock`).
///
/// The tests do not use Foundation's `Process` to run programs: on Linux its `waitUntilExit()`
/// can miss the exit of a short-lived child and wait forever (seen in `DeterminismTests`: the
/// child had exited and been reaped, the test runner waited on). Here the test owns the child and
/// waits for it itself.
public struct Subprocess: Sendable {
    /// How a child ended.
    public struct Termination: Sendable {
        /// The exit status, or the signal number when a signal ended the child.
        public var status: Int32
        /// Whether a signal ended the child.
        public var signaled: Bool

        /// The status as a shell gives it: the exit status, or 128 plus the signal number.
        public var shellStatus: Int32 { signaled ? 128 + status : status }
    }

    /// Errors of the test harness itself (not of the program it runs).
    public struct HarnessError: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String

        /// Creates an error saying what went wrong.
        public init(description: String) {
            self.description = description
        }
    }

    /// The child's process id.
    public let pid: pid_t

    /// Starts `executable` with `arguments`.
    ///
    /// - Parameters:
    ///   - directory: The child's working directory (entered by `/bin/sh` before it `exec`s the
    ///     program: `posix_spawn` has no portable way to change it).
    ///   - environment: The child's whole environment; the test's own when `nil`.
    ///   - standardOutput: A file for the child's standard output (created or truncated), or
    ///     `/dev/null` when `nil`.
    ///   - standardError: The same for standard error; the same file as `standardOutput` when
    ///     both name it.
    public static func start(
        _ executable: String,
        _ arguments: [String],
        directory: String? = nil,
        environment: [String: String]? = nil,
        standardOutput: String? = nil,
        standardError: String? = nil
    ) throws -> Subprocess {
        var argv = [executable] + arguments
        var program = executable
        if let directory {
            program = "/bin/sh"
            argv = ["/bin/sh", "-c", "cd -- \"$1\" && shift && exec \"$@\"", "sh", directory] + argv
        }
        let environment = environment ?? ProcessInfo.processInfo.environment
        let envp = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }

        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let writeFlags = O_WRONLY | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput ?? "/dev/null", writeFlags, 0o644)
        if let standardError, standardError == standardOutput {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, standardError ?? "/dev/null", writeFlags, 0o644)
        }

        var pid: pid_t = 0
        let result = withCStrings(argv) { argvPointers in
            withCStrings(envp) { envpPointers in
                posix_spawn(&pid, program, &actions, nil, argvPointers, envpPointers)
            }
        }
        guard result == 0 else {
            throw HarnessError(
                description: "cannot start \(program): \(String(cString: strerror(result)))")
        }
        return Subprocess(pid: pid)
    }

    /// Whether the child has ended. It stays waitable: ``wait()`` still reaps it.
    public var hasExited: Bool {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return true }
        #if canImport(Glibc)
            return info._sifields._sigchld.si_pid != 0
        #else
            return info.si_pid != 0
        #endif
    }

    /// Waits for the child to end.
    public func wait() -> Termination {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            if errno != EINTR { return Termination(status: -1, signaled: false) }
        }
        // The <sys/wait.h> macros, which Swift does not import.
        let signal = status & 0x7F
        if signal == 0 { return Termination(status: (status >> 8) & 0xFF, signaled: false) }
        return Termination(status: signal, signaled: true)
    }

    /// Runs a program to its end.
    public static func run(
        _ executable: String,
        _ arguments: [String],
        directory: String? = nil,
        environment: [String: String]? = nil,
        standardOutput: String? = nil,
        standardError: String? = nil
    ) throws -> Termination {
        try start(
            executable, arguments, directory: directory, environment: environment,
            standardOutput: standardOutput, standardError: standardError
        ).wait()
    }

    /// Calls `body` with a NULL-terminated array of C strings.
    private static func withCStrings<R>(
        _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R
    ) -> R {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
