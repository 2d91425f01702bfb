import MortarCore
import MortarRuby
import Testing

/// The parser's arenas and the lexer's block kept from one read to the next (`RubyReadScratch`):
/// a parse on them builds the tree a parse on storage of its own builds, the same arenas serve
/// the next file, a tree still held keeps its arenas to itself, an arena past `maxKept`
/// elements (a text past `maxKept` bytes) is dropped, and the evaluator gives its scratch back
/// once the read is over.
@Suite struct RubyReadScratchTests {
    static let small = "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.dependency 'A', '~> 1.0'\nend\n"
    static let larger = """
        Pod::Spec.new do |s|
          s.name = "Kit#{1 + 2}"
          s.source = { :git => 'https://example.com/kit.git', :tag => s.version.to_s }
          s.ios.deployment_target = '12.0'
          %w[A B C].each do |part|
            s.subspec part do |ss|
              ss.source_files = "#{part}/**/*.swift"
              ss.dependency 'Kit/Core' unless part == 'A'
            end
          end
        end

        """

    /// Every field of every node, the list elements, names, strings and root: two trees are the
    /// same tree when their dumps are equal.
    static func dump(_ tree: RubyTree) -> [String] {
        tree.nodes.map { "\($0.kind) \($0.flags) \($0.a) \($0.b) \($0.c) \($0.line):\($0.column) \($0.start)-\($0.end)" }
            + ["children \(Array(tree.children))", "strings \(tree.strings)", "root \(tree.root)"]
            + (0..<tree.names.count).map { "name \($0) \(tree.names[$0])" }
    }

    @Test func aParseOnKeptArenasBuildsTheTreeOfAParseOnItsOwn() throws {
        var scratch: RubyReadScratch? = RubyReadScratch()
        var arenas: [ObjectIdentifier] = []
        for source in [Self.small, Self.larger, Self.small, Self.larger] {
            let own = try RubyTreeParser.parse(source, file: "Kit.podspec")
            do {
                let tree = try RubyTreeParser.parse(bytes: Array(source.utf8), file: "Kit.podspec", asciiPrefix: nil, scratch: &scratch)
                #expect(Self.dump(tree) == Self.dump(own))
                let identifiers = [ObjectIdentifier(tree.nodes), ObjectIdentifier(tree.children)]
                if arenas.isEmpty { arenas = identifiers } else { #expect(identifiers == arenas) }
            }
            scratch!.reclaim()
            #expect(scratch!.keptArenas == [true, true, true, true, true])
        }
    }

    @Test func aTreeHeldPastTheReadKeepsItsArenas() throws {
        var scratch: RubyReadScratch? = RubyReadScratch()
        let held = try RubyTreeParser.parse(bytes: Array(Self.larger.utf8), file: "Kit.podspec", asciiPrefix: nil, scratch: &scratch)
        let before = Self.dump(held)
        scratch!.reclaim()
        #expect(scratch!.keptArenas == [false, false, true, true, true])
        let next = try RubyTreeParser.parse(bytes: Array(Self.small.utf8), file: "Kit.podspec", asciiPrefix: nil, scratch: &scratch)
        #expect(next.nodes !== held.nodes && next.children !== held.children)
        #expect(Self.dump(held) == before)
        #expect(Self.dump(next) == Self.dump(try RubyTreeParser.parse(Self.small, file: "Kit.podspec")))
    }

    @Test func anArenaPastTheBoundIsDropped() throws {
        var scratch: RubyReadScratch? = RubyReadScratch()
        let lines = String(repeating: "x = 1\n", count: RubyReadScratch.maxKept / 3)
        do {
            let tree = try RubyTreeParser.parse(bytes: Array(lines.utf8), file: "big.rb", asciiPrefix: nil, scratch: &scratch)
            #expect(tree.nodes.count > RubyReadScratch.maxKept / 3)
        }
        scratch!.reclaim()
        #expect(scratch!.keptArenas == [false, false, true, true, false])
    }

    @Test func theEvaluatorGivesItsScratchBackOnceTheReadIsOver() throws {
        let host = RubyHostlessTests.RecordingHost()
        let evaluator = RubyEvaluator(file: "t.rb", text: UTF8Text("declare 'a'\ndeclare 'b'\n"), environment: [:], host: host,
                                      scratch: RubyReadScratch())
        _ = try evaluator.run()
        #expect(host.declared == ["a", "b"])
        #expect(!evaluator.tree.nodes.isEmpty)
        let taken = try #require(evaluator.takeScratch())
        #expect(taken.keptArenas == [true, true, true, true, true])
        #expect(evaluator.tree.nodes.isEmpty)
        #expect(evaluator.takeScratch()?.keptArenas == nil)
        let alone = RubyEvaluator(file: "t.rb", text: UTF8Text("declare 'c'\n"), environment: [:], host: host)
        _ = try alone.run()
        #expect(alone.takeScratch()?.keptArenas == nil)
        #expect(host.declared == ["a", "b", "c"])
    }
}
