import MortarCore
import MortarFormats
import MortarWorkspace
import Testing

@Suite struct WorkspaceLayoutTests {
    @Test func everyPathComesFromTheManifestAndTheOptions() throws {
        let layout = WorkspaceLayout(manifest: "app/Podfile", currentDirectory: "/work")
        #expect(layout.manifestName == "Podfile")
        #expect(layout.folder == "app")
        #expect(layout.absoluteFolder == "/work/app")
        #expect(layout.absoluteManifest == "/work/app/Podfile")
        #expect(layout.sidecar == "app/mortar.json")
        #expect(layout.podfileLock == "app/Podfile.lock")
        #expect(layout.localOverrides == "app/mortar.local.json")
        #expect(layout.gitIgnore == "app/.gitignore")
        #expect(layout.stateFolder == "app/.mortar")
        #expect(layout.cache == "/work/app/.mortar/cache")
        #expect(WorkspaceLayout(manifest: "app/Podfile", currentDirectory: "/work", cacheDirectory: "../cache").cache == "/cache")
        // The one answer for where the cache lives (was CacheFolder.beside).
        #expect(WorkspaceLayout(manifest: "mortar.json", currentDirectory: "/work").cache == "/work/.mortar/cache")
        #expect(WorkspaceLayout(manifest: "/elsewhere/app/mortar.json", currentDirectory: "/work").cache == "/elsewhere/app/.mortar/cache")
    }

    @Test func theManifestNamesTheCheckoutsTheLockAndTheOutputs() throws {
        let manifest = try MortarJSONReader.read("""
            { "name": "Demo", "checkouts": "Deps", "modules": [],
              "outputs": { "swiftpm": "Composite/Package.swift", "podfile": "Podfile", "lock": "locks/mortar.lock" } }
            """, file: "mortar.json")
        let layout = WorkspaceLayout(manifest: "mortar.json", currentDirectory: "/work")
        #expect(layout.folder == ".")
        #expect(layout.checkouts(manifest) == "Deps")
        #expect(layout.lockFile(manifest) == "locks/mortar.lock")
        let outputs = layout.outputs(manifest)
        #expect(outputs.all == ["/work/Composite/Package.swift", "/work/Podfile"])
        // The command line's paths are taken against the current folder, not the manifest's.
        let nested = WorkspaceLayout(manifest: "app/mortar.json", currentDirectory: "/work")
        #expect(nested.outputs(manifest, swiftpm: "out/Package.swift").all == ["/work/out/Package.swift", "/work/app/Podfile"])
    }
}
