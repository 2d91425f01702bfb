import Foundation
import MortarCore
@testable import MortarWorkspace
import MortarTestSupport
import Testing

/// A checkout fetch has just written has an index git trusts: no tracked file is "racily
/// clean" (modified in the index's own second), so a later `git --no-optional-locks status`
/// — every no-op fetch — trusts the stat data instead of re-reading every file.
@Suite struct FetchIndexRefreshTests {
    /// Tracked files git must re-read on every `status`: modified in the same second as the
    /// index or later (`git ls-files --debug` against the index file's time).
    static func racilyClean(_ checkout: String, _ fixture: GitFixture) throws -> [String] {
        let attributes = try FileManager.default.attributesOfItem(atPath: checkout + "/.git/index")
        let indexSecond = Int((attributes[.modificationDate] as! Date).timeIntervalSince1970.rounded(.down))
        var result: [String] = []
        var path = ""
        for line in try fixture.git(["ls-files", "--debug"], in: checkout).split(separator: "\n") {
            if !line.hasPrefix(" ") {
                path = String(line)
            } else if line.hasPrefix("  mtime: "), let second = Int(line.dropFirst("  mtime: ".count).prefix { $0 != ":" }), second >= indexSecond {
                result.append(path)
            }
        }
        return result
    }

    /// A remote with enough files that a clone writes them all within the index's second.
    static func makeRemote(_ fixture: GitFixture) throws -> String {
        let core = try fixture.makeRemote("Core")
        for index in 0..<40 { try fixture.write("Sources/File\(index).swift", "let value\(index) = \(index)\n", in: core) }
        try fixture.git(["add", "-A"], in: core)
        try fixture.git(["commit", "--quiet", "-m", "Sources"], in: core)
        try fixture.git(["tag", "1.0.0"], in: core)
        return core
    }

    @Test func clonedCheckoutsHaveNoRacilyCleanFiles() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        _ = try Self.makeRemote(fixture)
        let manifest = fixture.manifest([("Branch", "../remotes/Core", .branch("develop")), ("Tag", "../remotes/Core", .tag("1.0.0"))])

        let runner = RecordingProcessRunner(passingTo: ProcessRunner())
        let report = FetchEngine(git: Git(runner: runner)).fetch(manifest, layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.project))

        #expect(report.summary == "2 modules: 2 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed")
        #expect(try Self.racilyClean(fixture.checkout("Branch"), fixture) == [])
        #expect(try Self.racilyClean(fixture.checkout("Tag"), fixture) == [])
        let refreshes = runner.requests.filter { NoOpFetchTests.subcommand($0.arguments) == "update-index" }
        #expect(refreshes.map { $0.arguments.suffix(3) } == [["update-index", "-q", "--refresh"], ["update-index", "-q", "--refresh"]])
        // Each as it was cloned, in its temporary folder (its files dated back, so nothing waits
        // for the clock), before it was renamed into place.
        let pid = ProcessInfo.processInfo.processIdentifier
        #expect(Set(refreshes.compactMap(\.workingDirectory)) == [fixture.project + "/Modules/.Branch.mortar-tmp-\(pid)", fixture.project + "/Modules/.Tag.mortar-tmp-\(pid)"])
    }

    @Test func datingFilesBackNeverTouchesWhatALinkPointsTo() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try fixture.makeRemote("Core")
        let outside = fixture.root + "/outside.txt"
        try "not the checkout's\n".write(toFile: outside, atomically: true, encoding: .utf8)
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: outside)
        try FileManager.default.createSymbolicLink(atPath: core + "/Outside", withDestinationPath: outside)
        try fixture.git(["add", "-A"], in: core)
        try fixture.git(["commit", "--quiet", "-m", "A link"], in: core)

        let report = fixture.fetch(fixture.manifest([("Core", "../remotes/Core", .branch("develop"))]))

        #expect(report.summary == "1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed")
        #expect(try FileManager.default.attributesOfItem(atPath: outside)[.modificationDate] as? Date == old)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: fixture.checkout("Core") + "/Outside") == outside)
        #expect(try Self.racilyClean(fixture.checkout("Core"), fixture) == [])
        #expect(try fixture.git(["--no-optional-locks", "status", "--porcelain"], in: fixture.checkout("Core")) == "")
    }

    @Test func fastForwardedAndMovedCheckoutsHaveNoRacilyCleanFiles() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try Self.makeRemote(fixture)
        _ = fixture.fetch(fixture.manifest([("Branch", "../remotes/Core", .branch("develop")), ("Tag", "../remotes/Core", .tag("1.0.0"))]))
        for index in 0..<40 { try fixture.write("Sources/File\(index).swift", "let value\(index) = \(index + 1)\n", in: core) }
        try fixture.git(["add", "-A"], in: core)
        try fixture.git(["commit", "--quiet", "-m", "Every file"], in: core)
        try fixture.git(["tag", "2.0.0"], in: core)
        let manifest = fixture.manifest([("Branch", "../remotes/Core", .branch("develop")), ("Tag", "../remotes/Core", .tag("2.0.0"))])

        let report = fixture.fetch(manifest)

        #expect(report.summary == "2 modules: 0 cloned, 2 updated, 0 unchanged, 0 local, 0 skipped, 0 failed")
        #expect(try Self.racilyClean(fixture.checkout("Branch"), fixture) == [])
        #expect(try Self.racilyClean(fixture.checkout("Tag"), fixture) == [])
    }
    @Test func aCheckoutWrittenInAnEarlierSecondIsRefreshedWithoutWaitingForTheNewest() throws {
        let root = NSTemporaryDirectory() + "refresh-order-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Early in a second, so that "at once" and "after this second" are far apart.
        let fraction = Date().timeIntervalSince1970.truncatingRemainder(dividingBy: 1)
        if fraction > 0.3 { usleep(UInt32((1.02 - fraction) * 1_000_000)) }
        // Two checkouts: one whose index is long past its second, one whose index is of this
        // second (as a clone that just ended leaves it), so its refresh must wait.
        let second = Date().timeIntervalSince1970.rounded(.down)
        for (name, time) in [("Old", 1_000_000_000.0), ("New", second)] {
            try FileManager.default.createDirectory(atPath: root + "/" + name + "/.git", withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: root + "/" + name + "/.git/index", contents: Data())
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: time)], ofItemAtPath: root + "/" + name + "/.git/index")
        }
        let started = StartTimes()
        let runner = RecordingProcessRunner { request in
            started.record(request.workingDirectory ?? "")
            return ProcessResult(status: 0, stdout: [], stderr: [])
        }

        FetchEngine(git: Git(runner: runner)).refreshIndexes([root + "/New", root + "/Old"], jobs: 8)

        let times = started.times
        #expect(times.keys.sorted() == [root + "/New", root + "/Old"])
        // The old one at once; the new one only once its second has passed.
        let old = try #require(times[root + "/Old"]), new = try #require(times[root + "/New"])
        #expect(old < second + 1)
        #expect(new >= second + 1)
    }

    /// When each refresh started, by checkout.
    final class StartTimes: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String: Double] = [:]
        func record(_ directory: String) { lock.withLock { stored[directory] = Date().timeIntervalSince1970 } }
        var times: [String: Double] { lock.withLock { stored } }
    }
}
