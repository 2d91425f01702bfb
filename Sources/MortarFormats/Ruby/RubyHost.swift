import MortarCore

/// The DSL a Ruby manifest is evaluated against (`Pod::Spec`, the Podfile methods). The
/// evaluator handles the language; the host gives meaning to the calls that matter.
protocol RubyHost: AnyObject {
    /// A call with no receiver that no `def` in the file defines (`pod`, `target`). Returns nil
    /// when the host does not know the method.
    func call(_ name: String, _ arguments: [Located<RubyValue>], block: RubyClosure?, node: RubyNode,
              evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue?
    /// A call on one of the host's objects (`s.dependency`, `s.ios.deployment_target=`).
    func call(object: Int, _ name: String, _ arguments: [Located<RubyValue>], block: RubyClosure?, node: RubyNode,
              evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue
    /// A call on a constant (`Pod::Spec.new`); nil when the host does not know it.
    func call(constant: String, _ name: String, _ arguments: [Located<RubyValue>], block: RubyClosure?, node: RubyNode,
              evaluator: RubyEvaluator) throws(RubyEvalSignal) -> RubyValue?
    /// True for method names whose calls change what Mortar reads (`dependency`, `pod`): code
    /// that mentions one cannot be skipped when its condition is undecidable.
    func isSignificant(_ name: String) -> Bool
    /// True when calling a method the file does not define must stop the read (a Podfile's
    /// `use_react_native!` adds pods nobody can see).
    func unknownMethodIsError(_ name: String) -> Bool
    /// What to do when a value that matters is not static.
    var notStaticHelp: String { get }
    /// Constants the host defines before the file runs (`defined?(Pod)`).
    var hostConstants: Set<String> { get }
}

extension RubyHost {
    /// Both hosts are CocoaPods' DSLs: CocoaPods evaluates podspecs and Podfiles with its `Pod`
    /// module loaded.
    var hostConstants: Set<String> { ["Pod"] }
}

/// A block with the variables it closes over.
struct RubyClosure {
    var block: RubyBlock
    var frame: RubyFrame
}

/// Local variables of one method body or block (blocks see their parent's).
final class RubyFrame {
    var variables: [String: RubyValue] = [:]
    let parent: RubyFrame?

    init(parent: RubyFrame?) {
        self.parent = parent
    }

    func lookup(_ name: String) -> RubyValue? {
        var frame: RubyFrame? = self
        while let f = frame {
            if let value = f.variables[name] { return value }
            frame = f.parent
        }
        return nil
    }

    /// Variables whose array, hash or string may also be held elsewhere (assigned from another
    /// name, passed as an argument, stored in a container): changing one in place would change
    /// what Mortar cannot follow.
    var shared: Set<String> = []

    /// Marks (or clears) `name` as possibly shared, in the frame that holds it.
    func setShared(_ name: String, _ isShared: Bool) {
        var frame: RubyFrame? = self
        while let f = frame {
            if f.variables[name] != nil {
                if isShared { f.shared.insert(name) } else { f.shared.remove(name) }
                return
            }
            frame = f.parent
        }
    }

    func isShared(_ name: String) -> Bool {
        var frame: RubyFrame? = self
        while let f = frame {
            if f.variables[name] != nil { return f.shared.contains(name) }
            frame = f.parent
        }
        return false
    }

    func assign(_ name: String, _ value: RubyValue) {
        var frame: RubyFrame? = self
        while let f = frame {
            if f.variables[name] != nil {
                f.variables[name] = value
                return
            }
            frame = f.parent
        }
        variables[name] = value
    }
}

/// What interrupts evaluation: an error, or Ruby's `return` / `next` / `break`.
enum RubyEvalSignal: Error {
    case error(RubyError)
    case returned(RubyValue)
    case next(RubyValue)
    case broke(RubyValue)
}
