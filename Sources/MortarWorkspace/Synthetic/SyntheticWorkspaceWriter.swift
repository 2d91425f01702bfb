import MortarCore

/// Writes a planned `SyntheticWorkspace` into a folder (which should be empty), creating
/// folders as needed. Git repositories, when wanted, are made by the caller afterwards.
public struct SyntheticWorkspaceWriter: Sendable {
    public var fileSystem: FileSysteming

    public init(fileSystem: FileSysteming = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// Writes every file under `root` (an absolute path).
    /// - Throws: the first `FileSystemError`.
    public func write(_ workspace: SyntheticWorkspace, to root: String) throws(FileSystemError) {
        var created: Set<String> = []
        for file in workspace.files {
            let path = root + "/" + file.path
            let folder = PathText.directory(of: path)
            if created.insert(folder).inserted { try fileSystem.createDirectory(folder) }
            try fileSystem.writeAtomically(file.bytes, to: path)
        }
    }
}
