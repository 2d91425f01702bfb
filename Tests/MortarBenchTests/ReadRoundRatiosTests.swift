import Testing
@testable import mortar_bench

/// `read`'s interleaved ratio against the Ruby anchor: each round's ratio of the medians, then the
/// median of the rounds' ratios — a round in which the machine ran slow weighs on both of its
/// children, not on one row.
@Suite struct ReadRoundRatiosTests {
    static func report(_ wall: [Double], _ cpu: [Double]) -> ChildReport {
        ChildReport(readings: zip(wall, cpu).map { Stopwatch.Reading(seconds: $0, cpuSeconds: $1) }, peakMemoryMB: nil, sizes: [])
    }

    @Test func theMedianOfTheRoundsRatios() {
        // Round 2 ran on a machine twice as slow: both children took twice the time, so its
        // ratio is the others'. Round 3's anchor had a slow spell of its own.
        let pairs: [(read: ChildReport, anchor: ChildReport)] = [
            (Self.report([1.0, 1.2, 1.1], [1.0, 1.1, 1.2]), Self.report([5.5, 6.0, 5.0], [5.6, 5.4, 6.6])),
            (Self.report([2.2, 2.0, 2.4], [2.4, 2.2, 2.0]), Self.report([11.0, 12.0, 10.0], [11.0, 11.2, 13.0])),
            (Self.report([1.0, 1.0, 1.0], [1.0, 1.0, 1.0]), Self.report([9.0, 9.0, 9.0], [8.0, 8.0, 8.0])),
        ]
        // Wall: 5.5/1.1 = 5.0, 11/2.2 = 5.0, 9/1 = 9.0 → 5.0. CPU: 5.6/1.1, 11.2/2.2, 8/1 → 5.0909….
        let ratios = ReadSuite.roundRatios(pairs)
        #expect(ratios.wall == 5.0)
        #expect(abs(ratios.cpu - 5.6 / 1.1) < 1e-12)
    }

    @Test func theLineSaysHowTheRatioWasTaken() {
        var notes = SuiteNotes()
        notes.ratios.append(("read", ReadSuite.interleavedLabel(rounds: 15), ReadSuite.rubyAnchorLabel, 5.43, 5.38))
        #expect(ReportRenderer.text([], notes: notes)
            == "read: real Ruby podspecs, in 15 interleaved rounds with the anchor (the median of the rounds' ratios): 5.4× as fast as real Ruby podspecs, in Ruby (podspec-oracle.rb, one process) by median wall time, 5.4× by median CPU time\n")
    }
}
