import Foundation
import MortarCore
@testable import MortarWorkspace
import MortarTestSupport
import Testing

/// `FetchEngine` waits only through its file system's clock (`FileSysteming.sleep`): the backoff
/// between attempts to remove a stale temporary folder and the wait for an index's second to
/// pass. A test drives the clock and sleeps for nothing.
@Suite struct FetchSleepSeamTests {
    /// The real file system with a clock that only `sleep` moves (recorded), a removal of the
    /// folders set aside (`.removing…`) that fails `failures` times, and index times as given.
    final class SteppedClock: ForwardingFileSystem, @unchecked Sendable {
        let real = LocalFileSystem()
        private let lock = NSLock()
        private var now: Double
        private var failuresLeft: Int
        private var slept: [Double] = []
        let indexSeconds: [String: Int]

        init(now: Double, failures: Int = 0, indexSeconds: [String: Int] = [:]) {
            self.now = now
            self.failuresLeft = failures
            self.indexSeconds = indexSeconds
        }

        var sleeps: [Double] { lock.withLock { slept } }

        func sleep(seconds: Double) { lock.withLock { slept.append(seconds); now += seconds } }
        func currentTime() -> Double { lock.withLock { now } }
        func removeItem(_ path: String) throws(FileSystemError) {
            let fails = lock.withLock { () -> Bool in
                guard PathText.lastComponent(of: path).hasPrefix(".removing"), failuresLeft > 0 else { return false }
                failuresLeft -= 1
                return true
            }
            if fails { throw .unwritable(path, reason: "Device or resource busy") }
            try real.removeItem(path)
        }
        func modificationSecond(_ path: String) -> Int? { indexSeconds[path] ?? real.modificationSecond(path) }
    }

    /// A stale temporary folder a git that is still writing keeps busy: removal is retried with
    /// a growing backoff (0.05 s, 0.1 s, 0.15 s, 0.2 s), by the injected clock, and none after the
    /// last attempt.
    @Test func theRemovalOfAStaleTemporaryFolderBacksOffByTheFileSystemsClock() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let checkouts = fixture.project + "/Modules"
        try fixture.write("half-written.pack", "partial", in: checkouts + "/.Core.mortar-tmp-4194305")
        try fixture.write("half-written.pack", "partial", in: checkouts + "/.UI.mortar-tmp-4194306")
        let busy = SteppedClock(now: 1_000, failures: 4)

        let removed = FetchEngine(fileSystem: busy).removeStaleTemporaryFolders(in: checkouts)

        // Core: four failures, removed on the fifth attempt; UI at once.
        #expect(removed == [".Core.mortar-tmp-4194305", ".UI.mortar-tmp-4194306"])
        #expect(busy.sleeps.map { ($0 * 1000).rounded() } == [50, 100, 150, 200])
        #expect((busy.currentTime() * 1000).rounded() == 1_000_500)
        #expect(try FileManager.default.contentsOfDirectory(atPath: checkouts) == [])
    }

    /// Nothing in the fetch engine sleeps but through its file system (`fileSystem.sleep`, which
    /// `SteppedClock` records): a call that slept for real would be seen here, by the sources,
    /// not by timing a test (a bound on the time failed under a build beside it).
    @Test func theFetchEngineSleepsOnlyThroughItsFileSystem() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Sources/MortarWorkspace/Fetch").standardized.path
        var calls: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where name.hasSuffix(".swift") {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            for line in text.split(separator: "\n") where !line.drop(while: { $0 == " " }).hasPrefix("//") {
                // Each word that sleeps (`usleep(`, `Thread.sleep(`, `fileSystem.sleep(`), with its receiver.
                for match in line.matches(of: /[A-Za-z_.]*[sS]leep[A-Za-z_]*\(/) { calls.append(name + ": " + match.output) }
            }
        }
        #expect(calls == ["FetchEngine+Clone.swift: fileSystem.sleep(", "FetchEngine+RefreshIndex.swift: fileSystem.sleep("])
    }

    /// A checkout whose index is of this second is refreshed once the clock is past it, a
    /// little after: the wait goes through the injected clock.
    @Test func theRefreshWaitsForTheIndexsSecondByTheFileSystemsClock() throws {
        let root = NSTemporaryDirectory() + "refresh-clock-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/New/.git", withIntermediateDirectories: true)
        let clock = SteppedClock(now: 2_000.5, indexSeconds: [root + "/New/.git/index": 2_000])
        let runner = RecordingProcessRunner(answering: ProcessResult(status: 0, stdout: [], stderr: []))

        FetchEngine(git: Git(runner: runner), fileSystem: clock).refreshIndexes([root + "/New"], jobs: 1)

        #expect(clock.sleeps.map { ($0 * 1000).rounded() } == [520])
        #expect(runner.requests.map(\.arguments) == [Git.safetyOptions + ["update-index", "-q", "--refresh"]])
    }
}
