/// One HTTP GET, the seam every download goes through (`URLSessionHTTPClient` in the tool), so
/// tests and `mortar-bench` can count requests. Tests talk to a real server on loopback
/// (`LoopbackHTTPServer`), never to a fake in its place.
public protocol HTTPFetching: Sendable {
    /// GETs `request.url`, following redirects; any status is an answer (404 and 500 too).
    /// - Throws: `HTTPError` when no answer came: no connection, a timeout, a broken transfer.
    func get(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse
}

/// A GET to make.
public struct HTTPRequest: Hashable, Sendable {
    public var url: String
    /// Extra headers (`If-None-Match`).
    public var headers: [String: String]
    /// Seconds the whole request may take before it is abandoned.
    public var timeout: Double

    public init(url: String, headers: [String: String] = [:], timeout: Double) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
    }
}

/// An answer: status, headers (names lowercased) and body.
public struct HTTPResponse: Hashable, Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: [UInt8]
}

/// No answer to a GET.
public enum HTTPError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing came back within `seconds`.
    case timedOut(url: String, seconds: Double)
    /// The transfer failed: no connection, a refused or reset one, a bad URL.
    case transport(url: String, message: String)

    public var description: String {
        switch self {
        case let .timedOut(url, seconds): "no answer from '\(url)' within \(HTTPError.seconds(seconds))"
        case let .transport(url, message): "cannot reach '\(url)': \(message)"
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
