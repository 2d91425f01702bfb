import Foundation
import MortarCore
import MortarRuby
import Testing

/// The arena parser's inputs beyond the evaluator's (`RubyEvaluatorGoldenTests`, whose answers
/// include the parser's errors): the real manifests altered, and the bounds (nesting at and
/// around 80 through every level, chains past 256) with crafted constructs and errors. Until
/// issue 27's step B removed the old parser, a test compared both parsers' trees on all of these
/// (and on every input the golden test reads); the golden test now keeps their answers.
@Suite struct RubyTreeParserTests {
    static let repository: URL = {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        return root
    }()

    /// `../shared/fixtures/real` (or one level further up from a worktree).
    static let realFixtures: String? = {
        for up in ["..", "../.."] {
            let candidate = repository.appendingPathComponent(up).appendingPathComponent("shared/fixtures/real").standardized.path
            if FileManager.default.fileExists(atPath: candidate + "/README.md") { return candidate }
        }
        return nil
    }()

    /// The lead's crafted describe cases (`tools/describe-cmp` beside the worktrees).
    static let craftedFolder: String? = {
        for up in ["..", "../.."] {
            let candidate = repository.appendingPathComponent(up).appendingPathComponent("tools/describe-cmp").standardized.path
            if FileManager.default.fileExists(atPath: candidate + "/crafted.rb") { return candidate }
        }
        return nil
    }()

