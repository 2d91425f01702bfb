import MortarCore

/// A solution: one version for every package the app needs, directly or transitively.
public struct Resolution: Hashable, Sendable {
    /// Chosen versions by package name.
    public var versions: [String: Version]
    /// Versions whose manifest could not be read, in the order met: candidates left out, and
    /// kept pins taken without their requirements.
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

/// A version whose dependencies could not be read: a candidate is left out; a kept pin stays,
/// without the requirements it would add.
public struct SkippedVersion: Hashable, Sendable, CustomStringConvertible {
    public var package: String
    public var version: Version
    public var reason: String
    /// True for a kept pin: the version stays chosen, its requirements unknown.
    public var keptAsPinned: Bool

    public init(package: String, version: Version, reason: String, keptAsPinned: Bool = false) {
        self.package = package
        self.version = version
        self.reason = reason
        self.keptAsPinned = keptAsPinned
    }

    /// `Core 3.0.0 was skipped: <reason>`, or for a kept pin
    /// `Core 1.0.0 is kept as pinned, without its requirements: <reason>`.
    public var description: String {
        keptAsPinned
            ? "\(package) \(version) is kept as pinned, without its requirements: \(reason)"
            : "\(package) \(version) was skipped: \(reason)"
    }
}
