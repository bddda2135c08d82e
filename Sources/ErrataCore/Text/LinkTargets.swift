import Foundation

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

    /// The character ranges of the line's link texts that name a page of another site by its title:
    /// links to an `http(s)` address that names no language (no host label or path folder such as
    /// `ko`, `en`, `zh-cn`). Such a text quotes the resource as it is called (an article in Japanese
    /// listed in an English changelog); a link to a language's edition of a page is the page's text.
    static func externalTitleRanges(in line: Substring) -> [Range<Int>] {
        httpLinkTexts(in: line).filter { $0.language == nil }.map(\.range)
    }

    /// The character ranges of the line's link texts to an `http(s)` address that names a language
    /// (`https://example.com/zh/tutorial/body/`), with that language's code: the text may be the
    /// title of that language's edition of the page (release notes announcing a translation).
    static func editionTitleRanges(in line: Substring) -> [(range: Range<Int>, language: String)] {
        httpLinkTexts(in: line).compactMap { link in link.language.map { (link.range, $0) } }
    }

    /// The texts of the line's links to `http(s)` addresses, as character ranges, with the
    /// language code the address names in a host label or a path folder, if any.
    private static func httpLinkTexts(in line: Substring) -> [(range: Range<Int>, language: String?)] {
        guard mayHoldTarget(Array(line.utf8)) else { return [] }
        let characters = Array(line)
        var texts: [(range: Range<Int>, language: String?)] = []
        var index = 0
        while index + 1 < characters.count {
            guard characters[index] == "]", characters[index + 1] == "(" else {
                index += 1
                continue
            }
            var end = index + 2
            while end < characters.count, characters[end] != ")", !characters[end].isWhitespace { end += 1 }
            let target = String(characters[(index + 2)..<end])
            if let address = URLComponents(string: target), ["http", "https"].contains(address.scheme?.lowercased()),
                let host = address.host
            {
                let parts = host.split(separator: ".") + address.path.split(separator: "/")
                let language = parts.lazy.map { $0.lowercased() }.first { LanguageCode.matches($0) }
                // Back to the `[` that opens the text (texts may hold brackets).
                var depth = 0
                var open = index - 1
                while open >= 0 {
                    if characters[open] == "]" { depth += 1 }
                    if characters[open] == "[" {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    open -= 1
                }
                if open >= 0 { texts.append(((open + 1)..<index, language)) }
            }
            index = end
        }
        return texts
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

extension LinkTargets {
    /// `target` with each part that is one of `codes` (a language's folder and bundle names, as
    /// ``languageCodes(_:)`` gives them), compared without regard to ASCII case, replaced by
    /// `{lang}`; `target` itself when it has none (most). Parts are what stands between the
    /// start, the end, `/`, `.`, `?`, `&`, `=` and `#`. A page's language suffix is dropped
    /// (`faq.{lang}.md` is `faq.md`).
    static func localized(_ target: String, codes: [[UInt8]]) -> String {
        guard !codes.isEmpty else { return target }
        let replaced = target.withUTF8Bytes { bytes -> String? in
            var result: [UInt8]?
            // The bytes before `copied` are in `result`.
            var copied = 0
            var start = 0
            // One pass over the bytes; a part is compared with the codes only when it ends and has
            // the length of one (most parts do not).
            for end in 0...bytes.count where end == bytes.count || isCut(bytes[end]) {
                if isCode(bytes, start..<end, codes: codes) {
                    if result == nil { result = [] }
                    result! += bytes[copied..<start]
                    result! += "{lang}".utf8
                    copied = end
                }
                start = end + 1
            }
            guard var result else { return nil }
            result += bytes[copied...]
            return String(decoding: result, as: UTF8.self)
        }
        guard var replaced else { return target }
        // A page marked by its language's suffix (`faq.en.md`, as MkDocs' i18n plugin names a
        // translation) is that language's edition of the page the default language writes
        // without one (`faq.md`).
        if replaced.contains(".{lang}.") {
            for fileExtension in ["html", "htm"] + SourceLoader.pageExtensions {
                replaced = replaced.replacingOccurrences(of: ".{lang}.\(fileExtension)", with: ".\(fileExtension)")
            }
        }
        return replaced
    }

    /// Whether `bytes[part]` is one of `codes`, ASCII letters compared without regard to case.
    private static func isCode(_ bytes: UnsafeBufferPointer<UInt8>, _ part: Range<Int>, codes: [[UInt8]]) -> Bool {
        codes.contains { code in
            guard code.count == part.count else { return false }
            for (offset, byte) in code.enumerated()
            where FastText.asciiLowercased(bytes[part.lowerBound + offset]) != byte {
                return false
            }
            return true
        }
    }

    /// A language's folder and bundle names as ``localized(_:codes:)`` compares them: lowercased bytes.
    static func languageCodes(_ language: LanguageConfig) -> [[UInt8]] {
        var codes: [[UInt8]] = []
        for name in [language.folder, language.bundle] where !name.isEmpty {
            let code = name.utf8.map(FastText.asciiLowercased)
            if !codes.contains(code) { codes.append(code) }
        }
        return codes
    }

    private static func isCut(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "&"), UInt8(ascii: "="),
            UInt8(ascii: "#"):
            true
        default: false
        }
    }
}
