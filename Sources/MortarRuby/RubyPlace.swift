/// Where a value changed in place (`list << x`, `s.strip!`, `h[k] = v`) came from, so the new
/// value is written back there: a node of the evaluator's arena tree or, while the old walk
/// exists (issue 27, `REWRITE.md`, step 4), of the enum tree.
package enum RubyPlace {
    case enumNode(RubyEnumNode)
    /// A node's index in the evaluator's arena tree.
    case tree(Int32)
}
