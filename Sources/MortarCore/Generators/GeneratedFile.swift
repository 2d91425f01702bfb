/// A file generation would write: where (as the caller gave it) and the exact bytes.
public struct GeneratedFile: Hashable, Sendable {
    /// Where to write it, as the caller gave the output path (absolute from the CLI).
    public var path: String
    /// The exact text, ending in one newline.
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
