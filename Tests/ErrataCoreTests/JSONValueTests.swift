import Foundation
import Testing

@testable import ErrataCore

/// errata's JSON writer against Foundation's `JSONEncoder` (`[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]`), which errata's JSON files were written with before it.
@Suite("JSON writer")
struct JSONValueTests {
    /// `JSONValue` as `Encodable`, so that `JSONEncoder` can write the same document.
    struct Reference: Encodable {
        var value: JSONValue

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            switch value {
            case .string(let text):
                var container = encoder.singleValueContainer()
                try container.encode(text)
            case .number(let number):
                var container = encoder.singleValueContainer()
                try container.encode(number)
            case .bool(let flag):
                var container = encoder.singleValueContainer()
                try container.encode(flag)
            case .null:
                var container = encoder.singleValueContainer()
                try container.encodeNil()
            case .array(let values):
                var container = encoder.unkeyedContainer()
                for value in values { try container.encode(Reference(value: value)) }
            case .object(let members):
                var container = encoder.container(keyedBy: Key.self)
                for (key, value) in members {
                    try container.encode(Reference(value: value), forKey: Key(stringValue: key))
                }
            case .ordered(let members):
                var container = encoder.container(keyedBy: Key.self)
                for (key, value) in zip(members.keys, members.values) {
                    try container.encode(Reference(value: value), forKey: Key(stringValue: key))
                }
            case .elements(let elements):
                var container = encoder.unkeyedContainer()
                for index in 0..<elements.count { try container.encode(Reference(value: elements.element(index))) }
            }
        }
    }

    static func encoded(_ value: JSONValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Reference(value: value)), as: UTF8.self) + "\n"
    }

    /// Strings made to reach every escape: each control character, quotes, backslashes,
    /// slashes, U+007F, line and paragraph separators, combining marks, emoji, Hangul.
    static let strings: [String] = {
        var strings = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
        strings += ["", "\"", "\\", "/", "\u{7F}", "\u{2028}", "\u{2029}", "\"\u{301}", "\\\u{301}", "👩‍💻", "한국어", "a/b"]
        strings += EmitFastPathTests.texts.prefix(2000)
        return strings
    }()

    @Test("Strings: every escape as JSONEncoder writes it, and text without one copied as it is")
    func strings() throws {
        for text in Self.strings {
            let expected = try Self.encoded(.string(text))
            #expect(JSONValue.render(.string(text)) == expected, "\(text.debugDescription)")
        }
    }

    /// A deterministic random value: nested objects and arrays, empty ones among them, keys
    /// that sort differently by bytes and by Foundation's other orders.
    static func randomValue(_ generator: inout SplitMix, depth: Int = 0) -> JSONValue {
        let keys = ["a", "B", "b", "a10", "a2", "a_", "aB", "$schema", "Z", "ruleId", "ruleIndex", "é", "한"]
        switch generator.next() % (depth > 3 ? 4 : 6) {
        case 0: return .string(strings[Int(generator.next() % UInt64(strings.count))])
        case 1: return .number(Int(truncatingIfNeeded: generator.next() % 2_000_001) - 1_000_000)
        case 2: return .bool(generator.next() % 2 == 0)
        case 3: return .null
        case 4:
            return .array((0..<Int(generator.next() % 4)).map { _ in randomValue(&generator, depth: depth + 1) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int(generator.next() % 5) {
                members[keys[Int(generator.next() % UInt64(keys.count))]] = randomValue(&generator, depth: depth + 1)
            }
            // Half the objects as members listed in key order, which must be written alike.
            guard generator.next() % 2 == 0 else { return .object(members) }
            var ordered = JSONValue.Members()
            for key in members.keys.sorted(by: JSONValue.KeyOrder.utf8.precedes) { ordered.append(key, members[key]!) }
            return .ordered(ordered)
        }
    }

    #if os(Linux)
        // Foundation sorts keys by their bytes on Linux; Apple's sorts them otherwise, and the
        // writer keeps the Linux order, the one errata's files were first written in, everywhere.
        @Test("Documents: layout, empty arrays and objects, null and key order as JSONEncoder writes them")
        func documents() throws {
            var generator = SplitMix(seed: 0x1507)
            for _ in 0..<1500 {
                let value = Self.randomValue(&generator)
                #expect(JSONValue.render(value) == (try Self.encoded(value)))
            }
        }
    #endif

    @Test("A long array written in runs side by side reads as the array written at once")
    func runs() {
        var generator = SplitMix(seed: 0xA11A)
        let values = (0..<700).map { _ in Self.randomValue(&generator, depth: 2) }
        for count in [0, 1, 2, 7, 700] {
            let slice = Array(values.prefix(count))
            for indent in 0..<4 {
                var whole = ""
                JSONValue.array(slice).write(to: &whole, indent: indent)
                var written = ""
                JSONValue.array(count: count, indent: indent, minimumChunk: 3) { slice[$0] }
                    .write(to: &written, indent: indent)
                #expect(written == whole, "\(count) elements at indent \(indent)")
            }
            #expect(
                JSONValue.render(.object(["x": .array(count: count, indent: 1, minimumChunk: 5) { slice[$0] }]))
                    == JSONValue.render(.object(["x": .array(slice)])))
        }
        // More elements than one window: made and written a window at a time.
        let count = JSONValue.Elements.window * 2 + 3
        let repeated = (0..<count).map { values[$0 % values.count] }
        var written = ""
        JSONValue.array(count: count, indent: 1, minimumChunk: 100) { values[$0 % values.count] }
            .write(to: &written, indent: 1)
        var whole = ""
        JSONValue.array(repeated).write(to: &whole, indent: 1)
        #expect(written == whole)
    }

    @Test("Keys in UTF-8 order for reports, in Xcode's order for String Catalogs")
    func keyOrders() {
        let keys = ["b", "B", "a10", "a2", "a_", "aB", "$s", "Z"]
        #expect(keys.sorted(by: JSONValue.KeyOrder.utf8.precedes) == ["$s", "B", "Z", "a10", "a2", "aB", "a_", "b"])
        #expect(keys.sorted(by: JSONValue.KeyOrder.xcode.precedes) == ["$s", "a2", "a10", "a_", "aB", "B", "b", "Z"])
    }

    @Test("Xcode's key order decided on bytes agrees with Foundation's wherever it decides")
    func xcodeOrderByBytes() {
        let pieces = [
            "a", "A", "b", "B", "z", "Z", "_", "-", "$", " ", ".", "0", "1", "2", "9", "10", "01", "00", "é", "한",
        ]
        var generator = SplitMix(seed: 0x0C0DE)
        var keys = ["", "TCGB_ERROR_X_9", "TCGB_ERROR_X_10", "XYZ_ERROR_A", "xyz_error_a", "XYZ_ERROR_A1"]
        for _ in 0..<600 {
            let length = Int(generator.next() % 6)
            keys.append((0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
        }
        var decided = 0
        for a in keys {
            for b in keys.prefix(120) {
                guard let quick = JSONValue.KeyOrder.xcodePrecedesByBytes(a, b) else { continue }
                decided += 1
                let foundation =
                    a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: nil)
                    == .orderedAscending
                #expect(quick == foundation, "\(a.debugDescription) before \(b.debugDescription)")
            }
        }
        #expect(decided > keys.count * 60)
    }
}
