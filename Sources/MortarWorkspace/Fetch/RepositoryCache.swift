import Foundation
import MortarCore

/// The per-user cache of bare repositories `mortar fetch` clones checkouts from, so several
/// apps built from one module set clone each repository from its origin once.
///
/// Each entry is a bare repository `<readable-name>-<sha256>.git` named by the normalized URL
/// (`key`), holding the origin's branches and tags. It is written into a temporary folder and
/// renamed into place with a marker file that names its URL; an entry without the marker, of
/// another URL or with alternates is removed and cloned again, never used. The clone of a
/// checkout from it reads every object it checks out; when it fails, `git fsck` tells a damaged
/// entry (removed and cloned again) from one that lacks the ref (fetched into). A checkout never shares anything with its entry: it is a local
/// clone, or the same repository written from the entry's files (`checkOutFromEntry`): objects
/// hard-linked or copied, nothing borrowed through alternates, work-tree files written by git,
/// `origin` the real URL; so deleting the cache loses nothing.
///
/// The folder itself must be Mortar's (a marker file at its root), owned by this user and
/// writable by no one else; anything else is refused (`problem`).
public struct RepositoryCache: Hashable, Sendable {
    /// The cache folder, absolute.
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// `MORTAR_REPOSITORY_CACHE`: a folder, or `off`.
    public static let environmentVariable = "MORTAR_REPOSITORY_CACHE"
    /// The file at the cache's root that says the folder is Mortar's repository cache.
    public static let rootMarker = ".mortar-repository-cache"
    /// The file in each complete entry: what it is and the normalized URL it holds.
    public static let entryMarker = "mortar-cache-entry"
    /// What the root marker holds.
    static let rootMarkerText = "Mortar's repository cache: bare repositories keyed by URL. 'mortar clean --repository-cache' removes it.\n"

