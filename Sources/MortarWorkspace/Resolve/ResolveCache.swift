import MortarCore

/// Where `mortar resolve` keeps what it learned from the network, under the cache folder
/// (`.mortar/cache` beside the manifest): the tag list of each URL, the shallow repositories
/// tags are fetched into, and the manifest found at each tag. `--offline` reads only these.
///
/// Folder names come from a hash of the URL (and the tag), never from the names themselves,
/// so no package name or tag can point outside the cache.
public struct ResolveCache: Sendable {
    /// The cache folder, absolute.
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// `tags/<name>-<hash>.txt`: the raw `git ls-remote --tags` output.
    public func tagListFile(url: String) -> String {
        PathText.join(directory, "tags/\(Self.key(url)).txt")
    }

    /// `repos/<name>-<hash>`: a bare repository holding the shallow tags fetched so far.
    public func repository(url: String) -> String {
        PathText.join(directory, "repos/\(Self.key(url))")
    }

    /// `manifests/<name>-<hash>/<tag-hash>/`: the manifest file found at a tag.
    public func manifestFolder(url: String, tag: String) -> String {
        PathText.join(directory, "manifests/\(Self.key(url))/\(Self.hash(tag))")
    }

    /// The file in a manifest folder that names the manifest found there (or says none was).
    public static let manifestMarker = "manifest-name"

    /// A readable, safe folder name for a repository: the last path component (letters,
    /// digits, `.`, `_`, `-` only) and a 64-bit FNV-1a hash of its URL as the repository cache
    /// spells it (`RepositoryCache.normalizedURL`: no credentials, host lowercased, no trailing
    /// `.git`), so one repository written with a token, a rotated token or none is one entry,
    /// and no token is in a folder's name.
    static func key(_ url: String) -> String {
        let identity = RepositoryCache.normalizedURL(url, isLocalPath: (try? GitURL.parse(url))?.isLocalPath ?? false)
        return readableName(identity) + "-" + hash(identity)
    }

    /// The readable part of a URL's folder name: its last path component without `.git`,
    /// letters, digits, `.`, `_` and `-` only, at most 40 characters (`package` when nothing is
    /// left). Never the whole name of a folder: a hash of the URL follows it.
    static func readableName(_ url: String) -> String {
        var last = url
        while last.hasSuffix("/") { last.removeLast() }
        last = PathText.lastComponent(of: last)
        if last.hasSuffix(".git") { last.removeLast(4) }
        let safe = String(last.unicodeScalars.filter { scalar in
            (scalar.value < 0x80) && (scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) || scalar == "_" || scalar == "-" || scalar == ".")
        }.map(Character.init)).drop { $0 == "." || $0 == "-" }
        return safe.isEmpty ? "package" : String(safe.prefix(40))
    }

    /// FNV-1a, 64 bits, as 16 hex digits: stable across runs and machines.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
