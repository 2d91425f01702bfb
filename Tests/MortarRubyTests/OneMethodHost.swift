import MortarCore
import MortarRuby

/// A test host that answers calls with no receiver only: it hands out no objects, knows no
/// constant, and defines and loads nothing. Conformers give `call(_:_:block:node:evaluator:)`,
/// `isSignificant` and `notStaticHelp`.
protocol OneMethodHost: RubyHost {}

extension OneMethodHost {
    func call(object: Int, _ name: String, _ arguments: inout [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
              evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue { .nilValue }
    func call(constant: String, _ name: String, _ arguments: [RubyLocatedValue], block: RubyClosure?, node: RubyNode,
              evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue? { nil }
    func unknownMethodIsError(_ name: String) -> Bool { false }
    var hostConstants: Set<String> { [] }
    var hostLibraries: Set<String> { [] }
}
