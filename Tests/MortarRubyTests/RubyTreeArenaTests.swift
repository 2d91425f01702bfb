import MortarRuby
import Testing

/// `RubyTreeArena`, the storage the parser appends a tree's nodes and lists to: elements kept in
/// order across growth, a stack's tail moved in one copy, and a tree's lists read back whole
/// from a file larger than the arenas were sized for.
@Suite struct RubyTreeArenaTests {
    @Test func keepsElementsInOrderAcrossGrowth() {
        let arena = RubyTreeArena<Int32>(capacity: 2)
        for value in 0..<100 { #expect(arena.append(Int32(value)) == value) }
        #expect(Array(arena) == (0..<100).map(Int32.init))
        arena[5] = -5
        #expect(arena[5] == -5 && arena.count == 100)
    }

    @Test func movesAStacksTailAndPopsIt() {
        let stack = RubyTreeArena<Int32>()
        let children = RubyTreeArena<Int32>(capacity: 1)
        for value in [7, 8, 9, 10] as [Int32] { stack.append(value) }
        children.append(1)
        children.append(contentsOf: stack, from: 1)
        stack.removeAll(from: 1)
        #expect(Array(children) == [1, 8, 9, 10])
        #expect(Array(stack) == [7])
        children.append(contentsOf: stack, from: 1)
        #expect(children.count == 4)
    }

    @Test func anEmptyTreeAllocatesNothingAndReadsEmpty() {
        let tree = RubyTree()
        #expect(tree.nodes.isEmpty && tree.children.isEmpty && tree.list(node: -1).isEmpty)
    }

    /// More nodes than tokens (interpolations are lexed apart, `&:name` makes a block): the
    /// arenas grow past the size they were given, and every list reads back.
    @Test func aTreeLargerThanItsTokensReadsBack() throws {
        let lines = (0..<300).map { "v\($0) = \"#{[1, 2].map(&:to_s)} \($0)\"" }
        let tree = try RubyTreeParser.parse(lines.joined(separator: "\n"), file: "t.rb")
        let statements = tree.list(node: tree.root)
        #expect(statements.count == 300)
        #expect(statements.allSatisfy { tree.nodes[Int($0)].kind == .assign })
        #expect(tree.nodes.count > 300 * 10)
    }
}
