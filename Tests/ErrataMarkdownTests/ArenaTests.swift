internal import CCmarkGFM
internal import CErrataSupport
import Foundation
import Testing

@testable import ErrataMarkdown

/// cmark's memory from errata's arena: the same trees as with the system's allocator, and memory
/// that is aligned, zeroed, kept through growth and taken back with each scope.
@Suite("cmark's arena")
struct ArenaTests {
    /// The Markdown files of the tests' fixtures and of the guides in docs-src/ (but the saved
    /// fuzzing inputs over 20 KB, which cmark reads in quadratic time or worse when no limit
    /// refuses them first).
    static let documents: [(name: String, text: String)] = {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        return ["Tests/ErrataCoreTests/Fixtures", "docs-src"].flatMap { folder -> [(String, String)] in
            let path = root.path + "/" + folder
            let files = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            return files.filter { $0.hasSuffix(".md") }.sorted().compactMap { file in
                guard let text = try? String(contentsOfFile: path + "/" + file, encoding: .utf8),
                    !(file.hasPrefix("crashes/") && text.utf8.count > 20_000)
                else { return nil }
                return (folder + "/" + file, text)
            }
        }
    }()

    @Test("Every fixture and guide reads the same in the arena as with the system's allocator")
    func sameTrees() throws {
        #expect(Self.documents.count > 30)
        for (name, text) in Self.documents {
            for paragraphs in [MarkdownParser.ParagraphDetail.all, .linksAndMarkers] {
                let system = try MarkdownParser.parseTree(
                    text, maximumNesting: 64, flatten: true, paragraphs: paragraphs, arena: false)
                let arena = try MarkdownParser.parseTree(
                    text, maximumNesting: 64, flatten: true, paragraphs: paragraphs, arena: true)
                #expect(arena.dump() == system.dump(), "\(name)")
            }
        }
    }

    @Test("A document over the nesting limit fails the same way in the arena, and the next parse is whole")
    func nestingError() throws {
        let deep = String(repeating: "> ", count: 40) + "deep\n\n" + String(repeating: "- a\n", count: 50)
        func failure(arena: Bool) -> MarkdownLimitError? {
            do {
                _ = try MarkdownParser.parseTree(deep, maximumNesting: 8, flatten: false, arena: arena)
                return nil
            } catch {
                return error as? MarkdownLimitError
            }
        }
        let expected = try #require(failure(arena: false))
        #expect(failure(arena: true) == expected)
        let text = "# Title\n\n| a | b |\n| - | - |\n| ~~1~~ | 2 |\n"
        let system = try MarkdownParser.parseTree(text, maximumNesting: 8, flatten: true, arena: false)
        let arena = try MarkdownParser.parseTree(text, maximumNesting: 8, flatten: true, arena: true)
        #expect(arena.dump() == system.dump())
        #expect(system.dump().contains("Strikethrough"))
    }

