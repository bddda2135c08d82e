/// Finds the words within two edits of a given word without comparing it with every word.
///
/// Each indexed word is cut into five pieces. An edit breaks at most one piece, so a word within
/// two edits of it keeps at least three pieces unchanged, each shifted by at most two places.
/// Looking a word up therefore only compares it with the words that share three of their pieces
/// with it near the same place. Such a word shares one of any three pieces, so only the three
/// pieces found in the fewest words are read: when every symbol starts the same way
/// (`XYZ_ERROR_…`), the pieces of the shared prefix (two at most) are not.
/// Building the index and querying it grow linearly with the number of words.
///
/// Words are read as Unicode scalars, as ``EditDistance`` counts edits. Pieces are keyed by a
/// hash of the word's length, their place and scalars: two pieces with the same hash only add a
/// candidate, which the edit distance then accepts or rejects, so a collision costs time, never a
/// wrong answer.
struct NearMatchIndex {
    private var words: [String] = []
    private var scalars: [[UInt32]] = []
    private let pieces: PieceTable
    let maximumDistance = 2
    /// Shorter words are not indexed nor looked up: two edits change them too much.
    static let minimumLength = 6

    init(_ words: some Sequence<String>) {
        var entries: [PieceTable.Entry] = []
        // Sorted, each once: cheaper than hashing them into a set and sorting that.
        for word in Array(words).sortedUnique() {
            let values = Self.scalars(of: word)
            guard values.count >= Self.minimumLength else { continue }
            let index = Int32(self.words.count)
            self.words.append(word)
            self.scalars.append(values)
            for (start, length) in Self.cuts(values.count) {
                entries.append(.init(key: Self.key(values.count, start, values[start..<(start + length)]), word: index))
            }
        }
        pieces = PieceTable(entries)
    }

    /// Words within two edits of `word`, other than `word` itself, closest first.
    func matches(for word: String) -> [(word: String, distance: Int)] {
        let query = Self.scalars(of: word)
        var result: [(word: String, distance: Int)] = []
        var previous: Int32 = -1
        var rows = EditDistance.Rows()
        for candidate in candidates(for: query) where candidate != previous {
            previous = candidate
            let index = Int(candidate)
            if let distance = EditDistance.distance(query, scalars[index], limit: maximumDistance, rows: &rows),
                distance > 0
            {
                result.append((words[index], distance))
            }
        }
        return result.sorted { ($0.distance, $0.word) < ($1.distance, $1.word) }
    }

    /// The first of ``matches(for:)``, found without measuring every candidate in full: candidates
    /// come in word order, so the first at distance one is the answer, and once one at distance
    /// two is found, the others need only be measured up to one edit.
    func closest(to word: String) -> (word: String, distance: Int)? {
        let query = Self.scalars(of: word)
        var best: (word: String, distance: Int)?
        var previous: Int32 = -1
        var rows = EditDistance.Rows()
        for candidate in candidates(for: query) where candidate != previous {
            previous = candidate
            let index = Int(candidate)
            // Only a closer word replaces the best: at equal distance the earlier word wins.
            let limit = (best?.distance ?? maximumDistance + 1) - 1
            if let distance = EditDistance.distance(query, scalars[index], limit: limit, rows: &rows), distance > 0 {
                best = (words[index], distance)
                if distance == 1 { break }
            }
        }
        return best
    }

    /// The Unicode scalars of `word`: its bytes when it is ASCII (most symbols and selectors).
    private static func scalars(of word: String) -> [UInt32] {
        let ascii = word.withUTF8Bytes { bytes in FastText.isASCII(bytes) ? bytes.map(UInt32.init) : nil }
        return ascii ?? word.unicodeScalars.map(\.value)
    }

    /// The indices of the words that share enough pieces with `query` near the same place to be
    /// within two edits of it, sorted (words are indexed in sorted order, so this is also word order).
    ///
    /// A word within two edits shares three of its five pieces, so it shares one of any three: the
    /// words are gathered from the three pieces whose lists are shortest (not from a piece every
    /// word has, such as a common prefix), and each is then compared piece by piece with the query.
    func candidates(for query: [UInt32]) -> [Int32] {
        guard query.count >= Self.minimumLength else { return [] }
        // For each piece (by its place), the lists of words it is found in: for every word length
        // within two of the query's, and every shift by up to two places.
        var lists = [[Range<Int>]](repeating: [], count: Self.pieceCount)
        var sizes = [Int](repeating: 0, count: Self.pieceCount)
        for length in (query.count - maximumDistance)...(query.count + maximumDistance)
        where length >= Self.minimumLength {
            for (piece, (start, pieceLength)) in Self.cuts(length).enumerated() {
                for shift in -maximumDistance...maximumDistance {
                    let from = start + shift
                    guard from >= 0, from + pieceLength <= query.count,
                        let words = pieces.words(Self.key(length, start, query[from..<(from + pieceLength)]))
                    else { continue }
                    lists[piece].append(words)
                    sizes[piece] += words.count
                }
            }
        }
        let needed = Self.pieceCount - maximumDistance
        let shortest = (0..<Self.pieceCount).sorted { (sizes[$0], $0) < (sizes[$1], $1) }.prefix(needed)
        var gathered: [Int32] = []
        gathered.reserveCapacity(shortest.reduce(0) { $0 + sizes[$1] })
        for piece in shortest {
            for words in lists[piece] { gathered += pieces.postings[words] }
        }
        gathered.sort()
        var result: [Int32] = []
        var previous: Int32 = -1
        for word in gathered where word != previous {
            previous = word
            if sharedPieces(query, Int(word)) >= needed { result.append(word) }
        }
        return result
    }

