import Foundation
import MortarWorkspace
import Testing
import MortarTestSupport

/// What every git command gets: argv only, no prompts, no helper transports, `--` before URLs.
@Suite struct GitTests {
    @Test func cloneIsAnArgvWithSafetyOptionsAndDashDashBeforeTheURL() throws {
        let runner = RecordingProcessRunner(answering: ProcessResult(status: 0, stdout: [], stderr: []))
        let git = Git(runner: runner, networkTimeout: 300, localTimeout: 30)

        try git.clone("https://example.com/Core.git", into: "/tmp/Modules/.Core.mortar-tmp-1", branch: "develop", depth: 1)
        try git.checkoutDetached("48fdb79", in: "/tmp/Modules/Core")

        #expect(runner.requests == [
            ProcessRequest(
                "git",
                ["-c", "protocol.ext.allow=never", "-c", "protocol.fd.allow=never", "-c", "core.hooksPath=/dev/null",
                 "-c", "core.fsmonitor=false", "-c", "http.lowSpeedLimit=1000",
                 "-c", "http.lowSpeedTime=60", "clone", "--quiet", "--branch", "develop", "--depth", "1", "--",
                 "https://example.com/Core.git", "/tmp/Modules/.Core.mortar-tmp-1"],
                environment: [
                    "GIT_TERMINAL_PROMPT": "0", "GIT_SSH_COMMAND": "ssh -oBatchMode=yes", "GIT_ASKPASS": "true",
                    "SSH_ASKPASS": "true", "LC_ALL": "C", "GIT_OPTIONAL_LOCKS": "0",
                ],
                timeout: 300, unsetting: Git.repositoryVariables),
            ProcessRequest(
                "git",
                ["-c", "protocol.ext.allow=never", "-c", "protocol.fd.allow=never", "-c", "core.hooksPath=/dev/null",
                 "-c", "core.fsmonitor=false", "-c", "http.lowSpeedLimit=1000",
                 "-c", "http.lowSpeedTime=60", "checkout", "--quiet", "--detach", "48fdb79", "--"],
                workingDirectory: "/tmp/Modules/Core", environment: Git.environment, timeout: 30, unsetting: Git.repositoryVariables),
        ])
    }

    @Test func errorsCarryArgvStatusAndTrimmedStderr() {
        let git = Git(runner: ProcessRunner())
        do {
            try git.run(["rev-parse", "--verify", "no-such-ref"], in: FileManager.default.temporaryDirectory.path)
            Issue.record("git succeeded outside a repository")
        } catch {
            #expect(error.argv == ["git"] + Git.safetyOptions + ["rev-parse", "--verify", "no-such-ref"])
            #expect(error.status == 128)
            #expect(error.stderr == "fatal: not a git repository (or any of the parent directories): .git")
            #expect(error.description == "'git rev-parse --verify no-such-ref' failed with exit status 128: fatal: not a git repository (or any of the parent directories): .git")
        }
    }

    /// Mortar run from a git hook inherits the hook's `GIT_DIR`, `GIT_INDEX_FILE`, … (git sets
    /// them for its hooks): a command Mortar runs in a checkout must work on that checkout, not
    /// on the repository the variables name (a fetch would write its refs, a `read-tree` its
    /// index).
    @Test func aCommandWorksOnTheRepositoryOfItsFolderWhateverGitVariablesMortarInherits() throws {
        let root = FileManager.default.temporaryDirectory.path + "/mortar-git-env-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let plain = Git(runner: ProcessRunner())
        for name in ["project", "module"] {
            try FileManager.default.createDirectory(atPath: root + "/" + name, withIntermediateDirectories: true)
            try plain.run(["init", "--quiet", "--template=", "-b", name], in: root + "/" + name)
        }
        var inherited = ProcessInfo.processInfo.environment
        inherited["GIT_DIR"] = root + "/project/.git"
        inherited["GIT_WORK_TREE"] = root + "/project"
        inherited["GIT_INDEX_FILE"] = root + "/project/.git/index"
        let git = Git(runner: ProcessRunner(environment: inherited))

        #expect(try git.run(["symbolic-ref", "HEAD"], in: root + "/module") == "refs/heads/module")
        #expect(try git.run(["rev-parse", "--absolute-git-dir"], in: root + "/module") == URL(fileURLWithPath: root).resolvingSymlinksInPath().path + "/module/.git")
    }
}
