/// A map kept as a small array of pairs in the order first set (`PodAttributes`,
/// `PodPlatformAttributes`): equal, hashed and printed as a dictionary of the same pairs is,
/// whatever the order the pairs were set in.
public protocol UnorderedPairs: Sequence, Hashable, CustomStringConvertible where Element == (key: String, value: PairValue) {
    associatedtype PairValue: Hashable
    /// How many pairs.
    var count: Int { get }
    /// The value of `key`, if set.
    subscript(key: String) -> PairValue? { get }
}

extension UnorderedPairs {
    /// The same keys with equal values, whatever the order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (key, value) in lhs {
            guard let other = rhs[key], other == value else { return false }
        }
        return true
    }

    /// Order-independent, as a dictionary's: each pair hashed alone, the hashes combined.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for (key, value) in self {
            var pair = Hasher()
            pair.combine(key)
            pair.combine(value)
            combined ^= pair.finalize()
        }
        hasher.combine(count)
        hasher.combine(combined)
    }

    /// As a dictionary of the same pairs prints them, in the order first set.
    public var description: String {
        count == 0 ? "[:]" : "[" + map { "\(String(reflecting: $0.key)): \($0.value)" }.joined(separator: ", ") + "]"
    }
}
