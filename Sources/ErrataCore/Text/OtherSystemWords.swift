/// Words a heading uses to say its section is about codes that are not the product's (`Third-party
/// codes`, `Codes that are not the SDK's`, `외부 코드`, `他社のコード`, `不属于本产品的代码`), in the
/// guides' languages: whole Latin words, other scripts' words anywhere (they do not space them).
enum OtherSystemWords {
    /// Whether `heading` holds one.
    static func appear(in heading: String) -> Bool {
        let lowered = heading.lowercased()
        let words = lowered.split { !($0.isLetter || $0 == "-") }
        if words.contains(where: { latin.contains(String($0)) }) { return true }
        return lowered.unicodeScalars.contains { !$0.isASCII } && scripts.contains { lowered.contains($0) }
    }

    private static let latin: Set<String> = [
        "third-party", "thirdparty", "external", "upstream", "foreign", "not", "non",
    ]

    private static let scripts = [
        "서드파티", "서드 파티", "외부", "타사", "제3자", "아닌", "サードパーティ", "外部", "他社", "第三者", "ではない", "以外",
        "第三方", "不属于", "不屬於", "并非", "並非", "不是",
    ]
}