    @Test("Allocations are aligned and zeroed, keep their bytes when they grow, and go when their scope ends")
    func allocations() throws {
        let memory = errata_arena_memory().assumingMemoryBound(to: cmark_mem.self).pointee
        let outer = errata_arena_enter()
        let first = try #require(memory.calloc(10, 3))
        #expect(UnsafeRawBufferPointer(start: first, count: 30).allSatisfy { $0 == 0 })
        first.initializeMemory(as: UInt8.self, repeating: 0x5A, count: 30)
        // Grown where it is (the last allocation), then moved past the arena's largest size.
        var grown = try #require(memory.realloc(nil, 5))
        grown.copyMemory(from: Array("hello".utf8), byteCount: 5)
        for size in [64, 60_000, 100_000, 3_000_000] {
            grown = try #require(memory.realloc(grown, size))
            #expect(String(decoding: UnsafeRawBufferPointer(start: grown, count: 5), as: UTF8.self) == "hello")
            #expect(Int(bitPattern: grown) % 16 == 0)
            UnsafeMutableRawBufferPointer(start: grown, count: size)
                .storeBytes(of: 1, toByteOffset: size - 1, as: UInt8.self)
        }
        #expect(Int(bitPattern: first) % 16 == 0)
        // Over 64 KiB, memory comes from the system: the scope is spilled, and that block is freed.
        #expect(errata_arena_spilled() != 0)
        memory.free(grown)
        // An inner scope starts unspilled; its allocations go when it ends, the outer scope's stay,
        // and the outer scope is spilled again.
        let inner = errata_arena_enter()
        #expect(errata_arena_spilled() == 0)
        let small = try #require(memory.calloc(1, 40_000))
        #expect(UnsafeRawBufferPointer(start: small, count: 40_000).allSatisfy { $0 == 0 })
        errata_arena_leave(inner)
        #expect(errata_arena_spilled() != 0)
        #expect(UnsafeRawBufferPointer(start: first, count: 30).allSatisfy { $0 == 0x5A })
        // Reused after its scope, an allocation is zeroed again.
        let again = try #require(memory.calloc(30, 1))
        #expect(UnsafeRawBufferPointer(start: again, count: 30).allSatisfy { $0 == 0 })
        errata_arena_leave(outer)
    }

    @Test("calloc's memory is zero whatever the arena held there: taken back, grown, or of a scope that ended")
    func callocAfterAnyUse() throws {
        let memory = errata_arena_memory().assumingMemoryBound(to: cmark_mem.self).pointee
        // A fixed sequence of random operations.
        var random = LinearSequence(seed: 0x2545_F491_4F6C_DD1D)
        var checked = 0
        for _ in 0..<40 {
            let outer = errata_arena_enter()
            var scopes: [(mark: errata_arena_mark, live: Int)] = []
            // Each allocation alive, with its size, in the order made; every byte written.
            var live: [(pointer: UnsafeMutableRawPointer, size: Int)] = []
            for _ in 0..<400 {
                // Mostly cmark's small sizes, some past a block's room and past the arena's largest.
                let size = random.next(below: 10) == 0 ? 1 + random.next(below: 70_000) : 1 + random.next(below: 300)
                switch random.next(below: 8) {
                case 0, 1, 2:
                    let pointer = try #require(memory.calloc(1, size))
                    #expect(UnsafeRawBufferPointer(start: pointer, count: size).allSatisfy { $0 == 0 }, "\(size)")
                    #expect(Int(bitPattern: pointer) % 16 == 0)
                    checked += 1
                    pointer.initializeMemory(as: UInt8.self, repeating: 0xA5, count: size)
                    live.append((pointer, size))
                case 3:
                    let pointer = try #require(memory.realloc(nil, size))
                    pointer.initializeMemory(as: UInt8.self, repeating: 0xEE, count: size)
                    live.append((pointer, size))
                case 4:
                    // The last allocation taken back (memory is freed in the scope it was taken in).
                    if live.count > scopes.last?.live ?? 0, let last = live.popLast() { memory.free(last.pointer) }
                case 5:
                    // The last allocation grown, in place when it can be (in the scope it was taken in).
                    if live.count > scopes.last?.live ?? 0, let last = live.popLast() {
                        let grown = last.size + size
                        let pointer = try #require(memory.realloc(last.pointer, grown))
                        pointer.initializeMemory(as: UInt8.self, repeating: 0x3C, count: grown)
                        live.append((pointer, grown))
                    }
                case 6:
                    scopes.append((errata_arena_enter(), live.count))
                default:
                    // An inner scope ends: what it allocated goes (the system's part freed first).
                    if let scope = scopes.popLast() {
                        while live.count > scope.live { memory.free(live.removeLast().pointer) }
                        errata_arena_leave(scope.mark)
                    }
                }
            }
            while let scope = scopes.popLast() {
                while live.count > scope.live { memory.free(live.removeLast().pointer) }
                errata_arena_leave(scope.mark)
            }
            while let last = live.popLast() { memory.free(last.pointer) }
            errata_arena_leave(outer)
        }
        #expect(checked > 4000)
    }

