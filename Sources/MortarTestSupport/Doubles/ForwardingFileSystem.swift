import MortarWorkspace

/// A file system seam of a test that is the real one (`real`, a `LocalFileSystem`) but for
/// what it implements itself: a clock that lags, a save after a read, a refused path. Every
/// requirement of `FileSysteming` is forwarded to `real` unless the type implements it;
/// `readText` and `readUTF8` keep `FileSysteming`'s own, which read through `readBytes`, so a
/// type that changes `readBytes` changes them too.
public protocol ForwardingFileSystem: FileSysteming {
    var real: LocalFileSystem { get }
}

extension ForwardingFileSystem {
    public func readBytes(_ path: String) throws(FileSystemError) -> [UInt8] { try real.readBytes(path) }
    public func fileExists(_ path: String) -> Bool { real.fileExists(path) }
    public func directoryExists(_ path: String) -> Bool { real.directoryExists(path) }
    public func kind(_ path: String) -> FileKind? { real.kind(path) }
    public func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] { try real.contentsOfDirectory(path) }
    public func createDirectory(_ path: String) throws(FileSystemError) { try real.createDirectory(path) }
    public func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) { try real.writeAtomically(bytes, to: path) }
    public func removeItem(_ path: String) throws(FileSystemError) { try real.removeItem(path) }
    public func moveItem(_ from: String, to: String) throws(FileSystemError) { try real.moveItem(from, to: to) }
    public func modificationSecond(_ path: String) -> Int? { real.modificationSecond(path) }
    public func setModificationSecond(_ path: String, to second: Int) throws(FileSystemError) { try real.setModificationSecond(path, to: second) }
    public func createHardLink(_ path: String, toFile existing: String) throws(FileSystemError) { try real.createHardLink(path, toFile: existing) }
    public func currentTime() -> Double { real.currentTime() }
    public func sleep(seconds: Double) { real.sleep(seconds: seconds) }
    public func linkDestination(_ path: String) -> String? { real.linkDestination(path) }
    public func createLink(_ path: String, to destination: String) throws(FileSystemError) { try real.createLink(path, to: destination) }
}
