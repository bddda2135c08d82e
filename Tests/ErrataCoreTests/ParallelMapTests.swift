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

    @Test("Side-by-side pieces that wait on pieces of their own, three deep, finish with every result")
    func deeplyNested() {
        // More waiting pieces than the pool has threads: a piece never waits for a thread to start.
        let results = Array(0..<12).concurrentMap { first in
            Array(0..<6).concurrentMap { second in
                inParallel(
                    { Array(0..<4).concurrentMap { first * 100 + second * 10 + $0 } },
                    { Array(0..<4).parallelMap { -(first * 100 + second * 10 + $0) } }
                )
            }
        }
        for first in 0..<12 {
            for second in 0..<6 {
                let expected = (0..<4).map { first * 100 + second * 10 + $0 }
                #expect(results[first][second].0 == expected)
                #expect(results[first][second].1 == expected.map { -$0 })
            }
        }
    }
}
