import Foundation
import Testing

@testable import ErrataCore

@Suite("Decoding input files")
struct TextDecoderTests {
    @Test("A UTF-8 byte-order mark is dropped and CRLF becomes LF")
    func bomAndLineEnds() throws {
        let data = Data([0xEF, 0xBB, 0xBF] + Array("a\r\nb\rc\n".utf8))
        #expect(try TextDecoder.decode(data, path: "x.md") == "a\nb\nc\n")
    }

    @Test("A UTF-8 byte-order mark is dropped from a file that needs no other change; an empty file is empty")
    func bomOnly() throws {
        #expect(try TextDecoder.decode(Data([0xEF, 0xBB, 0xBF] + Array("한 a\nb\n".utf8)), path: "x.md") == "한 a\nb\n")
        #expect(try TextDecoder.decode(Data([0xEF, 0xBB, 0xBF]), path: "x.md") == "")
        #expect(try TextDecoder.decode(Data(), path: "x.md") == "")
        // What follows the mark is read as UTF-8: a UTF-16 mark there is invalid UTF-8.
        #expect(throws: InputError.self) {
            try TextDecoder.decode(Data([0xEF, 0xBB, 0xBF, 0xFF, 0xFE, 0x61, 0x00]), path: "x.md")
        }
    }

    @Test("Invalid UTF-8 names the line, column and byte offset")
    func invalidUTF8() {
        let data = Data(Array("one\ntwo\nth".utf8) + [0xFF] + Array("ree\n".utf8))
        #expect {
            try TextDecoder.decode(data, path: "ko/page.md")
        } throws: { error in
            let error = error as! InputError
            return error.location == SourceLocation(path: "ko/page.md", line: 3, column: 3)
                && error.message.contains("byte offset 10") && error.message.contains("UTF-8")
        }
    }

    @Test("Overlong encodings and surrogates are not UTF-8")
    func malformedSequences() {
        for bytes: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80]] {
            #expect(throws: InputError.self) { try TextDecoder.decode(Data(bytes), path: "x.md") }
        }
    }

    @Test("UTF-16 with a byte-order mark and NUL bytes are refused")
    func utf16AndNul() {
        #expect(throws: InputError.self) { try TextDecoder.decode(Data([0xFF, 0xFE, 0x61, 0x00]), path: "x.md") }
        #expect(throws: InputError.self) { try TextDecoder.decode(Data([0x61, 0x00, 0x62]), path: "x.md") }
    }

    @Test("Korean, Japanese and Chinese text decodes as it is")
    func cjk() throws {
        let text = "제재된 회원입니다。制裁中の会員です。此成员已被禁用。"
        #expect(try TextDecoder.decode(Data(text.utf8), path: "x.md") == text)
    }
}
