import Foundation
import MortarCore
import MortarRuby
import Testing

/// Calls, blocks and `def` walked on the tree: the forms the real manifests do not reach,
/// asserted whole (each was compared with the old walk until issue 27's step B removed it).
extension RubyTreeEvaluatorTests {
    static let callCases: [(String, String)] = [
        ("def.rb", """
            def f(a, b = [1], *rest, c, k: 2, **opts, &blk)
              [a, b, rest, c, k, opts]
            end
            [f(1, 2, 3, 4, k: 5, z: 6), f(1, 9), f(*[1, 2, 3]), f(1)]

            """),
        ("defaults.rb", """
            def g(x, y = x + 1, z = "#{y}!")
              return [x, y, z]
              :never
            end
            [g(1), g(1, 5), g(1, 2, 3)]

            """),
        ("destructure.rb", "[[1, [2, 3]], [4, [5, 6]]].map { |a, (b, c)| [a, b, c] }\n"),
        ("next.rb", "[1, 2, 3].map { |x| next 0 if x == 2; x * 10 }\n"),
        ("break.rb", "[1, 2, 3].each { |x| break x * 100 if x == 2 }\n"),
        ("missing.rb", "list = [1]\nhelper(list, 2)\nlist\n"),
        ("unknown_receiver.rb", "x = 1\nsomething.each { |v| x = v }\nx\n"),
        ("significant.rb", "something.each { |v| v.dependency 'A' }\n"),
        ("send.rb", "['a'].send(:first)\n"),
        ("public_send.rb", "x = 'a'.public_send(:upcase)\nx\n"),
        ("tap.rb", "[1, 2].tap { |l| $seen = l.size }.map { |v| v + $seen }\n"),
        ("each_with_object.rb", "[1, 2].each_with_object([]) { |v, memo| memo << v }\n"),
        ("symbol_block.rb", "[' a ', 'b '].map(&:strip)\n"),
        ("in_place.rb", "a = [1]\na << 2\na.push(3)\ns = ' x '\ns.strip!\nh = { k: [] }\nh[:k] << 1\nh[:j] = 2\nENV['X'] = 'y'\n[a, s, h, ENV['X']]\n"),
        ("shared_argument.rb", "a = [1]\nFoo.bar(a)\na << 2\n"),
        ("cross.rb", """
            def top(x)
              x + 1
            end
            if true
              def inner(y)
                top(y) * 2
              end
              v = top(1)
            end
            [v, inner(3)]

            """),
        ("safe_navigation.rb", "n = nil\n[n&.size, 'ab'&.size, n&.foo(raise('never'))]\n"),
        ("recursive.rb", "def r(n)\n  r(n)\nend\nr(1)\n"),
        ("spec.rb", """
            def deps(s, *names)
              names.each { |n| s.dependency n, '~> 1.0' }
            end
            Pod::Spec.new do |s|
              s.name = 'N'
              s.source_files = %w[a b].map { |d| "#{d}/**/*.swift" }
              deps(s, 'A', 'B')
              s.subspec 'Core' do |c|
                c.frameworks = ['UIKit']
              end
            end

            """),
    ]

