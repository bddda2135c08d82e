/// Levenshtein distance, for "did you mean" suggestions and near-miss symbols.
enum EditDistance {
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
