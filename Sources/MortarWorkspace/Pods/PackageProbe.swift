import MortarCore
import MortarFormats

/// Looks at one repository: is there a `Package.swift` at a ref, what products it declares,
/// and the first version tag that has one. Each ref is fetched shallowly (just that ref, its
/// commit and trees, no file content: a partial fetch) into the bare repository `mortar
/// resolve` shares, then only its `Package.swift` files, and every answer is kept in `PodCache`, so a
/// second run spawns no git and no swift. A literal Package.swift is read as text; only one
/// that is not runs `swift package dump-package`, and only when the dumper allows it. With
/// `offline`, only the cache answers. A look that failed (git, the network, a dump) is kept
/// with its reason too, and answers so until `retryFailed` asks again.
struct PackageProbe {
    /// What a ref holds.
    enum Answer: Sendable {
        case package(PackageProducts)
        case none
        /// A Package.swift SwiftPM cannot read (written for tools it no longer supports, or
        /// `dump-package` fails): why.
        case unreadable(String)
        /// A Package.swift that is not literal while manifests may not run: why.
        case notRun(String)
        /// The ref could not be looked at (git, the network, offline and not cached): why.
        case failed(String)
    }

    let url: String
    let loader: WorkspaceLoader
    let cache: PodCache
    let git: Git
    let dumper: PackageDumper
    let offline: Bool
    /// The user's repository cache (`mortar fetch`'s), read for tags and manifests it holds
    /// before the network is asked; nil when there is none.
    var repositoryCache: RepositoryCache? = nil
    /// Look again where an earlier run failed, instead of answering with its cached reason.
    var retryFailed = false

    var fileSystem: FileSysteming { loader.fileSystem }
    var repository: String { cache.resolve.repository(url: url) }

    /// The products at `ref`, or `.none` when it has no Package.swift: read as text when the
    /// manifest is literal (nothing run), else from the cached dump, else by `dump-package`
    /// when the dumper may run manifests.
    func products(at ref: GitReference) -> Answer {
        let folder = cache.refFolder(url: url, ref: ref)
        let dumpFile = PathText.join(folder, PodCache.dumpFile)
        let displayPath = "\(PackageSwiftGenerator.packageIdentity(url))/Package.swift"
        switch hasPackage(at: ref) {
        case let .failure(reason): return .failed(reason.description)
        case .success(false): return .none
        case .success(true): break
        }
        var refusal: PackageSwiftRefusal?
        // The products read as text from the copied manifests, nothing run; nil (and why) when
        // the manifest is not literal.
        func literal() -> Answer? {
            switch dumper.readStatically(packageDirectory: folder, displayPath: displayPath, manifest: manifestName(in: folder, ref: ref)) {
            case let .success(package): return .package(package.packageProducts)
            case let .failure(reason): refusal = reason; return nil
            }
        }
        if fileSystem.fileExists(PathText.join(folder, "Package.swift")), let answer = literal() { return answer }
        if let tooOld = refusal.flatMap(Self.unsupportedToolsVersion) { return .unreadable(tooOld) }
        let dumpFailureFile = PathText.join(folder, PodCache.dumpFailureFile)
        // A branch moves: its Package.swift was copied again just now, and dump-package's own
        // cache (by content) answers when it did not change.
        if !ref.isBranch, let json = try? fileSystem.readText(dumpFile) { return read(json, ref: ref) }
        // A dump that failed is kept with its reason: said again, offline too, without looking.
        if !ref.isBranch, !retryFailed, dumper.runManifests, let kept = try? fileSystem.readText(dumpFailureFile) { return .unreadable(Self.cached(kept)) }
        if offline { return .failed(missing(ref, what: "the products of its Package.swift")) }
        if refusal == nil {
            // Known to have one from an earlier run that kept only the answer: the ref is in
            // the cache repository already.
            do {
                try copyManifests(try git.rootEntries(Self.treeish(ref), in: repository), into: folder)
            } catch {
                return .failed("cannot read the Package.swift of '\(url)' at \(ref): \(error)")
            }
            if let answer = literal() { return answer }
            if let tooOld = refusal.flatMap(Self.unsupportedToolsVersion) { return .unreadable(tooOld) }
        }
        guard dumper.runManifests else {
            return .notRun("its Package.swift at \(ref) is not literal (\(refusal.map(\.description) ?? "unread")); \(PackageDumper.runManifestsHelp)")
        }
        switch dumper.dumpJSON(packageDirectory: folder, displayPath: displayPath) {
        case let .success(dumped):
            try? fileSystem.writeAtomically(Array(dumped.json.utf8), to: dumpFile)
            try? fileSystem.removeItem(dumpFailureFile)
            return read(dumped.json, ref: ref)
        case let .failure(failure):
            let reason = failure.diagnostics.first?.message ?? "cannot dump the Package.swift of '\(url)' at \(ref)"
            if !ref.isBranch { try? fileSystem.writeAtomically(Array((reason + "\n").utf8), to: dumpFailureFile) }
            return .unreadable(reason)
        }
    }

