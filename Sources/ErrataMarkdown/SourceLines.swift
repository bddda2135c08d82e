import Foundation

/// The lines of a text, without their line ends: the text itself, and where each line starts in
/// its UTF-8.
///
/// A line is cut out of the text when it is asked for. Pages hold many lines, and a list of
/// `Substring`s would retain the text once for each line when it is made and release it once for
/// each when it goes, and again for each line read out of it: atomic operations that cost more than
/// cutting a line. Loops over every line read their bytes in place (``withLineBytes(_:)``).
public struct SourceLines: Sendable {
    /// The text the lines are cut from: the lines with a line feed after each but the last.
    public let text: String
    /// Where each line starts in the text's UTF-8, then one past the end of the last line and
    /// its line feed (there or not): line `n` (1-based) is `starts[n - 1] ..< starts[n] - 1`.
    private let starts: [Int]

    /// Splits `text` into lines on `\n`, keeping empty lines, without a phantom last line: empty
    /// text is one empty line, and text that ends with `\n` has no line after it.
    ///
    /// Splits on UTF-8 bytes, at every line feed (`\r\n` has been turned into `\n` before a page is
    /// parsed): a `\n` always ends a grapheme cluster, so every line is whole characters, and no
    /// grapheme breaking is needed to find the ends.
    public init(_ text: String) {
        self.text = text
        let utf8 = text.utf8
        var starts = [0]
        // The line feeds found with memchr when the text is contiguous.
        let contiguous: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return }
            var from = 0
            while from < bytes.count, let hit = memchr(base + from, 0x0A, bytes.count - from) {
                from = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(from)
            }
        }
        if contiguous == nil {
            for (offset, byte) in utf8.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        }
        // The last line ends the text, unless the text ends with a line feed (or is empty).
        let count = utf8.count
        if starts.count == 1 || starts[starts.count - 1] < count { starts.append(count + 1) }
        self.starts = starts
    }

    /// The lines `lines`, joined with line feeds into one text (no lines for none).
    public init(_ lines: some Sequence<Substring>) {
        var text = ""
        var starts: [Int] = []
        for line in lines {
            if !starts.isEmpty { text += "\n" }
            starts.append(text.utf8.count)
            text += line
        }
        starts.append(starts.isEmpty ? 0 : text.utf8.count + 1)
        self.text = text
        self.starts = starts
    }

    /// How many lines there are.
    public var count: Int { starts.count - 1 }

    /// The text of a 1-based line, without its line end; an empty string past the ends.
    public func line(_ number: Int) -> Substring {
        guard number >= 1, number < starts.count else { return "" }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: starts[number - 1])
        let end = utf8.index(utf8.startIndex, offsetBy: starts[number] - 1)
        // Cut as UTF-8: the ends are line feeds (or the text's ends), so no grapheme boundaries
        // need checking.
        return Substring(utf8[start..<end])
    }

    /// Every line, in order.
    public var all: [Substring] {
        (0..<count).map { line($0 + 1) }
    }

    /// Lines `range` joined with `\n`, lines past the ends being empty: one slice of the text when
    /// they are all there.
    public func text(ofLines range: ClosedRange<Int>) -> String {
        guard range.lowerBound >= 1, range.upperBound <= count else {
            return range.map { line($0) }.joined(separator: "\n")
        }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: starts[range.lowerBound - 1])
        let end = utf8.index(utf8.startIndex, offsetBy: starts[range.upperBound] - 1)
        return String(Substring(utf8[start..<end]))
    }

    /// Calls `body` with the UTF-8 bytes of the lines, read where they stand.
    public func withLineBytes<Result>(_ body: (LineBytes) throws -> Result) rethrows -> Result {
        let result = try text.utf8.withContiguousStorageIfAvailable { bytes in
            try starts.withUnsafeBufferPointer { try body(LineBytes(bytes: bytes, starts: $0)) }
        }
        if let result { return result }
        return try Array(text.utf8).withUnsafeBufferPointer { bytes in
            try starts.withUnsafeBufferPointer { try body(LineBytes(bytes: bytes, starts: $0)) }
        }
    }
}

/// The UTF-8 bytes of a text's lines, read in place (see ``SourceLines/withLineBytes(_:)``).
public struct LineBytes {
    /// The text the lines are in.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// Where each line starts in ``bytes``, then one past the last line's end and line feed: line
    /// `n` (1-based) is `starts[n - 1] ..< starts[n] - 1`.
    let starts: UnsafeBufferPointer<Int>

    /// How many lines there are.
    public var count: Int { starts.count - 1 }

    /// The bytes of a 1-based line, without its line feed; empty past the ends.
    public subscript(number: Int) -> UnsafeBufferPointer<UInt8> {
        guard number >= 1, number < starts.count else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(rebasing: bytes[starts[number - 1]..<(starts[number] - 1)])
    }
}
