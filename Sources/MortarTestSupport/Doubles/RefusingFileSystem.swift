import MortarWorkspace

/// The real file system, except that writing or removing a path ending in `refused` fails as a
/// read-only file system would: as root nothing else refuses, so this seam shows what a
/// service says then (real git, real folders otherwise).
public struct RefusingFileSystem: ForwardingFileSystem {
    public let real = LocalFileSystem()
    public let refused: String

    public init(refused: String) { self.refused = refused }

    public func refuse(_ path: String) throws(FileSystemError) {
        if path.hasSuffix(refused) { throw .unwritable(path, reason: "Read-only file system") }
    }
    public func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        try refuse(path)
        try real.writeAtomically(bytes, to: path)
    }
    public func removeItem(_ path: String) throws(FileSystemError) {
        try refuse(path)
        try real.removeItem(path)
    }
    public func setModificationSecond(_ path: String, to second: Int) throws(FileSystemError) {
        try refuse(path)
        try real.setModificationSecond(path, to: second)
    }
    public func createHardLink(_ path: String, toFile existing: String) throws(FileSystemError) {
        try refuse(path)
        try real.createHardLink(path, toFile: existing)
    }
}
