import Foundation
import MortarWorkspace
import MortarTestSupport

/// The repository cache measured against a remote that behaves like one: the same 60
/// repositories served over git's smart HTTP on loopback (`LoopbackHTTPServer` running `git
/// http-backend`, real git on both sides) through `network`, a round trip per request and one
/// shared download link. Cold (no cache) against a second app whose modules are all in a warm
/// cache, the server up and counting: the second app must make no request at all.
extension FetchSuite {
    /// 30 ms a request (a round trip to a server on another continent is 80–150 ms, to a
    /// nearby data centre 10–30 ms) and 50 Mbit/s for everything downloaded at once (an office
    /// or home line, or a CI runner's share of one).
    static let network = NetworkModel.remote(delayMilliseconds: 30, megabitsPerSecond: 50)

    /// The two rows over `common`'s repositories; `label` tells another set of them apart.
    static func remoteRows(_ context: BenchContext, common: [String], label: String = "") throws(BenchError) -> [BenchRow] {
        try coldAndSecondRows(
            context, cold: ("mortar fetch, cold, smart HTTP origins (\(network.summary)), no cache\(label)", "remote-cold"),
            second: ("second app from the repository cache, smart HTTP origins (\(network.summary))\(label)", "remote-second"), runs: 5, common: common)
    }

    static func remoteChild(_ arguments: ChildArguments, root: String, runs: Int, trash: String) throws(BenchError) -> (readings: [Stopwatch.Reading], sizes: [(key: String, value: Int)]) {
        let server: LoopbackHTTPServer
        do {
            server = try LoopbackHTTPServer(root: root + "/repos", serving: .gitRepositories, network: network)
        } catch {
            throw .setup("cannot start the HTTP server: \(error)")
        }
        defer { server.stop() }
        var readings: [Stopwatch.Reading] = []
        let cache = root + "/RepositoryCacheHTTP"
        switch arguments.target {
        case "remote-cold":
            try writeTaggedManifest(root, origins: server.url, named: "mortar-http.json", checkouts: "ModulesHTTP")
            let fetch = ["fetch", "--manifest", "mortar-http.json", "--jobs", jobs, "--no-repository-cache"]
            for _ in 0..<runs {
                try setAside(root + "/ModulesHTTP", in: trash)
                readings.append(try Stopwatch.time { () throws(BenchError) in try InProcessMortar.run(fetch, in: root) }.reading)
            }
            return (readings, [("http-requests-per-run", server.totalRequests / max(runs, 1))])
        case "remote-second":
            try writeTaggedManifest(root, origins: server.url, named: "mortar-http.json", checkouts: "ModulesHTTP")
            try writeTaggedManifest(root, origins: server.url, named: "mortar-http-second.json", checkouts: "ModulesHTTPSecond")
            try setAside(root + "/ModulesHTTP", in: trash)
            try setAside(cache, in: trash)
            // The first app fills the cache (the server's port, so the URLs, are this process's).
            _ = try InProcessMortar.run(["fetch", "--manifest", "mortar-http.json", "--jobs", jobs, "--repository-cache", cache], in: root)
            let filling = server.totalRequests
            server.resetCounts()
            let fetch = ["fetch", "--manifest", "mortar-http-second.json", "--jobs", jobs, "--repository-cache", cache]
            let (processes, _, clones) = try countedRun(fetch, root: root, trash: trash, checkouts: "ModulesHTTPSecond", origins: server.url)
            for _ in 0..<runs {
                try setAside(root + "/ModulesHTTPSecond", in: trash)
                readings.append(try Stopwatch.time { () throws(BenchError) in try InProcessMortar.run(fetch, in: root) }.reading)
            }
            return (readings, [("git-processes", processes), ("git-clones", clones), ("http-requests", server.totalRequests), ("first-app-http-requests", filling)])
        default:
            throw .usage("fetch: unknown case '\(arguments.target)'")
        }
    }
}
