/// Stable fingerprints of findings: what a finding is about, not where it stands.
///
/// A fingerprint is computed from the rule, the product, the fact and the language, never from a
/// line or column, so it stays the same when unrelated lines move. It is the 64-bit FNV-1a hash
/// of those four fields (joined with the unit separator U+001F), written as 16 lowercase hex
/// digits. SARIF's `partialFingerprints` and the baseline file both use it.
public enum Fingerprint {
    /// The key SARIF results carry their fingerprint under, in `partialFingerprints`.
    public static let sarifKey = "errataFingerprint/v1"

    /// The 64-bit FNV-1a hash of the UTF-8 bytes of `text`.
    ///
    /// - Parameter text: The text to hash.
    /// - Returns: The hash.
    public static func fnv1a64(_ text: String) -> UInt64 {
        var hash = FNV1a()
        hash.add(text)
        return hash.value
    }

    /// A 64-bit FNV-1a hash, fed bytes and strings one after the other.
    struct FNV1a {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ byte: UInt8) {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }

        mutating func add(_ text: String) {
            // On the string's contiguous bytes where it has them (native strings do).
            var hash = self
            let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
                for byte in bytes { hash.add(byte) }
            }
            if done == nil {
                for byte in text.utf8 { hash.add(byte) }
            }
            self = hash
        }
    }

    /// A hash as 16 lowercase hexadecimal digits.
    ///
    /// - Parameter hash: The hash.
    /// - Returns: The digits, zero-padded.
    public static func hex(_ hash: UInt64) -> String {
        // Written straight into the string's storage (16 bytes: no array on the way).
        String(unsafeUninitializedCapacity: 16) { digits in
            for place in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: hash >> (4 * UInt64(15 - place))) & 0xF
                digits[place] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            return 16
        }
    }

    /// The fingerprint of what a finding is about: its rule, product, fact and language.
    ///
    /// - Parameters:
    ///   - rule: The rule id.
    ///   - product: The product id.
    ///   - fact: The fact, e.g. `XYZ_ERROR_ACCOUNT_LOCKED`.
    ///   - language: The language folder.
    /// - Returns: 16 hexadecimal digits.
    public static func of(rule: String, product: String, fact: String, language: String) -> String {
        hex(hash(rule: rule, product: product, fact: fact, language: language))
    }

    /// The hash a fingerprint spells: the four fields hashed one after the other, as if joined,
    /// without building an array or a string.
    static func hash(rule: String, product: String, fact: String, language: String) -> UInt64 {
        var hash = FNV1a()
        hash.add(rule)
        hash.add(0x1F)
        hash.add(product)
        hash.add(0x1F)
        hash.add(fact)
        hash.add(0x1F)
        hash.add(language)
        return hash.value
    }

    /// The fingerprint of a finding, ignoring where it stands.
    ///
    /// - Parameter finding: The finding.
    /// - Returns: 16 hexadecimal digits.
    public static func of(_ finding: Finding) -> String {
        of(rule: finding.rule, product: finding.product, fact: finding.fact, language: finding.language)
    }

    /// Fingerprints for a list of findings that are unique within the list.
    ///
    /// Findings about the same thing (same rule, product, fact and language, e.g. a table row and
    /// a sentence that both give the wrong number) share a fingerprint; the second and later ones,
    /// in list order, get `:1`, `:2`… appended, so each result keeps an identity of its own.
    ///
    /// - Parameter findings: The findings, in report order.
    /// - Returns: One fingerprint per finding, in the same order.
    public static func unique(_ findings: some Collection<Finding>) -> [String] {
        unique(hashes: findings.map { hash(rule: $0.rule, product: $0.product, fact: $0.fact, language: $0.language) })
    }

    /// ``unique(_:)`` from the findings' hashes, in order: occurrences are counted by hash (the
    /// same hash, the same 16 digits).
    static func unique(hashes: [UInt64]) -> [String] {
        var seen: [UInt64: Int] = [:]
        seen.reserveCapacity(hashes.count)
        // The count is read and raised in one lookup.
        func next(_ count: inout Int) -> Int {
            defer { count += 1 }
            return count
        }
        return hashes.map { hash in
            let occurrence = next(&seen[hash, default: 0])
            return occurrence == 0 ? hex(hash) : "\(hex(hash)):\(occurrence)"
        }
    }
}
