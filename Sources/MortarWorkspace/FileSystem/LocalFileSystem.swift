import Foundation

/// The real file system, through `FileManager`.
public struct LocalFileSystem: FileSysteming {
    public init() {}

    public func readBytes(_ path: String) throws(FileSystemError) -> [UInt8] {
        guard FileManager.default.fileExists(atPath: path) else { throw .notFound(path) }
        do {
            return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw .unreadable(path, reason: error.localizedDescription)
        }
    }

    public func fileExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    public func directoryExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    public func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            if !FileManager.default.fileExists(atPath: path) { throw .notFound(path) }
            throw .unreadable(path, reason: error.localizedDescription)
        }
    }

    public func createDirectory(_ path: String) throws(FileSystemError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path, reason: error.localizedDescription)
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
