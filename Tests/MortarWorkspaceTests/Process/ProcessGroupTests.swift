import Foundation
@testable import MortarWorkspace
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child's helpers stop with it: at the time limit, when they hold the pipes after the child
/// exited, and when mortar itself is stopped by a signal.
@Suite(.serialized) struct ProcessGroupTests {
    /// A temporary folder for the pid files the scripts write.
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "mortar-pgroup-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// True while `pid` runs (a zombie waiting for its parent counts as gone).
    static func running(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state != "Z" && state != "X"
    }

    /// Waits up to 5 s for `pid` to be gone.
    static func gone(_ pid: pid_t) -> Bool {
        for _ in 0..<250 where running(pid) { usleep(20_000) }
        return !running(pid)
    }

    static func readPID(_ file: String) -> pid_t? {
        for _ in 0..<500 {
            if let text = try? String(contentsOfFile: file, encoding: .utf8), let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return pid
            }
            usleep(10_000)
        }
        return nil
    }

    @Test func theTimeLimitStopsTheHelpersTheChildStarted() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The helper keeps stdout open, as git-remote-https does for git.
        let script = "sleep 300 & echo $! > '\(dir)/helper'; wait"
        #expect(throws: ProcessError.timedOut(argv: ["sh", "-c", script], seconds: 1)) {
            try ProcessRunner().run(ProcessRequest("sh", ["-c", script], timeout: 1))
        }
        let helper = try #require(Self.readPID(dir + "/helper"))
        #expect(Self.gone(helper))
    }

    @Test func aHelperHoldingThePipesAfterTheChildExitedDoesNotKeepTheRunnerWaiting() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let script = "sleep 300 & echo $! > '\(dir)/helper'; echo done"
        let result = try ProcessRunner().run(ProcessRequest("sh", ["-c", script], timeout: 600))
        #expect(result.status == 0)
        #expect(result.stdoutText == "done\n")
        let helper = try #require(Self.readPID(dir + "/helper"))
        #expect(Self.gone(helper))
    }

    @Test func stoppingMortarStopsEveryChildGroup() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let script = "echo $$ > '\(dir)/child'; sleep 300 & echo $! > '\(dir)/helper'; wait"
        let finished = DispatchSemaphore(value: 0)
        let status = LockedStatus()
        Thread.detachNewThread {
            status.set((try? ProcessRunner().run(ProcessRequest("sh", ["-c", script], timeout: 600)))?.status)
            finished.signal()
        }
        let child = try #require(Self.readPID(dir + "/child"))
        let helper = try #require(Self.readPID(dir + "/helper"))
        // The runner registers the group right after posix_spawn returns; on a loaded machine
        // the child can write its pid files first.
        for _ in 0..<500 where !ChildProcessGroups.current.contains(child) { usleep(10_000) }
        #expect(ChildProcessGroups.current.contains(child))

        ChildProcessGroups.stopAll(refusingNewChildren: false, only: [child])

        #expect(finished.wait(timeout: .now() + 30) == .success)
        #expect(status.get() == 128 + SIGTERM)
        #expect(Self.gone(helper))
        #expect(!ChildProcessGroups.current.contains(child))
    }

    final class LockedStatus: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Int32?
        func set(_ new: Int32?) { lock.lock(); value = new; lock.unlock() }
        func get() -> Int32? { lock.lock(); defer { lock.unlock() }; return value }
    }
}
