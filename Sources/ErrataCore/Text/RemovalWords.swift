/// Words that say something was removed or deprecated, in the guides' languages: whole Latin words
/// (`Removed`, `deprecated`), and other scripts' words anywhere (they do not space them). Read on
/// bytes: every line that names a code is asked.
enum RemovalWords {
    /// Whether `text` holds one.
    static func appear(in text: some StringProtocol) -> Bool {
        var text = String(text)
        return text.withUTF8 { appear(in: $0) }
    }

    /// Whether the UTF-8 `bytes` hold one.
    static func appear(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = -1
        var others = false
        for index in 0...bytes.count {
            let byte = index < bytes.count ? bytes[index] : 0x20
            if FastText.isASCIILetter(byte) {
                if start < 0 { start = index }
                continue
            }
            if byte >= 0x80 { others = true }
            // A whole word of the right length, starting as one of them does, is compared.
            if start >= 0, (7...12).contains(index - start), latinFirstLetters.contains(bytes[start] | 0x20),
                latin.contains(String(decoding: bytes[start..<index].map { $0 | 0x20 }, as: UTF8.self))
            {
                return true
            }
            start = -1
        }
        return others && scripts.contains { FastText.contains(bytes, $0) }
    }

    private static let latin: Set<String> = [
        "removed", "removal", "removals", "deleted", "deprecated", "deprecation", "deprecations", "dropped",
        "discontinued",
    ]
    private static let latinFirstLetters: Set<UInt8> = [UInt8(ascii: "r"), UInt8(ascii: "d")]
    private static let scripts: [StaticString] = [
        "삭제", "제거", "폐기", "지원 종료", "지원 중단", "削除", "廃止", "非推奨", "移除", "删除", "刪除", "废弃", "廢棄", "废除", "廢除", "弃用",
        "棄用",
    ]
}
