import Testing
@testable import mortar_bench

/// The table and the notes below it, as text and as Markdown: the same cells and the same
/// note lines in both.
@Suite struct ReportRendererTests {
    static let rows = [
        BenchRow(suite: "check", variant: nil, sizes: [("modules", 5000)], samples: [0.5, 0.25, 1.5], cpuSamples: [0.4], peakMemoryMB: 12.34),
    ]
    static let notes: SuiteNotes = {
        var notes = SuiteNotes()
        notes.fits.append(("check", "modules", 1.0))
        notes.unavailable.append(("fetch", "no git"))
        return notes
    }()

    @Test func textIsAnAlignedTableThenTheNotes() {
        #expect(ReportRenderer.text(Self.rows, notes: Self.notes) == """
            suite  case  size          runs     median        min      max  cpu median  peak memory
            -----  ----  ------------  ----  ---------  ---------  -------  ----------  -----------
            check        modules=5000     3  500.00 ms  250.00 ms  1.500 s   400.00 ms      12.3 MB
            check: time grows as (modules)^1.00 (least squares on log-log medians)
            fetch: not available: no git

            """)
    }

    @Test func markdownIsATableThenTheNotesAsAList() {
        #expect(ReportRenderer.markdown(Self.rows, notes: Self.notes) == """
            | suite | case | size | runs | median | min | max | CPU median | peak memory |
            |---|---|---|--:|--:|--:|--:|--:|--:|
            | check |  | modules=5000 | 3 | 500.00 ms | 250.00 ms | 1.500 s | 400.00 ms | 12.3 MB |

            - check: time grows as (modules)^1.00 (least squares on log-log medians)
            - fetch: not available: no git

            """)
    }
}
