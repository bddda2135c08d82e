/// The platforms an SDK's guides are written for, as errata names them: `android`, `ios`, `unity`,
/// `unreal`, `windows`, `macos`, `js`, `flutter`, `react-native`, `cocos`.
///
/// A page belongs to a platform by its name (`ios-setup.md`, `chat-android.md`,
/// `aos-getting-started.md`) or a folder (`ios/…`); a table row by its Platform column
/// (`Android<br/>Unity<br/>iOS`).
public enum Platform {
    /// Every platform id, in the order outputs list them.
    public static let all = [
        "android", "ios", "unity", "unreal", "windows", "macos", "js", "flutter", "react-native", "cocos",
    ]

    /// The one platform the words of `text` name (`Android (XYZResultCode)`, `iOS-only errors`,
    /// `iOSのエラーコード`); `nil` for none or several.
    static func only(namedIn text: String) -> String? {
        // Platform names are ASCII words, written against the page's own script too (`iOSのエラー`).
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var named = Set(words.compactMap { id(ofWord: $0) })
        // React Native is two words, however they are joined.
        if zip(words, words.dropFirst()).contains(where: { $0.lowercased() == "react" && $1.lowercased() == "native" })
        {
            named.insert("react-native")
        }
        return named.count == 1 ? named.first : nil
    }

    /// How a report names a platform (`iOS` for `ios`).
    static func displayName(_ id: String) -> String {
        let names = [
            "android": "Android", "ios": "iOS", "unity": "Unity", "unreal": "Unreal", "windows": "Windows",
            "macos": "macOS", "js": "JavaScript", "flutter": "Flutter", "react-native": "React Native",
            "cocos": "Cocos2d-x",
        ]
        return names[id] ?? id
    }

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
        "flutter": "flutter", "dart": "flutter",
        "react-native": "react-native", "reactnative": "react-native", "react_native": "react-native",
        "cocos": "cocos", "cocos2d": "cocos", "cocos2dx": "cocos", "cocos2d-x": "cocos", "cocoscreator": "cocos",
    ]

    /// The names of ``names`` written in two words.
    private static let twoWordNames = names.keys.filter { $0.contains("-") || $0.contains("_") }.sorted()

    /// The platforms a cell lists (`Android<br/>Unity`, `iOS, Android`, `Android / iOS`), in the
    /// cell's order; `nil` when any word of it names no platform, or it names none.
    static func ids(inCell text: String) -> [String]? {
        // Platform names are short and ASCII: a description is turned down on its bytes, word by
        // word, at the first word that names no platform (most cells read are descriptions or symbols).
        guard text.utf8.count <= 80 else { return nil }
        var ids: [String] = []
        var word: [UInt8] = []
        word.reserveCapacity(16)
        // `React Native` is one name of two words.
        var afterReact = false
        func endWord() -> Bool {
            guard !word.isEmpty else { return true }
            let text = String(decoding: word, as: UTF8.self)
            if afterReact {
                afterReact = false
                guard text == "native" else { return false }
                if !ids.contains("react-native") { ids.append("react-native") }
                word.removeAll(keepingCapacity: true)
                return true
            }
            if text == "react" {
                afterReact = true
                word.removeAll(keepingCapacity: true)
                return true
            }
            guard let id = names[text] else { return false }
            if !ids.contains(id) { ids.append(id) }
            word.removeAll(keepingCapacity: true)
            return true
        }
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "/"), UInt8(ascii: "&"):
                guard endWord() else { return nil }
            default: word.append(FastText.asciiLowercased(byte))
            }
        }
        guard endWord(), !afterReact else { return nil }
        return ids.isEmpty ? nil : ids
    }

    /// The platform a page is written for, from its path inside its language's folder
    /// (`ios-setup.md`, `chat-android.md`, `sdk/unity/setup.md`), or `nil` for a page of
    /// every platform.
    ///
    /// A name part counts at the name's start or end only (`unity-setup`, `crash-reporter-unity`,
    /// `android`), and a folder by its whole name: a word inside a name (`web-admin-guide`) says what the
    /// page is about, not which SDK it is for; `web` and `pc` count only as folders.
    public static func of(page: String) -> String? {
        var parts = page.split(separator: "/").map(String.init)
        guard let file = parts.popLast() else { return nil }
        for folder in parts.reversed() {
            if let id = id(ofWord: folder) { return id }
        }
        let stem = file.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? file
        let words = stem.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
        guard !words.isEmpty else { return nil }
        // Names of two words (`react-native-guide`, `sdk-cocos2d-x`).
        let lowered = stem.lowercased()
        for name in twoWordNames {
            if lowered.hasPrefix(name + "-") || lowered.hasPrefix(name + "_") || lowered.hasSuffix("-" + name)
                || lowered.hasSuffix("_" + name)
            {
                return names[name]
            }
        }
        for word in [words.first!, words.last!] {
            let lowered = word.lowercased()
            if lowered == "web" || lowered == "pc" || lowered == "win" { continue }
            if let id = id(ofWord: lowered) { return id }
        }
        return nil
    }
}
