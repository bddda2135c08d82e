import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program to its end with `posix_spawn`, its outputs going to files.
///
/// Not Foundation's `Process`: on Linux its `waitUntilExit()` can miss the exit of a short-lived
/// child and wait forever (see `Tests/ErrataCLITests/Subprocess.swift`, which this follows).
enum ChildProcess {
    /// Errors of the test harness itself (not of errata).
    struct HarnessError: Error, CustomStringConvertible {
        /// What went wrong.
        var description: String
    }

    /// Runs `executable` with `arguments` in `directory` and returns its exit status (128 plus the
    /// signal number when a signal ended it).
    ///
    /// - Parameters:
    ///   - environment: The child's whole environment.
    ///   - standardOutput: A file for standard output (created or truncated).
    ///   - standardError: A file for standard error (created or truncated).
    static func run(
        _ executable: String,
        _ arguments: [String],
        directory: String,
        environment: [String: String],
        standardOutput: String,
        standardError: String
    ) throws -> Int32 {
        // posix_spawn has no portable way to change the working directory: /bin/sh enters it.
        let argv = ["/bin/sh", "-c", "cd -- \"$1\" && shift && exec \"$@\"", "sh", directory, executable] + arguments
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
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, writeFlags, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, writeFlags, 0o644)

        var pid: pid_t = 0
        let result = withCStrings(argv) { argvPointers in
            withCStrings(envp) { envpPointers in
                posix_spawn(&pid, "/bin/sh", &actions, nil, argvPointers, envpPointers)
            }
        }
        guard result == 0 else {
            throw HarnessError(description: "cannot start \(executable): \(String(cString: strerror(result)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            if errno != EINTR { throw HarnessError(description: "cannot wait for \(executable)") }
        }
        // The <sys/wait.h> macros, which Swift does not import.
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
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
