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
                timeout: 300),
            ProcessRequest(
                "git",
                ["-c", "protocol.ext.allow=never", "-c", "protocol.fd.allow=never", "-c", "core.hooksPath=/dev/null",
                 "-c", "core.fsmonitor=false", "-c", "http.lowSpeedLimit=1000",
                 "-c", "http.lowSpeedTime=60", "checkout", "--quiet", "--detach", "48fdb79", "--"],
                workingDirectory: "/tmp/Modules/Core", environment: Git.environment, timeout: 30),
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
}
