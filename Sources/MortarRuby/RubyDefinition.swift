/// A method the file defines with `def`: the `.def` node of the evaluator's arena tree or, while
/// the old walk exists (issue 27, `REWRITE.md`, step 4), a `RubyDef` of the enum tree. Both
/// walks look a name up in the one table (`RubyEvaluator.definitions`), so a method defined on
/// one tree is called from the other as it would be from its own.
package enum RubyDefinition {
    case enumDef(RubyDef)
    /// The `.def` node's index.
    case tree(Int32)
}
