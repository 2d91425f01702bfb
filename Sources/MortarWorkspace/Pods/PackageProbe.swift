import MortarCore
import MortarFormats

/// Looks at one repository: is there a `Package.swift` at a ref, what products it declares,
/// and the first version tag that has one. Each ref is fetched shallowly (just that ref) into
/// the bare repository `mortar resolve` shares, and every answer is kept in `PodCache`, so a
/// second run spawns no git and no swift. A literal Package.swift is read as text; only one
/// that is not runs `swift package dump-package`, and only when the dumper allows it. With
/// `offline`, only the cache answers.
struct PackageProbe {
    /// What a ref holds.
    enum Answer: Sendable {
        case package(PackageProducts)
        case none
        case failed(String)
    }

    let url: String
    let loader: WorkspaceLoader
    let cache: PodCache
    let git: Git
    let dumper: PackageDumper
    let offline: Bool

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
        // A branch moves: its Package.swift was copied again just now, and dump-package's own
        // cache (by content) answers when it did not change.
        if !ref.isBranch, let json = try? fileSystem.readText(dumpFile) { return read(json, ref: ref) }
        if offline { return .failed(missing(ref, what: "the products of its Package.swift")) }
        if refusal == nil {
            // Known to have one from an earlier run that kept only the answer: the ref is in
            // the cache repository already.
            do {
                let files = try git.run(["ls-tree", "--name-only", Self.treeish(ref)], in: repository).split(separator: "\n").map(String.init)
                try copyManifests(files, at: ref, into: folder)
            } catch {
                return .failed("cannot read the Package.swift of '\(url)' at \(ref): \(error)")
            }
            if let answer = literal() { return answer }
        }
        guard dumper.runManifests else {
            return .failed("its Package.swift at \(ref) is not literal (\(refusal.map(\.description) ?? "unread")); \(PackageDumper.runManifestsHelp)")
        }
        switch dumper.dumpJSON(packageDirectory: folder, displayPath: displayPath) {
        case let .success(dumped):
            try? fileSystem.writeAtomically(Array(dumped.json.utf8), to: dumpFile)
            return read(dumped.json, ref: ref)
        case let .failure(failure):
            return .failed(failure.diagnostics.first?.message ?? "cannot dump the Package.swift of '\(url)' at \(ref)")
        }
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
        if offline { return .failure(Failure(missing(ref, what: "whether it has a Package.swift"))) }
        let treeish = Self.treeish(ref)
        do {
            try fetch(ref)
            let files = try git.run(["ls-tree", "--name-only", treeish], in: repository).split(separator: "\n").map(String.init)
            let has = files.contains("Package.swift")
            try fileSystem.createDirectory(folder)
            if has { try copyManifests(files, at: ref, into: folder) }
            // Tags and commits do not move; a branch is looked at again on every run.
            if !ref.isBranch { try fileSystem.writeAtomically(Array((has ? "package\n" : "none\n").utf8), to: stateFile) }
            return .success(has)
        } catch {
            return .failure(Failure("cannot fetch \(ref) of '\(url)': \((error as? GitError)?.summary ?? "\(error)")"))
        }
    }

    /// Copies `Package.swift` and its `Package@swift-X.swift` variants at `ref` into `folder`,
    /// where `swift package dump-package` reads them.
    func copyManifests(_ files: [String], at ref: GitReference, into folder: String) throws {
        for name in files where name == "Package.swift" || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift") && PathText.isSafeComponent(name)) {
            let text = try git.run(["show", "\(Self.treeish(ref)):\(name)"], in: repository)
            try fileSystem.writeAtomically(Array((text + "\n").utf8), to: PathText.join(folder, name))
        }
    }

    /// The lowest version tag above `version` that has a Package.swift (a binary search over
    /// the tags, as a repository that adopts SwiftPM keeps it), nil when none has.
    func firstVersionWithPackage(after version: Version) -> Result<String?, Failure> {
        let tags: [GitTagListReader.Tag]
        switch tagList() {
        case let .failure(failure): return .failure(failure)
        case let .success(list): tags = list.filter { $0.version > version && !$0.version.isPrerelease }.sorted { $0.version < $1.version }
        }
        guard let last = tags.last else { return .success(nil) }
        switch hasPackage(at: .tag(last.name)) {
        case let .failure(failure): return .failure(failure)
        case .success(false): return .success(nil)
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
        return .success(tags[high].version.text)
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

    /// The tag a podspec names for `version` if the repository has it, else `VERSION`, else
    /// `vVERSION`; nil when it has none of them. A tag already looked at answers from the
    /// cache; otherwise the (cached) tag list does.
    func existingTag(_ tag: String, version: String) -> Result<String?, Failure> {
        let stateFile = PathText.join(cache.refFolder(url: url, ref: .tag(tag)), PodCache.stateFile)
        if fileSystem.fileExists(stateFile) { return .success(tag) }
        // Offline with no tag list: the tag's own look-up says what the cache lacks.
        if offline, !fileSystem.fileExists(cache.resolve.tagListFile(url: url)) { return .success(tag) }
        return tagListOutput().map { output in
            let names = GitTagListReader.names(output)
            return [tag, version, "v" + version].first { names.contains($0) && GitTagListReader.isSafeTagName($0) }
        }
    }

    /// `git ls-remote --tags` output: run once, then read from the cache.
    func tagListOutput() -> Result<String, Failure> {
        let file = cache.resolve.tagListFile(url: url)
        if let text = try? fileSystem.readText(file) { return .success(text) }
        if offline { return .failure(Failure("--offline and the tags of '\(url)' are not cached; run 'mortar migrate' once without --offline")) }
        do {
            let output = try git.run(["ls-remote", "--tags", "--", url], network: true)
            try fileSystem.createDirectory(PathText.directory(of: file))
            try fileSystem.writeAtomically(Array((output + "\n").utf8), to: file)
            return .success(output)
        } catch {
            return .failure(Failure("cannot list the tags of '\(url)': \((error as? GitError)?.summary ?? "\(error)")"))
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
        case let .branch(name): refspec = "+refs/heads/\(name):refs/mortar-branches/\(name)"
        case let .commit(id): refspec = id
        }
        try git.run(["fetch", "--depth", "1", "--no-tags", "-q", "--", url, refspec], in: repository, network: true)
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
            return .package(try PackageProductsReader.read(json: json, file: "\(url) at \(ref)"))
        } catch {
            return .failed("cannot read the dump of the Package.swift of '\(url)' at \(ref): \(error)")
        }
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
