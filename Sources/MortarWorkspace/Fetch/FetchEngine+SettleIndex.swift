import Foundation

extension FetchEngine {
    /// Makes the index of a checkout this run has just cloned (still in its temporary folder,
    /// which nothing else knows) one git trusts, without waiting for the clock: every file and
    /// link of the work tree (not `.git`) gets a modification time two seconds before now, then
    /// the index is refreshed at once (`Git.refreshIndex`). False when any of that fails; the
    /// checkout is then refreshed with the others at the end of the run (`refreshIndexes`).
    ///
    /// git trusts a file's stat data only when the file is older than the index (the racy-git
    /// rule, whole seconds): written in the index's own second, it could change again within
    /// that second without git seeing a new time. A file dated before the second the index is
    /// written in is not racy, and the refresh records exactly the time it has, so any later
    /// change (which dates it now) differs from what the index holds. Two seconds: file times
    /// come from the kernel's coarse clock, which may lag the time asked for here. Links get
    /// their own time (`setModificationSecond`), never what they point to; folders keep theirs
    /// (git records no folder times).
    ///
    /// Through the engine's file system (`setModificationSecond`, `currentTime`), which a test
    /// can drive: a refusal there leaves the checkout to `refreshIndexes`.
    func settleIndex(_ checkout: String) -> Bool {
        let past = Int(fileSystem.currentTime().rounded(.down)) - 2
        func backdate(_ folder: String, top: Bool) -> Bool {
            guard let names = try? fileSystem.contentsOfDirectory(folder) else { return false }
            for name in names where !(top && name == ".git") {
                let path = folder + "/" + name
                // A link is dated itself, never walked into or through.
                if fileSystem.linkDestination(path) == nil, fileSystem.directoryExists(path) {
                    guard backdate(path, top: false) else { return false }
                } else if (try? fileSystem.setModificationSecond(path, to: past)) == nil {
                    return false
                }
            }
            return true
        }
        guard fileSystem.directoryExists(checkout + "/.git"), backdate(checkout, top: true) else { return false }
        return (try? git.refreshIndex(in: checkout)) != nil
    }
}
