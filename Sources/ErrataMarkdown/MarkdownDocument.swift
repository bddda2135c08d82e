import Foundation

/// A parsed Markdown document: its tree and its source lines.
public struct MarkdownDocument: Sendable {
    /// The root node (kind ``MarkdownNodeKind/document``).
    public var root: MarkdownNode
    /// The source's lines (see ``SourceLines``).
    public var sourceLines: SourceLines {
        // Other lines, other columns.
        didSet { columnIndex = ColumnIndex() }
    }

    /// The source split into lines, without line ends; `lines[0]` is line 1. Made when asked for:
    /// loops over a page's lines read ``line(_:)`` or the lines' bytes in place
    /// (``SourceLines/withLineBytes(_:)``).
    public var lines: [Substring] {
        get { sourceLines.all }
        set { sourceLines = SourceLines(newValue) }
    }

    /// How many lines there are.
    public var lineCount: Int { sourceLines.count }

    /// How many lines at the top of the page are front matter (metadata between `---` fences):
    /// cmark read them as blank lines, so the tree holds nothing from them; 0 for none.
    public var frontMatterLines = 0

    /// The MDX components (`<Tabs>`, `<Note>`) opened and never closed: the line of the opening
    /// tag and the name (see ``ComponentBlocks``).
    public var unclosedComponents: [(line: Int, name: String)] = []
    /// The names of the MDX components the page closes.
    public var closedComponents: Set<String> = []

    /// Creates a document.
    public init(root: MarkdownNode, lines: [Substring]) {
        self.init(root: root, sourceLines: SourceLines(lines))
    }

    /// Creates a document of the lines `sourceLines`.
    public init(root: MarkdownNode, sourceLines: SourceLines) {
        self.root = root
        self.sourceLines = sourceLines
    }

    /// Calls `body` with the UTF-8 bytes of the lines, read where they stand.
    ///
    /// A loop over every line of a page reads each line's bytes through this, and takes a line's
    /// text (``line(_:)``) only where it needs it.
    public func withLineBytes<Result>(_ body: (LineBytes) throws -> Result) rethrows -> Result {
        try sourceLines.withLineBytes(body)
    }

    /// The text of a 1-based line, or an empty string past the end.
    public func line(_ number: Int) -> Substring {
        sourceLines.line(number)
    }

    /// Converts a UTF-8 byte column on a line to a 1-based character column.
    ///
    /// - Parameters:
    ///   - line: The 1-based line.
    ///   - byteColumn: The 1-based column in UTF-8 bytes, as cmark reports it.
    /// - Returns: The 1-based column in characters (grapheme clusters).
    ///
    /// Long lines are indexed once, on first use, so that many columns on one long line (the cells
    /// of a wide table, the mentions on a huge single line) cost time in proportion to the line,
    /// not to the line times the number of columns.
    public func characterColumn(line: Int, byteColumn: Int) -> Int {
        let offset = max(byteColumn - 1, 0)
        let text = self.line(line)
        guard offset > 0 else { return 1 }
        guard text.utf8.count > ColumnIndex.minimumLength else {
            // Before the column, ASCII without `\r` (most lines): one character per byte.
            let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
                offset <= bytes.count && Self.hasOneCharacterPerByte(UnsafeBufferPointer(rebasing: bytes[..<offset]))
            }
            if plain == true { return offset + 1 }
            return ColumnIndex.Checkpoint(text.startIndex).column(in: text, at: offset)
        }
        return columnIndex.column(in: text, line: line, at: offset)
    }

    /// Whether the bytes are text with one character per byte: ASCII without `\r` (`\r\n` is one
    /// character of two bytes), where byte offsets are character offsets. Read eight bytes at a
    /// time: a word passes when no byte has its high bit set and no byte is `\r` (found as a zero
    /// byte of the word XOR `0x0D…0D`).
    public static func hasOneCharacterPerByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        let carriageReturns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if word & highBits != 0 { return false }
                // With every byte below 0x80, `(x - 0x01…01) & ~x & 0x80…80` is non-zero exactly
                // when some byte of `x` is zero.
                let x = word ^ carriageReturns
                if (x &- ones) & ~x & highBits != 0 { return false }
                index += 8
            }
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 || bytes[index] == 0x0D { return false }
            index += 1
        }
        return true
    }

    /// The index of long lines' character columns, shared by the copies of the document that have
    /// the same lines.
    private var columnIndex = ColumnIndex()

    /// Splits text into lines on `\n`, keeping empty lines, without a phantom last line (see
    /// ``SourceLines``).
    public static func splitLines(_ source: String) -> [Substring] {
        SourceLines(source).all
    }
}

