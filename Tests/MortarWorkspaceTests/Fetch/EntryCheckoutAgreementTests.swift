import Foundation
import MortarCore
@testable import MortarWorkspace
import MortarTestSupport
import Testing

/// Where a checkout made from a repository cache entry without `git clone`
/// (`FetchEngine.checkOutFromEntry`) and one `git clone` makes could part: a tag and a branch of
/// one name, the user's git configuration. Both paths give the same repository.
@Suite struct EntryCheckoutAgreementTests {
    /// Fetches `manifest` into `fixture.root/app` (through `cache` when given) with `runner`.
    static func fetch(
        _ manifest: IntegratorManifest, app: String, _ fixture: GitFixture, cache: RepositoryCache?, runner: ProcessRunning = ProcessRunner()
    ) -> FetchReport {
        FetchEngine(git: Git(runner: runner)).fetch(
            manifest, layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.root + "/" + app), options: FetchOptions(repositoryCache: cache))
    }

    /// `git clone --branch 1.0` takes the branch `1.0` when the repository also has a tag
    /// `1.0` (builtin/clone.c, `find_remote_branch`: `refs/heads/NAME` first, then
    /// `refs/tags/NAME`). A tag module is its tag everywhere else in Mortar (the lock, the
    /// update path's `refs/tags/NAME`, the no-op check), so both paths check out the tag,
    /// detached, as a clone of the tag alone is; a branch module gets the branch on both.
    @Test func aTagAndABranchOfOneNameAreTheTagForATagModuleAndTheBranchForABranchModuleOnBothPaths() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try EntryCheckoutTests.makeRemote(fixture)
        let core = fixture.remotes + "/Core"
        let tagged = try fixture.git(["rev-parse", "HEAD"], in: core)
        try fixture.git(["tag", "1.0"], in: core)
        let branched = try fixture.commit("CHANGES.md", "1.0 branch\n", in: core)
        try fixture.git(["branch", "1.0"], in: core)
        let manifest = fixture.manifest([("Tag", "../remotes/Core", .tag("1.0")), ("Branch", "../remotes/Core", .branch("1.0"))])
        let cache = RepositoryCache(directory: fixture.root + "/cache")

        let plain = Self.fetch(manifest, app: "plain", fixture, cache: nil)
        _ = Self.fetch(manifest, app: "first", fixture, cache: cache)
        let runner = CloneTemplateTests.isolatedGit()
        let second = Self.fetch(manifest, app: "second", fixture, cache: cache, runner: runner)

        #expect(plain.summary == "2 modules: 2 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed")
        #expect(second.summary == "2 modules: 2 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed")
        // The second app's checkouts are written from the entry, not cloned.
        #expect(!runner.requests.map { NoOpFetchTests.subcommand($0.arguments) }.contains("clone"))
        for app in ["plain", "second"] {
            #expect(try fixture.git(["rev-parse", "HEAD"], in: fixture.root + "/\(app)/Modules/Tag") == tagged, "\(app)")
            #expect((try? fixture.git(["symbolic-ref", "--quiet", "HEAD"], in: fixture.root + "/\(app)/Modules/Tag")) == nil, "\(app)")
            #expect(try fixture.git(["symbolic-ref", "HEAD"], in: fixture.root + "/\(app)/Modules/Branch") == "refs/heads/1.0", "\(app)")
            #expect(try fixture.git(["rev-parse", "HEAD"], in: fixture.root + "/\(app)/Modules/Branch") == branched, "\(app)")
        }
        for name in ["Tag", "Branch"] {
            #expect(try EntryCheckoutTests.describe(fixture.root + "/second/Modules/" + name, fixture)
                == (try EntryCheckoutTests.describe(fixture.root + "/plain/Modules/" + name, fixture)), "\(name)")
        }
        // The tag checkout is in place for the next run, not "on branch '1.0'".
        #expect(Self.fetch(manifest, app: "plain", fixture, cache: nil).results.map(\.line) == [
            "Tag: unchanged tag '1.0' at \(FetchPlanner.short(tagged))", "Branch: unchanged branch '1.0' at \(FetchPlanner.short(branched))",
        ])
    }

    /// A shallow clone (`--depth 1`) of such a tag: git took the branch alone, so the tag is
    /// fetched (as shallow) and checked out; the next fetch finds it in place.
    @Test func aShallowCloneOfATagBesideABranchOfItsNameIsTheTag() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try EntryCheckoutTests.makeRemote(fixture)
        let core = fixture.remotes + "/Core"
        let tagged = try fixture.git(["rev-parse", "HEAD"], in: core)
        try fixture.git(["tag", "1.0"], in: core)
        try fixture.commit("CHANGES.md", "1.0 branch\n", in: core)
        try fixture.git(["branch", "1.0"], in: core)
        // A file:// origin: a local path would not be cloned shallow.
        let manifest = fixture.manifest([("Tag", "file://" + core, .tag("1.0"))])
        let layout = WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.project)

        let first = FetchEngine().fetch(manifest, layout: layout, options: FetchOptions(depth: 1))
        let second = FetchEngine().fetch(manifest, layout: layout, options: FetchOptions(depth: 1))

        #expect(first.results.map(\.line) == ["Tag: cloned tag '1.0' at \(FetchPlanner.short(tagged))"])
        #expect(second.results.map(\.line) == ["Tag: unchanged tag '1.0' at \(FetchPlanner.short(tagged))"])
        #expect((try? fixture.git(["symbolic-ref", "--quiet", "HEAD"], in: fixture.checkout("Tag"))) == nil)
        #expect(try fixture.git(["for-each-ref", "--format=%(refname)", "refs/heads/"], in: fixture.checkout("Tag")) == "")
        #expect(try fixture.git(["rev-parse", "--is-shallow-repository"], in: fixture.checkout("Tag")) == "true")
    }

    /// Real git reading `global` as the user's configuration (and no system one), recording.
    static func git(global: String) -> RecordingProcessRunner {
        RecordingProcessRunner(passingTo: ProcessRunner()) { request in
            request.environment["GIT_CONFIG_NOSYSTEM"] = "1"
            request.environment["GIT_CONFIG_GLOBAL"] = global
        }
    }

    /// `git clone` writes `rebase = true` into the branch's section under the user's
    /// `branch.autoSetupRebase` `always` or `remote` (branch.c, `should_setup_rebase`): the
    /// checkout written from the entry has the same `.git/config`, byte for byte.
    @Test(arguments: [
        ("always", "\trebase = true\n"), ("remote", "\trebase = true\n"), ("never", ""), ("local", ""),
    ])
    func aCheckoutFromTheCacheGetsTheConfigurationGitCloneWritesUnderTheUsersSettings(value: String, lines: String) throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try EntryCheckoutTests.makeRemote(fixture)
        let global = fixture.root + "/gitconfig"
        try fixture.write("gitconfig", "[branch]\n\tautoSetupRebase = \(value)\n", in: fixture.root)
        let manifest = fixture.manifest([("Core", "../remotes/Core", .branch("develop"))])
        let cache = RepositoryCache(directory: fixture.root + "/cache")
        _ = Self.fetch(manifest, app: "plain", fixture, cache: nil, runner: Self.git(global: global))
        _ = Self.fetch(manifest, app: "first", fixture, cache: cache, runner: Self.git(global: global))
        let runner = Self.git(global: global)

        let report = Self.fetch(manifest, app: "second", fixture, cache: cache, runner: runner)

        #expect(report.summary == "1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed")
        #expect(runner.requests.map { NoOpFetchTests.subcommand($0.arguments) }.sorted() == ["config", "config", "fetch", "init", "read-tree", "update-index"])
        let written = try String(contentsOfFile: fixture.root + "/second/Modules/Core/.git/config", encoding: .utf8)
        #expect(written == (try String(contentsOfFile: fixture.root + "/plain/Modules/Core/.git/config", encoding: .utf8)))
        #expect(written.hasSuffix("[branch \"develop\"]\n\tremote = origin\n\tmerge = refs/heads/develop\n" + lines))
    }

    /// A remote name of the user's (`clone.defaultRemoteName`): Mortar does not write the
    /// checkout itself, git clones it from the entry.
    @Test func aRemoteNameOfTheUsersLeavesTheCheckoutToGitClone() throws {
        let settings = "[clone]\n\tdefaultRemoteName = upstream\n"
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try EntryCheckoutTests.makeRemote(fixture)
        let global = fixture.root + "/gitconfig"
        try fixture.write("gitconfig", settings, in: fixture.root)
        let manifest = fixture.manifest([("Core", "../remotes/Core", .tag("1.0.0"))])
        let cache = RepositoryCache(directory: fixture.root + "/cache")
        _ = Self.fetch(manifest, app: "first", fixture, cache: cache)
        let runner = Self.git(global: global)

        _ = Self.fetch(manifest, app: "second", fixture, cache: cache, runner: runner)

        #expect(runner.requests.map { NoOpFetchTests.subcommand($0.arguments) }.filter { $0 != "config" && $0 != "update-index" }.sorted() == ["clone", "init"])
    }

    @Test(arguments: [
        ("", ""), ("branch.autosetuprebase never", ""), ("branch.autosetuprebase always", "\trebase = true\n"),
        ("branch.autosetuprebase always\nbranch.autosetuprebase never", ""), ("clone.defaultremotename origin", ""),
        // A value git refuses, an implicit true, another remote name, a key it did not ask for.
        ("branch.autosetuprebase Always", nil), ("branch.autosetuprebase", nil), ("clone.defaultremotename upstream", nil), ("core.bare false", nil),
    ] as [(String, String?)])
    func theLinesABranchGetsAreReadFromTheUsersSettings(settings: String, lines: String?) {
        #expect(CheckoutSkeleton.branchLines(settings) == lines)
    }
}
