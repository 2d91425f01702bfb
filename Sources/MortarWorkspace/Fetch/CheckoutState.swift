import MortarCore

/// What fetch found in a module's existing checkout folder, read without changing anything.
public struct CheckoutState: Hashable, Sendable {
    /// Where `HEAD` points.
    public enum Head: Hashable, Sendable {
        case branch(String)
        /// Detached at a commit; `onRemote` is true when a remote-tracking branch or a tag
        /// contains it (so moving away loses nothing).
        case detached(onRemote: Bool)
    }

    /// False when the folder is not the top of a git repository of its own.
    public var isRepository: Bool
    /// True when `remote.origin.url` is the manifest's URL.
    public var originMatches: Bool
    /// Tracked changes, staged changes or untracked files.
    public var isDirty: Bool
    public var head: Head
    /// The full commit id at `HEAD`.
    public var headCommit: String
    /// An operation waiting for the developer (`rebase`, `merge`, `bisect`…), or nil.
    public var operationInProgress: String?

    public init(isRepository: Bool = true, originMatches: Bool = true, isDirty: Bool = false, head: Head, headCommit: String) {
        self.isRepository = isRepository
        self.originMatches = originMatches
        self.isDirty = isDirty
        self.head = head
        self.headCommit = headCommit
    }

    /// A folder that is not a repository of its own.
    public static let notARepository = CheckoutState(isRepository: false, head: .detached(onRemote: false), headCommit: "")
}
