import Foundation
import MortarWorkspace

/// git for the tests that make repositories (`git init`, `add -A`, `commit`, `tag`): run with a
/// fixed identity and dates and no user or system configuration, and only in a folder under the
/// system's temporary folder. A folder given as a relative path resolves against the current
/// folder — the project's own worktree when `swift test` runs — so it is refused before git
/// runs, as is any folder outside the temporary folder (`..` and symbolic links resolved).
public enum TestGit {
    /// Fixed identity and dates (the same script makes the same commits), no system or user
    /// configuration.
    public static let environment: [String: String] = [
        "GIT_AUTHOR_NAME": "Mortar Test", "GIT_AUTHOR_EMAIL": "test@mortar.invalid",
        "GIT_COMMITTER_NAME": "Mortar Test", "GIT_COMMITTER_EMAIL": "test@mortar.invalid",
        "GIT_AUTHOR_DATE": "2024-01-01T00:00:00Z", "GIT_COMMITTER_DATE": "2024-01-01T00:00:00Z",
        "GIT_CONFIG_NOSYSTEM": "1", "HOME": "/nonexistent", "LC_ALL": "C",
    ]

    /// Why git did not run, or failed.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs git in `directory` (absolute, under the temporary folder) and returns its trimmed
    /// standard output.
    /// - Throws: `Failure` when the folder is refused (nothing runs) or git exits non-zero.
    @discardableResult
    public static func run(_ arguments: [String], in directory: String, environment: [String: String] = environment, timeout: Double = 120) throws -> String {
        if let refusal = refusal(arguments, in: directory) { throw Failure(description: refusal) }
        let result = try ProcessRunner().run(ProcessRequest("git", arguments, workingDirectory: directory, environment: environment, timeout: timeout))
        guard result.status == 0 else { throw Failure(description: "git \(arguments.joined(separator: " ")): \(result.stderrText)") }
        return result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Why git must not run `arguments` in `directory`, or nil when `directory` is an absolute
    /// path inside `temporaryFolder` (both with `..` and symbolic links resolved).
    public static func refusal(_ arguments: [String], in directory: String, temporaryFolder: String = FileManager.default.temporaryDirectory.path) -> String? {
        let command = (["git"] + arguments).joined(separator: " ")
        let fix = "make the repository in the test's own temporary folder, by an absolute path (FileManager.default.temporaryDirectory)"
        guard directory.hasPrefix("/") else {
            return "refusing to run '\(command)' in '\(directory)': a relative path is the current folder's (the project's own worktree under 'swift test'); \(fix)"
        }
        let base = resolved(temporaryFolder)
        let folder = resolved(directory)
        guard folder != base, folder.hasPrefix(base == "/" ? "/" : base + "/") else {
            return "refusing to run '\(command)' in '\(directory)': it is not inside the temporary folder '\(base)'; \(fix)"
        }
        return nil
    }

    /// `path` with `.`, `..` and symbolic links resolved, without a trailing slash.
    static func resolved(_ path: String) -> String {
        let standard = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        return standard.count > 1 && standard.hasSuffix("/") ? String(standard.dropLast()) : standard
    }
}
