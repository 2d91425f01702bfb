import Testing
@testable import mortar_bench

/// `read` fits how its time grows with the number of synthetic Ruby podspecs, with the fitting
/// `check` uses (`Statistics.exponent`), on CPU medians.
@Suite struct ReadGrowthTests {
    static func row(files: Int, cpu: Double, wall: Double) -> BenchRow {
        BenchRow(suite: "read", variant: "synthetic Ruby podspecs", sizes: [("files", files)], samples: [wall], cpuSamples: [cpu], peakMemoryMB: nil)
    }

    @Test func fitsTheExponentOfReadOnCPUMediansAndReportsIt() throws {
        // CPU time proportional to the count; wall time noisy (a loaded machine).
        let rows = [Self.row(files: 250, cpu: 0.01, wall: 0.05), Self.row(files: 500, cpu: 0.02, wall: 0.03),
                    Self.row(files: 1000, cpu: 0.04, wall: 0.2), Self.row(files: 2000, cpu: 0.08, wall: 0.09)]
        let fit = try #require(ReadSuite.growthFit(rows))
        #expect(fit.suite == "read")
        #expect(fit.over == "synthetic Ruby podspec files")
        #expect(abs(fit.exponent - 1) < 1e-9)
        var notes = SuiteNotes()
        notes.fits.append(fit)
        #expect(ReportRenderer.text([], notes: notes) == "read: time grows as (synthetic Ruby podspec files)^1.00 (least squares on log-log medians)\n")
    }

    @Test func noFitFromOneSize() {
        #expect(ReadSuite.growthFit([Self.row(files: 1000, cpu: 0.04, wall: 0.05)]) == nil)
    }

    @Test func theGrowthCountsDoubleFrom250To2000() {
        #expect(ReadSuite.growthCounts == [250, 500, 1000, 2000])
    }
}
