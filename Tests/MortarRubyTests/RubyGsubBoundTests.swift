import MortarCore
import MortarRuby
import Testing

/// A `gsub` whose result would pass the bound is refused before it is built: the receiver and a
/// replacement per match are measured first. What it built is seen in the steps it charged (a
/// string reserved is charged by its size), not in the time it took: the old measure (the
/// receiver and one replacement) let a 4 GB string be built first (12 s, or an abort under a
/// memory limit; `RubyBoundsTests.aGsubLoopStopsQuicklyAtTheBound` has its located message).
@Suite struct RubyGsubBoundTests {
    static func run(_ source: String) -> (outcome: String, steps: Int) {
        let evaluator = RubyEvaluator(file: "t.rb", source: source, environment: [:], host: RubyHostlessTests.RecordingHost())
        do {
            _ = try evaluator.run()
            return ("no error", evaluator.steps)
        } catch {
            return ("\(error.location): \(error.message)", evaluator.steps)
        }
    }

    /// 100 matches of a 1,000,000-byte replacement (100 MB) stop where the `gsub` is, having
    /// charged the scan of its 100-byte receiver and the few nodes of the line: the replacement
    /// once reserved (1,000,100 bytes, 15,626 steps) would mean it was measured too small.
    @Test func aLargeGsubIsRefusedBeforeItIsBuilt() {
        let setup = "t = 'a' * 100\ny = 'b' * 1000000\n"
        let before = Self.run(setup)
        let refused = Self.run(setup + "t = t.gsub('a', y)\n")
        #expect(before.outcome == "no error")
        #expect(refused.outcome == "t.rb:3:5: a value grew larger than 4000000 bytes and elements")
        #expect(refused.steps - before.steps <= 100 / 16 + 16, "\(refused.steps - before.steps) steps charged by the refused gsub")
    }
}
