import Foundation
import MortarCore
import MortarFormats
import MortarWorkspace
import MortarTestSupport
import Testing

/// The sixteen real pods of `RealPodPackagesTests`, found through a CocoaPods CDN on loopback
/// (a trunk-layout folder served by `LoopbackHTTPServer`, named as the app's source) instead of
/// a local trunk copy: all map; then `--offline`: all map with no process and no HTTP request.
@Suite(.serialized) struct RealPodsThroughCDNTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["MORTAR_REAL_PACKAGES"] == "1",
                   "set MORTAR_REAL_PACKAGES=1 to fetch real packages (Tests in the reference: Sources/MortarCLI/Mortar.docc/Tests.md)"))
    func everyRealPodMapsThroughALoopbackCDNThenOffline() throws {
        let root = NSTemporaryDirectory() + "mortar-real-pods-cdn-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pods = RealPodPackagesTests.pods
        try TrunkFolder.write(pods.map { (name: $0.0, version: $0.1, json: RealPodPackagesTests.spec($0.0)) }, to: root + "/trunk")
        let server = try LoopbackHTTPServer(root: root + "/trunk")
        defer { server.stop() }
        let project = root + "/project"
        try RealPodPackagesTests.writeApp(project, sources: [server.url])

        let run = { (runner: ProcessRunning, http: HTTPFetching, offline: Bool) throws -> PodMigrationReport in
            let loader = WorkspaceLoader(processRunner: runner, environment: ["CP_REPOS_DIR": root + "/repos"], currentDirectory: project)
            let workspace = try loader.load(integratorAt: "mortar.json")
            return PodMigrationService(loader: loader, cacheDirectory: project + "/.mortar/cache", options: .init(offline: offline, jobs: 4), http: http).run(workspace)
        }
        let http = RecordingHTTPClient()
        let report = try run(ProcessRunner(), http, false)
        #expect(RealPodPackagesTests.summary(report) == RealPodPackagesTests.expected)
        #expect(report.allMapped)
        // The metadata once, each fragment's index once, each spec once.
        let fragments = Set(pods.map { CDNLayout(prefixLengths: [1, 1, 1]).versionsIndex($0.0) })
        #expect(http.count == 1 + fragments.count + pods.count)
        #expect(server.totalRequests == http.count)

        server.resetCounts()
        let processes = RecordingProcessRunner(passingTo: ProcessRunner())
        let offlineHTTP = RecordingHTTPClient()
        #expect(try run(processes, offlineHTTP, true) == report)
        #expect(processes.count == 0)
        #expect(offlineHTTP.count == 0)
        #expect(server.totalRequests == 0)
    }
}
