import MortarCore

/// Conditions the evaluator cannot decide. The guarded code is never run and never silently
/// dropped: when it declares something Mortar reads, or may leave the method or block, the
/// condition is an error; otherwise every variable it may set becomes unknown, so a value that
/// depends on the condition is an error (at the condition) only where it matters.
extension RubyEvaluator {
    /// Methods that change their receiver in place.
    package static let mutatingInPlace: Set<String> = mutatingMethods.union([
        "insert", "pop", "shift", "fill", "delete_if", "keep_if", "delete_at",
    ])

    /// "it depends on …" for a value that is not static (and where, if not at `location`). A reason that
    /// is already long (an undecided value made from undecided values, turn after turn of a loop
    /// or link after link of a chain) is not wrapped again — that text would grow without bound —
    /// but named by where Mortar first could not decide.
    package static func dependsOn(_ opaque: RubyOpaque, at location: SourceLocation) -> String {
        let place = opaque.location == location ? "" : " (at \(opaque.location))"
        guard opaque.reason.utf8.count <= 240 else { return "it depends on a value mortar cannot decide" + (place.isEmpty ? "" : place) }
        return "it depends on \(opaque.reason)" + place
    }

    /// A block Mortar does not run, or arguments given to a method it cannot see: what they may
    /// change (variables the block sets, arrays, hashes and strings passed) becomes unknown.
    /// `arguments` are nodes of the evaluator's tree (hosts pass none). `because` is worded only
    /// when something becomes unknown: most calls not run change nothing, and formatting the
    /// reason for each was ≈1,200 instructions a call.
    package func notRun(_ closure: RubyClosure?, arguments: [Int32], because: @autoclosure () -> String, at location: SourceLocation,
                in frame: RubyFrame) throws(RubyEvalSignal) {
        if let closure { try makeAssignedUnknown(closure, because: because(), at: location) }
        for argument in arguments {
            let node = tree.nodes[Int(argument)]
            let named: Bool
            switch node.kind {
            case .local, .variable: named = true
            case .constant: named = node.a < 0
            default: named = false
            }
            guard named else { continue }
            switch try evaluate(tree: argument, in: frame) {
            case .array, .hash, .string: try makeUnknown(tree: argument, because: because(), at: location, in: frame)
            default: break
            }
        }
    }

    /// `x.dependency …` where `x` is not known: it may be the spec, so what it declares cannot
    /// be known.
    package func unknownReceiver(_ name: String, _ o: RubyOpaque, at location: SourceLocation) -> RubyError {
        let used = o.undecided ? " (at \(location))" : ""
        return .notStatic("'\(name)'\(used) is called on a value that is not static (it comes from \(o.reason)); what it declares cannot be known",
                          at: o.undecided ? o.location : location, help: host.notStaticHelp)
    }

}
