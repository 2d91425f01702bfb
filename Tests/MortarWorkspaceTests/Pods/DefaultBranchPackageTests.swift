import Foundation
import MortarCore
import MortarWorkspace
import Testing

/// Seen on real apps (xdripswift's SwiftCharts, Unwrap's DZNEmptyDataSet): the repository added
/// a Package.swift on its default branch after its last release, so no version tag has one, and
/// the team pinned the branch. The row says so, with the commit, instead of only "none".
@Suite struct DefaultBranchPackageTests {
    @Test func aPackageOnlyOnTheDefaultBranchIsNamedWithItsCommitAndKeptForOffline() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let remote = try fixture.makeRemote("Kit", branches: ["main"])
        try fixture.commit("CHANGELOG.md", "1.0.0\n", in: remote, message: "Release 1.0.0")
        try fixture.git(["tag", "1.0.0"], in: remote)
        try fixture.commit("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])

            """, in: remote, message: "Add a Package.swift")
        let head = try fixture.git(["rev-parse", "HEAD"], in: remote).trimmingCharacters(in: .whitespacesAndNewlines)
        try fixture.write("mortar.json", """
            {"name": "App", "modules": [], "pins": {"Kit": {"version": "1.0.0", "git": "\(remote)"}}}
            """, in: fixture.project)
        let cache = fixture.project + "/.mortar/cache"
        let expected = """
            Kit 1.0.0: no Package.swift at tag '1.0.0', nor at any later version tag
              package: ROOT/remotes/Kit (the pin's git, mortar.json:1:41)
              tag: 1.0.0 (the tag of version 1.0.0)
              its default branch has a Package.swift at commit \(head), no version tag does: --accept-default-branch maps it at that commit ("revision": "\(head)") and --write records it, or ask its maintainers for a release
            1 pod: 0 mapped, 0 unmapped, 1 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """

        for offline in [false, true] {
            let loader = WorkspaceLoader(environment: ["HOME": fixture.root, "MORTAR_TRUNK_URL": "none"], currentDirectory: fixture.project, cacheDirectory: cache)
            let workspace = try loader.load(integratorAt: "mortar.json")
            let report = PodMigrationService(loader: loader, cacheDirectory: cache, options: .init(offline: offline, jobs: 1)).run(workspace)
            #expect(report.text(manifest: "mortar.json").replacingOccurrences(of: fixture.root, with: "ROOT") == expected, "offline: \(offline)")
            let json = report.json(manifest: "mortar.json")
            #expect(json.rendered().contains("\"defaultBranchWithPackage\": \"\(head)\""), "offline: \(offline)")
        }
    }
}
