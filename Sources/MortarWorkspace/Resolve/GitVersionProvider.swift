import MortarCore
import MortarFormats

/// The resolver's provider for real packages: versions are the tags of each package's git
/// repository, and the dependencies of a version come from the manifest at that tag
/// (`<Name>.podspec.json`, `<Name>.podspec`, a single podspec, or `Package.swift`), read with
/// the workspace's readers. Everything is cached for the run, and on disk (`ResolveCache`) so
/// that `offline` runs use only what an earlier run fetched.
public final class GitVersionProvider: ResolverProvider {
    public struct Configuration: Sendable {
        /// Repository URL by package name (pins' `git`, `.package(url:)` of components).
        public var urls: [String: String]
        /// Kept pins: a package with no URL is offered its pin as its only version.
        public var pins: [String: Version]
        /// Use only the disk cache: no git command touches the network.
        public var offline: Bool
        /// Seconds each git command may run.
        public var timeout: Double

        public init(urls: [String: String], pins: [String: Version] = [:], offline: Bool = false, timeout: Double = 120) {
            self.urls = urls
            self.pins = pins
            self.offline = offline
            self.timeout = timeout
        }
    }

    let configuration: Configuration
    let cache: ResolveCache
    let loader: WorkspaceLoader
    var git: Git { Git(runner: loader.processRunner, networkTimeout: configuration.timeout, localTimeout: configuration.timeout) }

    /// Version tags by URL: one `git ls-remote` per URL per run.
    private var tagsByURL: [String: [GitTagListReader.Tag]] = [:]
    private var dependencies: [String: [Version: [ResolverDependency]]] = [:]
    /// URLs learned from manifests read during the run (SwiftPM's `.package(url:)`).
    public private(set) var discoveredURLs: [String: String] = [:]

    /// - Parameters:
    ///   - loader: reads manifests (and knows the file system and process runner).
    ///   - cache: where tags, shallow repositories and manifests are kept.
    public init(configuration: Configuration, loader: WorkspaceLoader, cache: ResolveCache) {
        self.configuration = configuration
        self.loader = loader
        self.cache = cache
    }

    /// The URL the package is fetched from, if one is known.
    public func url(of package: String) -> String? {
        configuration.urls[package] ?? discoveredURLs[package]
    }

    public func versions(of package: String) throws(ResolverError) -> [Version] {
        guard let url = url(of: package) else {
            if let pin = configuration.pins[package] { return [pin] }
            throw ResolverError.unavailable(
                package: package,
                reason: "no git URL is known for it; pin it in mortar.json as \"\(package)\": { \"version\": \"…\", \"git\": \"https://…\" }")
        }
        if let known = tagsByURL[url] { return known.map(\.version) }
        let found = GitTagListReader.read(try tagList(package: package, url: url))
        tagsByURL[url] = found
        return found.map(\.version)
    }

    public func dependencies(of package: String, at version: Version) throws(ResolverError) -> [ResolverDependency] {
        if let known = dependencies[package]?[version] { return known }
        guard let url = url(of: package) else {
            // A kept pin with no URL: its manifest cannot be fetched, so nothing is known.
            dependencies[package, default: [:]][version] = []
            return []
        }
        guard let tag = tagsByURL[url]?.first(where: { $0.version == version })?.name else {
            throw ResolverError.unavailable(package: package, reason: "no tag of '\(url)' is version '\(version)'")
        }
        let read = try manifestDependencies(package: package, url: url, tag: tag)
        dependencies[package, default: [:]][version] = read
        return read
    }

    public func knownDependencies(of package: String, at version: Version) -> [ResolverDependency]? {
        dependencies[package]?[version]
    }

    // MARK: - Tags

