/// Where a line of Markdown writes addresses rather than text: link and image targets
/// (`[label](target)`, `![alt](target)`, `<https://…>`) and bare URLs. A target keeps the names
/// it was given (`4_5_블랙리스트_일괄_등록_en.png`), which are not the page's text.
enum LinkTargets {
    /// The character ranges of the line's targets and URLs.
    static func characterRanges(in line: Substring) -> [Range<Int>] {
        // Most lines hold no target: turned down on their bytes.
        guard mayHoldTarget(Array(line.utf8)) else { return [] }
        let characters = Array(line)
        var ranges: [Range<Int>] = []
        var index = 0
        while index < characters.count {
            if characters[index] == "]", index + 1 < characters.count, characters[index + 1] == "(" {
                // To the parenthesis that closes it (targets may hold balanced parentheses).
                var depth = 0
                var end = index + 1
                while end < characters.count {
                    if characters[end] == "(" { depth += 1 }
                    if characters[end] == ")" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    end += 1
                }
                ranges.append((index + 2)..<min(end, characters.count))
                index = end
            } else if startsURL(characters, at: index) {
                var end = index
                while end < characters.count, !characters[end].isWhitespace, characters[end] != ")",
                    characters[end] != ">", characters[end] != "\""
                {
                    end += 1
                }
                ranges.append(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return ranges
    }

    /// Whether `bytes` hold `](`, `://` or `www.` (any case): what every target and URL has.
    private static func mayHoldTarget(_ bytes: [UInt8]) -> Bool {
        for index in bytes.indices.dropLast() {
            switch bytes[index] {
            case UInt8(ascii: "]") where bytes[index + 1] == UInt8(ascii: "("): return true
            case UInt8(ascii: ":") where bytes[(index + 1)...].starts(with: "//".utf8): return true
            case UInt8(ascii: "w"), UInt8(ascii: "W"):
                if bytes[index...].prefix(4).map(FastText.asciiLowercased).elementsEqual("www.".utf8) { return true }
            default: continue
            }
        }
        return false
    }

    private static func startsURL(_ characters: [Character], at index: Int) -> Bool {
        guard characters[index] == "h" || characters[index] == "w" else { return false }
        for scheme in ["https://", "http://", "www."] where index + scheme.count <= characters.count {
            if String(characters[index..<(index + scheme.count)]).lowercased() == scheme { return true }
        }
        return false
    }
}

extension LinkTargets {
    /// A link's fragment and the name of the page it leads to: its address's last part without a
    /// page's extension (`webhook` of `./webhook/#codes` or `../en/webhook.md#codes`), empty for a
    /// link to a place on its own page (`#codes`); `nil` for a link without a fragment.
    static func pageAndFragment(_ destination: String) -> (page: String, fragment: String)? {
        guard let hash = destination.firstIndex(of: "#") else { return nil }
        var target = destination[..<hash]
        if let query = target.firstIndex(of: "?") { target = target[..<query] }
        var name = target.split(separator: "/").last(where: { $0 != "." }).map(String.init) ?? ""
        for suffix in [".md", ".mdx", ".html"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        return (name, String(destination[destination.index(after: hash)...]))
    }
}
