import Testing
@testable import mortar_bench

/// `read` times the real Ruby podspecs twice — one after the other in one thread (the per-core
/// figure), and through `ParallelMap` as the workspace loader reads — and gives each against
/// the Ruby anchor (one thread), by wall and by CPU time.
@Suite struct ReadParallelRowTests {
    static func row(_ variant: String, wall: Double, cpu: Double) -> BenchRow {
        BenchRow(suite: "read", variant: variant, sizes: [("files", 40)], samples: [wall], cpuSamples: [cpu], peakMemoryMB: nil)
    }

    @Test func bothRowsAreGivenAgainstTheRubyAnchorInOrder() {
        let rows = [
            Self.row("real Ruby podspecs", wall: 0.002, cpu: 0.002),
            Self.row("real Ruby podspecs, on every core (ParallelMap, as the loader reads 64+ modules)", wall: 0.001, cpu: 0.0025),
            Self.row("real podspec.json", wall: 0.001, cpu: 0.001),
        ]
        let anchor = Self.row(ReadSuite.rubyAnchorLabel, wall: 0.005, cpu: 0.005)
        var notes = SuiteNotes()
        notes.ratios = ReadSuite.anchorRatios(rows, anchor: anchor)
        #expect(ReportRenderer.text([], notes: notes) == """
            read: real Ruby podspecs: 2.5× as fast as real Ruby podspecs, in Ruby (podspec-oracle.rb, one process) by median wall time, 2.5× by median CPU time
            read: real Ruby podspecs, on every core (ParallelMap, as the loader reads 64+ modules): 5.0× as fast as real Ruby podspecs, in Ruby (podspec-oracle.rb, one process) by median wall time, 2.0× by median CPU time

            """)
    }

    /// The parallel kind reads the one-thread kind's files with its reader, through `ParallelMap`.
    @Test func theParallelKindReadsTheSameFilesOnEveryCore() throws {
        let one = try #require(ReadSuite.kinds.first { $0.key == "podspec-ruby" })
        let parallel = try #require(ReadSuite.kinds.first { $0.key == "podspec-ruby-parallel" })
        #expect(parallel.folders == one.folders)
        #expect(parallel.inParallel && !one.inParallel)
        #expect(ReadSuite.labels["podspec-ruby-parallel"] == "Ruby podspecs, on every core (ParallelMap, as the loader reads 64+ modules)")
        #expect(ReadSuite.anchoredKinds == ["podspec-ruby", "podspec-ruby-parallel"])
    }

    /// Without the parallel row (a fixtures folder without it), the one-thread ratio alone.
    @Test func aMissingRowIsLeftOut() {
        let ratios = ReadSuite.anchorRatios([Self.row("real Ruby podspecs", wall: 0.002, cpu: 0.002)], anchor: Self.row(ReadSuite.rubyAnchorLabel, wall: 0.004, cpu: 0.004))
        #expect(ratios.map(\.subject) == ["real Ruby podspecs"])
    }
}