    func tagList(package: String, url: String) throws(ResolverError) -> String {
        let file = cache.tagListFile(url: url)
        if configuration.offline {
            guard let text = try? loader.fileSystem.readText(file) else {
                throw ResolverError.unavailable(
                    package: package, reason: "--offline and no tags of '\(url)' are cached; run 'mortar resolve' once without --offline")
            }
            return text
        }
        do {
            let output = try git.listTags(url)
            try? loader.fileSystem.createDirectory(PathText.directory(of: file))
            try? loader.fileSystem.writeAtomically(Array(output.utf8), to: file)
            return output
        } catch {
            throw ResolverError.unavailable(package: package, reason: error.description)
        }
    }

    // MARK: - Manifests

    func manifestDependencies(package: String, url: String, tag: String) throws(ResolverError) -> [ResolverDependency] {
        let folder = cache.manifestFolder(url: url, tag: tag)
        let marker = PathText.join(folder, ResolveCache.manifestMarker)
        var manifestName: String
        if let cached = try? loader.fileSystem.readText(marker) {
            manifestName = cached.trimmingWhitespace()
        } else if configuration.offline {
            throw ResolverError.unavailable(
                package: package, reason: "--offline and the manifest at tag '\(tag)' is not cached; run 'mortar resolve' once without --offline")
        } else {
            manifestName = try fetchManifest(package: package, url: url, tag: tag, into: folder)
            try? loader.fileSystem.writeAtomically(Array((manifestName + "\n").utf8), to: marker)
        }
        // A tag without any manifest declares nothing the resolver could follow.
        guard !manifestName.isEmpty, PathText.isSafeComponent(manifestName) else { return [] }
        let module = Module(name: package, source: .git(url: url, ref: .tag(tag)), location: SourceLocation(file: "\(package)/\(manifestName)"))
        switch loader.readComponent(manifestAt: PathText.join(folder, manifestName), module: module) {
        case let .success(component):
            return component.dependencies.compactMap { (dependency) -> ResolverDependency? in
                let name = dependency.rootName
                guard name != package, name != component.name else { return nil }
                if let depURL = dependency.url, self.url(of: name) == nil { discoveredURLs[name] = depURL }
                var location = dependency.location
                location.file = "\(package)/\(manifestName)"
                return ResolverDependency(name, dependency.requirement, at: location)
            }
        case let .failure(failure):
            let reason = failure.diagnostics.first.map(\.message) ?? "unreadable"
            throw ResolverError.unavailable(package: package, reason: "cannot read its \(manifestName) at tag '\(tag)': \(reason)")
        }
    }

    /// Fetches just `tag` into the package's cache repository and copies its manifest into
    /// `folder`. Returns the manifest's file name, or "" when the tag has none.
    func fetchManifest(package: String, url: String, tag: String, into folder: String) throws(ResolverError) -> String {
        let repository = cache.repository(url: url)
        do {
            try? loader.fileSystem.createDirectory(folder)
            if !loader.fileSystem.directoryExists(repository) {
                try? loader.fileSystem.createDirectory(PathText.directory(of: repository))
                try git.initBare(repository)
            }
            try git.fetchTag(tag, from: url, into: repository)
            let files = try git.rootFiles(atTag: tag, in: repository)
            guard let name = Self.manifestName(package: package, files: files), PathText.isSafeComponent(name) else { return "" }
            let text = try git.show(tag: tag, path: name, in: repository)
            try loader.fileSystem.writeAtomically(Array(text.utf8), to: PathText.join(folder, name))
            return name
        } catch let error as GitError {
            throw ResolverError.unavailable(package: package, reason: error.description)
        } catch {
            throw ResolverError.unavailable(package: package, reason: "\(error)")
        }
    }

    /// Discovery at a tag: `<Name>.podspec.json`, `<Name>.podspec`, a single podspec, `Package.swift`.
    static func manifestName(package: String, files: [String]) -> String? {
        for candidate in ["\(package).podspec.json", "\(package).podspec"] where files.contains(candidate) { return candidate }
        let podspecs = files.filter(ManifestKind.isPodspec).sorted()
        if podspecs.count == 1 { return podspecs[0] }
        if files.contains("Package.swift") { return "Package.swift" }
        return nil
    }
}
