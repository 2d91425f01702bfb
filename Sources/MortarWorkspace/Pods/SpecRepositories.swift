import Foundation
import MortarCore
import MortarFormats

/// The spec repositories an app names (`sources` of mortar.json, `source` of a Podfile;
/// CocoaPods' trunk when it names none), each found as a folder or a CDN source: CocoaPods' own
/// copy in `~/.cocoapods/repos` (`CP_REPOS_DIR` overrides) — a git clone read as a folder, a CDN
/// copy (trunk) read first and completed from its CDN; else Mortar's copy in the cache; else,
/// as CocoaPods decides, a CDN when the URL serves `CocoaPods-version.yml` (`CDNSource`), a
/// shallow git clone into the cache otherwise. `MORTAR_TRUNK_URL` reads trunk from a mirror.
public struct SpecRepositories: Sendable {
    /// One spec repository as the app names it, and where its specs are read from.
    public struct Repository: Sendable {
        public var url: String
        /// A git clone (CocoaPods' or the cache's).
        public var folder: String?
        /// A CDN source (trunk).
        public var cdn: CDNSource?
        /// Why neither was found (offline and not cloned, a failed clone or download).
        public var problem: String?
        /// The URL read in its place (trunk's mirror, `MORTAR_TRUNK_URL`), nil: `url` itself.
        public var mirror: String?

        /// Where a spec at `path` was read from: the mirror, unless CocoaPods' own copy of
        /// `url` held it.
        func origin(of path: String, fileSystem: FileSysteming) -> String {
            guard let mirror else { return url }
            if let copy = cdn?.cocoaPodsFolder, let text = try? fileSystem.readText(PathText.join(copy, path)), !text.isEmpty { return url }
            return mirror
        }
    }

    /// What the spec repositories say about one pod at one version.
    public struct Lookup: Sendable {
        /// The spec, and where it was (`spec repository URL, PATH`).
        public var found: (facts: PodSpecFacts, origin: String)?
        /// Why each repository that does not have it does not, in their order.
        public var problems: [String] = []
        /// Some repository could not be read (a download failed, or offline and not cached):
        /// the pod is unavailable rather than unknown.
        public var failed = false
    }

    public static let trunk = "https://cdn.cocoapods.org/"
    /// `MORTAR_TRUNK_URL=none`: trunk is read from CocoaPods' copy only, never downloaded
    /// (hermetic tests, a machine with no way out).
    public static let noTrunk = "none"

    public var repositories: [Repository]

    /// Finds, opens or clones every source. Clones run one after the other (an app names few).
    public init(
        sources: [String], loader: WorkspaceLoader, cache: PodCache, git: Git, offline: Bool,
        http: HTTPFetching = URLSessionHTTPClient(), policy: CDNDownloader.Policy = .init()
    ) {
        let names = sources.isEmpty ? [Self.trunk] : sources
        let local = Self.localClones(loader: loader)
        repositories = names.map { url in
            let isTrunk = RepositoryURL.identity(url) == RepositoryURL.identity(Self.trunk)
            let mirror = loader.environment["MORTAR_TRUNK_URL"].flatMap { $0.isEmpty ? nil : $0 }
            let remote = isTrunk && mirror != Self.noTrunk ? mirror ?? url : url
            let readInstead = remote == url ? nil : remote
            let offline = offline || (isTrunk && mirror == Self.noTrunk)
            let copy = local[RepositoryURL.identity(url)]
            if let copy, !copy.isCDN { return Repository(url: url, folder: copy.folder) }
            if isTrunk, mirror == Self.noTrunk, copy == nil {
                return Repository(url: url, problem: "trunk is not read: MORTAR_TRUNK_URL is '\(Self.noTrunk)' and there is no copy in \(Self.reposPlace(loader.environment))")
            }
            let cached = cache.specRepository(url: remote)
            let isHTTP = remote.lowercased().hasPrefix("https://") || remote.lowercased().hasPrefix("http://")
            // A clone made by an earlier run is used as it is: no GET to ask what it is again.
            if copy == nil, loader.fileSystem.directoryExists(cached),
               !loader.fileSystem.fileExists(PathText.join(cached, CDNLayout.metadataFile)) {
                return Repository(url: url, folder: cached, mirror: readInstead)
            }
            if isHTTP || copy != nil {
                let downloader = CDNDownloader(base: remote, folder: cached, http: http, fileSystem: loader.fileSystem, policy: policy)
                if let source = CDNSource.open(url: remote, cocoaPodsFolder: copy?.folder, downloader: downloader, offline: offline, known: isTrunk) {
                    return Repository(url: url, cdn: source, mirror: readInstead)
                }
            }
            if offline {
                // An http(s) source never read may be a CDN or a git repository: nothing says which.
                return Repository(url: url, problem: isHTTP
                    ? "--offline and nothing of the spec repository '\(url)' is in the cache (a CDN copy or a clone); run once without --offline"
                    : "--offline and the spec repository '\(url)' is not cloned in the cache")
            }
            do {
                try loader.fileSystem.createDirectory(PathText.directory(of: cached))
                try git.clone(remote, into: cached, depth: 1, templates: false)
                // The clone recorded the URL with any credentials; it is read as it is, never fetched into.
                try git.run(["config", "--unset-all", "remote.origin.url"], in: cached)
                return Repository(url: url, folder: cached, mirror: readInstead)
            } catch {
                return Repository(url: url, problem: "cannot clone the spec repository '\(remote)': \(error)")
            }
        }
    }

