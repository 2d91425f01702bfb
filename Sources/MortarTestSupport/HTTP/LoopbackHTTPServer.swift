import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real HTTP/1.1 server on 127.0.0.1 at an ephemeral port, serving a folder — what the CDN
/// tests and `mortar-bench` talk to instead of `cdn.cocoapods.org`. POSIX sockets, one
/// connection per request (`Connection: close`), each answered on its own thread.
///
/// It counts every request by path, answers `If-None-Match` with 304 (the ETag is a hash of the
/// file's bytes), and can be told to answer a path (or every path) with a status or after a
/// delay, so tests reach 404, 500 and timeouts through real sockets. No fake HTTP layer.
///
/// Serving `.gitRepositories`, it is a git smart-HTTP remote: every request goes to
/// `git http-backend` (`GitHTTPBackend`), so clones and fetches run real git on both sides;
/// a `NetworkModel` gives it a round trip per request and a shared bandwidth cap.
public final class LoopbackHTTPServer: @unchecked Sendable {
    /// A rule for one path (`"*"`: every path): answer `status` instead of the file, and/or
    /// wait `delay` seconds before answering.
    public struct Rule: Sendable {
        public var status: Int?
        public var delay: Double
        public init(status: Int? = nil, delay: Double = 0) {
            self.status = status
            self.delay = delay
        }
    }

    /// What the server answers with.
    public enum Serving: Sendable {
        /// `GET /a/b` answers the file `root/a/b`.
        case files
        /// `root/NAME` is the git repository `URL/NAME`, over git's smart HTTP.
        case gitRepositories
    }

    /// The folder served: `GET /a/b` answers the file `root/a/b`.
    public let root: String
    /// Files, or git repositories.
    public let serving: Serving
    /// The delay and bandwidth applied to every request.
    public let network: NetworkModel
    private let link: BandwidthLink?
    /// The port the kernel gave.
    public let port: Int
    /// `http://127.0.0.1:PORT/`.
    public var url: String { "http://127.0.0.1:\(port)/" }

