/// Runs external programs. The real one is `ProcessRunner`; tests may stand a counting or
/// scripted one beside it.
public protocol ProcessRunning: Sendable {
    /// Runs `executable` with `arguments` (an argv array: never a shell string).
    func run(_ request: ProcessRequest) throws(ProcessError) -> ProcessResult
}

/// One program to run: what, with which arguments, where, with which environment, how long.
public struct ProcessRequest: Hashable, Sendable {
    /// A program name looked up on `PATH` (`git`), or a path to one.
    public var executable: String
    public var arguments: [String]
    public var workingDirectory: String?
    /// Variables added to (or replacing) the inherited environment.
    public var environment: [String: String]
    /// Inherited variables the program must not see (`GIT_DIR` of a hook Mortar runs under).
    public var unsetting: [String] = []
    /// Wall-clock limit in seconds; on expiry the process is terminated, then killed.
    public var timeout: Double
    /// Bytes written to standard input, then closed (standard input is otherwise empty).
    public var input: [UInt8]?

    public init(
        _ executable: String, _ arguments: [String], workingDirectory: String? = nil,
        environment: [String: String] = [:], timeout: Double = 600, input: [UInt8]? = nil, unsetting: [String] = []
    ) {
        self.unsetting = unsetting
        self.executable = executable
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.environment = environment
        self.timeout = timeout
        self.input = input
    }

    /// `executable arg1 arg2`, for messages (not for running).
    public var commandLine: String { ([executable] + arguments).joined(separator: " ") }
}

/// What a finished program produced.
public struct ProcessResult: Hashable, Sendable {
    public var status: Int32
    public var stdout: [UInt8]
    public var stderr: [UInt8]

    public init(status: Int32, stdout: [UInt8], stderr: [UInt8]) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }

    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
}

/// Why a program could not be run, or ran and failed.
public enum ProcessError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The program could not be started (not found, not executable).
    case launchFailed(argv: [String], reason: String)
    /// It ran past its time limit and was stopped.
    case timedOut(argv: [String], seconds: Double)
    /// It exited with a non-zero status (only from helpers that demand success).
    case failed(argv: [String], status: Int32, stderr: String)

    public var description: String {
        switch self {
        case let .launchFailed(argv, reason):
            return "could not run '\(argv.joined(separator: " "))': \(reason); check that '\(argv.first ?? "")' is installed and on PATH"
        case let .timedOut(argv, seconds):
            return "'\(argv.joined(separator: " "))' did not finish within \(Int(seconds)) seconds and was stopped"
        case let .failed(argv, status, stderr):
            let detail = stderr.isEmpty ? "" : ": \(stderr)"
            return "'\(argv.joined(separator: " "))' failed with exit status \(status)\(detail)"
        }
    }
}
