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

    /// Knows `spec` (its one object); a call on the object records the arguments it was given
    /// and takes the last one out of the list (`removeLast()`, as the podspec host takes one it
    /// keeps), answering its value.
    final class TakingHost: OneMethodHost {
        var received: [[String]] = []
        var taken: [String] = []
        func call(_ name: String, _ arguments: [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
                  evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue? {
            name == "spec" ? .object(0) : nil
        }
        func call(object: Int, _ name: String, _ arguments: inout [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
                  evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue {
            received.append(arguments.map { $0.value.stringValue ?? "?" })
            guard !arguments.isEmpty else { return .nilValue }
            let last = arguments.removeLast()
            taken.append("\(last.value.stringValue ?? "?") at \(last.location.line):\(last.location.column)")
            return last.value
        }
        func isSignificant(_ name: String) -> Bool { false }
        var notStaticHelp: String { "write it as a literal" }
    }

    /// A host object's call may take arguments out of its list (`RubyHost.call(object:…)` has it
    /// `inout`): the list emptied and used again by the calls after it gives each the arguments
    /// it was written with, whatever an earlier call left in it.
    @Test func aHostTakingArgumentsOutLeavesTheCallsAfterItTheirOwn() throws {
        let host = TakingHost()
        let text = """
            s = spec
            s.take 'a', 'b'
            s.take 'c'
            x = s.take 'd', 'e', 'f'
            s.take
            s.take x, 'g'
            [1].each { |i| s.take 'h' }
            """
        _ = try RubyEvaluator(file: "take.rb", source: text, environment: [:], host: host).run()
        #expect(host.received == [["a", "b"], ["c"], ["d", "e", "f"], [], ["f", "g"], ["h"]])
        #expect(host.taken == ["b at 2:13", "c at 3:8", "f at 4:22", "g at 6:11", "h at 7:23"])
    }

    /// `requireString(_:at:_:)` reads the argument in place: a string as it is, a symbol or a
    /// number as `requireString` words it, anything else the same error.
    @Test func anArgumentIsRequiredAsAStringInPlace() throws {
        let evaluator = RubyEvaluator(file: "t.rb", source: "", environment: [:], host: KeepingHost())
        let at = SourceLocation(file: "t.rb", line: 2, column: 5)
        let arguments = [RubyLocatedValue(.string("A"), at: at), RubyLocatedValue(.symbol("b"), at: at),
                         RubyLocatedValue(.integer(3), at: at), RubyLocatedValue(.nilValue, at: at)]
        #expect(try evaluator.requireString(arguments, at: 0, "the name of a pod") == "A")
        #expect(try evaluator.requireString(arguments, at: 1, "the name of a pod") == "b")
        #expect(try evaluator.requireString(arguments, at: 2, "the name of a pod") == "3")
        var error: RubyError?
        do {
            _ = try evaluator.requireString(arguments, at: 3, "the name of a pod")
        } catch let signal {
            if case let .error(e) = signal { error = e }
        }
        #expect(error == .invalid("the name of a pod must be a string, not nil", at: at, help: "write it as a quoted string"))
    }
}
