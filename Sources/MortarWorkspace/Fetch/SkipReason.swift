import MortarCore

/// Why fetch left a checkout exactly as it was. Fetch never resets, stashes, cleans or deletes.
public enum SkipReason: Hashable, Sendable, CustomStringConvertible {
    /// Uncommitted changes: tracked, staged or untracked files.
    case dirty
    /// Local commits the remote branch does not have.
    case ahead(Int)
    /// `HEAD` is on a branch other than the one the manifest asks for.
    case onBranch(String)
    /// `remote.origin.url` is not the manifest's URL.
    case originDiffers
    /// The folder exists but is not a git checkout of its own.
    case notARepository
    /// Detached at a commit (short id) that no remote branch or tag contains.
    case detachedWithLocalCommits(String)
    /// A rebase, merge, cherry-pick, revert, bisect or am waits for the developer.
    case operationInProgress(String)
    /// The commit to move to tracks a path that is a file here git ignores (a developer's
    /// `local.cfg`): moving would overwrite it.
    case wouldOverwriteIgnored(String)

    /// The words after `skipped: ` (`dirty`, `ahead by 2`, `on branch 'x'`).
    public var description: String {
        switch self {
        case .dirty: return "dirty"
        case let .ahead(count): return "ahead by \(count)"
        case let .onBranch(name): return "on branch '\(name)'"
        case .originDiffers: return "origin differs"
        case .notARepository: return "not a git checkout"
        case let .detachedWithLocalCommits(commit): return "detached at \(commit), which no remote branch or tag contains"
        case let .operationInProgress(name): return "a \(name) is in progress"
        case let .wouldOverwriteIgnored(path): return "the new commit tracks '\(path)', which is an ignored file here; move it aside to update"
        }
    }
}
