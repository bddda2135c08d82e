import Foundation

/// What the text of one code segment holds, with lines and columns relative to the segment.
///
/// It depends on nothing but the text, so a segment that repeats (the same sample in every
/// translation of a page) can be read once per run and its analysis reused
/// (``CodeAnalysisCache``); ``FactExtractor`` adds the page's positions and sections.
struct CodeAnalysis: Sendable {
    /// The keys of a JSON example, when the segment is one; the other fields but ``namedCodes`` are
    /// then empty.
    var jsonKeys: [String]?
    /// The 0-based line of the segment where each of ``jsonKeys`` is first written.
    var jsonKeyLines: [Int] = []
    /// The kind of each of ``jsonKeys``' first value.
    var jsonValueKinds: [JSONValueKind] = []
    /// Each of ``jsonKeys``' first value (see ``JSONExampleFact/values``).
    var jsonValues: [String] = []
    /// The Objective-C method declarations.
    var declarations: [ObjCMethodDeclaration] = []
    /// The Objective-C message sends, read with comments and strings blanked.
    var sends: [ObjCMessageSend] = []
    /// The error-code symbols, then the numbers compared (see ``CodeText/comparedNumbers(in:)``), in order.
    var symbols: [String] = []
    /// The methods called on a receiver in languages other than Objective-C, then the functions
    /// called without one, in order.
    var calls: [String] = []
    /// The functions and methods declared in languages other than Objective-C, in order.
    var declares: [String] = []
    /// The signatures of the functions it declares (see ``CodeText/functions(in:)``).
    var signatures: [String] = []
    /// The constants the code uses.
    var constants: [String] = []
    /// The versions and addresses it writes (see ``PinnedValues``).
    var pinned: [PinnedValues.Value] = []
    /// The error enums the code declares (`NS_ENUM`, `public enum …`).
    var enums: [ErrorEnumReader.Enum] = []
    /// The indices in ``declarations`` of those written with full-width colons (`debug：`).
    var fullWidthColonDeclarations: [Int] = []
    /// The symbols JSON in the segment gives beside a code (`"resultCode": 103, "resultMessage":
    /// "XYZ_NOT_FOUND"`), a JSON example or not (a response after its status line).
    var namedCodes: [JSONExampleScanner.NamedCode] = []

    /// Reads a segment's text.
    init(_ text: String) {
        namedCodes = JSONExampleScanner.namedCodes(in: text)
        if let (keys, lines, kinds, values) = JSONExampleScanner.keysAndLines(ofJSON: text) {
            jsonKeys = keys
            jsonKeyLines = lines
            jsonValueKinds = kinds
            jsonValues = values
            pinned = PinnedValues.read(in: text)
            return
        }
        declarations = ObjCDeclarationParser.declarations(in: text)
        // A declaration typed in an input method's full-width mode (`- (void)debug：(BOOL)flag;`)
        // is the API all the same: read with `:`, and marked for the page to be told.
        if Self.holdsFullWidthColon(text) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            declarations = ObjCDeclarationParser.declarations(in: text.replacingOccurrences(of: "：", with: ":"))
            fullWidthColonDeclarations = declarations.indices.filter { index in
                let line = declarations[index].line
                return line >= 1 && line <= lines.count && Self.holdsFullWidthColon(lines[line - 1])
            }
        }
        let code = CodeText.blankingCommentsAndStrings(text)
        sends = ObjCMessageSendParser.sends(in: code)
        // What a sample compares: error symbols, and error codes written as numbers.
        symbols = SymbolScanner.symbols(in: code) + CodeText.comparedNumbers(in: code)
        let functions = CodeText.functions(in: code)
        calls = CodeText.methodCalls(in: code) + functions.called
        declares = functions.declared
        signatures = functions.signatures
        constants = CodeText.constants(in: code)
        pinned = PinnedValues.read(in: text)
        enums = ErrorEnumReader.enums(in: text)
    }
}

extension CodeAnalysis {
    /// Whether the text holds U+FF1A FULLWIDTH COLON: every code segment is asked.
    static func holdsFullWidthColon(_ text: some StringProtocol) -> Bool {
        FastText.contains(Substring(text).utf8, "：")
    }
}

/// Code segments' analyses by their text, for one run: translations of a page carry the same
/// samples, and each distinct segment is read once. Safe to share between threads; two threads
/// meeting a new segment at once both read it, with the same result.
///
/// It keeps segments up to ``byteBudget`` bytes of text in all, so that a doc set with a great
/// deal of code does not hold all of it: once that is reached, new segments are read but not kept.
final class CodeAnalysisCache: @unchecked Sendable {
    /// The most text, in UTF-8 bytes, the cache keeps (16 MiB by default).
    let byteBudget: Int
    private var bytesKept = 0

    /// Creates an empty cache that keeps at most `byteBudget` bytes of segments' text.
    init(byteBudget: Int = 16 << 20) {
        self.byteBudget = byteBudget
    }

    /// A segment's text compared byte for byte (not by canonical equivalence: columns count the
    /// characters as written), with its hash worked out before the lock is taken.
    struct Key: Hashable {
        let text: String
        let hash: Int

        init(_ text: String) {
            self.hash = text.withUTF8Bytes { Self.hash(of: UnsafeRawBufferPointer($0)) }
            self.text = text
        }

        /// A hash of `bytes` mixed eight at a time: every segment of every page is hashed (9 MB on
        /// N = 64), and SipHash, which `Hasher` runs, takes five times as long. The dictionary still
        /// hashes the result with its seed, and equal hashes are told apart byte for byte.
        static func hash(of bytes: UnsafeRawBufferPointer) -> Int {
            var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
            var offset = 0
            while offset + 8 <= bytes.count {
                hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                hash ^= hash >> 32
                offset += 8
            }
            var tail: UInt64 = 0
            for index in offset..<bytes.count { tail |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
            hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            return Int(truncatingIfNeeded: hash ^ (hash >> 29))
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.hash == rhs.hash && FastText.sameBytes(lhs.text, rhs.text)
        }
    }

    private let lock = NSLock()
    private var analyses: [Key: CodeAnalysis] = [:]

    /// How many distinct segments have been read.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return analyses.count
    }

    /// The analysis of `text`, read now or earlier in the run.
    func analysis(of text: String) -> CodeAnalysis {
        let key = Key(text)
        lock.lock()
        let known = analyses[key]
        lock.unlock()
        if let known { return known }
        let analysis = CodeAnalysis(text)
        lock.lock()
        if bytesKept + text.utf8.count <= byteBudget, analyses.updateValue(analysis, forKey: key) == nil {
            bytesKept += text.utf8.count
        }
        lock.unlock()
        return analysis
    }
}
