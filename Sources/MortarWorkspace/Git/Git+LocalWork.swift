extension Git {
    /// Every kind of work a checkout holds that would be lost if its folder went: uncommitted
    /// changes (edits hidden by `assume-unchanged` or `skip-worktree` included), untracked
    /// files, a changed submodule (whatever `.gitmodules` says to ignore), a stash, history its
    /// remote does not have now (`historyNotOnRemote`), a linked worktree, and an operation in
    /// progress (rebase, merge, cherry-pick, revert, bisect, am). Empty when the checkout could
    /// be cloned again as it is. Files git ignores are not counted (`leftovers` lists them).
    /// - Throws: when git cannot read the checkout (then it must be treated as holding work).
    public func localWork(in directory: String, fileSystem: FileSysteming) throws(GitError) -> [String] {
        var work: [String] = []
        let changes = try changes(in: directory)
        if changes.uncommitted { work.append("uncommitted changes") }
        let hidden = try hiddenEdits(in: directory, fileSystem: fileSystem)
        if !hidden.isEmpty { work.append("edits hidden by assume-unchanged or skip-worktree (\(Git.listed(hidden)))") }
        if changes.untracked { work.append("untracked files") }
        if !changes.submodules.isEmpty {
            work.append((changes.submodules.count == 1 ? "a changed submodule" : "changed submodules") + " (\(Git.listed(changes.submodules)))")
        }
        // A submodule git status finds unchanged can still hold work of its own (a branch of
        // unpushed commits, a stash): each one checked out is asked the same questions.
        for path in try checkedOutSubmodules(in: directory, fileSystem: fileSystem) where !changes.submodules.contains(path) {
            let inner = try localWork(in: directory + "/" + path, fileSystem: fileSystem)
            if !inner.isEmpty { work.append("submodule '\(path)': " + inner.joined(separator: ", ")) }
        }
        if (try? run(["rev-parse", "--verify", "--quiet", "refs/stash"], in: directory)) != nil { work.append("a stash") }
        work += try historyNotOnRemote(in: directory)
        let linked = try linkedWorktrees(in: directory)
        if !linked.isEmpty { work.append((linked.count == 1 ? "a linked worktree" : "linked worktrees") + " (\(Git.listed(linked)))") }
        if let operation = operationInProgress(in: directory, fileSystem: fileSystem) { work.append("a \(operation) in progress") }
        return work
    }

    /// What `git status` sees, submodules always looked into (`--ignore-submodules=none`
    /// overrides `ignore = all` in `.gitmodules` or the config): a submodule whose commit,
    /// files or untracked files changed is named apart from the checkout's own changes.
    func changes(in directory: String) throws(GitError) -> (uncommitted: Bool, untracked: Bool, submodules: [String]) {
        let output = try run(["status", "--porcelain=v2", "-z", "--untracked-files=normal", "--ignore-submodules=none"], in: directory, trimming: false)
        var uncommitted = false, untracked = false, submodules: [String] = []
        var entries = output.split(separator: "\0").makeIterator()
        while let entry = entries.next() {
            let fields = entry.split(separator: " ", omittingEmptySubsequences: false)
            switch fields.first {
            case "?": untracked = true
            case "1", "2", "u":
                // `1 XY sub mH mI mW hH hI path`, `2 … X<score> path` (then the old path), `u XY sub m1 m2 m3 mW h1 h2 h3 path`.
                let pathIndex = fields[0] == "1" ? 8 : fields[0] == "2" ? 9 : 10
                if fields[0] == "2" { _ = entries.next() }
                if fields.count > pathIndex, fields[2].hasPrefix("S") {
                    submodules.append(fields[pathIndex...].joined(separator: " "))
                } else {
                    uncommitted = true
                }
            default: continue
            }
        }
        return (uncommitted, untracked, submodules.sorted())
    }

    /// The paths of the submodules (index entries of mode 160000) whose folder holds a
    /// checkout (`.git` there), sorted.
    func checkedOutSubmodules(in directory: String, fileSystem: FileSysteming) throws(GitError) -> [String] {
        let listing = try run(["ls-files", "-s", "-z"], in: directory, trimming: false)
        return listing.split(separator: "\0").compactMap { entry -> String? in
            guard entry.hasPrefix("160000 "), let tab = entry.firstIndex(of: "\t") else { return nil }
            let path = String(entry[entry.index(after: tab)...])
            return fileSystem.kind(directory + "/" + path + "/.git") == nil ? nil : path
        }.sorted()
    }

    /// Tracked files whose content differs from the index although `git status` is told not
    /// to look (`git update-index --assume-unchanged` or `--skip-worktree`), sorted. A
    /// skip-worktree file absent from the work tree is what a sparse checkout leaves: no edit.
    func hiddenEdits(in directory: String, fileSystem: FileSysteming) throws(GitError) -> [String] {
        // `TAG MODE OID STAGE<TAB>PATH`: a lowercase tag is assume-unchanged, `S` skip-worktree.
        let listing = try run(["ls-files", "-v", "-s", "-z"], in: directory, trimming: false)
        var edited: [String] = [], present: [(path: String, oid: String)] = []
        for entry in listing.split(separator: "\0") {
            guard let tab = entry.firstIndex(of: "\t"), let tag = entry.first else { continue }
            let skipWorktree = tag == "S" || tag == "s"
            guard skipWorktree || tag.isLowercase else { continue }
            let path = String(entry[entry.index(after: tab)...])
            let fields = entry[..<tab].split(separator: " ")
            guard fields.count == 4 else { continue }
            if fileSystem.kind(directory + "/" + path) == nil {
                if !skipWorktree { edited.append(path) }  // deleted behind git's back
            } else {
                present.append((path, String(fields[2])))
            }
        }
        if !present.isEmpty {
            // The work tree's content as git would store it (filters and line endings applied).
            let hashes = try run(["hash-object", "--"] + present.map(\.path), in: directory).split(whereSeparator: \.isNewline)
            for (file, hash) in zip(present, hashes) where file.oid != hash { edited.append(file.path) }
        }
        return edited.sorted()
    }

    /// The folders of the checkout's linked worktrees (`git worktree add`), sorted; a
    /// worktree git already calls prunable (its folder is gone) holds nothing.
    func linkedWorktrees(in directory: String) throws(GitError) -> [String] {
        let output = try run(["worktree", "list", "--porcelain", "-z"], in: directory, trimming: false)
        var worktrees: [(path: String, prunable: Bool)] = []
        for field in output.split(separator: "\0", omittingEmptySubsequences: true) {
            if field.hasPrefix("worktree ") {
                worktrees.append((String(field.dropFirst("worktree ".count)), false))
            } else if field.hasPrefix("prunable"), !worktrees.isEmpty {
                worktrees[worktrees.count - 1].prunable = true
            }
        }
        // The first is the checkout itself.
        return worktrees.dropFirst().filter { !$0.prunable }.map(\.path).sorted()
    }

    /// The operation that waits for the developer in this checkout (`rebase`, `merge`, …), or nil.
    public func operationInProgress(in directory: String, fileSystem: FileSysteming) -> String? {
        // A checkout's own `.git` folder; a linked worktree's git folder is asked from git.
        let gitDirectory = fileSystem.directoryExists(directory + "/.git")
            ? directory + "/.git"
            : ((try? run(["rev-parse", "--absolute-git-dir"], in: directory)) ?? directory + "/.git")
        return Git.operationMarkers.first { fileSystem.kind(gitDirectory + "/" + $0.0) != nil }?.1
    }

    /// The paths `target` tracks that `HEAD` does not and that exist in the work tree: files git
    /// ignores (untracked ones make the checkout dirty first), which moving to `target` would
    /// silently overwrite.
    public func ignoredFilesOverwritten(movingTo target: String, in directory: String, fileSystem: FileSysteming) throws(GitError) -> [String] {
        let added = try run(["diff", "--name-only", "--no-renames", "--diff-filter=A", "-z", "HEAD", target, "--"], in: directory)
        return added.split(separator: "\0").map(String.init).filter { !$0.isEmpty && fileSystem.kind(directory + "/" + $0) != nil }.sorted()
    }

    /// `'a', 'b', 'c'`: names quoted, the first five, then how many more.
    static func listed(_ names: [String], limit: Int = 5) -> String {
        let shown = names.prefix(limit).map { "'\($0)'" }.joined(separator: ", ")
        return names.count > limit ? shown + " and \(names.count - limit) more" : shown
    }

    /// Files and folders git leaves in the git folder while an operation waits for the user.
    static let operationMarkers: [(String, String)] = [
        ("rebase-merge", "rebase"), ("rebase-apply", "rebase or am"), ("MERGE_HEAD", "merge"),
        ("CHERRY_PICK_HEAD", "cherry-pick"), ("REVERT_HEAD", "revert"), ("BISECT_LOG", "bisect"), ("sequencer", "cherry-pick or revert"),
    ]
}
