import Foundation
import MortarCore
@testable import MortarWorkspace
import MortarTestSupport
import Testing

/// A checkout made from a repository cache entry without `git clone`
/// (`FetchEngine.checkOutFromEntry`) is the repository `git clone` makes: the same refs,
/// configuration, `HEAD`, index and files, nothing borrowed from the entry, an index git trusts.
@Suite struct EntryCheckoutTests {
    /// A remote with an annotated tag `1.0.0`, a lightweight tag `0.9.0`, an executable file
    /// and a symbolic link, on `develop` and `main`.
    static func makeRemote(_ fixture: GitFixture) throws {
        let core = try fixture.makeRemote("Core")
        try fixture.git(["tag", "0.9.0"], in: core)
        try fixture.write("Sources/Core.swift", "let core = 1\n", in: core)
        try fixture.write("tool.sh", "#!/bin/sh\n", in: core)
        chmod(core + "/tool.sh", 0o755)
        try FileManager.default.createSymbolicLink(atPath: core + "/Link", withDestinationPath: "Sources/Core.swift")
        try fixture.git(["add", "-A"], in: core)
        try fixture.git(["commit", "--quiet", "-m", "More"], in: core)
        try fixture.git(["tag", "-a", "-m", "Release", "1.0.0"], in: core)
        try fixture.git(["branch", "-f", "main", "develop"], in: core)
    }

    /// What a clone holds that a user or Mortar reads: refs (with the commit a tag peels to),
    /// local configuration, `HEAD`, upstream, index, status and the files.
    static func describe(_ checkout: String, _ fixture: GitFixture) throws -> String {
        let head = try fixture.git(["rev-parse", "HEAD"], in: checkout)
        return [
            try fixture.git(["for-each-ref", "--format=%(refname) %(objectname) %(*objectname) %(symref)"], in: checkout),
            try fixture.git(["config", "--local", "--list"], in: checkout),
            (try? fixture.git(["symbolic-ref", "HEAD"], in: checkout)) ?? "detached " + head,
            (try? fixture.git(["rev-parse", "--abbrev-ref", "@{upstream}"], in: checkout)) ?? "no upstream",
            try fixture.git(["ls-files", "--stage"], in: checkout),
            try fixture.git(["status", "--porcelain=v2", "--branch"], in: checkout),
            try fixture.fingerprint(checkout),
        ].joined(separator: "\n")
    }

