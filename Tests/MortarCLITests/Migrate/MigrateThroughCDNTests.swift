import Foundation
import MortarCLI
import MortarCore
import MortarWorkspace
import MortarTestSupport
import Testing

/// `mortar migrate` of a Podfile-less app with no source named: trunk, read from a CDN on
/// loopback (`MORTAR_TRUNK_URL`), then `--offline` from the copy it kept.
@Suite(.serialized) struct MigrateThroughCDNTests {
    @Test func trunkThroughACDNThenOfflineFromTheCopy() throws {
        let box = try FetchSandbox()
        defer { box.cleanUp() }
        let remote = try box.makePackageRemote("Kit", tag: "1.2.0")
        try TrunkFolder.write([(name: "Kit", version: "1.2.0", json: "{\"name\": \"Kit\", \"version\": \"1.2.0\", \"source\": {\"git\": \"\(remote)\", \"tag\": \"1.2.0\"}}\n")], to: box.root + "/trunk")
        let server = try LoopbackHTTPServer(root: box.root + "/trunk")
        defer { server.stop() }
        try box.writeManifest([], pins: "{\"Kit\": \"1.2.0\"}")
        let expected = """
            Kit 1.2.0: mapped
              package: ROOT/remotes/Kit (spec repository MIRROR/, Specs/8/2/1/Kit/1.2.0/Kit.podspec.json)
              tag: 1.2.0 (the source tag of Specs/8/2/1/Kit/1.2.0/Kit.podspec.json)
              Kit → Kit (a product named 'Kit')
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """
        let run = box.run(["migrate"], environment: ["MORTAR_TRUNK_URL": server.url])
        #expect(box.shown(run.out).replacingOccurrences(of: server.url, with: "MIRROR/") == expected)
        #expect(run.code == .success)
        #expect(server.totalRequests == 3)

        server.resetCounts()
        let processes = RecordingProcessRunner(passingTo: ProcessRunner())
        let offline = box.run(["migrate", "--offline"], runner: processes, environment: ["MORTAR_TRUNK_URL": server.url])
        #expect(box.shown(offline.out).replacingOccurrences(of: server.url, with: "MIRROR/") == expected)
        #expect(offline.code == .success)
        #expect(server.totalRequests == 0)
        #expect(processes.count == 0)
    }

    /// Trunk read from a mirror that is a git spec repository: cloned from the mirror, and the
    /// row names the mirror, the URL actually read.
    @Test func trunkThroughAGitMirrorNamesTheMirror() throws {
        let box = try FetchSandbox()
        defer { box.cleanUp() }
        let remote = try box.makePackageRemote("Kit", tag: "1.2.0")
        let specs = box.remotes + "/Specs"
        try box.makeRemote("Specs")
        try box.write(specs + "/Specs/Kit/1.2.0/Kit.podspec.json", """
            {"name": "Kit", "version": "1.2.0", "source": {"git": "\(remote)", "tag": "1.2.0"}}
            """)
        try box.git(["add", "-A"], in: specs)
        try box.git(["commit", "--quiet", "-m", "Kit 1.2.0"], in: specs)
        try box.writeManifest([], pins: "{\"Kit\": \"1.2.0\"}")
        let run = box.run(["migrate"], environment: ["MORTAR_TRUNK_URL": specs])
        #expect(run.out.replacingOccurrences(of: box.root, with: "ROOT") == """
            Kit 1.2.0: mapped
              package: ROOT/remotes/Kit (spec repository ROOT/remotes/Specs, Specs/Kit/1.2.0/Kit.podspec.json)
              tag: 1.2.0 (the source tag of Specs/Kit/1.2.0/Kit.podspec.json)
              Kit → Kit (a product named 'Kit')
            1 pod: 1 mapped, 0 unmapped, 0 without a Package.swift at that version, 0 with no source known, 0 unavailable

            """)
        #expect(run.err == "")
        #expect(run.code == .success)
    }
}
