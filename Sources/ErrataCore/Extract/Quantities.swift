import Foundation

/// Numbers a line of prose or a table row gives on their own (`초당 최대 50회`, `每秒 30 次`,
/// `up to 15 seconds`, `1만 건`): a limit, a timeout, a count, which a translation writes as the
/// source does, in the digits every language shares. A duration or a size is read in one unit
/// (`1분` and `60 seconds` are one value); a language's large-number words are read as their value
/// (`1만`, `1万` and `10,000`). Prices (localized), dates, numbers joined to letters (`5G`, `H.264`,
/// `v2`), addresses, code spans and one of a unit read "each" (`1 秒あたり` for `초당`) are not read.
enum Quantities {
    /// What a number counts, so that only numbers of one kind are compared.
    enum Kind: String, Sendable, Codable {
        case plain, duration, size, percent
    }

    struct Match: Equatable {
        /// The value in the kind's unit (seconds, bytes), digits and a dot (`1200`, `0.5`; a
        /// version `3.2.0` as written).
        var value: String
        var kind: Kind
        /// The number and its unit as written (`50회`, `15 seconds`).
        var text: String
        /// The 0-based offset of the number in the line, in Unicode scalars.
        var offset: Int
    }

    static func read(_ line: Substring) -> [Match] {
        guard line.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return [] }
        // A heading's numbers number the sections (`### 5. …`).
        guard line.first(where: { $0 != " " }) != "#" else { return [] }
        let scalars = masked(Self.scalars(of: line))
        var matches: [Match] = []
        // Where the last part of a date ends (`2024`, `3월`, `March`): a number right after it,
        // across separators only, is part of the date too.
        var dateEnd: Int?
        var index = 0
        while index < scalars.count {
            guard isDigit(scalars[index]), index == 0 || !isDigit(scalars[index - 1]) else {
                if isLatinLetter(scalars[index]) {
                    // A word: only one with a capital may be a month's name.
                    let start = index
                    while index < scalars.count, isLatinLetter(scalars[index]) { index += 1 }
                    if scalars[start].value < 0x5B, index - start >= 3, index - start <= 9,
                        monthStarts.contains(
                            scalars[start].value << 16 | scalars[start + 1].value << 8 | scalars[start + 2].value),
                        monthNames.contains(string(scalars[start..<index]))
                    {
                        dateEnd = index
                    }
                } else {
                    index += 1
                }
                continue
            }
            let start = index
            var dots = 0
            var grouped = false
            while index < scalars.count {
                let scalar = scalars[index]
                if isDigit(scalar) {
                } else if scalar == ".", index + 1 < scalars.count, isDigit(scalars[index + 1]) {
                    dots += 1
                } else if scalar == ",", isGroup(scalars, after: index) {
                    // A group separator (`1,200`), not a list (`3, 4`).
                    grouped = true
                } else {
                    break
                }
                index += 1
            }
            let numberEnd = index
            let inDate = dateEnd.map { onlySeparators(scalars, from: $0, to: start) } ?? false
            dateEnd = nil
            guard !isJoined(scalars, before: start), !isCurrency(scalars, before: start),
                !isCode(scalars, start: start, end: index), !isLabel(scalars, start: start, end: index),
                let (unit, multiplier, addend, end) = self.unit(scalars, after: index)
            else { continue }
            index = end
            // Taken out only for a number read (most are part of a name or an address).
            let digits = string(scalars[start..<numberEnd].filter { !grouped || $0 != "," }[...])
            if inDate || unit == .month || unit == .date || isYear(digits, dots: dots, grouped: grouped, unit: unit) {
                dateEnd = end
                continue
            }
            // `1 秒あたり`, `每 1 秒`, `1件当たり`: one of a unit, which another language leaves
            // unwritten (`초당`, `per second`).
            if digits == "1", multiplier == 1, unit?.measure == nil || isPer(scalars, start: start, end: end) {
                continue
            }
            if let match = match(digits, dots: dots, multiplier: multiplier, addend: addend, unit: unit) {
                let text = string(scalars[start..<end])
                matches.append(Match(value: match.value, kind: match.kind, text: text, offset: start))
            }
        }
        return matches
    }

    /// Whether a number as ``Match/text`` writes it is one of its unit (`1 秒`, `1분`; not `1만`,
    /// `1,000` or `1.5`).
    static func isOne(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "1" else { return false }
        if scalars.count > 1, isDigit(scalars[1]) || scalars[1] == "." || scalars[1] == "," { return false }
        return Unit.multiplier(scalars, at: skipSpace(scalars, from: 1)) == nil
    }

    /// What follows a number that ends at `index`: its unit, its multiplier and what a smaller
    /// part adds (`초`, `1만`, `3만 5천`, `30-second`, `500ms`) and where they end; `nil` where the
    /// number is part of a word (`5G`, `32-bit`) or a price (`1,000원`).
    private static func unit(_ scalars: [Unicode.Scalar], after index: Int) -> (Unit?, Double, Double, Int)? {
        guard index < scalars.count else { return (nil, 1, 0, index) }
        // `4.x`: a range of versions.
        if scalars[index] == ".", index + 1 < scalars.count, isLatinLetter(scalars[index + 1]) { return nil }
        if isLatinLetter(scalars[index]) {
            let word = latinWord(scalars, from: index)
            guard let unit = Unit.joined[word.lowercased()] else { return nil }
            return (unit, 1, 0, index + word.unicodeScalars.count)
        }
        if scalars[index] == "-", index + 1 < scalars.count, isLatinLetter(scalars[index + 1]) {
            let word = latinWord(scalars, from: index + 1)
            guard let (unit, length) = Unit.word(scalars, at: index + 1), length == word.unicodeScalars.count
            else { return nil }
            return (unit, 1, 0, index + 1 + length)
        }
        var end = index
        var after = skipSpace(scalars, from: end)
        var multiplier: Double = 1
        var addend: Double = 0
        if let (factor, length) = Unit.multiplier(scalars, at: after) {
            multiplier = factor
            end = after + length
            // `5천만`, `3千万`: a smaller multiplier before a larger one multiplies it.
            if let (larger, largerLength) = Unit.multiplier(scalars, at: end), larger > factor {
                multiplier *= larger
                end += largerLength
            }
            after = skipSpace(scalars, from: end)
            // `3만 5천`: a smaller part after the larger one.
            var digitsEnd = after
            while digitsEnd < scalars.count, isDigit(scalars[digitsEnd]) { digitsEnd += 1 }
            if digitsEnd > after, let part = Double(string(scalars[after..<digitsEnd])),
                let (smaller, partLength) = Unit.multiplier(scalars, at: skipSpace(scalars, from: digitsEnd)),
                smaller < factor
            {
                addend = part * smaller
                end = skipSpace(scalars, from: digitsEnd) + partLength
                after = skipSpace(scalars, from: end)
            }
        }
        if Unit.isCurrency(scalars, at: after) { return nil }
        if let (unit, length) = Unit.word(scalars, at: after) { return (unit, multiplier, addend, after + length) }
        return (nil, multiplier, addend, end)
    }

    /// Whether a number is a year (`2024`, `2024년`, `2019.04.23`): four digits from 1900 to 2099
    /// written without a group separator, on their own or as a date's first part.
    private static func isYear(_ digits: String, dots: Int, grouped: Bool, unit: Unit?) -> Bool {
        guard !grouped, unit == nil || unit == .year else { return false }
        let first = digits.prefix { $0 != "." }
        guard first.count == 4, let year = Int(first), (1900...2099).contains(year) else { return false }
        return dots == 0 || dots == 2
    }

    /// Whether only a date's separators stand between `start` and `end` (`. `, `/`, `-`, `, `).
    private static func onlySeparators(_ scalars: [Unicode.Scalar], from start: Int, to end: Int) -> Bool {
        start <= end && end - start <= 3
            && scalars[start..<end].allSatisfy { isSpace($0) || [".", "/", "-", ","].contains($0) }
    }

    /// The first three letters of ``monthNames``, packed: most capitalized words start otherwise.
    private static let monthStarts = Set(
        monthNames.map { name in
            name.unicodeScalars.prefix(3).reduce(UInt32(0)) { $0 << 8 | $1.value }
        })

    /// English months, as a date writes them (`May 5`, `Jan. 27`).
    private static let monthNames: Set<String> = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct", "Nov", "Dec",
    ]

    private static func match(_ digits: String, dots: Int, multiplier: Double, addend: Double, unit: Unit?) -> (
        value: String, kind: Kind
    )? {
        guard dots < 2 else {
            // A version, compared as written.
            return unit == nil && multiplier == 1 ? (digits, .plain) : nil
        }
        guard let number = Double(digits) else { return nil }
        let value = number * multiplier + addend
        guard let unit, let (kind, factor) = unit.measure else { return (format(value), .plain) }
        return (format(value * factor), kind)
    }

    /// The value a plain number written as `digits` (digits and dots, `5.0`, `3.2.0`) is read as.
    static func plainValue(_ digits: String) -> String {
        guard digits.filter({ $0 == "." }).count < 2, let number = Double(digits) else { return digits }
        return format(number)
    }

    private static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// Hides what holds no number of the text: code spans, links' addresses, HTML and template
    /// tags, addresses, a list's or a quote's marker.
    private static func masked(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var result = scalars
        func hide(_ range: Range<Int>) {
            for index in range where index < result.count { result[index] = "\u{1}" }
        }
        // A list item's or a quote's marker (`1. `, `2) `, `- `, `> `).
        var index = 0
        while index < scalars.count, scalars[index] == " " || scalars[index] == ">" { index += 1 }
        var digitsEnd = index
        while digitsEnd < scalars.count, isDigit(scalars[digitsEnd]) { digitsEnd += 1 }
        if digitsEnd > index, digitsEnd + 1 < scalars.count, scalars[digitsEnd] == "." || scalars[digitsEnd] == ")",
            scalars[digitsEnd + 1] == " "
        {
            hide(index..<digitsEnd)
        }
        // A section's number leading the line (`**6.2.1 CDN**`, `6.2 Settings`), not a value
        // (`2.5 seconds`).
        if digitsEnd == index {
            while index < scalars.count, scalars[index] == "*" || scalars[index] == "_" || isSpace(scalars[index]) {
                index += 1
            }
            var end = index
            while end < scalars.count, isDigit(scalars[end]) || (scalars[end] == "." && end > index) { end += 1 }
            if end > index, end < scalars.count, isSpace(scalars[end]), scalars[index..<end].contains("."),
                unit(scalars, after: end)?.0 == nil
            {
                hide(index..<end)
            }
        }
        index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "`":
                var run = index
                while run < scalars.count, scalars[run] == "`" { run += 1 }
                let length = run - index
                var close = run
                var found: Int?
                while close < scalars.count {
                    if scalars[close] == "`" {
                        var closeRun = close
                        while closeRun < scalars.count, scalars[closeRun] == "`" { closeRun += 1 }
                        if closeRun - close == length {
                            found = closeRun
                            break
                        }
                        close = closeRun
                    } else {
                        close += 1
                    }
                }
                let spanEnd = found ?? run
                hide(index..<spanEnd)
                index = spanEnd
            case "]" where index + 1 < scalars.count && scalars[index + 1] == "(":
                let close = scalars[(index + 2)...].firstIndex(of: ")") ?? scalars.count
                hide(index..<min(close + 1, scalars.count))
                index = close + 1
            case "[" where index + 1 < scalars.count && scalars[index + 1] == "^":
                let close = scalars[index...].firstIndex(of: "]") ?? scalars.count
                hide(index..<min(close + 1, scalars.count))
                index = close + 1
            case "<"
            where index + 1 < scalars.count
                && (isLatinLetter(scalars[index + 1]) || scalars[index + 1] == "/" || scalars[index + 1] == "!"):
                let close = scalars[index...].firstIndex(of: ">") ?? scalars.count
                hide(index..<min(close + 1, scalars.count))
                index = close + 1
            case "{" where index + 1 < scalars.count && (scalars[index + 1] == "{" || scalars[index + 1] == "%"):
                var close = index + 2
                while close + 1 < scalars.count, !(scalars[close + 1] == "}" && scalars[close] != "{") { close += 1 }
                hide(index..<min(close + 2, scalars.count))
                index = close + 2
            case "h" where startsAddress(scalars, at: index):
                var end = index
                while end < scalars.count, !isSpace(scalars[end]), scalars[end].value < 0x80 { end += 1 }
                hide(index..<end)
                index = end
            default:
                index += 1
            }
        }
        return result
    }

    private static func startsAddress(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        (index == 0 || !isLatinLetter(scalars[index - 1]))
            && (hasPrefix(scalars, at: index, http) || hasPrefix(scalars, at: index, https))
    }

    private static let http = Array("http://".unicodeScalars)
    private static let https = Array("https://".unicodeScalars)
    /// Words after a number and its unit that make it one of the unit "each" (`1 秒あたり`).
    private static let perWords = ["あたり", "当たり", "ごと", "毎", "당", "마다"].map { Array($0.unicodeScalars) }

    /// The scalars of `line`, decoded in one pass (`Array(line.unicodeScalars)` counts them first).
    private static func scalars(of line: Substring) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(line.utf8.count)
        for scalar in line.unicodeScalars { scalars.append(scalar) }
        return scalars
    }

    /// The text of `scalars`, encoded at once (a `String.UnicodeScalarView` built from a slice goes
    /// through the standard library's unspecialized code).
    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count * 4)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `prefix` is written at `index` of `scalars`.
    static func hasPrefix(_ scalars: [Unicode.Scalar], at index: Int, _ prefix: [Unicode.Scalar]) -> Bool {
        guard index + prefix.count <= scalars.count else { return false }
        return prefix.indices.allSatisfy { scalars[index + $0] == prefix[$0] }
    }

    /// Whether the number starting at `start` is part of a word, a name or a notation: a letter,
    /// a digit's dot, `#`, `@`, `/`, `\`, `:`, `_`, or a sign after a letter (`UTC+9`) before it.
    private static func isJoined(_ scalars: [Unicode.Scalar], before start: Int) -> Bool {
        guard start > 0 else { return false }
        let previous = scalars[start - 1]
        if isLatinLetter(previous) || isDigit(previous) { return true }
        if ["#", "@", "/", "\\", ":", "_", ".", "\u{1}", "=", "^"].contains(previous) { return true }
        if previous == "+" || previous == "-" || previous == "×" || previous == "x" {
            return start > 1 && (isLatinLetter(scalars[start - 2]) || isDigit(scalars[start - 2]))
        }
        return false
    }

    /// Whether a number and its unit read "each": `1 秒あたり`, `1分ごと`, `每 1 秒`, `per 1 second`.
    private static func isPer(_ scalars: [Unicode.Scalar], start: Int, end: Int) -> Bool {
        let after = skipSpace(scalars, from: end)
        if perWords.contains(where: { hasPrefix(scalars, at: after, $0) }) {
            return true
        }
        var before = start - 1
        while before >= 0, isSpace(scalars[before]) { before -= 1 }
        guard before >= 0 else { return false }
        if scalars[before] == "每" || scalars[before] == "毎" { return true }
        var wordStart = before
        while wordStart > 0, isLatinLetter(scalars[wordStart - 1]) { wordStart -= 1 }
        let word = string(scalars[wordStart...before]).lowercased()
        return word == "per" || word == "every" || word == "each"
    }

    /// Whether the number is a code in parentheses after a name (`BANNED_MEMBER(7)`,
    /// `ERROR_TIMEOUT (101)`): the code rules compare those.
    private static func isCode(_ scalars: [Unicode.Scalar], start: Int, end: Int) -> Bool {
        guard start > 0, scalars[start - 1] == "(", end < scalars.count, scalars[end] == ")" else { return false }
        var before = start - 2
        if before >= 0, isSpace(scalars[before]) { before -= 1 }
        return before >= 0 && (isLatinLetter(scalars[before]) || isDigit(scalars[before]) || scalars[before] == "_")
    }

    /// Whether the number begins a quoted or marked section title (`'2. 인증'`, `**3. Login**`):
    /// it numbers the section.
    private static func isLabel(_ scalars: [Unicode.Scalar], start: Int, end: Int) -> Bool {
        guard start > 0, ["'", "\"", "*", "‘", "“", "「", "『", "["].contains(scalars[start - 1]) else { return false }
        var index = end
        while index < scalars.count, scalars[index] == "-" || scalars[index] == "." || isDigit(scalars[index]) {
            index += 1
        }
        return index > end && index < scalars.count && isSpace(scalars[index]) && scalars[index - 1] == "."
    }

    private static func isCurrency(_ scalars: [Unicode.Scalar], before start: Int) -> Bool {
        var index = start - 1
        while index >= 0, isSpace(scalars[index]) { index -= 1 }
        guard index >= 0 else { return false }
        return ["$", "¥", "￥", "€", "£", "₩", "￦"].contains(scalars[index])
    }

    private static func isGroup(_ scalars: [Unicode.Scalar], after comma: Int) -> Bool {
        guard comma + 3 < scalars.count, (1...3).allSatisfy({ isDigit(scalars[comma + $0]) }) else { return false }
        return comma + 4 == scalars.count || !isDigit(scalars[comma + 4])
    }

    private static func skipSpace(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
        var index = index
        // One space at most, and emphasis marks around the number (`**50**회`).
        var spaces = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "*" || scalar == "_" || scalar == "~" {
                index += 1
            } else if isSpace(scalar), spaces == 0 {
                spaces += 1
                index += 1
            } else {
                break
            }
        }
        return index
    }

    private static func latinWord(_ scalars: [Unicode.Scalar], from index: Int) -> String {
        var end = index
        while end < scalars.count, isLatinLetter(scalars[end]) { end += 1 }
        return string(scalars[index..<end])
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{A0}" || scalar == "\u{202F}" || scalar == "\u{2009}" || scalar == "\t"
    }
}

