import Foundation
import MortarCore

extension FetchEngine {
    /// Reads an existing checkout's state without changing anything in it.
    /// - Throws: when git ran past its time limit reading the checkout (never reported as "not a
    ///   git checkout").
    func inspect(_ job: Job) throws(FetchFailure) -> CheckoutState {
        // A `.git` of its own (folder, or file of a linked worktree): otherwise git would
        // answer for an enclosing repository.
        guard fileSystem.kind(job.target + "/.git") != nil else { return .notARepository }
        let origin = git.config("remote.origin.url", in: job.target) ?? ""
        let originMatches = job.isLocal
            ? FetchEngine.samePath(origin, job.cloneURL)
            : FetchEngine.trimmedURL(origin) == FetchEngine.trimmedURL(job.cloneURL)
        let status: GitStatus
        do {
            status = try git.status(job.target)
        } catch {
            if case .timedOut = error.reason { throw .git(module: job.name, error) }
            return .notARepository
        }
        guard let head = status.headCommit else { return .notARepository }
        let headState: CheckoutState.Head = status.branch.map { .branch($0) } ?? .detached(onRemote: git.headIsOnRemote(job.target))
        // An edit git status is told not to see (assume-unchanged, skip-worktree) is local work
        // too, as for clean (`Git.hiddenEdits`): moving would fail on it after a fetch into it.
        let dirty = status.isDirty || !((try? git.hiddenEdits(in: job.target, fileSystem: fileSystem)) ?? []).isEmpty
        var state = CheckoutState(originMatches: originMatches, isDirty: dirty, head: headState, headCommit: head)
        state.operationInProgress = git.operationInProgress(in: job.target, fileSystem: fileSystem)
        return state
    }

    /// The commit of a tag or commit module whose checkout is already exactly there — detached
    /// at the wanted commit, origin the manifest's, clean, no operation in progress — found
    /// with one git process (`git status`) and no remote contact: HEAD, the tag and the origin
    /// are read from the files git keeps (`GitHeadFiles`). Nil whenever those files do not say
    /// for certain; then the full inspection runs.
    func alreadyInPlace(_ job: Job) -> String? {
        let files = GitHeadFiles(fileSystem: fileSystem)
        guard fileSystem.directoryExists(job.target + "/.git"),
              let headText = try? fileSystem.readText(job.target + "/.git/HEAD"),
              case let .commit(head)? = GitHeadFiles.parseHead(headText)
        else { return nil }
        switch job.wanted {
        case .branch:
            return nil
        case let .tag(tag):
            guard files.tagCommit(tag, in: job.target) == head else { return nil }
        case let .commit(commit):
            let pin = commit.lowercased()
            guard pin.count == head.count ? pin == head : head.hasPrefix(pin) else { return nil }
        }
        guard let origin = files.originURL(of: job.target) else { return nil }
        let originMatches = job.isLocal
            ? FetchEngine.samePath(origin, job.cloneURL)
            : FetchEngine.trimmedURL(origin) == FetchEngine.trimmedURL(job.cloneURL)
        guard originMatches, git.operationInProgress(in: job.target, fileSystem: fileSystem) == nil,
              let status = try? git.status(job.target), !status.isDirty, status.branch == nil, status.headCommit == head
        else { return nil }
        return head
    }

    /// Brings a clean checkout forward: fast-forward on its branch, or a detached checkout of a
    /// tag or commit. Never resets, stashes, cleans or deletes.
    func update(_ job: Job, action: FetchAction, head: String, _ options: FetchOptions) throws(FetchFailure) -> FetchOutcome {
        switch action {
        case .clone, .skip:
            return .unchanged(commit: head)
        case let .updateBranch(name):
            // The cheap question first: when the remote branch is where HEAD is, there is
            // nothing to fetch (a no-op run asks only this).
            if !options.offline, case let .success(answer) = Result(catching: { () throws(GitError) -> String? in try git.remoteBranchTip(job.cloneURL, branch: name) }) {
                guard let tip = answer else {
                    // The remote answered and has no such branch any more (deleted or renamed):
                    // the stale remote-tracking ref must not pass for it.
                    let branches = (try? git.remoteRefs(job.cloneURL))?.branches ?? []
                    throw .branchNotFound(module: job.name, branch: name, url: job.url, suggestion: Suggestion.closest(to: name, among: branches))
                }
                if tip == head { return .unchanged(commit: head) }
            }
            // Local commits the last-known remote branch lacks: skipped before anything is
            // fetched into the checkout (a skipped checkout is not written at all).
            let known = "refs/remotes/origin/" + name
            if git.commit(known, in: job.target) != nil, let (ahead, _) = try? git.aheadBehind(job.target, local: "HEAD", upstream: known), ahead > 0 {
                return .skipped(.ahead(ahead))
            }
            let upstream = try fetchBranch(name, job, options, verify: false)
            let counts: (ahead: Int, behind: Int)
            do {
                counts = try git.aheadBehind(job.target, local: "HEAD", upstream: upstream)
            } catch {
                // Most often the branch is not on the remote: say so, with the nearest name.
                _ = try fetchBranch(name, job, FetchOptions(offline: true), verify: true, offlineRequested: options.offline)
                throw .git(module: job.name, error)
            }
            let (ahead, behind) = counts
            switch FetchPlanner.branchUpdate(ahead: ahead, behind: behind) {
            case let .skip(reason): return .skipped(reason)
            case .upToDate: return .unchanged(commit: head)
            case .fastForward:
                if let path = try overwrittenIgnoredFile(movingTo: upstream, job) { return .skipped(.wouldOverwriteIgnored(path)) }
                try gitStep(job) { () throws(GitError) in try git.fastForward(to: upstream, in: job.target) }
                return .updated(from: head, to: git.commit("HEAD", in: job.target) ?? head)
            }
        case let .switchToBranch(name):
            let upstream = try fetchBranch(name, job, options, verify: true)
            if let path = try overwrittenIgnoredFile(movingTo: upstream, job) { return .skipped(.wouldOverwriteIgnored(path)) }
            if git.hasLocalBranch(name, in: job.target) {
                let (ahead, _) = try gitStep(job) { () throws(GitError) in try git.aheadBehind(job.target, local: "refs/heads/" + name, upstream: upstream) }
                if ahead > 0 { return .skipped(.ahead(ahead)) }
                try gitStep(job) { () throws(GitError) in
                    try git.switchBranch(name, create: false, in: job.target)
                    try git.fastForward(to: upstream, in: job.target)
                }
            } else {
                try gitStep(job) { () throws(GitError) in try git.switchBranch(name, create: true, in: job.target) }
            }
            let now = git.commit("HEAD", in: job.target) ?? head
            return now == head ? .unchanged(commit: now) : .updated(from: head, to: now)
        case let .checkout(reference):
            let commit = try resolve(reference, job, options)
            if commit == head { return .unchanged(commit: head) }
            if let path = try overwrittenIgnoredFile(movingTo: commit, job) { return .skipped(.wouldOverwriteIgnored(path)) }
            try gitStep(job) { () throws(GitError) in try git.checkoutDetached(commit, in: job.target) }
            return .updated(from: head, to: commit)
        }
    }

