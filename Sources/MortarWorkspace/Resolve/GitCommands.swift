import MortarCore
import MortarFormats

/// The few git commands `mortar resolve` runs: argv arrays, `--` before every URL and path,
/// no prompts, a time limit. URLs that start with `-` or use the `ext::`/`fd::` transports are
/// refused before git sees them.
struct GitCommands {
    let runner: ProcessRunning
    let timeout: Double

    static let environment = ["GIT_TERMINAL_PROMPT": "0", "GIT_SSH_COMMAND": "ssh -oBatchMode=yes"]

    /// `git ls-remote --tags -- URL`.
    func listTags(url: String) throws(GitCommandError) -> String {
        try Self.checkURL(url)
        return try run(["ls-remote", "--tags", "--", url], in: nil)
    }

    /// `git init --bare -q -- PATH`.
    func initBare(_ path: String) throws(GitCommandError) {
        _ = try run(["init", "--bare", "-q", "--", path], in: nil)
    }

    /// `git fetch --depth 1 --no-tags -- URL refs/tags/TAG:refs/tags/TAG` (just that tag, shallow).
    func fetchTag(_ tag: String, from url: String, into repository: String) throws(GitCommandError) {
        try Self.checkURL(url)
        guard GitTagListReader.isSafeTagName(tag) else { throw GitCommandError.unsafe("tag '\(tag)' is not a safe ref name") }
        _ = try run(["fetch", "--depth", "1", "--no-tags", "-q", "--", url, "refs/tags/\(tag):refs/tags/\(tag)"], in: repository)
    }

    /// The names at the root of the tree of `tag`.
    func rootFiles(at tag: String, in repository: String) throws(GitCommandError) -> [String] {
        try run(["ls-tree", "--name-only", "refs/tags/\(tag)"], in: repository)
            .split(separator: "\n").map(String.init)
    }

    /// `git show refs/tags/TAG:PATH`.
    func show(tag: String, path: String, in repository: String) throws(GitCommandError) -> String {
        try run(["show", "refs/tags/\(tag):\(path)"], in: repository)
    }

    static func checkURL(_ url: String) throws(GitCommandError) {
        let lowered = url.lowercased()
        if url.isEmpty || url.hasPrefix("-") || lowered.hasPrefix("ext::") || lowered.hasPrefix("fd::") {
            throw GitCommandError.unsafe("refusing the git URL '\(url)'; use an https, ssh or file URL")
        }
    }

    func run(_ arguments: [String], in directory: String?) throws(GitCommandError) -> String {
        let request = ProcessRequest("git", arguments, workingDirectory: directory, environment: Self.environment, timeout: timeout)
        let result: ProcessResult
        do {
            result = try runner.run(request)
        } catch {
            throw GitCommandError.process(error)
        }
        guard result.status == 0 else {
            throw GitCommandError.process(.failed(argv: ["git"] + arguments, status: result.status, stderr: result.stderrText.trimmingWhitespace()))
        }
        return result.stdoutText
    }
}

/// A git command that could not run or failed.
enum GitCommandError: Error, CustomStringConvertible {
    /// The program failed, timed out, or could not start.
    case process(ProcessError)
    /// An argument was refused before running anything.
    case unsafe(String)

    var description: String {
        switch self {
        case let .process(error): return error.description
        case let .unsafe(message): return message
        }
    }
}
