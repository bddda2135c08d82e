public import Foundation

/// What the fuzz executables share: running one input, and replaying saved inputs.
public enum FuzzEntry {
    /// Runs one input through `check`; stops the process (so that libFuzzer saves the input)
    /// when it reports a violation.
    public static func run(_ bytes: UnsafePointer<UInt8>?, _ count: Int, _ check: (Data) -> [String]) {
        let problems = check(bytes.map { Data(bytes: $0, count: count) } ?? Data())
        guard problems.isEmpty else {
            fatalError("errata fuzz: \(problems.joined(separator: "; "))")
        }
    }

    /// Replays the files named on the command line (folders: every file in them) through `check`,
    /// printing each one's violations; exits 1 if there were any. For reproducing a crash
    /// without the fuzzer: `swift run ErrataFuzzPipeline crash-…`.
    public static func replay(_ arguments: [String], _ check: (Data) -> [String]) -> Int32 {
        var failed = false
        var files: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
                files += names.sorted().map { argument + "/" + $0 }
            } else {
                files.append(argument)
            }
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                print("\(file): cannot read")
                failed = true
                continue
            }
            let problems = check(data)
            print("\(file): " + (problems.isEmpty ? "ok" : problems.joined(separator: "; ")))
            failed = failed || !problems.isEmpty
        }
        return failed ? 1 : 0
    }
}