    /// The package at `ref` as its Package.swift declares it (its dependencies and their
    /// requirements), once `products(at:)` found one: read as text from the copied manifest,
    /// else from the kept dump; nil when neither reads.
    func package(at ref: GitReference) -> SwiftPMPackage? {
        let folder = cache.refFolder(url: url, ref: ref)
        let displayPath = "\(PackageSwiftGenerator.packageIdentity(url))/Package.swift"
        guard let name = manifestName(in: folder, ref: ref) else { return nil }
        if case let .success(package) = dumper.readStatically(packageDirectory: folder, displayPath: displayPath, manifest: name) { return package }
        guard let json = try? fileSystem.readText(PathText.join(folder, PodCache.dumpFile)),
              let text = try? fileSystem.readText(PathText.join(folder, name)) else { return nil }
        return try? SwiftPMDumpReader.read(json: json, manifestText: text, manifestPath: PackageDumper.shownPath(displayPath, manifest: name))
    }

    /// The manifest file SwiftPM reads in the cache `folder` of `ref`: for a tag or commit, the
    /// choice made on an earlier run (`PodCache.manifestChoiceFile`), else made now and kept, so
    /// a warm run starts no `swift --version`. Nil when it cannot be told.
    func manifestName(in folder: String, ref: GitReference) -> String? {
        let choiceFile = PathText.join(folder, PodCache.manifestChoiceFile)
        if !ref.isBranch, let kept = try? fileSystem.readText(choiceFile), !kept.isEmpty, ManifestKind.isPackageSwift(kept) { return kept }
        guard let name = dumper.manifestName(packageDirectory: folder) else { return nil }
        if !ref.isBranch { try? fileSystem.writeAtomically(Array(name.utf8), to: choiceFile) }
        return name
    }

    /// True when `ref` has a Package.swift at its root: from the cache, else by fetching it.
    func hasPackage(at ref: GitReference) -> Result<Bool, Failure> {
        let folder = cache.refFolder(url: url, ref: ref)
        let stateFile = PathText.join(folder, PodCache.stateFile)
        if let state = try? fileSystem.readText(stateFile) { return .success(state.trimmingWhitespace() == "package") }
        let failureFile = PathText.join(folder, PodCache.failureFile)
        if !ref.isBranch, !retryFailed, let kept = try? fileSystem.readText(failureFile) { return .failure(Failure(Self.cached(kept))) }
        if let has = hasPackageFromCache(ref, folder: folder) {
            try? fileSystem.writeAtomically(Array((has ? "package\n" : "none\n").utf8), to: stateFile)
            try? fileSystem.removeItem(failureFile)
            return .success(has)
        }
        if offline { return .failure(Failure(missing(ref, what: "whether it has a Package.swift"))) }
        let treeish = Self.treeish(ref)
        do {
            try fetch(ref)
            // The tree alone says whether there is one: no blob fetched yet.
            let entries = try git.rootEntries(treeish, in: repository)
            let has = entries.keys.contains("Package.swift")
            try fileSystem.createDirectory(folder)
            if has { try copyManifests(entries, into: folder) }
            // Tags and commits do not move; a branch is looked at again on every run.
            if !ref.isBranch { try fileSystem.writeAtomically(Array((has ? "package\n" : "none\n").utf8), to: stateFile) }
            try? fileSystem.removeItem(failureFile)
            return .success(has)
        } catch {
            let reason = "cannot fetch \(ref) of '\(url)': \((error as? GitError)?.summary ?? "\(error)")"
            // A branch is looked at again on every run, failed or not.
            if !ref.isBranch { keep(reason, in: failureFile) }
            return .failure(Failure(reason))
        }
    }

