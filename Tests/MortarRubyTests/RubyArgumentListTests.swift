import MortarCore
import MortarRuby
import Testing

/// The evaluator reuses a call's argument list for the next call once the call is done
/// (`evaluateArguments`, `recycle`): a host that keeps a list it was given must still see what it
/// was given, whatever the calls after it pass.
@Suite struct RubyArgumentListTests {
    /// Knows `keep(*values)`: keeps the list itself and returns its strings joined with `+`.
    final class KeepingHost: OneMethodHost {
        var kept: [[RubyLocatedValue]] = []
        func call(_ name: String, _ arguments: [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
                  evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue? {
            guard name == "keep" else { return nil }
            kept.append(arguments)
            return .string(arguments.map { $0.value.stringValue ?? "?" }.joined(separator: "+"))
        }
        func isSignificant(_ name: String) -> Bool { false }
        var notStaticHelp: String { "write it as a literal" }
    }

    @Test func aListAHostKeptIsNotChangedByTheCallsAfterIt() throws {
        let host = KeepingHost()
        let text = """
            keep 'a', 'b'
            keep 'c'
            keep keep('d', 'e'), 'f'
            %w[x y].each { |v| keep v, v, 'z' }
            [1, 2].map { |i| i.to_s.length }.sum.to_s.strip
            keep 'last'
            """
        _ = try RubyEvaluator(file: "keep.rb", source: text, environment: [:], host: host).run()
        #expect(host.kept.map { $0.map { $0.value.stringValue ?? "?" } }
                == [["a", "b"], ["c"], ["d", "e"], ["d+e", "f"], ["x", "x", "z"], ["y", "y", "z"], ["last"]])
        #expect(host.kept.map { $0.map { "\($0.location.line):\($0.location.column)" } }
                == [["1:6", "1:11"], ["2:6"], ["3:11", "3:16"], ["3:6", "3:22"],
                    ["4:25", "4:28", "4:31"], ["4:25", "4:28", "4:31"], ["6:6"]])
    }
}