    /// The spec of `name` at `version` in the first repository that has it, with where it was.
    /// A `.podspec.json` or a Ruby `.podspec` (read statically; `environment` is what `ENV` reads).
    /// Without `download`, a CDN source answers from its copies only.
    public func facts(name: String, version: String, fileSystem: FileSysteming, environment: [String: String] = [:], download: Bool = true) -> Lookup {
        var lookup = Lookup()
        for repository in repositories {
            if let cdn = repository.cdn {
                switch cdn.spec(name: name, version: version, download: download) {
                case let .found(text, path):
                    if let facts = try? PodSpecFactsReader.read(text, file: path, environment: environment) {
                        lookup.found = (facts, "spec repository \(repository.origin(of: path, fileSystem: fileSystem)), \(path)")
                        return lookup
                    }
                    lookup.problems.append("'\(cdn.url)\(path)' is not a spec Mortar can read")
                case let .absent(why):
                    lookup.problems.append(why)
                case let .failed(why):
                    lookup.problems.append(why)
                    lookup.failed = true
                }
                continue
            }
            guard let folder = repository.folder else {
                if let problem = repository.problem { lookup.problems.append(problem) }
                continue
            }
            for path in SpecRepoLayout.candidatePaths(name: name, version: version) {
                let file = PathText.join(folder, path)
                guard let text = try? fileSystem.readText(file),
                      let facts = try? PodSpecFactsReader.read(text, file: path, environment: environment) else { continue }
                lookup.found = (facts, "spec repository \(repository.origin(of: path, fileSystem: fileSystem)), \(path)")
                return lookup
            }
        }
        return lookup
    }

    /// How the repos folder is named to a user.
    static func reposPlace(_ environment: [String: String]) -> String {
        (environment["CP_REPOS_DIR"] ?? "").isEmpty ? "~/.cocoapods/repos" : "CP_REPOS_DIR"
    }

    /// `CP_REPOS_DIR`, else `$HOME/.cocoapods/repos`.
    static func reposFolder(_ environment: [String: String]) -> String {
        if let dir = environment["CP_REPOS_DIR"], !dir.isEmpty { return dir }
        return PathText.join(environment["HOME"] ?? "~", ".cocoapods/repos")
    }

    /// Normalized URL → every copy CocoaPods keeps: `trunk` and each other CDN copy (its
    /// `.url` file) as a CDN copy, each git clone by its `origin` URL, read from `.git/config`
    /// (no git process).
    static func localClones(loader: WorkspaceLoader) -> [String: (folder: String, isCDN: Bool)] {
        let root = reposFolder(loader.environment)
        var found: [String: (folder: String, isCDN: Bool)] = [:]
        for entry in ((try? loader.fileSystem.contentsOfDirectory(root)) ?? []).sorted() where PathText.isSafeComponent(entry) {
            let folder = PathText.join(root, entry)
            if let config = try? loader.fileSystem.readText(PathText.join(folder, ".git/config")), let url = originURL(config) {
                if found[RepositoryURL.identity(url)] == nil { found[RepositoryURL.identity(url)] = (folder, false) }
            } else if entry == "trunk" {
                found[RepositoryURL.identity(trunk)] = (folder, true)
            } else if let url = try? loader.fileSystem.readText(PathText.join(folder, CDNLayout.urlFile)), !url.trimmingWhitespace().isEmpty {
                if found[RepositoryURL.identity(url.trimmingWhitespace())] == nil { found[RepositoryURL.identity(url.trimmingWhitespace())] = (folder, true) }
            }
        }
        return found
    }

    /// The `url` of `[remote "origin"]` in a git config file.
    static func originURL(_ config: String) -> String? {
        var inOrigin = false
        for raw in config.split(whereSeparator: \.isNewline) {
            let line = String(raw).trimmingWhitespace()
            if line.hasPrefix("[") {
                inOrigin = line.replacingOccurrences(of: " ", with: "") == "[remote\"origin\"]"
            } else if inOrigin, line.hasPrefix("url") {
                let parts = line.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { return String(parts[1]).trimmingWhitespace() }
            }
        }
        return nil
    }
}
