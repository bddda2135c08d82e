import Foundation

// The dates and version numbers a heading carries, whatever the language's format.
extension SectionAligner {
    /// The dates and versions of a heading's title (see ``stamp(_:)``).
    struct Stamp: Hashable, Sendable {
        /// Its dates, as `yyyy-mm-dd`, in order.
        var dates: [String]
        /// Its versions, in order.
        var versions: [String]

        /// Whether two stamps say different things: each has dates (or versions) the other's
        /// are not. A stamp without dates (or without versions) says nothing against the other's.
        func conflicts(with other: Stamp) -> Bool {
            (!dates.isEmpty && !other.dates.isEmpty && dates != other.dates)
                || (!versions.isEmpty && !other.versions.isEmpty && versions != other.versions)
        }

        /// Whether two headings' stamps, where both have one, say different things (two releases).
        static func conflict(_ a: Stamp?, _ b: Stamp?) -> Bool {
            guard let a, let b else { return false }
            return a.conflicts(with: b)
        }

        /// Whether two stamps can be of one heading: they share a date or a version and conflict in nothing.
        func agrees(with other: Stamp) -> Bool {
            !conflicts(with: other)
                && (dates.contains(where: other.dates.contains) || versions.contains(where: other.versions.contains))
        }
    }

    /// The dates and versions a title carries, in one form for every language, or `nil` when it
    /// carries none: `2.18.2 (2020.12.15)`, `2.18.2 (December 15, 2020)` and `2.18.2 (2020년 12월
    /// 15일)` all give version `2.18.2` and date `2020-12-15`. Release notes date or version each
    /// heading, and each language writes the date its own way; the stamp is what their headings share.
    ///
    /// Dates are read as year, month and day (`2021. 04. 19.`, `2021-04-19`, `2021/4/19`,
    /// `2021年4月19日`, `2021년 4월 19일`), or with an English month name (`April 19, 2021`,
    /// `19 Apr 2021`). Versions are two to four numbers joined by `.` with nothing between
    /// (`1.12.0`, `v2.3`), read only in a title of nothing else but dates: in a title of words a
    /// dotted number is the section's numbering, which translations renumber (`5.3 Build history`),
    /// or a version the words say something about (`2017.2 or higher`, `Lower than 2017.2`).
    static func stamp(_ title: String) -> Stamp? {
        // Most titles hold no digit: nothing to read.
        guard title.utf8.contains(where: { (0x30...0x39).contains($0) }), mayHoldStamp(title) else { return nil }
        return stamp(tokens: StampToken.tokens(title))
    }

    /// The stamp of a title's tokens (see ``stamp(_:)``).
    static func stamp(tokens: [StampToken]) -> Stamp? {
        var stamp = Stamp(dates: [], versions: [])
        var index = 0
        var hasWords = false
        while index < tokens.count {
            if let (date, next) = date(in: tokens, at: index) {
                stamp.dates.append(date)
                index = next
            } else if let (version, next) = version(in: tokens, at: index) {
                stamp.versions.append(version)
                index = next
            } else {
                if tokens[index].isWordlike { hasWords = true }
                index += 1
            }
        }
        if hasWords { stamp.versions = [] }
        return stamp.dates.isEmpty && stamp.versions.isEmpty ? nil : stamp
    }

    /// Whether ``stamp(_:)`` may find something in `title`: every date has a year of four digits,
    /// and a version counts only in a title without words. Most numbered titles have neither, and
    /// are turned down here without being split.
    private static func mayHoldStamp(_ title: String) -> Bool {
        var digits = 0
        var hasWord = false
        for scalar in title.unicodeScalars {
            if scalar.isASCII, FastText.isASCIIDigit(UInt8(scalar.value)) {
                digits += 1
                continue
            }
            if digits == 4 { return true }
            digits = 0
            if hasWord { continue }
            if scalar.isASCII {
                // A lone `v` (`v2.3`) is no word; any other ASCII letter is part of one.
                hasWord = FastText.isASCIILetter(UInt8(scalar.value)) && scalar != "v" && scalar != "V"
            } else {
                hasWord = scalar.properties.isAlphabetic && !dateMarks.contains(scalar)
            }
        }
        return digits == 4 || !hasWord
    }

    /// A piece of a title as ``stamp(_:)`` reads it.
    struct StampToken: Equatable {
        enum Kind: Equatable {
            /// A run of ASCII digits, its value and how many digits it has.
            case number(Int, digits: Int)
            /// A run of ASCII letters, lower-cased.
            case word(String)
            /// Any other character but white space.
            case mark(Unicode.Scalar)
        }
        var kind: Kind
        /// Whether white space stands right before it.
        var spaced: Bool

        /// Whether it is part of a title's words: a word but `v`, or a letter of another script.
        var isWordlike: Bool {
            switch kind {
            case .number: false
            case .word(let word): word != "v"
            case .mark(let mark):
                !mark.isASCII && mark.properties.isAlphabetic && !SectionAligner.dateMarks.contains(mark)
            }
        }

