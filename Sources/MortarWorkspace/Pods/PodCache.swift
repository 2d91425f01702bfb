import MortarCore

/// Where `mortar migrate` keeps what it learned, under the cache folder (`.mortar/cache`
/// beside the manifest), so that a second run spawns no git and no swift:
///
/// - `pods/<url-key>/<ref-hash>/state`: `package` or `none` (is there a Package.swift there);
/// - `pods/<url-key>/<ref-hash>/dump.json`: its `swift package dump-package` output;
/// - `pods/<url-key>/<ref-hash>/commit`: the commit of a tag SwiftPM cannot pin by version;
/// - `pods/<url-key>/default-branch`: the default branch's commit and whether it has a
///   Package.swift, for a pod no version tag has one for (looked at once);
/// - `pods/<url-key>/<ref-hash>/failure`, `dump-failure`, `pods/<url-key>/tags-failure`: why
///   fetching the ref, dumping its Package.swift or listing the tags failed, answered until
///   `migrate --retry-failed` looks again;
/// - `spec-repos/<url-key>`: spec repositories cloned because no local clone was found, and
///   Mortar's copy of each CDN source (trunk), in CocoaPods' layout (`CDNSource`);
/// - the tag lists and shallow repositories `mortar resolve` keeps (`ResolveCache`), shared.
///
/// Folder names are hashes of the URL and ref, never the names themselves.
public struct PodCache: Sendable {
    public var directory: String
    public var resolve: ResolveCache { ResolveCache(directory: directory) }

    public init(directory: String) {
        self.directory = directory
    }

    /// The folder of what is known about `url` at `ref`.
    public func refFolder(url: String, ref: GitReference) -> String {
        PathText.join(directory, "pods/\(ResolveCache.key(url))/\(ResolveCache.hash(ref.kind + ":" + ref.value))")
    }

    /// Why listing the tags of `url` failed, kept for the next run.
    public func tagListFailureFile(url: String) -> String {
        PathText.join(directory, "pods/\(ResolveCache.key(url))/tags-failure")
    }

    /// What the default branch of `url` was found to hold, looked at once: `COMMIT package` or
    /// `COMMIT none`.
    public func defaultBranchFile(url: String) -> String {
        PathText.join(directory, "pods/\(ResolveCache.key(url))/default-branch")
    }

    /// A spec repository cloned into the cache.
    public func specRepository(url: String) -> String {
        PathText.join(directory, "spec-repos/\(ResolveCache.key(url))")
    }

    public static let stateFile = "state"
    public static let dumpFile = "dump.json"
    /// The manifest file this toolchain reads at a tag or commit with `Package@swift-X.swift`
    /// variants, chosen once (`PackageDumper.manifestName`), so a warm run asks no `swift --version`.
    public static let manifestChoiceFile = "manifest-name"
    public static let commitFile = "commit"
    /// Why fetching a ref failed.
    public static let failureFile = "failure"
    /// Why `swift package dump-package` could not read the ref's Package.swift.
    public static let dumpFailureFile = "dump-failure"
}
