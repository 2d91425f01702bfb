/// The one-thread read of the real Ruby podspecs against the Ruby anchor in interleaved rounds.
///
/// The two rows of `read` are measured apart (every other kind of manifest in between), and this
/// machine's speed drifts over a second or two: on an idle machine, twelve launches of the same
/// 20-pass child gave CPU medians from 1.35 to 2.11 ms, in runs of like launches. The ratio of two
/// such rows compares two speeds of the machine as much as two readers (`mortar-bench read
/// --runs 20` gave 3.0×, 5.4× and 5.6× in three runs in a row). In a round the two children run
/// one after the other, within a second, and the rounds alternate their order (the read then the
/// anchor, then the anchor then the read, …), as `BenchContext.interleavedRows` does for fetch.
/// The speed changes within a round too (one round's ratio 2.9×, the next 7.7×), so it takes
/// many rounds: the medians of 5 rounds of the same two builds spread over 4.7–6.0×, those of 15
/// over 5.24–5.52× (and the build before this one's 4.79–5.07×, measured in turn with it).
extension ReadSuite {
    /// How many rounds `read` runs for the interleaved ratio.
    static let anchorRounds = 15

    /// `rounds` rounds of a child of the read (`read`, its arguments) and a child of the anchor
    /// (`anchor`), each with the passes its arguments ask (`BenchContext.interleavedReports`): the
    /// median of the rounds' ratios (`roundRatios`).
    static func interleavedRatio(_ context: BenchContext, read: [String], anchor: [String], rounds: Int) throws(BenchError) -> (wall: Double, cpu: Double) {
        let reports = try context.interleavedReports(name, [read, anchor], rounds: rounds)
        return roundRatios(reports.map { (read: $0[0], anchor: $0[1]) })
    }

    /// Each round's ratio of the anchor's median to the read's (how many times faster the read
    /// is), by wall time and by CPU time (wall time for a child that gave no CPU times), and the
    /// median of the rounds' ratios of each.
    static func roundRatios(_ pairs: [(read: ChildReport, anchor: ChildReport)]) -> (wall: Double, cpu: Double) {
        func cpu(_ report: ChildReport) -> Double { Statistics.median(report.cpuSamples.isEmpty ? report.samples : report.cpuSamples) }
        let wall = pairs.map { Statistics.median($0.anchor.samples) / Statistics.median($0.read.samples) }
        let cpus = pairs.map { cpu($0.anchor) / cpu($0.read) }
        return (Statistics.median(wall), Statistics.median(cpus))
    }

    /// The subject of the interleaved ratio's line.
    static func interleavedLabel(rounds: Int) -> String {
        "real Ruby podspecs, in \(rounds) interleaved rounds with the anchor (the median of the rounds' ratios)"
    }
}
