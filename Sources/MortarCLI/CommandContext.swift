import MortarWorkspace

/// Everything a command may touch, handed in so tests can run commands in-process.
public struct CommandContext: Sendable {
    /// The environment (`NO_COLOR`, `PATH`, `ENV` reads of Podfiles); also the environment
    /// every program the default process runner starts (git, swift) begins from.
    public var environment: [String: String]
    /// Relative paths in arguments are resolved against this folder.
    public var currentDirectory: String
    public var stdout: TextOutput
    public var stderr: TextOutput
    /// True when standard output is a terminal: colour and live progress are allowed.
    public var isTerminal: Bool
    public var fileSystem: FileSysteming
    public var processRunner: ProcessRunning

    public init(
        environment: [String: String], currentDirectory: String, stdout: TextOutput, stderr: TextOutput,
        isTerminal: Bool = false, fileSystem: FileSysteming = LocalFileSystem(), processRunner: ProcessRunning? = nil
    ) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.stdout = stdout
        self.stderr = stderr
        self.isTerminal = isTerminal
        self.fileSystem = fileSystem
        self.processRunner = processRunner ?? ProcessRunner(environment: environment)
    }

    /// Colour only on a terminal, and never with `NO_COLOR` set (https://no-color.org).
    public var useColor: Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// `path` made absolute against the current folder (for file access, not for display).
    public func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if currentDirectory.hasSuffix("/") { return currentDirectory + path }
        return currentDirectory + "/" + path
    }
}
