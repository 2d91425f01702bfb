import MortarCore

/// Why a Ruby file could not be evaluated statically. Every case is located and says what was
/// found; the host's side says what to do (`help`, in the reader that hosts the evaluation).
public enum RubyError: Error, Hashable, Sendable {
    /// The text is not Ruby the reader understands (an unclosed string, a stray character).
    case syntax(String, at: SourceLocation)
    /// A value that matters (a name, version, dependency, pod, source or platform) depends on
    /// something only running Ruby could tell. `help` says what to do instead.
    case notStatic(String, at: SourceLocation, help: String)
    /// The manifest itself raises an error or exits when evaluated (`raise '…' unless …`).
    /// `unsetEnvironment`: the `ENV` names it looked up before and found unset, in the order
    /// first read (`raise … unless ENV.key?('BUNDLE_GEMFILE')`): what the help can name.
    case raised(String, at: SourceLocation, unsetEnvironment: [String] = [])
    /// A static value of the wrong kind or form (a requirement that does not parse, a name that
    /// is a number).
    case invalid(String, at: SourceLocation, help: String)
    /// Nesting or evaluation went past the reader's limits (a guard against hostile input).
    case tooComplex(String, at: SourceLocation)

    /// Where the problem is.
    public var location: SourceLocation {
        switch self {
        case let .syntax(_, at), let .notStatic(_, at, _), let .invalid(_, at, _), let .raised(_, at, _), let .tooComplex(_, at): return at
        }
    }

    /// The message without its location.
    public var message: String {
        switch self {
        case let .syntax(message, _): return message
        case let .notStatic(message, _, _), let .invalid(message, _, _): return message
        case let .raised(message, _, _): return "the manifest raises an error when evaluated: \(message)"
        case let .tooComplex(message, _): return message
        }
    }

    /// Whether one of the reader's limits was hit: that stops a read wherever it happens.
    public var isTooComplex: Bool {
        if case .tooComplex = self { return true }
        return false
    }
}
