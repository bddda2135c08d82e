import ErrataFuzzSupport
import ErrataMarkdown
import Foundation
import Testing

@testable import ErrataCore

/// Every input that once crashed or hung errata, kept under `Fixtures/crashes/`, run again
/// through the same checks as the fuzz targets (see `scripts/fuzz.sh`): `pipeline-*` files
/// through decode → parse → extract → reconcile → emit, `config-*` files through the config
/// loader. A new crash found by `make fuzz` is added there as a file.
@Suite("Inputs that once broke errata")
struct FuzzRegressionTests {
    /// The fixtures, by name.
    static let fixtures: [String] = {
        let folder = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/crashes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    private static func data(_ name: String) throws -> Data {
        try Data(contentsOf: Bundle.module.resourceURL!.appendingPathComponent("Fixtures/crashes/\(name)"))
    }

    @Test("There are fixtures of both kinds")
    func fixturesExist() {
        #expect(Self.fixtures.contains { $0.hasPrefix("pipeline-") })
        #expect(Self.fixtures.contains { $0.hasPrefix("config-") })
        #expect(Self.fixtures.allSatisfy { $0.hasPrefix("pipeline-") || $0.hasPrefix("config-") })
    }

    @Test("Each fixture runs through its target's checks without a crash or a violation", arguments: fixtures)
    func replay(_ name: String) throws {
        let data = try Self.data(name)
        let problems =
            name.hasPrefix("config-") ? ConfigFuzzer.violations(data) : PipelineFuzzer.violations(data)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test(
        "Each page fixture also parses without a limit error, deeper containers flattened, on a small stack",
        arguments: fixtures.filter { $0.hasPrefix("pipeline-") })
    func flattened(_ name: String) throws {
        let data = try Self.data(name)
        guard let text = try? TextDecoder.decode(data, path: name) else { return }
        // Pages refused for their markup or columns, not their depth, would only be slow here.
        do {
            _ = try MarkdownParser.parse(text, limits: MarkdownLimits(maximumNesting: 1))
        } catch let error as MarkdownLimitError where error.kind != .nesting {
            return
        } catch {
            // Too deep: what this test is for.
        }
        let document = SourceDocument(product: "fuzz", language: "en", page: name, path: name, text: text)
        let count = SmallStack.run {
            let facts = FactExtractor().extract(DocumentParser().parse(document))
            return facts.lineCount
        }
        #expect(count == text.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
    }
}

/// Runs work on a thread with a small stack, to show it does not recurse deeply: 1 MiB, an eighth
/// of a Linux thread's default, twice a macOS dispatch thread's (debug builds need more stack than
/// release builds, whose frames are a fraction of the size).
enum SmallStack {
    /// The stack size, in bytes.
    static let size = 1024 * 1024

    /// Runs `body` on a new thread with a ``size``-byte stack and returns its result.
    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return box.value!
    }

    /// The result, handed from the thread to the caller after the semaphore.
    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}
