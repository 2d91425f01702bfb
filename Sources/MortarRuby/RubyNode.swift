/// What a host is told of the node a call or assignment comes from: where it starts and the
/// byte range of its source — all a host asks of it (`RubyEvaluator.location(of:)`,
/// `RubyEvaluator.text(of:)` for a hook body kept verbatim). No reference: made for each host
/// call by copying four integers.
///
/// The evaluator's own tree is apart from it (`RubyEnumNode` today, `RubyTree`'s nodes after
/// step B of the arena rewrite, `REWRITE.md`), so the hosts and their signatures
/// (`RubyHost`) do not change when the tree does.
package struct RubyNode: Sendable, Equatable {
    package var line: Int
    package var column: Int
    package var start: Int
    package var end: Int

    package init(line: Int, column: Int, start: Int, end: Int) {
        self.line = line
        self.column = column
        self.start = start
        self.end = end
    }

    /// The position of a node of the enum tree.
    @inline(__always)
    package init(_ node: RubyEnumNode) {
        self.init(line: node.line, column: node.column, start: node.start, end: node.end)
    }

    /// The position of node `index` of an arena tree.
    package init(_ tree: RubyTree, _ index: Int32) {
        let node = tree.nodes[Int(index)]
        self.init(line: Int(node.line), column: Int(node.column), start: Int(node.start), end: Int(node.end))
    }
}
