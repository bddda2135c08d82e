import ErrataMarkdown
import Foundation

/// Finds text in a script a language does not use: Korean left in a Chinese guide, Chinese in an English one.
///
/// The foreign scripts are Hangul, kana and Han, the scripts of the guides translations are made
/// from. Latin script is never foreign (product names, identifiers and code are written in it in
/// every language), and neither are the alphabets errata knows other languages by (Cyrillic,
/// Greek, Hebrew, Arabic, Thai, Devanagari: a guide names other languages in theirs), digits,
/// punctuation or symbols. Which scripts a language uses comes from the primary subtag of its
/// bundle name (`ko`, `ja`, `zh-Hant` → `zh`, `ru`); a language errata does not know is not checked.
enum ScriptDetector {
    enum Script: String {
        case hangul = "Hangul"
        case kana = "Kana"
        case han = "Han"
        case cyrillic = "Cyrillic"
        case greek = "Greek"
        case hebrew = "Hebrew"
        case arabic = "Arabic"
        case thai = "Thai"
        case devanagari = "Devanagari"
        case other

        /// The scalars of an alphabet's letters (with its marks and signs): `nil` for Hangul, kana
        /// and Han (see ``ScriptDetector/script(of:)``) and for `other`.
        var letters: [ClosedRange<UInt32>]? {
            switch self {
            case .cyrillic: [0x0400...0x052F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F]
            case .greek: [0x0370...0x03FF, 0x1F00...0x1FFE]
            case .hebrew: [0x0591...0x05F4, 0xFB1D...0xFB4F]
            case .arabic: [0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFC]
            case .thai: [0x0E01...0x0E5B]
            case .devanagari: [0x0900...0x097F, 0xA8E0...0xA8FF]
            case .hangul, .kana, .han, .other: nil
            }
        }
    }

    /// A run of foreign text on one line.
    struct Run: Equatable {
        var text: String
        var script: Script
        /// 0-based character offset on the line.
        var offset: Int
    }

    /// The scripts a language writes in, or `nil` when errata does not know the language.
    static func nativeScripts(for language: String) -> Set<Script>? {
        let primary = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        switch primary {
        case "ko": return [.hangul, .han]
        case "ja": return [.kana, .han]
        case "zh": return [.han]
        case "en", "fr", "de", "es", "pt", "it", "nl", "id", "vi", "tr", "pl", "sv", "da", "nb", "fi", "cs", "ro", "hu",
            "no", "nn", "is", "ca", "gl", "eu", "sk", "sl", "hr", "bs", "lt", "lv", "et", "sq", "ms", "fil", "tl", "af",
            "sw", "ga", "cy", "mt", "az", "uz":
            return []
        case "ru", "uk", "be", "bg", "mk", "kk", "ky", "mn", "tg": return [.cyrillic]
        case "el": return [.greek]
        case "he", "yi": return [.hebrew]
        case "ar", "fa", "ur", "ps": return [.arabic]
        case "th": return [.thai]
        case "hi", "mr", "ne": return [.devanagari]
        default: return nil
        }
    }

