import Foundation
import MortarCore
import MortarWorkspace
import MortarTestSupport

/// A temporary folder with a git remote `Kit` (tags 1.1.0 and 1.2.0, a literal Package.swift),
/// a trunk-layout folder listing Kit 1.1.0 and 1.2.0 served by a `LoopbackHTTPServer`, and an
/// app whose mortar.json names that server as its spec source (or, `trunk`, names none while
/// `MORTAR_TRUNK_URL` points trunk at it).
final class CDNWorld: @unchecked Sendable {
    let fixture: GitFixture
    let server: LoopbackHTTPServer
    let http = RecordingHTTPClient()
    var root: String { fixture.root }
    var project: String { fixture.project }
    var trunk: String { root + "/trunk" }
    var repos: String { root + "/cp-repos" }
    /// Short pauses and timeouts: the tests wait on purpose only where they say so.
    var policy = CDNDownloader.Policy(timeout: 5, attempts: 3, backoff: 0.01)

    init() throws {
        let fixture = try GitFixture()
        try FileManager.default.createDirectory(atPath: fixture.root + "/trunk", withIntermediateDirectories: true)
        self.fixture = fixture
        server = try LoopbackHTTPServer(root: fixture.root + "/trunk")
    }

    func cleanUp() {
        server.stop()
        fixture.cleanUp()
    }

    /// The remote, the trunk folder and the app pinning `pins` (name → version).
    func build(pins: [(String, String)], trunk viaTrunk: Bool = false) throws {
        let kit = try fixture.makeRemote("Kit", branches: ["main"])
        for tag in ["1.1.0", "1.2.0"] {
            try fixture.commit("Package.swift", PodWorld.package("Kit", products: [("Kit", ["Kit"])]) + "// \(tag)\n", in: kit, message: "Kit \(tag)")
            try fixture.git(["tag", tag], in: kit)
        }
        try TrunkFolder.write(["1.1.0", "1.2.0"].map { version in
            (name: "Kit", version: version, json: "{\"name\": \"Kit\", \"version\": \"\(version)\", \"source\": {\"git\": \"\(kit)\", \"tag\": \"\(version)\"}}\n")
        }, to: trunk)
        try writeApp(pins: pins, trunk: viaTrunk)
    }

    /// The app's mortar.json: the server as its source, or (`trunk`) no source at all.
    func writeApp(pins: [(String, String)], trunk viaTrunk: Bool = false) throws {
        let sources = viaTrunk ? "" : "\n  \"sources\": [\"\(server.url)\"],"
        let lines = pins.map { "    \"\($0.0)\": \"\($0.1)\"" }.joined(separator: ",\n")
        try fixture.write("mortar.json", "{\n  \"name\": \"App\",\(sources)\n  \"pins\": {\n\(lines)\n  }\n}\n", in: project)
    }

    func run(runner: ProcessRunning = ProcessRunner(), offline: Bool = false, mirror: Bool = false) throws -> PodMigrationReport {
        var environment = ["CP_REPOS_DIR": repos, "HOME": root]
        if mirror { environment["MORTAR_TRUNK_URL"] = server.url }
        let loader = WorkspaceLoader(processRunner: runner, environment: environment, currentDirectory: project, cacheDirectory: project + "/.mortar/cache")
        let workspace = try loader.load(integratorAt: "mortar.json")
        return PodMigrationService(
            loader: loader, cacheDirectory: project + "/.mortar/cache",
            options: .init(offline: offline, jobs: 2, downloads: policy), http: http
        ).run(workspace)
    }

    /// `text` with the temporary root shown as `ROOT` and the server as `CDN/`.
    func shown(_ text: String) -> String {
        text.replacingOccurrences(of: server.url, with: "CDN/").replacingOccurrences(of: root, with: "ROOT")
    }
}