/// Character counts at regular points of long lines, so that a byte offset is turned into a
/// character column by counting from the nearest point before it.
///
/// Built lazily, line by line, under a lock: a document is read by one thread at a time, but
/// the type must be safe to share.
private final class ColumnIndex: @unchecked Sendable {
    /// Lines up to this many bytes are counted from their start every time.
    static let minimumLength = 512
    /// A checkpoint every this many characters.
    static let stride = 64

    /// A character boundary of a line, with the bytes and characters before it.
    struct Checkpoint {
        var index: Substring.Index
        var bytes = 0
        var characters = 0

        /// A checkpoint at `index`, with `bytes` and `characters` before it.
        init(_ index: Substring.Index, bytes: Int = 0, characters: Int = 0) {
            self.index = index
            self.bytes = bytes
            self.characters = characters
        }

        /// The 1-based character column of byte `offset` of `text`, counting from here.
        func column(in text: Substring, at offset: Int) -> Int {
            // Most lines outside ASCII are counted scalar by scalar, on their bytes.
            let start = bytes
            if let scalars = text.utf8.withContiguousStorageIfAvailable({
                ColumnIndex.soloScalars(in: $0, from: start, to: offset)
            }), let scalars {
                return characters + scalars + 1
            }
            var index = self.index
            var bytes = self.bytes
            var characters = self.characters
            while index < text.endIndex, bytes < offset {
                let next = text.index(after: index)
                bytes += text.utf8.distance(from: index, to: next)
                characters += 1
                index = next
            }
            return characters + 1
        }
    }

    /// The scalars of `bytes` (valid UTF-8) from byte `start` up to byte `offset`, when each of
    /// them, and the one at `offset`, is a character of its own (see ``Graphemes/isSolo(_:)``), so that
    /// they count as many characters; `nil` when one is not.
    static func soloScalars(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to offset: Int) -> Int? {
        var position = start
        var count = 0
        while position < offset, position < bytes.count {
            let (value, length) = UTF8Scalars.decode(bytes, at: position)
            guard Graphemes.isSolo(value) else { return nil }
            count += 1
            position += length
        }
        // The scalar at the column must not join the one before it.
        if position < bytes.count, !Graphemes.isSolo(UTF8Scalars.decode(bytes, at: position).value) { return nil }
        return count
    }

    private struct Line {
        var start: Substring.Index
        var end: Substring.Index
        var checkpoints: [Checkpoint]
    }

    private let lock = NSLock()
    private var lines: [Int: Line] = [:]

    /// The 1-based character column of byte `offset` of `text`, line `number` of the document.
    func column(in text: Substring, line number: Int, at offset: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        var entry = lines[number]
        if entry == nil || entry!.start != text.startIndex || entry!.end != text.endIndex {
            entry = Line(start: text.startIndex, end: text.endIndex, checkpoints: Self.checkpoints(of: text))
            lines[number] = entry
        }
        let checkpoints = entry!.checkpoints
        // The last checkpoint at or before the offset.
        var low = 0
        var high = checkpoints.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if checkpoints[middle].bytes <= offset { low = middle } else { high = middle }
        }
        return checkpoints[low].column(in: text, at: offset)
    }

    /// A checkpoint every ``stride`` characters of a line: counted on its bytes when every scalar
    /// of the line is solo (one character each), by characters otherwise.
    private static func checkpoints(of text: Substring) -> [Checkpoint] {
        let solo = text.utf8.withContiguousStorageIfAvailable { bytes -> [Checkpoint]? in
            var checkpoints = [Checkpoint(text.startIndex)]
            var position = 0
            var characters = 0
            while position < bytes.count {
                let (value, length) = UTF8Scalars.decode(bytes, at: position)
                guard Graphemes.isSolo(value) else { return nil }
                position += length
                characters += 1
                if characters % stride == 0 {
                    let index = text.utf8.index(text.startIndex, offsetBy: position)
                    checkpoints.append(Checkpoint(index, bytes: position, characters: characters))
                }
            }
            return checkpoints
        }
        if let solo, let solo { return solo }
        var checkpoints = [Checkpoint(text.startIndex)]
        var index = text.startIndex
        var bytes = 0
        var characters = 0
        while index < text.endIndex {
            let next = text.index(after: index)
            bytes += text.utf8.distance(from: index, to: next)
            characters += 1
            index = next
            if characters % stride == 0 {
                checkpoints.append(Checkpoint(index, bytes: bytes, characters: characters))
            }
        }
        return checkpoints
    }
}

