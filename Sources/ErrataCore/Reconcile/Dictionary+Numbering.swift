extension Dictionary where Value: BinaryInteger {
    /// The number of `key`, or `next` for a key not numbered yet, which it is then given: one
    /// lookup, so one hash of the key, either way (section paths, mostly not ASCII, cost the most
    /// to hash).
    mutating func number(of key: Key, next: Value) -> Value {
        Self.value(of: &self[key, default: next])
    }

    /// The value an in-place access gives (with `default:`, inserted when missing).
    private static func value(of entry: inout Value) -> Value { entry }
}

extension Dictionary {
    /// Gives `key` the value `value` if it has none yet, so that the first value given a key
    /// stays: one lookup, so one hash of the key, either way.
    mutating func keepFirst(_ value: @autoclosure () -> Value, for key: Key) {
        Self.touch(&self[key, default: value()])
    }

    /// An in-place access (with `default:`, it inserts the default when the key is missing).
    private static func touch(_ entry: inout Value) {}
}
