/// The file operations Mortar needs. `LocalFileSystem` is the real one.
public protocol FileSysteming: Sendable {
    func readBytes(_ path: String) throws(FileSystemError) -> [UInt8]
    func fileExists(_ path: String) -> Bool
    func directoryExists(_ path: String) -> Bool
    /// A file, a folder, or nothing (nil); has a default built on the two questions above.
    func kind(_ path: String) -> FileKind?
    /// Entry names in a folder, sorted.
    func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String]
    func createDirectory(_ path: String) throws(FileSystemError)
    /// Writes through a temporary file in the same folder and a rename: readers never see half a file.
    func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError)
    func removeItem(_ path: String) throws(FileSystemError)
    func moveItem(_ from: String, to: String) throws(FileSystemError)
    /// The whole second (since 1970) `path` was last modified, or nil when it does not exist or
    /// cannot be told; has a default that always says nil.
    func modificationSecond(_ path: String) -> Int?
}

extension FileSysteming {
    /// Whether `path` is a file, a folder, or nothing (nil). One question where the walkers
    /// would otherwise ask `fileExists` then `directoryExists`; `LocalFileSystem` answers it
    /// with one `stat`.
    public func kind(_ path: String) -> FileKind? {
        if fileExists(path) { return .file }
        return directoryExists(path) ? .directory : nil
    }

    public func modificationSecond(_ path: String) -> Int? { nil }

    /// Reads a file as UTF-8 text (invalid bytes become U+FFFD).
    public func readText(_ path: String) throws(FileSystemError) -> String {
        String(decoding: try readBytes(path), as: UTF8.self)
    }
}

/// A file operation that failed, with the path and what to do.
public enum FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
    case notFound(String)
    case unreadable(String, reason: String)
    case unwritable(String, reason: String)

    public var description: String {
        switch self {
        case let .notFound(path): return "\(path): no such file or folder"
        case let .unreadable(path, reason): return "\(path): cannot be read: \(reason)"
        case let .unwritable(path, reason): return "\(path): cannot be written: \(reason); check the folder exists and is writable"
        }
    }
}