/// The units, multipliers and currencies a number in prose is written with, in the languages
/// errata reads.
private enum Unit: Equatable {
    case millisecond, second, minute, hour, day, week, month, monthCount, year
    case byte, kilobyte, megabyte, gigabyte, terabyte
    case percent
    /// A counter (`회`, `次`, `件`, `times`): the number is compared as it is.
    case count
    /// Part of a date (`号`).
    case date

    var measure: (Quantities.Kind, Double)? {
        switch self {
        case .millisecond: (.duration, 0.001)
        case .second: (.duration, 1)
        case .minute: (.duration, 60)
        case .hour: (.duration, 3600)
        case .day: (.duration, 86400)
        case .week: (.duration, 604_800)
        case .monthCount: (.duration, 2_592_000)
        case .year: (.duration, 31_536_000)
        case .byte: (.size, 1)
        case .kilobyte: (.size, 1024)
        case .megabyte: (.size, 1_048_576)
        case .gigabyte: (.size, 1_073_741_824)
        case .terabyte: (.size, 1_099_511_627_776)
        case .percent: (.percent, 1)
        case .month, .count, .date: nil
        }
    }

    /// Units written joined to the number (`500ms`, `10s`, `5MB`).
    static let joined: [String: Unit] = [
        "ms": .millisecond, "msec": .millisecond, "s": .second, "sec": .second, "secs": .second,
        "min": .minute, "mins": .minute, "h": .hour, "hr": .hour, "hrs": .hour,
        "b": .byte, "kb": .kilobyte, "kib": .kilobyte, "mb": .megabyte, "mib": .megabyte, "gb": .gigabyte,
        "gib": .gigabyte, "tb": .terabyte, "tib": .terabyte,
    ]

