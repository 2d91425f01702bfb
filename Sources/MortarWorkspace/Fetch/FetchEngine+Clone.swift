import Foundation
import MortarCore

extension FetchEngine {
    /// Clones into the module's temporary folder, checks out what is wanted, then renames the
    /// folder into place: an interrupted run never leaves a half checkout under the real name.
    /// Through the repository cache when one is in use (and the clone is not shallow),
    /// else from the origin.
    func clone(_ job: Job, _ context: Context, notes: inout [String]) throws(FetchFailure) -> FetchOutcome {
        if let cache = context.cache, context.options.depth == nil {
            return try cloneThroughCache(job, context, cache, notes: &notes)
        }
        return try clone(job, from: job.cloneURL, context)
    }

    /// Clones from `source` (the origin, or its cache entry), and when that is not the origin
    /// makes the origin the checkout's `origin`. A `firstTry` from a cache entry leaves the
    /// diagnosis to the caller: a failed clone is reported as git said it, and a commit the
    /// clone lacks is not fetched.
    func clone(_ job: Job, from source: String, _ context: Context, firstTry: Bool = false) throws(FetchFailure) -> FetchOutcome {
        let templates = !context.stockTemplates
        if fileSystem.kind(job.temporary) != nil { try remove(job.temporary, job) }
        do throws(FetchFailure) {
            switch job.ref {
            case let .branch(name), let .tag(name):
                do {
                    try git.clone(source, into: job.temporary, branch: name, depth: context.options.depth, templates: templates)
                } catch {
                    throw firstTry ? .git(module: job.name, error) : diagnoseCloneFailure(job, error, source: source)
                }
            case .commit:
                do {
                    try git.clone(source, into: job.temporary, noCheckout: true, templates: templates)
                } catch {
                    throw firstTry ? .git(module: job.name, error) : diagnoseCloneFailure(job, error, source: source)
                }
            }
            // A tag module is its tag: where a branch of the same name made git check out the
            // branch, the clone is moved to the tag (as `checkOutFromEntry` writes it).
            if case let .tag(name) = job.ref, let headText = try? fileSystem.readText(job.temporary + "/.git/HEAD"),
                GitHeadFiles.parseHead(headText) == .symbolic("refs/heads/" + name)
            {
                do {
                    try git.detachAtTag(name, depth: context.options.depth, in: job.temporary)
                } catch {
                    throw .git(module: job.name, error)
                }
            }
            if case let .commit(wantedCommit) = job.wanted {
                let commit = try resolveCommit(wantedCommit, job, in: job.temporary, offline: firstTry)
                do {
                    try git.checkoutDetached(commit, in: job.temporary)
                } catch {
                    throw .git(module: job.name, error)
                }
            }
            // The line the clone wrote is rewritten when it can be for certain (one process
            // fewer a module); else git sets it.
            if source != job.cloneURL, !GitHeadFiles(fileSystem: fileSystem).setOriginURL(job.cloneURL, replacing: source, in: job.temporary) {
                do {
                    try git.setOrigin(job.cloneURL, in: job.temporary)
                } catch {
                    throw .git(module: job.name, error)
                }
            }
            // The files git just wrote say where HEAD is; git is asked only when they don't.
            guard let head = GitHeadFiles(fileSystem: fileSystem).headCommit(of: job.temporary) ?? git.commit("HEAD", in: job.temporary) else {
                throw .commitNotFound(module: job.name, commit: "HEAD", url: job.url)
            }
            return try placeClone(job, head: head, context)
        } catch {
            try? fileSystem.removeItem(job.temporary)
            throw error
        }
    }

    /// Settles the index of the clone in `job.temporary` (at `head`) and renames the folder
    /// into place. Refreshed here, while the folder is still this run's alone, instead of
    /// after waiting for the clock at the end of the run.
    func placeClone(_ job: Job, head: String, _ context: Context) throws(FetchFailure) -> FetchOutcome {
        let settled = settleIndex(job.temporary)
        do {
            try fileSystem.moveItem(job.temporary, to: job.target)
        } catch {
            throw .fileSystem(module: job.name, error)
        }
        if settled { context.settled.insert(job.target) }
        return .cloned(commit: head)
    }

