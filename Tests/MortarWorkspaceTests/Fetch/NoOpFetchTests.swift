import Foundation
import MortarCore
import MortarWorkspace
import MortarTestSupport
import Testing

/// A second `mortar fetch` with nothing changed stays local: a module at a tag or a commit that is
/// already checked out there, clean, costs one git process (`status`) and no remote contact.
@Suite struct NoOpFetchTests {
    /// The git subcommand of an argv (the first word after the `-c` safety options).
    static func subcommand(_ arguments: [String]) -> String {
        var index = 0
        while index < arguments.count, arguments[index] == "-c" { index += 2 }
        while index < arguments.count, arguments[index].hasPrefix("--") { index += 1 }
        return index < arguments.count ? arguments[index] : ""
    }

    @Test func tagAndCommitModulesAlreadyInPlaceSpawnOneStatusEachAndNeverAskTheRemote() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try fixture.makeRemote("Core")
        let first = try fixture.git(["rev-parse", "HEAD"], in: core)
        try fixture.git(["tag", "1.0.0"], in: core)
        let second = try fixture.commit("Core.swift", "let version = 2\n", in: core)
        try fixture.git(["tag", "-a", "-m", "Release 2.0.0", "2.0.0"], in: core)
        let manifest = fixture.manifest([
            ("Light", "../remotes/Core", .tag("1.0.0")),
            ("Annotated", "../remotes/Core", .tag("2.0.0")),
            ("Full", "../remotes/Core", .commit(first)),
            ("Short", "../remotes/Core", .commit(String(second.prefix(9)))),
        ])
        #expect(fixture.fetch(manifest).summary == "4 modules: 4 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed")
        // Any remote contact now fails: the remote is gone.
        try FileManager.default.moveItem(atPath: fixture.remotes, toPath: fixture.root + "/moved-away")

        let runner = RecordingProcessRunner(passingTo: ProcessRunner())
        let report = FetchEngine(git: Git(runner: runner)).fetch(manifest, layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.project))

        #expect(report.results.map(\.outcome) == [
            .unchanged(commit: first), .unchanged(commit: second), .unchanged(commit: first), .unchanged(commit: second),
        ])
        #expect(report.summary == "4 modules: 0 cloned, 0 updated, 4 unchanged, 0 local, 0 skipped, 0 failed")
        #expect(runner.requests.map(\.arguments).map(Self.subcommand) == ["status", "status", "status", "status"])
    }

    @Test func aCheckoutThatIsNotExactlyInPlaceIsInspectedAsBefore() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try fixture.makeRemote("Core")
        try fixture.git(["tag", "1.0.0"], in: core)
        let manifest = fixture.manifest([("Dirty", "../remotes/Core", .tag("1.0.0")), ("Moved", "../remotes/Core", .tag("1.0.0"))])
        _ = fixture.fetch(manifest)
        try fixture.write("Local.swift", "// work in progress\n", in: fixture.checkout("Dirty"))
        // A local commit on top of the tag: HEAD is no longer the tag's commit.
        let moved = try fixture.commit("Moved.swift", "// local\n", in: fixture.checkout("Moved"))
        let before = try fixture.fingerprint(fixture.checkout("Dirty"))

        let runner = RecordingProcessRunner(passingTo: ProcessRunner())
        let report = FetchEngine(git: Git(runner: runner)).fetch(manifest, layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.project))

        #expect(report.results.map(\.line) == [
            "Dirty: skipped: dirty",
            "Moved: skipped: detached at \(moved.prefix(7)), which no remote branch or tag contains",
        ])
        #expect(try fixture.fingerprint(fixture.checkout("Dirty")) == before)
        // The full inspection ran (more than one process for each).
        #expect(runner.requests.map(\.arguments).count > 2)
    }

    @Test func branchModulesStillAskTheirRemote() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try fixture.makeRemote("Core")
        let manifest = fixture.manifest([("Core", "../remotes/Core", .branch("develop"))])
        _ = fixture.fetch(manifest)
        let runner = RecordingProcessRunner(passingTo: ProcessRunner())
        _ = FetchEngine(git: Git(runner: runner)).fetch(manifest, layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.project))
        #expect(runner.requests.map(\.arguments).map(Self.subcommand).contains("ls-remote"))
    }
}
