import MortarCore

/// The user's repository cache (`RepositoryCache`, filled by `mortar fetch`) as a source for
/// the probe: an entry for the URL (a folder, never a symbolic link) answers the tag list and, for a tag or commit it holds,
/// whether there is a `Package.swift` and its text — read from the entry, with no network and
/// nothing written into it. An entry that is not sound to read (the folder is not the user's
/// cache, its marker is missing or names another URL, it borrows objects) is not read; a read
/// that fails there falls back to the network, as if there were no entry.
extension PackageProbe {
    /// The entry of `url` in the user's repository cache, when there is one fit to read.
    var cacheEntry: String? {
        guard let repositoryCache, let parsed = try? GitInputValidator.url(url) else { return nil }
        let entry = repositoryCache.entry(for: url, isLocalPath: parsed.isLocalPath)
        guard fileSystem.directoryExists(entry), fileSystem.linkDestination(entry) == nil,
              repositoryCache.problem(fileSystem: fileSystem) == nil else { return nil }
        let marker = try? fileSystem.readText(PathText.join(entry, RepositoryCache.entryMarker))
        let normalized = RepositoryCache.normalizedURL(url, isLocalPath: parsed.isLocalPath)
        guard marker == RepositoryCache.entryMarkerText(normalizedURL: normalized),
              fileSystem.kind(PathText.join(entry, "objects/info/alternates")) == nil else { return nil }
        return entry
    }

    /// The entry's tags in `git ls-remote --tags` form (`<id>\trefs/tags/NAME`, and the peeled
    /// `^{}` line of an annotated tag), or nil when there is no entry or it cannot be read.
    func cachedTagListOutput() -> String? {
        guard let entry = cacheEntry else { return nil }
        let format = "%(objectname)%09%(refname)%(if)%(*objectname)%(then)%0a%(*objectname)%09%(refname)^{}%(end)"
        return try? git.run(["for-each-ref", "--format=" + format, "refs/tags/"], in: entry)
    }

    /// Whether `ref` (a tag or commit the entry holds) has a Package.swift, its manifests
    /// copied into `folder` and, for a tag, its commit kept; nil when the entry cannot answer
    /// (none, a branch, which moves, a ref it lacks, or a read that fails).
    func hasPackageFromCache(_ ref: GitReference, folder: String) -> Bool? {
        guard !ref.isBranch, let entry = cacheEntry else { return nil }
        let treeish: String
        switch ref {
        case let .tag(name): treeish = "refs/tags/" + name
        case let .commit(id): treeish = id
        case .branch: return nil
        }
        guard let commit = git.commit(treeish, in: entry), Pin.isFullCommitID(commit) else { return nil }
        do {
            let entries = try git.rootEntries(treeish, in: entry)
            let has = entries.keys.contains("Package.swift")
            try fileSystem.createDirectory(folder)
            if has { try copyManifests(entries, into: folder, from: entry) }
            if case .tag = ref { try fileSystem.writeAtomically(Array((commit + "\n").utf8), to: PathText.join(folder, PodCache.commitFile)) }
            return has
        } catch {
            return nil
        }
    }
}