    static func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }

    static func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { "\(folder)/\($0)" }
    }

    /// The real manifests altered where errors and odd forms come from: a byte dropped, a
    /// line dropped or doubled, two lines swapped, a bracket or quote inserted — 12 of each
    /// file, at places a fixed generator picks (the same every run).
    static func alteredRealInputs() -> [(String, String)] {
        guard let folder = realFixtures else { return [] }
        var inputs: [(String, String)] = []
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return bound > 0 ? Int((state >> 33) % UInt64(bound)) : 0
        }
        let inserts: [[UInt8]] = [Array("(".utf8), Array(")".utf8), Array("'".utf8), Array("\"".utf8), Array("{".utf8),
                                  Array("end\n".utf8), Array("do |x|\n".utf8), Array(" if ".utf8), Array(",".utf8), Array("#{".utf8)]
        for path in files(in: "\(folder)/podspec-ruby") + files(in: "\(folder)/podfile") {
            let name = URL(fileURLWithPath: path).lastPathComponent
            let bytes = Array(read(path).utf8)
            var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
            guard bytes.count > 1, lines.count > 1 else { continue }
            for k in 0..<12 {
                var altered: [UInt8]
                switch k % 6 {
                case 0:
                    altered = bytes
                    altered.remove(at: next(bytes.count))
                case 1:
                    lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
                    lines.remove(at: next(lines.count))
                    altered = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
                case 2:
                    lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
                    let i = next(lines.count)
                    lines.insert(lines[i], at: i)
                    altered = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
                case 3:
                    lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
                    lines.swapAt(next(lines.count), next(lines.count))
                    altered = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
                default:
                    altered = bytes
                    altered.insert(contentsOf: inserts[next(inserts.count)], at: next(bytes.count))
                }
                inputs.append(("\(name)~\(k)", String(decoding: altered, as: UTF8.self)))
            }
        }
        return inputs
    }

    /// The bounds: nesting at and around 80 through every level, chains past 256, and errors.
    static func boundsInputs() -> [(String, String)] {
        var inputs: [(String, String)] = []
        for n in stride(from: 1, through: 90, by: 1) {
            func repeated(_ s: String) -> String { String(repeating: s, count: n) }
            inputs.append(("parens \(n)", "x = \(repeated("("))1\(repeated(")"))\n"))
            inputs.append(("brackets \(n)", "x = \(repeated("["))1\(repeated("]"))\n"))
            inputs.append(("braces \(n)", "x = \(repeated("{ a: "))1\(repeated(" }"))\n"))
            inputs.append(("calls \(n)", "x = \(repeated("f("))1\(repeated(")"))\n"))
            inputs.append(("minus \(n)", "x = \(repeated("- "))y\n"))
            inputs.append(("bang \(n)", "x = \(repeated("!"))y\n"))
            inputs.append(("not \(n)", "x = \(repeated("not "))y\n"))
            inputs.append(("ternary \(n)", "x = \(repeated("a ? b : "))c\n"))
            inputs.append(("power \(n)", "x = \(repeated("a ** "))b\n"))
            inputs.append(("assign \(n)", "\(repeated("a = "))1\n"))
            inputs.append(("if \(n)", "\(repeated("if a\n"))1\n\(repeated("end\n"))"))
            inputs.append(("blocks \(n)", "\(repeated("f do |x|\n"))1\n\(repeated("end\n"))"))
            inputs.append(("brace blocks \(n)", "\(repeated("f { |x| "))1\(repeated(" }"))\n"))
            inputs.append(("interpolation \(n)", "x = \(repeated("\"#{"))1\(repeated("}\""))\n"))
            inputs.append(("defined \(n)", "x = \(repeated("defined?("))y\(repeated(")"))\n"))
            inputs.append(("modifiers \(n)", "x = 1\(repeated(" if a"))\n"))
            inputs.append(("and \(n)", "x = a\(repeated(" and b"))\n"))
        }
        for n in [250, 256, 257, 300] {
            inputs.append(("chain \(n)", "x = a" + String(repeating: ".b", count: n) + "\n"))
            inputs.append(("plus \(n)", "x = a" + String(repeating: " + b", count: n) + "\n"))
            inputs.append(("or \(n)", "x = a" + String(repeating: " || b", count: n) + "\n"))
            inputs.append(("index \(n)", "x = [1]" + String(repeating: "[0]", count: n) + "\n"))
        }
        let crafted = [
            "a, b = 1, 2\nc = a, b\nd = *a\n", "ok && r = 1\nok || (s = 2)\n!t = 3 rescue 4\na && b || c = 5\n",
            "x ||= 1\ny &&= 2\nz += 3\ns.name = 'a'\nh[:k] = v\nh[:k] += 1\n", "x = 1..2\ny = (1...)\nz = ..5\nw = a..b\n",
            "case x\nwhen 1, 2 then :a\nwhen String\n:b\nelse :c\nend\ncase\nwhen a then b\nend\n",
            "def f(a, b = 1, *c, d:, e: 2, **f, &g) = a\ndef self.g; end\ndef h=(v)\n  @h = v\nrescue => e\n  1\nensure\n  2\nend\n",
            "begin\n  a\nrescue A, B => e\n  b\nrescue\n  c\nelse\n  d\nensure\n  e\nend\n",
            "l = ->(a, b) { a + b }\nm = -> x do x end\nn = lambda { |(a, b), c| a }\n",
            "f a, :b => 1, c: 2, **d, &e\ng(*a, k: 1) { |x| x }\nh [1]\ni -1\nj - 1\nk::L\nM::N(1)\n::O\n",
            "x = \"a#{b}c\" 'd' \"e\\\n\"\ny = :\"s#{t}\"\nz = `ls #{d}`\nw = %w[a b] + %i[c d] + %W[#{e} f]\n",
            "while a do b end\nuntil c\nd\nend\nfor i in 1..3 do p i end\nbegin; x; end while y\n",
            "return 1, 2 if a\nnext\nbreak 3\nyield 1, 2\nsuper(a) { b }\nalias a b\nBEGIN { x }\nclass A < B\n  def c; end\nend\nmodule D; end\n",
            "x = a.\n  b\n  .c\n  &.d\ny = e::F\nz = g&.h(1)\nq = y[1, 2]\n", "x = defined?(A).to_s\ny = defined? b\n",
            "x = ?c\ny = 1 ? 2: 3\n", "x = a ? b :c\n", "foo(", "x = [1, 2", "x = {a: 1", "if a\n", "def f(", "x = 'abc",
            "x = \"#{", "f do |x|\n", "case x\nin 1\nend\n", "x = y ? z\n", "1 = 2\n", "a + = 1\n", "x = )\n", "a b c\n",
            "x = 1 +\n", "x = (1; 2)\ny = ()\n", "x = {}\ny = []\nz = { 'a' => 1, **b }\n", "-> { }", "-> x\n", "x = *\n",
            "def\n", "for 1 in 2\n", "for a on b\n", "x.1\n", "x::1\n", "p(a: )\n", "{ a => }\n", "{ a b }\n", "f(a => b, c)\n",
        ]
        for (i, text) in crafted.enumerated() { inputs.append(("crafted \(i)", text)) }
        // Names equal as Swift compares `String`s (canonically equivalent) but not byte for
        // byte: é composed and decomposed, the Kelvin sign and K.
        let unicode = [
            "caf\u{E9} = 1\nx = cafe\u{301}\ny = cafe\u{301}(1)\n", "cafe\u{301} = 1\nx = caf\u{E9}\n",
            "\u{212A}k = 1\nx = Kk\n", "Kk = 1\nx = \u{212A}k\n", "f do |caf\u{E9}|\n  cafe\u{301}\nend\n",
            "x = \"#{caf\u{E9}}\"\ncafe\u{301} = 1\ny = \"#{caf\u{E9}}\"\n",
        ]
        for (i, text) in unicode.enumerated() { inputs.append(("unicode \(i)", text)) }
        return inputs
    }

    /// A node is four words: kind and flags, three operands, where it starts and its byte range.
    @Test func aNodeIsFourWords() {
        #expect(MemoryLayout<RubyTree.Node>.stride == 32)
    }
}
