/// One line of results: a suite, an optional case within it, the sizes that describe the input
/// (`modules`, `edges`, `files`, …), the timing samples and the peak memory of the process.
struct BenchRow: Sendable {
    var suite: String
    /// Which variant of the suite (`real podspec-json`, `cold`, `xargs git clone`); nil when the suite has one.
    var variant: String?
    var sizes: [(key: String, value: Int)]
    /// Wall seconds, one per run.
    var samples: [Double]
    /// CPU seconds of the measuring process (all threads), one per run.
    var cpuSamples: [Double]
    var peakMemoryMB: Double?

    var median: Double { Statistics.median(samples) }
    var min: Double { samples.min()! }
    var max: Double { samples.max()! }
    var cpuMedian: Double? { cpuSamples.isEmpty ? nil : Statistics.median(cpuSamples) }

    func size(_ key: String) -> Int? { sizes.first { $0.key == key }?.value }
}

/// What a suite adds to the report besides rows: fitted exponents and suites that could not run.
struct SuiteNotes: Sendable {
    /// `(suite, over, exponent)`: time ∝ (over)^exponent.
    var fits: [(suite: String, over: String, exponent: Double)] = []
    /// `(suite, reason)`.
    var unavailable: [(suite: String, reason: String)] = []
    /// `(suite, subject, baseline, comparison)`: a case against a baseline from the same
    /// interleaved rounds.
    var comparisons: [(suite: String, subject: String, baseline: String, comparison: PairedComparison)] = []
    /// `(suite, subject, anchor, wall, cpu)`: how many times faster the subject is than its
    /// anchor, by median wall time and median CPU time.
    var ratios: [(suite: String, subject: String, anchor: String, wall: Double, cpu: Double)] = []
}
