import Foundation
import MortarCore

/// The file operations Mortar needs. `LocalFileSystem` is the real one.
public protocol FileSysteming: Sendable {
    /// The bytes of a regular file of at most `FileSystemError.inputLimit` bytes: every input
    /// Mortar reads comes through here, so a named pipe, a device or a runaway file is refused
    /// (`.notRegular`, `.tooLarge`) instead of blocking or filling memory.
    func readBytes(_ path: String) throws(FileSystemError) -> [UInt8]
    /// A file as UTF-8 text (invalid bytes become U+FFFD), as `readBytes` bounds it; a file saved
    /// as UTF-16 is refused (`.notUTF8`). Has a default built on `readBytes`.
    func readText(_ path: String) throws(FileSystemError) -> String
    /// `readText`'s answer as its UTF-8 bytes (`UTF8Text`), for a reader that works on bytes:
    /// the same refusals, the same U+FFFD for invalid bytes. Has a default built on `readText`.
    func readUTF8(_ path: String) throws(FileSystemError) -> UTF8Text
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
    /// Sets the modification (and access) time of the file or symbolic link at `path` to the
    /// whole second `second` (since 1970), never touching what a link points to; has a default
    /// that refuses.
    func setModificationSecond(_ path: String, to second: Int) throws(FileSystemError)
    /// Makes `path` a hard link to the regular file `existing` (never to a link, a folder or a
    /// special file); has a default that refuses (a file system without hard links).
    func createHardLink(_ path: String, toFile existing: String) throws(FileSystemError)
    /// Now, in seconds since 1970, by the clock file times are taken from; has a default that
    /// reads the system clock.
    func currentTime() -> Double
    /// Waits `seconds` by the clock `currentTime` reads (a retry's backoff, the wait for a
    /// second to pass); has a default that sleeps the thread.
    func sleep(seconds: Double)
    /// What the symbolic link at `path` points to, as written; nil when `path` is no link. Has a
    /// default that always says nil.
    func linkDestination(_ path: String) -> String?
    /// Makes a symbolic link at `path` to `destination` (relative to the link's folder); has a
    /// default that refuses.
    func createLink(_ path: String, to destination: String) throws(FileSystemError)
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

    public func setModificationSecond(_ path: String, to second: Int) throws(FileSystemError) {
        throw .unwritable(path, reason: "this file system sets no file times")
    }

    public func currentTime() -> Double { Date().timeIntervalSince1970 }

    public func sleep(seconds: Double) {
        if seconds > 0 { usleep(UInt32(min(seconds, 4000) * 1_000_000)) }
    }

    public func createHardLink(_ path: String, toFile existing: String) throws(FileSystemError) {
        throw .unwritable(path, reason: "this file system makes no hard links")
    }

    public func linkDestination(_ path: String) -> String? { nil }

    public func createLink(_ path: String, to destination: String) throws(FileSystemError) {
        throw .unwritable(path, reason: "this file system makes no symbolic links")
    }

    /// The first symbolic link on the way from Mortar's state folder (`.mortar` itself
    /// included) down to `path`, or nil: a link there (`.mortar/targets -> ~`, a tree or a
    /// folder of one linked elsewhere) would take what Mortar writes or removes in its state
    /// out of the project, so nothing is written or removed through one.
    public func linkInStateFolder(on path: String) -> String? {
        guard let state = CacheFolder.stateFolder(containing: path) else { return nil }
        var current = state
        if linkDestination(current) != nil { return current }
        for part in path.dropFirst(state.count).split(separator: "/") {
            current += "/" + part
            if linkDestination(current) != nil { return current }
        }
        return nil
    }

    /// Reads a file as UTF-8 text (invalid bytes become U+FFFD). A file saved as UTF-16 (a
    /// byte-order mark, or every other byte of its first characters zero) is refused with
    /// `.notUTF8`: read as UTF-8 it would only be reported as some byte 0xFF or 0xEF.
    public func readText(_ path: String) throws(FileSystemError) -> String {
        try FileSystemError.text(of: readBytes(path), path: path)
    }

    public func readUTF8(_ path: String) throws(FileSystemError) -> UTF8Text {
        UTF8Text(try readText(path))
    }
}

