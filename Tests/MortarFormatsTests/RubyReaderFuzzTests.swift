import Foundation
import MortarCore
import Testing
@testable import MortarFormats
import MortarTestSupport
import MortarRuby

/// Truncated and byte-mutated real manifests: every input gives a value or a located error.
@Suite struct RubyReaderFuzzTests {
    /// SplitMix64: deterministic, so a failure reproduces.
    typealias Generator = SplitMix64

    static let interesting: [UInt8] = Array("'\"#{}()[]|%<~-=:;\\\n\t do end if <<-X <<~E \u{2018}".utf8) + [0x00, 0xFF, 0xC3, 0x80]

    /// Reads mutated bytes; a thrown `RubyError` must be located in the same file.
    static func check(_ bytes: [UInt8], name: String, podfile: Bool) {
        let text = String(decoding: bytes, as: UTF8.self)
        do {
            if podfile { _ = try PodfileReader.read(text, file: name) } else { _ = try RubyPodspecReader.read(text, file: name) }
        } catch {
            #expect(error.location.file == name, "\(error)")
            #expect(error.location.line >= 0)
            #expect(!error.message.isEmpty)
        }
    }

    static func corpus() -> [(name: String, bytes: [UInt8], podfile: Bool)] {
        RealFixtures.files("podspec-ruby").map { ($0, Array(RealFixtures.text("podspec-ruby", $0).utf8), false) }
            + RealFixtures.files("podfile").map { ($0, Array(RealFixtures.text("podfile", $0).utf8), true) }
    }

    @Test(RealFixtures.present) func truncatedFixturesGiveAValueOrALocatedError() {
        var generator = Generator(seed: 20_261_122)
        let corpus = Self.corpus()
        #expect(corpus.count >= 60)
        for _ in 0..<300 {
            let entry = corpus[generator.next(below: corpus.count)]
            let cut = generator.next(below: entry.bytes.count + 1)
            Self.check(Array(entry.bytes[..<cut]), name: entry.name, podfile: entry.podfile)
        }
    }

    @Test(RealFixtures.present) func mutatedFixturesGiveAValueOrALocatedError() {
        var generator = Generator(seed: 7)
        let corpus = Self.corpus()
        for _ in 0..<300 {
            let entry = corpus[generator.next(below: corpus.count)]
            var bytes = entry.bytes
            for _ in 0..<(1 + generator.next(below: 4)) where !bytes.isEmpty {
                let position = generator.next(below: bytes.count)
                switch generator.next(below: 3) {
                case 0: bytes[position] = Self.interesting[generator.next(below: Self.interesting.count)]
                case 1: bytes.remove(at: position)
                default: bytes.insert(Self.interesting[generator.next(below: Self.interesting.count)], at: position)
                }
            }
            Self.check(bytes, name: entry.name, podfile: entry.podfile)
        }
    }

    /// Random token soup from Ruby's punctuation, keywords and literals.
    @Test func randomTokenSoupGivesAValueOrALocatedError() {
        var generator = Generator(seed: 99)
        let pieces = ["Pod::Spec.new do |s|", "s.name = 'A'", "s.dependency", "pod", "target 'T' do", "end", "if", "unless", "else",
                      "def f(a, *b)", "(", ")", "[", "]", "{", "}", "|x|", "'s'", "\"#{", "}\"", "<<~X\n", "X\n", "%w[", ":sym",
                      "=>", ",", ".", "&.", "::", "ENV['A']", "||", "&&", "!", "?", ":", "=", "+=", "||=", "<<", "1", "2.5",
                      "\n", " ", "#", "=begin\n", "=end\n", "return", "next", "while", "case", "when", "->", "*", "**", "&"]
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<(5 + generator.next(below: 60)) { text += pieces[generator.next(below: pieces.count)] + (generator.next(below: 3) == 0 ? "\n" : " ") }
            Self.check(Array(text.utf8), name: "Soup", podfile: generator.next(below: 2) == 0)
        }
    }

    @Test(arguments: [
        String(repeating: "(", count: 5000),
        String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000),
        String(repeating: "if a\n", count: 3000),
        String(repeating: "-", count: 4000) + "1",
        "x = 1" + String(repeating: " + 1", count: 20000) + "\n",
        "x = a" + String(repeating: ".b", count: 20000) + "\n",
        "x = a" + String(repeating: "[0]", count: 20000) + "\n",
        "x = 1" + String(repeating: " if true", count: 20000) + "\n",
        "x = 1" + String(repeating: " or 2", count: 20000) + "\n",
        "x = 'a'" + String(repeating: " + 'a'", count: 255) + "\nx = x" + String(repeating: ".strip", count: 250) + "\n",
        "x = []\ni = 0\nwhile i < 9000\n  x = [x]\n  i += 1\nend\ns = \"#{x}\"\nx == x\n",
        "h = {}\ni = 0\nwhile i < 9000\n  h = { a: h }\n  i += 1\nend\nh == h\n",
        "x = 'ab' * 4611686018427387904\ny = -9223372036854775807 - 1\nz = y / -1\nw = y % -1\nv = 99999999999999999999\n",
        "def f\n  f\nend\nf\n",
        "def f(x)\n  " + String(repeating: "[", count: 15) + "f(x)" + String(repeating: "]", count: 15) + "\nend\nf(1)\n",
        "def f(x)\n  [1].map { |y| [2].map { |z| f(x) } }\nend\nf(1)\n",
        "x = 0\nwhile true\n  x += 1\nend\n",
        "a = []\nloop { a << a }\n",
        "\"#{\"#{\"#{\"#{" + String(repeating: "\"#{", count: 500),
        "<<~A\n",
        "=begin\n",
        "\u{FEFF}",
        "",
    ])
    func hostileInputsStopWithALocatedError(text: String) {
        for podfile in [false, true] {
            do {
                if podfile { _ = try PodfileReader.read(text, file: "Hostile") } else { _ = try RubyPodspecReader.read(text, file: "Hostile") }
            } catch {
                #expect(error.location.file == "Hostile")
            }
        }
    }
}
