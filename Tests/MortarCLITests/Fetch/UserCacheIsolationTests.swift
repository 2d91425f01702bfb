import Foundation
import Testing

/// A test writes only in its temporary folders: `mortar fetch` run the way the suites run it
/// (`CLIHarness`, which the Objective-C answer key uses too) never reaches the repository cache
/// of the user running the tests, whatever their HOME and XDG_CACHE_HOME say.
@Suite struct UserCacheIsolationTests {
    @Test func aFetchThroughTheHarnessLeavesTheUsersCacheAlone() throws {
        let sandbox = try FetchSandbox()
        defer { sandbox.cleanUp() }
        try sandbox.makeRemote("Kit")
        let remote = sandbox.remotes + "/Kit"
        try sandbox.writeManifest([#"{ "name": "Kit", "git": "\#(remote)", "tag": "1.0.0" }"#])
        try sandbox.git(["tag", "1.0.0"], in: remote)
        let home = sandbox.root + "/home", xdg = sandbox.root + "/xdg"
        for folder in [home, xdg] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let fetch = CLIHarness.run(["fetch"], in: sandbox.project, environment: ["HOME": home, "XDG_CACHE_HOME": xdg])
        #expect(fetch.exitCode == .success, "\(fetch.stderr)")
        #expect(FileManager.default.fileExists(atPath: sandbox.project + "/Modules/Kit"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: xdg) == [])
    }
}
