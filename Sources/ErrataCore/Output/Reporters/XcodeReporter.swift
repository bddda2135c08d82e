/// `--format xcode` (the default): one compiler-style line per finding, the shape Xcode, SwiftPM
/// and most editors turn into inline issues.
///
/// ```
/// docs-src/shop/en/ios-sign-in.md:502:19: error: en gives … [code-conflict]
/// docs-src/shop/ko/ios-sign-in.md:973:3: note: ko gives XYZ_ERROR_ACCOUNT_LOCKED (12)
/// ```
///
/// A `note:` line follows for each related location, as compilers print notes. A finding that
/// does not count (accepted in `errata.yml`, or listed in the baseline) is printed as a `note:`
/// marked `accepted:` or `baselined:`, followed by a note where it was accepted, so that it
/// neither fails nor looks like a build error. Columns count characters. With
/// ``ReportContext/useColor`` the location is bold and the severity colored as clang does.
public struct XcodeReporter: FindingReporter {
    /// `xcode`, the name `--format` selects this reporter by.
    public let identifier = "xcode"
    /// The report has no fingerprints.
    public let printsFingerprints = false

    /// Creates the reporter.
    public init() {}

    /// The report of `context`'s findings; see ``FindingReporter/report(_:context:)``.
    public func report(_ products: [ReconciledProduct], context: ReportContext) -> String {
        var output = ""
        write(products, context: context, to: &output)
        return output
    }

    /// Writes the report in runs of findings; see ``FindingReporter/write(_:context:to:)``.
    public func write(_ products: [ReconciledProduct], context: ReportContext, to output: inout some TextOutputStream) {
        for piece in Self.pieces(context) {
            output.write(String(decoding: piece, as: UTF8.self))
        }
    }

    /// Writes the report in runs of findings, as bytes; see
    /// ``FindingReporter/write(_:context:toUTF8:)``.
    public func write(
        _ products: [ReconciledProduct], context: ReportContext, toUTF8 output: inout some UTF8OutputStream
    ) {
        for piece in Self.pieces(context) {
            piece.withUnsafeBufferPointer { output.write(utf8: $0) }
        }
    }

    /// The report's text in runs of findings, in order, as UTF-8 bytes.
    private static func pieces(_ context: ReportContext) -> [[UInt8]] {
        // A line per finding and note, each ending in a line break: runs of findings are written
        // into bytes each, side by side.
        let style = Style(enabled: context.useColor)
        return context.findings.parallelChunks(minimumChunk: 512) { Self.lines($0, style: style) }
    }

    private static func lines(_ findings: ArraySlice<ReportedFinding>, style: Style) -> [UInt8] {
        // Written as bytes: each append to the buffer is a copy, where each append to a string
        // re-checks its storage and encoding (~200 appends per 10 findings).
        var output = LineBuffer(capacity: findings.count * 160)
        // Each finding is read where it stands: a copy would retain every one of its strings.
        for index in findings.indices {
            let status = findings[index].status
            switch status {
            case .open:
                style.write(
                    findings[index].finding.location, findings[index].finding.severity,
                    findings[index].finding.message, rule: findings[index].finding.rule, to: &output)
            case .accepted, .baselined:
                style.write(
                    findings[index].finding.location, .note,
                    "\(status.rawValue): \(findings[index].finding.message)", rule: findings[index].finding.rule,
                    to: &output)
            }
            for related in findings[index].finding.related {
                style.write(related.location, .note, related.message, rule: nil, to: &output)
            }
            if status != .open, let justification = findings[index].justification {
                let location = findings[index].justificationLocation ?? findings[index].finding.location
                let label = status == .accepted ? "accepted in the config" : "baselined"
                style.write(location, .note, "\(label): \(justification)", rule: nil, to: &output)
            }
        }
        return output.bytes
    }
}

