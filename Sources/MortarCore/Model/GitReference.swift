/// Which revision of a module's repository to take.
public enum GitReference: Hashable, Sendable, CustomStringConvertible {
    case branch(String)
    case tag(String)
    case commit(String)

    /// The ref's text (`develop`, `2.3.0`, `9f1c2e0`).
    public var value: String {
        switch self {
        case let .branch(v), let .tag(v), let .commit(v): return v
        }
    }

    /// The manifest key that names this kind of ref: `branch`, `tag` or `commit`.
    public var kind: String {
        switch self {
        case .branch: return "branch"
        case .tag: return "tag"
        case .commit: return "commit"
        }
    }

    public var description: String { "\(kind) '\(value)'" }
}
