import MortarCore
import MortarOutput
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
    /// The command line asked for `--format json`: a usage error is then one JSON document too.
    var json = false

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

    /// The environment variable that limits git commands using the network, in seconds.
    public static let gitTimeoutVariable = "MORTAR_GIT_TIMEOUT"

    /// `MORTAR_GIT_TIMEOUT` when set (a whole number of seconds from 1 to 86400), else git's
    /// default of 900 s. `CLI.run` checks it before any command runs.
    public func gitNetworkTimeout() throws(UsageError) -> Double {
        guard let text = environment[CommandContext.gitTimeoutVariable], !text.isEmpty else { return Git().networkTimeout }
        guard let seconds = Int(text), (1...86_400).contains(seconds) else {
            throw .invalidValue(option: CommandContext.gitTimeoutVariable, value: text, expected: "a whole number of seconds from 1 to 86400")
        }
        return Double(seconds)
    }

    /// git through the injected runner, with the network time limit `MORTAR_GIT_TIMEOUT` sets.
    public var git: Git {
        Git(runner: processRunner, networkTimeout: (try? gitNetworkTimeout()) ?? Git().networkTimeout)
    }
}

extension CommandContext {
    /// What services are handed: this context without its output streams.
    public var services: ServiceContext {
        ServiceContext(
            environment: environment, currentDirectory: currentDirectory, fileSystem: fileSystem, processRunner: processRunner, git: git)
    }

    /// Prints a service's messages on standard error, in order: findings in the one text shape,
    /// lines as `note: …`, `warning: …`, `error: …`.
    func render(_ messages: [ServiceMessage]) {
        stderr.write(ServiceText.messages(messages))
    }

    /// The workspace the command line names (`--manifest`, else the default found); nil, having
    /// said why (with `--format json` also as one JSON document), when there is none: exit 2.
    func session(_ arguments: ParsedArguments) -> WorkspaceSession? {
        if let session = WorkspaceSession.open(arguments.session, services) { return session }
        let messages: [ServiceMessage] = [.usage(WorkspaceSession.noManifest)]
        render(messages)
        _ = stopped(messages, json: arguments.json)
        return nil
    }
}

extension CommandContext {
    /// What a command that stopped returns: `code`; with `json`, after printing its messages
    /// as one JSON document on standard output (they are on standard error already).
    func stopped(_ messages: [ServiceMessage], json: Bool, _ code: ExitCode = .usage) -> ExitCode {
        if json { stdout.write(ServiceJSON.stopped(messages)) }
        return code
    }

    /// A command line that cannot be used (a `UsageError`): its diagnostic on standard error,
    /// with `--format json` also as one JSON document; exit 2.
    func usage(_ error: any Error) -> ExitCode {
        let diagnostic = (error as? UsageError)?.diagnostic ?? Diagnostic(.usage, .error, "\(error)")
        let messages: [ServiceMessage] = [.diagnostics([diagnostic])]
        render(messages)
        return stopped(messages, json: json)
    }
}
