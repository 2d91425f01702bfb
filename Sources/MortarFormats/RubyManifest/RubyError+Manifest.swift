import Foundation
import MortarCore
import MortarRuby

/// What to do about a Ruby manifest (podspec or Podfile) that could not be read statically: the
/// evaluator says where and what; the manifest formats say what to use instead.
extension RubyError: LocalizedError, CustomStringConvertible {
    /// What to do about it.
    public var help: String {
        switch self {
        case .syntax: return "fix the syntax, or " + RubyError.alternative(for: location.file)
        case let .notStatic(_, _, help), let .invalid(_, _, help): return help
        case let .raised(_, _, unset) where !unset.isEmpty:
            let read = ListText.joined(unset.map { "ENV['\($0)']" }) + (unset.count == 1 ? ", which is not set here" : ", which are not set here")
            return "the manifest read \(read), before raising: if it needs one, set it for mortar (\(unset[unset.count - 1])=… mortar …); "
                + "otherwise " + RubyError.plainEnvironmentHelp
        case .raised: return RubyError.plainEnvironmentHelp
        case .tooComplex: return "simplify the manifest, or " + RubyError.alternative(for: location.file)
        }
    }

    /// What to do about a manifest that raises: the one way it is said.
    static let plainEnvironmentHelp = "make the manifest evaluate without errors in a plain environment, or use mortar.json / a .podspec.json"

    /// What to use instead of `file` when it cannot be read: a podspec's JSON form (`pod ipc
    /// spec`), or for a Podfile, mortar.json. The hosts' help for values that are not static
    /// ends with it too.
    public static func alternative(for file: String) -> String {
        let base = PathText.lastPiece(of: file, separatedBy: UInt8(ascii: "/"))
        if base.hasSuffix(".podspec") {
            return "convert it with 'pod ipc spec \(base) > \(base).json' and point mortar at the JSON"
        }
        return "describe the app in mortar.json ('mortar init' writes a starter)"
    }

    /// `file:line:col: message; help`.
    public var description: String { "\(location): \(message); \(help)" }
    /// The same, for `LocalizedError`.
    public var errorDescription: String? { description }
}
