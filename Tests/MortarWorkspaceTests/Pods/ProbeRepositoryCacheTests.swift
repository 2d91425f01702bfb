import Foundation
import MortarCore
import MortarFormats
import MortarWorkspace
import MortarTestSupport
import Testing

/// `migrate` reads what `mortar fetch`'s repository cache already holds: the tag list and the
/// Package.swift at a tag, with no network. Real git in temporary folders; the cache is a
/// temporary folder named by `MORTAR_REPOSITORY_CACHE`, filled by the real fetch engine.
@Suite(.serialized) struct ProbeRepositoryCacheTests {
    /// Kit with a Package.swift at 1.0.0, fetched once through a repository cache in the
    /// world's root, then moved away: only the cache can answer for it now.
    func world() throws -> (world: PodWorld, cache: String) {
        let world = try PodWorld()
        let remote = try world.remote("Kit", [("1.0.0", PodWorld.package("Kit", products: [("Kit", ["Kit"])]))])
        let cache = world.root + "/repository-cache"
        let fetched = world.fixture.fetch(world.fixture.manifest([("Kit", remote, .tag("1.0.0"))]), FetchOptions(repositoryCache: RepositoryCache(directory: cache)))
        #expect(fetched.allInPlace)
        try FileManager.default.moveItem(atPath: remote, toPath: remote + "-moved")
        try world.fixture.write("mortar.json", """
            {"name": "App", "modules": [], "pins": {"Kit": {"version": "1.0.0", "git": "\(remote)"}}}
            """, in: world.project)
        return (world, cache)
    }

    func run(_ world: PodWorld, cache: String, runner: ProcessRunning, offline: Bool = false) throws -> PodMigrationReport {
        let loader = WorkspaceLoader(
            processRunner: runner, environment: ["CP_REPOS_DIR": world.repos, "HOME": world.root, RepositoryCache.environmentVariable: cache],
            currentDirectory: world.project, cacheDirectory: world.project + "/.mortar/cache")
        let workspace = try loader.load(integratorAt: "mortar.json")
        return PodMigrationService(loader: loader, cacheDirectory: world.project + "/.mortar/cache", options: .init(offline: offline)).run(workspace)
    }

    /// The entry answers: mapped, no `ls-remote` and no `fetch` run, no repository of the
    /// probe's own made.
    @Test func aPackageTheCacheHoldsIsReadFromItWithNoNetwork() throws {
        let (world, cache) = try world()
        defer { world.cleanUp() }
        let runner = RecordingProcessRunner(passingTo: ProcessRunner())
        #expect(world.shown(try run(world, cache: cache, runner: runner).text(manifest: "mortar.json")) == """
            Kit 1.0.0: mapped
              package: ROOT/remotes/Kit (the pin's git, mortar.json:1:41)
              tag: 1.0.0 (the tag of version 1.0.0)
              Kit → Kit (a product named 'Kit')
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        let network = runner.requests.filter { $0.arguments.contains("fetch") || $0.arguments.contains("ls-remote") }
        #expect(network.isEmpty)
        let probeRepository = ResolveCache(directory: world.project + "/.mortar/cache").repository(url: world.remotes("Kit"))
        #expect(!FileManager.default.fileExists(atPath: probeRepository))
    }

    /// `--offline` on a first run (nothing in `.mortar/cache`): the entry answers all the same.
    @Test func offlineTheCacheAnswersAFirstRun() throws {
        let (world, cache) = try world()
        defer { world.cleanUp() }
        let runner = RecordingProcessRunner(passingTo: ProcessRunner())
        #expect(world.shown(try run(world, cache: cache, runner: runner, offline: true).text(manifest: "mortar.json")) == """
            Kit 1.0.0: mapped
              package: ROOT/remotes/Kit (the pin's git, mortar.json:1:41)
              tag: 1.0.0 (the tag of version 1.0.0)
              Kit → Kit (a product named 'Kit')
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(runner.requests.filter { $0.arguments.contains("fetch") || $0.arguments.contains("ls-remote") }.isEmpty)
    }

    /// An entry whose marker names another URL is never read: the network is asked (and here,
    /// the repository having moved, fails with git's reason).
    @Test func anEntryOfAnotherURLIsNotRead() throws {
        let (world, cache) = try world()
        defer { world.cleanUp() }
        let entry = RepositoryCache(directory: cache).entry(for: world.remotes("Kit"), isLocalPath: true)
        try world.fixture.write(RepositoryCache.entryMarker, "mortar repository cache entry 1\nurl /elsewhere/Kit\n", in: entry)
        let report = try run(world, cache: cache, runner: ProcessRunner())
        #expect(world.shown(report.text(manifest: "mortar.json")) == """
            Kit 1.0.0: unavailable
              package: ROOT/remotes/Kit (the pin's git, mortar.json:1:41)
              cannot list the tags of 'ROOT/remotes/Kit': 'git ls-remote --tags -- ROOT/remotes/Kit' failed with exit status 128: fatal: 'ROOT/remotes/Kit' does not appear to be a git repository
            1 pod: 0 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 1 unavailable

            """)
    }
}
