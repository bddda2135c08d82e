import ErrataFuzzSupport
import Foundation

#if FUZZING
    import CErrataFuzz
#endif

/// One input through the whole pipeline (see `PipelineFuzzer`); stops the process on a violation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzEntry.run(bytes, count, PipelineFuzzer.violations)
    return 0
}

/// Built with `-D FUZZING -sanitize=fuzzer` (`make fuzz`), runs libFuzzer with the command line;
/// otherwise replays the inputs named on the command line.
@main
struct FuzzPipelineMain {
    /// Runs libFuzzer, or replays the files named on the command line.
    static func main() {
        #if FUZZING
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzPipeline))
        #else
            exit(FuzzEntry.replay(Array(CommandLine.arguments.dropFirst()), PipelineFuzzer.violations))
        #endif
    }
}
