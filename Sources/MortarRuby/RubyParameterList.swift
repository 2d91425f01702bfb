/// The parameters of a method or block as `RubyEvaluator.bind` reads them.
package protocol RubyParameterList {
    var count: Int { get }
    func name(_ i: Int) -> String
    func kind(_ i: Int) -> RubyTree.ParameterKind
    /// The slot parameter `i` is bound to in the frame (-1: none, a bare `*`).
    func slot(_ i: Int) -> Int32
    /// The default value of parameter `i` evaluated in `frame`, and whether it is certainly
    /// fresh; nil when it has none.
    func defaultValue(_ i: Int, _ evaluator: RubyEvaluator, in frame: RubyFrame) throws(RubyEvalSignal) -> (value: RubyValue, fresh: Bool)?
}

/// The `.parameter` nodes of a `.list` node of the evaluator's arena tree.
package struct RubyTreeParameters: RubyParameterList {
    package let tree: RubyTree
    package let list: ArraySlice<Int32>

    package init(_ tree: RubyTree, list node: Int32) {
        self.tree = tree
        self.list = tree.list(node: node)
    }

    @inline(__always)
    func node(_ i: Int) -> RubyTree.Node { tree.nodes[Int(list[list.startIndex + i])] }

    package var count: Int { list.count }
    package func name(_ i: Int) -> String { tree.names[Int(node(i).a)] }
    package func slot(_ i: Int) -> Int32 { node(i).c }
    package func kind(_ i: Int) -> RubyTree.ParameterKind { RubyTree.ParameterKind(rawValue: node(i).flags) ?? .required }
    package func defaultValue(_ i: Int, _ evaluator: RubyEvaluator, in frame: RubyFrame) throws(RubyEvalSignal) -> (value: RubyValue, fresh: Bool)? {
        let p = node(i)
        guard p.b >= 0, kind(i) == .optional || kind(i) == .keyword else { return nil }
        return (try evaluator.evaluate(tree: p.b, in: frame), evaluator.isFresh(tree: p.b))
    }
}