    /// Turns a failed clone into a message: an unreadable repository, or a missing branch or
    /// tag with the nearest existing name.
    /// `source` is what was cloned: the origin, or its cache entry (whose refs are the origin's
    /// as last fetched).
    func diagnoseCloneFailure(_ job: Job, _ error: GitError, source: String) -> FetchFailure {
        if case .timedOut = error.reason { return .git(module: job.name, error) }
        let refs: (branches: [String], tags: [String])
        do {
            refs = try git.remoteRefs(source)
        } catch {
            return .repositoryUnreachable(module: job.name, url: job.url, detail: error.summaryLine)
        }
        switch job.ref {
        case let .branch(name) where !refs.branches.contains(name):
            return .branchNotFound(module: job.name, branch: name, url: job.url, suggestion: Suggestion.closest(to: name, among: refs.branches))
        case let .tag(name) where !refs.tags.contains(name):
            return .tagNotFound(module: job.name, tag: name, url: job.url, suggestion: Suggestion.closest(to: name, among: refs.tags))
        default:
            return .git(module: job.name, error)
        }
    }

    /// The full id of `commit` in `directory` — an object id or its abbreviation, never a ref
    /// name (`Git.commitObject`) — fetching when it is not there yet (unless offline).
    func resolveCommit(_ commit: String, _ job: Job, in directory: String, offline: Bool) throws(FetchFailure) -> String {
        func lookup() throws(FetchFailure) -> String? {
            switch git.commitObject(commit, in: directory) {
            case let .found(id): return id
            case .notFound: return nil
            case let .ambiguous(candidates): throw .ambiguousCommit(module: job.name, commit: commit, candidates: candidates)
            }
        }
        if let id = try lookup() { return id }
        if offline { throw .offlineRefMissing(module: job.name, ref: .commit(commit)) }
        try? git.fetch(in: directory)
        if let id = try lookup() { return id }
        try? git.fetchCommit(commit, in: directory)
        if let id = try lookup() { return id }
        throw .commitNotFound(module: job.name, commit: commit, url: job.url)
    }

    /// Removes the temporary folders of clones whose process is gone (or is this one, from a
    /// reused process id), and returns their names, sorted.
    ///
    /// A killed `mortar` may leave its git child running (git gets a process group of its
    /// own), still writing into the folder. So the folder is first renamed out of the way,
    /// which makes that git fail on its next write instead of racing the removal, and removal
    /// is retried briefly (waiting 0.05, 0.1, 0.15 and 0.2 seconds by the file system's clock,
    /// `FileSysteming.sleep`).
    func removeStaleTemporaryFolders(in checkouts: String) -> [String] {
        guard let entries = try? fileSystem.contentsOfDirectory(checkouts) else { return [] }
        var removed: [String] = []
        for entry in entries where entry.hasPrefix(".") {
            guard let marker = entry.range(of: FetchEngine.temporaryMarker, options: .backwards),
                let pid = Int32(entry[marker.upperBound...])
            else { continue }
            if pid != getpid(), FetchEngine.isRunning(pid) { continue }
            var path = FetchEngine.join(checkouts, entry)
            let aside = FetchEngine.join(checkouts, ".removing\(entry)\(FetchEngine.temporaryMarker)\(getpid())")
            if (try? fileSystem.moveItem(path, to: aside)) != nil { path = aside }
            for attempt in 0..<5 {
                if (try? fileSystem.removeItem(path)) != nil || fileSystem.kind(path) == nil {
                    if !entry.hasPrefix(".removing") { removed.append(entry) }
                    break
                }
                if attempt < 4 { fileSystem.sleep(seconds: 0.05 * Double(attempt + 1)) }
            }
        }
        return removed.sorted()
    }

    /// True while process `pid` runs (a zombie, killed but not yet reaped, does not count).
    static func isRunning(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 || errno == EPERM else { return false }
        // Linux: the state letter after the command's closing parenthesis in /proc/PID/stat.
        if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        {
            let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
            return state != "Z" && state != "X"
        }
        return true
    }

    private func remove(_ path: String, _ job: Job) throws(FetchFailure) {
        do {
            try fileSystem.removeItem(path)
        } catch {
            throw .fileSystem(module: job.name, error)
        }
    }
}
