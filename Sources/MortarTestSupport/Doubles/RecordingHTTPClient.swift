import Foundation
import MortarWorkspace

/// Counts every GET and passes it to a real client (`URLSessionHTTPClient` by default) — a
/// counter on the seam, not a fake: the answers come from a real server.
public final class RecordingHTTPClient: HTTPFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [HTTPRequest] = []
    private let inner: HTTPFetching

    public init(passingTo inner: HTTPFetching = URLSessionHTTPClient()) {
        self.inner = inner
    }

    /// Every request so far, in the order they started.
    public var requests: [HTTPRequest] { lock.withLock { recorded } }

    /// How many requests were made.
    public var count: Int { lock.withLock { recorded.count } }

    public func get(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
        lock.withLock { recorded.append(request) }
        return try inner.get(request)
    }
}