    private let listener: Int32
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private var rules: [String: Rule] = [:]
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)

    /// Starts serving `root`: its files, or its git repositories, through `network`.
    /// - Throws: `LoopbackHTTPServer.Failure` when no socket can be bound.
    public init(root: String, serving: Serving = .files, network: NetworkModel = .none) throws {
        self.root = root
        self.serving = serving
        self.network = network
        link = network.bytesPerSecond.map { BandwidthLink(bytesPerSecond: $0) }
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(message: "socket() failed: errno \(errno)") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw Failure(message: "cannot listen on 127.0.0.1: errno \(errno)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = Int(UInt16(bigEndian: actual.sin_port))
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    /// What went wrong starting the server.
    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Answers `path` (`/a/b`, or `"*"` for every path) by `rule` from now on.
    public func setRule(_ rule: Rule?, for path: String) {
        lock.withLock { rules[path] = rule }
    }

    /// How many requests asked for `path` (`/a/b`).
    public func requests(to path: String) -> Int { lock.withLock { counts[path] ?? 0 } }

    /// Every request so far by path.
    public var requestCounts: [String: Int] { lock.withLock { counts } }

    /// All requests so far.
    public var totalRequests: Int { lock.withLock { counts.values.reduce(0, +) } }

    /// Forgets the counts.
    public func resetCounts() { lock.withLock { counts = [:] } }

    /// Stops accepting connections and waits for the accept loop to end.
    public func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        finished.wait()
    }

    private func acceptLoop() {
        defer { finished.signal() }
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            if lock.withLock({ stopped }) {
                close(client)
                return
            }
            let thread = Thread { [self] in handle(client) }
            thread.start()
        }
    }

    private func handle(_ client: Int32) {
        defer { close(client) }
        guard let request = readRequest(client) else { return }
        let (method, target, headers, body) = request
        let pieces = target.split(separator: "?", maxSplits: 1)
        let path = String(pieces.first ?? "")
        let rule = lock.withLock { () -> Rule? in
            counts[path, default: 0] += 1
            return rules[path] ?? rules["*"]
        }
        if network.requestDelay > 0 { Thread.sleep(forTimeInterval: network.requestDelay) }
        if let delay = rule?.delay, delay > 0 { Thread.sleep(forTimeInterval: delay) }
        if let status = rule?.status {
            respond(client, status: status, body: Array("status \(status) for \(path)\n".utf8))
            return
        }
        if case .gitRepositories = serving {
            let answer = GitHTTPBackend(projectRoot: root).answer(
                method: method, path: path.removingPercentEncoding ?? path, query: pieces.count > 1 ? String(pieces[1]) : "",
                headers: headers, body: body)
            respond(client, status: answer.status, body: answer.body, headers: answer.headers)
            return
        }
        guard method == "GET" || method == "HEAD" else {
            respond(client, status: 405, body: [])
            return
        }
        let relative = path.removingPercentEncoding ?? path
        let parts = relative.split(separator: "/").map(String.init)
        guard !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." }),
              let data = FileManager.default.contents(atPath: root + "/" + parts.joined(separator: "/")) else {
            respond(client, status: 404, body: Array("not found: \(path)\n".utf8))
            return
        }
        let etag = "\"" + Self.hex(Array(data)) + "\""
        if headers["if-none-match"] == etag {
            respond(client, status: 304, body: [], extra: ["ETag": etag])
            return
        }
        respond(client, status: 200, body: method == "HEAD" ? [] : Array(data), extra: ["ETag": etag])
    }

    /// The request line's method and target, the headers (lowercased names) and the body
    /// (`Content-Length` bytes, or chunks); nil when the client sent nothing usable.
    private func readRequest(_ client: Int32) -> (String, String, [String: String], [UInt8])? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        var headerEnd: Int?
        while headerEnd == nil, bytes.count < 65_536 {
            let count = recv(client, &buffer, buffer.count, 0)
            if count <= 0 { return nil }
            let from = max(0, bytes.count - 3)
            bytes += buffer[0..<count]
            if bytes.count >= 4, let at = (from...(bytes.count - 4)).first(where: { Array(bytes[$0..<($0 + 4)]) == end }) { headerEnd = at }
        }
        guard let headerEnd else { return nil }
        let lines = String(decoding: bytes[0..<headerEnd], as: UTF8.self).components(separatedBy: "\r\n")
        let first = lines[0].split(separator: " ").map(String.init)
        guard first.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Array(bytes[(headerEnd + 4)...])
        func receiveMore() -> Bool {
            let count = recv(client, &buffer, buffer.count, 0)
            if count <= 0 { return false }
            body += buffer[0..<count]
            return true
        }
        if headers["transfer-encoding"]?.lowercased() == "chunked" {
            // Chunks: a hex size line, the bytes, CRLF; a size of 0 ends them.
            var decoded: [UInt8] = []
            var offset = 0
            while true {
                while body[offset...].firstIndex(of: 0x0A) == nil {
                    guard receiveMore() else { return nil }
                }
                guard let lineEnd = body[offset...].firstIndex(of: 0x0A) else { return nil }
                let sizeText = String(decoding: body[offset..<lineEnd], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16) else { return nil }
                offset = lineEnd + 1
                if size == 0 { break }
                while body.count < offset + size + 2 {
                    guard receiveMore() else { return nil }
                }
                decoded += body[offset..<(offset + size)]
                offset += size + 2
            }
            body = decoded
        } else if let length = headers["content-length"].flatMap({ Int($0) }) {
            while body.count < length {
                guard receiveMore() else { return nil }
            }
            body = Array(body.prefix(length))
        }
        return (first[0], first[1], headers, body)
    }

    private func respond(_ client: Int32, status: Int, body: [UInt8], extra: [String: String] = [:]) {
        respond(client, status: status, body: body, headers: extra.sorted(by: { $0.key < $1.key }).map { ($0.key, $0.value) })
    }

    /// Sends the answer; its body through the network model's link, when there is one.
    private func respond(_ client: Int32, status: Int, body: [UInt8], headers: [(String, String)]) {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        let bytes = Array((head + "\r\n").utf8)
        guard sendAll(client, bytes[...]) else { return }
        var sent = 0
        while sent < body.count {
            let slice = body[sent..<min(body.count, sent + 16_384)]
            link?.pass(slice.count)
            guard sendAll(client, slice) else { return }
            sent += slice.count
        }
    }

    private func sendAll(_ client: Int32, _ bytes: ArraySlice<UInt8>) -> Bool {
        var rest = bytes
        while !rest.isEmpty {
            let count = rest.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Self.sendFlags) }
            if count <= 0 { return false }
            rest = rest.dropFirst(count)
        }
        return true
    }

    #if canImport(Glibc)
    static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    static let sendFlags: Int32 = 0
    #endif

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 304: "Not Modified"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }

    /// A cheap content hash for the ETag (FNV-1a, 64 bits): stable for the same bytes.
    static func hex(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
