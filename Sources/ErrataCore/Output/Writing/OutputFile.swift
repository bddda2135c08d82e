internal import CErrataSupport
public import Foundation

/// One file an emitter produces, relative to the product's output folder.
///
/// Its bytes are made when they are written, not when the emitter returns: a large doc set's
/// outputs are hundreds of megabytes, and ``OutputWriter`` streams each file into its staging
/// folder, hashing it as it goes, so that no output is ever held whole. ``contents`` makes them
/// in memory, for tests and small files.
public struct OutputFile: Sendable, Hashable {
    /// The path inside the product's output folder, with forward slashes, e.g. `Swift/DemoError.swift`.
    public var path: String
    /// Writes the file's bytes to a sink; the same bytes each time.
    private let producer: @Sendable (inout OutputSink) -> Void

    /// Creates an output file from its exact bytes.
    public init(path: String, contents: Data) {
        self.path = path
        producer = { sink in sink.write(bytes: contents) }
    }

    /// Creates an output file from UTF-8 text.
    public init(path: String, text: String) {
        self.path = path
        producer = { sink in sink.write(text) }
    }

    /// Creates an output file whose bytes `write` makes when the file is written: it must write
    /// the same bytes each time it is called, and may be called on any thread.
    public init(path: String, writing write: @escaping @Sendable (inout OutputSink) -> Void) {
        self.path = path
        producer = write
    }

    /// The exact bytes, made in memory.
    public var contents: Data {
        var sink = OutputSink(collecting: ())
        producer(&sink)
        return sink.collected()
    }

    /// Writes the bytes to `sink`.
    func write(to sink: inout OutputSink) {
        producer(&sink)
    }

    public static func == (left: OutputFile, right: OutputFile) -> Bool {
        left.path == right.path && left.contents == right.contents
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
    }
}

/// Where an output file's bytes go as an emitter makes them: a buffer handed on, a piece at a
/// time, to a file (hashed on the way, see ``OutputWriter``) or to memory (``OutputFile/contents``).
///
/// A text stream, so that anything that writes to `some TextOutputStream` writes here; strings
/// and bytes are copied into the buffer as they are, without checking them again.
public struct OutputSink: UTF8OutputStream {
    /// Bytes not handed on yet.
    private var buffer: [UInt8] = []
    private let target: Target
    /// Handed on when the buffer holds this much.
    private static let pieceSize = 1 << 18

    /// Where the pieces go: a function, or memory.
    final class Target {
        let take: ((UnsafeRawBufferPointer) -> Void)?
        var collected = Data()

        init(take: ((UnsafeRawBufferPointer) -> Void)?) {
            self.take = take
        }
    }

    /// A sink that hands each piece to `take`, in order; ``finish()`` hands on the last one.
    init(_ take: @escaping (UnsafeRawBufferPointer) -> Void) {
        target = Target(take: take)
        buffer.reserveCapacity(Self.pieceSize)
    }

    /// A sink that keeps the bytes in memory, for ``collected()``.
    init(collecting: Void) {
        target = Target(take: nil)
    }

    /// The bytes written, for a sink made with ``init(collecting:)``.
    mutating func collected() -> Data {
        finish()
        return target.collected
    }

    /// Hands on what is left in the buffer.
    mutating func finish() {
        guard !buffer.isEmpty else { return }
        if let take = target.take {
            buffer.withUnsafeBytes { take($0) }
        } else {
            target.collected.append(contentsOf: buffer)
        }
        buffer.removeAll(keepingCapacity: true)
    }

    public mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { write(utf8: $0) }
    }

    public mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.pieceSize { finish() }
    }

    /// Appends a substring's UTF-8 bytes.
    mutating func write(_ text: Substring) {
        var text = text
        text.withUTF8 { write(utf8: $0) }
    }

    /// Appends bytes.
    mutating func write(bytes: Data) {
        bytes.withUnsafeBytes { write(utf8: $0.bindMemory(to: UInt8.self)) }
    }

    /// Appends one byte (ASCII).
    mutating func write(byte: UInt8) {
        buffer.append(byte)
        if buffer.count >= Self.pieceSize { finish() }
    }

    /// Appends a number in decimal.
    mutating func write(number: Int) {
        write(String(number))
    }
}

/// Text made as UTF-8 bytes, for a part of a file made on one thread and written out by another:
/// appending a string's bytes to an array costs less than appending it to a string.
struct ByteText: TextOutputStream, Sendable {
    private(set) var bytes: [UInt8] = []

    init() {}

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// The text, as one string.
    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }
}

/// A SHA-256 digest worked out a piece at a time.
struct SHA256Digest {
    private var context = errata_sha256_context()

    /// - Parameter portable: Whether to use the portable code even where the processor has SHA
    ///   instructions (tests compare the two).
    init(portable: Bool = false) {
        errata_sha256_start(&context)
        context.portable = portable ? 1 : 0
    }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        errata_sha256_update(&context, base.assumingMemoryBound(to: UInt8.self), bytes.count)
    }

    /// The digest in lowercase hexadecimal.
    mutating func finish() -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        errata_sha256_finish(&context, &digest)
        let hex = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest {
            text.append(hex[Int(byte >> 4)])
            text.append(hex[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// Something that writes files from a reconciled product: Swift, bundles, catalog, reports.
public protocol ProductEmitter: Sendable {
    /// The files for one product. Same input, same bytes: nothing may depend on time, locale
    /// or dictionary order.
    func emit(_ product: ReconciledProduct) throws -> [OutputFile]
}
