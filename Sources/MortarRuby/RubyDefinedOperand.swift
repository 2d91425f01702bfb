/// What `defined?(…)` is asked about: `RubyEvaluator.definedValue(of:at:)` answers it.
package enum RubyDefinedOperand: Sendable {
    case local
    /// `Name`.
    case constant(String)
    /// `Scope::Name`; `outer` the scope's name when the scope is itself a plain constant.
    case scopedConstant(outer: String?, name: String)
    /// `@x`, `$x`.
    case variable(String)
    /// `name`: a call with no receiver and no arguments.
    case bareCall(String)
    case nilLiteral
    case selfReference
    /// Anything else: not known.
    case other
}
