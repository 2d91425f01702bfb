import MortarCore

/// `mortar clean`: removes what Mortar made beside the manifest, under the checkouts lock,
/// keeping every checkout that holds work its remote does not have (`WorkspaceCleaner`).
public enum CleanService {
    /// `--dry-run` and `--keep-ignored`.
    public struct Options: Hashable, Sendable {
        public var dryRun: Bool
        public var keepIgnored: Bool

        public init(dryRun: Bool = false, keepIgnored: Bool = false) {
            self.dryRun = dryRun
            self.keepIgnored = keepIgnored
        }
    }

    /// What was removed and kept, each path as shown (beside the manifest).
    public struct Outcome: Sendable {
        public var items: [WorkspaceCleaner.Item]
        public var dryRun: Bool

        /// Items kept, or whose removal failed.
        public var kept: Int { items.filter(\.isKept).count }
        public var removed: Int { items.count - kept }

        public init(items: [WorkspaceCleaner.Item], dryRun: Bool) {
            self.items = items
            self.dryRun = dryRun
        }
    }

    /// `mortar clean --repository-cache`: removes the repository cache `context` names
    /// (`MORTAR_REPOSITORY_CACHE`, else the user's cache folder) with `RepositoryCacheCleaner`;
    /// nil when no cache is named (off, or no home folder) or the folder is not a Mortar cache
    /// (exit 2). Never needs a manifest and never touches a workspace.
    public static func cleanRepositoryCache(_ context: ServiceContext, dryRun: Bool, messages: inout [ServiceMessage]) -> RepositoryCacheCleaner.Outcome? {
        guard let cache = RepositoryCache.chosen(option: nil, disabled: false, environment: context.environment, currentDirectory: context.currentDirectory) else {
            messages.append(.diagnostics([Diagnostic(.usage, .error, splitting: "no repository cache to remove: \(RepositoryCache.environmentVariable) is off or no home folder is known; set \(RepositoryCache.environmentVariable) to the cache's folder")]))
            return nil
        }
        let wait = context.environment["MORTAR_LOCK_WAIT"].flatMap(Double.init) ?? 60
        switch RepositoryCacheCleaner(fileSystem: context.fileSystem, lockWait: wait).clean(cache, dryRun: dryRun) {
        case let .success(outcome): return outcome
        case let .failure(refusal):
            messages.append(.diagnostics([Diagnostic(.usage, .error, splitting: "\(refusal)")]))
            return nil
        }
    }

    /// Cleans the workspace of `session`; nil when the manifest cannot be used (exit 2) —
    /// or, with `lockFailed` set, when the checkouts lock could not be taken (exit 1).
    public static func run(_ session: WorkspaceSession, options: Options, messages: inout [ServiceMessage], lockFailed: inout Bool) -> Outcome? {
        guard let manifest = session.integrator(messages: &messages) else { return nil }
        // No folder to hold the lock means no checkouts folder: clean makes no folder to lock it.
        var lock: WorkspaceLock?
        if !session.checkoutsParentIsMissing(manifest) {
            guard let taken = session.lockCheckouts(manifest, command: "clean", messages: &messages) else {
                lockFailed = true
                return nil
            }
            lock = taken
        }
        defer { lock?.release() }
        let cleaner = WorkspaceCleaner(git: session.context.git, fileSystem: session.context.fileSystem)
        let layout = session.layout
        var items = cleaner.clean(manifest, layout: layout, dryRun: options.dryRun, keepIgnored: options.keepIgnored)
        for index in items.indices { items[index].path = layout.beside(items[index].path) }
        let failures = items.compactMap { item in item.error.map { removeFailure(item.path, $0) } }
        if !failures.isEmpty { messages.append(.diagnostics(failures)) }
        return Outcome(items: items, dryRun: options.dryRun)
    }

    /// `PATH: error[remove-failed]: could not remove PATH: why`, with the error's own help line
    /// (after its "; "), else one that says to run clean again.
    public static func removeFailure(_ path: String, _ error: String) -> Diagnostic {
        let failure = Diagnostic(.removeFailed, .error, splitting: "could not remove \(path): \(error)", at: [SourceLocation(file: path)])
        guard failure.help == nil else { return failure }
        return Diagnostic(.removeFailed, .error, failure.message, at: failure.locations, help: "check it can be removed, then run mortar clean again")
    }
}
