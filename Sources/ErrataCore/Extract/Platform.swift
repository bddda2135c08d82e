/// The platforms an SDK's guides are written for, as errata names them: `android`, `ios`, `unity`,
/// `unreal`, `windows`, `macos`, `js`.
///
/// A page belongs to a platform by its name (`ios-sdk-guide.md`, `push-android.md`,
/// `aos-getting-started.md`) or a folder (`ios/…`); a table row by its Platform column
/// (`Android<br/>Unity<br/>iOS`).
public enum Platform {
    /// Every platform id, in the order outputs list them.
    public static let all = ["android", "ios", "unity", "unreal", "windows", "macos", "js"]

    /// The platform id a word names (`Android`, `AOS`, `iOS`, `UE4`, `JavaScript`…), or `nil`.
    public static func id(ofWord word: some StringProtocol) -> String? {
        names[word.lowercased()]
    }

    private static let names: [String: String] = [
        "android": "android", "aos": "android",
        "ios": "ios", "ipados": "ios",
        "unity": "unity",
        "unreal": "unreal", "ue4": "unreal", "ue5": "unreal",
        "windows": "windows", "win": "windows", "win32": "windows", "pc": "windows",
        "macos": "macos", "mac": "macos", "osx": "macos",
        "js": "js", "javascript": "js", "web": "js", "html5": "js", "typescript": "js",
    ]

    /// The platforms a cell lists (`Android<br/>Unity`, `iOS, Android`, `Android / iOS`), in the
    /// cell's order; `nil` when any word of it names no platform, or it names none.
    static func ids(inCell text: String) -> [String]? {
        // Platform names are short and ASCII: a description is turned down on its bytes.
        guard text.utf8.count <= 80, text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        // Word by word on bytes, stopping at the first word that names no platform: most cells
        // read are descriptions or symbols.
        let separators: [UInt8] = Array("\n, /&".utf8)
        var ids: [String] = []
        for word in text.utf8.split(whereSeparator: separators.contains) {
            guard let id = names[String(decoding: word.lazy.map(FastText.asciiLowercased), as: UTF8.self)] else {
                return nil
            }
            if !ids.contains(id) { ids.append(id) }
        }
        return ids.isEmpty ? nil : ids
    }

    /// The platform a page is written for, from its path inside its language's folder
    /// (`ios-sdk-guide.md`, `push-android.md`, `sdk/unity/setup.md`), or `nil` for a page of
    /// every platform.
    ///
    /// A name part counts at the name's start or end only (`unity-sdk-guide`, `log-collector-unity`),
    /// and a folder by its whole name: a word inside a name (`web-console-guide`) says what the
    /// page is about, not which SDK it is for; `web` and `pc` count only as folders.
    public static func of(page: String) -> String? {
        var parts = page.split(separator: "/").map(String.init)
        guard let file = parts.popLast() else { return nil }
        for folder in parts.reversed() {
            if let id = id(ofWord: folder) { return id }
        }
        let stem = file.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? file
        let words = stem.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
        guard words.count > 1 else { return nil }
        for word in [words.first!, words.last!] {
            let lowered = word.lowercased()
            if lowered == "web" || lowered == "pc" || lowered == "win" { continue }
            if let id = id(ofWord: lowered) { return id }
        }
        return nil
    }
}
