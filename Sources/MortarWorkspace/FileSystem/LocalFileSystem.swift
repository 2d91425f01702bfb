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
    /// Opened without blocking, so a named pipe cannot hold the open; then only a regular file of
    /// at most `FileSystemError.inputLimit` bytes is read, and never more than that many bytes.
    public func readBytes(_ path: String) throws(FileSystemError) -> [UInt8] {
        let (descriptor, size) = try openForReading(path)
        defer { close(descriptor) }
        let limit = FileSystemError.inputLimit
        // One byte past the limit tells a file that grew since `fstat` from one that did not.
        var bytes = [UInt8](repeating: 0, count: size + 1)
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

    /// `path` opened for reading without blocking, and its size, when it is a regular file of at
    /// most `FileSystemError.inputLimit` bytes; else why not. The caller closes the descriptor.
    func openForReading(_ path: String) throws(FileSystemError) -> (descriptor: Int32, size: Int) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .notFound(path) }
            throw .unreadable(path, reason: String(cString: strerror(code)))
        }
        do {
            return (descriptor, try regularFileSize(descriptor, path: path))
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// The size of the file open as `descriptor`, a regular file of at most
    /// `FileSystemError.inputLimit` bytes; else why it is not read.
    private func regularFileSize(_ descriptor: Int32, path: String) throws(FileSystemError) -> Int {
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
        guard Int(info.st_size) <= FileSystemError.inputLimit else { throw .tooLarge(path, size: Int(info.st_size)) }
        return max(0, Int(info.st_size))
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

    public func modificationSecond(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        return Int(info.st_mtimespec.tv_sec)
        #else
        return Int(info.st_mtim.tv_sec)
        #endif
    }

    /// `utimensat` with `AT_SYMLINK_NOFOLLOW`: a link gets the time, never what it points to.
    public func setModificationSecond(_ path: String, to second: Int) throws(FileSystemError) {
        var time = timespec()
        time.tv_sec = time_t(second)
        let times = [time, time]
        if utimensat(AT_FDCWD, path, times, AT_SYMLINK_NOFOLLOW) != 0 {
            throw .unwritable(path, reason: String(cString: strerror(errno)))
        }
    }

    /// `link`, after `lstat` says `existing` is a regular file.
    public func createHardLink(_ path: String, toFile existing: String) throws(FileSystemError) {
        var info = stat()
        guard lstat(existing, &info) == 0 else { throw .unreadable(existing, reason: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .unwritable(path, reason: "\(existing) is not a regular file") }
        if link(existing, path) != 0 {
            throw .unwritable(path, reason: String(cString: strerror(errno)))
        }
    }

    /// `CLOCK_REALTIME`, the clock the kernel dates files by (its coarse variant may lag it).
    public func currentTime() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }

    public func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            if !FileManager.default.fileExists(atPath: path) { throw .notFound(path) }
            throw .unreadable(path, reason: LocalFileSystem.reason(error))
        }
    }

    /// Creates `path` and its missing parents. A `.mortar` folder it creates gets its own
    /// `.gitignore` of `*` (`CacheFolder.selfIgnore`): every writer into Mortar's state folder
    /// comes through here, so none of it ever shows in the app's `git status`.
    public func createDirectory(_ path: String) throws(FileSystemError) {
        // A `.mortar` that is a symbolic link (a repository can commit one to `~`), or a folder
        // in it that is one, would take every tree and cache Mortar keeps out of the project:
        // never written through.
        if let link = linkInStateFolder(on: path) {
            throw .linkedStateFolder(link)
        }
        let newStateFolder = CacheFolder.stateFolder(containing: path).flatMap { directoryExists($0) ? nil : $0 }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path, reason: LocalFileSystem.reason(error))
        }
        if let newStateFolder {
            try? writeAtomically(Array(CacheFolder.selfIgnore.text.utf8), to: newStateFolder + "/" + CacheFolder.selfIgnore.name)
        }
    }

    /// Writes what the user's file system holds at `path`, never replacing the user's kind of
    /// file with another: a symbolic link is written through (its target is replaced, the link
    /// stays), an existing file keeps its permissions (`0600` stays `0600`), and a file with
    /// other hard links is rewritten in place so every link still names it. A hard link cannot
    /// survive a rename, and keeping the links (which the user made on purpose) wins over
    /// atomicity there; the new bytes are still written to a temporary file first, so a full
    /// disk fails before the linked file is touched. Everything else is replaced atomically:
    /// a temporary file in the same folder, then a rename.
    public func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let target = Self.throughLinks(path)
        var info = stat()
        let exists = stat(target, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[..<$0]) } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = folder + "/.\(name).mortar-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).tmp"
        try Self.create(temporary, bytes, mode: exists ? info.st_mode & 0o7777 : nil, reportedAs: path)
        if exists, info.st_nlink > 1 {
            defer { unlink(temporary) }
            try Self.overwrite(target, bytes, reportedAs: path)
            return
        }
        if rename(temporary, target) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .unwritable(path, reason: reason)
        }
    }

    /// The file `path` names once the symbolic links of its last component are followed (at
    /// most 32, as the kernel does); a dangling link gives the path it points at. The one answer
    /// for where a write to `path` lands (`OutputGuard.resolvingLinks` checks that place).
    public static func throughLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<32 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if destination.hasPrefix("/") {
                current = destination
            } else {
                let slash = current.lastIndex(of: "/")
                current = slash.map { String(current[...$0]) + destination } ?? destination
            }
        }
        return current
    }

    /// Creates `path` (which must not exist) holding `bytes`, with `mode` when given (else the
    /// usual `0666` less the umask).
    private static func create(_ path: String, _ bytes: [UInt8], mode: mode_t?, reportedAs shown: String) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .unwritable(shown, reason: String(cString: strerror(errno))) }
        var failure: Int32 = 0
        if let mode, fchmod(descriptor, mode) != 0 { failure = errno }
        if failure == 0 { failure = writeAll(descriptor, bytes) }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            unlink(path)
            throw .unwritable(shown, reason: String(cString: strerror(failure)))
        }
    }

    /// Replaces the contents of the existing file `path` in place (its inode, links and mode stay).
    private static func overwrite(_ path: String, _ bytes: [UInt8], reportedAs shown: String) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unwritable(shown, reason: String(cString: strerror(errno))) }
        var failure = writeAll(descriptor, bytes)
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 { throw .unwritable(shown, reason: String(cString: strerror(failure))) }
    }

    /// Writes every byte (retrying short writes and interruptions); 0, or the `errno` that stopped it.
    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32 {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return 0
    }

    public func removeItem(_ path: String) throws(FileSystemError) {
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw .unwritable(path, reason: LocalFileSystem.reason(error))
        }
    }

    public func linkDestination(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        return try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    }

    public func createLink(_ path: String, to destination: String) throws(FileSystemError) {
        if symlink(destination, path) != 0 {
            throw .unwritable(path, reason: String(cString: strerror(errno)))
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
