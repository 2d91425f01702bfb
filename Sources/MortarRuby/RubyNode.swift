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
    /// The id of the call's name among the file's names (`RubyTree.names`), -1 when the node is
    /// not a call: a host tells its DSL's methods apart by it (`RubyName.wellKnown`'s ids are
    /// the same in every file) instead of comparing the name's `String` with each.
    package var name: Int32

    package init(line: Int, column: Int, start: Int, end: Int, name: Int32 = -1) {
        self.line = line
        self.column = column
        self.start = start
        self.end = end
        self.name = name
    }

    /// The position of a node of an arena tree (and its name, for a call). Given the node, not
    /// the tree and an index: the evaluator's `tree` passed as an argument was copied whole for
    /// each host call (every arena and array retained and released: 0.67 M instructions a pass
    /// over the 40 real podspecs).
    @inline(__always)
    package init(_ node: RubyTree.Node) {
        self.init(line: Int(node.line), column: Int(node.column), start: Int(node.start), end: Int(node.end),
                  name: node.kind == .call ? node.a : -1)
    }
}
