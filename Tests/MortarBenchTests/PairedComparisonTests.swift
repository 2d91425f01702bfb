import Testing
@testable import mortar_bench

/// The round-by-round comparison the fetch suite reports against `xargs`.
@Suite struct PairedComparisonTests {
    @Test func takesTheMedianOfPerRoundDifferences() throws {
        // Rounds: -0.1, +0.05, -0.2, 0, -0.05 → sorted -0.2, -0.1, -0.05, 0, +0.05.
        let subject = [0.9, 1.05, 0.8, 1.0, 0.95]
        let baseline = [1.0, 1.0, 1.0, 1.0, 1.0]
        let result = try #require(Statistics.pairedComparison(subject, baseline: baseline))
        #expect(result.rounds == 5)
        #expect(abs(result.medianDifference - -0.05) < 1e-9)
        #expect(abs(result.relative - -0.05) < 1e-9)
        #expect(result.notSlower == 4)
    }

    @Test func needsAsManyRoundsOnEachSide() {
        #expect(Statistics.pairedComparison([1, 2], baseline: [1]) == nil)
        #expect(Statistics.pairedComparison([], baseline: []) == nil)
    }

    @Test func isPrintedAsOneLineInTextAndMarkdownAndAsAnObjectInJSON() {
        var notes = SuiteNotes()
        notes.comparisons.append(("fetch", "mortar fetch, cold", "xargs -P 8 git clone, cold",
                                  PairedComparison(rounds: 15, medianDifference: -0.05276, relative: -0.0772, notSlower: 11)))
        let line = "fetch: mortar fetch, cold against xargs -P 8 git clone, cold over 15 interleaved rounds: median difference -52.76 ms (-7.7%); not slower in 11 of 15 rounds\n"
        #expect(ReportRenderer.text([], notes: notes) == line)
        #expect(ReportRenderer.markdown([], notes: notes).hasSuffix("\n\n- " + line))
        #expect(ReportRenderer.json([], notes: notes) == """
            {
              "results": [],
              "fits": [],
              "comparisons": [
                {"suite": "fetch", "case": "mortar fetch, cold", "baseline": "xargs -P 8 git clone, cold", "rounds": 15, "median_difference_s": -0.052760, "relative": -0.0772, "not_slower_rounds": 11}
              ],
              "ratios": [],
              "unavailable": []
            }

            """)
    }

    @Test func aSlowerCaseShowsAPlusSign() {
        let compared = ("fetch", "a", "b", PairedComparison(rounds: 3, medianDifference: 0.25, relative: 0.5, notSlower: 1))
        #expect(ReportRenderer.comparisonText(compared) == "a against b over 3 interleaved rounds: median difference +250.00 ms (+50.0%); not slower in 1 of 3 rounds")
    }
}
