import Foundation
import MortarCore

extension FetchEngine {
    /// Clones `job` through the repository cache: the entry is locked, checked (rebuilt when
    /// damaged), brought to hold the wanted ref (from the origin only when it lacks it, or for a
    /// branch, which moves), and the checkout is cloned from it. Offline, only the entry answers.
    func cloneThroughCache(_ job: Job, _ context: Context, _ cache: RepositoryCache, notes: inout [String]) throws(FetchFailure) -> FetchOutcome {
        let entry = cache.entry(for: job.cloneURL, isLocalPath: job.isLocal)
        let lock: WorkspaceLock
        do {
            lock = try WorkspaceLock.acquire(checkouts: entry, purpose: "mortar fetch (repository cache)", wait: git.networkTimeout)
        } catch {
            throw .repositoryCacheUnusable(module: job.name, reason: "\(error)")
        }
        defer { lock.release() }
        try prepareEntry(entry, job, cache: cache, offline: context.options.offline, notes: &notes)
        return try clone(job, from: entry, context)
    }

    /// Makes `entry` a sound entry holding `job.wanted`, or throws why it cannot be.
    func prepareEntry(_ entry: String, _ job: Job, cache: RepositoryCache, offline: Bool, notes: inout [String]) throws(FetchFailure) {
        let normalized = RepositoryCache.normalizedURL(job.cloneURL, isLocalPath: job.isLocal)
        // Under the entry's lock no other run writes this entry, so any temporary folder of
        // it is left by an interrupted one.
        let temporary = PathText.join(cache.directory, "." + PathText.lastComponent(of: entry) + FetchEngine.temporaryMarker)
        for leftover in (try? fileSystem.contentsOfDirectory(cache.directory)) ?? [] where (PathText.join(cache.directory, leftover)).hasPrefix(temporary) {
            try? fileSystem.removeItem(PathText.join(cache.directory, leftover))
        }
        // The common case, a tag or commit the entry holds, costs one process: the wanted
        // commit and everything its tree names are there. Only when that fails is the whole
        // entry checked, to tell a damaged entry from one that lacks the ref.
        var sound = false
        var checked: GitError?
        if fileSystem.kind(entry) != nil, markerDamage(entry, normalizedURL: normalized) == nil {
            checked = wholeCommitProblem(job.wanted, entry)
            if checked == nil {
                if !job.wanted.isBranch || offline { return }
                sound = true
            }
        }
        if !sound, fileSystem.kind(entry) != nil, let damage = entryDamage(entry, normalizedURL: normalized, checked: checked) {
            if offline { throw .repositoryCacheDamaged(module: job.name, entry: entry, damage: damage) }
            notes.append("the repository cache entry \(entry) \(damage); removed it and cloned \(job.url) again")
            let aside = temporary + "removing-\(getpid())"
            do {
                try fileSystem.moveItem(entry, to: aside)
                try fileSystem.removeItem(aside)
            } catch {
                throw .fileSystem(module: job.name, error)
            }
        }
        var fresh = false
        if fileSystem.kind(entry) == nil {
            if offline { throw .offlineNotCached(module: job.name, ref: job.wanted, cache: cache.directory) }
            try createEntry(entry, temporary: temporary + "\(getpid())", job, normalizedURL: normalized)
            fresh = true
        }
        let moves = !fresh && job.wanted.isBranch
        if !holds(job.wanted, entry) || (moves && !offline) {
            if offline { throw .offlineNotCached(module: job.name, ref: job.wanted, cache: cache.directory) }
            if !fresh { try updateEntry(entry, job) }
            // A commit no branch or tag reaches: asked for by id (servers may refuse).
            if case let .commit(id) = job.wanted, !holds(job.wanted, entry), id.count == 40 || id.count == 64 {
                try? git.run(["fetch", "--quiet", "--no-auto-gc", Git.stockUploadPack, "--", job.cloneURL, "\(id):refs/mortar/commits/\(id)"], in: entry, network: true)
            }
        }
    }

    /// Why `entry` must not be used, or nil: its marker must be complete and name
    /// `normalizedURL`, it must borrow no objects (alternates), and every object its refs
    /// reach must be there (`git fsck --connectivity-only`: commits and trees read, blobs only
    /// looked up). fsck names a missing blob only on its standard output, so then the message
    /// gives what the check of the wanted commit (`checked`) said.
    func entryDamage(_ entry: String, normalizedURL: String, checked: GitError? = nil) -> String? {
        if let damage = markerDamage(entry, normalizedURL: normalizedURL) { return damage }
        do {
            try git.run(["--git-dir=" + entry, "fsck", "--connectivity-only", "--no-dangling", "--no-progress"])
            return nil
        } catch {
            if error.summaryLine.isEmpty, let checked, !checked.summaryLine.isEmpty {
                return "was damaged (git fsck failed; git rev-list: \(checked.summaryLine))"
            }
            return "was damaged (git fsck: \(error.summaryLine))"
        }
    }

