import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `HTTPFetching` through Foundation's URL loading (FoundationNetworking on Linux): no cookies,
/// no URL cache (revalidation is the caller's, with `If-None-Match`), a wall-clock timeout per
/// request that cancels it.
public struct URLSessionHTTPClient: HTTPFetching {
    public init() {}

    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        return URLSession(configuration: configuration)
    }()

    public func get(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
        guard let url = URL(string: request.url), ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
            throw .transport(url: request.url, message: "not an http(s) URL")
        }
        var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.timeout)
        urlRequest.httpMethod = "GET"
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let box = Outcome()
        let done = DispatchSemaphore(value: 0)
        let task = Self.session.dataTask(with: urlRequest) { data, response, error in
            box.set(data: data, response: response as? HTTPURLResponse, error: error)
            done.signal()
        }
        task.resume()
        if done.wait(timeout: .now() + request.timeout) == .timedOut {
            task.cancel()
            throw .timedOut(url: request.url, seconds: request.timeout)
        }
        let (data, response, error) = box.get()
        if let error = error as? URLError, error.code == .timedOut { throw .timedOut(url: request.url, seconds: request.timeout) }
        if let error { throw .transport(url: request.url, message: error.localizedDescription) }
        guard let response else { throw .transport(url: request.url, message: "no HTTP response") }
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        return HTTPResponse(status: response.statusCode, headers: headers, body: Array(data ?? Data()))
    }

    /// The completion handler's answer, handed across threads under a lock.
    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var data: Data?
        private var response: HTTPURLResponse?
        private var error: Error?

        func set(data: Data?, response: HTTPURLResponse?, error: Error?) {
            lock.withLock { (self.data, self.response, self.error) = (data, response, error) }
        }

        func get() -> (Data?, HTTPURLResponse?, Error?) { lock.withLock { (data, response, error) } }
    }
}
