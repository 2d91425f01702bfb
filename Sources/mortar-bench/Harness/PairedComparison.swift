/// A case measured against a baseline in the same interleaved rounds (see
/// `BenchContext.interleavedRows`).
struct PairedComparison: Sendable, Equatable {
    /// How many rounds (pairs) there were.
    var rounds: Int
    /// Median over rounds of (case − baseline), in seconds: negative when the case is faster.
    var medianDifference: Double
    /// `medianDifference` over the baseline's median wall time.
    var relative: Double
    /// Rounds in which the case took no longer than the baseline.
    var notSlower: Int
}
