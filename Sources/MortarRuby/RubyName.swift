/// Names every file has, at fixed ids, so the evaluator and hosts compare integers: the
/// operators (found from their `RubyWord` with no `String` made), the names the evaluator
/// itself asks for, then the names manifests write (`vocabulary`). A file's own names follow
/// them.
package enum RubyName {
    /// The operators a binary or unary expression calls, as `RubyWord`s: `wellKnown[i]` is
    /// `operators[i]`'s text for every `i` below `operators.count`.
    package static let operators: [RubyWord] = [
        "[]", "==", "**", "*", "/", "%", "+", "-", "<<", ">>", "&", "|", "^", ">", ">=", "<", "<=", "<=>", "===", "=~", "!~",
        "-@", "+@", "~@", "||", "&&",
    ]
    package static let wellKnown: [String] = operators.map(\.description) + vocabulary
    package static let index: Int32 = 0
    package static let equal: Int32 = 1
    package static let call = Int32(operators.count)
    package static let new = Int32(operators.count + 1)
    /// A bare `*` parameter's name (the operator's).
    package static let splat: Int32 = 3

    /// The id of an operator's name, nil for a word that is not one of `operators`.
    @inline(__always)
    package static func id(of word: RubyWord) -> Int32? {
        var i = 0
        while i < operators.count {
            if operators[i] == word { return Int32(i) }
            i += 1
        }
        return nil
    }
}
