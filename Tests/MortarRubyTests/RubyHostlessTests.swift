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

    /// A quoted label on the line after `{`, `,` or `(` is a label, as Ruby reads it (React
    /// Native's generated `ReactCodegen.podspec`, as react-native-maps commits it under
    /// `ios/generated`, ends a script phase's hash with `'script': <<-SCRIPT` on its own line:
    /// it was refused with "unexpected ':'; expected '=>' after a hash key").
    @Test func aQuotedLabelOnTheNextLineIsALabel() throws {
        let host = RecordingHost()
        let text = """
            source = { :git => 'https://x/a.git',
              'tag': '1.0' }
            phase = {
              'name' => 'codegen',
              'script': <<-SCRIPT
            echo hi
              SCRIPT
            }
            declare source[:tag]
            declare phase[:script].strip
            declare phase['name']
            """
        _ = try RubyEvaluator(file: "t.rb", source: text, environment: [:], host: host).run()
        #expect(host.declared == ["1.0", "echo hi", "codegen"])
    }

    /// A modifier's condition may start on the next line, as Ruby reads it
    /// (react-native-test-app's example Podfiles, e.g. react-native-webview's `example/ios`:
    /// `ws_dir = ws_dir.parent until⏎  File.exist?(…) ||⏎  …`; it was refused with "unexpected
    /// end of line; expected an expression").
    @Test func aModifiersConditionMayStartOnTheNextLine() throws {
        let host = RecordingHost()
        let text = """
            x = 1
            x = x + 1 until
              x > 3 ||
              x == 100
            declare x.to_s
            declare 'skipped' if
              x == 5
            declare 'kept' unless
              # a comment between
              x == 5
            """
        _ = try RubyEvaluator(file: "t.rb", source: text, environment: [:], host: host).run()
        #expect(host.declared == ["4", "kept"])
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