    /// The script of a Unicode scalar, for the scripts errata tells apart.
    static func script(of scalar: Unicode.Scalar) -> Script {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: return .hangul
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return .kana
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return .han
        default: return .other
        }
    }

    /// What is trimmed from both ends of a run: white space, punctuation and symbols.
    private static let runTrimmed = CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters).union(.symbols)

    /// Whether some scalar of at least three UTF-8 bytes (U+0800 and up, where Hangul, kana and
    /// Han lie) passes `predicate`, decoded straight from valid UTF-8 `bytes`.
    ///
    /// Only lead bytes of three- and four-byte sequences (`0xE0` and up) are decoded; no
    /// continuation byte or shorter sequence can be mistaken for one.
    ///
    /// - Parameters:
    ///   - leads: The lead bytes worth decoding, as bits (bit `n` for `0xE0 + n`): a scalar whose
    ///     lead byte is left out is taken not to pass (see ``NativeScripts/foreignLeads``).
    ///   - twoByteScalars: Whether two-byte scalars (U+0080 to U+07FF: Cyrillic, Greek, Hebrew,
    ///     Arabic) are decoded and tested too.
    ///   - passedOverAfterE3: Of the sequences whose lead byte is `0xE3` (U+3000 to U+3FFF: CJK
    ///     punctuation, kana, Hangul letters, the first Han), those to take not to pass without
    ///     decoding, as bits of their second byte (bit `n` for `0x80 + n`, U+3000 + 64 × `n` to
    ///     the 63 scalars after it; see ``NativeScripts/passedOverAfterE3``).
    static func containsScalar(
        inUTF8 bytes: UnsafeBufferPointer<UInt8>, leads: UInt32 = .max, twoByteScalars: Bool = false,
        passedOverAfterE3: UInt64 = 0, where predicate: (UInt32) -> Bool
    ) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0xE0 {
                if twoByteScalars, lead >= 0xC2, index + 1 < count {
                    if predicate(UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)) { return true }
                    index += 2
                    continue
                }
                index += 1
                // After such a byte (in a line of Latin script, a run of them), eight bytes at a time
                // while none starts a sequence of three or four bytes, or with two-byte scalars, while
                // all are ASCII. A two-byte sequence cut by the eighth byte leaves its second byte to
                // the loop, which passes over it as over any byte below `0xC2`.
                while index + 8 <= count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    if twoByteScalars {
                        guard word & 0x8080_8080_8080_8080 == 0 else { break }
                    } else {
                        // A byte of `zeroed` is zero where the byte is `0xE0` or more.
                        let zeroed = (word & 0xE0E0_E0E0_E0E0_E0E0) ^ 0xE0E0_E0E0_E0E0_E0E0
                        guard (zeroed &- 0x0101_0101_0101_0101) & ~zeroed & 0x8080_8080_8080_8080 == 0 else { break }
                    }
                    index += 8
                }
                continue
            }
            let sequenceLength = lead < 0xF0 ? 3 : 4
            if leads >> (lead & 0x1F) & 1 == 0
                || (lead == 0xE3 && index + 1 < count && passedOverAfterE3 >> (bytes[index + 1] & 0x3F) & 1 == 1)
            {
                // A sequence of three or four bytes (a String's bytes are valid UTF-8): passed over
                // at once, not byte by byte (most of a Korean, Japanese or Chinese line).
                index += sequenceLength
                continue
            }
            guard index + sequenceLength <= count else {
                // Cut short: not valid UTF-8, which a String never holds.
                index += 1
                continue
            }
            let (scalar, length) = UTF8Scalars.decode(bytes, at: index)
            index += length
            if predicate(scalar) { return true }
        }
        return false
    }

    /// Whether `line` holds a letter of one of the `native` scripts outside inline code (a
    /// `` `'例'` `` in an English page is a sample, not a translation).
    static func containsLetter(of native: NativeScripts, in line: Substring) -> Bool {
        let alphabet = native.alphabet?.letters ?? []
        func isNative(_ scalar: UInt32) -> Bool {
            if alphabet.contains(where: { $0.contains(scalar) }) { return true }
            guard let scalar = Unicode.Scalar(scalar) else { return false }
            switch script(of: scalar) {
            case .hangul: return native.hangul
            case .kana: return native.kana
            case .han: return native.han
            default: return false
            }
        }
        // Cyrillic, Greek, Hebrew and Arabic letters take two bytes.
        let twoByteScalars = alphabet.contains { $0.lowerBound < 0x800 }
        let found = line.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            // Most lines of a translated page hold such a letter, outside code too: one pass.
            guard containsScalar(inUTF8: bytes, twoByteScalars: twoByteScalars, where: isNative) else { return false }
            // A backtick closed later on the line starts inline code, which runs to it; an
            // unclosed one is text, as in CommonMark. Backticks are ASCII: the pieces between
            // them are whole UTF-8 sequences.
            var start = 0
            while start < bytes.count {
                var end = bytes.count
                var next = bytes.count
                if let open = bytes[start...].firstIndex(of: 0x60),
                    let close = bytes[(open + 1)...].firstIndex(of: 0x60)
                {
                    end = open
                    next = close + 1
                }
                if containsScalar(
                    inUTF8: UnsafeBufferPointer(rebasing: bytes[start..<end]), twoByteScalars: twoByteScalars,
                    where: isNative)
                {
                    return true
                }
                start = next
            }
            return false
        }
        return found ?? line.unicodeScalars.contains { isNative($0.value) }
    }

    /// The letters a run of `script` needs: one Hangul syllable is a word or a particle left over
    /// (`SDK의`), while one ideograph or kana may stand alone in any of their languages.
    private static func minimum(_ letters: Int, for script: Script) -> Int {
        script == .hangul ? min(letters, 1) : letters
    }

    /// Runs of a foreign script on `line` with at least `minimumLetters` letters of it (a Hangul
    /// run, one letter).
    ///
    /// A run continues across spaces and punctuation until a letter of another script (Latin
    /// included) starts. Inline code (between backticks) is skipped.
    static func foreignRuns(in line: Substring, native: Set<Script>, minimumLetters: Int = 2) -> [Run] {
        foreignRuns(in: line, native: NativeScripts(native), minimumLetters: minimumLetters)
    }

    /// The scripts a language is written in, as flags: worked out once for a page's lines.
    struct NativeScripts: Sendable {
        var hangul: Bool
        var kana: Bool
        var han: Bool
        /// The language's alphabet other than Latin (Cyrillic for Russian), if any: never foreign
        /// elsewhere, but what shows that a page is written in its language.
        var alphabet: Script?

        init(_ scripts: Set<Script>) {
            hangul = scripts.contains(.hangul)
            kana = scripts.contains(.kana)
            han = scripts.contains(.han)
            alphabet = scripts.first { $0.letters != nil }
        }

        private init(hangul: Bool, kana: Bool, han: Bool) {
            self.hangul = hangul
            self.kana = kana
            self.han = han
        }

        /// Whether the language has letters of its own, beside Latin: a page of it whose text is all
        /// Latin was not translated (see ``DocumentFacts/untranslatedLetters``).
        var hasOwnLetters: Bool { hangul || kana || han || alphabet != nil }

        /// The names of its scripts other than Latin, Hangul, kana and Han first.
        var names: [String] {
            [hangul ? Script.hangul : nil, kana ? .kana : nil, han ? .han : nil, alphabet].compactMap { $0?.rawValue }
        }

        /// The lead bytes a letter of a script that is not native may start with, as bits (bit `n`
        /// for `0xE0 + n`). A three-byte sequence for U+XXXX starts with `0xE0 + (XXXX >> 12)`:
        /// - Hangul: U+1100 (`E1`), U+3130 (`E3`), U+A960 to U+D7FF (`EA` to `ED`);
        /// - kana: U+3040 to U+31FF (`E3`), U+FF66 (`EF`);
        /// - Han: U+3400 to U+9FFF (`E3` to `E9`), U+F900 (`EF`), U+20000 and up (`F0`).
        var foreignLeads: UInt32 {
            var leads: UInt32 = 0
            if !hangul { leads |= 1 << 0x1 | 1 << 0x3 | 1 << 0xA | 1 << 0xB | 1 << 0xC | 1 << 0xD }
            if !kana { leads |= 1 << 0x3 | 1 << 0xF }
            if !han { leads |= 1 << 0x3 | 0b11_1111 << 0x4 | 1 << 0xF | 1 << 0x10 }
            return leads
        }

        /// Of the three-byte sequences that start with `0xE3`, those no letter of a script that is
        /// not native can be, as bits of their second byte (see
        /// ``ScriptDetector/containsScalar(inUTF8:leads:twoByteScalars:passedOverAfterE3:where:)``):
        /// the kana of a Japanese line (most of it) are passed over without being decoded, and CJK
        /// punctuation in every language.
        var passedOverAfterE3: UInt64 {
            NativeScripts.passedOverAfterE3[(hangul ? 1 : 0) | (kana ? 2 : 0) | (han ? 4 : 0)]
        }

        /// ``passedOverAfterE3`` for each combination of the flags (bit 0 Hangul, 1 kana, 2 Han),
        /// worked out once from ``ScriptDetector/isForeignLetter(_:native:)`` over every scalar
        /// from U+3000 to U+3FFF.
        private static let passedOverAfterE3: [UInt64] = (0..<8).map { flags in
            let native = NativeScripts(hangul: flags & 1 != 0, kana: flags & 2 != 0, han: flags & 4 != 0)
            var mask: UInt64 = 0
            for block in 0..<64 {
                let first = 0x3000 + UInt32(block) * 64
                if !(first..<(first + 64)).contains(where: { ScriptDetector.isForeignLetter($0, native: native) }) {
                    mask |= 1 << UInt64(block)
                }
            }
            return mask
        }

        /// The flags as a set.
        var scripts: Set<Script> {
            Set([hangul ? Script.hangul : nil, kana ? .kana : nil, han ? .han : nil, alphabet].compactMap { $0 })
        }
    }

    /// ``foreignRuns(in:native:minimumLetters:)`` with the native scripts as flags.
    static func foreignRuns(in line: Substring, native: NativeScripts, minimumLetters: Int = 2) -> [Run] {
        // Fast path: an ASCII line holds no Hangul, Kana or Han.
        if line.isASCII { return [] }
        if let runs = line.utf8.withContiguousStorageIfAvailable({
            foreignRuns(inBytes: $0, of: line, native: native, minimumLetters: minimumLetters)
        }) {
            return runs
        }
        guard line.unicodeScalars.contains(where: { isForeignLetter($0.value, native: native) }) else { return [] }
        return runs(in: line, native: native, minimumLetters: minimumLetters)
    }

    /// ``foreignRuns(in:native:minimumLetters:)`` of the line whose UTF-8 is `bytes`: the line's
    /// text is read only when its bytes hold a letter of Hangul, kana or Han that is not `native`.
    /// A run starts at such a letter, so a line without one has none; scalars are cheap to read,
    /// characters (grapheme breaking, `isLetter`) are read only past this.
    static func foreignRuns(
        inBytes bytes: UnsafeBufferPointer<UInt8>, of line: @autoclosure () -> Substring, native: NativeScripts,
        minimumLetters: Int = 2
    ) -> [Run] {
        let found = containsScalar(
            inUTF8: bytes, leads: native.foreignLeads, passedOverAfterE3: native.passedOverAfterE3,
            where: { isForeignLetter($0, native: native) })
        guard found else { return [] }
        return runs(in: line(), native: native, minimumLetters: minimumLetters)
    }

    /// Whether `scalar` is a letter of Hangul, kana or Han that is not `native`.
    @inline(__always)
    static func isForeignLetter(_ scalar: UInt32, native: NativeScripts) -> Bool {
        guard scalar >= 0x1100, let scalar = Unicode.Scalar(scalar) else { return false }
        switch script(of: scalar) {
        case .hangul: return !native.hangul
        case .kana: return !native.kana
        case .han: return !native.han
        default: return false
        }
    }

    /// The runs of a line that holds a foreign letter: read character by character, each run
    /// taken from the line in one slice when it ends.
    ///
    /// Characters are found on the UTF-8 bytes where that is certain: between two scalars of
    /// the common kinds (ASCII other than `\r`, Hangul syllables, kana, CJK ideographs, CJK
    /// punctuation, fullwidth forms) there is always a character boundary, as no grapheme rule
    /// joins them. Anywhere else the standard library breaks the characters
    /// (``FastText/endsCharacter(_:in:at:length:)``).
    private static func runs(in line: Substring, native: NativeScripts, minimumLetters: Int) -> [Run] {
        let nativeHangul = native.hangul
        let nativeKana = native.kana
        let nativeHan = native.han
        let utf8 = line.utf8
        let result = utf8.withContiguousStorageIfAvailable { bytes -> [Run] in
            var runs: [Run] = []
            // The run open: its script, character offset, letters and UTF-8 offset on the line.
            var current: (script: Script, start: Int, letters: Int, startByte: Int)?
            var inCode = false
            // Ends the open run before the character at UTF-8 offset `end`.
            func close(at end: Int) {
                if let run = current, run.letters >= Self.minimum(minimumLetters, for: run.script) {
                    let from = utf8.index(utf8.startIndex, offsetBy: run.startByte)
                    let to = utf8.index(from, offsetBy: end - run.startByte)
                    runs.append(Run(text: trimmedRun(line[from..<to]), script: run.script, offset: run.start))
                }
                current = nil
            }
            let count = bytes.count
            var byte = 0
            var offset = 0
            while byte < count {
                let (scalar, length) = UTF8Scalars.decode(bytes, at: byte)
                var end = byte + length
                if !FastText.endsCharacter(scalar, in: bytes, at: byte, length: length) {
                    let index = utf8.index(utf8.startIndex, offsetBy: byte)
                    end = utf8.distance(from: utf8.startIndex, to: line.index(after: index))
                }
                defer {
                    byte = end
                    offset += 1
                }
                let single = end - byte == length
                // `` ` `` and what equals it (the Greek varia, U+1FEF, by canonical equivalence).
                let isBacktick =
                    scalar == 0x60 && single
                    || ((scalar == 0x60 || scalar == 0x1FEF) && character(line, utf8, from: byte, to: end) == "`")
                if isBacktick {
                    inCode.toggle()
                    close(at: byte)
                    continue
                }
                if inCode { continue }
                let script = script(of: Unicode.Scalar(scalar) ?? " ")
                if script == .other {
                    let isLetter: Bool
                    if scalar < 0x80 && single {
                        // ASCII letters without Unicode's tables.
                        isLetter = FastText.isASCIILetter(UInt8(scalar))
                    } else if single, let unicode = Unicode.Scalar(scalar) {
                        isLetter = Character(unicode).isLetter
                    } else {
                        isLetter = character(line, utf8, from: byte, to: end).isLetter
                    }
                    if isLetter { close(at: byte) }
                    continue
                }
                // Japanese prose mixes kana and kanji; a kanji inside a kana run belongs to it.
                if let run = current, run.script == script || (run.script == .kana && script == .han) {
                    current!.letters += 1
                    continue
                }
                close(at: byte)
                let isNative =
                    switch script {
                    case .hangul: nativeHangul
                    case .kana: nativeKana
                    case .han: nativeHan
                    default: true
                    }
                if !isNative {
                    current = (script, offset, 1, byte)
                }
            }
            close(at: count)
            return runs
        }
        return result ?? foreignRunsByCharacters(in: line, native: native.scripts, minimumLetters: minimumLetters)
    }

    /// `text.trimmingCharacters(in: runTrimmed)`, on Unicode scalars, ASCII ones looked up in a
    /// table. Foundation trims UTF-16 code units, which is the same for scalars of the Basic
    /// Multilingual Plane; where trimming reaches a scalar beyond it (an emoji at an end), the
    /// text is handed to Foundation's trimming instead.
    private static func trimmedRun(_ text: Substring) -> String {
        let scalars = text.unicodeScalars
        var beyondPlane = false
        func trimmed(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.value < 0x80 { return asciiTrimmed[Int(scalar.value)] }
            if scalar.value > 0xFFFF { beyondPlane = true }
            return runTrimmed.contains(scalar)
        }
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, trimmed(scalars[start]) { start = scalars.index(after: start) }
        while start < end, trimmed(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        if beyondPlane { return String(text).trimmingCharacters(in: runTrimmed) }
        return String(scalars[start..<end])
    }

    /// For each ASCII scalar, whether ``runTrimmed`` holds it.
    private static let asciiTrimmed: [Bool] = (0..<128).map { runTrimmed.contains(Unicode.Scalar(UInt8($0))) }

    /// The character of `line` at UTF-8 offsets `from..<to`.
    private static func character(_ line: Substring, _ utf8: Substring.UTF8View, from: Int, to: Int) -> Character {
        let start = utf8.index(utf8.startIndex, offsetBy: from)
        return line[start..<utf8.index(start, offsetBy: to - from)].first ?? " "
    }

    /// ``foreignRuns(in:native:minimumLetters:)`` as first written, each run's text built up one
    /// character at a time: the reference the slicing is tested against.
    static func foreignRunsByCharacters(in line: Substring, native: Set<Script>, minimumLetters: Int = 2) -> [Run] {
        var runs: [Run] = []
        var current: (script: Script, start: Int, letters: Int, text: String)?
        var inCode = false
        func close() {
            if let run = current, run.letters >= Self.minimum(minimumLetters, for: run.script) {
                let text = run.text.trimmingCharacters(in: runTrimmed)
                runs.append(Run(text: text, script: run.script, offset: run.start))
            }
            current = nil
        }
        for (offset, character) in line.enumerated() {
            if character == "`" {
                inCode.toggle()
                close()
                continue
            }
            if inCode { continue }
            let scalar = character.unicodeScalars.first!
            let script = script(of: scalar)
            if script == .other {
                if character.isLetter {
                    close()
                } else if current != nil {
                    current!.text.append(character)
                }
                continue
            }
            // Japanese prose mixes kana and kanji; a kanji inside a kana run belongs to it.
            if let run = current, run.script == script || (run.script == .kana && script == .han) {
                current!.text.append(character)
                current!.letters += 1
                continue
            }
            close()
            if !native.contains(script) {
                current = (script, offset, 1, String(character))
            }
        }
        close()
        return runs
    }
}