    /// Fetches (unless offline) and returns `refs/remotes/origin/<name>`; with `verify`, throws
    /// the missing-branch failure (with the nearest branch name) when that ref does not exist.
    private func fetchBranch(
        _ name: String, _ job: Job, _ options: FetchOptions, verify: Bool, offlineRequested: Bool? = nil
    ) throws(FetchFailure) -> String {
        if !options.offline {
            do {
                // All tags would pull in their whole histories and undo a shallow clone.
                let shallow = fileSystem.kind(job.target + "/.git/shallow") != nil
                try git.fetch(in: job.target, tags: !shallow)
            } catch {
                let clobbered = Git.clobberedTags(error)
                if !clobbered.isEmpty { throw .localTagsDiffer(module: job.name, tags: clobbered) }
                if case .exitStatus = error.reason, (try? git.remoteRefs(job.cloneURL)) == nil {
                    throw .repositoryUnreachable(module: job.name, url: job.url, detail: error.summaryLine)
                }
                throw .git(module: job.name, error)
            }
        }
        let upstream = "refs/remotes/origin/" + name
        if !verify || git.commit(upstream, in: job.target) != nil { return upstream }
        if offlineRequested ?? options.offline { throw .offlineRefMissing(module: job.name, ref: .branch(name)) }
        let branches = git.localRemoteRefs(job.target).branches
        throw .branchNotFound(module: job.name, branch: name, url: job.url, suggestion: Suggestion.closest(to: name, among: branches))
    }

    /// The commit a tag or commit ref names, fetching when it is not local yet.
    private func resolve(_ reference: GitReference, _ job: Job, _ options: FetchOptions) throws(FetchFailure) -> String {
        switch reference {
        case let .commit(commit):
            return try resolveCommit(commit, job, in: job.target, offline: options.offline)
        case let .tag(tag), let .branch(tag):
            let ref = reference.kind == "tag" ? "refs/tags/" + tag : "refs/remotes/origin/" + tag
            if let id = git.commit(ref, in: job.target) { return id }
            if options.offline { throw .offlineRefMissing(module: job.name, ref: reference) }
            do {
                try git.fetch(in: job.target)
            } catch {
                let clobbered = Git.clobberedTags(error)
                throw clobbered.isEmpty ? .git(module: job.name, error) : .localTagsDiffer(module: job.name, tags: clobbered)
            }
            if let id = git.commit(ref, in: job.target) { return id }
            let tags = git.localRemoteRefs(job.target).tags
            throw .tagNotFound(module: job.name, tag: tag, url: job.url, suggestion: Suggestion.closest(to: tag, among: tags))
        }
    }

    /// The first file git ignores here that moving to `target` would overwrite, or nil.
    private func overwrittenIgnoredFile(movingTo target: String, _ job: Job) throws(FetchFailure) -> String? {
        try gitStep(job) { () throws(GitError) in try git.ignoredFilesOverwritten(movingTo: target, in: job.target, fileSystem: fileSystem) }.first
    }

    @discardableResult
    private func gitStep<T>(_ job: Job, _ body: () throws(GitError) -> T) throws(FetchFailure) -> T {
        do {
            return try body()
        } catch {
            throw .git(module: job.name, error)
        }
    }

    /// True when two paths name the same folder or file (symbolic links resolved).
    static func samePath(_ a: String, _ b: String) -> Bool {
        guard !a.isEmpty, !b.isEmpty else { return false }
        func canonical(_ path: String) -> String {
            let standard = (path as NSString).standardizingPath
            return (standard as NSString).resolvingSymlinksInPath
        }
        return canonical(a) == canonical(b)
    }

    /// A URL without a trailing `/`, for comparing origins: case kept, unlike
    /// `RepositoryURL.identity`, since a checkout must come from the URL as written.
    static func trimmedURL(_ url: String) -> String {
        var url = url
        while url.hasSuffix("/") { url.removeLast() }
        return url
    }
}
