import Foundation
import MortarCore

/// Clones and updates every git module of an integrator manifest into its checkouts folder, in
/// parallel, without ever losing local work: a checkout with changes, local commits, another
/// branch or another origin is left exactly as it is and reported.
public struct FetchEngine: Sendable {
    public var git: Git
    public var fileSystem: FileSysteming
    /// The environment git inherits (`GIT_TEMPLATE_DIR` decides whether clones copy templates).
    public var inheritedEnvironment: [String: String]

    public init(git: Git = Git(), fileSystem: FileSysteming = LocalFileSystem(), inheritedEnvironment: [String: String] = ProcessInfo.processInfo.environment) {
        self.git = git
        self.fileSystem = fileSystem
        self.inheritedEnvironment = inheritedEnvironment
    }

    /// The suffix that marks a clone in progress: `.Core.mortar-tmp-4242` (4242 = the process).
    public static let temporaryMarker = ".mortar-tmp-"

    /// Every refused module entry of `manifest` (unsafe URL, ref or name), in manifest order.
    /// Pure: nothing is run.
    public static func refusedInputs(_ manifest: IntegratorManifest, locked: LockFile? = nil) -> [FetchFailure] {
        manifest.modules.compactMap { module -> FetchFailure? in
            guard case let .git(url, ref) = module.source else { return nil }
            do throws(GitInputError) {
                try validate(module.name, url: url, ref: ref, locked: locked?.modules[module.name])
                return nil
            } catch {
                return .unsafeInput(module: module.name, error)
            }
        }
    }

    /// Fetches the git modules of `manifest` into the checkouts folder `layout` gives it and
    /// reports every module in manifest order. `progress` is called from worker threads.
    public func fetch(
        _ manifest: IntegratorManifest, layout: WorkspaceLayout, options: FetchOptions = FetchOptions(),
        progress: @escaping @Sendable (FetchEvent) -> Void = { _ in }
    ) -> FetchReport {
        let manifestDirectory = layout.absoluteFolder
        let checkouts = layout.absolute(layout.checkouts(manifest))
        let selected = manifest.modules.filter { options.only?.contains($0.name) ?? true }
        let needsFolder = selected.contains { if case .git = $0.source { return true } else { return false } }
        var removed: [String] = []
        if needsFolder, fileSystem.directoryExists(checkouts) {
            removed = removeStaleTemporaryFolders(in: checkouts).map { FetchEngine.join(manifest.checkouts, $0) }
        } else if needsFolder {
            try? fileSystem.createDirectory(checkouts)
        }
        // Asked once per run, and only when a module that passes validation will be cloned
        // (refused input starts no process at all).
        let missing = selected.contains { module in
            guard case let .git(url, ref) = module.source,
                (try? FetchEngine.validate(module.name, url: url, ref: ref, locked: options.locked?.modules[module.name])) != nil
            else { return false }
            return fileSystem.kind(module.folder(checkouts: checkouts)) == nil
        }
        let clones = !options.offline && missing
        let stockTemplates = clones && git.usesStockTemplates(in: checkouts, environment: inheritedEnvironment)
        // The repository cache is prepared only when something is cloned through it.
        var notes: [String] = []
        var cache: RepositoryCache?
        if missing, options.depth == nil, let chosen = options.repositoryCache {
            if let problem = chosen.prepare(fileSystem: fileSystem) {
                notes.append("repository cache not used: \(problem); cloning from the origins (--no-repository-cache says so quietly)")
            } else {
                cache = chosen
            }
        }
        let context = Context(manifestDirectory: manifestDirectory, checkouts: checkouts, options: options, stockTemplates: stockTemplates, cache: cache)
        let results = BoundedParallel.map(selected, jobs: options.jobs) { module in
            let result = self.fetch(module, context, progress: progress)
            progress(.finished(result))
            return result
        }
        refreshIndexes(zip(selected, results).compactMap { module, result in
            let folder = module.folder(checkouts: checkouts)
            switch result.outcome {
            case .cloned where !context.settled.contains(folder), .updated: return folder
            default: return nil
            }
        }, jobs: options.jobs)
        return FetchReport(results: results, removedTemporaryFolders: removed, notes: notes)
    }

    /// Where one run works, shared by all modules.
    struct Context: Sendable {
        var manifestDirectory: String
        var checkouts: String
        var options: FetchOptions
        /// Clones may skip git's stock templates (`Git.usesStockTemplates`).
        var stockTemplates: Bool
        /// The repository cache clones go through, prepared; nil: from the origins.
        var cache: RepositoryCache?
        /// Clones whose index was refreshed as they were made.
        var settled = SharedPaths()
        /// Repository cache entries a git command ran past its time limit on: nothing more runs
        /// against them in this run.
        var stalledEntries = SharedPaths()
        /// The `[core]` section of a new repository here, asked of git once a run.
        var skeleton = CheckoutSkeleton()
    }

