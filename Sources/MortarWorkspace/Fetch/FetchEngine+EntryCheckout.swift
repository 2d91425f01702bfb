import Foundation
import MortarCore

extension FetchEngine {
    /// Clones `job` from its cache entry: `checkOutFromEntry` when it applies, else `git clone`.
    func cloneFromEntry(_ job: Job, _ entry: String, _ context: Context, firstTry: Bool = false) throws(FetchFailure) -> FetchOutcome {
        if let outcome = try checkOutFromEntry(job, entry: entry, context, firstTry: firstTry) { return outcome }
        return try clone(job, from: entry, context, firstTry: firstTry)
    }

    /// Makes the checkout of a branch or tag module from its cache entry as `git clone --local`
    /// would, with one git process instead of three (`git clone`, and the `sh` and
    /// `git-upload-pack` it starts to list the entry's refs): the repository is written here
    /// and the work tree and index by `git read-tree -m -u HEAD^{commit}`, which reads the commit, its
    /// trees and every blob and fails when one is missing or unreadable, as the clone's
    /// checkout does.
    ///
    /// What it writes into the temporary folder is what the clone writes: the `[core]` section
    /// `git init` gives a repository there (`CheckoutSkeleton`), `origin` (the real URL) with
    /// git's default refspec, every object file of the entry hard-linked (never borrowed
    /// through alternates), the entry's branches as `refs/remotes/origin/*` and its tags, its
    /// default branch as `origin/HEAD`, and `HEAD` (a local branch tracking `origin`, with
    /// `rebase = true` where the user's `branch.autoSetupRebase` makes clone write it, or the
    /// tag's commit, detached, also when a branch has the tag's name). Not written: the clone's
    /// reflog entries.
    ///
    /// Nil, with nothing left behind, wherever it does not know the answer for certain: a
    /// configured template folder, a commit pin, a URL or branch name that would need quoting
    /// in `.git/config`, a `[core]` section it does not know, a user's setting that changes
    /// what the clone writes otherwise (`clone.defaultRemoteName`), a ref file it cannot read or
    /// a symbolic link where it reads refs (`EntryRefs`: never followed out of the entry), a tag
    /// whose commit `packed-refs` does not say, a file system without hard links. The caller
    /// then runs `git clone`.
    func checkOutFromEntry(_ job: Job, entry: String, _ context: Context, firstTry: Bool) throws(FetchFailure) -> FetchOutcome? {
        guard context.stockTemplates, job.wanted == job.ref, Self.plainConfigValue(job.cloneURL) else { return nil }
        if case let .branch(name) = job.ref, !Self.plainConfigValue(name) { return nil }
        // A SHA-1 id only: the `[core]` written is a SHA-1 repository's, so a SHA-256 entry's
        // checkout is cloned by git.
        guard let refs = EntryRefs.read(entry, fileSystem: fileSystem), let head = refs.commit(of: job.ref), head.utf8.count == 40,
            let skeleton = context.skeleton.answer({ probeSkeleton(context.checkouts) })
        else { return nil }
        if fileSystem.kind(job.temporary) != nil {
            do { try fileSystem.removeItem(job.temporary) } catch { throw .fileSystem(module: job.name, error) }
        }
        let git = job.temporary + "/.git"
        do {
            for folder in ["refs/heads", "refs/tags", "refs/remotes/origin"] { try fileSystem.createDirectory(git + "/" + folder) }
            guard linkTree(entry + "/objects", to: git + "/objects") else {
                try? fileSystem.removeItem(job.temporary)
                return nil
            }
            var config = skeleton.core + "[remote \"origin\"]\n\turl = \(job.cloneURL)\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n"
            switch job.ref {
            case let .branch(name):
                config += "[branch \"\(name)\"]\n\tremote = origin\n\tmerge = refs/heads/\(name)\n" + skeleton.branchLines
                try write(head + "\n", to: git + "/refs/heads/" + name)
                try write("ref: refs/heads/\(name)\n", to: git + "/HEAD")
            default:
                try write(head + "\n", to: git + "/HEAD")
            }
            try write(config, to: git + "/config")
            if let packed = refs.checkoutPackedRefs { try write(packed, to: git + "/packed-refs") }
            for (name, id) in refs.checkoutLooseRefs { try write(id + "\n", to: git + "/" + name) }
            if let branch = refs.defaultBranch { try write("ref: refs/remotes/origin/\(branch)\n", to: git + "/refs/remotes/origin/HEAD") }
        } catch {
            try? fileSystem.removeItem(job.temporary)
            throw .fileSystem(module: job.name, error)
        }
        do throws(FetchFailure) {
            do {
                // `HEAD^{commit}`: a tag naming a tree or a blob is refused here, as `git clone`
                // refuses it, not checked out as a commit. The clone's limit: a checkout may run
                // filters (LFS) that fetch.
                try self.git.run(["read-tree", "-m", "-u", "HEAD^{commit}"], in: job.temporary, network: true)
            } catch {
                // Said with where: the module's folder and the entry (a missing ref as such).
                let located = FetchFailure.cacheCheckoutFailed(
                    module: job.name, folder: PathText.relative(job.target, from: context.manifestDirectory), entry: entry, error)
                if firstTry { throw located }
                let diagnosed = diagnoseCloneFailure(job, error, source: entry)
                if case .git = diagnosed { throw located }
                throw diagnosed
            }
            return try placeClone(job, head: head, context)
        } catch {
            try? fileSystem.removeItem(job.temporary)
            throw error
        }
    }

