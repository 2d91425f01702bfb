import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One Mortar at a time in a checkouts folder: `fetch`, `bootstrap` and `clean` hold this lock
/// while they change it, so two runs never clone into one temporary folder or write one lock
/// file at once. It is an advisory `flock` on `.NAME.mortar-lock` beside the checkouts folder
/// (`.Modules.mortar-lock`), which the kernel releases when the process ends however it ends;
/// the file names the holder for the message a second run prints.
public final class WorkspaceLock: @unchecked Sendable {
    /// Why the lock could not be taken.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// Another run holds it (`holder` is what that run wrote: process id, command, start).
        case held(lockFile: String, holder: String, waited: Double)
        case unusable(lockFile: String, reason: String)
        /// The lock file's place holds a symbolic link or something else than a regular file
        /// (`what`): never opened through, never truncated.
        case notAFile(lockFile: String, what: String)

        public var description: String {
            switch self {
            case let .held(lockFile, holder, waited):
                let who = holder.isEmpty ? "another mortar" : "another mortar (\(holder))"
                return "\(who) is working in this checkouts folder (lock \(lockFile), waited \(String(format: "%g", waited)) s); wait for it to finish and run again"
            case let .unusable(lockFile, reason):
                return "cannot take the workspace lock \(lockFile): \(reason); check the manifest's folder is writable"
            case let .notAFile(lockFile, what):
                return "the workspace lock \(lockFile) is \(what), which Mortar never writes through; remove it and run again (Mortar makes its lock file itself)"
            }
        }
    }

    private let descriptor: Int32
    private let path: String
    private var released = false

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    /// The lock file of `checkouts` (an absolute folder path).
    public static func lockFile(forCheckouts checkouts: String) -> String {
        let folder = (checkouts as NSString).deletingLastPathComponent
        return folder + "/." + (checkouts as NSString).lastPathComponent + ".mortar-lock"
    }

    /// How long a try waits before the next while another run holds the lock.
    static let retryPause = 0.1

    /// Takes the lock of `checkouts`, waiting up to `wait` seconds for another run to finish:
    /// tries again every `retryPause` (the last pause what is left of `wait`), waiting through
    /// `clock` (`FileSysteming.sleep`, the seam tests drive), so the waits add up to `wait`
    /// whatever the clock. `purpose` (`mortar fetch`) is written for the message another run
    /// would print.
    public static func acquire(
        checkouts: String, purpose: String, wait: Double, clock: any FileSysteming = LocalFileSystem()
    ) throws(Failure) -> WorkspaceLock {
        let path = lockFile(forCheckouts: checkouts)
        var waited = 0.0
        while true {
            // Never through a link (a repository can commit `.Modules.mortar-lock -> ~/.bashrc`:
            // the file would be truncated), and only a regular file.
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
            guard fd >= 0 else {
                if errno == ELOOP { throw .notAFile(lockFile: path, what: "a symbolic link") }
                throw .unusable(lockFile: path, reason: String(cString: strerror(errno)))
            }
            var kind = stat()
            if fstat(fd, &kind) == 0, kind.st_mode & S_IFMT != S_IFREG {
                close(fd)
                throw .notAFile(lockFile: path, what: "not a regular file")
            }
            if flock(fd, LOCK_EX | LOCK_NB) == 0 {
                // The holder before us may have removed the file after we opened it: the lock
                // counts only on the file that is at the path now.
                var opened = stat(), current = stat()
                if fstat(fd, &opened) == 0, stat(path, &current) == 0, opened.st_ino == current.st_ino, opened.st_dev == current.st_dev {
                    let note = "pid \(getpid()), \(purpose)"
                    _ = ftruncate(fd, 0)
                    _ = note.withCString { pwrite(fd, $0, strlen($0), 0) }
                    return WorkspaceLock(descriptor: fd, path: path)
                }
                close(fd)
                continue
            }
            let busy = errno == EWOULDBLOCK || errno == EAGAIN
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = pread(fd, &buffer, buffer.count, 0)
            close(fd)
            guard busy else { throw .unusable(lockFile: path, reason: String(cString: strerror(errno))) }
            if waited >= wait {
                let holder = count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : ""
                throw .held(lockFile: path, holder: holder.trimmingCharacters(in: .whitespacesAndNewlines), waited: wait)
            }
            let pause = min(retryPause, wait - waited)
            clock.sleep(seconds: pause)
            waited += pause
        }
    }

    /// Removes the lock file and lets the next run in.
    public func release() {
        guard !released else { return }
        released = true
        unlink(path)
        close(descriptor)
    }

    deinit { release() }
}
