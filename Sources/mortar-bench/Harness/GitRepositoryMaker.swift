import MortarWorkspace
import MortarTestSupport

/// Turns each module folder of a synthetic workspace with git sources (`repos/NAME`) into a
/// git repository: a first commit on `main` tagged `0.9.0`, then branch `develop` with a second
/// commit tagged `1.0.0`. Fixed author and dates, so the same spec gives the same commits.
struct GitRepositoryMaker {
    var runner: ProcessRunner

    static let environment = [
        "GIT_AUTHOR_NAME": "Mortar Bench", "GIT_AUTHOR_EMAIL": "bench@example.com", "GIT_AUTHOR_DATE": "2026-01-01T00:00:00Z",
        "GIT_COMMITTER_NAME": "Mortar Bench", "GIT_COMMITTER_EMAIL": "bench@example.com", "GIT_COMMITTER_DATE": "2026-01-01T00:00:00Z",
        "GIT_CONFIG_NOSYSTEM": "1", "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C",
    ]

    /// Makes every module of `plan` under `root` a repository.
    func make(_ plan: SyntheticWorkspacePlan, root: String) throws(BenchError) {
        for module in plan.modules {
            let folder = root + "/" + module.directory
            try git(["init", "-q", "-b", "main"], in: folder)
            try git(["add", "-A"], in: folder)
            try git(["commit", "-q", "-m", "\(module.name) 0.9.0"], in: folder)
            try git(["tag", "0.9.0"], in: folder)
            try git(["checkout", "-q", "-b", "develop"], in: folder)
            try git(["commit", "-q", "--allow-empty", "-m", "\(module.name) 1.0.0"], in: folder)
            try git(["tag", "1.0.0"], in: folder)
        }
    }

    func git(_ arguments: [String], in folder: String) throws(BenchError) {
        let request = ProcessRequest(
            "git", ["-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false", "-c", "tag.gpgsign=false"] + arguments,
            workingDirectory: folder, environment: Self.environment, timeout: 120)
        _ = try runner.runToZeroExit(request, cannotStart: BenchError.setup) {
            .setup("'\(request.commandLine)' in '\(folder)' failed: \($0.stderrText)")
        }
    }
}
