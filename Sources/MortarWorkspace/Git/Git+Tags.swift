import MortarCore

/// The commands `mortar resolve` runs to learn versions and read manifests at a tag, through the
/// same environment, safety options and input validation as every other git command.
extension Git {
    /// `git ls-remote --tags -- URL`, untrimmed lines of `<id>\t<ref>`.
    public func listTags(_ url: String) throws(GitError) -> String {
        try Git.check(url: url)
        return try run(["ls-remote", "--tags", "--", url], network: true, trimming: false)
    }

    /// `git init --bare --quiet -- PATH`.
    public func initBare(_ path: String) throws(GitError) {
        try run(["init", "--bare", "--quiet", "--", path])
    }

    /// Fetches just `tag` from `url` into `repository`, shallow, without other tags.
    public func fetchTag(_ tag: String, from url: String, into repository: String) throws(GitError) {
        try Git.check(url: url)
        try Git.check(.tag(tag))
        try run(["fetch", "--depth", "1", "--no-tags", "--quiet", "--", url, "refs/tags/\(tag):refs/tags/\(tag)"], in: repository, network: true)
    }

    /// The names at the root of the tree of `tag`.
    public func rootFiles(atTag tag: String, in repository: String) throws(GitError) -> [String] {
        try Git.check(.tag(tag))
        return try run(["ls-tree", "--name-only", "refs/tags/\(tag)"], in: repository)
            .split(separator: "\n").map(String.init)
    }

    /// The text of `path` at `tag` (`git show refs/tags/TAG:PATH`).
    public func show(tag: String, path: String, in repository: String) throws(GitError) -> String {
        try Git.check(.tag(tag))
        return try run(["show", "refs/tags/\(tag):\(path)"], in: repository, trimming: false)
    }
}
