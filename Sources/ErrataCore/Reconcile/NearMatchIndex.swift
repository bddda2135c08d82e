/// Finds the words within two edits of a given word without comparing it with every word.
///
/// Each indexed word is cut into three pieces; a word within two edits of it keeps at least one
/// piece unchanged, shifted by at most two characters. Looking a word up therefore only compares
/// it with the words that share one of its pieces near the same place, so building the index and
/// querying it grow linearly with the number of words.
struct NearMatchIndex {
    private var words: [String] = []
    private var pieces: [String: [Int]] = [:]
    let maximumDistance = 2

    init(_ words: some Sequence<String>) {
        for word in Set(words).sorted() {
            let characters = Array(word)
            guard characters.count >= 6 else { continue }
            let index = self.words.count
            self.words.append(word)
            for (start, length) in Self.cuts(characters.count) {
                let piece = String(characters[start..<(start + length)])
                pieces["\(start)|\(piece)", default: []].append(index)
            }
        }
    }

    /// Words within two edits of `word`, other than `word` itself, closest first.
    func matches(for word: String) -> [(word: String, distance: Int)] {
        let characters = Array(word)
        guard characters.count >= 6 else { return [] }
        var candidates: Set<Int> = []
        for length in (characters.count - maximumDistance)...(characters.count + maximumDistance) where length >= 6 {
            for (start, pieceLength) in Self.cuts(length) {
                for shift in -maximumDistance...maximumDistance {
                    let from = start + shift
                    guard from >= 0, from + pieceLength <= characters.count else { continue }
                    let piece = String(characters[from..<(from + pieceLength)])
                    candidates.formUnion(pieces["\(start)|\(piece)"] ?? [])
                }
            }
        }
        var result: [(word: String, distance: Int)] = []
        for candidate in candidates.sorted() where words[candidate] != word {
            if let distance = EditDistance.distance(word, words[candidate], limit: maximumDistance), distance > 0 {
                result.append((words[candidate], distance))
            }
        }
        return result.sorted { ($0.distance, $0.word) < ($1.distance, $1.word) }
    }

    /// Where the three pieces of a word of `length` characters start, and how long they are.
    private static func cuts(_ length: Int) -> [(start: Int, length: Int)] {
        let size = length / 3
        return [(0, size), (size, size), (2 * size, length - 2 * size)]
    }
}
