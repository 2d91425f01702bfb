import MortarCore
import MortarWorkspace
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a planned `SyntheticWorkspacePlan` into an empty folder, creating folders as needed.
/// Git repositories, when wanted, are made by the caller afterwards.
///
/// Plain `mkdir`/`open`/`write`, not atomic writes: the folder is new and nobody reads it
/// while it is written, and a 20,000-module workspace is 20,000 folders and files.
public struct SyntheticWorkspaceWriter: Sendable {
    public init() {}

    /// Writes every file under `root` (an absolute path to an empty or missing folder).
    /// - Throws: `FileSystemError` naming the first path that could not be written.
    public func write(_ workspace: SyntheticWorkspacePlan, to root: String) throws(FileSystemError) {
        var created: Set<String> = ["/", "."]
        for file in workspace.files {
            let path = root + "/" + file.path
            try makeFolders(PathText.directory(of: path), created: &created)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw .unwritable(path, reason: String(cString: strerror(errno))) }
            defer { close(descriptor) }
            var written = 0
            while written < file.bytes.count {
                let count = file.bytes.withUnsafeBytes { buffer in
                    systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw .unwritable(path, reason: String(cString: strerror(errno)))
                }
                written += count
            }
        }
    }

    /// Creates `folder` and its missing parents (remembering which exist).
    private func makeFolders(_ folder: String, created: inout Set<String>) throws(FileSystemError) {
        if created.contains(folder) { return }
        try makeFolders(PathText.directory(of: folder), created: &created)
        if mkdir(folder, 0o755) != 0, errno != EEXIST {
            throw .unwritable(folder, reason: String(cString: strerror(errno)))
        }
        created.insert(folder)
    }
}

/// `write(2)`, named apart from the method above.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
