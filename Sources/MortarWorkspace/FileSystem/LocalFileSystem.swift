import Foundation
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
    /// Opened without blocking, so a named pipe cannot hold the open; then only a regular file of
    /// at most `FileSystemError.inputLimit` bytes is read, and never more than that many bytes.
    public func readBytes(_ path: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .notFound(path) }
            throw .unreadable(path, reason: String(cString: strerror(code)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path, reason: String(cString: strerror(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unreadable(path, reason: "it is a folder, not a file")
        case S_IFIFO: throw .notRegular(path, kind: "a named pipe (FIFO)")
        case S_IFCHR: throw .notRegular(path, kind: "a character device")
        case S_IFBLK: throw .notRegular(path, kind: "a block device")
        case S_IFSOCK: throw .notRegular(path, kind: "a socket")
        default: throw .notRegular(path, kind: "a special file")
        }
        let limit = FileSystemError.inputLimit
        guard Int(info.st_size) <= limit else { throw .tooLarge(path, size: Int(info.st_size)) }
        // One byte past the limit tells a file that grew since `fstat` from one that did not.
        var bytes = [UInt8](repeating: 0, count: max(0, Int(info.st_size)) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: min(max(4096, bytes.count), limit + 1 - bytes.count))) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            filled += count
            if filled > limit { throw .tooLarge(path, size: filled) }
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
            throw .unreadable(path, reason: LocalFileSystem.reason(error))
        }
    }

    public func createDirectory(_ path: String) throws(FileSystemError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path, reason: LocalFileSystem.reason(error))
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
            throw .unwritable(path, reason: LocalFileSystem.reason(error))
        }
    }

    public func removeItem(_ path: String) throws(FileSystemError) {
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw .unwritable(path, reason: LocalFileSystem.reason(error))
        }
    }

    public func moveItem(_ from: String, to: String) throws(FileSystemError) {
        if rename(from, to) != 0 {
            throw .unwritable(to, reason: String(cString: strerror(errno)))
        }
    }

    /// Why a `FileManager` call failed, as the system says it (`Not a directory`, `Device or
    /// resource busy`): its own text on Linux is "The operation could not be completed.
    /// (NSCocoaErrorDomain error 512.)", which names neither the cause nor a fix.
    static func reason(_ error: Error) -> String {
        // Stored as a Swift `Error` on Linux, so bridged rather than cast.
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? Error {
            let posix = underlying as NSError
            if posix.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(posix.code))) }
        }
        return error.localizedDescription
    }
}
