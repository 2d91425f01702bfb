import Foundation

/// Summary statistics of timing samples, and the growth exponent of time against size.
enum Statistics {
    static func median(_ samples: [Double]) -> Double {
        precondition(!samples.isEmpty, "no samples")
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The slope of the least-squares line through `(log x, log y)`: time ∝ size^slope.
    /// Nil with fewer than two distinct sizes.
    static func exponent(sizes: [Double], times: [Double]) -> Double? {
        let points = zip(sizes, times).filter { $0.0 > 0 && $0.1 > 0 }.map { (log($0.0), log($0.1)) }
        guard points.count >= 2 else { return nil }
        let meanX = points.map(\.0).reduce(0, +) / Double(points.count)
        let meanY = points.map(\.1).reduce(0, +) / Double(points.count)
        let covariance = points.reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
        let variance = points.reduce(0) { $0 + ($1.0 - meanX) * ($1.0 - meanX) }
        return variance > 0 ? covariance / variance : nil
    }

    /// How a case compares with a baseline measured in the same rounds: the median of the
    /// per-round differences (case minus baseline, seconds), that median relative to the
    /// baseline's median, and in how many rounds the case was at most as slow.
    static func pairedComparison(_ subject: [Double], baseline: [Double]) -> PairedComparison? {
        let pairs = zip(subject, baseline)
        guard !subject.isEmpty, subject.count == baseline.count else { return nil }
        let differences = pairs.map { $0 - $1 }
        let medianDifference = median(differences)
        return PairedComparison(
            rounds: differences.count, medianDifference: medianDifference,
            relative: medianDifference / median(baseline),
            notSlower: differences.filter { $0 <= 0 }.count)
    }
}