    /// What is wrong with `entry` that its files show, without running git: its marker must be
    /// complete and name `normalizedURL`, and it must borrow no objects (alternates).
    func markerDamage(_ entry: String, normalizedURL: String) -> String? {
        let marker = (try? fileSystem.readText(PathText.join(entry, RepositoryCache.entryMarker))) ?? ""
        guard marker == RepositoryCache.entryMarkerText(normalizedURL: normalizedURL) else {
            return marker.isEmpty ? "was incomplete (no \(RepositoryCache.entryMarker) file)" : "names another URL in its \(RepositoryCache.entryMarker) file"
        }
        if fileSystem.kind(PathText.join(entry, "objects/info/alternates")) != nil { return "borrows objects from another repository (objects/info/alternates)" }
        return nil
    }

    /// Nil when `entry` has `reference` and everything a checkout of it reads: the commit, its
    /// tree, every tree and blob under it (`git rev-list --objects --no-walk`, one process; a
    /// missing blob fails it). Otherwise what failed, which says nothing more: the ref may be
    /// missing or the entry damaged (`entryDamage` tells which).
    func wholeCommitProblem(_ reference: GitReference, _ entry: String) -> GitError? {
        let revision: String
        switch reference {
        case let .branch(name): revision = "refs/heads/" + name
        case let .tag(name): revision = "refs/tags/" + name
        case let .commit(id):
            if id.count == 40 || id.count == 64 {
                revision = id.lowercased()
            } else {
                // An abbreviation is resolved as an object id only, never as a ref name.
                guard case let .found(full) = git.commitObject(id, in: entry) else {
                    return GitError(argv: ["git", "cat-file"], reason: .exitStatus(1))
                }
                revision = full
            }
        }
        do {
            try git.run(["--git-dir=" + entry, "rev-list", "--objects", "--no-walk", "--quiet", "--end-of-options", revision + "^{commit}", "--"])
            return nil
        } catch {
            return error
        }
    }

    /// True when `entry` has `reference`: the branch or tag, or the commit object.
    func holds(_ reference: GitReference, _ entry: String) -> Bool {
        switch reference {
        case let .branch(name): return git.commit("refs/heads/" + name, in: entry) != nil
        case let .tag(name): return git.commit("refs/tags/" + name, in: entry) != nil
        case let .commit(id):
            if case .found = git.commitObject(id, in: entry) { return true }
            return false
        }
    }

    /// A bare clone of the origin into `temporary`, marked complete and renamed into place.
    /// `--dissociate`: an origin on this disk that borrows objects does not lend them on.
    func createEntry(_ entry: String, temporary: String, _ job: Job, normalizedURL: String) throws(FetchFailure) {
        do {
            try git.run(["clone", "--bare", "--quiet", "--template=", "--dissociate", "--", job.cloneURL, temporary], network: true)
        } catch {
            try? fileSystem.removeItem(temporary)
            throw diagnoseCloneFailure(job, error, source: job.cloneURL)
        }
        do {
            try fileSystem.writeAtomically(Array(RepositoryCache.entryMarkerText(normalizedURL: normalizedURL).utf8), to: PathText.join(temporary, RepositoryCache.entryMarker))
            try fileSystem.moveItem(temporary, to: entry)
        } catch {
            try? fileSystem.removeItem(temporary)
            throw .fileSystem(module: job.name, error)
        }
    }

    /// Brings the entry's branches and tags to the origin's (`--prune`: a branch deleted there
    /// goes here too; tags follow the origin, which the cache mirrors).
    func updateEntry(_ entry: String, _ job: Job) throws(FetchFailure) {
        do {
            try git.run(
                ["fetch", "--quiet", "--prune", "--no-auto-gc", Git.stockUploadPack, "--", job.cloneURL, "+refs/heads/*:refs/heads/*", "+refs/tags/*:refs/tags/*"],
                in: entry, network: true)
        } catch {
            if case .exitStatus = error.reason, (try? git.remoteRefs(job.cloneURL)) == nil {
                throw .repositoryUnreachable(module: job.name, url: job.url, detail: error.summaryLine)
            }
            throw .git(module: job.name, error)
        }
    }
}
