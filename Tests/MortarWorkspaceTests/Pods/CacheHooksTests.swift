import Foundation
import MortarCore
import MortarWorkspace
import Testing

/// A repository in `.mortar/cache` is Mortar's, but anyone who can write a file there can plant
/// a hook in it: git runs on caches with hooks off, so `migrate` never runs one.
@Suite struct CacheHooksTests {
    @Test func aHookPlantedInACachedRepositoryDoesNotRunDuringMigrate() throws {
        let fixture = try GitFixture()
        defer { fixture.cleanUp() }
        let remote = try fixture.makeRemote("Kit", branches: ["main"])
        try fixture.commit("CHANGELOG.md", "1.0.0\n", in: remote, message: "Release 1.0.0")
        try fixture.git(["tag", "1.0.0"], in: remote)
        try fixture.write("mortar.json", """
            {"name": "App", "modules": [], "pins": {"Kit": {"version": "1.0.0", "git": "\(remote)"}}}
            """, in: fixture.project)
        let cache = fixture.project + "/.mortar/cache"
        let repository = ResolveCache(directory: cache).repository(url: remote)
        try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
        try fixture.git(["init", "--quiet", "--bare"], in: repository)
        let marker = fixture.root + "/hook-ran"
        for hook in ["reference-transaction", "post-checkout", "post-merge", "pre-auto-gc", "fsmonitor-watchman"] {
            try fixture.write("hooks/" + hook, "#!/bin/sh\necho \(hook) >> '\(marker)'\ncat >/dev/null\n", in: repository)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repository + "/hooks/" + hook)
        }

        let loader = WorkspaceLoader(environment: ["HOME": fixture.root, "MORTAR_TRUNK_URL": "none"], currentDirectory: fixture.project, cacheDirectory: cache)
        let workspace = try loader.load(integratorAt: "mortar.json")
        let report = PodMigrationService(loader: loader, cacheDirectory: cache, options: .init(jobs: 1)).run(workspace)

        #expect(report.text(manifest: "mortar.json").replacingOccurrences(of: fixture.root, with: "ROOT") == """
            Kit 1.0.0: no Package.swift at tag '1.0.0', nor at any later version tag
              package: ROOT/remotes/Kit (the pin's git, mortar.json:1:41)
              tag: 1.0.0 (the tag of version 1.0.0)
            1 pod: 0 mapped, 0 unmapped, 1 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect((try? fixture.git(["rev-parse", "--verify", "refs/tags/1.0.0"], in: repository)) != nil, "the tag was fetched into the planted repository")
        #expect(!FileManager.default.fileExists(atPath: marker), "no hook ran: \((try? String(contentsOfFile: marker, encoding: .utf8)) ?? "")")
    }
}
