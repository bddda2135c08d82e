internal import CErrataSupport
import Foundation

/// A linear pass over the source, before cmark sees it, that refuses documents over the inline
/// markup and table column limits (see ``MarkdownLimits``). Columns are counted on every line, as
/// the cells a table row would have (split at unescaped `|`, without a leading and a trailing one).
///
/// It works on lines: a paragraph never spans a blank line, and a table row is one line. It
/// tells tables from paragraphs as GFM does (a delimiter row right after a line with the same
/// number of cells starts a table, which ends at a blank line or at a line that starts another
/// block), and counts the markers of each table row, and of each run of other lines, against the
/// limit. Where it cannot be sure it counts more, never less: code blocks and raw HTML are
/// counted like paragraphs, and table rows count again, all together, against four times the
/// limit, in case cmark does not read them as a table.
enum MarkdownPrescan {
    /// Throws ``MarkdownLimitError`` at the first line over a limit.
    static func check(_ source: String, limits: MarkdownLimits) throws {
        try source.withUTF8Bytes { bytes in
            // Most documents cannot be over a limit anywhere: only the others are read line by line.
            if isWithinLimitsEverywhere(bytes, limits: limits) { return }
            try check(bytes, limits: limits)
        }
    }

    /// Whether no line of `bytes` can be over a limit, from counts over the whole text (sixteen
    /// bytes at a time, see `errata_within_markup_counts`): the bytes that may be markers (every
    /// `*`, `_`, `]`, `~`, and `|`, escaped or not) are no more than one run may hold, and no
    /// line has as many `|` or `~` as a table may have columns. Every count the reading line by
    /// line compares with a limit is at most one of these, so when this is `true` that reading
    /// finds nothing.
    static func isWithinLimitsEverywhere(_ bytes: UnsafeBufferPointer<UInt8>, limits: MarkdownLimits) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        return errata_within_markup_counts(
            base, bytes.count, limits.maximumInlineMarkup, limits.maximumTableColumns) != 0
    }

    /// The line-by-line reading ``check(_:limits:)`` stands for (tests compare the two).
    static func checkEveryLine(_ source: String, limits: MarkdownLimits) throws {
        try source.withUTF8Bytes { bytes in
            try check(bytes, limits: limits)
        }
    }

    private static func check(_ bytes: UnsafeBufferPointer<UInt8>, limits: MarkdownLimits) throws {
        var lineNumber = 0
        var start = 0
        // Markers of the run of lines since the last blank line (table rows not counted), and of
        // every line of the run (table rows counted).
        var run = 0
        var wholeRun = 0
        var inTable = false
        // The line before, while it may be a table's header; its cells are counted only when a
        // delimiter row follows it.
        var previousLine: Line?
        while start <= bytes.count {
            lineNumber += 1
            var end = start
            if let base = bytes.baseAddress, start < bytes.count,
                let found = memchr(base + start, 0x0A, bytes.count - start)
            {
                end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            } else {
                end = bytes.count
            }
            if start == bytes.count, end == start { break }
            let line = Line(bytes: bytes, start: start, end: end)
            start = end + 1

            if line.isBlank {
                run = 0
                wholeRun = 0
                inTable = false
                previousLine = nil
                continue
            }
            let counts = line.counts()
            if counts.pipes >= limits.maximumTableColumns, line.cellCount > limits.maximumTableColumns {
                throw MarkdownLimitError(
                    kind: .tableColumns, position: SourcePosition(line: lineNumber, column: 1),
                    limit: limits.maximumTableColumns)
            }
            if !inTable, let previous = previousLine, line.isDelimiterRow, line.cellCount == previous.cellCount {
                // The line before is the header: the paragraph ended above it.
                inTable = true
                previousLine = nil
                run = 0
                continue
            }
            if inTable, line.startsAnotherBlock {
                inTable = false
            }
            wholeRun += counts.markers
            if inTable {
                if counts.markers > limits.maximumInlineMarkup || wholeRun > 4 * limits.maximumInlineMarkup {
                    throw MarkdownLimitError(
                        kind: .inlineMarkup, position: SourcePosition(line: lineNumber, column: 1),
                        limit: limits.maximumInlineMarkup)
                }
            } else {
                run += counts.markers
                if run > limits.maximumInlineMarkup {
                    throw MarkdownLimitError(
                        kind: .inlineMarkup, position: SourcePosition(line: lineNumber, column: 1),
                        limit: limits.maximumInlineMarkup)
                }
                previousLine = line
            }
        }
    }

    /// The bytes among the eight at `index` that may be one ``Line/counts()`` counts: `\\`, `]`
    /// or `_` (with `^`, by the mask `0x5C` to `0x5F`), `|` or `~` (by the mask `0x7C` or `0x7E`),
    /// or `*`, each marked by its high bit (the first byte in the lowest bits). Exact: no other
    /// byte is marked, and none of these is missed.
    @inline(__always)
    fileprivate static func markCandidates(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        // The high bit of each byte of `value` that is zero: the low seven bits of a byte carry
        // into its high bit unless they are all zero, and no carry crosses into the next byte.
        func zeroBytes(_ value: UInt64) -> UInt64 { ~(((value & lows) &+ lows) | value | lows) }
        return zeroBytes((word & (0xFC * ones)) ^ (0x5C * ones))
            | zeroBytes((word & (0xFD * ones)) ^ (0x7C * ones))
            | zeroBytes(word ^ (0x2A * ones))
    }

    /// What a byte is to ``Line/counts()``: 0 for most, else one of the classes below.
    fileprivate static let byteClasses: [UInt8] = (0..<256).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "\\"): return escape
        case UInt8(ascii: "|"): return pipe
        case UInt8(ascii: "*"), UInt8(ascii: "~"), UInt8(ascii: "]"): return marker
        case UInt8(ascii: "_"): return underscore
        default: return 0
        }
    }
    fileprivate static let escape: UInt8 = 1
    fileprivate static let pipe: UInt8 = 2
    fileprivate static let marker: UInt8 = 3
    fileprivate static let underscore: UInt8 = 4

    /// One line of the source, without its line end.
    private struct Line {
        let bytes: UnsafeBufferPointer<UInt8>
        let start: Int
        let end: Int

        var isBlank: Bool {
            var index = start
            while index < end {
                let byte = bytes[index]
                if byte != 0x20, byte != 0x09, byte != 0x0D { return false }
                index += 1
            }
            return true
        }

        /// Unescaped pipes, and emphasis and link markers.
        func counts() -> (pipes: Int, markers: Int) {
            var pipes = 0
            var markers = 0
            var index = start
            // Most bytes are none of these: eight at a time, only the bytes that may be one are
            // looked up in a table (an escape skips the byte after it, wherever that is).
            MarkdownPrescan.byteClasses.withUnsafeBufferPointer { classes in
                @inline(__always) func count(at index: inout Int) {
                    switch classes[Int(bytes[index])] {
                    case 0:
                        break
                    case MarkdownPrescan.escape:
                        index += 1
                    case MarkdownPrescan.pipe:
                        pipes += 1
                    case MarkdownPrescan.marker:
                        markers += 1
                    default:
                        // `_` inside a word neither opens nor closes emphasis.
                        let inWord =
                            index > start && index + 1 < end && isAlphanumeric(bytes[index - 1])
                            && isAlphanumeric(bytes[index + 1])
                        if !inWord { markers += 1 }
                    }
                    index += 1
                }
                while end - index >= 8 {
                    let wordStart = index
                    var candidates = MarkdownPrescan.markCandidates(bytes, at: wordStart)
                    while candidates != 0 {
                        let position = wordStart + candidates.trailingZeroBitCount >> 3
                        candidates &= candidates - 1
                        // A byte an escape before it skipped.
                        guard position >= index else { continue }
                        index = position
                        count(at: &index)
                    }
                    index = max(index, wordStart + 8)
                }
                while index < end { count(at: &index) }
            }
            return (pipes, markers)
        }

        /// The cells of the line read as a table row: split on unescaped pipes, without one
        /// leading and one trailing pipe.
        var cellCount: Int {
            var first = start
            var last = end
            while first < last, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            while last > first, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 || bytes[last - 1] == 0x0D {
                last -= 1
            }
            if first < last, bytes[first] == UInt8(ascii: "|") { first += 1 }
            if last > first, bytes[last - 1] == UInt8(ascii: "|"), last - 2 < first || bytes[last - 2] != 0x5C {
                last -= 1
            }
            var cells = 1
            var index = first
            while index < last {
                if bytes[index] == 0x5C {
                    index += 2
                    continue
                }
                if bytes[index] == UInt8(ascii: "|") { cells += 1 }
                index += 1
            }
            return cells
        }

        /// Whether the line is a table delimiter row such as `| --- | :-: |`.
        var isDelimiterRow: Bool {
            var hasPipe = false
            var hasDash = false
            var index = start
            while index < end {
                switch bytes[index] {
                case UInt8(ascii: "|"): hasPipe = true
                case UInt8(ascii: "-"): hasDash = true
                case UInt8(ascii: ":"), 0x20, 0x09, 0x0D: break
                default: return false
                }
                index += 1
            }
            return hasPipe && hasDash
        }

        /// Whether the line may start a block that ends a table: a heading, quote, list item,
        /// fence, HTML, thematic break or indented code.
        var startsAnotherBlock: Bool {
            var index = start
            var indent = 0
            while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 {
                indent += bytes[index] == 0x09 ? 4 : 1
                index += 1
            }
            if indent >= 4 { return true }
            guard index < end else { return false }
            switch bytes[index] {
            case UInt8(ascii: "#"), UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"),
                UInt8(ascii: "<"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "_"), UInt8(ascii: "="):
                return true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            default:
                return false
            }
        }

        private func isAlphanumeric(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        }
    }
}