/// The UTF-8 bytes of diagnostic lines being written, in memory of its own: each append is a
/// copy of the bytes, with none of the checks of a growing array or string.
private struct LineBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The lines written, as UTF-8.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    static func += (buffer: inout LineBuffer, text: borrowing String) {
        // Read in place: the caller's string, not a copy (which would retain it).
        text.withUTF8Bytes { buffer.append($0) }
    }

    /// Appends `number` in decimal, as `String(number)` writes it.
    mutating func append(_ number: Int) {
        guard number >= 0 else {
            self += String(number)
            return
        }
        var digits = 1
        var rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        reserve(digits)
        rest = number
        for index in stride(from: count + digits - 1, through: count, by: -1) {
            base[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += digits
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Makes room for `more` bytes after the last.
    private mutating func reserve(_ more: Int) {
        guard count + more > capacity else { return }
        let grown = max(capacity * 2, count + more)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.initialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }
}

/// ANSI styling for diagnostic lines, or none.
private struct Style: Sendable {
    var enabled: Bool

    /// Appends one diagnostic line, with its line break, to `output`.
    func write(
        _ location: SourceLocation, _ severity: Diagnostic.Severity, _ message: String, rule: String?,
        to output: inout LineBuffer
    ) {
        // One line per diagnostic: line breaks in the message become spaces; the other controls
        // (an escape sequence from a document) are written as visible escapes.
        let message = VisibleText.escaped(
            XcodeReporter.hasLineBreak(message) ? message.map { $0.isNewline ? " " : String($0) }.joined() : message)
        if enabled {
            let color: String
            switch severity {
            case .error: color = "\u{1B}[1;31m"
            case .warning: color = "\u{1B}[1;35m"
            case .note: color = "\u{1B}[1;36m"
            }
            output += "\u{1B}[1m"
            Self.write(location, to: &output)
            output += ": \u{1B}[0m"
            output += color
            output += severity.rawValue
            output += ": \u{1B}[0m\u{1B}[1m"
            output += message
            output += "\u{1B}[0m"
        } else {
            Self.write(location, to: &output)
            output += ": "
            output += severity.rawValue
            output += ": "
            output += message
        }
        if let rule {
            output += " ["
            output += rule
            output += "]"
        }
        output += "\n"
    }

    /// `location` as `SourceLocation.description` writes it.
    private static func write(_ location: SourceLocation, to output: inout LineBuffer) {
        output += VisibleText.escaped(location.path)
        guard location.line > 0 else { return }
        output += ":"
        output.append(location.line)
        guard location.column > 0 else { return }
        output += ":"
        output.append(location.column)
    }
}

extension XcodeReporter {
    /// Whether `message` holds a line break (LF, VT, FF, CR, NEL, LS or PS). Read on the bytes
    /// where the message has them contiguous: in UTF-8 those are the bytes 0x0A to 0x0D, and the
    /// sequences C2 85, E2 80 A8 and E2 80 A9, which no other scalar's encoding contains.
    static func hasLineBreak(_ message: String) -> Bool {
        func hasBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let count = bytes.count
            /// Whether a break starts at `index`.
            func breaks(at index: Int) -> Bool {
                switch bytes[index] {
                case 0x0A...0x0D:
                    return true
                case 0xC2:
                    return index + 1 < count && bytes[index + 1] == 0x85
                case 0xE2:
                    return index + 2 < count && bytes[index + 1] == 0x80 && bytes[index + 2] & 0xFE == 0xA8
                default:
                    return false
                }
            }
            var index = 0
            // Eight bytes at a time (messages run long): only a word with a byte below 0x0E, or a
            // C2 or E2 byte, is read byte by byte.
            if let base = bytes.baseAddress {
                let raw = UnsafeRawPointer(base)
                while index + 8 <= count {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    if Self.mayStartBreak(word) {
                        for offset in index..<(index + 8) where breaks(at: offset) { return true }
                    }
                    index += 8
                }
            }
            while index < count {
                if breaks(at: index) { return true }
                index += 1
            }
            return false
        }
        if let found = message.utf8.withContiguousStorageIfAvailable(hasBreak) { return found }
        return hasLineBreakByScalars(message)
    }

    /// ``hasLineBreak(_:)`` on Unicode scalars: for any string, and the reference the byte reading
    /// is tested against.
    static func hasLineBreakByScalars(_ message: String) -> Bool {
        message.unicodeScalars.contains {
            switch $0.value {
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
            default: return false
            }
        }
    }

    /// Whether one of the eight bytes of `word` is below 0x0E, C2 or E2: the bytes a line break
    /// starts with in UTF-8. (`(x - 0x01…01) & ~x & 0x80…80` is non-zero exactly when a byte of `x`
    /// is zero, and `(x - n…n) & ~x & 0x80…80` when a byte is below `n`, for `n` up to 0x80.)
    static func mayStartBreak(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let below0E = (word &- ones &* 0x0E) & ~word & highBits
        let c2 = word ^ (ones &* 0xC2)
        let e2 = word ^ (ones &* 0xE2)
        return below0E | ((c2 &- ones) & ~c2 & highBits) | ((e2 &- ones) & ~e2 & highBits) != 0
    }
}
