import Testing
@testable import mortar_bench

/// `read` reports the reader against Ruby evaluating the same podspecs (`RubyAnchor`) as a
/// ratio of medians, in every format.
@Suite struct RatioReportTests {
    static let notes: SuiteNotes = {
        var notes = SuiteNotes()
        notes.ratios.append(("read", "real Ruby podspecs", "real Ruby podspecs, in Ruby (podspec-oracle.rb, one process)", 6.24, 5.8))
        return notes
    }()

    @Test func textAndMarkdownSayHowManyTimesFaster() {
        #expect(ReportRenderer.text([], notes: Self.notes)
            == "read: real Ruby podspecs: 6.2× as fast as real Ruby podspecs, in Ruby (podspec-oracle.rb, one process) by median wall time, 5.8× by median CPU time\n")
        #expect(ReportRenderer.markdown([], notes: Self.notes).hasSuffix(
            "\n\n- read: real Ruby podspecs: 6.2× as fast as real Ruby podspecs, in Ruby (podspec-oracle.rb, one process) by median wall time, 5.8× by median CPU time\n"))
    }

    @Test func jsonListsTheRatios() {
        #expect(ReportRenderer.json([], notes: Self.notes) == """
            {
              "results": [],
              "fits": [],
              "comparisons": [],
              "ratios": [
                {"suite": "read", "case": "real Ruby podspecs", "anchor": "real Ruby podspecs, in Ruby (podspec-oracle.rb, one process)", "times_faster_wall": 6.24, "times_faster_cpu": 5.80}
              ],
              "unavailable": []
            }

            """)
    }
}