    /// How many of the indexed word's pieces stand in `query` at their place, give or take two.
    private func sharedPieces(_ query: [UInt32], _ word: Int) -> Int {
        let values = scalars[word]
        var shared = 0
        for (start, length) in Self.cuts(values.count) {
            for shift in -maximumDistance...maximumDistance {
                let from = start + shift
                guard from >= 0, from + length <= query.count else { continue }
                if query[from..<(from + length)].elementsEqual(values[start..<(start + length)]) {
                    shared += 1
                    break
                }
            }
        }
        return shared
    }

    /// How many pieces a word is cut into.
    static let pieceCount = 5

    /// Where the pieces of a word of `length` scalars start, and how long they are.
    private static func cuts(_ length: Int) -> Cuts {
        Cuts(length: length)
    }

    /// The pieces of a word, worked out as they are read (no array: cut for every lookup).
    private struct Cuts: Sequence, IteratorProtocol {
        let length: Int
        private var piece = 0

        init(length: Int) {
            self.length = length
        }

        mutating func next() -> (start: Int, length: Int)? {
            guard piece < NearMatchIndex.pieceCount else { return nil }
            defer { piece += 1 }
            let size = length / NearMatchIndex.pieceCount
            return (piece * size, piece == NearMatchIndex.pieceCount - 1 ? length - piece * size : size)
        }
    }

    /// The words each piece key is found in: the lists, in word order, stand end to end in one
    /// array, and the keys (hashes already) in a table probed in place, so that a lookup hashes
    /// nothing and copies no list.
    private struct PieceTable {
        struct Entry {
            var key: Int
            var word: Int32
        }

        /// Every list, end to end.
        let postings: [Int32]
        /// Open addressing: for each slot, a key and where its list stands (`count` 0: empty).
        private var keys: [Int]
        private var starts: [Int32]
        private var counts: [Int32]
        private let shift: UInt64

        init(_ entries: [Entry]) {
            // Grouped by key, each list in word order (the order the words were indexed in).
            let sorted = entries.sorted { ($0.key, $0.word) < ($1.key, $1.word) }
            postings = sorted.map(\.word)
            var distinct = 0
            for index in sorted.indices where index == 0 || sorted[index].key != sorted[index - 1].key {
                distinct += 1
            }
            // At most half full: a power of two at least twice the keys.
            var bits = 3
            while 1 << bits < 2 * distinct { bits += 1 }
            shift = UInt64(64 - bits)
            keys = [Int](repeating: 0, count: 1 << bits)
            starts = [Int32](repeating: 0, count: 1 << bits)
            counts = [Int32](repeating: 0, count: 1 << bits)
            var start = 0
            while start < sorted.count {
                var end = start + 1
                while end < sorted.count, sorted[end].key == sorted[start].key { end += 1 }
                var slot = firstSlot(of: sorted[start].key)
                while counts[slot] != 0 { slot = (slot + 1) & (keys.count - 1) }
                keys[slot] = sorted[start].key
                starts[slot] = Int32(start)
                counts[slot] = Int32(end - start)
                start = end
            }
        }

        /// The first slot to probe for `key`: its bits mixed (Fibonacci hashing), the top ones kept.
        private func firstSlot(of key: Int) -> Int {
            Int((UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
        }

        /// Where the list of the words with a piece of `key` stands in ``postings``, if any.
        func words(_ key: Int) -> Range<Int>? {
            var slot = firstSlot(of: key)
            while counts[slot] != 0 {
                if keys[slot] == key { return Int(starts[slot])..<Int(starts[slot] + counts[slot]) }
                slot = (slot + 1) & (keys.count - 1)
            }
            return nil
        }
    }

    /// FNV-1a over the word's length and the piece's place and scalars.
    private static func key(_ length: Int, _ start: Int, _ piece: ArraySlice<UInt32>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ value: UInt32) {
            hash = (hash ^ UInt64(value)) &* 0x100_0000_01b3
        }
        mix(UInt32(truncatingIfNeeded: length))
        mix(UInt32(truncatingIfNeeded: start))
        for value in piece { mix(value) }
        return Int(truncatingIfNeeded: hash)
    }
}
