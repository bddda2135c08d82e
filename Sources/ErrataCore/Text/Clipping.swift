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
