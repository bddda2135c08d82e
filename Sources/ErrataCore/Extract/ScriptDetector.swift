import Foundation

/// Finds text in a script a language does not use: Korean left in a Chinese guide, Chinese in an English one.
///
/// Latin script is never foreign (product names, identifiers and code are written in it in every
/// language); neither are digits, punctuation or symbols. Which scripts a language uses comes
/// from its primary language subtag (`ko`, `ja`, `zh-Hant` → `zh`); a language errata does not
/// know is not checked.
enum ScriptDetector {
    enum Script: String {
        case hangul = "Hangul"
        case kana = "Kana"
        case han = "Han"
        case other
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
        case "en", "fr", "de", "es", "pt", "it", "nl", "id", "vi", "tr", "pl", "sv", "da", "nb", "fi", "cs", "ro", "hu":
            return []
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

    /// Whether some scalar of at least three UTF-8 bytes (U+0800 and up, where every script
    /// errata tells apart lies) passes `predicate`, decoded straight from valid UTF-8 `bytes`.
    ///
    /// Only lead bytes of three- and four-byte sequences (`0xE0` and up) are decoded; no
    /// continuation byte or shorter sequence can be mistaken for one.
    static func containsScalar(
        inUTF8 bytes: UnsafeBufferPointer<UInt8>, where predicate: (UInt32) -> Bool
    ) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0xE0 {
                index += 1
                continue
            }
            let scalar: UInt32
            if lead < 0xF0, index + 2 < count {
                scalar =
                    UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                index += 3
            } else if lead >= 0xF0, index + 3 < count {
                scalar =
                    UInt32(lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                    | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
                index += 4
            } else {
                // Cut short: not valid UTF-8, which a String never holds.
                index += 1
                continue
            }
            if predicate(scalar) { return true }
        }
        return false
    }

    /// Runs of a foreign script on `line` with at least `minimumLetters` letters of it.
    ///
    /// A run continues across spaces and punctuation until a letter of another script (Latin
    /// included) starts. Inline code (between backticks) is skipped.
    static func foreignRuns(in line: Substring, native: Set<Script>, minimumLetters: Int = 2) -> [Run] {
        // Fast path: an ASCII line holds no Hangul, Kana or Han.
        if line.isASCII { return [] }
        // A run starts at a letter of a foreign script: a line without one has none. Scalars are
        // cheap to read; characters (grapheme breaking, `isLetter`) are read only past this point.
        let nativeHangul = native.contains(.hangul)
        let nativeKana = native.contains(.kana)
        let nativeHan = native.contains(.han)
        func isForeignLetter(_ scalar: UInt32) -> Bool {
            guard scalar >= 0x1100, let scalar = Unicode.Scalar(scalar) else { return false }
            switch script(of: scalar) {
            case .hangul: return !nativeHangul
            case .kana: return !nativeKana
            case .han: return !nativeHan
            case .other: return false
            }
        }
        let found =
            line.utf8.withContiguousStorageIfAvailable { containsScalar(inUTF8: $0, where: isForeignLetter) }
            ?? line.unicodeScalars.contains { isForeignLetter($0.value) }
        guard found else { return [] }
        var runs: [Run] = []
        var current: (script: Script, start: Int, letters: Int, text: String)?
        var inCode = false
        func close() {
            if let run = current, run.letters >= minimumLetters {
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