    /// Copies `Package.swift` and its `Package@swift-X.swift` variants among a ref's root
    /// `entries` into `folder`, where they are read: those blobs, and no other, are fetched
    /// first (the probe's repository holds trees only), then read from the repository.
    /// From `source` (the user's repository cache entry, which holds every blob), nothing is fetched.
    func copyManifests(_ entries: [String: (type: String, id: String)], into folder: String, from source: String? = nil) throws {
        let manifests = entries.filter { name, entry in
            entry.type == "blob" && (name == "Package.swift" || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift") && PathText.isSafeComponent(name)))
        }.sorted { $0.key < $1.key }
        if source == nil { try git.fetchBlobs(manifests.map(\.value.id), from: url, into: repository) }
        for (name, entry) in manifests {
            let text = try git.blob(entry.id, in: source ?? repository).trimmingWhitespace()
            try fileSystem.writeAtomically(Array((text + "\n").utf8), to: PathText.join(folder, name))
        }
    }

    /// What the search for a later version found: the nearest later version tag whose
    /// Package.swift can be read (nil when none), and each later tag passed over on the way
    /// because its Package.swift cannot be read, with why (`2.0.0: its Package.swift is …`).
    struct LaterVersion {
        var found: (tag: String, version: String, products: PackageProducts)?
        var skipped: [String] = []
    }

    /// The nearest version tag above `version` whose Package.swift can be read. The first tag
    /// with a Package.swift at all is found by a binary search over the tags (a repository that
    /// adopts SwiftPM keeps it); from there, tags whose manifest cannot be read (written for
    /// tools SwiftPM no longer supports, or not literal while manifests may not run) are
    /// passed over, not the end of the search. A tag that cannot be looked at is a failure.
    /// - Complexity: O(log t) fetches to the first tag with a Package.swift, then one per tag
    ///   passed over.
    func laterVersion(after version: Version) -> Result<LaterVersion, Failure> {
        let tags: [GitTagListReader.Tag]
        switch tagList() {
        case let .failure(failure): return .failure(failure)
        case let .success(list): tags = list.filter { $0.version > version && !$0.version.isPrerelease }.sorted { $0.version < $1.version }
        }
        guard let last = tags.last else { return .success(LaterVersion()) }
        switch hasPackage(at: .tag(last.name)) {
        case let .failure(failure): return .failure(failure)
        case .success(false): return .success(LaterVersion())
        case .success(true): break
        }
        var low = 0, high = tags.count - 1  // tags[high] has one
        while low < high {
            let middle = (low + high) / 2
            switch hasPackage(at: .tag(tags[middle].name)) {
            case let .failure(failure): return .failure(failure)
            case .success(true): high = middle
            case .success(false): low = middle + 1
            }
        }
        var result = LaterVersion()
        for tag in tags[high...] {
            switch products(at: .tag(tag.name)) {
            case let .package(products):
                result.found = (tag.name, tag.version.text, products)
                return .success(result)
            case .none: continue
            case let .unreadable(why), let .notRun(why): result.skipped.append("\(tag.version.text): \(why)")
            case let .failed(reason): return .failure(Failure(reason))
            }
        }
        return .success(result)
    }

    /// The commit of the default branch when it has a Package.swift, nil when it has none:
    /// looked at once, then answered from the cache (`PodCache.defaultBranchFile`), so a warm
    /// or offline run asks nothing. The answer names its commit, so it says what it saw.
    func defaultBranchPackage() -> Result<String?, Failure> {
        let file = cache.defaultBranchFile(url: url)
        if let kept = try? fileSystem.readText(file) {
            let parts = kept.trimmingWhitespace().split(separator: " ").map(String.init)
            if parts.count == 2, Pin.isFullCommitID(parts[0]) { return .success(parts[1] == "package" ? parts[0] : nil) }
        }
        if offline { return .failure(Failure(missing(.branch("HEAD"), what: "whether the default branch has a Package.swift"))) }
        switch hasPackage(at: .branch("HEAD")) {
        case let .failure(failure): return .failure(failure)
        case let .success(has):
            guard let id = git.commit(Self.treeish(.branch("HEAD")), in: repository)?.trimmingWhitespace(), Pin.isFullCommitID(id) else {
                return .failure(Failure("the default branch of '\(url)' names no commit"))
            }
            try? fileSystem.writeAtomically(Array("\(id) \(has ? "package" : "none")\n".utf8), to: file)
            return .success(has ? id : nil)
        }
    }

    /// The commit `tag` names (an annotated tag peeled): from the cache, else from the cache
    /// repository the tag was fetched into; a full object id, checked.
    func commit(ofTag tag: String) -> Result<String, Failure> {
        let ref = GitReference.tag(tag)
        let file = PathText.join(cache.refFolder(url: url, ref: ref), PodCache.commitFile)
        if let text = try? fileSystem.readText(file), Pin.isFullCommitID(text.trimmingWhitespace()) { return .success(text.trimmingWhitespace()) }
        if case let .failure(failure) = hasPackage(at: ref) { return .failure(failure) }
        do {
            if !fileSystem.directoryExists(repository) || git.commit(Self.treeish(ref), in: repository) == nil {
                if offline { return .failure(Failure(missing(ref, what: "the commit of the tag"))) }
                try fetch(ref)
            }
            guard let id = git.commit(Self.treeish(ref), in: repository)?.trimmingWhitespace(), Pin.isFullCommitID(id) else { return .failure(Failure("the tag '\(tag)' of '\(url)' names no commit")) }
            try fileSystem.writeAtomically(Array((id + "\n").utf8), to: file)
            return .success(id)
        } catch {
            return .failure(Failure("cannot read the commit of the tag '\(tag)' of '\(url)': \(error)"))
        }
    }

    /// The version tags of the repository: `git ls-remote --tags` once, then the cached list.
    func tagList() -> Result<[GitTagListReader.Tag], Failure> {
        tagListOutput().map(GitTagListReader.read)
    }

    /// The repository's own tag for `version` as SwiftPM reads tags (`7.1.1`, `v7.1.1`, `7.1`)
    /// when it names the commit `id` (an annotated tag peeled), from the (cached) tag list; nil
    /// when no such tag names that commit. Of several, the byte-wise smallest name.
    func versionTag(atCommit id: String, version: String) -> Result<String?, Failure> {
        tagListOutput().map { output in
            GitTagListReader.commits(output)
                .filter { $0.value == id && GitTagListReader.isSafeTagName($0.key) && SwiftPMTag.exactProblem(tag: $0.key, version: version, pod: "") == nil }
                .map(\.key).min { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        }
    }

    /// The tag a podspec names for `version` if the repository has it, else `VERSION`, else
    /// `vVERSION`; nil when it has none of them. A tag already looked at answers from the
    /// cache; otherwise the (cached) tag list does.
    func existingTag(_ tag: String, version: String) -> Result<String?, Failure> {
        let stateFile = PathText.join(cache.refFolder(url: url, ref: .tag(tag)), PodCache.stateFile)
        if fileSystem.fileExists(stateFile) { return .success(tag) }
        // Offline with no tag list: the tag's own look-up says what the cache lacks; a kept
        // failure to list the tags is the answer, as on a warm run.
        if offline, !fileSystem.fileExists(cache.resolve.tagListFile(url: url)), retryFailed || !fileSystem.fileExists(cache.tagListFailureFile(url: url)) {
            return .success(tag)
        }
        return tagListOutput().map { output in
            let names = GitTagListReader.names(output)
            return [tag, version, "v" + version].first { names.contains($0) && GitTagListReader.isSafeTagName($0) }
        }
    }

    /// `git ls-remote --tags` output: run once, then read from the cache.
    func tagListOutput() -> Result<String, Failure> {
        let file = cache.resolve.tagListFile(url: url)
        if let text = try? fileSystem.readText(file) { return .success(text) }
        let failureFile = cache.tagListFailureFile(url: url)
        if !retryFailed, let kept = try? fileSystem.readText(failureFile) { return .failure(Failure(Self.cached(kept))) }
        // The user's repository cache has the repository: its tags, no network.
        if let output = cachedTagListOutput(), (try? fileSystem.createDirectory(PathText.directory(of: file))) != nil,
           (try? fileSystem.writeAtomically(Array((output + "\n").utf8), to: file)) != nil {
            try? fileSystem.removeItem(failureFile)
            return .success(output)
        }
        if offline { return .failure(Failure("--offline and the tags of '\(url)' are not cached; run 'mortar migrate' once without --offline")) }
        do {
            let output = try git.run(["ls-remote", "--tags", "--", url], network: true)
            try fileSystem.createDirectory(PathText.directory(of: file))
            try fileSystem.writeAtomically(Array((output + "\n").utf8), to: file)
            try? fileSystem.removeItem(failureFile)
            return .success(output)
        } catch {
            let reason = "cannot list the tags of '\(url)': \((error as? GitError)?.summary ?? "\(error)")"
            keep(reason, in: failureFile)
            return .failure(Failure(reason))
        }
    }

    func fetch(_ ref: GitReference) throws {
        if !fileSystem.directoryExists(repository) {
            try fileSystem.createDirectory(PathText.directory(of: repository))
            try git.run(["init", "--bare", "-q", "--", repository])
        }
        _ = try GitInputValidator.url(url)
        try GitInputValidator.ref(ref)
        let refspec: String
        switch ref {
        case let .tag(name): refspec = "refs/tags/\(name):refs/tags/\(name)"
        // `HEAD`: a `:git` pod with no ref, the remote's default branch.
        case let .branch(name): refspec = name == "HEAD" ? "+HEAD:refs/mortar-branches/HEAD" : "+refs/heads/\(name):refs/mortar-branches/\(name)"
        case let .commit(id): refspec = id
        }
        // A partial repository: commits and trees only; `copyManifests` fetches the few blobs
        // it reads. Set up once (an older cache's repository is converted on its next fetch).
        if !Git.isPartial(configText: (try? fileSystem.readText(PathText.join(repository, "config"))) ?? "") {
            try git.makePartial(repository)
        }
        try git.fetchPartial(refspec, from: url, into: repository)
    }

    static func treeish(_ ref: GitReference) -> String {
        switch ref {
        case let .tag(name): return "refs/tags/\(name)"
        case let .branch(name): return "refs/mortar-branches/\(name)"
        case let .commit(id): return id
        }
    }

    func read(_ json: String, ref: GitReference) -> Answer {
        do {
            return .package(try SwiftPMDumpReader.products(json: json, file: "\(url) at \(ref)"))
        } catch {
            return .failed("cannot read the dump of the Package.swift of '\(url)' at \(ref): \(error)")
        }
    }

    /// Keeps why a look failed, so the next run answers without looking again (unless asked).
    func keep(_ reason: String, in file: String) {
        guard !offline else { return }
        try? fileSystem.createDirectory(PathText.directory(of: file))
        // A reason may name the URL (`cannot read the dump of … of 'URL'`): kept without its credentials.
        try? fileSystem.writeAtomically(Array((URLCredentials.hidden(reason) + "\n").utf8), to: file)
    }

    /// A kept failure as the report shows it: its reason, and how to look again.
    static func cached(_ kept: String) -> String {
        "\(kept.trimmingWhitespace()) (kept from an earlier run; --retry-failed looks again)"
    }

    /// Why a manifest no SwiftPM of today reads is unreadable (`// swift-tools-version:3.1`),
    /// whatever is allowed to run; nil for any other refusal.
    static func unsupportedToolsVersion(_ refusal: PackageSwiftRefusal) -> String? {
        guard refusal.reason.hasPrefix(PackageSwiftReader.oldToolsVersionRefusal) else { return nil }
        return "its Package.swift \(refusal.reason.dropFirst(3)) (\(refusal.location))"
    }

    func missing(_ ref: GitReference, what: String) -> String {
        "--offline and \(what) at \(ref) of '\(url)' is not cached; run 'mortar migrate' once without --offline"
    }

    /// A reason the probe could not answer.
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

extension GitReference {
    /// Branches move; tags and commits do not, so only their answers are kept.
    var isBranch: Bool {
        if case .branch = self { return true }
        return false
    }
}
