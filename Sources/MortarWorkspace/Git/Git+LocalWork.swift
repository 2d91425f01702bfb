extension Git {
    /// Every kind of local work a checkout holds that would be lost if its folder went:
    /// uncommitted changes, untracked files, a stash, commits no remote branch has, and an
    /// operation in progress (rebase, merge, cherry-pick, revert, bisect, am). Empty when the
    /// checkout could be cloned again as it is. Files git ignores are not counted.
    /// - Throws: when git cannot read the checkout (then it must be treated as holding work).
    public func localWork(in directory: String, fileSystem: FileSysteming) throws(GitError) -> [String] {
        var work: [String] = []
        let status = try run(["status", "--porcelain=v1", "--untracked-files=normal"], in: directory)
        let lines = status.split(whereSeparator: \.isNewline)
        if lines.contains(where: { !$0.hasPrefix("??") }) { work.append("uncommitted changes") }
        if lines.contains(where: { $0.hasPrefix("??") }) { work.append("untracked files") }
        if (try? run(["rev-parse", "--verify", "--quiet", "refs/stash"], in: directory)) != nil { work.append("a stash") }
        let unpushed = try run(["rev-list", "--count", "HEAD", "--branches", "--not", "--remotes"], in: directory)
        if let count = Int(unpushed), count > 0 { work.append(count == 1 ? "1 commit not on its remote" : "\(count) commits not on its remote") }
        if let operation = operationInProgress(in: directory, fileSystem: fileSystem) { work.append("a \(operation) in progress") }
        return work
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

    /// Files and folders git leaves in the git folder while an operation waits for the user.
    static let operationMarkers: [(String, String)] = [
        ("rebase-merge", "rebase"), ("rebase-apply", "rebase or am"), ("MERGE_HEAD", "merge"),
        ("CHERRY_PICK_HEAD", "cherry-pick"), ("REVERT_HEAD", "revert"), ("BISECT_LOG", "bisect"), ("sequencer", "cherry-pick or revert"),
    ]
}
