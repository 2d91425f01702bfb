import MortarCore

/// What happened to one module.
public enum FetchOutcome: Hashable, Sendable {
    /// Cloned fresh, now at `commit`.
    case cloned(commit: String)
    /// Moved forward (or to another tag/commit) from one commit to another.
    case updated(from: String, to: String)
    /// Already where it should be.
    case unchanged(commit: String)
    /// Left exactly as it was.
    case skipped(SkipReason)
    /// Could not be brought into place; the checkout (if any) is untouched.
    case failed(FetchFailure)
    /// A `path` module: never touched by fetch.
    case local(path: String)

    /// True when the module is where the manifest wants it.
    public var isInPlace: Bool {
        switch self {
        case .cloned, .updated, .unchanged, .local: return true
        case .skipped, .failed: return false
        }
    }

    /// The commit now checked out, when fetch put it there or found it there.
    public var commit: String? {
        switch self {
        case let .cloned(commit), let .unchanged(commit), let .updated(_, commit): return commit
        case .skipped, .failed, .local: return nil
        }
    }

    /// The status word: `cloned`, `updated`, `unchanged`, `skipped`, `failed`, `local`.
    public var status: String {
        switch self {
        case .cloned: return "cloned"
        case .updated: return "updated"
        case .unchanged: return "unchanged"
        case .skipped: return "skipped"
        case .failed: return "failed"
        case .local: return "local"
        }
    }
}
