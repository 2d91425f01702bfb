import Foundation
import MortarCore

/// What every service may touch, handed in by the caller (the CLI, a test): the environment,
/// the current folder, the file system and the process runner. Services never print.
public struct ServiceContext: Sendable {
    /// The environment (`CI`, `ENV` reads of Podfiles, `MORTAR_LOCK_WAIT`); also the
    /// environment every program the process runner starts begins from.
    public var environment: [String: String]
    /// Relative paths are resolved against this folder.
    public var currentDirectory: String
    public var fileSystem: FileSysteming
    public var processRunner: ProcessRunning
    /// git through `processRunner`, with the network time limit the caller chose.
    public var git: Git

    public init(
        environment: [String: String], currentDirectory: String, fileSystem: FileSysteming = LocalFileSystem(),
        processRunner: ProcessRunning? = nil, git: Git? = nil
    ) {
        let runner = processRunner ?? ProcessRunner(environment: environment)
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.fileSystem = fileSystem
        self.processRunner = runner
        self.git = git ?? Git(runner: runner)
    }

    /// This process's current folder, where `mortar` was started.
    public static var processDirectory: String { FileManager.default.currentDirectoryPath }

    /// `path` made absolute against the current folder (for file access, not for display).
    public func absolute(_ path: String) -> String {
        PathText.absolute(path, from: currentDirectory)
    }

    /// A loader over this context's file system and process runner.
    public func loader(cacheDirectory: String? = nil) -> WorkspaceLoader {
        WorkspaceLoader(
            fileSystem: fileSystem, processRunner: processRunner, environment: environment, currentDirectory: currentDirectory,
            cacheDirectory: cacheDirectory)
    }
}
