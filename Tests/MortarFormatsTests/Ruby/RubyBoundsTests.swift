import MortarCore
import Testing
@testable import MortarFormats

/// Values that double, and built-ins whose work grows faster than the nodes evaluated, stop at a
/// located error: never an allocation failure or minutes of work.
@Suite struct RubyBoundsTests {
    static func error(_ body: String) -> String {
        do {
            _ = try RubyPodspecReader.read(RubySoundnessTests.podspec(body), file: "A.podspec")
            return "no error"
        } catch {
            return "\(error.location): \(error.message)"
        }
    }

    static let grew = "a value grew larger than 4000000 bytes and elements"
    static let steps = "evaluation took more than 2000000 steps"

    /// `setup`, then `step` run `times` times in a `while` loop (which the evaluator runs).
    static func doubling(_ setup: String, _ step: String, times: Int = 40) -> String {
        "  \(setup)\n  i = 0\n  while i < \(times)\n    \(step)\n    i += 1\n  end\n  s.dependency 'Foo'"
    }

    /// `x = u0.v! or u1.v! or … while true`: 80 unknown terms, a loop that never ends.
    static let orChainLoop: String = {
        let terms: [String] = (0..<80).map { "u\($0).v!" }
        return "  x = " + terms.joined(separator: " or ") + " while true\n  s.dependency 'Foo'"
    }()

    @Test(arguments: [
        // Strings: concatenation, interpolation, gsub, join with a large separator.
        (doubling("t = 'ab'", "t = t + t"), "A.podspec:7:9: \(grew)"),
        (doubling("t = 'ab'", "t = \"#{t}#{t}\""), "A.podspec:7:9: \(grew)"),
        (doubling("t = 'ab' * 1000", "t = t.gsub('a', t)"), "A.podspec:7:9: \(grew)"),
        (doubling("t = 'x' * 100000", "t = [t, t].join(t)"), "A.podspec:7:9: \(grew)"),
        // Refused before they are built: a repetition, a map whose every result is new text.
        ("  t = 'ab' * 3000000\n  s.dependency 'Foo'", "A.podspec:4:7: \(grew)"),
        (doubling("t = 'x' * 1000000\n  a = []", "a << i", times: 5000) + "\n  b = a.map { |e| t + e.to_s }", "A.podspec:12:7: \(grew)"),
        // Arrays and hashes that share themselves.
        (doubling("a = [1]", "a = [a, a]"), "A.podspec:7:9: \(grew)"),
        (doubling("h = { 'k' => 1 }", "h = { 'a' => h, 'b' => h }"), "A.podspec:7:9: \(grew)"),
        (doubling("a = [1]", "a = a + a"), "A.podspec:7:9: \(grew)"),
        (doubling("a = [1]", "a = a + a", times: 20) + "\n  b = [a, [a, a]].flatten", "A.podspec:11:11: \(grew)"),
        // Quadratic built-ins are counted as the work they do.
        (doubling("a = []", "a << i.to_s", times: 5000) + "\n  b = a - a", "A.podspec:11:7: \(steps)"),
        (doubling("a = []", "a << i.to_s", times: 5000) + "\n  b = a.uniq", "A.podspec:11:7: \(steps)"),
        // Code not run is still looked through (what it assigns, whether it declares anything):
        // each `or` whose left side is unknown looks through the rest of the chain, on every
        // turn of the loop. That looking is counted too (it took 1.4 s in a release build).
        (orChainLoop, "A.podspec:4:800: \(steps)"),
    ])
    func stopsAtALocatedBound(_ body: String, _ expected: String) {
        #expect(Self.error(body) == expected)
    }

    /// A `gsub` loop whose replacement is large stops at the bound before building anything,
    /// with the whole located message: it built a 4 GB string first (12 s, or an abort under a
    /// memory limit), because only the receiver and one replacement were measured. That nothing
    /// is built is asserted by the steps charged, not the time (`RubyGsubBoundTests`).
    @Test func aGsubLoopStopsQuicklyAtTheBound() {
        let body = Self.doubling("t = 'a' * 4000\n  y = 'b' * 1000000", "t = t.gsub('a', y)", times: 1000)
        do {
            _ = try RubyPodspecReader.read(RubySoundnessTests.podspec(body), file: "A.podspec")
            Issue.record("no error")
        } catch {
            // As every command prints it (the loader makes it an `invalid-manifest` diagnostic).
            #expect(Diagnostic(.invalidManifest, .error, error.message, at: [error.location], help: error.help).text() == """
                A.podspec:8:9: error[invalid-manifest]: a value grew larger than 4000000 bytes and elements
                  help: simplify the manifest, or convert it with 'pod ipc spec A.podspec > A.podspec.json' and point mortar at the JSON

                """)
        }
    }

    /// An undecided value made from undecided values names where Mortar first could not decide
    /// once its reason is long, instead of wrapping it again: on every turn of a loop that text
    /// grew without bound (a fuzzer's 1.3 KB podspec spent most of its 1.4 s copying it).
    @Test func reasonsOfUndecidedValuesStayShort() {
        let message = Self.error(Self.doubling("x = u.w", "x = 1 if x", times: 30) + " if x")
        #expect(message == "A.podspec:10:25: cannot decide this condition statically: it depends on 'x', set under a condition mortar cannot decide "
                + "(it depends on 'x', set under a condition mortar cannot decide (it depends on 'x', set under a condition mortar cannot decide "
                + "(it depends on a value mortar cannot decide))) (at A.podspec:7:14), and the code it guards declares what mortar reads")
    }

    @Test func ordinaryValuesStayWellInside() throws {
        let component = try RubyPodspecReader.read(RubySoundnessTests.podspec("""
              deps = []
              i = 0
              while i < 1000
                deps << "Dep#{i % 3}"
                i += 1
              end
              deps = deps.uniq - ['Dep2']
              deps.each { |d| s.dependency d, '~> 1.0' }
              s.source_files = ['Sources'].map { |f| "#{f}/**/*.{h,m,swift}" }.join(',')
            """), file: "A.podspec")
        #expect(component.dependencies.map { "\($0.name) \($0.requirement)" } == ["Dep0 ~> 1.0", "Dep1 ~> 1.0"])
    }
}
