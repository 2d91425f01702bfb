import MortarCore

/// The pure decisions of `mortar fetch`: what to do with a checkout, and how to move a branch.
/// The engine gathers the state and runs git; these functions only decide.
public enum FetchPlanner {
    /// How a branch checkout compares with its remote branch after fetching.
    public enum BranchUpdate: Hashable, Sendable {
        case upToDate
        case fastForward
        case skip(SkipReason)
    }

    /// The action for a module asking for `wanted`, given its checkout (nil when absent).
    ///
    /// `branch` is the branch a checkout may sit on while `wanted` is a commit: under
    /// `--locked`, a branch module is checked out at its locked commit from its own branch.
    public static func action(wanted: GitReference, branch: String? = nil, state: CheckoutState?) -> FetchAction {
        guard let state else { return .clone }
        if !state.isRepository { return .skip(.notARepository) }
        if !state.originMatches { return .skip(.originDiffers) }
        if let operation = state.operationInProgress { return .skip(.operationInProgress(operation)) }
        if state.isDirty { return .skip(.dirty) }
        switch (wanted, state.head) {
        case let (.branch(name), .branch(current)):
            return current == name ? .updateBranch(name) : .skip(.onBranch(current))
        case let (.branch(name), .detached(onRemote)):
            return onRemote ? .switchToBranch(name) : .skip(.detachedWithLocalCommits(short(state.headCommit)))
        case let (_, .branch(current)):
            return current == branch ? .checkout(wanted) : .skip(.onBranch(current))
        case let (_, .detached(onRemote)):
            return onRemote ? .checkout(wanted) : .skip(.detachedWithLocalCommits(short(state.headCommit)))
        }
    }

    /// Compares a branch with its remote branch: local commits make it a skip, missing ones a
    /// fast-forward.
    public static func branchUpdate(ahead: Int, behind: Int) -> BranchUpdate {
        if ahead > 0 { return .skip(.ahead(ahead)) }
        return behind > 0 ? .fastForward : .upToDate
    }

    /// The first 7 characters of a commit id, as git abbreviates it.
    public static func short(_ commit: String) -> String { String(commit.prefix(7)) }
}
