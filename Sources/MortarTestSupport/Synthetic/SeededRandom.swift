import MortarCore

/// A small deterministic random source (SplitMix64): the same seed gives the same sequence on
/// every platform and toolchain, which the standard library's generators do not promise.
public struct SeededRandom: Sendable {
    private var generator: SplitMix64

    public init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        generator.next()
    }

    /// A number in `0..<bound` (`bound` > 0), by multiply-high (no modulo bias worth noticing here).
    public mutating func int(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + int(below: range.count)
    }

    /// A number in `[0, 1)`.
    public mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool {
        unit() < p
    }

    /// An index in `0..<count` skewed toward 0 (`index = count × u²`): a few core modules are
    /// depended on by many, as in real module graphs.
    public mutating func skewedIndex(below count: Int) -> Int {
        let u = unit()
        return min(count - 1, Int(Double(count) * u * u))
    }
}
