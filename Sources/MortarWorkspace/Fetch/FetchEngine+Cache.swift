import Foundation
import MortarCore

extension FetchEngine {
    /// Clones `job` through the repository cache: the entry is locked, its files checked (an
    /// incomplete one is rebuilt), fetched into for a branch (branches move), and the checkout is
    /// made from it (`cloneFromEntry`). The checkout is the check of the commit it checks out:
    /// it reads that commit, its tree and every tree and blob under it, and fails when one is
    /// missing or unreadable.
    /// Only when it fails is the whole entry checked, to tell a damaged entry (rebuilt) from one
    /// that lacks the ref (fetched into from the origin). Offline, only the entry answers.
    func cloneThroughCache(_ job: Job, _ context: Context, _ cache: RepositoryCache, notes: inout [String]) throws(FetchFailure) -> FetchOutcome {
        let entry = cache.entry(for: job.cloneURL, isLocalPath: job.isLocal)
        let lock: WorkspaceLock
        do {
            lock = try WorkspaceLock.acquire(checkouts: entry, purpose: "mortar fetch (repository cache)", wait: git.networkTimeout, clock: fileSystem)
        } catch {
            throw .repositoryCacheUnusable(module: job.name, reason: "\(error)")
        }
        defer { lock.release() }
        // After a time limit ran out on this entry, nothing more runs against it in this run.
        if context.stalledEntries.contains(entry) {
            throw .repositoryCacheUnusable(
                module: job.name, reason: "a git command on its entry \(entry) ran past its time limit earlier in this run, and nothing more runs against that entry in this run")
        }
        do throws(FetchFailure) {
            return try cloneThroughLockedEntry(job, entry, context, cache, notes: &notes)
        } catch {
            if error.timedOut { context.stalledEntries.insert(entry) }
            throw error
        }
    }

    /// `cloneThroughCache` under the entry's lock. A git command that runs past its time limit
    /// ends it: no check of the entry and no other clone follows (the module's temporary folder
    /// is removed where it failed; the entry was only read).
    private func cloneThroughLockedEntry(_ job: Job, _ entry: String, _ context: Context, _ cache: RepositoryCache, notes: inout [String]) throws(FetchFailure) -> FetchOutcome {
        let offline = context.options.offline
        let site = EntrySite(entry: entry, cache: cache, job: job)
        site.removeLeftovers(fileSystem)
        if fileSystem.kind(entry) != nil, let damage = markerDamage(entry, normalizedURL: site.normalizedURL) {
            try discard(site, damage: damage, offline: offline, notes: &notes)
        }
        var fresh = false
        if fileSystem.kind(entry) == nil {
            if offline { throw .offlineNotCached(module: job.name, ref: job.wanted, cache: cache.directory) }
            try createEntry(site)
            fresh = true
        }
        if job.wanted.isBranch, !fresh, !offline {
            do throws(FetchFailure) {
                try updateEntry(entry, job)
            } catch {
                // A damaged entry may fail the fetch; an unreachable origin is said as such.
                if case .repositoryUnreachable = error { throw error }
                if error.timedOut { throw error }
                guard let damage = entryDamage(entry, normalizedURL: site.normalizedURL) else { throw error }
                try discard(site, damage: damage, offline: offline, notes: &notes)
                try createEntry(site)
                fresh = true
            }
        }
        let failure: FetchFailure
        do throws(FetchFailure) {
            return try cloneFromEntry(job, entry, context, firstTry: true)
        } catch {
            failure = error
        }
        if ChildProcessGroups.isStopping || failure.timedOut { throw failure }
        if !fresh, let damage = entryDamage(entry, normalizedURL: site.normalizedURL, failure: failure) {
            try discard(site, damage: damage, offline: offline, notes: &notes)
            try createEntry(site)
            return try cloneFromEntry(job, entry, context)
        }
        if !holds(job.wanted, entry) {
            if offline { throw .offlineNotCached(module: job.name, ref: job.wanted, cache: cache.directory) }
            if !fresh { try updateEntry(entry, job) }
            // A commit no branch or tag reaches: asked for by id (servers may refuse).
            if case let .commit(id) = job.wanted, !holds(job.wanted, entry), id.count == 40 || id.count == 64 {
                _ = try? git.run(["fetch", "--quiet", "--no-auto-gc", Git.stockUploadPack, "--", job.cloneURL, "\(id):refs/mortar/commits/\(id)"], in: entry, network: true)
            }
            return try cloneFromEntry(job, entry, context)
        }
        // Sound and holding the ref, yet the clone failed: every object is read (blobs too),
        // since a corrupt blob passes the connectivity check. Else the failure is not the
        // entry's: `git clone` of the entry runs and says why it fails (a tag naming a tree:
        // "is a tree, not a commit").
        if !fresh, let damage = entryCorruption(entry) {
            try discard(site, damage: damage, offline: offline, notes: &notes)
            try createEntry(site)
            return try cloneFromEntry(job, entry, context)
        }
        return try clone(job, from: entry, context)
    }

    /// An entry, its temporary folders and the URL it holds.
    struct EntrySite {
        var entry: String
        var cache: RepositoryCache
        var job: Job
        var normalizedURL: String { RepositoryCache.normalizedURL(job.cloneURL, isLocalPath: job.isLocal) }
        /// Where an entry is written (`…mortar-tmp-PID`) or set aside to be removed.
        var temporary: String { PathText.join(cache.directory, "." + PathText.lastComponent(of: entry) + FetchEngine.temporaryMarker) }