    /// Writes `text` into `path` (a new file of this run's temporary folder), creating its folder.
    private func write(_ text: String, to path: String) throws(FileSystemError) {
        let folder = PathText.directory(of: path)
        if !fileSystem.directoryExists(folder) { try fileSystem.createDirectory(folder) }
        try fileSystem.writeAtomically(Array(text.utf8), to: path)
    }

    /// A new repository's `.git/config` (`git init --template=` in a temporary folder of
    /// `checkouts`: `..git-init.mortar-tmp-PID`, no module's temporary folder has two dots) and
    /// the user's settings that change what `git clone` writes, read there (`git config
    /// --get-regexp`: the system, global and command-line configuration git clone reads, and
    /// not that of a repository enclosing the checkouts folder, which clone does not read);
    /// nil when git could not say.
    func probeSkeleton(_ checkouts: String) -> CheckoutSkeleton.Probe? {
        let probe = FetchEngine.join(checkouts, "..git-init" + FetchEngine.temporaryMarker + "\(getpid())")
        defer { try? fileSystem.removeItem(probe) }
        try? fileSystem.removeItem(probe)
        guard (try? git.run(["init", "--quiet", "--template=", "--", probe])) != nil, let config = try? fileSystem.readText(probe + "/.git/config") else { return nil }
        do {
            return CheckoutSkeleton.Probe(config: config, settings: try git.run(["config", "--get-regexp", CheckoutSkeleton.settingsPattern], in: probe))
        } catch {
            // Exit status 1: none of the keys is set.
            return error.status == 1 && error.stderr.isEmpty ? CheckoutSkeleton.Probe(config: config, settings: "") : nil
        }
    }

    /// True when `value` can stand in `.git/config` as it is: not empty, no quote, backslash,
    /// comment character or control character, no space at either end.
    static func plainConfigValue(_ value: String) -> Bool {
        !value.isEmpty && value.trimmingCharacters(in: .whitespaces) == value
            && !value.unicodeScalars.contains { "\"\\#;".unicodeScalars.contains($0) || $0.value < 0x20 || $0.value == 0x7F }
    }

    /// Hard-links every file under `source` into `destination` (folders created), as `git
    /// clone --local` does for the objects folder: names starting with `.` and
    /// `info/alternates` are left out. False when anything is not a plain file or folder or
    /// cannot be linked (another file system, one without hard links). Through the engine's
    /// file system (`createHardLink`); a link is never walked into.
    func linkTree(_ source: String, to destination: String) -> Bool {
        guard fileSystem.linkDestination(source) == nil, (try? fileSystem.createDirectory(destination)) != nil,
            let names = try? fileSystem.contentsOfDirectory(source)
        else { return false }
        for name in names where !name.hasPrefix(".") {
            let from = source + "/" + name, to = destination + "/" + name
            if from.hasSuffix("/objects/info/alternates") { continue }
            if fileSystem.linkDestination(from) == nil, fileSystem.directoryExists(from) {
                guard linkTree(from, to: to) else { return false }
            } else if (try? fileSystem.createHardLink(to, toFile: from)) == nil {
                return false
            }
        }
        return true
    }
}
