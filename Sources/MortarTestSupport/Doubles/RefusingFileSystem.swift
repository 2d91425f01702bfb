import MortarWorkspace

/// The real file system, except that writing or removing a path ending in `refused` fails as a
/// read-only file system would: as root nothing else refuses, so this seam shows what a
/// service says then (real git, real folders otherwise).
public struct RefusingFileSystem: FileSysteming {
    let real = LocalFileSystem()
    public let refused: String

    public init(refused: String) { self.refused = refused }

    public func refuse(_ path: String) throws(FileSystemError) {
        if path.hasSuffix(refused) { throw .unwritable(path, reason: "Read-only file system") }
    }

    public func readBytes(_ path: String) throws(FileSystemError) -> [UInt8] { try real.readBytes(path) }
    public func fileExists(_ path: String) -> Bool { real.fileExists(path) }
    public func directoryExists(_ path: String) -> Bool { real.directoryExists(path) }
    public func kind(_ path: String) -> FileKind? { real.kind(path) }
    public func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] { try real.contentsOfDirectory(path) }
    public func createDirectory(_ path: String) throws(FileSystemError) { try real.createDirectory(path) }
    public func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        try refuse(path)
        try real.writeAtomically(bytes, to: path)
    }
    public func removeItem(_ path: String) throws(FileSystemError) {
        try refuse(path)
        try real.removeItem(path)
    }
    public func moveItem(_ from: String, to: String) throws(FileSystemError) { try real.moveItem(from, to: to) }
    public func modificationSecond(_ path: String) -> Int? { real.modificationSecond(path) }
    public func setModificationSecond(_ path: String, to second: Int) throws(FileSystemError) {
        try refuse(path)
        try real.setModificationSecond(path, to: second)
    }
    public func currentTime() -> Double { real.currentTime() }
    public func createHardLink(_ path: String, toFile existing: String) throws(FileSystemError) {
        try refuse(path)
        try real.createHardLink(path, toFile: existing)
    }
    public func linkDestination(_ path: String) -> String? { real.linkDestination(path) }
    public func createLink(_ path: String, to destination: String) throws(FileSystemError) { try real.createLink(path, to: destination) }
}
