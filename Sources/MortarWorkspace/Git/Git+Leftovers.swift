extension Git {
    /// What goes with a checkout that holds no work (`localWork` is empty) and that no remote
    /// has: files git ignores (build products, a local `.env`; a wholly ignored folder named
    /// once, `build/`) and hooks installed in its git folder (not git's `*.sample` files).
    /// Each sorted, for `clean` to name before it removes them or, asked to, to keep them.
    public func leftovers(in directory: String, fileSystem: FileSysteming) throws(GitError) -> (ignored: [String], hooks: [String]) {
        let output = try run(["ls-files", "--others", "--ignored", "--exclude-standard", "--directory", "-z"], in: directory, trimming: false)
        let ignored = output.split(separator: "\0").map(String.init).sorted()
        let hooksFolder = directory + "/.git/hooks"
        let hooks = ((try? fileSystem.contentsOfDirectory(hooksFolder)) ?? []).filter { !$0.hasSuffix(".sample") }.sorted()
        return (ignored, hooks)
    }
}
