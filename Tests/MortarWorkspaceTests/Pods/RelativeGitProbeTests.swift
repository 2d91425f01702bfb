import Foundation
import MortarCore
import MortarWorkspace
import Testing

/// Seen on an app whose mortar.json names a module's repository by a relative path
/// (`"git": "../remotes/Crop"`): `fetch` reads it beside the manifest, and migrate's probe
/// must too (it ran git from its own folder and called the module unavailable).
@Suite struct RelativeGitProbeTests {
    @Test func aRelativeGitPathIsReadBesideTheManifestAsFetchReadsIt() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let remote = try fixture.makeRemote("Crop", branches: ["main"])
        try fixture.commit("Package.swift", PodWorld.package("Crop", products: [("Crop", ["Crop"])]), in: remote, message: "Package 1.0.0")
        try fixture.git(["tag", "1.0.0"], in: remote)
        try fixture.write("mortar.json", """
            {"name": "App", "modules": [{"name": "Crop", "git": "../remotes/Crop", "tag": "1.0.0"}]}
            """, in: fixture.project)
        let cache = fixture.project + "/.mortar/cache"
        let expected = """
            Crop 1.0.0: mapped
              package: ../remotes/Crop (the :git pod, project/mortar.json:1:38)
              tag: 1.0.0 (the :git pod's tag)
              Crop → Crop (a product named 'Crop')
              to take the package, replace its :git pod line with the pin "Crop": {"version": "1.0.0", "git": "../remotes/Crop", "products": ["Crop"]} in project/mortar.json
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """

        // From another folder than the manifest's, as `mortar migrate --manifest app/mortar.json`.
        let loader = WorkspaceLoader(environment: ["HOME": fixture.root, "MORTAR_TRUNK_URL": "none"], currentDirectory: fixture.root, cacheDirectory: cache)
        let workspace = try loader.load(integratorAt: "project/mortar.json")
        for offline in [false, true] {
            let report = PodMigrationService(loader: loader, cacheDirectory: cache, options: .init(offline: offline, jobs: 1)).run(workspace)
            #expect(report.text(manifest: "project/mortar.json") == expected, "offline: \(offline)")
        }
    }
}
