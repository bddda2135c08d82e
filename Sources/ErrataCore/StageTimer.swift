import Foundation

/// Prints how long each stage of a run took, the CPU time the whole process used meanwhile (on
/// every thread: more than the stage's time where it kept several cores busy, less where the
/// cores waited), and the process's peak resident memory so far, to standard error, when the
/// environment variable `ERRATA_TIMINGS` is `1`
/// (`errata: timing: Demo: reconcile 21.4 ms, cpu 38.0 ms, peak 41.2 MiB`). Off, it costs a
/// clock read per stage. For finding where the time and memory go on a doc set (see README,
/// Performance).
public struct StageTimer: Sendable {
    /// Whether `ERRATA_TIMINGS=1` is set.
    public static let enabled = ProcessInfo.processInfo.environment["ERRATA_TIMINGS"] == "1"

    private var last = DispatchTime.now().uptimeNanoseconds
    private var lastCPU = StageTimer.enabled ? StageTimer.usage().cpuMilliseconds : 0

    /// Starts timing.
    public init() {}

    /// Prints the time since the previous lap (or the start) under `stage`, and starts the next.
    public mutating func lap(_ stage: String) {
        guard Self.enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let milliseconds = Double(now - last) / 1_000_000
        last = now
        let usage = Self.usage()
        let cpu = usage.cpuMilliseconds - lastCPU
        lastCPU = usage.cpuMilliseconds
        let line =
            "errata: timing: \(stage) \(String(format: "%.1f", milliseconds)) ms, cpu "
            + "\(String(format: "%.1f", cpu)) ms, peak \(String(format: "%.1f", usage.peakMebibytes)) MiB\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Prints the CPU time one thread spent on `stage` (a piece of work among others side by
    /// side, such as one output file), with the process's peak memory so far.
    public static func report(_ stage: String, cpuMilliseconds: Double) {
        guard enabled else { return }
        let line =
            "errata: timing: \(stage) thread cpu \(String(format: "%.1f", cpuMilliseconds)) ms, peak "
            + "\(String(format: "%.1f", usage().peakMebibytes)) MiB\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// The CPU time the calling thread has used so far.
    public static func threadMilliseconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    /// The CPU time the process has used on all its threads (user and system), and the most
    /// memory it has held resident, so far, from `getrusage`.
    private static func usage() -> (cpuMilliseconds: Double, peakMebibytes: Double) {
        var usage = rusage()
        #if canImport(Glibc)
            let who = RUSAGE_SELF.rawValue
        #else
            let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return (0, 0) }
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
        let cpu = milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
        #if canImport(Darwin)
            return (cpu, Double(usage.ru_maxrss) / 1_048_576)  // bytes
        #else
            return (cpu, Double(usage.ru_maxrss) / 1024)  // kilobytes
        #endif
    }
}
