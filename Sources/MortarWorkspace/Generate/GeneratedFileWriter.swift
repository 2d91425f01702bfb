import MortarCore

/// The disk side of `mortar generate`: compares planned files with what is on disk, and writes
/// a changed one atomically (creating its folder). An unchanged file is never touched, so its
/// modification time is kept. Tests drive it without the CLI.
public struct GeneratedFileWriter: Sendable {
    /// A planned file whose contents differ from the disk; `old` is nil when there is no file.
    public struct Difference: Hashable, Sendable {
        public var file: GeneratedFile
        public var old: String?

        public init(file: GeneratedFile, old: String?) {
            self.file = file
            self.old = old
        }
    }

    public var fileSystem: FileSysteming

    public init(fileSystem: FileSysteming = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// The files of `files` that are missing or differ on disk, in plan order.
    public func differences(_ files: [GeneratedFile]) -> [Difference] {
        files.compactMap { file in
            let old = fileSystem.fileExists(file.path) ? try? fileSystem.readText(file.path) : nil
            return old == file.contents ? nil : Difference(file: file, old: old)
        }
    }

    /// True when a generated file may go to `path`: nothing is there, or what is there Mortar
    /// wrote (`GenerationInput.isGenerated`: its header, or only white space). A file that
    /// cannot be read is not known to be Mortar's, so it is not.
    public func mayReplace(_ path: String) -> Bool {
        guard fileSystem.fileExists(path) else { return true }
        guard let text = try? fileSystem.readText(path) else { return false }
        return GenerationInput.isGenerated(text)
    }

    /// Writes `file` atomically, creating its folder when missing.
    public func write(_ file: GeneratedFile) throws(FileSystemError) {
        let folder = PathText.directory(of: file.path)
        if !fileSystem.directoryExists(folder) { try fileSystem.createDirectory(folder) }
        try fileSystem.writeAtomically(Array(file.contents.utf8), to: file.path)
    }
}
