/// The same pseudo-random numbers on every run, for the randomized tests: a linear congruential
/// sequence (Knuth's multiplier), each number its state's top 31 bits.
struct LinearSequence {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The next number, from 0 to 2³¹ − 1.
    mutating func next() -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(truncatingIfNeeded: state >> 33)
    }

    /// The next number below `bound`.
    mutating func next(below bound: Int) -> Int {
        next() % bound
    }
}
