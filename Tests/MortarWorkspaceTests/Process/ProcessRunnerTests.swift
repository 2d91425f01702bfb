import Foundation
import MortarWorkspace
import Testing

/// The real process runner: argv without a shell, both pipes, folder, environment, input,
/// exit statuses, time limits, and many children at once.
@Suite struct ProcessRunnerTests {
    let runner = ProcessRunner()

    @Test func argumentsAreNeverInterpretedByAShell() throws {
        let result = try runner.run(ProcessRequest("printf", ["%s|", "a b", "$HOME", "`id`", ";", "*"]))
        #expect(result.status == 0)
        #expect(result.stdoutText == "a b|$HOME|`id`|;|*|")
        #expect(result.stderr.isEmpty)
    }

    @Test func folderEnvironmentAndInput() throws {
        let folder = NSTemporaryDirectory() + "mortar-runner-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pwd = try runner.run(ProcessRequest("pwd", [], workingDirectory: folder))
        #expect(pwd.stdoutText == URL(fileURLWithPath: folder).resolvingSymlinksInPath().path + "\n")
        let env = try runner.run(ProcessRequest("printenv", ["MORTAR_PROBE"], environment: ["MORTAR_PROBE": "x=1 y"]))
        #expect(env.stdoutText == "x=1 y\n")
        let cat = try runner.run(ProcessRequest("cat", [], input: Array("piped\n".utf8)))
        #expect(cat.stdoutText == "piped\n")
        let noInput = try runner.run(ProcessRequest("cat", []))
        #expect(noInput.stdoutText == "")
    }

    @Test func exitStatusAndStandardErrorAreKept() throws {
        let result = try runner.run(ProcessRequest("sh", ["-c", "echo out; echo err >&2; exit 3"]))
        #expect(result.status == 3)
        #expect(result.stdoutText == "out\n")
        #expect(result.stderrText == "err\n")
    }

    @Test func largeOutputOnBothPipesDoesNotDeadlock() throws {
        let result = try runner.run(ProcessRequest("sh", ["-c", "head -c 1000000 /dev/zero; head -c 500000 /dev/zero >&2"]))
        #expect(result.stdout.count == 1_000_000)
        #expect(result.stderr.count == 500_000)
    }

    @Test func aProgramPastItsTimeLimitIsStopped() {
        #expect(throws: ProcessError.timedOut(argv: ["sleep", "30"], seconds: 0.5)) {
            try runner.run(ProcessRequest("sleep", ["30"], timeout: 0.5))
        }
    }

    @Test func missingProgramsAndFolders() {
        #expect(throws: ProcessError.launchFailed(argv: ["mortar-no-such-program"], reason: "'mortar-no-such-program' was not found on PATH")) {
            try runner.run(ProcessRequest("mortar-no-such-program", []))
        }
        #expect(throws: ProcessError.self) {
            try runner.run(ProcessRequest("pwd", [], workingDirectory: "/mortar/no/such/folder"))
        }
    }

    /// Many children at once, from many threads: what a parallel fetch does.
    @Test func manyChildrenAtOnce() async throws {
        let runner = self.runner
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<64 {
                group.addTask { try runner.run(ProcessRequest("echo", ["child \(index)"])).stdoutText }
            }
            var all: [String] = []
            for try await output in group { all.append(output) }
            return all.sorted()
        }
        #expect(outputs == (0..<64).map { "child \($0)\n" }.sorted())
    }
}

/// The environment a `ProcessRunner` is made with is the whole environment its children start
/// from: nothing of this test process leaks in beside it.
@Suite struct ProcessRunnerEnvironmentTests {
    @Test func anInjectedEnvironmentIsExactlyWhatTheChildGets() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let runner = ProcessRunner(environment: ["PATH": path, "MORTAR_INJECTED": "yes"])
        let result = try runner.run(ProcessRequest("env", [], environment: ["MORTAR_REQUEST": "1"]))
        let lines = result.stdoutText.split(separator: "\n").map(String.init).sorted()
        #expect(lines == ["MORTAR_INJECTED=yes", "MORTAR_REQUEST=1", "PATH=\(path)"])
    }

    @Test func withoutAnInjectedEnvironmentTheChildInheritsThisProcesssOwn() throws {
        let result = try ProcessRunner().run(ProcessRequest("printenv", ["PATH"]))
        #expect(result.stdoutText == (ProcessInfo.processInfo.environment["PATH"] ?? "") + "\n")
    }
}
