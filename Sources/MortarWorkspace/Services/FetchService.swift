import MortarCore
import MortarFormats

/// `mortar fetch`: clones and updates every git module of the manifest into the checkouts
/// folder (`FetchEngine`), then writes or follows the lock file (`FetchLockPolicy`).
public enum FetchService {
    /// The command line's `--jobs`, `--depth`, `--only`, `--locked`, `--offline`,
    /// `--repository-cache` and `--no-repository-cache`.
    public struct Options: Hashable, Sendable {
        public var jobs: Int
        public var depth: Int?
        /// `--only`: the modules to fetch, as given (checked against the manifest); nil: all.
        public var only: [String]?
        public var locked: Bool
        public var offline: Bool
        /// `--repository-cache DIR`, as given; nil: `MORTAR_REPOSITORY_CACHE` or the user's cache folder.
        public var repositoryCache: String?
        /// `--no-repository-cache`: clone from the origins.
        public var noRepositoryCache: Bool

        public init(
            jobs: Int = 8, depth: Int? = nil, only: [String]? = nil, locked: Bool = false, offline: Bool = false,
            repositoryCache: String? = nil, noRepositoryCache: Bool = false
        ) {
            self.jobs = jobs
            self.depth = depth
            self.only = only
            self.locked = locked
            self.offline = offline
            self.repositoryCache = repositoryCache
            self.noRepositoryCache = noRepositoryCache
        }
    }

    /// Every module's result and what became of the lock file.
    public struct Outcome: Sendable {
        public var report: FetchReport
        public var lock: FetchLockStatus

        /// Every module in place and the lock file not failed.
        public var succeeded: Bool {
            if case .writeFailed = lock { return false }
            return report.allInPlace
        }
    }

    /// Why fetching did not happen: unusable input (exit 2) or a refusal of the lock (exit 1).
    public enum Stop: Error, Sendable {
        case usage, failure
    }

    /// Called with each event of the engine and how many modules are fetched.
    public typealias Progress = @Sendable (FetchEvent, _ total: Int) -> Void

    /// Reads the manifest of `session`, takes the checkouts lock and fetches.
    public static func run(
        _ session: WorkspaceSession, options: Options, messages: inout [ServiceMessage], progress: @escaping Progress = { _, _ in }
    ) -> Result<Outcome, Stop> {
        guard let manifest = session.integrator(messages: &messages) else { return .failure(.usage) }
        guard let lock = session.lockCheckouts(manifest, command: "fetch", cloning: true, messages: &messages) else { return .failure(.failure) }
        defer { lock.release() }
        return fetch(manifest, session: session, options: options, messages: &messages, progress: progress)
    }

    /// What must stop a run before anything is fetched: a module whose URL, ref or name git
    /// must not see, or a lock file that would land on an input or out of place.
    public static func refusals(_ manifest: IntegratorManifest, layout: WorkspaceLayout, _ context: ServiceContext) -> [Diagnostic] {
        let refused = FetchEngine.refusedInputs(manifest)
        if !refused.isEmpty {
            return refused.map { failure in
                Diagnostic(.invalidManifest, .error, failure.description, at: manifest.module(named: failure.module).map { [$0.sourceSite] } ?? [])
            }
        }
        return OutputRefusals.refusedLock(manifest, layout: layout, context)?.diagnostics ?? []
    }

    /// The engine's options for `options`, or the usage error of an `--only` name the manifest lacks.
    public static func engineOptions(_ options: Options, manifest: IntegratorManifest) -> Result<FetchOptions, UsageError> {
        var only: Set<String>?
        if let names = options.only {
            let known = manifest.modules.map(\.name)
            for name in names where !known.contains(name) {
                let hint = Suggestion.closest(to: name, among: known).map { "'\($0)'" }
                return .failure(.invalidValue(
                    option: "--only", value: name, expected: hint.map { "a module of the manifest (did you mean \($0)?)" } ?? "a module of the manifest"))
            }
            only = Set(names)
        }
        return .success(FetchOptions(jobs: options.jobs, depth: options.depth, only: only, offline: options.offline))
    }

    /// Fetches the modules of a loaded manifest; `bootstrap` calls this before checking. The
    /// caller holds the checkouts folder's `WorkspaceLock`.
    public static func fetch(
        _ manifest: IntegratorManifest, session: WorkspaceSession, options: Options, messages: inout [ServiceMessage],
        progress: @escaping Progress = { _, _ in }
    ) -> Result<Outcome, Stop> {
        let layout = session.layout, context = session.context
        var engineOptions: FetchOptions
        switch Self.engineOptions(options, manifest: manifest) {
        case let .success(chosen): engineOptions = chosen
        case let .failure(error):
            messages.append(.diagnostics([error.diagnostic]))
            return .failure(.usage)
        }
        engineOptions.repositoryCache = RepositoryCache.chosen(
            option: options.repositoryCache, disabled: options.noRepositoryCache, environment: context.environment, currentDirectory: context.currentDirectory)
        let refused = refusals(manifest, layout: layout, context)
        if !refused.isEmpty {
            messages.append(.diagnostics(refused))
            return .failure(.usage)
        }
        let lockPath = layout.lockFile(manifest)
        let policy = FetchLockPolicy(fileSystem: context.fileSystem, currentDirectory: context.currentDirectory)
        if options.locked {
            switch policy.lockToFollow(lockPath, manifest: manifest, manifestPath: layout.manifest) {
            case let .success(lock): engineOptions.locked = lock
            case let .failure(refusal):
                messages.append(.diagnostics([refusal.diagnostic]))
                return .failure(refusal.isUsageError ? .usage : .failure)
            }
        }
        let total = manifest.modules.filter { engineOptions.only?.contains($0.name) ?? true }.count
        let engine = FetchEngine(git: context.git, fileSystem: context.fileSystem, inheritedEnvironment: context.environment)
        let report = engine.fetch(manifest, layout: layout, options: engineOptions) { progress($0, total) }
        let lock = policy.writeLock(report, manifest: manifest, manifestPath: layout.manifest, lockPath: lockPath, options: engineOptions)
        if case let .writeFailed(reason) = lock {
            messages.append(.diagnostics([Diagnostic(.writeFailed, .error, splitting: "lock file not written: \(reason)", at: [SourceLocation(file: lockPath)])]))
        }
        return .success(Outcome(report: report, lock: lock))
    }
}
