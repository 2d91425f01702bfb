import MortarCore

/// How `mortar fetch` runs: `--jobs`, `--depth`, `--only`, `--offline`, `--locked`, the
/// repository cache.
public struct FetchOptions: Hashable, Sendable {
    /// How many modules are fetched at once (at least 1).
    public var jobs: Int
    /// Shallow clones of this many commits; nil for full history.
    public var depth: Int?
    /// Only these modules (by name); nil for all.
    public var only: Set<String>?
    /// Never touch the network: clone nothing, fetch nothing, use what is local.
    public var offline: Bool
    /// Check out exactly these commits (from `mortar.lock`) instead of following refs.
    public var locked: LockFile?
    /// Clone through this repository cache (not for shallow clones); nil: from the origins.
    public var repositoryCache: RepositoryCache?

    public init(
        jobs: Int = 8, depth: Int? = nil, only: Set<String>? = nil, offline: Bool = false, locked: LockFile? = nil,
        repositoryCache: RepositoryCache? = nil
    ) {
        self.repositoryCache = repositoryCache
        self.jobs = max(1, jobs)
        self.depth = depth
        self.only = only
        self.offline = offline
        self.locked = locked
    }
}
