/// Levenshtein distance, for "did you mean" suggestions and near-miss symbols.
enum EditDistance {
    /// Whether two names share a stem, case aside: a run of four characters at least that is half
    /// the shorter name at least (`timeZone` and `timezoneId`, not `orderNo` and `extra`).
    static func sharesStem(_ a: String, _ b: String) -> Bool {
        let a = Array(a.lowercased().unicodeScalars)
        let b = Array(b.lowercased().unicodeScalars)
        let needed = max(4, (min(a.count, b.count) + 1) / 2)
        guard min(a.count, b.count) >= needed else { return false }
        // The longest common run ending at each pair of positions, one row at a time.
        var previous = [Int](repeating: 0, count: b.count + 1)
        var current = previous
        for i in 1...a.count {
            for j in 1...b.count {
                current[j] = a[i - 1] == b[j - 1] ? previous[j - 1] + 1 : 0
                if current[j] >= needed { return true }
            }
            swap(&previous, &current)
        }
        return false
    }

    /// Whether `symbol` is a misspelling of `other`: a character or two apart (one for names
    /// under ten characters), other than in digits (`ERROR_1` and `ERROR_2` are two names).
    static func isMisspelling(_ symbol: String, of other: String) -> Bool {
        guard symbol != other, min(symbol.utf8.count, other.utf8.count) >= 4 else { return false }
        let letters = { (name: String) in name.unicodeScalars.map(\.value).filter { !(0x30...0x39).contains($0) } }
        guard letters(symbol) != letters(other) else { return false }
        let limit = min(symbol.count, other.count) >= 10 ? 2 : 1
        return distance(symbol, other, limit: limit) != nil
    }

    /// The number of single-character edits between `a` and `b`, or `nil` once it exceeds `limit`.
    static func distance(_ a: String, _ b: String, limit: Int = .max) -> Int? {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// Two rows of the distance table, kept between calls to save allocating them for each pair.
    struct Rows {
        var previous: [Int] = []
        var current: [Int] = []
    }

    /// The distance between two words given as Unicode scalar values, or `nil` once it exceeds
    /// `limit`. Only the cells within `limit` of the diagonal are worked out: the others already
    /// exceed it.
    static func distance(_ a: [UInt32], _ b: [UInt32], limit: Int, rows: inout Rows) -> Int? {
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let outside = limit + 1
        let width = b.count + 1
        if rows.previous.count < width {
            rows.previous = [Int](repeating: outside, count: width)
            rows.current = [Int](repeating: outside, count: width)
        }
        for j in 0..<width { rows.previous[j] = j <= limit ? j : outside }
        for i in 1...a.count {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            rows.current[low - 1] = low == 1 && i <= limit ? i : outside
            var rowMinimum = rows.current[low - 1]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                let value = min(rows.previous[j] + 1, rows.current[j - 1] + 1, rows.previous[j - 1] + cost)
                rows.current[j] = min(value, outside)
                rowMinimum = min(rowMinimum, rows.current[j])
            }
            if high < b.count { rows.current[high + 1] = outside }
            if rowMinimum > limit { return nil }
            swap(&rows.previous, &rows.current)
        }
        let result = rows.previous[b.count]
        return result <= limit ? result : nil
    }

    /// The candidate closest to `word`, if one is within a third of its length (1 for words of up to
    /// three characters, else at least 2 so that a swapped pair of letters is found; at most 3).
    static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = word.count <= 3 ? 1 : min(3, max(2, word.count / 3))
        var best: (String, Int)?
        for candidate in candidates {
            guard let distance = distance(word, candidate, limit: limit) else { continue }
            if best == nil || distance < best!.1 {
                best = (candidate, distance)
            }
        }
        return best?.0
    }
}
