import Foundation
import MortarCore

/// Why a Ruby manifest (podspec or Podfile) could not be read statically. Every case is
/// located, says what was found, and what to do.
public enum RubyError: Error, Hashable, Sendable, LocalizedError, CustomStringConvertible {
    /// The text is not Ruby the reader understands (an unclosed string, a stray character).
    case syntax(String, at: SourceLocation)
    /// A value that matters (a name, version, dependency, pod, source or platform) depends on
    /// something only running Ruby could tell. `help` says what to do instead.
    case notStatic(String, at: SourceLocation, help: String)
    /// The manifest itself raises an error or exits when evaluated (`raise '…' unless …`).
    case raised(String, at: SourceLocation)
    /// A static value of the wrong kind or form (a requirement that does not parse, a name that
    /// is a number).
    case invalid(String, at: SourceLocation, help: String)
    /// Nesting or evaluation went past the reader's limits (a guard against hostile input).
    case tooComplex(String, at: SourceLocation)

    /// Where the problem is.
    public var location: SourceLocation {
        switch self {
        case let .syntax(_, at), let .notStatic(_, at, _), let .invalid(_, at, _), let .raised(_, at), let .tooComplex(_, at): return at
        }
    }

    /// The message without its location.
    public var message: String {
        switch self {
        case let .syntax(message, _): return message
        case let .notStatic(message, _, _), let .invalid(message, _, _): return message
        case let .raised(message, _): return "the manifest raises an error when evaluated: \(message)"
        case let .tooComplex(message, _): return message
        }
    }

    /// What to do about it.
    public var help: String {
        switch self {
        case .syntax: return "fix the syntax, or " + RubyError.alternative(for: location.file)
        case let .notStatic(_, _, help), let .invalid(_, _, help): return help
        case .raised: return "make the manifest evaluate without errors in a plain environment, or use mortar.json / a .podspec.json"
        case .tooComplex: return "simplify the manifest, or " + RubyError.alternative(for: location.file)
        }
    }

    /// What to use instead of `file` when it cannot be read: a podspec's JSON form (`pod ipc
    /// spec`), or for a Podfile, mortar.json. The hosts' help for values that are not static
    /// ends with it too.
    public static func alternative(for file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        if base.hasSuffix(".podspec") {
            return "convert it with 'pod ipc spec \(base) > \(base).json' and point mortar at the JSON"
        }
        return "describe the app in mortar.json ('mortar init' writes a starter)"
    }

    /// Whether one of the reader's limits was hit: that stops a read wherever it happens.
    public var isTooComplex: Bool {
        if case .tooComplex = self { return true }
        return false
    }

    /// `file:line:col: message; help`.
    public var description: String { "\(location): \(message); \(help)" }
    /// The same, for `LocalizedError`.
    public var errorDescription: String? { description }
}
