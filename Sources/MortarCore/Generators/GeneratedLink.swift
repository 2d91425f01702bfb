/// A relative symbolic link generation would make, inside a `TargetTree` — or, with
/// `contents`, a file Mortar writes there (a pod's module map rewritten for the tree).
public struct GeneratedLink: Hashable, Sendable {
    /// Where the link goes (relative to the package's folder in a plan's input, as the caller
    /// gave the output path in a plan).
    public var path: String
    /// What it points to, relative to the link's folder.
    public var destination: String
    /// The tree it belongs to (the same base as `path`).
    public var tree: String
    /// Nil for a link; else the file's whole text (starting with Mortar's generated header),
    /// and `destination` says what it was made from, for messages.
    public var contents: String?

    public init(path: String, destination: String, tree: String, contents: String? = nil) {
        self.path = path
        self.destination = destination
        self.tree = tree
        self.contents = contents
    }
}
