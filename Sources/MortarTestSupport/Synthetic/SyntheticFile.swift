/// One file of a synthetic workspace: a path relative to the workspace root and its bytes.
public struct SyntheticFile: Hashable, Sendable {
    public var path: String
    public var bytes: [UInt8]
}

extension SyntheticFile {
    /// A text file, as UTF-8.
    init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
