internal import Yams

/// The YAML front matter at the top of a page: metadata for a static site generator (Jekyll,
/// Hugo, Docusaurus, MkDocs, GitHub's own rendering), not Markdown.
///
/// ```
/// ---
/// title: 로그인
/// sidebar_position: 2
/// ---
/// # 로그인
/// ```
///
/// Read as Markdown, the first `---` is a thematic break and the lines after it, up to the
/// second `---`, a setext heading: every page would start with a section named after its
/// metadata (`title: 로그인 sidebar_position: 2`), which differs from language to language and
/// throws the alignment of the real sections off. The parse stage hands these lines to cmark as
/// blank lines instead (see ``MarkdownParser/parse(_:limits:paragraphs:frontMatterLines:)``).
///
/// Front matter is what the generators read as such: the page's first line is `---`, a later line
/// is `---` or `...` (either may have trailing spaces or tabs), and the lines between them are
/// a YAML mapping, or nothing; or lines written as keys and values that are not valid YAML, which
/// the generators take as front matter too and fail on (see ``read(_:)``). Anything else (a
/// thematic break followed by a heading, a block that never closes) is Markdown, as before.
///
/// Hugo's TOML front matter is fenced by `+++` lines instead. errata has no TOML parser, and
/// needs none: a `+++` line means nothing in Markdown (it would be a paragraph of its own), so a
/// block that opens with one on the first line and closes with another is taken as front matter
/// whatever it holds.
enum FrontMatter {
    /// The most UTF-8 bytes the lines of a front matter block may hold (64 KiB); the metadata of
    /// a page is a few lines, and a longer block is read as Markdown.
    static let maximumBytes = 64 << 10

    /// The number of lines, both fences included, of the front matter at the top of `text`, or 0
    /// when it has none.
    ///
    /// - Parameter text: A page's text, decoded, with `\n` line ends.
    static func lineCount(in text: String) -> Int {
        read(text).lines
    }

    /// Front matter whose YAML a generator cannot read: the page's line and what is wrong there.
    struct Problem: Sendable, Equatable {
        var line: Int
        var reason: String
    }

    /// The number of lines of the front matter at the top of `text` (0 when it has none) and, for
    /// a block whose every line is written as a key and its value (`title: …`, `outline: [2, 3]`)
    /// but that is not valid YAML (`description: @scope/package의 …`: a value may not begin with
    /// `@`), what is wrong: the generator fails on the page, or shows the block as text.
    static func read(_ text: String) -> (lines: Int, problem: Problem?) {
        // Most pages start with neither fence: only three bytes are read.
        let isYAML = text.utf8.starts(with: "---".utf8)
        guard isYAML || text.utf8.starts(with: "+++".utf8) else { return (0, nil) }
        return text.withUTF8Bytes { bytes in
            guard let block = closedBlock(in: bytes, mark: isYAML ? UInt8(ascii: "-") : UInt8(ascii: "+")) else {
                return (0, nil)
            }
            guard isYAML else { return (block.lines, nil) }
            let content = String(decoding: UnsafeBufferPointer(rebasing: bytes[block.content]), as: UTF8.self)
            switch mappingProblem(content) {
            case .none: return (block.lines, nil)
            case .some(let problem):
                guard looksLikeMapping(content) else { return (0, nil) }
                return (block.lines, Problem(line: 1 + (problem.line ?? 1), reason: problem.reason))
            }
        }
    }

    /// Whether every line of a block is a key and its value, a value's continuation (indented, a
    /// list item) or a comment, with one key at least.
    private static func looksLikeMapping(_ content: String) -> Bool {
        var keys = 0
        for line in content.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let first = line.unicodeScalars.first, !line.allSatisfy(\.isWhitespace) else { continue }
            if first == " " || first == "\t" || first == "-" || first == "#" { continue }
            guard let colon = line.firstIndex(of: ":"),
                line[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }),
                !line[..<colon].isEmpty
            else { return false }
            keys += 1
        }
        return keys > 0
    }

    /// The bytes between the fences, and the number of lines up to and including the closing
    /// fence, of a block that opens on the first line and closes within ``maximumBytes``; its
    /// fences are three `mark`s (a YAML block may also close with `...`).
    private static func closedBlock(in bytes: UnsafeBufferPointer<UInt8>, mark: UInt8) -> (
        content: Range<Int>, lines: Int
    )? {
        guard let firstEnd = lineEnd(in: bytes, from: 0), isFence(bytes[0..<firstEnd], marks: [mark])
        else { return nil }
        let closing = mark == UInt8(ascii: "-") ? [mark, UInt8(ascii: ".")] : [mark]
        var start = firstEnd + 1
        var lines = 1
        while start < bytes.count, start <= maximumBytes {
            let end = lineEnd(in: bytes, from: start) ?? bytes.count
            lines += 1
            if isFence(bytes[start..<end], marks: closing) {
                return (firstEnd + 1..<start, lines)
            }
            start = end + 1
        }
        return nil
    }

    /// The offset of the `\n` that ends the line starting at `start`, if any.
    private static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
    }

    /// Whether a line is three of one of `marks` (`---`, `...`, `+++`), with nothing after them but
    /// spaces and tabs.
    private static func isFence(_ line: Slice<UnsafeBufferPointer<UInt8>>, marks: [UInt8]) -> Bool {
        guard line.count >= 3 else { return false }
        let mark = line[line.startIndex]
        guard marks.contains(mark) else { return false }
        let rest = line.dropFirst(3)
        return line.prefix(3).allSatisfy { $0 == mark } && rest.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// Whether YAML text is a mapping, or holds no document at all (blank lines and comments).
    ///
    /// The text is composed as ``YAMLAliasGuard/aliasFree(_:)`` gives it, for the reason the config
    /// is: an alias can make Yams hash a key's whole expansion; without `*` there is no alias, and
    /// the rest reads the same.
    static func isMapping(_ content: String) -> Bool {
        mappingProblem(content) == nil
    }

    /// Why YAML text is not a mapping (nor empty), with the line of the block where its parser
    /// stopped, if it says; `nil` for a mapping.
    private static func mappingProblem(_ content: String) -> (line: Int?, reason: String)? {
        guard let copy = YAMLAliasGuard.aliasFree(content) else { return (nil, "it uses YAML aliases") }
        do {
            guard let root = try ConfigLoader.parser(copy).singleRoot() else { return nil }
            return root.mapping != nil ? nil : (nil, "it is not a mapping of keys to values")
        } catch YamlError.duplicatedKeysInMapping {
            // A mapping all the same (generators keep the last value).
            return nil
        } catch YamlError.scanner(let context, let problem, let mark, _) {
            return (
                mark.line, [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            )
        } catch YamlError.parser(let context, let problem, let mark, _) {
            return (
                mark.line, [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            )
        } catch {
            return (nil, "it is not valid YAML")
        }
    }
}
