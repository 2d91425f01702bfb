import Foundation
import MortarWorkspace
import MortarTestSupport
import Testing

/// The loopback server the CDN tests use, through the client migrate uses: files, ETags and
/// 304, 404, a forced status, a path that would leave the folder, and the counts.
struct LoopbackHTTPServerTests {
    @Test func servesAFolderWithETagsStatusesAndCounts() throws {
        let root = NSTemporaryDirectory() + "mortar-loopback-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Specs/a b", withIntermediateDirectories: true)
        try Data("hello\n".utf8).write(to: URL(fileURLWithPath: root + "/Specs/a b/x.json"))
        try Data("secret\n".utf8).write(to: URL(fileURLWithPath: root + "/../mortar-loopback-secret"))
        defer { try? FileManager.default.removeItem(atPath: root + "/../mortar-loopback-secret") }
        let server = try LoopbackHTTPServer(root: root)
        defer { server.stop() }
        let client = URLSessionHTTPClient()
        let get = { (path: String, headers: [String: String]) throws -> HTTPResponse in
            try client.get(HTTPRequest(url: server.url + path, headers: headers, timeout: 5))
        }
        let first = try get("Specs/a%20b/x.json", [:])
        #expect(first.status == 200)
        #expect(String(decoding: first.body, as: UTF8.self) == "hello\n")
        let etag = try #require(first.headers["etag"])
        #expect(try get("Specs/a%20b/x.json", ["If-None-Match": etag]).status == 304)
        #expect(try get("Specs/missing.json", [:]).status == 404)
        #expect(try get("Specs/..%2F..%2Fmortar-loopback-secret", [:]).status == 404)
        server.setRule(.init(status: 503), for: "/Specs/a%20b/x.json")
        #expect(try get("Specs/a%20b/x.json", [:]).status == 503)
        #expect(server.requests(to: "/Specs/a%20b/x.json") == 3)
        #expect(server.totalRequests == 5)
    }

    /// The network model: a delay before each answer and one capped link for the bodies. Only
    /// lower bounds are asserted (a slow machine can only add time).
    @Test func aNetworkModelDelaysEachRequestAndCapsTheBandwidth() throws {
        let root = NSTemporaryDirectory() + "mortar-loopback-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try Data(repeating: 7, count: 400_000).write(to: URL(fileURLWithPath: root + "/big"))
        let network = NetworkModel.remote(delayMilliseconds: 100, megabitsPerSecond: 8)
        #expect(network.summary == "100 ms a request, 8 Mbit/s shared")
        let server = try LoopbackHTTPServer(root: root, network: network)
        defer { server.stop() }
        let client = URLSessionHTTPClient()
        let started = Date()
        // Two at once share the 1,000,000 bytes a second: 800,000 bytes take at least 0.8 s.
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            let response = try? client.get(HTTPRequest(url: server.url + "big", timeout: 30))
            #expect(response?.body.count == 400_000)
        }
        #expect(Date().timeIntervalSince(started) >= 0.8 + 0.1)
        #expect(server.totalRequests == 2)
    }
}
