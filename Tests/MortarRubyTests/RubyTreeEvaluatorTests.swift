import Foundation
import MortarCore
import MortarRuby
import Testing

/// `run()` on the arena tree, answers asserted whole: the host calls in order with their
/// arguments, node positions and source texts, the value, the steps and unknown values counted,
/// or the error. (Issue 27, step B: each case was compared with the old parser and evaluator
/// until they were removed; `RubyEvaluatorGoldenTests` keeps the answers of every other input.)
@Suite struct RubyTreeEvaluatorTests {
    /// Records every call it is given and runs every block, handing out one object: so a
    /// podspec's or Podfile's blocks are evaluated, not skipped.
    final class TracingHost: RubyHost {
        var trace: [String] = []

        func record(_ what: String, _ arguments: [RubyLocatedValue], _ block: RubyClosure?, _ node: RubyNode,
                    _ evaluator: RubyEvaluator) throws(RubyEvalSignal) {
            let text = evaluator.text(of: node)
            trace.append("\(evaluator.location(of: node)) [\(node.start)..<\(node.end), \(text.utf8.count) bytes] \(what) "
                         + arguments.map { "\($0.value) at \($0.location)" }.joined(separator: ", ") + (block == nil ? "" : " with a block"))
            if let block { trace.append("block: \(try evaluator.callBlock(block, [.object(1)]))") }
        }
        func call(_ name: String, _ arguments: [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
                  evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue? {
            try record(name, arguments, block, node, evaluator)
            return block == nil ? nil : .nilValue
        }
        func call(object: Int, _ name: String, _ arguments: inout [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
                  evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue {
            try record("#\(object).\(name)", arguments, block, node, evaluator)
            return .object(1)
        }
        func call(constant: String, _ name: String, _ arguments: [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
                  evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue? {
            try record("\(constant).\(name)", arguments, block, node, evaluator)
            return .object(1)
        }
        func isSignificant(_ name: String) -> Bool { name == "dependency" || name == "pod" }
        func unknownMethodIsError(_ name: String) -> Bool { false }
        var notStaticHelp: String { "write it as a literal" }
        var hostConstants: Set<String> { ["Pod"] }
        var hostLibraries: Set<String> { [] }
    }

    /// What evaluating `text` (`run()`) answers, written out.
    static func answer(_ text: String, file: String) -> String {
        let host = TracingHost()
        let evaluator = RubyEvaluator(file: file, source: text, environment: ["HOME": "/home/x"], host: host)
        let outcome: String
        do {
            outcome = "value: \(try evaluator.run())"
        } catch {
            outcome = "error: \(error)"
        }
        return (host.trace + [outcome, "steps: \(evaluator.steps), unknown values: \(evaluator.unknownValues)"]).joined(separator: "\n")
    }

    /// The kinds walked on the tree, at the top of a file (where the tree walk starts): their
    /// values, and the steps counted, as the old evaluator has them.
    @Test func portedKindsEvaluateAsBefore() throws {
        let text = "x = 1\n[nil, true, false, 0x1F, 2.5, 'text', (x; :two), *[3, 4], *nil, x]\n"
        let host = TracingHost()
        let evaluator = RubyEvaluator(file: "k.rb", source: text, environment: [:], host: host)
        let value = try evaluator.run()
        #expect("\(value)" == "\(RubyValue.array([.nilValue, .bool(true), .bool(false), .integer(31), .float(2.5, "2.5"), .string("text"), .symbol("two"), .integer(3), .integer(4), .integer(1)]))")
        #expect(evaluator.steps == 17)
        let opaque = "$nobody\n[/r/, 1..2, -> {}, self, __FILE__, 9999999999999999999999]\n"
        #expect(Self.answer(opaque, file: "opaque.rb").hasSuffix("\nsteps: 8, unknown values: 6"))
        // An element is marked shared, as before: changing it in place afterwards is not followed.
        let shared = "s = 'a'\n[s]\ns << 'b'\ns\n"
        #expect(Self.answer(shared, file: "shared.rb") == """
            error: shared.rb:3:1: 's' is changed in place here, but what it holds may also be held elsewhere \
            (it was assigned from another value, passed as an argument or stored in another value), which mortar does not follow; \
            write it as a literal
            steps: 7, unknown values: 0
            """)
    }

    /// Assignments at the top of a file: to locals, globals and constants on the tree, to a
    /// call converted; what is fresh and what is shared, as before.
    @Test func assignmentsEvaluateAsBefore() {
        let cases = [
            ("fresh.rb", "a = [1]\na << 2\n$g = 'x'\n$g << 'y'\nK = 'k'\nK << 'l'\n[a, $g, K]\n"),
            ("local.rb", "a = [1]\nb = a\nb << 2\n"),
            ("global.rb", "a = 'x'\n$g = a\n$g << 'y'\n"),
            ("constant.rb", "a = 'x'\nK = a.itself\nK << 'y'\n"),
            ("call.rb", "Pod::Spec.new do |s|\n  s.name = 'N'\nend\nh = {}\nh['k'] = 1\nh\n"),
        ]
        let changed = "is changed in place here, but what it holds may also be held elsewhere (it was assigned from another value, "
            + "passed as an argument or stored in another value), which mortar does not follow; write it as a literal"
        #expect(cases.map { Self.answer($0.1, file: $0.0) } == [
            "value: \(RubyValue.array([.array([.integer(1), .integer(2)]), .string("xy"), .string("kl")]))\nsteps: 20, unknown values: 0",
            "error: local.rb:3:1: 'b' \(changed)\nsteps: 8, unknown values: 0",
            "error: global.rb:3:1: '$g' \(changed)\nsteps: 7, unknown values: 0",
            "error: constant.rb:3:1: 'K' \(changed)\nsteps: 8, unknown values: 0",
            """
            call.rb:1:1 [0..<39, 39 bytes] Pod::Spec.new  with a block
            call.rb:2:3 [23..<29, 6 bytes] #1.name= string("N") at call.rb:2:3
            block: string("N")
            value: hash([MortarRuby.RubyHashEntry(key: MortarRuby.RubyValue.string("k"), value: MortarRuby.RubyValue.integer(1))])
            steps: 13, unknown values: 0
            """,
        ])
    }

    /// Hash literals at the top of a file: keys given again (scanned, and indexed past 16
    /// pairs), `**` splats, values marked shared.
    @Test func hashesEvaluateAsBefore() {
        let many = (0..<20).map { "'k\($0 % 18)' => \($0)" }.joined(separator: ", ")
        let cases = [
            ("few.rb", "{ 'a' => 1, a: [2], **{ b: 3 }, 'a' => 4, **nil, 1 => 5 }\n"),
            ("many.rb", "{ \(many), k0: 0, 'k1' => 21 }\n"),
            ("shared.rb", "v = [1]\n{ k: v }\nv << 2\n"),
        ]
        let a = RubyValue.string("a"), sym = { (s: String) in RubyValue.symbol(s) }
        let few = RubyValue.hash([.init(key: a, value: .integer(4)), .init(key: sym("a"), value: .array([.integer(2)])),
                                  .init(key: sym("b"), value: .integer(3)), .init(key: .integer(1), value: .integer(5))])
        var entries = (0..<18).map { RubyHashEntry(key: .string("k\($0)"), value: .integer($0 < 2 ? $0 + 18 : $0)) }
        entries[1].value = .integer(21)
        entries.append(RubyHashEntry(key: sym("k0"), value: .integer(0)))
        #expect(cases.map { Self.answer($0.1, file: $0.0) } == [
            "value: \(few)\nsteps: 14, unknown values: 0",
            "value: \(RubyValue.hash(entries))\nsteps: 46, unknown values: 0",
            "error: shared.rb:3:1: 'v' is changed in place here, but what it holds may also be held elsewhere (it was assigned from another value, "
                + "passed as an argument or stored in another value), which mortar does not follow; write it as a literal\nsteps: 9, unknown values: 0",
        ])
    }

    /// Strings, symbols and commands at the top of a file: plain, side by side, interpolated
    /// with text, numbers, nil, arrays and unknown values.
    @Test func interpolationsEvaluateAsBefore() {
        let cases = [
            ("strings.rb", "x = 'w'\n[\"a#{x}b#{1}#{nil}\", 'p' 'q', :\"s#{x}\", :plain, %w[a b], \"#{x}\"]\n"),
            ("array.rb", "\"v#{[1]}\"\n"),
            ("unknown.rb", "\"v#{`date`}\"\n"),
            ("command.rb", "x = 'w'\n`echo #{x}`\n"),
        ]
        let strings = RubyValue.array([.string("awb1"), .string("pq"), .symbol("sw"), .symbol("plain"), .array([.string("a"), .string("b")]), .string("w")])
        let date = RubyValue.opaque(RubyOpaque("the output of the shell command `date`, which mortar never runs", at: SourceLocation(file: "unknown.rb", line: 1, column: 5)))
        let echo = RubyValue.opaque(RubyOpaque("the output of the shell command `echo w`, which mortar never runs", at: SourceLocation(file: "command.rb", line: 2, column: 1)))
        #expect(cases.map { Self.answer($0.1, file: $0.0) } == [
            "value: \(strings)\nsteps: 16, unknown values: 0",
            "value: \(RubyValue.string("v[1]"))\nsteps: 3, unknown values: 0",
            "value: \(date)\nsteps: 2, unknown values: 2",
            "value: \(echo)\nsteps: 4, unknown values: 1",
        ])
    }

    /// Constants and `not` at the top of a file.
    @Test func constantsAndNotEvaluateAsBefore() {
        let cases = [
            ("constants.rb", "K = 'k'\n[K, ENV, Foo, Foo::Bar::Baz, (not nil), !K, (not $nobody)]\n"),
            ("scope.rb", "'x'::Y\n"),
            ("unknown.rb", "(not `date`)\n"),
        ]
        let values = RubyValue.array([.string("k"), .environment, .constant("Foo"), .constant("Foo::Bar::Baz"), .bool(true), .bool(false), .bool(true)])
        let scope = RubyValue.opaque(RubyOpaque("constant 'Y' of a string", at: SourceLocation(file: "scope.rb", line: 1, column: 1)))
        let date = RubyValue.opaque(RubyOpaque("the output of the shell command `date`, which mortar never runs", at: SourceLocation(file: "unknown.rb", line: 1, column: 6)))
        #expect(cases.map { Self.answer($0.1, file: $0.0) } == [
            "value: \(values)\nsteps: 15, unknown values: 0",
            "value: \(scope)\nsteps: 2, unknown values: 1",
            "value: \(date)\nsteps: 2, unknown values: 2",
        ])
    }

}
