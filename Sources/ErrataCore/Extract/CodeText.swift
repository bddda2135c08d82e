/// Sample code with comments and string literals blanked out, so that translated comments and
/// messages do not count as differences between languages. Lines and columns are kept.
enum CodeText {
    /// `code` with `// …`, `/* … */`, `"…"` and `'…'` replaced by spaces (newlines are kept).
    ///
    /// Reads characters (a `\r\n` or a letter with a combining mark is one character, blanked by
    /// one space), each as its UTF-8 bytes: only a one-byte character can be one of the marks.
    static func blankingCommentsAndStrings(_ code: String) -> String {
        let bytes = Array(code.utf8)
        // ASCII code (most samples) has a character per byte: the same pass, in place.
        if bytes.withUnsafeBufferPointer(FastText.hasOneCharacterPerByte) {
            return blankingASCII(bytes)
        }
        let starts = FastText.characterStarts(code)
        let space = UInt8(ascii: " ")
        let newline = UInt8(ascii: "\n")
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let backslash = UInt8(ascii: "\\")
        /// Stands for a character of more than one byte, which is none of the marks.
        let other: UInt8 = 0x80
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var state = State.code
        var previous = space
        for index in 0..<(starts.count - 1) {
            let start = starts[index]
            let end = starts[index + 1]
            let character = end - start == 1 ? bytes[start] : other
            switch state {
            case .code:
                if character == slash && previous == slash {
                    // The `/` before, kept as code, was the last byte written.
                    result[result.count - 1] = space
                    result.append(space)
                    state = .lineComment
                } else if character == star && previous == slash {
                    result[result.count - 1] = space
                    result.append(space)
                    state = .blockComment
                } else if character == UInt8(ascii: "\"") {
                    result.append(space)
                    state = .string
                } else if character == UInt8(ascii: "'") {
                    result.append(space)
                    state = .character
                } else {
                    result.append(contentsOf: bytes[start..<end])
                }
            case .lineComment:
                result.append(character == newline ? newline : space)
                if character == newline { state = .code }
            case .blockComment:
                result.append(character == newline ? newline : space)
                if character == slash && previous == star { state = .code }
            case .string, .character:
                if character == newline {
                    result.append(newline)
                    state = .code
                } else {
                    result.append(space)
                    if previous != backslash && character == UInt8(ascii: state == .string ? "\"" : "'") {
                        state = .code
                    }
                }
            }
            previous = (previous == backslash && character == backslash) ? space : character
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// ``blankingCommentsAndStrings(_:)`` for ASCII text without `\r`, byte by byte.
    private static func blankingASCII(_ bytes: [UInt8]) -> String {
        var result = bytes
        var state = State.code
        var previous = UInt8(ascii: " ")
        result.withUnsafeMutableBufferPointer { result in
            for index in result.indices {
                blankASCII(at: index, in: result, state: &state, previous: &previous)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// One step of ``blankingASCII(_:)``: reads the byte at `index` of `result` and blanks it
    /// (and the `/` before it) as `state` says.
    @inline(__always)
    private static func blankASCII(
        at index: Int, in result: UnsafeMutableBufferPointer<UInt8>, state: inout State, previous: inout UInt8
    ) {
        let space = UInt8(ascii: " ")
        let newline = UInt8(ascii: "\n")
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let backslash = UInt8(ascii: "\\")
        let byte = result[index]
        switch state {
        case .code:
            if byte == slash && previous == slash {
                result[index - 1] = space
                result[index] = space
                state = .lineComment
            } else if byte == star && previous == slash {
                result[index - 1] = space
                result[index] = space
                state = .blockComment
            } else if byte == UInt8(ascii: "\"") {
                result[index] = space
                state = .string
            } else if byte == UInt8(ascii: "'") {
                result[index] = space
                state = .character
            }
        case .lineComment:
            if byte == newline {
                state = .code
            } else {
                result[index] = space
            }
        case .blockComment:
            if byte != newline { result[index] = space }
            if byte == slash && previous == star { state = .code }
        case .string, .character:
            if byte == newline {
                state = .code
            } else {
                result[index] = space
                if previous != backslash && byte == UInt8(ascii: state == .string ? "\"" : "'") { state = .code }
            }
        }
        previous = (previous == backslash && byte == backslash) ? space : byte
    }

    private enum State {
        case code, lineComment, blockComment, string, character
    }

    /// Constants passed in code: identifiers such as `kTCGBAuthFacebook` (a `k` then an upper-case letter).
    ///
    /// Works on UTF-8 bytes: identifiers are ASCII, and this runs on every line of sample code.
    static func constants(in code: String) -> [String] {
        if let found = code.utf8.withContiguousStorageIfAvailable(constants) { return found }
        return Array(code.utf8).withUnsafeBufferPointer(constants)
    }

    /// ``constants(in:)`` on the UTF-8 bytes of the code.
    private static func constants(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var found: [String] = []
        var start = -1
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F
        }
        for index in 0...bytes.count {
            let inside = index < bytes.count && isIdentifier(bytes[index])
            if inside {
                if start < 0 { start = index }
                continue
            }
            if start >= 0, index - start > 2, bytes[start] == UInt8(ascii: "k"),
                bytes[start + 1] >= 0x41, bytes[start + 1] <= 0x5A,
                start == 0 || bytes[start - 1] < 0x80
            {
                found.append(String(decoding: bytes[start..<index], as: UTF8.self))
            }
            start = -1
        }
        return found
    }
}
