import MortarCore
import MortarRuby
import Testing

/// `s.subspec 'A' do |ss| … end` read by `statementOfShape` (`commandWithBlock`): the tree the
/// expression levels made, the nesting bound reported at the same token, and the chain after
/// the block's `end` counted with the links before it.
@Suite struct RubyTreeParserBlockShapeTests {
    static func parse(_ text: String) throws(RubyError) -> RubyTree {
        try RubyTreeParser.parse(text, file: "x.podspec")
    }

    static func call(_ tree: RubyTree, _ node: Int32) -> (name: String, receiver: Int32, block: Int32, arguments: [Int32]) {
        let n = tree.nodes[Int(node)]
        let record = Int(n.b)
        return (tree.names[Int(n.a)], tree.children[record], tree.children[record + 1],
                (0..<Int(n.c)).map { tree.children[record + 2 + $0] })
    }

    /// The call with its block, and the chain after `end` on it, as the levels make them.
    @Test func aCommandWithABlockAndAChainAfterItsEnd() throws {
        let text = "s = 1\ns.subspec 'A', :b do |ss|\n  ss.name = 'x'\nend.freeze\n"
        let tree = try RubyTreeParserBlockShapeTests.parse(text)
        let statements = Array(tree.list(node: tree.root))
        #expect(statements.count == 2)
        let freeze = RubyTreeParserBlockShapeTests.call(tree, statements[1])
        #expect(freeze.name == "freeze" && freeze.block == -1 && freeze.arguments.isEmpty)
        let outer = tree.nodes[Int(statements[1])]
        #expect([outer.line, outer.column, outer.start, outer.end] == [2, 1, 6, 58])
        let subspec = RubyTreeParserBlockShapeTests.call(tree, freeze.receiver)
        #expect(subspec.name == "subspec")
        let made = tree.nodes[Int(freeze.receiver)]
        #expect(made.kind == .call && made.flags == RubyTree.Flag.hasArguments)
        #expect([made.line, made.column, made.start, made.end] == [2, 1, 6, 51])
        #expect(tree.nodes[Int(subspec.receiver)].kind == .local)
        #expect(subspec.arguments.map { tree.nodes[Int($0)].kind } == [.text, .symbol])
        let block = tree.nodes[Int(subspec.block)]
        #expect(block.kind == .block)
        #expect([block.line, block.column, block.start, block.end] == [2, 19, 24, 51])
        #expect(tree.list(node: block.a).count == 1)
        let body = Array(tree.list(node: block.b))
        #expect(body.count == 1 && tree.nodes[Int(body[0])].kind == .assign)
    }

    /// Subspecs nested in subspecs: the nesting bound at the same token as the levels report it
    /// (the thirteenth subspec's argument, where the shape leaves the statement to the levels).
    @Test func nestedSubspecsReachTheNestingBound() throws {
        func nested(_ n: Int) -> String {
            var text = "s0 = 1\n"
            for i in 0..<n { text += "s\(i).subspec 'A' do |s\(i + 1)|\n" }
            return text + "s\(n).name = 'x'\n" + String(repeating: "end\n", count: n)
        }
        _ = try RubyTreeParserBlockShapeTests.parse(nested(12))
        #expect(throws: RubyError.tooComplex("expressions are nested more than 80 deep",
                                             at: SourceLocation(file: "x.podspec", line: 14, column: 13))) {
            try RubyTreeParserBlockShapeTests.parse(nested(13))
        }
    }

    /// The chain after `end` counts the links before the block (`s.a.subspec`: two) as
    /// `parsePostfix` does: 253 more are read, 254 refused at the line's end.
    @Test func theChainAfterTheBlockCountsTheLinksBeforeIt() throws {
        func chained(_ n: Int) -> String {
            "s = 1\ns.a.subspec 'A' do |x|\nend" + String(repeating: ".b", count: n) + "\n"
        }
        _ = try RubyTreeParserBlockShapeTests.parse(chained(253))
        #expect(throws: RubyError.tooComplex("more than 256 operators or calls are chained in one expression",
                                             at: SourceLocation(file: "x.podspec", line: 3, column: 512))) {
            try RubyTreeParserBlockShapeTests.parse(chained(254))
        }
    }

    /// A command's plain arguments (`'a'`, `:b`, `nil`, `true`, `false`, `self`), which the
    /// shape makes with no second look at their tokens: the nodes the levels make for the same
    /// command read as an assigned value, at the same places (four columns and bytes on).
    @Test func aCommandsPlainArgumentsAreTheLevelsNodes() throws {
        let shape = try RubyTreeParserBlockShapeTests.parse("s = 1\ns.c 'a', :b, nil, true, false, self\n")
        let levels = try RubyTreeParserBlockShapeTests.parse("s = 1\nx = s.c 'a', :b, nil, true, false, self\n")
        let made = RubyTreeParserBlockShapeTests.call(shape, Array(shape.list(node: shape.root))[1])
        let assigned = levels.nodes[Int(Array(levels.list(node: levels.root))[1])]
        #expect(assigned.kind == .assign)
        let read = RubyTreeParserBlockShapeTests.call(levels, assigned.b)
        #expect(made.name == "c" && read.name == "c")
        let shapeNodes = made.arguments.map { shape.nodes[Int($0)] }
        let levelNodes = read.arguments.map { levels.nodes[Int($0)] }
        #expect(shapeNodes.map(\.kind) == [.text, .symbol, .nilLiteral, .trueLiteral, .falseLiteral, .selfReference])
        #expect(shapeNodes.map { [$0.line, $0.column, $0.start, $0.end] }
            == [[2, 5, 10, 13], [2, 10, 15, 17], [2, 14, 19, 22], [2, 19, 24, 28], [2, 25, 30, 35], [2, 32, 37, 41]])
        #expect(levelNodes.map(\.kind) == shapeNodes.map(\.kind))
        #expect(levelNodes.map { [$0.line, $0.column - 4, $0.start - 4, $0.end - 4] }
            == shapeNodes.map { [$0.line, $0.column, $0.start, $0.end] })
        #expect([shapeNodes[0].b, shapeNodes[0].c] == [11, 12] && [levelNodes[0].b, levelNodes[0].c] == [15, 16])
    }
}
