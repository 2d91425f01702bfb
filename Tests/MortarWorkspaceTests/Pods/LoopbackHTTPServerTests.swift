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
}
