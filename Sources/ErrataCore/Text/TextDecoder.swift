import ErrataMarkdown
public import Foundation

/// Decodes input files strictly as UTF-8.
///
/// A UTF-8 byte-order mark is dropped and line ends become `\n`. Anything else that is not
/// UTF-8 text (invalid bytes, UTF-16 or UTF-32, NUL bytes) is an ``InputError`` that names
/// the file, the line and the byte offset.
public enum TextDecoder {
    /// Decodes `data` read from `path` (used in messages).
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The file, relative to the project root.
    /// - Returns: The text, with `\n` line ends and no byte-order mark.
    /// - Throws: ``InputError`` for bytes that are not UTF-8 text.
    public static func decode(_ data: Data, path: String) throws -> String {
        // The usual file (UTF-8 without NUL bytes or `\r`) becomes a string straight from the
        // data's bytes, copied once.
        let direct = data.withUnsafeBytes { raw -> String? in
            var bytes = raw.bindMemory(to: UInt8.self)
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = UnsafeBufferPointer(rebasing: bytes.dropFirst(3)) }
            guard !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]),
                !FastText.contains(bytes, byte: 0), !FastText.contains(bytes, byte: 0x0D)
            else { return nil }
            return UTF8Text.string(validating: bytes)
        }
        if let direct { return direct }
        // Copied as one block (`[UInt8](data)` goes through Data's iterator, byte by byte).
        var bytes = data.withUnsafeBytes { Array($0.bindMemory(to: UInt8.self)) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
        } else if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw InputError(
                "the file is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8",
                at: SourceLocation(path: path, line: 1, column: 1)
            )
        }
        // Fast path: the validation (``UTF8Text``) and a NUL search; the byte-by-byte walk below
        // only runs to say where a file goes wrong.
        if !contains(0, in: bytes), let text = bytes.withUnsafeBufferPointer(UTF8Text.string(validating:)) {
            return contains(0x0D, in: bytes) ? Self.text(normalizingLineEnds: bytes) : text
        }
        var line = 1
        var lineStart = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0 {
                    throw InputError(
                        "NUL byte at byte offset \(index); this is not a text file",
                        at: SourceLocation(path: path, line: line, column: index - lineStart + 1)
                    )
                }
                if byte == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            guard length > 0 else {
                throw InputError(
                    String(format: "invalid UTF-8 byte 0x%02X at byte offset %d; save the file as UTF-8", byte, index),
                    at: SourceLocation(path: path, line: line, column: index - lineStart + 1)
                )
            }
            index += length
        }
        return text(normalizingLineEnds: bytes)
    }

    /// Whether `bytes` holds `byte` (with `memchr`, many bytes at a time).
    private static func contains(_ byte: UInt8, in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { FastText.contains($0, byte: byte) }
    }

    /// The text of valid UTF-8 bytes, with `\r\n` and `\r` turned into `\n`.
    private static func text(normalizingLineEnds bytes: [UInt8]) -> String {
        guard contains(0x0D, in: bytes) else { return String(decoding: bytes, as: UTF8.self) }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D {
                normalized.append(0x0A)
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                normalized.append(byte)
            }
            index += 1
        }
        return String(decoding: normalized, as: UTF8.self)
    }

    /// The length of the well-formed UTF-8 sequence starting at `index`, or 0 if it is not one.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let first = bytes[index]
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            upper = 0x9F
        case 0xF0:
            length = 4
            lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            upper = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        let second = bytes[index + 1]
        guard second >= lower, second <= upper else { return 0 }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
            return 0
        }
        return length
    }
}
