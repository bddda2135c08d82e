import ErrataFuzzSupport
import Foundation

#if FUZZING
    import CErrataFuzz
#endif

/// One input as the text of `errata.yml` (see `ConfigFuzzer`); stops the process on a violation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzEntry.run(bytes, count, ConfigFuzzer.violations)
    return 0
}

/// Built with `-D FUZZING -sanitize=fuzzer` (`make fuzz`), runs libFuzzer with the command line;
/// otherwise replays the inputs named on the command line.
@main
struct FuzzConfigMain {
    /// Runs libFuzzer, or replays the files named on the command line.
    static func main() {
        #if FUZZING
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzConfig))
        #else
            exit(FuzzEntry.replay(Array(CommandLine.arguments.dropFirst()), ConfigFuzzer.violations))
        #endif
    }
}