        /// Under the entry's lock no other run writes this entry, so any temporary folder of it
        /// is left by an interrupted one.
        func removeLeftovers(_ fileSystem: FileSysteming) {
            for leftover in (try? fileSystem.contentsOfDirectory(cache.directory)) ?? [] where PathText.join(cache.directory, leftover).hasPrefix(temporary) {
                try? fileSystem.removeItem(PathText.join(cache.directory, leftover))
            }
        }
    }

    /// Removes a damaged entry (renamed aside first), with a note; offline it cannot be cloned
    /// again, which is the module's failure.
    func discard(_ site: EntrySite, damage: String, offline: Bool, notes: inout [String]) throws(FetchFailure) {
        if offline { throw .repositoryCacheDamaged(module: site.job.name, entry: site.entry, damage: damage) }
        notes.append("the repository cache entry \(site.entry) \(damage); removed it and cloned \(URLCredentials.hidden(site.job.url)) again")
        let aside = site.temporary + "removing-\(getpid())"
        do {
            try fileSystem.moveItem(site.entry, to: aside)
            try fileSystem.removeItem(aside)
        } catch {
            throw .fileSystem(module: site.job.name, error)
        }
    }

    /// Why `entry` must not be used, or nil: its marker must be complete and name
    /// `normalizedURL`, it must borrow no objects (alternates), and every object its refs
    /// reach must be there (`git fsck --connectivity-only`: commits and trees read, blobs only
    /// looked up). fsck names a missing blob only on its standard output, so then the message
    /// gives the line git printed for the failed clone or checkout (`failure`).
    func entryDamage(_ entry: String, normalizedURL: String, failure: FetchFailure? = nil) -> String? {
        if let damage = markerDamage(entry, normalizedURL: normalizedURL) { return damage }
        do {
            try git.run(["--git-dir=" + entry, "fsck", "--connectivity-only", "--no-dangling", "--no-progress"])
            return nil
        } catch {
            if !error.summaryLine.isEmpty { return "was damaged (git fsck: \(error.summaryLine))" }
            if let failed = failure?.gitError, let line = FetchEngine.errorLine(failed) { return "was damaged (git fsck failed; \(line))" }
            return "was damaged (git fsck failed)"
        }
    }

    /// Why `entry` must not be used though every object is there, or nil: `git fsck` reads
    /// every object, blobs too (a corrupt one). Slower than the connectivity check, so run only
    /// when a clone of a ref the entry holds failed.
    func entryCorruption(_ entry: String) -> String? {
        do {
            try git.run(["--git-dir=" + entry, "fsck", "--no-dangling", "--no-progress"])
            return nil
        } catch {
            return "was damaged (git fsck: \(error.summaryLine))"
        }
    }

    /// `git SUBCOMMAND: LINE`, the first `error:` or `fatal:` line a failed command printed
    /// (a clone of a tag prints git's detached-HEAD advice first), or nil when it printed none.
    static func errorLine(_ error: GitError) -> String? {
        let lines = error.stderr.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace() }
        guard let line = lines.first(where: { $0.hasPrefix("error:") || $0.hasPrefix("fatal:") }) else { return nil }
        let words = error.shortCommand.split(separator: " ")
        return words.prefix(2).joined(separator: " ") + ": " + line
    }

    /// What is wrong with `entry` that its files show, without running git: its marker must be
    /// complete and name `normalizedURL`, it must be a folder (no symbolic link), and it must
    /// borrow no objects (alternates, an `objects` folder that is a symbolic link).
    func markerDamage(_ entry: String, normalizedURL: String) -> String? {
        // An entry is a folder of the cache: through a link, a fetch would write wherever it points.
        if let destination = fileSystem.linkDestination(entry) { return "is a symbolic link (to \(destination))" }
        let marker = (try? fileSystem.readText(PathText.join(entry, RepositoryCache.entryMarker))) ?? ""
        guard marker == RepositoryCache.entryMarkerText(normalizedURL: normalizedURL) else {
            return marker.isEmpty ? "was incomplete (no \(RepositoryCache.entryMarker) file)" : "names another URL in its \(RepositoryCache.entryMarker) file"
        }
        if fileSystem.kind(PathText.join(entry, "objects/info/alternates")) != nil { return "borrows objects from another repository (objects/info/alternates)" }
        // Objects out of the entry: `git clone --local` refuses them, and Mortar never links them.
        if fileSystem.linkDestination(PathText.join(entry, "objects")) != nil { return "keeps its objects out of the entry (objects is a symbolic link)" }
        return nil
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

    /// A bare clone of the origin into a temporary folder, marked complete and renamed into
    /// place. `--dissociate`: an origin on this disk that borrows objects does not lend them on.
    /// No URL stays in its config (the marker names the URL without credentials).
    func createEntry(_ site: EntrySite) throws(FetchFailure) {
        let job = site.job, temporary = site.temporary + "\(getpid())"
        do {
            try git.run(["clone", "--bare", "--quiet", "--template=", "--dissociate", "--", job.cloneURL, temporary], network: true)
            // The clone recorded the URL as given, credentials and all; every fetch into the
            // entry names the URL itself, so the cache keeps none.
            try git.run(["config", "--unset-all", "remote.origin.url"], in: temporary)
        } catch {
            try? fileSystem.removeItem(temporary)
            throw diagnoseCloneFailure(job, error, source: job.cloneURL)
        }
        do {
            try fileSystem.writeAtomically(Array(RepositoryCache.entryMarkerText(normalizedURL: site.normalizedURL).utf8), to: PathText.join(temporary, RepositoryCache.entryMarker))
            try fileSystem.moveItem(temporary, to: site.entry)
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
