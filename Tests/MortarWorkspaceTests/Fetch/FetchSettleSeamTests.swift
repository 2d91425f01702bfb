import Foundation
import MortarCore
@testable import MortarWorkspace
import MortarTestSupport
import Testing

/// `FetchEngine.settleIndex` dates a fresh clone's files back through the engine's file system
/// (`setModificationSecond`, `currentTime`), not around it: a test drives its clock and sees
/// every file it touches, and a file system that refuses leaves the checkout to the refresh at
/// the end of the run, which still leaves no racily clean file.
@Suite struct FetchSettleSeamTests {
    /// The real file system with a clock an hour behind, recording every time it sets.
    final class DatingFileSystem: ForwardingFileSystem, @unchecked Sendable {
        let real = LocalFileSystem()
        let now = Date().timeIntervalSince1970.rounded(.down) - 3600
        private let lock = NSLock()
        private var stored: [(path: String, second: Int)] = []
        var dated: [(path: String, second: Int)] { lock.withLock { stored } }
        func currentTime() -> Double { now }
        func setModificationSecond(_ path: String, to second: Int) throws(FileSystemError) {
            lock.withLock { stored.append((path, second)) }
            try real.setModificationSecond(path, to: second)
        }
    }

    @Test func aClonesFilesAreDatedBackByTheFileSystemsClock() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try fixture.makeRemote("Core")
        try fixture.commit("Sources/Core/Core.swift", "public struct Core {}\n", in: core)
        try FileManager.default.createSymbolicLink(atPath: core + "/Link", withDestinationPath: "Sources")
        try fixture.git(["add", "-A"], in: core)
        try fixture.git(["commit", "--quiet", "-m", "A link"], in: core)
        let fileSystem = DatingFileSystem()

        let report = FetchEngine(fileSystem: fileSystem).fetch(
            fixture.manifest([("Core", "../remotes/Core", .branch("develop"))]), layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.project))

        #expect(report.summary == "1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed")
        // Every file and link of the work tree, in its temporary folder, two seconds before the
        // clock's now; nothing of `.git`, nothing through the link.
        let temporary = fixture.project + "/Modules/.Core.mortar-tmp-\(ProcessInfo.processInfo.processIdentifier)/"
        #expect(fileSystem.dated.map { "\($0.path.replacingOccurrences(of: temporary, with: "")) \($0.second)" }
            == ["Link", "README.md", "Sources/Core/Core.swift"].map { "\($0) \(Int(fileSystem.now) - 2)" })
        let attributes = try FileManager.default.attributesOfItem(atPath: fixture.checkout("Core") + "/README.md")
        #expect((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 == fileSystem.now - 2)
        #expect(try FetchIndexRefreshTests.racilyClean(fixture.checkout("Core"), fixture) == [])
    }

    @Test func aFileSystemThatCannotDateFilesLeavesTheCloneToTheRefreshAtTheEnd() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try FetchIndexRefreshTests.makeRemote(fixture)
        try fixture.commit("refused", "dated by no one\n", in: core)
        let runner = RecordingProcessRunner(passingTo: ProcessRunner())

        let report = FetchEngine(git: Git(runner: runner), fileSystem: RefusingFileSystem(refused: "refused")).fetch(
            fixture.manifest([("Core", "../remotes/Core", .branch("develop"))]), layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.project))

        #expect(report.summary == "1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed")
        // Not settled as it was cloned: one refresh, in its place, once its index's second passed.
        let refreshes = runner.requests.filter { NoOpFetchTests.subcommand($0.arguments) == "update-index" }
        #expect(refreshes.map(\.workingDirectory) == [fixture.checkout("Core")])
        #expect(try FetchIndexRefreshTests.racilyClean(fixture.checkout("Core"), fixture) == [])
        #expect(try fixture.git(["--no-optional-locks", "status", "--porcelain"], in: fixture.checkout("Core")) == "")
    }
}
