/// A solution: one version for every package the app needs, directly or transitively.
public struct Resolution: Hashable, Sendable {
    /// Chosen versions by package name.
    public var versions: [String: Version]

    public init(versions: [String: Version]) {
        self.versions = versions
    }

    /// Package names, sorted (byte order): the order every printer uses.
    public var packageNames: [String] {
        versions.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}
