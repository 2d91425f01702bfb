import Foundation
import MortarCore
import MortarFormats
import MortarWorkspace
import MortarTestSupport
import Testing

/// The probe fetches only what it reads: a tag's commit and trees (a partial fetch,
/// `--filter=blob:none`), then its `Package.swift` blobs. Real git in temporary folders; the
/// "servers" are local repositories, which filter only with `uploadpack.allowFilter`.
@Suite(.serialized) struct PartialProbeTests {
    /// A file far larger than any manifest, beside the Package.swift at the tag.
    static let large = String(repeating: "0123456789abcdef", count: 5 * 65_536)

    /// A world whose Kit has a Package.swift and a 5 MiB file at 1.0.0, pinned by the app;
    /// `filters` says whether Kit's repository answers filters.
    func world(filters: Bool) throws -> (world: PodWorld, blobs: (manifest: String, large: String)) {
        let world = try PodWorld()
        let remote = try world.remote("Kit", [])
        try world.fixture.write("Assets/large.bin", Self.large, in: remote)
        try world.fixture.commit("Package.swift", PodWorld.package("Kit", products: [("Kit", ["Kit"])]), in: remote, message: "Kit 1.0.0")
        try world.fixture.git(["tag", "1.0.0"], in: remote)
        if filters { try world.fixture.git(["config", "uploadpack.allowFilter", "true"], in: remote) }
        try world.fixture.write("mortar.json", """
            {"name": "App", "modules": [], "pins": {"Kit": {"version": "1.0.0", "git": "\(remote)"}}}
            """, in: world.project)
        let manifest = try world.fixture.git(["rev-parse", "1.0.0:Package.swift"], in: remote)
        let large = try world.fixture.git(["rev-parse", "1.0.0:Assets/large.bin"], in: remote)
        return (world, (manifest, large))
    }

    func run(_ world: PodWorld) throws -> PodMigrationReport {
        let loader = world.loader(runner: ProcessRunner())
        let workspace = try loader.load(integratorAt: "mortar.json")
        return PodMigrationService(loader: loader, cacheDirectory: world.project + "/.mortar/cache", options: .init()).run(workspace)
    }

    /// The objects the probe's repository holds (`cat-file --batch-all-objects` lists what is
    /// there and, unlike `cat-file -e`, never fetches a missing object from the promisor).
    func objects(_ world: PodWorld) throws -> Set<String> {
        let repository = ResolveCache(directory: world.project + "/.mortar/cache").repository(url: world.remotes("Kit"))
        let listing = try world.fixture.git(["cat-file", "--batch-all-objects", "--batch-check=%(objectname)"], in: repository)
        return Set(listing.split(separator: "\n").map(String.init))
    }

    static let mapped = """
        Kit 1.0.0: mapped
          package: ROOT/remotes/Kit (the pin's git, mortar.json:1:41)
          tag: 1.0.0 (the tag of version 1.0.0)
          Kit → Kit (a product named 'Kit')
        1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

        """

    /// A server that filters: the products are read, the Package.swift blob is in the probe's
    /// repository and the large file's blob never is.
    @Test func aLargeFileAtTheTagIsNeverFetched() throws {
        let (world, blobs) = try world(filters: true)
        defer { world.cleanUp() }
        #expect(world.shown(try run(world).text(manifest: "mortar.json")) == Self.mapped)
        let objects = try objects(world)
        #expect(objects.contains(blobs.manifest))
        #expect(!objects.contains(blobs.large))
        let repository = ResolveCache(directory: world.project + "/.mortar/cache").repository(url: world.remotes("Kit"))
        // No URL: each fetch gives it, so no credentials are written to the cache.
        #expect(try world.fixture.git(["config", "--get-regexp", "^(remote\\.mortar-probe\\.|extensions\\.)"], in: repository) == """
            remote.mortar-probe.promisor true
            remote.mortar-probe.partialclonefilter blob:none
            extensions.partialclone mortar-probe
            """)
    }

    /// A server that does not filter sends the whole tree; git's warning about it is no
    /// failure and no line of the report, which reads exactly as with one that filters.
    @Test func aServerThatDoesNotFilterStillAnswers() throws {
        let (world, blobs) = try world(filters: false)
        defer { world.cleanUp() }
        #expect(world.shown(try run(world).text(manifest: "mortar.json")) == Self.mapped)
        let objects = try objects(world)
        #expect(objects.contains(blobs.manifest))
        #expect(objects.contains(blobs.large))
    }
}
