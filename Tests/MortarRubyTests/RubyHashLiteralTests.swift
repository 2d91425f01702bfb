import MortarCore
import MortarRuby
import Testing

/// A hash literal keeps each key once, where first written, with its last value (Ruby's
/// `{ 'a' => 1, 'a' => 2 }` is `{ 'a' => 2 }`). Keys are found by a scan for a few; a literal of
/// many string and symbol keys indexes them, so a large one stays linear (10,000 keys scanned
/// one by one took 0.57 s in a release build; 40,000, 97 s in a debug one). A `**` splat's
/// entries are added as they are, a key it repeats kept twice, as before.
@Suite struct RubyHashLiteralTests {
    static func declared(_ text: String) throws -> [String] {
        let host = RubyHostlessTests.RecordingHost()
        _ = try RubyEvaluator(file: "t.rb", source: text, environment: [:], host: host).run()
        return host.declared
    }

    @Test func eachKeyOnceWhereFirstWrittenWithItsLastValue() throws {
        let reads = "declare h.size\ndeclare h['a']\ndeclare h[:a]\ndeclare h.keys[0].inspect\ndeclare h.keys[1].inspect"
        #expect(try Self.declared("h = { 'a' => 1, :a => 2, 'b' => 3, 'a' => 4 }\n" + reads) == ["3", "4", "2", "\"a\"", ":a"])
        // Past the scanned few (40 keys first), and keys that are neither strings nor symbols.
        let many = (0..<40).map { "'k\($0)' => \($0)" }.joined(separator: ", ")
        #expect(try Self.declared("h = { 'a' => 1, :a => 2, \(many), 'b' => 3, 'a' => 4, 1 => 5, 1.0 => 6, 'k3' => 7 }\n" + reads + "\ndeclare h[1]\ndeclare h['k3']")
                == ["44", "4", "2", "\"a\"", ":a", "6", "7"])
        #expect(try Self.declared("h = { \(many), 'a' => 1, **{ 'k4' => 8, 'k4' => 9 }, 'k5' => 10, 'k4' => 11 }\ndeclare h.size\ndeclare h['k4']\ndeclare h['k5']\ndeclare h.keys[4]")
                == ["42", "11", "10", "k4"])
    }

    /// A literal of 20,000 keys reads each key once, and a quarter of it a quarter as many
    /// times: the keys looked up among are counted (`RubyEvaluator.hashKeyProbes`), not the
    /// time (the clock failed under a build beside it). Scanned, they grow 16 times.
    @Test func twentyThousandKeysStayLinear() throws {
        func probes(_ count: Int) throws -> (probes: Int, declared: [String]) {
            let pairs = (0..<count).map { "'K\($0)' => 'v'" }.joined(separator: ", ")
            let host = RubyHostlessTests.RecordingHost()
            let evaluator = RubyEvaluator(file: "t.rb", source: "h = { \(pairs), 'K5' => 'w', :K5 => 'x' }\ndeclare h.size\ndeclare h['K5']\ndeclare h.keys[5]\ndeclare h[:K5]",
                                          environment: [:], host: host)
            _ = try evaluator.run()
            return (evaluator.hashKeyProbes, host.declared)
        }
        let quarter = try probes(5_000), whole = try probes(20_000)
        #expect(whole.declared == ["20001", "w", "K5", "x"])
        #expect(quarter.declared == ["5001", "w", "K5", "x"])
        #expect(quarter.probes >= 5_000, "every key is looked up")
        #expect(whole.probes * 2 <= quarter.probes * 9, "\(quarter.probes) then \(whole.probes) keys looked up among: more than linear")
    }
}