        /// Read by Unicode scalars, not characters: every numbered heading is read, and what
        /// a date or version is made of is one scalar each.
        static func tokens(_ title: String) -> [StampToken] {
            var tokens: [StampToken] = []
            var spaced = false
            let scalars = Array(title.unicodeScalars)
            var index = 0
            func run(_ belongs: (UInt8) -> Bool) -> ArraySlice<Unicode.Scalar> {
                let start = index
                while index < scalars.count, scalars[index].isASCII, belongs(UInt8(scalars[index].value)) { index += 1 }
                return scalars[start..<index]
            }
            while index < scalars.count {
                let first = scalars[index]
                if first.isASCII ? (0x09...0x0D).contains(first.value) || first == " " : first.properties.isWhitespace {
                    spaced = true
                    index += 1
                } else if first.isASCII, FastText.isASCIIDigit(UInt8(first.value)) {
                    let digits = run(FastText.isASCIIDigit)
                    // A run too long for a date or a version part is read as no number.
                    let value = digits.count <= 9 ? digits.reduce(0) { $0 * 10 + Int($1.value - 0x30) } : -1
                    tokens.append(StampToken(kind: .number(value, digits: digits.count), spaced: spaced))
                    spaced = false
                } else if first.isASCII, FastText.isASCIILetter(UInt8(first.value)) {
                    let letters = run(FastText.isASCIILetter)
                    let word = String(
                        decoding: letters.map { FastText.asciiLowercased(UInt8($0.value)) }, as: UTF8.self)
                    tokens.append(StampToken(kind: .word(word), spaced: spaced))
                    spaced = false
                } else {
                    index += 1
                    tokens.append(StampToken(kind: .mark(first), spaced: spaced))
                    spaced = false
                }
            }
            return tokens
        }
    }

    /// English month names and their usual abbreviations, by month.
    private static let monthNames: [String: Int] = {
        let names = [
            "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
            "november", "december",
        ]
        var months: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            months[name] = index + 1
            months[String(name.prefix(3))] = index + 1
        }
        months["sept"] = 9
        return months
    }()

    /// What may stand between a numeric date's year, month and day.
    private static let dateSeparators: Set<Unicode.Scalar> = [".", "-", "/", "년", "월", "年", "月"]

    /// The letters of a numeric date in Korean, Japanese and Chinese.
    static let dateMarks: Set<Unicode.Scalar> = ["년", "월", "일", "年", "月", "日"]

    /// The date that starts at `index`, as `yyyy-mm-dd`, and the index after it.
    private static func date(in tokens: [StampToken], at index: Int) -> (String, Int)? {
        func number(_ at: Int) -> (value: Int, digits: Int)? {
            guard at < tokens.count, case .number(let value, let digits) = tokens[at].kind, value >= 0 else {
                return nil
            }
            return (value, digits)
        }
        func month(_ at: Int) -> Int? {
            guard at < tokens.count, case .word(let word) = tokens[at].kind else { return nil }
            return monthNames[word]
        }
        func isMark(_ at: Int, _ marks: Set<Unicode.Scalar>) -> Bool {
            guard at < tokens.count, case .mark(let mark) = tokens[at].kind else { return false }
            return marks.contains(mark)
        }
        func formatted(_ year: Int, _ month: Int, _ day: Int) -> String? {
            guard (1...12).contains(month), (1...31).contains(day) else { return nil }
            return String(format: "%04d-%02d-%02d", year, month, day)
        }
        // Year first: 2021. 04. 19. / 2021-04-19 / 2021年4月19日
        if let year = number(index), year.digits == 4, isMark(index + 1, dateSeparators),
            let month = number(index + 2), month.digits <= 2, isMark(index + 3, dateSeparators),
            let day = number(index + 4), day.digits <= 2, let date = formatted(year.value, month.value, day.value)
        {
            var next = index + 5
            if isMark(next, [".", "일", "日"]) { next += 1 }
            return (date, next)
        }
        // Month name first: April 19, 2021 / Apr. 19 2021
        if let month = month(index) {
            var at = index + 1
            if isMark(at, ["."]) { at += 1 }
            if let day = number(at), day.digits <= 2 {
                at += 1
                if case .word(let suffix) = tokens[safe: at]?.kind, ["st", "nd", "rd", "th"].contains(suffix) {
                    at += 1
                }
                if isMark(at, [",", "."]) { at += 1 }
                if let year = number(at), year.digits == 4, let date = formatted(year.value, month, day.value) {
                    return (date, at + 1)
                }
            }
        }
        // Day first: 19 April 2021
        if let day = number(index), day.digits <= 2, let month = month(index + 1) {
            var at = index + 2
            if isMark(at, [".", ","]) { at += 1 }
            if let year = number(at), year.digits == 4, let date = formatted(year.value, month, day.value) {
                return (date, at + 1)
            }
        }
        return nil
    }

    /// The version number that starts at `index` (two to four numbers joined by `.` with no space),
    /// and the index after it.
    private static func version(in tokens: [StampToken], at index: Int) -> (String, Int)? {
        guard case .number(let first, _) = tokens[index].kind, first >= 0 else { return nil }
        var parts = [String(first)]
        var at = index + 1
        while at + 1 < tokens.count, tokens[at].kind == .mark("."), !tokens[at].spaced, !tokens[at + 1].spaced,
            case .number(let value, _) = tokens[at + 1].kind, value >= 0
        {
            parts.append(String(value))
            at += 2
        }
        guard (2...4).contains(parts.count) else { return nil }
        return (parts.joined(separator: "."), at)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