/// A file operation that failed, with the path and what to do.
public enum FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
    case notFound(String)
    case unreadable(String, reason: String)
    case unwritable(String, reason: String)
    /// Not a regular file: a named pipe, a device or a socket (`kind` says which, for people).
    case notRegular(String, kind: String)
    /// Bigger than `inputLimit`; `size` is its size in bytes (at least, when it grew while read).
    case tooLarge(String, size: Int)
    /// Text in another encoding than UTF-8 (`encoding` names it: `UTF-16 (little-endian)`).
    case notUTF8(String, encoding: String)
    /// Mortar's state folder (`.mortar`), or a folder in it, is a symbolic link: nothing is
    /// written or removed through it.
    case linkedStateFolder(String)

    /// The most bytes Mortar reads from one input file: 64 MiB, far above any real manifest,
    /// lock file or source file, and far below what would exhaust memory.
    public static let inputLimit = 64 << 20

    public var description: String {
        switch self {
        case let .notFound(path): return "\(path): \(reason)"
        case let .unwritable(path, reason): return "\(path): cannot be written: \(reason); check the folder exists and is writable"
        case let .linkedStateFolder(path): return "\(path): cannot be written: \(reason); \(fix ?? "")"
        case let .unreadable(path, _), let .notRegular(path, _), let .tooLarge(path, _), let .notUTF8(path, _):
            return "\(path): cannot be read: \(reason)" + (fix.map { "; \($0)" } ?? "")
        }
    }

    /// What is wrong, without the path: for messages that name the file their own way
    /// (`cannot read 'Core/Core.podspec': it is a named pipe (FIFO), not a regular file`).
    public var reason: String {
        switch self {
        case .notFound: return "no such file or folder"
        case let .unreadable(_, reason), let .unwritable(_, reason): return reason
        case let .notRegular(_, kind): return "it is \(kind), not a regular file"
        case let .tooLarge(_, size):
            return "it is \(NumberText.grouped(size)) bytes, over the 64 MiB (\(NumberText.grouped(Self.inputLimit)) bytes) an input file may have"
        case let .notUTF8(_, encoding): return "it is \(encoding) text, not UTF-8"
        case .linkedStateFolder: return "it is a symbolic link, and Mortar keeps its state only in a folder of the project"
        }
    }

    /// What to do, when the error itself knows better than the caller's general advice.
    public var fix: String? {
        switch self {
        case .notFound, .unreadable: return nil
        case .unwritable: return "check the folder exists and is writable"
        case .notRegular: return "replace it with a regular file"
        case .tooLarge: return "check it is the file you meant"
        case .notUTF8: return "save it as UTF-8"
        case .linkedStateFolder: return "remove the link (mortar clean does), and run again"
        }
    }

    /// `UTF-16 (little-endian)` or `UTF-16 (big-endian)` when `bytes` start with that byte-order
    /// mark or look like it without one (ASCII characters with a zero byte beside each), else nil.
    static func utf16Encoding<Bytes: RandomAccessCollection<UInt8>>(of bytes: Bytes) -> String? where Bytes.Index == Int {
        guard bytes.count >= 2 else { return nil }
        if bytes[0] == 0xFF, bytes[1] == 0xFE { return "UTF-16 (little-endian)" }
        if bytes[0] == 0xFE, bytes[1] == 0xFF { return "UTF-16 (big-endian)" }
        // The first eight pairs of bytes (of an odd count, the last byte left out), compared in
        // place: asked of every file read.
        let pairs = min(bytes.count, 16) / 2
        guard pairs >= 2 else { return nil }
        var little = true, big = true
        for pair in 0..<pairs {
            let first = bytes[2 * pair], second = bytes[2 * pair + 1]
            if first == 0 || second != 0 { little = false }
            if first != 0 || second == 0 { big = false }
        }
        if little { return "UTF-16 (little-endian)" }
        if big { return "UTF-16 (big-endian)" }
        return nil
    }

    /// `bytes` read from `path` as UTF-8 text (`FileSysteming.readText`'s answer), or `.notUTF8`.
    static func text(of bytes: [UInt8], path: String) throws(FileSystemError) -> String {
        if let encoding = utf16Encoding(of: bytes) { throw .notUTF8(path, encoding: encoding) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text(of:path:)`'s answer as its bytes (`FileSysteming.readUTF8`'s), or `.notUTF8`.
    static func utf8Text(of bytes: [UInt8], path: String) throws(FileSystemError) -> UTF8Text {
        if let encoding = utf16Encoding(of: bytes) { throw .notUTF8(path, encoding: encoding) }
        return UTF8Text(repairing: bytes)
    }
}
