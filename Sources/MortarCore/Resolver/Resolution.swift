/// A solution: one version for every package the app needs, directly or transitively.
public struct Resolution: Hashable, Sendable {
    /// Chosen versions by package name.
    public var versions: [String: Version]
    /// Versions the resolver tried but could not use (their manifest could not be read), by
    /// package then version: the solution was found without them.
    public var skipped: [SkippedVersion]

    public init(versions: [String: Version], skipped: [SkippedVersion] = []) {
        self.versions = versions
        self.skipped = skipped
    }

    /// Package names, sorted (byte order): the order every printer uses.
    public var packageNames: [String] {
        versions.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}

/// A version left out because its dependencies could not be read.
public struct SkippedVersion: Hashable, Sendable, CustomStringConvertible {
    public var package: String
    public var version: Version
    public var reason: String

    public init(package: String, version: Version, reason: String) {
        self.package = package
        self.version = version
        self.reason = reason
    }

    /// `Core 3.0.0 was skipped: <reason>`.
    public var description: String { "\(package) \(version) was skipped: \(reason)" }
}
