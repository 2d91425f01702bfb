/// What a host is told of the node a call or assignment comes from: where it starts and the
/// byte range of its source — all a host asks of it (`RubyEvaluator.location(of:)`,
/// `RubyEvaluator.text(of:)` for a hook body kept verbatim). No reference: made for each host
/// call by copying four integers.
///
/// The evaluator's own tree (`RubyTree`, node indices) is apart from it, so the hosts and their
/// signatures (`RubyHost`) do not change when the tree does.
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

    /// The position of node `index` of an arena tree.
    package init(_ tree: RubyTree, _ index: Int32) {
        let node = tree.nodes[Int(index)]
        self.init(line: Int(node.line), column: Int(node.column), start: Int(node.start), end: Int(node.end))
    }
}
