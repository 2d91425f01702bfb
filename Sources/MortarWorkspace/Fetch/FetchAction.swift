import MortarCore

/// What fetch does with one git module, decided by `FetchPlanner` from the checkout's state.
public enum FetchAction: Hashable, Sendable {
    /// No checkout yet: clone into a temporary folder, then rename into place.
    case clone
    /// Leave the checkout exactly as it is.
    case skip(SkipReason)
    /// On the configured branch: fetch, then fast-forward only.
    case updateBranch(String)
    /// Detached (with nothing to lose): fetch, then switch to the branch.
    case switchToBranch(String)
    /// Check out a tag or commit detached, fetching first if it is not local.
    case checkout(GitReference)
}