    /// Units written after the number.
    private static let words: [(String, Unit)] = [
        // Latin words end at a letter's end (see `word(_:at:)`).
        ("milliseconds", .millisecond), ("millisecond", .millisecond), ("ms", .millisecond),
        ("seconds", .second), ("second", .second), ("secs", .second), ("sec", .second),
        ("minutes", .minute), ("minute", .minute), ("mins", .minute), ("min", .minute),
        ("hours", .hour), ("hour", .hour), ("hrs", .hour), ("days", .day), ("day", .day),
        ("weeks", .week), ("week", .week), ("months", .monthCount), ("month", .monthCount),
        ("years", .year), ("year", .year),
        ("bytes", .byte), ("byte", .byte), ("KB", .kilobyte), ("KiB", .kilobyte), ("MB", .megabyte),
        ("MiB", .megabyte), ("GB", .gigabyte), ("GiB", .gigabyte), ("TB", .terabyte), ("TiB", .terabyte),
        ("percent", .percent), ("times", .count),
        // Korean.
        ("밀리초", .millisecond), ("초", .second), ("분", .minute), ("시간", .hour), ("일", .day),
        ("주", .week), ("개월", .monthCount), ("달", .monthCount), ("월", .month), ("년", .year),
        ("바이트", .byte), ("퍼센트", .percent), ("회", .count), ("번", .count), ("건", .count), ("개", .count),
        // Chinese and Japanese.
        ("毫秒", .millisecond), ("ミリ秒", .millisecond), ("秒", .second), ("分钟", .minute), ("分鐘", .minute),
        ("分", .minute), ("小时", .hour), ("小時", .hour), ("時間", .hour), ("天", .day), ("日", .day),
        ("周", .week), ("週", .week), ("个月", .monthCount), ("個月", .monthCount), ("か月", .monthCount),
        ("ヶ月", .monthCount), ("カ月", .monthCount), ("ケ月", .monthCount), ("月", .month), ("年", .year),
        ("号", .date), ("字节", .byte), ("バイト", .byte), ("次", .count), ("回", .count), ("件", .count),
        ("个", .count), ("個", .count), ("つ", .count),
        // Signs.
        ("%", .percent), ("％", .percent),
    ]

