import Foundation
import MortarCore
import MortarWorkspace
import Testing
import MortarTestSupport

/// `--locked`, `--offline`, interrupted clones and refused inputs.
@Suite struct FetchEngineModeTests {
    @Test func lockedReproducesTheLockedCommitsAfterTheBranchMoved() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try fixture.makeRemote("Core")
        let manifest = fixture.manifest([("Core", "../remotes/Core", .branch("develop"))])
        let report = fixture.fetch(manifest)
        let lock = report.lockFile(manifest: manifest, manifestBytes: Array("{}".utf8))
        let locked = try fixture.git(["rev-parse", "HEAD"], in: core)
        #expect(lock.modules["Core"] == LockFile.Entry(url: "../remotes/Core", ref: .branch("develop"), commit: locked))
        try fixture.commit("Core.swift", "let moved = true\n", in: core)

        // A fresh machine: no checkout yet.
        try FileManager.default.removeItem(atPath: fixture.project + "/Modules")
        let fresh = fixture.fetch(manifest, FetchOptions(locked: lock))
        #expect(fresh.results.map(\.outcome) == [.cloned(commit: locked)])
        #expect(try fixture.git(["rev-parse", "HEAD"], in: fixture.checkout("Core")) == locked)

        // An existing checkout that followed the branch goes back to the locked commit,
        // detached, leaving the branch where it was.
        try FileManager.default.removeItem(atPath: fixture.project + "/Modules")
        _ = fixture.fetch(manifest)
        let moved = try fixture.git(["rev-parse", "HEAD"], in: fixture.checkout("Core"))
        let again = fixture.fetch(manifest, FetchOptions(locked: lock))
        #expect(again.results.map(\.outcome) == [.updated(from: moved, to: locked)])
        #expect(try fixture.git(["rev-parse", "refs/heads/develop"], in: fixture.checkout("Core")) == moved)
    }

    @Test func lockMismatchesNameTheModulesAndPins() throws {
        let lock = LockFile(manifestDigest: "sha256:00", modules: [
            "Core": LockFile.Entry(url: "repos/Core.bundle", ref: .branch("develop"), commit: "aaaa"),
            "Gone": LockFile.Entry(url: "repos/Gone.bundle", ref: .tag("1.0"), commit: "bbbb"),
            "UI": LockFile.Entry(url: "repos/UI.bundle", ref: .tag("1.0.0"), commit: "cccc"),
        ])
        let at = SourceLocation(file: "mortar.json", line: 1)
        let manifest = IntegratorManifest(path: "mortar.json", name: "App", modules: [
            Module(name: "Core", source: .git(url: "repos/Core.bundle", ref: .branch("develop")), location: at),
            Module(name: "UI", source: .git(url: "repos/UI.bundle", ref: .tag("1.1.0")), location: at),
            Module(name: "New", source: .git(url: "repos/New.bundle", ref: .branch("main")), location: at),
        ], pins: [Pin(name: "Masonry", requirement: try Requirement.parse(["1.1.0"]), location: at)])

        #expect(lock.mismatches(with: manifest) == ["Gone", "Masonry", "New", "UI"])
    }

    @Test func offlineUsesWhatIsLocalAndFailsForWhatIsMissing() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try fixture.makeRemote("Core")
        try fixture.makeRemote("UI")
        let first = try fixture.git(["rev-parse", "HEAD"], in: core)
        _ = fixture.fetch(fixture.manifest([("Core", "../remotes/Core", .branch("develop"))]))
        try fixture.commit("Core.swift", "let later = 1\n", in: core)
        // Moving the remote away proves no process reached it.
        try FileManager.default.moveItem(atPath: core, toPath: fixture.remotes + "/Core-moved")

        let manifest = fixture.manifest([("Core", "../remotes/Core", .branch("develop")), ("UI", "../remotes/UI", .branch("develop"))])
        let report = fixture.fetch(manifest, FetchOptions(offline: true))

        #expect(report.results.map(\.line) == [
            "Core: unchanged branch 'develop' at \(first.prefix(7))",
            "UI: failed: not cloned yet and --offline forbids the network; run 'mortar fetch' without --offline",
        ])
        #expect(!FileManager.default.fileExists(atPath: fixture.checkout("UI")))
    }

    @Test func offlineChecksOutATagThatIsAlreadyLocal() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = try fixture.makeRemote("Core")
        try fixture.git(["tag", "1.0.0"], in: core)
        let second = try fixture.commit("Core.swift", "let v = 2\n", in: core)
        try fixture.git(["tag", "2.0.0"], in: core)
        _ = fixture.fetch(fixture.manifest([("Core", "../remotes/Core", .tag("1.0.0"))]))
        try FileManager.default.removeItem(atPath: core)

        let report = fixture.fetch(fixture.manifest([("Core", "../remotes/Core", .tag("2.0.0"))]), FetchOptions(offline: true))

        #expect(report.results.map(\.outcome.commit) == [second])
        let missing = fixture.fetch(fixture.manifest([("Core", "../remotes/Core", .tag("3.0.0"))]), FetchOptions(offline: true))
        #expect(missing.results.map(\.line) == [
            "Core: failed: tag '3.0.0' is not in the local checkout and --offline forbids fetching it; run 'mortar fetch' without --offline",
        ])
    }

    /// A clone killed midway leaves its temporary folder; the next run removes it and clones.
    @Test func aStaleTemporaryFolderIsRemovedAndTheCloneRedone() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try fixture.makeRemote("Core")
        let modules = fixture.project + "/Modules"
        // Half a clone by a process that no longer exists (pid 2^22 + 1 is above Linux's pid_max
        // default and never a live process here), plus one that belongs to no clone at all.
        let stale = ".Core.mortar-tmp-4194305"
        try fixture.git(["init", "--quiet", modules + "/" + stale], in: fixture.root)
        try fixture.write("half-written.pack", "partial", in: modules + "/" + stale)
        try fixture.write(".keep-me", "not ours", in: modules)

        let report = fixture.fetch(fixture.manifest([("Core", "../remotes/Core", .branch("develop"))]))

        #expect(report.removedTemporaryFolders == ["Modules/\(stale)"])
        #expect(report.results.map(\.outcome.status) == ["cloned"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: modules).sorted() == [".keep-me", "Core"])
    }

    /// A temporary folder of a clone still running (this test process stands in for it) is
    /// left alone.
    @Test func aLiveClonesTemporaryFolderIsLeftAlone() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try fixture.makeRemote("Core")
        let modules = fixture.project + "/Modules"
        let parent = getppid()
        let live = ".Other.mortar-tmp-\(parent)"
        try fixture.write("x", "in progress", in: modules + "/" + live)

        let report = fixture.fetch(fixture.manifest([("Core", "../remotes/Core", .branch("develop"))]))

        #expect(report.removedTemporaryFolders == [])
        #expect(FileManager.default.fileExists(atPath: modules + "/" + live + "/x"))
    }

    /// Every refused URL, ref and name fails before any process starts.
    @Test(arguments: [
        ("Core", "ext::sh -c touch% /tmp/pwned", GitReference.branch("develop"),
         "Core: url 'ext::sh -c touch% /tmp/pwned' uses the 'ext::' transport, which can run programs; use an https, ssh, git or file URL or a local path"),
        ("Core", "fd::17", .branch("develop"),
         "Core: url 'fd::17' uses the 'fd::' transport, which can run programs; use an https, ssh, git or file URL or a local path"),
        ("Core", "hg::https://example.com/r", .branch("develop"),
         "Core: url 'hg::https://example.com/r' uses the 'hg::' transport, which can run programs; use an https, ssh, git or file URL or a local path"),
        ("Core", "--upload-pack=touch /tmp/pwned", .branch("develop"),
         "Core: url '--upload-pack=touch /tmp/pwned' starts with '-' and would be read as an option by git; write a repository URL or path"),
        ("Core", "https://example.com/a\nb", .branch("develop"),
         "Core: url 'https://example.com/a\\u{a}b' contains a control character; remove it"),
        ("Core", "ftp://example.com/r.git", .branch("develop"),
         "Core: url 'ftp://example.com/r.git' uses the unsupported scheme 'ftp://'; use https, http, ssh, git, file, user@host:path or a local path"),
        ("Core", "ssh://-oProxyCommand=touch/r", .branch("develop"),
         "Core: url 'ssh://-oProxyCommand=touch/r' has a host starting with '-'; write a repository URL or path"),
        ("Core", "https://example.com/r.git", .branch("--output=/tmp/x"),
         "Core: branch '--output=/tmp/x' starts with '-'; write a valid git branch name"),
        ("Core", "https://example.com/r.git", .tag("1.0..2"),
         "Core: tag '1.0..2' contains '..'; write a valid git tag name"),
        ("Core", "https://example.com/r.git", .branch("dev\u{7}"),
         "Core: branch 'dev\\u{7}' contains a control character; remove it"),
        ("Core", "https://example.com/r.git", .commit("HEAD~1"),
         "Core: commit 'HEAD~1' is not 4 to 64 hexadecimal digits; write a valid git commit name"),
        ("../escape", "https://example.com/r.git", .branch("develop"),
         "../escape: module name '../escape' must start with a letter, digit or '_'; a name is a folder name matching [A-Za-z0-9_][A-Za-z0-9_.+-]*"),
        ("a/../../b", "https://example.com/r.git", .branch("develop"),
         "a/../../b: module name 'a/../../b' may contain only letters, digits, '_', '.', '+' and '-'; a name is a folder name matching [A-Za-z0-9_][A-Za-z0-9_.+-]*"),
    ])
    func refusesUnsafeInputWithoutStartingAProcess(_ name: String, _ url: String, _ ref: GitReference, _ message: String) throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let runner = RecordingProcessRunner()
        let manifest = fixture.manifest([(name, url, ref)])

        let report = FetchEngine(git: Git(runner: runner)).fetch(manifest, layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.project))

        #expect(runner.requests == [])
        guard case let .failed(failure) = report.results.first?.outcome else {
            Issue.record("expected a failure, got \(String(describing: report.results.first))")
            return
        }
        #expect(failure.description == message)
        #expect(FetchEngine.refusedInputs(manifest) == [failure])
    }
}
