import MortarCore
import MortarRuby
import Testing

/// The evaluator on its own, with a host that knows one method: MortarRuby needs nothing of
/// podspecs or Podfiles.
@Suite struct RubyHostlessTests {
    /// Knows `declare(name)`: records the name, which must be static.
    final class RecordingHost: OneMethodHost {
        var declared: [String] = []
        func call(_ name: String, _ arguments: [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
                  evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue? {
            guard name == "declare", let first = arguments.first else { return nil }
            declared.append(try evaluator.requireString(first, "the declared name"))
            return .nilValue
        }
        func isSignificant(_ name: String) -> Bool { name == "declare" }
        var notStaticHelp: String { "write the name as a literal" }
    }

    @Test func evaluatesAProgramAgainstItsHost() throws {
        let host = RecordingHost()
        let text = """
            base = ENV.fetch('BASE', 'core')
            %w[net ui].each { |part| declare "#{base}-#{part}" }
            declare base.upcase if defined?(base)
            """
        _ = try RubyEvaluator(file: "things.rb", source: text, environment: ["BASE": "app"], host: host).run()
        #expect(host.declared == ["app-net", "app-ui", "APP"])
    }

    @Test func aCommandsOutputIsNeverRunAndStopsAValueThatMatters() {
        let host = RecordingHost()
        let text = "name = `whoami`.strip\ndeclare name\n"
        #expect(throws: RubyError.notStatic(
            "the declared name is not static: it comes from the output of the shell command `whoami`, which mortar never runs (at things.rb:1:8)",
            at: SourceLocation(file: "things.rb", line: 2, column: 9), help: "write the name as a literal")) {
            _ = try RubyEvaluator(file: "things.rb", source: text, environment: [:], host: host).run()
        }
    }

    @Test func aSyntaxErrorIsLocated() {
        let host = RecordingHost()
        #expect(throws: RubyError.syntax("literal opened here with '\"' is never closed", at: SourceLocation(file: "things.rb", line: 1, column: 9))) {
            _ = try RubyEvaluator(file: "things.rb", source: "declare \"open\n", environment: [:], host: host).run()
        }
    }
}
