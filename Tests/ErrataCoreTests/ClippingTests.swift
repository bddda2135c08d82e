import Testing

@testable import ErrataCore

@Suite("Quoted text cut to a length")
struct ClippingTests {
    @Test("a cut inside or after a separator drops it; a short text is kept whole")
    func separators() {
        #expect("ab | cd".clipped(to: 4) == "ab…")
        #expect("ab … cd".clipped(to: 5) == "ab…")
        #expect("ab … cd".clipped(to: 6) == "ab … c…")
        #expect("ab cd".clipped(to: 5) == "ab cd")
        #expect("가나 다라".clipped(to: 2) == "가나…")
    }
}
