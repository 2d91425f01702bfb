import MortarCore

/// The DSL a Ruby file is evaluated against (the methods and objects a manifest format defines).
/// The evaluator handles the language; the host gives meaning to the calls that matter.
package protocol RubyHost: AnyObject {
    /// A call with no receiver that no `def` in the file defines. Returns nil when the host does
    /// not know the method.
    func call(_ name: String, _ arguments: [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
              evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue?
    /// A call on one of the host's objects (`.host(id)` values the host handed out). The host
    /// may take arguments out of the list (`removeLast()`: a value it keeps is moved into its
    /// record, not copied there and destroyed with the list); the evaluator reads none of them
    /// after the call, and empties the list to use it again.
    func call(object: Int, _ name: String, _ arguments: inout [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
              evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue
    /// `object.attribute = value` on one of the host's objects, `attribute` without its `=`
    /// (`RubyHost`'s own answer: the call of the setter `attribute=` with the value). The value
    /// is the host's (`consuming`): one it keeps is moved into its record, not copied there and
    /// then destroyed by the evaluator. So is the name (the evaluator's copy of the file's
    /// name, moved into the record that keeps it rather than retained there and released by
    /// the evaluator after the call).
    func assign(object: Int, _ attribute: consuming String, _ value: consuming RubyLocatedValue, node: RubyNode,
                evaluator: RubyEvaluator) throws(RubyEvalSignal)
    /// A call on a constant the file does not define (`Scope::Name.new`); nil when the host does
    /// not know it.
    func call(constant: String, _ name: String, _ arguments: [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
              evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue?
    /// True for method names whose calls change what the host reads: code that mentions one
    /// cannot be skipped when its condition is undecidable.
    func isSignificant(_ name: String) -> Bool
    /// True when calling a method the file does not define must stop the read (a method that
    /// would add what nobody can see).
    func unknownMethodIsError(_ name: String) -> Bool
    /// What to do when a value that matters is not static.
    var notStaticHelp: String { get }
    /// Constants the host defines before the file runs (what `defined?(Name)` finds).
    var hostConstants: Set<String> { get }
    /// Libraries the host has loaded itself (`require` of one of them sets nothing the file reads).
    var hostLibraries: Set<String> { get }
}

extension RubyHost {
    package func assign(object: Int, _ attribute: consuming String, _ value: consuming RubyLocatedValue, node: RubyNode,
                        evaluator: RubyEvaluator) throws(RubyEvalSignal) {
        var arguments = [value]
        _ = try call(object: object, attribute + "=", &arguments, block: nil, node: node, evaluator: evaluator)
    }
}

/// A block with the variables it closes over: the `.block` node of the evaluator's arena tree
/// (`RubyTree`). Hosts only pass it back (`RubyEvaluator.callBlock`, `notRun`) and read `frame`.
package struct RubyClosure {
    /// The `.block` node's index.
    package var block: Int32
    package var frame: RubyFrame

    package init(tree block: Int32, frame: RubyFrame) {
        self.block = block
        self.frame = frame
    }
}

/// What interrupts evaluation: an error, or Ruby's `return` / `next` / `break`.
package enum RubyEvalSignal: Error {
    case error(RubyError)
    case returned(RubyValue)
    case next(RubyValue)
    case broke(RubyValue)
}
