import MortarCore

/// Partial fetches for the repositories `migrate`'s probe and `resolve` read manifests from:
/// commits and trees only, then just the blobs read (a `Package.swift`, a podspec), so a tag
/// of a large repository costs its trees, not its whole content.
extension Git {
    /// The remote a partial repository fetches from: named, because git records a filtered
    /// fetch's promisor by remote name (a URL or path in its place is refused or mangled:
    /// `promisor remote name cannot begin with '/'`).
    public static let promisorRemote = "mortar-probe"

    /// The filter of every partial fetch: no blobs.
    static let blobFilter = "--filter=blob:none"

    /// Makes the bare `repository` a partial clone: `promisorRemote` is a promisor (objects it
    /// left out may be missing) with the filter `blob:none`, and `extensions.partialClone`
    /// names it (repository format 1). Four `git config` writes, done once: `isPartial`
    /// answers from the config file without a process. The remote's URL is not among them:
    /// each fetch gives it (`remoteURL`), so a URL's credentials are never written to the
    /// cache, and a rotated token is the one used.
    public func makePartial(_ repository: String) throws(GitError) {
        let remote = "remote.\(Git.promisorRemote)."
        for (key, value) in [
            ("core.repositoryformatversion", "1"), (remote + "promisor", "true"),
            (remote + "partialclonefilter", "blob:none"), ("extensions.partialClone", Git.promisorRemote),
        ] {
            try run(["config", key, value], in: repository)
        }
    }

    /// `-c remote.<promisorRemote>.url=URL`: the URL of a partial fetch for this command only.
    static func remoteURL(_ url: String) throws(GitError) -> [String] {
        try Git.check(url: url)
        return ["-c", "remote.\(promisorRemote).url=\(url)"]
    }

    /// True when the bare repository's config (its text, `config`) already names `promisorRemote`
    /// as the partial clone's remote (`makePartial` ran there).
    public static func isPartial(configText: String) -> Bool {
        configText.contains("[remote \"\(promisorRemote)\"]") && configText.lowercased().contains("partialclone = \(promisorRemote)")
    }

    /// Fetches `refspec` from `promisorRemote` into `repository`: one commit deep, no tags, no
    /// blobs. A server that does not filter sends everything and git only warns (on standard
    /// error, which a fetch that succeeds does not report). `--upload-pack` names git's own,
    /// whatever the repository's config says.
    public func fetchPartial(_ refspec: String, from url: String, into repository: String) throws(GitError) {
        try run(Git.remoteURL(url) + ["fetch", Git.blobFilter, "--depth", "1", "--no-tags", "-q", Git.stockUploadPack, "--", Git.promisorRemote, refspec], in: repository, network: true)
    }

    /// Fetches the blobs `ids` (full object ids from `ls-tree`) from `promisorRemote`, as git's
    /// own lazy fetch asks for them (no negotiation, no tags, no `FETCH_HEAD`), but at the
    /// network's time limit and before anything reads them, so no read ever fetches lazily.
    /// A blob already present (a server that did not filter) costs one short connection.
    public func fetchBlobs(_ ids: [String], from url: String, into repository: String) throws(GitError) {
        for id in ids { try Git.check(.commit(id)) }
        guard !ids.isEmpty else { return }
        try run(Git.remoteURL(url) + ["-c", "fetch.negotiationAlgorithm=noop", "fetch", Git.blobFilter, "--no-tags", "--no-write-fetch-head", "-q", Git.stockUploadPack, "--", Git.promisorRemote] + ids,
                in: repository, network: true)
    }

    /// The entries at the root of `treeish`'s tree: name → (type, object id), from the tree
    /// alone (no blob is read, none fetched).
    public func rootEntries(_ treeish: String, in repository: String) throws(GitError) -> [String: (type: String, id: String)] {
        var entries: [String: (type: String, id: String)] = [:]
        for record in try run(["ls-tree", "-z", "--end-of-options", treeish], in: repository, trimming: false).split(separator: "\0") {
            // `<mode> SP <type> SP <id> TAB <name>`
            guard let tab = record.firstIndex(of: "\t") else { continue }
            let fields = record[..<tab].split(separator: " ")
            guard fields.count == 3 else { continue }
            entries[String(record[record.index(after: tab)...])] = (String(fields[1]), String(fields[2]))
        }
        return entries
    }

    /// The text of the blob `id` (`git cat-file blob ID`), untrimmed.
    public func blob(_ id: String, in repository: String) throws(GitError) -> String {
        try Git.check(.commit(id))
        return try run(["cat-file", "blob", id], in: repository, trimming: false)
    }
}
