import Foundation
import MortarTestSupport
import Testing

/// The one golden-file helper: equal is nil, anything else says what to run.
@Suite struct GoldenFileTests {
    @Test func equalIsNilMissingAndDifferentSayWhatToRun() throws {
        try #require(!GoldenFile.recording, "not meaningful while recording")
        let path = GoldenFile.home + "/check-Cycle.txt"
        let text = try String(contentsOfFile: GoldenFile.packageRoot + "/" + path, encoding: .utf8)
        #expect(GoldenFile.compare(text, at: path) == nil)
        #expect(GoldenFile.compare("other\n", at: path) == "Tests/Golden/check-Cycle.txt is out of date; if the change is intended, run with MORTAR_RECORD=1. Actual output:\nother\n")
        #expect(GoldenFile.compare("", at: "Tests/Golden/none.txt") == "missing golden file Tests/Golden/none.txt; run with MORTAR_RECORD=1 to record it")
    }
}