    /// One git module, validated and placed.
    struct Job: Sendable {
        var name: String
        /// As the manifest wrote it (for messages and the lock).
        var url: String
        /// What git is given: the URL, or a local path made absolute against the manifest.
        var cloneURL: String
        var isLocal: Bool
        var ref: GitReference
        /// What to check out: the ref, or the locked commit.
        var wanted: GitReference
        /// The branch a `--locked` branch module may sit on.
        var branch: String?
        var target: String
        var temporary: String
    }

    private func fetch(_ module: Module, _ context: Context, progress: @Sendable (FetchEvent) -> Void) -> ModuleFetchResult {
        guard case let .git(url, manifestRef) = module.source else {
            if case let .path(path) = module.source { return ModuleFetchResult(name: module.name, outcome: .local(path: path)) }
            return ModuleFetchResult(name: module.name, outcome: .local(path: ""))
        }
        // The lock records the ref as the manifest wrote it (`HEAD` stays `HEAD`).
        var defaultBranch: String?
        var notes: [String] = []
        func result(_ outcome: FetchOutcome) -> ModuleFetchResult {
            ModuleFetchResult(name: module.name, url: url, ref: manifestRef, outcome: outcome, defaultBranch: defaultBranch, notes: notes)
        }
        let locked = context.options.locked?.modules[module.name]
        let parsed: GitURL
        do throws(GitInputError) {
            parsed = try FetchEngine.validate(module.name, url: url, ref: manifestRef, locked: locked)
        } catch {
            return result(.failed(.unsafeInput(module: module.name, error)))
        }
        let target = module.folder(checkouts: context.checkouts)
        guard PathText.directory(of: target) == context.checkouts else {
            return result(.failed(.unsafeInput(module: module.name, .invalidModuleName(module.name, reason: "leads outside the checkouts folder"))))
        }
        let cloneURL = parsed.location(besideManifestIn: context.manifestDirectory)
        let ref: GitReference
        do throws(FetchFailure) {
            ref = try resolvingDefaultBranch(manifestRef, module: module.name, url: url, cloneURL: cloneURL, target: target, offline: context.options.offline)
        } catch {
            return result(.failed(ChildProcessGroups.isStopping ? .interrupted(module: module.name) : error))
        }
        if ref != manifestRef { defaultBranch = ref.value }
        var wanted = ref
        var branch: String?
        if let locked {
            wanted = .commit(locked.commit)
            if case let .branch(name) = ref { branch = name }
        }
        let job = Job(
            name: module.name, url: url,
            cloneURL: cloneURL,
            isLocal: parsed.isLocalPath, ref: ref, wanted: wanted, branch: branch, target: target,
            temporary: FetchEngine.join(context.checkouts, ".\(module.name)\(FetchEngine.temporaryMarker)\(getpid())"))
        do throws(FetchFailure) {
            // A symbolic link to nothing is the developer's, not a missing checkout: no clone
            // is renamed over it (it is then a folder that is not a git checkout).
            if fileSystem.kind(target) == nil, fileSystem.linkDestination(target) == nil {
                if context.options.offline, context.cache == nil { throw .offlineMissing(module: module.name) }
                progress(.started(module: module.name, activity: "cloning"))
                return result(try clone(job, context, notes: &notes))
            }
            if let commit = alreadyInPlace(job) { return result(.unchanged(commit: commit)) }
            let state = try inspect(job)
            let action = FetchPlanner.action(wanted: job.wanted, branch: job.branch, state: state)
            if case let .skip(reason) = action {
                var skipped = result(.skipped(reason))
                if reason == .notARepository { skipped.folder = PathText.relative(target, from: PathText.normalize(context.manifestDirectory)) }
                return skipped
            }
            progress(.started(module: module.name, activity: "updating"))
            return result(try update(job, action: action, head: state.headCommit, context.options))
        } catch {
            // A git process stopped by Ctrl-C fails like an unreadable repository would.
            return result(.failed(ChildProcessGroups.isStopping ? .interrupted(module: module.name) : error))
        }
    }

    /// Validates a module's name, URL, ref and locked commit; nothing is run.
    @discardableResult
    static func validate(_ name: String, url: String, ref: GitReference, locked: LockFile.Entry?) throws(GitInputError) -> GitURL {
        try GitInputValidator.moduleName(name)
        let parsed = try GitInputValidator.url(url)
        try GitInputValidator.ref(ref)
        if let locked { try GitInputValidator.ref(.commit(locked.commit)) }
        return parsed
    }

    /// `base/relative` with `.` and `..` collapsed (no symbolic links resolved); an absolute
    /// `relative` stands alone.
    static func join(_ base: String, _ relative: String) -> String { PathText.join(base, relative) }
}
