import Foundation
import MortarCLI
import MortarWorkspace
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real `mortar fetch` process killed in the middle of a clone, then a clean rerun.
@Suite struct InterruptedFetchTests {
    @Test func aCloneKilledMidwayLeavesNoCheckoutAndTheNextRunCleansUpAndClones() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        let mortar = try #require(Self.mortarExecutable(), "the mortar executable is built beside the tests by 'swift test'")
        // 12 MB keeps git busy long enough to be killed midway.
        let remote = try Self.makeBigRemote(sandbox, megabytes: 12)
        let head = try sandbox.git(["rev-parse", "HEAD"], in: remote)
        try sandbox.writeManifest([#"{ "name": "Big", "git": "file://\#(remote)", "branch": "develop" }"#])

        let pid = try Self.spawnInOwnGroup(mortar, ["fetch", "--manifest", sandbox.project + "/mortar.json"])
        let temporary = sandbox.project + "/Modules/.Big.mortar-tmp-\(pid)"
        let target = sandbox.project + "/Modules/Big"
        var waited = 0
        while !FileManager.default.fileExists(atPath: temporary), !FileManager.default.fileExists(atPath: target), waited < 60_000 {
            usleep(2_000)
            waited += 2
        }
        // mortar and every git process under it: git runs in a process group of its own, so
        // its group is killed too (as a terminal's Ctrl-C would not).
        for child in Self.children(of: pid) { kill(-child, SIGKILL); kill(child, SIGKILL) }
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)

        #expect(FileManager.default.fileExists(atPath: temporary), "the clone was interrupted while in its temporary folder")
        #expect(!FileManager.default.fileExists(atPath: target), "no half checkout under the real name")

        let rerun = sandbox.run(["fetch"])

        #expect(rerun.code == .success)
        #expect(rerun.out == """
            removed Modules/.Big.mortar-tmp-\(pid), left by an interrupted clone
            Big: cloned branch 'develop' at \(head.prefix(7))
            1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed
            wrote mortar.lock

            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.project + "/Modules") == ["Big"])
        #expect(try sandbox.git(["rev-parse", "HEAD"], in: target) == head)
        #expect(try sandbox.git(["status", "--porcelain"], in: target) == "")
    }

    /// Ctrl-C during a clone: mortar stops git and says the module was interrupted, not that
    /// its repository could not be read.
    @Test func aCtrlCDuringACloneIsReportedAsAnInterruption() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        let mortar = try #require(Self.mortarExecutable(), "the mortar executable is built beside the tests by 'swift test'")
        let remote = try Self.makeBigRemote(sandbox, megabytes: 24)
        try sandbox.writeManifest([#"{ "name": "Big", "git": "file://\#(remote)", "branch": "develop" }"#])

        let output = sandbox.root + "/fetch.out"
        let pid = try Self.spawnInOwnGroup(mortar, ["fetch", "--manifest", sandbox.project + "/mortar.json"], output: output)
        let temporary = sandbox.project + "/Modules/.Big.mortar-tmp-\(pid)"
        var waited = 0
        while !FileManager.default.fileExists(atPath: temporary), waited < 60_000 {
            usleep(2_000)
            waited += 2
        }
        kill(pid, SIGINT)
        var status: Int32 = 0
        var ended = false
        for _ in 0..<3000 where !ended {
            ended = waitpid(pid, &status, WNOHANG) == pid
            if !ended { usleep(20_000) }
        }
        if !ended {
            for child in Self.children(of: pid) { kill(-child, SIGKILL) }
            kill(-pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        try #require(ended, "mortar ended within a minute of the SIGINT")

        #expect(status & 0x7F == SIGINT, "mortar ends with the signal")
        // Mortar ends with the signal once git has stopped; the report is printed only when it
        // is ready before that, and then it names the interruption.
        let printed = try sandbox.read(output)
        #expect(printed == "" || printed == """
            Big: failed: interrupted: mortar was stopped by a signal before this module was in place; run 'mortar fetch' again
            1 module: 0 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 1 failed
            lock file not written: 1 module is not in place

            """, "\(printed)")
    }

    /// The processes whose parent is `pid` (from /proc on Linux, else `pgrep -P`).
    static func children(of pid: pid_t) -> [pid_t] {
        var found: [pid_t] = []
        if let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") {
            for task in tasks {
                let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
                found += text.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            }
            return found
        }
        let result = try? ProcessRunner().run(ProcessRequest("pgrep", ["-P", String(pid)], timeout: 10))
        return (result?.stdoutText ?? "").split(whereSeparator: \.isNewline).compactMap { pid_t($0) }
    }

    /// `mortar`, built by `swift test` beside the test bundle.
    /// A repository 'Big' on branch develop holding `megabytes` of incompressible bytes, so a
    /// clone over file:// (a real pack transfer, not hard links) keeps git busy a while.
    static func makeBigRemote(_ sandbox: FetchSandbox, megabytes: Int) throws -> String {
        let remote = sandbox.remotes + "/Big"
        try sandbox.git(["init", "--quiet", "--initial-branch", "develop", remote], in: sandbox.root)
        let random = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/urandom"))
        try random.readData(ofLength: megabytes << 20).write(to: URL(fileURLWithPath: remote + "/blob.bin"))
        try random.close()
        try sandbox.git(["add", "-A"], in: remote)
        try sandbox.git(["commit", "--quiet", "-m", "Big"], in: remote)
        return remote
    }

    static func mortarExecutable() -> String? {
        var folder = (CommandLine.arguments[0] as NSString).deletingLastPathComponent
        for _ in 0..<5 {
            let candidate = folder + "/mortar"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// Starts `executable` in a new process group (so the group can be killed at once), with
    /// its output written to `output` (discarded by default).
    static func spawnInOwnGroup(_ executable: String, _ arguments: [String], output: String = "/dev/null") throws -> pid_t {
        #if canImport(Glibc)
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        #else
        var attributes: posix_spawnattr_t?
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawnattr_init(&attributes)
        // The test runner may block or ignore signals; the child starts with none of that, as
        // from a shell, so a SIGINT sent to it is handled as a Ctrl-C would be.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        defer {
            posix_spawnattr_destroy(&attributes)
            posix_spawn_file_actions_destroy(&actions)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        // Never the user's repository cache: the child clones as the in-process tests do
        // (`CLIHarness`), so a run of the suite leaves no entry in ~/.cache/mortar.
        var inherited = ProcessInfo.processInfo.environment
        inherited["MORTAR_REPOSITORY_CACHE"] = "off"
        let environment: [UnsafeMutablePointer<CChar>?] = inherited.map { strdup("\($0)=\($1)") } + [nil]
        defer {
            argv.forEach { free($0) }
            environment.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environment)
        guard status == 0 else { throw SandboxError(message: "posix_spawn \(executable) failed: \(status)") }
        return pid
    }
}
