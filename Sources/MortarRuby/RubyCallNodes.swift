/// The nodes of a call, of either tree, as `RubyEvaluator.dispatchCall` reads them once the
/// receiver and arguments are evaluated: the arguments' shared marks and freshness, the
/// variables a method not run may change, and a receiver changed in place (issue 27: one
/// dispatch for both walks while the old one exists, `REWRITE.md`).
package enum RubyCallNodes {
    case enumCall(RubyCall)
    /// The `.call` node of the evaluator's arena tree.
    case tree(Int32)
}
