import Foundation

/// Prints how long each stage of a run took, and the process's peak resident memory so far, to
/// standard error, when the environment variable `ERRATA_TIMINGS` is `1`
/// (`errata: timing: Gamebase: reconcile 21.4 ms, peak 41.2 MiB`). Off, it costs a clock read per
/// stage. For finding where the time and memory go on a doc set (see README, Performance).
public struct StageTimer: Sendable {
    /// Whether `ERRATA_TIMINGS=1` is set.
    public static let enabled = ProcessInfo.processInfo.environment["ERRATA_TIMINGS"] == "1"

    private var last = DispatchTime.now().uptimeNanoseconds

    /// Starts timing.
    public init() {}

    /// Prints the time since the previous lap (or the start) under `stage`, and starts the next.
    public mutating func lap(_ stage: String) {
        guard Self.enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let milliseconds = Double(now - last) / 1_000_000
        last = now
        let line =
            "errata: timing: \(stage) \(String(format: "%.1f", milliseconds)) ms, peak "
            + "\(String(format: "%.1f", Self.peakResidentMebibytes())) MiB\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// The most memory the process has held resident so far, from `getrusage`.
    static func peakResidentMebibytes() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
            let who = RUSAGE_SELF.rawValue
        #else
            let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        #if canImport(Darwin)
            return Double(usage.ru_maxrss) / 1_048_576  // bytes
        #else
            return Double(usage.ru_maxrss) / 1024  // kilobytes
        #endif
    }
}
