import Foundation
import MortarCore
import MortarFormats

/// The spec repositories an app names (`sources` of mortar.json, `source` of a Podfile;
/// CocoaPods' trunk when it names none), each found as a folder: CocoaPods' own clone in
/// `~/.cocoapods/repos` (`CP_REPOS_DIR` overrides), else a shallow clone in the cache (never
/// for trunk's CDN, which is not a git repository).
public struct SpecRepositories: Sendable {
    /// One spec repository as the app names it, and its folder when one was found.
    public struct Repository: Sendable {
        public var url: String
        public var folder: String?
        /// Why there is no folder (offline and not cloned, a failed clone).
        public var problem: String?
    }

    public static let trunk = "https://cdn.cocoapods.org/"

    public var repositories: [Repository]

    /// Finds or clones every source. Clones run one after the other (an app names few).
    public init(sources: [String], loader: WorkspaceLoader, cache: PodCache, git: Git, offline: Bool) {
        let names = sources.isEmpty ? [Self.trunk] : sources
        let local = Self.localClones(loader: loader)
        repositories = names.map { url in
            if let folder = local[Self.normalized(url)] { return Repository(url: url, folder: folder) }
            if Self.isCDN(url) {
                let place = (loader.environment["CP_REPOS_DIR"] ?? "").isEmpty ? "~/.cocoapods/repos" : "CP_REPOS_DIR"
                return Repository(url: url, problem: "no local clone of '\(url)' in \(place)")
            }
            let clone = cache.specRepository(url: url)
            if loader.fileSystem.directoryExists(clone) { return Repository(url: url, folder: clone) }
            if offline {
                return Repository(url: url, problem: "--offline and the spec repository '\(url)' is not cloned in the cache")
            }
            do {
                try loader.fileSystem.createDirectory(PathText.directory(of: clone))
                try git.clone(url, into: clone, depth: 1, templates: false)
                return Repository(url: url, folder: clone)
            } catch {
                return Repository(url: url, problem: "cannot clone the spec repository '\(url)': \(error)")
            }
        }
    }

    /// The spec of `name` at `version` in the first repository that has it, with where it was.
    /// A `.podspec.json` or a Ruby `.podspec` (read statically; `environment` is what `ENV` reads).
    public func facts(name: String, version: String, fileSystem: FileSysteming, environment: [String: String] = [:]) -> (facts: PodSpecFacts, origin: String)? {
        for repository in repositories {
            guard let folder = repository.folder else { continue }
            for path in SpecRepoLayout.candidatePaths(name: name, version: version) {
                let file = PathText.join(folder, path)
                guard let text = try? fileSystem.readText(file),
                      let facts = try? PodSpecFactsReader.read(text, file: path, environment: environment) else { continue }
                return (facts, "spec repository \(repository.url), \(path)")
            }
        }
        return nil
    }

    /// `CP_REPOS_DIR`, else `$HOME/.cocoapods/repos`.
    static func reposFolder(_ environment: [String: String]) -> String {
        if let dir = environment["CP_REPOS_DIR"], !dir.isEmpty { return dir }
        return PathText.join(environment["HOME"] ?? "~", ".cocoapods/repos")
    }

    /// Normalized URL → folder of every clone CocoaPods keeps: `trunk` (the CDN) and each
    /// git clone by its `origin` URL, read from `.git/config` (no git process).
    static func localClones(loader: WorkspaceLoader) -> [String: String] {
        let root = reposFolder(loader.environment)
        var found: [String: String] = [:]
        for entry in ((try? loader.fileSystem.contentsOfDirectory(root)) ?? []).sorted() where PathText.isSafeComponent(entry) {
            let folder = PathText.join(root, entry)
            if entry == "trunk" { found[normalized(trunk)] = folder }
            guard let config = try? loader.fileSystem.readText(PathText.join(folder, ".git/config")),
                  let url = originURL(config) else { continue }
            if found[normalized(url)] == nil { found[normalized(url)] = folder }
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

    static func isCDN(_ url: String) -> Bool { url.lowercased().contains("cdn.cocoapods.org") }

    static func normalized(_ url: String) -> String {
        var text = url.lowercased()
        while text.hasSuffix("/") { text.removeLast() }
        if text.hasSuffix(".git") { text.removeLast(4) }
        return text
    }
}