    /// What each of `callCases` answers (values written out without their module and type prefixes).
    static let callAnswers: [String] = [
        // def.rb
        """
        value: array([array([integer(1), integer(2), array([integer(3)]), integer(4), integer(5), hash([RubyHashEntry(key: symbol("k"), value: integer(5)), RubyHashEntry(key: symbol("z"), value: integer(6))])]), array([integer(1), array([integer(1)]), array([]), integer(9), integer(2), hash([])]), array([integer(1), integer(2), array([]), integer(3), integer(2), hash([])]), array([integer(1), array([integer(1)]), array([]), nilValue, integer(2), hash([])])])
        steps: 58, unknown values: 0
        """,
        // defaults.rb
        """
        value: array([array([integer(1), integer(2), string("2!")]), array([integer(1), integer(5), string("5!")]), array([integer(1), integer(2), integer(3)])])
        steps: 33, unknown values: 0
        """,
        // destructure.rb
        """
        value: array([array([integer(1), array([integer(2), integer(3)]), nilValue]), array([integer(4), array([integer(5), integer(6)]), nilValue])])
        steps: 20, unknown values: 0
        """,
        // next.rb
        """
        value: array([integer(10), integer(0), integer(30)])
        steps: 25, unknown values: 0
        """,
        // break.rb
        """
        value: integer(200)
        steps: 17, unknown values: 0
        """,
        // missing.rb
        """
        missing.rb:2:1 [11..<26, 15 bytes] helper array([integer(1)]) at missing.rb:2:8, integer(2) at missing.rb:2:14
        value: opaque(RubyOpaque(reason: "\\'list\\', which \\'helper\\' may change, and it is not defined in this file", location: missing.rb:2:1, undecided: true))
        steps: 9, unknown values: 2
        """,
        // unknown_receiver.rb
        """
        unknown_receiver.rb:2:1 [6..<15, 9 bytes] something 
        value: opaque(RubyOpaque(reason: "\\'x\\', which \\'.each\\' may change, and mortar cannot run it: its receiver comes from the result of \\'something\\', which is not defined in this file", location: unknown_receiver.rb:2:1, undecided: true))
        steps: 17, unknown values: 3
        """,
        // significant.rb
        """
        significant.rb:1:1 [0..<9, 9 bytes] something 
        error: significant.rb:1:1: cannot evaluate '.each' on a value that is not static (it comes from the result of 'something', which is not defined in this file), and its block declares what mortar reads; write it as a literal
        steps: 2, unknown values: 1
        """,
        // send.rb
        """
        value: opaque(RubyOpaque(reason: "the result of \\'.send\\' on an array", location: send.rb:1:1, undecided: false))
        steps: 4, unknown values: 1
        """,
        // public_send.rb
        """
        value: opaque(RubyOpaque(reason: "the result of \\'.public_send\\' on a string", location: public_send.rb:1:5, undecided: false))
        steps: 5, unknown values: 3
        """,
        // tap.rb
        """
        value: array([integer(3), integer(4)])
        steps: 14, unknown values: 0
        """,
        // each_with_object.rb
        """
        value: opaque(RubyOpaque(reason: "the result of \\'.each_with_object\\' on an array", location: each_with_object.rb:1:1, undecided: false))
        steps: 18, unknown values: 1
        """,
        // symbol_block.rb
        """
        value: array([string("a"), string("b")])
        steps: 8, unknown values: 0
        """,
        // in_place.rb
        """
        value: array([array([integer(1), integer(2), integer(3)]), string("x"), hash([RubyHashEntry(key: symbol("k"), value: array([integer(1)])), RubyHashEntry(key: symbol("j"), value: integer(2))]), string("y")])
        steps: 39, unknown values: 0
        """,
        // shared_argument.rb
        """
        shared_argument.rb:2:1 [8..<18, 10 bytes] Foo.bar array([integer(1)]) at shared_argument.rb:2:9
        error: shared_argument.rb:3:1: 'a' is changed in place here, but what it holds may also be held elsewhere (it was assigned from another value, passed as an argument or stored in another value), which mortar does not follow; write it as a literal
        steps: 9, unknown values: 0
        """,
        // cross.rb
        """
        value: array([integer(2), integer(8)])
        steps: 21, unknown values: 0
        """,
        // safe_navigation.rb
        """
        value: array([nilValue, integer(2), nilValue])
        steps: 9, unknown values: 0
        """,
        // recursive.rb
        """
        error: recursive.rb:2:3: methods call each other more than 48 deep (is 'r' recursive?); simplify the manifest, or describe the app in mortar.json ('mortar init' writes a starter)
        steps: 99, unknown values: 0
        """,
        // spec.rb
        """
        spec.rb:4:1 [70..<247, 177 bytes] Pod::Spec.new  with a block
        spec.rb:5:3 [93..<99, 6 bytes] #1.name= string("N") at spec.rb:5:3
        spec.rb:6:3 [108..<122, 14 bytes] #1.source_files= array([string("a/**/*.swift"), string("b/**/*.swift")]) at spec.rb:6:3
        spec.rb:2:20 [39..<63, 24 bytes] #1.dependency string("A") at spec.rb:2:33, string("~> 1.0") at spec.rb:2:36
        spec.rb:2:20 [39..<63, 24 bytes] #1.dependency string("B") at spec.rb:2:33, string("~> 1.0") at spec.rb:2:36
        spec.rb:8:3 [185..<243, 58 bytes] #1.subspec string("Core") at spec.rb:8:13 with a block
        spec.rb:9:5 [213..<225, 12 bytes] #1.frameworks= array([string("UIKit")]) at spec.rb:9:5
        block: array([string("UIKit")])
        block: object(1)
        value: object(1)
        steps: 38, unknown values: 0
        """,
    ]

    /// A value's description without its module and type prefixes.
    static func compact(_ text: String) -> String {
        text.replacingOccurrences(of: "MortarRuby.RubyValue.", with: "").replacingOccurrences(of: "MortarRuby.", with: "")
    }

    /// Each call case on the tree answers as the old walk does, and as written out whole
    /// (host calls, values, errors, steps, unknown values).
    @Test func callsEvaluateAsBefore() throws {
        let answers = Self.callCases.map { Self.compact(Self.answer($0.1, file: $0.0)) }
        for (i, answer) in answers.enumerated() where i < Self.callAnswers.count {
            #expect(answer == Self.callAnswers[i], "\(Self.callCases[i].0)")
        }
        #expect(answers.count == Self.callAnswers.count)
    }
}
