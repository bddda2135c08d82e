import Foundation
import Testing

@testable import ErrataCore

/// The parallel helpers keep the elements' order whatever order the work starts in.
@Suite("Parallel maps")
struct ParallelMapTests {
    @Test("parallelMap with a start order gives the results in the elements' order")
    func startOrder() {
        let elements = Array(0..<500)
        var generator = SplitMix(seed: 0x0_4DE4)
        let shuffled = elements.shuffled(using: &generator)
        #expect(elements.parallelMap(order: shuffled) { $0 * 3 } == elements.map { $0 * 3 })
        #expect(elements.parallelMap(order: elements.reversed()) { String($0) } == elements.map(String.init))
        #expect(elements.parallelMap { $0 + 1 } == elements.map { $0 + 1 })
    }

    @Test(
        "A loop nested in parallel work whose other threads wait still gets a thread of its own",
        .enabled(if: Pipeline.threadCount > 1))
    func nestedLoopIsNotStarved() {
        // Two of the outer loop's elements hold their threads until the nested loop is done (as
        // a loop's thread waits for the elements other threads work on); the nested loop's two
        // elements each wait for the other to start, which needs a second thread while those
        // wait. Helpers asked for on the global queue started about two seconds later, when
        // libdispatch saw its pool blocked; on their own queues, at once, and a thread that
        // waits as the loops do gives its core to a waiting helper (the wait is a bound, not a
        // measure).
        let nestedDone = DispatchSemaphore(value: 0)
        let met = [0, 1, 2].concurrentMap { outer -> Bool in
            guard outer == 0 else {
                whileBlocked { nestedDone.wait() }
                return true
            }
            let started = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
            let together = [0, 1].parallelMap { inner -> Bool in
                started[inner].signal()
                return started[1 - inner].wait(timeout: .now() + 1) == .success
            }
            nestedDone.signal()
            nestedDone.signal()
            return together == [true, true]
        }
        #expect(met == [true, true, true])
    }

    @Test("No more helpers compute at once than the limit leaves them, and a thread that waits frees its place")
    func computingThreadsLimit() {
        // A limit of 3 with the starting thread computing leaves two places to helpers; once it
        // waits (`pause`), three. Each helper holds its place a moment, so that they overlap.
        for paused in [false, true] {
            let threads = ComputingThreads(limit: 3)
            if paused { threads.pause() }
            let lock = NSLock()
            nonisolated(unsafe) var inside = 0
            nonisolated(unsafe) var most = 0
            let group = DispatchGroup()
            for _ in 0..<8 {
                DispatchQueue(label: "test").async(group: group) {
                    guard threads.enter(while: { true }) else { return }
                    lock.lock()
                    inside += 1
                    most = max(most, inside)
                    lock.unlock()
                    usleep(2000)
                    lock.lock()
                    inside -= 1
                    lock.unlock()
                    threads.leave()
                }
            }
            group.wait()
            if paused { threads.resume() }
            #expect(most >= 1)
            #expect(most <= (paused ? 3 : 2))
        }
    }

    @Test("A helper waiting for a place gives up once its loop has no work left")
    func helperGivesUp() {
        // Limit 1: the starting thread holds the only place.
        let threads = ComputingThreads(limit: 1)
        #expect(threads.enter(while: { false }) == false)
        nonisolated(unsafe) var wanted = true
        let lock = NSLock()
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var entered: Bool?
        DispatchQueue(label: "test").async {
            let result = threads.enter(while: {
                lock.lock()
                defer { lock.unlock() }
                return wanted
            })
            entered = result
            done.signal()
        }
        usleep(5000)
        lock.lock()
        wanted = false
        lock.unlock()
        threads.wakeWaiting()
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(entered == false)
    }

    @Test("Pages are read largest first; ties and missing files keep their order")
    func largestFirst() throws {
        let root = NSTemporaryDirectory() + "errata-largest-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let sizes = [10, 300, 10, 0, 5000, 300]
        var pages: [PageFile] = []
        for (index, size) in sizes.enumerated() {
            let name = "p\(index).md"
            try Data(repeating: 0x61, count: size).write(to: URL(fileURLWithPath: root + "/" + name))
            pages.append(PageFile(product: "p", language: "en", page: "p\(index)", relativePath: name))
        }
        pages.append(PageFile(product: "p", language: "en", page: "gone", relativePath: "gone.md"))
        #expect(SourceLoader.largestFirst(pages, root: root) == [4, 1, 5, 0, 2, 3, 6])
    }

    @Test("concurrentMap and inParallel nested in each other and in parallel loops give every result, in order")
    func nested() {
        let outer = Array(0..<16)
        let results = outer.concurrentMap { first -> [Int] in
            let (left, right) = inParallel(
                { Array(0..<8).concurrentMap { first * 100 + $0 } },
                { Array(0..<8).parallelMap { first * 1000 + $0 } }
            )
            return left + right
        }
        #expect(results == outer.map { first in (0..<8).map { first * 100 + $0 } + (0..<8).map { first * 1000 + $0 } })
        let inLoop = Array(0..<32).parallelMap { value in Array(0..<4).concurrentMap { value * 10 + $0 } }
        #expect(inLoop == (0..<32).map { value in (0..<4).map { value * 10 + $0 } })
    }
}
