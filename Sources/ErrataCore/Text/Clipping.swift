extension String {
    /// The text cut to at most `length` characters for quoting in a message, ending in `…` when
    /// cut. A cut that lands in or after a separator (`" … "`, `" | "`) drops it, so a quote never
    /// ends in an empty part (`a … …`).
    func clipped(to length: Int) -> String {
        guard count > length else { return self }
        var cut = prefix(length)
        while let last = cut.last, last.isWhitespace || last == "…" || last == "|" {
            cut.removeLast()
        }
        return cut + "…"
    }
}

extension Array where Element == String {
    /// The first `limit` items joined with `, `, then how many more there are: `A (1), B (2) and 3
    /// more`. A finding about many things names a few.
    func listed(naming limit: Int) -> String {
        let named = prefix(limit).joined(separator: ", ")
        return count > limit ? named + " and \(count - limit) more" : named
    }
}

extension Array where Element: Hashable {
    /// The elements, each once, in the order first met.
    func uniquedInOrder() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
