/// A relative symbolic link generation would make, inside a `TargetTree`.
public struct GeneratedLink: Hashable, Sendable {
    /// Where the link goes (relative to the package's folder in a plan's input, as the caller
    /// gave the output path in a plan).
    public var path: String
    /// What it points to, relative to the link's folder.
    public var destination: String
    /// The tree it belongs to (the same base as `path`).
    public var tree: String

    public init(path: String, destination: String, tree: String) {
        self.path = path
        self.destination = destination
        self.tree = tree
    }
}
