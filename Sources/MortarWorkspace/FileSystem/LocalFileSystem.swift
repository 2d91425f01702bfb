import Foundation
import MortarCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file system: POSIX calls for reading and testing paths, `FileManager` for the rest.
public struct LocalFileSystem: FileSysteming {
    public init() {}

    /// Reads with `open`/`fstat`/`read` straight into the array: the workspace loader reads one
    /// manifest per module, and going through `FileManager` and `Data` cost more than the parse.
    public func readBytes(_ path: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .notFound(path) }
            throw .unreadable(path, reason: String(cString: strerror(code)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path, reason: String(cString: strerror(errno))) }
        if info.st_mode & S_IFMT == S_IFDIR { throw .unreadable(path, reason: "it is a folder, not a file") }
        var bytes = [UInt8](repeating: 0, count: max(0, Int(info.st_size)))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count))) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    public func fileExists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFDIR
    }

    public func directoryExists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    public func kind(_ path: String) -> FileKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR ? .directory : .file
    }

    public func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            if !FileManager.default.fileExists(atPath: path) { throw .notFound(path) }
            throw .unreadable(path, reason: error.localizedDescription)
        }
    }

    /// Creates `path` and its missing parents. A `.mortar` folder it creates gets its own
    /// `.gitignore` of `*` (`CacheFolder.selfIgnore`): every writer into Mortar's state folder
    /// comes through here, so none of it ever shows in the app's `git status`.
    public func createDirectory(_ path: String) throws(FileSystemError) {
        let newStateFolder = CacheFolder.stateFolder(containing: path).flatMap { directoryExists($0) ? nil : $0 }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path, reason: error.localizedDescription)
        }
        if let newStateFolder {
            try? writeAtomically(Array(CacheFolder.selfIgnore.text.utf8), to: newStateFolder + "/" + CacheFolder.selfIgnore.name)
        }
    }

    public func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/.\(url.lastPathComponent).mortar-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).tmp"
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: temporary))
            if rename(temporary, path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(atPath: temporary)
                throw FileSystemError.unwritable(path, reason: reason)
            }
        } catch let error as FileSystemError {
            throw error
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .unwritable(path, reason: error.localizedDescription)
        }
    }

    public func removeItem(_ path: String) throws(FileSystemError) {
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw .unwritable(path, reason: error.localizedDescription)
        }
    }

    public func moveItem(_ from: String, to: String) throws(FileSystemError) {
        if rename(from, to) != 0 {
            throw .unwritable(to, reason: String(cString: strerror(errno)))
        }
    }
}