    /// The unit written at `index`, with its length in scalars.
    static func word(_ scalars: [Unicode.Scalar], at index: Int) -> (Unit, Int)? {
        // Words that begin as a unit does: `5 초과` (more than 5), `3분기` (a quarter), `3분의 1`.
        if longest(in: notUnits, scalars, at: index) != nil { return nil }
        return longest(in: units, scalars, at: index).map { ($0.value, $0.length) }
    }

    /// A large-number word after a number (`1만`, `3億`, `2 million`), with its length.
    static func multiplier(_ scalars: [Unicode.Scalar], at index: Int) -> (Double, Int)? {
        longest(in: multipliers, scalars, at: index).map { ($0.value, $0.length) }
    }

    /// Whether a currency is written at `index` (`원`, `円`, `USD`): a price, which translations
    /// localize.
    static func isCurrency(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        longest(in: currencies, scalars, at: index) != nil
    }

    /// Words by their first scalar: most numbers are followed by none of them, which one look-up tells.
    private typealias Index<Value> = [Unicode.Scalar: [(word: [Unicode.Scalar], value: Value)]]

    private static func indexed<Value>(_ words: [(String, Value)]) -> Index<Value> {
        var index: Index<Value> = [:]
        for (word, value) in words {
            let scalars = Array(word.unicodeScalars)
            index[scalars[0], default: []].append((scalars, value))
        }
        // The longest first, where one word begins another (`分钟` before `分`).
        return index.mapValues { $0.sorted { $0.word.count > $1.word.count } }
    }

