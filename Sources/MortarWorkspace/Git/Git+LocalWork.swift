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
        let gitDirectory = (try? run(["rev-parse", "--absolute-git-dir"], in: directory)) ?? directory + "/.git"
        for (marker, name) in Git.operationMarkers where fileSystem.kind(gitDirectory + "/" + marker) != nil {
            work.append("a \(name) in progress")
            break
        }
        return work
    }

    /// Files and folders git leaves in the git folder while an operation waits for the user.
    static let operationMarkers: [(String, String)] = [
        ("rebase-merge", "rebase"), ("rebase-apply", "rebase or am"), ("MERGE_HEAD", "merge"),
        ("CHERRY_PICK_HEAD", "cherry-pick"), ("REVERT_HEAD", "revert"), ("BISECT_LOG", "bisect"),
    ]
}
