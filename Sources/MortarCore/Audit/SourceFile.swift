/// One source file read from a module's folder: its path as shown in locations, and its bytes.
public struct SourceFile: Hashable, Sendable {
    /// The path as locations show it (relative to the working folder, never made absolute).
    public var path: String
    /// The path inside the module's folder (what the header index records).
    public var relativePath: String
    public var bytes: [UInt8]

    public init(path: String, relativePath: String, bytes: [UInt8]) {
        self.path = path
        self.relativePath = relativePath
        self.bytes = bytes
    }
}
