/// The names and titles of pages that list a product's error codes.
enum ErrorPageNames {
    /// Whether a file name or title says it lists error or result codes, in any of the guides'
    /// languages: `error-code`, `Error Codes`, `errorcodes`, `오류 코드`, `エラーコード`, `错误码`…, or
    /// names errors alone (`errors`, `오류`).
    static func namesCodes(_ text: String) -> Bool {
        let squeezed = String(
            text.lowercased().unicodeScalars.filter {
                !($0 == " " || $0 == "-" || $0 == "_" || $0 == "." || $0 == "\u{3000}")
            })
        let lastPart = squeezed.split(separator: "/").last.map(String.init) ?? squeezed
        // A page named for errors alone (`errors.mdx`, `reference/errors.md`) is their reference.
        return codeTitles.contains { lastPart.contains($0) } || errorsAlone.contains(lastPart)
    }

    private static let errorsAlone: Set<String> = ["errors", "오류", "에러", "エラー", "错误", "錯誤"]

    private static let codeTitles = [
        "errorcode", "resultcode", "errorlist", "returncode",
        "오류코드", "에러코드", "결과코드",
        "エラーコード", "結果コード",
        "错误码", "错误代码", "結果代碼", "錯誤代碼", "错误代碼", "返回码", "结果码",
    ]
}