    @Test func aCheckoutFromTheCacheIsTheRepositoryGitCloneMakes() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try Self.makeRemote(fixture)
        let manifest = fixture.manifest([("Branch", "../remotes/Core", .branch("develop")), ("Tag", "../remotes/Core", .tag("1.0.0"))])
        let cache = RepositoryCache(directory: fixture.root + "/cache")
        let plain = FetchEngine().fetch(manifest, layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.root + "/plain"))
        #expect(plain.summary == "2 modules: 2 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed")
        // The first app fills the cache; the second's checkouts come from it.
        _ = fixture.fetch(manifest, FetchOptions(repositoryCache: cache))
        let second = fixture.root + "/second"
        let runner = CloneTemplateTests.isolatedGit()

        let report = FetchEngine(git: Git(runner: runner)).fetch(manifest, layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: second), options: FetchOptions(repositoryCache: cache))

        #expect(report.summary == "2 modules: 2 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed")
        // Per module the checkout and the index refresh, no clone (the branch is fetched into
        // the entry first: branches move); once a run whether clones may skip git's templates
        // (`config`), and the `[core]` section of a new repository (`init`) with the user's
        // settings that change what a clone writes (`config`).
        #expect(runner.requests.map { NoOpFetchTests.subcommand($0.arguments) }.sorted() == [
            "config", "config", "fetch", "init", "read-tree", "read-tree", "update-index", "update-index",
        ])
        for name in ["Branch", "Tag"] {
            let checkout = second + "/Modules/" + name
            let expected = try Self.describe(fixture.root + "/plain/Modules/" + name, fixture)
            #expect(try Self.describe(checkout, fixture) == expected, "\(name)")
            // Borrows nothing, survives the cache, leaves no temporary folder, and git trusts its index.
            #expect(!FileManager.default.fileExists(atPath: checkout + "/.git/objects/info/alternates"))
            #expect(try FetchIndexRefreshTests.racilyClean(checkout, fixture) == [])
        }
        try FileManager.default.removeItem(atPath: cache.directory)
        #expect(try fixture.git(["fsck", "--no-dangling"], in: second + "/Modules/Tag") == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: second + "/Modules").sorted() == ["Branch", "Tag"])
        #expect(try fixture.git(["rev-parse", "refs/remotes/origin/HEAD"], in: second + "/Modules/Tag") == (try fixture.git(["rev-parse", "develop"], in: fixture.remotes + "/Core")))
    }

    @Test func aTagTheEntryHoldsLooseIsClonedByGit() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try Self.makeRemote(fixture)
        let cache = RepositoryCache(directory: fixture.root + "/cache")
        _ = fixture.fetch(fixture.manifest([("Core", "../remotes/Core", .tag("1.0.0"))]), FetchOptions(repositoryCache: cache))
        // A newer annotated tag, fetched into the entry as a loose ref: whether it peels, and
        // to what, only git knows.
        let core = fixture.remotes + "/Core"
        let commit = try fixture.commit("CHANGES.md", "2.0.0\n", in: core)
        try fixture.git(["tag", "-a", "-m", "Release", "2.0.0"], in: core)
        let manifest = fixture.manifest([("Core", "../remotes/Core", .tag("2.0.0"))])
        _ = FetchEngine().fetch(manifest, layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.root + "/second"), options: FetchOptions(repositoryCache: cache))
        let runner = CloneTemplateTests.isolatedGit()

        let report = FetchEngine(git: Git(runner: runner)).fetch(manifest, layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.root + "/third"), options: FetchOptions(repositoryCache: cache))

        #expect(report.summary == "1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed")
        #expect(runner.requests.map { NoOpFetchTests.subcommand($0.arguments) }.sorted() == ["clone", "config", "update-index"])
        #expect(try fixture.git(["rev-parse", "HEAD"], in: fixture.root + "/third/Modules/Core") == commit)
    }

    /// A SHA-256 repository through the cache, tags packed and a branch loose in the entry: the
    /// `[core]` Mortar writes is a SHA-1 repository's, so a 64-digit id is never written into
    /// a checkout of its own making; git clones it from the entry. Without that guard the
    /// written checkout fails ("Not a valid object name HEAD", as a review found), and only the
    /// checks of the entry that follow (`fsck`, twice) and a `git clone` of it hid that: the
    /// git processes of the second app of each pair say which path ran.
    @Test func aSHA256RepositoryIsClonedByGitFromItsEntry() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let core = fixture.remotes + "/Core"
        try FileManager.default.createDirectory(atPath: core, withIntermediateDirectories: true)
        try fixture.git(["init", "--quiet", "--object-format=sha256", "--initial-branch", "develop"], in: core)
        let commit = try fixture.commit("README.md", "# Core\n", in: core)
        try fixture.git(["tag", "1.0.0"], in: core)
        let cache = RepositoryCache(directory: fixture.root + "/cache")
        var apps: [(String, GitReference, String)] = [("first", .tag("1.0.0"), commit), ("second", .tag("1.0.0"), commit)]
        var processes: [String: [String]] = [:]
        for (app, reference, expected) in apps {
            let runner = CloneTemplateTests.isolatedGit()
            defer { processes[app] = runner.requests.map { NoOpFetchTests.subcommand($0.arguments) } }
            let report = FetchEngine(git: Git(runner: runner)).fetch(
                fixture.manifest([("Core", "../remotes/Core", reference)]),
                layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.root + "/" + app), options: FetchOptions(repositoryCache: cache))
            #expect(report.summary == "1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed", "\(app): \(report.results.map(\.line))")
            #expect(try fixture.git(["rev-parse", "HEAD"], in: fixture.root + "/" + app + "/Modules/Core") == expected)
        }
        // A branch fetched into the entry again is a loose ref there, a 64-digit id.
        let next = try fixture.commit("CHANGES.md", "1.1\n", in: core)
        apps = [("third", .branch("develop"), next), ("fourth", .branch("develop"), next)]
        for (app, reference, expected) in apps {
            let runner = CloneTemplateTests.isolatedGit()
            defer { processes[app] = runner.requests.map { NoOpFetchTests.subcommand($0.arguments) } }
            let report = FetchEngine(git: Git(runner: runner)).fetch(
                fixture.manifest([("Core", "../remotes/Core", reference)]),
                layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.root + "/" + app), options: FetchOptions(repositoryCache: cache))
            #expect(report.summary == "1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed", "\(app): \(report.results.map(\.line))")
            #expect(try fixture.git(["rev-parse", "HEAD"], in: fixture.root + "/" + app + "/Modules/Core") == expected)
        }
        // The tag from the entry, then the branch after the fetch into it: git clones each, and
        // nothing had to be checked.
        #expect(processes["second"] == ["config", "clone", "update-index"])
        #expect(processes["fourth"] == ["config", "fetch", "clone", "update-index"])
    }

    /// A tag naming a tree is no commit to check out: refused, as `git clone` refuses it, never
    /// "cloned" with a tree recorded as its commit (and nothing left under the module's name).
    @Test func aTagNamingATreeIsRefusedAsGitCloneRefusesIt() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try Self.makeRemote(fixture)
        let core = fixture.remotes + "/Core"
        let tree = try fixture.git(["rev-parse", "HEAD^{tree}"], in: core)
        try fixture.git(["tag", "tree", tree], in: core)
        let cache = RepositoryCache(directory: fixture.root + "/cache")
        let manifest = fixture.manifest([("Core", "../remotes/Core", .tag("tree"))])
        for app in ["first", "second"] {
            let report = FetchEngine().fetch(
                manifest, layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.root + "/" + app), options: FetchOptions(repositoryCache: cache))
            #expect(report.summary == "1 module: 0 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 1 failed", "\(app)")
            #expect(report.results.map(\.line) == [
                "Core: failed: git could not check out Modules/Core from the repository cache entry \(cache.entry(for: core, isLocalPath: true)): 'git read-tree -m -u HEAD^{commit}' failed with exit status 128: error: HEAD^{commit}: expected commit type, but the object dereferences to tree type\nfatal: Not a valid object name HEAD^{commit}; if the entry is at fault, remove the cache with 'mortar clean --repository-cache' (or fetch with --no-repository-cache) and fetch again",
            ], "\(app)")
            #expect(!FileManager.default.fileExists(atPath: fixture.root + "/" + app + "/Modules/Core"))
        }
    }

    /// The real file system, without hard links (as a file system that has none answers).
    struct NoHardLinks: ForwardingFileSystem {
        let real = LocalFileSystem()
        func createHardLink(_ path: String, toFile existing: String) throws(FileSystemError) {
            throw .unwritable(path, reason: "this file system makes no hard links")
        }
    }

    @Test func onAFileSystemWithoutHardLinksGitClonesFromTheEntry() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try Self.makeRemote(fixture)
        let manifest = fixture.manifest([("Core", "../remotes/Core", .tag("1.0.0"))])
        let cache = RepositoryCache(directory: fixture.root + "/cache")
        _ = fixture.fetch(manifest, FetchOptions(repositoryCache: cache))
        let runner = CloneTemplateTests.isolatedGit()

        let report = FetchEngine(git: Git(runner: runner), fileSystem: NoHardLinks()).fetch(
            manifest, layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.root + "/second"), options: FetchOptions(repositoryCache: cache))

        #expect(report.summary == "1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed")
        // The objects cannot be linked through the engine's file system: nothing is checked out
        // from the entry by hand, git clones it, and no temporary folder is left.
        #expect(runner.requests.map { NoOpFetchTests.subcommand($0.arguments) }.sorted() == ["clone", "config", "config", "init", "update-index"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.root + "/second/Modules") == ["Core"])
        #expect(try Self.describe(fixture.root + "/second/Modules/Core", fixture) == (try Self.describe(fixture.checkout("Core"), fixture)))
    }

    @Test func aTemplateFolderIsCopiedIntoACheckoutFromTheCache() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        try Self.makeRemote(fixture)
        let templates = fixture.root + "/templates"
        try fixture.write("hooks/commit-msg", "#!/bin/sh\n# adds a Change-Id\n", in: templates)
        let runner = CloneTemplateTests.isolatedGit()
        let engine = FetchEngine(git: Git(runner: RecordingProcessRunner(passingTo: runner) { $0.environment["GIT_TEMPLATE_DIR"] = templates }), inheritedEnvironment: ["GIT_TEMPLATE_DIR": templates])

        let report = engine.fetch(
            fixture.manifest([("Core", "../remotes/Core", .tag("1.0.0"))]), layout: WorkspaceLayout(manifest: "mortar.json", currentDirectory: fixture.project),
            options: FetchOptions(repositoryCache: RepositoryCache(directory: fixture.root + "/cache")))

        #expect(report.summary == "1 module: 1 cloned, 0 updated, 0 unchanged, 0 local, 0 skipped, 0 failed")
        // The entry (its config then keeps no URL), then the checkout: git clones it, and copies the template folder.
        #expect(runner.subcommands == ["clone", "config", "clone", "update-index"])
        #expect(FileManager.default.fileExists(atPath: fixture.checkout("Core") + "/.git/hooks/commit-msg"))
    }

    @Test(arguments: [
        ("[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = false\n\tlogallrefupdates = true\n", true),
        ("[core]\n\trepositoryformatversion = 0\n\tfilemode = false\n\tbare = false\n\tlogallrefupdates = true\n\tsymlinks = false\n\tignorecase = true\n\tprecomposeunicode = true\n", true),
        // Another object format, a shared repository, a bare one: git clones.
        ("[core]\n\trepositoryformatversion = 1\n\tfilemode = true\n\tbare = false\n\tlogallrefupdates = true\n[extensions]\n\tobjectformat = sha256\n", false),
        ("[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = false\n\tsharedrepository = 1\n", false),
        ("[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = true\n", false),
    ])
    func onlyACoreSectionItKnowsIsUsed(config: String, accepted: Bool) {
        #expect((CheckoutSkeleton.acceptedCore(config) != nil) == accepted)
    }

    @Test(arguments: [
        ("https://example.com/core.git", true), ("/srv/git/Core", true), ("feature/login", true),
        ("", false), ("a\"b", false), ("a\\b", false), ("a#b", false), ("a;b", false), (" a", false), ("a\tb", false),
    ])
    func onlyValuesThatNeedNoQuotingAreWrittenIntoTheConfiguration(value: String, plain: Bool) {
        #expect(FetchEngine.plainConfigValue(value) == plain)
    }
}