    @Test("Memory a scope took is used again after it ends; a block that moves to grow keeps all its bytes")
    func reuseAndMoves() throws {
        let memory = errata_arena_memory().assumingMemoryBound(to: cmark_mem.self).pointee
        let outer = errata_arena_enter()
        _ = memory.calloc(1, 100)
        let inner = errata_arena_enter()
        let taken = memory.calloc(1, 64)
        errata_arena_leave(inner)
        #expect(memory.calloc(1, 64) == taken)
        // The last allocation, freed, is given back at once.
        let last = memory.calloc(1, 64)
        memory.free(last)
        #expect(memory.calloc(1, 64) == last)
        // Grown while other allocations stand after it, a block moves, with every byte, within the
        // arena and then out of it.
        var moving = try #require(memory.calloc(1, 1000))
        var size = 1000
        for round in 0..<10 {
            let bytes = UnsafeMutableRawBufferPointer(start: moving, count: size)
            for index in 0..<size { bytes[index] = UInt8(truncatingIfNeeded: index &* 31 &+ round) }
            _ = memory.calloc(1, 48)
            let grown = size * 2
            moving = try #require(memory.realloc(moving, grown))
            let kept = UnsafeRawBufferPointer(start: moving, count: size)
            #expect((0..<size).allSatisfy { kept[$0] == UInt8(truncatingIfNeeded: $0 &* 31 &+ round) }, "\(size)")
            size = grown
        }
        #expect(errata_arena_spilled() != 0)
        memory.free(moving)
        errata_arena_leave(outer)
    }

    @Test("A scope that fills the arena spills to the system, and the arena holds no more than its budget")
    func budget() throws {
        let memory = errata_arena_memory().assumingMemoryBound(to: cmark_mem.self).pointee
        for page in 0..<40 {
            let mark = errata_arena_enter()
            var spilled: [UnsafeMutableRawPointer] = []
            // 1 KiB at a time, up to 2 MiB, or 6 MiB (over the 4 MiB the arena holds) every fifth page.
            let total = page % 5 == 0 ? 6 << 20 : 2 << 20
            for _ in 0..<(total / 1024) {
                let pointer = try #require(memory.calloc(1, 1024))
                if errata_arena_spilled() != 0 { spilled.append(pointer) }
            }
            #expect((errata_arena_spilled() != 0) == (page % 5 == 0))
            #expect(errata_arena_held_bytes() <= 6 << 20)
            for pointer in spilled { memory.free(pointer) }
            errata_arena_leave(mark)
            #expect(errata_arena_spilled() == 0)
            // What is kept for the next page: eight blocks of 256 KiB.
            #expect(errata_arena_held_bytes() <= 2 << 20)
        }
    }

    @Test("A page too large for the arena reads the same, spilled over to the system's allocator")
    func spilledPage() throws {
        var text = ""
        for index in 0..<6000 {
            text += "Para \(index) *a* [b](c) **d** `e` ~~f~~ ![i](j) [k][l] x_y_z and more words here.\n\n"
        }
        text += "[l]: http://x\n"
        for paragraphs in [MarkdownParser.ParagraphDetail.all, .linksAndMarkers] {
            let system = try MarkdownParser.parseTree(
                text, maximumNesting: 64, flatten: true, paragraphs: paragraphs, arena: false)
            let before = errata_arena_system_allocations()
            let arena = try MarkdownParser.parseTree(
                text, maximumNesting: 64, flatten: true, paragraphs: paragraphs, arena: true)
            #expect(errata_arena_system_allocations() > before)
            #expect(arena.dump() == system.dump())
        }
        #expect(errata_arena_held_bytes() <= 2 << 20)
    }
}
