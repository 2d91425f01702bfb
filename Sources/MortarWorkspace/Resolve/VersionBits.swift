import MortarCore

/// A set over a package's "worlds": each of its available versions (bit `i` is the `i`-th
/// version in ascending order) plus one extra bit, "the package is not selected".
///
/// PubGrub's terms become plain bit operations here: a positive term `P in S` is `S` without
/// the absent bit, its negation `not (P in S)` is the complement (absent bit included).
/// Intersection is AND, union is OR, "satisfies" is subset. The first 64 bits live inline,
/// so the common package with a few dozen tags never allocates.
struct VersionBits: Hashable, Sendable {
    private(set) var low: UInt64
    private(set) var high: [UInt64]

    /// The empty set.
    init() {
        low = 0
        high = []
    }

    /// The first `count` bits set.
    init(first count: Int) {
        self.init()
        var remaining = count
        low = remaining >= 64 ? ~0 : (UInt64(1) << UInt64(remaining)) &- 1
        remaining -= 64
        while remaining > 0 {
            high.append(remaining >= 64 ? ~0 : (UInt64(1) << UInt64(remaining)) &- 1)
            remaining -= 64
        }
    }

    /// One bit set.
    init(bit: Int) {
        self.init()
        insert(bit)
    }

    mutating func insert(_ bit: Int) {
        if bit < 64 {
            low |= UInt64(1) << UInt64(bit)
            return
        }
        let word = bit / 64 - 1
        while high.count <= word { high.append(0) }
        high[word] |= UInt64(1) << UInt64(bit % 64)
    }

    func contains(_ bit: Int) -> Bool {
        if bit < 64 { return low & (UInt64(1) << UInt64(bit)) != 0 }
        let word = bit / 64 - 1
        guard word < high.count else { return false }
        return high[word] & (UInt64(1) << UInt64(bit % 64)) != 0
    }

    var isEmpty: Bool { low == 0 && high.allSatisfy { $0 == 0 } }

    var count: Int { low.nonzeroBitCount + high.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// The highest bit set below `limit`, if any.
    func highest(below limit: Int) -> Int? {
        var bit = limit - 1
        while bit >= 0 {
            if contains(bit) { return bit }
            bit -= 1
        }
        return nil
    }

    func intersection(_ other: VersionBits) -> VersionBits {
        var result = VersionBits()
        result.low = low & other.low
        let n = min(high.count, other.high.count)
        if n > 0 { result.high = (0..<n).map { high[$0] & other.high[$0] } }
        return result
    }

    func union(_ other: VersionBits) -> VersionBits {
        var result = VersionBits()
        result.low = low | other.low
        let n = max(high.count, other.high.count)
        if n > 0 {
            result.high = (0..<n).map { (($0 < high.count) ? high[$0] : 0) | (($0 < other.high.count) ? other.high[$0] : 0) }
        }
        return result
    }

    /// `self` minus `other`.
    func subtracting(_ other: VersionBits) -> VersionBits {
        var result = VersionBits()
        result.low = low & ~other.low
        if !high.isEmpty {
            result.high = (0..<high.count).map { high[$0] & ~(($0 < other.high.count) ? other.high[$0] : 0) }
        }
        return result
    }

    func isSubset(of other: VersionBits) -> Bool {
        if low & ~other.low != 0 { return false }
        for index in high.indices where high[index] & ~((index < other.high.count) ? other.high[index] : 0) != 0 {
            return false
        }
        return true
    }

    func isDisjoint(with other: VersionBits) -> Bool {
        if low & other.low != 0 { return false }
        for index in 0..<min(high.count, other.high.count) where high[index] & other.high[index] != 0 { return false }
        return true
    }

    /// Bits in ascending order.
    var elements: [Int] {
        var result: [Int] = []
        var word = low
        while word != 0 {
            result.append(word.trailingZeroBitCount)
            word &= word - 1
        }
        for (index, value) in high.enumerated() {
            var word = value
            while word != 0 {
                result.append((index + 1) * 64 + word.trailingZeroBitCount)
                word &= word - 1
            }
        }
        return result
    }

    static func == (lhs: VersionBits, rhs: VersionBits) -> Bool {
        lhs.isSubset(of: rhs) && rhs.isSubset(of: lhs)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(low)
        var words = high
        while let last = words.last, last == 0 { words.removeLast() }
        hasher.combine(words)
    }
}
