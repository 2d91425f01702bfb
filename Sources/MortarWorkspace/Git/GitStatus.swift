/// What `git status --porcelain=v2 --branch` says about a checkout.
public struct GitStatus: Hashable, Sendable {
    /// The commit at `HEAD` (nil in a repository with no commit yet).
    public var headCommit: String?
    /// The branch `HEAD` is on (nil when detached).
    public var branch: String?
    /// Tracked, staged or untracked changes.
    public var isDirty = false
}