    private static let units = indexed(words)
    private static let notUnits = indexed(
        ["초과", "분기", "분석", "분의", "일부", "일반", "주의", "주소", "分の", "分之"].map { ($0, ()) })
    private static let multipliers = indexed([
        ("만", 1e4), ("萬", 1e4), ("万", 1e4), ("억", 1e8), ("億", 1e8), ("亿", 1e8), ("천", 1e3), ("千", 1e3),
        ("thousand", 1e3), ("million", 1e6), ("billion", 1e9),
    ])
    private static let currencies = indexed(
        [
            "원", "円", "元", "엔", "ドル", "달러", "美元", "ウォン", "韩元", "韓元", "ユーロ", "유로", "欧元", "歐元", "块", "dollars", "dollar",
            "yen", "won", "USD", "KRW", "JPY",
            "CNY", "EUR", "RMB", "TWD", "HKD",
        ].map { ($0, ()) })

    /// The longest word of `index` written at `index`, with its value and length; a Latin word
    /// must end there (`min` is not `minimum`).
    private static func longest<Value>(in index: Index<Value>, _ scalars: [Unicode.Scalar], at position: Int) -> (
        value: Value, length: Int
    )? {
        guard position < scalars.count, let candidates = index[scalars[position]] else { return nil }
        for (word, value) in candidates where matches(word, scalars, at: position) {
            return (value, word.count)
        }
        return nil
    }

    private static func matches(_ word: [Unicode.Scalar], _ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard Quantities.hasPrefix(scalars, at: index, word) else { return false }
        let end = index + word.count
        if let last = word.last, Quantities.isLatinLetter(last), end < scalars.count {
            return !Quantities.isLatinLetter(scalars[end])
        }
        return true
    }
}