    /// The one spelling of a repository's URL the cache keys on. Two URLs share an entry only
    /// when they name one repository for certain, since a checkout made from the entry is
    /// believed to be its URL's: the scheme and host are lowercased (DNS and URLs ignore their
    /// case), a trailing `/` and `.git` dropped; the path keeps its case, except on
    /// `caseInsensitiveHosts`, where `Core` and `core` are one repository (elsewhere — a
    /// server's disk, a `file://` URL — they can be two). A `file://` URL keeps its `.git` (a
    /// folder `Lib` and a folder `Lib.git` are two), as a local path, normalized, does. No
    /// credentials: an `http(s)` URL's user part and any password are left out.
    /// Not `RepositoryURL.identity`, which answers whether two manifests mean one dependency.
    public static func normalizedURL(_ url: String, isLocalPath: Bool) -> String {
        guard isLocalPath else { return normalizedRemoteURL(url) }
        var path = PathText.normalize(url)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// Hosts whose repository paths ignore case (`github.com/Acme/Core` is `github.com/acme/core`).
    static let caseInsensitiveHosts: Set<String> = ["github.com", "gitlab.com", "bitbucket.org"]

    /// `normalizedURL` of a URL or scp-like location (`user@host:path`).
    static func normalizedRemoteURL(_ url: String) -> String {
        let prefix: String, authority: String, rest: Substring
        if let separator = url.range(of: "://") {
            let afterScheme = url[separator.upperBound...]
            let slash = afterScheme.firstIndex(of: "/") ?? afterScheme.endIndex
            prefix = url[..<separator.upperBound].lowercased()
            authority = String(afterScheme[..<slash])
            rest = afterScheme[slash...]
        } else if let colon = url.firstIndex(of: ":") {
            prefix = ""
            authority = String(url[..<colon])
            rest = url[colon...]
        } else {
            return url
        }
        // The host is what follows the user (`user@`) and precedes a port; only it is lowercased.
        let at = authority.lastIndex(of: "@").map { authority.index(after: $0) } ?? authority.startIndex
        let hostAndPort = authority[at...].lowercased()
        // No credentials in the key or the marker: an HTTP URL's user part only authenticates
        // (a token is often the user name), so it goes whole; another's user can name another
        // repository (`alice@host:repo` is in alice's home), so only a password goes.
        var user = String(authority[..<at])
        if ["http://", "https://", "ftp://", "ftps://"].contains(prefix) {
            user = ""
        } else if let colon = user.firstIndex(of: ":") {
            user = String(user[..<colon]) + "@"
        }
        let host = String(hostAndPort.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        var path = caseInsensitiveHosts.contains(host) ? rest.lowercased() : String(rest)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        if prefix != "file://", path.hasSuffix(".git") { path.removeLast(4) }
        return prefix + user + hostAndPort + path
    }

    /// An entry's folder name: a readable part of the URL (letters, digits, `.`, `_`, `-`) and
    /// 32 hex digits of the SHA-256 of the normalized URL, never a name taken from the URL alone.
    public static func key(_ url: String, isLocalPath: Bool) -> String {
        let normalized = normalizedURL(url, isLocalPath: isLocalPath)
        return ResolveCache.readableName(normalized) + "-" + String(SHA256.hex(Array(normalized.utf8)).prefix(32)) + ".git"
    }

    /// The entry of `url`, absolute (always directly inside `directory`).
    public func entry(for url: String, isLocalPath: Bool) -> String {
        PathText.join(directory, Self.key(url, isLocalPath: isLocalPath))
    }

    /// What an entry's marker says.
    static func entryMarkerText(normalizedURL: String) -> String {
        "mortar repository cache entry 1\nurl \(normalizedURL)\n"
    }

    /// The cache in use for `option` (`--repository-cache DIR`, nil when not given) and
    /// `disabled` (`--no-repository-cache`), else `MORTAR_REPOSITORY_CACHE` (a folder, or `off`),
    /// else the user's cache folder: `~/Library/Caches/mortar/repositories` on macOS,
    /// `$XDG_CACHE_HOME/mortar/repositories` or `~/.cache/mortar/repositories` elsewhere. Nil
    /// when turned off, or when no home folder is known. Reads only `environment`.
    public static func chosen(option: String?, disabled: Bool, environment: [String: String], currentDirectory: String) -> RepositoryCache? {
        if disabled { return nil }
        if let option { return RepositoryCache(directory: PathText.absolute(option, from: currentDirectory)) }
        if let value = environment[environmentVariable] {
            if value.isEmpty || value == "off" { return nil }
            return RepositoryCache(directory: PathText.absolute(value, from: currentDirectory))
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        #if os(macOS)
        return home.map { RepositoryCache(directory: PathText.join($0, "Library/Caches/mortar/repositories")) }
        #else
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return RepositoryCache(directory: PathText.join(xdg, "mortar/repositories"))
        }
        return home.map { RepositoryCache(directory: PathText.join($0, ".cache/mortar/repositories")) }
        #endif
    }

    /// Why the folder cannot be used as the cache, or nil: it is Mortar's cache (its marker is
    /// there) or an empty or missing folder, owned by this user and writable by no one else.
    public func problem(fileSystem: FileSysteming) -> String? {
        guard fileSystem.kind(directory) != nil else { return nil }
        guard fileSystem.directoryExists(directory) else { return "\(directory) is not a folder" }
        // The folder the path leads to (a linked ~/.cache is followed): whose it is counts.
        var info = stat()
        guard stat(directory, &info) == 0 else { return "\(directory) cannot be read (\(String(cString: strerror(errno))))" }
        if info.st_uid != geteuid() { return "\(directory) belongs to another user, who could plant repositories in it" }
        if info.st_mode & 0o022 != 0 { return "\(directory) is writable by other users, who could plant repositories in it" }
        if fileSystem.fileExists(PathText.join(directory, Self.rootMarker)) { return nil }
        let entries = (try? fileSystem.contentsOfDirectory(directory)) ?? []
        if entries.isEmpty { return nil }
        return "\(directory) is not a Mortar repository cache (no \(Self.rootMarker) in it) and is not empty"
    }

    /// Creates the folder (private to this user) and its marker when missing, or says why the
    /// folder cannot be used.
    func prepare(fileSystem: FileSysteming) -> String? {
        if let problem = problem(fileSystem: fileSystem) { return problem }
        if !fileSystem.directoryExists(directory) {
            do {
                try fileSystem.createDirectory(directory)
            } catch {
                return "cannot create \(directory): \(error)"
            }
            chmod(directory, 0o700)
        }
        let marker = PathText.join(directory, Self.rootMarker)
        if !fileSystem.fileExists(marker) {
            do {
                try fileSystem.writeAtomically(Array(Self.rootMarkerText.utf8), to: marker)
            } catch {
                return "cannot write \(marker): \(error)"
            }
        }
        return nil
    }
}