/// Scalars whose grapheme clusters need no grapheme breaking to find: the byte readings of
/// columns and character starts take these one scalar to a character.
public enum Graphemes {
    /// Whether a scalar is always a character of its own beside another such scalar: no rule of
    /// Unicode's grapheme clusters joins two of them. ASCII but `\r`; Latin (with Vietnamese),
    /// Greek, Cyrillic, Hebrew and Arabic letters, digits and punctuation; general punctuation,
    /// symbols, arrows, box drawing and the pictographs of the emoji blocks; kana, Han, Hangul
    /// syllables and full-width forms. Not combining marks (Hebrew points, Arabic vowel marks),
    /// format characters (joiners, Arabic number signs, which join the scalar after them),
    /// variation selectors, emoji skin-tone modifiers, Hangul jamo or regional indicators: where
    /// one of those stands, the standard library's grapheme breaking decides. A test checks every
    /// scalar listed here against it.
    @inlinable
    public static func isSolo(_ value: UInt32) -> Bool {
        // The ranges are disjoint; the most frequent come first (a switch tests them in order).
        switch value {
        case 0x0D: false
        case 0x00...0x7F: true
        case 0xAC00...0xD7A3, 0x4E00...0x9FFF, 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF: true
        case 0xA0...0x2FF, 0x370...0x482, 0x48A...0x52F: true
        case 0x3400...0x4DBF, 0xFF01...0xFF9D: true
        case 0x5BE, 0x5C0, 0x5C3, 0x5C6, 0x5D0...0x5F4: true
        case 0x606...0x60F, 0x61B, 0x61D...0x64A, 0x660...0x66F, 0x671...0x6D5: true
        case 0x6DE, 0x6E5...0x6E6, 0x6E9, 0x6EE...0x6FF, 0x750...0x77F: true
        case 0x1E00...0x1FFE: true
        case 0x2000...0x200A, 0x2010...0x2027, 0x202F...0x205F, 0x2070...0x20C0: true
        case 0x2100...0x2426, 0x2440...0x244A, 0x2460...0x2BFF: true
        case 0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F680...0x1F6FF: true
        case 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF: true
        default: false
        }
    }
}

/// UTF-8 read a scalar at a time, by the byte readings of both modules (columns here, character
/// starts, scripts and tokens in ErrataCore).
public enum UTF8Scalars {
    /// The scalar that starts at `index` of valid UTF-8 `bytes`, and its length in bytes; U+FFFD
    /// and the bytes left for a sequence cut short by the end of `bytes`.
    @inlinable @inline(__always)
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard index + length <= bytes.count else { return (0xFFFD, bytes.count - index) }
        switch length {
        case 2: return (UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2)
        case 3:
            return (
                UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3
            )
        default:
            return (
                UInt32(lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                    | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F), 4
            )
        }
    }

    /// Appends the UTF-8 bytes of the scalar `value` (a valid scalar) to `bytes`, as ``decode(_:at:)``
    /// reads them back.
    @inlinable @inline(__always)
    public static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        switch value {
        case ..<0x80:
            bytes.append(UInt8(value))
        case ..<0x800:
            bytes.append(UInt8(0xC0 | value >> 6))
            bytes.append(UInt8(0x80 | value & 0x3F))
        case ..<0x10000:
            bytes.append(UInt8(0xE0 | value >> 12))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | value >> 18))
            bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
