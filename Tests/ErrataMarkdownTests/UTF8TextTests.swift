import CErrataSupport
import Testing

@testable import ErrataMarkdown

/// errata's UTF-8 validator gives the standard library's answers: on every pair of bytes, on the
/// sequences of three and four bytes around each bound of table 3-7, at every position of a
/// sixteen-byte block, and on random text cut or changed in one byte.
@Suite("UTF-8 validation")
struct UTF8TextTests {
    /// Checks `bytes` with both of errata's readings and the standard library's; returns whether
    /// they agree (and records the case where they do not).
    @discardableResult
    private static func agrees(_ bytes: [UInt8], _ comment: String = "") -> Bool {
        let expected = String(validating: bytes, as: UTF8.self)
        let fast = bytes.withUnsafeBufferPointer { UTF8Text.string(validating: $0) }
        let scalar = bytes.withUnsafeBufferPointer { errata_utf8_valid_scalar($0.baseAddress, $0.count) != 0 }
        let vector = bytes.withUnsafeBufferPointer { errata_utf8_valid($0.baseAddress, $0.count) != 0 }
        let same = fast == expected && scalar == (expected != nil) && vector == (expected != nil)
        #expect(same, "\(bytes.map { String($0, radix: 16) }) \(comment)")
        return same
    }

    /// ASCII around `sequence`, which starts at `offset`, in a text of `count` bytes.
    private static func placed(_ sequence: [UInt8], at offset: Int, count: Int = 40) -> [UInt8] {
        var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: count)
        for (index, byte) in sequence.enumerated() where offset + index < count { bytes[offset + index] = byte }
        return bytes
    }

    @Test("Every pair of bytes, at the start, across a block's end and at the text's end")
    func everyPair() {
        var failures = 0
        for first in 0...255 {
            for second in 0...255 {
                let pair = [UInt8(first), UInt8(second)]
                for offset in [0, 15, 38] where !Self.agrees(Self.placed(pair, at: offset)) { failures += 1 }
                if failures > 20 { return }
            }
        }
    }

    @Test("Sequences of three and four bytes around the bounds of each lead")
    func longerSequences() {
        // The bytes where a second, third or fourth byte's range starts or ends.
        let edges: [UInt8] = [
            0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xF0, 0xF4, 0xF5, 0xFF,
        ]
        var failures = 0
        // Leads of two bytes are read whole by the pairs above.
        for lead in 0xE0...0xFF {
            for second in Set(edges + (0x80...0xBF)) {
                for third in edges {
                    for fourth in [UInt8(0x80), 0xC0] {
                        let sequence = [UInt8(lead), second, third, fourth]
                        // Across a block's end (at each split) and at the text's end.
                        for offset in [13, 14, 15, 37] where !Self.agrees(Self.placed(sequence, at: offset)) {
                            failures += 1
                        }
                        if failures > 20 { return }
                    }
                }
            }
        }
    }

    @Test("Random text in every script, whole, cut short or with one byte changed")
    func randomText() {
        var random = LinearSequence(seed: 0x2545_F491)
        let pieces = [
            "a", " ", "\n", "é", "߿", "ࠀ", "한", "中", "ア", "\u{FFFF}", "😀", "\u{10000}", "\u{10FFFF}", "| `X` |",
        ]
        var valid = 0
        var failures = 0
        for _ in 0..<20_000 {
            var bytes = Array(
                (0..<(random.next() % 48)).map { _ in pieces[random.next() % pieces.count] }.joined().utf8)
            switch random.next() % 4 {
            case 0 where !bytes.isEmpty: bytes[random.next() % bytes.count] = UInt8(truncatingIfNeeded: random.next())
            case 1 where !bytes.isEmpty: bytes.removeLast(1 + random.next() % min(3, bytes.count))
            case 2 where !bytes.isEmpty: bytes.removeFirst(1 + random.next() % min(3, bytes.count))
            default: break
            }
            if String(validating: bytes, as: UTF8.self) != nil { valid += 1 }
            if !Self.agrees(bytes) { failures += 1 }
            if failures > 20 { return }
        }
        // Both answers come up often.
        #expect(valid > 8000 && valid < 18_000, "\(valid) valid")
    }

    @Test("Repairing replaces what is not UTF-8 as the standard library does")
    func repairing() {
        for bytes: [UInt8] in [
            [], [0x41], [0xFF], [0xE4, 0xB8], Array("한국어 \u{1F600}".utf8) + [0xC0, 0x80] + Array(" ok".utf8),
        ] {
            let repaired = bytes.withUnsafeBufferPointer { UTF8Text.string(repairing: $0) }
            #expect(repaired == String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test("A string's bytes read in place are its UTF-8, whatever its size or origin")
    func bytesInPlace() {
        let long = String(repeating: "한국어 text ", count: 40)
        let texts = [
            "", "a", "small 한", long, String(long.dropFirst(3)), String(Substring(long).prefix(20)),
            String(decoding: Array(long.utf16), as: UTF16.self),
        ]
        for text in texts {
            #expect(text.withUTF8Bytes { Array($0) } == Array(text.utf8))
        }
    }
}
